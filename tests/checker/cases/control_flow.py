# Control flow: exhaustiveness (assert_never), NoReturn, unreachable code, try, with, loops,
# missing returns.

# case: assert-never-enum-exhaustive
import enum
from typing_extensions import assert_never
class Color(enum.Enum):
    R = 1
    G = 2
    B = 3
def name(c: Color) -> str:
    if c is Color.R:
        return "red"
    elif c is Color.G:
        return "green"
    elif c is Color.B:
        return "blue"
    else:
        assert_never(c)
def code(c: Color) -> int:
    if c == Color.R:
        return 1
    if c == Color.G or c == Color.B:
        return 2
    assert_never(c)

# case: assert-never-enum-membership-and-int-enum
import enum
from typing_extensions import assert_never
class Color(enum.Enum):
    R = 1
    G = 2
    B = 3
class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2
def warm(c: Color) -> bool:
    if c in (Color.R, Color.G):
        return True
    elif c is Color.B:
        return False
    assert_never(c)
def level(v: Level) -> str:
    if v == Level.LOW:
        return "low"
    elif v == Level.HIGH:
        return "high"
    assert_never(v)
def cold(c: Color) -> bool:
    if c not in (Color.R, Color.G):
        reveal_type(c)  # N: reveal-type: Revealed type is "Literal[case.Color.B]"
        return True
    return False

# case: assert-never-enum-missing-member
import enum
from typing_extensions import assert_never
class Color(enum.Enum):
    R = 1
    G = 2
def ex2(c: Color) -> int:
    if c is Color.R:
        return 1
    else:
        assert_never(c)  # E: arg-type: Argument 1 to "assert_never" has incompatible type "Literal[Color.G]"; expected "Never"

# case: assert-never-enum-narrowing-shown
import enum
class Color(enum.Enum):
    R = 1
    G = 2
    B = 3
def f(c: Color) -> None:
    if c is Color.R:
        reveal_type(c)  # N: reveal-type: Revealed type is "Literal[case.Color.R]"
    else:
        reveal_type(c)  # N: reveal-type: Revealed type is "Literal[case.Color.G, case.Color.B]"
    if c is not Color.B:
        c.value
    reveal_type(c)  # N: reveal-type: Revealed type is "Literal[case.Color.R, case.Color.G, case.Color.B]"

# case: assert-never-literal-union
from typing import Literal
from typing_extensions import assert_never
Mode = Literal["r", "w", "a"]
def open_mode(m: Mode) -> int:
    if m == "r":
        return 0
    elif m == "w":
        return 1
    elif m == "a":
        return 2
    else:
        assert_never(m)
def partial(m: Mode) -> int:
    if m == "r":
        return 0
    elif m == "w":
        return 1
    assert_never(m)  # E: arg-type: Argument 1 to "assert_never" has incompatible type "Literal['a']"; expected "Never"

# case: assert-never-class-union
from typing import Union
from typing_extensions import assert_never
class Circle: ...
class Square: ...
Shape = Union[Circle, Square, int]
def area(s: Shape) -> float:
    if isinstance(s, Circle):
        return 3.14
    elif isinstance(s, (Square, int)):
        return 1.0
    else:
        assert_never(s)
def partial(s: Shape) -> float:
    if isinstance(s, Circle):
        return 3.14
    elif isinstance(s, int):
        return 1.0
    assert_never(s)  # E: arg-type: Argument 1 to "assert_never" has incompatible type "Square"; expected "Never"

# case: assert-never-match-exhaustive
import enum
from typing import Literal, Union
from typing_extensions import assert_never
class Color(enum.Enum):
    R = 1
    G = 2
class Circle: ...
class Square: ...
def by_color(c: Color) -> int:
    match c:
        case Color.R:
            return 1
        case Color.G:
            return 2
        case _:
            assert_never(c)
def by_style(s: Literal["block", "ndiff"]) -> int:
    match s:
        case "block":
            return 1
        case "ndiff":
            return 2
        case unreachable:
            assert_never(unreachable)
