"""Import a hexagonal map made in the Tiled map editor as a WoW Miniatures board.

Tiled stores a hex map as a staggered grid: ``staggeraxis`` ``"y"`` staggers rows (pointy-top hexes),
``"x"`` staggers columns (flat-top), and ``staggerindex`` says whether the ``"odd"`` or ``"even"``
rows (columns) are shifted. Each cell's offset position converts to axial coordinates. Custom
properties say what a cell is: ``terrain`` (open, cover, high_ground, impassable), ``spawn`` (the
spawn kind: exclusive, neutral, convertible) with ``side`` (a number from 1), and ``vp`` (true).
A property may sit on a tile in the tileset (every cell using that tile) or on a tile layer (every
cell of that layer); a layer's property wins over its tiles', and a later layer over an earlier
one. Every non-empty cell of a visible tile layer is a board space. Map properties ``id``, ``name``,
``description`` and ``sides`` fill in the board's.

Both Tiled formats are read with the standard library: JSON maps (``.json``/``.tmj``) and XML maps
(``.tmx``); tile data may be CSV, a JSON array, or base64 (uncompressed, zlib or gzip). Tilesets may
be embedded or external (``.tsx``/``.tsj``/``.json`` beside the map). The mapping is documented in
docs/boards.md. The result is board JSON, marked ``"draft": true`` when the board has problems.
"""

from __future__ import annotations

import base64
import gzip
import json
import re
import struct
import zlib
from dataclasses import replace
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from engine.core.errors import BadInputError
from engine.games.wowminis.board import SPAWN_KINDS, Board, SpawnPoint, Terrain
from engine.games.wowminis.board_problems import board_problems
from engine.hex import Hex

_GID_MASK = 0x0FFFFFFF
"""Tiled keeps flip and rotation flags in a gid's top four bits."""
_PROPERTY_KEYS = ("terrain", "spawn", "side", "vp")


def stagger_to_axial(col: int, row: int, axis: str, index: str) -> Hex:
    """The axial space of a Tiled staggered-hex cell.

    ``axis`` ``"y"``: rows are staggered, pointy-top; ``"x"``: columns are staggered, flat-top.
    ``index`` ``"odd"`` or ``"even"``: which rows (columns) are shifted by half a hex.

    :raises ValueError: an unknown axis or index.

    >>> stagger_to_axial(2, 3, "y", "odd"), stagger_to_axial(2, 3, "y", "even")
    (Hex(q=1, r=3), Hex(q=0, r=3))
    >>> stagger_to_axial(3, 2, "x", "odd"), stagger_to_axial(3, 2, "x", "even")
    (Hex(q=3, r=1), Hex(q=3, r=0))
    """
    if index not in ("odd", "even"):
        raise ValueError(f"staggerindex must be 'odd' or 'even', got {index!r}")
    if axis == "y":
        shift = (row - (row & 1)) // 2 if index == "odd" else (row + (row & 1)) // 2
        return Hex(col - shift, row)
    if axis == "x":
        shift = (col - (col & 1)) // 2 if index == "odd" else (col + (col & 1)) // 2
        return Hex(col, row - shift)
    raise ValueError(f"staggeraxis must be 'x' or 'y', got {axis!r}")


def import_tiled(path: Path) -> dict[str, Any]:
    """Read a Tiled hex map and return it as board JSON (docs/boards.md), a draft if it has problems.

    :raises BadInputError: naming the file and the problem: unreadable, not JSON/XML, not a
        hexagonal map, an infinite map, unknown encodings, unknown property values, a spawn point
        without a side or a side outside the map's sides.
    """
    source = str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise BadInputError(source, f"cannot read the map: {exc.strerror or exc}") from None
    if path.suffix.lower() == ".tmx" or raw.lstrip().startswith(b"<"):
        tmap = _read_tmx(raw, path)
    else:
        tmap = _read_json_map(raw, path)
    return _to_board_dict(tmap, source, path.stem)


# A map read from either format, in the shape of Tiled's JSON:
# {"orientation", "staggeraxis", "staggerindex", "infinite", "properties": {...},
#  "layers": [{"name", "width", "height", "visible", "properties": {...}, "data": [gid, ...]}],
#  "tiles": {gid: {...properties}}}
_Map = dict[str, Any]


