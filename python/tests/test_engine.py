"""Where the bridge finds Node.js and the npm package, and what it says when it does not."""

from __future__ import annotations

import json
import pytest

import welcome_to
from welcome_to import EngineNotFound, find_engine


def test_the_engine_is_found_and_welcome_to_engine_names_it(monkeypatch):
    engine = find_engine()
    assert (engine / "dist" / "cli.js").is_file()
    monkeypatch.setenv("WELCOME_TO_ENGINE", str(engine / "dist" / "cli.js"))
    assert find_engine() == engine


def test_a_wrong_welcome_to_engine_says_what_it_should_name(monkeypatch, tmp_path):
    monkeypatch.setenv("WELCOME_TO_ENGINE", str(tmp_path))
    with pytest.raises(EngineNotFound, match="set it to your project's folder"):
        welcome_to.parallel_env()


def test_without_the_npm_package_the_error_says_to_install_it(monkeypatch, tmp_path):
    import welcome_to._engine as engine_module

    monkeypatch.delenv("WELCOME_TO_ENGINE", raising=False)
    monkeypatch.chdir(tmp_path)
    # As installed from a wheel: the package's files far from any clone or node_modules.
    monkeypatch.setattr(engine_module, "__file__", str(tmp_path / "site-packages" / "welcome_to" / "_engine.py"))
    with pytest.raises(EngineNotFound, match="npm install welcome-to-engine"):
        find_engine()
    # A project that installed the npm package: found from the current folder, or one below it.
    package = tmp_path / "node_modules" / "welcome-to-engine"
    (package / "dist").mkdir(parents=True)
    (package / "dist" / "cli.js").write_text("")
    (package / "package.json").write_text(json.dumps({"name": "welcome-to-engine"}))
    (tmp_path / "notebooks").mkdir()
    monkeypatch.chdir(tmp_path / "notebooks")
    assert find_engine() == package
    # From elsewhere, WELCOME_TO_ENGINE may name the project itself.
    monkeypatch.chdir("/")
    monkeypatch.setenv("WELCOME_TO_ENGINE", str(tmp_path))
    assert find_engine() == package


def test_without_node_the_error_says_what_to_install(monkeypatch, tmp_path):
    monkeypatch.delenv("WELCOME_TO_NODE", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(EngineNotFound, match="Node.js was not found on the PATH"):
        welcome_to.parallel_env()


def test_an_old_node_is_refused_with_the_version_it_needs(monkeypatch, tmp_path):
    fake = tmp_path / "node"
    fake.write_text("#!/bin/sh\necho v18.19.0\n")
    fake.chmod(0o755)
    monkeypatch.setenv("WELCOME_TO_NODE", str(fake))
    with pytest.raises(EngineNotFound, match="needs 20.19 or later"):
        welcome_to.parallel_env()


def test_the_python_package_has_the_npm_packages_version():
    manifest = json.loads((find_engine() / "package.json").read_text())
    assert welcome_to.__version__ == manifest["version"]
