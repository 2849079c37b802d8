"""Sources known by their stat: a warm import reads no source, and a changed file is never
mistaken for the one that was hashed."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hintloader.cache import sources
from hintloader.cache.files import SOURCES_FILE, STATS_FILE
from hintloader.cache.sources import SourceIndex
from tests.cache.helpers import Disk
from tests.conftest import clean_env

OLD = time.time() - 3600


def test_a_known_stat_gives_the_digest_and_a_changed_one_does_not(tmp_path: Path) -> None:
    path = tmp_path / "m.py"
    path.write_text("x = 1\n")
    os.utime(path, (OLD, OLD))
    disk = Disk()
    index = SourceIndex(disk.read, disk.write)
    st = os.stat(path)
    index.note(str(path), st, b"digest")
    if time.time_ns() - st.st_ctime_ns < sources.RACY_SECONDS * 1e9:
        assert index.digest(str(path), st) is None  # ctime is now: not trusted yet
        return
    assert index.digest(str(path), st) == b"digest"


def test_a_recent_stat_is_not_recorded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "m.py"
    path.write_text("x = 1\n")
    disk = Disk()
    index = SourceIndex(disk.read, disk.write)
    index.note(str(path), os.stat(path), b"digest")
    assert index.digest(str(path), os.stat(path)) is None
    index.save()
    assert disk.writes == 0  # nothing learnt, nothing written
    monkeypatch.setattr(sources, "RACY_SECONDS", 0)
    index.note(str(path), os.stat(path), b"digest")
    assert index.digest(str(path), os.stat(path)) == b"digest"


def test_same_size_and_mtime_but_new_content_is_a_miss(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sources, "RACY_SECONDS", 0)
    path = tmp_path / "m.py"
    path.write_text("x = 1\n")
    os.utime(path, (OLD, OLD))
    index = SourceIndex(Disk().read, Disk().write)
    index.note(str(path), os.stat(path), b"one")
    time.sleep(0.01)
    path.write_text("x = 2\n")  # same size
    os.utime(path, (OLD, OLD))  # same mtime: ctime still tells
    assert index.digest(str(path), os.stat(path)) is None


def test_save_merges_with_what_other_processes_wrote(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sources, "RACY_SECONDS", 0)
    disk = Disk()
    first, second = SourceIndex(disk.read, disk.write), SourceIndex(disk.read, disk.write)
    a, b = tmp_path / "a.py", tmp_path / "b.py"
    a.write_text("a = 1\n")
    b.write_text("b = 1\n")
    first.note(str(a), os.stat(a), b"A")
    second.note(str(b), os.stat(b), b"B")
    first.save()
    second.save()
    fresh = SourceIndex(disk.read, disk.write)
    assert fresh.digest(str(a), os.stat(a)) == b"A" and fresh.digest(str(b), os.stat(b)) == b"B"
    first.save()
    assert disk.writes == 2  # the second save of `first` had nothing new


def test_a_damaged_table_knows_nothing(tmp_path: Path) -> None:
    disk = Disk()
    disk.payload = b"\x00garbage"
    index = SourceIndex(disk.read, disk.write)
    assert index.digest(str(tmp_path / "x.py"), os.stat(tmp_path)) is None


# -- through the import hook -------------------------------------------------------------------

RUN = """
import sys
import hintloader.cache.sources as sources
sources.RACY_SECONDS = 0  # the files were written moments ago
opened = []
root = {root!r}
sys.addaudithook(lambda event, args: event == "open" and isinstance(args[0], str)
                 and args[0].startswith(root) and args[0].endswith(".py") and opened.append(args[0]))
import pkg.use
print(sorted(p[len(root):] for p in opened))
"""


def _project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "dep.py").write_text("def f() -> int:\n    return 1\n")
    (root / "pkg" / "use.py").write_text("from pkg.dep import f\nx: int = f()\n")
    return root


def _run(root: Path, cache: Path) -> subprocess.CompletedProcess[str]:
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="pkg", HINTLOADER_CACHE_DIR=str(cache))
    env.pop("PYTHONDONTWRITEBYTECODE")  # the known path needs Python's own .pyc files
    return subprocess.run([sys.executable, "-c", RUN.format(root=str(root))], cwd=root, env=env,
                          capture_output=True, text=True, timeout=240)


def test_a_warm_import_reads_no_source(tmp_path: Path) -> None:
    root, cache = _project(tmp_path), tmp_path / "cache"
    cold = _run(root, cache)
    assert cold.returncode == 0, cold.stderr
    assert "/pkg/use.py" in cold.stdout and "/pkg/dep.py" in cold.stdout
    assert (cache / SOURCES_FILE).is_file()
    warm = _run(root, cache)
    assert warm.returncode == 0, warm.stderr
    assert warm.stdout == "[]\n" and warm.stderr == cold.stderr
    from hintloader.cache.store import Cache

    opened = Cache.open(str(cache))
    assert opened is not None and opened.clear() > 0
    assert not (cache / SOURCES_FILE).exists()


def test_an_edit_that_keeps_size_and_mtime_is_checked_again(tmp_path: Path) -> None:
    root, cache = _project(tmp_path), tmp_path / "cache"
    _run(root, cache)
    _run(root, cache)
    dep = root / "pkg" / "dep.py"
    before = os.stat(dep)
    dep.write_text("def f() -> str:\n    return 1\n")  # int -> str: the same size
    os.utime(dep, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert os.stat(dep).st_size == before.st_size
    changed = _run(root, cache)
    assert "use.py:2" in changed.stderr and "[assignment]" in changed.stderr


def test_a_warm_run_like_the_last_writes_no_statistics(tmp_path: Path) -> None:
    root, cache = _project(tmp_path), tmp_path / "cache"
    _run(root, cache)
    _run(root, cache)
    stats, table = cache / STATS_FILE, cache / SOURCES_FILE
    recorded = (os.stat(stats).st_mtime_ns, os.stat(stats).st_ino, os.stat(table).st_ino)
    _run(root, cache)
    assert (os.stat(stats).st_mtime_ns, os.stat(stats).st_ino, os.stat(table).st_ino) == recorded


def test_a_known_file_read_after_all_counts_one_hit(tmp_path: Path) -> None:
    """Without .pyc files (PYTHONDONTWRITEBYTECODE) a file known by its stat is read after all:
    the lookup that follows is the same one, so each module counts one hit, not two."""
    from hintloader.cache.store import Cache

    root, cache = _project(tmp_path), tmp_path / "cache"
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="pkg", HINTLOADER_CACHE_DIR=str(cache),
                    PYTHONDONTWRITEBYTECODE="1")
    for _ in range(2):
        run = subprocess.run([sys.executable, "-c", RUN.format(root=str(root))], cwd=root,
                             env=env, capture_output=True, text=True, timeout=240)
        assert run.returncode == 0, run.stderr
    assert "/pkg/use.py" in run.stdout  # read: no .pyc to load instead
    opened = Cache.open(str(cache))
    assert opened is not None
    last = opened.info().last_run
    assert last is not None and (last.hits, last.misses) == (3, 0)
