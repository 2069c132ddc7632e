"""The live table: its seats, event log and clocks, and moves proposed on it (pure)."""
