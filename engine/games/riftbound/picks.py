"""Choices made as a spell or ability resolves: which cards to discard (422) or to recycle from the
trash (416), which of a group's targets still to affect when the group no longer fits its limit
(355.11.b, Fox-Fire), a stolen triggered ability's new target (359.3.f.4), and which cards Predict
keeps (436).

Before the newest chain item resolves, ``ask`` looks for an instruction that needs the controller's
choice and asks it one card or unit at a time (prompt kinds ``discard``, ``recycle``, ``subset``,
``rechoose``, ``predict``: keep or recycle the looked-at card named ``card``, seen only by its player, and
``predict_order``: the next kept card from the top, 436.1.b; ``hook``: the unit Baited Hook plays from
the cards it looks at, or ``no``; ``future``: Promising Future asks each other player in turn order
which spell of their hand to banish and play, as ``<card>`` or ``<card>><target>+<target>``, or ``no``;
``each_kill``: "Each player kills a unit they control", each player in turn order from the controller
choosing one of theirs, asked only with two or more; ``kill_to_draw``: the other friendly unit here
killed as the cost within "you may kill another friendly unit here to draw 1", or ``no``; ``each_move``:
"Each player may move a unit they don't control to it", each player in turn order from the controller
choosing a unit not at the targeted battlefield, or ``no``, the move made before the next player chooses;
``spend_buff``: the buffed friendly unit whose buff is spent as the cost within "you may spend a buff to
move a friendly unit", or ``no``, asked only while the target is legal);
each answer is kept on the chain item (``picks``: instruction index -> uids) and the item resolves once
every choice is made. The choices are asked before any instruction runs, which is right for the pool's
cards: each has its choosing instruction first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound.layers import might

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState

KINDS = (
    "discard",
    "recycle",
    "subset",
    "rechoose",
    "predict",
    "predict_order",
    "hook",
    "future",
    "each_kill",
    "kill_to_draw",
    "each_move",
    "spend_buff",
)
DONE = "done"
KEEP = "keep"
NO = "no"
ORDER = "o"
"""The step suffix of a Predict's ordering answers (instruction index + ORDER)."""


def _zone(s: RiftState, p: int, f: dict[str, Any]) -> tuple[str, str, int] | None:
    """(prompt kind, zone, how many) for an instruction choosing cards from one of p's zones."""
    if "discard" in f:
        return "discard", "hand", int(f["discard"])
    if "recycle_trash" in f:
        return "recycle", "trash", int(f["recycle_trash"])
    return None


def _distinct(s: RiftState, uids: list[str]) -> list[str]:
    """One uid per card id (copies are alike), lowest uid first."""
    seen: set[str] = set()
    out = []
    for u in sorted(uids):
        if s.cards[u] not in seen:
            seen.add(s.cards[u])
            out.append(u)
    return out


def group_left(s: RiftState, item: dict[str, Any]) -> list[str]:
    """A group's targets that are still legal (359.3.e)."""
    from engine.games.riftbound.resolve import target_ok

    return [t for k, t in enumerate(item["targets"]) if target_ok(s, item, k)]


