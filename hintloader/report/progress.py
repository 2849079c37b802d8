"""A one-line progress bar on stderr for long check runs on a terminal."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

# Short runs finish before a bar would help; drawing one would only flicker.
SHOW_AFTER_SECONDS = 1.0
REDRAW_EVERY_SECONDS = 0.1
WIDTH = 30


class Progress:
    """Call with (done, total) as work advances; ``close()`` erases the bar.

    Draws nothing unless ``enabled`` (the caller decides: stderr is a terminal) and the run
    has lasted ``SHOW_AFTER_SECONDS``."""

    def __init__(
        self,
        stream: TextIO,
        *,
        enabled: bool,
        clock: Callable[[], float] = time.monotonic,
        label: str = "checking",
    ) -> None:
        self.stream = stream
        self.enabled = enabled
        self.clock = clock
        self.label = label
        self.started = clock()
        self._drawn_at: float | None = None

    @classmethod
    def for_stream(cls, stream: TextIO, *, label: str = "checking") -> Progress:
        isatty = getattr(stream, "isatty", None)
        try:
            enabled = bool(isatty and isatty())
        except ValueError:  # closed stream
            enabled = False
        return cls(stream, enabled=enabled, label=label)

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = self.clock()
        elapsed = now - self.started
        if elapsed < SHOW_AFTER_SECONDS:
            return
        if self._drawn_at is not None and now - self._drawn_at < REDRAW_EVERY_SECONDS \
                and done < total:
            return
        self._drawn_at = now
        filled = WIDTH * done // total if total else WIDTH
        bar = "#" * filled + "-" * (WIDTH - filled)
        self._write(f"\r{self.label} [{bar}] {done}/{total} files {elapsed:4.1f}s\x1b[K")

    def close(self) -> None:
        if self._drawn_at is not None:
            self._write("\r\x1b[K")
            self._drawn_at = None

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self.enabled = False
