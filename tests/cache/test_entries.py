"""Entries read together: a warm process reads one table for all its lookups, and the table
never serves what the entry files would not."""

from __future__ import annotations

import ast
import marshal
import subprocess
import sys
from pathlib import Path

import pytest

from hintloader.cache import entries as entries_module
from hintloader.cache.entries import EntryTable
from hintloader.cache.files import ENTRIES_FILE, ENTRY_SUFFIX, RECORD_SUFFIX
from hintloader.cache.store import Cache, CachedModule
from hintloader.checker import Dependency
from hintloader.checker import interface_fingerprint
from hintloader.diagnostics import Diagnostic
from tests.cache.helpers import OPTIONS, Disk, result
from tests.conftest import REPO, clean_env


def table(disk: Disk) -> EntryTable:
    return EntryTable(disk.read, disk.write)


# -- the table alone ---------------------------------------------------------------------------

def test_what_one_process_read_the_next_finds() -> None:
    disk = Disk()
    first = table(disk)
    assert first.get(b"k" * 16) is None
    first.note(b"k" * 16, b"payload")
    first.save()
    assert table(disk).get(b"k" * 16) == b"payload"


def test_a_run_that_learnt_nothing_writes_nothing() -> None:
    disk = Disk()
    first = table(disk)
    first.note(b"k" * 16, b"payload")
    first.save()
    again = table(disk)
    again.note(b"k" * 16, again.get(b"k" * 16) or b"")  # read, and the same payload noted
    again.save()
    assert disk.writes == 1


def test_save_merges_with_what_other_processes_wrote() -> None:
    disk = Disk()
    first, second = table(disk), table(disk)
    first.note(b"a" * 16, b"A")
    second.note(b"b" * 16, b"B")
    first.save()
    second.save()
    fresh = table(disk)
    assert (fresh.get(b"a" * 16), fresh.get(b"b" * 16)) == (b"A", b"B")


def test_a_stored_entry_is_found_by_later_processes_not_this_one() -> None:
    disk = Disk()
    writer = table(disk)
    writer.note(b"k" * 16, b"old")
    writer.stored(b"k" * 16, b"new")
    assert writer.get(b"k" * 16) is None  # this process reads the file it wrote
    writer.save()
    assert table(disk).get(b"k" * 16) == b"new"


def test_a_forgotten_entry_leaves_the_table_on_disk() -> None:
    disk = Disk()
    first = table(disk)
    first.note(b"k" * 16, b"payload")
    first.save()
    second = table(disk)
    assert second.get(b"k" * 16) == b"payload"
    second.forget(b"k" * 16)
    second.save()
    assert table(disk).get(b"k" * 16) is None


def test_a_large_payload_is_not_kept() -> None:
    disk = Disk()
    first = table(disk)
    first.note(b"k" * 16, b"x" * (entries_module.MAX_PAYLOAD + 1))
    first.stored(b"j" * 16, b"x" * (entries_module.MAX_PAYLOAD + 1))
    first.save()
    fresh = table(disk)
    assert fresh.get(b"k" * 16) is None and fresh.get(b"j" * 16) is None


def test_an_oversized_table_keeps_what_the_saving_process_used(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entries_module, "MAX_TABLE_BYTES", 10)
    disk = Disk()
    disk.payload = marshal.dumps({b"o" * 16: b"other process"})
    mine = table(disk)
    mine.note(b"m" * 16, b"mine")
    mine.save()
    fresh = table(disk)
    assert fresh.get(b"m" * 16) == b"mine" and fresh.get(b"o" * 16) is None


def test_a_table_over_the_limit_with_what_one_process_used_alone_is_emptied(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entries_module, "MAX_TABLE_BYTES", 10)
    disk = Disk()
    mine = table(disk)
    mine.note(b"m" * 16, b"more than ten bytes")
    mine.save()
    assert disk.writes == 1 and table(disk).get(b"m" * 16) is None


@pytest.mark.parametrize("payload", [b"\x00garbage", marshal.dumps({"str key": b"v"}),
                                     marshal.dumps([1, 2])])
def test_a_damaged_table_knows_nothing(payload: bytes) -> None:
    disk = Disk()
    disk.payload = payload
    assert table(disk).get(b"k" * 16) is None


