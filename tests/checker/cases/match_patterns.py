# What the names of a ``case`` pattern hold and how sequence patterns narrow the subject
# (PEP 634; the types mypy infers).

# case: a-sequence-pattern-binds-the-items-of-each-sequence-it-can-match
from typing import Sequence
def first(v: int | str | list[int]) -> None:
    match v:
        case [head, *rest]:
            reveal_type(v)  # N: reveal-type: Revealed type is "list[int]"
            reveal_type(head)  # N: reveal-type: Revealed type is "int"
            reveal_type(rest)  # N: reveal-type: Revealed type is "list[int]"
            head.upper()  # E: attr-defined: "int" has no attribute "upper"
def pairs(v: tuple[int, str] | list[float]) -> None:
    match v:
        case [x, y]:
            reveal_type(x)  # N: reveal-type: Revealed type is "int | float"
            reveal_type(y)  # N: reveal-type: Revealed type is "str | float"
        case [x, y, z]:
            reveal_type(x)  # N: reveal-type: Revealed type is "float"
def chunks(v: Sequence[bytes], w: object) -> None:
    match v:
        case [chunk, *_]:
            reveal_type(chunk)  # N: reveal-type: Revealed type is "bytes"
    match w:
        case [1, second]:
            reveal_type(w)  # N: reveal-type: Revealed type is "typing.Sequence[object]"
            reveal_type(second)  # N: reveal-type: Revealed type is "object"

# case: a-star-in-a-tuple-pattern-takes-the-items-between
def split(u: tuple[int, str, bytes]) -> None:
    match u:
        case [first, *middle_and_last]:
            reveal_type(first)  # N: reveal-type: Revealed type is "int"
            reveal_type(middle_and_last)  # N: reveal-type: Revealed type is "list[str | bytes]"
    match u:
        case (int() as number, str() as text, _):
            reveal_type(number)  # N: reveal-type: Revealed type is "int"
            reveal_type(text)  # N: reveal-type: Revealed type is "str"

# case: a-loop-item-unpacked-by-a-pattern-keeps-its-item-types
def tally(v: list[tuple[str, int]]) -> None:
    for item in v:
        match item:
            case (name, count):
                name.upper()
                count.upper()  # E: attr-defined: "int" has no attribute "upper"

# case: class-patterns-bind-attribute-types
from dataclasses import dataclass
from typing import Any, NamedTuple
@dataclass
class Point:
    x: int
    y: str
class Pair(NamedTuple):
    left: int
    right: str
class Plain:
    def __init__(self) -> None:
        self.ratio = 1.5
def show(p: Point | Plain | int | str, q: Any, pair: Pair) -> None:
    match p:
        case Point(px, y=py):
            reveal_type(px)  # N: reveal-type: Revealed type is "int"
            reveal_type(py)  # N: reveal-type: Revealed type is "str"
        case Plain(ratio=r):
            reveal_type(r)  # N: reveal-type: Revealed type is "float"
        case int(n) | str(n):
            reveal_type(n)  # N: reveal-type: Revealed type is "int | str"
    match q:
        case Point(x=qx):
            reveal_type(q)  # N: reveal-type: Revealed type is "case.Point"
            reveal_type(qx)  # N: reveal-type: Revealed type is "int"
    match pair:
        case Pair(a, b):
            reveal_type(a)  # N: reveal-type: Revealed type is "int"
            reveal_type(b)  # N: reveal-type: Revealed type is "str"

# case: patterns-that-fit-their-subjects-are-silent
from typing import Any
def total(v: list[int] | None, q: Any, s: str) -> int:
    match q:
        case [a, b]:
            reveal_type(a)  # N: reveal-type: Revealed type is "Any"
            a.anything()
    match v:
        case [x, y]:
            return x + y
        case [x, *more]:
            return x + sum(more)
        case None:
            return 0
    return len(s)

# case: patterns-that-cannot-match-a-str-or-a-mapping-leave-them-to-later-cases-silent
def describe(v: str | dict[str, int] | list[str]) -> str:
    match v:
        case [first, *_]:
            return first.upper()
        case {"size": size}:
            return str(size)
        case str():
            return v.upper()
    return ""

# case: class-patterns-on-unknown-or-object-subjects-bind-what-the-class-declares-silent
from dataclasses import dataclass
from typing import Any
@dataclass
class Move:
    dx: int
    dy: int
def step(event: Any, other: object) -> int:
    match event:
        case Move(dx=dx, dy=dy):
            return dx + dy
    match other:
        case Move(dx, dy):
            return dx * dy
        case [int() as first, *_]:
            return first
    return 0

# case: more-positional-sub-patterns-than-match-args-is-reported
# PEP 634: the class pattern raises TypeError when matched; mypy's words.
import ast
from dataclasses import dataclass
from typing import NamedTuple
@dataclass
class Point:
    x: int
    y: int
