# TypedDict subscripts whose key is no string literal (mypy's literal-required).

# case: a-str-key-names-no-item
from typing import TypedDict
class Options(TypedDict, total=False):
    host: str
    port: int
def parse(pairs: dict[str, str], o: Options, name: str, n: int) -> None:
    for key, value in pairs.items():
        o[key] = value  # E: literal-required: TypedDict key must be a string literal; expected one of ("host", "port")
    o[name]  # E: literal-required: TypedDict key must be a string literal; expected one of ("host", "port")
    o[n]  # E: literal-required: TypedDict key must be a string literal; expected one of ("host", "port")
    del o[name]  # E: misc: Expected TypedDict key to be string literal
    o.pop(name)  # E: misc: Expected TypedDict key to be string literal
    o.setdefault(name, "x")  # E: misc: Expected TypedDict key to be string literal

# case: many-keys-are-listed-five-then-an-ellipsis
from typing import TypedDict
class Style(TypedDict, total=False):
    display: str
    visibility: str
    layout: str
    color: str
    background: str
    margin: int
def set_rule(s: Style, rule: str) -> None:
    s[rule] = "x"  # E: literal-required: TypedDict key must be a string literal; expected one of ("display", "visibility", "layout", "color", "background", ...)

# case: literal-final-and-unknown-keys-are-silent
from typing import Any, Final, Literal, TypedDict
class Options(TypedDict, total=False):
    host: str
    port: int
HOST: Final = "host"
def parse(o: Options, which: Literal["host", "port"], loose: Any, name: str) -> None:
    o[HOST] = "localhost"
    o[which]
    o[which] = "x"
    o[loose] = 1  # an unknown key may be right (mypy reports Any keys too)
    o[loose]
    for key in ("host", "port"):
        o[key]
    o.get(loose)
    o.get(name)
    o.pop(which)
    o.pop(loose)

# case: a-typeddict-with-extra-items-takes-any-str-key
from typing_extensions import TypedDict
class Tags(TypedDict, extra_items=str):
    name: str
def read(t: Tags, key: str) -> str:
    return t[key]

# case: str-keys-in-an-unannotated-function-are-silent
from typing import TypedDict
class Options(TypedDict, total=False):
    host: str
def parse(pairs):
    options: Options = {}
    for name in "host port".split():
        options[name] = "x"
    return options

# case: deleting-a-str-key-of-a-typeddict-with-extra-items-is-silent
from typing_extensions import NotRequired, TypedDict
class Tags(TypedDict, extra_items=int):
    count: NotRequired[int]
def drop(t: Tags, key: str) -> None:
    t[key] = 1
    del t[key]

# case: extra-keys-are-one-finding-where-the-display-starts
from typing import Callable, TypedDict
class ReaderArgs(TypedDict, total=False):
    protocolError: Callable[[str], Exception]
    encoding: str
def reader_args() -> ReaderArgs:
    args: ReaderArgs = {  # E: typeddict-unknown-key: Extra key "notEnoughData" for TypedDict "ReaderArgs"
        "encoding": "utf-8",
        "notEnoughData": object(),
    }
    return args
def two() -> ReaderArgs:
    return ReaderArgs(encoding="x", strict=True, errors="replace")  # E: typeddict-unknown-key: Extra keys ("strict", "errors") for TypedDict "ReaderArgs"

# case: a-multi-line-display-of-known-keys-is-silent
from typing import TypedDict
class ReaderArgs(TypedDict, total=False):
    encoding: str
    errors: str
def reader_args() -> ReaderArgs:
    args: ReaderArgs = {
        "encoding": "utf-8",
        "errors": "strict",
    }
    return args

# case: a-literal-written-after-or-stays-literal-in-a-literal-context
from typing import Literal, TypedDict
class Parsed(TypedDict):
    straight: int
    lazy: int
def kind_of(line: str) -> Literal["straight", "lazy"] | None: ...
def count(line: str, d: Parsed, fast: bool) -> None:
    kind = kind_of(line) or ""
    reveal_type(kind)  # N: reveal-type: Revealed type is "Literal['straight', 'lazy', '']"
    if not kind:
        return
    d[kind] += 1
    d["lazy" if fast else kind] += 1

