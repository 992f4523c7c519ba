"""The Python side of `npm run bench:bridge`: a numpy client of `welcome-to serve --stdio`
(protocol 2, docs/learning.md "From another language") that steps a vector environment
with random legal actions and times it.

    python3 test/bench/stdio_client.py GAMES PLAYERS PIPE-BYTES SERVER-COMMAND...

It starts the server (its output's pipe enlarged to PIPE-BYTES unless 0), creates GAMES games of PLAYERS players with `autoReset`, resets
them, then reads commands on standard input: `block N` steps N times and prints one JSON
line, {"steps": game steps played, "wallMs": wall time of the timed parts, "clientMs":
this process's CPU time in them, "serverMs": the server's CPU time over the block (from
/proc)}. The timed part of a step: the request written, the answer's line read and its
bytes read into the one buffer over which the client made its arrays (numpy.frombuffer,
at `create`): what a learner holds after each step, nothing copied. The random actions
are drawn from the masks outside it.
"""

import fcntl
import json
import os
import subprocess
import sys
import time

import numpy as np

class Bridge:
    """One environment served by `serve --stdio`, every step read into one buffer under its arrays."""

    def __init__(self, command, pipe_bytes):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        if pipe_bytes > 0:
            fcntl.fcntl(self.process.stdout.fileno(), fcntl.F_SETPIPE_SZ, pipe_bytes)
        self.output = os.fdopen(self.process.stdout.fileno(), "rb", buffering=1 << 16, closefd=False)
        self.id = 0

    def send(self, method, **params):
        self.id += 1
        self.process.stdin.write((json.dumps({"id": self.id, "method": method, "params": params}) + "\n").encode())

    def head(self):
        head = json.loads(self.output.readline())
        if "error" in head:
            raise RuntimeError(head["error"]["code"], head["error"]["message"])
        return head

    def create(self, **params):
        self.send("create", protocol=2, **params)
        self.info = self.head()["result"]
        self.seats = self.info["games"] * len(self.info["agents"])
        # Every step's bytes land here; the arrays are views of it, made once (numpy reads the protocol's dtypes as they are).
        self.body = bytearray(self.info["bytes"])
        self.view = memoryview(self.body)
        self.arrays = {
            layout["name"]: np.frombuffer(self.body, np.dtype(layout["dtype"]), int(np.prod(layout["shape"])), layout["offset"]).reshape(layout["shape"])
            for layout in self.info["arrays"]
        }
        return self.info

    def step(self, method, **params):
        self.send(method, **params)
        head = self.head()
        size = head["bytes"]
        got = 0
        while got < size:
            got += self.output.readinto(self.view[got:size])
        return head["result"]

    def server_cpu_ms(self):
        pid = self.process.pid
        total = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
                total += int(stat.read().split()[0])
        return total / 1e6

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def main():
    games, players, pipe_bytes = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    bridge = Bridge(sys.argv[4:], pipe_bytes)
    bridge.create(options={"players": players}, games=games, autoReset=True)
    rng = np.random.default_rng(53)
    bridge.step("reset")
    masks = bridge.arrays["masks"].reshape(bridge.seats, -1)
    acting = bridge.arrays["acting"].reshape(-1)
    restarts = bridge.arrays["restarts"]
    for line in sys.stdin:
        steps_wanted = int(line.split()[1])
        wall = cpu = 0.0
        steps = 0
        server = bridge.server_cpu_ms()
        for _ in range(steps_wanted):
            # Random legal actions from the masks, untimed: a uniform draw over each row's 1s.
            scores = np.where(masks == 1, rng.random(masks.shape, np.float32), -1)
            actions = np.where((acting == 1) & (scores.max(axis=1) >= 0), scores.argmax(axis=1), -1).tolist()
            started, started_cpu = time.perf_counter(), time.process_time()
            bridge.step("step", actions=actions)
            wall += time.perf_counter() - started
            cpu += time.process_time() - started_cpu
            steps += games - int(restarts.sum())
        print(json.dumps({"steps": steps, "wallMs": wall * 1000, "clientMs": cpu * 1000, "serverMs": bridge.server_cpu_ms() - server}), flush=True)
    bridge.close()


if __name__ == "__main__":
    main()
