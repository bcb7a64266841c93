"""Hearthstone card-facts benchmarks: the one-time extraction and the warm load of the card cache.

Figures only, never pass/fail. Everything runs in a temporary cache folder, so the player's own
cache is neither used nor touched. Target from the issue: a warm start loads the cards in under
0.3 s. Two warm figures are given: ``warm_load`` times ``load_card_db`` inside one process (the
modules already imported), and ``warm_start_process`` times a fresh interpreter that imports the
engine and loads the cards, minus a bare interpreter's start-up (what a player's launch pays).
Run it with ``python -m bench.hearthstone``; it prints JSON.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.core import percentile
from engine.games.hearthstone.cardcache import cache_path, installed_source, load_card_db

TARGET_WARM_S = 0.3


def _seconds(samples: list[float]) -> dict[str, Any]:
    return {
        "median_s": round(statistics.median(samples), 4),
        "p95_s": round(percentile(samples, 0.95), 4),
        "samples": len(samples),
    }


def _process_seconds(script: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", script], check=True, capture_output=True)
    return time.perf_counter() - start


def run(repeat: int = 5) -> dict[str, Any]:
    """Cold extraction once, then ``repeat`` warm loads in-process and in fresh interpreters."""
    source = installed_source()
    with tempfile.TemporaryDirectory(prefix="tavern-bench-hearthstone-") as folder:
        cache_dir = Path(folder)
        start = time.perf_counter()
        db = load_card_db(cache_dir)
        cold = time.perf_counter() - start
        warm = []
        for _ in range(repeat):
            start = time.perf_counter()
            load_card_db(cache_dir)
            warm.append(time.perf_counter() - start)
        load = (
            "from pathlib import Path\n"
            "from engine.games.hearthstone.cardcache import load_card_db\n"
            f"load_card_db(Path({folder!r}))\n"
        )
        bare = [_process_seconds("pass") for _ in range(repeat)]
        fresh = [_process_seconds(load) for _ in range(repeat)]
        warm_figures = _seconds(warm)
        return {
            "data_version": source.data_version,
            "cards": len(db),
            "cache_bytes": cache_path(cache_dir, source.data_version).stat().st_size,
            "cold_extract_s": round(cold, 3),
            "warm_load": warm_figures,
            "warm_start_process": _seconds([f - statistics.median(bare) for f in fresh]),
            "target_warm_s": TARGET_WARM_S,
            "warm_within_target": warm_figures["median_s"] < TARGET_WARM_S,
        }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
