# Literal format strings against their arguments: % interpolation and str.format (str-format).

# case: percent-placeholder-type
"%d" % "x"  # E: str-format: Incompatible types in string interpolation (expression has type "str", placeholder has type "int | float | SupportsInt")
"%x" % 1.5  # E: str-format: Incompatible types in string interpolation (expression has type "float", placeholder has type "int")

# case: percent-argument-count
def f(n: int) -> None:
    "%d %s" % (n,)  # E: str-format: Not enough arguments for format string
    "%d" % (n, 2)  # E: str-format: Not all arguments converted during string formatting

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
