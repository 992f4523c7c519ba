"""Same seeds and actions, same game: each array the Python environments answer equals the TypeScript environment's, played in a Node process of its own."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import numpy as np
import pytest

import welcome_to
from welcome_to import find_engine, find_node

from conftest import random_actions, vector_actions

NAMES = [("observations", np.float32), ("masks", np.uint8), ("rewards", np.float32), ("scores", np.float32), ("acting", np.uint8), ("terminations", np.uint8), ("rounds", np.int32)]


def in_process(options: dict, games: int | None, seeds, actions: list) -> bytes:
    """The TypeScript environment's answers to the same reset and steps (in_process.mjs)."""
    script = Path(__file__).with_name("in_process.mjs")
    given = json.dumps({"engine": str(find_engine()), "options": options, "games": games, "seeds": seeds, "actions": actions})
    return subprocess.run([find_node(), str(script)], input=given.encode(), capture_output=True, check=True, timeout=300).stdout


def compare(expected: bytes, answers: list[dict[str, np.ndarray]]) -> None:
    """Reads `expected` answer by answer, array by array, and asserts each equals the bridge's, bit for bit."""
    at = 0
    for step, answer in enumerate(answers):
        for name, dtype in NAMES:
            ours = np.ascontiguousarray(answer[name]).view(np.uint8).reshape(-1) if answer[name].dtype != np.bool_ else answer[name].astype(np.uint8)
            theirs = np.frombuffer(expected, dtype, answer[name].size, at)
            at += theirs.nbytes
            np.testing.assert_array_equal(np.frombuffer(ours.tobytes(), dtype), theirs, err_msg=f"{name} of answer {step}")
    assert at == len(expected), "the TypeScript environment answered more steps"


SETUPS = [
    {"players": 2},
    {"players": 3, "ruleset": "original", "variants": {"expert": True}},
    {"players": 2, "sheet": "eggs", "variants": {"roundabouts": True, "advancedPlans": True}},
    {"players": 1, "ruleset": "original", "sheet": "ice-cream"},
]


@pytest.mark.parametrize("options", SETUPS, ids=lambda options: "-".join(f"{k}={v}" for k, v in options.items()))
def test_a_whole_game_of_parallel_env_equals_the_typescript_environments(options, generator):
    env = welcome_to.parallel_env(**options)
    try:
        observations, infos = env.reset(seed=314)
        answers, actions = [], []

        def record(observations, rewards, infos, over):
            agents = env.possible_agents
            answers.append(
                {
                    "observations": np.stack([observations[a]["observation"] for a in agents]),
                    "masks": np.stack([observations[a]["action_mask"] for a in agents]).view(np.uint8),
                    "rewards": np.array([rewards[a] for a in agents], np.float32),
                    "scores": np.array([infos[a]["score"] for a in agents], np.float32),
                    "acting": np.array([infos[a]["acting"] for a in agents], np.uint8),
                    "terminations": np.array([over], np.uint8),
                    "rounds": np.array([infos[env.possible_agents[0]]["round"]], np.int32),
                }
            )

        record(observations, dict.fromkeys(env.possible_agents, 0.0), infos, False)
        while env.agents:
            chosen = random_actions(observations, env.agents, generator)
            actions.append([chosen.get(agent, -1) for agent in env.possible_agents])
            observations, rewards, terminations, _, infos = env.step(chosen)
            record(observations, rewards, infos, all(terminations.values()))
        assert answers[-1]["terminations"][0] == 1
        compare(in_process(env.options, None, 314, actions), answers)
    finally:
        env.close()


@pytest.mark.parametrize("transport", ["shared-memory", "pipe"])
@pytest.mark.parametrize("options", [{"players": 4, "ruleset": "original"}, {}], ids=["4-players", "solo"])
def test_a_vector_env_run_through_restarts_equals_the_typescript_vector_environments(options, transport, generator, monkeypatch):
    import welcome_to._engine as engine

    if transport == "pipe":
        monkeypatch.setattr(engine, "SHARED_MEMORY", Path("/no/such/folder"))
    elif not engine.SHARED_MEMORY.is_dir():
        pytest.skip("no /dev/shm on this machine: the steps pass through the pipe")
    env = welcome_to.vector_env(3, **options)
    assert (env._bridge._shared is not None) == (transport == "shared-memory")
    try:
        observations, infos = env.reset(seed=[1, 2, 3])
        answers, actions = [], []
        state = {"observations": observations, "masks": infos["action_mask"].view(np.uint8), "rewards": np.zeros(env.num_envs, np.float32)}

        def record(rewards, terminations, infos):
            players = env.players
            answers.append(
                {
                    "observations": observations.copy(),
                    "masks": infos["action_mask"].view(np.uint8).copy(),
                    "rewards": np.asarray(rewards, np.float32).copy(),
                    "scores": infos["score"].copy(),
                    "acting": infos["acting"].astype(np.uint8),
                    "terminations": terminations[::players].astype(np.uint8),
                    "rounds": infos["round"][::players].astype(np.int32),
                }
            )

        record(state["rewards"], np.zeros(env.num_envs, bool), infos)
        restarted = 0
        for _ in range(3000):
            chosen = vector_actions(infos["action_mask"], infos["acting"], generator)
            actions.append(chosen.tolist())
            ended_before = answers[-1]["terminations"].copy()
            observations, rewards, terminations, _, infos = env.step(chosen)
            record(rewards, terminations, infos)
            restarted += int(ended_before.sum())
            if restarted >= 2:
                break
        assert restarted >= 2, "two games ended and started again"
        compare(in_process(env.options, 3, [1, 2, 3], actions), answers)
    finally:
        env.close()