class Pair(NamedTuple):
    left: int
    right: int
class Written:
    __match_args__ = ("a",)
    a: int = 0
class Plain:
    pass
def where(o: object, p: Point) -> None:
    match o:
        case Point(1, 2, 3):  # E: misc: Too many positional patterns for class pattern
            pass
        case Pair(1, 2, 3) | Written(1, 2):  # E: misc: Too many positional patterns for class pattern # E: misc: Too many positional patterns for class pattern
            pass
        case [int(1, 2), _]:  # E: misc: Too many positional patterns for class pattern
            pass
        case ast.Name(n, c, z):  # E: misc: Too many positional patterns for class pattern
            pass
        case Plain(a):  # E: misc: Class "case.Plain" doesn't define "__match_args__"
            pass
    match p:
        case Point(x, y, z):  # E: misc: Too many positional patterns for class pattern
            pass

# case: positional-sub-patterns-within-match-args-are-silent
import ast
from dataclasses import dataclass
from typing import Any, NamedTuple
@dataclass
class Point:
    x: int
    y: int
class Pair(NamedTuple):
    left: int
    right: int
class Written:
    __match_args__ = ("a", "b")
    a: int = 0
    b: str = ""
class Below(Written):
    pass
class Plain:
    pass
def where(o: object, w: Written, dyn: Any) -> None:
    match o:
        case Point(1, y) | Pair(1, y):
            pass
        case Below(1, "b") | str(""):
            pass
        case ast.Name(n, c) | ast.BinOp(n, c, _):
            pass
        case Plain() | Plain(a=1) | dyn.Some(1, 2, 3):
            pass
    match w:
        case Written(a, b):
            reveal_type(a)  # N: reveal-type: Revealed type is "int"
            reveal_type(b)  # N: reveal-type: Revealed type is "str"

# case: a-class-pattern-whose-sub-patterns-may-fail-leaves-the-class
# ``case P(k=C.A)`` may fail on a P: the match is not exhaustive (mypy, pyright).
from dataclasses import dataclass
from enum import Enum
class Kind(Enum):
    A = 1
    B = 2
@dataclass
class Item:
    kind: Kind
    size: int
def one(item: Item) -> int:  # E: return: Missing return statement
    match item:
        case Item(kind=Kind.A):
            return 1
def two(item: Item | int) -> int:  # E: return: Missing return statement
    match item:
        case Item(size=0):
            return 1
        case int():
            return 2
def nested(item: Item) -> int:  # E: return: Missing return statement
    match item:
        case Item(kind=Kind.A):
            return 1
        case Item(kind=Kind.B):
            return 2

# case: a-class-pattern-whose-sub-patterns-cannot-fail-takes-the-class-out-silent
from dataclasses import dataclass
from enum import Enum
class Kind(Enum):
    A = 1
    B = 2
@dataclass
class Item:
    kind: Kind
    size: int
def captured(item: Item) -> int:
    match item:
        case Item(kind=k, size=_):
            return 1
def covered(item: Item | int) -> int:
    match item:
        case Item(kind=Kind.A | Kind.B, size=int()):
            return 1
        case int():
            return 2
def positional(item: Item) -> int:
    match item:
        case Item(k, s):
            return s

# case: a-mapping-pattern-binds-a-mappings-value-type-and-rest
def route(table: dict[str, list[int]], value: int | dict[str, int]) -> None:
    match table:
        case {"first": [head, *_]}:
            head.upper()  # E: attr-defined: "int" has no attribute "upper"
        case {"first": whole, **others}:
            reveal_type(whole)  # N: reveal-type: Revealed type is "list[int]"
            reveal_type(others)  # N: reveal-type: Revealed type is "dict[str, list[int]]"
    match value:
        case {**everything}:
            reveal_type(everything)  # N: reveal-type: Revealed type is "dict[str, int]"
        case _:
            value.upper()  # E: attr-defined: "int" has no attribute "upper"

# case: a-mapping-pattern-binds-a-mappings-value-type-and-rest-silent
from collections.abc import Mapping
def route(table: Mapping[str, tuple[int, str]], value: int | dict[str, int]) -> int:
    match table:
        case {"first": (number, text)}:
            return number + len(text.upper())
        case {"second": found, **others}:
            return found[0] + len(others)
    match value:
        case {"k": 1}:
            return 1
        case {"k": other}:
            return other
        case {**everything}:
            return len(everything)
        case _:
            return value + 1

# case: a-class-pattern-inside-a-mapping-pattern-on-an-unknown-value-narrows
def handle(message: object) -> None:
    match message:
        case {"kind": "move", "x": int(dx), "y": float() as dy}:
            dx.upper()  # E: attr-defined: "int" has no attribute "upper"
            dy.upper()  # E: attr-defined: "float" has no attribute "upper"

