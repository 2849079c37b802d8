"""The check command's work: find the files under the given paths and check them, in parallel."""

from __future__ import annotations

import fnmatch
import math
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hintloader.codes import INTERNAL_ERROR, SYNTAX
from hintloader.diagnostics import Diagnostic
from hintloader.options import Options
from hintloader.importing.pipeline import Pipeline
from hintloader.report.render import sorted_diagnostics

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext

    from hintloader.importing.pipeline import CacheLike

_SKIPPED_DIRS = frozenset(
    {".git", ".hg", ".svn", ".tox", ".nox", ".venv", "venv", "__pycache__", "node_modules",
     ".mypy_cache", ".pytest_cache", ".hintloader_cache", "build", "dist", "site-packages"}
)

#: Called with (files done, files in total) as the run advances.
ProgressCallback = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class SourceFile:
    path: str  # as the user will see it in diagnostics
    module: str
    search_root: str  # the folder the module name is relative to

    @property
    def absolute(self) -> str:
        """The path the checker and cache see: the checker names dependencies by absolute
        path, and the import hook caches under absolute paths, so entries are shared."""
        return os.path.abspath(self.path)


PackageMemo = dict[str, tuple[tuple[str, ...], str]]


def _package_of(folder: str, memo: PackageMemo) -> tuple[tuple[str, ...], str]:
    """(the package names from the search root down to ``folder``, the search root)."""
    known = memo.get(folder)
    if known is None:
        parent, name = os.path.split(folder)
        if name and (os.path.isfile(os.path.join(folder, "__init__.py"))
                     or os.path.isfile(os.path.join(folder, "__init__.pyi"))):
            parts, root = _package_of(parent, memo)
            known = (*parts, name), root
        else:
            known = (), folder
        memo[folder] = known
    return known


def module_name_for(path: str, memo: PackageMemo | None = None) -> tuple[str, str]:
    """The dotted module name of a file, walking up through package folders."""
    folder, filename = os.path.split(os.path.abspath(path))
    stem = filename[:-4] if filename.endswith(".pyi") else filename.removesuffix(".py")
    packages, root = _package_of(folder, {} if memo is None else memo)
    parts = packages if stem == "__init__" else (*packages, stem)
    return ".".join(parts) or stem, root


# A package's own files are read this far looking for an absolute import of it (see below).
_NAMESPACE_EVIDENCE_FILES = 64


def in_namespace_packages(files: Sequence[SourceFile]) -> list[SourceFile]:
    """The files renamed into the namespace packages they live in.

    A folder without ``__init__.py`` ends the walk up in :func:`module_name_for`, yet it may be a
    namespace package: poetry-core is ``poetry/core/...`` with no ``poetry/__init__.py``. Named
    ``core.x``, each file would be reached again as ``poetry.core.x`` by the package's own
    imports, a second module whose classes are foreign to the first's. A package is put under
    the folder when its own files import it so (``from poetry.core.x import y``); a plain source
    folder (``src/``) never is, as nothing imports ``src.mypkg``."""
    groups: dict[tuple[str, str], list[int]] = {}
    for index, source_file in enumerate(files):
        top = source_file.module.partition(".")[0]
        groups.setdefault((source_file.search_root, top), []).append(index)
    renamed = list(files)
    for (root, top), members in groups.items():
        prefix = ""
        while True:
            parent, namespace = os.path.split(root)
            if not (namespace.isidentifier() and parent) or not _imports_itself_under(
                    f"{namespace}.{prefix}{top}", [files[i].path for i in members]):
                break
            prefix, root = f"{namespace}.{prefix}", parent
        if prefix:
            for i in members:
                renamed[i] = SourceFile(files[i].path, prefix + files[i].module, root)
    return renamed


def _imports_itself_under(dotted: str, paths: Sequence[str]) -> bool:
    pattern = re.compile(rb"^[ \t]*(?:from|import)[ \t]+" + re.escape(dotted.encode()) + rb"\b", re.MULTILINE)
    for path in paths[:_NAMESPACE_EVIDENCE_FILES]:
        try:
            with open(path, "rb") as f:
                if pattern.search(f.read()):
                    return True
        except OSError:
            continue  # reported when the file is checked
    return False


