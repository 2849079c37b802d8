"""On-disk cache of check results and code objects, keyed by content hash and dependency interfaces."""

from __future__ import annotations

import marshal
import os
import sys
import time

from hintloader._version import __version__
from hintloader.cache.files import (
    CACHEDIR_TAG,
    ENTRIES_FILE,
    ENTRIES_MAGIC,
    ENTRY_MAGIC,
    ENTRY_SUFFIX,
    KEY_SIZE,
    RECORD_MAGIC,
    READ_FLAGS,
    RECORD_SUFFIX,
    SOURCES_FILE,
    SOURCES_MAGIC,
    STATS_FILE,
    STATS_MAGIC,
    STUB_MAGIC,
    STUB_SUFFIX,
    TEMP_SUFFIX,
    UNWRITABLE,
    blake2b,
    checker_source_fingerprint,
    environment_fingerprint,
    framed,
    owned_by_us,
    python_magic,
    read_all,
    read_file,
    stubs_fingerprint,
    unframe,
    unlink,
    write_atomic,
)
from hintloader.cache.entries import EntryTable
from hintloader.cache.sources import SourceIndex, signature
from hintloader.cache.folder import GITIGNORE, GITIGNORE_TEXT, TAG_FILE, adoption_problem, own_files, provably_ours, read_secret
from hintloader.diagnostics import Diagnostic
from hintloader.config.options import Options, PackageOptions
from hintloader.record import Record

TYPE_CHECKING = False  # typing itself is not needed at run time
if TYPE_CHECKING:
    import types

    from hintloader.cache.stats import CacheInfo, RunStats, format_info
    from hintloader.results import CheckResult, Dependency

__all__ = ["Cache", "CacheInfo", "CachedModule", "RunStats", "format_info", "open_cache"]

DEFAULT_MAX_BYTES = 256 * 2**20
# Refresh an entry's mtime on a hit at most this often: eviction is "least recently used"
# to within a day without a metadata write on every warm import.
TOUCH_AFTER_SECONDS = 24 * 3600
# Scan for eviction on the first store of a process and then every this many stores.
EVICT_EVERY = 64
# Evict down to this fraction of the limit so the next stores do not evict again at once.
EVICT_TARGET = 0.9
STALE_TEMP_SECONDS = 3600
# The run statistics are rewritten when they change, or at least this often.
STATS_REFRESH_SECONDS = 3600
# Dependency sources held for the loader's imminent read of the same file (see _unclaimed).
MAX_UNCLAIMED = 256

DiagnosticTuple = tuple[str, int, "int | None", str, str, str, "int | None", "int | None"]


class CachedModule(Record):
    """What a warm hit gives the loader back."""

    __slots__ = ("diagnostics", "interface_fingerprint", "dependencies", "code")
    diagnostics: tuple[Diagnostic, ...]
    interface_fingerprint: str
    dependencies: tuple[Dependency, ...]
    code: types.CodeType | None

    def __init__(
        self,
        diagnostics: tuple[Diagnostic, ...],
        interface_fingerprint: str,
        dependencies: tuple[Dependency, ...],
        code: types.CodeType | None,
    ) -> None:
        self._init(diagnostics=diagnostics, interface_fingerprint=interface_fingerprint,
                   dependencies=dependencies, code=code)


def open_cache(options: Options) -> Cache | None:
    """The cache the options ask for: None when ``cache-dir`` is off or the directory is refused."""
    directory = options.cache_dir
    if directory is None or directory.strip().lower() in ("", "off"):
        return None
    if options.project_root is not None and not os.path.isabs(directory):
        directory = os.path.join(options.project_root, directory)
    return Cache.open(directory, max_bytes=options.cache_max_bytes, project_root=options.project_root)


