"""Riftbound at the card table: the view and gestures of literal positions, a whole game against the
computer through synthetic mouse input only, a saved game resumed and replayed, the new-game screen,
and the deck builder's rule messages, with the documented screenshots."""

from __future__ import annotations

from pathlib import Path

from client.app import App
from client.game.controller import GameController, Seat
from client.games.riftbound.decks import RiftboundDecks
from client.games.riftbound.new_game import NewRiftboundScene
from client.games.riftbound.table import RiftboundTable
from client.table.deck_builder import DeckBuilderScene
from client.table.decks import Deck
from client.table.dialogs import MulliganScene
from client.table.end_screen import TableEndScene
from client.table.gestures import Gesture
from client.table.scene import CardTableScene
from engine.core import REGISTRY
from engine.core.session import Session
from engine.games.riftbound.bots import choose_action
from engine.games.riftbound.game import RiftboundGame
from engine.games.riftbound.state import RiftState
from tests.client.events import click, click_at, move_to
from tests.client.table.driver import choose_in_dialog, perform, rect_of


def game() -> RiftboundGame:
    loaded = REGISTRY.load("riftbound")
    assert isinstance(loaded, RiftboundGame)
    return loaded


def open_table(apps: list[App], session: Session) -> tuple[App, CardTableScene]:
    app = App((1280, 800), headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    rift = session.game
    assert isinstance(rift, RiftboundGame)
    seats = [Seat("You"), Seat("Computer (easy)", "ai", "heuristic")]
    scene = CardTableScene(app, GameController(session, seats, seed=session.seed), RiftboundTable(rift))
    app.scenes.push(scene)
    app.step()
    apps.append(app)
    return app, scene


def mid_game(apps: list[App], seed: int = 2, after: int = 60) -> tuple[App, CardTableScene]:
    """A table after both sides played ``after`` decisions by the heuristic, at the viewer's open
    Main Phase with cards in hand and a unit that may move."""
    session = Session.new(game(), seed, None, ["You", "Computer (easy)"])
    for _ in range(2000):
        s = session.state
        assert isinstance(s, RiftState) and not s.is_terminal()
        ready = s.current_player() == 0 and s.step == "main" and s.prompt is None and not s.chain
        ready = ready and s.sd is None and len(s.players[0]["hand"]) > 2 and len(session.actions) >= after
        if ready and any(str(a).startswith("move") and "@f" in str(a) for a in s.legal_actions()):
            break
        session.apply(choose_action(s, s.current_player(), s.legal_actions()))
    return open_table(apps, session)  # the table rebuilds its log from the session's decisions


def choose(gestures: list[Gesture], fields: set[str]) -> Gesture:
    """The person's policy in the whole-game test: a prompt's first option, else move to a
    battlefield, else play a card, else pass or end the turn."""
    loose = [g for g in gestures if g.source is None and g.kind in ("choose", "mulligan")]
    moves = [g for g in gestures if g.label.startswith("Move") and g.target in fields]
    plays = [g for g in gestures if g.kind == "play" and not g.label.startswith(("Move", "Hide"))]
    ends = [g for g in gestures if g.kind == "end"]
    return (loose or moves or plays or ends)[0]


def test_the_view_shows_battlefields_bases_runes_points_and_both_hands(apps: list[App]) -> None:
    _, scene = mid_game(apps)
    obs = scene.obs
    view = scene.view
    for i, bf in enumerate(obs["battlefields"]):
        field = view.zone(f"field{i}", 0)
        assert field is not None and field.cards[0].card_id == bf["card"]["card"]
    mine = obs["players"][0]
    hand = view.zone("hand", 0)
    theirs = view.zone("hand", 1)
    assert hand is not None and [c.card_id for c in hand.cards] == [c["card"] for c in mine["hand"]]
    assert theirs is not None and len(theirs.cards) == obs["players"][1]["hand_size"]
    assert all(c.card_id is None for c in theirs.cards)
    points = view.zone("points", 0)
    assert points is not None and points.text.startswith(f"{mine['points']}/8 points")
    base = view.zone("base", 0)
    assert base is not None
    assert {c.key for c in base.cards} == {
        u for u, e in obs["board"].items() if e["at"] == "b0" and e["kind"] in ("unit", "gear")
    }


def test_a_unit_dragged_onto_a_battlefield_moves_there(apps: list[App], shots: Path) -> None:
    app, scene = mid_game(apps)
    fields = {bf["card"]["uid"] for bf in scene.obs["battlefields"]}
    moves = [g for g in scene.index.all if g.label == "Move" and g.target in fields]
    assert moves, "the position has a unit that can move"
    move = moves[0]
    assert move.source is not None and move.target is not None
    click_at(app, rect_of(scene, move.source).center)
    move_to(app, rect_of(scene, move.target).center)
    assert move.target in scene.index.targets(move.source)
    app.screenshot(shots / "riftbound-table.png")
    click_at(app, rect_of(scene, move.target).center)
    if len(scene.index.match(move.source, target=move.target)) > 1:
        choose_in_dialog(app, "Move")
    assert str(move.action) in scene.controller.session.actions


def test_a_whole_game_against_the_computer_by_mouse_only(apps: list[App], tmp_path: Path) -> None:
    session = Session.new(game(), 11, None, ["You", "Computer (easy)"])
    app, scene = open_table(apps, session)
    app.step()
    first = app.scenes.top
    assert isinstance(first, MulliganScene)
    passes = 0
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, TableEndScene):
            break
        if top is not scene:
            perform(app, scene, choose(scene.index.all, set()))
        elif scene.index.loose():
            app.step()  # a prompt: its dialog opens on the next frame
        elif scene.controller.human_to_act() and scene.index.all and not scene.animator.busy:
            fields = {bf["card"]["uid"] for bf in scene.obs["battlefields"]}
            chosen = choose(scene.index.all, fields)
            if chosen.kind == "end":  # the button says what it does: Pass in a showdown or on the chain
                assert scene.end_button.text == (chosen.label or "End turn")
                passes += chosen.label == "Pass"
            before = len(scene.controller.session.actions)
            perform(app, scene, chosen)
            assert len(scene.controller.session.actions) > before, f"{chosen.action} was not taken"
        else:
            app.step()
    assert isinstance(app.scenes.top, TableEndScene)
    outcome = scene.controller.outcome()
    assert outcome is not None and outcome.winners
    actions = scene.controller.session.actions
    assert any(a.startswith("move") for a in actions) and any(a.startswith("play") for a in actions)
    assert passes > 0


