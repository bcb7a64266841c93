"""WoW TCG at the card table: a whole game against the computer through synthetic input only, the
view and gestures of a literal position, a saved game resumed and replayed, the new-game screen, and
the deck builder's rule messages, with the documented screenshots."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from client.app import App
from client.game.controller import GameController, Seat
from client.games.wowtcg.decks import WowTcgDecks
from client.games.wowtcg.new_game import NewWowTcgScene
from client.games.wowtcg.table import WowTcgTable
from client.scenes import NEW_GAME_SCENES
from client.table.deck_builder import DeckBuilderScene
from client.table.decks import Deck
from client.table.dialogs import ChoiceScene
from client.table.end_screen import TableEndScene
from client.table.scene import CardTableScene
from engine.ai.random_bot import without_concede
from engine.core import REGISTRY
from engine.core.session import Session
from engine.games.wowtcg.game import WowTcgGame
from tests.client.events import click, move_to, press
from tests.client.table.driver import perform

MID_GAME = {
    "tp": 0,
    "turn": 9,
    "window": "action",
    "players": [
        {
            "hero": "Aldric Vane",
            "deck": ["Stormwind Footman"] * 20,
            "hand": ["Heroic Strike", "Elwynn Recruit", "Chainmail Vest", "Supplies for the Front"],
            "graveyard": ["Elwynn Recruit"],
            "play": [
                {"card": "Goldshire Militia", "row": "resource"},
                {"card": "Lakeshire Guard", "row": "resource"},
                {"card": "Cleave", "row": "resource", "exhausted": True},
                {"card": "Supplies for the Front", "row": "resource", "face_up": True},
                "Dwarven Mountaineer",
                {"card": "Stormwind Footman", "damage": 1},
                {"card": "Worn Mace", "row": "hero"},
            ],
        },
        {
            "hero": "Korgath Stormcaller",
            "deck": ["Mulgore Brave"] * 20,
            "hand": ["Lightning Bolt", "Earth Shock", "Mulgore Brave"],
            "play": [
                {"card": "Mulgore Brave", "row": "resource"},
                {"card": "Earth Shock", "row": "resource"},
                {"card": "Chain Lightning", "row": "resource"},
                "Thunder Bluff Warrior",
                {"card": "Orgrimmar Champion", "exhausted": True},
                {"card": "Stoneskin Totem", "row": "hero"},
            ],
        },
    ],
}


def headless(apps: list[App]) -> App:
    app = App((1280, 800), headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    apps.append(app)
    return app


def open_table(apps: list[App], session: Session, bot: str = "heuristic") -> tuple[App, CardTableScene]:
    app = headless(apps)
    game = session.game
    assert isinstance(game, WowTcgGame)
    seats = [Seat("You"), Seat("Computer (easy)", "ai", bot)]
    scene = CardTableScene(app, GameController(session, seats, seed=session.seed), WowTcgTable(game))
    app.scenes.push(scene)
    app.step()
    return app, scene


def mid_game(apps: list[App]) -> tuple[App, CardTableScene]:
    game = REGISTRY.load("wowtcg")
    session = Session(game, 1, {}, ["You", "Computer (easy)"], game.state_from_dict(MID_GAME))
    return open_table(apps, session)


def test_a_literal_position_shows_every_zone_of_both_sides(apps: list[App], tmp_path: Path) -> None:
    app, scene = mid_game(apps)
    view = scene.view
    allies = view.zone("allies", 0)
    assert allies is not None and [c.card_id for c in allies.cards] == [
        "Dwarven Mountaineer",
        "Stormwind Footman",
    ]
    footman = allies.cards[1]
    assert footman.health is not None and footman.base_health is not None
    assert footman.health == footman.base_health - 1
    resources = view.zone("resources", 0)
    assert resources is not None
    assert [c.card_id for c in resources.cards] == [None, None, None, "Supplies for the Front"]
    assert "exhausted" in resources.cards[2].flags
    ready = view.zone("ready", 0)
    assert ready is not None and (ready.current, ready.maximum) == (3, 4)
    equipment = view.zone("equipment", 0)
    assert equipment is not None and [c.card_id for c in equipment.cards] == ["Worn Mace"]
    enemy_hand = view.zone("hand", 1)
    assert enemy_hand is not None and [c.card_id for c in enemy_hand.cards] == [None] * 3
    enemy_resources = view.zone("resources", 1)
    assert enemy_resources is not None and all(c.card_id is None for c in enemy_resources.cards)
    enemy_allies = view.zone("allies", 1)
    assert enemy_allies is not None and "exhausted" in enemy_allies.cards[1].flags
    totem = enemy_allies.cards[2]
    assert totem.card_id == "Stoneskin Totem" and "protector" in totem.flags
    enemy_equipment = view.zone("equipment", 1)
    assert enemy_equipment is not None and enemy_equipment.cards == ()
    graveyard = view.zone("graveyard", 0)
    assert graveyard is not None and graveyard.count == 1
    hand = view.zone("hand", 0)
    assert hand is not None
    costs = {c.card_id: (c.cost, c.base_cost) for c in hand.cards}
    assert costs["Elwynn Recruit"] == (0, 2)  # (1) less for each of the two Warrior allies
    assert costs["Heroic Strike"] == (1, 1) and costs["Supplies for the Front"] == (0, None)


def test_the_chain_shows_its_links_bottom_first_and_marks_the_combat(apps: list[App], shots: Path) -> None:
    app, scene = mid_game(apps)
    end = scene.index.end_turn()
    assert end is not None and end.label == "End turn"
    attack = next(g for g in scene.index.of_kind("attack") if g.source == "c00032" and g.target == "c00002")
    perform(app, scene, attack)
    assert scene.controller.session.actions[-1] == "attack c00032 c00002"
    strike = next(g for g in scene.index.from_source("c00023") if g.kind == "play")
    perform(app, scene, strike)
    assert scene.controller.session.actions[-1] == "play c00023"
    end = scene.index.end_turn()
    assert end is not None and end.label == "Pass"
    chain = scene.view.zone("chain", 0)
    assert chain is not None
    assert [(c.card_id, c.label) for c in chain.cards] == [
        ("Dwarven Mountaineer", "1 Attack"),
        ("Heroic Strike", "2 Play"),
    ]
    attacker = scene.view.card("c00032")
    defender = scene.view.card("c00002")
    assert attacker is not None and "attacking" in attacker.flags
    assert defender is not None and "defending" in defender.flags
    move_to(app, scene.geometry.rects[("equipment", 1)].center)
    app.step()
    assert scene.hover is None
    app.screenshot(shots / "wowtcg-table.png")


def test_a_resource_is_dragged_into_the_resource_row_and_asks_resource_or_quest(apps: list[App]) -> None:
    app, scene = mid_game(apps)
    quest = next(c.key for c in scene.view.zone("hand", 0).cards if c.card_id == "Supplies for the Front")
    gesture = next(
        g for g in scene.index.from_source(quest) if g.zone == "resources" and g.label.startswith("Face up")
    )
    perform(app, scene, gesture)
    assert scene.controller.session.actions[-1] == f"quest {quest}"


def test_the_mulligan_is_a_choice_and_only_passes_are_taken_by_the_table(apps: list[App]) -> None:
    game = REGISTRY.load("wowtcg")
    session = Session.new(game, 11, None, ["You", "Computer (easy)"])
    app, scene = open_table(apps, session)
    app.step()
    top = app.scenes.top
    assert isinstance(top, ChoiceScene)
    assert [label for label, _ in top.options] == ["Keep this hand", "Mulligan: shuffle it in and draw seven"]


def play_out(app: App, scene: CardTableScene, limit: int = 4000) -> None:
    """Take the first attack, play or power the table offers, else pass with the E key."""
    for _ in range(limit):
        top = app.scenes.top
        if isinstance(top, TableEndScene):
            return
        if isinstance(top, ChoiceScene) and scene.controller.human_to_act():
            perform(app, scene, scene.index.loose()[0])
        elif top is scene and scene.controller.human_to_act() and scene.index.all:
            gestures = scene.index.all
            attacks = [g for g in gestures if g.kind == "attack"]
            plays = [g for g in gestures if g.kind == "play" and g.zone is None]
            resources = [g for g in gestures if g.zone == "resources" and g.label.startswith("Face down")]
            before = len(scene.controller.session.actions)
            chosen = (resources or attacks or plays or [None])[0]
            if chosen is None:
                press(app, pygame.K_e)
            else:
                perform(app, scene, chosen)
            assert len(scene.controller.session.actions) > before, f"{chosen} was not taken"
        else:
            app.step()


def test_a_whole_game_against_the_computer_by_mouse_and_keyboard_only(apps: list[App], shots: Path) -> None:
    game = REGISTRY.load("wowtcg")
    session = Session.new(game, 7, None, ["You", "Computer (easy)"])
    app, scene = open_table(apps, session)
    play_out(app, scene)
    assert isinstance(app.scenes.top, TableEndScene)
    outcome = scene.controller.outcome()
    assert outcome is not None
    app.step()
    app.screenshot(shots / "wowtcg-end.png")


def test_the_new_game_screen_starts_a_table_with_the_chosen_decks_and_seed(apps: list[App]) -> None:
    app = headless(apps)
    screen = NEW_GAME_SCENES["wowtcg"](app)
    assert isinstance(screen, NewWowTcgScene)
    app.scenes.push(screen)
    app.step()
    assert screen.choice == ["Alliance Mage (ready-made)", "Horde Shaman (ready-made)"]
    click(app, screen.opponent_buttons["easy"])
    click(app, screen.step_buttons["stop"])
    screen.seed_entry.set_text("1234")
    click(app, screen.start_button)
    table = next(s for s in app.scenes if isinstance(s, CardTableScene))
    assert isinstance(table.adapter, WowTcgTable) and table.adapter.every_step
    session = table.controller.session
    assert session.seed == 1234 and table.controller.seats[1].bot == "heuristic"
    assert [d["hero"] for d in session.setup["decks"]] == ["Elyssa Dawnhollow", "Korgath Stormcaller"]


def test_the_deck_builder_says_which_deck_rule_is_broken(apps: list[App], shots: Path) -> None:
    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    rules = WowTcgDecks(game)
    app = headless(apps)
    shipped = rules.shipped()[1]
    assert shipped.name == "Alliance Warrior"
    scene = DeckBuilderScene(
        app, WowTcgTable(game), rules, Deck("Shield Wall", shipped.leader, list(shipped.cards))
    )
    app.scenes.push(scene)
    app.step()
    assert scene.problems() == []
    assert {c.group for c in scene.pool()} == {"Warrior", "Neutral"}
    assert all(c.kind != "hero" for c in scene.pool())
    click(app, scene.filter_buttons[("kind", "Ability")])
    click(app, scene.filter_buttons[("group", "Class")])
    assert scene.shown() and all(c.kind == "ability" and c.group == "Warrior" for c in scene.shown())
    click(app, scene.filter_buttons[("kind", "All")])
    click(app, scene.filter_buttons[("group", "All")])
    scene.deck.cards.pop()
    assert scene.problems() == ["The deck has 59 cards, it needs at least 60"]
    footman = rules.describe("Stormwind Footman")
    assert footman is not None
    scene.deck.cards = [c for c in scene.deck.cards if c != "Stormwind Footman"] + ["Stormwind Footman"] * 4
    scene.add(footman)
    assert scene.status == "Stormwind Footman: at most 4 in a deck."
    scene.deck.cards.append("Mulgore Brave")
    assert "'Mulgore Brave' shares no trait icon with 'Aldric Vane' (CR 207.1c)" in scene.problems()
    scene.deck.cards.remove("Mulgore Brave")
    scene.deck.leader = "Nobody"
    assert scene.problems()[0] == "'Nobody' is not a hero"
    scene.deck.leader = shipped.leader
    app.step()
    app.screenshot(shots / "wowtcg-deck-builder.png")


def test_undo_goes_back_past_the_passes_the_table_took_alone(apps: list[App]) -> None:
    app, scene = mid_game(apps)
    resource = next(g for g in scene.index.all if g.zone == "resources" and g.label.startswith("Face down"))
    perform(app, scene, resource)
    presses = 0
    seen = len(scene.controller.session.actions)
    for _ in range(400):
        if presses == 4:
            break
        if scene.controller.human_to_act() and app.scenes.top is scene:
            seen = len(scene.controller.session.actions)
            press(app, pygame.K_e)
            presses += 1
        app.step()
    actions = list(scene.controller.session.actions)
    assert presses == 4 and len(actions) > seen + 1, "neither the table nor the computer acted after the pass"
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    app.step()
    assert len(scene.controller.session.actions) == seen


def pick(app: App, screen: NewWowTcgScene, deck: str) -> None:
    """Choose ``deck`` in the first menu, as the menu reports a choice."""
    menu = screen.menus[0]
    app.step([pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=deck)])


def test_a_saved_deck_is_offered_and_a_short_one_keeps_start_off(apps: list[App]) -> None:
    from client.table.decks import save_deck

    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    shipped = WowTcgDecks(game).shipped()[0]
    save_deck("wowtcg", Deck("Frost", shipped.leader, list(shipped.cards)))
    save_deck("wowtcg", Deck("Thin", shipped.leader, list(shipped.cards)[:50]))
    app = headless(apps)
    screen = NewWowTcgScene(app)
    app.scenes.push(screen)
    app.step()
    assert {"Frost", "Thin"} <= set(screen.decks)
    pick(app, screen, "Thin")
    assert not screen.start_button.is_enabled
    assert (
        screen.status_label.text == "Your deck \u201cThin\u201d: The deck has 50 cards, it needs at least 60"
    )
    pick(app, screen, "Frost")
    click(app, screen.start_button)
    table = next(s for s in app.scenes if isinstance(s, CardTableScene))
    frost = table.controller.session.setup["decks"][0]
    assert frost["hero"] == shipped.leader and sum(frost["cards"].values()) == 60


def test_a_may_choice_names_the_link_that_asks_and_offers_yes_and_no() -> None:
    import random

    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    adapter = WowTcgTable(game)
    for seed in range(40):
        state = game.new_initial_state(seed, {"decks": ["horde_shaman", "alliance_warrior"]})
        rng = random.Random(seed)
        while not state.is_terminal() and not (state.pending is not None and state.pending.kind == "may"):
            state.apply_action(rng.choice(without_concede(state.legal_actions())))
        if state.pending is not None and state.pending.kind == "may":
            break
    assert state.pending is not None and state.pending.kind == "may", "no random game reached a 'may' choice"
    obs = state.observation(state.pending.player)
    view = adapter.view(obs, ["You", "Computer"])
    source = obs["pending"]["source"]
    assert source is not None and source["name"]
    assert view.prompt == f"{source['name']}: do it?"
    gestures = adapter.gestures(state.legal_actions(), obs)
    assert sorted(g.label for g in gestures) == ["Concede", "No", "Yes"]
    assert all(g.kind == "choose" and g.source is None for g in gestures if g.label != "Concede")


def test_with_the_hearthstone_in_play_a_forced_pass_is_still_taken_by_the_table() -> None:
    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    adapter = WowTcgTable(game)
    state = game.state_from_dict(
        {
            "tp": 1,
            "turn": 4,
            "window": "action",
            "players": [
                {
                    "hero": "Aldric Vane",
                    "hero_flipped": True,
                    "deck": ["Stormwind Footman"] * 5,
                    "play": [{"card": "Hearthstone", "row": "hero"}],
                },
                {"hero": "Korgath Stormcaller", "deck": ["Mulgore Brave"] * 5},
            ],
        }
    )
    state.apply_action(next(a for a in state.legal_actions() if str(a) == "pass"))
    assert state.current_player() == 0
    obs = state.observation(0)
    gestures = adapter.gestures(state.legal_actions(), obs)
    labels = [(g.kind, g.label) for g in gestures]
    assert labels == [("concede", "Concede"), ("concede", "Hearth"), ("end", "Pass")]
    forced = adapter.auto(gestures, obs)
    assert forced is not None and str(forced.action) == "pass"


def test_hot_seat_hands_the_screen_over_naming_the_hero_and_hides_the_other_hand(apps: list[App]) -> None:
    from client.game.handoff import HandoffScene

    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    session = Session.new(game, 3, None, ["Ann", "Bob"])
    app = headless(apps)
    seats = [Seat("Ann"), Seat("Bob")]
    scene = CardTableScene(app, GameController(session, seats, seed=3), WowTcgTable(game))
    app.scenes.push(scene)
    app.step()
    first = scene.controller.to_act()
    assert first is not None
    other = 1 - first
    for _ in range(3):
        app.step()
    top = app.scenes.top
    if isinstance(top, HandoffScene):
        click(app, top.continue_button)
    perform(app, scene, next(g for g in scene.index.loose() if g.label == "Keep this hand"))
    app.step()
    curtain = app.scenes.top
    assert isinstance(curtain, HandoffScene)
    hero = "Korgath Stormcaller (Horde Shaman)" if other == 1 else "Aldric Vane (Alliance Warrior)"
    assert curtain.player_name == seats[other].name and curtain.side_text() == hero
    hidden = scene.view.zone("hand", 1)
    assert hidden is not None and all(c.card_id is None for c in hidden.cards)


def test_trigger_order_choices_name_each_waiting_trigger_and_replacements_read_as_words() -> None:
    from engine.games.wowtcg.actions import TcgAction

    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    adapter = WowTcgTable(game)
    fireball = {"card": "Fireball", "attached_to": "Korgath Stormcaller"}
    ordering = game.state_from_dict(
        {
            "tp": 1,
            "turn": 6,
            "window": "end",
            "players": [
                {"hero": "Aldric Vane", "deck": ["Stormwind Footman"] * 5, "play": [fireball, fireball]},
                {"hero": "Korgath Stormcaller", "deck": ["Mulgore Brave"] * 5},
            ],
        }
    )
    for _ in range(2):
        ordering.apply_action(next(a for a in ordering.legal_actions() if str(a) == "pass"))
    assert ordering.pending is not None and ordering.pending.kind == "order"
    obs = ordering.observation(0)
    gestures = adapter.gestures(ordering.legal_actions(), obs)
    shown = [(g.label, g.card_id) for g in gestures]
    assert shown == [("Fireball", "Fireball"), ("Fireball (2)", "Fireball"), ("Concede", None)]
    words = "At the start of your turn, your hero deals 1 fire damage to attached character."
    assert obs["pending"]["triggers"][1]["text"] == words
    obs["pending"]["triggers"][1]["name"] = "Spirit Wolf"  # a source without a face: its name and text
    gestures = adapter.gestures(ordering.legal_actions(), obs)
    assert [(g.label, g.card_id) for g in gestures] == [
        (f"Fireball: {words}", "Fireball"),
        (f"Spirit Wolf: {words}", None),
        ("Concede", None),
    ]
    state = game.state_from_dict(MID_GAME)
    obs = state.observation(0)
    hero = obs["players"][0]["hero"]
    options = [f"{hero}.hero_deals_plus"]
    obs["pending"] = {"player": 0, "kind": "replacement", "options": options, "prompt": "?"}
    gestures = adapter.gestures([TcgAction("choose", (o,)) for o in options], obs)
    assert [g.label for g in gestures] == ["Aldric Vane: your hero deals more"]


def test_events_become_cues_the_attack_lunges_at_its_defender_an_unseen_play_shows_large(
    apps: list[App],
) -> None:
    from engine.core import Event

    app, scene = mid_game(apps)
    attack = next(g for g in scene.index.of_kind("attack") if g.source == "c00032" and g.target == "c00002")
    perform(app, scene, attack)
    adapter = scene.adapter
    obs = scene.obs
    attacked = {"attacker": "c00032", "defender": "c00002"}
    lunge = adapter.cues(Event("attack", "Dwarven Mountaineer attacks.", attacked), obs)
    assert [(c.kind, c.key, c.target) for c in lunge] == [("lunge", "c00032", "c00002")]
    hit = adapter.cues(Event("damage", "", {"target": "c00002", "amount": 3}), obs)
    assert [(c.kind, c.target, c.amount) for c in hit] == [("damage", "c00002", 3)]
    mine = adapter.cues(
        Event("play", "", {"player": 0, "card": "c00023", "name": "Heroic Strike", "targets": []}), obs
    )
    assert [(c.kind, c.card_id, c.seat) for c in mine] == [("play", "Heroic Strike", 0)]
    played = {"player": 1, "card": "c00099", "name": "Earth Shock"}
    unseen = Event("play", "Player 2 plays Earth Shock.", played)
    assert [(c.kind, c.key, c.card_id, c.seat) for c in adapter.cues(unseen, obs)] == [
        ("play", "c00099", "Earth Shock", 1)
    ]
    token = Event("power", "Player 2 uses Wolf.", {"player": 1, "card": "c00098", "name": "Wolf"})
    assert [(c.kind, c.text) for c in adapter.cues(token, obs)] == [("banner", "Player 2 uses Wolf.")]


def test_in_a_quiet_step_with_no_card_to_play_the_table_passes_unless_told_to_stop() -> None:
    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    position = {
        "tp": 0,
        "turn": 4,
        "window": "end",
        "players": [
            {"hero": "Aldric Vane", "deck": ["Stormwind Footman"] * 5, "hand": ["Stormwind Footman"]},
            {"hero": "Korgath Stormcaller", "deck": ["Mulgore Brave"] * 5},
        ],
    }
    state = game.state_from_dict(position)
    assert state.current_player() == 0 and any(a.verb == "flip" for a in state.legal_actions())
    obs = state.observation(0)
    skipping = WowTcgTable(game)
    forced = skipping.auto(skipping.gestures(state.legal_actions(), obs), obs)
    assert forced is not None and str(forced.action) == "pass"
    stopping = WowTcgTable(game, every_step=True)
    assert stopping.auto(stopping.gestures(state.legal_actions(), obs), obs) is None
    instant = game.state_from_dict(
        position
        | {
            "players": [
                position["players"][0]
                | {"hand": ["Heroic Strike"], "play": [{"card": "Cleave", "row": "resource"}]},
                position["players"][1],
            ]
        }
    )
    obs = instant.observation(0)
    assert skipping.auto(skipping.gestures(instant.legal_actions(), obs), obs) is None


def test_attached_cards_sit_together_per_host_and_each_host_names_what_it_carries() -> None:
    game = REGISTRY.load("wowtcg")
    assert isinstance(game, WowTcgGame)
    fireball = {"card": "Fireball", "attached_to": "Korgath Stormcaller"}
    warrior = "Thunder Bluff Warrior"
    polymorph = {"card": "Polymorph", "attached_to": warrior}
    state = game.state_from_dict(
        {
            "tp": 0,
            "turn": 6,
            "window": "action",
            "players": [
                {
                    "hero": "Aldric Vane",
                    "deck": ["Stormwind Footman"] * 5,
                    "play": [fireball, {"card": "Worn Mace", "row": "hero"}, polymorph, fireball],
                },
                {"hero": "Korgath Stormcaller", "deck": ["Mulgore Brave"] * 5, "play": [warrior]},
            ],
        }
    )
    view = WowTcgTable(game).view(state.observation(0), ["You", "Computer"])
    equipment = view.zone("equipment", 0)
    assert equipment is not None
    assert [(c.card_id, c.label) for c in equipment.cards] == [
        ("Worn Mace", ""),
        ("Fireball", ""),
        ("Fireball", ""),
        ("Polymorph", ""),
    ]
    hero, allies = view.zone("hero", 1), view.zone("allies", 1)
    assert hero is not None and hero.cards[0].label == "Computer \u00b7 2 attached"
    assert allies is not None and [c.label for c in allies.cards] == ["Polymorph"]


def test_crowded_equipment_leaves_every_label_clear_of_the_others(apps: list[App], shots: Path) -> None:
    """Both sides carry gear and attach cards to several characters: no two labels on the table meet."""
    polymorph = {"card": "Polymorph", "attached_to": "Thunder Bluff Warrior"}
    hexed = {"card": "Polymorph", "attached_to": "Orgrimmar Champion"}
    gear = [{"card": name, "row": "hero"} for name in ("Worn Mace", "Chainmail Vest", "Talisman of Vigor")]
    position = {
        "tp": 0,
        "turn": 9,
        "window": "action",
        "players": [
            {
                "hero": "Aldric Vane",
                "deck": ["Stormwind Footman"] * 20,
                "hand": ["Heroic Strike"],
                "play": [
                    "Dwarven Mountaineer",
                    "Stormwind Footman",
                    *gear,
                    {"card": "Fireball", "attached_to": "Korgath Stormcaller"},
                    polymorph,
                    hexed,
                ],
            },
            {
                "hero": "Korgath Stormcaller",
                "deck": ["Mulgore Brave"] * 20,
                "play": [
                    "Thunder Bluff Warrior",
                    "Orgrimmar Champion",
                    {"card": "Battle Axe", "row": "hero"},
                    {"card": "Fireball", "attached_to": "Aldric Vane"},
                    {"card": "Polymorph", "attached_to": "Dwarven Mountaineer"},
                    {"card": "Polymorph", "attached_to": "Stormwind Footman"},
                ],
            },
        ],
    }
    game = REGISTRY.load("wowtcg")
    session = Session(game, 1, {}, ["You", "Computer (easy)"], game.state_from_dict(position))
    app, scene = open_table(apps, session)
    px = scene.theme.px
    badges = []
    for placed in scene.placed:
        if placed.card.label:
            words = scene.renderer.text(placed.card.label, (0, 0, 0), small=True)
            box = words.get_rect(midtop=(placed.rect.centerx, placed.rect.bottom + 2)).inflate(px(10), px(4))
            badges.append((placed.card.label, box))
    assert len(badges) >= 6
    for i, (words, box) in enumerate(badges):
        for other, other_box in badges[i + 1 :]:
            assert not box.colliderect(other_box), f"the labels {words!r} and {other!r} meet"
    app.screenshot(shots / "wowtcg-crowded-equipment.png")


def test_101_1b_concede_asks_first_then_the_end_screen_shows_the_opponent_won(
    apps: list[App], shots: Path
) -> None:
    from client.scenes.confirm import ConfirmScene

    app, scene = mid_game(apps)
    before = len(scene.controller.session.actions)
    assert scene.index.of_kind("concede") and scene.concede_button.is_enabled
    click(app, scene.concede_button)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and len(scene.controller.session.actions) == before
    click(app, dialog.confirm_button)
    app.step()
    assert scene.controller.session.actions[-1] == "concede"
    outcome = scene.controller.outcome()
    assert outcome is not None and outcome.winners == (1,) and outcome.reason == "player 1 conceded"
    assert isinstance(app.scenes.top, TableEndScene)
    app.screenshot(shots / "wowtcg-conceded.png")
