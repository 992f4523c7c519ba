"""One game as a PettingZoo `ParallelEnv`: every seat acts each step, as in the engine's environment."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import ParallelEnv

from ._engine import Bridge, EngineError, closed_error, not_reset_error, over_error
from ._options import game_options
from ._seeds import checked_seed, draw_seed, generator_of

#: What an illegal action does: the game ends with the illegal-move penalty, or EngineError is raised.
ILLEGAL_ACTIONS = ("penalty", "raise")
#: The reward of a seat whose action broke the rules, as PettingZoo's classic games give it (`TerminateIllegalWrapper`).
ILLEGAL_REWARD = -1.0


def acting_actions(agents: list[str], acting: np.ndarray, actions: dict[str, Any]) -> list[int]:
    """Each seat's action for the engine: the given action of each acting seat (an integer), -1 for every other seat, whatever it was given."""
    unknown = [agent for agent in actions if agent not in agents]
    if unknown:
        raise ValueError(f"{unknown[0]!r} is not an agent of this game; its agents are {agents}")
    chosen = []
    for seat, agent in enumerate(agents):
        if not acting[seat]:
            chosen.append(-1)
            continue
        if agent not in actions:
            raise ValueError(f"{agent} acts this step: give its action, one of the 1s of its action_mask")
        action = actions[agent]
        if isinstance(action, np.ndarray) and action.shape == ():
            action = action.item()
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise TypeError(f"{agent}'s action must be a whole number of its Discrete space, not {action!r}")
        chosen.append(int(action))
    return chosen


class WelcomeToParallelEnv(ParallelEnv):
    """
    One game of Welcome To… in PettingZoo's parallel API, served by the engine's bridge.

    The agents are the game's player ids (`p1`, `p2`…, or the ids given as `players`).
    Each step every acting agent gives one action of its `Discrete` space; a decision of a
    round is a short sequence of actions (docs/learning.md, "Actions"). An agent that
    does not act this step (its decision is complete and it waits for the others) has an
    all-zero `action_mask`, and its action is ignored. An action outside the mask ends the
    game with the illegal-move penalty of PettingZoo's classic games (`illegal_action=
    "penalty"`, the default: that agent's reward -1, every agent terminated, the engine's
    message in its info as `illegal_action`), or raises EngineError with the engine's
    message (`illegal_action="raise"`). Rewards are changes of score: summed over a game,
    each agent's final score.
    """

    metadata = {"name": "welcome_to_v0", "render_modes": [], "is_parallelizable": True}

    def __init__(self, illegal_action: str = "penalty", **options: Any) -> None:
        if illegal_action not in ILLEGAL_ACTIONS:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTIONS}, not {illegal_action!r}")
        self.illegal_action = illegal_action
        self.options = game_options(options, {"players": 2})
        self._bridge = Bridge()
        try:
            info = self._bridge.create(self.options)
        except BaseException:
            self._bridge.close()
            raise
        self.possible_agents: list[str] = list(info["agents"])
        self.agents: list[str] = []
        self.action_size = int(info["actionSpace"]["size"])
        self.observation_length = int(info["observationLength"])
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (self.observation_length,), np.float32),
                    "action_mask": spaces.Box(0, 1, (self.action_size,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(self.action_size) for agent in self.possible_agents}
        self._generator: np.random.Generator | None = None
        self._arrays: dict[str, np.ndarray] = {}
        self._closed = False
        self.seed: int | str | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def _answer(self) -> tuple[dict, dict, dict]:
        """Each agent's observation, reward and info from the last step's arrays (views of its buffer: nothing is copied)."""
        arrays = self._arrays
        observations, rewards, infos = {}, {}, {}
        for seat, agent in enumerate(self.possible_agents):
            observations[agent] = {"observation": arrays["observations"][0, seat], "action_mask": arrays["masks"][0, seat]}
            rewards[agent] = float(arrays["rewards"][0, seat])
            infos[agent] = {"acting": bool(arrays["acting"][0, seat]), "score": float(arrays["scores"][0, seat]), "round": int(arrays["rounds"][0])}
        return observations, rewards, infos

    def reset(self, seed: int | str | None = None, options: dict | None = None) -> tuple[dict, dict]:
        """
        Starts a game: with `seed`, the game the engine deals with that seed (the same as
        `createEnvironment(options).reset(seed)` in TypeScript); without, one drawn from a
        generator seeded by the last seed given (or at random). `options` is PettingZoo's
        and is not read: the game's options are the environment's.
        """
        if self._closed:
            raise closed_error("reset")
        if seed is not None:
            seed = checked_seed(seed)
            self._generator = generator_of(seed)
        else:
            if self._generator is None:
                self._generator = np.random.default_rng()
            seed = draw_seed(self._generator)
        result, self._arrays = self._bridge.step("reset", {"seed": seed})
        self.seed = result["seed"]
        self.agents = self.possible_agents[:]
        observations, _, infos = self._answer()
        return observations, infos

    def step(self, actions: dict[str, Any]) -> tuple[dict, dict, dict, dict, dict]:
        """Plays one action of each acting agent: observations, rewards, terminations, truncations and infos, a dict each, keyed by agent."""
        if self._closed:
            raise closed_error("step")
        if not self.agents:
            raise over_error() if self._arrays else not_reset_error("step")
        acting = self._arrays["acting"][0]
        chosen = acting_actions(self.possible_agents, acting, actions)
        try:
            _, self._arrays = self._bridge.step("step", {"actions": chosen})
        except EngineError as error:
            if self.illegal_action == "raise" or error.code != "argument/invalid":
                raise
            return self._penalty(chosen, error)
        observations, rewards, infos = self._answer()
        over = bool(self._arrays["terminations"][0])
        terminations = {agent: over for agent in self.possible_agents}
        truncations = {agent: False for agent in self.possible_agents}
        if over:
            self.agents = []
        return observations, rewards, terminations, truncations, infos

    def _penalty(self, chosen: list[int], error: EngineError) -> tuple[dict, dict, dict, dict, dict]:
        """The illegal-move penalty: the first seat whose action its mask refuses gets -1, and the game ends for every agent."""
        masks = self._arrays["masks"][0]
        offenders = [seat for seat, action in enumerate(chosen) if action != -1 and not (0 <= action < self.action_size and masks[seat, action] == 1)]
        if not offenders:
            raise error
        offender = offenders[0]
        observations, _, infos = self._answer()
        rewards = {agent: 0.0 for agent in self.possible_agents}
        rewards[self.possible_agents[offender]] = ILLEGAL_REWARD
        infos[self.possible_agents[offender]]["illegal_action"] = error.message
        self.agents = []
        terminations = {agent: True for agent in self.possible_agents}
        truncations = {agent: False for agent in self.possible_agents}
        return observations, rewards, terminations, truncations, infos

    def engine_state(self) -> dict:
        """The game's state as the engine writes it (JSON): score it, view it, or replay its `record` with the TypeScript library."""
        if self._closed:
            raise closed_error("engine_state")
        return self._bridge.state()

    def close(self) -> None:
        """Ends the game and the engine's process (a second close does nothing)."""
        if self._closed:
            return
        self._closed = True
        self.agents = []
        self._bridge.end()