def by_shape(s: Union[Circle, Square, None]) -> int:
    match s:
        case Circle():
            return 1
        case Square() | None:
            return 2
        case _:
            assert_never(s)

# case: assert-never-match-missing-case
import enum
from typing import Literal, Union
from typing_extensions import assert_never
class Color(enum.Enum):
    R = 1
    G = 2
class Circle: ...
class Square: ...
def by_color(c: Color) -> int:
    match c:
        case Color.R:
            return 1
        case _:
            assert_never(c)  # E: arg-type: Argument 1 to "assert_never" has incompatible type "Literal[Color.G]"; expected "Never"
def by_style(s: Literal["block", "ndiff"]) -> int:
    match s:
        case "block":
            return 1
        case unreachable:
            assert_never(unreachable)  # E: arg-type: Argument 1 to "assert_never" has incompatible type "Literal['ndiff']"; expected "Never"
def by_shape(s: Union[Circle, Square]) -> int:
    match s:
        case Circle():
            return 1
        case other:
            assert_never(other)  # E: arg-type: Argument 1 to "assert_never" has incompatible type "Square"; expected "Never"

# case: match-missing-return-when-not-exhaustive
import enum
from typing import Literal, Union
class Color(enum.Enum):
    R = 1
    G = 2
class Circle: ...
class Square: ...
def by_color(c: Color) -> int:  # E: return: Missing return statement
    match c:
        case Color.R:
            return 1
def by_style(s: Literal["a", "b"]) -> int:  # E: return: Missing return statement
    match s:
        case "a":
            return 1
def by_shape(s: Union[Circle, Square]) -> int:  # E: return: Missing return statement
    match s:
        case Circle():
            return 1

# case: match-exhaustive-or-unproven-needs-no-return
import enum
from typing import Literal, Union
class Color(enum.Enum):
    R = 1
    G = 2
class Circle: ...
class Square: ...
def by_color(c: Color) -> int:
    match c:
        case Color.R | Color.G:
            return 1
def by_style(s: Literal["a", "b"]) -> int:
    match s:
        case "a":
            return 1
        case "b":
            return 2
def by_shape(s: Union[Circle, Square]) -> int:
    match s:
        case Circle():
            return 1
        case Square():
            return 2
def by_pair(p: tuple[int, str]) -> int:
    match p:
        case (x, y):
            return x

# case: a-guarded-case-leaves-its-values-to-the-later-cases
# A case with a guard takes nothing out of what the later cases see (mypy): whatever its
# pattern, the match is exhaustive only if unguarded cases cover every value.
import enum
from typing import Literal
class Priority(enum.IntEnum):
    LOW = 1
    URGENT = 3
class Circle: ...
class Square: ...
def sla(p: Priority, ok: bool) -> int:  # E: return: Missing return statement
    match p:
        case Priority.LOW:
            return 72
        case Priority.URGENT if ok:
            return 4
def step(d: Literal["a", "b", "c"]) -> int:  # E: return: Missing return statement
    match d:
        case "a":
            return 1
        case _ if d == "b":
            return 2
def area(s: Circle | Square, big: bool) -> int:  # E: return: Missing return statement
    match s:
        case Circle() if big:
            return 1
        case Square():
            return 2

# case: a-guarded-case-before-the-unguarded-ones-that-cover-all-is-exhaustive-silent
# (or whose guard cannot fail for what is left: ``case _ if d == "b"`` on ``Literal["b"]``)
import enum
from typing import Literal
class Priority(enum.IntEnum):
    LOW = 1
    URGENT = 3
class Circle: ...
class Square: ...
def sla(p: Priority, ok: bool) -> int:
    match p:
        case Priority.URGENT if ok:
            return 1
        case Priority.LOW:
            return 72
        case Priority.URGENT:
            return 4
def area(s: Circle | Square, big: bool) -> int:
    match s:
        case Circle() if big:
            return 1
        case Circle() | Square():
            return 2
def anything(x: object, big: bool) -> int:
    match x:
        case int() if big:
            return 1
        case _:
            return 0
