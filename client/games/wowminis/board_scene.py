"""The WoW Miniatures board scene: the table players spend the game at.

Layout (relaid out on resize and UI-scale changes): the clocks strip across the top, the board in
the centre-left, the log and the score under the board, and a right column with the selected
character and the prompt. The dice tray appears over the board while dice roll.

The scene only renders the controller's observation and submits legal actions looked up in a
``LegalIndex``; every board click, panel click and key press maps to one of those. The AI's moves
and the player's own are animated from ``controller.pending_events()`` by an ``Animator``, and the
AI waits (``controller.hold_ai``) until the animation has played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from client.board import (
    HEX_SIZE,
    BoardRenderer,
    Camera,
    HighlightStyle,
    Overlay,
    PathLine,
    TokenPainter,
    palette_for,
)
from client.board.render import TOKEN_RADIUS
from client.cards.cache import CardFaceCache
from client.cards.hover import HOVER_WIDTH, draw_hover
from client.cards.wowminis_faces import WowFaces
from client.dice.tray import DiceTray
from client.games.wowminis import views
from client.games.wowminis.animation import Animator
from client.games.wowminis.info import (
    AbilityInfo,
    Unreachable,
    abilities_of,
)
from client.games.wowminis.interaction import LegalIndex
from client.games.wowminis.panels import colour, font
from client.games.wowminis.panels.character import CharacterPanel
from client.games.wowminis.panels.clocks import ClocksPanel
from client.games.wowminis.panels.help import HelpOverlay
from client.games.wowminis.panels.info_box import corner_box, draw_info_box, info_box_size, pointer_box
from client.games.wowminis.panels.log import LogPanel, entry_from_event
from client.games.wowminis.panels.prompt import PromptPanel, PromptState, prompt_state
from client.games.wowminis.panels.score import ScorePanel
from client.games.wowminis.targeting import build_overlay
from client.scene import Scene
from client.widgets.backdrop import make_backdrop
from client.widgets.panel import Panel
from engine.core import IllegalActionError
from engine.hex import Hex, distance

if TYPE_CHECKING:
    from client.app import App
    from client.game.controller import GameController

_TERRAIN_WORDS = {
    "open": "Open ground",
    "cover": "Cover (costs 2 MP, blocks sight)",
    "high_ground": "High ground (costs 2 MP, blocks sight)",
    "impassable": "Impassable",
}


class BoardScene(Scene):
    """The table for one WoW Miniatures game driven by a ``GameController``."""

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

    # Input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self._hover(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL:
            pos = getattr(event, "pos", pygame.mouse.get_pos())
            if self.log.contains(pos):
                self.log.scroll_by(int(event.y) * 2)
                return None
            if self._aoe_hovered():
                self.aoe_rotation += 1 if event.y < 0 else -1
                return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
            return None
        if self.camera.handle_event(event):
            self._camera_moved = event.type != pygame.KEYDOWN or event.key not in (pygame.K_f, pygame.K_HOME)
            self._hover(self.pointer)
            return None
        return event

    def _aoe_hovered(self) -> bool:
        return bool(
            self.selected
            and self.ability
            and self.hover_hex is not None
            and self.hover_hex in self.index.aoe_choices(self.selected, self.ability)
        )

    def _hover(self, pos: tuple[int, int]) -> None:
        self.hover_hex = None if self.camera.dragging else self.renderer.hex_at(self.camera, pos)
        self.hover_key = None
        if self.help_visible:
            self.hover_hex = None
            return
        for panel in (self.prompt, self.character, self.clocks):
            hit = panel.hit(pos)
            if hit is not None:
                self.hover_key = hit.key
                break
        if self.hover_key is None:
            ability = self.character.ability_at(pos)
            if ability:
                self.hover_key = ("ability", ability)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.help_visible:
            self.help_visible = False
            return
        if self.animator.tray_visible and self.tray_rect.collidepoint(pos):
            self.animator.skip()
            return
        for panel in (self.prompt, self.character, self.clocks):
            hit = panel.hit(pos)
            if hit is not None:
                if hit.enabled:
                    self._press(hit.key)
                return
        h = self.renderer.hex_at(self.camera, pos)
        if h is not None:
            self._click_space(h)

    def _press(self, key: Any) -> None:
        kind = key[0]
        if kind == "action":
            self._submit(key[1])
        elif kind == "ability" or kind == "card" and key[2] == "card" and key[1]:
            self._choose_ability(key[1])
        elif kind == "flip" and self.selected is not None:
            action = self.index.flips.get((self.selected, key[1]))
            if action is not None:
                self._submit(action)
        elif kind == "select":
            uid = key[1]
            if uid in self.index.nexts:
                self._submit(self.index.nexts[uid])
            else:
                self._select(uid)
        elif kind == "confirm":
            self._confirm()
        elif kind == "undo":
            self._undo()
        elif kind == "help":
            self.help_visible = not self.help_visible
        elif kind == "menu":
            self._leave()

    def _choose_ability(self, ability: str) -> None:
        if self.selected is None or (self.selected, ability) not in self.index.plays:
            return
        if self.ability == ability:
            self._cancel_ability()
            return
        immediate = self.index.immediate_play(self.selected, ability)
        if immediate is not None:
            self._submit(immediate)
            return
        self.ability = ability
        self.picked = []
        self.aoe_rotation = 0
        self._overlay_key = None

    def _confirm(self) -> None:
        if self.selected and self.ability and self.picked:
            action = self.index.play_targets(self.selected, self.ability).get(tuple(sorted(self.picked)))
            if action is not None:
                self._submit(action)

    def _click_space(self, h: Hex) -> None:
        occupant = views.occupant_at(self.obs, h)
        uid = str(occupant["uid"]) if occupant is not None else None
        if self.ability is not None and self.selected is not None:
            # A totem can be a target too (304.2); it may share its space with a character.
            legal = self.index.target_uids(self.selected, self.ability)
            totems = [str(t["uid"]) for t in self.obs.get("totems", []) if str(t["pos"]) == str(h)]
            uid = next((u for u in [uid, *totems] if u in legal), uid if uid is not None else None)
            if uid is None and totems:
                uid = totems[0]
        if self.ability is None and uid is not None and uid in self.index.nexts:
            self._submit(self.index.nexts[uid])
            return
        action = self.index.click_space(
            h,
            selected=self.selected,
            ability=self.ability,
            occupant=uid,
            picked=self.picked,
            aoe_rotation=self.aoe_rotation,
        )
        if action is not None:
            self._submit(action)
            return
        if self.ability is not None and self.selected is not None:
            if uid is not None and uid in self.index.target_uids(self.selected, self.ability):
                if uid in self.picked:
                    self.picked.remove(uid)
                else:
                    self.picked.append(uid)
                self._overlay_key = None
                return
            if uid in self._unreachable:
                self._say(self._unreachable[uid].reason)
                return
            if uid is None or uid == self.selected:
                self._cancel_ability()
            return
        if uid is not None:
            self._select(uid)

    def _key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        key, mods = event.key, event.mod
        if key == pygame.K_F1 or getattr(event, "unicode", "") == "?":
            self.help_visible = not self.help_visible
            self._hover(self.pointer)
            return None
        if key == pygame.K_ESCAPE:
            if self.animator.busy or self.animator.tray_visible:
                self.animator.skip()
            elif self.help_visible:
                self.help_visible = False
            elif self.ability is not None:
                self._cancel_ability()
            elif self.selected is not None:
                self._select(None)
            else:
                self._leave()
            return None
        if key == pygame.K_SPACE:
            if self.animator.busy or self.animator.tray_visible or self.hover_hex is None:
                self.animator.skip()
            else:
                self._click_space(self.hover_hex)
            return None
        if key in (pygame.K_RIGHTBRACKET, pygame.K_LEFTBRACKET):
            self._step_cursor(1 if key == pygame.K_RIGHTBRACKET else -1)
            return None
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self._undo()
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.index.ends:
                self._submit(next(iter(self.index.ends.values())))
            return None
        if key == pygame.K_TAB:
            self._cycle()
            return None
        if key == pygame.K_r:
            self.aoe_rotation += 1
            return None
        if key == pygame.K_c:
            self._confirm()
            return None
        if pygame.K_1 <= key <= pygame.K_9:
            if mods & pygame.KMOD_SHIFT:
                self._flip_number(key - pygame.K_0)
            else:
                self._number(key - pygame.K_0)
            return None
        if self.camera.handle_event(event):
            self._camera_moved = key not in (pygame.K_f, pygame.K_HOME)
            return None
        return event

    def _leave(self) -> None:
        """Ask before leaving the table; the game itself is autosaved after every decision."""
        from client.scenes.confirm import ConfirmScene

        if self.controller.session.save_path is not None and self.controller.save_error is None:
            message = "The game is saved after every decision: resume it from Load game."
        else:
            message = "This game is not saved on disk: leaving ends it."
        self.app.scenes.push(
            ConfirmScene(
                self.app, "Leave the table?", message, "Leave", self.app.scenes.pop, cancel_text="Stay"
            )
        )

    def _number(self, n: int) -> None:
        for _label, hit_key, _primary, hotkey in self._prompt_state.buttons:
            if hotkey == str(n):
                self._press(hit_key)
                return
        if self.selected is None:
            return
        playable = [a.key for a in self._abilities if a.key and (self.selected, a.key) in self.index.plays]
        if n <= len(playable):
            self._choose_ability(playable[n - 1])

    def _flip_number(self, n: int) -> None:
        """Shift+n: turn the selected character's n-th face-down card that may be flipped face up."""
        if self.selected is None:
            return
        flips = [a for a in self._abilities if (self.selected, a.key) in self.index.flips]
        if n <= len(flips):
            self._submit(self.index.flips[(self.selected, flips[n - 1].key)])

    def _step_cursor(self, step: int) -> None:
        """[ and ]: move a keyboard cursor over the highlighted spaces (Space then acts on it)."""
        spaces = sorted(
            {
                h.hex
                for h in self._overlay.highlights
                if h.style is not HighlightStyle.SELECTED or self.ability
            }
        )
        if not spaces:
            return
        i = spaces.index(self.hover_hex) + step if self.hover_hex in spaces else (0 if step > 0 else -1)
        self.hover_hex = spaces[i % len(spaces)]
        self.board_overlay()

    def _cycle(self) -> None:
        you = self._you()
        own = [c["uid"] for c in self.obs.get("characters", []) if c["controller"] == you]
        actors = [u for u in self.index.actors() if u in own] or own
        if not actors:
            return
        i = actors.index(self.selected) + 1 if self.selected is not None and self.selected in actors else 0
        self._select(actors[i % len(actors)])

    def _undo(self) -> None:
        if not self.controller.can_undo():
            return
        self.animator.skip()
        self.controller.undo()
        self.log.add([entry_from_event("info", "You took back your last decision.", {})])
        self._sync(force=True)

    # Drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._chrome, (0, 0))
        sliding = self.animator.sliding()
        hidden = (sliding[0],) if sliding else ()
        tokens = views.token_views(self.obs, self.catalog, selected=self.selected, hidden=hidden)
        overlay = self._overlay
        if sliding:
            overlay = Overlay(
                highlights=overlay.highlights,
                aoe=overlay.aoe,
                paths=(*overlay.paths, PathLine(self.animator.slide_path())),
                los=overlay.los,
                blocked_markers=overlay.blocked_markers,
                hover=overlay.hover,
                hover_label=overlay.hover_label,
            )
        self.renderer.draw(surface, self.camera, overlay, tokens)
        old_clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self._draw_slide(surface, sliding)
        self._draw_attack(surface)
        self._draw_floaters(surface)
        surface.set_clip(old_clip)
        self._draw_legend(surface)
        for panel in (self.clocks, self.character, self.prompt, self.log, self.score):
            panel.draw(surface)
        if self.animator.tray_visible:
            self._tray_frame.draw(surface)
            self.animator.tray.draw(surface, self.tray_rect)
        if self.app.scenes.top is self:
            # Hover feedback belongs to the screen the player is using, not to one covered by a dialog.
            self._draw_hover_card(surface)
            self._draw_tooltip(surface)
        if self.notice and self._notice_time > 0:
            self._draw_notice(surface, self.notice)
        if self.help_visible:
            self._help.draw(surface)

    def _screen_of(self, h: Hex) -> tuple[float, float]:
        return self.renderer.screen_layout(self.camera).hex_to_pixel(h)

    def _draw_slide(self, surface: pygame.Surface, sliding: Any) -> None:
        if not sliding:
            return
        uid, a, b, frac = sliding
        (ax, ay), (bx, by) = self._screen_of(a), self._screen_of(b)
        centre = (ax + (bx - ax) * frac, ay + (by - ay) * frac)
        char = views.characters(self.obs).get(uid)
        if char is not None:
            view = views.char_token(char, self.catalog, b, selected=uid == self.selected)
            self.slide_painter.draw(surface, view, centre, HEX_SIZE * self.camera.zoom * TOKEN_RADIUS)

    def _draw_attack(self, surface: pygame.Surface) -> None:
        shown = self.animator.attack()
        if shown is None:
            return
        src, targets, _area, frac = shown
        sx, sy = self._screen_of(src)
        width = max(3, round(5 * self.camera.zoom))
        for dst in targets:
            dx, dy = self._screen_of(dst)
            ex, ey = sx + (dx - sx) * frac, sy + (dy - sy) * frac
            pygame.draw.line(surface, (30, 10, 8), (sx, sy + 2), (ex, ey + 2), width + 2)
            pygame.draw.line(surface, (236, 84, 60), (sx, sy), (ex, ey), width)
            pygame.draw.circle(surface, (255, 210, 120), (round(ex), round(ey)), width + 2)

    def _draw_floaters(self, surface: pygame.Surface) -> None:
        """Damage, healing and "Destroyed" rising from the character, outlined so they read on any space."""
        tones = {"damage": (255, 92, 72), "heal": (120, 236, 120), "info": (250, 220, 140)}
        f = font(max(18, round(self.theme.px(34) * min(1.5, max(1.0, self.camera.zoom)))), True)
        for floater in self.animator.floaters:
            x, y = self._screen_of(floater.hex)
            rise = floater.age / max(1e-6, floater.duration)
            img = f.render(floater.text, True, tones[floater.tone])
            ink = f.render(floater.text, True, (12, 6, 4))
            alpha = max(0, min(255, round(255 * (1.4 - rise))))
            img.set_alpha(alpha)
            ink.set_alpha(alpha)
            lift = HEX_SIZE * self.camera.zoom * (0.7 + 0.6 * rise)
            pos = img.get_rect(center=(round(x), round(y - lift)))
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2), (2, 2)):
                surface.blit(ink, pos.move(dx, dy))
            surface.blit(img, pos)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """A one-line hint at the board's bottom-left: what the highlights mean right now."""
        if self.selected and self.ability:
            text = "Brackets: legal targets · hatched: out of reach (hover to see why)"
            if self._aoe_hovered():
                text = "Striped: the AOE triangle · R or the wheel turns it · click to cast"
        elif self.selected and self.selected in self.index.moves:
            text = "Numbers: move-point cost · hover a space for the path · click to move"
        else:
            return
        f = font(self.theme.px(12))
        img = f.render(text, True, colour(self.theme, "text"))
        box = img.get_rect(
            bottomleft=(self.board_rect.x + self.theme.px(8), self.board_rect.bottom - self.theme.px(8))
        )
        back = pygame.Surface(box.inflate(self.theme.px(12), self.theme.px(6)).size, pygame.SRCALPHA)
        back.fill((12, 8, 6, 190))
        surface.blit(back, box.inflate(self.theme.px(12), self.theme.px(6)))
        surface.blit(img, box)

    def _draw_hover_card(self, surface: pygame.Surface) -> None:
        """The hovered card thumbnail, enlarged beside the cursor."""
        key = self.hover_key
        if not (isinstance(key, tuple) and key[0] == "card"):
            return
        _kind, card_id, variant, face_down, _exhausted = key
        face = self.faces.get(card_id, self.theme.px(HOVER_WIDTH * 0.8), variant, face_down=face_down)
        draw_hover(surface, face, self.pointer)

    def _tooltip_lines(self) -> list[str]:
        h = self.hover_hex
        if h is None:
            for panel in (self.character, self.clocks, self.prompt):
                hit = panel.hit(self.pointer)
                if hit is not None and hit.tip:
                    return [hit.tip]
            return []
        lines = [f"Space {h} · {_TERRAIN_WORDS.get(self.board.terrain[h].value, '')}"]
        if h in self.board.vp_locations:
            lines.append("VP location: 1 VP per character on or next to it at ticks 5 and 10")
        spawn = next((s for s in self.board.spawns if s.hex == h), None)
        if spawn is not None:
            owner = "neutral" if spawn.side is None else str(self.obs["players"][spawn.side]["name"])
            lines.append(f"Spawn point ({spawn.kind}, {owner})")
        here = views.positions(self.obs).get(self.selected or "")
        if here is not None and h != here:
            lines.append(f"Distance {distance(here, h)} from {self._name(self.selected or '').split(',')[0]}")
        occupant = views.occupant_at(self.obs, h)
        if occupant is not None:
            side = self.obs["players"][occupant["controller"]]["name"]
            lines.append(
                f"{occupant['name']} ({side}): health {max(0, occupant['health'])}/{occupant['max_health']}, "
                f"clock +{occupant['ahead']}"
            )
            why = self._unreachable.get(str(occupant["uid"]))
            if why is not None:
                lines.append(why.reason)
        for t in self.obs.get("totems", []):
            if str(t["pos"]) == str(h):
                lines.append(f"{t['name']} (totem)")
        return lines

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        lines = self._tooltip_lines()
        if not lines or self.help_visible or (self.hover_hex is not None and self.animator.tray_visible):
            return
        wrapped, size = info_box_size(lines, self.theme)
        if self.hover_hex is not None:
            box = corner_box(size, self.board_rect, self.pointer, self.theme.px(10))
        else:
            box = pointer_box(size, surface.get_rect(), self.pointer, self.theme.px(18))
        draw_info_box(surface, box, wrapped, self.theme)

    def _draw_notice(self, surface: pygame.Surface, text: str) -> None:
        t = self.theme
        f = font(t.px(14), True)
        img = f.render(text, True, colour(t, "text"))
        box = img.get_rect(midtop=(self.board_rect.centerx, self.board_rect.y + t.px(10))).inflate(
            t.px(20), t.px(10)
        )
        pygame.draw.rect(surface, colour(t, "notice_bg"), box, border_radius=t.px(6))
        pygame.draw.rect(surface, colour(t, "notice_border"), box, 2, border_radius=t.px(6))
        surface.blit(img, img.get_rect(center=box.center))
