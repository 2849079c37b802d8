"""The typeshed stub cache: prepared stubs kept in the cache folder for later processes.

A snapshot must describe the stub exactly as preparing it anew would; a damaged file, a snapshot
of another version of the stub or of another format is a miss, never an error or a stale answer.
"""

from __future__ import annotations

import ast
import marshal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hintloader.cache.files import STUB_SUFFIX
from hintloader.cache.store import Cache
from hintloader.checker import stub_snapshots
from hintloader.checker.conditions import RUNNING
from hintloader.checker.stubs import LazyClassBody, ModuleSource, StubCache, use_stub_store

STUB = '''\
import sys
from os.path import *

class Shape:
    name: str
    def area(self) -> float: ...
    if sys.platform == "win32":
        def handle(self) -> int: ...

class Empty: ...

@final
class Sealed:
    def seal(self) -> None: ...

def make(kind: str) -> Shape: ...
'''


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A typeshed folder of one module, ``shapes``."""
    folder = tmp_path / "typeshed"
    folder.mkdir()
    (folder / "VERSIONS").write_text("shapes: 3.0-\n", encoding="utf-8")
    (folder / "shapes.pyi").write_text(STUB, encoding="utf-8")
    return folder


@pytest.fixture
def cache(tmp_path: Path) -> Iterator[Cache]:
    opened = Cache.open(str(tmp_path / "cache"))
    assert opened is not None
    use_stub_store(opened)
    yield opened
    use_stub_store(None)


def stub_files(cache: Cache) -> list[Path]:
    return sorted(Path(cache.directory).rglob("*" + STUB_SUFFIX))


def described(module: ModuleSource) -> dict[str, str]:
    """Every name the module binds, with its definitions and, for a class, its members."""
    out: dict[str, str] = {}
    for name in sorted(module.all_names()):
        parts = []
        for node in module.definitions(name):
            parts.append(ast.dump(node))
            lazy = module.lazy_bodies.get(id(node))
            if lazy is not None:
                body = lazy[1]
                parts += [f"{member}={[ast.dump(n) for n in body.get(member) or []]}" for member in body]
        out[name] = "\n".join(parts)
    out["*"] = "\n".join(ast.dump(star) for star in module.stars)
    return out


def test_a_prepared_stub_is_kept_and_found_by_the_next_process(root: Path, cache: Cache) -> None:
    first = StubCache(RUNNING, root).get("shapes")
    assert first is not None
    assert (cache.stub_hits, cache.stub_misses) == (0, 1)
    assert len(stub_files(cache)) == 1
    again = StubCache(RUNNING, root).get("shapes")  # a new process's memo: empty
    assert again is not None
    assert (cache.stub_hits, cache.stub_misses) == (1, 1)
    assert described(again) == described(first)
    assert "handle" not in (again.lazy_bodies[id(again.definitions("Shape")[0])][1])


def test_a_kept_stub_describes_the_module_as_preparing_it_anew_does(cache: Cache) -> None:
    """Real typeshed modules, with classes, overloads, version and platform tests, star
    imports: the snapshot and a fresh preparation agree on every name and member."""
    for name in ("builtins", "typing", "os", "os.path", "collections", "asyncio.events"):
        use_stub_store(None)
        fresh = StubCache(RUNNING).get(name)
        use_stub_store(cache)
        StubCache(RUNNING).get(name)  # prepared and kept
        kept = StubCache(RUNNING).get(name)  # read back
        assert fresh is not None and kept is not None
        assert described(kept) == described(fresh), name
    assert cache.stub_hits == 6


def test_a_damaged_file_is_a_miss_and_is_written_again(root: Path, cache: Cache) -> None:
    StubCache(RUNNING, root).get("shapes")
    [kept] = stub_files(cache)
    data = bytearray(kept.read_bytes())
    data[-10] ^= 0xFF
    kept.write_bytes(bytes(data))
    module = StubCache(RUNNING, root).get("shapes")
    assert module is not None and module.definitions("make")
    assert (cache.stub_hits, cache.stub_misses) == (0, 2)
    assert StubCache(RUNNING, root).get("shapes") is not None
    assert cache.stub_hits == 1  # the miss wrote a good one


def test_a_truncated_file_is_a_miss(root: Path, cache: Cache) -> None:
    StubCache(RUNNING, root).get("shapes")
    [kept] = stub_files(cache)
    kept.write_bytes(kept.read_bytes()[:20])
    assert StubCache(RUNNING, root).get("shapes") is not None
    assert (cache.stub_hits, cache.stub_misses) == (0, 2)


def test_a_changed_stub_is_prepared_again(root: Path, cache: Cache) -> None:
    assert StubCache(RUNNING, root).get("shapes") is not None
    stub = root / "shapes.pyi"
    stub.write_text(STUB + "def mend(shape: Shape) -> None: ...\n", encoding="utf-8")
    module = StubCache(RUNNING, root).get("shapes")
    assert module is not None
    assert module.definitions("mend")
    assert cache.stub_hits == 1  # the file was found, its snapshot refused for the new version
    again = StubCache(RUNNING, root).get("shapes")
    assert again is not None and again.definitions("mend")
    assert cache.stub_hits == 2


def test_each_target_keeps_its_own_snapshot(root: Path, cache: Cache) -> None:
    windows = type(RUNNING)(RUNNING.version, "win32")
    linux = type(RUNNING)(RUNNING.version, "linux")
    for target in (windows, linux):
        StubCache(target, root).get("shapes")
    assert len(stub_files(cache)) == 2
    on_windows = StubCache(windows, root).get("shapes")
    on_linux = StubCache(linux, root).get("shapes")
    assert on_windows is not None and on_linux is not None
    shape_on = {m: s.lazy_bodies[id(s.definitions("Shape")[0])][1] for m, s in
                (("win32", on_windows), ("linux", on_linux))}
    assert "handle" in shape_on["win32"] and "handle" not in shape_on["linux"]


def test_malformed_snapshots_are_refused() -> None:
    good = stub_snapshots.dump(_chunked(), (1, 2))
    assert stub_snapshots.restore(good, **_where((1, 2))) is not None
    assert stub_snapshots.restore(good, **_where((1, 3))) is None  # another version of the file
    for payload in (b"", b"\x00garbage", marshal.dumps(None), marshal.dumps((99, (1, 2))),
                    marshal.dumps((stub_snapshots.SNAPSHOT_FORMAT, (1, 2), "x", {}, [], False, {})),
                    good[:-3]):
        assert stub_snapshots.restore(payload, **_where((1, 2))) is None


def test_cache_clear_removes_kept_stubs(root: Path, cache: Cache) -> None:
    StubCache(RUNNING, root).get("shapes")
    assert stub_files(cache)
    cache.clear()
    assert not stub_files(cache)


def test_lazy_class_bodies_take_prepared_names() -> None:
    members = ["def a(self) -> int: ...\n", "b: str\n"]
    prepared = LazyClassBody(members, RUNNING, {"a": [0]})
    assert list(prepared) == ["a"]  # the names given, not found again
    assert sorted(LazyClassBody(members, RUNNING)) == ["a", "b"]


def _chunked() -> ModuleSource:
    from hintloader.checker.stubs import chunk_stub

    module = chunk_stub("shapes", "shapes.pyi", STUB, False)
    stub_snapshots.prepare_classes(module)
    return module


def _where(stamp: tuple[int, int]) -> dict[str, Any]:
    return {"name": "shapes", "path": "shapes.pyi", "is_package": False, "target": RUNNING, "stamp": stamp}
