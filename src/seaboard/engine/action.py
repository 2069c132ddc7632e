"""Actions: frozen, hashable values whose ``str`` is their notation."""


class Action:
    """Base of every game's actions.

    Subclasses are frozen dataclasses (``@dataclass(frozen=True, slots=True)``) whose
    ``__str__`` gives a compact notation that identifies the action without the state;
    ``Game.parse_action`` reads it back.
    """

    __slots__ = ()
