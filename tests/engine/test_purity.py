"""The engine stays pure: no presentation imports and no module-level randomness."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"


def _engine_modules() -> list[str]:
    modules = []
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules.append(".".join(parts))
    return modules


def test_every_engine_module_imports_with_pygame_unimportable() -> None:
    script = (
        "import sys, importlib\n"
        "for name in ('pygame', 'pygame_gui', 'pymunk'):\n"
        "    sys.modules[name] = None\n"
        f"for module in {_engine_modules()!r}:\n"
        "    importlib.import_module(module)\n"
        "bad = sorted(m for m in sys.modules if m == 'client' or m.startswith('client.'))\n"
        "assert not bad, bad\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def _random_uses(path: Path) -> list[str]:
    """Imports of the stdlib ``random`` module: the engine must use the state's Rng instead."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import) and any(alias.name == "random" for alias in node.names):
            found.append(f"{path.name}:{node.lineno}")
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            found.append(f"{path.name}:{node.lineno}")
    return found


def test_engine_never_uses_module_level_random() -> None:
    offenders = [hit for path in sorted(ENGINE.rglob("*.py")) for hit in _random_uses(path)]
    assert offenders == []


def test_random_check_catches_an_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import random\nfrom random import choice\n")
    assert _random_uses(sample) == ["sample.py:1", "sample.py:2"]
