"""Keeper of the Cards at the card table: the layout for 2 to 8 seats, gestures from the engine's actions,
a whole game against the computer through synthetic mouse input only, a saved game resumed and replayed,
the new-game screen and the deck builder's rule messages, with the documented screenshots."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIDropDownMenu

from client.app import App
from client.game.controller import GameController, Seat
from client.game.handoff import HandoffScene
from client.games.keeper.decks import KeeperDecks
from client.games.keeper.dice import KeeperDice
from client.games.keeper.layout import keeper_layout
from client.games.keeper.new_game import PLAYERS, NewKeeperScene
from client.games.keeper.table import KeeperTable
from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES
from client.table.deck_builder import DeckBuilderScene
from client.table.decks import Deck
from client.table.dialogs import ChoiceScene, MulliganScene
from client.table.end_screen import TableEndScene
from client.table.geometry import TableGeometry
from client.table.gestures import Gesture
from client.table.replay import TableReplayScene
from client.table.scene import CardTableScene
from engine.ai.catalog import make_bot
from engine.core import REGISTRY
from engine.core.decision import Decision
from engine.core.session import Session
from engine.games.keeper.content import user_card_dir
from engine.games.keeper.game import KeeperGame
from tests.client.events import click, click_at
from tests.client.table.driver import drag, drop_point, perform, rect_of

DECKS = ["embers", "tides", "grove", "crypt"]


def keeper() -> KeeperGame:
    game = REGISTRY.load("keeper")
    assert isinstance(game, KeeperGame)
    return game


def new_app(apps: list[App]) -> App:
    app = App((1280, 800), headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    apps.append(app)
    return app


def advanced(players: int, moves: int, seed: int = 11) -> Session:
    """A session of ``players`` seats played ``moves`` decisions by the heuristic bot, stopped at the
    viewer's Action Phase when one comes in the last 40 moves (a busy table for the screenshot)."""
    names = ["You"] + ["Computer (easy)"] * (players - 1)
    session = Session.new(keeper(), seed, {"decks": [DECKS[i % 4] for i in range(players)]}, names)
    for step in range(moves):
        state = session.state
        obs = state.observation(0)
        if (
            state.current_player() == 0
            and step > moves - 40
            and obs["phase"] == "action"
            and not obs["pending"]
        ):
            break
        session.apply(make_bot("heuristic", "keeper", step).step(Decision.of(state)))
    return session


def open_table(apps: list[App], session: Session) -> tuple[App, CardTableScene]:
    app = new_app(apps)
    players = len(session.players)
    seats = [Seat("You")] + [Seat("Computer (easy)", "ai", "heuristic") for _ in range(players - 1)]
    game = session.game
    assert isinstance(game, KeeperGame)
    scene = CardTableScene(app, GameController(session, seats, seed=session.seed), KeeperTable(game, players))
    app.scenes.push(scene)
    app.step()
    return app, scene


@pytest.mark.parametrize("players", range(2, 9))
def test_every_players_zones_fit_inside_the_table_without_overlapping(players: int) -> None:
    layout = keeper_layout(players)
    table = pygame.Rect(0, 0, 860, 780)
    geometry = TableGeometry(layout, table)
    rects = {name: rect for (name, _seat), rect in geometry.rects.items()}
    for r in range(players):
        for zone in ("seat", "field", "granary", "hand"):
            assert f"{zone}{r}" in rects
    assert f"field{players}" not in rects
    for name, rect in rects.items():
        assert table.contains(rect), name
        spec = layout.zone(name)
        if spec.kind in ("row", "portrait"):
            w, h = geometry.card_size(spec)
            assert h <= rect.height and w <= rect.width + 1, (name, (w, h), rect)
    boxes = list(rects.items())
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1 :]:
            assert not ra.colliderect(rb), (a, b)


def test_actions_map_to_gestures_on_the_right_cards() -> None:
    game = keeper()
    state = game.new_initial_state(3, {"decks": ["embers", "tides", "grove"]})
    adapter = KeeperTable(game, 3)
    player = state.current_player()
    obs = state.observation(player)
    view = adapter.view(obs, ["A", "B", "C"])
    assert view.zone("seat0", 0) is not None and view.zone("seat0", 0).cards[0].key == f"p{player + 1}"  # type: ignore[union-attr]
    gestures = adapter.gestures(state.legal_actions(), obs)
    assert all(g.kind == "mulligan" for g in gestures)
    hand = {c["uid"] for c in obs["players"][player]["hand"]}
    assert {g.cards for g in gestures} == {(uid,) for uid in hand} | {()}
    assert next(g for g in gestures if not g.cards).label == "Keep this hand"


