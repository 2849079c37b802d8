# Neighbours of the semantic checks that must stay silent: valid placement, bindings, imports,
# comparisons, format strings and definitions as real code writes them.

# case: break-in-nested-loops-try-and-with
def scan(rows: list[list[int]], path: str) -> int:
    found = 0
    for row in rows:
        for cell in row:
            try:
                if cell < 0:
                    break
            finally:
                found += 1
        with open(path) as fh:
            if fh.readable():
                continue
    return found

# case: while-else-with-break-and-continue
def wait(n: int) -> int:
    while n > 0:
        n -= 1
        if n == 3:
            continue
        if n == 1:
            break
    else:
        n = -1
    return n

# case: loop-in-a-class-body
class Table:
    names: list[str] = []
    for index in range(3):
        if index == 2:
            break
        names.append(str(index))

# case: return-and-yield-in-nested-functions
from typing import Callable, Iterator
class Source:
    def items(self) -> Iterator[int]:
        def inner() -> Iterator[int]:
            yield 1
        yield from inner()
    def factory(self) -> Callable[[], int]:
        def make() -> int:
            return 1
        return make

# case: await-in-nested-coroutines
import asyncio
from typing import Awaitable, Callable
def scheduler() -> Callable[[], Awaitable[None]]:
    async def tick() -> None:
        async with asyncio.Lock():
            await asyncio.sleep(0)
    return tick

# case: async-generator-expression-in-a-sync-function
from typing import AsyncIterator
async def numbers() -> AsyncIterator[int]:
    yield 1
def lazy_squares() -> object:
    return (n * n async for n in numbers())

# case: nonlocal-of-a-parameter-and-a-loop-target
def outer(limit: int) -> None:
    for item in range(limit):
        pass
    def inner() -> None:
        nonlocal limit, item
        limit += item

# case: nonlocal-two-levels-up
def outer() -> int:
    total = 0
    def middle() -> None:
        def inner() -> None:
            nonlocal total
            total += 1
        inner()
    middle()
    return total

# case: global-statement-at-module-level-and-in-functions
counter = 0
global counter
def bump() -> None:
    global counter
    counter += 1

# case: starred-in-calls-subscripts-and-returns
def spread(values: list[int], table: dict[tuple[int, ...], str]) -> tuple[int, ...]:
    print(*values, sep=",")
    first, *rest = values
    for head, *tail in [values]:
        pass
    return (*rest, first)

# case: alternative-module-imports
try:
    import cPickle as pickle  # type: ignore[import-not-found]
except ImportError:
    import pickle
try:
    from collections import OrderedDict
except ImportError:
    from typing import OrderedDict

# case: type-checking-import-with-runtime-stand-in
from typing import TYPE_CHECKING, Any
if TYPE_CHECKING:
    from decimal import Decimal
else:
    Decimal = Any
def price(value: "Decimal") -> "Decimal":
    return value

# case: singledispatch-registrations
import functools
@functools.singledispatch
def show(value: object) -> str:
    return "?"
@show.register
def _(value: int) -> str:
    return "int"
@show.register
def _(value: str) -> str:
    return "str"

# case: conditional-methods-under-version-tests
import sys
class Compat:
    if sys.version_info >= (3, 10):
        def run(self) -> int:
            return 1
    else:
        def run(self) -> int:
            return 0

# case: same-names-in-different-scopes
def run() -> int:
    return 1
class Job:
    def run(self) -> int:
        return 2
    class run_state:
        pass
def helper() -> None:
    import json
    def run() -> None: ...
def other() -> None:
    import json
    run = 3

# case: variables-rebound-are-not-redefinitions
name = "a"
name = "b"
for name in ["c"]:
    pass
with open("f") as name_file:
    pass
name_file = open("g")

# case: closures-defined-in-a-loop
from typing import Callable
handlers: list[Callable[[], int]] = []
for i in range(3):
    def handler() -> int:
        return 0
    handlers.append(handler)

# case: definitions-in-with-and-finally-blocks
import threading
lock = threading.Lock()
with lock:
    def guarded() -> None: ...
    def guarded() -> None: ...
try:
    pass
finally:
    def cleanup() -> None: ...

# case: module-getattr-after-imports
import os
from typing import Any
def __getattr__(name: str) -> Any:
    return os.environ[name]

# case: future-and-interpreter-modules search=on
from __future__ import annotations
import __main__
import _thread
import typing_extensions
import os.path
import xml.etree.ElementTree as ET
from concurrent import futures
from importlib import metadata

# case: version-guarded-backport-imports search=on
import sys
if sys.version_info >= (3, 0):
    import tomllib as toml_reader
else:
    import tomli as toml_reader

# case: package-relative-imports search=on module=app.views
from . import models
from .models import Record
from .. import app as root
# file: app/__init__.py
# file: app/models.py
class Record: ...

# case: comparisons-of-like-values
from datetime import date, datetime, timedelta
from decimal import Decimal
from fractions import Fraction
def compare(s: str, b: bytes, l: list[int], t: tuple[str, int], d: datetime, fs: frozenset[int]) -> bool:
    return (s < "b" and b >= b"a" and l <= [1] and t > ("a", 1) and d < datetime.now()
            and fs <= frozenset() and Decimal("1.5") > 1 and Fraction(1, 2) < 1 and timedelta(1) <= timedelta(2))