def _fail(source: str, problem: str, where: str = "") -> BadInputError:
    return BadInputError(source, problem, where)


def _props_from_json(items: Any, source: str, where: str) -> dict[str, Any]:
    if items is None:
        return {}
    if not isinstance(items, list):
        raise _fail(source, "expected a list of properties", where)
    out: dict[str, Any] = {}
    for i, item in enumerate(items):
        if not isinstance(item, dict) or "name" not in item:
            raise _fail(source, "a property needs a name", f"{where}[{i}]")
        out[str(item["name"])] = item.get("value")
    return out


def _decode_data(
    data: Any, encoding: str, compression: str, count: int, source: str, where: str
) -> list[int]:
    """Tile gids from a layer's data: a list, CSV text, or base64 of little-endian uint32s."""
    if isinstance(data, list):
        gids = data
    elif encoding == "csv":
        try:
            gids = [int(v) for v in re.split(r"[\s,]+", str(data).strip()) if v]
        except ValueError:
            raise _fail(source, "CSV tile data holds something that is not a number", where) from None
    elif encoding == "base64":
        try:
            blob = base64.b64decode(str(data).strip(), validate=False)
            if compression == "zlib":
                blob = zlib.decompress(blob)
            elif compression == "gzip":
                blob = gzip.decompress(blob)
            elif compression:
                raise _fail(
                    source, f"compression {compression!r} is not supported (zlib, gzip or none)", where
                )
        except (ValueError, zlib.error, OSError) as exc:
            raise _fail(source, f"base64 tile data does not decode: {exc}", where) from None
        if len(blob) != 4 * count:
            raise _fail(source, f"expected {count} tiles of data, got {len(blob) // 4}", where)
        gids = list(struct.unpack(f"<{count}I", blob))
    else:
        raise _fail(source, f"tile data encoding {encoding!r} is not supported", where)
    if len(gids) != count or not all(isinstance(g, int) and not isinstance(g, bool) for g in gids):
        raise _fail(source, f"expected {count} tile numbers, got {len(gids)}", where)
    return [g & _GID_MASK for g in gids]


