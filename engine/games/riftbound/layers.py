"""Characteristics on the board: keywords and Might through the layers (468-475, 701-711).

Layer 1 sets Might ("becomes N"); layer 2 grants keywords (card text, Level, temporary grants, "while
I'm Mighty"); layer 3 adds every increase (buffs, +N this turn, Assault while attacking, Shield while
defending, equipment bonuses, battlefield statics) and then every decrease. Because Mighty depends on
layer 3 and grants keywords in layer 2, the layers are applied again until nothing changes (471).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.riftbound.cards import SUMMED

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

MIGHTY = 5
"""A unit is Mighty while its Might is 5 or more (708)."""


def _static(s: RiftState, uid: str, name: str) -> list[dict[str, object]]:
    return [dict(a) for a in s.card(uid).abilities if a.get("static") == name]


def _add(kws: dict[str, int], more: dict[str, int]) -> None:
    for k, v in more.items():
        kws[k] = kws.get(k, 0) + int(v) if k in SUMMED else max(kws.get(k, 0), int(v))


def _keywords(s: RiftState, uid: str, mighty: bool, gear: list[str]) -> dict[str, int]:
    """Layer 2 for a given answer to "is it Mighty?"."""
    card = s.card(uid)
    kws = dict(card.keywords)
    status = s.st.get(uid)
    if status is None:
        return kws
    level = card.level
    if level is not None and s.players[status["ctl"]]["xp"] >= int(level.get("n", 1)):
        _add(kws, dict(level.get("keywords", {})))
    for mod in status.get("mods", []):
        if "grant" in mod:
            _add(kws, dict(mod["grant"]))
    for g in gear:
        _add(kws, {k: v for k, v in s.card(g).keywords.items() if k in ("assault", "shield", "tank")})
    if mighty:
        for a in _static(s, uid, "while_mighty"):
            kws_more = a.get("keywords", {})
            assert isinstance(kws_more, dict)
            _add(kws, {str(k): int(v) for k, v in kws_more.items()})
    return kws


def attached_to(s: RiftState, uid: str) -> list[str]:
    return sorted(g for g, st in s.st.items() if st.get("att") == uid)


def _might(s: RiftState, uid: str, kws: dict[str, int], gear: list[str]) -> int:
    card = s.card(uid)
    status = s.st.get(uid)
    if status is None:
        return card.might
    value = card.might
    for mod in status.get("mods", []):
        if "set" in mod:
            value = int(mod["set"])
    ups = 0
    downs = 0
    if status.get("buff"):
        ups += 1 + s.players[status["ctl"]]["buff_bonus"]
    for mod in status.get("mods", []):
        delta = int(mod.get("might", 0))
        if delta > 0:
            ups += delta
        else:
            downs += delta
    if status.get("des") == "A":
        ups += kws.get("assault", 0)
    if status.get("des") == "D":
        ups += kws.get("shield", 0)
    level = card.level
    if level is not None and s.players[status["ctl"]]["xp"] >= int(level.get("n", 1)):
        ups += int(level.get("might", 0))
    for g in gear:
        ups += s.card(g).bonus
    at = status["at"]
    if at.startswith("f"):
        bf = s.bfs[int(at[1:])]["uid"]
        for a in _static(s, bf, "here_might"):
            tags = a.get("tags")
            if not isinstance(tags, list) or set(tags) & set(card.tags):
                ups += int(str(a.get("amount", 1)))
    return value + ups + downs


def keywords_and_might(s: RiftState, uid: str) -> tuple[dict[str, int], int]:
    """The keywords and (real, possibly negative) Might of a unit, layers applied to a fixpoint."""
    mighty = False
    gear = attached_to(s, uid) if uid in s.st else []
    kws = _keywords(s, uid, mighty, gear)
    m = _might(s, uid, kws, gear)
    for _ in range(3):
        now = m >= MIGHTY
        if now == mighty:
            break
        mighty = now
        kws = _keywords(s, uid, mighty, gear)
        m = _might(s, uid, kws, gear)
    return kws, m


def keywords(s: RiftState, uid: str) -> dict[str, int]:
    return keywords_and_might(s, uid)[0]


def might(s: RiftState, uid: str) -> int:
    """Might as referenced by the rules: below zero counts as zero (143.2.b)."""
    return max(0, keywords_and_might(s, uid)[1])


def raw_might(s: RiftState, uid: str) -> int:
    """Might for arithmetic (doubling, snapshots): the real value (143.2.b)."""
    return keywords_and_might(s, uid)[1]


def is_mighty(s: RiftState, uid: str) -> bool:
    """On the board: current Might; elsewhere: printed Might (710-711)."""
    if uid in s.st:
        return might(s, uid) >= MIGHTY
    return s.card(uid).might >= MIGHTY
