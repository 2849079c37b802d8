# PEP 675 LiteralString: a str known to be built from literals only.

# case: literal-strings-are-literal-string
from typing_extensions import LiteralString
def run(sql: LiteralString) -> None: ...
run("SELECT 1")
run("SELECT " + "1")
TABLE = "users"
def f(name: LiteralString, limit: LiteralString) -> None:
    run(f"SELECT {name} LIMIT {limit}")
    run(name + limit)
    run(", ".join([name, limit]))
    run(name.upper())

# case: a-str-is-not-a-literal-string
from typing_extensions import LiteralString
def run(sql: LiteralString) -> None: ...
def f(user: str, name: LiteralString) -> None:
    run(user)  # E: arg-type: Argument 1 to "run" has incompatible type "str"; expected "LiteralString"
    run(f"SELECT {user}")  # E: arg-type
    run(name + user)  # E: arg-type
    run(user.upper())  # E: arg-type

# case: literal-string-is-a-str
from typing_extensions import LiteralString
def show(s: str) -> None: ...
def f(name: LiteralString) -> str:
    show(name)
    x: str = name
    return name.lower()

# case: other-literals-are-not-literal-strings
from typing_extensions import LiteralString
x: LiteralString = 3  # E: assignment
y: LiteralString = b"sql"  # E: assignment

# case: literal-string-in-type-arguments-is-invariant-where-the-class-is
from typing import Sequence
from typing_extensions import LiteralString
def f(names: list[LiteralString], seq: Sequence[LiteralString]) -> None:
    a: list[str] = names  # E: assignment # N: assignment: Type argument 1 "LiteralString" does not fit "str"; "list" is invariant, consider "Sequence"
    b: Sequence[str] = seq
    c: list[LiteralString] = ["a", "b"]

# case: a-type-variable-bound-to-literal-string
from typing import Literal, TypeVar
from typing_extensions import LiteralString
L = TypeVar("L", bound=LiteralString)
def same(s: L) -> L:
    return s
def f(a: Literal["x"], b: LiteralString, c: str) -> None:
    reveal_type(same(a))  # N: reveal-type: Revealed type is "Literal['x']"
    reveal_type(same(b))  # N: reveal-type: Revealed type is "LiteralString"
    same("y")
    same(c)  # E: type-var

# case: variables-inferred-from-literals-are-str
from typing_extensions import LiteralString
def f(user: str) -> None:
    query = "SELECT 1"
    reveal_type(query)  # N: reveal-type: Revealed type is "str"
    query = user
    parts = "a,b".split(",")
    parts.append(user)
    line = "-" * 10
    line = line + user

# case: an-annotated-variable-keeps-literal-string
from typing_extensions import LiteralString
def run(sql: LiteralString) -> None: ...
query: LiteralString = "SELECT 1"
run(query)
def g(flag: bool) -> LiteralString:
    return "a" if flag else "b"

# case: str-methods-on-a-str-give-a-str
def f(user: str) -> None:
    reveal_type(user.upper())  # N: reveal-type: Revealed type is "str"
    reveal_type(", ".join([user]))  # N: reveal-type: Revealed type is "str"
    reveal_type(f"{user}!")  # N: reveal-type: Revealed type is "str"

# case: an-overload-item-a-display-fits-in-its-context-is-chosen-silent
# mypy infers a display again in each item's context: join of literal strings is LiteralString.
from typing import Iterable, LiteralString, overload
def expect(s: LiteralString) -> None: ...
@overload
def combine(parts: Iterable[LiteralString]) -> LiteralString: ...
@overload
def combine(parts: Iterable[str]) -> str: ...
def combine(parts: Iterable[str]) -> str:
    return "".join(parts)
def use(known: LiteralString) -> None:
    expect(",".join(["a", "b"]))
    expect(" ".join({"a", known}))
    expect(combine(["x", known]))

# case: an-overload-display-with-a-plain-str-takes-the-str-item
from typing import Iterable, LiteralString, overload
def expect(s: LiteralString) -> None: ...
@overload
def combine(parts: Iterable[LiteralString]) -> LiteralString: ...
@overload
def combine(parts: Iterable[str]) -> str: ...
def combine(parts: Iterable[str]) -> str:
    return "".join(parts)
def use(name: str) -> None:
    expect(",".join(["a", name]))  # E: arg-type: Argument 1 to "expect" has incompatible type "str"; expected "LiteralString"
    expect(combine(["x", name]))  # E: arg-type: Argument 1 to "expect" has incompatible type "str"; expected "LiteralString"
    reveal_type(combine([name]))  # N: reveal-type: Revealed type is "str"

# case: a-parameter-in-literal-is-invalid
from typing import Literal
def pick(mode: str, count: int) -> None:
    a: Literal[mode] = "r"  # E: valid-type: Parameter 1 of Literal[...] is invalid
    b: "Literal['x', count]" = "x"  # E: valid-type: Parameter 2 of Literal[...] is invalid

# case: literal-of-constants-and-aliases-in-a-function-is-silent
from typing import Literal
Mode = Literal["r", "w"]
def pick(mode: Mode) -> None:
    a: Literal[Mode, "a"] = mode
    b: Literal["x", 1, None] = None
