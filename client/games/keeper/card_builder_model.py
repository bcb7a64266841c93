"""The card builder's draft: a Keeper card being composed from the grammar's parts, without pygame.

The draft holds the card as the JSON the engine reads (``engine/games/keeper/cards.py``) and edits it
one grammar part at a time: the selected ability's condition, play route and costs, and the selected
sentence's target selection and effects. Every change is checked at once: ``check()`` gives the card
text, the budget's verdict line by line, or the validation problem in words.

A draft opened from one of the player's saved cards (``saved_cards``, ``CardDraft.from_card``)
remembers its file and id: saving writes the card back in place under the same id (decks that hold
it keep working), unless it was renamed, which saves a new card beside the old one.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core import BadInputError
from engine.games.keeper.budget import check_card
from engine.games.keeper.cards import (
    AMOUNT_EFFECTS,
    CONDITIONS,
    COSTS,
    COUNTERS,
    PLAIN_EFFECTS,
    SELECTORS,
    TARGET_EFFECTS,
    Card,
    card_from_dict,
)
from engine.games.keeper.content import read_card_file
from engine.games.keeper.editions import CURRENT_EDITION, card_status
from engine.games.keeper.text import card_face

EFFECTS = tuple(sorted(TARGET_EFFECTS | PLAIN_EFFECTS))
TARGETS = ("none", *SELECTORS)
LIMITS = {"level": (0, 20), "sp": (0, 20), "hp": (0, 40), "ultra": (0, 10), "edition": (1, 99)}


@dataclass
class Check:
    """What the builder shows about the draft: its text, the verdict lines, and whether it may be saved."""

    ok: bool
    text: str
    lines: tuple[str, ...]


@dataclass(frozen=True)
class SavedCard:
    """One of the player's cards and the file it is in."""

    card: Card
    path: Path


def saved_cards(folder: Path) -> tuple[list[SavedCard], list[str]]:
    """The player's cards in ``folder`` by name (then id), and a line per file that does not load."""
    cards: list[SavedCard] = []
    problems: list[str] = []
    for path in sorted(folder.glob("*.json")):
        try:
            cards += [SavedCard(card, path) for card in read_card_file(path)]
        except BadInputError as err:
            problems.append(f"{path.name}: {err.problem}")
    cards.sort(key=lambda saved: (saved.card.name.lower(), saved.card.id))
    return cards, problems


