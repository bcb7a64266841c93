"""The heuristic bot and the MCTS hooks: legal choices, reproducibility, and beating random play."""

from __future__ import annotations

from engine.ai import make_bot
from engine.core import Decision
from engine.games.riftbound.bots import choose_action
from engine.games.riftbound.cleanup import cleanup
from engine.games.riftbound.flow import advance
from tests.engine.games.riftbound.helpers import act, deck, duel, game, hand, pass_all, runes, unit


def _match(kinds: tuple[str, str], seed: int) -> int | None:
    s = game().new_initial_state(seed, {"decks": [["jinx", "garen", "yasuo", "lux"][seed % 4], "garen"]})
    bots = [make_bot(k, "riftbound", seed + i) for i, k in enumerate(kinds)]
    while not s.is_terminal():
        d = Decision.of(s)
        s.apply_action(bots[d.player].step(d))
    return s.winner


def test_heuristic_beats_random_in_a_short_series() -> None:
    wins = sum(1 for seed in range(6) if _match(("heuristic", "random"), seed) == 0)
    wins += sum(1 for seed in range(6, 12) if _match(("random", "heuristic"), seed) == 1)
    assert wins >= 9


def test_heuristic_choices_are_legal_and_reproducible() -> None:
    s = game().new_initial_state(4)
    for _ in range(30):
        d = Decision.of(s)
        a = make_bot("heuristic", "riftbound", 1).step(d)
        assert a == make_bot("heuristic", "riftbound", 1).step(d)
        assert a in d.legal_actions
        s.apply_action(a)


def test_mcts_picks_a_legal_action_with_the_games_hooks() -> None:
    s = game().new_initial_state(6)
    for _ in range(12):
        s.apply_action(next(a for a in s.legal_actions() if str(a) != "concede"))
    d = Decision.of(s)
    assert make_bot("mcts-easy", "riftbound", 2).step(d) in d.legal_actions


def test_heuristic_discards_its_cheapest_card_and_recycles_its_dearest() -> None:
    s = duel()
    unit(s, "undercover-agent", 0, "f0", dmg=2)
    spark, cleave, ray = (hand(s, 0, c) for c in ("final-spark", "cleave", "hextech-ray"))
    cleanup(s)
    advance(s)
    pass_all(s)
    assert s.prompt is not None and s.prompt["kind"] == "discard"
    assert str(choose_action(s, 0, s.legal_actions())) == f"choose {cleave}"
    s.prompt["kind"] = "recycle"
    assert str(choose_action(s, 0, s.legal_actions())) == f"choose {spark}"
    assert ray in s.players[0]["hand"]


def test_heuristic_predict_keeps_what_it_can_soon_play_and_recycles_the_rest() -> None:
    s = duel()
    runes(s, 0, "mind", 1)
    deck(s, 0, ["time-warp", "cleave"])
    act(s, f"play {hand(s, 0, 'glimpse-beyond')}")
    pass_all(s)
    assert str(choose_action(s, 0, s.legal_actions())) == "choose recycle", "Time Warp costs 8"
    act(s, "choose recycle")
    assert str(choose_action(s, 0, s.legal_actions())) == "choose keep"
