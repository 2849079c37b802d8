# Using the value of a call that only ever returns None (func-returns-value).

# case: func-returns-value-assigned
def noret() -> None: ...
def f() -> None:
    x = noret()  # E: func-returns-value: "noret" does not return a value (it only ever returns None)

# case: func-returns-value-method-and-operand
def f(params: list[int], start: int | None) -> None:
    start is not None and params.append(start)  # E: func-returns-value: "append" of "list" does not return a value (it only ever returns None)

# case: func-returns-value-callable-parameter
from typing import Callable
def transaction(func: Callable[[str], None]) -> object:
    value = func("pipe")  # E: func-returns-value: Function does not return a value (it only ever returns None)
    return value

# case: func-returns-value-argument-and-return
def noret() -> None: ...
def f() -> int:
    print(noret())  # E: func-returns-value: "noret" does not return a value (it only ever returns None)
    if noret():  # E: func-returns-value
        pass
    return noret()  # E: func-returns-value: "noret" does not return a value (it only ever returns None)  # E: return-value

# case: func-returns-value-await
async def close() -> None: ...
async def f() -> None:
    done = await close()  # E: func-returns-value: Function does not return a value (it only ever returns None)

# case: func-returns-value-unused-silent
from typing import Any, Callable
def noret() -> None: ...
async def close() -> None: ...
async def f(flag: bool, cb: Callable[[], None]) -> None:
    noret()
    noret() if flag else cb()
    await close()
    g = lambda: noret()
    print(g)
def h() -> None:
    return noret()

# case: func-returns-value-inferred-or-decorated-silent
import functools
from typing import TypeVar
T = TypeVar("T")
def noret() -> None: ...
def ident(x: T) -> T:
    return x
@functools.lru_cache
def cached() -> None: ...
def f() -> None:
    alias = noret
    a = alias()
    b = ident(None)
    c = cached()
    print(a, b, c)

# case: func-returns-value-unannotated-def-silent
def noret() -> None: ...
def f():
    x = noret()
    return x

# case: func-returns-value-optional-result-silent
def maybe(flag: bool) -> int | None:
    return 1 if flag else None
def f(flag: bool) -> int:
    x = maybe(flag)
    return x if x is not None else 0

# case: func-returns-value-statement-operands-silent
def noret() -> None: ...
def f(items: list[int]) -> None:
    items.append(1)
    noret() if items else items.clear()

# case: func-returns-value-inspected-silent
from typing import Any, assert_type, cast
async def chmod(mode: int) -> None: ...
def noret() -> None: ...
async def f() -> None:
    assert_type(await chmod(0o777), None)
    assert_type(noret(), None)
    print(cast(Any, noret()))

# case: a-callable-instance-whose-call-returns-none
class Hook:
    def __call__(self) -> None:
        pass
hook: Hook
def run(local: Hook) -> None:
    done = local()  # E: func-returns-value: Function does not return a value (it only ever returns None)
    print(hook())  # E: func-returns-value: Function does not return a value (it only ever returns None)

# case: a-callable-instance-used-as-a-statement-or-returning-a-value-silent
from typing import Any
class Hook:
    def __call__(self) -> None:
        pass
class Maker:
    def __call__(self) -> int:
        return 1
def run(local: Hook, make: Maker, anything: Any) -> None:
    local()
    n = make()
    print(anything(), n)
    built = Hook()
