"""Board rendering figures: frame times of the hex board with every overlay on, and its screenshots.

``run(frames)`` draws the largest shipped board fitted into a 1280x800 view, with a busy demo
overlay (reachable spaces with costs, every highlight style, a move path, a clear and a blocked
LOS line, an AOE triangle, blocked markers, a moving hover) and six tokens, and reports the median
and 95th-percentile frame time. The target is a 95th percentile of at most 16 ms (60 fps).

``python -m bench.board_render --screenshots docs/screenshots`` writes ``board-<id>.png`` for every
shipped board and ``board-overlays.png``, the pictures a person checks after changing the renderer.
The demo position comes from the real rules (``movement.reachable``, ``los.explain_los``,
``los.aoe_areas``), so the overlays show what the game would.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from bench.core import percentile
from client.board import (
    AoeTriangle,
    BoardRenderer,
    Camera,
    Highlight,
    HighlightStyle,
    LosLine,
    Overlay,
    PathLine,
    TokenView,
)
from engine.games.wowminis.board import Board, Terrain, shipped_boards
from engine.games.wowminis.los import aoe_areas, explain_los
from engine.games.wowminis.movement import reachable
from engine.hex import Hex, distance, neighbors

VIEW = (1280, 800)
TARGET_P95_MS = 16.0


def _middle_space(board: Board) -> Hex:
    """An open space near the middle of the board, away from scenario elements."""
    mean_q = sum(h.q for h in board.spaces) / len(board.spaces)
    mean_r = sum(h.r for h in board.spaces) / len(board.spaces)
    scenario = board.vp_locations | {s.hex for s in board.spawns}
    candidates = [h for h in board.spaces if board.terrain[h] is Terrain.OPEN and h not in scenario]
    return min(
        candidates,
        key=lambda h: ((h.q - mean_q) ** 2 + (h.r - mean_r) ** 2 + (h.q - mean_q) * (h.r - mean_r), h),
    )


def demo_scene(board: Board) -> tuple[Overlay, list[TokenView], Hex]:
    """A busy but legal-looking moment on ``board``: the overlay, six tokens, and the mover's space.

    The selected warrior previews a move (costs and a path; the spaces of its healer and pet are
    marked as no place to stop), inspects LOS to two enemies (one blocked, one clear) and aims an
    AOE at the visible one, beside which a totem stands.
    """
    mover = _middle_space(board)
    free = [n for n in neighbors(mover) if n in board.move_cost and n not in board.vp_locations]
    ally, pet = free[0], free[-1]
    ring = sorted(
        h for h in board.move_cost if 3 <= distance(mover, h) <= 4 and board.terrain[h] is Terrain.OPEN
    )
    reports = {h: explain_los(board, mover, h) for h in ring}
    seen_enemy = next(h for h in ring if reports[h].clear and distance(mover, h) == 3)
    hidden = [h for h in ring if not reports[h].clear and distance(h, seen_enemy) > 2] or ring
    blocked_enemy = min(hidden, key=lambda h: (distance(h, seen_enemy), h))
    occupied = frozenset({ally, pet})
    enemies = frozenset({blocked_enemy, seen_enemy})
    reach = reachable(board, mover, 2, blocked=enemies, occupied=occupied)
    far = [h for h, r in reach.items() if r.cost == 2 and len(r.path) == 2]
    destination = (
        max(far, key=lambda h: (min(distance(h, e) for e in enemies), h)) if far else next(iter(reach))
    )
    report = reports[blocked_enemy]
    blockers = tuple(sorted({p.blocker for p in report.paths if p.blocker is not None}))
    if (
        report.midpoint is not None
        and report.midpoint not in blockers
        and report.midpoint in board.los_blocking
    ):
        blockers = (*blockers, report.midpoint)
    impassable_near = sorted(h for h in board.impassable if distance(h, mover) <= 3)
    teleports = sorted(h for h in board.move_cost if distance(h, mover) == 3 and h not in enemies)[:2]
    highlights = [Highlight(h, HighlightStyle.REACHABLE, str(r.cost)) for h, r in sorted(reach.items())]
    highlights += [Highlight(h, HighlightStyle.TELEPORT) for h in teleports]
    highlights += [Highlight(h, HighlightStyle.BLOCKED) for h in impassable_near]
    highlights += [Highlight(h, HighlightStyle.PATH) for h in reach[destination].path[:-1]]
    highlights += [Highlight(seen_enemy, HighlightStyle.TARGET), Highlight(mover, HighlightStyle.SELECTED)]
    areas = aoe_areas(board, seen_enemy)
    hover = destination
    overlay = Overlay(
        highlights=tuple(highlights),
        aoe=(AoeTriangle(areas[0]),) if areas else (),
        paths=(PathLine((mover, *reach[destination].path)),),
        los=(LosLine(mover, blocked_enemy, blocked=True, blockers=blockers), LosLine(mover, seen_enemy)),
        blocked_markers=(ally, pet),
        hover=hover,
        hover_label=f"{distance(mover, hover)} away",
    )
    tokens = [
        TokenView(mover, "Varian", "Wa", 0, health=9, max_health=12, clock=2, selected=True),
        TokenView(ally, "Anduin", "Pr", 0, health=7, max_health=7, clock=0),
        TokenView(pet, "Wolf", "Pe", 0, health=3, max_health=4, kind="pet"),
        TokenView(blocked_enemy, "Garona", "Ro", 1, health=4, max_health=9, clock=5, stealthed=True),
        TokenView(seen_enemy, "Thrall", "Sh", 1, health=10, max_health=11, clock=1),
        TokenView(seen_enemy, "Searing Totem", "Fi", 1, kind="totem", health=2, max_health=2),
    ]
    return overlay, tokens, mover


def _largest(boards: list[Board]) -> Board:
    return max(boards, key=lambda b: (len(b.spaces), b.id))


def _frame_times(
    renderer: BoardRenderer, camera: Camera, overlay: Overlay, tokens: list[TokenView], frames: int
) -> tuple[float, list[float]]:
    """The first frame's time (it fills the caches) and the following frames' times, in ms."""
    target = pygame.Surface(VIEW)
    hovers = sorted(renderer.board.spaces)
    start = time.perf_counter()
    renderer.draw(target, camera, overlay, tokens)
    first_ms = (time.perf_counter() - start) * 1000
    times: list[float] = []
    for i in range(frames):
        # The hover moves every frame, as it does under a mouse: overlays change, the board does not.
        frame_overlay = replace(overlay, hover=hovers[i % len(hovers)])
        start = time.perf_counter()
        renderer.draw(target, camera, frame_overlay, tokens)
        times.append((time.perf_counter() - start) * 1000)
    return first_ms, times


def run(frames: int = 300) -> dict[str, Any]:
    """Frame times (ms) for the largest shipped board with every overlay on, fitted and zoomed in.

    The fitted view shows the whole board (every overlay and token visible); the zoomed view (zoom 2
    on the action) blits the most tiles and the biggest stamps.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    board = _largest(shipped_boards())
    renderer = BoardRenderer(board)
    camera = Camera(pygame.Rect(0, 0, *VIEW))
    camera.fit(renderer.world_bounds())
    overlay, tokens, mover = demo_scene(board)
    first_ms, times = _frame_times(renderer, camera, overlay, tokens, frames)
    fitted_tiles = renderer.static_renders
    camera.look_at(renderer.world_layout.hex_to_pixel(mover), 2.0)
    zoomed_first_ms, zoomed = _frame_times(renderer, camera, overlay, tokens, frames)
    p95 = percentile(times, 0.95)
    zoomed_p95 = percentile(zoomed, 0.95)
    return {
        "board": board.id,
        "spaces": len(board.spaces),
        "view": list(VIEW),
        "frames": frames,
        "fit_zoom": round(camera.fit_zoom() or 0.0, 3),
        "first_frame_ms": round(first_ms, 2),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(p95, 3),
        "zoomed_first_frame_ms": round(zoomed_first_ms, 2),
        "zoomed_median_ms": round(statistics.median(zoomed), 3),
        "zoomed_p95_ms": round(zoomed_p95, 3),
        "target_p95_ms": TARGET_P95_MS,
        "meets_target": max(p95, zoomed_p95) <= TARGET_P95_MS,
        "static_tiles_rendered": {"fitted": fitted_tiles, "zoomed": renderer.static_renders - fitted_tiles},
    }


