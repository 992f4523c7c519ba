"""A client of `welcome-to serve --stdio`: the engine's learning environment, one JSON request a line.

Standard library only; the examples beside it import it.
"""

import json
import subprocess


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
