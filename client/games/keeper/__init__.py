"""Keeper of the Cards in the client: the card builder (the card table adapter is another module's)."""
