"""Steps many games of Welcome To... at once with numpy through `welcome-to serve --stdio`.

Usage:

    python3 numpy_games.py [GAMES] [STEPS] [COMMAND...]

COMMAND defaults to `npx welcome-to serve --stdio`. One environment of GAMES 4-player
games (64) with `autoReset`, stepped STEPS times (200) with a random legal action for
every acting seat. The arrays are made once, when the environment is created: numpy
views over the one buffer every step's bytes are read into, at the offsets and with the
dtypes `create` answers, so a step costs one read and nothing is decoded or copied.
Checks that each finished game's rewards add up to its scores. Prints one JSON line:
the game steps played, the games finished, and the game steps a second of the loop (its
random draws included).
"""

import json
import subprocess
import sys
import time

import numpy as np

from welcome_to_client import PROTOCOL, enlarge_pipe


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    command = sys.argv[3:] or ["npx", "welcome-to", "serve", "--stdio"]
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    enlarge_pipe(process.stdout.fileno(), 1 << 20)
    ids = iter(range(1, 1 << 62))

    def send(method, **params):
        process.stdin.write((json.dumps({"id": next(ids), "method": method, "params": params}) + "\n").encode())
        process.stdin.flush()
        answer = json.loads(process.stdout.readline())
        if "error" in answer:
            raise RuntimeError(answer["error"]["code"], answer["error"]["message"])
        return answer

    info = send("create", protocol=PROTOCOL, options={"players": 4}, games=games, autoReset=True)["result"]
    body = bytearray(info["bytes"])
    view = memoryview(body)
    # Each array once: a view of `body`, shaped games first.
    arrays = {a["name"]: np.frombuffer(body, np.dtype(a["dtype"]), int(np.prod(a["shape"])), a["offset"]).reshape(a["shape"]) for a in info["arrays"]}

    def step(method, **params):
        answer = send(method, **params)
        got = 0
        while got < answer["bytes"]:
            got += process.stdout.readinto(view[got : answer["bytes"]])
        return answer["result"]

    seats = games * len(info["agents"])
    masks, acting = arrays["masks"].reshape(seats, -1), arrays["acting"].reshape(seats)
    rewards, scores = arrays["rewards"], arrays["scores"]
    rng = np.random.default_rng(1)
    step("reset", seeds=list(range(games)))
    totals = np.zeros_like(rewards)
    finished = game_steps = 0
    started = time.perf_counter()
    for _ in range(steps):
        # A uniform draw over each acting seat's legal actions: the largest of random numbers where its mask is 1.
        draws = np.where(masks == 1, rng.random(masks.shape, np.float32), -1)
        actions = np.where((acting == 1) & (draws.max(axis=1) >= 0), draws.argmax(axis=1), -1)
        step("step", actions=actions.tolist())
        restarted = arrays["restarts"] == 1
        totals[restarted] = 0
        totals += rewards
        over = arrays["terminations"] == 1
        assert np.array_equal(totals[over], scores[over]), (totals[over], scores[over])
        finished += int(over.sum())
        game_steps += games - int(restarted.sum())
    seconds = time.perf_counter() - started
    process.stdin.close()
    process.wait()
    print(json.dumps({"games": games, "steps": steps, "bytes": info["bytes"], "gameSteps": game_steps, "finished": finished, "gameStepsPerSecond": round(game_steps / seconds)}))


if __name__ == "__main__":
    main()
