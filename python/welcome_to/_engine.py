"""The engine's process: `welcome-to serve --stdio` (protocol 2), found, started, spoken to, closed.

Requests are JSON lines; a step's answer line says how many bytes follow it, the step's
arrays whole and little-endian at the offsets `create` answered (docs/learning.md, "From
another language"). Each step is read into a fresh buffer over which numpy makes the
arrays without a copy, so what a step returns stays as it was after the next step.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

PROTOCOL = 2
PACKAGE = "welcome-to-engine"
#: The engine's bridge needs this Node.js or later (the npm package's `engines`).
NODE_VERSION = (20, 19)


class EngineError(ValueError):
    """The engine refused a request: `code` is its RuleError code (`options/ruleset`, `argument/invalid`, `game/over`…), `message` its own text."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class EngineNotFound(RuntimeError):
    """Node.js or the npm package `welcome-to-engine` is not where the bridge looks: the message says where it looked and what to do."""


def _is_engine(folder: Path) -> bool:
    """Whether `folder` is the npm package (installed or a clone) with its built `dist/cli.js`."""
    manifest = folder / "package.json"
    if not (folder / "dist" / "cli.js").is_file() or not manifest.is_file():
        return False
    try:
        return json.loads(manifest.read_text(encoding="utf-8")).get("name") == PACKAGE
    except (OSError, ValueError):
        return False


def _candidates(start: Path) -> list[Path]:
    """`start` and each folder above it, and in each its `node_modules/welcome-to-engine`."""
    found = []
    for folder in [start, *start.parents]:
        found += [folder, folder / "node_modules" / PACKAGE]
    return found


def find_engine() -> Path:
    """
    The folder of the npm package whose `dist/cli.js` the bridge runs, the first of:

    1. `WELCOME_TO_ENGINE`, when set: the package's folder (or its `dist/cli.js`);
    2. a folder above this Python package's own files: a clone of the repository
       (`pip install -e ./python`), or `node_modules/welcome-to-engine/python` itself
       installed in place;
    3. the current folder or one above it holding `node_modules/welcome-to-engine` (a
       project that ran `npm install welcome-to-engine`) or being a clone.

    Raises EngineNotFound, saying where it looked, when none is.
    """
    given = os.environ.get("WELCOME_TO_ENGINE")
    if given:
        folder = Path(given).expanduser().resolve()
        if folder.name == "cli.js":
            folder = folder.parent.parent
        if _is_engine(folder):
            return folder
        raise EngineNotFound(
            f"WELCOME_TO_ENGINE is {given!r}, which is not the npm package {PACKAGE} with its dist/cli.js: "
            "set it to the package's folder (node_modules/welcome-to-engine), or to a clone after `npm run build`."
        )
    here = Path(__file__).resolve().parent
    looked = []
    for start in (here, Path.cwd().resolve()):
        for folder in _candidates(start):
            if _is_engine(folder):
                return folder
        looked.append(str(start))
    raise EngineNotFound(
        f"the npm package {PACKAGE} was not found above {' nor above '.join(looked)}: "
        f"run `npm install {PACKAGE}` in your project and start Python from it (or below it), "
        "or set WELCOME_TO_ENGINE to the package's folder (a clone works after `npm ci && npm run build`)."
    )


def find_node() -> str:
    """The `node` program: `WELCOME_TO_NODE` when set, else `node` on the PATH, checked to be Node.js 20.19 or later."""
    given = os.environ.get("WELCOME_TO_NODE")
    node = given or shutil.which("node")
    if node is None:
        raise EngineNotFound(
            "Node.js was not found on the PATH: the engine runs in Node.js 20.19 or later "
            "(https://nodejs.org), or set WELCOME_TO_NODE to the node program."
        )
    try:
        version = subprocess.run([node, "--version"], capture_output=True, text=True, check=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError) as error:
        raise EngineNotFound(f"{node} could not be run as Node.js ({error}): the engine runs in Node.js 20.19 or later.") from None
    parts = version.lstrip("v").split(".")
    try:
        major_minor = (int(parts[0]), int(parts[1]))
    except (IndexError, ValueError):
        raise EngineNotFound(f"{node} --version printed {version!r}, not a Node.js version: the engine runs in Node.js 20.19 or later.") from None
    if major_minor < NODE_VERSION:
        raise EngineNotFound(f"{node} is Node.js {version}; the engine needs 20.19 or later.")
    return node