def step(d: Literal["a", "b"]) -> int:
    match d:
        case "a":
            return 1
        case _ if d == "b":
            return 2

# case: match-capture-binds-what-is-left
from typing import Union
def f(x: Union[int, str, None]) -> str:
    match x:
        case None:
            return ""
        case int():
            return str(x)
        case rest:
            reveal_type(rest)  # N: reveal-type: Revealed type is "str"
            return rest.upper()

# case: match-self-matching-builtin-binds-subject
from typing import Union
def f(x: Union[int, str, list[int]]) -> int:
    match x:
        case int(n):
            reveal_type(n)  # N: reveal-type: Revealed type is "int"
            return n
        case str(s):
            return len(s.upper())
        case list(items):
            reveal_type(items)  # N: reveal-type: Revealed type is "list[int]"
            return items[0]
    return 0

# case: assert-never-unknown-stays-silent
from typing import Any
from typing_extensions import assert_never
def f(x: Any, y: str) -> None:
    if isinstance(x, int):
        return
    assert_never(x)
def g(y: str) -> None:
    if callable(y):
        return
    if y:
        return

# case: never-parameter-of-own-function
from typing import NoReturn, Union
def unreachable(value: NoReturn) -> NoReturn:
    raise AssertionError(value)
def f(x: Union[int, str]) -> int:
    if isinstance(x, int):
        return x
    elif isinstance(x, str):
        return len(x)
    unreachable(x)
def g(x: Union[int, str]) -> int:
    if isinstance(x, int):
        return x
    unreachable(x)  # E: arg-type: Argument 1 to "unreachable" has incompatible type "str"; expected "Never"

# case: noreturn-call-ends-flow
import sys
from typing import NoReturn, Optional
def fail(msg: str) -> NoReturn:
    raise RuntimeError(msg)
def first(x: Optional[int]) -> int:
    if x is None:
        fail("missing")
    return x + 1
def second() -> int:
    sys.exit(1)
    "a" + 1
def third(x: Optional[str]) -> str:
    if not x:
        raise SystemExit(2)
    return x.upper()

# case: noreturn-method-ends-flow
from typing import NoReturn, Optional
class Parser:
    def error(self, msg: str) -> NoReturn:
        raise SyntaxError(msg)
    def parse(self, tok: Optional[str]) -> str:
        if tok is None:
            self.error("eof")
        return tok.strip()

# case: never-function-that-returns
from typing import NoReturn
from typing_extensions import Never
def stop() -> NoReturn:  # E: misc: Implicit return in function which does not return
    print("x")
def halt(flag: bool) -> Never:  # E: misc: Implicit return in function which does not return
    if flag:
        raise SystemExit(1)
def ok() -> NoReturn:
    raise SystemExit(0)
def loops() -> NoReturn:
    while True:
        pass

# case: unreachable-after-return-and-raise
def f(x: int) -> int:
    return x
    "a" + 1
def g() -> int:
    raise ValueError
    len(1)
def h(x: int) -> int:
    if x:
        return 1
    else:
        return 2
    x.nope

# case: unreachable-static-conditions
import sys
from typing import TYPE_CHECKING
if sys.version_info < (3, 8):
    "a" + 1
if sys.platform == "no-such-platform":
    "a" + 1
if not TYPE_CHECKING:
    "a" + 1
if TYPE_CHECKING:
    from collections.abc import Sequence
else:
    Sequence = list
def f() -> int:
    if sys.version_info >= (3, 0):
        return 1

# case: type-checking-branch-narrows-what-follows
from typing import TYPE_CHECKING, Any, Dict, Iterable, Union, cast
class State:
    dict: Dict[str, Any]
def insert(mappings: Union[Iterable[State], Iterable[Dict[str, Any]]], isstates: bool) -> None:
    if isstates:
        if TYPE_CHECKING:
            mappings = cast(Iterable[State], mappings)
        [s.dict for s in mappings]
def only(x: Union[int, str]) -> int:
    if TYPE_CHECKING:
        assert isinstance(x, int)
    return x
class Record:
    def connect(self) -> int:
        return 1
