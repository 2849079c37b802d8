"""The check command's work: check the discovered files, in parallel, cached."""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hintloader.check.discover import SourceFile, discover, in_namespace_packages
from hintloader.codes import INTERNAL_ERROR, SYNTAX
from hintloader.config.options import Options
from hintloader.diagnostics import Diagnostic
from hintloader.gcpause import ModuleBatch
from hintloader.importing.pipeline import Pipeline
from hintloader.report.render import sorted_diagnostics

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext

    from hintloader.importing.pipeline import CacheLike

#: Called with (files done, files in total) as the run advances.
ProgressCallback = Callable[[int, int], None]


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


def _naming_compile_error(found: tuple[Diagnostic, ...], error: SyntaxError) -> tuple[Diagnostic, ...]:
    """The checker's findings when one of its errors is on the line the compiler rejects
    (``"async for" outside async function``): they name that error and any others like it,
    which the compiler stops before. Otherwise nothing: the SyntaxError alone is the finding."""
    if any(d.severity == "error" and d.line == error.lineno for d in found):
        return found
    return ()


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
        # Python's own error, as Python reports it; then the other places the checker names
        # that the compiler stopped before (as mypy names each of them).
        first = Diagnostic.from_syntax_error(path, outcome.unparsable)
        named = _naming_compile_error(outcome.behind_compile_error, outcome.unparsable)
        return [first, *_as_shown([d for d in named if d.line != first.line], source_file)]
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

        cache = Cache.open(cache_dir, max_bytes=max_bytes, project_root=options.project_root)
    _worker_pipeline = Pipeline(options, cache, search_roots=roots)


def _check_chunk(files: list[SourceFile]) -> list[list[Diagnostic]]:
    assert _worker_pipeline is not None, "worker used before its initializer ran"
    results = []
    with ModuleBatch() as batch:
        for source_file in files:
            batch.next_module()
            results.append(check_file(source_file, _worker_pipeline))
    return results


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
        with ModuleBatch() as batch:
            for index in todo:
                batch.next_module()
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
