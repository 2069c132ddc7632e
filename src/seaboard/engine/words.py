"""Small helpers for the games' sentences."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``1 card``, ``0 cards``, ``2 cards``, ``-1 point``: the noun agrees with the count."""
    many = noun + "s" if plural is None else plural
    return f"{count} {noun if abs(count) == 1 else many}"
