# A function or class tested for truth (truthy-function).

# case: truthy-function-method-in-if
class Pipeline:
    def transaction(self) -> bool:
        return True
    def execute(self, explicit: bool) -> None:
        if self.transaction or explicit:  # E: truthy-function: Function "transaction" could always be true in boolean context
            pass

# case: truthy-function-operands-and-not
from typing import Callable
def ready() -> bool:
    return True
def f(cb: Callable[[], int], flag: bool) -> None:
    if flag and ready:  # E: truthy-function: Function "ready" could always be true in boolean context
        pass
    if not cb:  # E: truthy-function: Function "cb" could always be true in boolean context
        pass
    x = ready or cb  # E: truthy-function: Function "ready" could always be true in boolean context
    assert cb  # E: truthy-function: Function "cb" could always be true in boolean context
    y = [1 for _ in range(3) if ready]  # E: truthy-function: Function "ready" could always be true in boolean context
    print(x, y)

# case: truthy-function-class-silent
class Config: ...
Picked = Config or list
def f() -> int:
    return 1 if Config else 2

# case: truthy-function-optional-callable-silent
from typing import Callable, Optional
class Widget:
    on_click: Optional[Callable[[], None]] = None
    def click(self, cb: Callable[[], int] | None) -> None:
        if self.on_click:
            self.on_click()
        if cb:
            cb()

# case: truthy-function-last-operand-value-silent
from typing import Callable
def default() -> int:
    return 0
def f(flag: bool, t: type[int]) -> object:
    handler = flag or default
    if t:
        pass
    return handler

# case: truthy-function-called-or-property-silent
class C:
    def ok(self) -> bool:
        return True
    @property
    def ready(self) -> bool:
        return True
def f(c: C) -> None:
    if c.ok() and c.ready:
        pass

# case: truthy-function-unannotated-def
def ready() -> bool:
    return True
def f():
    if ready:  # E: truthy-function
        pass

# case: truthy-function-narrowed-optional-silent
from typing import Callable
def f(cb: Callable[[], int] | None, other: Callable[[], int] | None) -> int:
    if cb is None:
        return 0
    if other:
        return other()
    return cb()
