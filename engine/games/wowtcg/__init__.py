"""World of Warcraft TCG (Comprehensive Rules v1.0, 2006): the card game engine.

Template: OpenSpiel's Game/State split (``game.WowTcgGame`` / ``state.TcgState``); rules resolve
through procedures that pause for choices (``state.ask``), so any position, even mid-resolution,
can be cloned, saved and rebuilt. Modules: ``model``/``content``/``decks``/``text`` (cards as data),
``view`` (continuous modifiers), ``triggers``, ``damage``, ``effects``, ``chain``, ``combat``, ``flow``,
``legal``, ``positions``, ``observe``, ``evaluation``, ``bots``. docs/wowtcg-engine.md has the details.
"""