def test_two_cards_marked_in_the_mulligan_dialog_are_set_aside_one_by_one_then_kept(apps: list[App]) -> None:
    session = Session.new(game(), 4, None, ["You", "Computer (easy)"])
    app, scene = open_table(apps, session)
    app.step()
    dialog = app.scenes.top
    assert isinstance(dialog, MulliganScene)
    first, second = dialog.card_views[0].key, dialog.card_views[2].key
    click_at(app, dialog.card_rects[0].center)
    click_at(app, dialog.card_rects[2].center)
    assert dialog.confirm_button.text == "Replace 2"
    click(app, dialog.confirm_button)
    for _ in range(3):
        app.step()
    actions = list(session.actions)
    start = min(i for i, a in enumerate(actions) if a.startswith("aside"))
    assert set(actions[start : start + 2]) == {f"aside {first}", f"aside {second}"}
    assert actions[start + 2] == "keep"


def test_face_text_bolds_keywords_and_spells_symbols_out() -> None:
    import doctest

    import client.games.riftbound.text as text

    result = doctest.testmod(text)
    assert result.attempted > 0 and result.failed == 0
    face = RiftboundTable(game()).face("garen-commander")
    assert (face.kind, face.cost, face.attack) == ("minion", 5, 5)
    assert face.text == "**Shield** **Tank**" and face.type_line == "Champion Unit · Body · +1 Body Power"


def test_a_stunned_unit_shows_a_chip(apps: list[App]) -> None:
    _, scene = mid_game(apps)
    uid = next(u for u, e in scene.obs["board"].items() if e["kind"] == "unit")
    entry = dict(scene.obs["board"][uid], stun=True, des=None)
    card = scene.adapter.view(dict(scene.obs, board={**scene.obs["board"], uid: entry}), ["You", "AI"]).card(
        uid
    )
    assert card is not None and "stunned" in card.flags
    from client.table.render import flag_word

    assert flag_word("stunned") == "Stunned"


