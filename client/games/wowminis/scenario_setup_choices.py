"""Scenarios on the new-game screen: the list (shipped, then the player's), and what a scenario shows.

The new-game screen has a "Scenarios" choice next to its boards. There a row per scenario
replaces the board list, the scenario's description, goal and both sides replace the party
pickers, and "Set up a scenario..." opens the scenario setup screen. Starting plays the scenario
with its own rules options (``Scenario.game()``), from the side it suggests unless the player
picks the other.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path

from engine.games.wowminis.board import Board
from engine.games.wowminis.game import WowMinisGame
from engine.games.wowminis.scenario import Scenario, scenario_state, shipped_scenarios, user_scenarios
from engine.hex import parse_hex


@dataclass(frozen=True)
class ScenarioChoice:
    """A scenario on offer: shipped, or from the player's scenarios folder."""

    scenario: Scenario
    board: Board
    user: bool = False

    @property
    def label(self) -> str:
        return f"{self.scenario.name} (yours)" if self.user else self.scenario.name


def available_scenarios(
    game: WowMinisGame, folder: Path | None = None
) -> tuple[list[ScenarioChoice], list[str]]:
    """The shipped scenarios, then the player's valid ones by name; and a problem per file that is not."""
    shipped = [
        ScenarioChoice(s, game.resolve_board(s.position["board"], s.source)) for s in shipped_scenarios(game)
    ]
    try:
        mine, problems = user_scenarios(folder, game)
    except OSError as exc:
        return shipped, [f"Cannot read your scenarios folder: {exc}"]
    user = [ScenarioChoice(s, game.resolve_board(s.position["board"], s.source), user=True) for s in mine]
    return shipped + user, problems


def describe_scenario(game: WowMinisGame, choice: ScenarioChoice) -> str:
    """The scenario as the new-game screen shows it (pygame_gui HTML): situation, goal and both sides."""
    scenario = choice.scenario
    position = scenario.position
    players = position.get("players", [{}, {}])
    clock = f"round {position.get('round', 1)}, master clock {position.get('master', 1)}"
    where = f"{choice.board.name} \u00b7 {clock}"
    lines = [f"<b>{html.escape(scenario.name)}</b>", f"<i>{html.escape(where)}</i>"]
    if scenario.description:
        lines.append(html.escape(scenario.description))
    if scenario.goal:
        lines.append(f"<font color='#ecc66c'><b>Goal:</b> {html.escape(scenario.goal)}</font>")
    start = scenario_state(scenario.game(), scenario, 0)
    for side in (0, 1):
        name = (
            str(players[side].get("name", f"Side {side + 1}")) if side < len(players) else f"Side {side + 1}"
        )
        vp = int(players[side].get("vp", 0)) if side < len(players) else 0
        first = " \u00b7 acts first" if scenario.first == side else ""
        score = f"{vp} VP of {start.honor_total(side)} to win"
        lines.append(f"<br><b>Side {side + 1}: {html.escape(name)}</b> \u00b7 {score}{first}")
        for raw in position["characters"]:
            if int(raw.get("owner", 0)) != side:
                continue
            char = game.catalog.characters[raw["id"]]
            health = int(raw.get("health", char.health))
            where = f"at {parse_hex(str(raw['pos']))}" if raw.get("pos") is not None else "off the board"
            detail = f"{where}, clock {raw.get('clock', 1)}, health {health}/{char.health}"
            lines.append(f"\u2022 {html.escape(char.name)}: <i>{detail}</i>")
    return "<br>".join(lines)
