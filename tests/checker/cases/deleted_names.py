# Names a ``del`` or the end of an ``except ... as name:`` handler unbinds.

# case: deleted-read-after-del
def f() -> None:
    x = 1
    del x
    print(x)  # E: misc: Trying to read deleted variable "x"

# case: deleted-del-twice
def f() -> None:
    x = 1
    del x
    del x  # E: misc: Trying to read deleted variable "x"

# case: deleted-rebound-after-del
def f() -> None:
    x = 1
    del x
    x = 2
    print(x)

# case: deleted-on-one-path-only
def f(flag: bool) -> None:
    x = 1
    if flag:
        del x
    print(x)
    if flag:
        del x
    else:
        x = 2
    print(x)

# case: deleted-handler-name-read-after
def f() -> None:
    try:
        pass
    except ValueError as e:
        pass
    print(e)  # E: misc: Trying to read deleted variable "e"
    e.args  # E: misc: Trying to read deleted variable "e"

# case: deleted-handler-name-assigned-after
class ClusterError(Exception):
    connection: int = 0
def record(error: Exception) -> None: ...
def f() -> None:
    try:
        pass
    except ValueError as e:
        record(e)
    e = ClusterError("TTL exhausted.")  # E: misc: Assignment to variable "e" outside except: block
    e.connection = 1  # E: misc: Trying to read deleted variable "e"
    record(e)  # E: misc: Trying to read deleted variable "e"

# case: deleted-handler-name-for-target-after
from typing import Any
def f(errors: list[tuple[int, Exception]], response: Any) -> None:
    try:
        pass
    except ValueError as e:
        pass
    for i, e in errors:  # E: misc: Assignment to variable "e" outside except: block
        response.insert(i, e)  # (an unknown callable: mypy checks nothing there)

# case: deleted-handler-name-in-else-after-handler
def f(xs: list[int]) -> None:
    for x in xs:
        try:
            pass
        except ValueError as e:
            print(e)
        else:
            e = ValueError()  # E: misc: Assignment to variable "e" outside except: block

# case: deleted-handler-name-module-level
try:
    pass
except ValueError as err:
    pass
err = ValueError()  # E: misc: Assignment to variable "err" outside except: block

# case: deleted-handler-name-unannotated-def
def f():
    try:
        pass
    except ValueError as e:
        pass
    e = ValueError()  # E: misc: Assignment to variable "e" outside except: block
    print(e)  # (mypy leaves the body of an unannotated def unchecked)

# case: deleted-nested-handler-same-name
def f() -> None:
    try:
        pass
    except ValueError as e:
        try:
            raise KeyError
        except TypeError as e:
            print(e)
        print(e)  # E: misc: Trying to read deleted variable "e"

# case: deleted-handlers-reuse-name-silent
def f(xs: list[int]) -> None:
    for x in xs:
        try:
            pass
        except ValueError as e:
            print(e)
        except TypeError as e:
            print(e.args)
    try:
        pass
    except KeyError as e:
        print(e)

# case: deleted-handler-name-bound-before-loop-silent
def f(xs: list[int]) -> None:
    for x in xs:
        e = None
        print(e)
        try:
            pass
        except ValueError as e:
            print(e)

# case: deleted-handler-value-kept-silent
def f() -> Exception | None:
    saved: Exception | None = None
    try:
        pass
    except ValueError as e:
        saved = e
    return saved

# case: deleted-handler-name-in-nested-scopes-silent
def f(xs: list[int]) -> None:
    try:
        pass
    except ValueError as e:
        def inner() -> None:
            print(e)
        inner()
    print([e for e in xs])
    g = lambda e: e
    print(g)

# case: deleted-handler-name-other-binding-silent
def f() -> None:
    try:
        pass
    except ValueError as exc:
        pass
    def exc() -> None: ...  # E: no-redef

# case: deleted-handler-name-read-inside-handler-silent
def f() -> str:
    try:
        return "ok"
    except ValueError as e:
        text = str(e)
        return text + repr(e)

# case: deleted-then-rebound-on-every-path-silent
def f(flag: bool) -> int:
    x = 1
    del x
    if flag:
        x = 2
    else:
        x = 3
    return x

# case: a-later-handler-binding-the-name-again-may-assign-it
# A second ``except ... as exc`` binds the name anew: assigning it in that handler's body is no
# rebinding outside a handler; after it, it is again (mypy).
def restore(a: int) -> None:
    try:
        pass
    except ImportError as exc:
        saved = exc
    try:
        pass
    except (AttributeError, ImportError) as exc:
        if a:
            exc = saved
        print(exc)
    exc = saved  # E: misc: Assignment to variable "exc" outside except: block
