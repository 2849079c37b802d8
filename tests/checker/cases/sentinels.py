# PEP 661 sentinels: NAME = sentinel("NAME") is a value and a type whose only value it is.

# case: a-sentinel-is-a-type-of-its-own
from typing_extensions import Sentinel
UNSET = Sentinel("UNSET")
def f(x: int | UNSET = UNSET) -> int:
    if x is UNSET:
        reveal_type(x)  # N: reveal-type: Revealed type is "case.UNSET"
        return 0
    reveal_type(x)  # N: reveal-type: Revealed type is "int"
    return x
f(1)
f(UNSET)

# case: a-sentinel-fits-only-where-it-is-named
from typing_extensions import Sentinel
UNSET = Sentinel("UNSET")
OTHER = Sentinel("OTHER")
def f(x: int | UNSET) -> None: ...
f(OTHER)  # E: arg-type: Argument 1 to "f" has incompatible type "OTHER"; expected "int | UNSET"
def g(x: int = UNSET) -> None: ...  # E: assignment: Incompatible default for parameter "x" (default has type "UNSET", parameter has type "int")

# case: a-sentinel-in-a-class-body
from typing_extensions import Sentinel
class Cache:
    MISS = Sentinel("Cache.MISS")
def get(key: str) -> str | Cache.MISS:
    return Cache.MISS
value = get("a")
if value is not Cache.MISS:
    reveal_type(value)  # N: reveal-type: Revealed type is "str"

# case: is-not-narrows-the-other-way
from typing_extensions import Sentinel
UNSET = Sentinel("UNSET")
def f(x: str | UNSET) -> str:
    if x is not UNSET:
        return x
    return "default"

# case: a-sentinel-is-an-object
from typing_extensions import Sentinel
UNSET = Sentinel("UNSET")
def f(x: object) -> None: ...
f(UNSET)
seen: object = UNSET

# case: a-sentinel-default-where-the-parameter-takes-it
from typing_extensions import Sentinel
NOTHING = Sentinel("NOTHING")
def get(key: str, default: str | NOTHING = NOTHING) -> str:
    return default if default is not NOTHING else key
get("a")
get("a", "b")
get("a", NOTHING)
