"""Literal format strings against their arguments: ``"%d" % x``, ``b"%s" % x`` and
``"{:d}".format(x)``, as mypy checks them (``str-format``), and bytes formatted into text
(``str-bytes-safe``)."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from hintloader.checker.astutil import walk
from hintloader.typesystem.model import (
    ANY,
    AnyType,
    Instance,
    LiteralType,
    NoneType,
    TupleType,
    Type,
    UnionType,
    is_variadic,
    make_union,
    union_items,
    widen_literal,
)
from hintloader.checker.fstring_bytes import BYTES_FORMATTING, has_component, shows_as_bytes
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker

__all__ = ["check_format_call", "check_interpolation"]

# mypy's readings of the two mini-languages (wider than Python's, to report better errors).
_PERCENT = re.compile(r"%(\((?P<key>[^)]*)\))?(?P<flags>[#0\-+ ]*)(?P<width>[1-9][0-9]*|\*)?"
                      r"(?:\.(?P<precision>\*|[0-9]+)?)?[hlL]?(?P<type>.)?")
_FIELD = r"(?P<field>(?P<key>[^.[!:]*)([^:!]+)?)(?P<conversion>![^:])?"
_BRACES = re.compile(_FIELD + r"(?P<format_spec>:(?P<fill_align>.?[<>=^])?(?P<flags>[+\- ]?#?0?)"
                     r"(?P<width>\d+)?[_,]?(?P<precision>\.\d+)?(?P<type>.)?)?")
_BRACES_CUSTOM = re.compile(_FIELD + r"(?P<format_spec>:.*)?")

_NUMERIC_OLD = frozenset("diouxXeEfFgG")
_NUMERIC_NEW = frozenset("bdoeEfFgGnxX%")
_INT_OLD = frozenset("oxX")
_INT_NEW = frozenset("bdoxX")
_FLOAT = frozenset("eEfFgG")

_INT = Instance("builtins.int")
_FLOAT_T = Instance("builtins.float")
_STR = Instance("builtins.str")
_BYTES = Instance("builtins.bytes")

_PERCENT_BYTES = ('If x = b\'abc\' then "%s" % x produces "b\'abc\'", not "abc". If this is desired '
                  'behavior use "%r" % x. Otherwise, decode the bytes')


def _error(ck: ExpressionChecker, node: ast.AST, message: str) -> None:
    ck.error(node, "str-format", message)


def _expected(ck: ExpressionChecker, conv: str, node: ast.AST, *, call: bool, on_bytes: bool = False) -> Type | None:
    """What a conversion type takes (mypy's table); None after reporting an unknown one."""
    if conv == "b" and not call:
        if on_bytes:
            return _BYTES
        _error(ck, node, 'Format character "b" is only supported on bytes patterns')
        return None
    if conv == "c" and on_bytes:
        return make_union([_INT, _BYTES])
    if conv in ("s", "r", "a"):
        return ANY
    if conv in (_NUMERIC_NEW if call else _NUMERIC_OLD):
        if conv in (_INT_NEW if call else _INT_OLD):
            return _INT
        if call:
            return make_union([_INT, _FLOAT_T])
        return make_union([_INT, _FLOAT_T, Instance("typing.SupportsFloat" if conv in _FLOAT else "typing.SupportsInt")])
    if conv == "c":
        return make_union([_INT, _STR])
    _error(ck, node, f'Unsupported format character "{conv}"')
    return None


def _fits(ck: ExpressionChecker, actual: Type, expected: Type, node: ast.AST, *, key: str | None = None) -> bool:
    if type(expected) is AnyType or type(actual) is AnyType or not _known(ck, actual):
        return True
    if is_assignable(actual, expected, ck.prog):
        return True
    placeholder = "placeholder" if key is None else f"placeholder with key '{key}'"
    _error(ck, node, f'Incompatible types in string interpolation (expression has type '
                     f'"{format_type(widen_literal(actual))}", {placeholder} has type "{format_type(expected)}")')
    return False


def _checks_s(ck: ExpressionChecker, actual: Type, node: ast.AST, *, on_bytes: bool) -> None:
    """``%s`` of bytes in text shows ``b'...'``; in a bytes pattern it wants bytes, not text."""
    if on_bytes:
        if has_component(ck, actual, "builtins.str"):
            _error(ck, node, "On Python 3 b'%s' requires bytes, not string")
    elif has_component(ck, actual, "builtins.bytes") and ck.reports("str-bytes-safe"):
        ck.error(node, "str-bytes-safe", _PERCENT_BYTES)


def _known(ck: ExpressionChecker, t: Type) -> bool:
    """A value whose formatting the check may judge: fully known, builtin-like."""
    return all(isinstance(i, (NoneType, LiteralType)) or (type(i) is Instance and ck._certain(i))
               for i in union_items(t))


# ----- "..." % args ------------------------------------------------------------------------------
def check_interpolation(ck: ExpressionChecker, fmt: str | bytes, right: ast.expr, rhs: Type) -> None:
    """``fmt % right`` where ``fmt`` is a literal str or bytes and ``rhs`` the type of ``right``."""
    on_bytes = isinstance(fmt, bytes)
    specs = list(_PERCENT.finditer(fmt.decode("latin-1") if isinstance(fmt, bytes) else fmt))
    has_star = any(m.group("width") == "*" or m.group("precision") == "*" for m in specs)
    has_key = any(m.group("key") is not None for m in specs)
    if has_key and has_star:
        _error(ck, right, "String interpolation contains both stars and mapping keys")
        return
    if has_key:
        if not all(m.group("key") is not None or m.group("type") == "%" for m in specs):
            _error(ck, right, "String interpolation mixes specifier with and without mapping keys")
            return
        _check_mapping(ck, specs, right, rhs, on_bytes=on_bytes)
        return
    wanted: list[tuple[Type, str]] = []  # (expected type, "*", "c" or "")
    for m in specs:
        for star in ("width", "precision"):
            if m.group(star) == "*":
                wanted.append((_INT, "*"))
        conv = m.group("type")
        if conv is None or conv == "%":
            continue
        expected = _expected(ck, conv, right, call=False, on_bytes=on_bytes)
        if expected is None:
            return
        wanted.append((expected, conv))
    _check_values(ck, wanted, right, rhs, on_bytes=on_bytes, whole=True)


def _check_values(ck: ExpressionChecker, wanted: list[tuple[Type, str]], right: ast.expr, rhs: Type, *,
                  on_bytes: bool, whole: bool) -> None:
    """The values ``rhs`` gives (a tuple's items, or itself) against the placeholders; each
    member of a union on its own, as mypy. ``whole``: ``rhs`` is the type of ``right`` itself."""
    if type(rhs) is AnyType:
        return
    items: list[Type]
    nodes: list[ast.expr | None]
    if type(rhs) is TupleType:
        if any(is_variadic(i) for i in rhs.items):
            return
        items = list(rhs.items)
        nodes = [None] * len(items)
        if (whole and type(right) is ast.Tuple and len(right.elts) == len(items)
                and not any(type(e) is ast.Starred for e in right.elts)):
            nodes = [*right.elts]
    elif type(rhs) is Instance and rhs.name == "builtins.tuple":
        items = [rhs.args[0] if rhs.args else ANY] * len(wanted)
        nodes = [None] * len(wanted)
    elif type(rhs) is UnionType:
        for item in rhs.items:
            _check_values(ck, wanted, right, item, on_bytes=on_bytes, whole=False)
        return
    elif not _known(ck, rhs):
        return
    else:
        items = [rhs]
        nodes = [right if whole else None]
    if len(wanted) > len(items):
        # Only a tuple of known length is counted: another iterable (a Sequence that may well
        # be a tuple) is let through, as mypy does.
        if type(rhs) is not TupleType and is_assignable(rhs, Instance("typing.Iterable", (ANY,)), ck.prog):
            return
        _error(ck, right, "Not enough arguments for format string")
        return
    if len(wanted) < len(items):
        _error(ck, right, "Not all arguments converted during string formatting")
        return
    for (expected, kind), actual, node in zip(wanted, items, nodes):
        if kind == "*":
            if _known(ck, actual) and type(actual) is not AnyType and not is_assignable(actual, _INT, ck.prog):
                _error(ck, right, "* wants int")
            continue
        if kind == "c":
            _checks_c(ck, actual, node, right, on_bytes=on_bytes)
            continue
        if _fits(ck, actual, expected, right) and kind == "s":
            _checks_s(ck, actual, right, on_bytes=on_bytes)


def _checks_c(ck: ExpressionChecker, actual: Type, node: ast.expr | None, right: ast.expr, *, on_bytes: bool) -> None:
    """``%c`` takes a code point or one character (one byte in a bytes pattern)."""
    wants = "an integer in range(256) or a single byte" if on_bytes else "int or char"
    if _known(ck, actual) and not is_assignable(actual, make_union([_INT, _BYTES if on_bytes else _STR]), ck.prog):
        _error(ck, right, f'"%c" requires {wants} (expression has type "{format_type(widen_literal(actual))}")')
    elif (type(node) is ast.Constant and isinstance(node.value, bytes if on_bytes else str)
          and len(node.value) != 1):
        _error(ck, right, f'"%c" requires {wants}')


def _check_mapping(ck: ExpressionChecker, specs: list[re.Match[str]], right: ast.expr, rhs: Type, *,
                   on_bytes: bool) -> None:
    """``"%(key)s" % mapping``: a display's values against their placeholders, anything else
    against the mapping protocol (mypy's check_mapping_str_interpolation)."""
    key_type = bytes if on_bytes else str
    if not (type(right) is ast.Dict
            and all(type(k) is ast.Constant and isinstance(k.value, (str, bytes)) for k in right.keys)):
        if type(rhs) is AnyType or not _known(ck, rhs):
            return
        wanted = Instance("_typeshed.SupportsKeysAndGetItem", (Instance(f"builtins.{key_type.__name__}"), ANY))
        if not is_assignable(rhs, wanted, ck.prog):
            _error(ck, right, f'Format requires a mapping (expression has type "{format_type(rhs)}", '
                              f'expected type for mapping is "{format_type(wanted)}")')
        return
    given: dict[str, ast.expr] = {}
    for k, v in zip(right.keys, right.values):
        assert type(k) is ast.Constant and isinstance(k.value, (str, bytes))
        if on_bytes and not isinstance(k.value, bytes):
            _error(ck, right, "Dictionary keys in bytes formatting must be bytes, not strings")
        given[k.value.decode("latin-1") if isinstance(k.value, bytes) else k.value] = v
    for m in specs:
        conv = m.group("type")
        if conv == "%":
            continue
        key = m.group("key")
        if key not in given:
            _error(ck, right, f'Key "{key}" not found in mapping')
            return
        if conv is None:
            continue
        expected = _expected(ck, conv, right, call=False, on_bytes=on_bytes)
        if expected is None:
            return
        actual = ck.infer(given[key])
        if _fits(ck, actual, expected, right, key=key) and conv == "s":
            _checks_s(ck, actual, right, on_bytes=on_bytes)


# ----- "...".format(args) -------------------------------------------------------------------------
def check_format_call(ck: ExpressionChecker, fmt: str, call: ast.Call) -> None:
    """``fmt.format(...)`` where ``fmt`` is a literal str."""
    targets = _targets(ck, fmt, call)
    if targets is None:
        return
    specs: list[re.Match[str]] = []
    custom: list[bool] = []
    for target in targets:
        m = _BRACES.fullmatch(target)
        plain = m is not None
        if m is None:
            m = _BRACES_CUSTOM.fullmatch(target)
        if m is None:
            _error(ck, call, "Invalid conversion specifier in format string")
            return
        spec = m.group("format_spec") or ""
        if "{" in spec or "}" in spec:
            return  # nested replacement fields: their meaning depends on other arguments
        specs.append(m)
        custom.append(not plain)
    keys = [m.group("key") for m in specs]
    if any(k and k.isdecimal() for k in keys) and not all(keys):
        _error(ck, call, "Cannot combine automatic field numbering and manual field specification")
        return
    counter = 0
    for index, key in enumerate(keys):
        if not key:
            keys[index] = str(counter)
            counter += 1
    positional = [a for a in call.args if type(a) is not ast.Starred]
    star = any(type(a) is ast.Starred for a in call.args)
    named = {k.arg: k.value for k in call.keywords if k.arg is not None}
    star2 = any(k.arg is None for k in call.keywords)
    used: set[int] = set()
    found: list[ast.expr | Type | None] = []
    for key in keys:
        if key.isdecimal():
            pos = int(key)
            if pos < len(positional) and not (star and any(type(a) is ast.Starred for a in call.args[:pos + 1])):
                found.append(positional[pos])
                used.add(id(positional[pos]))
            elif star:
                found.append(_star_item(ck, call))
            else:
                _error(ck, call, f"Cannot find replacement for positional format specifier {key}")
                found.append(None)
        elif key in named:
            found.append(named[key])
            used.add(id(named[key]))
        else:
            if not star2:
                _error(ck, call, f'Cannot find replacement for named format specifier "{key}"')
            found.append(None)
    if not star and not star2 and len(used) < len(positional) + len(named):
        # (With *args or **kwargs which fields take which arguments is not known.)
        _error(ck, call, "Not all arguments converted during string formatting")
    for m, is_custom, arg, key in zip(specs, custom, found, keys):
        chain: ast.expr | None = None
        if m.group(3):  # field accessors (``{0.name}``, ``{0[1]}``): what they reach is formatted
            chain = _accessors(ck, key, m.group(3), call)
            if chain is None:
                continue
        if arg is None:
            continue
        actual = ck.infer(arg) if isinstance(arg, ast.expr) else arg
        if chain is not None:
            actual = _accessed(ck, chain, actual)
        conversion = m.group("conversion")
        spec = m.group("format_spec")
        if is_custom and spec and not _custom_format(ck, actual):
            if _known(ck, actual) or conversion:
                _error(ck, call, f'Unrecognized format specification "{spec[1:]}"')
            continue
        conv = None if is_custom else m.group("type")
        expected = _expected(ck, conv, call, call=True) if conv else ANY
        if conversion is not None:
            if conversion[1] not in "rsa":
                _error(ck, call, f'Invalid conversion type "{conversion[1]}", must be one of "r", "s" or "a"')
            actual = _STR
        if expected is None:
            continue
        for item in union_items(actual):
            if _custom_format(ck, item) or not _known(ck, item):
                continue
            _fits(ck, item, expected, call)
            if conv in (None, "s") and conversion is None and shows_as_bytes(ck, item) and ck.reports("str-bytes-safe"):
                ck.error(call, "str-bytes-safe", BYTES_FORMATTING)
            if conv == "c" and type(arg) is ast.Constant and isinstance(arg.value, str) and len(arg.value) != 1:
                _error(ck, call, '":c" requires int or char')
            flags = m.group("flags") if not is_custom else None
            if flags and ((conv and conv not in _NUMERIC_NEW) or (not conv and not is_assignable(item, make_union([_INT, _FLOAT_T]), ck.prog))):
                _error(ck, call, "Numeric flags are only allowed for numeric types")


def _star_item(ck: ExpressionChecker, call: ast.Call) -> Type | None:
    """What a field past the positional arguments takes from ``*args``: an item of the first
    starred argument (mypy), None when unknown."""
    from hintloader.checker.calls import iterated_type

    starred = next(a for a in call.args if type(a) is ast.Starred)
    item = iterated_type(ck, ck.infer(starred.value), None)
    return None if type(item) is AnyType else item


_DUMMY = "__format_field__"


def _accessors(ck: ExpressionChecker, key: str, accessors: str, call: ast.Call) -> ast.expr | None:
    """The accessors of a field (``.name[0]`` of ``{0.name[0]}``) as an expression over a
    placeholder, checked as mypy does; None after an error. An index that is a name is a
    string key (``{0[name]}`` reads ``x["name"]``)."""
    field = key + accessors
    try:
        tree: ast.expr = ast.parse(_DUMMY + accessors, mode="eval").body
    except SyntaxError:
        _error(ck, call, f'Syntax error in format specifier "{field}"')
        return None
    node = tree
    while not (type(node) is ast.Name and node.id == _DUMMY):
        if type(node) is ast.Attribute:
            node = node.value
            continue
        if type(node) is ast.Subscript:
            index = node.slice
            if type(index) is ast.Name:
                node.slice = ast.Constant(index.id)
            elif not (type(index) is ast.Constant and type(index.value) is int):
                _error(ck, call, f'Invalid index expression in format field accessor "{accessors}"')
                return None
            node = node.value
            continue
        _error(ck, call, f'Only index and member expressions are allowed in format field accessors; got "{field}"')
        return None
    for sub in walk(tree):
        ast.copy_location(sub, call)  # errors of the accessors are the call's (mypy)
    return tree


def _accessed(ck: ExpressionChecker, node: ast.expr, base: Type) -> Type:
    """What the accessor expression ``node`` reaches from the argument's type ``base``; a
    missing attribute or an unindexable value is reported (at the call, as mypy)."""
    if type(node) is ast.Attribute:
        return ck.member(_accessed(ck, node.value, base), node.attr, node)
    if type(node) is ast.Subscript:
        return ck.subscript(_accessed(ck, node.value, base), ck.infer(node.slice), node)
    return base


def _custom_format(ck: ExpressionChecker, t: Type) -> bool:
    """A class (not a builtin) that defines its own ``__format__``: it reads the spec itself."""
    if type(t) is LiteralType:
        t = widen_literal(t)
    if type(t) is not Instance:
        return False
    info = ck.prog.class_by_name(t.name)
    if info is None:
        return True
    for cls in info.mro or [info]:
        if "__format__" in cls.body:
            return not cls.fullname.startswith(("builtins.", "typing."))
    return False


def _targets(ck: ExpressionChecker, fmt: str, call: ast.Call) -> list[str] | None:
    """The replacement fields of a format string (without braces); None after an error."""
    result: list[str] = []
    current = ""
    pos = 0
    nesting = 0
    while pos < len(fmt):
        c = fmt[pos]
        if not nesting:
            if c == "{":
                if pos < len(fmt) - 1 and fmt[pos + 1] == "{":
                    pos += 1
                else:
                    nesting = 1
            if c == "}":
                if pos < len(fmt) - 1 and fmt[pos + 1] == "}":
                    pos += 1
                else:
                    _error(ck, call, "Invalid conversion specifier in format string: unexpected }")
                    return None
        else:
            nesting += (c == "{") - (c == "}")
            if nesting:
                current += c
            else:
                result.append(current)
                current = ""
        pos += 1
    if nesting:
        _error(ck, call, "Invalid conversion specifier in format string: unmatched {")
        return None
    return result
