# Lambdas passed to generic and overloaded callables: their parameters take the types the
# other arguments solve, and their bodies are checked with them.

# case: lambda-of-a-generic-call-sees-the-solved-type
from typing import Callable, Optional, TypeVar
T = TypeVar("T")
class Key:
    key: str
def apply(x: T, f: Callable[[T], object]) -> None: ...
pair: tuple[Optional[Key], int] = (None, 1)
apply(pair, lambda kv: kv[0].key)  # E: union-attr: Item "None" of "Key | None" has no attribute "key"
apply(pair, lambda kv: reveal_type(kv))  # N: reveal-type: Revealed type is "tuple[case.Key | None, int]"

# case: lambda-of-a-generic-call-checked-where-the-value-fits
from typing import Callable, Optional, TypeVar
T = TypeVar("T")
class Key:
    key: str
def apply(x: T, f: Callable[[T], object]) -> None: ...
pair: tuple[Optional[Key], int] = (None, 1)
apply(pair, lambda kv: kv[0].key if kv[0] is not None else "")
apply(pair, lambda kv: kv[1] + 1)

# case: lambda-result-solves-the-return-variable
from typing import Callable, Iterable, TypeVar
T = TypeVar("T")
S = TypeVar("S")
def each(f: Callable[[T], S], xs: Iterable[T]) -> list[S]: raise NotImplementedError
reveal_type(each(lambda x: str(x), [1, 2]))  # N: reveal-type: Revealed type is "list[str]"
each(lambda x: x.upper(), [1, 2])  # E: attr-defined: "int" has no attribute "upper"

# case: lambda-of-an-unsolved-variable-stays-unchecked
from typing import Callable, TypeVar
T = TypeVar("T")
def later(f: Callable[[T], object]) -> T: raise NotImplementedError
later(lambda x: x.anything)

# case: lambda-key-of-sort-and-sorted-is-checked
from typing import Optional
class Key:
    key: str
def f(entries: list[tuple[Optional[Key], int]]) -> None:
    entries.sort(key=lambda kv: kv[0].key)  # E: union-attr: Item "None" of "Key | None" has no attribute "key"
    sorted(entries, key=lambda kv: kv[0].key)  # E: union-attr: Item "None" of "Key | None" has no attribute "key"
    max(entries, key=lambda kv: kv[1].bit_count())

# case: lambda-key-of-sorted-that-fits-is-silent
class Key:
    key: str
def f(entries: list[tuple[Key, int]], names: dict[str, int]) -> None:
    entries.sort(key=lambda kv: kv[0].key)
    sorted(names, key=lambda n: names[n])
    sorted(names.items(), key=lambda kv: (kv[1], kv[0].lower()))
    min(entries, key=lambda kv: kv[1], default=None)

# case: a-returned-lambda-whose-parameters-misfit-the-declared-callable-cannot-be-inferred
from typing import Any, Callable, Optional
def hook(base: type) -> Callable[[Any, Any], Any]:
    return lambda v, _, __base=base: __base(v)  # E: misc: Cannot infer type of lambda
def one(base: type) -> Callable[[Any], Any]:
    return lambda v, _: v  # E: misc: Cannot infer type of lambda # E: return-value: Incompatible return value type (got "Callable[[Any, Any], Any]", expected "Callable[[Any], Any]") # N: return-value: Parameter "_" would never receive a value
def defaulted() -> Optional[Callable[[int], int]]:
    return lambda x=1: x  # E: misc: Cannot infer type of lambda

# case: a-returned-lambda-whose-parameters-fit-the-declared-callable-silent
from typing import Any, Callable
def hook(base: type) -> Callable[[Any, Any], Any]:
    return lambda v, _: base(v)
def loose() -> Callable[..., Any]:
    return lambda v, _, b=1: b
def star() -> Callable[[int], int]:
    return lambda *args: 1

# case: a-lambda-given-to-an-overloaded-callee-solves-its-result
def bump(xs: list[int]) -> set[str]:
    reveal_type(map(lambda x: x + 1, xs))  # N: reveal-type: Revealed type is "map[int]"
    return set(map(lambda x: x + 1, xs))  # E: return-value: Incompatible return value type (got "set[int]", expected "set[str]") # N: return-value: Type argument 1 "int" does not fit "str"