def test_each_verb_becomes_the_gesture_that_takes_it(apps: list[App]) -> None:
    from engine.games.riftbound.actions import RAction

    _, scene = mid_game(apps)
    obs = scene.obs
    adapter = scene.adapter
    assert isinstance(adapter, RiftboundTable)
    fields = [bf["card"]["uid"] for bf in obs["battlefields"]]
    hand = [c["uid"] for c in obs["players"][0]["hand"]]
    unit = next(u for u, e in obs["board"].items() if e["kind"] == "unit" and e["ctl"] == 0)
    enemy = next(u for u, e in obs["board"].items() if e["kind"] == "unit" and e["ctl"] == 1)
    actions = [
        RAction("hide", (hand[0], "@f1")),
        RAction("play", (hand[1], "@b0", "accel")),
        RAction("play", (hand[2], "->", "3")),
        RAction("use", (f"{unit}.0", "->", enemy)),
        RAction("equip", (hand[0], "->", unit)),
        RAction("choose", ("yes",)),
        RAction("choose", ("f1",)),
        RAction("assign", (enemy,)),
        RAction("pass"),
    ]
    found = [(g.kind, g.source, g.target, g.zone, g.label) for g in adapter.gestures(actions, obs)]
    base_zone = scene.view.zone("base", 0)
    assert base_zone is not None
    base = len(base_zone.cards)
    name = adapter.face(obs["board"][enemy]["card"]).name
    where = obs["board"][enemy]["at"]
    field_names = [adapter.face(bf["card"]["card"]).name for bf in obs["battlefields"]]
    place = "their base" if where == "b1" else f"theirs at {field_names[int(where[1:])]}"
    assert found == [
        ("play", hand[0], fields[1], None, "Hide facedown"),
        *[("play", hand[1], None, "base", "Play with Accelerate")] * (base + 1),
        ("play", hand[2], "k3", None, "Play"),
        ("power", unit, enemy, None, "Use ability 1"),
        ("play", hand[0], unit, None, "Equip"),
        ("choose", None, None, None, "Yes"),
        ("choose", None, None, None, f"Showdown at {field_names[1]} first"),
        ("choose", None, None, None, f"{name}, {place}"),
        ("end", None, None, None, "Pass"),
    ]


def test_undo_after_a_move_returns_to_the_decision_before_it(apps: list[App]) -> None:
    app, scene = mid_game(apps)
    before = list(scene.controller.session.actions)
    fields = {bf["card"]["uid"] for bf in scene.obs["battlefields"]}
    move = next(g for g in scene.index.all if g.label == "Move" and g.target in fields)
    perform(app, scene, move)
    assert scene.controller.session.actions[len(before)] == str(move.action)
    while not scene.controller.human_to_act():
        app.step()
    if app.scenes.top is scene:
        click(app, scene.undo_button)
    else:  # a prompt of the move's own abilities covers the table: its Undo is the same call
        scene.undo()
    assert list(scene.controller.session.actions) == before


def test_at_the_same_screen_the_curtain_names_the_legend_of_the_player_to_come(apps: list[App]) -> None:
    from client.game.handoff import HandoffScene

    session = Session.new(game(), 3, None, ["Ann", "Bob"])
    app = App((1280, 800), headless=True)
    app.settings = app.settings.with_changes(animation_speed="instant")
    apps.append(app)
    scene = CardTableScene(app, GameController(session, [Seat("Ann"), Seat("Bob")]), RiftboundTable(game()))
    app.scenes.push(scene)
    app.step()
    keep = next(g for g in scene.index.of_kind("mulligan") if not g.cards)
    perform(app, scene, keep)
    app.step()
    curtain = app.scenes.top
    assert isinstance(curtain, HandoffScene)
    legends = {"Ann": "Loose Cannon (Fury/Chaos)", "Bob": "Might of Demacia (Body/Order)"}
    assert curtain.side_text() == legends[curtain.player_name]


def test_events_become_cues_and_the_opponents_play_is_shown_from_the_event(apps: list[App]) -> None:
    from client.table.animation import Cue
    from engine.core import Event

    _, scene = mid_game(apps)
    adapter = RiftboundTable(game())
    obs = scene.obs
    played = Event(
        "played",
        "Player 2 plays Hextech Ray.",
        {"card": "c900", "card_id": "hextech-ray", "player": 1, "targets": []},
    )
    assert adapter.cues(played, obs) == [Cue("play", key="c900", card_id="hextech-ray", seat=1)]
    assert adapter.cues(Event("end_turn", "", {"player": 1}), obs) == [Cue("banner", text="Your turn")]
    assert adapter.cues(Event("damage", "", {"unit": "c018", "amount": 2}), obs) == [
        Cue("damage", target="c018", amount=2)
    ]
    scored = Event("scored", "Player 1 scores Zaun Warrens (hold): 4 points.", {"player": 0, "bf": "f0"})
    assert adapter.cues(scored, obs) == [Cue("banner", text=scored.text)]
    assert adapter.score_text(obs, 0) == f"{obs['players'][0]['points']} of 8 points"
    assert adapter.side_text(obs, 0) == "Loose Cannon (Fury/Chaos)"


