"""The cache takes only a folder it may own, deletes only files it wrote, trusts only its secret."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest


from hintloader.cache.store import Cache, open_cache
from hintloader.cli import main as cli_main
from hintloader.config.options import Options
from hintloader.errors import HintWarning
from tests.cache.helpers import OPTIONS, result
from tests.conftest import clean_env

SECRET_FILE = "secret"  # the layout docs/cache.md describes
ENTRY_NAME = "ab" + "0" * 30 + ".hlc"


@pytest.fixture(autouse=True)
def _no_stats_from_tests(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(Cache, "_register_stats", lambda self: None)
    yield


def _store(cache: Cache, path: Path, source: bytes = b"VALUE = 1\n", module: str = "mod") -> None:
    path.write_bytes(source)
    cache.store(source, path=str(path), module=module, options=OPTIONS, instrument=True,
                result=result(str(path)), code=compile(source, str(path), "exec"))


def _load(cache: Cache, path: Path, source: bytes = b"VALUE = 1\n", module: str = "mod") -> object:
    return cache.load(source, path=str(path), module=module, options=OPTIONS, instrument=True)


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


def _open_refused(directory: Path, **kwargs: str) -> str:
    with pytest.warns(HintWarning) as record:
        assert Cache.open(str(directory), **kwargs) is None  # type: ignore[arg-type]
    [warning] = record
    message = str(warning.message)
    assert str(directory) in message and "without a cache" in message
    return message


def _plant_foreign_files(cache_dir: Path) -> dict[str, bytes]:
    """Files a user or another tool put into the folder: named (almost) like the cache's."""
    ours = _tree(cache_dir)
    (cache_dir / "js").mkdir()
    (cache_dir / "js" / "app.js").write_text("keep")
    (cache_dir / "ab").mkdir(exist_ok=True)
    (cache_dir / "ab" / "notes.txt").write_text("keep")
    (cache_dir / "ab" / ENTRY_NAME).write_text("named like an entry, not framed like one")
    (cache_dir / "ab" / (ENTRY_NAME + ".1-0-abcdef.tmp")).write_text("not framed either")
    (cache_dir / "notes.tmp").write_text("keep")
    (cache_dir / "last-run.1-0-abcdef.tmp").write_text("keep")
    old = 1_000_000_000  # older than any stale-temp or eviction threshold
    for path in cache_dir.rglob("*"):
        if path.is_file():
            os.utime(path, (old, old))
    return {name: data for name, data in _tree(cache_dir).items() if name not in ours}


# -- which folder -----------------------------------------------------------------------------


def test_a_non_empty_foreign_folder_is_refused_and_left_alone(tmp_path: Path) -> None:
    folder = tmp_path / "x"
    (folder / "js").mkdir(parents=True)
    (folder / "js" / "app.js").write_text("keep\n")
    (folder / "notes.tmp").write_text("n\n")
    before = _tree(folder)
    assert "not empty" in _open_refused(folder)
    assert _tree(folder) == before  # no .gitignore, no CACHEDIR.TAG written into it


def test_cache_clear_refuses_a_foreign_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "x"
    (folder / "js").mkdir(parents=True)
    (folder / "js" / "app.js").write_text("keep\n")
    (folder / "notes.tmp").write_text("n\n")
    before = _tree(folder)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        status = cli_main(["cache", "clear", "--cache-dir", str(folder)])
    assert status == 2
    assert _tree(folder) == before
    assert str(folder) in capsys.readouterr().err


def test_new_empty_and_own_folders_are_adopted(tmp_path: Path) -> None:
    new = tmp_path / "new" / "cache"
    assert Cache.open(str(new)) is not None and (new / "CACHEDIR.TAG").exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    assert Cache.open(str(empty)) is not None
    assert (empty / ".gitignore").read_text() == "*\n"
    _store(Cache.open(str(new)) or pytest.fail(), tmp_path / "mod.py")
    assert Cache.open(str(new)) is not None  # not empty now, but tagged as hintloader's


def test_a_folder_tagged_by_another_tool_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "other"
    folder.mkdir()
    (folder / "CACHEDIR.TAG").write_bytes(
        b"Signature: 8a477f597d28d172789f06886806bc55\n# created by another tool\n")
    _open_refused(folder)


def test_the_project_root_is_refused(tmp_path: Path) -> None:
    project = tmp_path / "project"
    project.mkdir()
    with pytest.warns(HintWarning, match="project root") as record:
        assert open_cache(Options(cache_dir=".", project_root=str(project))) is None
    assert str(project) in str(record[0].message)
    assert list(project.iterdir()) == []  # even an empty root gets no cache files


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="no user ids")
def test_a_symlink_to_a_folder_of_another_user_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "theirs"
    target.mkdir()
    link = tmp_path / "link"
    link.symlink_to(target)
    if os.getuid() == 0:
        os.chown(target, 4242, 4242)  # a real other user's folder
    else:
        real = os.stat

        def stat_as_other_user(path: object, *args: object, **kwargs: object) -> os.stat_result:
            st = real(path, *args, **kwargs)  # type: ignore[arg-type]
            if os.path.realpath(str(path)) == str(target):
                fields = list(st)
                fields[stat.ST_UID] = os.getuid() + 1
                return os.stat_result(fields)
            return st

        monkeypatch.setattr(os, "stat", stat_as_other_user)
    assert "another user" in _open_refused(link)
    assert list(target.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "lchown") or not hasattr(os, "getuid") or os.getuid() != 0,
                    reason="needs root to give a symlink to another user")
