"""Riftbound game flow at the card table: conceding with a confirmation, a best-of-3 match (its score in
view, the end screen's next game, the new-game screen's format), every prompt kind read in words, and
cards kept inside their zones at 1280x720, the default window and a tall window."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from client.app import App
from client.game.controller import GameController, Seat
from client.games.riftbound.new_game import NewRiftboundScene
from client.games.riftbound.table import RiftboundTable
from client.table.dialogs import ChoiceScene
from client.table.end_screen import TableEndScene
from client.table.gestures import Gesture
from client.table.scene import CardTableScene
from engine.core import REGISTRY
from engine.core.session import Session
from engine.games.riftbound.actions import RAction
from engine.games.riftbound.bots import choose_action
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.match import new_match
from engine.games.riftbound.state import RiftState
from tests.client.events import click
from tests.engine.games.riftbound.helpers import act, deck, duel, hand, pass_all, runes, unit

RAW_UID = re.compile(r"\bc\d{3}\b")


def game() -> RiftboundGame:
    loaded = REGISTRY.load("riftbound")
    assert isinstance(loaded, RiftboundGame)
    return loaded


def your_turn(setup: dict[str, Any] | None = None, seed: int = 3, after: int = 0) -> Session:
    """A session at player 1's open Main Phase, both sides played by the heuristic until then."""
    session = Session.new(game(), seed, setup, ["You", "Computer (easy)"])
    for _ in range(3000):
        s = session.state
        assert isinstance(s, RiftState) and not s.is_terminal()
        is_open = s.step == "main" and s.prompt is None and not s.chain and s.sd is None
        if s.current_player() == 0 and is_open and len(session.actions) >= after:
            return session
        session.apply(choose_action(s, s.current_player(), s.legal_actions()))
    raise AssertionError("player 1 never reached an open Main Phase")