class Cache:
    """One cache directory. Every public method fails open: errors mean a miss, never a raise."""

    def __init__(self, directory: str, *, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.directory = directory
        self.max_bytes = max_bytes
        # Uninstrumented code normally comes from Python's own pyc; see .
        self.cache_plain_code = False
        self.hits = 0
        self.misses = 0
        self.stores = 0
        # Prepared typeshed stubs found and not found (load_stub).
        self.stub_hits = 0
        self.stub_misses = 0
        self._writable = True
        self._warned_foreign = False
        self._stats_registered = False
        self._prefix: bytes | None = None
        self._secret: bytes | None = None
        self._secret_read = False
        self._temp_serial = 0
        # Per-process memos: file path -> digest of its source as last seen, and
        # (digest, path, module) -> interface fingerprint.
        self._path_digests: dict[str, bytes] = {}
        # Files whose hit ``load_known`` counted: when Python needs their source after all (no
        # valid .pyc), the ``load`` that follows is the same lookup, not a second hit.
        self._counted_known: set[str] = set()
        # Files whose hit load_known served: their stat and the dependencies' paths (replay_proofs).
        self._known_hits: dict[str, tuple[tuple[int, int, int, int], tuple[str, ...]]] = {}
        self._interfaces: dict[tuple[bytes, str, str], str] = {}
        self._options_fingerprints: dict[PackageOptions, str] = {}
        self._last_options: tuple[PackageOptions, str] | None = None
        # Dependency sources read for validation, kept until the loader brings the same bytes
        # (usually moments later, when the dependency is imported): a compare beats a rehash.
        self._unclaimed: dict[str, bytes] = {}
        self._last_source: tuple[str, bytes, bytes] | None = None
        # Sources known by their stat (one table per folder, read at the first lookup).
        self._sources = SourceIndex(lambda: self._read_table(SOURCES_FILE, SOURCES_MAGIC),
                                    lambda payload: self._write_table(SOURCES_FILE, SOURCES_MAGIC, payload))
        # Entries and records looked up before, read together at the first lookup.
        self._entries = EntryTable(lambda: self._read_table(ENTRIES_FILE, ENTRIES_MAGIC),
                                   lambda payload: self._write_table(ENTRIES_FILE, ENTRIES_MAGIC, payload))

    # -- opening ------------------------------------------------------------------------------

    @classmethod
    def open(
        cls, directory: str, *, max_bytes: int = DEFAULT_MAX_BYTES, project_root: str | None = None
    ) -> Cache | None:
        """Open (creating if needed) a cache directory, or None with one warning if refused.

        hintloader takes only a new or empty folder, or one that carries its CACHEDIR.TAG;
        never the project root, and never a folder (or a link) of another user."""
        try:
            directory = os.path.abspath(directory)
            problem = adoption_problem(directory, project_root)
            if problem is not None:
                _warn(f"hintloader: not using cache directory {directory}: {problem}; "
                      "running without a cache")
                return None
            cache = cls(directory, max_bytes=max_bytes)
            cache._ensure_tags()
            return cache
        except (OSError, ValueError) as exc:
            _warn(f"hintloader: cannot use cache directory {directory}: {exc}")
            return None

    def _ensure_tags(self) -> None:
        # The tag first: it is what marks the folder as hintloader's.
        for name, content in ((TAG_FILE, CACHEDIR_TAG), (GITIGNORE, GITIGNORE_TEXT)):
            target = os.path.join(self.directory, name)
            if not os.path.exists(target):
                try:
                    self._write_atomic(target, content)
                except OSError as exc:  # a read-only cache can still serve hits
                    self._note_write_error(exc)

    # -- keys ---------------------------------------------------------------------------------

    def _static_prefix(self) -> bytes:
        """What every key shares in this process: versions of hintloader, Python, the stubs
        and the installed distributions."""
        if self._prefix is None:
            parts = (__version__, checker_source_fingerprint(), stubs_fingerprint(),
                     environment_fingerprint(), "")
            self._prefix = python_magic() + "\0".join(parts).encode()
        return self._prefix

    def _source_digest(self, source: bytes, path: str) -> bytes:
        """Digest of the bytes the loader read from ``path``, remembered for dependents."""
        last = self._last_source
        if last is not None and last[1] is source and last[0] == path:
            return last[2]  # store() right after a missed load()
        seen = self._unclaimed.pop(path, None)
        digest = self._path_digests.get(path)
        if digest is None or seen is None or seen != source:
            digest = blake2b(source, digest_size=KEY_SIZE).digest()
        self._path_digests[path] = digest
        self._last_source = (path, source, digest)
        return digest

    def _entry_key(
        self, digest: bytes, path: str, module: str, options: PackageOptions, instrument: bool
    ) -> bytes:
        last = self._last_options
        if last is not None and last[0] is options:  # usually one object for every module
            fingerprint = last[1]
        else:
            fingerprint = self._options_fingerprints.get(options) or options.fingerprint()
            self._options_fingerprints[options] = fingerprint
            self._last_options = (options, fingerprint)
        text = f"{path}\0{module}\0{fingerprint}\0{int(instrument)}"
        h = blake2b(self._static_prefix(), digest_size=KEY_SIZE)
        h.update(digest)
        h.update(text.encode("utf-8", "surrogatepass"))
        return h.digest()

    def _record_key(self, digest: bytes, path: str, module: str) -> bytes:
        h = blake2b(b"interface\0" + self._static_prefix(), digest_size=KEY_SIZE)
        h.update(digest)
        h.update(f"{path}\0{module}".encode("utf-8", "surrogatepass"))
        return h.digest()

    def _file_for(self, key: bytes, suffix: str) -> str:
        name = key.hex()
        return f"{self.directory}{os.sep}{name[:2]}{os.sep}{name}{suffix}"

    # -- load ---------------------------------------------------------------------------------

    def load_known(
        self, *, path: str, module: str, options: PackageOptions, instrument: bool,
        stamp: os.stat_result,
    ) -> CachedModule | None:
        """The cached result for the file at ``path`` if its stat is known with its digest
        (no read); else None, and the caller reads the source and calls ``load`` (which counts
        the lookup)."""
        if not self._stats_registered:
            self._register_stats()
        try:
            digest = self._sources.digest(path, stamp)
            if digest is None:
                return None
            hit = self._load_digest(digest, path, module, options, instrument)
        except Exception:  # fail open
            _debug("cache lookup of %s failed", module, exc_info=True)
            return None
        if hit is not None:
            self._path_digests[path] = digest
            self._counted_known.add(path)
            self._known_hits[path] = (signature(stamp), tuple(d.path for d in hit.dependencies))
            self.hits += 1
        return hit

    def replay_proofs(
        self, path: str
    ) -> tuple[tuple[int, int, int, int], tuple[tuple[str, tuple[int, int, int, int]], ...]] | None:
        """For a file whose hit load_known served: its stat, and the stats of the files its
        entry's dependencies are now, each known to ``sources`` with the digest this process
        used (so the same stats prove the same hit later); None when one is not."""
        known = self._known_hits.get(path)
        if known is None:
            return None
        stamp, dependency_paths = known
        proven: list[tuple[str, tuple[int, int, int, int]]] = []
        for dependency in dependency_paths:
            digest = self._path_digests.get(dependency)
            try:
                st = os.stat(dependency)
            except OSError:
                return None
            if digest is None or self._sources.digest(dependency, st) != digest:
                return None
            proven.append((dependency, signature(st)))
        return stamp, tuple(proven)

    def load(
        self, source: bytes, *, path: str, module: str, options: PackageOptions, instrument: bool,
        stamp: os.stat_result | None = None,
    ) -> CachedModule | None:
        """The cached result for exactly this source and setting, if still valid; else None.
        ``stamp``: the file's stat taken before ``source`` was read (then it is known by it)."""
        if not self._stats_registered:
            self._register_stats()
        try:
            if stamp is not None:
                self._sources.note(path, stamp, self._source_digest(source, path))
            hit = self._load(source, path, module, options, instrument)
        except Exception:  # fail open: a broken entry must never break an import
            _debug("cache lookup of %s failed", module, exc_info=True)
            hit = None
        if path in self._counted_known:
            self._counted_known.discard(path)
            if hit is None:  # the file changed in between: the known hit was no hit after all
                self.hits -= 1
                self.misses += 1
        elif hit is None:
            self.misses += 1
        else:
            self.hits += 1
        return hit

    def _load(
        self, source: bytes, path: str, module: str, options: PackageOptions, instrument: bool
    ) -> CachedModule | None:
        return self._load_digest(self._source_digest(source, path), path, module, options,
                                 instrument)

    def _load_digest(
        self, digest: bytes, path: str, module: str, options: PackageOptions, instrument: bool
    ) -> CachedModule | None:
        key = self._entry_key(digest, path, module, options, instrument)
        remembered = self._entries.get(key)
        if remembered is not None:
            hit = self._decoded(remembered, module)
            if hit is not None:
                return hit
            # Its dependencies changed since: the entry's file may hold a newer result.
        filename = self._file_for(key, ENTRY_SUFFIX)
        read = self._read_verified(filename, ENTRY_MAGIC, key)
        if read is None:
            if remembered is not None:
                self._entries.forget(key)
            return None
        payload, mtime = read
        if time.time() - mtime > TOUCH_AFTER_SECONDS:
            self._touch(filename)
        if payload == remembered:
            return None
        self._entries.note(key, payload)
        return self._decoded(payload, module)

    def _decoded(self, payload: bytes, module: str) -> CachedModule | None:
        """An entry's payload, if the interfaces of its dependencies are still those it saw."""
        diagnostics_data, interface, dependency_data, code = marshal.loads(payload)
        for dep_module, dep_path, dep_interface in dependency_data:
            if self._interface_of(dep_path, dep_module) != dep_interface:
                _debug("%s: dependency %s changed its interface", module, dep_module)
                return None
        dependencies: tuple[Dependency, ...] = ()
        if dependency_data:
            from hintloader.results import Dependency

            dependencies = tuple(Dependency(*item) for item in dependency_data)
        return CachedModule(
            diagnostics=tuple(Diagnostic(*item) for item in diagnostics_data),
            interface_fingerprint=interface,
            dependencies=dependencies,
            code=code,
        )

    def _folder_secret(self) -> bytes | None:
        """The key of every checksum in this folder (read or made once per process)."""
        if not self._secret_read:
            self._secret_read = True
            self._secret = read_secret(self.directory)
            if self._secret is None:
                _debug("no secret in %s: nothing is read from or written to it", self.directory)
                self._writable = False
        return self._secret

    def _read_verified(self, filename: str, magic: bytes, key: bytes) -> tuple[bytes, float] | None:
        """The payload of a well-formed file of ours for ``key`` and its mtime, else None."""
        secret = self._folder_secret()
        if secret is None:
            return None
        try:
            fd = os.open(filename, READ_FLAGS)
        except FileNotFoundError:
            return None
        try:
            st = os.fstat(fd)
            if not self._owned(st, filename):
                return None
            data = read_all(fd, st.st_size)
        finally:
            os.close(fd)
        payload = unframe(data, magic, key, secret)
        if payload is None:
            _debug("cache file %s is truncated, corrupt, of another format version or written "
                   "by another cache", filename)
            return None
        return payload, st.st_mtime

    def _owned(self, st: os.stat_result, filename: str) -> bool:
        """Marshalled code from another user's file would run their code: refuse it."""
        if owned_by_us(st):
            return True
        if not self._warned_foreign:
            self._warned_foreign = True
            _warn(f"hintloader: ignoring cache entry {filename} written by another user")
        return False

    def _interface_of(self, path: str, module: str) -> str | None:
        """The interface fingerprint of the file now at ``path``; None if it cannot be read."""
        digest = self._path_digests.get(path)
        if digest is None:
            try:
                st = os.stat(path)
                digest = self._sources.digest(path, st)
                if digest is None:
                    source = read_file(path)
                    digest = blake2b(source, digest_size=KEY_SIZE).digest()
                    self._sources.note(path, st, digest)
                    if len(self._unclaimed) >= MAX_UNCLAIMED:  # never imported: let go
                        self._unclaimed.clear()
                    self._unclaimed[path] = source
            except OSError:
                return None
            self._path_digests[path] = digest
        memo = (digest, path, module)
        known = self._interfaces.get(memo)
        if known is not None:
            return known
        key = self._record_key(digest, path, module)
        payload = self._entries.get(key)  # a record's key never equals an entry's
        if payload is None:
            read = self._read_verified(self._file_for(key, RECORD_SUFFIX), RECORD_MAGIC, key)
            if read is not None:
                payload = read[0]
                self._entries.note(key, payload)
        if payload is not None:
            known = payload.decode("utf-8")
        else:
            known = self._compute_interface(digest, path, module)
            if known is None:
                return None
            self._write_record(key, known)
        self._interfaces[memo] = known
        return known

    def _compute_interface(self, digest: bytes, path: str, module: str) -> str | None:
        """No record yet (a dependency never stored, or an edited one): ask the checker."""
        try:
            source = self._unclaimed.get(path)
            if source is None:
                source = read_file(path)
                # Edited since this process hashed it: a record would pair digest and interface
                # of two different sources.
                if blake2b(source, digest_size=KEY_SIZE).digest() != digest:
                    return None
            from hintloader.checker import decode_source, interface_fingerprint
            from hintloader.checker.stubs import parse_for_check

            # Parsed as the checker parses it: its type comments are part of its interface.
            tree = parse_for_check(source, path, decode_source(source))
            return interface_fingerprint(tree, path=path, module=module, search_path=_search_path())
        except Exception:  # unparsable, unreadable or a checker failure: a miss
            _debug("cannot fingerprint the interface of %s", path, exc_info=True)
            return None

    def _touch(self, filename: str) -> None:
        try:
            os.utime(filename)
        except OSError:
            pass

    # -- typeshed stubs (hintloader.checker.stubs.StubStore) -----------------------------------

    def _stub_key(self, key: str) -> bytes:
        h = blake2b(b"stub\0" + self._static_prefix(), digest_size=KEY_SIZE)
        h.update(key.encode("utf-8", "surrogatepass"))
        return h.digest()

    def load_stub(self, key: str) -> bytes | None:
        """A prepared stub kept by an earlier process, by the checker's key (the stub's path
        and target); the checker compares the file's stat recorded inside. Never raises."""
        try:
            file_key = self._stub_key(key)
            filename = self._file_for(file_key, STUB_SUFFIX)
            read = self._read_verified(filename, STUB_MAGIC, file_key)
        except (OSError, ValueError):
            read = None
        if read is None:
            self.stub_misses += 1
            return None
        self.stub_hits += 1
        if time.time() - read[1] > TOUCH_AFTER_SECONDS:
            self._touch(filename)
        return read[0]

    def store_stub(self, key: str, payload: bytes) -> None:
        """Keep a prepared stub for later processes. Never raises."""
        secret = self._folder_secret()
        if not self._writable or secret is None:
            return
        file_key = self._stub_key(key)
        try:
            self._write_atomic(self._file_for(file_key, STUB_SUFFIX),
                               framed(STUB_MAGIC, file_key, payload, secret))
        except OSError as exc:
            self._note_write_error(exc)

    # -- store --------------------------------------------------------------------------------

    def store(
        self,
        source: bytes,
        *,
        path: str,
        module: str,
        options: PackageOptions,
        instrument: bool,
        result: CheckResult,
        code: types.CodeType | None,
    ) -> None:
        """Record a fresh result (and its code when instrumented). Never raises."""
        if not self._writable:
            return
        try:
            self._store(source, path, module, options, instrument, result, code)
        except OSError as exc:
            self._note_write_error(exc)
        except Exception:  # e.g. an unmarshallable constant: just do not cache it
            _debug("caching %s failed", module, exc_info=True)

    def _store(
        self,
        source: bytes,
        path: str,
        module: str,
        options: PackageOptions,
        instrument: bool,
        result: CheckResult,
        code: types.CodeType | None,
    ) -> None:
        secret = self._folder_secret()
        if secret is None:
            return
        digest = self._source_digest(source, path)
        key = self._entry_key(digest, path, module, options, instrument)
        if not (instrument or self.cache_plain_code):
            code = None
        payload = marshal.dumps(
            (
                tuple(_diagnostic_tuple(d) for d in result.diagnostics),
                result.interface_fingerprint,
                tuple((d.module, d.path, d.interface_fingerprint) for d in result.dependencies),
                code,
            )
        )
        self._write_atomic(self._file_for(key, ENTRY_SUFFIX), framed(ENTRY_MAGIC, key, payload, secret))
        self._entries.stored(key, payload)
        memo = (digest, path, module)
        if self._interfaces.get(memo) != result.interface_fingerprint:
            self._write_record(self._record_key(digest, path, module), result.interface_fingerprint)
            self._interfaces[memo] = result.interface_fingerprint
        self.stores += 1
        if self.stores % EVICT_EVERY == 1:
            self.evict()

    def _write_record(self, key: bytes, interface: str) -> None:
        secret = self._folder_secret()
        if not self._writable or secret is None:
            return
        try:
            payload = interface.encode("utf-8")
            self._write_atomic(self._file_for(key, RECORD_SUFFIX),
                               framed(RECORD_MAGIC, key, payload, secret))
            self._entries.stored(key, payload)
        except OSError as exc:
            self._note_write_error(exc)

    def _write_atomic(self, target: str, data: bytes) -> None:
        # pid alone can repeat across containers sharing the directory, hence the random part.
        self._temp_serial += 1
        write_atomic(target, data, f"{os.getpid()}-{self._temp_serial}-{os.urandom(3).hex()}")

    def _note_write_error(self, exc: OSError) -> None:
        # On Windows, replacing a file another process has open is a passing PermissionError.
        transient = sys.platform == "win32" and isinstance(exc, PermissionError)
        if exc.errno in UNWRITABLE and not transient:
            self._writable = False
        _debug("cache write in %s failed: %s", self.directory, exc)

    # -- eviction, stats, info ----------------------------------------------------------------
    # Only files that carry the cache's naming and framing are ever deleted (folder.py).

    def _files(self) -> list[tuple[str, os.stat_result]]:
        """Entries, records, temp files and the run statistics, by their names."""
        return own_files(self.directory)

    def evict(self) -> int:
        """Delete the oldest files while the cache is over ``max_bytes``; return how many."""
        try:
            files = self._files()
        except OSError:
            return 0
        now = time.time()
        kept: list[tuple[float, int, str]] = []
        total = 0
        for path, st in files:
            if path.endswith(TEMP_SUFFIX):
                if now - st.st_mtime > STALE_TEMP_SECONDS and provably_ours(path):
                    unlink(path)  # left by a killed process
                continue
            if path.endswith((ENTRY_SUFFIX, RECORD_SUFFIX, STUB_SUFFIX)):
                kept.append((st.st_mtime, st.st_size, path))
                total += st.st_size
        if total <= self.max_bytes:
            return 0
        removed = 0
        target = self.max_bytes * EVICT_TARGET
        for _mtime, size, path in sorted(kept):
            if total <= target:
                break
            if provably_ours(path) and unlink(path):
                removed += 1
            total -= size  # deleted, or not the cache's to count
        return removed

    def _register_stats(self) -> None:
        self._stats_registered = True
        from hintloader.gcpause import at_exit_without_collection

        at_exit_without_collection(self.record_stats)

    def _read_table(self, name: str, magic: bytes) -> bytes | None:
        """The payload of the folder's table ``name`` (``sources``, ``entries``), if intact."""
        read = self._read_verified(os.path.join(self.directory, name), magic, bytes(KEY_SIZE))
        return None if read is None else read[0]

    def _write_table(self, name: str, magic: bytes, payload: bytes) -> None:
        secret = self._folder_secret()
        if self._writable and secret is not None:
            self._write_atomic(os.path.join(self.directory, name), framed(magic, bytes(KEY_SIZE), payload, secret))

    def record_stats(self) -> None:
        """Save this process's hit/miss counts for ``hintloader cache info``, and what it learnt
        of source files (run at exit). The counts of a run like the last one recorded, within
        the hour, are not written again: a warm start writes nothing."""
        if not (self.hits or self.misses) or not self._writable:
            return
        secret = self._folder_secret()
        if secret is None:
            return
        for table in (self._sources, self._entries):
            try:
                table.save()
            except OSError as exc:
                self._note_write_error(exc)
        counts = (self.hits, self.misses, self.stores)
        read = self._read_verified(os.path.join(self.directory, STATS_FILE), STATS_MAGIC,
                                   bytes(KEY_SIZE))
        try:
            recorded = marshal.loads(read[0]) if read is not None else None
            if (isinstance(recorded, tuple) and tuple(recorded[:3]) == counts
                    and time.time() - float(recorded[3]) < STATS_REFRESH_SECONDS):
                return
        except Exception:  # unreadable: write it anew
            pass
        payload = marshal.dumps((*counts, time.time()))
        try:
            self._write_atomic(os.path.join(self.directory, STATS_FILE),
                               framed(STATS_MAGIC, bytes(KEY_SIZE), payload, secret))
        except OSError as exc:
            self._note_write_error(exc)

    def _last_run(self) -> RunStats | None:
        from hintloader.cache.stats import RunStats

        read = self._read_verified(os.path.join(self.directory, STATS_FILE), STATS_MAGIC,
                                   bytes(KEY_SIZE))
        if read is None:
            return None
        try:
            hits, misses, stores, finished = marshal.loads(read[0])
            return RunStats(int(hits), int(misses), int(stores), float(finished))
        except Exception:  # unreadable: nothing recorded
            return None

    def info(self) -> CacheInfo:
        from hintloader.cache.stats import CacheInfo

        size = entries = 0
        try:
            files = self._files()
        except OSError:
            files = []
        for path, st in files:
            if path.endswith((ENTRY_SUFFIX, RECORD_SUFFIX, STUB_SUFFIX)):
                size += st.st_size
                entries += path.endswith(ENTRY_SUFFIX)
        return CacheInfo(self.directory, size, entries, self.max_bytes, self._last_run())

    def clear(self) -> int:
        """Remove every entry, record and the run stats that are provably the cache's own;
        return the number of entries removed. The tags and the secret stay."""
        removed = 0
        try:
            files = self._files()
        except OSError:
            files = []
        emptied: set[str] = set()
        for path, _st in files:
            if provably_ours(path) and unlink(path):
                removed += path.endswith(ENTRY_SUFFIX)
                emptied.add(os.path.dirname(path))
        emptied.discard(self.directory)
        for shard in emptied:
            try:
                os.rmdir(shard)  # only when nothing else is left in it
            except OSError:
                pass
        return removed

def _search_path() -> tuple[str, ...]:
    return tuple(p if p else os.getcwd() for p in sys.path if isinstance(p, str))


def _diagnostic_tuple(d: Diagnostic) -> DiagnosticTuple:
    return (d.path, d.line, d.column, d.severity, d.code, d.message, d.end_line, d.end_column)


def _warn(message: str) -> None:
    # Shown at the user's import that opened the cache, not here; fails open under -W error.
    from hintloader.report.notices import notice

    notice(message)


def _debug(message: str, *args: object, exc_info: bool = False) -> None:
    # Importing logging costs ~3 ms; if nothing imported it, no handler could show the message.
    logging = sys.modules.get("logging")
    if logging is None:
        return
    logging.getLogger("hintloader.cache").debug(message, *args, exc_info=exc_info)


def __getattr__(name: str) -> object:
    # The statistics types cost ~2 ms to define and only ``hintloader cache info`` needs them.
    if name in ("CacheInfo", "RunStats", "format_info"):
        from hintloader.cache import stats

        return getattr(stats, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
