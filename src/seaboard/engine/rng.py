"""Seeded randomness: every random draw of a game derives from the seed kept in its state."""

import random


def derive(seed: int, *keys: object) -> random.Random:
    """A generator fixed by the seed and the keys (for example the round number).

    Seeding from a string hashes it with SHA-512, so the stream is the same on every
    machine and every run, unlike Python's salted ``hash``.
    """
    return random.Random("/".join([str(seed), *map(str, keys)]))


def fresh_seed(rng: random.Random) -> int:
    """A new state seed drawn from ``rng`` (used when hidden information is resampled)."""
    return rng.getrandbits(63)
