"""Shared fixtures: isolate import-system state, run real subprocesses."""

from __future__ import annotations

import atexit
import importlib.util
import os
import shutil
import subprocess
import tempfile
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def _keep_loaded(name: str) -> bool:
    """hintloader's own lazily imported modules and installed libraries stay: dropping them
    would leave two copies of their classes alive (old references, new imports)."""
    if name == "hintloader" or name.startswith("hintloader."):
        return True
    filename = getattr(sys.modules.get(name), "__file__", None) or ""
    return filename.startswith((sys.prefix, sys.base_prefix))


@pytest.fixture
def import_state() -> Iterator[None]:
    """Restore sys.modules, sys.meta_path, sys.path and the importer cache after a test."""
    modules = dict(sys.modules)
    meta_path = list(sys.meta_path)
    path = list(sys.path)
    importer_cache = dict(sys.path_importer_cache)
    try:
        yield
    finally:
        sys.meta_path[:] = meta_path
        sys.path[:] = path
        sys.path_importer_cache.clear()
        sys.path_importer_cache.update(importer_cache)
        for name in list(sys.modules):
            if name not in modules and not _keep_loaded(name):
                del sys.modules[name]
        sys.modules.update(modules)


# Remembered starts (hintloader.startup) of the test processes: kept out of the user's cache.
_STARTUP_CACHE = tempfile.mkdtemp(prefix="hintloader-test-startup-")
atexit.register(shutil.rmtree, _STARTUP_CACHE, True)
# Also for the children that inherit this environment (pytester, the runner's own children).
os.environ["HINTLOADER_STARTUP_CACHE"] = _STARTUP_CACHE


def clean_env(**overrides: str) -> dict[str, str]:
    """The environment for a child process, without any hintloader activation inherited."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HINTLOADER")}
    env.pop("PYTHONPATH", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["HINTLOADER_STARTUP_CACHE"] = _STARTUP_CACHE
    # Warn mode checks cache misses in a background worker and waits for it at exit: on a busy
    # machine the default wait may not cover a check, and a test must not depend on speed.
    env["HINTLOADER_BACKGROUND_WAIT"] = "300"
    env.update(overrides)
    return env


def run_python(
    *args: str, cwd: Path, env: dict[str, str] | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=cwd,
        env=env if env is not None else clean_env(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def load_benchmark(name: str) -> types.ModuleType:
    """A script of benchmarks/ as a module (they are scripts, not a package), with the folder on
    the path while it loads (its shared modules, such as error_lines, sit beside it)."""
    spec = importlib.util.spec_from_file_location(name, REPO / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    sys.path.insert(0, str(REPO / "benchmarks"))
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[name]
        sys.path.remove(str(REPO / "benchmarks"))
    return module
