"""The dice tray: d10s tumbling in a pymunk tray onto the faces the engine already rolled.

``model`` reads a ``dice_rolled`` event into a ``RollView`` (pure data, no pygame), ``physics``
simulates the throw, ``draw`` paints the tray and the dice, and ``tray.DiceTray`` is what a scene
embeds. ``docs/dice-tray.md`` shows how. The package imports nothing itself, so the model can be used
without pygame.
"""
