"""The background checker: one process per program, started by hintloader.importing.background.

It reads jobs (a module's path, name and source digest) from its stdin, checks each module with
the same Pipeline and cache as an import that waits, and writes each module's findings to its
stdout; the program prints them. The cache entries it stores make the program's next run warm.

It never outlives the program by more than the program's wait bound: when its stdin closes (the
program is exiting, or has died) it finishes what it can within that bound and then ends,
whatever it is doing.
"""

from __future__ import annotations

import os
import signal
import sys

from hintloader.importing.channel import FORMAT, read_frame, write_frame

TYPE_CHECKING = False
if TYPE_CHECKING:
    from hintloader.diagnostics import Diagnostic
    from hintloader.importing.pipeline import Pipeline

__all__ = ["CHECKED", "CHANGED", "FAILED", "main"]

JOBS_FD = 0
RESULTS_FD = 1
# A result's status: checked (findings follow), changed since the program read it (the file
# on disk is not what was loaded: nothing to say), or the check failed.
CHECKED, CHANGED, FAILED = 0, 1, 2

_END = None


def _diagnostic_tuple(d: Diagnostic) -> tuple[object, ...]:
    return (d.path, d.line, d.column, d.severity, d.code, d.message, d.end_line, d.end_column)


def check_job(pipeline: Pipeline, job: tuple[object, ...]) -> tuple[object, ...]:
    """One job's result frame: (path, module, status, diagnostics)."""
    from hintloader.record import blake2b

    path, module, digest, runtime = job[:4]
    assert isinstance(path, str) and isinstance(module, str)
    try:
        stamp = os.stat(path)
        with open(path, "rb") as stream:
            source = stream.read()
    except OSError:
        return (path, module, CHANGED, ())
    if blake2b(source, digest_size=16).digest() != digest:
        return (path, module, CHANGED, ())
    try:
        outcome = pipeline.analyse(source, path=path, module=module, runtime=bool(runtime),
                                   stamp=stamp)
    except Exception:  # the checker's own failure: the program reports nothing for it
        return (path, module, FAILED, ())
    return (path, module, CHECKED, tuple(_diagnostic_tuple(d) for d in outcome.diagnostics))


def _max_fd() -> int:
    try:
        return int(os.sysconf("SC_OPEN_MAX"))
    except (AttributeError, OSError, ValueError):
        return 256


def _read_jobs(queue: list[object], ready: object, wait: float) -> None:
    """Drain stdin into ``queue`` (so the program's writes never block on a busy checker);
    at its end, give the checks ``wait`` seconds more, then end the process."""
    import threading
    import time

    assert isinstance(ready, threading.Condition)
    try:
        while True:
            job = read_frame(JOBS_FD)
            with ready:
                queue.append(job)
                ready.notify()
    except (EOFError, OSError, ValueError):
        pass
    with ready:
        queue.append(_END)
        ready.notify()
    time.sleep(wait)
    os._exit(0)


def main() -> None:
    # Descriptors the program left inheritable came along with the spawn: let them go at once,
    # so that nothing the program waits on (the end of a pipe) is held open here.
    os.closerange(3, _max_fd())
    # Ctrl-C reaches the whole process group: the program decides whether it ends, and this
    # process follows it through its stdin.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Beside the program, never in its way: on a busy machine the program gets the CPU first.
    if hasattr(os, "nice"):
        try:
            os.nice(10)
        except OSError:
            pass
    # Anything printed by mistake must not corrupt the result frames.
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - for the process's life
    header = read_frame(JOBS_FD)
    assert isinstance(header, tuple)
    fmt, plain_options, wait = header
    if fmt != FORMAT:
        return
    import threading

    from hintloader.cache.store import open_cache
    from hintloader.config.options import decode_options
    from hintloader.importing.pipeline import Pipeline

    options = decode_options(plain_options)
    queue: list[object] = []
    ready = threading.Condition()
    threading.Thread(target=_read_jobs, args=(queue, ready, float(wait)), daemon=True).start()
    pipeline = Pipeline(options, open_cache(options) if options.cache_dir is not None else None)
    while True:
        with ready:
            while not queue:
                ready.wait()
            job = queue.pop(0)
        if job is _END:
            break
        assert isinstance(job, tuple)
        search = job[4]
        if search is not None:  # the program's import path, as its checks see it
            sys.path[:] = list(search)
        try:
            write_frame(RESULTS_FD, check_job(pipeline, job))
        except OSError:  # the program is gone
            break
    cache = pipeline.cache
    if cache is not None and hasattr(cache, "record_stats"):
        cache.record_stats()
    os._exit(0)
