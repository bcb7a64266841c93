"""The card table's adapter for Skirmish (tests/cardtoy.py): the scene's tests run against it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from client.cards.table_faces import CardKind, FaceData
from client.table.adapter import TableAdapter
from client.table.animation import Cue
from client.table.decks import Deck, DeckRules, Leader, PoolCard
from client.table.gestures import Gesture
from client.table.layout import TableLayout, ZoneSpec
from client.table.model import CardView, TableView, ZoneView
from engine.core import Action, Event
from tests.cardtoy import CARDS, DECK, HERO_HEALTH, CardToyAction

TOY_LAYOUT = TableLayout(
    (
        ZoneSpec("hand", "hand", (0.0, 0.745, 0.64, 0.255), 1.25),
        ZoneSpec("board", "row", (0.02, 0.515, 0.96, 0.2), label="Board"),
        ZoneSpec("mana", "resource", (0.02, 0.716, 0.4, 0.026)),
        ZoneSpec("hero", "portrait", (0.66, 0.745, 0.14, 0.255), 1.1),
        ZoneSpec("deck", "pile", (0.82, 0.76, 0.16, 0.22), 0.75, label="Deck"),
    )
)


class CardToyDecks(DeckRules):
    """Skirmish decks: 14 cards, at most 2 of each, one hero."""

    game_id = "cardtoy"
    deck_size = 14

    def leaders(self) -> list[Leader]:
        return [Leader("hero", "Hero", "Neutral"), Leader("champion", "Champion", "Warrior")]

    def pool(self, leader: str) -> list[PoolCard]:
        return [
            PoolCard(c.id, c.name, c.cost, c.kind, "Warrior" if c.keywords else "Neutral", c.text)
            for c in CARDS.values()
            if leader == "champion" or not c.keywords
        ]

    def problems(self, deck: Deck) -> list[str]:
        out = []
        if len(deck.cards) != self.deck_size:
            out.append(f"A deck has {self.deck_size} cards; this one has {len(deck.cards)}.")
        out += [f"{CARDS[c].name}: {n} copies, at most 2." for c, n in sorted(deck.counts().items()) if n > 2]
        return out

    def shipped(self) -> list[Deck]:
        return [Deck("Starter", "champion", list(DECK), shipped=True)]


class CardToyTable(TableAdapter):
    game_id = "cardtoy"
    layout = TOY_LAYOUT

    def view(self, obs: Mapping[str, Any], names: Sequence[str]) -> TableView:
        viewer = int(obs["player"])
        zones: list[ZoneView] = []
        for p, side in enumerate(obs["players"]):
            seat = 0 if p == viewer else 1
            board = tuple(
                CardView(
                    m["uid"],
                    m["card"],
                    m["attack"],
                    m["health"],
                    CARDS[m["card"]].attack,
                    m["max_health"],
                    tuple(m["keywords"]) + (() if m["ready"] or seat else ("asleep",)),
                )
                for m in side["board"]
            )
            if side["hand"] is not None:
                hand = tuple(CardView(c["uid"], c["card"]) for c in side["hand"])
            else:
                hand = tuple(CardView(uid, None) for uid in side["hand_uids"])
            hero = side["hero"]
            zones += [
                ZoneView("board", seat, board),
                ZoneView("hand", seat, hand, count=side["hand_count"]),
                ZoneView(
                    "hero",
                    seat,
                    (CardView(hero["uid"], "hero", None, hero["health"], None, HERO_HEALTH, label=names[p]),),
                ),
                ZoneView("mana", seat, current=side["mana"], maximum=side["max_mana"]),
                ZoneView("deck", seat, count=side["deck_count"]),
            ]
        me = obs["players"][viewer]
        prompt = (
            "Discover a minion"
            if obs.get("offer")
            else ("" if me["mulliganed"] else "Choose the cards to replace")
        )
        return TableView(tuple(zones), (names[viewer], names[1 - viewer]), prompt)

    def gestures(self, actions: Sequence[Action], obs: Mapping[str, Any]) -> list[Gesture]:
        hand = {c["uid"]: c["card"] for side in obs["players"] if side["hand"] for c in side["hand"]}
        out = []
        for a in actions:
            assert isinstance(a, CardToyAction)
            if a.verb == "pick":
                out.append(Gesture(a, "choose", label=CARDS[a.card].name, card_id=a.card))
            elif a.verb == "mulligan":
                out.append(Gesture(a, "mulligan", cards=a.cards))
            elif a.verb == "end":
                out.append(Gesture(a, "end"))
            elif a.verb == "attack":
                out.append(Gesture(a, "attack", source=a.card, target=a.target))
            elif a.pos >= 0:
                out.append(
                    Gesture(a, "play", source=a.card, target=a.target or None, zone="board", position=a.pos)
                )
            elif a.option >= 0:
                out.append(Gesture(a, "play", source=a.card, label=CARDS[hand[a.card]].options[a.option]))
            else:
                out.append(Gesture(a, "play", source=a.card, target=a.target or None))
        return out

    def face(self, card_id: str) -> FaceData:
        if card_id == "hero":
            return FaceData("hero", "Hero", "hero", type_line="Hero", text="Loses at 0 health.")
        c = CARDS[card_id]
        kind: CardKind = "minion" if c.kind == "minion" else "spell"
        return FaceData(
            c.id,
            c.name,
            kind,
            c.cost,
            c.attack if kind == "minion" else None,
            c.health if kind == "minion" else None,
            kind.title(),
            c.text,
            "rare" if c.effect else "common",
        )

    def details(self, card_id: str) -> list[str]:
        keywords = CARDS[card_id].keywords if card_id in CARDS else ()
        reminders = {
            "taunt": "Taunt: enemies must attack this first.",
            "charge": "Charge: can attack at once.",
        }
        return [reminders[k] for k in keywords]

    def cues(self, event: Event, obs: Mapping[str, Any]) -> list[Cue]:
        d = event.data
        seat = 0 if d.get("player") == obs["player"] else 1
        simple = {"draw": "draw", "summon": "summon", "death": "death"}
        if event.kind in simple:
            return [Cue(simple[event.kind], key=d.get("uid"), seat=seat)]  # type: ignore[arg-type]
        if event.kind == "turn" and seat == 0:
            return [Cue("banner", text="Your turn")]
        if event.kind == "play":
            return [Cue("play", key=d["uid"], card_id=d["card"], seat=seat)]
        if event.kind == "attack":
            return [Cue("lunge", key=d["attacker"], target=d["target"])]
        if event.kind in ("damage", "heal"):
            return [Cue(event.kind, target=d["target"], amount=d["amount"])]  # type: ignore[arg-type]
        return []

    def moves_hint(self) -> str:
        return "Moves left: play or attack"

    def deck_rules(self) -> DeckRules:
        return CardToyDecks()

    def score_text(self, obs: Mapping[str, Any], player: int) -> str:
        return f"hero at {obs['players'][player]['hero']['health']} health"