def save_screenshots(folder: Path, palette: str = "off") -> list[Path]:
    """Render every shipped board fitted to 1280x800, and the overlay demo, as PNGs in ``folder``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    boards = shipped_boards()
    for board in boards:
        renderer = BoardRenderer(board, palette)
        camera = Camera(pygame.Rect(0, 0, *VIEW))
        camera.fit(renderer.world_bounds())
        surf = pygame.Surface(VIEW)
        renderer.draw(surf, camera)
        written.append(folder / f"board-{board.id}.png")
        pygame.image.save(surf, written[-1])
    board = next((b for b in boards if b.id == "standard"), _largest(boards))
    renderer = BoardRenderer(board, palette, show_coords=True)
    overlay, tokens, mover = demo_scene(board)
    camera = Camera(pygame.Rect(0, 0, *VIEW), bounds=renderer.world_bounds())
    focus = [renderer.world_layout.hex_to_pixel(h) for h in (mover, *(t.hex for t in tokens))]
    camera.look_at((sum(x for x, _ in focus) / len(focus), sum(y for _, y in focus) / len(focus)), 1.6)
    surf = pygame.Surface(VIEW)
    renderer.draw(surf, camera, overlay, tokens)
    written.append(folder / "board-overlays.png")
    pygame.image.save(surf, written[-1])
    return written


def main(argv: list[str] | None = None) -> int:
    """``python -m bench.board_render [--frames N] [--screenshots DIR] [--palette NAME]``."""
    parser = argparse.ArgumentParser(prog="python -m bench.board_render", description=__doc__.split("\n")[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--screenshots", type=Path, help="write board PNGs to this folder instead of timing")
    parser.add_argument("--palette", default="off")
    args = parser.parse_args(argv)
    if args.screenshots is not None:
        for path in save_screenshots(args.screenshots, args.palette):
            print(path)
        return 0
    print(run(args.frames))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
