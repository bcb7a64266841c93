"""The turn menu's kept content facts (menu_facts.py) give the answers of the slow paths they
replace: move points without ``stat()`` (404.1, 404.1c) and an ability's numbers (501.3, 405.2)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.core import Rng
from engine.games.wowminis.menu_facts import ability_facts, card_facts, catalog_card_facts, move_sources
from engine.games.wowminis.sequence import move_points, natural_moves
from engine.games.wowminis.state import Char, WowState
from engine.games.wowminis.work import TurnMenu

from .builders import GAME, ch, do, position


def test_404_1c_sprint_is_a_move_source_and_a_buffed_character_moves_4() -> None:
    sources = move_sources(GAME.catalog)
    assert "sprint" in sources.cards
    s = position(
        [ch("rokhan", 1, "0,0", cards=[{"id": "sprint"}]), ch("jaina", 0, "-4,4", clock=5)], turn="rokhan"
    )
    assert move_points(s, s.chars["rokhan"]) == 2
    do(s, "play rokhan sprint")
    assert move_points(s, s.chars["rokhan"]) == 4 == s.stat(s.chars["rokhan"], "move")
    assert all(len(path) <= 4 for path in natural_moves(s, s.chars["rokhan"]).paths.values())


def _turn_menus(seeds: range, offset: int) -> Iterator[tuple[WowState, Char]]:
    """Every turn menu (state and turn character) of the first 600 actions of random default games."""
    for seed in seeds:
        state = GAME.new_initial_state(seed, GAME.default_setup())
        rng = Rng(seed + offset)
        while not state.is_terminal() and len(state.history) < 600:
            top = state.stack[-1]
            if isinstance(top, TurnMenu):
                yield state, state.chars[top.char]
            state.apply_action(rng.choice(state.legal_actions()))


def test_404_1_move_points_agree_with_stat_at_every_turn_menu_of_random_games() -> None:
    checked = 0
    for state, c in _turn_menus(range(3), 5):
        slow = 0 if "cant_move_this_turn" in c.statuses else max(0, state.stat(c, "move"))
        assert move_points(state, c) == slow
        checked += 1
    assert checked > 100


def test_408_2a_the_pay_budget_answers_can_pay_for_every_cost_at_every_turn_menu_of_random_games() -> None:
    checked = 0
    for state, c in _turn_menus(range(2), 11):
        budget = state.pay_budget(c)
        slow = [state.can_pay(c, cost) for cost in range(11)]
        assert [cost <= budget for cost in range(11)] == slow
        checked += 1
    assert checked > 100


def test_405_2_ability_facts_read_the_stat_line() -> None:
    frostbolt = GAME.catalog.characters["jaina"].attack
    f = ability_facts(frostbolt)
    s = frostbolt.stats
    assert (f.cost, f.hi, f.lo) == (s.cost or 0, s.max_range, s.min_range or 0)
    assert f.attack and f.enemies and not f.instant
    assert ability_facts(frostbolt) is f, "kept, not worked out again"
    sprint = card_facts(GAME.catalog.cards["sprint"])
    assert sprint.ability is None and sprint.play is not None and sprint.play.instant
    table = catalog_card_facts(GAME.catalog)
    assert table["sprint"] == sprint, "the catalog's table holds the card's facts"
    assert catalog_card_facts(GAME.catalog) is table, "kept per catalog, not worked out again"


def test_400_3a_the_pay_budget_of_a_borrowed_character_is_held_back_by_its_controller() -> None:
    state = GAME.new_initial_state(0, GAME.default_setup())
    borrowed, boss = (state.chars[u] for u in state.order[:2])
    borrowed.controlled_by = boss.uid
    for master, own, theirs in ((1, 1, 1), (1, 2, 8), (5, 9, 4), (10, 3, 10), (7, 7, 6)):
        state.master, borrowed.clock, boss.clock = master, own, theirs
        slow = [state.can_pay(borrowed, cost) for cost in range(11)]
        assert [cost <= state.pay_budget(borrowed) for cost in range(11)] == slow, (master, own, theirs)
    state.master, borrowed.clock, boss.clock = 1, 1, 8
    assert state.pay_budget(borrowed) == 2, "the controller, 7 ahead, can pay only 2 more (400.3a)"
