"""Seeded randomness: every random draw of a game derives from the seed kept in its state."""

import random
import secrets
from collections.abc import Sequence
from typing import Final, TypeVar

T = TypeVar("T")

#: Bits of a seed the program draws itself (from the operating system, ``secrets``):
#: far beyond any search of the seed space from what a table shows.
SEED_BITS: Final = 128


def new_seed() -> int:
    """A fresh secret seed of ``SEED_BITS`` bits from the operating system's generator."""
    return secrets.randbits(SEED_BITS)


def derive(seed: int, *keys: object) -> random.Random:
    """A generator fixed by the seed and a purpose (the keys, for example "deal" and a round).

    Every random draw of a game goes through here, never through ``random.Random(seed)``
    or arithmetic on the seed. The text ``"<seed>/<key>/..."`` seeds the generator, and
    CPython seeds from text through SHA-512 (the key is the text followed by its digest), so
    the stream is the same on every machine and run, unlike Python's salted ``hash``, and
    streams of different purposes share nothing an observer could use to link them.
    """
    return random.Random("/".join([str(seed), *map(str, keys)]))


def fresh_seed(rng: random.Random) -> int:
    """A new state seed drawn from ``rng`` (used when hidden information is resampled)."""
    return rng.getrandbits(63)


def below(rng: random.Random, n: int) -> int:
    """A whole number in 0..n-1 drawn exactly as ``random.Random`` draws one for its
    ``shuffle`` and ``choice`` (from ``getrandbits``), so that compiled code gets the same
    stream without calling the standard library's Python code."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def shuffle(rng: random.Random, items: list[T]) -> None:
    """``rng.shuffle(items)``, the same order and the same draws (see ``below``)."""
    for i in range(len(items) - 1, 0, -1):
        j = below(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def choice(rng: random.Random, items: Sequence[T]) -> T:
    """``rng.choice(items)``, the same pick and the same draws (see ``below``)."""
    if not items:
        raise IndexError("Cannot choose from an empty sequence")
    return items[below(rng, len(items))]
