"""The names a card entry's conditions may use: ``if`` conditions, trigger events, subjects and checks,
aura scopes, target tests, cost rules of a card's own and play requirements.

All are read when they matter (Rule 10): a trigger's subject when its event happens, its ``if``
conditions when it is queued and its ``check`` conditions just before it resolves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.games.hearthstone import rules
from engine.games.hearthstone.model import FROZEN, KEYWORD_BITS, PLAY, Entity
from engine.games.hearthstone.rules import Ctx
from engine.games.hearthstone.selectors import hero_of, neighbours, weapon_of

if TYPE_CHECKING:
    from engine.games.hearthstone.state import HearthstoneState


def _killed(e: Entity | None) -> bool:
    return e is None or e.zone != PLAY or rules.dying(e)


CONDITIONS: dict[str, Callable[[HearthstoneState, Ctx], bool]] = {
    "chosen_killed": lambda s, c: _killed(c.target),
    "chosen_survived": lambda s, c: not _killed(c.target),
    "combo": lambda s, c: c.combo,
    "chosen_is_beast": lambda s, c: c.target is not None and "BEAST" in c.target.card.races,
    "have_beast": lambda s, c: any("BEAST" in e.card.races for e in rules.board(s, c.controller)),
    "holding_dragon": lambda s, c: any(
        "DRAGON" in s.ents[i].card.races for i in s.players[c.controller].hand
    ),
    "have_other_minion": lambda s, c: any(e is not c.source for e in rules.board(s, c.controller)),
    "board_not_full": lambda s, c: len(s.players[c.controller].board) < rules.MAX_BOARD,
    "self_in_play": lambda s, c: c.source.zone == PLAY,
    "have_weapon": lambda s, c: bool(s.players[c.controller].weapon),
    "chosen_frozen": lambda s, c: c.target is not None and bool(c.target.flags & FROZEN),
    "chosen_friendly": lambda s, c: c.target is not None and c.target.controller == c.controller,
    "chosen_is_demon": lambda s, c: c.target is not None and "DEMON" in c.target.card.races,
    "hero_health_at_most_12": lambda s, c: hero_of(s, c.controller).health <= 12,
    "have_demon": lambda s, c: any("DEMON" in e.card.races for e in rules.board(s, c.controller)),
    "coin_flip": lambda s, c: s.rng.randint(0, 1) == 1,
    "opponent_has_4_minions": lambda s, c: len(s.players[1 - c.controller].board) >= 4,
    "have_secret": lambda s, c: bool(s.players[c.controller].secrets),
    "opponent_has_weapon": lambda s, c: bool(s.players[1 - c.controller].weapon),
    "opponent_has_more_cards": lambda s, c: (
        len(s.players[1 - c.controller].hand) > len(s.players[c.controller].hand)
    ),
}
"""``if`` effect conditions, read at resolution (Rule 10)."""


def _is_minion(e: Entity) -> bool:
    return e.card.type == "minion"


def _is_char(e: Entity) -> bool:
    return e.card.type in ("minion", "hero")


SUBJECTS: dict[str, Callable[[HearthstoneState, Entity, Entity, int], bool]] = {
    "self": lambda s, h, e, c: e is h,
    "any": lambda s, h, e, c: True,
    "you": lambda s, h, e, c: c == h.controller,
    "opponent": lambda s, h, e, c: c != h.controller,
    "minion": lambda s, h, e, c: _is_minion(e),
    "other_minion": lambda s, h, e, c: _is_minion(e) and e is not h,
    "friendly_minion": lambda s, h, e, c: _is_minion(e) and c == h.controller,
    "other_friendly_minion": lambda s, h, e, c: _is_minion(e) and c == h.controller and e is not h,
    "enemy_minion": lambda s, h, e, c: _is_minion(e) and c != h.controller,
    "character": lambda s, h, e, c: _is_char(e),
    "friendly_character": lambda s, h, e, c: _is_char(e) and c == h.controller,
    "enemy_character": lambda s, h, e, c: _is_char(e) and c != h.controller,
    "friendly_hero": lambda s, h, e, c: e.card.type == "hero" and c == h.controller,
    "enemy_hero": lambda s, h, e, c: e.card.type == "hero" and c != h.controller,
    "friendly_card": lambda s, h, e, c: c == h.controller,
    "other_friendly_card": lambda s, h, e, c: c == h.controller and e is not h,
    "friendly_spell": lambda s, h, e, c: e.card.type == "spell" and c == h.controller,
    "enemy_spell": lambda s, h, e, c: e.card.type == "spell" and c != h.controller,
    "friendly_overload_card": lambda s, h, e, c: c == h.controller and e.card.overload > 0,
    "friendly_minion_attack_1": lambda s, h, e, c: _is_minion(e) and c == h.controller and e.atk == 1,
    "friendly_beast": lambda s, h, e, c: _is_minion(e) and c == h.controller and "BEAST" in e.card.races,
    "friendly_murloc": lambda s, h, e, c: _is_minion(e) and c == h.controller and "MURLOC" in e.card.races,
    "other_murloc": lambda s, h, e, c: _is_minion(e) and e is not h and "MURLOC" in e.card.races,
    "secret": lambda s, h, e, c: e.card.is_secret,
    "friendly_secret": lambda s, h, e, c: e.card.is_secret and c == h.controller,
}
"""Trigger ``subject`` -> test on (state, host, subject, subject's controller)."""

TRIGGER_CONDS: dict[str, Callable[[HearthstoneState, Entity, Entity, Entity | None], bool]] = {
    "attacker_is_enemy_minion": lambda s, h, e, src: (
        src is not None and _is_minion(src) and src.controller != h.controller
    ),
    "attacker_is_minion": lambda s, h, e, src: src is not None and _is_minion(src),
    "attacker_alive": lambda s, h, e, src: src is not None and src.zone == PLAY and not rules.dying(src),
    "attacker_in_play": lambda s, h, e, src: src is not None and src.zone == PLAY,
    "attacker_is_self": lambda s, h, e, src: src is h,
    "attacker_is_friendly_hero": lambda s, h, e, src: (
        src is not None and src.card.type == "hero" and src.controller == h.controller
    ),
    "defender_is_minion": lambda s, h, e, src: _is_minion(e),
    "source_is_minion": lambda s, h, e, src: src is not None and _is_minion(src),
    "board_not_full": lambda s, h, e, src: len(s.players[h.controller].board) < rules.MAX_BOARD,
    "hand_not_full": lambda s, h, e, src: len(s.players[h.controller].hand) < rules.MAX_HAND,
    "friendly_minion_exists": lambda s, h, e, src: bool(s.players[h.controller].board),
    "other_character_exists": lambda s, h, e, src: any(
        x.id != e.id and (src is None or x.id != src.id) and not rules.dying(x)
        for x in rules.characters(s, 0) + rules.characters(s, 1)
    ),
    "subject_alive": lambda s, h, e, src: e.zone == PLAY and not rules.dying(e),
    "subject_in_play": lambda s, h, e, src: e.zone == PLAY,
    "self_alive": lambda s, h, e, src: h.zone == PLAY and not rules.dying(h),
    "subject_survived": lambda s, h, e, src: e.zone == PLAY and not rules.dying(e),
    "subject_attack_is_1": lambda s, h, e, src: e.atk == 1,
    "subject_attack_at_most_3": lambda s, h, e, src: e.atk <= 3,
    "holding_minion": lambda s, h, e, src: any(
        s.ents[i].card.type == "minion" for i in s.players[h.controller].hand
    ),
}
"""Trigger queuing (``if``) and trigger (``check``) conditions."""

EVENTS = frozenset(
    {
        "damaged",
        "healed",
        "after_summon",
        "summon_resolution",
        "play_card",
        "after_play",
        "after_spell",
        "death",
        "turn_start",
        "turn_end",
        "pre_attack",
        "attack",
        "after_attack",
        "draw",
        "fatal_damage",
        "secret_revealed",
        "spell_target",
        "attack_cancelled",
    }
)

PRE_CHECK_EVENTS = frozenset({"after_play", "after_spell"})

RACES = ("BEAST", "DEMON", "DRAGON", "MECHANICAL", "MURLOC", "PIRATE", "TOTEM", "ELEMENTAL", "UNDEAD")
"""Minion types an aura may be limited to (``"race"``)."""

AURA_SCOPES: dict[str, Callable[[HearthstoneState, Entity], list[Entity]]] = {
    "other_friendly_minions": lambda s, src: [e for e in rules.board(s, src.controller) if e is not src],
    "friendly_minions": lambda s, src: rules.board(s, src.controller),
    "adjacent": lambda s, src: neighbours(s, src),
    "friendly_hero": lambda s, src: [hero_of(s, src.controller)],
    "friendly_weapon": lambda s, src: weapon_of(s, src.controller),
    "self": lambda s, src: [src],
    "other_friendly_demons": lambda s, src: [
        e for e in rules.board(s, src.controller) if e is not src and "DEMON" in e.card.races
    ],
    "all_other_minions": lambda s, src: [e for e in rules.all_minions(s) if e is not src],
}

TARGET_TESTS: dict[str, Callable[[int], Callable[[HearthstoneState, Entity, Entity], bool]]] = {
    "attack_at_least": lambda n: lambda s, src, t: t.atk >= n,
    "attack_at_most": lambda n: lambda s, src, t: t.atk <= n,
    "damaged": lambda n: lambda s, src, t: t.damage > 0,
    "undamaged": lambda n: lambda s, src, t: t.damage == 0,
    "not_self": lambda n: lambda s, src, t: t is not src,
    "beast": lambda n: lambda s, src, t: "BEAST" in t.card.races,
    "demon": lambda n: lambda s, src, t: "DEMON" in t.card.races,
    "pirate": lambda n: lambda s, src, t: "PIRATE" in t.card.races,
    "murloc": lambda n: lambda s, src, t: "MURLOC" in t.card.races,
    "taunt": lambda n: lambda s, src, t: bool(t.flags & KEYWORD_BITS["taunt"]),
}

TARGET_KINDS = ("character", "minion", "hero")

TARGET_SIDES = ("any", "enemy", "friendly")

SELF_COSTS: dict[str, Callable[[HearthstoneState, Entity], int]] = {
    "minus_enemy_minions": lambda s, e: -len(s.players[1 - e.controller].board),
    "minus_hero_damage": lambda s, e: -s.ents[s.players[e.controller].hero].damage,
    "minus_weapon_attack": lambda s, e: (
        -(s.ents[s.players[e.controller].weapon].atk if s.players[e.controller].weapon else 0)
    ),
    "minus_all_minions": lambda s, e: -(len(s.players[0].board) + len(s.players[1].board)),
    "minus_hand_other": lambda s, e: -(len(s.players[e.controller].hand) - 1),
}

REQUIREMENTS: dict[str, Callable[[HearthstoneState, int], bool]] = {
    "have_weapon": lambda s, p: bool(s.players[p].weapon),
    "two_enemy_minions": lambda s, p: len(s.players[1 - p].board) >= 2,
    "two_minions": lambda s, p: len(s.players[0].board) + len(s.players[1].board) >= 2,
}
"""``requires`` names: what must hold for the card's player ``p`` before it may be played at all
(Deadly Poison needs a weapon, Cleave two enemy minions)."""