def test_items_of_the_wrong_type_are_neither_served_nor_kept() -> None:
    disk = Disk()
    disk.payload = marshal.dumps({b"k" * 16: b"payload", b"s" * 16: "text", "str key": b"v"})
    mixed = table(disk)
    assert mixed.get(b"k" * 16) == b"payload"
    assert mixed.get(b"s" * 16) is None
    mixed.note(b"n" * 16, b"new")
    mixed.save()
    assert marshal.loads(disk.payload) == {b"k" * 16: b"payload", b"n" * 16: b"new"}


# -- through the cache -------------------------------------------------------------------------

def opened(directory: Path) -> Cache:
    cache = Cache.open(str(directory))
    assert cache is not None
    return cache


def load(cache: Cache, path: Path, source: bytes, module: str) -> CachedModule | None:
    return cache.load(source, path=str(path), module=module, options=OPTIONS, instrument=False)


def store(cache: Cache, path: Path, source: bytes, module: str, *, interface: str = "iface",
          dependencies: tuple[Dependency, ...] = (),
          diagnostics: tuple[Diagnostic, ...] | None = None) -> None:
    assert load(cache, path, source, module) is None  # a process stores after its miss
    cache.store(source, path=str(path), module=module, options=OPTIONS, instrument=False,
                result=result(str(path), interface=interface, dependencies=dependencies,
                              diagnostics=diagnostics),
                code=None)


class CountingReads:
    """The cache's framed reads, by the suffix or name of the file read."""

    def __init__(self, cache: Cache, monkeypatch: pytest.MonkeyPatch) -> None:
        self.files: list[str] = []
        original = cache._read_verified

        def counted(filename: str, magic: bytes, key: bytes) -> tuple[bytes, float] | None:
            self.files.append(filename)
            return original(filename, magic, key)

        monkeypatch.setattr(cache, "_read_verified", counted)

    def ending(self, suffix: str) -> int:
        return sum(name.endswith(suffix) for name in self.files)


