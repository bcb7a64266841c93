"""Battles: Attack Formation, Defense Formation, Damage Allocation die by die (Battles, Counters).

``s.battle`` holds one battle: the attacking and defending players, the victim (``p2`` or a minion id)
and the player who controlled it when declared, both teams in formation order, the step, and the dice.
Steps: ``attack`` (enlist, declare the victim), ``aorder`` (attacking order), ``wa`` (a window after
Attack Formation), ``defend``, ``dorder``, ``wd`` (a window), ``damage`` (both players roll),
``adice`` and ``ddice`` (each player picks which die goes next, die by die), then the leftover.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.keeper.actions import KAction
from engine.games.keeper.chain import berzerk_victims, medic
from engine.games.keeper.zones import hurt_player, inflict, meet

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState

DECIDING_STEPS = ("attack", "aorder", "defend", "dorder", "adice", "ddice", "reorder")
ORDERED = {"ateam": ("wa", "defend", "dorder", "wd"), "dteam": ("wd",)}
"""Steps at which a team's formation order has been announced (a conscript then reorders it)."""


def attackers(s: KeeperState, p: int) -> list[str]:
    """Minions ``p`` could enlist: on-field, unexhausted, not petrified, not in a team."""
    b = s.battle
    busy = set(b["ateam"]) | set(b["dteam"]) if b else set()
    return [
        u
        for u in s.players[p].field
        if not s.minions[u].exhausted and not s.minions[u].petrified and u not in busy
    ]


def victims(s: KeeperState, p: int) -> list[str]:
    """Valid victims for ``p`` this Battle Phase (K-21): each declared at most once."""
    return berzerk_victims(s, p, s.declared)


def start(s: KeeperState, p: int, first: str) -> None:
    """Attack Formation begins with its first enlisted minion (exhausted by enlisting)."""
    s.minions[first].exhausted = True
    s.battle = {
        "att": p,
        "def": -1,
        "victim": "",
        "vctrl": -1,
        "ateam": [first],
        "dteam": [],
        "step": "attack",
        "order": [],
        "adice": [],
        "ddice": [],
        "left": [],
        "skip_def": False,
        "berzerk": False,
    }
    s.log("enlist", f"Player {p + 1} attacks with {s.name(first)}.", player=p, card=first, team="attack")


def start_berzerk(s: KeeperState, host: str, victim: str) -> None:
    """A berzerk host attacks alone, unexhausted by it, as its own Battle Phase (K-24, K-67)."""
    m = s.minions.get(host)
    if m is None or m.petrified or victim not in berzerk_victims(s, m.ctrl, []):
        return
    s.battle = {
        "att": m.ctrl,
        "def": -1,
        "victim": "",
        "vctrl": -1,
        "ateam": [host],
        "dteam": [],
        "step": "attack",
        "order": [],
        "adice": [],
        "ddice": [],
        "left": [],
        "skip_def": False,
        "berzerk": True,
    }
    declare(s, victim)


def declare(s: KeeperState, victim: str) -> None:
    b = s.battle
    assert b is not None
    b["victim"] = victim
    if victim.startswith("p"):
        b["def"] = b["vctrl"] = int(victim[1:]) - 1
    else:
        b["def"] = b["vctrl"] = s.minions[victim].ctrl
    if not b["berzerk"]:
        s.declared.append(victim)
    target = f"player {victim[1:]}" if victim.startswith("p") else s.name(victim)
    s.log(
        "victim",
        f"Player {b['att'] + 1} declares {target} as the victim.",
        player=b["att"],
        victim=victim,
        team=list(b["ateam"]),
    )
    b["step"] = "aorder" if len(b["ateam"]) > 1 else "wa"
    if b["step"] == "wa":
        after_attack_formation(s)


def after_attack_formation(s: KeeperState) -> None:
    """Taunt and Assassin right after Attack Formation, Medic on the attackers (K-22, K-23, K-27)."""
    b = s.battle
    assert b is not None
    for u in list(s.players[b["def"]].field):
        m = s.minions[u]
        if m.counter_count("taunt") and not m.petrified and b["victim"] != u:
            m.take_counter("taunt")
            b["victim"] = u
            b["vctrl"] = m.ctrl
            if not b["berzerk"] and u not in s.declared:
                s.declared.append(u)
            s.log("counter", f"A Taunt Counter makes {s.name(u)} the victim.", card=u, counter="taunt")
    if len(b["ateam"]) == 1 and s.minions[b["ateam"][0]].counter_count("assassin"):
        s.minions[b["ateam"][0]].take_counter("assassin")
        b["skip_def"] = True
        s.log("counter", "An Assassin Counter skips Defense Formation.", counter="assassin")
    for u in list(b["ateam"]):
        if s.minions[u].counter_count("medic"):
            medic(s, u)
    meet(s, "enemy_attacks", b["def"])
    s.prio, s.wpass = s.tp, 0


