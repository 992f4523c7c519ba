"""Shared helpers of the Python package's tests: random legal actions, drawn from the masks with a seeded generator."""

from __future__ import annotations

import numpy as np
import pytest


def legal_action(mask: np.ndarray, generator: np.random.Generator) -> int:
    """One of the 1s of `mask`, drawn uniformly."""
    legal = np.flatnonzero(mask)
    return int(legal[generator.integers(len(legal))])


def random_actions(observations: dict, agents: list[str], generator: np.random.Generator) -> dict[str, int]:
    """A legal action for every agent that acts (its mask has a 1), none for the others."""
    return {agent: legal_action(observations[agent]["action_mask"], generator) for agent in agents if observations[agent]["action_mask"].any()}


def vector_actions(masks: np.ndarray, acting: np.ndarray, generator: np.random.Generator) -> np.ndarray:
    """A legal action for every acting row, -1 for the others."""
    return np.array([legal_action(mask, generator) if act else -1 for mask, act in zip(masks, acting)], dtype=np.int64)


@pytest.fixture
def generator() -> np.random.Generator:
    return np.random.default_rng(2026)