class Entry: ...
def get() -> Union[Record, Entry]:
    return Record()
def checkout() -> int:
    if TYPE_CHECKING:
        rec = cast(Record, get())
    else:
        rec = get()
    return rec.connect()

# case: type-checking-branch-narrowing-and-its-else-unchecked
from typing import TYPE_CHECKING, Union, cast
def only(x: Union[int, str]) -> str:
    if TYPE_CHECKING:
        assert isinstance(x, int)
    return x.upper()  # E: attr-defined
class Record:
    def connect(self) -> int:
        return 1
class Entry: ...
def get() -> Union[Record, Entry]:
    return Record()
def checkout() -> int:
    if TYPE_CHECKING:
        rec = cast(Record, get())
    else:
        rec = get()
        rec.connect()  # (a type checker takes TYPE_CHECKING as true: never checked)
    return rec  # E: return-value

# case: type-checking-else-is-not-checked
# The typing spec's TYPE_CHECKING is true for a type checker, so its else is never checked,
# as the body of ``if not TYPE_CHECKING:`` is not (mypy and pyright alike).
from typing import TYPE_CHECKING
import typing
if TYPE_CHECKING:
    from collections import OrderedDict as Table
else:
    Table = dict
    width: int = "wide"
    def render(rows: list[int]) -> str:
        return rows
if typing.TYPE_CHECKING:
    pass
else:
    count: int = None
def pick() -> int:
    if TYPE_CHECKING:
        return 1
    else:
        return "one"

# case: reachable-static-branches-still-checked
import sys
if sys.version_info >= (3, 8):
    "a" + 1  # E: operator: Unsupported operand types for + ("str" and "int")

# case: missing-return
def f(x: int) -> int:  # E: return: Missing return statement
    if x > 0:
        return 1
    elif x < 0:
        return -1
def g(xs: list[int]) -> int:  # E: return: Missing return statement
    for x in xs:
        if x:
            return x
def h(n: int) -> str:  # E: return: Missing return statement
    while n:
        return "x"

# case: a-placeholder-body-that-must-return-a-value-is-empty-body
# mypy reports a trivial body (a docstring, then ..., pass) whose return type None does not fit
# under empty-body, with a note in an ABC (libcst's properties, parser hooks).
import abc
from typing import Generic, NoReturn, TypeVar
T = TypeVar("T")
def count() -> int: ...  # E: empty-body: Missing return statement
def name() -> str:  # E: empty-body: Missing return statement
    """The name."""
def stop() -> NoReturn: ...  # E: empty-body: Implicit return in function which does not return
class Shape(abc.ABC):
    @property
    def prefix(self) -> str:  # E: empty-body: Missing return statement  # N: empty-body: If the method is meant to be abstract, use @abc.abstractmethod
        """The prefix."""
        ...
class Parser(Generic[T]):
    def convert(self, text: str) -> T: ...  # E: empty-body: Missing return statement
async def fetch() -> int:  # E: empty-body: Missing return statement
    pass

# case: a-placeholder-body-that-may-stay-empty-is-silent
import abc
import sys
from typing import TYPE_CHECKING, Optional, Protocol, overload
def maybe() -> Optional[int]: ...
def anything() -> object: ...
def later() -> int:
    raise NotImplementedError
class Sized(Protocol):
    def size(self) -> int: ...
class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self) -> float: ...
if TYPE_CHECKING:
    def checked() -> int: ...
class Session:
    if sys.version_info >= (3, 8) and TYPE_CHECKING:
        def get(self, url: str) -> int: ...
@overload
def pick(x: int) -> int: ...
@overload
def pick(x: str) -> str: ...
def pick(x: object) -> object:
    return x

# case: a-placeholder-body-mypy-never-checks-or-whose-type-takes-none-through-any-is-silent
# mypy never checks the branches after an always-true test (the else of TYPE_CHECKING, the body
# of not TYPE_CHECKING); None fits a union with Any, and Hashable, in its is_subtype.
from typing import TYPE_CHECKING, Any, Hashable, Union
if TYPE_CHECKING:
    class Stream:
        def read(self) -> bytes: ...
