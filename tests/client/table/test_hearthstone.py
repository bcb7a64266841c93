"""Hearthstone at the card table: gestures from literal positions, a whole game against the computer
through synthetic input only, the new-game screen and the deck builder, with the documented screenshots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from client.app import App
from client.game.controller import GameController, Seat
from client.games.hearthstone.decks import HearthstoneDecks
from client.games.hearthstone.new_game import NewHearthstoneScene
from client.games.hearthstone.table import HearthstoneTable
from client.table.deck_builder import DeckBuilderScene
from client.table.decks import Deck
from client.table.dialogs import MulliganScene
from client.table.end_screen import TableEndScene
from client.table.scene import CardTableScene
from engine.core import REGISTRY
from engine.core.session import Session
from engine.games.hearthstone.game import DEFAULT_DECKS, HearthstoneGame
from tests.client.events import click, click_at, move_to
from tests.client.table.driver import drag, drop_point, perform, rect_of

MID_GAME: dict[str, Any] = {
    "active": 0,
    "turn": 9,
    "players": [
        {
            "hero": "HERO_08",
            "health": 22,
            "hand": ["CS2_029", "CS2_182", "CS2_023", "EX1_287", "CS2_032"],
            "mana": 7,
            "crystals": 7,
            "board": ["CS2_172", "CS2_120", "NEW1_019"],
            "secrets": ["EX1_287"],
        },
        {
            "hero": "HERO_01",
            "armor": 4,
            "health": 24,
            "weapon": "CS2_106",
            "hand": ["CS2_231", "CS2_231", "CS2_189"],
            "board": ["EX1_402", "EX1_008", {"card": "CS2_182", "damage": 2}],
        },
    ],
}


def open_table(apps: list[App], session: Session, bot: str = "mcts-easy") -> tuple[App, CardTableScene]:
    app = App((1280, 800), headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    game = session.game
    assert isinstance(game, HearthstoneGame)
    seats = [Seat("You"), Seat("Computer (easy)", "ai", bot)]
    scene = CardTableScene(app, GameController(session, seats, seed=session.seed), HearthstoneTable(game))
    app.scenes.push(scene)
    app.step()
    apps.append(app)
    return app, scene


def at_position(apps: list[App], position: dict[str, Any]) -> tuple[App, CardTableScene, HearthstoneGame]:
    game = REGISTRY.load("hearthstone")
    assert isinstance(game, HearthstoneGame)
    session = Session(
        game, 1, game.default_setup(), ["You", "Computer (easy)"], game.state_from_dict(position)
    )
    app, scene = open_table(apps, session)
    return app, scene, game


def entity(scene: CardTableScene, zone: str, seat: int, index: int = 0) -> str:
    return [p.key for p in scene.placed if p.zone == zone and p.seat == seat][index]


def test_a_minion_dragged_onto_the_board_enters_at_that_position(apps: list[App]) -> None:
    app, scene, _ = at_position(apps, MID_GAME)
    yeti = entity(scene, "hand", 0, 1)
    drag(app, rect_of(scene, yeti).center, drop_point(scene, "board", 1))
    assert scene.controller.session.actions[-1] == f"play {yeti} @1"
    assert entity(scene, "board", 0, 1) == yeti


def test_fireball_dragged_onto_the_enemy_hero_targets_it(apps: list[App]) -> None:
    app, scene, _ = at_position(apps, MID_GAME)
    fireball = entity(scene, "hand", 0, 0)
    hero = entity(scene, "hero", 1)
    drag(app, rect_of(scene, fireball).center, rect_of(scene, hero).center)
    assert scene.controller.session.actions[-1] == f"play {fireball} -> {hero}"


def test_the_hero_power_is_clicked_then_its_target(apps: list[App]) -> None:
    app, scene, _ = at_position(apps, MID_GAME)
    power = entity(scene, "power", 0)
    squire = entity(scene, "board", 1, 1)
    click_at(app, rect_of(scene, power).center)
    assert scene.held == power
    click_at(app, rect_of(scene, squire).center)
    assert scene.controller.session.actions[-1] == f"power -> {squire}"


def test_an_attacker_held_shows_the_arrow_and_legal_targets(apps: list[App], shots: Path) -> None:
    app, scene, _ = at_position(apps, MID_GAME)
    yeti_in_hand = entity(scene, "hand", 0, 1)
    drag(app, rect_of(scene, yeti_in_hand).center, drop_point(scene, "board", 3))
    assert scene.controller.session.actions[-1] == f"play {yeti_in_hand} @3"
    assert [e.card_id for e in scene.rail.entries] == ["CS2_182"] and scene.log, "the play is remembered"
    raptor = entity(scene, "board", 0, 0)
    yeti = entity(scene, "board", 1, 2)
    click_at(app, rect_of(scene, raptor).center)
    move_to(app, rect_of(scene, yeti).center)
    targets = scene.index.targets(raptor)
    assert yeti in targets and entity(scene, "hero", 1) in targets
    assert {scene._mark(p) for p in scene.placed if p.key in targets} == {"target"}
    app.screenshot(shots / "hs-board.png")
    click_at(app, rect_of(scene, yeti).center)
    assert scene.controller.session.actions[-1] == f"attack {raptor} -> {yeti}"


def test_a_whole_game_against_the_computer_by_mouse_only(apps: list[App], shots: Path) -> None:
    game = REGISTRY.load("hearthstone")
    session = Session.new(game, 7, None, ["You", "Computer (easy)"])
    app, scene = open_table(apps, session)
    app.step()
    dialog = app.scenes.top
    assert isinstance(dialog, MulliganScene)
    click_at(app, dialog.card_rects[-1].center)
    app.screenshot(shots / "hs-mulligan.png")
    click(app, dialog.confirm_button)
    assert scene.controller.session.actions[0] == f"mulligan {dialog.card_views[-1].key}"
    for _ in range(3000):
        top = app.scenes.top
        if isinstance(top, TableEndScene):
            break
        if isinstance(top, MulliganScene):
            perform(app, scene, scene.index.of_kind("mulligan")[0])
        elif top is scene and scene.controller.human_to_act() and scene.index.all:
            gestures = scene.index.all
            attacks = [g for g in gestures if g.kind == "attack"]
            plays = [g for g in gestures if g.kind in ("play", "power")]
            chosen = (attacks or plays or scene.index.of_kind("end"))[0]
            before = len(scene.controller.session.actions)
            perform(app, scene, chosen)
            assert len(scene.controller.session.actions) > before, f"{chosen.action} was not taken"
        else:
            app.step()
    over = app.scenes.top
    assert isinstance(over, TableEndScene)
    outcome = scene.controller.outcome()
    assert outcome is not None and outcome.reason != "conceded"
    app.step()
    app.screenshot(shots / "hs-end.png")


def test_the_new_game_screen_starts_a_table_with_the_chosen_decks(apps: list[App]) -> None:
    app = App((1280, 800), headless=True)
    apps.append(app)
    setup = NewHearthstoneScene(app)
    app.scenes.push(setup)
    app.step()
    assert setup.setup() == {"decks": [dict(d, cards=list(d["cards"])) for d in DEFAULT_DECKS]}
    click(app, setup.opponent_buttons["friend"])
    click(app, setup.start_button)
    table = list(app.scenes)[-2]
    assert isinstance(table, CardTableScene) and isinstance(app.scenes.top, MulliganScene)
    assert [s.name for s in table.controller.seats] == ["Player 1", "Player 2"]


def test_the_deck_builder_lists_the_mage_pool_and_checks_a_basic_deck(apps: list[App], shots: Path) -> None:
    game = REGISTRY.load("hearthstone")
    assert isinstance(game, HearthstoneGame)
    rules = HearthstoneDecks(game)
    app = App((1280, 800), headless=True)
    apps.append(app)
    deck = rules.shipped()[0]
    scene = DeckBuilderScene(app, HearthstoneTable(game), rules, Deck("Burn", deck.leader, list(deck.cards)))
    app.scenes.push(scene)
    app.step()
    assert scene.problems() == []
    assert {c.group for c in scene.pool()} == {"Mage", "Neutral"}
    click(app, scene.filter_buttons[("kind", "Spell")])
    click(app, scene.filter_buttons[("group", "Class")])
    assert scene.shown() and all(c.kind == "spell" and c.group == "Mage" for c in scene.shown())
    scene.deck.cards.pop()
    assert scene.problems() == ["A deck has 30 cards, this one 29"]
    app.step()
    app.screenshot(shots / "deck-builder.png")


def test_hot_seat_names_the_hero_of_the_player_taking_the_screen(apps: list[App]) -> None:
    from client.game.handoff import HandoffScene

    game = REGISTRY.load("hearthstone")
    session = Session.new(game, 3, None, ["Ann", "Bob"])
    app = App((1280, 800), headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    apps.append(app)
    assert isinstance(game, HearthstoneGame)
    scene = CardTableScene(app, GameController(session, [Seat("Ann"), Seat("Bob")]), HearthstoneTable(game))
    app.scenes.push(scene)
    app.step()
    perform(app, scene, scene.index.of_kind("mulligan")[0])
    app.step()
    curtain = app.scenes.top
    assert isinstance(curtain, HandoffScene)
    assert curtain.player_name == "Bob" and curtain.side_text() == "Garrosh Hellscream (Warrior)"


def test_events_become_animation_cues_seen_from_the_viewer(apps: list[App]) -> None:
    from client.table.animation import Cue
    from engine.core import Event

    _, scene, game = at_position(apps, MID_GAME)
    adapter = HearthstoneTable(game)
    obs = scene.obs
    assert adapter.cues(Event("end_turn", "", {"player": 1}), obs) == [Cue("banner", text="Your turn")]
    assert adapter.cues(Event("end_turn", "", {"player": 0}), obs) == []
    assert adapter.cues(Event("attack", "", {"attacker": 5, "defender": 9}), obs) == [
        Cue("lunge", key="e5", target="e9")
    ]
    assert adapter.cues(Event("damage", "", {"entity": 9, "amount": 3, "source": 5}), obs) == [
        Cue("damage", target="e9", amount=3)
    ]
    assert adapter.cues(
        Event("secret_revealed", "", {"entity": 30, "card": "EX1_287", "player": 1}), obs
    ) == [Cue("reveal", key="e30", card_id="EX1_287", text="Secret revealed!")]
    power = obs["players"][1]["hero_power"]
    assert adapter.cues(Event("power", "", {"player": 1, "entity": power["entity"], "target": 0}), obs) == [
        Cue("play", key=f"e{power['entity']}", card_id=power["card"], seat=1)
    ]


def test_concede_asks_first_then_the_opponent_wins(apps: list[App]) -> None:
    from client.scenes.confirm import ConfirmScene

    app, scene, _ = at_position(apps, MID_GAME)
    click(app, scene.concede_button)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and not scene.controller.session.actions
    click(app, dialog.confirm_button)
    outcome = scene.controller.outcome()
    assert outcome is not None and outcome.reason == "conceded" and outcome.winners == (1,)


def test_a_card_played_unseen_shows_the_events_words_not_a_face(apps: list[App]) -> None:
    from client.table.animation import Cue
    from engine.core import Event

    _, scene, game = at_position(apps, MID_GAME)
    hidden = Event("play", "Player 2 plays a Secret.", {"player": 1, "entity": 40, "card": "", "target": 0})
    assert HearthstoneTable(game).cues(hidden, scene.obs) == [Cue("banner", text="Player 2 plays a Secret.")]


def test_the_end_screen_line_of_a_dead_hero_says_destroyed(apps: list[App]) -> None:
    _, scene, game = at_position(apps, MID_GAME)
    obs = scene.obs
    adapter = HearthstoneTable(game)
    assert adapter.score_text(obs, 1) == "hero at 24 Health and 4 Armor"
    obs["players"][0]["hero"]["health"] = -6
    assert adapter.score_text(obs, 0) == "hero destroyed"


def test_a_hand_card_whose_cost_an_aura_changed_shows_the_cost_now(apps: list[App]) -> None:
    position = {
        "active": 0,
        "players": [
            {"hero": "HERO_08", "hand": ["CS2_182", "CS2_029"], "mana": 6},
            {"hero": "HERO_01", "board": ["EX1_616"]},
        ],
    }
    _, scene, _ = at_position(apps, position)
    yeti, fireball = (p.card for p in scene.placed if p.zone == "hand" and p.seat == 0)
    assert (yeti.cost, yeti.base_cost) == (5, 4)
    assert fireball.cost == fireball.base_cost == 4
