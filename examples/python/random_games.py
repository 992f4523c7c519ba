"""Plays whole games of Welcome To... from Python through `welcome-to serve --stdio`.

Standard library only. Usage:

    python3 random_games.py [GAMES] [COMMAND...]

COMMAND defaults to `npx welcome-to serve --stdio`. Each game is played with a random
legal action for every acting player at each step; at the end the rewards of each
player add up to their final score. Prints one JSON line: what was played.
"""

import json
import random
import sys

from welcome_to_client import EngineError, Environment


def play(env, seed, rng):
    """A whole game with random legal actions: the steps taken, the summed rewards, the final step."""
    step = env.step("reset", seed=seed)
    totals = [0.0] * len(step["acting"])
    steps = 0
    while not step["terminations"][0]:
        actions = [rng.choice(legal) if acting else -1 for legal, acting in zip(step["legal"], step["acting"])]
        step = env.step("step", actions=actions)
        totals = [total + reward for total, reward in zip(totals, step["rewards"])]
        steps += 1
    return steps, totals, step


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    command = sys.argv[2:] or ["npx", "welcome-to", "serve", "--stdio"]
    env = Environment(command)
    info = env.create(options={"players": 3, "variants": {"roundabouts": True}})
    rng = random.Random(1)
    played = []
    for game in range(games):
        steps, totals, last = play(env, game, rng)
        # Every seat's observation, one after another.
        assert len(last["observations"]) == 3 * info["observationLength"] and any(last["observations"])
        assert totals == last["scores"], (totals, last["scores"])
        played.append({"seed": last["seed"], "steps": steps, "rounds": last["rounds"][0], "scores": last["scores"]})
    state = env.call("state")
    # An illegal action comes back as the engine's error code, and the environment goes on.
    env.step("reset", seed="errors")
    try:
        env.step("step", actions=[10**9, 0, 0])
        error = None
    except EngineError as failure:
        error = failure.code
    env.close()
    print(json.dumps({"agents": info["agents"], "actionSpace": info["actionSpace"]["size"], "games": played, "record": state["record"], "error": error}))


if __name__ == "__main__":
    main()
