"""Plays many games of Welcome To... at once from Python through `welcome-to serve --stdio`.

Standard library only. Usage:

    python3 vector_games.py [GAMES] [COMMAND...]

COMMAND defaults to `npx welcome-to serve --stdio`. One environment of GAMES games,
stepped together: each request carries an action for every seat of every game, and each
answer every game's arrays as bytes: each seat's observation, mask (of which the client
lists the legal actions), reward and score, each game's round and whether it is over.
Each seat's rewards add up to its final score. Prints one JSON line.
"""

import json
import random
import sys

from welcome_to_client import Environment


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    command = sys.argv[2:] or ["npx", "welcome-to", "serve", "--stdio"]
    env = Environment(command)
    info = env.create(options={"players": 2, "seed": "vector"}, games=games)
    players = len(info["agents"])
    rng = random.Random(2)
    step = env.step("reset", seeds=[f"game-{g}" for g in range(games)])
    totals = [0.0] * (games * players)
    steps = 0
    while not all(step["terminations"]):
        actions = [rng.choice(legal) if acting else -1 for legal, acting in zip(step["legal"], step["acting"])]
        step = env.step("step", actions=actions)
        totals = [total + reward for total, reward in zip(totals, step["rewards"])]
        steps += 1
    assert totals == step["scores"], (totals, step["scores"])
    assert len(step["observations"]) == games * players * info["observationLength"]
    record = env.call("state", game=0)["record"]
    env.close()
    print(json.dumps({"games": games, "steps": steps, "bytes": info["bytes"], "scores": step["scores"], "rounds": step["rounds"], "record": record}))


if __name__ == "__main__":
    main()
