"""World of Warcraft Miniatures: the flagship hex-board game.

Template: OpenSpiel's Game/State split (``game.WowMinisGame`` / ``state.WowState``), with the
rules resolved through an explicit stack of work items (``work.py``) so any position, even in the
middle of an attack or a react window, can be cloned, saved and rebuilt.

Modules: ``model`` (content dataclasses, stat notation), ``content`` (loader, validation, generated
text), ``effects`` (the registered op vocabulary), ``clocks`` and ``dice`` (408, 105), ``sequence``
(ticks, turns, reacts, trigger waves), ``abilities`` (playing abilities, buffs, totems, pets, forms),
``combat`` (the attack pipeline), ``positions`` (to_dict/state_from_dict), ``observe``
(observations and the search heuristic); ``board``, ``los`` and ``movement`` hold the geometry.
"""
