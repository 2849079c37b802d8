# TypeVarTuple rules of the typing spec ("Generics: TypeVarTuple"): a TypeVarTuple is only
# valid unpacked; *args unpacking a tuple; solving one TypeVarTuple from several arguments;
# variance. The 3.11 star syntax of the same rules is in typevartuple_rules.case.

# case: typevartuple-must-be-unpacked
from typing import Generic, List, Tuple
from typing_extensions import TypeVarTuple, Unpack
Dims = TypeVarTuple("Dims")
class Grid(Generic[Unpack[Dims]]):
    def size(self) -> Tuple[Dims]: raise NotImplementedError  # E: valid-type: TypeVarTuple "Dims" is only valid with an unpack
    def put(self, where: List[Dims]) -> None: ...  # E: valid-type: TypeVarTuple "Dims" is only valid with an unpack
def spread(*coords: Dims) -> None: ...  # E: valid-type: TypeVarTuple "Dims" is only valid with an unpack

# case: typevartuple-unpacked-is-silent
from typing import Generic, Tuple
from typing_extensions import TypeAliasType, TypeVarTuple, Unpack
Dims = TypeVarTuple("Dims")
class Grid(Generic[Unpack[Dims]]):
    def size(self) -> Tuple[Unpack[Dims]]: raise NotImplementedError
def spread(*coords: Unpack[Dims]) -> Tuple[int, Unpack[Dims]]: raise NotImplementedError
Cells = TypeAliasType("Cells", Tuple[str, Unpack[Dims]], type_params=(Dims,))

# case: unpack-takes-exactly-one-argument
from typing import Tuple, TypedDict
from typing_extensions import Unpack
class Opts(TypedDict):
    verbose: bool
def a(*items: Unpack) -> None: ...  # E: misc: Unpack[...] requires exactly one type argument
def b(*items: Unpack[int, str]) -> None: ...  # E: misc: Unpack[...] requires exactly one type argument
def c(**opts: Unpack) -> None: ...  # E: misc: Unpack[...] requires exactly one type argument
def d(**opts: Unpack[Opts, Opts]) -> None: ...  # E: misc: Unpack[...] requires exactly one type argument
def e(pair: Tuple[int, Unpack[bytes, str]]) -> None: ...  # E: misc: Unpack[...] requires exactly one type argument

# case: unpack-of-one-argument-is-silent
from typing import Tuple, TypedDict
from typing_extensions import TypeVarTuple, Unpack
Dims = TypeVarTuple("Dims")
class Opts(TypedDict):
    verbose: bool
def a(*items: Unpack[Tuple[int, str]], **opts: Unpack[Opts]) -> None: ...
def b(*dims: Unpack[Dims]) -> Tuple[int, Unpack[Dims]]: raise NotImplementedError
def c(pair: Tuple[int, Unpack[Tuple[bytes, ...]]]) -> None: ...

# case: star-args-unpacking-a-tuple-reported
from typing import Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
class Key: ...
def ints(*values: Unpack[Tuple[int, ...]]) -> None: ...
def pair(*values: Unpack[Tuple[str, bytes]]) -> None: ...
def framed(*values: Unpack[Tuple[str, Unpack[Tuple[int, ...]], bytes]]) -> None: ...
def keyed(tag: str, *values: Unpack[Tuple[Unpack[Ts], Key]], strict: bool = False) -> Tuple[Unpack[Ts]]: raise NotImplementedError
ints(1, "two")  # E: arg-type: Argument 2 to "ints" has incompatible type "str"; expected "int"
pair("a")  # E: call-arg: Too few arguments for "pair"
pair("a", b"b", 3)  # E: call-arg: Too many arguments for "pair"
framed("a", 1, "b")  # E: arg-type: Argument 3 to "framed" has incompatible type "str"; expected "bytes"
framed(b"x")  # E: call-arg: Too few arguments for "framed" # E: arg-type: Argument 1 to "framed" has incompatible type "bytes"; expected "str"
keyed("t", 1, "x")  # E: arg-type: Argument 3 to "keyed" has incompatible type "str"; expected "Key"
keyed("t", 1, "x", strict=True)  # E: arg-type: Argument 3 to "keyed" has incompatible type "str"; expected "Key"
def rest(t: Tuple[int, Unpack[Ts]]) -> Tuple[Unpack[Ts]]: raise NotImplementedError
def any_length(t: Tuple[int, ...]) -> None:
    reveal_type(rest(t))  # N: reveal-type: Revealed type is "tuple[int, ...]" # E: arg-type: Argument 1 to "rest" has incompatible type "tuple[int, ...]"; expected "tuple[int, *tuple[int, ...]]" # N: arg-type

