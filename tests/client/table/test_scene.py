"""The card table scene against Skirmish (tests/cardtoy.py), driven by synthetic mouse and keys."""

from __future__ import annotations

from pathlib import Path

import pygame

from client.app import App
from client.game.controller import GameController, Seat
from client.game.handoff import HandoffScene
from client.table.dialogs import ChoiceScene, MulliganScene
from client.table.end_screen import TableEndScene
from client.table.panels import HistoryRail
from client.table.replay import TableReplayScene
from client.table.scene import CardTableScene
from engine.core.session import Session
from tests.cardtoy import CARDS, CardToyGame
from tests.client.events import click, click_at, move_to, press
from tests.client.table.cardtoy_table import CardToyTable
from tests.client.table.conftest import TableFactory, minion, position, toy_registry_app
from tests.client.table.driver import drag, drop_point, perform, rect_of


def test_the_mulligan_dialog_replaces_the_cards_clicked(table: TableFactory, shots: Path) -> None:
    app, scene = table()
    dialog = app.scenes.top
    assert isinstance(dialog, MulliganScene)
    assert dialog.confirm_button.text == "Keep all"
    first, second = dialog.card_views[0].key, dialog.card_views[2].key
    click_at(app, dialog.card_rects[0].center)
    click_at(app, dialog.card_rects[2].center)
    assert dialog.confirm_button.text == "Replace 2"
    app.screenshot(shots / "table-mulligan.png")
    click(app, dialog.confirm_button)
    assert scene.controller.session.actions[0] == f"mulligan {first},{second}"


def test_a_minion_dragged_between_two_others_enters_there(table: TableFactory) -> None:
    app, scene = table(position([("h1", "ogre")], board=[minion("m1", "squire"), minion("m2", "guard")]))
    drag(app, rect_of(scene, "h1").center, drop_point(scene, "board", 1))
    assert scene.controller.session.actions[-1] == "play h1 @1"
    assert [p.key for p in scene.placed if p.zone == "board" and p.seat == 0] == ["m1", "h1", "m2"]


def test_a_battlecry_keeps_an_arrow_from_the_placed_minion_until_its_target_is_clicked(
    table: TableFactory,
) -> None:
    app, scene = table(position([("h1", "herald")], enemy=[minion("x1", "ogre")]))
    drag(app, rect_of(scene, "h1").center, drop_point(scene, "board", 0))
    assert scene.staged and not scene.controller.session.actions
    click_at(app, rect_of(scene, "x1").center)
    assert list(scene.controller.session.actions) == ["play h1 @0 >x1"]


def test_an_attacker_dragged_onto_a_taunt_attacks_it_and_other_targets_refuse(table: TableFactory) -> None:
    app, scene = table(
        position([], board=[minion("m1", "raider")], enemy=[minion("x1", "ogre"), minion("x2", "guard")])
    )
    assert scene.index.targets("m1") == {"x2"}
    drag(app, rect_of(scene, "m1").center, rect_of(scene, "x1").center)
    assert not scene.controller.session.actions
    drag(app, rect_of(scene, "m1").center, rect_of(scene, "x2").center)
    assert list(scene.controller.session.actions) == ["attack m1 >x2"]


def test_click_an_attacker_then_its_target_with_the_arrow_shown(table: TableFactory, shots: Path) -> None:
    app, scene = table(
        position([("h1", "bolt")], board=[minion("m1", "raider")], enemy=[minion("x1", "ogre")])
    )
    click_at(app, rect_of(scene, "m1").center)
    assert scene.held == "m1"
    move_to(app, rect_of(scene, "x1").center)
    app.screenshot(shots / "table-arrow.png")
    click_at(app, rect_of(scene, "x1").center)
    assert scene.controller.session.actions[-1] == "attack m1 >x1"


def test_right_click_drops_the_held_card(table: TableFactory) -> None:
    app, scene = table(position([], board=[minion("m1", "raider")]))
    click_at(app, rect_of(scene, "m1").center)
    pos = rect_of(scene, "m1").center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)])
    assert scene.held is None


