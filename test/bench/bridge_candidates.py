"""The Python side of `npm run bench:bridge-candidates`: one candidate way of sending a
vector environment's steps (test/bench/bridge-candidates.ts), read with numpy.

    python3 test/bench/bridge_candidates.py MODE GAMES PLAYERS SERVER-COMMAND...

Reads `block N` lines on standard input; for each, steps N times with random legal
actions (drawn untimed) and prints {"steps", "wallMs", "cpuMs"}: the wall time from the
request written to the client's observations and masks brought up to date, and this
process's CPU time in those parts plus the server's over the block.
"""

import base64
import fcntl
import json
import os
import subprocess
import sys
import time

import numpy as np

DTYPES = {"<f4": np.float32, "<i4": np.int32, "<u4": np.uint32, "<u2": np.uint16, "|u1": np.uint8}


def server_cpu_ms(pid):
    """A process's CPU time so far, in milliseconds (every thread's, from /proc's schedstat)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
            total += int(stat.read().split()[0])
    return total / 1e6


def main():
    mode, games, players = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    seats = games * players
    process = subprocess.Popen(sys.argv[4:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    output = os.fdopen(process.stdout.fileno(), "rb", buffering=1 << 20, closefd=False)
    # A pipe of 1 MB rather than 64 kB: fewer turns between the processes for large answers.
    fcntl.fcntl(process.stdout.fileno(), fcntl.F_SETPIPE_SZ, 1 << 20)
    ident = [0]

    def send(method, **params):
        ident[0] += 1
        process.stdin.write((json.dumps({"id": ident[0], "method": method, "params": params}) + "\n").encode())

    def receive():
        """The answer's line, and its bytes."""
        head = json.loads(output.readline())
        size = head.get("bytes", 0)
        return head, output.read(size) if size else b""

    send("create", mode=mode)
    created = receive()[0]["result"]
    size, length = created["size"], created["length"]
    observations = np.zeros((seats, length), np.float32)
    masks = np.zeros((seats, size), np.uint8)
    seat_of = np.arange(seats)
    state = {}
    if mode == "frames, whole":
        # Protocol 2 as shipped: every step read into one buffer, the arrays views of it made once where the layout puts them.
        whole = bytearray(created["layout"]["bytes"])
        whole_view = memoryview(whole)
        views = {a["name"]: np.frombuffer(whole, np.dtype(a["dtype"]), int(np.prod(a["shape"])), a["offset"]) for a in created["layout"]["arrays"]}
        observations, masks = views["observations"].reshape(seats, length), views["masks"].reshape(seats, size)
        state["acting"], state["restarts"] = views["acting"], views["restarts"]

    def b64(text, dtype):
        return np.frombuffer(base64.b64decode(text), dtype)

    def step(method, **params):
        send(method, **params)
        if mode == "frames, changes + whole masks":
            # The masks come last: the rest read first, then the masks straight into their array.
            head = json.loads(output.readline())
            body = output.read(head["bytes"] - masks.nbytes)
            view, got = memoryview(masks).cast("B"), 0
            while got < len(view):
                got += output.readinto(view[got:])
            at = 0
            def next_array(dtype, count):
                nonlocal at
                at = (at + 3) & ~3
                array = np.frombuffer(body, dtype, count, at)
                at += array.nbytes
                return array
            next_array(np.float32, seats), next_array(np.float32, seats), next_array(np.int32, games)
            state["acting"] = next_array(np.uint8, seats)
            next_array(np.uint8, games)
            state["restarts"] = next_array(np.uint8, games)
            changes = head["result"]["changes"]
            indices = next_array(np.uint32, changes)
            observations.reshape(-1)[indices] = next_array(np.float32, changes)
            return
        if mode == "frames, whole":
            head = json.loads(output.readline())
            got = 0
            while got < head["bytes"]:
                got += output.readinto(whole_view[got : head["bytes"]])
            return
        head, body = receive()
        result = head.get("result", {})
        if mode == "base64, whole":
            observations.reshape(-1)[:] = b64(result["observations"], np.float32)
            masks.reshape(-1)[:] = b64(result["masks"], np.uint8)
            state["acting"], state["restarts"] = b64(result["acting"], np.uint8), b64(result["restarts"], np.uint8)
            return
        arrays = {}
        at = 0
        for name, dtype, count in created["arrays"]:
            n = count if isinstance(count, int) else result[count]
            if mode == "base64, changes":
                arrays[name] = b64(result[name], DTYPES[dtype])
            else:
                at = (at + 3) & ~3
                arrays[name] = np.frombuffer(body, DTYPES[dtype], n, at)
                at += n * np.dtype(DTYPES[dtype]).itemsize
        observations.reshape(-1)[arrays["changeIndices"]] = arrays["changeValues"]
        masks.fill(0)
        masks[np.repeat(seat_of, arrays["legalCounts"]), arrays["legalActions"]] = 1
        state["acting"], state["restarts"] = arrays["acting"], arrays["restarts"]

    rng = np.random.default_rng(53)
    step("reset")
    for line in sys.stdin:
        wall = cpu = 0.0
        steps = 0
        server = server_cpu_ms(process.pid)
        for _ in range(int(line.split()[1])):
            # Random legal actions from the masks, untimed: a uniform draw over each row's 1s.
            scores = np.where(masks == 1, rng.random(masks.shape, np.float32), -1)
            picked = scores.argmax(axis=1)
            actions = np.where((state["acting"] == 1) & (scores.max(axis=1) >= 0), picked, -1).tolist()
            started, started_cpu = time.perf_counter(), time.process_time()
            step("step", actions=actions)
            wall += time.perf_counter() - started
            cpu += time.process_time() - started_cpu
            steps += games - int(state["restarts"].sum())
        cpu_ms = cpu * 1000 + server_cpu_ms(process.pid) - server
        print(json.dumps({"steps": steps, "wallMs": wall * 1000, "cpuMs": cpu_ms}), flush=True)
    process.stdin.close()
    process.wait()


if __name__ == "__main__":
    main()
