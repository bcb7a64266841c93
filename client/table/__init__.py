"""The card table: one desktop scene for every card game, driven by a per-game layout and adapter.

``layout`` describes where a game's zones sit and how their cards are shown; ``model`` holds the
view values an adapter builds from an observation; ``gestures`` maps legal actions to what a player
does with the mouse; ``adapter`` is the per-game bridge; ``scene`` is the table itself and knows no
game. See docs/card-table.md.
"""