else:
    def fallback() -> int: ...
if not TYPE_CHECKING:
    def runtime_only() -> int: ...
elif True:
    pass
def loose() -> Union[int, Any]: ...
def key() -> Hashable: ...

# case: a-placeholder-body-that-raises-or-is-abstract-under-a-property-is-silent
# raise NotImplementedError(...) is a placeholder that does not fall off; an abstract property
# and a protocol's property are abstract like their methods.
import abc
from typing import Protocol
class Base(abc.ABC):
    @property
    @abc.abstractmethod
    def size(self) -> int:
        """The size."""
class Shape(Protocol):
    @property
    def area(self) -> float: ...
def later() -> int:
    """Not yet."""
    raise NotImplementedError("later")

# case: a-body-that-is-more-than-a-placeholder-owes-its-return
# Only one pass / ... after a docstring is a placeholder; an abstract method or a protocol
# member whose body does more owes its return; a def nested in one under TYPE_CHECKING runs.
import abc
from typing import TYPE_CHECKING, Protocol
def twice() -> int:  # E: return: Missing return statement
    pass
    pass
def noted() -> int:  # E: return: Missing return statement
    """A docstring."""
    0
class Base(abc.ABC):
    @abc.abstractmethod
    def size(self) -> int:  # E: return: Missing return statement
        print("size")
class Sized(Protocol):
    def size(self) -> int:  # E: return: Missing return statement
        print("size")
if TYPE_CHECKING:
    def outer() -> int:
        def inner() -> int: ...  # E: empty-body: Missing return statement
        return inner()

# case: a-body-that-is-more-than-a-placeholder-and-returns-is-silent
import abc
from typing import Protocol
class Base(abc.ABC):
    @abc.abstractmethod
    def size(self) -> int:
        print("size")
        return 0
class Sized(Protocol):
    def size(self) -> int:
        """The size."""
        return 0

# case: no-missing-return-when-all-paths-end
from typing import Optional
def f(x: int) -> int:
    if x > 0:
        return 1
    else:
        raise ValueError
def g(xs: list[int]) -> int:
    for x in xs:
        if x:
            return x
    else:
        return 0
def h() -> int:
    while True:
        pass
def k(x: Optional[int]) -> int:
    assert x is not None
    return x
def m() -> int:
    raise NotImplementedError
def n() -> Optional[int]:
    if input():
        return None
    return 1

# case: while-true-without-break-ends-flow
def serve() -> int:
    while True:
        if input():
            continue
    "a" + 1
def poll() -> int:  # E: return: Missing return statement
    while True:
        if input():
            break

# case: loop-else-and-break
def find(xs: list[str], key: str) -> int:
    for i, x in enumerate(xs):
        if x == key:
            break
    else:
        return -1
    return i
def search(xs: list[int]) -> int:  # E: return: Missing return statement
    for x in xs:
        if x:
            break
    else:
        return 0

# case: try-except-else-finally-flow
def parse(s: str) -> int:
    try:
        value = int(s)
    except ValueError:
        return 0
    else:
        return value
    finally:
        print("done")
def parse2(s: str) -> int:
    try:
        value = int(s)
    except ValueError:
        return 0
    return value
def parse3(s: str) -> int:
    try:
        return int(s)
    finally:
        pass
def parse4(s: str) -> int:  # E: return: Missing return statement
    try:
        return int(s)
    except ValueError:
        pass

# case: a-finally-block-keeps-what-the-try-narrowed
def load() -> int: raise NotImplementedError
def cached(value: "int | None", flag: bool) -> int:
    if value is None:
        try:
            value = load()
        except OSError:
            return 0
        finally:
            print("tried")  # here value may still be None: the handler ran before it
    reveal_type(value)  # N: reveal-type: Revealed type is "int"
    return value

# case: a-finally-block-that-rebinds-a-name-decides-its-type
def load() -> int: raise NotImplementedError
def rebound_in_finally(value: "int | None") -> int:
    try:
        value = load()
    finally:
        value = None
    return value  # E: return-value: Incompatible return value type (got "None", expected "int")

