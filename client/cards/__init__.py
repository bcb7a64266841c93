"""Card faces composed with Pillow and shown as cached pygame surfaces.

- ``compose``: generic helpers (fonts, gradients, parchment, metal frames, panels, word-wrapped text
  with ``**bold**`` keywords);
- ``glyphs``: procedural icons (stats, damage types, slots, faction sigils);
- ``emblem``: a symmetric sigil generated from a card's id, the picture on every face;
- ``wowminis_faces``: WoW Miniatures character cards, Action Bar cards and the card back;
- ``cache``: ``CardFaceCache``, surfaces per (card id, variant, pixel size), face down and exhausted;
- ``hover``: the enlarged card drawn beside the cursor.

docs/card-faces.md shows how a screen uses them.
"""
