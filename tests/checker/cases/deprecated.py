# PEP 702: what @deprecated marks is reported where it is used (code deprecated, mypy's words).

# case: a-deprecated-function-is-reported-at-each-use-in-its-module
from typing_extensions import deprecated
@deprecated("use fetch_all()")
def fetch(key: str) -> int:
    return 0
def fetch_all(key: str) -> int:
    return 0
fetch("a")  # E: deprecated: function case.fetch is deprecated: use fetch_all()
getter = fetch  # E: deprecated: function case.fetch is deprecated: use fetch_all()
fetch_all("a")
def inner() -> int:
    return fetch("b")  # E: deprecated

# case: the-decorator-is-known-by-what-it-refers-to
import typing_extensions as te
from typing_extensions import deprecated as old_api
@te.deprecated("gone")
def first() -> None: ...
@old_api("also gone")
def second() -> None: ...
def deprecated(reason: str) -> object:
    return reason
first()  # E: deprecated: function case.first is deprecated: gone
second()  # E: deprecated: function case.second is deprecated: also gone

# case: an-imported-name-is-reported-at-its-import-only
from shop import price_of, price  # E: deprecated: function shop.price_of is deprecated: use price()
import shop
price_of("tea")
price("tea")
shop.price_of("tea")  # E: deprecated: function shop.price_of is deprecated: use price()
shop.price("tea")
# file: shop.py
from typing_extensions import deprecated
@deprecated("use price()")
def price_of(name: str) -> int:
    return 0
def price(name: str) -> int:
    return 0

# case: deprecated-classes-in-code-and-annotations-of-their-module
from typing_extensions import deprecated
@deprecated("use Account")
class Ledger:
    pass
class Account:
    pass
Ledger()  # E: deprecated: class case.Ledger is deprecated: use Account
def close(book: Ledger) -> None:  # E: deprecated: class case.Ledger is deprecated: use Account
    pass
def open_(book: "Ledger") -> Account:
    return Account()
isinstance(Account(), Ledger)  # E: deprecated

# case: methods-properties-and-setters
from typing_extensions import deprecated
class Meter:
    @deprecated("read value")
    def read(self) -> int:
        return 0
    @classmethod
    @deprecated("use Meter()")
    def make(cls) -> "Meter":
        return cls()
    @property
    @deprecated("use value")
    def level(self) -> int:
        return 0
    @level.setter
    def level(self, new: int) -> None:
        pass
    @property
    def value(self) -> int:
        return 0
    @value.setter
    @deprecated("value is read-only soon")
    def value(self, new: int) -> None:
        pass
m = Meter()
m.read()  # E: deprecated: function case.Meter.read is deprecated: read value
Meter.make()  # E: deprecated: function case.Meter.make is deprecated: use Meter()
m.level  # E: deprecated: function case.Meter.level is deprecated: use value
m.value
m.value = 3  # E: deprecated: function case.Meter.value is deprecated: value is read-only soon
m.value += 1  # E: deprecated

# case: dunders-run-by-operators-and-statements
from typing_extensions import deprecated
class Vec:
    @deprecated("add")
    def __add__(self, other: "Vec") -> "Vec":
        return self
    def __sub__(self, other: "Vec") -> "Vec":
        return self
    @deprecated("lt")
    def __lt__(self, other: "Vec") -> bool:
        return True
    @deprecated("neg")
    def __neg__(self) -> "Vec":
        return self
    @deprecated("getitem")
    def __getitem__(self, i: int) -> float:
        return 0.0
    @deprecated("iter")
    def __iter__(self) -> "Vec":
        return self
    def __next__(self) -> float:
        return 0.0
    @deprecated("enter")
    def __enter__(self) -> "Vec":
        return self
    def __exit__(self, *args: object) -> None:
        pass
    @deprecated("call")
    def __call__(self) -> None:
        pass
v = Vec()
v + v  # E: deprecated: function case.Vec.__add__ is deprecated: add
v - v
v += v  # E: deprecated: function case.Vec.__add__ is deprecated: add
v < v  # E: deprecated: function case.Vec.__lt__ is deprecated: lt
-v  # E: deprecated: function case.Vec.__neg__ is deprecated: neg
v[0]  # E: deprecated: function case.Vec.__getitem__ is deprecated: getitem
for x in v:  # E: deprecated: function case.Vec.__iter__ is deprecated: iter
    pass
with v:  # E: deprecated: function case.Vec.__enter__ is deprecated: enter
    pass
v()  # E: deprecated: function case.Vec.__call__ is deprecated: call

# case: a-deprecated-overload-item-only-where-a-call-takes-it
from typing import overload
from typing_extensions import deprecated
@overload
@deprecated("pass a str")
def parse(x: int) -> str: ...
@overload
def parse(x: str) -> str: ...
def parse(x: int | str) -> str:
    return str(x)
parse(1)  # E: deprecated: overload def (x: int) -> str of function case.parse is deprecated: pass a str
parse("1")
f = parse

# case: a-deprecated-implementation-deprecates-every-item
from typing import overload
from typing_extensions import deprecated
@overload
def scale(x: int) -> int: ...
@overload
def scale(x: float) -> float: ...
@deprecated("use resize")
def scale(x: float) -> float:
    return x
scale(1)  # E: deprecated: function case.scale is deprecated: use resize

# case: typeshed-marks-parts-of-the-standard-library
import datetime
now = datetime.datetime.utcnow()  # E: deprecated: function datetime.datetime.utcnow is deprecated: Use timezone-aware objects to represent datetimes in UTC; e.g. by calling .now(datetime.timezone.utc)
aware = datetime.datetime.now(datetime.timezone.utc)

# case: an-ignore-silences-it
from typing_extensions import deprecated
@deprecated("old")
def legacy() -> None: ...
legacy()  # type: ignore[deprecated]

# case: deprecated-is-not-reported-at-basic-strictness strictness=basic
from typing_extensions import deprecated
@deprecated("old")
def legacy() -> None: ...
legacy()

# case: undecorated-neighbours-stay-silent
import warnings
class Gauge:
    def read(self) -> int:
        return 0
    @property
    def level(self) -> int:
        return 0
    @level.setter
    def level(self, new: int) -> None:
        pass
    def __add__(self, other: "Gauge") -> "Gauge":
        return self
g = Gauge()
g.read()
g.level = g.level + 1
g + g
warnings.warn("not a decorator", DeprecationWarning)

# case: an-overload-item-no-call-takes-stays-silent
from typing import overload
from typing_extensions import deprecated
@overload
@deprecated("pass a str")
def parse(x: int) -> str: ...
@overload
def parse(x: str) -> str: ...
def parse(x: int | str) -> str:
    return str(x)
parse("1")
handler = parse

# case: a-union-operand-is-not-reported-for-one-member
def flip(x: int | bool) -> int:
    return ~x
