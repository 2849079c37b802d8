# Literal format strings against their arguments: % interpolation and str.format (str-format).

# case: percent-placeholder-type
"%d" % "x"  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder has type "int | float | SupportsInt")
"%x" % 1.5  # E: str-format: Incompatible types in string interpolation (expression has type "float", placeholder has type "int")

# case: percent-argument-count
def f(n: int) -> None:
    "%d %s" % (n,)  # E: str-format: Not enough arguments for format string
    "%d" % (n, 2)  # E: str-format: Not all arguments converted during string formatting

# case: percent-too-few-values-of-a-fixed-tuple-or-a-non-iterable
def show(pair: tuple[str, str], count: int, price: float) -> None:
    print("%s %s %s" % pair)  # E: str-format: Not enough arguments for format string
    print("%s %s" % count)  # E: str-format: Not enough arguments for format string
    print("%d of %d" % price)  # E: str-format: Not enough arguments for format string

# case: percent-values-of-an-iterable-of-unknown-length-are-not-counted-silent
from typing import Iterable, Sequence
def show(names: Sequence[str], rest: Iterable[str], row: list[int], text: str) -> None:
    print("%s and %s" % names)
    print("%s, %s, %s" % rest)
    print("%d-%d" % row)
    print("%s%s" % text)

# case: percent-mapping-keys
"%(a)s %(b)d" % {"a": 1, "c": 2}  # E: str-format: Key "b" not found in mapping
"%(a)s %d" % {"a": 1}  # E: str-format: String interpolation mixes specifier with and without mapping keys

# case: percent-unknown-character-star-and-char
"%y" % 1  # E: str-format: Unsupported format character "y"
"%c" % "ab"  # E: str-format: "%c" requires int or char
"%*d" % ("a", 1)  # E: str-format: * wants int

# case: percent-arguments-that-fit
from decimal import Decimal
from typing import Any
def f(n: int, x: float, s: str, t: tuple[int, ...], a: Any, o: object) -> None:
    "%d %5.2f %s %r %%" % (n, x, s, o)
    "%d" % x
    "%f" % Decimal(1)
    "%s %s" % t
    "%d %d" % a
    "%(name)s is %(age)d" % {"name": s, "age": n}
    "%c%c" % (65, "b")
    "%*d" % (5, n)
    "%s" % (s,)

# case: format-placeholder-type
def f(s: str) -> None:
    "{:d}".format("x")  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder has type "int")
    "{:.2f}".format(s)  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder has type "int | float")

# case: format-replacement-fields
"{} {}".format(1)  # E: str-format: Cannot find replacement for positional format specifier 1
"{0} {}".format(1, 2)  # E: str-format: Cannot combine automatic field numbering and manual field specification
"{}".format(1, 2)  # E: str-format: Not all arguments converted during string formatting
"{name}".format(nam=1)  # E: str-format: Cannot find replacement for named format specifier "name" # E: str-format: Not all arguments converted during string formatting

# case: format-conversions-braces-and-specs
"{!x}".format(1)  # E: str-format: Invalid conversion type "x", must be one of "r", "s" or "a"
"{".format(1)  # E: str-format: Invalid conversion specifier in format string: unmatched {
"}".format(1)  # E: str-format: Invalid conversion specifier in format string: unexpected }
"{:%Y}".format(3)  # E: str-format: Unrecognized format specification "%Y"
"{:+}".format("s")  # E: str-format: Numeric flags are only allowed for numeric types
"{:c}".format("ab")  # E: str-format: ":c" requires int or char
"{:q}".format(1)  # E: str-format: Unsupported format character "q"

# case: format-arguments-that-fit
from datetime import date
from typing import Any
def f(n: int, x: float, s: str, d: date, a: Any, args: list[int], kw: dict[str, int]) -> None:
    "{:d} {:>10} {:.2f} {!r} {{literal}}".format(n, s, x, s)
    "{0} {0} {1}".format(n, s)
    "{name} {}".format(n, name=s)
    "{:%Y-%m-%d}".format(d)
    "{:,}".format(x)
    "{:+d}".format(n)
    "{:d}".format(a)
    "{} {}".format(*args)
    "{x} {y}".format(**kw)
    "{0.real} {1}".format(n, s)
    "{:{width}}".format(s, width=5)