def attacks_player(g: Gesture) -> bool:
    return g.label.startswith("Attack ") and g.source is not None and g.source.startswith("p")


def gesture_for(scene: CardTableScene) -> Gesture:
    """A sensible next move for the person: keep, sow, summon, attack the player, then Done or Pass."""
    gestures = scene.index.all
    keep = [g for g in scene.index.of_kind("mulligan") if not g.cards]
    if keep:
        return keep[0]
    loose = scene.index.loose()
    if loose and not scene.index.sources():
        return next((g for g in loose if g.label == "Keep this hand"), loose[0])
    for label in ("Sow", "Summon", "a player", "Attack with it", "Enlist it in the attack"):
        found = [g for g in gestures if g.label == label or (label == "a player" and attacks_player(g))]
        if found:
            return found[0]
    end = scene.index.end_turn()
    return end if end is not None else gestures[0]


def test_a_whole_game_against_the_computer_by_mouse_only(apps: list[App], shots: Path) -> None:
    session = Session.new(keeper(), 5, {"decks": ["embers", "grove"]}, ["You", "Computer (easy)"])
    app, scene = open_table(apps, session)
    taken = 0
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, TableEndScene):
            break
        human = scene.controller.human_to_act() and scene.index.all
        if (top is scene or isinstance(top, (ChoiceScene, MulliganScene))) and human:
            chosen = gesture_for(scene)
            before = len(scene.controller.session.actions)
            perform(app, scene, chosen)
            assert len(scene.controller.session.actions) > before, f"{chosen.action} was not taken"
            taken += 1
        else:
            app.step()
    assert isinstance(app.scenes.top, TableEndScene), "the game did not end"
    outcome = scene.controller.outcome()
    assert outcome is not None and taken > 10
    app.step()
    app.screenshot(shots / "keeper-end.png")


def test_mid_game_with_five_players_is_drawn_for_the_docs(apps: list[App], shots: Path) -> None:
    app, scene = open_table(apps, advanced(5, 260, seed=3))
    names = {p.zone for p in scene.placed}
    assert {"seat0", "seat4", "hand0"} <= names
    assert scene.end_turn_hint() == "Moves left: summon, cast or attack"
    assert scene.rail.entries and scene.log, "the plays and log so far are rebuilt from the session"
    app.step()
    app.screenshot(shots / "keeper-table.png")


def test_a_saved_three_player_game_resumes_and_replays(apps: list[App], tmp_path: Path) -> None:
    session = advanced(3, 60)
    path = session.save(tmp_path / "three.json")
    app = new_app(apps)
    resumed = LOADED_GAME_SCENES["keeper"](app, path)
    assert isinstance(resumed, CardTableScene)
    assert resumed.controller.session.actions == session.actions
    assert "field2" in {spec.name for spec in resumed.adapter.layout.zones}
    app.scenes.push(resumed)
    app.step()
    replay = REPLAY_SCENES["keeper"](app, path)
    assert isinstance(replay, TableReplayScene)
    app.scenes.push(replay)
    app.step()
    view, placed = replay.placed()
    assert view.zone("seat2", 0) is not None and placed


def choose(app: App, menu: UIDropDownMenu, text: str) -> None:
    """Pick ``text`` in a drop-down as pygame_gui reports it."""
    app.step([pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=text)])


def test_the_new_game_screen_seats_a_person_a_friend_and_the_computer(apps: list[App], shots: Path) -> None:
    app = new_app(apps)
    setup = NEW_GAME_SCENES["keeper"](app)
    assert isinstance(setup, NewKeeperScene)
    app.scenes.push(setup)
    app.step()
    choose(app, setup.count_menu, "3")
    assert len(setup.player_menus) == 3
    app.screenshot(shots / "keeper-new-game.png")
    choose(app, setup.player_menus[1], PLAYERS["you"])
    choose(app, setup.player_menus[2], PLAYERS["hard"])
    assert setup.kinds[:3] == ["you", "you", "hard"]
    assert len(setup.setup()["decks"]) == 3  # type: ignore[arg-type]
    click(app, setup.start_button)
    table = next(s for s in app.scenes if isinstance(s, CardTableScene))
    assert [s.name for s in table.controller.seats] == ["You", "Player 2", "Computer (hard)"]
    assert table.controller.seats[2].is_ai and not table.controller.seats[1].is_ai


