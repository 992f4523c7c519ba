"""
Welcome To… for Python learners: the engine of the npm package `welcome-to-engine`, run
as a child process (`welcome-to serve --stdio`), behind the APIs the field uses.

- `parallel_env(**options)`: one game, a PettingZoo `ParallelEnv`.
- `vector_env(games, **options)`: many games, a Gymnasium `VectorEnv` (next-step autoreset).
- `gymnasium.make("WelcomeTo-Solo-v0")`: the solo game, a Gymnasium `Env`.

The options are the engine's (`players`, `ruleset`, `variants`, `sheet`, `rules`…), and
the engine checks them: a bad one raises EngineError with its message. The guide is
docs/learning.md of the npm package, "From Python".
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import Any

import gymnasium

from ._engine import EngineError, EngineNotFound, find_engine, find_node
from .parallel import WelcomeToParallelEnv
from .solo import WelcomeToSoloEnv
from .vector import WelcomeToVectorEnv

# The public names say where to import them from: `welcome_to.EngineError`, not the module that defines it.
for _name in ("EngineError", "EngineNotFound", "WelcomeToParallelEnv", "WelcomeToSoloEnv", "WelcomeToVectorEnv"):
    globals()[_name].__module__ = __name__

__all__ = [
    "EngineError",
    "EngineNotFound",
    "WelcomeToParallelEnv",
    "WelcomeToSoloEnv",
    "WelcomeToVectorEnv",
    "find_engine",
    "find_node",
    "parallel_env",
    "vector_env",
]

try:
    #: The npm package's version, which the Python package's build reads from its package.json.
    __version__ = version("welcome-to-engine")
except PackageNotFoundError:  # the sources on the path, not installed
    __version__ = "0+unknown"


def parallel_env(**options: Any) -> WelcomeToParallelEnv:
    """One game as a PettingZoo `ParallelEnv` (2 players by default); `illegal_action="raise"` raises on an action outside its mask instead of the penalty."""
    return WelcomeToParallelEnv(**options)


def vector_env(games: int, **options: Any) -> WelcomeToVectorEnv:
    """
    `games` games as a Gymnasium `VectorEnv`: solo games of the original rules by default,
    whose `num_envs` is `games`; with more players a row a seat, `num_envs` games × players.
    """
    return WelcomeToVectorEnv(games, **options)


if "WelcomeTo-Solo-v0" not in gymnasium.registry:
    gymnasium.register(id="WelcomeTo-Solo-v0", entry_point="welcome_to.solo:WelcomeToSoloEnv")
