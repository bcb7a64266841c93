"""Fixtures for the Hearthstone card facts: the real data extracted once per run, with no network.

Extracting the 100 MB CardDefs.xml takes seconds, so the real catalogue is built once per test
session into its own cache folder; the tests that exercise the cache itself use a tiny XML.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from engine.games.hearthstone.cardcache import CardSource, load_card_db
from engine.games.hearthstone.cardfacts import CardDB

TINY_CARDDEFS = """<?xml version="1.0" encoding="utf-8"?>
<CardDefs build="1">
<Entity CardID="T_TAUNT" ID="10" version="2">
  <Tag enumID="185" name="CARDNAME" type="LocString"><deDE>Wache</deDE><enUS>Shield Guard</enUS></Tag>
  <Tag enumID="184" name="CARDTEXT" type="LocString"><enUS>&lt;b&gt;Taunt&lt;/b&gt;</enUS></Tag>
  <Tag enumID="45" name="HEALTH" type="Int" value="5"/>
  <Tag enumID="47" name="ATK" type="Int" value="3"/>
  <Tag enumID="48" name="COST" type="Int" value="4"/>
  <Tag enumID="183" name="CARD_SET" type="Int" value="1635"/>
  <Tag enumID="190" name="TAUNT" type="Int" value="1"/>
  <Tag enumID="199" name="CLASS" type="Int" value="12"/>
  <Tag enumID="200" name="CARDRACE" type="Int" value="20"/>
  <Tag enumID="202" name="CARDTYPE" type="Int" value="4"/>
  <Tag enumID="203" name="RARITY" type="Int" value="2"/>
  <Tag enumID="321" name="COLLECTIBLE" type="Int" value="1"/>
  <Tag enumID="342" name="ARTISTNAME" type="String">Someone</Tag>
</Entity>
<Entity CardID="T_AXE" ID="11" version="2">
  <Tag enumID="185" name="CARDNAME" type="LocString"><enUS>Test Axe</enUS></Tag>
  <Tag enumID="45" name="HEALTH" type="Int" value="2"/>
  <Tag enumID="47" name="ATK" type="Int" value="3"/>
  <Tag enumID="48" name="COST" type="Int" value="2"/>
  <Tag enumID="199" name="CLASS" type="Int" value="10"/>
  <Tag enumID="202" name="CARDTYPE" type="Int" value="7"/>
</Entity>
<Entity CardID="T_BOLT" ID="12" version="2">
  <Tag enumID="185" name="CARDNAME" type="LocString"><enUS>Test Bolt</enUS></Tag>
  <Tag enumID="184" name="CARDTEXT" type="LocString">
    <enUS>Deal $3 damage. Restore #2 Health. &lt;b&gt;Overload:&lt;/b&gt; (1)</enUS>
  </Tag>
  <Tag enumID="48" name="COST" type="Int" value="1"/>
  <Tag enumID="199" name="CLASS" type="Int" value="8"/>
  <Tag enumID="202" name="CARDTYPE" type="Int" value="5"/>
  <Tag enumID="215" name="OVERLOAD" type="Int" value="1"/>
  <Tag enumID="1635" name="SPELL_SCHOOL" type="Int" value="2"/>
</Entity>
<Entity CardID="T_AAA_SHIELD_GUARD_TOKEN" ID="5" version="2">
  <Tag enumID="185" name="CARDNAME" type="LocString"><enUS>Shield Guard</enUS></Tag>
  <Tag enumID="202" name="CARDTYPE" type="Int" value="4"/>
</Entity>
<Entity CardID="T_MERC_ABILITY" ID="13" version="2">
  <Tag enumID="185" name="CARDNAME" type="LocString"><enUS>Not A Card We Keep</enUS></Tag>
  <Tag enumID="202" name="CARDTYPE" type="Int" value="23"/>
</Entity>
</CardDefs>
"""
"""Three cards we keep, a non-collectible namesake, and a Mercenaries ability we leave out."""


class NetworkUsed(AssertionError):
    """Raised by the blocked socket: something tried to reach the network."""


def _refuse(*args: object, **kwargs: object) -> None:
    raise NetworkUsed(f"network access attempted: {args!r}")


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any socket, DNS lookup or connection fails the test."""
    for name in ("socket", "create_connection", "getaddrinfo"):
        monkeypatch.setattr(socket, name, _refuse)


@pytest.fixture
def tiny_source(tmp_path: Path) -> CardSource:
    """A five-entity CardDefs.xml, labelled with its own data version."""
    xml = tmp_path / "CardDefs.xml"
    xml.write_text(TINY_CARDDEFS, encoding="utf-8")
    return CardSource(xml, "1.0")


@pytest.fixture(scope="session")
def real_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache folder holding the real catalogue, extracted once with the network blocked."""
    folder = tmp_path_factory.mktemp("hearthstone-cache")
    with pytest.MonkeyPatch.context() as patch:
        for name in ("socket", "create_connection", "getaddrinfo"):
            patch.setattr(socket, name, _refuse)
        load_card_db(folder)
    return folder


@pytest.fixture(scope="session")
def real_db(real_cache_dir: Path) -> CardDB:
    """The real catalogue of the pinned ``hearthstone-data``, read back from the warm cache."""
    return load_card_db(real_cache_dir)

