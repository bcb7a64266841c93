"""Each game's desktop screens, one package per game id; importing a package registers its scenes.

See ``client.scenes`` for the tables (``NEW_GAME_SCENES``, ``LOADED_GAME_SCENES``) they fill.
"""