# case: except-tuple-binds-union
def f() -> None:
    try:
        pass
    except (ValueError, KeyError) as e:
        reveal_type(e)  # N: reveal-type: Revealed type is "ValueError | KeyError"
        e.args
    except OSError as o:
        reveal_type(o.errno)  # N: reveal-type: Revealed type is "int | None"

# case: except-binding-misused
def f() -> None:
    try:
        pass
    except ValueError as e:
        n: int = e  # E: assignment: Incompatible types in assignment (expression has type "ValueError", variable has type "int")

# case: names-bound-in-try-used-after
def f() -> str:
    handle = None
    try:
        handle = open("x")
        data = handle.read()
    except OSError:
        data = ""
    finally:
        if handle is not None:
            handle.close()
    return data

# case: with-enter-type
class Resource:
    def __enter__(self) -> int:
        return 1
    def __exit__(self, *exc: object) -> None: ...
def f() -> None:
    with Resource() as r:
        reveal_type(r)  # N: reveal-type: Revealed type is "int"
    with open("x") as fh:
        reveal_type(fh.read())  # N: reveal-type: Revealed type is "str"

# case: with-enter-type-misused
class Resource:
    def __enter__(self) -> int:
        return 1
    def __exit__(self, *exc: object) -> None: ...
def f() -> None:
    with Resource() as r:
        s: str = r  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "str")

# case: with-exit-bool-may-swallow
from contextlib import suppress
class Quiet:
    def __enter__(self) -> None: ...
    def __exit__(self, *exc: object) -> bool:
        return True
class Loud:
    def __enter__(self) -> None: ...
    def __exit__(self, *exc: object) -> None: ...
def f() -> int:  # E: return: Missing return statement
    with Quiet():
        return 1
def g() -> int:
    with Loud():
        return 1
def h() -> int:
    with Quiet():
        raise ValueError
    return 0

# case: with-exit-literal-true-may-swallow-literal-false-does-not
from typing import Literal, Optional
class Always:
    def __enter__(self) -> None: ...
    def __exit__(self, *exc: object) -> Literal[True]:
        return True
class Never:
    def __enter__(self) -> None: ...
    def __exit__(self, *exc: object) -> Literal[False]:
        return False
class Maybe:
    def __enter__(self) -> None: ...
    def __exit__(self, *exc: object) -> Optional[bool]:
        return None
def f(x: int | str) -> None:
    if isinstance(x, int):
        with Always():
            raise ValueError
    reveal_type(x)  # N: reveal-type: Revealed type is "int | str"
def g(x: int | str) -> None:
    if isinstance(x, int):
        with Never():
            raise ValueError
    reveal_type(x)  # N: reveal-type: Revealed type is "str"
def h(x: int | str) -> None:
    if isinstance(x, int):
        with Maybe():
            raise ValueError
    reveal_type(x)  # N: reveal-type: Revealed type is "str"

# case: the-run-time-else-of-type-checking-may-rebind-its-names
# SQLAlchemy engine/row.py: the checking branch imports ``Tuple as _RowBase``; the else binds
# the run-time base. mypy does not check that else; its names are alternatives, not writes.
from typing import TYPE_CHECKING, Any, Sequence
if TYPE_CHECKING:
    from typing import Tuple as _RowBase
    Limit: int
else:
    _RowBase = Sequence
    Limit = "unbounded"
class Row(_RowBase[Any]):
    pass

# case: the-run-time-else-of-type-checking-binds-without-reports
from typing import TYPE_CHECKING, Any, Sequence
Other: int = 0
if TYPE_CHECKING:
    from typing import Tuple as _RowBase
else:
    _RowBase = Sequence
    Other = "unbounded"
    len(3)

# case: a-name-both-branches-of-type-checking-bind-is-the-checking-one
# SQLAlchemy util/langhelpers.py: ``FastIntFlag = IntFlag`` under TYPE_CHECKING, else a run-time
# copy; an enum built on it has enum members (engine/default.py:392).
from typing import TYPE_CHECKING
class _FastIntFlag: ...
if TYPE_CHECKING:
    from enum import IntFlag
    FastIntFlag = IntFlag