def test_a_choose_one_spell_dropped_on_the_table_asks_which(table: TableFactory) -> None:
    app, scene = table(position([("h1", "fork")]))
    drag(app, rect_of(scene, "h1").center, scene.table_rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ChoiceScene)
    assert [label for label, _ in dialog.options] == ["Draw a card", "Summon a 1/2 Squire"]
    click(app, dialog.option_buttons[1])
    assert scene.controller.session.actions[-1] == "play h1 #1"


def test_playable_cards_are_marked_and_the_end_turn_button_says_when_nothing_is_left(
    table: TableFactory,
) -> None:
    app, scene = table(position([("h1", "ogre"), ("h2", "bolt")], mana=1))
    hand = {p.key: scene._mark(p) for p in scene.placed if p.zone == "hand" and p.seat == 0}
    assert hand == {"h1": None, "h2": "playable"}
    assert scene.end_turn_hint() == "Moves left: play or attack"
    app2, scene2 = table(position([("h1", "ogre")], mana=1))
    assert scene2.end_turn_hint() == "Nothing left to do"
    press(app2, pygame.K_e)
    assert scene2.controller.session.actions[-1] == "end"


def test_hovering_a_card_shows_its_details(table: TableFactory) -> None:
    app, scene = table(position([("h1", "guard")]))
    move_to(app, rect_of(scene, "h1").center)
    lines = [text for text, _ in scene._details_lines()]
    assert lines[0] == "Stone Guard" and "Taunt: enemies must attack this first." in lines


def test_undo_takes_back_the_last_play(table: TableFactory) -> None:
    app, scene = table(position([("h1", "ogre")]))
    drag(app, rect_of(scene, "h1").center, drop_point(scene, "board", 0))
    assert scene.controller.can_undo()
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.controller.session.actions == ()
    assert [p.key for p in scene.placed if p.zone == "hand" and p.seat == 0] == ["h1"]


def test_hot_seat_covers_the_table_when_the_other_player_must_decide(table: TableFactory) -> None:
    app, scene = table(position([("h1", "ogre")], mana=1), seats=[Seat("Ann"), Seat("Bob")])
    click(app, scene.end_button)
    app.step()
    curtain = app.scenes.top
    assert isinstance(curtain, HandoffScene)
    assert curtain.player_name == "Bob" and curtain.side_text() == "Side 2"