def test_a_warm_process_reads_one_table_for_all_its_entries(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = tmp_path / "cache"
    modules = {f"m{i}": tmp_path / f"m{i}.py" for i in range(5)}
    writer = opened(directory)
    for name, path in modules.items():
        path.write_bytes(f"X = {name!r}\n".encode())
        store(writer, path, path.read_bytes(), name)
    writer.record_stats()  # at exit
    assert (directory / ENTRIES_FILE).is_file()

    warm = opened(directory)
    reads = CountingReads(warm, monkeypatch)
    for name, path in modules.items():
        hit = load(warm, path, path.read_bytes(), name)
        assert hit is not None and hit.diagnostics == result(str(path)).diagnostics
    assert reads.ending(ENTRY_SUFFIX) == 0
    assert reads.ending(ENTRIES_FILE) == 1


def test_a_remembered_entry_whose_dependency_changed_is_read_from_its_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table holds an entry's payload from an earlier result; a later process re-checked
    the module (its dependency changed) and wrote the file without updating the table."""
    directory = tmp_path / "cache"
    dep, mod = tmp_path / "dep.py", tmp_path / "mod.py"
    first_dep = b"def f() -> int:\n    return 1\n"
    dep.write_bytes(first_dep)
    mod.write_bytes(b"from dep import f\nx = f()\n")
    first = opened(directory)
    old = interface_fingerprint(ast.parse(first_dep), path=str(dep), module="dep")
    store(first, dep, first_dep, "dep", interface=old)
    store(first, mod, mod.read_bytes(), "mod", dependencies=(Dependency("dep", str(dep), old),),
          diagnostics=(Diagnostic(str(mod), 1, None, "note", "old", "old result"),))
    first.record_stats()

    second_dep = b"def f() -> str:\n    return ''\n"
    dep.write_bytes(second_dep)
    new = interface_fingerprint(ast.parse(second_dep), path=str(dep), module="dep")
    second = opened(directory)
    store(second, dep, second_dep, "dep", interface=new)
    store(second, mod, mod.read_bytes(), "mod", dependencies=(Dependency("dep", str(dep), new),),
          diagnostics=(Diagnostic(str(mod), 1, None, "note", "new", "new result"),))
    # No record_stats: the process was killed before its exit; the table keeps the old result.

    third = opened(directory)
    reads = CountingReads(third, monkeypatch)
    hit = load(third, mod, mod.read_bytes(), "mod")
    assert hit is not None and [d.code for d in hit.diagnostics] == ["new"]
    assert reads.ending(ENTRY_SUFFIX) == 1
    third.record_stats()
    fourth = opened(directory)
    reads = CountingReads(fourth, monkeypatch)
    hit = load(fourth, mod, mod.read_bytes(), "mod")
    assert hit is not None and [d.code for d in hit.diagnostics] == ["new"]
    assert reads.ending(ENTRY_SUFFIX) == 0 and reads.ending(RECORD_SUFFIX) == 0


def test_an_entry_gone_from_disk_and_stale_in_the_table_is_a_miss(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = tmp_path / "cache"
    dep, mod = tmp_path / "dep.py", tmp_path / "mod.py"
    dep.write_bytes(b"def f() -> int:\n    return 1\n")
    mod.write_bytes(b"from dep import f\n")
    first = opened(directory)
    old = interface_fingerprint(ast.parse(dep.read_bytes()), path=str(dep), module="dep")
    store(first, dep, dep.read_bytes(), "dep", interface=old)
    store(first, mod, mod.read_bytes(), "mod", dependencies=(Dependency("dep", str(dep), old),))
    first.record_stats()
    for entry in directory.glob(f"??/*{ENTRY_SUFFIX}"):
        entry.unlink()
    dep.write_bytes(b"def f() -> str:\n    return ''\n")
    assert load(opened(directory), mod, mod.read_bytes(), "mod") is None


def test_clear_removes_the_table(tmp_path: Path) -> None:
    directory = tmp_path / "cache"
    path = tmp_path / "m.py"
    path.write_bytes(b"X = 1\n")
    cache = opened(directory)
    store(cache, path, path.read_bytes(), "m")
    cache.record_stats()
    assert (directory / ENTRIES_FILE).is_file()
    assert opened(directory).clear() == 1
    assert not (directory / ENTRIES_FILE).exists()


# -- through the import hook -------------------------------------------------------------------

RUN = """
import sys
import hintloader.cache.sources as sources
sources.RACY_SECONDS = 0  # the files were written moments ago
opened = []
cache = {cache!r}
sys.addaudithook(lambda event, args: event == "open" and isinstance(args[0], str)
                 and args[0].startswith(cache) and opened.append(args[0][len(cache):]))
import pkg.use
print(sorted(name for name in opened if name.endswith((".hlc", ".hli", "entries"))))
print(sorted(name for name in ("hintloader.checker", "hintloader.codes", "dataclasses", "typing")
             if name in sys.modules))
"""


def _run(root: Path, cache: Path) -> subprocess.CompletedProcess[str]:
    # This checkout's hintloader, whichever one the environment has installed.
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="pkg", HINTLOADER_CACHE_DIR=str(cache),
                    HINTLOADER_BACKGROUND="0", PYTHONPATH=str(REPO))
    env.pop("PYTHONDONTWRITEBYTECODE")  # the known path needs Python's own .pyc files
    return subprocess.run([sys.executable, "-c", RUN.format(cache=str(cache))], cwd=root,
                          env=env, capture_output=True, text=True, timeout=240)


def test_a_warm_import_reads_the_table_and_no_entry(tmp_path: Path) -> None:
    root, cache = tmp_path / "project", tmp_path / "cache"
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "dep.py").write_text("def f() -> int:\n    return 1\n")
    (root / "pkg" / "use.py").write_text("from pkg.dep import f\nx: str = f()\n")
    cold = _run(root, cache)
    assert cold.returncode == 0, cold.stderr
    assert "use.py:2" in cold.stderr and "[assignment]" in cold.stderr
    warm = _run(root, cache)
    assert warm.returncode == 0, warm.stderr
    # One read for the entries; neither the checker nor the code registry (nor what they
    # import) is loaded to print the cached finding.
    assert warm.stdout == "['/entries']\n[]\n" and warm.stderr == cold.stderr
