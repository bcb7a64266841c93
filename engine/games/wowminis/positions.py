"""Positions as plain dicts: ``state_to_dict`` and ``state_from_dict`` (docs/wowminis-positions.md).

``state_from_dict`` accepts the full ``to_dict()`` form and also a short hand-written form: only
``board`` and ``characters`` are required, everything else has a default, and without a ``stack``
the game continues from the turn in ``turn`` (or from the 500.4 tick loop). Tests start from such
literal positions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engine.core import BadInputError, Outcome, Rng
from engine.games.wowminis import counters
from engine.games.wowminis.records import AttackCtx, Buff, CardInst, Char, Play, Totem, Turn
from engine.games.wowminis.state import WowState
from engine.games.wowminis.work import (
    AttackPhase,
    BeginTurn,
    DamageOrder,
    EffectDamage,
    MayChoice,
    ModeChoice,
    ProtectChoice,
    ReactResolve,
    ReactWindow,
    RerollChoice,
    ResolvePlay,
    TriggerWave,
    TurnMenu,
    WaveResolve,
    work_from_dict,
)
from engine.hex import Hex, parse_hex

if TYPE_CHECKING:
    from engine.games.wowminis.game import WowMinisGame

FORMAT = 1
SOURCE = "<position>"
_TOP_KEYS = (
    "format",
    "board",
    "master",
    "round",
    "players",
    "first_player",
    "turn_player",
    "characters",
    "turn",
    "totems",
    "next_totem",
    "attack",
    "plays",
    "negated",
    "hurt",
    "next_play",
    "stack",
    "rng",
    "history",
    "result",
    "suspended",
)


def card_uid(owner: int, char_uid: str, card_id: str) -> str:
    """The unique id of a card instance, e.g. ``p1.thrall.chain_lightning``."""
    return f"p{owner}.{char_uid}.{card_id}"


def _hex(h: Hex | None) -> str | None:
    return None if h is None else str(h)


def state_to_dict(s: WowState) -> dict[str, Any]:
    shipped = s.game.boards.get(s.board.id)
    board: Any = s.board.id if shipped is not None and shipped == s.board else s.board.to_dict()
    atk = s.attack
    return {
        "format": FORMAT,
        "board": board,
        "master": s.master,
        "round": s.round,
        "players": [{"name": s.names[p], "vp": s.vp[p]} for p in range(2)],
        "first_player": s.first_player,
        "turn_player": s.turn_player,
        "characters": [
            {
                "uid": c.uid,
                "id": c.cid,
                "owner": c.owner,
                "controller": c.controller,
                "pos": _hex(c.pos),
                "clock": c.clock,
                "health": c.health,
                "cards": [
                    {
                        "id": i.card,
                        "face_up": i.face_up,
                        "exhausted": i.exhausted,
                        "aside": i.aside,
                        "counters": dict(sorted(i.counters.items())),
                    }
                    for i in c.cards
                ],
                "buffs": [_buff_dict(b) for b in c.buffs],
                "counters": dict(sorted(c.counters.items())),
                "controlled_by": c.controlled_by,
                "statuses": list(c.statuses),
                "master": c.master,
                "form": c.form,
                "channel": c.channel,
            }
            for c in (s.chars[u] for u in s.order)
        ],
        "totems": [
            {"uid": t.uid, "card": t.card, "controller": t.controller, "pos": str(t.pos), "damage": t.damage}
            for t in (s.totems[u] for u in sorted(s.totems))
        ],
        "next_totem": s.next_totem,
        "turn": None if s.turn is None else _turn_dict(s.turn),
        "suspended": [_turn_dict(t) for t in s.suspended],
        "attack": None
        if atk is None
        else {
            "play": atk.play,
            "attacker": atk.attacker,
            "ability": atk.ability,
            "kind": atk.kind,
            "damage_type": atk.damage_type,
            "power": atk.power,
            "defenders": list(atk.defenders),
            "space": _hex(atk.space),
            "area": [str(h) for h in atk.area],
            "unstoppable": atk.unstoppable,
            "crit_ready": list(atk.crit_ready),
            "dice": list(atk.dice),
            "rerolled": list(atk.rerolled),
            "first": list(atk.first),
            "hits": atk.hits,
            "bonus_hits": atk.bonus_hits,
            "crit": atk.crit,
            "blocks": dict(sorted(atk.blocks.items())),
            "protected": list(atk.protected),
            "def_dice": list(atk.def_dice),
            "def_first": list(atk.def_first),
            "def_rerolled": list(atk.def_rerolled),
            "crit_die": atk.crit_die,
            "order": list(atk.order),
        },
        "plays": [
            {
                "id": p.id,
                "char": p.char,
                "player": p.player,
                "ability": p.ability,
                "card": p.card,
                "kind": p.kind,
                "targets": list(p.targets),
                "react": p.react_card,
                "text": p.text,
                "mode": p.mode,
            }
            for p in (s.plays[k] for k in sorted(s.plays))
        ],
        "negated": sorted(s.negated),
        "hurt": sorted(s.hurt),
        "next_play": s.next_play,
        "stack": [w.to_dict() for w in s.stack],
        "rng": s.rng.to_dict(),
        "history": list(s.history),
        "result": None
        if s.result is None
        else {
            "reason": s.result.reason,
            "winners": list(s.result.winners),
            "scores": list(s.result.scores),
        },
    }


def _turn_dict(t: Turn) -> dict[str, Any]:
    return {
        "char": t.char,
        "moved": t.moved,
        "instant": t.instant,
        "action": t.action,
        "must_move": t.must_move,
        "spaces_moved": t.spaces_moved,
        "stealth_start": t.stealth_start,
        "next_attack": [dict(m) for m in t.next_attack],
    }


def _turn_from(t: Mapping[str, Any]) -> Turn:
    return Turn(
        t["char"],
        bool(t.get("moved", False)),
        bool(t.get("instant", False)),
        bool(t.get("action", False)),
        bool(t.get("must_move", False)),
        int(t.get("spaces_moved", 0)),
        bool(t.get("stealth_start", False)),
        [dict(m) for m in t.get("next_attack", [])],
    )


def _buff_dict(b: Buff) -> dict[str, Any]:
    """A buff's entry; ``counters`` (what it added, 301.2e) only when it added some."""
    out: dict[str, Any] = {
        "card": b.card,
        "party": b.party,
        "counter": b.counter,
        "until": b.until,
        "source": b.source,
    }
    if b.added:
        out["counters"] = dict(sorted(b.added.items()))
    return out


