"""Seeded randomness: every random draw of a game derives from the seed kept in its state."""

import random
import secrets

#: Bits of a seed the program draws itself (from the operating system, ``secrets``):
#: far beyond any search of the seed space from what a table shows.
SEED_BITS = 128


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
