"""The WoW Miniatures game state: characters, clocks, VPs and the work stack.

The data is plain: ``Char`` and ``CardInst`` records (records.py), a ``Turn`` record for the turn
character, an ``AttackCtx`` for the attack being resolved, and ``stack`` of frozen work items
(work.py). WowState holds that data, answers questions about it (stats, abilities, where a forced
move or teleport may end) and implements the engine contract. What changes it lives in modules
named for what they do: damage.py (damage, healing, destruction), moving.py (walks, forced moves,
teleports), summons.py (forms, totems, pets), scoring.py (VPs and the win), ticking.py (clocks
and channels); sequence.py and combat.py drive them. ``clone()`` copies the mutable records by
hand and shares the board and catalog.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any

from engine.core import Event, Outcome, Rng, State
from engine.core.actions import Action
from engine.core.state import TERMINAL, PlayerId
from engine.games.wowminis import clocks
from engine.games.wowminis.actions import WowAction
from engine.games.wowminis.board import Board, Terrain
from engine.games.wowminis.counters import stat_bonus
from engine.games.wowminis.menu_facts import CatalogFacts, MoveSources, catalog_facts, move_sources
from engine.games.wowminis.model import Ability, CardDef, Catalog, CharacterDef
from engine.games.wowminis.movement import away_paths, forced_paths, teleport_destinations
from engine.games.wowminis.records import AttackCtx as AttackCtx
from engine.games.wowminis.records import Buff as Buff
from engine.games.wowminis.records import CardInst as CardInst
from engine.games.wowminis.records import Char as Char
from engine.games.wowminis.records import Play as Play
from engine.games.wowminis.records import Totem as Totem
from engine.games.wowminis.records import Turn as Turn
from engine.games.wowminis.work import Work
from engine.hex import Hex, disc, distance

if TYPE_CHECKING:
    from engine.games.wowminis.game import WowMinisGame
    from engine.games.wowminis.sequence import Moves

KILL_VP = 4
LEGENDARY_KILL_VP = 8


@cache
def _rules() -> ModuleType:
    """The sequence module (it imports this one), imported once: an ``import`` statement in the
    contract methods, which run at every action, costs more than the rest of some of them."""
    return importlib.import_module("engine.games.wowminis.sequence")


class WowState(State):
    """A WoW Miniatures position. See docs/wowminis-positions.md for its dict form."""

    game: WowMinisGame
    LEGAL_ACTIONS_SORTED = True  # sequence.legal_actions and the turn menu come out in notation order
    kept_moves: tuple[str, Moves] | None = None
    """The natural moves of the turn menu worked out at the end of the last apply, with the character
    they belong to (``keep_moves``): the next apply's move walks its path from them. Any apply drops
    them before it advances, ``forget_legal_actions`` drops them too, and clones start without."""

    def __init__(self, game: WowMinisGame, rng: Rng, board: Board) -> None:
        super().__init__(game, rng)
        self.board = board
        self.catalog: Catalog = game.catalog
        self.facts: CatalogFacts = catalog_facts(self.catalog)
        """What the turn menus read of the catalog (``menu_facts``), fetched once per game."""
        self.move_sources: MoveSources = move_sources(self.catalog)
        """What in the catalog can change move points (``menu_facts``), fetched once per game."""
        self.master = 1
        self.round = 1
        self.names = ["Player 1", "Player 2"]
        self.vp = [0, 0]
        self.first_player = 0
        self.turn_player: int | None = None
        self.chars: dict[str, Char] = {}
        self.order: list[str] = []
        self.turn: Turn | None = None
        self.attack: AttackCtx | None = None
        self.plays: dict[int, Play] = {}
        self.negated: set[int] = set()
        self.next_play = 1
        self.stack: list[Work] = []
        self.result: Outcome | None = None
        self.in_wave = False
        self.damaged_by: dict[str, int] = {}
        self.hurt: set[str] = set()
        self.totems: dict[str, Totem] = {}
        self.totem_hit = True
        """A totem took damage since destruction last looked at the totems (damage.py); a new or
        loaded position starts True, so its totems are looked at once."""
        self.next_totem = 1
        self.react_cards: tuple[tuple[str, int, str], ...] | None = None
        """Every react card in the game as (character, index in its cards, react window), in play
        order, listed by ``sequence.react_options`` on first use: a character's card list never
        changes after setup (pets come without cards), so clones share it."""
        self.trigger_chars: tuple[int, tuple[str, ...]] = (-1, ())
        """``with_triggers()``'s list and the length of ``order`` it was made for."""
        self.suspended: list[Turn] = []
        """Turns waiting under a borrowed turn (400.3): the controlling character's, restored after."""
        self.all_face_up = False
        """No card that could be flipped is face down (``sequence.turn_options`` notes it the first
        time it finds none; a card never turns face down again, so it stays True)."""

    # -- lookups -------------------------------------------------------------------------------
    def char_def(self, uid: str) -> CharacterDef:
        return self.catalog.characters[self.chars[uid].cid]

    def ch(self, uid: str) -> Char:
        return self.chars[uid]

    def in_play(self) -> list[Char]:
        chars = self.chars
        return [c for u in self.order if (c := chars[u]).pos is not None]

    def occupant(self, h: Hex) -> Char | None:
        for c in self.in_play():
            if c.pos == h:
                return c
        return None

    def enemy_spaces(self, player: int) -> frozenset[Hex]:
        """Spaces of the non-pet enemy characters of ``player`` (LOS blockers, no pass-through)."""
        chars = self.chars
        return frozenset(
            c.pos
            for u in self.order
            if (c := chars[u]).pos is not None and c.controller != player and c.master is None
        )

    def occupied(self, exclude: str = "") -> frozenset[Hex]:
        chars = self.chars
        return frozenset(c.pos for u in self.order if (c := chars[u]).pos is not None and u != exclude)

    def adjacent(self, a: Char, b: Char) -> bool:
        return a.pos is not None and b.pos is not None and distance(a.pos, b.pos) == 1

    def adjacent_chars(self, c: Char, enemies: bool) -> list[Char]:
        return [
            o
            for o in self.in_play()
            if o.uid != c.uid and self.adjacent(c, o) and (o.controller != c.controller) == enemies
        ]

    def with_triggers(self) -> tuple[str, ...]:
        """The characters whose definition has triggered abilities, in play order (most parties
        have none). A character's definition never changes and characters only join (a pet with a
        new id; a pet coming back under its id is the same kind), so the list is made again only
        when ``order`` has grown."""
        n = len(self.order)
        made, found = self.trigger_chars
        if made != n:
            defs = self.catalog.characters
            chars = self.chars
            found = tuple(u for u in self.order if defs[chars[u].cid].triggers)
            self.trigger_chars = (n, found)
        return found

    def card_def(self, inst: CardInst) -> CardDef:
        return self.catalog.cards[inst.card]

    def find_card(self, uid: str) -> tuple[Char, CardInst] | None:
        for cuid in self.order:
            c = self.chars[cuid]
            for inst in c.cards:
                if inst.uid == uid:
                    return c, inst
        return None

    def card_of(self, char: Char, card_id: str) -> CardInst | None:
        for inst in char.cards:
            if inst.card == card_id:
                return inst
        return None

    # -- stats (§7.7: base + distinct-name modifiers) ------------------------------------------
    def modifiers(self, c: Char) -> dict[str, list[tuple[str, int]]]:
        """Named stat modifiers affecting ``c``; a name counts once (704.3b)."""
        named: dict[str, list[tuple[str, int]]] = {}
        cards = self.catalog.cards
        for b in c.buffs:
            card = cards[b.card]
            if card.buff is not None and card.buff.modifiers:
                named.setdefault(card.name, list(card.buff.modifiers))
        for inst in c.cards:
            if inst.face_up and not inst.exhausted:
                card = cards[inst.card]
                if card.category == "equipment" and card.modifiers:
                    named.setdefault(card.name, list(card.modifiers))
        form = self.form_def(c)
        if form is not None and form.form is not None and form.form.modifiers:
            named.setdefault(form.name, list(form.form.modifiers))
        # Statics: the character's own and those of adjacent allies. Characters without statics add
        # nothing, so they are left out before anything else is looked at (this runs for every stat).
        defs = self.catalog.characters
        sources = [c] if defs[c.cid].statics else []
        if c.pos is not None:
            cq, cr = c.pos
            chars = self.chars
            for u in self.order:
                o = chars[u]
                if not defs[o.cid].statics:
                    continue  # most characters have none: the cheapest test first
                p = o.pos
                if p is None or u == c.uid or o.controller != c.controller:
                    continue
                dq = cq - p[0]
                dr = cr - p[1]
                if (abs(dq) + abs(dr) + abs(dq + dr)) >> 1 == 1:
                    sources.append(o)
        if len(sources) > 1:
            sources.sort(key=lambda s: s.uid)
        for src in sources:
            for s in defs[src.cid].statics:
                applies = (s.who == "self") == (src.uid == c.uid)
                if applies and s.name not in named:
                    named[s.name] = [(s.stat, s.amount)]
        return named

    def stat(self, c: Char, stat: str) -> int:
        """A character's current value of a stat (armor, resist, move, power bonus, max health)."""
        d = self.catalog.characters[c.cid]
        if stat == "armor":
            base = d.armor
        elif stat == "resist":
            base = d.resist
        elif stat == "move":
            base = 2
        elif stat == "power":
            base = 0
        else:
            assert stat == "health", stat
            base = d.health
        if c.counters:
            base += stat_bonus(c.counters, stat)  # 401.1b: unnamed stat counters
        mods = self.modifiers(c)
        if not mods:
            return base
        return base + sum(a for named in mods.values() for s, a in named if s == stat)

    def max_health(self, c: Char) -> int:
        return max(1, self.stat(c, "health"))

    def honor_total(self, player: int) -> int:
        """102.1: printed honor of owned characters plus their face-up equipment costs (302.2)."""
        defs = self.catalog.characters
        cards = self.catalog.cards
        total = 0
        for c in self.chars.values():
            if c.owner != player:
                continue
            total += defs[c.cid].honor
            for i in c.cards:
                if i.face_up:
                    card = cards[i.card]
                    if card.category == "equipment":
                        total += card.equipment_cost
        return total

    def stealthed(self, c: Char) -> bool:
        """708.4: stealthed during its own turn while it had no adjacent enemies and moved <= 1 space."""
        t = self.turn
        return (
            t is not None
            and t.char == c.uid
            and t.stealth_start
            and t.spaces_moved <= 1
            and "stealth" in self.char_def(c.uid).keywords
        )

    def form_def(self, c: Char) -> CardDef | None:
        return self.catalog.cards[c.form] if c.form else None

    def form_locked(self, c: Char) -> bool:
        """303.3: a form that grants payment abilities allows only those and other forms."""
        form = self.form_def(c)
        return form is not None and form.form is not None and bool(form.form.abilities)

    def abilities_of(self, c: Char) -> list[tuple[Ability, CardInst | None]]:
        """Payment abilities the character may use: its own, then its ready face-up card abilities."""
        cards = self.catalog.cards
        if c.form:
            form = cards[c.form]
            if form.form is not None:
                granted = [(a, self.card_of(c, form.id)) for a in form.form.abilities]
                if granted:
                    return granted  # form_locked (303.3): only the form's abilities
        own = self.catalog.characters[c.cid]
        out: list[tuple[Ability, CardInst | None]] = [(own.attack, None)]
        out.extend((a, None) for a in own.abilities)
        for inst in c.cards:
            if inst.exhausted or inst.aside:
                continue
            card = cards[inst.card]
            category = card.category
            if category == "react" or (category == "equipment" and not inst.face_up):
                continue  # face-down equipment is blank for the whole game (302.1)
            if card.ability is not None:
                out.append((card.ability, inst))
        return out

    # -- clocks ----------------------------------------------------------------------------------
    def can_pay(self, c: Char, cost: int) -> bool:
        """408.2a; a borrowed character's costs also tick its controlling character (400.3a), whose
        clock must not lap the master clock either (digest §12 row 20). ``clocks.can_pay``, inlined:
        every option list asks it for every ability."""
        master = self.master
        if (c.clock - master) % 10 + cost > clocks.MAX_AHEAD:
            return False
        boss = self.chars.get(c.controlled_by) if c.controlled_by else None
        return boss is None or clocks.can_pay(boss.clock, master, cost)

    def pay_budget(self, c: Char) -> int:
        """The most ticks ``c`` can pay now: ``can_pay(c, cost)`` is ``cost <= pay_budget(c)``, so an
        option list reads it once instead of asking for every ability."""
        master = self.master
        budget = clocks.MAX_AHEAD - (c.clock - master) % 10
        boss = self.chars.get(c.controlled_by) if c.controlled_by else None
        if boss is not None:
            budget = min(budget, clocks.MAX_AHEAD - clocks.ahead(boss.clock, master))
        return budget

    # -- names and token data --------------------------------------------------------------------
    def label(self, c: Char) -> str:
        """The character's name (from its own definition: most events name a character)."""
        return self.catalog.characters[c.cid].name

    def name_of(self, uid: str) -> str:
        """The name of a character or totem token."""
        if uid in self.totems:
            return self.catalog.cards[self.totems[uid].card].name
        return self.label(self.chars[uid])

    def totem_health(self, t: Totem) -> int:
        spec = self.catalog.cards[t.card].totem
        return spec.health if spec is not None else 1

    def buff_statuses(self, b: Buff) -> tuple[str, ...]:
        spec = self.catalog.cards[b.card].buff
        return spec.statuses if spec is not None else ()

    # -- where a forced move or teleport may end (moving.py carries it out) ------------------------
    def forced_paths(self, uid: str, spaces: int, source: Hex | None) -> list[tuple[Hex, ...]]:
        """404.3: where a forced move of ``spaces`` may end (404.1b pass-through rules apply)."""
        c = self.chars[uid]
        if c.pos is None:
            return []
        blocked = self.enemy_spaces(c.controller)
        occupied = self.occupied(exclude=uid)
        ignore = "ignore_terrain" in self.char_def(uid).keywords
        if source is not None:
            return away_paths(
                self.board, c.pos, source, spaces, blocked=blocked, occupied=occupied, ignore_terrain=ignore
            )
        return forced_paths(
            self.board, c.pos, spaces, blocked=blocked, occupied=occupied, ignore_terrain=ignore
        )

    def teleport_options(self, uid: str, spaces: int) -> list[Hex]:
        """404.2: spaces within ``spaces`` of the character with no character in them (totems are fine)."""
        c = self.chars[uid]
        if c.pos is None:
            return []
        near = disc(c.pos, spaces)
        return sorted(h for h in teleport_destinations(self.board, self.occupied(), near) if h != c.pos)

    # -- plays -----------------------------------------------------------------------------------
    def new_play(
        self,
        c: Char,
        ability: str,
        card: str | None,
        kind: str | None,
        targets: list[str],
        react: bool = False,
        text: str = "",
    ) -> int:
        """Record an ability being played (703) and return its play id; ``text`` is the target notation."""
        pid = self.next_play
        self.next_play += 1
        self.plays[pid] = Play(pid, c.uid, c.controller, ability, card, kind, list(targets), react, text)
        return pid

    def any_ability(self, c: Char, ability_id: str) -> Ability | None:
        """A character's ability by id, whatever the state of its card (channels continue without playing)."""
        for ab in self.char_def(c.uid).all_abilities():
            if ab.id == ability_id:
                return ab
        for inst in c.cards:
            card = self.card_def(inst)
            candidates: list[Ability] = list(card.form.abilities) if card.form else []
            if card.ability is not None:
                candidates.append(card.ability)
            for found in candidates:
                if found.id == ability_id:
                    return found
        return None

    def terrain(self, h: Hex) -> Terrain:
        return self.board.terrain_at(h)

    # -- contract --------------------------------------------------------------------------------
    # The rules modules (sequence, observe, positions) import this one, so these methods import
    # them at call time; the sequence's functions, called at every action, through ``_rules()``.
    def is_terminal(self) -> bool:
        """Same answer as the base class (``current_player()`` is TERMINAL exactly when there is a
        result), without working out who decides: search asks this before every action."""
        return self.result is not None

    def current_player(self) -> PlayerId:
        if self.result is not None:
            return TERMINAL
        player: PlayerId = _rules().decision_player(self)
        return player

    def _legal_actions(self) -> list[Action]:
        legal: list[Action] = _rules().legal_actions(self)
        return legal

    def _apply_action(self, action: Action) -> list[Event]:
        events: list[Event] = _rules().apply(self, action)
        return events

    def apply_unchecked(self, action: Action) -> list[Event]:
        """``State.apply_unchecked`` written out for this game (the same kept-actions handling and
        history): search and random playouts call it at every action, so it calls the sequence's
        ``apply`` without the ``_apply_action`` step and reads the notation the action keeps
        (``WowAction.notation``) instead of calling ``str()`` on it."""
        assert isinstance(action, WowAction), action
        self._legal = None
        self._applying = True
        try:
            events: list[Event] = _rules().apply(self, action)
        finally:
            self._applying = False
        self.history.append(action.notation)
        return events

    def outcome(self) -> Outcome | None:
        return self.result

    def observation(self, player: PlayerId) -> dict[str, Any]:
        from engine.games.wowminis.observe import observation

        return observation(self, player)

    def describe(self) -> str:
        """A one-line summary for error messages: round, tick, turn character and pending decision."""
        top = type(self.stack[-1]).__name__ if self.stack else "none"
        who = self.turn.char if self.turn else "-"
        return (
            f"wowminis after {len(self.history)} actions: round {self.round} tick {self.master}, turn {who}, "
            f"pending {top}, player {self.current_player()} to act"
        )

    def hidden_from(self, player: PlayerId) -> list[str]:
        """Face-down cards of characters the player neither owns nor controls (400.3a: a borrowed
        character's cards are its controller's to turn face up)."""
        return sorted(
            i.uid
            for c in self.chars.values()
            if c.owner != player and c.controller != player
            for i in c.cards
            if not i.face_up
        )

    def resample_from_infostate(self, player: PlayerId, rng: Rng) -> State:
        """Face-down cards were chosen at setup from public parties, so a clone is consistent."""
        return self.clone()

    def evaluate(self, player: PlayerId) -> float:
        """The heuristic bot's expected-VP score squashed into [0, 1], for search cut-offs."""
        from engine.games.wowminis.evaluation import win_probability

        return win_probability(self, player)

    def keep_moves(self, uid: str, moves: Moves) -> None:
        """Keep a turn menu's natural moves for the move it may lead to, like the core keeps the
        menu itself: only while an action is being applied, so a position built by hand (and then
        edited in a test) never walks a stale path."""
        if self._applying:
            self.kept_moves = (uid, moves)

    def forget_legal_actions(self) -> None:
        super().forget_legal_actions()
        self.kept_moves = None

    def clone(self) -> WowState:
        c = WowState.__new__(WowState)
        c.game = self.game
        c.rng = self.rng.copy()
        c.history = list(self.history)
        c.board = self.board
        c.catalog = self.catalog
        c.facts = self.facts
        c.move_sources = self.move_sources
        c.master = self.master
        c.round = self.round
        c.names = list(self.names)
        c.vp = list(self.vp)
        c.first_player = self.first_player
        c.turn_player = self.turn_player
        c.chars = {u: ch.copy() for u, ch in self.chars.items()}
        c.order = list(self.order)
        c.turn = self.turn.copy() if self.turn else None
        c.attack = self.attack.copy() if self.attack else None
        c.plays = {k: p.copy() for k, p in self.plays.items()}
        c.negated = set(self.negated)
        c.next_play = self.next_play
        c.stack = list(self.stack)
        c.result = self.result
        c.in_wave = False
        c.damaged_by = {}
        c.hurt = set(self.hurt)
        c.totems = {u: t.copy() for u, t in self.totems.items()}
        c.totem_hit = self.totem_hit
        c.react_cards = self.react_cards
        c.trigger_chars = self.trigger_chars
        c.next_totem = self.next_totem
        c.suspended = [t.copy() for t in self.suspended]
        c.all_face_up = self.all_face_up
        return c

    def to_dict(self) -> dict[str, Any]:
        from engine.games.wowminis.positions import state_to_dict

        return state_to_dict(self)