def test_a_saved_game_resumes_at_the_table_and_opens_in_the_replay_viewer(apps: list[App]) -> None:
    from client.scenes import LOADED_GAME_SCENES, REPLAY_SCENES
    from client.table.replay import TableReplayScene
    from client.table.start import make_seats, start_session

    rift = game()
    seats = make_seats("riftbound", "easy")
    session = start_session(rift, rift.default_setup(), seats, 5)
    for _ in range(3):
        s = session.state
        assert isinstance(s, RiftState)
        session.apply(choose_action(s, s.current_player(), s.legal_actions()))
    assert session.save_path is not None
    app = App((1280, 800), headless=True)
    apps.append(app)
    table = LOADED_GAME_SCENES["riftbound"](app, session.save_path)
    assert isinstance(table, CardTableScene)
    assert table.controller.seats[1].is_ai and list(table.controller.session.actions) == list(session.actions)
    replay = REPLAY_SCENES["riftbound"](app, session.save_path)
    assert isinstance(replay, TableReplayScene) and len(replay.replay) == 3
    app.scenes.push(replay)
    replay.seek(3)
    app.step()
    _, placed = replay.placed()
    assert {p.zone for p in placed} >= {"field0", "field1", "legend", "hand"}


def test_a_game_saved_mid_chain_shows_the_opponents_spell_face_up_at_the_table_and_in_the_replay(
    apps: list[App],
) -> None:
    """The chain item names its card, so a table that never saw the spell played still shows its face."""
    from client.scenes import LOADED_GAME_SCENES, REPLAY_SCENES
    from client.table.replay import TableReplayScene
    from client.table.start import make_seats, start_session

    rift = game()
    session = start_session(rift, rift.default_setup(), make_seats("riftbound", "easy"), 5)
    for _ in range(3000):
        s = session.state
        assert isinstance(s, RiftState) and not s.is_terminal()
        theirs = s.chain and s.chain[-1]["ctl"] == 1 and s.chain[-1]["kind"] == "spell"
        reactions = [a for a in s.legal_actions() if str(a) not in ("pass", "concede")]
        if theirs and s.current_player() == 0 and reactions:  # a Reaction: no auto-pass
            break
        session.apply(choose_action(s, s.current_player(), s.legal_actions()))
    spell = s.chain[-1]
    assert session.save_path is not None
    app = App((1280, 800), headless=True)
    apps.append(app)
    table = LOADED_GAME_SCENES["riftbound"](app, session.save_path)
    assert isinstance(table, CardTableScene)
    app.scenes.push(table)
    app.step()
    chain = table.view.zone("chain", 0)
    assert chain is not None and chain.cards[-1].card_id == s.cards[spell["src"]]
    assert chain.cards[-1].label == "Theirs: spell"
    app.scenes.pop()
    replay = REPLAY_SCENES["riftbound"](app, session.save_path)
    assert isinstance(replay, TableReplayScene)
    app.scenes.push(replay)
    replay.seek(len(session.actions))
    app.step()
    _, placed = replay.placed()
    assert [p.card.card_id for p in placed if p.zone == "chain"][-1] == s.cards[spell["src"]]


def test_a_trigger_prompt_names_the_card_whose_ability_asks() -> None:
    from tests.engine.games.riftbound.helpers import act, duel, hand, runes, unit

    s = duel()
    runes(s, 0, "order", 5)
    plate = unit(s, "bulwark-plate", 0)
    act(s, f"play {hand(s, 0, 'weapons-master')} @b0")
    adapter = RiftboundTable(game())
    obs = s.observation(0)
    assert adapter.view(obs, ["You", "Them"]).prompt == "Weapons Master's ability: choose its target"
    gestures = adapter.gestures(s.legal_actions(), obs)
    assert [(g.label, g.card_id) for g in gestures] == [
        ("Bulwark Plate, your base", "bulwark-plate"),
        ("No", None),
        ("Concede", None),
    ]
    assert plate in str(gestures[0].action)