# case: format-with-star-arguments-before-fields
def tag(version: tuple[int, int], arch: str) -> str:
    return "manylinux_{}_{}_{}".format(*version, arch) + "{}-{}".format(arch, *version)

# case: percent-bytes-pattern
def f(text: str, data: bytes, buf: bytearray) -> None:
    b"%s" % text  # E: str-format: On Python 3 b'%s' requires bytes, not string
    b"%s %s" % (data, "x")  # E: str-format: On Python 3 b'%s' requires bytes, not string
    b"%b" % 1  # E: str-format: Incompatible types in string interpolation (expression has type "int", placeholder has type "bytes")
    b"%c" % "x"  # E: str-format: "%c" requires an integer in range(256) or a single byte (expression has type "str")
    b"%c" % b"xy"  # E: str-format: "%c" requires an integer in range(256) or a single byte
    b"%d" % data  # E: str-format: Incompatible types in string interpolation (expression has type "bytes", placeholder has type "int | float | SupportsInt")
    b"%(a)s" % {"a": data}  # E: str-format: Dictionary keys in bytes formatting must be bytes, not strings
    b"%s" % (1, 2)  # E: str-format: Not all arguments converted during string formatting

# case: percent-bytes-pattern-silent
def f(data: bytes, n: int) -> None:
    b"%s %b %r %a" % (data, data, "text", 1)
    b"%c%c" % (65, b"x")
    b"%d %x %5.2f" % (n, n, 1.5)
    b"%(a)b %(b)d" % {b"a": data, b"b": n}
    b"100%%" % ()

# case: percent-mapping-values-and-mapping-type
def f(counts: dict[str, int], by_id: dict[int, int], n: int, name: str) -> None:
    "%(a)d %(b)s" % {"a": name, "b": 1}  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder with key 'a' has type "int | float | SupportsInt")
    "%(a)s" % by_id  # E: str-format: Format requires a mapping (expression has type "dict[int, int]", expected type for mapping is "SupportsKeysAndGetItem[str, Any]")
    "%(a)s" % n  # E: str-format: Format requires a mapping (expression has type "int", expected type for mapping is "SupportsKeysAndGetItem[str, Any]")

# case: percent-mapping-values-and-mapping-type-silent
from typing import Any, Mapping
def f(counts: dict[str, int], env: Mapping[str, str], a: Any, n: int) -> None:
    "%(a)d %(b)x" % counts
    "%(HOME)s" % env
    "%(x)s" % a
    "%(a)d %(a)5.1f" % {"a": n, "b": "extra keys are fine"}
    "%(a)c" % {"a": "xy"}

# case: percent-union-values-each-member
def f(count: int | None, pair: str | tuple[int, int], row: tuple[int, str] | tuple[int, int]) -> None:
    "%d" % count  # E: str-format: Incompatible types in string interpolation (expression has type "None", placeholder has type "int | float | SupportsInt")
    "%s" % pair  # E: str-format: Not all arguments converted during string formatting
    "%d %d" % row  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder has type "int | float | SupportsInt")

# case: percent-union-values-each-member-silent
def f(count: int | float, name: str | None, row: tuple[int, str] | tuple[int, int]) -> None:
    "%d" % count
    "%s" % name
    "%s %s" % row

# case: format-field-accessors-are-checked
from typing import TypedDict
class Row(TypedDict):
    name: str
    size: int
def show(row: Row, names: list[str], n: int) -> None:
    "{0[name]:d}".format(row)  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder has type "int")
    "{0.real.width}".format(n)  # E: attr-defined: "int" has no attribute "width"
    "{.x+}".format(n)  # E: str-format: Syntax error in format specifier "0.x+"
    "{0.x()}".format(n)  # E: str-format: Only index and member expressions are allowed in format field accessors; got "0.x()"
    "{0[n + 1]}".format(names)  # E: str-format: Invalid index expression in format field accessor "[n + 1]"
    "{:d}".format(*names)  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder has type "int")

# case: format-field-accessors-that-fit-silent
from typing import Any, TypedDict
class Row(TypedDict):
    name: str
    size: int
def show(row: Row, names: list[str], n: int, a: Any, counts: list[int]) -> None:
    print("{0[size]:d} {0[name]}".format(row), "{0.real:d}".format(n), "{[0]}".format(names))
    print("{0.whatever[3].x:d}".format(a), "{:d} {}".format(*counts), "{}".format(*names))