def test_the_deck_builder_names_the_engines_rules(apps: list[App], shots: Path) -> None:
    game = keeper()
    rules = KeeperDecks(game)
    shipped = rules.shipped()[0]
    assert rules.problems(shipped) == []
    short = Deck("Short", shipped.leader, shipped.cards[:30])
    assert rules.problems(short) == ["A deck holds 40 to 60 cards, this one 30"]
    ultra = sorted((c for c in game.pool.values() if c.ultra), key=lambda c: (-c.ultra, c.id))[0]
    heavy = Deck("Heavy", shipped.leader, shipped.cards[: 40 - 11] + [ultra.id] * 11)
    points = 11 * ultra.ultra
    assert f"{points} Ultra Points in the deck, at most 10" in rules.problems(heavy)
    app = new_app(apps)
    scene = DeckBuilderScene(
        app, KeeperTable(game), rules, Deck("My Embers", shipped.leader, shipped.cards[:39])
    )
    app.scenes.push(scene)
    app.step()
    assert scene.problems() == ["A deck holds 40 to 60 cards, this one 39"]
    app.screenshot(shots / "keeper-deck-builder.png")


BATTLE: dict[str, object] = {
    "players": [
        {
            "deck": ["ember_imp"] * 10,
            "hand": ["cinder_hound"],
            "granary": ["ember_imp"] * 3,
            "field": ["ash_brute"],
        },
        {"deck": ["kelp_lurker"] * 10, "field": [{"card": "kelp_lurker", "exhausted": True}]},
        {"deck": ["sapling"] * 10},
    ],
    "tp": 0,
    "phase": "battle",
    "turn": 4,
}


def at_position(apps: list[App], position: dict[str, object]) -> tuple[App, CardTableScene]:
    game = keeper()
    players = len(position["players"])  # type: ignore[arg-type]
    names = ["You"] + ["Computer (easy)"] * (players - 1)
    session = Session(game, 1, {"decks": DECKS[:players]}, names, game.state_from_dict(position))
    return open_table(apps, session)


def test_a_minion_clicked_attacks_and_a_portrait_clicked_is_the_victim(apps: list[App]) -> None:
    app, scene = at_position(apps, BATTLE)
    brute = scene.view.zone("field0", 0).cards[0].key  # type: ignore[union-attr]
    click_at(app, rect_of(scene, brute).center)
    assert scene.controller.session.actions[-1] == f"attack {brute}"
    brute_view = scene.view.card(brute)
    assert brute_view is not None and "attacking" in brute_view.flags
    assert {"p2", "p3"} <= scene.index.sources()
    click_at(app, rect_of(scene, "p3").center)
    assert scene.controller.session.actions[-1] == "victim p3"


def test_a_hand_card_dragged_to_the_granary_is_sown(apps: list[App]) -> None:
    position = dict(BATTLE, phase="resource")
    app, scene = at_position(apps, position)
    hound = scene.view.zone("hand0", 0).cards[0].key  # type: ignore[union-attr]
    drag(app, rect_of(scene, hound).center, drop_point(scene, "granary0", 0))
    assert scene.controller.session.actions[-1] == f"sow {hound}"


def test_two_people_and_the_computer_share_the_screen_behind_the_curtain(apps: list[App]) -> None:
    app = new_app(apps)
    game = keeper()
    seats = [Seat("You"), Seat("Player 2"), Seat("Computer (easy)", "ai", "heuristic")]
    session = Session.new(game, 2, {"decks": DECKS[:3]}, [s.name for s in seats])
    scene = CardTableScene(app, GameController(session, seats, seed=2), KeeperTable(game, 3))
    app.scenes.push(scene)
    viewers = set()
    curtains = 0
    for _ in range(3000):
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            curtains += 1
            for _frame in range(40):
                app.step()
            click(app, top.continue_button)
            viewers.add(scene.controller.viewer)
            if curtains >= 2:
                break
        elif (
            (top is scene or isinstance(top, (ChoiceScene, MulliganScene)))
            and scene.controller.human_to_act()
            and scene.index.all
        ):
            perform(app, scene, gesture_for(scene))
        else:
            app.step()
    assert curtains >= 2 and viewers == {0, 1}


def test_faces_bold_the_keywords_and_the_details_remind_what_they_mean() -> None:
    game = keeper()
    adapter = KeeperTable(game)
    face = adapter.face("scrying_pool")
    assert "**Excavate**" in face.text and "**bounce**" in face.text and face.kind == "spell"
    assert "\u2192" not in adapter.face("bone_toll").text
    lines = adapter.details("scrying_pool")
    assert lines[0].startswith("Level 2:") and any(line.startswith("Bounce:") for line in lines)


