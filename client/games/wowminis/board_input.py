"""Input on the WoW Miniatures board scene: mouse, wheel and keys mapped to the legal actions.

``BoardInput`` is a mixin of ``BoardScene`` (board_scene.py): it reads and changes the scene's
selection (``selected``, ``ability``, ``picked``, ``aoe_rotation``), hover (``hover_hex``,
``hover_key``) and help state, and answers through the scene's ``_submit``, ``_select``,
``_cancel_ability``, ``_say`` and ``_sync``. Every click, wheel turn and key press either changes
that selection or submits one action found in the scene's ``LegalIndex``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from client.board import HighlightStyle
from client.games.wowminis import views
from client.games.wowminis.panels.log import entry_from_event
from engine.hex import Hex

if TYPE_CHECKING:
    from client.games.wowminis.board_scene import BoardScene


class BoardInput:
    """Event handling for ``BoardScene``: hover, clicks on panels and spaces, keyboard shortcuts."""

    def handle_event(self: BoardScene, event: pygame.event.Event) -> pygame.event.Event | None:
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

    def _aoe_hovered(self: BoardScene) -> bool:
        return bool(
            self.selected
            and self.ability
            and self.hover_hex is not None
            and self.hover_hex in self.index.aoe_choices(self.selected, self.ability)
        )

    def _hover(self: BoardScene, pos: tuple[int, int]) -> None:
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

    def _click(self: BoardScene, pos: tuple[int, int]) -> None:
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

    def _press(self: BoardScene, key: Any) -> None:
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

    def _choose_ability(self: BoardScene, ability: str) -> None:
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

    def _confirm(self: BoardScene) -> None:
        if self.selected and self.ability and self.picked:
            action = self.index.play_targets(self.selected, self.ability).get(tuple(sorted(self.picked)))
            if action is not None:
                self._submit(action)

    def _click_space(self: BoardScene, h: Hex) -> None:
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

    def _key(self: BoardScene, event: pygame.event.Event) -> pygame.event.Event | None:
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

    def _leave(self: BoardScene) -> None:
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

    def _number(self: BoardScene, n: int) -> None:
        for _label, hit_key, _primary, hotkey in self._prompt_state.buttons:
            if hotkey == str(n):
                self._press(hit_key)
                return
        if self.selected is None:
            return
        playable = [a.key for a in self._abilities if a.key and (self.selected, a.key) in self.index.plays]
        if n <= len(playable):
            self._choose_ability(playable[n - 1])

    def _flip_number(self: BoardScene, n: int) -> None:
        """Shift+n: turn the selected character's n-th face-down card that may be flipped face up."""
        if self.selected is None:
            return
        flips = [a for a in self._abilities if (self.selected, a.key) in self.index.flips]
        if n <= len(flips):
            self._submit(self.index.flips[(self.selected, flips[n - 1].key)])

    def _step_cursor(self: BoardScene, step: int) -> None:
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

    def _cycle(self: BoardScene) -> None:
        you = self._you()
        own = [c["uid"] for c in self.obs.get("characters", []) if c["controller"] == you]
        actors = [u for u in self.index.actors() if u in own] or own
        if not actors:
            return
        i = actors.index(self.selected) + 1 if self.selected is not None and self.selected in actors else 0
        self._select(actors[i % len(actors)])

    def _undo(self: BoardScene) -> None:
        if not self.controller.can_undo():
            return
        self.animator.skip()
        self.controller.undo()
        self.log.add([entry_from_event("info", "You took back your last decision.", {})])
        self._sync(force=True)