def after_defense_formation(s: KeeperState) -> None:
    b = s.battle
    assert b is not None
    for u in list(b["dteam"]):
        if s.minions[u].counter_count("medic"):
            medic(s, u)
    b["step"] = "wd"
    s.prio, s.wpass = s.tp, 0


def window_closed(s: KeeperState) -> None:
    """Every player passed in a battle window: on to the next step."""
    b = s.battle
    assert b is not None
    if b["step"] == "wa":
        b["step"] = "damage" if b["skip_def"] else "defend"
    else:
        b["step"] = "damage"


def _team(s: KeeperState, team: list[str], ctrl: int) -> list[str]:
    """Members still in the team: on-field, controlled by the team's player, not petrified."""
    return [u for u in team if u in s.minions and s.minions[u].ctrl == ctrl and not s.minions[u].petrified]


def roll_dice(s: KeeperState) -> None:
    """Damage Allocation begins: both players roll one die per SP of their team, all at once."""
    b = s.battle
    assert b is not None
    b["ateam"] = _team(s, b["ateam"], b["att"])
    b["dteam"] = _team(s, b["dteam"], b["def"])
    b["step"] = "adice"
    s.work.append(
        {
            "t": "roll",
            "p": b["def"],
            "n": sum(s.minions[u].sp for u in b["dteam"]),
            "why": "defense",
            "dest": "ddice",
        }
    )
    s.work.append(
        {
            "t": "roll",
            "p": b["att"],
            "n": sum(s.minions[u].sp for u in b["ateam"]),
            "why": "attack",
            "dest": "adice",
        }
    )


def dice_choices(s: KeeperState) -> list[KAction]:
    """The distinct faces the deciding player may use next (equal dice are interchangeable)."""
    b = s.battle
    assert b is not None
    dice = b["adice"] if b["step"] == "adice" else b["ddice"]
    return [KAction("die", (str(v),)) for v in sorted(set(dice))]


def use_die(s: KeeperState, v: int) -> None:
    """The next die goes to the next surviving minion of the other team; attacking leftovers are kept."""
    b = s.battle
    assert b is not None
    side = "a" if b["step"] == "adice" else "d"
    dice = b["adice"] if side == "a" else b["ddice"]
    dice.remove(v)
    other = _team(s, b["dteam"] if side == "a" else b["ateam"], b["def"] if side == "a" else b["att"])
    roller = b["att"] if side == "a" else b["def"]
    if other:
        s.log(
            "die_used",
            f"Player {roller + 1} puts a {v} on {s.name(other[0])}.",
            player=roller,
            die=v,
            target=other[0],
        )
        inflict(s, other[0], v, True, roller)
    elif side == "a":
        b["left"].append(v)
    if not dice:
        b["step"] = "ddice" if side == "a" else "leftover"


def auto_dice(s: KeeperState) -> bool:
    """Use dice that need no decision (one face left, or no minion left to take them)."""
    b = s.battle
    assert b is not None
    side = "a" if b["step"] == "adice" else "d"
    dice = b["adice"] if side == "a" else b["ddice"]
    other = _team(s, b["dteam"] if side == "a" else b["ateam"], b["def"] if side == "a" else b["att"])
    if not dice:
        b["step"] = "ddice" if side == "a" else "leftover"
        return True
    if len(set(dice)) == 1 or not other:
        use_die(s, dice[0])
        return True
    return False


def leftover(s: KeeperState) -> None:
    """Attacking dice left over hit the victim as one total; the battle ends."""
    b = s.battle
    assert b is not None
    total = sum(b["left"])
    if total:
        victim = b["victim"]
        if victim.startswith("p"):
            hurt_player(s, int(victim[1:]) - 1, total, "attack")
        elif victim in s.minions:
            if not s.minions[victim].petrified:
                inflict(s, victim, total, True, b["att"])
        else:
            hurt_player(s, b["vctrl"], total, "attack on a fallen victim")
    s.log("battle_end", "The battle ends.", attacker=b["att"], defender=b["def"])
    s.battle = None
    s.prio, s.wpass = s.tp, 0