def test_a_roll_is_thrown_in_the_tray_and_stays_while_the_dice_are_allocated() -> None:
    dice = KeeperDice()
    dice.roll({"player": 1, "faces": [5, 1, 4], "why": "attack"}, ["You", "Seat 2"])
    assert dice.shown and dice.tray.banner_text()[1] == "Rolling\u2026"
    dice.allocate(True)
    assert dice.tray.done and dice.tray.banner_text() == ("Seat 2: attack, 3 dice", "Total 10", "5 + 1 + 4")
    assert all(die.mark == "tumbling" and 1 <= die.face <= 6 for die in dice.tray.dice())
    dice.tick(10.0, "normal")
    assert dice.shown
    dice.allocate(False)
    dice.tick(10.0, "normal")
    assert not dice.shown
    surface = pygame.Surface((800, 600))
    dice.draw(surface, surface.get_rect())
    assert surface.get_at((10, 10))[:3] == (0, 0, 0)


def test_a_target_is_chosen_by_clicking_the_minion_on_the_table(apps: list[App]) -> None:
    position = {
        "players": [
            {"deck": ["ember_imp"] * 10, "granary": ["ember_imp"] * 3, "field": ["fire_juggler"]},
            {"deck": ["kelp_lurker"] * 10, "field": ["kelp_lurker"]},
            {"deck": ["kelp_lurker"] * 10, "field": ["kelp_lurker"]},
        ],
        "tp": 0,
        "phase": "action",
        "turn": 4,
    }
    app, scene = at_position(apps, position)
    juggler = scene.view.zone("field0", 0).cards[0].key  # type: ignore[union-attr]
    assert [g.label for g in scene.index.from_source(juggler)] == ["Use Fire Juggler: Toss"]
    click_at(app, rect_of(scene, juggler).center)
    for _ in range(200):
        if scene.controller.human_to_act() and scene.index.of_kind("power"):
            break
        app.step()
    lurker = scene.view.zone("field2", 0).cards[0].key  # type: ignore[union-attr]
    assert [g.label for g in scene.index.from_source(lurker)] == ["Kelp Lurker (Player 3)"]
    click_at(app, rect_of(scene, lurker).center)
    assert f"choose {lurker}" in scene.controller.session.actions


def test_cards_from_the_card_builder_join_the_deck_builders_pool() -> None:
    mine = {
        "id": "my_squire",
        "name": "My Squire",
        "kind": "minion",
        "sp": 1,
        "hp": 2,
        "level": 2,
        "edition": 17,
    }
    (user_card_dir() / "mine.json").write_text(json.dumps({"cards": [mine]}), encoding="utf-8")
    rules = KeeperDecks(keeper())
    pool = {card.id: card for card in rules.pool("keeper")}
    assert pool["my_squire"].group == "Your cards" and pool["ember_imp"].group == "Neutral"
    deck = Deck("Mine", "keeper", rules.shipped()[0].cards[:39] + ["my_squire"])
    assert rules.problems(deck) == [] and rules.engine_deck(deck)["cards"]["my_squire"] == 1


def test_undo_takes_back_the_persons_last_decision(apps: list[App]) -> None:
    app, scene = at_position(apps, BATTLE)
    brute = scene.view.zone("field0", 0).cards[0].key  # type: ignore[union-attr]
    click_at(app, rect_of(scene, brute).center)
    assert scene.controller.session.actions[-1] == f"attack {brute}"
    click(app, scene.undo_button)
    assert scene.controller.session.actions == ()
    assert f"attack {brute}" in {str(g.action) for g in scene.index.all}


def test_the_mulligan_dialog_buries_the_marked_cards_one_at_a_time_then_draws(apps: list[App]) -> None:
    session = Session.new(keeper(), 3, {"decks": ["embers", "tides"]}, ["You", "Computer (easy)"])
    app, scene = open_table(apps, session)
    for _ in range(50):
        if isinstance(app.scenes.top, MulliganScene):
            break
        app.step()
    dialog = app.scenes.top
    assert isinstance(dialog, MulliganScene) and len(dialog.card_views) == 5
    marked = [dialog.card_views[0].key, dialog.card_views[3].key]
    click_at(app, dialog.card_rects[0].center)
    click_at(app, dialog.card_rects[3].center)
    click(app, dialog.confirm_button)
    for _ in range(5):
        app.step()
    mine = [a for a in scene.controller.session.actions if a.split()[1] in (*marked, "done")]
    assert sorted(mine[:2]) == sorted(f"choose {k}" for k in marked) and mine[2] == "choose done"