def _excluded(path: str, patterns: Sequence[str], root: str | None = None) -> bool:
    """``exclude`` globs match the path as given, relative to the project root, or a name."""
    if not patterns:
        return False
    candidates = {path.replace(os.sep, "/")}
    if root is not None:
        relative = os.path.relpath(os.path.abspath(path), root)
        if not relative.startswith(".."):
            candidates.add(relative.replace(os.sep, "/"))
    name = os.path.basename(path)
    for p in patterns:
        p = p.rstrip("/")
        if fnmatch.fnmatchcase(name, p):
            return True
        for normal in candidates:
            if (fnmatch.fnmatchcase(normal, p) or fnmatch.fnmatchcase(normal, f"*/{p}")
                    or fnmatch.fnmatchcase(normal, f"{p}/*")
                    or fnmatch.fnmatchcase(normal, f"*/{p}/*")):
                return True
    return False


# -- .gitignore ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class IgnoreRule:
    base: str  # absolute folder of the .gitignore file, ending in a separator
    regex: re.Pattern[str]
    negate: bool
    dir_only: bool


def _glob_to_regex(pattern: str) -> str:
    """gitignore glob to regex: ``**`` spans folders, ``*``/``?`` stay inside one name."""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("/**", i) and i + 3 == len(pattern):
            out.append("/.*")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif ch == "*":
            out.append("[^/]*")
            i += 1
        elif ch == "?":
            out.append("[^/]")
            i += 1
        elif ch == "[":
            end = pattern.find("]", i + 2)
            if end == -1:
                out.append(re.escape(ch))
                i += 1
            else:
                body = pattern[i + 1:end]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append(f"[{body}]")
                i = end + 1
        elif ch == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
        else:
            out.append(re.escape(ch))
            i += 1
    return "".join(out)


def parse_gitignore(text: str, base: str) -> list[IgnoreRule]:
    """The rules of one .gitignore file: comments, ``!`` negation, trailing ``/`` for folders,
    a ``/`` at the start or middle to anchor to the file's folder, ``*``, ``?``, ``[...]``, ``**``."""
    rules: list[IgnoreRule] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if raw.endswith("\\ "):
            line += " "
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        if negate:
            line = line[1:]
        elif line.startswith("\\"):
            line = line[1:]
        dir_only = line.endswith("/")
        line = line.rstrip("/")
        if not line:
            continue
        anchored = "/" in line
        body = _glob_to_regex(line.lstrip("/"))
        regex = body if anchored else f"(?:.*/)?{body}"
        rules.append(IgnoreRule(os.path.join(base, ""), re.compile(f"{regex}\\Z", re.DOTALL),
                                negate, dir_only))
    return rules


def _read_gitignore(folder: str) -> list[IgnoreRule]:
    try:
        with open(os.path.join(folder, ".gitignore"), encoding="utf-8", errors="replace") as f:
            return parse_gitignore(f.read(), folder)
    except OSError:
        return []


def gitignored(path: str, is_dir: bool, rules: Sequence[IgnoreRule]) -> bool:
    """Whether the last matching rule (deeper .gitignore files come later) ignores ``path``."""
    ignored = False
    for rule in rules:
        # Paths come from the walk, below the rule's folder: slicing is enough (relpath is slow).
        if (rule.dir_only and not is_dir) or not path.startswith(rule.base):
            continue
        relative = path[len(rule.base):]
        if os.sep != "/":
            relative = relative.replace(os.sep, "/")
        if rule.regex.match(relative):
            ignored = not rule.negate
    return ignored


