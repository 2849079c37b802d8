"""Frames between a program and its background checker: a length, then marshalled plain data.

Both ends use raw file descriptors (no buffered file objects): the program writes jobs from the
import hook and reads results in a thread, and neither may be held up by a buffer's lock.
"""

from __future__ import annotations

import marshal
import os

__all__ = ["FORMAT", "frame", "read_frame", "write_frame"]

# Bumped when a frame's layout changes: a worker of another layout refuses the header.
FORMAT = 1
_LENGTH = 4


def frame(value: object) -> bytes:
    payload = marshal.dumps(value)  # type: ignore[arg-type]  # plain data only (record.to_plain)
    return len(payload).to_bytes(_LENGTH, "big") + payload


def write_frame(fd: int, value: object) -> None:
    """Write one whole frame (blocking until the pipe takes it)."""
    view = memoryview(frame(value))
    while view:
        view = view[os.write(fd, view):]


def _read_exactly(fd: int, size: int) -> bytes | None:
    chunks: list[bytes] = []
    left = size
    while left:
        chunk = os.read(fd, left)
        if not chunk:
            return None  # the other end is gone
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_frame(fd: int) -> object:
    """The next frame's value; raises EOFError when the other end closed the pipe."""
    head = _read_exactly(fd, _LENGTH)
    if head is None:
        raise EOFError
    body = _read_exactly(fd, int.from_bytes(head, "big"))
    if body is None:
        raise EOFError
    return marshal.loads(body)
