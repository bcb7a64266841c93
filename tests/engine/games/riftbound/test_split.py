"""Split damage (355.14, 715.3): Volibear, Furious divides its attack damage as the trigger goes on
the chain, one point per answer, from literal positions."""

from __future__ import annotations

from tests.engine.games.riftbound.helpers import act, duel, pass_all, unit
from tests.engine.games.riftbound.prompts import choices


def test_e25_355_14_volibear_splits_five_damage_among_enemy_units_here() -> None:
    s = duel()
    voli = unit(s, "volibear-furious", 0)
    a = unit(s, "iron-vanguard", 1, "f0")
    b = unit(s, "legion-rearguard", 1, "f0")
    act(s, f"move {voli} @f0")
    assert s.prompt is not None and s.prompt["kind"] == "split" and s.prompt["left"] == 5
    assert choices(s) == [f"choose {a}", f"choose {b}"]
    for target in (a, a, a, b, b):
        act(s, f"choose {target}")
    assert s.prompt is None and s.chain[-1]["split"] == {a: 3, b: 2}
    act(s, "pass")
    act(s, "pass")
    assert a not in s.st and b not in s.st, "3 kills the 3-Might unit and 2 the 2-Might one"


def test_e58_715_3_annie_adds_one_to_the_damage_volibear_splits() -> None:
    s = duel()
    voli = unit(s, "volibear-furious", 0)
    unit(s, "annie-fiery", 0)
    enemies = [unit(s, "token-recruit", 1, "f0") for _ in range(6)]
    act(s, f"move {voli} @f0")
    assert s.prompt is not None and s.prompt["left"] == 6
    for target in enemies:
        act(s, f"choose {target}")
    assert s.chain[-1]["split"] == {u: 1 for u in enemies}
    pass_all(s)
    assert not any(u in s.st for u in enemies), "six points for six units, no Bonus Damage on each"


def test_355_14_a_single_enemy_takes_all_the_split_damage_without_asking() -> None:
    s = duel()
    voli = unit(s, "volibear-furious", 0)
    enemy = unit(s, "trifarian-brute", 1, "f0")
    act(s, f"move {voli} @f0")
    assert s.prompt is None and s.chain[-1]["split"] == {enemy: 5}