def _read_json_map(raw: bytes, path: Path) -> _Map:
    source = str(path)
    try:
        d = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _fail(source, "not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise _fail(source, f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    if not isinstance(d, dict):
        raise _fail(source, "not a Tiled map (expected a JSON object)")
    layers: list[dict[str, Any]] = []
    for i, layer in enumerate(d.get("layers") or []):
        where = f"layers[{i}]"
        if not isinstance(layer, dict) or layer.get("type") != "tilelayer":
            continue
        width, height = int(layer.get("width", 0)), int(layer.get("height", 0))
        if "chunks" in layer:
            raise _fail(source, "infinite maps are not supported: turn 'Infinite' off in Tiled", where)
        data = _decode_data(
            layer.get("data"),
            str(layer.get("encoding", "csv")),
            str(layer.get("compression", "")),
            width * height,
            source,
            f"{where}.data",
        )
        layers.append(
            {
                "name": str(layer.get("name", "")),
                "width": width,
                "height": height,
                "visible": bool(layer.get("visible", True)),
                "properties": _props_from_json(layer.get("properties"), source, f"{where}.properties"),
                "data": data,
            }
        )
    tiles: dict[int, dict[str, Any]] = {}
    for i, ts in enumerate(d.get("tilesets") or []):
        where = f"tilesets[{i}]"
        if not isinstance(ts, dict):
            raise _fail(source, "expected a tileset object", where)
        first = int(ts.get("firstgid", 1))
        if "source" in ts:
            _external_tileset(path.parent / str(ts["source"]), first, tiles, source, where)
            continue
        _json_tiles(ts, first, tiles, source, where)
    return {
        "orientation": d.get("orientation"),
        "staggeraxis": d.get("staggeraxis"),
        "staggerindex": d.get("staggerindex"),
        "infinite": bool(d.get("infinite", False)),
        "properties": _props_from_json(d.get("properties"), source, "properties"),
        "layers": layers,
        "tiles": tiles,
    }


def _json_tiles(
    ts: dict[str, Any], first: int, tiles: dict[int, dict[str, Any]], source: str, where: str
) -> None:
    for j, tile in enumerate(ts.get("tiles") or []):
        if isinstance(tile, dict) and "id" in tile:
            props = _props_from_json(tile.get("properties"), source, f"{where}.tiles[{j}].properties")
            tiles[first + int(tile["id"])] = props


def _external_tileset(
    file: Path, first: int, tiles: dict[int, dict[str, Any]], source: str, where: str
) -> None:
    """Tile properties from a tileset file beside the map (``.tsx`` XML or ``.tsj``/``.json``)."""
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise _fail(source, f"cannot read the tileset {file.name}: {exc.strerror or exc}", where) from None
    if raw.lstrip().startswith(b"<"):
        try:
            root = ElementTree.fromstring(raw)
        except ElementTree.ParseError as exc:
            raise _fail(source, f"the tileset {file.name} is not valid XML: {exc}", where) from None
        _xml_tiles(root, first, tiles)
        return
    try:
        ts = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _fail(source, f"the tileset {file.name} is not valid JSON: {exc}", where) from None
    if not isinstance(ts, dict):
        raise _fail(source, f"the tileset {file.name} is not a tileset object", where)
    _json_tiles(ts, first, tiles, source, where)


def _xml_props(element: ElementTree.Element | None) -> dict[str, Any]:
    """Properties of an XML element, typed as Tiled types them (bool, int, float, string)."""
    out: dict[str, Any] = {}
    if element is None:
        return out
    holder = element.find("properties")
    if holder is None:
        return out
    for prop in holder.findall("property"):
        text = prop.get("value", prop.text or "")
        kind = prop.get("type", "string")
        value: Any = text
        if kind == "bool":
            value = text == "true"
        elif kind == "int":
            value = int(text)
        elif kind == "float":
            value = float(text)
        out[prop.get("name", "")] = value
    return out


def _xml_tiles(tileset: ElementTree.Element, first: int, tiles: dict[int, dict[str, Any]]) -> None:
    for tile in tileset.findall("tile"):
        tiles[first + int(tile.get("id", "0"))] = _xml_props(tile)


def _read_tmx(raw: bytes, path: Path) -> _Map:
    source = str(path)
    try:
        root = ElementTree.fromstring(raw)
    except ElementTree.ParseError as exc:
        raise _fail(source, f"not valid XML: {exc}") from None
    if root.tag != "map":
        raise _fail(source, f"not a Tiled map (the root element is <{root.tag}>, expected <map>)")
    layers: list[dict[str, Any]] = []
    for i, layer in enumerate(root.findall("layer")):
        where = f"layer[{i}]"
        width, height = int(layer.get("width", "0")), int(layer.get("height", "0"))
        data = layer.find("data")
        if data is None:
            raise _fail(source, "a layer without <data>", where)
        if data.find("chunk") is not None:
            raise _fail(source, "infinite maps are not supported: turn 'Infinite' off in Tiled", where)
        encoding = data.get("encoding", "")
        payload: Any = (
            [int(t.get("gid", "0")) for t in data.findall("tile")] if not encoding else data.text or ""
        )
        layers.append(
            {
                "name": layer.get("name", ""),
                "width": width,
                "height": height,
                "visible": layer.get("visible", "1") != "0",
                "properties": _xml_props(layer),
                "data": _decode_data(
                    payload, encoding, data.get("compression", ""), width * height, source, where
                ),
            }
        )
    tiles: dict[int, dict[str, Any]] = {}
    for i, ts in enumerate(root.findall("tileset")):
        first = int(ts.get("firstgid", "1"))
        if ts.get("source"):
            _external_tileset(path.parent / str(ts.get("source")), first, tiles, source, f"tileset[{i}]")
        else:
            _xml_tiles(ts, first, tiles)
    return {
        "orientation": root.get("orientation"),
        "staggeraxis": root.get("staggeraxis"),
        "staggerindex": root.get("staggerindex"),
        "infinite": root.get("infinite", "0") == "1",
        "properties": _xml_props(root),
        "layers": layers,
        "tiles": tiles,
    }


def _int_prop(value: Any, source: str, where: str) -> int:
    if isinstance(value, bool):
        raise _fail(source, f"expected a number, got {value!r}", where)
    try:
        return int(value)
    except (TypeError, ValueError):
        raise _fail(source, f"expected a number, got {value!r}", where) from None


def _truthy(value: Any) -> bool:
    return value is True or (isinstance(value, str) and value.strip().lower() in ("true", "yes", "1"))


def _to_board_dict(tmap: _Map, source: str, stem: str) -> dict[str, Any]:
    if tmap["orientation"] != "hexagonal":
        problem = f"only hexagonal maps can be boards; this one is {tmap['orientation']!r}"
        raise _fail(source, problem, "orientation")
    if tmap["infinite"]:
        raise _fail(source, "infinite maps are not supported: turn 'Infinite' off in Tiled", "infinite")
    axis = str(tmap["staggeraxis"] or "")
    index = str(tmap["staggerindex"] or "")
    try:
        stagger_to_axial(0, 0, axis, index)
    except ValueError as exc:
        raise _fail(source, str(exc), "staggeraxis/staggerindex") from None
    orientation = "pointy" if axis == "y" else "flat"
    props = tmap["properties"]
    sides = _int_prop(props.get("sides", 2), source, "properties.sides")
    if not 1 <= sides <= 8:
        raise _fail(source, f"sides must be 1..8, got {sides}", "properties.sides")

    cells: dict[Hex, dict[str, Any]] = {}
    for layer in tmap["layers"]:
        if not layer["visible"]:
            continue
        layer_props = {k: v for k, v in layer["properties"].items() if k in _PROPERTY_KEYS}
        for n, gid in enumerate(layer["data"]):
            if gid == 0:
                continue
            h = stagger_to_axial(n % layer["width"], n // layer["width"], axis, index)
            merged = cells.setdefault(h, {})
            merged.update({k: v for k, v in tmap["tiles"].get(gid, {}).items() if k in _PROPERTY_KEYS})
            merged.update(layer_props)
    if not cells:
        raise _fail(source, "the map has no tiles on any visible tile layer", "layers")

    terrain: dict[Hex, Terrain] = {}
    spawns: list[SpawnPoint] = []
    vps: list[Hex] = []
    terrains = [t.value for t in Terrain]
    for h in sorted(cells):
        p = cells[h]
        where = f"cell {h}"
        name = str(p.get("terrain", "open") or "open").strip().lower().replace(" ", "_")
        if name not in terrains:
            raise _fail(source, f"unknown terrain {name!r} (known: {', '.join(terrains)})", where)
        terrain[h] = Terrain(name)
        if _truthy(p.get("vp")):
            vps.append(h)
        kind = str(p.get("spawn", "") or "").strip().lower()
        if not kind:
            continue
        if kind not in SPAWN_KINDS:
            raise _fail(source, f"unknown spawn kind {kind!r} (known: {', '.join(SPAWN_KINDS)})", where)
        side: int | None = None
        if kind == "exclusive":
            if p.get("side") is None:
                raise _fail(source, "an exclusive spawn point needs a 'side' property (1, 2, ...)", where)
            side = _int_prop(p["side"], source, where) - 1
            if not 0 <= side < sides:
                raise _fail(source, f"side {side + 1} is outside 1..{sides}", where)
        spawns.append(SpawnPoint(h, side, kind))

    stem_id = re.sub(r"[^a-z0-9_-]+", "-", stem.lower()).strip("-") or "tiled-board"
    board = Board(
        id=str(props.get("id") or stem_id),
        name=str(props.get("name") or stem.replace("_", " ").replace("-", " ").title()),
        orientation=orientation,
        spaces=frozenset(cells),
        terrain=terrain,
        spawns=tuple(spawns),
        vp_locations=frozenset(vps),
        scenario={"sides": sides, "battleground": False},
        source=source,
        description=str(props.get("description") or ""),
    )
    if board_problems(board):
        board = replace(board, draft=True)
    return board.to_dict()
