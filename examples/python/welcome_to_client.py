"""A client of `welcome-to serve --stdio`, protocol 2: the engine's learning environment.

Standard library only; the examples beside it import it. Requests are JSON lines; each
answer is a JSON line, and a step's line says how many bytes follow it (`"bytes"`):
the step's arrays, little-endian, in the order and with the types `create` answered
(`arrays`), each starting at a multiple of 4 bytes (docs/learning.md, "From another
language"). This client reads them with the `array` module (with numpy,
`numpy.frombuffer(body, dtype, count, offset)` reads each one without a copy), keeps
every seat's observation up to date from the floats each answer says changed, and gives
each seat's legal actions as a list.
"""

import array
import json
import subprocess
import sys

PROTOCOL = 2
# The `array` module's code of each dtype the protocol uses.
TYPECODES = {"<f4": "f", "<i4": "i", "<u4": "I", "<u2": "H", "|u1": "B"}


class EngineError(RuntimeError):
    """An answer of the engine's error: its code (a RuleError code, or argument/invalid) and message."""

    def __init__(self, code, message):
        super().__init__(code, message)
        self.code = code
        self.message = message


def read_array(body, offset, dtype, count):
    """`count` values of `dtype` from `offset` of `body`, in the machine's byte order."""
    values = array.array(TYPECODES[dtype])
    end = offset + count * values.itemsize
    values.frombytes(body[offset:end])
    if sys.byteorder == "big" and values.itemsize > 1:
        values.byteswap()
    return values, end


class Environment:
    """One environment served by `welcome-to serve --stdio` (COMMAND starts it)."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.last_id = 0
        self.info = None
        # Every seat's observation, game by game, seat by seat: what the answers so far make it.
        self.observations = array.array("f")

    def request(self, method, **params):
        """One request; its answer's JSON line and the bytes after it. An error answer raises EngineError."""
        self.last_id += 1
        self.process.stdin.write((json.dumps({"id": self.last_id, "method": method, "params": params}) + "\n").encode())
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        assert answer["id"] == self.last_id, answer
        if "error" in answer:
            raise EngineError(answer["error"]["code"], answer["error"]["message"])
        return answer, self.process.stdout.read(answer.get("bytes", 0))

    def call(self, method, **params):
        """A request answered in JSON only (create, state, close): its result."""
        return self.request(method, **params)[0]["result"]

    def create(self, **params):
        """A new environment: `options`, and `games`, `observations`, `autoReset` as the protocol takes them."""
        self.info = self.call("create", protocol=PROTOCOL, **params)
        seats = self.info["games"] * len(self.info["agents"])
        self.observations = array.array("f", bytes(4 * seats * self.info["observationLength"]))
        return self.info

    def step(self, method="step", **params):
        """A request answered by a step (reset, resetGame, step): its arrays by name, as lists, and `legal`, each seat's legal actions."""
        answer, body = self.request(method, **params)
        counts = answer["result"]
        step = dict(counts)
        offset = 0
        for name, dtype, count in self.info["arrays"]:
            offset = (offset + 3) & ~3
            step[name], offset = read_array(body, offset, dtype, count if isinstance(count, int) else counts[count])
        for index, value in zip(step["changeIndices"], step["changeValues"]):
            self.observations[index] = value
        legal, start = [], 0
        for count in step["legalCounts"]:
            legal.append(step["legalActions"][start : start + count].tolist())
            start += count
        step["legal"] = legal
        for name in ("rewards", "scores", "rounds", "acting", "terminations", "restarts"):
            step[name] = step[name].tolist()
        return step

    def close(self):
        self.process.stdin.close()
        return self.process.wait()