# case: a-class-pattern-inside-a-mapping-pattern-on-an-unknown-value-narrows-silent
from typing import Any
def handle(message: object, other: Any) -> int:
    match message:
        case {"kind": "move", "x": int(dx), "rest": anything}:
            return dx + anything
    match other:
        case {"x": str(text)}:
            return len(text)
    return 0

# case: a-walrus-subject-is-narrowed-by-the-patterns
class Token:
    text = "t"
def next_token() -> Token | int | None: ...
def read() -> None:
    match tok := next_token():
        case Token():
            reveal_type(tok)  # N: reveal-type: Revealed type is "case.Token"
        case int():
            tok.text  # E: attr-defined: "int" has no attribute "text"
        case _:
            reveal_type(tok)  # N: reveal-type: Revealed type is "None"

# case: a-walrus-subject-is-narrowed-by-the-patterns-silent
class Token:
    text = "t"
def next_token() -> Token | None: ...
def read() -> str:
    match tok := next_token():
        case Token():
            return tok.text
        case None:
            return "end"

# case: a-capture-pattern-rebinds-a-name-a-nested-function-reads
def label(tag: str | None, pairs: list[str | None]) -> None:
    if tag is None:
        tag = "none"
    def show() -> str:
        return tag  # E: return-value: Incompatible return value type (got "str | None", expected "str") # N: return-value: Item "None" does not fit
    match pairs:
        case [tag, *_]:
            pass
    show()

# case: a-capture-pattern-of-another-name-keeps-the-narrowing-silent
def label(tag: str | None, pairs: list[str | None]) -> None:
    if tag is None:
        tag = "none"
    def show() -> str:
        return tag
    match pairs:
        case [first, *rest]:
            print(first, rest)
        case {"k": value, **others}:
            print(value, others)
    show()

# case: positional-patterns-beyond-match-args
from dataclasses import dataclass, field
from typing import Final
@dataclass
class Point:
    x: int
    cache: str = field(init=False)
label = "y"
class Pair:
    __match_args__: Final = ("x", label)
    x: int
    y: int
def f(p: object) -> None:
    match p:
        case Point(a, b):  # E: misc: Too many positional patterns for class pattern
            pass
        case Pair(a, b, c):  # E: misc: Too many positional patterns for class pattern
            pass

# case: positional-patterns-within-match-args-silent
from dataclasses import dataclass, field
from typing import Final
@dataclass
class Point:
    x: int
    cache: str = field(init=False)
    y: int = 0
label = "y"
class Pair:
    __match_args__: Final = ("x", label)
    x: int
    y: int
def f(p: object) -> None:
    match p:
        case Point(a, b):
            print(a, b)
        case Pair(a, b):
            print(a, b)

# case: a-pattern-binds-each-name-once-and-alike-in-every-alternative
def pairs(m: list[int]) -> None:
    match m:
        case [first, first]:  # E: misc: Multiple assignments to name "first" in pattern
            pass
        case [head, *tail] | [head]:  # E: misc: Alternative patterns bind different names
            pass
        case {"k": v, **v}:  # E: misc: Multiple assignments to name "v" in pattern
            pass

# case: a-pattern-binds-each-name-once-and-alike-in-every-alternative-silent
def pairs(m: list[int] | int) -> None:
    match m:
        case [first, second] | [second, first, _]:
            pass
        case [only] | int(only):
            pass
        case [_, _] | [_]:
            pass

# case: a-class-pattern-needs-a-class
limit = 1
def classify(m: object) -> None:
    match m:
        case limit(x):  # E: misc: Expected type in class pattern; found "int"
            pass

# case: a-class-pattern-needs-a-class-silent
def classify(m: object, kind: type, made: type[int]) -> None:
    match m:
        case kind():
            pass
        case made(x):
            pass
        case int(x):
            pass

# case: match-args-is-fixed-by-the-class-body
class Point:
    __match_args__ = ("x",)
    x: int = 0
Point.__match_args__ = ("y",)  # E: misc: Cannot assign to "__match_args__"

# case: match-args-is-fixed-by-the-class-body-silent
class Point:
    __match_args__ = ("x",)
    x: int = 0
__match_args__ = 0
names = Point.__match_args__

# case: a-match-on-an-unknown-value-needs-an-irrefutable-case
def code(value) -> int:  # E: return: Missing return statement
    match value:
        case "one":
            return 1
        case int():
            return 2

# case: a-match-on-an-unknown-value-needs-an-irrefutable-case-silent
def code(value) -> int:
    match value:
        case "one":
            return 1
        case _:
            return 0