def _counters(raw: Any, where: str) -> dict[str, int]:
    """Counters (401): a name -> count object, every name a named counter (401.1c) or a stat counter
    (401.1b, ``armor+1``), every count 1 to 99."""
    if not isinstance(raw, Mapping):
        raise _fail("counters are an object of name -> count", where)
    for k in raw:
        if not counters.valid_name(str(k)):
            raise _fail(
                f"bad counter {k!r} (a named one like 'soul_shard' or a stat one like 'armor+1')", where
            )
    return {str(k): _int(v, f"{where}.{k}", 1, 99) for k, v in sorted(raw.items())}


def _fail(problem: str, where: str = "") -> BadInputError:
    return BadInputError(SOURCE, problem, where)


def state_from_dict(game: WowMinisGame, d: Mapping[str, Any]) -> WowState:
    """Build and validate a position.

    :raises BadInputError: naming the field for unknown keys, unknown characters or cards, spaces
        off the board, clocks outside 1..10, two characters in one space, or a malformed stack.
    """
    if not isinstance(d, Mapping):
        raise _fail("a position is an object")
    for key in sorted(d):
        if key not in _TOP_KEYS:
            raise _fail(f"unknown key {key!r}")
    if d.get("format", FORMAT) != FORMAT:
        raise _fail(f"format {d.get('format')!r} is not supported (expected {FORMAT})", "format")
    if "board" not in d or "characters" not in d:
        raise _fail("a position needs 'board' and 'characters'")
    board = game.resolve_board(d["board"], SOURCE)
    try:
        rng = Rng.from_dict(dict(d.get("rng", {"state": 0, "forced": []})))
    except (TypeError, ValueError) as exc:
        raise _fail(str(exc), "rng") from exc
    s = WowState(game, rng, board)
    try:
        _fill(s, d)
    except BadInputError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise _fail(f"malformed position: {exc!r}") from exc
    if not s.stack and s.result is None and s.turn is not None:
        s.stack.append(TurnMenu(s.turn.char))
    if s.result is None:
        from engine.games.wowminis.sequence import advance

        advance(s, [])
    return s