def open_table(
    apps: list[App], session: Session, size: tuple[int, int] = (1280, 800)
) -> tuple[App, CardTableScene]:
    app = App(size, headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    seats = [Seat("You"), Seat("Computer (easy)", "ai", "heuristic")]
    scene = CardTableScene(app, GameController(session, seats, seed=session.seed), RiftboundTable(game()))
    app.scenes.push(scene)
    app.step()
    apps.append(app)
    return app, scene


def test_650_concede_asks_first_then_the_opponent_wins(apps: list[App]) -> None:
    from client.scenes.confirm import ConfirmScene

    app, scene = open_table(apps, your_turn())
    before = len(scene.controller.session.actions)
    assert scene.index.of_kind("concede") and scene.concede_button.is_enabled
    click(app, scene.concede_button)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and len(scene.controller.session.actions) == before
    click(app, dialog.confirm_button)
    outcome = scene.controller.outcome()
    assert outcome is not None and outcome.winners == (1,) and outcome.reason == "player 1 conceded"


def test_passing_stays_automatic_though_conceding_is_always_offered() -> None:
    table = RiftboundTable(game())
    passing = Gesture(RAction("pass"), "end", label="Pass")
    conceding = Gesture(RAction("concede"), "concede", label="Concede")
    assert table.auto([passing, conceding], {}) is passing
    assert table.auto([passing, conceding, Gesture(RAction("play", ("c001",)), "play")], {}) is None


def test_481_the_match_score_is_in_view_and_the_end_screen_starts_the_next_game(
    apps: list[App], shots: Path
) -> None:
    app, scene = open_table(apps, your_turn(new_match(["jinx", "garen"])))
    lines = [text for text, _ in scene._details_lines()]
    assert "Match, game 1 (best of 3): games won 0-0" in lines
    scene.submit(scene.index.of_kind("concede")[0])
    for _ in range(5):
        app.step()
    end = app.scenes.top
    assert isinstance(end, TableEndScene)
    assert end.rematch_button.text == "Game 2"
    assert "0 of 2 game wins" in end.score_html() and "1 of 2 game wins" in end.score_html()
    app.screenshot(shots / "riftbound-match-end.png")
    click(app, end.rematch_button)
    table = next(s for s in reversed(list(app.scenes)) if isinstance(s, CardTableScene))
    setup = table.controller.session.setup
    assert setup["match"]["game"] == 2 and setup["match"]["wins"] == [0, 1] and setup["first"] == 0
    app.step()
    dialog = app.scenes.top
    assert isinstance(dialog, ChoiceScene)
    names = [label for label, _ in dialog.options]
    used = {game().pool[c].name for c in setup["match"]["used"][0]}
    assert len(names) == 2 and not set(names) & used
    app.screenshot(shots / "riftbound-match-battlefield.png")


def test_481_the_new_game_screen_offers_a_best_of_3_match(apps: list[App]) -> None:
    app = App((1280, 800), headless=True)
    apps.append(app)
    screen = NewRiftboundScene(app)
    app.scenes.push(screen)
    app.step()
    assert "match" not in screen.setup()
    click(app, screen.format_buttons["match"])
    setup = screen.setup()
    assert setup["match"] == {"wins": [0, 0], "used": [[], []], "game": 1} and len(setup["decks"]) == 2


def _labels_of(table: RiftboundTable, s: RiftState, prompt: dict[str, Any]) -> tuple[str, list[str]]:
    s.prompt = prompt
    obs = s.observation(prompt["p"])
    actions = [RAction("choose", (str(o),)) for o in prompt["options"]]
    text = table.view(obs, ["You", "Them"]).prompt
    return text, [g.label for g in table.gestures(actions, obs)]


def test_every_prompt_kind_the_engine_asks_reads_in_words() -> None:
    table = RiftboundTable(game())
    s = duel()
    mine = unit(s, "iron-vanguard", 0, "f0")
    other = unit(s, "stalwart-poro", 0)
    enemy = unit(s, "iron-vanguard", 1, "f0")
    watch = unit(s, "zhonyas-hourglass", 0)
    sage = unit(s, "ionian-sage", 0)
    card = hand(s, 0, "cleave")
    trashed = s.new_uid("hextech-ray", 0)
    s.players[0]["trash"].append(trashed)
    prompts = [
        {
            "p": 0,
            "kind": "replace",
            "options": [watch, f"{watch}:{mine}"],
            "saves": {watch: [mine], f"{watch}:{mine}": [mine]},
        },
        {"p": 0, "kind": "discounts", "options": [f"{sage}+{card}"], "pending": {}},
        {"p": 0, "kind": "cost_kill", "options": [mine, other], "pending": {}},
        {"p": 0, "kind": "cost_recycle", "options": [trashed], "pending": {"picked": []}},
        {"p": 0, "kind": "trigger_order", "options": [f"{sage}.vision", f"{sage}.0"]},
        {"p": 0, "kind": "split", "options": [enemy], "left": 3},
        {"p": 0, "kind": "discard", "options": [card], "left": 2, "step": 0},
        {"p": 0, "kind": "recycle", "options": [trashed], "left": 1, "step": 0},
        {"p": 0, "kind": "subset", "options": [enemy, "done"], "left": 4, "step": 0},
        {"p": 0, "kind": "battlefield", "options": ["windswept-hillock", "vilemaws-lair"]},
        {"p": 0, "kind": "cost_discard", "options": [card], "pending": {"picked": []}},
        {"p": 0, "kind": "rechoose", "options": [enemy, "keep"], "step": 0},
        {"p": 0, "kind": "cost_exhaust", "options": [mine, other], "pending": {}},
        {"p": 0, "kind": "predict", "options": ["keep", "recycle"], "card": card, "step": 0},
    ]
    seen: dict[str, tuple[str, list[str]]] = {}
    for prompt in prompts:
        text, labels = _labels_of(table, s, prompt)
        assert text and text != "Choose" and not RAW_UID.search(text), prompt["kind"]
        assert all(label and not RAW_UID.search(label) for label in labels), (prompt["kind"], labels)
        seen[prompt["kind"]] = (text, labels)
    assert seen["replace"][1] == [
        "Zhonya's Hourglass saves Iron Vanguard, yours at Vilemaw's Lair",
        "Zhonya's Hourglass saves Iron Vanguard, yours at Vilemaw's Lair",
    ]
    assert seen["discounts"][1] == ["Discounts in this order: Ionian Sage, then Cleave"]
    assert seen["trigger_order"][1] == [
        "Ionian Sage, your base: Vision",
        "Ionian Sage, your base: its ability",
    ]
    assert seen["split"][0].endswith("(3 left)") and seen["subset"][1][-1] == "Done"
    assert seen["battlefield"][1] == ["Windswept Hillock", "Vilemaw's Lair"]
    assert seen["rechoose"][1] == ["Iron Vanguard, theirs at Vilemaw's Lair", "Keep its target"]
    assert seen["predict"][1] == ["Keep it on top", "Recycle it"]


def test_a_repeat_with_its_own_targets_names_both(apps: list[App]) -> None:
    table = RiftboundTable(game())
    s = duel()
    first = unit(s, "iron-vanguard", 1, "f0")
    second = unit(s, "stalwart-poro", 1, "f0")
    bolt = hand(s, 0, "chaos-bolt")
    obs = s.observation(0)
    action = RAction("play", (bolt, "repeat", "->", first, "->", second))
    (gesture,) = table.gestures([action], obs)
    assert (
        gesture.label == "Play with Repeat on Iron Vanguard, then on Stalwart Poro"
        and gesture.target == first
    )


@pytest.mark.parametrize("size", [(1280, 720), (1280, 800), (1280, 1024)], ids=["720p", "default", "tall"])
def test_battlefields_and_legends_stay_inside_their_own_zones(
    apps: list[App], shots: Path, size: tuple[int, int]
) -> None:
    app, scene = open_table(apps, your_turn(seed=2, after=60), size)
    app.screenshot(shots / f"riftbound-table-{size[0]}x{size[1]}.png")
    geometry = scene.geometry
    placed = geometry.place(scene.view)
    single = [p for p in placed if p.kind in ("portrait", "pile")]
    assert {p.zone for p in single} >= {"field0", "field1", "legend"}
    for p in single:
        assert geometry.rects[(p.zone, p.seat)].contains(p.rect), (p.zone, p.seat, p.rect)
    for p in placed:
        assert geometry.table.contains(p.rect) or p.kind == "hand", (p.zone, p.rect)


def test_144_3_b_a_group_from_two_places_says_where_its_units_come_from() -> None:
    table = RiftboundTable(game())
    s = duel()
    walker = unit(s, "iron-vanguard", 0)
    monk = unit(s, "wandering-monk", 0, "f1")
    obs = s.observation(0)
    action = RAction("move", (f"{walker}+{monk}", "@f0"))
    labels = {g.label for g in table.gestures([action], obs)}
    assert labels == {"Move all 2 together (from your base and Trifarian War Camp)"}


def test_481_a_decided_match_offers_a_new_match() -> None:
    table = RiftboundTable(game())
    setup = {
        "decks": ["jinx", "garen"],
        "match": {"wins": [1, 0], "used": [["windswept-hillock"], ["vilemaws-lair"]], "game": 2},
    }
    s = game().new_initial_state(3, setup)
    s.winner, s.reason = 0, "player 1 reached 8 points"
    label, following = table.next_setup(setup, s) or ("", {})
    assert label == "New match" and following == new_match(["jinx", "garen"])
    assert table.score_text(s.observation(0), 0).endswith("2 of 2 game wins: the match")
    assert table.next_setup({"decks": ["jinx", "garen"]}, s) is None


def test_every_prompt_kind_the_engine_can_ask_has_a_question_in_words() -> None:
    from client.games.riftbound.table import PROMPTS
    from engine.games.riftbound import costs, picks

    asked = {"mulligan", "battlefield", "trigger", "may", "vision", "showdown", "assign", "replace"}
    asked |= {"trigger_order", "split", *costs.KINDS, *picks.KINDS}
    assert sorted(asked - set(PROMPTS)) == []


def test_436_1_b_ordering_predicted_cards_names_them_for_their_player_only() -> None:
    table = RiftboundTable(game())
    s = duel()
    runes(s, 0, "mind", 1)
    deck(s, 0, ["final-spark", "cleave", "block"])
    act(s, f"play {hand(s, 0, 'glimpse-beyond')}")
    pass_all(s)
    question = table.view(s.observation(0), ["You", "Them"]).prompt
    assert question == "Predict: keep Final Spark on top, or recycle it"
    assert "Final Spark" not in table.view(s.observation(1), ["You", "Them"]).prompt
    act(s, "choose keep")
    act(s, "choose keep")
    obs = s.observation(0)
    assert table.view(obs, ["You", "Them"]).prompt.startswith("Predict: choose the card to put on top next")
    labels = [g.label for g in table.gestures(s.legal_actions(), obs)]
    assert labels[:2] == ["Final Spark", "Cleave"]
    assert "final-spark" not in str(s.observation(1)["prompt"])


def test_357_a_play_paying_its_optional_additional_cost_says_so() -> None:
    table = RiftboundTable(game())
    s = duel()
    runes(s, 0, "mind", 2)
    touch = hand(s, 0, "frigid-touch")
    enemy = unit(s, "trifarian-brute", 1, "f0")
    labels = {str(g.action): g.label for g in table.gestures(s.legal_actions(), s.observation(0))}
    assert labels[f"play {touch} -> {enemy}"] == "Play"
    assert labels[f"play {touch} extra -> {enemy}"] == "Play, paying the additional cost"


def test_baited_hooks_choice_names_the_looked_at_units() -> None:
    table = RiftboundTable(game())
    s = duel()
    hook = unit(s, "baited-hook", 0)
    runes(s, 0, "chaos", 2)
    bait = unit(s, "legion-rearguard", 0)
    deck(s, 0, ["cleave", "trifarian-brute", "iron-vanguard", "noxus-hopeful", "block"])
    act(s, f"use {hook}.0 -> {bait}")
    pass_all(s)
    obs = s.observation(0)
    assert table.view(obs, ["You", "Them"]).prompt.startswith("Baited Hook: choose a unit to play, or none")
    labels = [g.label for g in table.gestures(s.legal_actions(), obs)]
    assert labels[:3] == ["Iron Vanguard", "Noxus Hopeful", "Play none of them"]


def test_promising_futures_choice_names_the_spell_and_its_target() -> None:
    table = RiftboundTable(game())
    s = duel()
    unit(s, "legion-rearguard", 0, "f0")
    hand(s, 1, "hextech-ray")
    runes(s, 0, "mind", 3)
    act(s, f"play {hand(s, 0, 'promising-future')}")
    pass_all(s)
    obs = s.observation(1)
    assert table.view(obs, ["Them", "You"]).prompt.startswith("Promising Future: choose a spell")
    labels = [g.label for g in table.gestures(s.legal_actions(), obs)]
    assert labels[:2] == ["Play Hextech Ray on Legion Rearguard, theirs at Vilemaw's Lair", "Play no spell"]
    assert s.observation(0)["prompt"]["options"] == [], "the other players don't see the hand's spells"


def test_438_a_battlefield_target_is_dragged_onto_that_battlefield() -> None:
    table = RiftboundTable(game())
    s = duel()
    spell = hand(s, 0, "overgrowth")
    runes(s, 0, "calm", 2)
    obs = s.observation(0)
    zones = table.view(obs, ["You", "Them"]).zones
    field = {z.zone: z.cards[0].key for z in zones if z.zone.startswith("field")}
    plays = [a for a in s.legal_actions() if str(a).startswith(f"play {spell}")]
    targets = [(g.target, g.label) for g in table.gestures(plays, obs)]
    assert targets == [(field["field0"], "Play"), (field["field1"], "Play")]