def _inherited_rules(folder: str) -> list[IgnoreRule]:
    """Rules of the .gitignore files above ``folder``, up to the repository root."""
    chain: list[str] = []
    current = os.path.dirname(folder)
    while True:
        chain.append(current)
        if os.path.exists(os.path.join(current, ".git")):
            break
        parent = os.path.dirname(current)
        if parent == current:
            # Not inside a repository: .gitignore files out here do not apply.
            return []
        current = parent
    rules: list[IgnoreRule] = []
    for outer in reversed(chain):
        rules.extend(_read_gitignore(outer))
    return rules


# -- discovery ----------------------------------------------------------------------------------

def _walk(top: str, exclude: Sequence[str], root: str | None) -> Iterator[str]:
    """The .py files under ``top`` in a stable order, pruning skipped and ignored folders."""
    absolute_top = os.path.abspath(top)
    start_rules = _inherited_rules(absolute_top)
    rules_by_folder: dict[str, list[IgnoreRule]] = {}
    for folder, dirs, files in os.walk(top):
        absolute = os.path.abspath(folder)
        parent_rules = rules_by_folder.get(os.path.dirname(absolute), start_rules)
        if absolute == absolute_top:
            parent_rules = start_rules
        rules = parent_rules + _read_gitignore(absolute) if ".gitignore" in files else parent_rules
        rules_by_folder[absolute] = rules
        dirs[:] = sorted(
            d for d in dirs
            if d not in _SKIPPED_DIRS and not d.startswith(".")
            and not d.endswith(".egg-info")
            and not gitignored(os.path.join(absolute, d), True, rules)
            and not _excluded(os.path.join(folder, d), exclude, root)
        )
        for name in sorted(files):
            if name.endswith(".py") and not gitignored(os.path.join(absolute, name), False, rules):
                yield os.path.join(folder, name)


def discover(
    paths: Iterable[str], exclude: Sequence[str] = (), root: str | None = None
) -> Iterator[SourceFile]:
    """Every .py file named or under a named folder, in a stable order, each once.

    Files named explicitly are checked even when .gitignore covers them; ``exclude`` applies
    to everything, so a pre-commit hook (which names files) honours it too."""
    seen: set[str] = set()
    # Per-folder memos: a tree of thousands of files has far fewer folders.
    real_folders: dict[str, str] = {}
    packages: PackageMemo = {}
    for given in paths:
        candidates = _walk(given, exclude, root) if os.path.isdir(given) else iter([given])
        for path in candidates:
            folder, name = os.path.split(path)
            real = real_folders.get(folder)
            if real is None:
                real = real_folders[folder] = os.path.realpath(folder or os.curdir)
            key = os.path.realpath(path) if os.path.islink(path) else os.path.join(real, name)
            if key in seen or _excluded(os.path.normpath(path), exclude, root):
                continue
            seen.add(key)
            module, search_root = module_name_for(path, packages)
            yield SourceFile(os.path.normpath(path), module, search_root)


# -- checking one file --------------------------------------------------------------------------

def _read(path: str) -> bytes | Diagnostic:
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError as exc:
        return Diagnostic(path, 1, None, "error", INTERNAL_ERROR.name,
                          f"cannot read file: {exc.strerror or exc}")


def cached_result(source_file: SourceFile, data: bytes, pipeline: Pipeline) -> list[Diagnostic] | None:
    """The cache's answer for this source, or None on a miss (or with no cache)."""
    cache = pipeline.cache
    if cache is None:
        return None
    options = pipeline.options.for_module(source_file.module)
    try:
        hit = cache.load(data, path=source_file.absolute, module=source_file.module,
                         options=options, instrument=options.instrument)
    except Exception:  # fail open: a cache problem is a miss
        return None
    if hit is not None:  # also a recorded instrumentation failure: same diagnostics
        return _as_shown(hit.diagnostics, source_file)
    return None


def _as_shown(diagnostics: Iterable[Diagnostic], source_file: SourceFile) -> list[Diagnostic]:
    """Diagnostics of the file under its absolute path renamed to the path the user gave."""
    absolute = source_file.absolute
    return [d.replace(path=source_file.path) if d.path == absolute else d for d in diagnostics]