# case: a-lambda-given-to-an-overloaded-callee-that-fits-is-silent
def names(xs: list[int]) -> list[str]:
    shown = list(map(lambda x: str(x), xs))
    return sorted(shown, key=lambda s: len(s))

# case: a-lambda-body-is-checked-against-the-return-type-of-its-context
# As mypy: the body is the lambda's return value (return-value), beside its target's own error.
from typing import Callable, Optional
def run(cb: Callable[[int], str]) -> None: ...
def maybe(cb: Optional[Callable[[int], str]] = None) -> None: ...
run(lambda x: x)  # E: arg-type: Argument 1 to "run" has incompatible type "Callable[[int], int]"; expected "Callable[[int], str]" # N: arg-type # E: return-value: Incompatible return value type (got "int", expected "str")
maybe(lambda x: None)  # E: arg-type # E: return-value: Incompatible return value type (got "None", expected "str")
f: Callable[[int], str] = lambda x: x + 1  # E: assignment: Incompatible types in assignment (expression has type "Callable[[int], int]", variable has type "Callable[[int], str]") # N: assignment # E: return-value: Incompatible return value type (got "int", expected "str")
g: Callable[[], Optional[int]] = lambda: "s"  # E: assignment # N: assignment # E: return-value: Incompatible return value type (got "str", expected "int | None")
def made() -> Callable[[int], str]:
    return lambda x: x  # E: return-value: Incompatible return value type (got "Callable[[int], int]", expected "Callable[[int], str]") # N: return-value # E: return-value: Incompatible return value type (got "int", expected "str")

# case: a-lambda-body-that-fits-its-context-or-a-none-or-open-one-stays-silent
from typing import Any, Callable, Literal, Optional, TypeVar
T = TypeVar("T")
def run(cb: Callable[[int], str]) -> None: ...
def each(f: Callable[[T], object], xs: list[T]) -> None: ...
run(lambda x: str(x))
f: Callable[[int], object] = lambda x: x
g: Callable[[], Optional[int]] = lambda: None
h: Callable[[], Any] = lambda: 1
k: Callable[[], None] = lambda: print()
m: Callable[[], Literal["a"]] = lambda: "a"
each(lambda x: x + 1, [1])

# case: a-lambda-does-not-widen-what-the-other-arguments-solved
# mypy's second pass: the lambda is inferred in the context of what the other arguments fixed.
from typing import Callable, TypeVar
T = TypeVar("T")
def apply2(f: Callable[[T], T], v: T) -> T:
    return f(v)
r = apply2(lambda x: str(x), 1)  # E: return-value: Incompatible return value type (got "str", expected "int")
reveal_type(r)  # N: reveal-type: Revealed type is "int"

# case: a-lambda-solves-what-the-other-arguments-leave-open-or-none
from typing import Callable, Optional, TypeVar
T = TypeVar("T")
def apply2(f: Callable[[T], T], v: T) -> T:
    return f(v)
def first(f: Callable[[], T], default: T) -> T:
    return default
a = apply2(lambda x: x + 1, 1)
reveal_type(a)  # N: reveal-type: Revealed type is "int"
b: Optional[int] = first(lambda: 1, None)
c = first(lambda: 1, None)
d: int = c  # E: assignment # N: assignment

# case: a-lambda-keeps-the-kinds-of-its-parameters
only_pos = lambda value, /: value
only_kw = lambda first, *, flag=False, mode: first
only_pos(value=1)  # E: call-arg: Unexpected keyword argument "value"
only_kw(1, 2, mode=1)  # E: call-arg: Too many positional arguments
reveal_type(only_pos)  # N: reveal-type: Revealed type is "def (Any) -> Any"

# case: a-lambda-keeps-the-kinds-of-its-parameters-silent
from typing import Callable
only_pos = lambda value, /: value
only_kw = lambda first, *, flag=False, mode=0: first
only_pos(1)
only_kw(1, flag=True)
only_kw(first=1, mode=2)
handler: Callable[[int], int] = lambda n, /: n
takes_any = lambda *args, **kwargs: args
takes_any(1, x=2)
