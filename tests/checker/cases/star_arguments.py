# ``*args`` and ``**kwargs`` arguments: what they must be, the parameters a ``*args`` fills.

# case: star-items-of-a-generic-iterable-checked-against-each-parameter-they-fill
def f(a: str, b: int = 1) -> None: ...
def g(*args: str) -> None: ...
def h(a: str, *rest: int) -> None: ...
def call(xs: tuple[bytes, ...], ys: list[int]) -> None:
    f(*xs)  # E: arg-type: Argument 1 to "f" has incompatible type "*tuple[bytes, ...]"; expected "str" # E: arg-type: Argument 1 to "f" has incompatible type "*tuple[bytes, ...]"; expected "int"
    g(*xs)  # E: arg-type: Argument 1 to "g" has incompatible type "*tuple[bytes, ...]"; expected "str"
    h(*ys)  # E: arg-type: Argument 1 to "h" has incompatible type "*list[int]"; expected "str"
    h("a", *ys, *xs)  # E: arg-type: Argument 3 to "h" has incompatible type "*tuple[bytes, ...]"; expected "int"

# case: star-items-that-fit-or-are-unknown-are-silent
from typing import Any
def f(a: str, b: int = 1) -> None: ...
def g(*args: str) -> None: ...
def h(a: str, *rest: int) -> None: ...
class Letters(str): ...
def call(anys: tuple[Any, ...], anyl: list[Any], pair: tuple[str, int], s: str, ints: list[int], strs: list[str], u: list[str] | list[int]) -> None:
    f(*anys)
    f(*anyl)
    f(*pair)
    g(*s)  # a str gives str items
    h(*pair)
    h("a", *ints)
    g(*strs, *strs)
    f(*u)  # a union's items are not checked (as mypy)

# case: star-tuple-of-known-length-fills-one-parameter-per-item
def f(a: str, b: int = 1) -> None: ...
def k(*args: int) -> None: ...
def call(wrong: tuple[int, str], long: tuple[str, int, int], mixed: tuple[int, str]) -> None:
    f(*wrong)  # E: arg-type: Argument 1 to "f" has incompatible type "*tuple[int, str]"; expected "str" # E: arg-type: Argument 1 to "f" has incompatible type "*tuple[int, str]"; expected "int"
    f(*long)  # E: call-arg: Too many arguments for "f"
    k(*mixed)  # E: arg-type: Argument 1 to "k" has incompatible type "*tuple[int, str]"; expected "int"

# case: star-tuple-of-known-length-that-fits-is-silent
def f(a: str, b: int = 1) -> None: ...
def k(*args: int) -> None: ...
def call(one: tuple[str], two: tuple[str, int], ints: tuple[int, int, int]) -> None:
    f(*one)
    f(*two)
    f(*one, b=2)
    k(*ints)
    k(1, *ints)

# case: star-argument-that-is-not-iterable
from typing import NamedTuple
class Color(NamedTuple):
    r: int
    g: int
    b: int
    ansi: int | None = None
def f(a: int, b: int = 1) -> None: ...
def call(maybe: tuple[int, int] | None, n: int) -> None:
    f(*maybe)  # E: misc: Expected iterable as variadic argument
    f(*n)  # E: misc: Expected iterable as variadic argument
    Color(*maybe, ansi=1)  # E: misc: "Color" gets multiple values for keyword argument "ansi" # E: misc: Expected iterable as variadic argument

# case: star-arguments-that-are-iterable-are-silent
from typing import Any, Iterable, Iterator, TypeVar
T = TypeVar("T", bound=Iterable[int])
class Countdown:
    def __iter__(self) -> Iterator[int]: raise NotImplementedError
def f(*args: int) -> None: ...
def call(a: Any, it: Iterable[int], c: Countdown, t: T, maybe: list[int] | None) -> None:
    f(*a)
    f(*it)
    f(*c)
    f(*t)
    if maybe is not None:
        f(*maybe)
    f(*(maybe or []))

