"""Card text generated from the effect data: every pool card reads cleanly, and a table of literal
texts for representative cards (our own wording, generated from the data)."""

from __future__ import annotations

import re

import pytest

from engine.games.hearthstone.cards import Catalog
from engine.games.hearthstone.game import HearthstoneGame
from engine.games.hearthstone.text import card_text, chosen_words

RAW_ID = re.compile(r"\b[A-Za-z]{2,}\d*_\w+\b|_")


def catalog() -> Catalog:
    return HearthstoneGame().catalog


def pool_ids(cat: Catalog) -> list[str]:
    """Every card with effect data plus every collectible card supported from its keywords alone."""
    ids = set(cat.data_ids())
    for facts in cat.db:
        if (
            facts.collectible
            and facts.card_type in ("minion", "weapon", "spell")
            and cat.get(facts.id).supported
        ):
            ids.add(facts.id)
    return sorted(ids)


def test_every_pool_card_has_clean_text() -> None:
    cat = catalog()
    ids = pool_ids(cat)
    assert len(ids) > 300
    bad = []
    for card_id in ids:
        card = cat.get(card_id)
        text = card_text(card, cat)
        has_data = cat.has_data(card_id) or bool(card.facts.text.strip())
        problems = [
            "raw id" if RAW_ID.search(text) else "",
            "+0" if "+0" in text or "-0 " in text else "",
            "None" if "None" in text else "",
            "empty" if has_data and not text.strip() else "",
            "unknown op" if "Special:" in text else "",
            "double stop" if ".." in text else "",
        ]
        if any(problems):
            bad.append(f"{card_id} {card.name}: {[p for p in problems if p]} {text!r}")
    assert bad == []


