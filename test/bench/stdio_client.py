"""The Python side of `npm run bench:bridge`: a numpy client of `welcome-to serve --stdio`
(protocol 2, docs/learning.md "From another language") that steps a vector environment
with random legal actions and times it.

    python3 test/bench/stdio_client.py GAMES PLAYERS SERVER-COMMAND...

It starts the server, creates GAMES games of PLAYERS players with `autoReset`, resets
them, then reads commands on standard input: `block N` steps N times and prints one JSON
line, {"steps": game steps played, "wallMs": wall time of the timed parts, "clientMs":
this process's CPU time in them, "serverMs": the server's CPU time over the block (from
/proc)}. The timed part of a step: the request written, the answer read, its arrays
viewed with numpy.frombuffer (no copy), the changed observation floats written into the
client's observations and every mask rebuilt from the legal actions (what a learner
holds after each step). The random actions are drawn from the legal actions outside it.
"""

import json
import os
import subprocess
import sys
import time

import numpy as np

DTYPES = {"<f4": np.float32, "<i4": np.int32, "<u4": np.uint32, "<u2": np.uint16, "|u1": np.uint8}


class Bridge:
    """One environment served by `serve --stdio`, its observations and masks kept up to date."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.output = os.fdopen(self.process.stdout.fileno(), "rb", buffering=1 << 20, closefd=False)
        self.id = 0
        self.buffer = bytearray(1 << 20)

    def send(self, method, **params):
        self.id += 1
        self.process.stdin.write((json.dumps({"id": self.id, "method": method, "params": params}) + "\n").encode())

    def receive(self):
        head = json.loads(self.output.readline())
        if "error" in head:
            raise RuntimeError(head["error"]["code"], head["error"]["message"])
        size = head.get("bytes", 0)
        if size > len(self.buffer):
            self.buffer = bytearray(size * 2)
        view = memoryview(self.buffer)[:size]
        got = 0
        while got < size:
            got += self.output.readinto(view[got:])
        return head, view

    def create(self, **params):
        self.send("create", protocol=2, **params)
        self.info = self.receive()[0]["result"]
        seats = self.info["games"] * len(self.info["agents"])
        self.seats = seats
        self.observations = np.zeros((seats, self.info["observationLength"]), np.float32)
        self.masks = np.zeros((seats, self.info["actionSpace"]["size"]), np.uint8)
        self.seat_of = np.arange(seats)
        return self.info

    def step(self, method, **params):
        self.send(method, **params)
        head, body = self.receive()
        counts = head["result"]
        arrays = {}
        at = 0
        for name, dtype, count in self.info["arrays"]:
            length = count if isinstance(count, int) else counts[count]
            at = (at + 3) & ~3
            arrays[name] = np.frombuffer(body, DTYPES[dtype], length, at)
            at += length * np.dtype(DTYPES[dtype]).itemsize
        self.observations.reshape(-1)[arrays["changeIndices"]] = arrays["changeValues"]
        self.masks.fill(0)
        self.masks[np.repeat(self.seat_of, arrays["legalCounts"]), arrays["legalActions"]] = 1
        return arrays

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
    games, players = int(sys.argv[1]), int(sys.argv[2])
    bridge = Bridge(sys.argv[3:])
    bridge.create(options={"players": players}, games=games, autoReset=True)
    rng = np.random.default_rng(53)
    arrays = bridge.step("reset")
    # Copies: the arrays are views of the bytes the next answer reads into.
    arrays = {name: array.copy() for name, array in arrays.items()}
    for line in sys.stdin:
        steps_wanted = int(line.split()[1])
        wall = cpu = 0.0
        steps = 0
        server = bridge.server_cpu_ms()
        for _ in range(steps_wanted):
            counts = arrays["legalCounts"].astype(np.int64)
            starts = np.cumsum(counts) - counts
            draw = starts + (rng.random(bridge.seats) * counts).astype(np.int64)
            legal = arrays["legalActions"]
            picked = legal[np.minimum(draw, max(len(legal) - 1, 0))] if len(legal) else np.zeros(bridge.seats, np.int64)
            actions = np.where((arrays["acting"] == 1) & (counts > 0), picked, -1).tolist()
            started, started_cpu = time.perf_counter(), time.process_time()
            stepped = bridge.step("step", actions=actions)
            wall += time.perf_counter() - started
            cpu += time.process_time() - started_cpu
            arrays = {name: array.copy() for name, array in stepped.items()}
            steps += games - int(arrays["restarts"].sum())
        print(json.dumps({"steps": steps, "wallMs": wall * 1000, "clientMs": cpu * 1000, "serverMs": bridge.server_cpu_ms() - server}), flush=True)
    bridge.close()


if __name__ == "__main__":
    main()