# case: star-args-unpacking-a-tuple-silent
from typing import Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
class Key: ...
def ints(*values: Unpack[Tuple[int, ...]]) -> Tuple[int, ...]:
    return values
def pair(*values: Unpack[Tuple[str, bytes]]) -> bytes:
    first, second = values
    return second
def framed(*values: Unpack[Tuple[str, Unpack[Tuple[int, ...]], bytes]]) -> str:
    return values[0]
def keyed(tag: str, *values: Unpack[Tuple[Unpack[Ts], Key]], strict: bool = False) -> Tuple[Unpack[Ts]]: raise NotImplementedError
ints()
ints(1, 2, 3)
pair("a", b"b")
framed("a", b"b")
framed("a", 1, 2, 3, b"b")
reveal_type(keyed("t", Key()))  # N: reveal-type: Revealed type is "tuple[()]"
reveal_type(keyed("t", 1, "x", Key(), strict=True))  # N: reveal-type: Revealed type is "tuple[int, str]"
def framed_generic(*values: Unpack[Tuple[str, Unpack[Ts], Key]]) -> Tuple[str, Unpack[Ts], Key]:
    reveal_type(values)  # N: reveal-type: Revealed type is "tuple[str, Unpack[Ts], case.Key]"
    return values

# case: typevartuple-several-arguments-must-agree
from typing import Callable, Generic, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
class Grid(Generic[Unpack[Ts]]): ...
class Row: ...
class Col: ...
def zip_shapes(a: Tuple[Unpack[Ts]], b: Tuple[Unpack[Ts]]) -> Tuple[Unpack[Ts]]: raise NotImplementedError
def add(a: Grid[Unpack[Ts]], b: Grid[Unpack[Ts]]) -> Grid[Unpack[Ts]]: raise NotImplementedError
def spawn(target: Callable[[Unpack[Ts]], None], args: Tuple[Unpack[Ts]]) -> None: ...
def work(n: int, name: str) -> None: ...
def use(r: Grid[Row], c: Grid[Col], rc: Grid[Row, Col]) -> None:
    zip_shapes((1, 2), (3,))  # E: misc: Cannot infer value of type parameter "Ts" of "zip_shapes"
    add(r, c)  # E: misc: Cannot infer value of type parameter "Ts" of "add"
    add(r, rc)  # E: misc: Cannot infer value of type parameter "Ts" of "add"
    spawn(work, ("x", 1))  # E: misc: Cannot infer value of type parameter "Ts" of "spawn"

# case: typevartuple-several-arguments-agreeing
from typing import Callable, Generic, List, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
class Grid(Generic[Unpack[Ts]]): ...
class Row: ...
def zip_shapes(a: Tuple[Unpack[Ts]], b: Tuple[Unpack[Ts]]) -> Tuple[Unpack[Ts]]: raise NotImplementedError
def add(a: Grid[Unpack[Ts]], b: Grid[Unpack[Ts]]) -> Grid[Unpack[Ts]]: raise NotImplementedError
def spawn(target: Callable[[Unpack[Ts]], None], args: Tuple[Unpack[Ts]]) -> None: ...
def fill(into: List[Tuple[Unpack[Ts]]], row: Tuple[Unpack[Ts]]) -> None: ...
def work(n: int, name: str) -> None: ...
def use(r: Grid[Row], n: int) -> None:
    reveal_type(zip_shapes((n,), (2,)))  # N: reveal-type: Revealed type is "tuple[int]"
    zip_shapes((1,), ("a",))
    zip_shapes((1.5,), (1,))
    reveal_type(zip_shapes((n,), (True,)))  # N: reveal-type: Revealed type is "tuple[int]"
    rows: List[Tuple[int]] = []
    fill(rows, (False,))
    same: Grid[Row] = add(r, r)
    spawn(work, (1, "x"))

