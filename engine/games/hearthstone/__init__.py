"""Hearthstone under the Hearthstone Wiki's *Advanced rulebook*, registered as ``hearthstone``.

Entities with tags (``model``), the rulebook's timing model (``rules``: Phases, frozen Queues,
Aura Updates, the Death Creation Step and Death Phases; ``sequences``: the Player Actions), card
facts (``cardfacts``, ``cardcache``, ``eras``) plus effect data (``cards``, ``effects``,
``scripts``, ``content/cards/*.json``), and the OpenSpiel-shaped game (``game``, ``state``,
``positions``). Documented in docs/hearthstone-engine.md and docs/hearthstone-effects.md.
"""
