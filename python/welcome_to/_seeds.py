"""Seeds as the engine takes them: a whole number (or a string) given, or one drawn from the environment's own generator."""

from __future__ import annotations

import hashlib
from typing import Any

import numpy as np

#: Drawn seeds lie below this: whole numbers JSON and every numpy integer carry exactly.
SEED_BOUND = 2**31


def checked_seed(seed: Any, name: str = "seed") -> int | str:
    """`seed` as the engine takes it (a whole number or a string), or TypeError."""
    if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer, str)):
        raise TypeError(f"{name} must be a whole number or a string (or None: a seed drawn at random), not {seed!r}")
    return seed if isinstance(seed, str) else int(seed)


def draw_seed(generator: np.random.Generator) -> int:
    """A seed drawn from `generator`: the games of a run started without seeds differ, and follow from a first seed when it was given."""
    return int(generator.integers(SEED_BOUND))


def generator_of(seed: int | str) -> np.random.Generator:
    """The generator that draws the seeds of later games started without one, from the seed given (a string hashed the same in every process)."""
    if isinstance(seed, str):
        seed = int.from_bytes(hashlib.sha256(seed.encode()).digest()[:8], "little")
    return np.random.default_rng(seed % 2**64)