@dataclass
class CardDraft:
    """A card under construction; ``current`` is the selected ability, ``sentence`` its selected sentence."""

    name: str = "New Card"
    kind: str = "minion"
    level: int = 1
    sp: int = 1
    hp: int = 0
    ultra: int = 0
    edition: int = CURRENT_EDITION
    flavor: str = ""
    abilities: list[dict[str, Any]] = field(default_factory=list)
    current: int = -1
    sentence: int = 0
    source: Path | None = None
    """The file of the saved card this draft edits (None for a new card)."""
    source_id: str = ""
    source_name: str = ""
    """The saved card's id and name: the id is kept while the name is."""

    @classmethod
    def from_card(cls, card: Card, source: Path | None = None) -> CardDraft:
        """A draft to edit an existing card; ``source`` is its file when it is one of the player's."""
        abilities = card.to_dict()["abilities"]
        if source is not None:
            written = next((c for c in _raw_cards(source) if c.get("id") == card.id), {})
            _names_as_written(abilities, written.get("abilities"))
        return cls(
            card.name,
            card.kind,
            card.level,
            card.sp,
            card.hp,
            card.ultra,
            card.edition,
            card.flavor,
            abilities,
            0 if abilities else -1,
            source=source,
            source_id=card.id if source is not None else "",
            source_name=card.name if source is not None else "",
        )

    def card_id(self) -> str:
        """The id the card is saved under: an opened card's own id while its name is unchanged, else
        ``my_`` and the name in lower case with underscores."""
        if self.source is not None and self.name == self.source_name:
            return self.source_id
        slug = re.sub(r"[^a-z0-9]+", "_", self.name.lower()).strip("_") or "card"
        return f"my_{slug}"

    def to_dict(self) -> dict[str, Any]:
        raw: dict[str, Any] = {
            "id": self.card_id(),
            "name": self.name,
            "kind": self.kind,
            "level": self.level,
            "edition": self.edition,
            "ultra": self.ultra,
        }
        if self.kind == "minion":
            raw["sp"], raw["hp"] = self.sp, self.hp
        abilities = []
        for a in self.abilities:
            a = dict(a)
            if self.kind == "spell":
                a.pop("name", None)
            abilities.append(a)
        raw["abilities"] = abilities
        if self.flavor:
            raw["flavor"] = self.flavor
        return raw

    # -- the card as a whole ---------------------------------------------------------------------
    def bump(self, stat: str, delta: int) -> None:
        """Change level, SP, HP, Ultra Points or edition by ``delta`` within their limits."""
        lo, hi = LIMITS[stat]
        setattr(self, stat, max(lo, min(hi, getattr(self, stat) + delta)))

    def set_kind(self, kind: str) -> None:
        """Minion or spell; a spell keeps only its first ability."""
        self.kind = kind
        if kind == "spell":
            self.sp = self.hp = 0
            del self.abilities[1:]
            self.current = min(self.current, len(self.abilities) - 1)

    def fit(self) -> None:
        """Set the level and Ultra Points to exactly what the budget asks."""
        try:
            verdict = check_card(card_from_dict(self.to_dict(), "card builder"))
        except BadInputError:
            return
        self.level, self.ultra = verdict.needed_level, verdict.needed_ultra

    # -- abilities ---------------------------------------------------------------------------------
    def can_add_ability(self) -> bool:
        return self.kind == "minion" or not self.abilities

    def add_ability(self) -> None:
        """A new ability (standard condition, "Draw 1 card."), selected."""
        if not self.can_add_ability():
            return
        ability: dict[str, Any] = {"condition": "standard", "subs": [{"effects": [{"op": "draw", "n": 1}]}]}
        if self.kind == "minion":
            ability["name"] = f"Ability {len(self.abilities) + 1}"
        self.abilities.append(ability)
        self.current, self.sentence = len(self.abilities) - 1, 0

    def remove_ability(self) -> None:
        if self.ability() is not None:
            del self.abilities[self.current]
            self.current = min(self.current, len(self.abilities) - 1)
            self.sentence = 0

    def select(self, index: int) -> None:
        if 0 <= index < len(self.abilities):
            self.current, self.sentence = index, 0

    def ability(self) -> dict[str, Any] | None:
        return self.abilities[self.current] if 0 <= self.current < len(self.abilities) else None

    def set_ability_name(self, name: str) -> None:
        a = self.ability()
        if a is not None and self.kind == "minion":
            a["name"] = name

    def set_condition(self, condition: str) -> None:
        a = self.ability()
        if a is not None and condition in CONDITIONS:
            a["condition"] = condition

    def route(self) -> str:
        a = self.ability() or {}
        return "ghost" if a.get("ghost") else "hex" if a.get("hex") else "none"

    def set_route(self, route: str) -> None:
        a = self.ability()
        if a is None:
            return
        a.pop("ghost", None)
        a.pop("hex", None)
        if route in ("ghost", "hex"):
            a[route] = True

    def add_cost(self, kind: str) -> None:
        a = self.ability()
        if a is None or kind not in COSTS:
            return
        costs = a.setdefault("costs", [])
        for c in costs:
            if c["kind"] == kind:
                c["n"] += 1
                return
        costs.append({"kind": kind, "n": 1})

    def clear_costs(self) -> None:
        a = self.ability()
        if a is not None:
            a.pop("costs", None)

    # -- sentences -------------------------------------------------------------------------------
    def sub(self) -> dict[str, Any] | None:
        a = self.ability()
        if a is None or not 0 <= self.sentence < len(a["subs"]):
            return None
        sub: dict[str, Any] = a["subs"][self.sentence]
        return sub

    def add_sentence(self) -> None:
        a = self.ability()
        if a is not None:
            a["subs"].append({"effects": [{"op": "draw", "n": 1}]})
            self.sentence = len(a["subs"]) - 1

    def remove_sentence(self) -> None:
        a = self.ability()
        if a is not None and len(a["subs"]) > 1:
            del a["subs"][self.sentence]
            self.sentence = min(self.sentence, len(a["subs"]) - 1)

    def next_sentence(self) -> None:
        a = self.ability()
        if a is not None:
            self.sentence = (self.sentence + 1) % len(a["subs"])

    def set_target(self, what: str) -> None:
        sub = self.sub()
        if sub is None:
            return
        if what == "none":
            sub.pop("target", None)
            return
        target = sub.get("target") or {"count": 1, "up_to": False}
        target["what"] = what
        if what == "excavate":
            target.setdefault("excavate", max(3, target["count"]))
        sub["target"] = target

    def bump_count(self, delta: int) -> None:
        sub = self.sub()
        if sub is not None and sub.get("target"):
            sub["target"]["count"] = max(1, min(12, sub["target"]["count"] + delta))

    def toggle_up_to(self) -> None:
        sub = self.sub()
        if sub is not None and sub.get("target"):
            sub["target"]["up_to"] = not sub["target"]["up_to"]

    def set_effect(self, op: str) -> None:
        """Replace the sentence's last effect with ``op`` (with a sensible number or counter)."""
        sub = self.sub()
        if sub is None or op not in EFFECTS:
            return
        effect: dict[str, Any] = {"op": op}
        if op in AMOUNT_EFFECTS:
            effect["n"] = 1
        if op == "counter":
            effect["counter"] = "sword"
        if op == "craft":
            effect["level"] = 1
        sub["effects"][-1] = effect

    def add_effect(self) -> None:
        sub = self.sub()
        if sub is not None:
            sub["effects"].append(dict(sub["effects"][-1]))

    def remove_effect(self) -> None:
        sub = self.sub()
        if sub is not None and len(sub["effects"]) > 1:
            sub["effects"].pop()

    def bump_amount(self, delta: int) -> None:
        sub = self.sub()
        if sub is not None and "n" in sub["effects"][-1]:
            sub["effects"][-1]["n"] = max(1, min(12, sub["effects"][-1]["n"] + delta))

    def set_counter(self, kind: str) -> None:
        sub = self.sub()
        if sub is not None and sub["effects"][-1].get("op") == "counter" and kind in COUNTERS:
            sub["effects"][-1]["counter"] = kind

    # -- checking and saving -------------------------------------------------------------------
    def check(self) -> Check:
        """The card's text and the budget's verdict, or the validation problem."""
        try:
            card = card_from_dict(self.to_dict(), "card builder")
        except BadInputError as err:
            return Check(False, "", (f"Not a valid card yet: {err.where}: {err.problem}".replace("  ", " "),))
        verdict = check_card(card)
        status, why = card_status(card)
        lines = list(verdict.lines)
        if status != "valid":
            lines.append(f"Pruned: {why}.")
        elif why:
            lines.append(f"Note: {why}.")
        return Check(verdict.ok and status == "valid", card_face(card), tuple(lines))

    def save(self, folder: Path) -> Path:
        """Write the card to ``folder/<id>.json`` (one card per file), or an opened card back in place.

        An opened card keeps its id and file, and the file's other cards (a hand-written file may
        hold several) stay as they were. The draft then edits the saved card.

        :raises BadInputError: the card is not valid or breaks the budget.
        """
        result = self.check()
        if not result.ok:
            raise BadInputError("card builder", result.lines[-1])
        raw = self.to_dict()
        if self.source is not None and raw["id"] == self.source_id:
            path = self.source
            cards = [raw if c.get("id") == self.source_id else c for c in _raw_cards(path)]
            if raw not in cards:
                cards.append(raw)
        else:
            path, cards = folder / f"{raw['id']}.json", [raw]
        path.write_text(json.dumps({"cards": cards}, indent=1, ensure_ascii=False), encoding="utf-8")
        self.source, self.source_id, self.source_name = path, raw["id"], self.name
        return path


def _names_as_written(abilities: list[dict[str, Any]], written: object) -> None:
    """Give ``abilities`` their names as the card file spells them: the engine keeps a name in capitals,
    as a card prints it, but the builder edits the name as it was typed."""
    if not isinstance(written, list) or len(written) != len(abilities):
        return
    for ability, raw in zip(abilities, written, strict=True):
        name = raw.get("name") if isinstance(raw, dict) else None
        if isinstance(name, str) and name.upper() == ability.get("name"):
            ability["name"] = name


def _raw_cards(path: Path) -> list[dict[str, Any]]:
    """The card objects of a card file as written (empty when it is gone or unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return []
    cards = data.get("cards") if isinstance(data, dict) else None
    return [c for c in cards if isinstance(c, dict)] if isinstance(cards, list) else []