def test_a_symlink_owned_by_another_user_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "mine"
    target.mkdir()
    link = tmp_path / "link"
    link.symlink_to(target)
    os.lchown(link, 4242, 4242)
    assert "symbolic link" in _open_refused(link)


# -- which files ------------------------------------------------------------------------------


def test_clear_deletes_only_the_cache_own_files(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache = Cache.open(str(cache_dir))
    assert cache is not None
    for i in range(3):
        _store(cache, tmp_path / f"m{i}.py", module=f"m{i}")
    cache.hits = 1
    cache.record_stats()
    foreign = _plant_foreign_files(cache_dir)
    assert cache.clear() == 3
    after = _tree(cache_dir)
    for name, data in foreign.items():
        assert after.get(name) == data, name
    assert set(after) == {*foreign, "CACHEDIR.TAG", ".gitignore", SECRET_FILE}
    assert (cache_dir / "ab").is_dir()  # a shard with foreign files in it stays


def test_eviction_deletes_only_the_cache_own_files(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache = Cache.open(str(cache_dir))
    assert cache is not None
    _store(cache, tmp_path / "m0.py", module="m0")
    _plant_foreign_files(cache_dir)
    (cache_dir / "ab" / ENTRY_NAME).write_bytes(b"x" * 100_000)  # big and oldest: evicted first
    foreign = {name: data for name, data in _tree(cache_dir).items()
               if name.startswith(("js", "ab", "notes", "last-run.1"))}
    small = Cache.open(str(cache_dir), max_bytes=1)
    assert small is not None
    for i in range(1, 4):
        _store(small, tmp_path / f"m{i}.py", module=f"m{i}")
    small.evict()
    after = _tree(cache_dir)
    for name, data in foreign.items():
        assert after.get(name) == data, name
    assert len(list(cache_dir.glob("??/*.hlc"))) < 4  # it did evict its own entries


def test_an_instrumented_run_with_the_cache_in_the_project_keeps_project_files(
    tmp_path: Path,
) -> None:
    project = tmp_path / "project"
    (project / "app").mkdir(parents=True)
    (project / "pyproject.toml").write_text(
        '[tool.hintloader]\npackages = ["app"]\ninstrument = true\n'
        'cache-dir = "."\ncache-max-size = "1KB"\n')
    (project / "app" / "__init__.py").write_text("def f(x: int) -> int:\n    return x\n")
    (project / "data.tmp").write_text("precious")
    (project / "ab").mkdir()
    (project / "ab" / "data.csv").write_text("1,2\n")
    before = _tree(project)
    proc = subprocess.run([sys.executable, "-c", "import app; print(app.f(1))"], cwd=project,
                          env=clean_env(HINTLOADER="1"), capture_output=True, text=True,
                          timeout=240)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "1\n"
    assert "project root" in proc.stderr and str(project) in proc.stderr
    after = _tree(project)
    assert {k: v for k, v in after.items() if "__pycache__" not in k} == before


# -- which entries are trusted ----------------------------------------------------------------


def test_the_secret_is_private_and_made_once(tmp_path: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache = Cache.open(str(cache_dir))
    assert cache is not None
    _store(cache, tmp_path / "mod.py")
    secret = cache_dir / SECRET_FILE
    assert stat.S_IMODE(secret.stat().st_mode) == 0o600
    content = secret.read_bytes()
    again = Cache.open(str(cache_dir))
    assert again is not None and _load(again, tmp_path / "mod.py") is not None
    assert secret.read_bytes() == content


def test_an_entry_written_by_another_cache_folder_is_a_miss(tmp_path: Path) -> None:
    mine, theirs = tmp_path / "mine", tmp_path / "theirs"
    path = tmp_path / "mod.py"
    source = b"import os\nos.remove('precious')\n"
    own = Cache.open(str(mine))
    other = Cache.open(str(theirs))
    assert own is not None and other is not None
    _store(own, path, b"VALUE = 1\n")  # makes this folder's secret
    _store(other, path, source)
    for planted in theirs.glob("??/*.hl?"):  # a restored CI cache, another checkout ...
        target = mine / planted.relative_to(theirs)
        target.parent.mkdir(exist_ok=True)
        shutil.copyfile(planted, target)
    fresh = Cache.open(str(mine))
    assert fresh is not None
    assert _load(fresh, path, source) is None
    assert _load(fresh, path, b"VALUE = 1\n") is not None
    # With the other folder's secret as well, the very same files are hits.
    shutil.copyfile(theirs / SECRET_FILE, mine / SECRET_FILE)
    trusting = Cache.open(str(mine))
    assert trusting is not None and _load(trusting, path, source) is not None
