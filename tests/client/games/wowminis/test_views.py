"""Observations to board tokens, positions and the blocker sets used for movement and LOS."""

from __future__ import annotations

from typing import Any

from client.games.wowminis import views
from engine.games.wowminis.game import WowMinisGame
from engine.hex import Hex


def _char(uid: str, cid: str, side: int, pos: str | None, **extra: Any) -> dict[str, Any]:
    base = {
        "uid": uid,
        "id": cid,
        "name": cid.title(),
        "owner": side,
        "controller": side,
        "pos": pos,
        "clock": 1,
        "ahead": 0,
        "health": 8,
        "max_health": 10,
        "stealthed": False,
        "cards": [],
    }
    base.update(extra)
    return base


OBS = {
    "master": 1,
    "characters": [
        _char("thrall", "thrall", 1, "2,3", ahead=2, health=5, max_health=11),
        _char("jaina", "jaina", 0, "4,4"),
        _char("ruby", "ruby", 0, None),
        _char("grom", "grom", 1, "3,3", stealthed=True),
    ],
    "totems": [
        {
            "uid": "t1",
            "card": "stoneclaw_totem",
            "name": "Stoneclaw Totem",
            "controller": 1,
            "pos": "2,3",
            "damage": 1,
            "health": 3,
        }
    ],
}
CATALOG = WowMinisGame().catalog


def test_each_character_in_play_gets_a_token_with_health_clock_and_class_glyph() -> None:
    tokens = {v.name: v for v in views.token_views(OBS, CATALOG, selected="jaina")}
    assert set(tokens) == {"Thrall", "Jaina", "Grom", "Stoneclaw Totem"}
    thrall = tokens["Thrall"]
    assert (thrall.hex, thrall.side, thrall.health, thrall.max_health, thrall.clock) == (
        Hex(2, 3),
        1,
        5,
        11,
        2,
    )
    assert thrall.glyph == "Sh" and tokens["Jaina"].glyph == "Ma"
    assert tokens["Jaina"].selected and not thrall.selected
    assert tokens["Grom"].stealthed


def test_a_totem_is_a_small_token_showing_its_remaining_health() -> None:
    totem = next(v for v in views.token_views(OBS, CATALOG) if v.kind == "totem")
    assert (totem.health, totem.max_health, totem.side) == (2, 3, 1)


def test_an_out_of_play_character_has_no_token() -> None:
    assert "Ruby" not in {v.name for v in views.token_views(OBS, CATALOG)}
    assert "ruby" not in views.positions(OBS)


def test_a_sliding_character_is_left_out_for_the_animation_to_draw() -> None:
    hidden = views.token_views(OBS, CATALOG, hidden=("thrall",))
    assert "Thrall" not in {v.name for v in hidden}
    flying = views.char_token(OBS["characters"][0], CATALOG, Hex(0, 0))
    assert (flying.name, flying.hex) == ("Thrall", Hex(0, 0))


def test_enemy_blockers_are_the_spaces_of_the_other_sides_characters() -> None:
    assert views.enemy_blockers(OBS, "jaina", CATALOG) == frozenset({Hex(2, 3), Hex(3, 3)})
    assert views.enemy_blockers(OBS, "thrall", CATALOG) == frozenset({Hex(4, 4)})


def test_movement_sets_split_enemies_from_allies() -> None:
    blocked, occupied = views.move_blocked_and_occupied(OBS, "thrall", CATALOG)
    assert blocked == frozenset({Hex(4, 4)})
    assert occupied == frozenset({Hex(3, 3)})


def test_occupant_at_finds_the_character_on_a_space() -> None:
    assert views.occupant_at(OBS, Hex(4, 4))["uid"] == "jaina"  # type: ignore[index]
    assert views.occupant_at(OBS, Hex(0, 0)) is None


def test_a_classless_monster_shows_its_initials() -> None:
    assert views.glyph_for(_char("x", "fire_spirit", 0, None, name="Enraged Fire Spirit"), CATALOG) == "EF"


def test_the_docstring_examples_of_the_scene_modules_run() -> None:
    import doctest

    from client.games.wowminis import animation, interaction

    for module in (views, interaction, animation):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module.__name__