def _enlarge_pipe(fd: int, size: int) -> None:
    """Asks Linux for a pipe of `size` bytes (64 kB by default; 1 MB is the most it grants without privileges): a step of many games then passes in fewer turns."""
    try:
        import fcntl

        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, size)
    except (ImportError, AttributeError, OSError):
        pass


class Layout:
    """Where each array of a step lies in its bytes, as `create` answered: numpy views over one step's buffer."""

    def __init__(self, info: dict[str, Any]) -> None:
        self.bytes = int(info["bytes"])
        self.arrays = [
            (array["name"], np.dtype(array["dtype"]), int(np.prod(array["shape"])), int(array["offset"]), tuple(array["shape"]))
            for array in info["arrays"]
        ]

    def views(self, body: np.ndarray) -> dict[str, np.ndarray]:
        """Each array by name, a view of `body` (nothing copied); the masks as int8, as Gymnasium's masks are."""
        views = {name: np.frombuffer(body, dtype, count, offset).reshape(shape) for name, dtype, count, offset, shape in self.arrays}
        views["masks"] = views["masks"].view(np.int8)
        return views


class Bridge:
    """One `welcome-to serve --stdio` process and the environment it serves; `close()` ends both."""

    def __init__(self) -> None:
        node, engine = find_node(), find_engine()
        # Standard error goes to a file: read back when the process ends early, and never a pipe that could fill.
        self._errors = tempfile.TemporaryFile()
        self._process = subprocess.Popen(
            [node, str(engine / "dist" / "cli.js"), "serve", "--stdio"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._errors,
        )
        _enlarge_pipe(self._process.stdout.fileno(), 1 << 20)
        self._last_id = 0
        self.info: dict[str, Any] = {}
        self.layout: Layout | None = None

    @property
    def closed(self) -> bool:
        return self._process.poll() is not None or self._process.stdin.closed

    def _ended(self) -> RuntimeError:
        """The error for a process that stopped answering, with the end of what it wrote to standard error."""
        code = self._process.wait()
        self._errors.seek(0)
        said = self._errors.read().decode("utf-8", "replace").strip()[-2000:]
        return RuntimeError(f"the engine's process ended (exit code {code})" + (f": {said}" if said else ""))

    def request(self, method: str, params: dict[str, Any]) -> tuple[dict[str, Any], np.ndarray | None]:
        """One request: its answer's `result`, and the step's bytes when the answer has any. An error answer raises EngineError."""
        if self.closed:
            raise EngineError("environment/closed", "[welcome-to-engine] environment/closed: this environment is closed; create another.")
        self._last_id += 1
        line = json.dumps({"id": self._last_id, "method": method, "params": params}, separators=(",", ":"))
        try:
            self._process.stdin.write(line.encode() + b"\n")
            self._process.stdin.flush()
            answer_line = self._process.stdout.readline()
        except (BrokenPipeError, OSError):
            raise self._ended() from None
        if not answer_line:
            raise self._ended()
        answer = json.loads(answer_line)
        if answer.get("id") != self._last_id:
            raise RuntimeError(f"the engine answered request {answer.get('id')!r} to request {self._last_id}")
        body = None
        size = answer.get("bytes", 0)
        if size:
            # np.empty: a fresh buffer a step, not zeroed, filled straight from the pipe.
            body = np.empty(size, np.uint8)
            view, read = memoryview(body), 0
            while read < size:
                got = self._process.stdout.readinto(view[read:])
                if not got:
                    raise self._ended()
                read += got
        if "error" in answer:
            raise EngineError(answer["error"]["code"], answer["error"]["message"])
        return answer["result"], body

    def create(self, options: dict[str, Any], **params: Any) -> dict[str, Any]:
        """A new environment of the game `options`: `games`, `autoReset` as the protocol takes them. Its description (agents, action space, layout)."""
        self.info, _ = self.request("create", {"protocol": PROTOCOL, "options": options, **params})
        self.layout = Layout(self.info)
        return self.info

    def step(self, method: str, params: dict[str, Any]) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
        """A request answered by a step (`reset`, `resetGame`, `step`): its result, and each array by name."""
        result, body = self.request(method, params)
        assert self.layout is not None and body is not None
        return result, self.layout.views(body)

    def close(self) -> None:
        """Ends the process (a second close does nothing)."""
        if self._process.poll() is None:
            try:
                self._process.stdin.close()
            except OSError:
                pass
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
        self._process.stdout.close()
        self._errors.close()

    def __del__(self) -> None:
        process = getattr(self, "_process", None)
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()
