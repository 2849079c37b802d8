"""Replayed runs: the previous warm run's findings, served only while everything they came from holds."""

from __future__ import annotations

import marshal
import os
import shutil
import time
from pathlib import Path

import pytest

from hintloader import replay, warmstart
from tests.conftest import clean_env, run_python

BAD = "VALUE: int = 'text'\n"
SHOW = ("import sys; print(type(sys.meta_path[0]).__name__, "
        "sorted(m for m in sys.modules if m.startswith('hintloader')))")
REPLAYED = "StandIn ['hintloader', 'hintloader.replay', 'hintloader.startup']"
SETTLE = 2.6  # the cache and the record trust no stat younger than 2.5 s


def _env(root: Path, **extra: str) -> dict[str, str]:
    env = clean_env(**{"HINTLOADER": "1", "HINTLOADER_STARTUP_CACHE": str(root / "starts"),
                       "HINTLOADER_CACHE_DIR": str(root / "cache"), "HINTLOADER_BACKGROUND": "0",
                       **extra})
    env.pop("PYTHONDONTWRITEBYTECODE")  # a replay serves Python's own .pyc
    return env


def _run(project: Path, code: str, *flags: str, **extra: str) -> tuple[str, str]:
    result = run_python(*flags, "-c", code, cwd=project, env=_env(project.parent, **extra))
    assert result.returncode == 0, result.stderr
    return result.stdout.strip(), result.stderr


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project whose warm run of ``import app`` is replayed (about 6 s to get there)."""
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    (root / "app").mkdir()
    (root / "app" / "__init__.py").write_text(BAD)
    (root / "other.py").write_text("NAME: str = 1\n")
    (root / "pyproject.toml").write_text('[tool.hintloader]\npackages = ["app", "other"]\n')
    time.sleep(SETTLE)
    _run(root, "import app")  # checked, stored; the start remembered
    _run(root, "import app")  # a warm run; the files it wrote are too recent for a record
    time.sleep(SETTLE)
    _run(root, "import app")  # a warm run like the last: recorded at exit
    return root


def test_a_warm_run_is_replayed_with_the_same_output(project: Path) -> None:
    full = run_python("-c", "import app", cwd=project,
                      env=_env(project.parent, HINTLOADER_STARTUP_CACHE="off"))
    shown, stderr = _run(project, "import app; " + SHOW)
    assert shown == REPLAYED
    assert stderr == full.stderr
    assert stderr.splitlines() == [
        "hintloader: app/__init__.py:1:14: error: Incompatible types in assignment (expression "
        'has type "str", variable has type "int")  [assignment]',
        "hintloader: 1 error in 1 module (warn mode)"]


def test_a_changed_source_after_a_replayed_run_is_checked_again(project: Path) -> None:
    assert _run(project, "import app; " + SHOW)[0] == REPLAYED
    (project / "app" / "__init__.py").write_text("VALUE: int = b'bytes'\n")
    shown, stderr = _run(project, "import app; " + SHOW)
    assert shown.startswith("HintFinder")
    assert 'expression has type "bytes"' in stderr
    assert "1 error in 1 module" in stderr


def test_a_module_not_recorded_hands_over_to_the_hook_with_one_summary(project: Path) -> None:
    shown, stderr = _run(project, "import app, other; " + SHOW)
    assert shown.startswith("HintFinder")
    lines = stderr.splitlines()
    assert lines[0].startswith("hintloader: app/__init__.py:1:14: error:")
    assert lines[1].startswith("hintloader: other.py:1:13: error:")
    assert lines[2:] == ["hintloader: 2 errors in 2 modules (warn mode)"]


def test_without_a_valid_pyc_the_hook_reads_and_checks(project: Path) -> None:
    shutil.rmtree(project / "app" / "__pycache__")
    shown, stderr = _run(project, "import app; " + SHOW)
    assert shown.startswith("HintFinder")
    assert stderr.count("[assignment]") == 1 and "1 error in 1 module" in stderr


@pytest.mark.parametrize(("flags", "extra"), [
    (("-W", "ignore::UserWarning"), {}),
    ((), {"FORCE_COLOR": "1"}),
])
def test_filters_and_colour_print_as_the_hook_does(project: Path, flags: tuple[str, ...],
                                                   extra: dict[str, str]) -> None:
    full = run_python(*flags, "-c", "import app", cwd=project,
                      env=_env(project.parent, HINTLOADER_STARTUP_CACHE="off", **extra))
    shown, stderr = _run(project, "import app; " + SHOW, *flags, **extra)
    assert shown.startswith("StandIn")
    assert stderr == full.stderr
    assert ("[assignment]" in stderr) == ("-W" not in flags)


def test_a_filter_that_raises_raises_as_without_a_record(project: Path) -> None:
    result = run_python("-W", "error::UserWarning", "-c", "import app", cwd=project,
                        env=_env(project.parent))
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1].startswith("hintloader.errors.HintWarning: app/__init__.py:1:14")


# -- the record's own checks (in process) -----------------------------------------------------

def _record(tmp_path: Path, *, memo_signature: object = (1, 2, 3, 4), roots: tuple[str, ...] = ("r",),
            proofs: list[tuple[str, str, object]] | None = None, created: float | None = None) -> str:
    memo = str(tmp_path / "memo")
    data = (replay.FORMAT, memo_signature, roots, proofs or [],
            time.time() if created is None else created, {})
    Path(replay.record_file(memo)).write_bytes(marshal.dumps(data))
    return memo


def test_a_record_is_used_only_for_its_own_remembered_start(tmp_path: Path) -> None:
    memo = _record(tmp_path)
    assert replay.load(memo, (1, 2, 3, 4), ["r"]) is not None
    # Another remembered start (an edited pyproject.toml, another interpreter or variable).
    assert replay.load(memo, (1, 2, 3, 5), ["r"]) is None
    assert replay.load(memo, (1, 2, 3, 4), ["elsewhere"]) is None  # another main script


def test_a_record_expires_and_a_damaged_one_is_none(tmp_path: Path) -> None:
    memo = _record(tmp_path, created=time.time() - replay.MAX_AGE_SECONDS - 1)
    assert replay.load(memo, (1, 2, 3, 4), ["r"]) is None
    Path(replay.record_file(memo)).write_bytes(b"\x00garbage")
    assert replay.load(memo, (1, 2, 3, 4), ["r"]) is None


def test_every_recorded_state_must_hold(tmp_path: Path) -> None:
    code = tmp_path / "code"
    code.mkdir()
    (code / "checker.py").write_text("x = 1\n")
    proofs = [("files", str(code), (("checker.py", replay.signature(str(code / "checker.py"))),)),
              ("lexists", str(tmp_path / "baseline.json"), False)]
    memo = _record(tmp_path, proofs=proofs)
    assert replay.load(memo, (1, 2, 3, 4), ["r"]) is not None
    (code / "checker.py").write_text("x = 22\n")  # hintloader upgraded, or edited in a checkout
    assert replay.load(memo, (1, 2, 3, 4), ["r"]) is None
    proofs[0] = ("files", str(code), (("checker.py", replay.signature(str(code / "checker.py"))),))
    memo = _record(tmp_path, proofs=proofs)
    (tmp_path / "baseline.json").write_text("{}")
    assert replay.load(memo, (1, 2, 3, 4), ["r"]) is None


def test_the_environment_proofs_cover_distributions_stubs_and_the_checker(tmp_path: Path) -> None:
    kinds = {(kind, os.path.basename(path)) for kind, path, _ in
             warmstart.environment_proofs(str(tmp_path))}
    assert ("stamp", tmp_path.name) in kinds  # the cache folder: cleared, or rewritten
    assert ("sig", "VERSIONS") in kinds  # typeshed's stub table
    assert any(kind == "stamp" and name == "site-packages" for kind, name in kinds)
    assert ("files", "checker") in kinds  # a checkout: hintloader's own code


def test_no_record_while_a_time_is_too_recent(tmp_path: Path) -> None:
    memo = str(tmp_path / "memo")
    Path(memo).write_text("x")
    assert not warmstart.record_run(memo, replay.signature(memo), ["r"], str(tmp_path), {"m": ()})
    assert not os.path.exists(replay.record_file(memo))


def test_the_record_proves_every_part_of_the_cache_keys_shared_prefix() -> None:
    # A replay skips the cache, so the record must notice whatever would change a cache key:
    # warmstart.environment_proofs stands for each part of store._static_prefix. A new part
    # there needs its proof here (and in environment_proofs) before this test passes again.
    import ast
    import inspect
    import textwrap

    from hintloader.cache import store

    tree = ast.parse(textwrap.dedent(inspect.getsource(store.Cache._static_prefix)))
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    named = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id.startswith("__")}
    proved_by = {
        "python_magic": "the remembered start's file (one interpreter)",
        "checker_source_fingerprint": "the checker's files, by stat",
        "stubs_fingerprint": "typeshed_client's __init__ and VERSIONS",
        "environment_fingerprint": "the site-packages folders' stamps",
        "__version__": "the checker's files (a checkout) or site-packages' stamp (an install)",
    }
    assert called | named == set(proved_by)
