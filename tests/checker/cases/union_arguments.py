# An argument of a union type: the Any inside one member excuses that member only.

# case: a-none-member-is-no-less-wrong-beside-a-member-with-any
from typing import Any
def record(replies: dict[Any, Any]) -> None: ...
def split(keys: list[str], options: dict[str, Any] | None) -> None: ...
def run(replies: dict[Any, Any] | None, found: int | dict[str, Any] | None) -> None:
    record(replies)  # E: arg-type: Argument 1 to "record" has incompatible type "dict[Any, Any] | None"; expected "dict[Any, Any]" # N: arg-type: Item "None" does not fit
    split([], found)  # E: arg-type: Argument 2 to "split" has incompatible type "int | dict[str, Any] | None"; expected "dict[str, Any] | None" # N: arg-type: Item "int" does not fit

# case: members-that-fit-or-are-excused-by-their-own-any-are-silent
from typing import Any, Mapping
def record(replies: dict[str, int] | None) -> None: ...
def count(n: int) -> None: ...
def run(replies: dict[str, int] | None, loose: Any | None, known: dict[str, Any] | None, either: int | Any) -> None:
    record(replies)
    record(known)
    count(either)
    if loose is not None:
        count(loose)