# case: callable-with-items-after-the-typevartuple
from typing import Callable, Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
T = TypeVar("T")
def last_first(f: Callable[[str, Unpack[Ts], T], object]) -> Tuple[T, Unpack[Ts]]: raise NotImplementedError
def rotate(*items: Unpack[Tuple[int, Unpack[Ts], T]]) -> Tuple[T, Unpack[Ts]]: raise NotImplementedError
def handler(a: str, b: int, c: bytes) -> None: ...
def single(a: str, b: float) -> None: ...
reveal_type(last_first(handler))  # N: reveal-type: Revealed type is "tuple[bytes, int]"
reveal_type(last_first(single))  # N: reveal-type: Revealed type is "tuple[float]"
reveal_type(rotate(1, "a", b"b", 2.5))  # N: reveal-type: Revealed type is "tuple[float, str, bytes]"

# case: typevartuple-declared-variance-misused
from typing import Generic, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ins = TypeVarTuple("Ins", contravariant=True)
Outs = TypeVarTuple("Outs", covariant=True)
class Sink(Generic[Unpack[Ins]]):
    def drain(self) -> Tuple[Unpack[Ins]]: raise NotImplementedError  # E: misc: Cannot use a contravariant type variable as return type
class Source(Generic[Unpack[Outs]]):
    def feed(self, *items: Unpack[Outs]) -> None: ...  # E: misc: Cannot use a covariant type variable as a parameter
    def put(self, items: Tuple[Unpack[Outs]]) -> None: ...  # E: misc: Cannot use a covariant type variable as a parameter

# case: typevartuple-declared-variance-kept
from typing import Generic, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ins = TypeVarTuple("Ins", contravariant=True)
Outs = TypeVarTuple("Outs", covariant=True)
class Sink(Generic[Unpack[Ins]]):
    def fill(self, *items: Unpack[Ins]) -> None: ...
class Source(Generic[Unpack[Outs]]):
    def take(self) -> Tuple[Unpack[Outs]]: raise NotImplementedError
narrow_sink: Sink[int] = Sink[object]()
wide_source: Source[object] = Source[int]()

# case: typevartuple-inferred-variance
from typing import Generic, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts", infer_variance=True)
class Consumer(Generic[Unpack[Ts]]):
    def eat(self, *items: Unpack[Ts]) -> None: ...
class Producer(Generic[Unpack[Ts]]):
    def make(self) -> Tuple[Unpack[Ts]]: raise NotImplementedError
c: Consumer[object] = Consumer[int]()  # E: assignment: Incompatible types in assignment (expression has type "Consumer[int]", variable has type "Consumer[object]") # N: assignment
p: Producer[int, str] = Producer[object, str]()  # E: assignment: Incompatible types in assignment (expression has type "Producer[object, str]", variable has type "Producer[int, str]") # N: assignment

# case: typevartuple-inferred-variance-allows
from typing import Generic, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts", infer_variance=True)
class Consumer(Generic[Unpack[Ts]]):
    def eat(self, *items: Unpack[Ts]) -> None: ...
class Producer(Generic[Unpack[Ts]]):
    def make(self) -> Tuple[Unpack[Ts]]: raise NotImplementedError
c: Consumer[int, str] = Consumer[object, object]()
p: Producer[object] = Producer[bool]()

# case: unpack-outside-a-variadic-position
from typing import Dict, List, Optional, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def first(x: Unpack[Ts]) -> None: ...  # E: valid-type: Unpack is only valid in a variadic position
def listed(x: List[Unpack[Ts]]) -> None: ...  # E: valid-type: Unpack is only valid in a variadic position
def maybe(x: Optional[Unpack[Tuple[int, str]]]) -> None: ...  # E: valid-type: Unpack is only valid in a variadic position
def give() -> Unpack[Ts]: ...  # E: valid-type: Unpack is only valid in a variadic position
def keys(x: Dict[str, Unpack[Tuple[int, ...]]]) -> None: ...  # E: valid-type: Unpack is only valid in a variadic position

