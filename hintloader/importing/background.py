"""Warn mode without waiting: a module missing from the cache loads at once and is checked
beside the program, in one worker process (hintloader.importing.worker) per program.

The worker starts at the first such module (a warm run never starts it). Its findings print
as they arrive, from a thread that reads them, exactly as an import that waited prints them.
At exit the program waits up to ``background-wait`` seconds, then stops the worker and says how
many modules were still being checked. A forked child does not share its parent's worker (it
checks as an import that waits does), and neither does a multiprocessing child: its parent
imported the same modules and checks them.
"""

from __future__ import annotations

import os
import sys

from hintloader.importing.channel import FORMAT, read_frame, write_frame

TYPE_CHECKING = False
if TYPE_CHECKING:
    import threading
    from collections.abc import Callable
    from typing import TypeAlias

    from hintloader.config.options import Options
    from hintloader.diagnostics import Diagnostic
    from hintloader.importing.spawn import WorkerProcess

    #: Prints one module's findings: (module, path, findings).
    Report: TypeAlias = Callable[[str, str, tuple[Diagnostic, ...]], None]

__all__ = ["Background", "claim", "findings_raise", "in_multiprocessing_child",
           "not_checked_line", "still_checking_line"]

_IDLE, _RUNNING, _OFF = "idle", "running", "off"
_PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_BOOT = ("import sys; sys.path.insert(0, sys.argv[1]); "
         "from hintloader.importing.worker import main; main()")


def in_multiprocessing_child() -> bool:
    """A process that multiprocessing started (spawn, forkserver or fork), including a spawned
    one still importing its parent's main module."""
    if "--multiprocessing-fork" in sys.argv:
        return True
    process = sys.modules.get("multiprocessing.process")
    if process is None:
        return False
    try:
        current = process.current_process()
        return process.parent_process() is not None or bool(getattr(current, "_inheriting", False))
    except Exception:  # an odd multiprocessing state: not a child we know of
        return False


def findings_raise() -> bool:
    """Do the warnings filters turn a finding into an exception (``-W error``)? Then warn mode
    is error mode by the user's choice, and the import must wait for the check to raise."""
    import _warnings

    from hintloader.errors import HintWarning

    filters: list[tuple[object, ...]] = (getattr(sys.modules.get("warnings"), "filters", None)
                                         or getattr(_warnings, "filters", []))
    return any(entry[0] == "error" and isinstance(entry[2], type)
               and issubclass(HintWarning, entry[2]) for entry in filters)


def still_checking_line(count: int, wait: float) -> str:
    modules = "module was" if count == 1 else "modules were"
    them = "it" if count == 1 else "them"
    return (f"hintloader: {count} {modules} still being checked at exit "
            f"(background-wait {wait:g}s); the next run checks {them} again")


_claimed: Background | None = None


def claim(options: Options, report: Report) -> Background | None:
    """The process's one Background, for the first pipeline that asks; None for later ones
    while it lives (their imports wait, as before): one worker per program."""
    global _claimed
    if _claimed is not None and _claimed._owner == os.getpid():
        if _claimed._state == _RUNNING:
            return None
        _claimed._state = _OFF  # never started: an earlier hook's, replaced
    _claimed = Background(options, report)
    return _claimed


def not_checked_line(count: int) -> str:
    """The worker ended before it answered (it crashed, or was killed)."""
    modules = "module was" if count == 1 else "modules were"
    them = "it" if count == 1 else "them"
    return f"hintloader: {count} {modules} not checked: the background check ended early; " \
        f"the next run checks {them} again"


def _os_threads() -> int | None:
    """The process's threads as the kernel counts them (Linux), else None."""
    try:
        with open("/proc/self/stat", "rb") as stat:
            return int(stat.read().rsplit(b")", 1)[1].split()[17])
    except (OSError, ValueError, IndexError):
        return None


def _search_path() -> tuple[str, ...]:
    return tuple(p if p else os.getcwd() for p in sys.path if isinstance(p, str))


