"""Starting the background worker cheaply: ``os.posix_spawn`` where there is one (no import of
``subprocess``, no copy of the program's memory), ``subprocess`` elsewhere."""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    import subprocess
    from collections.abc import Mapping, Sequence

__all__ = ["WorkerProcess", "spawn"]


class WorkerProcess:
    """A started worker: its pid, a kill, and a bounded wait that reaps it."""

    def __init__(self, pid: int, popen: subprocess.Popen[bytes] | None = None) -> None:
        self.pid = pid
        self._popen = popen

    def kill(self) -> None:
        try:
            if self._popen is not None:
                self._popen.kill()
            else:
                import signal

                os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass  # already gone

    def wait(self, timeout: float) -> bool:
        """Reap the worker; False if it is still running after ``timeout`` seconds."""
        if self._popen is not None:
            try:
                self._popen.wait(timeout)
            except Exception:  # TimeoutExpired
                return False
            return True
        import time

        deadline = time.monotonic() + timeout
        while True:
            try:
                pid, _status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:  # reaped already (the program waits for any child)
                return True
            if pid:
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.005)


def spawn(argv: Sequence[str], *, stdin: int, stdout: int,
          env: Mapping[str, str]) -> WorkerProcess:
    """Start ``argv`` with these descriptors as its stdin and stdout, stderr to the null
    device. Raises OSError when it cannot start. The program's inheritable descriptors may
    reach the worker, which closes them first thing (hintloader.importing.worker)."""
    # A program that closed its own stdin or stdout may get them back as pipe ends: only
    # subprocess sorts that out.
    if hasattr(os, "posix_spawn") and sys.platform != "win32" and min(stdin, stdout) > 2:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            pid = os.posix_spawn(argv[0], list(argv), dict(env), file_actions=[
                (os.POSIX_SPAWN_DUP2, stdin, 0),
                (os.POSIX_SPAWN_DUP2, stdout, 1),
                (os.POSIX_SPAWN_DUP2, devnull, 2),
            ])
        finally:
            os.close(devnull)
        return WorkerProcess(pid)
    import subprocess

    popen = subprocess.Popen(list(argv), stdin=stdin, stdout=stdout, stderr=subprocess.DEVNULL,
                             close_fds=True, env=dict(env))
    return WorkerProcess(popen.pid, popen)
