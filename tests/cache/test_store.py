"""The on-disk cache: keys, dependency validation, corruption, concurrency, safety, eviction."""

from __future__ import annotations

import ast
import errno
import json
import os
import stat
import subprocess
import sys
import time
import types
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import hintloader.cache.store as cache_module
import hintloader.checker as checker
from hintloader.cache.store import Cache, CachedModule, format_info, open_cache
from hintloader.cache.files import (
    ENTRY_SUFFIX,
    RECORD_SUFFIX,
    STATS_FILE,
    environment_fingerprint,
    python_magic,
)
from hintloader.checker import Dependency
from hintloader.errors import HintWarning
from hintloader.config.options import Options, PackageOptions
from tests.cache.helpers import OPTIONS, result
from tests.conftest import REPO, clean_env

Fingerprint = Callable[..., str]


@pytest.fixture
def fingerprint() -> Fingerprint:
    """The checker's own interface digest: the one the cache compares on every hit."""
    return checker.interface_fingerprint


@pytest.fixture
def cache_dir(tmp_path: Path) -> Path:
    return tmp_path / "cache"


def opened(directory: Path, **kwargs: int) -> Cache:
    """A fresh Cache, as a new process would have (no per-process memos)."""
    cache = Cache.open(str(directory), **kwargs)
    assert cache is not None
    return cache


def entries(directory: Path, suffix: str = ENTRY_SUFFIX) -> list[Path]:
    return sorted(directory.glob(f"??/*{suffix}"))


def store_module(
    cache: Cache,
    path: Path,
    source: bytes,
    *,
    module: str = "mod",
    options: PackageOptions = OPTIONS,
    instrument: bool = True,
    interface: str = "iface",
    dependencies: tuple[Dependency, ...] = (),
) -> None:
    path.write_bytes(source)
    cache.store(
        source, path=str(path), module=module, options=options, instrument=instrument,
        result=result(str(path), interface=interface, dependencies=dependencies),
        code=compile(source, str(path), "exec"),
    )


def load_module(
    cache: Cache,
    path: Path,
    source: bytes,
    *,
    module: str = "mod",
    options: PackageOptions = OPTIONS,
    instrument: bool = True,
) -> CachedModule | None:
    return cache.load(source, path=str(path), module=module, options=options, instrument=instrument)


# -- hits and keys ---------------------------------------------------------------------------


