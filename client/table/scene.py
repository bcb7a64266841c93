"""The card table: one scene for every card game, driven by the game's layout and adapter.

The scene holds the viewer's observation (from a ``GameController``), asks the adapter for the
``TableView`` and the gestures of the legal actions, and lets the player act with the mouse:

- drag a card from the hand onto the board (the row opens a gap where it will go) or onto a
  target; or click it, then click where it goes (the arrow follows the mouse);
- drag or click an attacker, then its target, with a targeting arrow;
- a drop that still needs a target (a battlecry) keeps an arrow from the placed card;
- a drop that could mean several actions (choose one) opens a choice; a decision with no card
  (discover) opens it at once; the opening mulligan has its own dialog;
- End turn (E), Undo (Ctrl+Z, against the computer), Space or a click skips animations, right
  click or Escape drops what is held, Escape leaves (the game is saved after every decision);
- from the keyboard: ``[`` and ``]`` step a cursor over what can act or where the held card can
  go, Space acts on it (``client.table.keyboard``).

Playable cards are raised and outlined, legal targets bracketed; hovering a card shows it large
with its details in the side panel. The AI thinks on the controller's worker thread, held while
the events of the last decision animate.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UIButton

from client.cards.cache import CardFaceCache
from client.game.controller import GameController
from client.scene import Scene
from client.table.adapter import TableAdapter
from client.table.animation import Animator, Cue
from client.table.geometry import Placed, TableGeometry
from client.table.gestures import Gesture, GestureIndex
from client.table.keyboard import Spot, spots
from client.table.model import TableView
from client.table.overlays import TableOverlays
from client.table.panels import HistoryRail, RailEntry, TextPanel
from client.table.render import TableRenderer
from client.widgets.panel import Panel
from engine.core import Event
from engine.core.errors import DamagedSaveError
from engine.core.saves import replay_action, start_state

if TYPE_CHECKING:
    from client.app import App

DRAG_THRESHOLD = 6
"""Pixels the mouse must move with the button held before a press becomes a drag."""
FACE_CACHE_LIMIT = 320


class CardTableScene(Scene):
    """The table of one card game.

    Attributes:
        controller: the game, seats, AI and undo.
        adapter: the game's layout and mappings.
        turn_seconds: the turn timer (None: off); when it runs out the turn ends.
    """

    design_size = (1180, 740)

    def __init__(
        self,
        app: App,
        controller: GameController,
        adapter: TableAdapter,
        *,
        turn_seconds: float | None = None,
    ) -> None:
        super().__init__(app)
        self.controller = controller
        self.adapter = adapter
        self.turn_seconds = turn_seconds
        self.timer = turn_seconds
        self.faces = CardFaceCache(adapter.compose, adapter.back, limit=FACE_CACHE_LIMIT)
        self.animator = Animator(app.settings.animation_time)
        self.obs: dict[str, Any] = {}
        self.view = TableView(())
        self.index = GestureIndex([])
        self.placed: list[Placed] = []
        self._version: tuple[object, ...] | None = None
        self._dialog_for: tuple[object, ...] | None = None
        self._mulligan_plan: tuple[int | None, frozenset[str], bool] | None = None
        """The cards chosen in the mulligan dialog still to set aside: (player, cards, step by step)."""
        self._ended = False
        self.held: str | None = None
        self.dragging = False
        self.press_pos = (0, 0)
        self.staged: list[Gesture] = []
        self.staged_at: tuple[str, int] | None = None
        self.cursor: Spot | None = None
        self.hover: Placed | None = None
        self.ghosts: dict[str, Placed] = {}
        self.log: list[str] = []
        self.rail_entries: list[RailEntry] = []
        self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.geometry = TableGeometry(adapter.layout, self.table_rect)
        self.renderer: TableRenderer
        self.overlays = TableOverlays(self)
        self._log_bottom = 0
        self.rail: HistoryRail
        self.details: TextPanel
        self.log_panel: TextPanel
        self.end_button: UIButton
        self.undo_button: UIButton
        self.concede_button: UIButton
        self._rebuild_history()
        self._sync()

    # Layout --------------------------------------------------------------------------------

    def layout(self, screen: pygame.Rect) -> None:
        px = self.theme.px
        margin = px(10)
        rail_w = px(80)
        side_w = min(px(300), screen.width // 4)
        self.table_rect = pygame.Rect(
            rail_w + 2 * margin,
            margin,
            screen.width - rail_w - side_w - 4 * margin,
            screen.height - 2 * margin,
        )
        self.geometry = TableGeometry(self.adapter.layout, self.table_rect)
        palette = self.theme.palette(self.app.settings.palette)
        self.renderer = TableRenderer(self.theme, palette, self.faces)
        self.rail = HistoryRail(
            pygame.Rect(margin, margin, rail_w, screen.height - 2 * margin),
            self.theme,
            self.faces,
            [palette["friendly"], palette["enemy"]],
        )
        self.rail.entries = list(self.rail_entries)
        side = pygame.Rect(self.table_rect.right + margin, margin, side_w, screen.height - 2 * margin)
        button_h = px(52)
        small_h = px(40)
        buttons_top = side.bottom - button_h - 2 * small_h - px(14)
        hint_h = px(22)
        self.decor.append(Panel(side, self.theme))
        pad = px(14)
        details_h = round(side.height * 0.34)
        self.details = TextPanel(
            pygame.Rect(side.x + pad, side.y + pad, side.width - 2 * pad, details_h), self.theme, ""
        )
        log_top = side.y + pad + details_h + px(8)
        self.log_panel = TextPanel(
            pygame.Rect(side.x + pad, log_top, side.width - 2 * pad, buttons_top - log_top - hint_h - px(10)),
            self.theme,
            "Game log",
            bottom_up=True,
        )
        self._log_bottom = self.log_panel.rect.bottom
        self.decor += [self.details, self.log_panel]
        self.end_button = self.button(
            pygame.Rect(side.x + pad, buttons_top, side.width - 2 * pad, button_h), "End turn", self.end_turn
        )
        half = (side.width - 2 * pad - px(6)) // 2
        y = buttons_top + button_h + px(6)
        self.undo_button = self.button(pygame.Rect(side.x + pad, y, half, small_h), "Undo", self.undo)
        self.concede_button = self.button(
            pygame.Rect(side.x + pad + half + px(6), y, half, small_h), "Concede", self.ask_concede
        )
        y += small_h + px(6)
        self.button(pygame.Rect(side.x + pad, y, side.width - 2 * pad, small_h), "Leave", self.back)
        self.placed = self.geometry.place(self.view)
        self._refresh_buttons()

    # Following the game ------------------------------------------------------------------

    def _names(self) -> list[str]:
        return [seat.name for seat in self.controller.seats]

    def _sync(self) -> None:
        """Read the observation and legal gestures again when the game or the viewer changed."""
        session = self.controller.session
        version = (len(session.actions), self.controller.to_act(), self.controller.viewer)
        if version == self._version:
            return
        self._version = version
        self.obs = self.controller.observation()
        self.view = self.adapter.view(self.obs, self._names())
        self._name_summoned(self.view)
        self.index = GestureIndex(self.adapter.gestures(self.controller.legal_actions(), self.obs))
        self.held = None
        self.dragging = False
        self.staged = []
        self.staged_at = None
        self.timer = self.turn_seconds
        self.cursor = None
        self.placed = self.geometry.place(self.view)
        if hasattr(self, "end_button"):
            self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        end = self.index.end_turn()
        if end is None:
            self.end_button.disable()
        else:
            self.end_button.enable()
        words = end.label if end is not None and end.label else "End turn"  # "Pass" in a showdown
        if self.end_button.text != words:
            self.end_button.set_text(words)
        for button, on in (
            (self.undo_button, self.controller.can_undo()),
            (self.concede_button, bool(self.index.of_kind("concede"))),
        ):
            if on:
                button.enable()
            else:
                button.disable()

    def end_turn_hint(self) -> str:
        """The line over the End turn button: whether anything but ending the turn is left to do."""
        if self.index.end_turn() is None:
            return ""
        return self.adapter.moves_hint() if self.index.moves_left() else "Nothing left to do"

    def _rebuild_history(self) -> None:
        """The game log and recent plays of a game opened in progress (a loaded save, after an undo),
        rebuilt by replaying the session's decisions from its setup and reading their events as the
        viewer would have seen them. A session that did not start from its setup (a test position)
        replays to another position: it gets no history rather than a wrong one."""
        session = self.controller.session
        self.log = []
        self.rail_entries = []
        self._railed: set[str] = set()
        self._unnamed: list[tuple[str, int]] = []
        if session.actions:
            viewer = self.controller.viewer
            record = session.record()
            try:
                state = start_state(session.game, record)
                for index, text in enumerate(record.actions):
                    obs = state.observation(viewer)
                    for event in replay_action(session.game, state, index, text):
                        self._remember(event, self.adapter.cues(event, obs))
                    if self._unnamed:
                        self._name_summoned(self.adapter.view(state.observation(viewer), self._names()))
                same = state.state_hash() == session.state.state_hash()
            except DamagedSaveError:
                same = False
            self.adapter.caught_up()
            if not same:
                self.log = []
                self.rail_entries = []
        if hasattr(self, "rail"):
            self.rail.entries = list(self.rail_entries)

    def _remember(self, event: Event, cues: Sequence[Cue]) -> None:
        """Log an event's line and put the cards its cues play on the history rail."""
        if event.text:
            self.log.append(event.text)
        for cue in cues:
            if cue.kind == "play" and cue.card_id is not None:
                self._on_rail(cue.key, cue.card_id, cue.seat)
            elif cue.kind == "summon" and cue.key is not None and cue.key not in self._railed:
                self._unnamed.append((cue.key, cue.seat))

    def _on_rail(self, key: str | None, card_id: str, seat: int) -> None:
        if key is not None:
            self._railed.add(key)
        self.rail_entries = [RailEntry(card_id, seat), *self.rail_entries][: HistoryRail.LIMIT]
        if hasattr(self, "rail"):
            self.rail.entries = list(self.rail_entries)

    def _name_summoned(self, view: TableView) -> None:
        """A card summoned without being played (a game whose event names only the card's key, an
        opponent's card unseen until it lands) joins the rail once the next view shows its face."""
        unnamed, self._unnamed = self._unnamed, []
        faces = {c.key: c.card_id for zone in view.zones for c in zone.cards}
        for key, seat in unnamed:
            card_id = faces.get(key)
            if card_id is not None and key not in self._railed:
                self._on_rail(key, card_id, seat)

    def _take_events(self) -> None:
        for event in self.controller.pending_events():
            cues = self.adapter.cues(event, self.obs)
            self._remember(event, cues)
            for cue in cues:
                if cue.kind == "death" and cue.key is not None:
                    for p in self.placed:
                        if p.key == cue.key:
                            self.ghosts[cue.key] = p
            self.animator.feed(cues)
            self.log_panel.scroll = 0

    def update(self, dt: float) -> None:
        super().update(dt)
        self.animator.update(dt)
        self.adapter.tick(dt, self.app.settings.animation_speed)
        if not self.animator.busy:
            self.ghosts.clear()
        self.controller.hold_ai = self.animator.busy
        self.controller.update()
        self._take_events()  # before _sync: a dying card's last place is still known
        self._sync()
        self._update_drag_gap()
        self._refresh_buttons()
        if self.animator.busy:
            return
        if self.controller.is_over():
            if not self._ended:
                self._ended = True
                from client.table.end_screen import TableEndScene

                self.app.scenes.push(TableEndScene(self.app, self.controller, self.adapter))
            return
        automatic = self.adapter.auto(self.index.all, self.obs) if self.controller.human_to_act() else None
        if automatic is not None:  # before any hand-off: a forced pass needs nobody at the screen
            self.submit(automatic)
            return
        if self.controller.needs_handoff():
            from client.game.handoff import HandoffScene

            actor = self.controller.to_act()
            side = self.adapter.side_text(self.obs, actor) if actor is not None else ""
            self.app.scenes.push(HandoffScene(self.app, self.controller, side=side or None))
            return
        if self.controller.human_to_act():
            self._open_dialogs()
            self._tick_timer(dt)

    def _tick_timer(self, dt: float) -> None:
        if self.timer is None or self.index.end_turn() is None:
            return
        self.timer -= dt
        if self.timer <= 0:
            self.timer = None
            self.end_turn()

    def _open_dialogs(self) -> None:
        """A mulligan or a decision tied to no card opens its dialog once per decision."""
        if self._dialog_for == self._version:
            return
        mulligans = self.index.of_kind("mulligan")
        loose = self.index.loose()
        if not mulligans and (not loose or self.index.sources()):
            return
        self._dialog_for = self._version
        from client.table.dialogs import ChoiceScene, MulliganScene

        if mulligans:
            if self._follow_mulligan(mulligans):
                return
            hand = self.view.zone(self.adapter.layout.zones[0].name, 0)
            keys = {k for g in mulligans for k in g.cards}
            cards = [c for zv in self.view.zones if zv.seat == 0 for c in zv.cards if c.key in keys]
            if hand is not None and not cards:
                cards = list(hand.cards)

            def done(chosen: tuple[str, ...]) -> None:
                self._mulligan_plan = (self.controller.to_act(), frozenset(chosen), False)
                if not self._follow_mulligan(mulligans):
                    self._dialog_for = None  # nothing matched: ask again

            self.app.scenes.push(MulliganScene(self.app, cards, self.faces, done, on_leave=self.back))
            return
        self.app.scenes.push(
            ChoiceScene(
                self.app,
                self.view.prompt or "Choose one",
                [(g.label, g.card_id) for g in loose],
                self.faces,
                lambda i: self.submit(loose[i]),
                cancellable=False,
                on_leave=self.back,
            )
        )

    def _follow_mulligan(self, mulligans: Sequence[Gesture]) -> bool:
        """Take the next step of the cards chosen in the mulligan dialog: the gesture replacing exactly
        those cards; else, for a game that sets cards aside one decision at a time (Riftbound), the
        largest part of them one gesture takes, and once they are all aside the gesture replacing none."""
        plan = self._mulligan_plan
        self._mulligan_plan = None
        if plan is None or plan[0] != self.controller.to_act():
            return False
        player, chosen, stepwise = plan
        exact = [g for g in mulligans if set(g.cards) == chosen]
        part = sorted(
            (g for g in mulligans if g.cards and set(g.cards) <= chosen), key=lambda g: -len(g.cards)
        )
        keep = [g for g in mulligans if not g.cards]
        if exact and not stepwise:
            step = exact[0]
        elif part:
            step = part[0]
            self._mulligan_plan = (player, chosen - set(step.cards), True)
        elif stepwise and keep:
            step = keep[0]
        else:
            return False
        self.submit(step)
        return True

    # Acting ------------------------------------------------------------------------------

    def submit(self, gesture: Gesture) -> None:
        """Send a gesture's action to the game (the animation of anything before it is skipped)."""
        self.animator.skip()
        self.held = None
        self.dragging = False
        self.staged = []
        self.staged_at = None
        self.controller.submit(gesture.action)
        self._take_events()
        self._sync()

    def end_turn(self) -> None:
        end = self.index.end_turn()
        if end is not None and self.controller.human_to_act():
            self.submit(end)

    def ask_concede(self) -> None:
        """Concede (a legal action of the game) after a confirmation."""
        concede = self.index.of_kind("concede")
        if not concede or not self.controller.human_to_act():
            return
        from client.scenes.confirm import ConfirmScene

        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Concede the game?",
                "Your opponent wins at once. The game stays in your saves to replay.",
                "Concede",
                lambda: self.submit(concede[0]),
                danger=True,
            )
        )

    def undo(self) -> None:
        if not self.controller.can_undo():
            return
        self.animator.skip()
        self.controller.undo()
        while self.controller.can_undo() and self._forced():  # back past decisions the table took alone
            self.controller.undo()
        self._rebuild_history()
        self.log.append("Undone: back to your last decision.")
        self._version = None
        self._sync()

    def _forced(self) -> bool:
        """Whether the decision now is one the table takes by itself (``TableAdapter.auto``)."""
        obs = self.controller.observation()
        gestures = self.adapter.gestures(self.controller.legal_actions(), obs)
        return self.adapter.auto(gestures, obs) is not None

    def back(self) -> None:
        """Leave the table (the game was autosaved after every decision; Load game resumes it)."""
        if self.held is not None or self.staged:
            self._cancel()
            return
        self.controller.hold_ai = True
        self.app.scenes.pop()

    def _cancel(self) -> None:
        self.cursor = None
        self.held = None
        self.dragging = False
        self.staged = []
        self.staged_at = None

    def _choose(self, gestures: Sequence[Gesture]) -> None:
        """One gesture: take it. Several with different labels (choose one): ask which."""
        if not gestures:
            self._cancel()
            return
        labels = {g.label for g in gestures}
        if len(gestures) == 1 or len(labels) == 1:
            self.submit(gestures[0])
            return
        from client.table.dialogs import ChoiceScene

        options = list(gestures)
        self._cancel()
        self.app.scenes.push(
            ChoiceScene(
                self.app,
                "Choose one",
                [(g.label, g.card_id) for g in options],
                self.faces,
                lambda i: self.submit(options[i]),
            )
        )

    def card_at(self, pos: tuple[int, int]) -> Placed | None:
        """The top-most card under ``pos`` (later cards are drawn over earlier ones)."""
        for p in reversed(self.placed):
            r = (
                p.rect.move(0, -self.theme.px(12))
                if self._mark(p) == "playable" and p.kind == "hand"
                else p.rect
            )
            if r.collidepoint(pos) or p.rect.collidepoint(pos):
                return p
        return None

    def _drop(self, pos: tuple[int, int]) -> None:
        key = self.held
        if key is None:
            return
        self.held = None
        self.dragging = False
        target = self.card_at(pos)
        if target is not None and target.key in self.index.targets(key):
            self._choose(self.index.match(key, target=target.key))
            return
        zone = self.geometry.zone_at(pos, 0)
        if zone is not None and zone in self.index.zones(key):
            position = self.geometry.insertion_index(self.view, zone, 0, pos[0])
            found = self.index.match(key, zone=zone, position=position)
            direct = [g for g in found if g.target is None]
            if direct or not found:
                self._choose(direct)
            else:
                self.staged = found
                self.staged_at = (zone, position)
                self.held = None
            return
        loose = self.index.untargeted(key)
        if loose and self.table_rect.collidepoint(pos):
            self._choose(loose)

    def _click_card(self, p: Placed) -> None:
        """A click (no drag) on a card: act at once when nothing more is needed, else hold it."""
        gestures = self.index.from_source(p.key)
        if gestures and all(g.target is None and g.zone is None for g in gestures) and p.kind != "hand":
            self._choose(gestures)
            return
        self.held = p.key

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hover = self.card_at(event.pos)
            if self.held is not None and getattr(event, "buttons", (0,))[0] and not self.dragging:
                dx, dy = event.pos[0] - self.press_pos[0], event.pos[1] - self.press_pos[1]
                self.dragging = math.hypot(dx, dy) > DRAG_THRESHOLD
        on_table = hasattr(event, "pos") and (
            self.table_rect.collidepoint(event.pos) or self.rail.rect.collidepoint(event.pos)
        )
        if event.type == pygame.MOUSEBUTTONDOWN and on_table:
            self._press(event)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and on_table:
            if self.held is not None and self.dragging:
                self._drop(event.pos)
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.log_panel.scroll = max(0, self.log_panel.scroll + event.y)
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE and self.animator.busy:
                self.animator.skip()
                return None
            if event.key == pygame.K_e and not self.ui.get_focus_set():
                self.end_turn()
                return None
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return None
            if event.key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET):
                self.step_cursor(1 if event.key == pygame.K_RIGHTBRACKET else -1)
                return None
            if event.key == pygame.K_SPACE and self.cursor is not None:
                self.act_on_cursor()
                return None
        return super().handle_event(event)

    # Keyboard play -----------------------------------------------------------------------------

    def spots(self) -> list[Spot]:
        if not self.controller.human_to_act():
            return []
        order = sorted(self.placed, key=lambda p: (p.seat, p.kind != "hand"))
        return spots(self.index, [p.key for p in order], self.held, self.staged)

    def step_cursor(self, step: int) -> None:
        """``[`` / ``]``: move the cursor to the previous or next place a decision can go."""
        found = self.spots()
        if not found:
            self.cursor = None
            return
        current = found.index(self.cursor) if self.cursor in found else (-1 if step > 0 else 0)
        self.cursor = found[(current + step) % len(found)]

    def act_on_cursor(self) -> None:
        """Space: pick up the card under the cursor, or drop the held card where the cursor is."""
        spot = self.cursor
        if spot is None or spot not in self.spots():
            return
        self.cursor = None
        if self.staged:
            self._choose([g for g in self.staged if g.target == spot.key])
        elif self.held is None:
            placed = next((p for p in self.placed if p.key == spot.key), None)
            if placed is not None:
                self._click_card(placed)
        elif spot.kind == "card":
            self._choose(self.index.match(self.held, target=spot.key))
        elif spot.kind == "slot":
            key, self.held = self.held, None
            found = self.index.match(key, zone=spot.zone, position=spot.position)
            direct = [g for g in found if g.target is None]
            if direct:
                self._choose(direct)
            else:
                self.staged, self.staged_at = found, (spot.zone, spot.position)
        else:
            self._choose(self.index.untargeted(self.held))
        if self.held is not None or self.staged:
            self.step_cursor(1)

    def _press(self, event: pygame.event.Event) -> None:
        """A press on the table: skip an animation, finish or drop what is held, or pick a card up."""
        if event.button == 3:
            self._cancel()
            return
        if event.button != 1:
            return
        if self.animator.busy:
            self.animator.skip()
            return
        pos = event.pos
        p = self.card_at(pos)
        if self.staged:
            found = [g for g in self.staged if p is not None and g.target == p.key]
            if found:
                self._choose(found)
            else:
                self._cancel()
            return
        if self.held is not None:
            if p is not None and p.key == self.held:
                self._cancel()
            else:
                self._drop(pos)
            return
        if p is not None and p.key in self.index.sources() and self.controller.human_to_act():
            self.press_pos = pos
            self.dragging = False
            self._click_card(p)

    def _update_drag_gap(self) -> None:
        """While a card that goes onto a row is dragged over it, the row opens where it would land."""
        gap = None
        if self.held is not None and self.dragging:
            zone = self.geometry.zone_at(self.pointer, 0)
            if zone is not None and zone in self.index.zones(self.held):
                gap = (zone, 0, self.geometry.insertion_index(self.view, zone, 0, self.pointer[0]))
        elif self.staged_at is not None:
            gap = (self.staged_at[0], 0, self.staged_at[1])
        self.placed = self.geometry.place(self.view, gap)

    # Drawing -------------------------------------------------------------------------------

    def _mark(self, p: Placed) -> str | None:
        if p.key == self.held or (self.staged and p.key == self.staged[0].source):
            return "held"
        if self.held is not None:
            return "target" if p.key in self.index.targets(self.held) else None
        if self.staged:
            return "target" if any(g.target == p.key for g in self.staged) else None
        if p.key in self.index.sources() and self.controller.human_to_act() and not self.animator.busy:
            return "playable"
        return None

    def rect_of(self, key: str) -> pygame.Rect | None:
        """Where card ``key`` is drawn, or where it stood while it fades out; None when it is not shown."""
        for p in self.placed:
            if p.key == key:
                return p.rect
        ghost = self.ghosts.get(key)
        return ghost.rect if ghost is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.renderer.background(surface.get_size(), self.geometry), (0, 0))
        self.renderer.zone_extras(surface, self.geometry, self.view)
        lunge = self.animator.lunge()
        arriving = self.animator.arriving()
        dragged_from_hand = self.held is not None and self.dragging and bool(self.index.zones(self.held))
        for p in self.placed:
            if dragged_from_hand and p.key == self.held:
                continue
            offset = (0, 0)
            alpha = 1.0
            if lunge is not None and p.key == lunge[0]:
                target = self.rect_of(lunge[1])
                if target is not None:
                    offset = (
                        round((target.centerx - p.rect.centerx) * 0.7 * lunge[2]),
                        round((target.centery - p.rect.centery) * 0.7 * lunge[2]),
                    )
            if p.key in arriving:
                alpha = 0.25 + 0.75 * arriving[p.key][1]
            self.renderer.card(surface, p, self._mark(p), offset, alpha)
        fading = self.animator.fading()
        if fading is not None and fading[0] in self.ghosts:
            self.renderer.card(surface, self.ghosts[fading[0]], None, (0, 0), fading[1])
        self.overlays.floaters(surface)
        self.adapter.draw_over(surface, self.table_rect)
        self.overlays.timer(surface)
        self.rail.draw(surface)
        self.details.set_lines(self._details_lines())
        self._fit_log()
        self.log_panel.set_lines([(line, i == len(self.log) - 1) for i, line in enumerate(self.log)])
        for item in self.decor:
            item.draw(surface)
        self.ui.draw_ui(surface)
        self.overlays.end_hint(surface)
        self.focus.draw(surface, self.theme.colour("focus"), max(2, self.theme.px(2)))
        if self.app.scenes.top is self:
            self.overlays.cursor(surface)
            self.overlays.held(surface)
            self.overlays.hover(surface)
        self.overlays.showcase(surface)

    def _fit_log(self) -> None:
        """The game log starts just under what the details panel shows (at most its box) and runs down
        to the End turn hint, so no empty gap sits between them; its newest lines stay in place."""
        gap = self.theme.px(12)
        used = min(self.details.content_height(), self.details.rect.height)
        top = self.details.rect.y + used + gap
        self.log_panel.rect = pygame.Rect(
            self.log_panel.rect.x, top, self.log_panel.rect.width, self._log_bottom - top
        )

    def _details_lines(self) -> list[tuple[str, bool]]:
        card_id = None
        if self.hover is not None:
            card_id = self.hover.card.card_id
        elif (entry := self.rail.at(self.pointer)) is not None:
            card_id = entry.card_id
        if card_id is None:
            lines = [(self._prompt_text(), True)]
            if status := self.adapter.status_line(self.obs):
                lines.append((status, False))
            return [*lines, ("Hover over a card to read it.", False)]
        face = self.adapter.face(card_id)
        lines = [(face.name, True)]
        if face.type_line:
            lines.append((face.type_line, False))
        if face.text:
            lines.append((face.text.replace("**", ""), False))
        lines += [(line, False) for line in self.adapter.details(card_id)]
        return lines

    def _prompt_text(self) -> str:
        if self.controller.is_over():
            return "The game is over."
        if self.controller.ai_thinking():
            actor = self.controller.to_act()
            name = self.controller.seats[actor].name if actor is not None else ""
            return f"{name} is thinking\u2026"
        if not self.controller.human_to_act():
            return "Waiting\u2026"
        if self.view.prompt:
            return self.view.prompt
        if self.index.moves_left():
            return "Your turn: drag a card to play it, or drag an attacker to its target."
        return "Nothing left to do: end your turn."

    def feed_cues(self, cues: Sequence[Cue]) -> None:
        """Play cues directly (tests and the bench use it to keep animations on screen)."""
        self.animator.feed(cues)
