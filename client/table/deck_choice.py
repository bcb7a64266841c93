"""What every card game's new-game screen does with decks and seeds, in one place: the decks on
offer, the first problem of each chosen deck, the copy the deck builder starts from, the typed seed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pygame_gui.elements import UIButton

from client.table.decks import Deck, DeckRules, saved_decks
from client.table.start import MAX_SEED, seed_from_time


def deck_choices(rules: DeckRules, game_id: str) -> dict[str, Deck]:
    """Ready-made decks first, then the player's saved ones, by a label a player recognises."""
    out = {f"{d.name} (ready-made)": d for d in rules.shipped()}
    for _path, deck in saved_decks(game_id):
        if isinstance(deck, Deck):
            out[deck.name] = deck
    return out


def deck_problems(
    rules: DeckRules, decks: Mapping[str, Deck], chosen: Sequence[str], owners: Sequence[str]
) -> list[str]:
    """The first problem of each chosen deck, named by its owner ("Your deck", "Player 3's deck")."""
    out = []
    for owner, name in zip(owners, chosen, strict=False):
        for problem in rules.problems(decks[name])[:1]:
            out.append(f"{owner} \u201c{name}\u201d: {problem}")
    return out


def builder_start(deck: Deck) -> Deck:
    """The deck the builder opens with: the chosen one, renamed "My ..." when it is ready-made so saving
    never overwrites a shipped deck."""
    return Deck(deck.name if not deck.shipped else f"My {deck.name}", deck.leader, list(deck.cards))


def typed_seed(text: str) -> int:
    """The seed typed in (kept within the saves' range), or one from the clock when the box is blank."""
    text = text.strip()
    return int(text) % MAX_SEED if text.isdigit() else seed_from_time()


def mark_chosen(buttons: Mapping[str, UIButton], chosen: str) -> None:
    """Show which button of a row of choices is the chosen one."""
    for value, button in buttons.items():
        if value == chosen:
            button.select()
        else:
            button.unselect()