_CHAR_FIELDS = ("char", "protector", "roller")
_NEEDS_ATTACK = (AttackPhase, ProtectChoice, RerollChoice)


def _check_stack(s: WowState) -> None:
    """Work items must name existing characters and find the records they work on."""
    for i, w in enumerate(s.stack):
        where = f"stack[{i}]"
        for name in _CHAR_FIELDS:
            uid = getattr(w, name, "")
            if uid and uid not in s.chars:
                raise _fail(f"unknown character {uid!r}", f"{where}.{name}")
        if isinstance(w, _NEEDS_ATTACK) and s.attack is None:
            raise _fail(f"{type(w).__name__} needs an 'attack' in progress", where)
        starting = any(
            isinstance(x, BeginTurn) and x.char == getattr(w, "char", "") for x in s.stack[i + 1 :]
        )
        turns = [t.char for t in s.suspended] + ([s.turn.char] if s.turn is not None else [])
        if isinstance(w, TurnMenu) and not starting and w.char not in turns:
            raise _fail("a TurnMenu needs a 'turn' for the same character", where)
        if isinstance(w, DamageOrder) and any(u not in s.chars and u not in s.totems for u in w.chars):
            raise _fail("unknown character in 'chars'", where)
        if isinstance(w, DamageOrder) and not w.effect and s.attack is None:
            raise _fail("an attack's DamageOrder needs an 'attack' in progress", where)
        if (
            isinstance(w, DamageOrder)
            and w.effect
            and not any(isinstance(x, (EffectDamage, WaveResolve)) for x in s.stack[:i])
        ):
            raise _fail("an effect's DamageOrder needs its EffectDamage (or WaveResolve) below it", where)
        if isinstance(w, (ReactWindow, ReactResolve, ResolvePlay, ModeChoice, MayChoice)):
            ids = [w.play] if not isinstance(w, ReactResolve) else [w.react_play, w.target_play]
            for pid in ids:
                if pid and pid not in s.plays:
                    raise _fail(f"unknown play {pid}", where)
        if isinstance(w, TriggerWave) and any(u not in s.chars for u in w.pending):
            raise _fail("unknown character in 'pending'", where)


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _fail(f"must be a whole number from {lo} to {hi}, got {value!r}", where)
    return value


