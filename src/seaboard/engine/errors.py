"""The error family: every refusal is a ValueError with a message a player understands."""


class SeaboardError(ValueError):
    """Base of every error Seaboard raises on bad input."""


class InvalidOptions(SeaboardError):
    """An unknown game, an unsupported player count or a bad option."""


class IllegalAction(SeaboardError):
    """An action the rules do not allow in this position."""


class NotationError(SeaboardError):
    """Text or JSON that does not parse: action notation, a saved state, a record."""
