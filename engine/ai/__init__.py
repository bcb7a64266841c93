"""Bots over the engine contract: a uniform random bot, determinized MCTS, and a catalog by name."""

from engine.ai.bot import Bot
from engine.ai.catalog import bot_kinds, make_bot, register_bot
from engine.ai.mcts import MctsBot
from engine.ai.random_bot import RandomBot

__all__ = ["Bot", "MctsBot", "RandomBot", "bot_kinds", "make_bot", "register_bot"]
