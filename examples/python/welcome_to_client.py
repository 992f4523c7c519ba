"""A client of `welcome-to serve --stdio`, protocol 2: the engine's learning environment.

Standard library only; the examples beside it import it. Requests are JSON lines; each
answer is a JSON line, and a step's line says how many bytes follow it (`"bytes"`):
the step's arrays, whole, little-endian, at the offsets `create` answered (`arrays`:
each one's name, dtype, shape and offset; docs/learning.md, "From another language").
This client reads them with the `array` module, a copy each (with numpy,
`numpy.frombuffer(buffer, dtype, count, offset)` makes each array once over a buffer
that every step is read into, and nothing is copied), and lists each seat's legal
actions from its mask. On Linux it enlarges the pipe it reads from to 1 MB: a step of
many games is megabytes, and a larger pipe passes them in fewer turns.
"""

import array
import json
import subprocess
import sys

PROTOCOL = 2
# The `array` module's code of each dtype the protocol uses.
TYPECODES = {"<f4": "f", "<i4": "i", "|u1": "B"}


class EngineError(RuntimeError):
    """An answer of the engine's error: its code (a RuleError code, or argument/invalid) and message."""

    def __init__(self, code, message):
        super().__init__(code, message)
        self.code = code
        self.message = message


def read_array(body, dtype, count, offset):
    """`count` values of `dtype` from `offset` of `body`, in the machine's byte order."""
    values = array.array(TYPECODES[dtype])
    values.frombytes(body[offset : offset + count * values.itemsize])
    if sys.byteorder == "big" and values.itemsize > 1:
        values.byteswap()
    return values


def enlarge_pipe(fd, size):
    """Asks Linux for a pipe of `size` bytes (the default is 64 kB; 1 MB is the most it grants without privileges); elsewhere nothing."""
    try:
        import fcntl

        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, size)
    except (ImportError, AttributeError, OSError):
        pass


def legal_actions(body, info):
    """Each seat's legal actions, the places of the 1s of its mask, found with `bytes.find` (a mask is mostly 0s)."""
    masks = next(layout for layout in info["arrays"] if layout["name"] == "masks")
    seats, size = masks["shape"][0] * masks["shape"][1], masks["shape"][2]
    legal = []
    for seat in range(seats):
        start = masks["offset"] + seat * size
        end, actions = start + size, []
        at = body.find(1, start, end)
        while at >= 0:
            actions.append(at - start)
            at = body.find(1, at + 1, end)
        legal.append(actions)
    return legal


class Environment:
    """One environment served by `welcome-to serve --stdio` (COMMAND starts it)."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        enlarge_pipe(self.process.stdout.fileno(), 1 << 20)
        self.last_id = 0
        self.info = None

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
        return self.info

    def step(self, method="step", **params):
        """
        A request answered by a step (reset, resetGame, step): its line's fields, each array
        by name (flat, game by game, seat by seat), and `legal`, each seat's legal actions.
        """
        answer, body = self.request(method, **params)
        step = dict(answer["result"])
        for layout in self.info["arrays"]:
            count = 1
            for size in layout["shape"]:
                count *= size
            step[layout["name"]] = read_array(body, layout["dtype"], count, layout["offset"])
        step["legal"] = legal_actions(body, self.info)
        for name in ("rewards", "scores", "rounds", "acting", "terminations", "restarts"):
            step[name] = step[name].tolist()
        return step

    def close(self):
        self.process.stdin.close()
        return self.process.wait()