# case: unpack-in-variadic-positions
from typing import Callable, Generic, Tuple, TypedDict
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
class Opts(TypedDict):
    verbose: bool
class Shaped(Generic[Unpack[Ts]]): ...
def run(f: Callable[[int, Unpack[Ts]], None], *args: Unpack[Ts]) -> Tuple[str, Unpack[Ts]]: raise NotImplementedError
def shaped(s: Shaped[int, Unpack[Tuple[str, ...]]], **kwargs: Unpack[Opts]) -> Shaped[Unpack[Ts]]: raise NotImplementedError

# case: spread-tuple-of-known-length-solves-the-typevartuple
from typing import Callable, List, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def pack(*args: Unpack[Ts]) -> Tuple[Unpack[Ts]]: raise NotImplementedError
def call(f: Callable[[Unpack[Ts]], None], *args: Unpack[Ts]) -> None: ...
def add(x: int, y: int) -> None: ...
def use(pair: Tuple[int, str], many: Tuple[int, ...], xs: List[int]) -> None:
    reveal_type(pack(*pair))  # N: reveal-type: Revealed type is "tuple[int, str]"
    reveal_type(pack(1.5, *pair))  # N: reveal-type: Revealed type is "tuple[float, int, str]"
    call(add, *pair)  # E: arg-type # N: arg-type
    # Spread of unknown length: Ts is ``*tuple[int, ...]``, which add's two parameters do not
    # take (any number of ints may come; mypy and pyright).
    call(add, *many)  # E: arg-type: Argument 1 to "call" has incompatible type "Callable[[int, int], None]"; expected "def (*int) -> None" # N: arg-type
    call(add, *xs)  # E: arg-type # N: arg-type

# case: star-args-unpacking-shown-as-written
from typing import Tuple
from typing_extensions import Unpack
def tail(*args: Unpack[Tuple[Unpack[Tuple[str, ...]], int]]) -> None: ...
def pair(*args: Unpack[Tuple[int, str]]) -> None: ...
reveal_type(tail)  # N: reveal-type: Revealed type is "def (*args: *tuple[*tuple[str, ...], int])"
reveal_type(pair)  # N: reveal-type: Revealed type is "def (int, str)"

# case: typevartuple-unbound-outside-its-scope
from typing import Generic, List, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
loose: Tuple[Unpack[Ts]]  # E: valid-type: TypeVarTuple "Ts" is unbound
class Holder(Generic[Unpack[Ts]]):
    items: List[Tuple[Unpack[Ts]]]
def keep(*args: Unpack[Ts]) -> Tuple[Unpack[Ts]]:
    found: Tuple[Unpack[Ts]] = args
    return found

# case: callables-with-items-after-star-args-compared
from typing import Callable, Tuple
from typing_extensions import Unpack
def tail(*args: Unpack[Tuple[Unpack[Tuple[str, ...]], int]]) -> None: ...
def two(a: str, b: int, /) -> None: ...
short: Callable[[str], None] = tail  # E: assignment # N: assignment: Parameters "tuple[*tuple[str, ...], int]" do not accept "tuple[str]"
fixed: Callable[[Unpack[Tuple[Unpack[Tuple[str, ...]], int]]], None] = two  # E: assignment # N: assignment

# case: callables-with-items-after-star-args-fitting
from typing import Callable, Tuple
from typing_extensions import Unpack
def tail(*args: Unpack[Tuple[Unpack[Tuple[str, ...]], int]]) -> None: ...
def loose(*args: object) -> None: ...
three: Callable[[str, str, int], None] = tail
one: Callable[[int], None] = tail
pair: Callable[[Unpack[Tuple[str, int]]], None] = tail
same: Callable[[Unpack[Tuple[Unpack[Tuple[str, ...]], int]]], None] = tail
wide: Callable[[Unpack[Tuple[Unpack[Tuple[str, ...]], int]]], None] = loose