def test_the_whole_game_against_the_computer_by_mouse_reaches_the_end_screen(
    table: TableFactory, shots: Path
) -> None:
    app, scene = table(seed=11)
    for _ in range(400):
        if isinstance(app.scenes.top, TableEndScene):
            break
        if app.scenes.top is scene and scene.controller.human_to_act() and scene.index.all:
            gestures = scene.index.all
            attacks = [g for g in gestures if g.kind == "attack"]
            plays = [g for g in gestures if g.kind == "play"]
            ends = scene.index.of_kind("end")
            chosen = (attacks or plays or ends)[0]
            before = len(scene.controller.session.actions)
            perform(app, scene, chosen)
            assert len(scene.controller.session.actions) > before, f"{chosen} was not taken"
        elif isinstance(app.scenes.top, MulliganScene):
            perform(app, scene, scene.index.of_kind("mulligan")[0])
        else:
            app.step()
    over = app.scenes.top
    assert isinstance(over, TableEndScene)
    assert scene.controller.is_over()
    app.step()
    app.screenshot(shots / "table-end.png")
    click(app, over.replay_button)
    replay = app.scenes.top
    assert isinstance(replay, TableReplayScene)
    replay.seek(len(replay.replay) // 2)
    app.step()
    app.screenshot(shots / "table-replay.png")
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is over
    click(app, over.rematch_button)
    fresh = [s for s in app.scenes if isinstance(s, CardTableScene)]
    assert len(fresh) == 1 and fresh[0] is not scene and not fresh[0].controller.session.actions


def test_an_attack_animates_a_lunge_then_the_damage_number_and_a_click_skips(table: TableFactory) -> None:
    app, scene = table(position([], board=[minion("m1", "raider")], enemy=[minion("x1", "ogre")]))
    app.settings = app.settings.with_changes(animation_speed="normal")
    scene.animator.time_scale = app.settings.animation_time
    drag(app, rect_of(scene, "m1").center, rect_of(scene, "x1").center)
    lunge = scene.animator.lunge()
    assert lunge is not None and lunge[:2] == ("m1", "x1")
    assert scene.controller.hold_ai
    for _ in range(30):
        app.step()
    assert {f.text for f in scene.animator.floaters} >= {"-3"}
    click_at(app, rect_of(scene, "x1").center)
    assert scene.animator.idle


def test_plays_go_on_the_history_rail_with_their_side(table: TableFactory) -> None:
    app, scene = table(position([("h1", "ogre")], mana=4))
    drag(app, rect_of(scene, "h1").center, drop_point(scene, "board", 0))
    assert [(e.card_id, e.seat) for e in scene.rail.entries] == [("ogre", 0)]
    click(app, scene.end_button)
    for _ in range(60):
        app.step()
        if scene.controller.human_to_act():
            break
    theirs = [a for a in scene.controller.session.actions[2:] if a.startswith("play")]
    assert theirs, "the seeded computer plays a card on its turn"
    assert [e.seat for e in scene.rail.entries[: len(theirs)]] == [1] * len(theirs)


def test_a_game_opened_in_progress_shows_its_past_plays_and_log(apps: list[App]) -> None:
    game = CardToyGame()
    session = Session.new(game, 4, None, ["You", "Computer"])
    texts: list[str] = []
    while len(session.actions) < 40 and not session.state.is_terminal():
        legal = session.state.legal_actions()
        plays = [a for a in legal if str(a).startswith("play")]
        texts += [e.text for e in session.apply((plays or legal)[0]) if e.text]
    app = toy_registry_app()
    apps.append(app)
    seats = [Seat("You"), Seat("Computer", "ai", "random")]
    scene = CardTableScene(app, GameController(session, seats, seed=4), CardToyTable())
    assert scene.log == texts
    played = [a.split()[1] for a in session.actions if a.startswith("play")]
    assert played and len(scene.rail_entries) == min(len(played), HistoryRail.LIMIT)


def test_a_test_position_has_no_history_and_the_rail_says_so(table: TableFactory) -> None:
    app, scene = table(position([("h1", "ogre")], mana=4))
    assert scene.log == [] and scene.rail.entries == []
    surface = pygame.Surface(app.surface.get_size())
    scene.rail.draw(surface)
    inked = [
        surface.get_at((x, y))
        for x in range(scene.rail.rect.left, scene.rail.rect.right)
        for y in range(scene.rail.rect.top + 30, scene.rail.rect.top + 60)
    ]
    assert any(c != pygame.Color(0, 0, 0) for c in inked), "'No plays yet' is written under Recent"


def test_the_turn_timer_ends_the_turn_when_it_runs_out(table: TableFactory) -> None:
    app, scene = table(position([("h1", "ogre")]))
    scene.turn_seconds = scene.timer = 0.5
    for _ in range(4):
        app.step(dt=0.1)
    assert not scene.controller.session.actions
    for _ in range(3):
        app.step(dt=0.1)
    assert list(scene.controller.session.actions)[:1] == ["end"]


def test_a_minion_killed_by_an_attack_fades_where_it_stood(table: TableFactory) -> None:
    app, scene = table(position([], board=[minion("m1", "raider")], enemy=[minion("x1", "squire")]))
    app.settings = app.settings.with_changes(animation_speed="normal")
    scene.animator.time_scale = app.settings.animation_time
    where = rect_of(scene, "x1")
    drag(app, rect_of(scene, "m1").center, where.center)
    assert "x1" not in {p.key for p in scene.placed}
    for _ in range(40):
        if scene.animator.fading() is not None:
            break
        app.step()
    fading = scene.animator.fading()
    assert fading is not None and fading[0] == "x1"
    assert scene.ghosts["x1"].rect == where


def test_escape_in_the_mulligan_leaves_the_table_and_the_decision_waits(table: TableFactory) -> None:
    app, scene = table()
    below = list(app.scenes)[:-2]
    assert list(app.scenes)[-2:] == [scene, app.scenes.top] and isinstance(app.scenes.top, MulliganScene)
    press(app, pygame.K_ESCAPE)
    assert list(app.scenes) == below
    assert not scene.controller.session.actions


def test_keyboard_play_steps_a_cursor_and_space_picks_up_and_drops(table: TableFactory) -> None:
    app, scene = table(
        position([("h1", "herald")], board=[minion("m1", "squire")], enemy=[minion("x1", "ogre")])
    )
    press(app, pygame.K_RIGHTBRACKET)
    assert scene.cursor is not None and scene.cursor.key == "h1"
    press(app, pygame.K_SPACE)
    assert scene.held == "h1" and scene.cursor is not None
    while scene.cursor.kind != "slot" or scene.cursor.position != 1:
        press(app, pygame.K_RIGHTBRACKET)
    press(app, pygame.K_SPACE)
    assert scene.staged and [g.target for g in scene.staged] == ["hero0", "hero1", "m1", "x1"]
    while scene.cursor is not None and scene.cursor.key != "x1":
        press(app, pygame.K_RIGHTBRACKET)
    press(app, pygame.K_SPACE)
    assert list(scene.controller.session.actions) == ["play h1 @1 >x1"]


def test_a_discover_opens_a_card_choice_the_player_must_answer(table: TableFactory, shots: Path) -> None:
    app, scene = table(position([("h1", "scout")]))
    drag(app, rect_of(scene, "h1").center, scene.table_rect.center)
    app.step()
    dialog = app.scenes.top
    assert isinstance(dialog, ChoiceScene) and not dialog.cancellable
    offered = [card for _, card in dialog.options]
    assert len(offered) == 3 and all(card is not None for card in offered)
    app.screenshot(shots / "table-discover.png")
    click_at(app, dialog.card_rects[1].center)
    assert scene.controller.session.actions[-1] == f"pick {offered[1]}"
    assert offered[1] in {p.card.card_id for p in scene.placed if p.zone == "hand" and p.seat == 0}


def test_a_choice_of_twelve_cards_wraps_into_rows_and_shows_every_name_whole(
    table: TableFactory, shots: Path
) -> None:
    app, scene = table(position([("h1", "ogre")], mana=4))
    cards = ["squire", "guard", "herald", "raider", "ogre", "bolt"] * 2
    options = [(f"{CARDS[c].name} (Seat {i % 4 + 1})", c) for i, c in enumerate(cards)]
    picked: list[int] = []
    app.scenes.push(ChoiceScene(app, "Choose a target", options, scene.faces, picked.append))
    app.step()
    dialog = app.scenes.top
    assert isinstance(dialog, ChoiceScene)
    screen = app.surface.get_rect()
    buttons = [b.rect for b in dialog.option_buttons]
    assert len({r.y for r in dialog.card_rects}) >= 2, "twelve cards do not squeeze into one row"
    for (label, _), rect, card in zip(options, buttons, dialog.card_rects, strict=True):
        assert rect.width >= dialog.label_width(label), f"{label!r} is clipped"
        assert screen.contains(rect) and screen.contains(card)
        assert card.bottom < rect.y and abs(rect.centerx - card.centerx) <= 1
    for i, a in enumerate(buttons + dialog.card_rects):
        assert all(not a.colliderect(b) for b in (buttons + dialog.card_rects)[i + 1 :])
    app.screenshot(shots / "table-choice-twelve.png")
    click(app, dialog.option_buttons[11])
    assert picked == [11]
