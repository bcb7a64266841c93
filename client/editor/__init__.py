"""The WoW Miniatures board editor: its scene, its dialogs and its tool palette.

The editing itself (brushes, symmetry, undo, saving, validation) lives in the engine
(``engine.games.wowminis.board_edit`` and ``board_problems``); these modules only show it and turn
mouse and keys into edits. The board is drawn by ``client.board`` exactly as the table draws it.
"""