def test_a_cost_two_domains_could_pay_offers_both_ways_by_the_rune_recycled() -> None:
    from tests.engine.games.riftbound.helpers import duel, hand, runes, unit

    s = duel()
    unit(s, "iron-vanguard", 0, "f0")
    runes(s, 0, "fury", 1)
    runes(s, 0, "chaos", 1)
    strike = hand(s, 0, "ambush-strike")
    adapter = RiftboundTable(game())
    hides = [g for g in adapter.gestures(s.legal_actions(), s.observation(0)) if g.label.startswith("Hide")]
    field = s.bfs[0]["uid"]
    assert [(str(g.action), g.source, g.target, g.label) for g in hides] == [
        (f"hide {strike} @f0", strike, field, "Hide facedown, recycling a Fury rune"),
        (f"hide {strike} @f0 pay=chaos", strike, field, "Hide facedown, recycling a Chaos rune"),
    ]


def test_the_shell_finds_the_riftbound_screens() -> None:
    from client.scenes import LOADED_GAME_SCENES, NEW_GAME_SCENES, REPLAY_SCENES, import_game_screens

    assert "riftbound" in import_game_screens()
    assert all("riftbound" in table for table in (NEW_GAME_SCENES, LOADED_GAME_SCENES, REPLAY_SCENES))


def test_the_new_game_screen_starts_a_table_with_the_chosen_decks_and_seed(apps: list[App]) -> None:
    app = App((1280, 800), headless=True)
    apps.append(app)
    setup = NewRiftboundScene(app)
    app.scenes.push(setup)
    app.step()
    decks = setup.setup()["decks"]
    assert isinstance(decks, list) and [d["legend"] for d in decks] == ["might-of-demacia", "loose-cannon"]
    setup.seed_entry.set_text("42")
    click(app, setup.opponent_buttons["friend"])
    click(app, setup.start_button)
    table = list(app.scenes)[-2]
    assert isinstance(table, CardTableScene) and isinstance(app.scenes.top, MulliganScene)
    assert [s.name for s in table.controller.seats] == ["Player 1", "Player 2"]
    assert table.controller.session.seed == 42


def test_the_deck_builder_states_the_deck_rules_in_words(apps: list[App], shots: Path) -> None:
    rift = game()
    rules = RiftboundDecks(rift)
    app = App((1280, 800), headless=True)
    apps.append(app)
    jinx = next(d for d in rules.shipped() if d.leader == "loose-cannon")
    scene = DeckBuilderScene(app, RiftboundTable(rift), rules, Deck("Cannon", jinx.leader, list(jinx.cards)))
    app.scenes.push(scene)
    app.step()
    assert scene.problems() == []
    assert {c.group for c in scene.pool()} >= {"Fury", "Chaos", "Neutral"}
    click(app, scene.filter_buttons[("kind", "Rune")])
    assert {c.name for c in scene.shown()} == {"Fury Rune", "Chaos Rune"}
    scene.deck.cards.remove("fury-rune")
    assert scene.problems() == ["The Rune Deck has 11 runes, not 12 (103.3)"]
    scene.deck.cards.append("fury-rune")
    scene.deck.cards.remove("jinx-rebel")
    scene.deck.cards.remove("jinx-rebel")
    assert scene.problems()[0] == "The deck needs its Chosen Champion: a champion unit with the legend's tag"
    scene.deck.cards.insert(0, "jinx-rebel")
    scene.deck.cards.remove("the-arenas-greatest")
    assert scene.problems() == ["2 battlefields, not 3 (103.4)"]
    click(app, scene.filter_buttons[("kind", "Unit")])
    app.step()
    app.screenshot(shots / "riftbound-deck-builder.png")
    scene.deck.cards.append("the-arenas-greatest")
    scene.export_text()
    text = scene.text_box.get_text()
    assert text.splitlines()[1:3] == ["Hero: Loose Cannon (Fury/Chaos)", "1 Jinx, Rebel"]
    scene.new_deck()
    scene.text_box.set_text(text)
    scene.import_text()
    assert scene.problems() == [] and rules.champion(scene.deck) == "jinx-rebel"
