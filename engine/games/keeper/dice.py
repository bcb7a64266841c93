"""Six-sided dice from the state's generator, shown die by die, and Dice Counters (re-rolls).

A ``roll`` task rolls and writes the faces where its consumer reads them: the task beneath it, or a
battle's dice. Then every owner of a Dice Counter, clockwise from the turn player, may pop one to
re-roll any one die; a re-roll is a new roll, so the owners are asked again (rules decision K-28).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.keeper.chain import ask

if TYPE_CHECKING:
    from engine.games.keeper.state import KeeperState


def _faces(s: KeeperState, task: dict[str, Any]) -> list[int]:
    dest = task.get("dest", "")
    if dest and s.battle is not None:
        faces: list[int] = s.battle[dest]
        return faces
    below: list[int] = s.work[-1].setdefault("dice", [])
    return below


def task_roll(s: KeeperState, task: dict[str, Any]) -> None:
    """Roll ``n`` dice for player ``p``; the event lists each face."""
    faces = _faces(s, task)
    faces.clear()
    faces.extend(s.rng.randint(1, 6) for _ in range(task["n"]))
    p = task["p"]
    if task["n"]:
        s.log(
            "dice_rolled",
            f"Player {p + 1} rolls {task['n']} {'die' if task['n'] == 1 else 'dice'} "
            f"({task['why']}): {', '.join(map(str, faces))}.",
            player=p,
            faces=list(faces),
            why=task["why"],
        )
    if task["n"] and any(c[0] == "dice" for m in s.minions.values() for c in m.counters):
        s.work.append({"t": "reroll", "p": p, "dest": task.get("dest", ""), "asked": []})


def task_reroll(s: KeeperState, task: dict[str, Any]) -> None:
    """Offer each Dice Counter owner a re-roll of one die, until everyone keeps."""
    faces = _faces(s, task)
    if "ans" in task:
        ans = str(task.pop("ans"))
        owner = task["owner"]
        if ans == "keep":
            task["asked"].append(owner)
        else:
            i = int(ans.removeprefix("die"))
            for m in sorted(s.minions.values(), key=lambda m: m.uid):
                if m.take_counter("dice", owner):
                    break
            old = faces[i]
            faces[i] = s.rng.randint(1, 6)
            s.log(
                "dice_rerolled",
                f"Player {owner + 1} pops a Dice Counter: the {old} is re-rolled to {faces[i]}.",
                player=owner,
                index=i,
                old=old,
                face=faces[i],
                faces=list(faces),
            )
            task["asked"] = []
    for owner in s.clockwise(s.tp):
        if owner in task["asked"]:
            continue
        if any(c[0] == "dice" and c[1] == owner for m in s.minions.values() for c in m.counters):
            task["owner"] = owner
            ask(
                s,
                task,
                owner,
                "reroll",
                ["keep", *[f"die{i}" for i in range(len(faces))]],
                "re-roll a die with a Dice Counter",
                faces=list(faces),
            )
            return
