"""gymnasium.make("WelcomeTo-Solo-v0"): the solo game as a Gymnasium Env, checked by Gymnasium's own env checker."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import welcome_to
from welcome_to import EngineError

from conftest import legal_action


def test_gymnasium_check_env_passes_on_the_registered_solo_game():
    env = gymnasium.make("WelcomeTo-Solo-v0")
    try:
        check_env(env.unwrapped, skip_render_check=True)
    finally:
        env.close()


def test_the_solo_game_is_the_original_rules_with_six_pairs():
    env = gymnasium.make("WelcomeTo-Solo-v0")
    try:
        assert env.action_space.n == 13304
        assert env.observation_space.shape == (1215,)
        observation, info = env.reset(seed=4)
        assert env.observation_space.contains(observation)
        assert info["action_mask"].dtype == np.int8 and info["action_mask"].shape == (13304,)
        np.testing.assert_array_equal(env.unwrapped.action_masks(), info["action_mask"] == 1)
    finally:
        env.close()


def test_a_whole_solo_game_rewards_sum_to_the_final_score(generator):
    env = gymnasium.make("WelcomeTo-Solo-v0", sheet="christmas")
    try:
        _, info = env.reset(seed=9)
        total, terminated = 0.0, False
        while not terminated:
            _, reward, terminated, truncated, info = env.step(legal_action(info["action_mask"], generator))
            total += reward
            assert not truncated
        assert total == pytest.approx(info["score"])
        assert env.unwrapped.engine_state()["status"] == "over"
        with pytest.raises(EngineError) as over:
            env.step(0)
        assert over.value.code == "game/over"
    finally:
        env.close()


def test_an_illegal_action_ends_the_solo_game_with_reward_minus_one_or_raises():
    env = gymnasium.make("WelcomeTo-Solo-v0")
    strict = gymnasium.make("WelcomeTo-Solo-v0", illegal_action="raise")
    try:
        _, info = env.reset(seed=2)
        illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
        _, reward, terminated, truncated, info = env.step(illegal)
        assert (reward, terminated, truncated) == (-1.0, True, False)
        assert info["illegal_action"].startswith("[welcome-to-engine] argument/invalid")
        strict.reset(seed=2)
        with pytest.raises(EngineError) as refused:
            strict.step(illegal)
        assert refused.value.message == info["illegal_action"]
    finally:
        env.close()
        strict.close()


def test_the_solo_game_takes_only_one_player_and_the_engine_checks_the_rest():
    with pytest.raises(ValueError, match="one-player game"):
        gymnasium.make("WelcomeTo-Solo-v0", players=2)
    with pytest.raises(EngineError) as refused:
        gymnasium.make("WelcomeTo-Solo-v0", ruleset="collector")
    assert refused.value.code == "options/players"
    assert "ruleset: 'original'" in refused.value.message


def test_the_same_seed_deals_the_same_solo_game():
    first = gymnasium.make("WelcomeTo-Solo-v0")
    second = welcome_to.WelcomeToSoloEnv()
    try:
        a, _ = first.reset(seed=77)
        b, _ = second.reset(seed=77)
        np.testing.assert_array_equal(a, b)
        c, _ = first.reset()
        d, _ = second.reset()
        # No seed: one drawn from np_random, which the last seed given seeded.
        np.testing.assert_array_equal(c, d)
    finally:
        first.close()
        second.close()
