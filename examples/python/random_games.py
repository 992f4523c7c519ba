"""Plays whole games of Welcome To... from Python through `welcome-to serve --stdio`.

Standard library only. Usage:

    python3 random_games.py [GAMES] [COMMAND...]

COMMAND defaults to `npx welcome-to serve --stdio`. Each game is played with a random
legal action for every acting player at each step; at the end the rewards of each
player add up to their final score. Prints one JSON line: what was played.
"""

import json
import random
import subprocess
import sys


class Environment:
    """The engine's learning environment, one JSON request a line."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.last_id = 0

    def call(self, method, **params):
        """One request; the result, or a RuntimeError carrying the engine's error code."""
        self.last_id += 1
        self.process.stdin.write(json.dumps({"id": self.last_id, "method": method, "params": params}) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        assert answer["id"] == self.last_id, answer
        if "error" in answer:
            raise RuntimeError(answer["error"]["code"], answer["error"]["message"])
        return answer["result"]

    def close(self):
        self.process.stdin.close()
        return self.process.wait()


def play(env, seed, rng):
    """A whole game with random legal actions: the steps taken, the summed rewards, the final step."""
    step = env.call("reset", seed=seed)
    totals = [0] * len(step["acting"])
    steps = 0
    while not step["terminations"][0]:
        actions = [rng.choice(legal) if acting else -1 for legal, acting in zip(step["legal"], step["acting"])]
        step = env.call("step", actions=actions)
        totals = [total + reward for total, reward in zip(totals, step["rewards"])]
        steps += 1
    return steps, totals, step


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    command = sys.argv[2:] or ["npx", "welcome-to", "serve", "--stdio"]
    env = Environment(command)
    info = env.call("create", options={"players": 3, "variants": {"roundabouts": True}}, observations=True)
    rng = random.Random(1)
    played = []
    for game in range(games):
        steps, totals, last = play(env, game, rng)
        assert len(last["observations"]) == 3 and all(len(o) == info["observationLength"] for o in last["observations"])
        assert totals == last["scores"], (totals, last["scores"])
        played.append({"seed": game, "steps": steps, "rounds": last["round"], "scores": last["scores"]})
    state = env.call("state")
    # An illegal action comes back as the engine's error code, and the environment goes on.
    env.call("reset", seed="errors")
    try:
        env.call("step", actions=[10**9, 0, 0])
        error = None
    except RuntimeError as failure:
        error = failure.args[0]
    env.close()
    print(json.dumps({"agents": info["agents"], "actionSpace": info["actionSpace"]["size"], "games": played, "record": state["record"], "error": error}))


if __name__ == "__main__":
    main()