# case: keyword-for-a-parameter-a-star-argument-fills
def f(a: str, b: int = 1) -> None: ...
def call(strs: list[str], pair: tuple[str, int]) -> None:
    f(*strs, b=2)  # E: arg-type: Argument 1 to "f" has incompatible type "*list[str]"; expected "int" # E: misc: "f" gets multiple values for keyword argument "b"
    f(*pair, b=2)  # E: misc: "f" gets multiple values for keyword argument "b"

# case: keyword-only-parameters-and-kwargs-after-a-star-argument-are-silent
from typing import Any
def f(a: str, b: str = "") -> None: ...
def g(*args: str, b: int = 1) -> None: ...
def h(a: str, *rest: str, b: int = 1) -> None: ...
def call(strs: list[str], one: tuple[str], kw: dict[str, Any]) -> None:
    g(*strs, b=2)
    h(*strs, b=2)
    f(*one, b="x")
    f(*strs, **kw)

# case: double-star-argument-that-is-not-a-mapping
from typing import Any, Mapping
def f(a: str, b: int = 1) -> None: ...
def call(maybe: dict[str, Any] | None, n: int, by_number: dict[int, str]) -> None:
    f(**maybe)  # E: arg-type: Argument after ** must be a mapping, not "dict[str, Any] | None"
    f(**n)  # E: arg-type: Argument after ** must be a mapping, not "int"
    f("a", **by_number)  # E: arg-type: Argument after ** must have string keys # E: arg-type: Argument 2 to "f" has incompatible type "**dict[int, str]"; expected "int"

# case: double-star-mappings-are-silent
from typing import Any, Mapping, TypedDict
class Options(TypedDict, total=False):
    b: int
class Keyed:
    def keys(self) -> list[str]: raise NotImplementedError
    def __getitem__(self, key: str) -> int: raise NotImplementedError
def f(a: int = 0, b: int = 1) -> None: ...
def call(m: Mapping[str, int], o: Options, k: Keyed, a: Any, maybe: dict[str, int] | None) -> None:
    f(**m)
    f(**o)
    f(**k)
    f(**a)
    f(**(maybe or {}))

# case: star-arguments-in-an-unannotated-function-are-silent
def f(a: str, b: int = 1) -> None: ...
def call(maybe=None):
    ints = [1, 2]
    f(*ints)
    n = 1
    f(**n)

# case: tuples-of-known-length-that-leave-required-parameters-empty
def f(a: str, b: int) -> None: ...
def g(a: str, b: int, c: int) -> None: ...
def call(one: tuple[str], none: tuple[()], strs: list[str]) -> None:
    f(*one)  # E: call-arg: Missing positional argument "b" in call to "f"
    g(*one)  # E: call-arg: Missing positional arguments "b", "c" in call to "g"
    f(*none)  # E: call-arg: Missing positional argument "b" in call to "f"
    f(*strs, "x")  # E: call-arg: Too many arguments for "f" # E: arg-type: Argument 1 to "f" has incompatible type "*list[str]"; expected "int"

# case: parameters-filled-otherwise-after-a-star-argument-are-silent
from typing import Any
def f(a: str, b: int) -> None: ...
def g(a: str, b: int = 0) -> None: ...
def h(a: str, *rest: str) -> None: ...
def call(one: tuple[str], strs: list[str], kw: dict[str, Any]) -> None:
    f(*one, b=1)
    f(*one, **kw)
    g(*one)
    h(*strs, "x", "y")
    h(*one, *strs)

# case: a-mapping-argument-of-a-generic-callee-fills-its-plain-keyword-parameters
from typing import TypeVar
T = TypeVar("T")
class Override: ...
def make(cl: type[T], flag: bool = False, **overrides: Override) -> T: raise NotImplementedError
def call(overrides: dict[str, Override]) -> None:
    make(int, **overrides)  # E: arg-type: Argument 2 to "make" has incompatible type "**dict[str, Override]"; expected "bool"
def forward(cl: type[tuple], /, **overrides: Override) -> None:
    make(cl, **overrides)  # E: arg-type: Argument 2 to "make" has incompatible type "**dict[str, Override]"; expected "bool"

