"""The heuristic bot and the MCTS hooks of the WoW TCG."""

from __future__ import annotations

from engine.ai import make_bot
from engine.ai.catalog import bot_kinds
from engine.ai.mcts import mcts_hooks
from engine.core import Decision
from engine.games.wowtcg.bots import choose_action, mcts_policy
from tests.engine.games.wowtcg.helpers import act, game, hero, obj, pass_both, position, res


def _play(kinds: tuple[str, str], seed: int) -> tuple[int, ...]:
    s = game().new_initial_state(seed)
    bots = [make_bot(k, "wowtcg", seed + i) for i, k in enumerate(kinds)]
    while not s.is_terminal():
        s.apply_action(bots[s.current_player()].step(Decision.of(s)))
    outcome = s.outcome()
    assert outcome is not None
    return outcome.winners


def test_heuristic_is_registered_and_beats_random() -> None:
    assert "heuristic" in bot_kinds("wowtcg") and mcts_hooks("wowtcg").policy is not None
    assert _play(("heuristic", "random"), 1) == (0,)
    assert _play(("random", "heuristic"), 2) == (1,)


def test_the_heuristic_kills_an_ally_it_can_and_places_a_resource_first() -> None:
    s = position(
        {"hand": ["Fire Blast", "Stormwind Footman"], "play": res(1), "hero_flipped": True},
        {"play": ["Goldshire Militia"]},
    )
    s.players[0].placed = False
    assert choose_action(s, 0, list(s.legal_actions())).verb == "resource"
    s.players[0].placed = True
    s.changed()
    choice = choose_action(s, 0, list(s.legal_actions()))
    assert str(choice) == f"play {obj(s, 'Fire Blast', zone='hand').id} {obj(s, 'Goldshire Militia').id}"
    assert hero(s, 1) not in choice.args


def test_101_1b_the_heuristic_never_concedes_and_the_mcts_prior_rates_conceding_lowest() -> None:
    s = position({"play": ["Menethil Marine"]}, {"play": ["Crossroads Guard"], "hero_flipped": True})
    bot = make_bot("heuristic", "wowtcg", 1)
    assert str(bot.step(Decision.of(s))) != "concede"
    act(s, f"attack {obj(s, 'Menethil Marine').id} {s.players[1].hero}")
    act(s, "pass")
    assert [str(a) for a in s.legal_actions()] == ["concede", "pass"]
    assert str(bot.step(Decision.of(s))) == "pass"
    act(s, "pass")
    pass_both(s)
    assert s.pending is not None and s.pending.kind == "protect"
    assert str(bot.step(Decision.of(s))).startswith("choose ")
    legal = s.legal_actions()
    ratings = mcts_policy(s, legal)
    assert ratings[[str(a) for a in legal].index("concede")] == min(ratings) == 0.0
