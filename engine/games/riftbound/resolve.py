"""Targets (355.6-355.14) and resolving spells and abilities (359.3): instructions run top to bottom,
illegal targets are skipped (mistargeting), and "Repeat" runs the instructions once more (820).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.riftbound import actions_game as ga
from engine.games.riftbound import picks
from engine.games.riftbound.cards import Cost
from engine.games.riftbound.costs import discard, recycle_from_trash
from engine.games.riftbound.layers import raw_might

if TYPE_CHECKING:
    from engine.games.riftbound.state import RiftState


ZONE_SPECS = ("unit_in_your_trash",)
"""Requirements met by cards in a public zone off the board (355.10.a: a trash is public)."""
ELSEWHERE_SPECS = ("friendly_unit_elsewhere", *ZONE_SPECS)
"""Requirements nothing at the source's own battlefield can meet: played from hidden, their targets are
chosen freely (811.1.d.2, Tideturner's example)."""
CHAIN_SPECS = ("spell", "triggered")
"""Target requirements met by chain items (named by their ids): any item ("a spell"), or a triggered
ability."""


def chain_candidates(s: RiftState, spec: str) -> list[str]:
    return [str(item["id"]) for item in s.chain if spec == "spell" or item.get("trig")]


def loc_of(s: RiftState, uid: str) -> str:
    return str(s.st[uid]["at"]) if uid in s.st else ""


def bf_index(s: RiftState, uid: str) -> int | None:
    """The place of the battlefield ``uid`` in play; None once it left (replaced, 438)."""
    return next((i for i, bf in enumerate(s.bfs) if bf["uid"] == uid), None)


def matches(s: RiftState, p: int, spec: str, uid: str, src: str, here: str) -> bool:
    """Whether ``uid`` meets a target requirement for controller p (src's location is ``here``)."""
    if spec in CHAIN_SPECS:
        return uid in chain_candidates(s, spec)
    if spec == "battlefield":
        return bf_index(s, uid) is not None
    if spec == "unit_in_your_trash":
        return uid in s.players[p]["trash"] and s.card(uid).type == "unit"
    status = s.st.get(uid)
    if status is None:
        return False
    if spec == "friendly_legend":
        return bool(status["kind"] == "legend" and s.allied(status["ctl"], p))
    if spec == "friendly_rune":
        return bool(status["kind"] == "rune" and status["ctl"] == p)
    if spec == "gear":
        return bool(status["kind"] == "gear" or status.get("gear"))
    if spec == "friendly_equipment":
        return bool(status["kind"] == "gear" and status["ctl"] == p and "Equipment" in s.card(uid).tags)
    if status["kind"] != "unit":
        return False
    at = status["at"]
    if spec == "unit":
        return True
    if spec == "enemy_unit":
        return not s.allied(status["ctl"], p)
    if spec == "friendly_unit":
        return s.allied(status["ctl"], p)
    if spec == "other_friendly_unit":
        return s.allied(status["ctl"], p) and uid != src
    if spec == "friendly_unit_elsewhere":
        return status["ctl"] == p and uid != src and at != here
    if spec == "unit_at_bf":
        return bool(at.startswith("f"))
    if spec == "unit_in_base":
        return bool(at.startswith("b"))
    if spec == "enemy_unit_here":
        return not s.allied(status["ctl"], p) and at == here and here.startswith("f")
    return False


def candidates(s: RiftState, p: int, spec: str, src: str, here: str, only_at: str = "") -> list[str]:
    """Legal targets for a requirement; ``only_at`` keeps those at a battlefield (811.1.d.2)."""
    if spec in CHAIN_SPECS:
        return chain_candidates(s, spec)
    if spec == "battlefield":
        return [bf["uid"] for i, bf in enumerate(s.bfs) if not only_at or only_at == f"f{i}"]
    pool = sorted(s.players[p]["trash"]) if spec in ZONE_SPECS else sorted(s.st)
    out = [u for u in pool if matches(s, p, spec, u, src, here)]
    if only_at and spec not in ELSEWHERE_SPECS:
        return [u for u in out if s.st[u]["at"] == only_at]
    return out


def target_ok(s: RiftState, item: dict[str, Any], k: int) -> bool:
    """A chosen target is still legal: the same object, still meeting the requirement (359.3.e)."""
    targets = item["targets"]
    if k >= len(targets):
        return False
    uid = targets[k]
    spec = item["specs"][k]
    if spec in ZONE_SPECS and s.trash_left.get(uid, 0) != item["incs"][k]:
        return False
    if spec in CHAIN_SPECS or spec in ZONE_SPECS or spec == "battlefield":
        return matches(s, item["ctl"], spec, uid, item["src"], "")
    if uid not in s.st or s.st[uid]["inc"] != item["incs"][k]:
        return False
    return matches(s, item["ctl"], spec, uid, item["src"], loc_of(s, item["src"]) or item.get("at", ""))


def at_enemy_here(s: RiftState, p: int, uid: str, here: str) -> bool:
    """An enemy unit of p's at battlefield ``here`` (split damage's requirement, checked on resolution)."""
    return here.startswith("f") and s.st[uid]["at"] == here and not s.allied(s.st[uid]["ctl"], p)


def bonus_damage(s: RiftState, p: int) -> int:
    """Bonus Damage from "Your spells and abilities deal 1 Bonus Damage" (712-715)."""
    total = 0
    for uid in s.units(ctl=p):
        for a in s.card(uid).abilities:
            if a.get("static") == "bonus_damage":
                total += int(a.get("amount", 1))
    return total


def run(s: RiftState, item: dict[str, Any]) -> None:
    """Resolve a spell or ability: each instruction in order, ``times`` times; a Repeat execution with its
    own targets (``again``) uses them instead of the first ones, and a modal spell's the mode they fit
    (``again_fx``, 820.2.a: its choices may differ)."""
    fx: list[dict[str, Any]] = [dict(f) for f in item["fx"]]
    if item.get("legion_fx") and s.players[item["ctl"]]["played"] >= 2:
        fx.extend(dict(f) for f in item["legion_fx"])
    bonus = bonus_damage(s, item["ctl"])
    if item["kind"] == "spell":
        bonus += s.players[item["ctl"]]["bonus_next_spell"]
        s.players[item["ctl"]]["bonus_next_spell"] = 0
    for k in range(item.get("times", 1)):
        view = item
        if k and "again" in item:
            view = {**item, "targets": item["again"], "incs": item["again_incs"]}
            if "again_fx" in item:
                view["specs"] = item["again_specs"]
                fx = [dict(f) for f in item["again_fx"]]
        for i, f in enumerate(fx):
            _instruction(s, view, {**f, "index": i}, bonus)


def _subject(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> list[str]:
    to = f.get("to", 0 if item["specs"] else "self")
    if to == "group":
        key = str(f["index"])
        return picks.chosen(item, f["index"]) if key in item.get("picks", {}) else picks.group_left(s, item)
    if to == "moved":
        moved = str(item.get("moved", ""))
        return [moved] if moved in s.st else []
    if to == "self":
        src = item["src"]
        return [src] if src in s.st and s.st[src]["inc"] == item.get("src_inc", s.st[src]["inc"]) else []
    k = int(to)
    return [item["targets"][k]] if target_ok(s, item, k) else []


def _instruction(s: RiftState, item: dict[str, Any], f: dict[str, Any], bonus: int) -> None:
    p = item["ctl"]
    subject = _subject(s, item, f)
    here = loc_of(s, item["src"]) or item.get("at", "")
    spell = p if item["kind"] == "spell" else None
    by = (str(item["src"]),)
    ability = item["kind"] == "ability"
    if "deal" in f:
        src = item["src"]
        amount = (max(0, raw_might(s, src)) if src in s.st else 0) if f["deal"] == "might" else int(f["deal"])
        ga.deal(s, subject, amount, bonus, spell, by, ability)
    elif "deal_here" in f:
        if here.startswith("f"):
            enemies = [u for u in s.units(here) if not s.allied(s.st[u]["ctl"], p)]
            ga.deal(s, enemies, int(f["deal_here"]), bonus, spell, by, ability)
    elif "deal_all" in f:
        everyone = [u for u in sorted(s.st) if s.st[u]["kind"] == "unit" and s.st[u]["at"].startswith("f")]
        ga.deal(s, everyone, int(f["deal_all"]), bonus, spell, by, ability)
    elif "deal_split" in f:
        for uid, amount in sorted(item.get("split", {}).items()):
            if uid in s.st and at_enemy_here(s, p, uid, here):
                ga.deal(s, [uid], int(amount), 0, spell, by, ability)
    elif "fight" in f:
        if target_ok(s, item, 0) and target_ok(s, item, 1):
            a, b = item["targets"][0], item["targets"][1]
            ma, mb = max(0, raw_might(s, a)), max(0, raw_might(s, b))
            ga.deal(s, [b], ma, by=(a,))
            ga.deal(s, [a], mb, by=(b,))
    elif "kill_all_there" in f:
        for bf in subject:
            i = bf_index(s, bf)
            for uid in s.units(f"f{i}") if i is not None else []:
                if uid not in s.st:
                    continue
                s.st[uid]["by_spell"] = [] if spell is None else [spell]
                ga.kill(s, uid)
    elif "each_kills" in f:
        for uid in [u for u in picks.chosen(item, f["index"]) if u in s.st]:
            s.st[uid]["by_spell"] = [] if spell is None else [spell]
            ga.kill(s, uid)
    elif "kill_here_to_draw" in f:
        paid = [u for u in picks.chosen(item, f["index"]) if u in s.st]
        for uid in paid:
            s.st[uid]["by_spell"] = []
            ga.kill(s, uid)
        if paid:
            ga.draw(s, p, int(f["kill_here_to_draw"]))
    elif "replace_bf" in f:
        for bf in subject:
            ga.replace_battlefield(s, bf, str(f["replace_bf"]))
    elif "spend_buff_to_base" in f:
        _spend_buff_to_base(s, item, f, subject)
    elif "kill" in f or "kill_gear" in f:
        for uid in subject:
            ctl = s.st[uid]["ctl"]
            s.st[uid]["by_spell"] = [] if spell is None else [spell]
            ga.kill(s, uid)
            if f.get("ctl_draws"):
                ga.draw(s, ctl, int(f["ctl_draws"]))
    elif "doom" in f:
        for uid in subject:
            ga.add_mod(s, uid, {"doom": p, "until": "turn"})
    elif "banish" in f:
        for uid in subject:
            ga.leave_board(s, uid)
            ga.put_in_zone(s, uid, "banish")
            s.log("banished", f"{s.name(uid)} is banished.", unit=uid)
    elif "stun" in f:
        src = s.st.get(item["src"])
        if f.get("exhaust_self"):
            if src is None or src["ex"]:
                return
            src["ex"] = True
        for uid in subject:
            ga.stun(s, uid, p)
    elif "buff" in f:
        for uid in subject:
            if ga.buff(s, uid) and f.get("then_draw"):
                ga.draw(s, p, 1)
        if f.get("buff_bonus"):
            s.players[p]["buff_bonus"] += int(f["buff_bonus"])
    elif "might" in f:
        for uid in subject:
            if f["might"] == "killed":
                delta = int(item.get("killed_might", 0))
            else:
                delta = int(f["if_paid"] if item.get("paid") and "if_paid" in f else f["might"])
            if "min" in f:
                delta = max(delta, min(0, int(f["min"]) - raw_might(s, uid)))
            ga.add_mod(s, uid, {"might": delta, "until": f.get("until", "turn")})
    elif "set" in f:
        for uid in subject:
            ga.add_mod(s, uid, {"set": int(f["set"]), "until": "turn"})
    elif "double" in f:
        for uid in subject:
            ga.add_mod(s, uid, {"might": raw_might(s, uid), "until": "turn"})
    elif "grant" in f:
        for uid in subject:
            ga.add_mod(s, uid, {"grant": dict(f["grant"]), "until": f.get("until", "turn")})
    elif "ready" in f:
        for uid in subject:
            s.st[uid]["ex"] = False
    elif "recall" in f:
        for uid in subject:
            ga.recall(s, uid)
    elif "move_base" in f:
        for uid in subject:
            ga.move(s, [uid], f"b{s.st[uid]['ctl']}", by=p)
    elif "return_hand" in f:
        for uid in subject:
            s.leave_trash(uid)
            s.players[s.owner[uid]]["hand"].append(uid)
            s.log("returned", f"{s.name(uid)} returns from the trash to its owner's hand.", unit=uid)
    elif "recycle_rune" in f:
        for uid in subject:
            ga.leave_board(s, uid)
            s.players[s.owner[uid]]["runes_deck"].append(uid)
            s.log("recycled", f"{s.name(uid)} is recycled to the bottom of its rune deck.", unit=uid)
    elif "swap_places" in f:
        _swap_places(s, item, subject)
    elif "copy" in f:
        for uid in subject:
            ga.create_copy(s, p, uid, here if f.get("reflection") and here else "")
    elif "steal_ability" in f:
        _steal(s, item, f)
    elif "take_control" in f:
        for uid in subject:
            ga.take_control(s, uid, p)
    elif "heal" in f:
        for uid in subject:
            s.st[uid]["dmg"] = 0
    elif "prevent" in f:
        for uid in subject:
            ga.add_mod(s, uid, {"prevent": f["prevent"], "until": "turn"})
    else:
        _player_instruction(s, item, f, here)


def _spend_buff_to_base(s: RiftState, item: dict[str, Any], f: dict[str, Any], subject: list[str]) -> None:
    """"You may spend a buff to move a friendly unit" (355.10.c.1): the buff chosen as it resolves is the
    cost within the instruction, no target; the move happens only if a buff was spent (a unit may lose
    its buff only once, 702.3)."""
    paid = [u for u in picks.chosen(item, f["index"]) if u in s.st and s.st[u]["buff"]]
    for uid in paid:
        s.st[uid]["buff"] = 0
        s.log("spent_buff", f"A buff is spent from {s.name(uid)}.", unit=uid)
    if paid:
        for uid in subject:
            ga.move(s, [uid], f"b{s.st[uid]['ctl']}", by=item["ctl"])


def _swap_places(s: RiftState, item: dict[str, Any], subject: list[str]) -> None:
    """Tideturner: "Move me to its location and it to my original location" - two moves, each a move
    for "When I move" (440), the source first; nothing happens if either is gone."""
    src = item["src"]
    if not subject or src not in s.st or s.st[src]["inc"] != item.get("src_inc", s.st[src]["inc"]):
        return
    other = subject[0]
    mine, theirs = s.st[src]["at"], s.st[other]["at"]
    ga.move(s, [src], theirs, by=item["ctl"])
    ga.move(s, [other], mine, by=item["ctl"])


def _player_instruction(s: RiftState, item: dict[str, Any], f: dict[str, Any], here: str) -> None:
    p = item["ctl"]
    if "draw" in f:
        ga.draw(s, p, int(f["if_paid"] if item.get("paid") and "if_paid" in f else f["draw"]))
    elif "banish_top" in f:
        for uid in s.players[p]["deck"][: int(f["banish_top"])]:
            s.players[p]["deck"].remove(uid)
            ga.put_in_zone(s, uid, "banish")
            s.log("banished", f"{s.name(uid)} is banished.", unit=uid)
            if f.get("conquer_draw"):
                s.delayed.append({"p": p, "src": item["src"], "card": uid})
    elif "draw_banished" in f:
        uid = item.get("linked", "")
        if uid in s.players[p]["banish"]:
            s.players[p]["banish"].remove(uid)
            s.players[p]["hand"].append(uid)
            s.log("draw", f"Player {p + 1} draws {s.name(uid)} from banishment.", player=p)
    elif "channel" in f:
        ga.channel(s, p, int(f["channel"]), bool(f.get("exhausted")))
    elif "token" in f:
        where = f.get("at", "base")
        at = (
            item.get("origin", f"b{p}")
            if where == "origin"
            else f"b{p}"
            if where == "base" or not here
            else here
        )
        for _ in range(int(f.get("count", 1))):
            ga.create_token(s, p, str(f["token"]), at, bool(f.get("enters_ready")), bool(f.get("exhausted")))
    elif "xp" in f:
        s.players[p]["xp"] += int(f["xp"])
        s.log("xp", f"Player {p + 1} gains {f['xp']} XP.", player=p)
    elif "point" in f:
        gainer = int(item.get("player", p))
        s.players[gainer]["points"] += int(f["point"])
        s.log("point", f"Player {gainer + 1} gains {f['point']} point.", player=gainer)
    elif "counter" in f:
        if target_ok(s, item, 0):
            counter(s, item["targets"][0])
    elif "attach" in f:
        _attach(s, item, f)
    elif "ready_runes" in f:
        exhausted = [u for u in s.objects("rune", p) if s.st[u]["ex"]]
        for uid in exhausted[: int(f["ready_runes"])]:
            s.st[uid]["ex"] = False
    elif "gear_units" in f:
        for uid in s.objects("gear", p):
            if not s.st[uid].get("att"):
                ga.become_unit(s, uid, int(f["gear_units"]))
    elif "swap_back" in f:
        ga.swap_back(s, item["src"])
    elif "extra_turn" in f:
        s.extra.insert(0, p)
        s.log("extra_turn", f"Player {p + 1} will take a turn after this one.", player=p)
    elif "bonus_next_spell" in f:
        s.players[p]["bonus_next_spell"] += int(f["bonus_next_spell"])
    elif "play_from_trash" in f:
        _play_from_trash(s, item, f)
    elif "discard" in f or "recycle_trash" in f:
        _from_zone(s, item, f)
    elif "predict" in f:
        _predict(s, item, f)
    elif "hook" in f:
        _hook(s, item, f)
    elif "future" in f:
        _future(s, item, f)


def _predict(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> None:
    """Predict N (436): of the top N cards of the Main Deck (as many as there are: no Burn Out), those
    the player chose to recycle go to the bottom in a random order, the rest stay on top in the order
    the player chose (436.1.b)."""
    p = item["ctl"]
    deck = s.players[p]["deck"]
    n = min(int(f["predict"]), len(deck))
    answers = picks.chosen(item, f["index"])
    looked = deck[:n]
    recycled = [u for k, u in enumerate(looked) if k < len(answers) and answers[k] == "recycle"]
    s.rng.shuffle(recycled)
    kept = picks.ordered_keep(item, f["index"], [u for u in looked if u not in recycled])
    s.players[p]["deck"] = kept + deck[n:] + recycled
    s.log("predicted", f"Player {p + 1} predicts {n} and recycles {len(recycled)}.", player=p)


def _hook(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> None:
    """Baited Hook: of the top N cards, the unit chosen (picks.ask) is banished and played to its
    controller's base ignoring its cost; the rest are recycled in a random order (416)."""
    from engine.games.riftbound import triggers

    p = item["ctl"]
    deck = s.players[p]["deck"]
    top = deck[: int(f["hook"])]
    chosen = [u for u in picks.chosen(item, f["index"]) if u in top]
    rest = [u for u in top if u not in chosen]
    s.rng.shuffle(rest)
    s.players[p]["deck"] = deck[len(top) :] + rest
    s.log("recycled", f"Player {p + 1} recycles {len(rest)} cards.", player=p)
    for uid in chosen:
        s.log("banished", f"{s.name(uid)} is banished.", unit=uid)
        s.players[p]["played"] += 1
        ga.enter_board(s, uid, p, f"b{p}", False)
        text = f"Player {p + 1} plays {s.name(uid)}, ignoring its cost."
        s.log("played", text, card=uid, card_id=s.cards[uid], player=p, at=f"b{p}")
        triggers.fire_play(s, uid)


def _future(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> None:
    """Promising Future (ours: "Each other player may choose a spell in their hand, banish it, and play
    it, ignoring its cost."): in turn order, each answer (picks.ask) still possible is banished and
    played onto the chain, so the last player's spell resolves first (738)."""
    from engine.games.riftbound import triggers
    from engine.games.riftbound.play import PlayChoice, push_spell

    for q, answer in zip(s.order_from(item["ctl"])[1:], picks.chosen(item, f["index"]), strict=False):
        if answer == picks.NO or answer not in picks.future_options(s, q):
            continue
        uid, _, targets = answer.partition(">")
        s.players[q]["hand"].remove(uid)
        s.log("banished", f"{s.name(uid)} is banished.", unit=uid)
        s.players[q]["played"] += 1
        push_spell(s, q, PlayChoice(uid, targets=tuple(targets.split("+")) if targets else ()))
        triggers.fire_player(s, q, "spell", uid)


def _from_zone(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> None:
    """Discard N (422.3: as many as possible) or recycle N from the trash (416): the cards chosen before
    resolving (picks.ask), then the rest if there was nothing to choose."""
    p = item["ctl"]
    zone, n = ("hand", int(f["discard"])) if "discard" in f else ("trash", int(f["recycle_trash"]))
    chosen = [u for u in picks.chosen(item, f["index"]) if u in s.players[p][zone]]
    rest = sorted(u for u in s.players[p][zone] if u not in chosen)
    cards = (chosen + rest)[:n]
    if zone == "trash":
        recycle_from_trash(s, p, cards)
    else:
        discard(s, p, cards)


def _steal(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> None:
    """ "Gain control of a triggered ability. You may make new choices for it." (359.3.f.4): the new
    target chosen before resolving (picks.ask), or ``keep`` for the old one."""
    if not target_ok(s, item, 0):
        return
    stolen = next(x for x in s.chain if str(x["id"]) == item["targets"][0])
    stolen["ctl"] = item["ctl"]
    s.log("control_changed", f"Player {item['ctl'] + 1} gains control of {s.name(stolen['src'])}'s ability.")
    choice = picks.chosen(item, f["index"])
    if choice and choice[0] != picks.KEEP and stolen["targets"]:
        stolen["targets"][0] = choice[0]
        stolen["incs"][0] = s.st[choice[0]]["inc"]


def _play_from_trash(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> None:
    """ "You may pay [cost] to play me from your trash" (Immortal Phoenix): if the card is still in its
    controller's trash and the cost can be paid, it is played to their base."""
    from engine.games.riftbound import triggers
    from engine.games.riftbound.payment import pay_if_able, resolve_own

    p, uid = item["ctl"], item["src"]
    card = s.card(uid)
    raw = f["play_from_trash"]
    cost = resolve_own(Cost(int(raw.get("energy", 0)), tuple(raw.get("power", []))), card.own_domain)
    if uid not in s.players[p]["trash"] or not pay_if_able(s, p, cost):
        return
    s.leave_trash(uid)
    s.players[p]["played"] += 1
    ga.enter_board(s, uid, p, f"b{p}", False)
    text = f"Player {p + 1} plays {card.name} from the trash."
    s.log("played", text, card=uid, card_id=card.id, player=p, at=f"b{p}")
    triggers.fire_play(s, uid)


def counter(s: RiftState, item_id: str) -> None:
    """A countered spell or ability leaves the chain and does nothing; a card was not played (425)."""
    for k, other in enumerate(s.chain):
        if str(other["id"]) == item_id:
            del s.chain[k]
            if other["kind"] == "spell":
                ga.put_in_zone(s, other["card"], "trash")
            s.log("countered", f"{s.name(other['src'])}'s {other['kind']} is countered.")
            return


def _attach(s: RiftState, item: dict[str, Any], f: dict[str, Any]) -> None:
    """Equip, Quick-Draw and Weaponmaster: attach a gear to a unit (434, 818-821)."""
    if not target_ok(s, item, 0):
        return
    if f.get("weaponmaster"):
        gear, unit = item["targets"][0], item["src"]
        from engine.games.riftbound.payment import pay_if_able

        cost = s.card(gear).equip
        if unit not in s.st or cost is None or not pay_if_able(s, item["ctl"], cost, discount_any=1):
            return
    else:
        gear, unit = item["src"], item["targets"][0]
    if gear not in s.st or unit not in s.st or s.st[gear].get("att") == unit:
        return
    s.st[gear]["att"] = unit
    s.st[gear]["at"] = s.st[unit]["at"]
    s.log("attached", f"{s.name(gear)} is attached to {s.name(unit)}.", gear=gear, unit=unit)
