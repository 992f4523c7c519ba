"""Plays many games of Welcome To... at once from Python through `welcome-to serve --stdio`.

Standard library only. Usage:

    python3 vector_games.py [GAMES] [COMMAND...]

COMMAND defaults to `npx welcome-to serve --stdio`. One environment of GAMES games,
stepped together: each request carries an action for every seat of every game, and each
answer every game's observations, legal actions, rewards and scores. The observations
come sparse (`observations="sparse"`: about one float in thirty is not zero): the places
of the non-zero floats as base64 32-bit unsigned integers and their values as base64
32-bit floats, from which the flat array is rebuilt (with numpy:
`flat = numpy.zeros(length, "<f4"); flat[numpy.frombuffer(b64decode(i), "<u4")] =
numpy.frombuffer(b64decode(v), "<f4")`). Each seat's rewards add up to its final score.
Prints one JSON line.
"""

import array
import base64
import json
import random
import sys

from welcome_to_client import Environment


def decoded(text, kind):
    """Little-endian 32-bit values ("f" floats, "I" unsigned integers) from base64."""
    values = array.array(kind)
    values.frombytes(base64.b64decode(text))
    if sys.byteorder == "big":
        values.byteswap()
    return values


def observations_of(sparse):
    """Every seat's observation, game by game, as one flat list of floats."""
    flat = [0.0] * sparse["length"]
    for index, value in zip(decoded(sparse["indices"], "I"), decoded(sparse["values"], "f")):
        flat[index] = value
    return flat


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    command = sys.argv[2:] or ["npx", "welcome-to", "serve", "--stdio"]
    env = Environment(command)
    info = env.call("create", options={"players": 2, "seed": "vector"}, games=games, observations="sparse")
    players = len(info["agents"])
    rng = random.Random(2)
    step = env.call("reset", seeds=[f"game-{g}" for g in range(games)])
    totals = [0.0] * (games * players)
    steps = 0
    while not all(step["terminations"]):
        observations = observations_of(step["observations"])
        assert len(observations) == games * players * info["observationLength"]
        actions = [rng.choice(legal) if acting else -1 for legal, acting in zip(step["legal"], step["acting"])]
        step = env.call("step", actions=actions)
        totals = [total + reward for total, reward in zip(totals, step["rewards"])]
        steps += 1
    assert totals == step["scores"], (totals, step["scores"])
    record = env.call("state", game=0)["record"]
    env.close()
    print(json.dumps({"games": games, "steps": steps, "scores": step["scores"], "rounds": step["rounds"], "record": record}))


if __name__ == "__main__":
    main()