else:
    FastIntFlag = _FastIntFlag
class Opts(FastIntFlag):
    NOT_SUPPORTED = 1
    AUTO = 2
class Dialect:
    sentinel: Opts = Opts.NOT_SUPPORTED

# case: a-name-only-the-run-time-else-binds-is-still-known
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from enum import IntFlag
else:
    Fallback = object
class Opts(IntFlag):
    NOT_SUPPORTED = 1
class Dialect:
    sentinel: Opts = 1  # E: assignment
reveal_type(Fallback)  # N: reveal-type: Revealed type is "def () -> object"

# case: awaiting-a-coroutine-that-never-returns-ends-the-path
from typing import NoReturn
async def serve_forever(port: int) -> NoReturn:
    raise RuntimeError
async def stop() -> None: ...
async def serve(port: int) -> NoReturn:
    await serve_forever(port)
async def serve_then_stop(port: int) -> NoReturn:  # E: misc: Implicit return in function which does not return
    await stop()
async def port_of(port: int | None) -> int:
    if port is None:
        await serve_forever(0)
    return port

# case: an-assert-false-for-this-platform-ends-the-module-for-type-checkers
# ``assert sys.platform == "win32" or not TYPE_CHECKING``: the rest is Windows-only (mypy skips it).
import sys
from typing import TYPE_CHECKING
assert sys.platform == "win32" or not TYPE_CHECKING
if sys.platform == "win32":
    from winreg import HKEY_CLASSES_ROOT
def handle() -> int:
    return HKEY_CLASSES_ROOT
count: int = "windows"

# case: an-assert-true-for-this-platform-keeps-the-module-checked
import sys
from typing import TYPE_CHECKING
assert sys.platform != "win32" or not TYPE_CHECKING
if sys.platform == "win32":
    from winreg import HKEY_CLASSES_ROOT
def handle() -> int:
    return HKEY_CLASSES_ROOT  # E: name-defined: Name "HKEY_CLASSES_ROOT" is not defined
def check(flag: bool) -> None:
    assert flag
    count: int = "checked"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: suppress-and-nullcontext-in-loops-stay-reachable
import contextlib
def f(paths: list[str]) -> int:
    count = 0
    for p in paths:
        with contextlib.suppress(OSError):
            open(p).close()
            count += 1
    with contextlib.nullcontext():
        count += 1
    return count

# case: a-handler-sees-every-type-the-try-body-bound
class Shape: ...
class Circle(Shape):
    radius = 1.0
def measure() -> None:
    s = Shape()
    s = Circle()
    try:
        s = Shape()
        s = Circle()
    except ValueError:
        print(s.radius)  # E: attr-defined: "Shape" has no attribute "radius"
    finally:
        print(s.radius)  # E: attr-defined: "Shape" has no attribute "radius"

# case: a-handler-after-a-try-that-binds-one-type-silent
class Shape: ...
class Circle(Shape):
    radius = 1.0
def measure(n: int | None) -> None:
    s = Shape()
    s = Circle()
    n = 1
    try:
        s = Circle()
        n = 2
    except ValueError:
        print(s.radius, n + 1)
    finally:
        reveal_type(s)  # N: reveal-type: Revealed type is "case.Circle"

# case: a-loop-in-a-try-that-reads-a-name-before-binding-it-is-checked-silent
# (aiohttp's web_protocol.py: the handler's view of the try body met a local the trial pass
# over the body left unbound, and the check failed with a KeyError)
import asyncio
class Handler:
    closing = False
    async def serve(self, loop: asyncio.AbstractEventLoop, task: "asyncio.Task[tuple[int, bool]]", eof: bool, end: float) -> None:
        resp = None
        while not self.closing:
            try:
                try:
                    resp, reset = await task
                except ConnectionError:
                    pass
                if not eof:
                    try:
                        while not eof and now < end:
                            now = loop.time()
                    except asyncio.TimeoutError:
                        pass
            except BaseException:
                pass
