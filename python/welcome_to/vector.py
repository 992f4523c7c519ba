"""Many games at once as a Gymnasium `VectorEnv`: one request a step for all of them."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ._engine import Bridge, closed_error, not_reset_error
from ._options import game_options
from ._seeds import checked_seed, draw_seed, generator_of

#: The most games one bridge steps together (the engine's MAX_VECTOR_GAMES).
MAX_GAMES = 4096


class WelcomeToVectorEnv(VectorEnv):
    """
    `games` games of one setup stepped together by the engine's vector environment: solo
    games, or self-play games of several players where every seat is a row of the batch
    (as SuperSuit's `pettingzoo_env_to_vec_env_v1` turns agents into rows, for one policy
    playing every seat). `num_envs` is games × players; row `g × players + s` is seat `s`
    of game `g`, and `info["env_id"]` and `info["seat"]` say so for every row.

    Each row observes its seat (a `Box` of floats) and acts with one action of a
    `Discrete` space; its legal actions are `info["action_mask"]` (int8, all 0 for a seat
    that does not act this step, whose action is ignored). Rewards are changes of score.
    A finished game starts again at the next step, in Gymnasium's next-step autoreset
    mode (`metadata["autoreset_mode"]`): that step ignores its actions, answers the new
    game's first observations with rewards 0, and its seed is the last one moved on by
    the number of games. An action outside a mask raises EngineError with the engine's
    message, and no game moves.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(self, games: int, **options: Any) -> None:
        if isinstance(games, bool) or not isinstance(games, (int, np.integer)) or not 1 <= games <= MAX_GAMES:
            raise ValueError(f"the number of games must be a whole number from 1 to {MAX_GAMES}, not {games!r}")
        defaults = {"players": 1}
        players = options.get("players", 1)
        if players == 1 or (isinstance(players, (list, tuple)) and len(players) == 1):
            defaults["ruleset"] = "original"  # the solo game is the original rules' (docs/rules.md)
        self.options = game_options(options, defaults)
        self._bridge = Bridge()
        try:
            info = self._bridge.create(self.options, games=int(games), autoReset=True)
        except BaseException:
            self._bridge.close()
            raise
        self.games = int(games)
        self.agents: list[str] = list(info["agents"])
        self.players = len(self.agents)
        self.num_envs = self.games * self.players
        self.action_size = int(info["actionSpace"]["size"])
        self.observation_length = int(info["observationLength"])
        self.single_observation_space = spaces.Box(0.0, 1.0, (self.observation_length,), np.float32)
        self.single_action_space = spaces.Discrete(self.action_size)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.render_mode = None
        self._env_id = np.repeat(np.arange(self.games, dtype=np.int32), self.players)
        self._seat = np.tile(np.arange(self.players, dtype=np.int32), self.games)
        self._every = np.ones(self.num_envs, bool)
        self._arrays: dict[str, np.ndarray] = {}
        self._generator: np.random.Generator | None = None
        self._closed = False
        self.closed = False

    def _answer(self) -> tuple[np.ndarray, dict[str, Any]]:
        """The rows' observations and infos from the last step's arrays (views of its buffer: a step's arrays stay as they were after the next)."""
        arrays = self._arrays
        infos = {
            "action_mask": arrays["masks"].reshape(self.num_envs, self.action_size),
            "acting": arrays["acting"].reshape(self.num_envs) == 1,
            "score": arrays["scores"].reshape(self.num_envs),
            "round": np.repeat(arrays["rounds"], self.players),
            "env_id": self._env_id,
            "seat": self._seat,
        }
        # Gymnasium's vector infos: beside each key, "_key" says which rows have it (here every row).
        for key in list(infos):
            infos["_" + key] = self._every
        return arrays["observations"].reshape(self.num_envs, self.observation_length), infos

    def reset(self, *, seed: int | list | None = None, options: dict | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """
        Starts every game: with an integer `seed`, game `i` with `seed + i`; with a list,
        one seed a game; without, seeds drawn from a generator seeded by the last seed
        given (or at random). `options` is Gymnasium's and is not read.
        """
        if self._closed:
            raise closed_error("reset")
        if seed is None:
            if self._generator is None:
                self._generator = np.random.default_rng()
            seeds = [draw_seed(self._generator) for _ in range(self.games)]
        elif isinstance(seed, (list, tuple)):
            if len(seed) != self.games:
                raise ValueError(f"seed must be a list of {self.games} seeds, one a game, not {len(seed)} of them")
            seeds = [checked_seed(one, f"seed[{g}]") for g, one in enumerate(seed)]
            self._generator = generator_of(seeds[0])
        else:
            first = checked_seed(seed)
            if isinstance(first, str):
                raise TypeError("seed must be a whole number (game i then plays seed + i) or a list of seeds, one a game")
            seeds = [first + g for g in range(self.games)]
            self._generator = generator_of(first)
        _, self._arrays = self._bridge.step("reset", {"seeds": seeds})
        return self._answer()

    def step(self, actions: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """
        One action a row (`-1` or anything for a row that does not act: ignored):
        observations, rewards, terminations and truncations (one a row), and infos.
        """
        if self._closed:
            raise closed_error("step")
        if not self._arrays:
            raise not_reset_error("step")
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,) or actions.dtype.kind not in "iu":
            raise ValueError(f"actions must be {self.num_envs} whole numbers, one a row (games × players), not an array of shape {actions.shape} and dtype {actions.dtype}")
        chosen = np.where(self._arrays["acting"].reshape(self.num_envs) == 1, actions, -1)
        _, self._arrays = self._bridge.step("step", {"actions": chosen.tolist()})
        observations, infos = self._answer()
        terminations = np.repeat(self._arrays["terminations"] == 1, self.players)
        return observations, self._arrays["rewards"].reshape(self.num_envs), terminations, np.zeros(self.num_envs, bool), infos

    def close_extras(self, **kwargs: Any) -> None:
        """Ends the games and the engine's process (Gymnasium's `close()` calls it once)."""
        if self._closed:
            return
        self._closed = True
        self._bridge.end()