# case: a-mapping-argument-of-a-generic-callee-leaves-parameters-of-its-type-variables-to-the-solver
from typing import Any, TypeVar
T = TypeVar("T")
class Override: ...
def make(cl: type[T], default: T | None = None, **overrides: Override) -> T: raise NotImplementedError
def keep(value: T, **extra: T) -> T: raise NotImplementedError
def call(overrides: dict[str, Override], anything: dict[str, Any], ints: dict[str, int]) -> None:
    make(int, **anything)
    make(int, default=1, **overrides)
    keep(1, **ints)

# case: a-mapping-argument-with-unknown-keys-still-has-its-values-checked
from typing import Any
class Override: ...
def make(flag: bool = False, **overrides: Override) -> None: ...
def call(overrides: dict[Any, Override]) -> None:
    make(**overrides)  # E: arg-type: Argument 1 to "make" has incompatible type "**dict[Any, Override]"; expected "bool"

# case: a-mapping-argument-with-unknown-values-fits-any-parameter-silent
from typing import Any
def make(flag: bool = False, **overrides: int) -> None: ...
def call(anything: dict[Any, Any], loose: dict[str, Any]) -> None:
    make(**anything)
    make(**loose)

# case: a-star-in-a-display-or-yield-from-over-no-iterable
from typing import Iterator
class OldStyle:
    def __getitem__(self, i: int) -> int:
        return i
def splice(n: int, maybe: list[int] | None) -> list[int]:
    pair = (*OldStyle(), 1)  # E: misc: Expected iterable as variadic argument
    merged = {*maybe}  # E: misc: Expected iterable as variadic argument
    return [*n]  # E: misc: Expected iterable as variadic argument
def delegate(n: int, maybe: list[int] | None) -> Iterator[int]:
    yield from OldStyle()  # E: misc: "yield from" can't be applied to "OldStyle"
    yield from maybe  # E: misc: "yield from" can't be applied to "list[int] | None"
    yield from n  # E: misc: "yield from" can't be applied to "int"

# case: stars-in-displays-and-yield-from-over-iterables-are-silent
from typing import Any, Iterator
class Chain:
    def __iter__(self) -> Iterator[int]:
        return iter([1])
def splice(xs: list[int], t: tuple[str, int], anything: Any, text: str) -> list[object]:
    pair = (*Chain(), *t, *anything)
    merged = {*xs, *text, *range(3)}
    return [*pair, *merged, *{1: 2}]
def delegate(xs: list[int], anything: Any) -> Iterator[int]:
    yield from Chain()
    yield from xs
    yield from anything
    yield from (i for i in xs)

# case: star-items-solve-a-generic-callees-parameters-and-are-checked-against-them
from typing import Sequence, TypeVar
T = TypeVar("T")
def lists(*ls: list[T | None]) -> None: ...
def pair(a: list[T | None], b: list[T | None]) -> None: ...
class Merge:
    def __init__(self, *ls: list[T | None]) -> None: ...
def merge(*given: list[T]) -> None:
    Merge(*given)  # E: arg-type: Argument 1 to "Merge" has incompatible type "*tuple[list[T], ...]"; expected "list[T | None]"
def use(u: tuple[list[int], ...], v: tuple[list[int], list[int]]) -> None:
    lists(*u)  # E: arg-type: Argument 1 to "lists" has incompatible type "*tuple[list[int], ...]"; expected "list[int | None]"
    pair(*v)  # E: arg-type: Argument 1 to "pair" has incompatible type "*tuple[list[int], list[int]]"; expected "list[int | None]"

# case: star-items-that-fit-a-generic-callees-parameters-are-silent
import itertools
from typing import Any, Sequence, TypeVar
T = TypeVar("T")
def first(*xs: T) -> T: return xs[0]
def lists(*ls: list[T]) -> list[T]: return ls[0]
def seqs(*ls: Sequence[T | None]) -> list[T]: return []
def use(a: list[list[int]], b: tuple[str, ...], c: list[Any], e: list[list[int | None]]) -> None:
    reveal_type(first(*b))  # N: reveal-type: Revealed type is "str"
    reveal_type(lists(*a))  # N: reveal-type: Revealed type is "list[int]"
    reveal_type(list(itertools.chain(*a)))  # N: reveal-type: Revealed type is "list[int]"
    print(*a)
    seqs(*a)
    seqs(*e)
    lists(*e)
    first(*c)
    x: list[int | None] = lists(*e)
