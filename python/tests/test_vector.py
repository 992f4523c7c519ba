"""welcome_to.vector_env: many games as a Gymnasium VectorEnv, a row a seat, next-step autoreset."""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.vector import AutoresetMode

import welcome_to
from welcome_to import EngineError

from conftest import random_actions, vector_actions


def test_a_vector_of_self_play_games_has_a_row_a_seat():
    env = welcome_to.vector_env(3, players=2)
    try:
        assert env.num_envs == 6
        assert env.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP
        assert env.single_action_space.n == 6671
        assert env.action_space.shape == (6,)
        observations, infos = env.reset(seed=10)
        assert observations.shape == (6, 1933) and observations.dtype == np.float32
        assert env.observation_space.contains(observations)
        np.testing.assert_array_equal(infos["env_id"], [0, 0, 1, 1, 2, 2])
        np.testing.assert_array_equal(infos["seat"], [0, 1, 0, 1, 0, 1])
        assert infos["action_mask"].shape == (6, 6671) and infos["action_mask"].dtype == np.int8
        assert infos["_env_id"].all()
    finally:
        env.close()


def test_game_i_of_a_vector_plays_seed_plus_i_as_one_game_would(generator):
    vector = welcome_to.vector_env(3, players=2)
    single = welcome_to.parallel_env(players=2)
    try:
        observations, infos = vector.reset(seed=40)
        game = 2
        alone, _ = single.reset(seed=40 + game)
        for _ in range(200):
            rows = slice(game * 2, game * 2 + 2)
            for seat, agent in enumerate(single.possible_agents):
                np.testing.assert_array_equal(observations[rows][seat], alone[agent]["observation"])
                np.testing.assert_array_equal(infos["action_mask"][rows][seat], alone[agent]["action_mask"])
            actions = np.full(6, -1)
            chosen = random_actions(alone, single.agents, generator)
            for seat, agent in enumerate(single.possible_agents):
                if agent in chosen:
                    actions[game * 2 + seat] = chosen[agent]
            for row in range(6):
                if row // 2 != game and infos["acting"][row]:
                    actions[row] = int(np.flatnonzero(infos["action_mask"][row])[0])
            observations, rewards, terminations, truncations, infos = vector.step(actions)
            alone, alone_rewards, *_ = single.step(chosen)
            assert [rewards[game * 2 + seat] for seat in range(2)] == [alone_rewards[agent] for agent in single.possible_agents]
            assert not truncations.any()
            if not single.agents:
                assert terminations[game * 2] and terminations[game * 2 + 1]
                break
    finally:
        vector.close()
        single.close()


def test_a_finished_game_starts_again_at_the_next_step(generator):
    env = welcome_to.vector_env(2)
    try:
        assert env.num_envs == 2 and env.single_action_space.n == 13304
        observations, infos = env.reset(seed=[5, 6])
        totals = np.zeros(2)
        for _ in range(2000):
            observations, rewards, terminations, _, infos = env.step(vector_actions(infos["action_mask"], infos["acting"], generator))
            totals += rewards
            if terminations.any():
                break
        ended = int(np.flatnonzero(terminations)[0])
        assert totals[ended] == pytest.approx(infos["score"][ended])
        # The next step ignores the ended game's action, starts its next game, and pays nothing.
        actions = vector_actions(infos["action_mask"], infos["acting"], generator)
        actions[ended] = 99999
        observations, rewards, terminations, _, infos = env.step(actions)
        assert rewards[ended] == 0 and not terminations[ended]
        assert infos["round"][ended] == 1 and infos["score"][ended] == 0
        # Its seed is the last one moved on by the number of games: game 0 of [5, 6] plays 7 next.
        alone = welcome_to.WelcomeToSoloEnv()
        try:
            expected, _ = alone.reset(seed=[5, 6][ended] + 2)
            np.testing.assert_array_equal(observations[ended], expected)
        finally:
            alone.close()
    finally:
        env.close()


def test_an_illegal_action_raises_the_engines_error_and_no_game_moves():
    env = welcome_to.vector_env(2)
    try:
        observations, infos = env.reset(seed=1)
        before = observations.copy()
        actions = np.array([int(np.flatnonzero(mask == 0)[0]) for mask in infos["action_mask"]])
        with pytest.raises(EngineError) as refused:
            env.step(actions)
        assert refused.value.code == "argument/invalid"
        observations, _ = env.reset(seed=1)
        np.testing.assert_array_equal(before, observations)
        with pytest.raises(ValueError, match="2 whole numbers"):
            env.step(np.zeros(3, dtype=np.int64))
    finally:
        env.close()


def test_options_are_checked_here_for_their_names_and_by_the_engine_for_their_values():
    with pytest.raises(TypeError, match="'colour' is not an option"):
        welcome_to.vector_env(2, colour="red")
    with pytest.raises(TypeError, match="seed is not an option"):
        welcome_to.vector_env(2, seed=3)
    with pytest.raises(TypeError, match="variants must be"):
        welcome_to.vector_env(2, variants="expert")
    with pytest.raises(EngineError) as refused:
        welcome_to.vector_env(2, players=2, sheet="summer")
    assert refused.value.code.startswith("options/")
    assert "options.sheet" in refused.value.message
    with pytest.raises(ValueError, match="from 1 to 4096"):
        welcome_to.vector_env(0)
