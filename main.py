"""Tabletop Tavern entry point."""
def main() -> int:
    return 0

