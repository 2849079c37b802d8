# The item type of a display written without an expected type (mypy's join of its items), and
# the items of a display checked against the type the context expects.

# case: join-with-an-optional-item-is-a-union
from typing import Any, Callable
class Base: ...
class Left(Base): ...
class Right(Base): ...
# A None or an optional item among the items makes the join a union (mypy joins unions first,
# then None, then the rest), so what is added later must fit that union.
def connect(db: int, user: str | None, timeout: float, hook: Callable[[], None]) -> None:
    kwargs = {"db": db, "user": user, "timeout": timeout}
    reveal_type(kwargs)  # N: reveal-type: Revealed type is "dict[str, float | int | str | None]"
    kwargs.update({"path": "/tmp", "cls": Left})  # E: dict-item: Dict entry 1 has incompatible type "str": "type[Left]"; expected "str": "float | int | str | None"
    reveal_type({"db": db, "user": user, "hook": hook})  # N: reveal-type: Revealed type is "dict[str, (def ()) | int | str | None]"
    names = [db, None, "x"]
    reveal_type(names)  # N: reveal-type: Revealed type is "list[str | int | None]"
    names.append(Left())  # E: arg-type: Argument 1 to "append" of "list" has incompatible type "Left"; expected "str | int | None"
    reveal_type([Left(), None, Right()])  # N: reveal-type: Revealed type is "list[case.Right | case.Left | None]"
    reveal_type([user, 1, 2.5])  # N: reveal-type: Revealed type is "list[float | int | str | None]"


# case: join-in-order-when-it-is-a-class
from typing import Any, Callable
class Base: ...
class Left(Base): ...
class Right(Base): ...
# Items whose join in written order is a plain class are that class: a None written last is
# taken into it.
def tables(db: int, name: str) -> None:
    row = [db, name, None]
    reveal_type(row)  # N: reveal-type: Revealed type is "list[object]"
    row.append(Left())
    reveal_type([Left(), Right(), None])  # N: reveal-type: Revealed type is "list[case.Right | case.Left | None]"
    reveal_type([Left(), None, Base()])  # N: reveal-type: Revealed type is "list[case.Base | None]"
    settings = {"db": db, "name": name}
    settings.update({"cls": Left})


# case: an-unknown-item-does-not-hide-a-misfit
from typing import Any, Callable
class Base: ...
class Left(Base): ...
class Right(Base): ...
# An item of unknown type fits the expected item type, the others are still checked one by one.
def forward(value: Any) -> None:
    sizes: dict[str, int] = {"a": "big", "b": value}  # E: dict-item: Dict entry 0 has incompatible type "str": "str"; expected "str": "int"
    counts: list[int] = [value, "one"]  # E: list-item: List item 1 has incompatible type "str"; expected "int"


# case: an-unknown-item-fits-the-expected-type
from typing import Any, Callable
class Base: ...
class Left(Base): ...
class Right(Base): ...
def forward_ok(value: Any, maybe: Any | None) -> None:
    sizes: dict[str, int] = {"a": 1, "b": value}
    counts: list[int | None] = [value, 1, maybe]
    names: dict[str, str] = {"a": value}


# case: overloaded-call-checks-a-display-against-the-chosen-item
from typing import Any, Callable
class Base: ...
class Left(Base): ...
class Right(Base): ...
# dict.update is overloaded: the display, once the item is chosen, is checked against it.
def extend(db: int, user: str | None, value: Any) -> None:
    kwargs = {"db": db, "user": user}
    kwargs.update({"cls": Left, "value": value})  # E: dict-item: Dict entry 0 has incompatible type "str": "type[Left]"; expected "str": "int | str | None"


# case: overloaded-call-display-that-fits-the-chosen-item
from typing import Any, Callable
class Base: ...
class Left(Base): ...
class Right(Base): ...
def extend_ok(db: int, user: str | None, value: Any) -> None:
    kwargs = {"db": db, "user": user}
    kwargs.update({"other": 2, "value": value})
    kwargs.update({"value": value})
    kwargs.update({})
    kwargs.update(more=value)


# case: overloaded-call-display-fits-a-later-item
# str.join's LiteralString item does not take the display in its context; its str item does.
from typing import Any
def url(scheme: str, host: Any) -> str:
    return "".join([scheme, "://", host])

# case: a-declared-union-joins-as-mypy-simplifies-it
from typing import Any, Callable, Union
def options(flag: bool, cast: Union[type, Callable, None], name: str) -> None:
    found = {"withscores": flag, "score_cast_func": cast}
    reveal_type(found)  # N: reveal-type: Revealed type is "dict[str, bool | (def (*Any, **Any) -> Any) | None]"
    found["keys"] = [name]  # E: assignment: Incompatible types in assignment (expression has type "list[str]", target has type "bool | Callable[..., Any] | None")
def more(flag: bool, either: Union[type, Callable[..., Any], int]) -> None:
    reveal_type([flag, either])  # N: reveal-type: Revealed type is "list[(def (*Any, **Any) -> Any) | int]"

# case: a-declared-union-that-takes-the-value-joins-silently
from typing import Callable, Optional, Union
def options(flag: bool, cast: Optional[Callable[[str], object]], limit: Union[int, str]) -> None:
    found = {"withscores": flag, "score_cast_func": cast}
    found["withscores"] = None
    sizes = {"a": True, "b": limit}
    sizes["c"] = "many"

# case: a-union-spliced-into-a-display-makes-its-items-any
def f(category: list[str] | tuple[str, ...], names: tuple[str, str], pair: tuple[str, str]) -> None:
    names = (*category, *names)
    bad: tuple[str, str] = (*pair, *pair)  # E: assignment: Incompatible types in assignment (expression has type "tuple[str, str, str, str]", variable has type "tuple[str, str]")  # N: assignment: Expected 2 items, got 4
    reveal_type([*category])  # N: reveal-type: Revealed type is "list[Any]"
    reveal_type((*category, 1))  # N: reveal-type: Revealed type is "tuple[Any, ...]"

# case: a-union-spliced-into-a-display-is-silent
def f(category: list[str] | tuple[str, ...] | None, names: tuple[str, str, str]) -> None:
    if category:
        names = (*category, *names)
    both: list[int] = [*([1] if category else (2, 3))]
    print(names, both)

# case: a-literal-that-does-not-fit-a-literal-item-type-is-reported-by-item
from typing import Literal
Mode = Literal["read", "write"]
modes: list[Mode] = ["read", "append"]  # E: list-item: List item 1 has incompatible type "Literal['append']"; expected "Literal['read', 'write']"
def open_all(wanted: list[Mode]) -> None: ...
open_all(["execute"])  # E: list-item: List item 0 has incompatible type "Literal['execute']"; expected "Literal['read', 'write']"
limits: dict[Mode, Literal[1, 2]] = {"read": 1, "write": 3}  # E: dict-item: Dict entry 1 has incompatible type "Literal['write']": "Literal[3]"; expected "Literal['read', 'write']": "Literal[1, 2]"

# case: a-literal-that-does-not-fit-a-literal-item-type-is-reported-by-item-silent
from typing import Literal
Mode = Literal["read", "write"]
modes: list[Mode] = ["read", "write"]
def open_all(wanted: list[Mode]) -> None: ...
open_all(["write"])
limits: dict[Mode, Literal[1, 2]] = {"read": 1, "write": 2}
names: list[str] = ["read", "append"]
mixed: list[Mode | int] = ["read", 3]