# case: a-literal-written-after-or-widens-without-a-literal-context
from typing import TypedDict
class Parsed(TypedDict):
    straight: int
def count(line: str | None, d: Parsed, fast: bool) -> None:
    kind = line or "straight"
    reveal_type(kind)  # N: reveal-type: Revealed type is "str"
    d[kind] += 1  # E: literal-required

# case: get-with-an-empty-display-gives-the-nested-typeddict
# sphinx theming.py: ``theme.get("pygments_style", {})`` is the nested TypedDict (mypy), so its
# own ``.get`` is typed by its items.
from typing import TypedDict
class Pygments(TypedDict, total=False):
    default: str
    dark: str
class Theme(TypedDict, total=False):
    pygments_style: Pygments
def f(theme: Theme) -> None:
    table = theme.get("pygments_style", {})
    reveal_type(table)  # N: reveal-type: Revealed type is "case.Pygments"
    default: str | None = table.get("default")
    count: int = table.get("dark", "")  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")

# case: get-with-a-computed-key-is-mappings-get-an-object
# A key that is no literal: typeshed's Mapping[str, object].get, as mypy (an object, with or
# without a default, an Any key too), its misfit key worded as typeddict-item (griffe
# docstrings/auto.py:193,251).
from typing import Any, Optional, TypedDict
class GoogleOptions(TypedDict, total=False):
    trim: bool
class PerStyle(TypedDict, total=False):
    google: GoogleOptions
def parse(text: str, **options: object) -> None: ...
def use(options: PerStyle, style: str, maybe: Optional[str], anything: Any) -> None:
    parse("x", **options.get(style, {}))  # E: arg-type: Argument after ** must be a mapping, not "object"
    options.get(anything).trim  # E: attr-defined: "object" has no attribute "trim"
    options.get(style).trim  # E: attr-defined: "object" has no attribute "trim"
    options.get(maybe)  # E: typeddict-item: Argument 1 to "get" of "Mapping" has incompatible type "str | None"; expected "str"  # N: typeddict-item: Item "None" does not fit

# case: get-with-a-literal-key-keeps-its-item-and-a-computed-one-is-an-object
from typing import Any, TypedDict, assert_type
class GoogleOptions(TypedDict, total=False):
    trim: bool
class PerStyle(TypedDict, total=False):
    google: GoogleOptions
def parse(text: str, **options: object) -> None: ...
def use(options: PerStyle, style: str, anything: Any) -> None:
    parse("x", **options.get("google", {}))
    found_any: object = options.get(anything)
    found: object = options.get(style)
    assert_type(options.get(style, 0), object)

# case: an-item-set-on-a-union-or-a-bound-variable-is-checked-in-every-typeddict
# ``v["k"] = x`` where v is a union of TypedDicts or a type variable bound to one: the key and
# the value are checked in each of them (mypy; pyright alike), not only in the first.
from typing import TypedDict, TypeVar, Union
class Circle(TypedDict):
    name: str
    radius: int
class Square(TypedDict):
    name: str
    side: int
S = TypeVar("S", bound=Square)
def grow(shape: Union[Circle, Square], sq: S, key: str) -> S:
    shape["radius"] = 2  # E: typeddict-unknown-key: TypedDict "Square" has no key "radius"
    shape["side"] = 2  # E: typeddict-unknown-key: TypedDict "Circle" has no key "side"
    shape[key] = 2  # E: literal-required: TypedDict key must be a string literal; expected one of ("name", "radius")  # E: literal-required: TypedDict key must be a string literal; expected one of ("name", "side")
    sq["name"] = 1  # E: arg-type: Value of "name" has incompatible type "int"; expected "str"
    sq["radius"] = 1  # E: typeddict-unknown-key: TypedDict "Square" has no key "radius"
    return sq

# case: an-item-every-typeddict-of-a-union-or-a-bound-has-is-set-silently
from typing import TypedDict, TypeVar, Union
class Circle(TypedDict):
    name: str
    radius: int
class Square(TypedDict):
    name: str
    side: int
S = TypeVar("S", bound=Square)
def rename(shape: Union[Circle, Square], sq: S) -> S:
    shape["name"] = "round"
    sq["name"] = "box"
    sq["side"] = 3
    return sq
