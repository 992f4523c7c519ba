"""welcome_to.parallel_env: one game in PettingZoo's parallel API, checked by PettingZoo's own tests and by the rules of the bridge."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import parallel_api_test, parallel_seed_test

import welcome_to
from welcome_to import EngineError

from conftest import random_actions

SETUPS = [
    {"players": 2},
    {"players": 4, "ruleset": "original"},
    {"players": 3, "variants": {"expert": True, "roundabouts": True}},
    {"players": 2, "sheet": "ice-cream", "variants": {"advancedPlans": True}},
    {"players": 1, "ruleset": "original"},
]


@pytest.mark.parametrize("options", SETUPS, ids=lambda options: "-".join(f"{k}={v}" for k, v in options.items()))
def test_pettingzoo_parallel_api_test_passes(options):
    env = welcome_to.parallel_env(**options)
    try:
        parallel_api_test(env, num_cycles=2000)
    finally:
        env.close()


def test_pettingzoo_parallel_seed_test_passes():
    parallel_seed_test(lambda: welcome_to.parallel_env(players=3))


def test_spaces_are_the_engines_action_space_and_observation_length():
    env = welcome_to.parallel_env(players=2)
    try:
        assert env.possible_agents == ["p1", "p2"]
        assert env.action_space("p1").n == 6671
        space = env.observation_space("p2")
        assert space["observation"].shape == (1933,) and space["observation"].dtype == np.float32
        assert space["action_mask"].shape == (6671,) and space["action_mask"].dtype == np.int8
        observations, _ = env.reset(seed=5)
        assert space.contains(observations["p2"])
    finally:
        env.close()


def test_agents_are_the_games_player_ids():
    env = welcome_to.parallel_env(players=["ann", "bob", "cy"])
    try:
        assert env.possible_agents == ["ann", "bob", "cy"]
        observations, infos = env.reset(seed=1)
        assert set(observations) == set(infos) == {"ann", "bob", "cy"}
    finally:
        env.close()


def test_a_whole_game_rewards_sum_to_the_final_scores(generator):
    env = welcome_to.parallel_env(players=3, ruleset="original")
    try:
        observations, infos = env.reset(seed=11)
        totals = dict.fromkeys(env.possible_agents, 0.0)
        while env.agents:
            observations, rewards, terminations, truncations, infos = env.step(random_actions(observations, env.agents, generator))
            for agent, reward in rewards.items():
                totals[agent] += reward
            assert not any(truncations.values())
        assert all(terminations.values())
        final = env.engine_state()
        assert final["status"] == "over"
        for agent in env.possible_agents:
            assert totals[agent] == pytest.approx(infos[agent]["score"])
        with pytest.raises(EngineError) as over:
            env.step({})
        assert over.value.code == "game/over"
    finally:
        env.close()


def test_a_seat_that_does_not_act_has_an_all_zero_mask_and_its_action_is_ignored(generator):
    # Under roundabouts, p1 starts its decision with a roundabout (its build comes next
    # step) while p2 builds at once: p2 then waits for p1, its decision complete.
    env = welcome_to.parallel_env(players=2, variants={"roundabouts": True})
    other = welcome_to.parallel_env(players=2, variants={"roundabouts": True})
    try:
        observations, _ = env.reset(seed=3)
        other.reset(seed=3)
        roundabout = int(np.flatnonzero(observations["p1"]["action_mask"][:33])[0])
        build = int(np.flatnonzero(observations["p2"]["action_mask"])[-1])
        first = {"p1": roundabout, "p2": build}
        observations, _, _, _, infos = env.step(first)
        other.step(first)
        assert infos["p1"]["acting"] and not infos["p2"]["acting"]
        assert not observations["p2"]["action_mask"].any()
        actions = random_actions(observations, env.agents, generator)
        assert set(actions) == {"p1"}
        # Whatever the waiting seat is given, even an action far outside the space, changes nothing.
        after, rewards, *_ = env.step(dict(actions, p2=123456))
        expected, expected_rewards, *_ = other.step(actions)
        for agent in env.possible_agents:
            np.testing.assert_array_equal(after[agent]["observation"], expected[agent]["observation"])
            np.testing.assert_array_equal(after[agent]["action_mask"], expected[agent]["action_mask"])
        assert rewards == expected_rewards
        assert after["p2"]["action_mask"].any(), "the round resolved: both seats act again"
    finally:
        env.close()
        other.close()


def illegal_action(mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask == 0)[0])


def test_an_illegal_action_ends_the_game_with_pettingzoos_illegal_move_penalty():
    env = welcome_to.parallel_env(players=2)
    try:
        observations, _ = env.reset(seed=8)
        actions = {"p1": 0 if observations["p1"]["action_mask"][0] == 0 else illegal_action(observations["p1"]["action_mask"])}
        actions["p2"] = int(np.flatnonzero(observations["p2"]["action_mask"])[0])
        _, rewards, terminations, truncations, infos = env.step(actions)
        assert rewards == {"p1": -1.0, "p2": 0.0}
        assert terminations == {"p1": True, "p2": True}
        assert truncations == {"p1": False, "p2": False}
        assert "argument/invalid" in infos["p1"]["illegal_action"] and "p1" in infos["p1"]["illegal_action"]
        assert "illegal_action" not in infos["p2"]
        assert env.agents == []
        # The engine played nothing: a new game starts as usual.
        observations, _ = env.reset(seed=8)
        assert observations["p1"]["action_mask"].any()
    finally:
        env.close()


def test_an_illegal_action_raises_the_engines_error_with_illegal_action_raise():
    env = welcome_to.parallel_env(players=2, illegal_action="raise")
    twin = welcome_to.parallel_env(players=2)
    try:
        observations, _ = env.reset(seed=8)
        twin.reset(seed=8)
        legal = {agent: int(np.flatnonzero(observations[agent]["action_mask"])[-1]) for agent in env.agents}
        with pytest.raises(EngineError) as refused:
            env.step(dict(legal, p2=illegal_action(observations["p2"]["action_mask"])))
        assert refused.value.code == "argument/invalid"
        assert "p2" in refused.value.message
        # Nothing was played: the legal actions then play as in a game that never saw the refused ones.
        observations, rewards, *_ = env.step(legal)
        expected, expected_rewards, *_ = twin.step(legal)
        for agent in env.possible_agents:
            np.testing.assert_array_equal(observations[agent]["observation"], expected[agent]["observation"])
            np.testing.assert_array_equal(observations[agent]["action_mask"], expected[agent]["action_mask"])
        assert rewards == expected_rewards
    finally:
        env.close()
        twin.close()


def test_an_acting_agent_without_an_action_or_an_unknown_agent_is_refused():
    env = welcome_to.parallel_env(players=2)
    try:
        env.reset(seed=1)
        with pytest.raises(ValueError, match="p2 acts this step"):
            env.step({"p1": 0})
        with pytest.raises(ValueError, match="'p9' is not an agent"):
            env.step({"p1": 0, "p2": 0, "p9": 0})
        with pytest.raises(TypeError, match="whole number"):
            env.step({"p1": 0.5, "p2": 0})
    finally:
        env.close()


def test_the_same_seed_deals_the_same_game_and_no_seed_a_drawn_one():
    env = welcome_to.parallel_env(players=2)
    try:
        first, _ = env.reset(seed=21)
        first = first["p1"]["observation"].copy()
        again, _ = env.reset(seed=21)
        np.testing.assert_array_equal(first, again["p1"]["observation"])
        assert env.seed == 21
        env.reset()
        drawn = env.seed
        env.reset(seed=21)
        env.reset()
        assert env.seed == drawn, "a reset without a seed draws from a generator seeded by the last seed given"
        with pytest.raises(TypeError, match="seed must be"):
            env.reset(seed=1.5)
    finally:
        env.close()


def test_close_ends_the_engines_process_and_later_calls_say_so():
    env = welcome_to.parallel_env(players=2)
    process = env._bridge._process
    env.reset(seed=1)
    env.close()
    assert process.poll() == 0
    env.close()  # a second close does nothing
    with pytest.raises(EngineError) as closed:
        env.reset(seed=1)
    assert closed.value.code == "environment/closed"