def test_hit_returns_what_was_stored(cache_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "mod.py"
    source = b"VALUE = 41 + 1\n"
    dep = Dependency("other", str(tmp_path / "other.py"), "fp-other")
    store_module(opened(cache_dir), tmp_path / "other.py", b"def f() -> int: ...\n",
                 module="other", interface="fp-other")
    store_module(opened(cache_dir), path, source, dependencies=(dep,))

    hit = load_module(opened(cache_dir), path, source)

    assert hit is not None
    assert hit.diagnostics == result(str(path)).diagnostics
    assert hit.diagnostics[1].end_line == 8 and hit.diagnostics[1].end_column == 2
    assert hit.interface_fingerprint == "iface"
    assert hit.dependencies == (dep,)
    assert isinstance(hit.code, types.CodeType) and hit.code.co_filename == str(path)
    namespace: dict[str, object] = {}
    exec(hit.code, namespace)
    assert namespace["VALUE"] == 42


def test_same_length_edit_within_one_second_is_a_miss(cache_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "mod.py"
    store_module(opened(cache_dir), path, b"VALUE = 1\n")
    before = path.stat()
    path.write_bytes(b"VALUE = 2\n")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # same size, same mtime

    cache = opened(cache_dir)
    assert load_module(cache, path, path.read_bytes()) is None
    assert load_module(cache, path, b"VALUE = 1\n") is not None


@pytest.mark.parametrize(
    "change",
    ["path", "module", "options", "instrument", "version", "magic", "stubs", "environment"],
)
def test_key_covers_everything_that_changes_the_result(
    change: str, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "mod.py"
    source = b"VALUE = 1\n"
    store_module(opened(cache_dir), path, source)
    kwargs: dict[str, object] = {}
    if change == "path":
        other = tmp_path / "copy.py"
        other.write_bytes(source)
        kwargs["path"] = other
    elif change == "module":
        kwargs["module"] = "pkg.mod"
    elif change == "options":
        kwargs["options"] = PackageOptions(strictness="strict")
    elif change == "instrument":
        kwargs["instrument"] = False
    elif change == "version":
        monkeypatch.setattr(cache_module, "__version__", "99.0")
    elif change == "magic":
        monkeypatch.setattr(cache_module, "python_magic", lambda: b"\x00\x01\r\n")
    elif change == "stubs":
        monkeypatch.setattr(cache_module, "stubs_fingerprint", lambda: "other-typeshed")
    else:
        monkeypatch.setattr(cache_module, "environment_fingerprint", lambda: "upgraded")
    target = kwargs.pop("path", path)
    assert isinstance(target, Path)
    assert load_module(opened(cache_dir), target, source, **kwargs) is None  # type: ignore[arg-type]


def test_stubs_fingerprint_reads_typeshed_client_without_importing_it() -> None:
    code = (
        "import sys; from hintloader.cache.files import stubs_fingerprint as f; "
        "a = f(); print(a, 'typeshed_client' in sys.modules)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, env=clean_env(PYTHONPATH=str(REPO)), check=True)
    value, imported = proc.stdout.split()
    assert value != "no-stubs" and imported == "False"


def test_environment_fingerprint_follows_installed_distributions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = tmp_path / "lib" / "site-packages"
    (site / "typedlib-1.0.dist-info").mkdir(parents=True)
    (site / "typedlib").mkdir()
    monkeypatch.setattr(sys, "path", [str(site)])
    before = environment_fingerprint()
    (site / "typedlib" / "__pycache__").mkdir()  # bytecode being written changes nothing
    assert environment_fingerprint() == before
    (site / "typedlib-1.0.dist-info").rename(site / "typedlib-1.1.dist-info")
    assert environment_fingerprint() != before


def test_python_magic_is_importlibs() -> None:
    import importlib.util

    assert python_magic() == importlib.util.MAGIC_NUMBER


def test_uninstrumented_entries_hold_no_code(cache_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "mod.py"
    store_module(opened(cache_dir), path, b"VALUE = 1\n", instrument=False)
    hit = load_module(opened(cache_dir), path, b"VALUE = 1\n", instrument=False)
    assert hit is not None and hit.code is None and hit.diagnostics


# -- dependencies ----------------------------------------------------------------------------

DEP_V1 = b"def area(width: int, height: int) -> int:\n    return width * height\n"
DEP_BODY = b"def area(width: int, height: int) -> int:\n    return height * width  # same\n"
DEP_SIG = b"def area(width: float, height: float) -> float:\n    return width * height\n"
IMPORTER = b"from dep import area\nVALUE = area(2, 3)\n"


def _store_pair(cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint) -> tuple[Path, Path]:
    dep_path, mod_path = tmp_path / "dep.py", tmp_path / "mod.py"
    dep_path.write_bytes(DEP_V1)
    dep_fp = fingerprint(ast.parse(DEP_V1), path=str(dep_path), module="dep")
    cache = opened(cache_dir)
    store_module(cache, dep_path, DEP_V1, module="dep", interface=dep_fp)
    store_module(cache, mod_path, IMPORTER,
                 dependencies=(Dependency("dep", str(dep_path), dep_fp),))
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is not None
    return dep_path, mod_path


def test_signature_change_in_dependency_invalidates_importer(
    cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint
) -> None:
    dep_path, mod_path = _store_pair(cache_dir, tmp_path, fingerprint)
    dep_path.write_bytes(DEP_SIG)
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is None


def test_body_only_change_in_dependency_keeps_importer(
    cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint
) -> None:
    dep_path, mod_path = _store_pair(cache_dir, tmp_path, fingerprint)
    dep_path.write_bytes(DEP_BODY)
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is not None
    # The computed fingerprint was recorded: the next process does not parse the dependency.
    assert len(entries(cache_dir, RECORD_SUFFIX)) == 3


def test_interface_record_spares_parsing(
    cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint, monkeypatch: pytest.MonkeyPatch
) -> None:
    dep_path, mod_path = _store_pair(cache_dir, tmp_path, fingerprint)

    def fail(*args: object, **kwargs: object) -> str:
        raise AssertionError("parsed a dependency that has an interface record")

    monkeypatch.setattr(checker, "interface_fingerprint", fail)
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is not None


def test_recorded_interface_of_edited_dependency_is_used(
    cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint
) -> None:
    """A dependency re-checked and stored after a signature change: its record decides."""
    dep_path, mod_path = _store_pair(cache_dir, tmp_path, fingerprint)
    store_module(opened(cache_dir), dep_path, DEP_SIG, module="dep", interface="changed")
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is None


def test_validated_dependency_is_not_hashed_again_when_imported(
    cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint, monkeypatch: pytest.MonkeyPatch
) -> None:
    dep_path, mod_path = _store_pair(cache_dir, tmp_path, fingerprint)
    hashed: list[int] = []
    from hintloader.cache.files import blake2b as real

    def counting(data: bytes = b"", *, digest_size: int = 64) -> object:
        hashed.append(len(data))
        return real(data, digest_size=digest_size)

    monkeypatch.setattr(cache_module, "blake2b", counting)
    cache = opened(cache_dir)
    assert load_module(cache, mod_path, IMPORTER) is not None
    assert len(DEP_V1) in hashed  # read and hashed once, to validate the importer
    hashed.clear()
    assert load_module(cache, dep_path, dep_path.read_bytes(), module="dep") is not None
    assert len(DEP_V1) not in hashed


def test_dependency_edited_after_it_was_hashed_records_nothing_wrong(
    cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint
) -> None:
    dep_path, mod_path = _store_pair(cache_dir, tmp_path, fingerprint)
    for record in entries(cache_dir, RECORD_SUFFIX):
        record.unlink()  # e.g. evicted
    cache = opened(cache_dir)
    assert load_module(cache, dep_path, DEP_V1, module="dep") is not None  # hashes V1
    dep_path.write_bytes(DEP_SIG)  # ... and then the file changes under it
    assert load_module(cache, mod_path, IMPORTER) is None
    # No record may claim that V1's digest has the edited file's interface.
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is None
    dep_path.write_bytes(DEP_V1)
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is not None


def test_deleted_or_broken_dependency_is_a_miss(
    cache_dir: Path, tmp_path: Path, fingerprint: Fingerprint
) -> None:
    dep_path, mod_path = _store_pair(cache_dir, tmp_path, fingerprint)
    dep_path.write_bytes(b"def area(:\n")
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is None
    dep_path.unlink()
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is None


def test_checker_fingerprints_agree_with_interface_records(tmp_path: Path) -> None:
    """What the cache compares must agree, or importers would be rechecked on every run."""
    from hintloader.checker import check_module

    dep_path, mod_path = tmp_path / "dep.py", tmp_path / "mod.py"
    dep_path.write_bytes(DEP_V1)
    mod_path.write_bytes(IMPORTER)
    search = (str(tmp_path),)
    dep_result = check_module(ast.parse(DEP_V1), DEP_V1.decode(), path=str(dep_path),
                              module="dep", options=OPTIONS, search_path=search)
    mod_result = check_module(ast.parse(IMPORTER), IMPORTER.decode(), path=str(mod_path),
                              module="mod", options=OPTIONS, search_path=search)
    [dependency] = [d for d in mod_result.dependencies if d.module == "dep"]
    assert os.path.samefile(dependency.path, dep_path)
    assert dependency.interface_fingerprint == dep_result.interface_fingerprint
    assert dependency.interface_fingerprint == checker.interface_fingerprint(
        ast.parse(DEP_V1), path=str(dep_path), module="dep", search_path=search
    )


def test_a_dependency_with_type_comments_is_fingerprinted_as_the_checker_reads_it(
    cache_dir: Path, tmp_path: Path
) -> None:
    """The checker reads a dependency's type comments (they are part of its interface); a
    dependency that has no record of its own must be fingerprinted the same way, or its
    importer would miss on every run."""
    from hintloader.checker import check_module

    dep_source = b"def area(width, height):\n    # type: (int, int) -> int\n    return width * height\n"
    dep_path, mod_path = tmp_path / "dep.py", tmp_path / "mod.py"
    dep_path.write_bytes(dep_source)
    mod_path.write_bytes(IMPORTER)
    result = check_module(ast.parse(IMPORTER), IMPORTER.decode(), path=str(mod_path), module="mod",
                          options=OPTIONS, search_path=(str(tmp_path),))
    dependencies = tuple(d for d in result.dependencies if d.module == "dep")
    assert dependencies
    store_module(opened(cache_dir), mod_path, IMPORTER, dependencies=dependencies)
    assert load_module(opened(cache_dir), mod_path, IMPORTER) is not None


def test_warm_hit_imports_nothing_heavy(cache_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "mod.py"
    store_module(opened(cache_dir), path, b"VALUE = 1\n")
    code = (
        "import sys\n"
        "from hintloader.cache.store import Cache\n"
        "from hintloader.config.options import PackageOptions\n"
        f"c = Cache.open({str(cache_dir)!r})\n"
        f"hit = c.load(b'VALUE = 1\\n', path={str(path)!r}, module='mod',"
        " options=PackageOptions(), instrument=True)\n"
        "print(hit is not None, *(m in sys.modules for m in"
        " ('hintloader.checker', 'logging', 'importlib.util', 'typeshed_client')))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, env=clean_env(PYTHONPATH=str(REPO)), check=True)
    assert proc.stdout.split() == ["True", "False", "False", "False", "False"]


# -- damaged entries -------------------------------------------------------------------------


def _truncate(data: bytes) -> bytes:
    return data[: len(data) // 2]


def _flip_payload_byte(data: bytes) -> bytes:
    # Inside a message string, so that marshal itself would not notice.
    at = data.index(b"incompatible")
    return data[:at] + bytes([data[at] ^ 0x20]) + data[at + 1 :]


def _foreign_version(data: bytes) -> bytes:
    return data[:4] + (999).to_bytes(2, "little") + data[6:]


def _short_header(data: bytes) -> bytes:
    return data[:10]


def _garbage(data: bytes) -> bytes:
    return os.urandom(len(data))


def _zero(data: bytes) -> bytes:
    return b""


@pytest.mark.parametrize(
    "damage", [_truncate, _flip_payload_byte, _foreign_version, _short_header, _garbage, _zero]
)
def test_damaged_entry_is_a_miss_and_gets_rewritten(
    damage: Callable[[bytes], bytes], cache_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "mod.py"
    store_module(opened(cache_dir), path, b"VALUE = 1\n")
    [entry] = entries(cache_dir)
    entry.write_bytes(damage(entry.read_bytes()))

    cache = opened(cache_dir)
    assert load_module(cache, path, b"VALUE = 1\n") is None
    store_module(cache, path, b"VALUE = 1\n")
    assert load_module(opened(cache_dir), path, b"VALUE = 1\n") is not None


def test_unreadable_entry_is_a_miss(cache_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "mod.py"
    store_module(opened(cache_dir), path, b"VALUE = 1\n")
    [entry] = entries(cache_dir)
    entry.unlink()
    entry.mkdir()  # open() fails with IsADirectoryError even for root
    cache = opened(cache_dir)
    assert load_module(cache, path, b"VALUE = 1\n") is None
    store_module(cache, path, b"VALUE = 1\n")  # cannot replace a directory: silently no entry
    assert list(cache_dir.glob("??/*.tmp")) == []


# -- many processes --------------------------------------------------------------------------


def test_sixteen_concurrent_processes_share_one_directory(tmp_path: Path) -> None:
    cache_dir, src = tmp_path / "cache", tmp_path / "src"
    src.mkdir()
    env = clean_env(PYTHONPATH=str(REPO))
    for generation in range(2):  # the second round sees freshly changed sources
        for i in range(12):
            (src / f"m{i}.py").write_text(f"VALUE = {generation * 1000 + i}\n")
        go = tmp_path / f"go{generation}"
        procs = [
            subprocess.Popen(
                [sys.executable, "-m", "tests.cache.worker", str(cache_dir), str(src), str(go)],
                cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            )
            for _ in range(16)
        ]
        go.touch()
        outputs = [p.communicate(timeout=120) for p in procs]
        for proc, (out, err) in zip(procs, outputs):
            assert proc.returncode == 0, err
            assert err == ""
            assert json.loads(out)["hits"] >= 24  # rounds 2 and 3 always hit
        cache = opened(cache_dir)
        for i in range(12):
            path = src / f"m{i}.py"
            hit = load_module(cache, path, path.read_bytes(), module=f"m{i}",
                              options=PackageOptions(instrument=True))
            assert hit is not None and hit.code is not None
        assert list(cache_dir.glob("??/*.tmp")) == []
    assert len(entries(cache_dir)) == 24


# -- unwritable directories ------------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root ignores directory permissions")
def test_read_only_directory_disables_storing(cache_dir: Path, tmp_path: Path) -> None:
    cache = opened(cache_dir)
    cache_dir.chmod(0o555)
    try:
        path = tmp_path / "mod.py"
        store_module(cache, path, b"VALUE = 1\n")
        assert load_module(cache, path, b"VALUE = 1\n") is None
        assert opened(cache_dir) is not None  # still usable for reading
    finally:
        cache_dir.chmod(0o755)


@pytest.mark.parametrize("failing", ["replace", "open", "write"])
@pytest.mark.parametrize("code", [errno.EACCES, errno.EROFS, errno.ENOSPC])
def test_unwritable_or_full_disk_never_raises(
    failing: str, code: int, cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = opened(cache_dir)
    path = tmp_path / "mod.py"
    real = getattr(os, failing)
    calls = []

    def broken(*args: object, **kwargs: object) -> object:
        if failing == "open" and not (int(args[1]) & os.O_CREAT):  # type: ignore[call-overload]
            return real(*args, **kwargs)
        calls.append(args)
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, failing, broken)
    store_module(cache, path, b"VALUE = 1\n")
    store_module(cache, path, b"VALUE = 2\n")
    assert len(calls) == 1  # the first failure turns storing off for this process
    assert load_module(cache, path, b"VALUE = 1\n") is None
    cache.record_stats()
    monkeypatch.undo()
    assert list(cache_dir.glob("??/*.tmp")) == []
    assert entries(cache_dir) == []


def test_directory_that_cannot_be_created_warns_once(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.warns(HintWarning, match="cannot use cache directory") as record:
        assert Cache.open(str(blocker / "cache")) is None
    assert len(record) == 1


# -- ownership and permissions ---------------------------------------------------------------


def test_world_writable_directory_is_refused(cache_dir: Path) -> None:
    cache_dir.mkdir()
    cache_dir.chmod(0o777)
    with pytest.warns(HintWarning, match="world-writable") as record:
        assert Cache.open(str(cache_dir)) is None
    assert len(record) == 1
    assert not (cache_dir / "CACHEDIR.TAG").exists()


def test_warnings_as_errors_still_fail_open(cache_dir: Path) -> None:
    cache_dir.mkdir()
    cache_dir.chmod(0o777)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert Cache.open(str(cache_dir)) is None


def test_sticky_world_writable_directory_is_accepted(cache_dir: Path) -> None:
    cache_dir.mkdir()
    cache_dir.chmod(0o1777)
    assert Cache.open(str(cache_dir)) is not None


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="no user ids")
def test_directory_of_another_user_is_refused(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_dir.mkdir()
    uid = os.getuid()
    monkeypatch.setattr(os, "getuid", lambda: uid + 1)
    with pytest.warns(HintWarning, match="owned by another user"):
        assert Cache.open(str(cache_dir)) is None


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="no user ids")
def test_entry_of_another_user_is_refused_with_one_warning(
    cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = opened(cache_dir)
    store_module(cache, tmp_path / "a.py", b"A = 1\n", module="a")
    store_module(cache, tmp_path / "b.py", b"B = 1\n", module="b")
    uid = os.getuid()
    monkeypatch.setattr(os, "getuid", lambda: uid + 1)  # the entries now look foreign
    with pytest.warns(HintWarning, match="written by another user") as record:
        assert load_module(cache, tmp_path / "a.py", b"A = 1\n", module="a") is None
        assert load_module(cache, tmp_path / "b.py", b"B = 1\n", module="b") is None
    assert len(record) == 1


def test_tags_are_created(cache_dir: Path) -> None:
    opened(cache_dir)
    tag = (cache_dir / "CACHEDIR.TAG").read_bytes()
    assert tag.startswith(b"Signature: 8a477f597d28d172789f06886806bc55")
    assert (cache_dir / ".gitignore").read_text() == "*\n"
    assert not stat.S_IMODE(cache_dir.stat().st_mode) & stat.S_IWOTH


def test_created_directory_is_private_even_with_umask_zero(cache_dir: Path) -> None:
    old = os.umask(0)
    try:
        cache = Cache.open(str(cache_dir))
    finally:
        os.umask(old)
    assert cache is not None
    assert stat.S_IMODE(cache_dir.stat().st_mode) == 0o755


def test_cache_off(tmp_path: Path) -> None:
    for value in (None, "off", "OFF"):
        options = Options(cache_dir=value, project_root=str(tmp_path))
        assert open_cache(options) is None
    assert list(tmp_path.iterdir()) == []
    cache = open_cache(Options(cache_dir="c", project_root=str(tmp_path)))
    assert cache is not None and cache.directory == str(tmp_path / "c")


# -- eviction, stats, info -------------------------------------------------------------------


def test_eviction_removes_oldest_first(cache_dir: Path, tmp_path: Path) -> None:
    now = time.time()
    for i in range(6):  # m0 oldest ... m5 newest
        source = f"VALUE = {i}\n".encode()
        store_module(opened(cache_dir), tmp_path / f"m{i}.py", source, module=f"m{i}")
        # A scratch cache with only this module names its files (same keys, same layout).
        scratch = tmp_path / f"scratch{i}"
        store_module(opened(scratch), tmp_path / f"m{i}.py", source, module=f"m{i}")
        for f in entries(scratch) + entries(scratch, RECORD_SUFFIX):
            stamp = now - 1000 + i * 100
            os.utime(cache_dir / f.relative_to(scratch), (stamp, stamp))
    files = entries(cache_dir) + entries(cache_dir, RECORD_SUFFIX)
    assert len(files) == 12
    per_module = sum(f.stat().st_size for f in files) // 6
    small = opened(cache_dir, max_bytes=per_module * 9 // 2)  # evicts down to 90%
    store_module(small, tmp_path / "new.py", b"NEW = 1\n", module="new")  # first store evicts

    fresh = opened(cache_dir)
    alive = [
        load_module(fresh, tmp_path / f"m{i}.py", f"VALUE = {i}\n".encode(), module=f"m{i}")
        is not None
        for i in range(6)
    ]
    assert alive == [False, False, False, True, True, True]
    assert load_module(fresh, tmp_path / "new.py", b"NEW = 1\n", module="new") is not None
    assert small.evict() == 0  # under the limit now: nothing more to do


def test_eviction_removes_stale_temp_files(cache_dir: Path, tmp_path: Path) -> None:
    cache = opened(cache_dir)
    store_module(cache, tmp_path / "mod.py", b"VALUE = 1\n")
    [entry] = entries(cache_dir)
    stale = [entry.with_name(entry.name + ".1-0-abcdef.tmp"), cache_dir / "last-run.1-0-abcdef.tmp"]
    fresh = entry.with_name(entry.name + ".2-0-abcdef.tmp")
    # Named like temp files, but not framed as the cache frames its files: never deleted.
    foreign = [entry.with_name(entry.name + ".3-0-abcdef.tmp"), cache_dir / "notes.tmp"]
    old = time.time() - 2 * 3600
    # Cut short by a killed process: the start of the framing of what they were to become.
    stale[0].write_bytes(entry.read_bytes()[:30])
    stale[1].write_bytes(b"HLS\x1a\x02")
    fresh.write_bytes(entry.read_bytes()[:30])
    for f in foreign:
        f.write_bytes(b"partial")
    for f in [*stale, *foreign]:
        os.utime(f, (old, old))
    assert cache.evict() == 0
    assert [f.exists() for f in stale] == [False, False] and fresh.exists() and entry.exists()
    assert all(f.exists() for f in foreign)


def test_old_entries_are_touched_on_hit_recent_ones_are_not(
    cache_dir: Path, tmp_path: Path
) -> None:
    path = tmp_path / "mod.py"
    store_module(opened(cache_dir), path, b"VALUE = 1\n")
    [entry] = entries(cache_dir)
    recent = time.time() - 60
    os.utime(entry, (recent, recent))
    assert load_module(opened(cache_dir), path, b"VALUE = 1\n") is not None
    assert entry.stat().st_mtime == pytest.approx(recent)
    old = time.time() - 3 * 24 * 3600
    os.utime(entry, (old, old))
    assert load_module(opened(cache_dir), path, b"VALUE = 1\n") is not None
    assert entry.stat().st_mtime > recent


def test_info_clear_and_last_run(cache_dir: Path, tmp_path: Path) -> None:
    cache = opened(cache_dir)
    assert cache.info().entries == 0 and cache.info().last_run is None
    assert "not recorded" in format_info(cache.info())
    for i in range(3):
        path = tmp_path / f"m{i}.py"
        assert load_module(cache, path, b"X = 1\n", module=f"m{i}") is None
        store_module(cache, path, b"X = 1\n", module=f"m{i}")
    assert load_module(cache, tmp_path / "m0.py", b"X = 1\n", module="m0") is not None
    cache.record_stats()  # what atexit does

    info = opened(cache_dir).info()
    assert info.entries == 3 and info.size_bytes > 0
    assert info.last_run is not None
    assert (info.last_run.hits, info.last_run.misses, info.last_run.stores) == (1, 3, 3)
    text = format_info(info)
    assert "entries: 3" in text and "1 hits, 3 misses, hit rate 25%" in text

    assert opened(cache_dir).clear() == 3
    after = opened(cache_dir).info()
    assert after.entries == 0 and after.last_run is None
    assert (cache_dir / "CACHEDIR.TAG").exists() and not (cache_dir / STATS_FILE).exists()
    assert load_module(opened(cache_dir), tmp_path / "m0.py", b"X = 1\n", module="m0") is None


def test_stats_are_recorded_at_exit(cache_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "mod.py"
    store_module(opened(cache_dir), path, b"VALUE = 1\n")
    code = (
        "from hintloader.cache.store import Cache\n"
        "from hintloader.config.options import PackageOptions\n"
        f"c = Cache.open({str(cache_dir)!r})\n"
        f"c.load(b'VALUE = 1\\n', path={str(path)!r}, module='mod',"
        " options=PackageOptions(), instrument=True)\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=REPO, env=clean_env(PYTHONPATH=str(REPO)),
                   check=True)
    run = opened(cache_dir).info().last_run
    assert run is not None and (run.hits, run.misses, run.stores) == (1, 0, 0)


@pytest.fixture(autouse=True)
def _no_stats_from_tests(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Caches made in this process must not write stats into deleted temp dirs at exit."""
    monkeypatch.setattr(Cache, "_register_stats", lambda self: None)
    yield


# -- through the import hook -----------------------------------------------------------------

DEP_INT = "def f() -> int:\n    return 1\n"
DEP_INT_NEW_BODY = "def f() -> int:\n    return 2  # another body\n"
DEP_STR = 'def f() -> str:\n    return "a"\n'
USER = "from pkg.dep import f\nx: int = f()\n"


def _hooked_import(project: Path, cache_dir: Path) -> subprocess.Popen[str]:
    env = clean_env(HINTLOADER="1", HINTLOADER_PACKAGES="pkg", HINTLOADER_MODE="warn",
                    HINTLOADER_CACHE_DIR=str(cache_dir))
    return subprocess.Popen([sys.executable, "-c", "import pkg.use"], cwd=project, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _run_hooked(project: Path, cache_dir: Path, processes: int = 1) -> list[str]:
    procs = [_hooked_import(project, cache_dir) for _ in range(processes)]
    results = [(p, *p.communicate(timeout=240)) for p in procs]
    for proc, _out, err in results:
        assert proc.returncode == 0, err
    return [err for _proc, _out, err in results]


def _project(tmp_path: Path, dep: str) -> Path:
    package = tmp_path / "project" / "pkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "dep.py").write_text(dep)
    (package / "use.py").write_text(USER)
    return package.parent


def _last_run(cache_dir: Path) -> tuple[int, int]:
    run = opened(cache_dir).info().last_run
    assert run is not None
    return run.hits, run.misses


def test_hook_reports_cached_findings_and_follows_dependency_interfaces(tmp_path: Path) -> None:
    project = _project(tmp_path, DEP_INT)
    cache_dir = tmp_path / "cache"
    [cold] = _run_hooked(project, cache_dir)
    assert "[assignment]" not in cold and _last_run(cache_dir) == (0, 3)
    [warm] = _run_hooked(project, cache_dir)
    assert warm == cold and _last_run(cache_dir) == (3, 0)

    (project / "pkg" / "dep.py").write_text(DEP_INT_NEW_BODY)
    _run_hooked(project, cache_dir)
    assert _last_run(cache_dir) == (2, 1)  # only dep.py itself is checked again

    (project / "pkg" / "dep.py").write_text(DEP_STR)
    [changed] = _run_hooked(project, cache_dir)
    assert "use.py:2" in changed and "[assignment]" in changed
    assert _last_run(cache_dir) == (1, 2)  # dep.py and its importer
    [again] = _run_hooked(project, cache_dir)
    assert again == changed and _last_run(cache_dir) == (3, 0)  # warm reports it again


def test_sixteen_hooked_processes_import_a_freshly_changed_package(tmp_path: Path) -> None:
    project = _project(tmp_path, DEP_INT)
    cache_dir = tmp_path / "cache"
    for err in _run_hooked(project, cache_dir, processes=16):
        assert "[assignment]" not in err and "Traceback" not in err
    (project / "pkg" / "dep.py").write_text(DEP_STR)
    for err in _run_hooked(project, cache_dir, processes=16):
        assert "use.py:2" in err and "[assignment]" in err and "Traceback" not in err
    assert list(cache_dir.glob("??/*.tmp")) == []
    [warm] = _run_hooked(project, cache_dir)
    assert "[assignment]" in warm and _last_run(cache_dir) == (3, 0)


def test_failed_instrumentation_is_never_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure of hintloader's own is not a result: each start tries again (a fixed
    hintloader, or a passing cause, then succeeds) instead of replaying the failure."""
    import hintloader.runtime.instrument as instrument
    from hintloader.importing.pipeline import Pipeline

    calls: list[str] = []

    def broken(tree: ast.Module, *, module: str, path: str, options: PackageOptions) -> ast.Module:
        calls.append(module)
        raise RuntimeError("instrumenter bug")

    monkeypatch.setattr(instrument, "instrument_module", broken)
    path = tmp_path / "mod.py"
    source = b"def f(x: int) -> int:\n    return x\n"
    path.write_bytes(source)
    options = Options(defaults=PackageOptions(instrument=True))
    outcomes = []
    for _ in range(2):  # two starts: a fresh Cache object each time
        pipeline = Pipeline(options, opened(tmp_path / "cache"))
        outcomes.append(pipeline.analyse(source, path=str(path), module="mod"))
        assert pipeline.cache is not None
    assert calls == ["mod", "mod"]
    assert pipeline.cache.hits == 0 and entries(tmp_path / "cache") == []
    for outcome in outcomes:
        assert outcome.code is None
        assert [d.code for d in outcome.diagnostics] == ["internal-error"]
        assert "instrumenter bug" in outcome.diagnostics[0].message


@pytest.mark.parametrize("failure", ["timeout", "crash"])
def test_a_check_that_timed_out_or_crashed_is_never_cached(
    failure: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hintloader.checker.program import CheckTimeout, Program
    from hintloader.importing.pipeline import Pipeline

    calls: list[int] = []

    def fail(self: Program) -> None:
        calls.append(1)
        raise CheckTimeout if failure == "timeout" else RuntimeError("checker bug")

    monkeypatch.setattr(Program, "check_deadline", fail)
    path = tmp_path / "mod.py"
    source = ("x = 1\n" * 600).encode()  # enough expressions to reach the deadline check
    path.write_bytes(source)
    for _ in range(2):
        pipeline = Pipeline(Options(), opened(tmp_path / "cache"))
        outcome = pipeline.analyse(source, path=str(path), module="mod")
        assert [d.code for d in outcome.diagnostics] == ["internal-error"]
        assert pipeline.cache is not None and pipeline.cache.hits == 0
    assert len(calls) == 2
    assert entries(tmp_path / "cache") == []
    monkeypatch.undo()  # hintloader works again: the next start checks and caches
    pipeline = Pipeline(Options(), opened(tmp_path / "cache"))
    assert pipeline.analyse(source, path=str(path), module="mod").diagnostics == ()
    assert len(entries(tmp_path / "cache")) == 1
