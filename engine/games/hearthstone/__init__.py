"""Hearthstone: the card-facts layer of a rules-faithful Hearthstone engine (no playable game yet).

The engine will follow the Hearthstone Wiki's *Advanced rulebook* (digest in the shared rules
folder): entities with tags, Sequences and Phases with queues, Death Phases and Aura Updates, in
the OpenSpiel Game/State shape the other games use. The game is not registered while it cannot be
played.

What exists now is the first brick, the card facts: ``cardfacts`` (the ``CardFacts`` value and
the ``CardDB`` lookup), ``cardcache`` (a one-time extraction from the ``hearthstone-data``
package's CardDefs.xml into a compact cache keyed by the data version, never touching the
network) and ``eras`` (the stat-profile layer that pins the original-era numbers the rulebook's
examples rely on, from ``content/stat_overrides.json``).
"""
