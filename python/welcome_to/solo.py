"""The solo game as a Gymnasium `Env`: `gymnasium.make("WelcomeTo-Solo-v0")`."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ._engine import Bridge, EngineError, closed_error, not_reset_error, over_error
from ._options import game_options
from ._seeds import checked_seed, draw_seed
from .parallel import ILLEGAL_ACTIONS, ILLEGAL_REWARD


class WelcomeToSoloEnv(gymnasium.Env):
    """
    The solo game of Welcome To… (one player, the original rules by default) as a
    single-agent Gymnasium environment, served by the engine's bridge.

    The observation is the player's (docs/learning.md, "Observations"), a `Box` of
    floats from 0 to 1; the action one of a `Discrete` space, a decision of a round
    being a short sequence of them. The legal actions are `info["action_mask"]` (an
    int8 array, as Gymnasium's Taxi gives its mask) and `action_masks()` (booleans, the
    method sb3-contrib's maskable algorithms call). The reward is the change of score:
    summed over an episode, the final score. An action outside the mask ends the game
    with reward -1 and the engine's message in `info["illegal_action"]`
    (`illegal_action="penalty"`, the default, as PettingZoo's classic games do), or
    raises EngineError (`illegal_action="raise"`).
    """

    metadata = {"render_modes": []}

    def __init__(self, render_mode: str | None = None, illegal_action: str = "penalty", **options: Any) -> None:
        if render_mode is not None:
            raise ValueError(f"render_mode must be None: this environment draws nothing (the engine's SVG drawing is in its npm package), not {render_mode!r}")
        if illegal_action not in ILLEGAL_ACTIONS:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTIONS}, not {illegal_action!r}")
        players = options.get("players", 1)
        if not (players == 1 and not isinstance(players, bool)) and not (isinstance(players, (list, tuple)) and len(players) == 1):
            raise ValueError(f"WelcomeTo-Solo-v0 is the one-player game, not players={options['players']!r}: welcome_to.parallel_env(players=...) plays more")
        self.render_mode = None
        self.illegal_action = illegal_action
        self.options = game_options(options, {"players": 1, "ruleset": "original"})
        self._bridge = Bridge()
        try:
            info = self._bridge.create(self.options)
        except BaseException:
            self._bridge.close()
            raise
        self.action_size = int(info["actionSpace"]["size"])
        self.observation_length = int(info["observationLength"])
        self.observation_space = spaces.Box(0.0, 1.0, (self.observation_length,), np.float32)
        self.action_space = spaces.Discrete(self.action_size)
        self._arrays: dict[str, np.ndarray] = {}
        self._over = False
        self._closed = False
        self.seed: int | str | None = None

    def _info(self) -> dict[str, Any]:
        arrays = self._arrays
        return {"action_mask": arrays["masks"][0, 0], "score": float(arrays["scores"][0, 0]), "round": int(arrays["rounds"][0])}

    def action_masks(self) -> np.ndarray:
        """The legal actions of the position, True at each (sb3-contrib's `MaskableEnv` method)."""
        if not self._arrays:
            raise not_reset_error("action_masks")
        return self._arrays["masks"][0, 0] == 1

    def reset(self, *, seed: int | str | None = None, options: dict | None = None) -> tuple[np.ndarray, dict[str, Any]]:
        """
        Starts a game: with `seed`, the one the engine deals with that seed (as
        `createEnvironment({ players: 1, ruleset: 'original' }).reset(seed)` in
        TypeScript); without, one drawn from `np_random`. `options` is Gymnasium's and
        is not read: the game's options are the environment's.
        """
        if self._closed:
            raise closed_error("reset")
        if seed is not None:
            seed = checked_seed(seed)
        super().reset(seed=seed if isinstance(seed, int) else None)
        game_seed = seed if seed is not None else draw_seed(self.np_random)
        result, self._arrays = self._bridge.step("reset", {"seed": game_seed})
        self.seed = result["seed"]
        self._over = False
        return self._arrays["observations"][0, 0], self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """
        Plays one action (an integer of the `Discrete` space, one of the 1s of
        `info["action_mask"]`): the observation, the reward (the change of score), whether
        the game is over, `False` (a game is never cut short), and the info (`action_mask`,
        `score`, `round`). An action outside the mask ends the game with reward -1 (the
        engine's message in `info["illegal_action"]`) or, with `illegal_action="raise"`,
        raises EngineError and plays nothing.
        """
        if self._closed:
            raise closed_error("step")
        if not self._arrays:
            raise not_reset_error("step")
        if self._over:
            raise over_error()
        if isinstance(action, np.ndarray) and action.shape == ():
            action = action.item()
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise TypeError(f"the action must be a whole number of the Discrete space, not {action!r}")
        try:
            _, self._arrays = self._bridge.step("step", {"actions": [int(action)]})
        except EngineError as error:
            if self.illegal_action == "raise" or error.code != "argument/invalid":
                raise
            self._over = True
            info = self._info()
            info["illegal_action"] = error.message
            return self._arrays["observations"][0, 0], ILLEGAL_REWARD, True, False, info
        self._over = bool(self._arrays["terminations"][0])
        return self._arrays["observations"][0, 0], float(self._arrays["rewards"][0, 0]), self._over, False, self._info()

    def engine_state(self) -> dict:
        """The game's state as the engine writes it (JSON): its `record` replays it with the TypeScript library."""
        if self._closed:
            raise closed_error("engine_state")
        return self._bridge.state()

    def close(self) -> None:
        """Ends the game and the engine's process (a second close does nothing)."""
        if self._closed:
            return
        self._closed = True
        self._bridge.end()
