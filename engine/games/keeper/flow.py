"""The turn: mulligans, the five phases, open windows, chains, battles and the endgame (Turn Order).

``advance`` moves the game on until a player must decide: it runs queued tasks, resolves chains,
starts berzerk battles, steps battles, and passes windows for players who have nothing to do (a choice
with one option is not asked). Windows (rules decision K-10): the turn player acts first; when they
pass, each other player clockwise may start a chain; after any chain the turn player acts again; a
phase or battle step ends when every player has passed in a row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.core import Action
from engine.games.keeper import battle, chain, dice, effects
from engine.games.keeper.abilities import can_chain
from engine.games.keeper.actions import KAction
from engine.games.keeper.zones import draw, level_of, place_minion

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState

HANDLERS: dict[str, Callable[[KeeperState, dict[str, Any]], None]] = {
    "pay": chain.task_pay,
    "traps": chain.task_traps,
    "link": chain.task_link,
    "tograve": chain.task_tograve,
    "hostdie": chain.task_hostdie,
    "berzerk": chain.task_berzerk,
    "voodoo": chain.task_voodoo,
    "heal": chain.task_heal,
    "roll": dice.task_roll,
    "reroll": dice.task_reroll,
    "sub": effects.task_sub,
    "eff": effects.task_eff,
    "unexcavate": effects.task_unexcavate,
    "craft": effects.task_craft,
    "burn": effects.task_burn,
    "wound": effects.task_wound,
    "deploy": effects.task_deploy,
    "gift_summon": effects.task_gift_summon,
    "mulligan": lambda s, t: task_mulligan(s, t),
    "agree": lambda s, t: task_agree(s, t),
    "bdie": lambda s, t: battle.use_die(s, int(t["v"])),
}
CHAINING = ("cast", "use", "pop")


def decider(s: KeeperState) -> int:
    """Who decides now (the game is not over)."""
    if s.pending is not None:
        return int(s.pending["p"])
    if s.chain and not s.resolving:
        return s.responder
    b = s.battle
    if b is not None and b["step"] in battle.DECIDING_STEPS:
        if b["step"] == "reorder":
            return int(b["att"] if b["reorder"] == "ateam" else b["def"])
        return int(b["att"] if b["step"] in ("attack", "aorder", "adice") else b["def"])
    return s.prio


def task_mulligan(s: KeeperState, task: dict[str, Any]) -> None:
    """Once, optionally: bury any cards of the opening hand, then draw as many (K-03, K-04)."""
    p = task["p"]
    pl = s.players[p]
    if "ans" in task:
        ans = str(task.pop("ans"))
        if ans in ("keep", "done"):
            pl.mulliganed = ans == "done"
            if task["buried"]:
                s.log(
                    "mulligan",
                    f"Player {p + 1} buries {len(task['buried'])} card(s) and draws as many.",
                    player=p,
                    count=len(task["buried"]),
                )
                draw(s, p, len(task["buried"]))
            return
        pl.hand.remove(ans)
        pl.deck.append(ans)
        task["buried"].append(ans)
    if not pl.hand:
        task["ans"] = "done"
        s.work.append(task)
        return
    chain.ask(
        s,
        task,
        p,
        "mulligan",
        ["done" if task["buried"] else "keep", *sorted(pl.hand)],
        "bury cards to mulligan, or keep",
    )


def task_agree(s: KeeperState, task: dict[str, Any]) -> None:
    """Endgame by agreement (K-53): every other player, clockwise, agrees or refuses; one refusal ends it."""
    if "ans" in task:
        ans = str(task.pop("ans"))
        q = task["asking"]
        s.log("agree", f"Player {q + 1} {'agrees' if ans == 'agree' else 'refuses'}.", player=q, answer=ans)
        if ans != "agree":
            return
        task["asked"].append(q)
    for q in s.enemies(task["from"]):
        if q not in task["asked"]:
            task["asking"] = q
            chain.ask(
                s,
                task,
                q,
                "agree",
                ["agree", "refuse"],
                f"player {task['from'] + 1} proposes to end the game",
            )
            return
    from engine.games.keeper.endgame import finish

    finish(s, "all players agreed to end the game")


def start_turn(s: KeeperState, p: int) -> None:
    """Draw Phase (the first player skips it on the game's first turn), then the Resource Phase."""
    s.turn += 1
    s.tp = p
    s.declared = []
    s.log("turn", f"Turn {s.turn}: player {p + 1}.", player=p, turn=s.turn)
    if not (s.turn == 1 and p == s.first):
        draw(s, p)
    s.phase = "resource"
    s.prio, s.wpass = p, 0


def recovery(s: KeeperState) -> None:
    """Recovery Phase: unexhaust every minion and resource, reset SP, HP and level, except fatigued
    minions before their controller's next Recovery Phase (K-12); hypnotize and down-level end (K-13,
    K-41); Berzerk locks and met conditions lapse."""
    for pl in s.players:
        pl.spent = []
    for uid in sorted(s.minions):
        m = s.minions[uid]
        if m.fatigue >= 0:
            if m.ctrl == s.tp and s.turn > m.fatigue:
                m.fatigue = -1
            else:
                continue
        card = s.card(uid)
        m.exhausted = False
        if not m.petrified:
            m.sp, m.hp, m.level = card.sp, card.hp, card.level
        m.locked = False
        if m.hyp >= 0:
            s.players[m.ctrl].field.remove(uid)
            m.ctrl, m.hyp = m.hyp, -1
            s.players[m.ctrl].field.append(uid)
            s.log("hypnotize_ends", f"{s.name(uid)} returns to player {m.ctrl + 1}.", card=uid, player=m.ctrl)
    s.down = {}
    s.met = []
    s.log("recovery", "Recovery Phase: every minion and resource is unexhausted.", turn=s.turn)
    start_turn(s, s.left(s.tp))


def close_window(s: KeeperState) -> None:
    """Every player passed: the phase (or battle step) ends."""
    if s.battle is not None:
        battle.window_closed(s)
    elif s.phase == "action":
        s.phase = "battle"
    elif s.phase == "battle":
        s.phase = "recovery"
    elif s.phase == "recovery":
        recovery(s)
        return
    s.prio, s.wpass = s.tp, 0


def window_pass(s: KeeperState) -> None:
    s.wpass += 1
    if s.wpass >= s.n:
        close_window(s)
    else:
        s.prio = s.left(s.prio)


def end_check(s: KeeperState) -> bool:
    """Endgame (K-51): a deck-out ends at once; HP is judged between tasks and battle steps."""
    if s.result is not None:
        return True
    decked = any(pl.decked for pl in s.players)
    if not decked:
        b = s.battle
        if b is not None and b["step"] in ("adice", "ddice"):
            return False
        if sum(1 for pl in s.players if pl.hp > 0) > 1:
            return False
    from engine.games.keeper.endgame import finish

    finish(
        s,
        "a player had to draw from an empty deck"
        if decked
        else "all players but one are at 0 HP"
        if any(pl.hp > 0 for pl in s.players)
        else "all players are at 0 HP",
    )
    return True


def window_has_choice(s: KeeperState) -> bool:
    """Whether the player with the initiative has anything but passing (else they pass by themselves)."""
    p = s.prio
    if p == s.tp and s.battle is None:
        pl = s.players[p]
        if s.phase == "action":
            free = pl.free_resources()
            if s.game.options["agreement"] and s.proposal_turn != s.turn:
                return True
            if any(s.card(u).kind == "minion" and level_of(s, u) <= free for u in pl.hand):
                return True
        elif s.phase == "battle" and battle.attackers(s, p) and battle.victims(s, p):
            return True
    return can_chain(s, p, False)


def advance(s: KeeperState) -> None:
    """Run the game forward to the next decision (or the end)."""
    from engine.games.keeper.legal import legal_actions

    while True:
        if any(pl.decked for pl in s.players) and end_check(s):
            return
        if s.pending is not None:
            return
        if s.work:
            task = s.work.pop()
            HANDLERS[task["t"]](s, task)
            continue
        if end_check(s):
            return
        if s.phase == "mulligan":
            start_turn(s, s.first)
            continue
        if s.resolving:
            chain.finish_chain(s)
            continue
        if s.chain:
            if can_chain(s, s.responder, True):
                s.remember_legal_actions(legal_actions(s))
                return
            chain.pass_response(s)
            continue
        if s.berzerks and s.battle is None:
            host, victim = s.berzerks.pop(0)
            battle.start_berzerk(s, host, victim)
            continue
        b = s.battle
        if b is not None and b.get("reorder") and b["step"] != "reorder":
            battle.start_reorder(s)
            continue
        if b is not None:
            step = b["step"]
            if step == "damage":
                battle.roll_dice(s)
                continue
            if step == "leftover":
                battle.leftover(s)
                continue
            if step in ("adice", "ddice"):
                if battle.auto_dice(s):
                    continue
                return
            if step in battle.DECIDING_STEPS:
                options = battle.battle_actions(s)
                if len(options) == 1:
                    battle.battle_act(s, options[0])
                    continue
                return
        if s.phase == "resource":
            if s.players[s.tp].hand:
                return
            s.phase = "action"
            continue
        if window_has_choice(s):
            s.remember_legal_actions(legal_actions(s))
            return
        window_pass(s)


def apply(s: KeeperState, action: Action) -> None:
    """Apply a legal action, then run on to the next decision."""
    assert isinstance(action, KAction)
    verb, args = action.verb, action.args
    p = decider(s)
    if verb == "choose":
        assert s.pending is not None
        s.pending = None
        s.work[-1]["ans"] = args[0]
    elif verb in CHAINING:
        chain.perform(s, p, action)
    elif verb == "pass":
        if s.chain and not s.resolving:
            chain.pass_response(s)
        elif s.phase == "resource":
            s.phase = "action"
            s.prio, s.wpass = s.tp, 0
        else:
            window_pass(s)
    elif verb == "sow":
        uid = args[0]
        s.players[p].hand.remove(uid)
        s.players[p].granary.append(uid)
        s.log("sow", f"Player {p + 1} sows a resource.", player=p)
        s.phase = "action"
        s.prio, s.wpass = s.tp, 0
    elif verb == "summon":
        uid = args[0]
        chain.pay_resources(s, p, level_of(s, uid))
        s.players[p].hand.remove(uid)
        place_minion(s, uid, p, p)
        s.log("summon", f"Player {p + 1} summons {s.name(uid)}.", player=p, card=uid, card_id=s.cards[uid])
    elif verb == "propose":
        s.proposal_turn = s.turn
        s.log("propose", f"Player {p + 1} proposes to end the game.", player=p)
        s.work.append({"t": "agree", "from": p, "asked": []})
    elif verb == "attack":
        battle.start(s, p, args[0])
    else:
        battle.battle_act(s, action)
    advance(s)
