"""Compact positions: a mid-game Hearthstone board in a few lines, so tests read like the rulebook.

``game.state_from_dict`` accepts either a full ``to_dict()`` or this compact form (no
``"entities"`` key)::

    {"active": 0, "turn": 5, "dominant": 0,
     "players": [
        {"hero": "HERO_08", "health": 30, "armor": 0, "mana": 10,
         "board": ["NEW1_019", {"card": "CS2_182", "damage": 2, "exhausted": true}],
         "hand": ["CS2_029"], "deck": ["CS2_231"], "secrets": ["EX1_610"],
         "weapon": {"card": "CS2_106", "damage": 1}},
        {"hero": "HERO_01", "board": ["EX1_097"]}]}

Entities get ids and timestamps in this order: both heroes, both Hero Powers, then the ``order``
list if given (``[[player, board index], ...]``, oldest first; the rest follow), else player 0's
board left to right, then player 1's; then weapons, Secrets, hands. Decks list the top card first.
Minions are ready to attack unless ``exhausted``. The step is the main phase of turn ``turn``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import BadInputError, Rng
from engine.games.hearthstone import auras, damage, rules
from engine.games.hearthstone.model import HAND, KEYWORD_BITS, PLAY, SECRET, Enchant, Entity

if TYPE_CHECKING:
    from engine.games.hearthstone.game import HearthstoneGame
    from engine.games.hearthstone.state import HearthstoneState

SOURCE = "<compact position>"
_PLAYER_KEYS = frozenset(
    {
        "hero",
        "health",
        "armor",
        "mana",
        "crystals",
        "used",
        "overload_owed",
        "overload_locked",
        "board",
        "hand",
        "deck",
        "secrets",
        "weapon",
        "power_used",
        "fatigue",
        "cards_played",
        "hero_attack",
    }
)
_MINION_KEYS = frozenset(
    {"card", "damage", "exhausted", "attacks", "frozen", "silenced", "keywords", "buff", "pending"}
)
_TOP_KEYS = frozenset({"active", "turn", "dominant", "first", "players", "order", "seed", "options"})


def build(game: HearthstoneGame, spec: Mapping[str, Any]) -> HearthstoneState:
    """The position a compact spec describes (see the module docstring).

    :raises BadInputError: unknown keys or cards, too many minions, a malformed entry.
    """
    from engine.games.hearthstone.state import MAIN, HearthstoneState

    unknown = sorted(set(spec) - _TOP_KEYS)
    if unknown:
        raise BadInputError(SOURCE, f"unknown keys {unknown}; known: {sorted(_TOP_KEYS)}")
    players = spec.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise BadInputError(SOURCE, "'players' must list two players")
    s = HearthstoneState(game, Rng(int(spec.get("seed", 0))))
    s.step = MAIN
    s.active = int(spec.get("active", 0))
    s.turn = int(spec.get("turn", 5))
    s.dominant = int(spec.get("dominant", 0))
    s.first = int(spec.get("first", 0))
    for p, raw in enumerate(players):
        unknown = sorted(set(raw) - _PLAYER_KEYS)
        if unknown:
            raise BadInputError(
                SOURCE, f"unknown keys {unknown}; known: {sorted(_PLAYER_KEYS)}", f"players[{p}]"
            )
        hero = rules.new_entity(s, _card(game, raw.get("hero", "HERO_08")), p, PLAY)
        hero.damage = hero.max_health - int(raw.get("health", hero.max_health))
        hero.armor = int(raw.get("armor", 0))
        if raw.get("hero_attack"):
            auras.attach(
                s,
                hero,
                Enchant(rules.new_ts(s), hero.card.id, p, attack=int(raw["hero_attack"]), until="turn_end"),
            )
        s.players[p].hero = hero.id
    for p in (0, 1):
        power_id = s.ents[s.players[p].hero].card.facts.hero_power
        s.players[p].power = rules.new_entity(s, _card(game, power_id), p, PLAY).id
    boards: list[list[Any]] = [list(raw.get("board", [])) for raw in players]
    for p in (0, 1):
        if len(boards[p]) > rules.MAX_BOARD:
            raise BadInputError(SOURCE, "at most 7 minions", f"players[{p}].board")
        s.players[p].board = [0] * len(boards[p])
    order = [tuple(item) for item in spec.get("order", [])]
    order += [(p, i) for p in (0, 1) for i in range(len(boards[p])) if (p, i) not in order]
    for p, i in order:
        e = _minion(s, game, p, boards[p][i], f"players[{p}].board[{i}]")
        s.players[p].board[i] = e.id
    for p, raw in enumerate(players):
        pl = s.players[p]
        if raw.get("weapon"):
            w = raw["weapon"]
            entry = {"card": w} if isinstance(w, str) else dict(w)
            weapon = rules.new_entity(s, _card(game, entry["card"]), p, PLAY)
            weapon.damage = int(entry.get("damage", 0))
            pl.weapon = weapon.id
        for card_id in raw.get("secrets", []):
            pl.secrets.append(rules.new_entity(s, _card(game, card_id), p, SECRET).id)
        for card_id in raw.get("hand", []):
            pl.hand.append(rules.new_entity(s, _card(game, card_id), p, HAND).id)
        pl.deck = [_card(game, c) for c in reversed(raw.get("deck", []))]
        pl.crystals = int(raw.get("crystals", raw.get("mana", 10)))
        pl.used = int(raw.get("used", pl.crystals - int(raw.get("mana", pl.crystals))))
        pl.overload_owed = int(raw.get("overload_owed", 0))
        pl.overload_locked = int(raw.get("overload_locked", 0))
        pl.power_uses = 1 if raw.get("power_used") else 0
        pl.fatigue = int(raw.get("fatigue", 0))
        pl.cards_played = int(raw.get("cards_played", 0))
        if len(pl.hand) > rules.MAX_HAND:
            raise BadInputError(SOURCE, "at most 10 cards in hand", f"players[{p}].hand")
    s.dirty = True
    auras.aura_update_ha(s)
    auras.aura_update_other(s)
    return s


def _card(game: HearthstoneGame, card_id: object) -> Any:
    if not isinstance(card_id, str) or card_id not in game.catalog.db:
        raise BadInputError(SOURCE, f"unknown card id {card_id!r}")
    return game.catalog.get(card_id)


def _minion(s: HearthstoneState, game: HearthstoneGame, p: int, raw: object, where: str) -> Entity:
    entry: dict[str, Any] = {"card": raw} if isinstance(raw, str) else dict(raw)  # type: ignore[call-overload]
    unknown = sorted(set(entry) - _MINION_KEYS)
    if unknown:
        raise BadInputError(SOURCE, f"unknown keys {unknown}; known: {sorted(_MINION_KEYS)}", where)
    card = _card(game, entry.get("card"))
    if card.type != "minion":
        raise BadInputError(SOURCE, f"{card.id} is a {card.type}, not a minion", where)
    e = rules.new_entity(s, card, p, PLAY)
    buff = entry.get("buff")
    if buff:
        auras.attach(s, e, Enchant(rules.new_ts(s), card.id, p, attack=int(buff[0]), health=int(buff[1])))
    e.damage = int(entry.get("damage", 0))
    e.exhausted = bool(entry.get("exhausted", False))
    e.attacks = int(entry.get("attacks", 0))
    e.pending = bool(entry.get("pending", False))
    for name in entry.get("keywords", []):
        if name not in KEYWORD_BITS:
            raise BadInputError(SOURCE, f"unknown keyword {name!r}", where)
        e.flags |= KEYWORD_BITS[name]
    if entry.get("frozen"):
        e.flags |= KEYWORD_BITS["frozen"]
    if entry.get("silenced"):
        damage.silence(s, e)
    return e
