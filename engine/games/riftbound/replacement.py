"""Replacement effects on deaths (367-375) and Prevent (437).

Four death replacements exist: Zhonya's Hourglass ("The next time a friendly unit would die, kill
this instead. Heal that unit, exhaust it, and recall it."), Guardian Angel (appends "If I would die,
kill Guardian Angel instead. Heal me, exhaust me, and recall me." to the unit it is attached to) and
Soraka, Wanderer ("If another unit you control here would die, if it has less Might than me, instead
heal it, exhaust it, and recall it."), and a card in the trash that "you may banish ... instead".

A replacement applies only if its object was on the board (or in the trash) before the event (370.3),
at most once to a set of simultaneous deaths (370.2, 373.2: a *sequence*; the sources used are marked
``rep`` until the sequence ends), and the owner of the dying units chooses the order of their own
replacements (372-373): when more than one application is possible, or an optional one ("you may"), the
engine asks (a ``replace`` prompt) if it may, i.e. for deaths found by a Cleanup; a kill in the middle
of an instruction or a cost applies them in a fixed order (the application saving the most Might first,
optional ones used; see rules-decisions). Players' replacements apply in turn order from the Turn
Player (373.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound.layers import might

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

ZHONYA = "replace_death"
GUARDIAN = "guard_death"
SORAKA = "save_here"
TRASH = "trash_save"


def _has(s: RiftState, uid: str, static: str) -> bool:
    return any(a.get("static") == static for a in s.card(uid).abilities)


def options(s: RiftState, p: int, dying: list[str]) -> dict[str, list[str]]:
    """p's applicable death replacements not yet used in this sequence: option -> the units it saves.
    An option is the source's uid, or ``<source>:<unit>`` when the source saves one of several units."""
    mine = [u for u in dying if u in s.st and s.st[u]["ctl"] == p]
    if not mine:
        return {}
    found: list[tuple[str, list[str]]] = []
    for g in sorted(s.objects("gear", p) + [u for u in s.units(ctl=p) if s.st[u].get("gear")]):
        status = s.st[g]
        if status.get("rep"):
            continue
        if not status.get("att") and _has(s, g, ZHONYA):
            found += [(g, [u]) for u in mine]
        if status.get("att") in mine and _has(s, g, GUARDIAN):
            found.append((g, [status["att"]]))
    for u in s.units(ctl=p):
        if s.st[u].get("rep") or not _has(s, u, SORAKA):
            continue
        here, mine_might = s.st[u]["at"], might(s, u)
        saved = [v for v in mine if v != u and s.st[v]["at"] == here and might(s, v) < mine_might]
        if saved:
            found.append((u, saved))
    declined = s.players[p].get("declined", [])
    for c in optional_sources(s, p):
        if c not in declined:
            found += [(c, [u]) for u in mine]
    per_source: dict[str, int] = {}
    for src, _ in found:
        per_source[src] = per_source.get(src, 0) + 1
    out: dict[str, list[str]] = {}
    seen: set[tuple[str, tuple[str, ...], bool]] = set()
    for src, saved in sorted(found, key=lambda o: (-sum(might(s, u) for u in o[1]), o[0], o[1])):
        key = (s.cards[src], tuple(saved), src in saved)
        if key in seen:
            continue
        seen.add(key)
        out[src if per_source[src] == 1 else f"{src}:{saved[0]}"] = saved
    return out


def optional_sources(s: RiftState, p: int) -> list[str]:
    """Cards in p's trash whose "you may banish me from your trash instead" can apply: only those there
    before the deaths, which a card dying with them is not (370.3, E36)."""
    return [c for c in s.players[p]["trash"] if _has(s, c, TRASH)]


