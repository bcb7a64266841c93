"""Riftbound (League of Legends TCG), Core Rules of March 30, 2026: the 1v1 duel."""