def conscript(s: KeeperState, uid: str) -> None:
    """Conscript into its controller's team of the ongoing battle (K-46, K-47)."""
    b = s.battle
    m = s.minions[uid]
    if b is None or m.petrified or (m.exhausted and m.fatigue >= 0):
        return
    team = "ateam" if m.ctrl == b["att"] else "dteam" if m.ctrl == b["def"] else ""
    if not team or uid in b[team]:
        return
    if m.exhausted:
        m.fatigue = s.turn
    m.exhausted = True
    b[team].append(uid)
    s.log("enlist", f"{s.name(uid)} is conscripted.", card=uid, team=team)
    if b["step"] in ORDERED[team] and len(b[team]) > 1:
        b["reorder"] = team


def start_reorder(s: KeeperState) -> None:
    """After a late conscription the team's controller selects its formation order again (K-47)."""
    b = s.battle
    assert b is not None
    if len(b[b["reorder"]]) < 2:
        del b["reorder"]
        return
    b["resume"], b["step"], b["order"] = b["step"], "reorder", []


def battle_actions(s: KeeperState) -> list[KAction]:
    """The deciding player's actions at a battle step that needs a decision."""
    b = s.battle
    assert b is not None
    step = b["step"]
    if step == "attack":
        out = [KAction("enlist", (u,)) for u in attackers(s, b["att"])]
        return out + [KAction("victim", (v,)) for v in victims(s, b["att"])]
    if step in ("aorder", "dorder", "reorder"):
        team = b[b["reorder"]] if step == "reorder" else b["ateam"] if step == "aorder" else b["dteam"]
        return [KAction("first", (u,)) for u in team if u not in b["order"]]
    if step == "defend":
        return [KAction("done")] + [KAction("defend", (u,)) for u in attackers(s, b["def"])]
    return dice_choices(s)


def battle_act(s: KeeperState, action: KAction) -> None:
    b = s.battle
    assert b is not None
    verb = action.verb
    if verb == "enlist":
        s.minions[action.args[0]].exhausted = True
        b["ateam"].append(action.args[0])
        s.log(
            "enlist",
            f"Player {b['att'] + 1} enlists {s.name(action.args[0])}.",
            card=action.args[0],
            team="attack",
        )
    elif verb == "victim":
        declare(s, action.args[0])
    elif verb == "first":
        _order(s, action.args[0])
    elif verb == "defend":
        s.minions[action.args[0]].exhausted = True
        b["dteam"].append(action.args[0])
        s.log(
            "enlist",
            f"Player {b['def'] + 1} defends with {s.name(action.args[0])}.",
            card=action.args[0],
            team="defense",
        )
    elif verb == "done":
        b["order"] = []
        if len(b["dteam"]) > 1:
            b["step"] = "dorder"
        else:
            after_defense_formation(s)
    elif verb == "die":
        use_die(s, int(action.args[0]))


def _order(s: KeeperState, uid: str) -> None:
    """Formation order, one minion at a time; the last one needs no choice."""
    b = s.battle
    assert b is not None
    b["order"].append(uid)
    team = b["reorder"] if b["step"] == "reorder" else "ateam" if b["step"] == "aorder" else "dteam"
    rest = [u for u in b[team] if u not in b["order"]]
    if len(rest) > 1:
        return
    b[team] = b["order"] + rest
    b["order"] = []
    if b["step"] == "reorder":
        b["step"] = b.pop("resume")
        del b["reorder"]
        s.log(
            "formation",
            f"Formation order again: {', '.join(s.name(u) for u in b[team])}.",
            team=team,
            order=list(b[team]),
        )
        return
    s.log(
        "formation",
        f"Formation order: {', '.join(s.name(u) for u in b[team])}.",
        team=team,
        order=list(b[team]),
    )
    if team == "ateam":
        b["step"] = "wa"
        after_attack_formation(s)
    else:
        after_defense_formation(s)


def battle_state(s: KeeperState) -> dict[str, Any] | None:
    """The battle as observations show it (everything in a battle is public)."""
    b = s.battle
    if b is None:
        return None
    return {k: (list(v) if isinstance(v, list) else v) for k, v in b.items()}