def check_file(source_file: SourceFile, pipeline: Pipeline) -> list[Diagnostic]:
    """Check one file; unreadable or unparsable files become diagnostics, never exceptions."""
    path = source_file.path
    data = _read(path)
    if isinstance(data, Diagnostic):
        return [data]
    # A hit means the source parsed when it was stored, so the warm path skips parsing.
    hit = cached_result(source_file, data, pipeline)
    if hit is not None:
        return hit
    try:
        outcome = pipeline.analyse(data, path=source_file.absolute, module=source_file.module)
    except Exception as exc:  # the checker promises not to raise; be safe anyway
        return [Diagnostic(path, 1, None, "error", INTERNAL_ERROR.name,
                           f"{type(exc).__name__}: {exc}")]
    if isinstance(outcome.unparsable, SyntaxError):
        return [Diagnostic.from_syntax_error(path, outcome.unparsable)]
    if outcome.unparsable is not None:  # null bytes
        return [Diagnostic(path, 1, None, "error", SYNTAX.name, str(outcome.unparsable))]
    return _as_shown(outcome.diagnostics, source_file)


# -- the run ------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CheckRun:
    diagnostics: tuple[Diagnostic, ...]
    files_checked: int
    # The files that were checked (mode "off" modules are not), as diagnostics name them.
    paths: tuple[str, ...] = ()


# Set once per worker process by _init_worker; the pipeline (and its cache) lives for the pool.
_worker_pipeline: Pipeline | None = None


def _init_worker(options: Options, roots: tuple[str, ...], cache_dir: str | None,
                 max_bytes: int) -> None:
    global _worker_pipeline
    import signal

    # Ctrl-C is the parent's to handle; workers printing tracebacks would bury its message.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    cache: CacheLike | None = None
    if cache_dir is not None:
        from hintloader.cache.store import Cache

        cache = Cache.open(cache_dir, max_bytes=max_bytes)
    _worker_pipeline = Pipeline(options, cache, search_roots=roots)


def _check_chunk(files: list[SourceFile]) -> list[list[Diagnostic]]:
    assert _worker_pipeline is not None, "worker used before its initializer ran"
    return [check_file(f, _worker_pipeline) for f in files]