EXPECTED = {
    "EX1_128": "Give your minions Stealth until your next turn.",
    "NEW1_014": "Battlecry: Give a friendly minion Stealth until your next turn.",
    "CS2_084": "Change the Health of a minion to 1.",
    "EX1_619": "Change the Health of all minions to 1.",
    "EX1_360": "Change the Attack of a minion to 1.",
    "CS2_196": "Battlecry: Summon a 1/1 Boar.",
    "EX1_562": "Battlecry: Summon six 1/1 Whelps.",
    "EX1_248": "Summon two 2/3 Spirit Wolves with Taunt.\nOverload: (1)",
    "CS2_009": "Give a minion +2/+3 and Taunt.",
    "CS2_039": "Give a minion Windfury.",
    "EX1_584": "Battlecry: Give adjacent minions Spell Damage +1.",
    "EX1_014": "Battlecry: Give your opponent two Bananas.",
    "EX1_559": "Whenever you cast a spell, put a Fireball into your hand.",
    "EX1_050": "Battlecry: Each player draws 2 cards.",
    "CS2_063": "Choose an enemy minion. At the start of your turn, destroy it.",
    "EX1_158": "Give your minions \u201cDeathrattle: Summon a 2/2 Treant\u201d.",
    "EX1_620": "Costs (1) less for each damage your hero has taken.",
    "EX1_105": "Costs (1) less for each other card in your hand.",
    "EX1_586": "Costs (1) less for each minion on the battlefield.",
    "CS2_031": "Choose a character. If it is already Frozen, deal 4 damage to it; otherwise, Freeze it.",
    "EX1_539": "If you have a Beast, deal 5 damage to a character; otherwise, deal 3 damage to a character.",
    "EX1_596": (
        "Choose a minion. If it is a friendly minion and it is a Demon, give it +2/+2; "
        "otherwise, deal 2 damage to it."
    ),
    "EX1_302": "Deal 1 damage to a minion. If it dies, draw a card.",
    "CS2_108": "Destroy a damaged enemy minion.",
    "CS2_024": "Deal 3 damage to a character and Freeze it.",
    "EX1_275": "Deal 1 damage to a minion and the minions next to it and Freeze them.",
    "FP1_025": "Destroy a minion and return it to life.",
    "EX1_154": "Choose One - Deal 3 damage to a minion; or Deal 1 damage to a minion and draw a card.",
    "EX1_295": "Secret: When your hero takes fatal damage, prevent it, and your hero is Immune this turn.",
    "EX1_611": (
        "Secret: When an enemy minion attacks, return the attacker to its owner's hand; it costs (2) more."
    ),
    "EX1_084": "After you summon a minion with 3 or less Attack, give it Charge.",
    "DS1_175": "Your other Beasts have +1 Attack.",
    "CS2_221": "While damaged, your weapon has +2 Attack.",
    "EX1_412": "Enrage: +1 Attack and Windfury.",
    "EX1_315": "Your minions cost (2) less (but not less than 1).",
    "NEW1_031": "Summon one of Misha, Leokk and Huffer at random.",
    "NEW1_041": "Battlecry: Destroy a random enemy minion with 2 or less Attack.",
    "CS2_012": "Deal 4 damage to an enemy and 1 damage to all other enemies.",
    "CS2_226": "Battlecry: Gain +1/+1 for each other friendly minion.",
    "EX1_339": "Put copies of 2 random cards from your opponent's deck into your hand.",
    "CS2_033": "Freeze any character damaged by this minion.",
    "EX1_301": "Taunt.\nBattlecry: Destroy one of your Mana Crystals.",
    "EX1_411": "Attacking a minion costs this weapon 1 Attack instead of 1 Durability.",
    "EX1_165": (
        "Choose One - Transform into a 7/6 Druid of the Claw with Rush; "
        "or Transform into a 4/9 Druid of the Claw with Taunt."
    ),
    "FP1_030": "Battlecry: Your opponent's spells cost (5) more next turn.",
    "NEW1_036": "Your minions can't be reduced below 1 Health this turn. Draw a card.",
    "EX1_625": (
        "Your Hero Power becomes \u201cDeal 2 damage to a character\u201d; "
        "if it already was, \u201cDeal 3 damage to a character\u201d."
    ),
    "EX1_350": "Double the damage and healing of your spells and Hero Power.",
    "DS1_188": "Your hero is Immune while attacking.",
    "EX1_137": (
        "Deal 2 damage to the enemy hero.\nCombo: Also, at the start of your next turn, put a Headcrack into "
        "your hand."
    ),
    "EX1_124": "Deal 2 damage to a character.\nCombo: Deal 4 damage to a character instead.",
    "EX1_133": "Battlecry: Deal 1 damage to a character.\nCombo: Deal 2 damage to a character instead.",
    "EX1_134": "Combo: Deal 3 damage to a character.",
    "EX1_126": "Force an enemy minion to deal damage equal to its Attack to the minions next to it.",
    "EX1_006": "At the start of your turn, swap this minion with a random one in your hand.",
    "EX1_572": "At the end of your turn, put a random Dream Card into your hand.",
    "DREAM_02": "Deal 5 damage to all characters except Ysera.",
    "tt_010": (
        "Secret: When an enemy casts a spell on a minion, summon a 1/3 Spellbender and it becomes the new "
        "target."
    ),
    "EX1_335": "This minion's Attack is always equal to its Health.",
    "EX1_317": (
        "Draw two Demons from your deck; for each one your deck lacks, put a 1/1 Worthless Imp into "
        "your hand."
    ),
    "EX1_407": "Destroy all minions except one chosen at random.",
    "CS2_053": "Draw a card and it costs (3) less.",
}


@pytest.mark.parametrize("card_id", sorted(EXPECTED))
def test_representative_card_text(card_id: str) -> None:
    cat = catalog()
    assert card_text(cat.get(card_id), cat) == EXPECTED[card_id]


def test_keyword_only_minion_lists_its_keywords() -> None:
    cat = catalog()
    yeti_like = cat.get("CS2_179")  # Sen'jin Shieldmasta: Taunt from its tags, no effect data
    assert not cat.has_data("CS2_179")
    assert card_text(yeti_like, cat) == "Taunt."


def test_chosen_target_words_name_the_side_and_the_test() -> None:
    assert chosen_words("enemy_minion", ["damaged"]) == "a damaged enemy minion"
    assert chosen_words("friendly_minion", ["not_self"]) == "another friendly minion"
    assert chosen_words("any_minion", ["attack_at_least:7"]) == "a minion with 7 or more Attack"
    assert chosen_words("enemy_character") == "an enemy"
