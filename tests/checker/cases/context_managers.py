# ``with`` / ``async with`` on a value that may be None.

# case: with-optional-lock
import asyncio
class Cluster:
    def __init__(self) -> None:
        self._lock: asyncio.Lock | None = None
    async def refresh(self) -> None:
        async with self._lock:  # E: union-attr: Item "None" of "Lock | None" has no attribute "__aenter__"  # E: union-attr: Item "None" of "Lock | None" has no attribute "__aexit__"
            pass

# case: with-none
def f() -> None:
    lock = None
    with lock:  # E: attr-defined: "None" has no attribute "__enter__"  # E: attr-defined: "None" has no attribute "__exit__"
        pass

# case: with-optional-narrowed-silent
import threading
def f(lock: threading.Lock | None) -> None:
    if lock is not None:
        with lock:
            pass
    with lock or threading.Lock():
        pass

# case: with-optional-unannotated-def-silent
import threading
def get(flag: bool) -> threading.Lock | None:
    return threading.Lock() if flag else None
def f(flag):
    with get(flag):
        pass

# case: a-with-statement-needs-the-context-manager-methods
class Lock:
    async def __aenter__(self) -> "Lock":
        return self
    async def __aexit__(self, *exc: object) -> None: ...
class Plain: ...
def run() -> None:
    with Lock():  # E: attr-defined: "Lock" has no attribute "__enter__"; maybe "__aenter__"? # E: attr-defined: "Lock" has no attribute "__exit__"; maybe "__aexit__"?
        pass
    with Plain():  # E: attr-defined: "Plain" has no attribute "__enter__" # E: attr-defined: "Plain" has no attribute "__exit__"
        pass
async def arun() -> None:
    async with Plain():  # E: attr-defined: "Plain" has no attribute "__aenter__" # E: attr-defined: "Plain" has no attribute "__aexit__"
        pass

# case: context-managers-with-their-methods-are-silent
import threading
from typing import Any
class Lock:
    async def __aenter__(self) -> "Lock":
        return self
    async def __aexit__(self, *exc: object) -> None: ...
class Dynamic:
    def __getattr__(self, name: str) -> Any: ...
async def arun(lock: threading.Lock) -> None:
    async with Lock():
        pass
    with lock, open("f") as fh:
        fh.read()
    with Dynamic():
        pass

# case: context-managers-made-by-decorators-and-stubs-are-silent
import contextlib
import tempfile
import threading
from typing import Iterator
@contextlib.contextmanager
def opened() -> Iterator[int]:
    yield 1
async def run(cond: threading.Condition) -> None:
    with opened() as n, tempfile.TemporaryDirectory() as tmp, cond:
        n + 1
        tmp.upper()
    with contextlib.suppress(KeyError), contextlib.ExitStack() as stack:
        stack.enter_context(opened())
    async with contextlib.AsyncExitStack():
        pass