def default_jobs() -> int:
    """The CPUs this process may run on (a container's limit, not the host's count)."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        return max(1, len(affinity(0)))
    return os.cpu_count() or 1


def _chunks(files: Sequence[SourceFile], jobs: int) -> list[list[SourceFile]]:
    # Several small chunks per worker balance uneven files and keep the progress bar moving;
    # a chunk costs one small pickle each way, so per-file tasks would be wasteful.
    size = max(1, min(8, math.ceil(len(files) / (jobs * 8))))
    return [list(files[i:i + size]) for i in range(0, len(files), size)]


def _pool_context() -> BaseContext:
    import multiprocessing  # only parallel runs pay for it

    # fork starts workers with hintloader already imported (a few ms each); elsewhere
    # (macOS, Windows) the platform default is the safe choice.
    if sys.platform.startswith("linux"):
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


def _prewarm(options: Options, roots: tuple[str, ...]) -> None:
    """Check a tiny module before forking, so that what the checker loads once per process
    (builtins and typing stubs) is loaded once, not once in every worker."""
    try:
        Pipeline(options, None, search_roots=roots).analyse(
            b"import typing\n", path="<prewarm>", module="__hintloader_prewarm__")
    except Exception:  # only an optimisation
        pass


def _run_parallel(
    files: Sequence[SourceFile], options: Options, roots: tuple[str, ...],
    cache: CacheLike | None, jobs: int, progress: ProgressCallback | None,
) -> list[list[Diagnostic]]:
    from concurrent.futures import Future, ProcessPoolExecutor, as_completed

    cache_dir = getattr(cache, "directory", None)
    max_bytes = int(getattr(cache, "max_bytes", options.cache_max_bytes))
    order = _largest_first(files)
    chunks = _chunks([files[i] for i in order], jobs)
    context = _pool_context()
    if context.get_start_method() == "fork":
        _prewarm(options, roots)
    results: list[list[list[Diagnostic]] | None] = [None] * len(chunks)
    done = 0
    try:
        pool = ProcessPoolExecutor(
            max_workers=min(jobs, len(chunks)), mp_context=context,
            initializer=_init_worker, initargs=(options, roots, cache_dir, max_bytes),
        )
    except OSError:  # no processes to be had: everything runs in this one
        pool = None
    if pool is not None:
        try:
            futures: dict[Future[list[list[Diagnostic]]], int] = {
                pool.submit(_check_chunk, chunk): index for index, chunk in enumerate(chunks)
            }
            for future in as_completed(futures):
                index = futures[future]
                try:
                    results[index] = future.result()
                except Exception:  # a worker died (killed, out of memory): redone below
                    continue
                done += len(chunks[index])
                if progress is not None:
                    progress(done, len(files))
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
    pipeline = Pipeline(options, cache, search_roots=roots)
    flat: list[list[Diagnostic]] = []
    for index, chunk in enumerate(chunks):
        chunk_result = results[index]
        if chunk_result is None:
            chunk_result = [check_file(f, pipeline) for f in chunk]
            done += len(chunk)
            if progress is not None:
                progress(done, len(files))
        flat.extend(chunk_result)
    in_order: list[list[Diagnostic]] = [[] for _ in files]
    for position, index in enumerate(order):
        in_order[index] = flat[position]
    return in_order


def _largest_first(files: Sequence[SourceFile]) -> list[int]:
    """File indices, biggest file first: the long checks start early and small ones fill the
    gaps at the end, so that no worker is left with a big file while the others are idle."""
    def size(index: int) -> int:
        try:
            return os.stat(files[index].path).st_size
        except OSError:
            return 0

    return sorted(range(len(files)), key=size, reverse=True)


def check_paths(
    paths: Sequence[str],
    options: Options,
    cache: CacheLike | None = None,
    *,
    jobs: int = 1,
    progress: ProgressCallback | None = None,
) -> CheckRun:
    """Check every selected file under ``paths``; the result does not depend on ``jobs``."""
    discovered = in_namespace_packages(list(discover(paths, options.exclude, options.project_root)))
    files = [f for f in discovered if options.for_module(f.module).mode != "off"]
    # A root inside another comes first: its modules (a vendored ``_vendor/packaging``) are the
    # ones its files import, not the same names further up.
    roots = tuple(sorted(dict.fromkeys(f.search_root for f in discovered), key=lambda r: -r.count(os.sep)))
    pipeline = Pipeline(options, cache, search_roots=roots)
    per_file: list[list[Diagnostic] | None] = [None] * len(files)
    done = 0
    todo = list(range(len(files)))
    if jobs > 1 and len(files) > 1 and cache is not None:
        # Answer cache hits here: a warm run then starts no workers at all.
        todo = []
        for index, source_file in enumerate(files):
            data = _read(source_file.path)
            hit = None if isinstance(data, Diagnostic) else \
                cached_result(source_file, data, pipeline)
            if hit is None:
                todo.append(index)
            else:
                per_file[index] = hit
                done += 1
        if progress is not None and done:
            progress(done, len(files))
    if jobs > 1 and len(todo) > 1:
        results = _run_parallel([files[i] for i in todo], options, roots, cache, jobs,
                                _offset(progress, done, len(files)))
        for index, result in zip(todo, results):
            per_file[index] = result
    else:
        for index in todo:
            per_file[index] = check_file(files[index], pipeline)
            done += 1
            if progress is not None:
                progress(done, len(files))
    diagnostics = [d for result in per_file if result is not None for d in result]
    return CheckRun(tuple(sorted_diagnostics(diagnostics)), len(files),
                    tuple(f.path for f in files))


def _offset(progress: ProgressCallback | None, done: int, total: int) -> ProgressCallback | None:
    if progress is None:
        return None
    return lambda finished, _part: progress(done + finished, total)
