"""Game packages: one per game, each registering itself by id."""