# case: implicit-alias-with-two-variadic-unpacks
# The definition is reported (an implicit alias too); the second unpack is dropped, so a use
# gives the first one all the arguments (mypy's recovery).
from typing import Callable, Generic, Tuple
from typing_extensions import TypeVarTuple, Unpack
Rows = TypeVarTuple("Rows")
Cols = TypeVarTuple("Cols")
class Table(Generic[Unpack[Rows]]): ...
Pair = Tuple[Unpack[Rows], Unpack[Cols]]  # E: misc: More than one variadic Unpack in a type is not allowed
Call = Callable[[Unpack[Rows], Unpack[Cols]], int]  # E: misc: More than one variadic Unpack in a type is not allowed
Grid = Table[Unpack[Rows], Unpack[Cols]]  # E: misc: More than one variadic Unpack in a type is not allowed
p: Pair[int, str]
c: Call[int, str]
g: Grid[int, str]
reveal_type(p)  # N: reveal-type: Revealed type is "tuple[int, str]"
reveal_type(c)  # N: reveal-type: Revealed type is "def (int, str) -> int"
reveal_type(g)  # N: reveal-type: Revealed type is "case.Table[int, str]"

# case: implicit-alias-with-one-variadic-unpack-silent
from typing import Callable, Generic, Tuple
from typing_extensions import TypeVarTuple, Unpack
Rows = TypeVarTuple("Rows")
class Table(Generic[Unpack[Rows]]): ...
Pair = Tuple[int, Unpack[Rows]]
Call = Callable[[Unpack[Rows], str], int]
Grid = Table[Unpack[Tuple[int, ...]]]
Spread = Tuple[Unpack[Tuple[int, str]], Unpack[Rows]]
Empty = Callable[[], int]
p: Pair[str]
c: Call[int]
g: Grid
s: Spread[bytes]
reveal_type(p)  # N: reveal-type: Revealed type is "tuple[int, str]"
reveal_type(s)  # N: reveal-type: Revealed type is "tuple[int, str, bytes]"

# case: too-few-type-arguments-for-a-variadic-class-in-an-expression
# Subscripted as a value, a class with a TypeVarTuple still needs one argument for each of its
# other type variables (mypy's words in expressions).
from typing import Generic, TypeVar
from typing_extensions import TypeVarTuple, Unpack
T = TypeVar("T")
S = TypeVar("S")
Ts = TypeVarTuple("Ts")
class Frame(Generic[T, Unpack[Ts], S]): ...
class Row(Generic[T, Unpack[Ts]]): ...
f = Frame[int]()  # E: type-arg: Bad number of arguments, expected: at least 2, given: 1
r = Row[()]()  # E: type-arg: At least 1 type argument(s) expected, none given

# case: too-few-type-arguments-for-a-variadic-class-in-an-expression-silent
# Enough arguments, for the variadic part or not, are fine.
from typing import Generic, Tuple, TypeVar
from typing_extensions import TypeVarTuple, Unpack
T = TypeVar("T")
S = TypeVar("S")
Ts = TypeVarTuple("Ts")
class Frame(Generic[T, Unpack[Ts], S]): ...
f = Frame[int, str]()
g = Frame[int, bytes, str]()
h: Frame[int, str] = Frame[int, str]()

# case: spread-tuples-too-short-for-the-items-around-a-typevartuple
from typing import Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def framed(*args: Unpack[Tuple[bool, str, Unpack[Ts], int]]) -> None: ...
short = (True, "a")
framed(*short)  # E: call-arg: Too few arguments for "framed"
def forward(*args: Unpack[Ts]) -> None:
    framed(*args)  # E: call-arg: Too few arguments for "framed"
framed(True, *("a",))  # E: call-arg: Too few arguments for "framed"

# case: spread-tuples-long-enough-or-of-unknown-length-are-silent
from typing import List, Tuple
from typing_extensions import TypeVarTuple, Unpack
Ts = TypeVarTuple("Ts")
def framed(*args: Unpack[Tuple[bool, str, Unpack[Ts], int]]) -> None: ...
full = (True, "a", 1)
framed(*full)
framed(True, *("a", b"x"), 2)
def forward(items: List[int], *args: Unpack[Ts]) -> None:
    framed(*items)
    framed(True, "a", *args, 1)