def save(s: RiftState, dying: list[str], ask: bool = True) -> list[str] | None:
    """Apply death replacements to units about to die together; the units that still die, or None
    when a player must first choose which replacement applies next, or whether to use an optional one
    (``s.prompt`` is then set; ``no`` declines the optional ones for this sequence)."""
    still = [u for u in dying if u in s.st]
    for p in s.order_from(s.tp):
        while True:
            opts = options(s, p, still)
            if not opts:
                break
            optional = any(label.split(":")[0] in s.players[p]["trash"] for label in opts)
            if ask and (len(opts) > 1 or optional):
                options_ = list(opts) + (["no"] if optional else [])
                s.prompt = {"p": p, "kind": "replace", "options": options_, "saves": opts}
                return None
            label = next(iter(opts))
            apply(s, label, opts[label])
            still = [u for u in still if u not in opts[label]]
    for status in s.st.values():
        status.pop("rep", None)
    for player in s.players:
        player.pop("declined", None)
    return still


def answer(s: RiftState, choice: str) -> None:
    """The chosen replacement applies now, or ``no`` declines the optional ones; the deaths are looked
    at again by the caller's Cleanup."""
    assert s.prompt is not None
    saves: dict[str, Any] = s.prompt["saves"]
    p = int(s.prompt["p"])
    s.prompt = None
    if choice == "no":
        s.players[p]["declined"] = optional_sources(s, p)
        return
    apply(s, choice, list(saves[choice]))


def apply(s: RiftState, option: str, saved: list[str]) -> None:
    """One replacement: a gear is killed instead, then each saved unit is healed, exhausted, recalled."""
    from engine.games.riftbound import actions_game as ga

    src = option.split(":")[0]
    names = ", ".join(s.name(u) for u in saved)
    owner = s.players[s.owner[src]]
    if src not in s.st:
        s.leave_trash(src)
        owner["banish"].append(src)
        s.log("replaced", f"{s.name(src)} is banished from the trash instead of {names} dying.", src=src)
    elif s.st[src]["kind"] == "gear" or s.st[src].get("gear"):
        s.st[src]["rep"] = True
        s.log("replaced", f"{s.name(src)} is killed instead of {names}.", gear=src, unit=saved[0])
        _kill_source(s, src)
    else:
        s.st[src]["rep"] = True
        s.log("replaced", f"{s.name(src)} saves {names}.", src=src, units=list(saved))
    for unit in saved:
        if unit not in s.st:
            continue
        status = s.st[unit]
        status["dmg"] = 0
        status["ex"] = True
        status.pop("by_spell", None)
        ga.recall(s, unit)


def _kill_source(s: RiftState, src: str) -> None:
    """A replacement kills its own source instead; if that source is a unit (a gear unit), its death
    replaces the first one, so the replacements not yet applied in this sequence apply to it, the first
    in the fixed order (370.2, E35): with two Zhonya's Hourglasses as gear units, the one applied last
    dies."""
    if s.st[src]["kind"] == "unit":
        opts = options(s, int(s.st[src]["ctl"]), [src])
        if opts:
            label = next(iter(opts))
            apply(s, label, opts[label])
            return
    from engine.games.riftbound import actions_game as ga

    ga.kill(s, src, replaced=True)


def prevention(s: RiftState, uid: str) -> int | None:
    """The Prevent Value tracked on a unit this turn (437.1.b.1.a); None stands for "All"."""
    total = 0
    for mod in s.st[uid]["mods"]:
        if "prevent" in mod:
            if mod["prevent"] == "all":
                return None
            total += int(mod["prevent"])
    return total


def prevent(s: RiftState, uid: str, amount: int) -> int:
    """Damage about to be dealt to ``uid`` reduced by its Prevent Values, which shrink by what they
    prevented and expire at 0 (437.2-437.3); what is still dealt."""
    kept: list[dict[str, Any]] = []
    left = amount
    for mod in s.st[uid]["mods"]:
        if "prevent" in mod and mod["prevent"] == "all":
            left = 0
        elif "prevent" in mod and left > 0:
            used = min(left, int(mod["prevent"]))
            left -= used
            if int(mod["prevent"]) > used:
                kept.append({**mod, "prevent": int(mod["prevent"]) - used})
            continue
        kept.append(mod)
    s.st[uid]["mods"] = kept
    return left
