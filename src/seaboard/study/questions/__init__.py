"""The balance lab's questions of each game: one module per game, ``sections(studies)``."""
