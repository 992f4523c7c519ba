"""The engine's process: `welcome-to serve --stdio` (protocol 2), found, started, spoken to, closed.

Requests are JSON lines; a step's answer line says how many bytes follow it, the step's
arrays whole and little-endian at the offsets `create` answered (docs/learning.md, "From
another language"). Where the machine has /dev/shm (Linux), the engine writes each step's
bytes into a file there instead, mapped into this process's memory: a step of 64
four-player games is 5.35 MB, which a pipe passes 1 MB at a time, taking turns, in 2 to
3 ms, and the memory in a tenth of that. Either way each step is copied into a fresh
buffer over which numpy makes the arrays, so what a step returns stays as it was after
the next step.
"""

from __future__ import annotations

import json
import mmap
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
#: Where the steps' bytes pass through memory when the folder exists (Linux's shared memory); else through the pipe.
SHARED_MEMORY = Path("/dev/shm")


class EngineError(ValueError):
    """The engine refused a request: `code` is its RuleError code (`options/ruleset`, `argument/invalid`, `game/over`…), `message` its own text."""

    def __init__(self, code: str, message: str) -> None:
        """The engine's error `code` and its `message`, word for word (the exception's text)."""
        super().__init__(message)
        self.code = code
        self.message = message


class EngineNotFound(RuntimeError):
    """Node.js or the npm package `welcome-to-engine` is not where the bridge looks: the message says where it looked and what to do."""


def closed_error(call: str) -> EngineError:
    """The engine's `environment/closed`, for a call after `close()`."""
    return EngineError(
        "environment/closed",
        f"[welcome-to-engine] environment/closed: {call} was called after close(), which ended the environment: make another to play on.",
    )


def over_error() -> EngineError:
    """The engine's `game/over`, for a step after the game ended."""
    return EngineError("game/over", "[welcome-to-engine] game/over: the game is over: reset() starts another.")


def not_reset_error(call: str) -> EngineError:
    """The engine's `environment/not-reset`, for a call that needs a game before the first `reset()`."""
    return EngineError("environment/not-reset", f"[welcome-to-engine] environment/not-reset: {call} came before reset: call reset() (or reset(seed=...)) first.")


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

    1. `WELCOME_TO_ENGINE`, when set: the package's folder (or its `dist/cli.js`), or a
       project's that installed it in its `node_modules`;
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
        for candidate in (folder, folder / "node_modules" / PACKAGE):
            if _is_engine(candidate):
                return candidate
        raise EngineNotFound(
            f"WELCOME_TO_ENGINE is {given!r}, which is neither the npm package {PACKAGE} with its dist/cli.js nor a project that installed it: "
            "set it to your project's folder (where `npm install welcome-to-engine` ran), to node_modules/welcome-to-engine, or to a clone after `npm run build`."
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
        # The steps' bytes as the engine writes them in shared memory, when they pass there.
        self._shared: np.ndarray | None = None

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
            raise closed_error(method)
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
        if "written" in answer and self._shared is not None:
            body = self._shared.copy()
        elif size:
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
        """
        A new environment of the game `options`: `games`, `autoReset` as the protocol takes
        them. Its description (agents, action space, layout). With shared memory, the
        engine opens a file there for the steps' bytes and this process maps it; the file's
        name goes at once, and the memory with both processes' hold on it.
        """
        path = None
        if SHARED_MEMORY.is_dir():
            handle, path = tempfile.mkstemp(prefix="welcome-to-", dir=SHARED_MEMORY)
            os.close(handle)
            params = {**params, "file": path}
        try:
            self.info, _ = self.request("create", {"protocol": PROTOCOL, "options": options, **params})
            self.layout = Layout(self.info)
            # An engine that writes its steps there says so by naming the file (an older one sends them through the pipe).
            if path is not None and self.info.get("file") == path:
                with open(path, "rb") as file:
                    self._shared = np.frombuffer(mmap.mmap(file.fileno(), self.layout.bytes, prot=mmap.PROT_READ), np.uint8)
        finally:
            if path is not None:
                os.unlink(path)
        return self.info

    def step(self, method: str, params: dict[str, Any]) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
        """A request answered by a step (`reset`, `resetGame`, `step`): its result, and each array by name."""
        result, body = self.request(method, params)
        assert self.layout is not None and body is not None
        return result, self.layout.views(body)

    def state(self) -> dict[str, Any]:
        """The game's state as the engine writes it (JSON)."""
        return self.request("state", {})[0]

    def end(self) -> None:
        """Closes the environment served, then ends the process: an environment's close (a second one does nothing)."""
        try:
            if not self.closed:
                self.request("close", {})
        finally:
            self.close()

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