# case: equality-and-identity-with-none-are-fine
from typing import Optional
def same(a: Optional[int], b: None) -> bool:
    return a == None or b != None or a is None or None in [a]

# case: comparisons-after-narrowing
from typing import Optional
def newer(a: Optional[int], b: int) -> bool:
    assert a is not None
    if (c := a) > b:
        return True
    return b <= c

# case: comparisons-of-enums-and-own-classes
import enum
from typing import Any
class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2
class Loose:
    def __lt__(self, other: object) -> bool: return True
    def __gt__(self, other: object) -> bool: return True
def check(x: Loose, any_value: Any) -> bool:
    return Level.LOW < Level.HIGH and Level.LOW < 2 and x < 1 and 1 > x and any_value < x

# case: comparisons-with-sort-keys
from typing import Optional
def order(rows: list[tuple[str, Optional[int]]]) -> list[tuple[str, Optional[int]]]:
    return sorted(rows, key=lambda r: (r[1] is None, r[1] or 0))

# case: percent-with-unknown-mappings-and-bytes
from typing import Any, Mapping
def render(values: Mapping[str, Any], raw: bytes, n: int, x: float) -> None:
    "%(name)s: %(count)d" % values
    b"%d bytes: %s" % (n, raw)
    "%.*f" % (2, x)
    "100%%" % ()
    "%-10s|%+d|%05.1f" % ("a", n, x)

# case: f-strings-and-non-literal-format-strings
def render(template: str, n: int, name: str) -> str:
    line = f"{n:d} {name!r} {n:>{5}}"
    return template.format(n) + template % (n,) + line

# case: base-class-declarations-fit
from typing import ClassVar, Optional
class Animal: ...
class Dog(Animal): ...
class Owner:
    pet: Animal = Animal()
    nickname: Optional[str] = "x"
    registry: ClassVar[dict[str, int]] = {}
class DogOwner(Owner):
    pet = Dog()
    nickname = None
    registry = {"a": 1}

# case: typevars-of-every-kind-well-formed
from typing import Generic, ParamSpec, TypeVar
from typing_extensions import TypeVarTuple, Unpack
T = TypeVar("T", bound="Node")
K = TypeVar("K", str, bytes)
V_co = TypeVar("V_co", covariant=True)
P = ParamSpec("P")
Ts = TypeVarTuple("Ts")
class Node(Generic[T]): ...
class Row(Generic[Unpack[Ts]]): ...

# case: typeddict-and-namedtuple-inheritance
from typing import NamedTuple, TypedDict
class Base(TypedDict):
    id: int
class Child(Base, total=False):
    name: str
Extended = TypedDict("Extended", {"id": int, "tags": list[str]})
class Point(NamedTuple):
    x: int
    y: int = 0
class Labelled(Point):
    def label(self) -> str:
        return f"{self.x},{self.y}"

# case: property-with-setter-and-deleter
class Account:
    def __init__(self) -> None:
        self._balance = 0
    @property
    def balance(self) -> int:
        return self._balance
    @balance.setter
    def balance(self, value: int) -> None:
        self._balance = value
    @balance.deleter
    def balance(self) -> None:
        self._balance = 0

# case: overloaded-methods-with-implementation
from typing import Union, overload
class Codec:
    @overload
    def encode(self, value: str) -> bytes: ...
    @overload
    def encode(self, value: int) -> str: ...
    def encode(self, value: Union[str, int]) -> Union[bytes, str]:
        return value.encode() if isinstance(value, str) else str(value)

# case: overloads-in-a-stub-file-need-no-implementation
import helpers
reveal_type(helpers.parse(1))  # N: reveal-type: Revealed type is "int"
# file: helpers.pyi
from typing import overload
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...

# case: installed-stub-only-package-is-typed
import fancylib
reveal_type(fancylib.VERSION)  # N: reveal-type: Revealed type is "str"
# file: site-packages/fancylib-stubs/__init__.pyi
VERSION: str
# file: site-packages/fancylib/__init__.py
VERSION = "1"

# case: imports-inside-functions-and-classes search=on
def load() -> object:
    import json
    from os import path as p
    return json, p
class Settings:
    import os
    from typing import Any as AnyValue

# case: yield-inside-lambda-and-nested-generator-in-comprehension
from typing import Iterator
def pairs() -> Iterator[int]:
    gens = [(lambda: (yield n)) for n in range(2)]
    yield len(gens)

# case: await-in-async-comprehension-and-async-lambda-body
import asyncio
from typing import Awaitable, Callable
async def run_all(jobs: list[Callable[[], Awaitable[int]]]) -> list[int]:
    results = [await job() for job in jobs]
    pending = {await job() for job in jobs}
    return results + list(pending)

# case: nonlocal-in-a-class-inside-a-function
def make() -> type:
    size = 1
    class Box:
        nonlocal size
        size = 2
    return Box

# case: percent-formatting-with-tuples-of-unknown-length
def line(parts: tuple[str, ...], pair: tuple[str, int]) -> str:
    return ("%s-%s" % parts) + ("%s=%d" % pair)

# case: format-with-attribute-access-and-nested-specs
from datetime import datetime
def stamp(now: datetime, width: int, precision: int, x: float) -> str:
    return "{0.year}-{0.month} {1:{2}.{3}f} {now:%H:%M}".format(now, x, width, precision, now=now)
