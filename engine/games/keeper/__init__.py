"""Keeper of the Cards (17th Edition rulebook): 2 to 8 players, each against all, with their own cards.

Template: OpenSpiel's Game/State split (``game.KeeperGame`` / ``state.KeeperState``). Cards are data in
the rulebook's grammar (``cards``, ``text``, ``budget``, ``editions``, ``content``); the rules are
``zones`` (moves, damage, piercing), ``abilities`` (what may be activated), ``chain``, ``effects``,
``dice``, ``battle``, ``flow`` (turns, windows, the task loop) and ``endgame``; ``legal``, ``observe``,
``positions``, ``evaluation`` and ``bots`` serve the contract. docs/keeper-engine.md has the details.
"""
