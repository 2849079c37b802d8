# What each strictness level reports.

# case: strict-untyped-def strictness=strict
def f(x):  # E: no-untyped-def: Function is missing a type annotation
    return x
def g(x: int):  # E: no-untyped-def: Function is missing a return type annotation
    return x
def h(x, y: int) -> int:  # E: no-untyped-def: Function is missing a type annotation for one or more arguments
    return y
class C:
    def __init__(self) -> None: ...
    def m(self) -> None: ...

# case: strict-implicit-any strictness=strict
def f(x: list) -> dict:  # E: implicit-any: Missing type parameters for generic type "list" # E: implicit-any: Missing type parameters for generic type "dict"
    return {}

# case: strict-all-annotated-ok strictness=strict
from typing import Any
def f(x: list[int], y: dict[str, Any]) -> tuple[int, ...]:
    return tuple(x)

# case: standard-allows-untyped
def f(x):
    return x
def g(x: list) -> dict:
    return {}

# case: basic-still-reports-errors strictness=basic
def f(x: int) -> None: ...
f("a")  # E: arg-type

# case: basic-skips-what-may-fail strictness=basic
from typing import Optional
def name(x: Optional[str]) -> str:
    return x.upper()
def sign(n: int) -> int:
    if n > 0:
        return 1
class Base:
    def f(self, x: int) -> None: ...
class Child(Base):
    def f(self, x: str) -> None: ...

# case: standard-reports-what-may-fail
from typing import Optional
def name(x: Optional[str]) -> str:
    return x.upper()  # E: union-attr
def sign(n: int) -> int:  # E: return
    if n > 0:
        return 1
class Base:
    def f(self, x: int) -> None: ...
class Child(Base):
    def f(self, x: str) -> None: ...  # E: override