def _fill(s: WowState, d: Mapping[str, Any]) -> None:
    s.master = _int(d.get("master", 1), "master", 1, 10)
    s.round = _int(d.get("round", 1), "round", 1, 10_000)
    players = d.get("players", [{"name": "Player 1"}, {"name": "Player 2"}])
    if not isinstance(players, list) or len(players) != 2:
        raise _fail("two players", "players")
    s.names = [str(p.get("name", f"Player {i + 1}")) for i, p in enumerate(players)]
    s.vp = [_int(p.get("vp", 0), f"players[{i}].vp", 0, 999) for i, p in enumerate(players)]
    s.first_player = _int(d.get("first_player", 0), "first_player", 0, 1)
    tp = d.get("turn_player")
    s.turn_player = None if tp is None else _int(tp, "turn_player", 0, 1)
    seen_pos: dict[Hex, str] = {}
    chars = d["characters"]
    if not isinstance(chars, list) or not chars:
        raise _fail("a list of characters", "characters")
    for i, raw in enumerate(chars):
        where = f"characters[{i}]"
        cid = raw.get("id")
        cdef = s.catalog.characters.get(cid) if isinstance(cid, str) else None
        if cdef is None:
            raise _fail(f"unknown character {cid!r}", f"{where}.id")
        uid = str(raw.get("uid", cid))
        if uid in s.chars:
            raise _fail(f"duplicate uid {uid!r}", f"{where}.uid")
        owner = _int(raw.get("owner", 0), f"{where}.owner", 0, 1)
        controller = _int(raw.get("controller", owner), f"{where}.controller", 0, 1)
        pos: Hex | None = None
        if raw.get("pos") is not None:
            pos = parse_hex(str(raw["pos"]))
            if not s.board.on_board(pos) or pos in s.board.impassable:
                raise _fail(f"space {pos} is not a space a character can stand on", f"{where}.pos")
        cards: list[CardInst] = []
        for j, rc in enumerate(raw.get("cards", [])):
            card_id = rc if isinstance(rc, str) else rc.get("id")
            if card_id not in s.catalog.cards:
                raise _fail(f"unknown card {card_id!r}", f"{where}.cards[{j}]")
            face_up = bool(rc.get("face_up", False)) if isinstance(rc, dict) else False
            exhausted = bool(rc.get("exhausted", False)) if isinstance(rc, dict) else False
            aside = bool(rc.get("aside", False)) if isinstance(rc, dict) else False
            counted = (
                _counters(rc.get("counters", {}), f"{where}.cards[{j}].counters")
                if isinstance(rc, dict)
                else {}
            )
            cards.append(CardInst(card_uid(owner, uid, card_id), card_id, face_up, exhausted, aside, counted))
        buffs = []
        for j, b in enumerate(raw.get("buffs", [])):
            if b.get("card") not in s.catalog.cards or s.catalog.cards[b["card"]].buff is None:
                raise _fail(f"not a buff card: {b.get('card')!r}", f"{where}.buffs[{j}]")
            buff_spec = s.catalog.cards[b["card"]].buff
            default = buff_spec.absorb if buff_spec is not None else 0
            buffs.append(
                Buff(
                    b["card"],
                    _int(b.get("party", 0), f"{where}.buffs[{j}].party", 0, 1),
                    _int(b.get("counter", default), f"{where}.buffs[{j}].counter", 0, 99),
                    str(b.get("until", "")),
                    str(b.get("source", "")),
                    _counters(b.get("counters", {}), f"{where}.buffs[{j}].counters"),
                )
            )
        health = _int(raw.get("health", 0), f"{where}.health", -99, 99)
        c = Char(
            uid,
            cid,
            owner,
            controller,
            pos,
            _int(raw.get("clock", 1), f"{where}.clock", 1, 10),
            health,
            cards,
            buffs,
            [str(x) for x in raw.get("statuses", [])],
            None if raw.get("master") is None else str(raw["master"]),
            None if raw.get("form") is None else str(raw["form"]),
            None if raw.get("channel") is None else str(raw["channel"]),
            _counters(raw.get("counters", {}), f"{where}.counters"),
            None if raw.get("controlled_by") is None else str(raw["controlled_by"]),
        )
        s.chars[uid] = c
        s.order.append(uid)
    for raw in chars:
        if "health" not in raw:
            c = s.chars[str(raw.get("uid", raw["id"]))]
            c.health = s.max_health(c)
    for c in s.chars.values():
        if c.master is not None and c.master not in s.chars:
            raise _fail(f"{c.uid}'s master {c.master!r} is not a character", "characters")
    for c in s.in_play():
        assert c.pos is not None
        other = seen_pos.get(c.pos)
        turn_char = (d.get("turn") or {}).get("char")
        if other is not None and turn_char not in (c.uid, other):
            raise _fail(f"{other} and {c.uid} are both at {c.pos} (406.1)", "characters")
        seen_pos[c.pos] = c.uid
    for j, raw_t in enumerate(d.get("totems", [])):
        spec = s.catalog.cards.get(raw_t.get("card"))
        if spec is None or spec.totem is None:
            raise _fail(f"not a totem card: {raw_t.get('card')!r}", f"totems[{j}].card")
        tpos = parse_hex(str(raw_t["pos"]))
        if not s.board.on_board(tpos):
            raise _fail(f"space {tpos} is off the board", f"totems[{j}].pos")
        uid = str(raw_t.get("uid", f"{spec.id}_{j + 1}"))
        s.totems[uid] = Totem(
            uid,
            spec.id,
            _int(raw_t.get("controller", 0), f"totems[{j}].controller", 0, 1),
            tpos,
            _int(raw_t.get("damage", 0), f"totems[{j}].damage", 0, 99),
        )
    s.next_totem = int(d.get("next_totem", len(s.totems) + 1))
    t = d.get("turn")
    if t is not None:
        if t.get("char") not in s.chars:
            raise _fail(f"unknown turn character {t.get('char')!r}", "turn.char")
        s.turn = _turn_from(t)
        if s.turn_player is None:
            s.turn_player = s.chars[t["char"]].controller
    a = d.get("attack")
    if a is not None:
        s.attack = AttackCtx(
            int(a["play"]),
            str(a["attacker"]),
            str(a["ability"]),
            str(a["kind"]),
            str(a["damage_type"]),
            int(a["power"]),
            [str(x) for x in a["defenders"]],
            parse_hex(a["space"]) if a.get("space") else None,
            [parse_hex(h) for h in a.get("area", [])],
            bool(a.get("unstoppable", False)),
            [str(x) for x in a.get("crit_ready", [])],
            [int(x) for x in a.get("dice", [])],
            [bool(x) for x in a.get("rerolled", [])],
            [int(x) for x in a.get("first", [])],
            int(a.get("hits", 0)),
            int(a.get("bonus_hits", 0)),
            bool(a.get("crit", False)),
            {str(k): int(v) for k, v in a.get("blocks", {}).items()},
            [str(x) for x in a.get("protected", [])],
            [int(x) for x in a.get("def_dice", [])],
            [int(x) for x in a.get("def_first", [])],
            [bool(x) for x in a.get("def_rerolled", [])],
            bool(a.get("crit_die", False)),
            [str(x) for x in a.get("order", [])],
        )
    for p in d.get("plays", []):
        play = Play(
            int(p["id"]),
            str(p["char"]),
            int(p["player"]),
            str(p["ability"]),
            p.get("card"),
            p.get("kind"),
            [str(x) for x in p.get("targets", [])],
            bool(p.get("react", False)),
            str(p.get("text", "")),
            str(p.get("mode", "")),
        )
        s.plays[play.id] = play
    for j, raw_t in enumerate(d.get("suspended", [])):
        if raw_t.get("char") not in s.chars:
            raise _fail(f"unknown turn character {raw_t.get('char')!r}", f"suspended[{j}].char")
        s.suspended.append(_turn_from(raw_t))
    for c in s.chars.values():
        if c.controlled_by is not None and c.controlled_by not in s.chars:
            raise _fail(f"{c.uid} is controlled by an unknown character {c.controlled_by!r}", "characters")
    s.negated = {int(x) for x in d.get("negated", [])}
    s.hurt = {str(x) for x in d.get("hurt", [])}
    s.next_play = int(d.get("next_play", max(s.plays, default=0) + 1))
    try:
        s.stack = [work_from_dict(w) for w in d.get("stack", [])]
    except ValueError as exc:
        raise _fail(str(exc), "stack") from exc
    _check_stack(s)
    s.history = [str(h) for h in d.get("history", [])]
    r = d.get("result")
    if r is not None:
        s.result = Outcome(
            str(r["reason"]),
            tuple(int(w) for w in r["winners"]),
            tuple(float(x) for x in r.get("scores", [])),
        )
