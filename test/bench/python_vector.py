"""The Python side of `npm run bench:python`: `welcome_to.vector_env` (a Gymnasium
VectorEnv over `welcome-to serve --stdio`) stepped with random legal actions drawn from
the masks in numpy, timed round by round.

    python test/bench/python_vector.py [--players P] [--games G] [--steps N] [--rounds R] [--warmup W] [--serve]

Run from the repository's root with its `python/` folder on PYTHONPATH (the bench does
both), so that the wrapper measured is the clone's and the engine found is its `dist/`.

Without `--serve` it steps W steps untimed, then R rounds of N steps, and prints one JSON
object: the setup and each round's figures. With `--serve` (how
test/bench/python-vector.bench.ts drives it, one round at a time between its own
in-process rounds) it warms up, prints `{"ready": ...}`, then for each line `round` on
standard input runs one round and prints its figures as one JSON line; it ends at the end
of standard input.

A round's figures: `steps` (calls of `step`), `gameSteps` (steps × games: a step of 64
games is 64 game steps, the restarts of `autoReset` included, as in the process),
`wallMs` (the whole loop: drawing the actions and `step`), `stepMs` (wall time inside
`env.step` only), `cpuMs` (this process's CPU time over the round), `serverCpuMs` (the
engine process's, from /proc, Linux only; -1 elsewhere).

The actions: for each row a uniform draw among its mask's 1s, vectorised (np.flatnonzero
over a bool view of the whole mask matrix, then one random index within each row's run of them); a row
not acting (no 1s) gets -1, which the environment ignores anyway.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time

import numpy as np

import welcome_to


def sampler(rows: int, size: int, seed: int):
    """A function of a mask matrix (rows × size, int8) that answers one random legal action a row (-1 for a row with none)."""
    rng = np.random.default_rng(seed)
    row_starts = np.arange(rows, dtype=np.int64) * size

    def sample(masks: np.ndarray) -> np.ndarray:
        # Flat indices of every 1, row by row; over a bool view of the 0/1 bytes (nothing
        # copied), which numpy scans several times faster than int8.
        legal = np.flatnonzero(masks.view(np.bool_))
        counts = np.bincount(legal // size, minlength=rows)
        ends = np.cumsum(counts)
        picks = ends - counts + (rng.random(rows) * counts).astype(np.int64)  # a random 1 within each row's run
        np.minimum(picks, len(legal) - 1, out=picks)  # rows without 1s point anywhere; masked below
        return np.where(counts > 0, legal[picks] - row_starts, -1) if len(legal) else np.full(rows, -1, np.int64)

    return sample


def server_cpu_ms(pid: int) -> float:
    """The CPU time of process `pid` so far, from /proc (-1 where there is none)."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
                total += int(stat.read().split()[0])
    except OSError:
        return -1.0
    return total / 1e6


class Bench:
    """One vector environment, reset, and its loop of random legal actions."""

    def __init__(self, players: int, games: int, seed: int) -> None:
        options = {} if players == 1 else {"players": players}
        self.env = welcome_to.vector_env(games, **options)
        self.games = games
        self.sample = sampler(self.env.num_envs, self.env.action_size, seed)
        _, self.infos = self.env.reset(seed=1)
        # The engine's process, for its CPU time (a private attribute: a bench may look).
        self.server = self.env._bridge._process.pid

    def run(self, steps: int) -> dict[str, float]:
        env, sample, infos = self.env, self.sample, self.infos
        gc.collect()
        server = server_cpu_ms(self.server)
        cpu = time.process_time()
        started = time.perf_counter()
        in_step = 0.0
        for _ in range(steps):
            actions = sample(infos["action_mask"])
            before = time.perf_counter()
            _, _, _, _, infos = env.step(actions)
            in_step += time.perf_counter() - before
        wall = time.perf_counter() - started
        cpu = time.process_time() - cpu
        server_after = server_cpu_ms(self.server)
        self.infos = infos
        return {
            "steps": steps,
            "gameSteps": steps * self.games,
            "wallMs": wall * 1000,
            "stepMs": in_step * 1000,
            "cpuMs": cpu * 1000,
            "serverCpuMs": server_after - server if server >= 0 and server_after >= 0 else -1.0,
        }

    def close(self) -> None:
        self.env.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=1, help="players a game (1: solo games of the original rules, the default)")
    parser.add_argument("--games", type=int, default=64, help="games stepped together")
    parser.add_argument("--steps", type=int, default=40, help="steps a round")
    parser.add_argument("--rounds", type=int, default=7, help="timed rounds (without --serve)")
    parser.add_argument("--warmup", type=int, default=20, help="untimed steps first")
    parser.add_argument("--seed", type=int, default=53, help="the seed of the random actions")
    parser.add_argument("--serve", action="store_true", help="run one round for each line `round` on standard input")
    args = parser.parse_args()

    bench = Bench(args.players, args.games, args.seed)
    setup = {
        "players": args.players,
        "games": args.games,
        "rows": bench.env.num_envs,
        "actionSize": bench.env.action_size,
        "observationLength": bench.env.observation_length,
        "steps": args.steps,
        "python": sys.version.split()[0],
        "numpy": np.__version__,
    }
    try:
        if args.warmup:
            bench.run(args.warmup)
        if not args.serve:
            rounds = [bench.run(args.steps) for _ in range(args.rounds)]
            print(json.dumps({**setup, "rounds": rounds}, indent=1))
            return
        print(json.dumps({"ready": setup}), flush=True)
        for line in sys.stdin:
            command = line.split()
            if not command:
                continue
            if command[0] != "round":
                raise SystemExit(f"unknown command {line.strip()!r}: `round` runs one round")
            print(json.dumps(bench.run(int(command[1]) if len(command) > 1 else args.steps)), flush=True)
    finally:
        bench.close()


if __name__ == "__main__":
    main()
