"""The WoW Miniatures board scene: the table players spend the game at.

Layout (relaid out on resize and UI-scale changes): the clocks strip across the top, the board in
the centre-left, the log and the score under the board, and a right column with the selected
character and the prompt. The dice tray appears over the board while dice roll.

The scene only renders the controller's observation and submits legal actions looked up in a
``LegalIndex``; every board click, panel click and key press maps to one of those. The AI's moves
and the player's own are animated from ``controller.pending_events()`` by an ``Animator``, and the
AI waits (``controller.hold_ai``) until the animation has played.

The scene is split by concept: this module holds the layout, the model (observation, legal actions,
selection) and the frame update; ``BoardInput`` (board_input.py) maps events to actions and
``BoardDrawing`` (board_drawing.py) paints the frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from client.board import (
    BoardRenderer,
    Camera,
    Overlay,
    TokenPainter,
    palette_for,
)
from client.cards.cache import CardFaceCache
from client.cards.wowminis_faces import WowFaces
from client.dice.tray import DiceTray
from client.games.wowminis import views
from client.games.wowminis.animation import Animator
from client.games.wowminis.board_drawing import BoardDrawing
from client.games.wowminis.board_input import BoardInput
from client.games.wowminis.info import (
    AbilityInfo,
    Unreachable,
    abilities_of,
)
from client.games.wowminis.interaction import LegalIndex
from client.games.wowminis.panels.character import CharacterPanel
from client.games.wowminis.panels.clocks import ClocksPanel
from client.games.wowminis.panels.help import HelpOverlay
from client.games.wowminis.panels.log import LogPanel, entry_from_event
from client.games.wowminis.panels.prompt import PromptPanel, PromptState, prompt_state
from client.games.wowminis.panels.score import ScorePanel
from client.games.wowminis.targeting import build_overlay
from client.scene import Scene
from client.widgets.backdrop import make_backdrop
from client.widgets.panel import Panel
from engine.core import IllegalActionError
from engine.hex import Hex

if TYPE_CHECKING:
    from client.app import App
    from client.game.controller import GameController


class BoardScene(BoardInput, BoardDrawing, Scene):
    """The table for one WoW Miniatures game driven by a ``GameController``: its layout, the model
    it shows (observation, legal actions, selection) and the frame update; input is in
    board_input.py and drawing in board_drawing.py."""

    design_size = (1280, 800)

    def __init__(self, app: App, controller: GameController) -> None:
        super().__init__(app)
        self.controller = controller
        game: Any = controller.session.game
        self.catalog = game.catalog
        state: Any = controller.session.state
        self.board = state.board  # a party setup names its board, a scenario's is in its position
        self.midpoint_mode = str(game.options.get("midpoint_blockers", "terrain_and_enemies"))
        self.palette = palette_for(app.settings.palette)
        self.renderer = BoardRenderer(self.board, self.palette)
        self.slide_painter = TokenPainter(self.palette)
        self.camera = Camera(pygame.Rect(0, 0, 800, 600), bounds=self.renderer.world_bounds())
        self.animator = Animator(
            lambda seconds: self.app.settings.animation_time(seconds),
            tray=DiceTray(app.settings.animation_speed),
            roll_names=self._name,
        )
        faces = WowFaces(self.catalog)
        self.faces = CardFaceCache(faces.compose, faces.back)
        self.clocks = ClocksPanel()
        self.character = CharacterPanel()
        self.prompt = PromptPanel()
        self.log = LogPanel()
        self.score = ScorePanel()
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self._tray_places: list[tuple[pygame.Rect, Panel]] = []
        self.help_visible = False
        self.selected: str | None = None
        self.ability: str | None = None
        self.picked: list[str] = []
        self.aoe_rotation = 0
        self.hover_hex: Hex | None = None
        self.hover_key: Any = None
        self.notice: str | None = None
        self._notice_time = 0.0
        self._time = 0.0
        self._version: tuple[Any, ...] = ()
        self._overlay_key: tuple[Any, ...] | None = None
        self._overlay = Overlay()
        self._unreachable: dict[str, Unreachable] = {}
        self._camera_moved = False
        self._ended = False
        self._save_error_shown: str | None = None
        self.obs: dict[str, Any] = {}
        self.index = LegalIndex([])
        self._abilities: list[AbilityInfo] = []
        self._prompt_state = PromptState("", (), ())
        self._sync(force=True)
        self._log_backlog()

    # Lifecycle -----------------------------------------------------------------------------

    def design(self) -> tuple[int, int]:
        return self.design_size

    def layout(self, screen: pygame.Rect) -> None:
        t = self.theme
        m = t.px(10)
        right_w = max(t.px(340), screen.width // 4)
        top_h = t.px(86)
        bottom_h = max(t.px(136), screen.height // 6)
        left_w = screen.width - right_w - 3 * m
        self.clocks.set_rect(pygame.Rect(m, m, left_w, top_h), t)
        self.board_rect = pygame.Rect(m, m + top_h + m, left_w, screen.height - top_h - bottom_h - 4 * m)
        log_w = left_w * 3 // 5
        bottom_y = self.board_rect.bottom + m
        self.log.set_rect(pygame.Rect(m, bottom_y, log_w - m // 2, bottom_h), t)
        self.score.set_rect(pygame.Rect(m + log_w + m // 2, bottom_y, left_w - log_w - m // 2, bottom_h), t)
        right_x = m + left_w + m
        char_h = (screen.height - 3 * m) * 56 // 100
        self.character.set_rect(pygame.Rect(right_x, m, right_w, char_h), t)
        self.prompt.set_rect(pygame.Rect(right_x, m + char_h + m, right_w, screen.height - char_h - 3 * m), t)
        # The static layer: backdrop and every frame, painted once here so a frame blits it once.
        self._chrome = make_backdrop(screen.size, t)
        Panel(self.board_rect.inflate(t.px(8), t.px(8)), t).draw(self._chrome)
        for panel in (self.clocks, self.character, self.prompt, self.log, self.score):
            panel.draw_frame(self._chrome)
        if pygame.display.get_surface() is not None:
            self._chrome = self._chrome.convert()
        self.camera.set_viewport(self.board_rect)
        self.camera.set_bounds(self.renderer.world_bounds())
        if not self._camera_moved:
            # Until the player zooms or pans, the whole board fits whatever the window size.
            self.camera.fit()
        tray_w = min(self.board_rect.width - 2 * m, t.px(560))
        tray_h = min(self.board_rect.height - 2 * m, t.px(300))
        # Two places for the dice tray, under and over the middle of the board; it takes the one
        # away from the roller so the attack stays in view.
        low = pygame.Rect(0, 0, tray_w, tray_h)
        low.midbottom = (self.board_rect.centerx, self.board_rect.bottom - m)
        high = low.copy()
        high.top = self.board_rect.top + m
        self._tray_places = []
        for rect in (low, high):
            tray, _felt, banner = self.animator.tray.layout(rect)
            self._tray_places.append((rect, Panel(tray.union(banner).inflate(t.px(12), t.px(12)), t)))
        self.tray_rect, self._tray_frame = self._tray_places[0]
        self._help = HelpOverlay(screen, t)
        if self.palette.name != palette_for(self.app.settings.palette).name:
            self.palette = palette_for(self.app.settings.palette)
            self.renderer.set_palette(self.palette)
            self.slide_painter.set_palette(self.palette)
        self._overlay_key = None
        self._refresh_panels()

    def pause(self) -> None:
        self.camera.release_keys()

    # Model ---------------------------------------------------------------------------------

    def _name(self, uid: str) -> str:
        for c in self.obs.get("characters", []):
            if c["uid"] == uid:
                return str(c["name"])
        return uid.replace("_", " ").title()

    def _you(self) -> int:
        return int(self.controller.viewer)

    def _sync(self, force: bool = False) -> None:
        """Re-read the observation and legal actions when the game moved on."""
        session = self.controller.session
        version = (len(session.actions), self.controller.to_act(), self.controller.viewer)
        if not force and version == self._version:
            return
        self._version = version
        self.obs = self.controller.observation()
        self.index = LegalIndex(self.controller.legal_actions())
        chars = views.characters(self.obs)
        if self.selected not in chars:
            self.selected = None
        actors = self.index.actors()
        turn = self.obs.get("turn")
        if turn and turn.get("char") in actors:
            self._select(str(turn["char"]), keep_ability=True)
        elif len(self.index.spawns) == 1:
            self._select(next(iter(self.index.spawns)))
        elif self.index.moves and not self.index.ends and len(self.index.moves) == 1:
            self._select(next(iter(self.index.moves)))
        if self.ability is not None and (self.selected, self.ability) not in self.index.plays:
            self._cancel_ability()
        self._abilities = abilities_of(chars[self.selected], self.catalog) if self.selected in chars else []
        self._overlay_key = None

    def _select(self, uid: str | None, keep_ability: bool = False) -> None:
        if uid != self.selected or not keep_ability:
            self._cancel_ability()
        self.selected = uid
        chars = views.characters(self.obs)
        self._abilities = abilities_of(chars[uid], self.catalog) if uid in chars else []
        self._overlay_key = None

    def _cancel_ability(self) -> None:
        self.ability = None
        self.picked = []
        self.aoe_rotation = 0
        self._overlay_key = None

    def _log_backlog(self) -> None:
        """A loaded game starts with an empty log; say where it stands."""
        players = self.obs.get("players", [])
        if players:
            vs = " vs ".join(str(p["name"]) for p in players)
            self.log.add(
                [
                    entry_from_event(
                        "info", f"{vs} on {self.board.name}. Round {self.obs.get('round', 1)}.", {}
                    )
                ]
            )

    def _submit(self, action: Any) -> None:
        if self.animator.busy:
            self.animator.skip()
        try:
            self.controller.submit(action)
        except IllegalActionError as exc:
            self._say(f"Not possible now: {exc}")
        self._sync()
        self._take_events()

    def _say(self, text: str) -> None:
        self.notice = text
        self._notice_time = 4.0

    def _take_events(self) -> None:
        events = self.controller.pending_events()
        if not events:
            return
        self._sync(force=True)
        positions = views.positions(self.obs)
        for e in events:
            self.animator.feed(e.kind, e.data, positions)
            self.animator.reveal(entry_from_event(e.kind, e.text, e.data))
        self._reveal_log()

    def _reveal_log(self) -> None:
        entries = self.animator.revealed()
        if entries:
            self.log.add(entries)

    # Frame ---------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self._time += dt
        self._notice_time = max(0.0, self._notice_time - dt)
        self.camera.update(dt)
        self.animator.update(dt)
        self._follow(self.animator.focus())
        self._place_tray(self.animator.roller_space())
        self._reveal_log()
        self.controller.hold_ai = self.animator.busy
        self.controller.update()
        self._take_events()
        self._sync()
        error = self.controller.save_error
        if error and error != self._save_error_shown:
            self._save_error_shown = error
            self._say(error)
        self.board_overlay()
        self._refresh_panels()
        # The end and hand-off screens wait until everything has been shown (and the panels are current).
        if self.animator.idle:
            if self.controller.is_over() and not self._ended:
                self._ended = True
                from client.games.wowminis.end_screen import EndScene

                self.app.scenes.push(EndScene(self.app, self.controller))
            elif self.controller.needs_handoff():
                from client.games.wowminis.handoff import HandoffScene

                self.app.scenes.push(HandoffScene(self.app, self.controller))

    def _place_tray(self, roller: Hex | None) -> None:
        """Put the dice tray over the half of the board the roller is not in."""
        if roller is None:
            return
        _x, y = self.renderer.screen_layout(self.camera).hex_to_pixel(roller)
        self.tray_rect, self._tray_frame = self._tray_places[1 if y > self.board_rect.centery else 0]

    def _follow(self, spaces: tuple[Hex, ...]) -> None:
        """Pan to an animation playing outside the view (the board is zoomed in), so no move goes unseen."""
        if not spaces:
            return
        lay = self.renderer.screen_layout(self.camera)
        view = self.camera.viewport.inflate(-self.theme.px(40), -self.theme.px(40))
        if all(view.collidepoint(lay.hex_to_pixel(h)) for h in spaces):
            return
        points = [self.renderer.world_layout.hex_to_pixel(h) for h in spaces]
        self.camera.look_at(
            (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))
        )

    def _refresh_panels(self) -> None:
        if not self.obs:
            return
        chars = views.characters(self.obs)
        you = self._you()
        preview = None
        hovered_ability = (
            self.hover_key[1]
            if isinstance(self.hover_key, tuple) and self.hover_key[0] == "ability"
            else None
        )
        focus_ability = hovered_ability or self.ability
        if self.selected in chars and focus_ability:
            info = next((a for a in self._abilities if a.key == focus_ability), None)
            if info is not None and info.cost:
                preview = (self.selected, info.cost)
        self.clocks.refresh(
            self.obs, self.catalog, self.palette, selected=self.selected, preview=preview, you=you
        )
        self.character.refresh(
            chars.get(self.selected or ""),
            self._abilities,
            self.index,
            self.catalog,
            self.palette,
            chosen=self.ability,
            hovered=self.hover_key,
            faces=self.faces,
            party=[c for c in self.obs.get("characters", []) if c["controller"] == you],
        )
        actor = self.controller.to_act()
        actor_name = self.controller.seats[actor].name if actor is not None else ""
        can_confirm = bool(
            self.selected
            and self.ability
            and self.picked
            and tuple(sorted(self.picked)) in self.index.play_targets(self.selected, self.ability)
        )
        ability_name = None
        if self.ability:
            ability_name = next((a.name for a in self._abilities if a.key == self.ability), self.ability)
        self._prompt_state = prompt_state(
            self.obs,
            self.index,
            you_decide=self.controller.human_to_act(),
            actor_name=actor_name,
            thinking=self.controller.ai_thinking(),
            selected=self.selected,
            ability_name=ability_name,
            picked=self.picked,
            can_confirm=can_confirm,
            max_buttons=9,
            context=self._latest_play(),
        )
        dots = int(self._time * 2) % 4
        self.prompt.refresh(
            self._prompt_state, hovered=self.hover_key, can_undo=self.controller.can_undo(), dots=dots
        )
        self.log.refresh()
        self.score.refresh(self.obs, self.palette, you)

    def _latest_play(self) -> str:
        """The log's latest play, attack or roll: what a react, protect or reroll prompt answers."""
        for entry in reversed(self.log.entries[-40:]):
            if entry.kind in ("attack_declared", "ability_played", "dice_rolled", "react_played"):
                return entry.text
        return ""

    # Overlay -------------------------------------------------------------------------------

    def board_overlay(self) -> Overlay:
        """The board overlay for the current selection, ability and hover, rebuilt when one changed.

        ``update`` calls it every frame; ``draw`` only reads the result.
        """
        key = (
            self._version,
            self.selected,
            self.ability,
            tuple(self.picked),
            self.aoe_rotation,
            self.hover_hex,
        )
        if key == self._overlay_key:
            return self._overlay
        self._overlay_key = key
        self._overlay, self._unreachable = build_overlay(
            self.obs,
            self.index,
            self.board,
            self.catalog,
            self._abilities,
            selected=self.selected,
            ability=self.ability,
            picked=self.picked,
            aoe_rotation=self.aoe_rotation,
            hover=self.hover_hex,
            midpoint_mode=self.midpoint_mode,
        )
        return self._overlay