class Background:
    """The program's side of the worker: submit() hands over a module, a thread prints what
    comes back, the exit handler bounds the wait."""

    def __init__(self, options: Options, report: Report) -> None:
        import _thread

        self._options = options
        self._report = report
        self._wait = max(0.0, options.background_wait)
        self._owner = os.getpid()
        self._state = _IDLE
        self._lock = _thread.allocate_lock()  # submissions and the worker's start
        self._report_lock = _thread.allocate_lock()  # deliveries against the exit's verdict
        self._silenced = False
        self._pending = 0
        self._sent_path: list[object] | None = None  # sys.path as last sent
        self._jobs_fd = -1
        self._results_fd = -1
        self._wake: tuple[int, int] | None = None  # stops the reader before a fork
        self._process: WorkerProcess | None = None
        self._reader: threading.Thread | None = None
        self._paused = False  # the reader stopped for a fork, not restarted yet
        self._finished: threading.Event | None = None
        self.started = 0  # workers started by this process (0 or 1)

    @property
    def pending(self) -> int:
        return self._pending

    # -- submitting -----------------------------------------------------------------------------

    def submit(self, source: bytes, *, path: str, module: str, runtime: bool) -> bool:
        """Hand a module to the worker; False when it cannot be (the caller then checks it)."""
        if self._state == _OFF or os.getpid() != self._owner or findings_raise():
            return False
        from hintloader.record import blake2b

        digest = blake2b(source, digest_size=16).digest()
        if self._paused:
            self._resume()
        with self._lock:
            if self._state == _IDLE and not self._start():
                self._state = _OFF
                return False
            if self._state != _RUNNING:
                return False
            # The import path goes along when it changed (getcwd for its "" costs a system call).
            search = None if sys.path == self._sent_path else _search_path()
            job = (path, module, digest, runtime, search)
            with self._report_lock:
                self._pending += 1
            try:
                write_frame(self._jobs_fd, job)
            except OSError:  # the worker is gone: check the rest as imports that wait
                with self._report_lock:
                    self._pending -= 1
                self._state = _OFF
                return False
            if search is not None:
                self._sent_path = list(sys.path)
        return True

    def _start(self) -> bool:
        if in_multiprocessing_child() or not sys.executable:
            return False
        import atexit
        import threading

        from hintloader.config.options import Options
        from hintloader.record import to_plain
        from hintloader.report import render

        jobs_read, jobs_write = os.pipe()
        results_read, results_write = os.pipe()
        from hintloader.importing.spawn import spawn

        try:
            self._process = spawn([sys.executable, "-I", "-S", "-c", _BOOT, _PACKAGE_PARENT],
                                  stdin=jobs_read, stdout=results_write,
                                  env={**os.environ, "HINTLOADER": "0"})
        except OSError:
            for fd in (jobs_read, jobs_write, results_read, results_write):
                os.close(fd)
            return False
        os.close(jobs_read)
        os.close(results_write)
        self._jobs_fd, self._results_fd = jobs_write, results_read
        options = self._options
        assert isinstance(options, Options)
        try:
            write_frame(jobs_write, (FORMAT, to_plain(options), self._wait))
        except OSError:
            self._close_fds()
            return False
        self.started += 1
        self._state = _RUNNING
        self._finished = threading.Event()
        if hasattr(os, "register_at_fork"):
            self._wake = os.pipe()
            os.register_at_fork(before=self._before_fork, after_in_parent=self._after_fork,
                                after_in_child=self._in_child)
        self._start_reader()
        # The warn-mode summary line comes after the findings this exit may still print:
        # atexit runs the last registered first.
        render.register_summary()
        atexit.register(self.finish)
        return True

    # -- results ------------------------------------------------------------------------------

    def _start_reader(self) -> None:
        import threading

        self._reader = threading.Thread(target=self._read_results, name="hintloader-results",
                                        daemon=True)
        self._reader.start()

    def _read_results(self) -> None:
        finished = self._finished
        assert finished is not None
        while True:
            if self._wake is not None:
                import select

                try:
                    ready, _w, _x = select.select([self._results_fd, self._wake[0]], [], [])
                except (OSError, ValueError):
                    finished.set()
                    return
                if self._wake[0] in ready:
                    os.read(self._wake[0], 64)
                    return  # a fork is coming; after_in_parent starts a new reader
            try:
                result = read_frame(self._results_fd)
            except (EOFError, OSError, ValueError):
                finished.set()
                return
            self._deliver(result)

    def _deliver(self, result: object) -> None:
        from hintloader.diagnostics import Diagnostic
        from hintloader.importing.worker import CHECKED

        assert isinstance(result, tuple)
        path, module, status, found = result
        with self._report_lock:
            if self._silenced:
                return
            self._pending -= 1
            if status != CHECKED:
                return
            try:
                self._report(module, path, tuple(Diagnostic(*item) for item in found))
            except Exception:  # printing must never take the program down
                pass

    # -- exit and fork ------------------------------------------------------------------------

    def finish(self) -> None:
        """At exit: no more jobs, wait up to the bound for the results, then stop the worker."""
        if os.getpid() != self._owner or self._state == _IDLE or self._finished is None:
            return
        self._state = _OFF
        if self._paused:
            self._resume()
        if self._jobs_fd >= 0:
            os.close(self._jobs_fd)  # end of input: the worker finishes and ends
            self._jobs_fd = -1
        done = self._finished.wait(self._wait) if self._pending else True
        with self._report_lock:
            self._silenced = True
            left = self._pending
        process = self._process
        if process is not None:
            if not done:
                process.kill()
            process.wait(1.0)
        if left:
            stream = sys.stderr
            line = (still_checking_line(left, self._wait) if not done
                    else not_checked_line(left))
            try:
                if stream is not None:
                    stream.write(line + "\n")
                    stream.flush()
            except (OSError, ValueError):
                pass

    def _before_fork(self) -> None:
        reader = self._reader
        if self._wake is None or reader is None or not reader.is_alive():
            return
        if os.getpid() != self._owner:
            return
        threads = _os_threads()
        os.write(self._wake[1], b"x")
        reader.join(1.0)
        if threads is not None:
            # Python 3.12+ warns about a fork in a multi-threaded process, counting the threads
            # the kernel sees: the reader's may outlive its join for a moment.
            import time

            deadline = time.monotonic() + 0.05
            while (_os_threads() or 0) >= threads and time.monotonic() < deadline:
                time.sleep(0.0002)

    def _after_fork(self) -> None:
        # Python 3.12+ counts the threads for its warning after these hooks have run: the
        # reader then comes back at the next hand-over or at exit (results wait in the pipe).
        if sys.version_info >= (3, 12):
            self._paused = True
        else:
            self._resume()

    def _resume(self) -> None:
        self._paused = False
        if os.getpid() == self._owner and self._finished is not None \
                and not self._finished.is_set() and not (self._reader and self._reader.is_alive()):
            self._start_reader()

    def _in_child(self) -> None:
        """A forked child: the worker stays its parent's; this process checks as before."""
        import _thread

        self._state = _OFF
        self._process = None
        self._reader = None
        self._lock = _thread.allocate_lock()
        self._report_lock = _thread.allocate_lock()
        self._close_fds()

    def _close_fds(self) -> None:
        fds = [self._jobs_fd, self._results_fd, *(self._wake or ())]
        self._jobs_fd = self._results_fd = -1
        self._wake = None
        for fd in fds:
            if fd >= 0:
                try:
                    os.close(fd)
                except OSError:
                    pass
