"""Whole random games with the cards whose mechanisms ask the player (costs, replacements, split damage,
trigger order, choices while resolving): every prompt is answered with a legal action until the game ends."""

from __future__ import annotations

from typing import Any

from engine.core import Rng
from engine.games.riftbound.content import load_pool
from tests.engine.games.riftbound.helpers import game

SWAPS = {
    "jinx": [
        "cruel-patron",
        "garbage-grabber",
        "wraith-of-echoes",
        "undercover-agent",
        "sky-splitter",
        "immortal-phoenix",
        "noxian-guillotine",
        "rocket-barrage",
        "treasure-hunter",
        "hostile-takeover",
    ],
    "garen": ["vi-destructive", "dr-mundo-expert", "volibear-furious", "guardian-angel", "zhonyas-hourglass"],
}


def _deck(name: str) -> dict[str, Any]:
    """A ready-made deck with cards swapped for three copies each of the mechanism cards."""
    deck = load_pool().decks[name]
    main: dict[str, int] = {}
    for cid in deck.main:
        main[cid] = main.get(cid, 0) + 1
    for cid in [c for c in sorted(main) if c != deck.champion][: len(SWAPS[name])]:
        del main[cid]
    for cid in SWAPS[name]:
        main[cid] = 3
    runes: dict[str, int] = {}
    for cid in deck.runes:
        runes[cid] = runes.get(cid, 0) + 1
    return {"name": name, "legend": deck.legend, "champion": deck.champion, "main": main, "runes": runes,
            "battlefields": list(deck.battlefields)}


def test_random_games_with_the_mechanism_cards_answer_every_prompt_and_end() -> None:
    seen: set[str] = set()
    for seed in range(8):
        s = game().new_initial_state(seed, {"decks": [_deck("jinx"), _deck("garen")]})
        rng = Rng(seed)
        for _ in range(4000):
            if s.is_terminal():
                break
            if s.prompt is not None:
                seen.add(str(s.prompt["kind"]))
            actions = [a for a in s.legal_actions() if str(a) != "concede"]
            s.apply_action(rng.choice(actions))
        assert s.is_terminal()
    assert {"cost_kill", "cost_recycle", "discard", "replace"} <= seen, sorted(seen)