def ask(s: RiftState, item: dict[str, Any]) -> bool:
    """Ask the next choice the item needs before it resolves; False when there is none left."""
    p = item["ctl"]
    picks: dict[str, list[str]] = item.setdefault("picks", {})
    for i, f in enumerate(item["fx"]):
        key = str(i)
        chosen = picks.get(key, [])
        zone = _zone(s, p, f)
        if zone is not None:
            kind, where, n = zone
            rest = [u for u in s.players[p][where] if u not in chosen]
            if len(chosen) >= n or len(rest) <= n - len(chosen):
                continue
            options = _distinct(s, rest)
            if len(options) == 1:
                picks[key] = chosen + rest[: n - len(chosen)]
                continue
            s.prompt = {"p": p, "kind": kind, "options": options, "left": n - len(chosen), "step": key}
            return True
        if "predict" in f:
            looked = s.players[p]["deck"][: int(f["predict"])]
            if len(chosen) < len(looked):
                card = looked[len(chosen)]
                options = [KEEP, "recycle"]
                s.prompt = {"p": p, "kind": "predict", "options": options, "card": card, "step": key}
                picks[key] = chosen
                return True
            if _ask_order(s, item, key, [u for u, c in zip(looked, chosen, strict=False) if c == KEEP]):
                return True
            continue
        if "hook" in f and key not in picks:
            if _offer(s, p, "hook", _hook_options(s, item, int(f["hook"])), NO, key, picks):
                return True
            continue
        if "future" in f:
            others = s.order_from(p)[1:]
            while len(chosen) < len(others):
                q = others[len(chosen)]
                options = future_options(s, q, str(item["id"]))
                picks[key] = chosen
                if options:
                    s.prompt = {"p": q, "kind": "future", "options": options + [NO], "step": key}
                    return True
                chosen = picks[key] = chosen + [NO]
            continue
        if "each_kills" in f:
            players = s.order_from(p)
            while len(chosen) < len(players):
                q = players[len(chosen)]
                options = s.units(ctl=q)
                picks[key] = chosen
                if len(options) > 1:
                    s.prompt = {"p": q, "kind": "each_kill", "options": options, "step": key}
                    return True
                chosen = picks[key] = chosen + (options or [NO])
            continue
        if "each_moves_enemy" in f:
            players = s.order_from(p)
            dest = destination(s, item)
            while True:
                _make_chosen_moves(s, item, key, players, dest)
                if len(chosen) >= len(players):
                    break
                q = players[len(chosen)]
                away = [u for u in s.units() if s.st[u]["at"] != dest] if dest else []
                options = [u for u in away if s.st[u]["ctl"] != q]
                picks[key] = chosen
                if options:
                    s.prompt = {"p": q, "kind": "each_move", "options": options + [NO], "step": key}
                    return True
                chosen = picks[key] = chosen + [NO]
            continue
        if "kill_here_to_draw" in f and key not in picks:
            if _offer(s, p, "kill_to_draw", _others_here(s, item), NO, key, picks):
                return True
            continue
        if "spend_buff_to_base" in f and key not in picks:
            from engine.games.riftbound.resolve import target_ok

            buffed = [u for u in s.units(ctl=p) if s.st[u]["buff"]] if target_ok(s, item, 0) else []
            if _offer(s, p, "spend_buff", buffed, NO, key, picks):
                return True
            continue
        if "steal_ability" in f and key not in picks:
            if _offer(s, p, "rechoose", _rechoose_options(s, item), KEEP, key, picks):
                return True
            continue
        if "limit" in f and key not in picks:
            left = group_left(s, item)
            limit = int(f["limit"])
            if sum(might(s, u) for u in left) <= limit:
                continue
            return _ask_subset(s, item, key, [], limit)
        if "limit" in f and picks[key] and picks[key][-1] == DONE:
            continue
        if "limit" in f:
            return _ask_subset(s, item, key, picks[key], int(f["limit"]))
    return False


def _offer(
    s: RiftState, p: int, kind: str, options: list[str], last: str, key: str, picks: dict[str, list[str]]
) -> bool:
    """Prompt ``p`` with ``options`` and the decline ``last``; with nothing to offer, record the decline
    as the pick (the prompt is never asked) and return False."""
    if options:
        s.prompt = {"p": p, "kind": kind, "options": options + [last], "step": key}
        return True
    picks[key] = [last]
    return False


def _make_chosen_moves(s: RiftState, item: dict[str, Any], key: str, players: list[int], dest: str) -> None:
    """Each player's move is a game action of its own, made completely before the next player chooses
    (303.1-303.2.a): the moves chosen and not made yet happen now, each by the player who chose it
    (411.4), so a unit already moved there is not offered to the next player."""
    from engine.games.riftbound import actions_game as ga

    chosen = item["picks"].get(key, [])
    made = int(item.get("moves_made", 0))
    for q, uid in list(zip(players, chosen, strict=False))[made:]:
        if dest and uid in s.st and s.st[uid]["at"] != dest:
            ga.move(s, [uid], dest, by=q)
    item["moves_made"] = len(chosen)


def destination(s: RiftState, item: dict[str, Any]) -> str:
    """The location of the item's targeted battlefield ("f<i>"), or "" once it is no longer legal."""
    from engine.games.riftbound.resolve import bf_index, target_ok

    i = bf_index(s, item["targets"][0]) if target_ok(s, item, 0) else None
    return "" if i is None else f"f{i}"


def _others_here(s: RiftState, item: dict[str, Any]) -> list[str]:
    """The other units the controller has where the item's source is, at a battlefield."""
    src = item["src"]
    here = str(s.st[src]["at"]) if src in s.st else ""
    return [u for u in s.units(here, item["ctl"]) if u != src] if here.startswith("f") else []


