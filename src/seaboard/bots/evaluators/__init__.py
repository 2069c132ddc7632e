"""Per-game evaluation functions for the bots (views in, a value for a seat out)."""