def future_options(s: RiftState, q: int, resolving: str = "") -> list[str]:
    """The spells q may banish and play ignoring their cost, with their targets, as options; none
    targets the chain item ``resolving``, gone from the chain by the time they are played."""
    from engine.games.riftbound.play import free_spell_choices

    return [
        c.uid + (">" + "+".join(c.targets) if c.targets else "")
        for c in free_spell_choices(s, q)
        if resolving not in c.targets
    ]


def _hook_options(s: RiftState, item: dict[str, Any], n: int) -> list[str]:
    """Units among the top n cards with Might up to 1 more than the unit the ability kills; none when
    that unit is no longer a legal target, as its Might is then null (359.3.e.12, E31). Asked before the
    kill, so its Might is read as it is about to die."""
    from engine.games.riftbound.resolve import target_ok

    if not target_ok(s, item, 0):
        return []
    most = might(s, item["targets"][0]) + 1
    top = s.players[item["ctl"]]["deck"][:n]
    return sorted(u for u in top if s.card(u).type == "unit" and s.card(u).might <= most)


def _ask_order(s: RiftState, item: dict[str, Any], key: str, kept: list[str]) -> bool:
    """The player rearranges the predicted cards kept on top (436.1.b): the next one from the top, while
    two or more are left to place."""
    step = key + ORDER
    placed = item["picks"].setdefault(step, [])
    left = [u for u in kept if u not in placed]
    if len(left) < 2:
        return False
    s.prompt = {"p": item["ctl"], "kind": "predict_order", "options": sorted(left), "step": step}
    return True


def ordered_keep(item: dict[str, Any], i: int, kept: list[str]) -> list[str]:
    """The kept predicted cards from the top: those placed in the player's order, then the one left."""
    placed = [u for u in item.get("picks", {}).get(str(i) + ORDER, []) if u in kept]
    return placed + [u for u in kept if u not in placed]


def looked_at(s: RiftState) -> list[str]:
    """The top cards of a Main Deck that the prompt's player is looking at (Vision, Predict): hidden from
    everyone else, not from them (817, 436)."""
    prompt = s.prompt
    if prompt is None:
        return []
    deck: list[str] = s.players[int(prompt["p"])]["deck"]
    if prompt["kind"] == "vision":
        return deck[:1]
    if prompt["kind"] in ("predict", "predict_order", "hook") and s.chain:
        f = s.chain[-1]["fx"][int(str(prompt["step"]).rstrip(ORDER))]
        return deck[: int(f.get("predict", f.get("hook", 0)))]
    return []


def _rechoose_options(s: RiftState, item: dict[str, Any]) -> list[str]:
    """New targets for a triggered ability about to change controller, chosen as its new controller
    (the stolen ability's first target requirement)."""
    from engine.games.riftbound.resolve import candidates, loc_of, target_ok

    if not target_ok(s, item, 0):
        return []
    stolen = next(x for x in s.chain if str(x["id"]) == item["targets"][0])
    if not stolen["specs"]:
        return []
    here = loc_of(s, stolen["src"]) or stolen.get("at", "")
    return candidates(s, item["ctl"], stolen["specs"][0], stolen["src"], here)


def _ask_subset(s: RiftState, item: dict[str, Any], key: str, chosen: list[str], limit: int) -> bool:
    """The next unit kept from a group over its limit: one that still fits, or ``done``."""
    room = limit - sum(might(s, u) for u in chosen)
    options = [u for u in group_left(s, item) if u not in chosen and might(s, u) <= room]
    if not options:
        item["picks"][key] = chosen + [DONE]
        return ask(s, item)
    item["picks"][key] = chosen
    s.prompt = {"p": item["ctl"], "kind": "subset", "options": options + [DONE], "left": room, "step": key}
    return True


def answer(s: RiftState, choice: str) -> None:
    """Record an answer on the newest chain item (its resolution goes on in chain.resolve_top)."""
    prompt = s.prompt
    assert prompt is not None
    s.prompt = None
    item = s.chain[-1]
    key = str(prompt["step"])
    item["picks"][key] = [*item["picks"].get(key, []), choice]


def chosen(item: dict[str, Any], i: int) -> list[str]:
    """The cards or units chosen for instruction i (``done`` left out)."""
    return [u for u in item.get("picks", {}).get(str(i), []) if u != DONE]
