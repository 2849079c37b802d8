"""Compile type hints once into specialised checker closures for the runtime checks."""

from __future__ import annotations

import collections
import collections.abc as cabc
import contextlib
import dataclasses
import io
import sys
import types
import typing
from collections.abc import Hashable, Iterator, Mapping
from typing import Any, ForwardRef, Literal, Union

from hintloader.runtime.structures import (
    compile_protocol,
    mapping_checker,
    positional_arity_fits,
    sequence_checker,
    set_checker,
)
from hintloader.runtime.static import class_fits, has_attribute, is_class, is_proxy, plain_container
from hintloader.runtime.text import type_repr
from hintloader.runtime.values import (
    ANY,
    ANY_TYPES,
    MISSING,
    Checker,
    CollectionMode,
    Compiled,
    Context,
    Memo,
    NoneType,
    Problem,
    accept,
    deferred,
    evaluate,
    evaluate_hint,
    isinstance_checker,
)

__all__ = [
    "ANY", "CollectionMode", "Compiled", "Context", "Memo", "Problem", "compile_hint",
    "evaluate_hint", "mapping_checker", "sequence_checker", "unpacked",
]

def compile_hint(hint: object, ctx: Context) -> Compiled:
    """Never raises: what cannot be understood is checked as Any."""
    try:
        return _compile(hint, ctx)
    except RecursionError:
        return ANY
    except Exception:
        return ANY


_PROMOTIONS: dict[type, tuple[type, ...]] = {
    float: (float, int),
    complex: (complex, float, int),
    # mypy still promotes bytearray and memoryview to bytes by default; accepting them avoids
    # failures that the static checker would not report.
    bytes: (bytes, bytearray, memoryview),
}

_SEQUENCE_ORIGINS = {list, cabc.Sequence, cabc.MutableSequence, collections.deque}
_SET_ORIGINS = {set, frozenset, cabc.Set, cabc.MutableSet}
_MAPPING_ORIGINS = {dict, cabc.Mapping, cabc.MutableMapping}
# Item checks for these only when the value is a container that iterating cannot consume.
_ITERABLE_ORIGINS = {cabc.Iterable, cabc.Collection, cabc.Container, cabc.Reversible}
# Qualifiers whose argument is the type to check.
_UNWRAP_NAMES = frozenset({"ClassVar", "Final", "Required", "NotRequired", "ReadOnly"})


def special_name(hint: object) -> str | None:
    """The name of a special form from typing or typing_extensions (they differ on 3.10)."""
    if isinstance(hint, type) or type(hint).__module__ not in ("typing", "typing_extensions"):
        return None
    name = getattr(hint, "_name", None)
    return name if isinstance(name, str) and typing.get_origin(hint) is None else None


def _is_typeddict(hint: object) -> bool:
    return (
        isinstance(hint, type)
        and issubclass(hint, dict)
        and hasattr(hint, "__required_keys__")
        and hasattr(hint, "__total__")
    )


def _is_protocol(hint: object) -> bool:
    return isinstance(hint, type) and bool(getattr(hint, "_is_protocol", False)) and (
        hint is not typing.Protocol
    )


def _compile(hint: object, ctx: Context) -> Compiled:
    if hint is None or hint is NoneType:
        return isinstance_checker((NoneType,), "None")
    if hint is Any or hint is object:
        return ANY if hint is Any else isinstance_checker(ANY_TYPES, "object")
    if isinstance(hint, (str, ForwardRef)):
        return _compile_forward(hint, ctx)
    special = special_name(hint)
    if special == "LiteralString":
        return isinstance_checker((str,), "LiteralString")
    if special in ("NoReturn", "Never"):
        return _never(special or "Never")
    if special == "Self":
        if ctx.self_class is None:
            return ANY
        return isinstance_checker((ctx.self_class,), "Self")
    if isinstance(hint, typing.TypeVar):
        return _compile_typevar(hint, ctx)
    if callable(getattr(hint, "__supertype__", None)) or isinstance(
        getattr(hint, "__supertype__", None), type
    ):
        inner = _compile(getattr(hint, "__supertype__"), ctx)
        return dataclasses.replace(inner, expected=type_repr(hint))
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is typing.Annotated:
        return _compile(args[0], ctx)
    if special_name(origin) == "Unpack":  # *Ts, Unpack[...] outside a tuple: not checked
        return ANY
    if special in _UNWRAP_NAMES or special_name(origin) in _UNWRAP_NAMES:
        return _compile(args[0], ctx) if args else ANY
    if origin is Union or (hasattr(types, "UnionType") and origin is types.UnionType):
        return _compile_union(hint, args, ctx)
    if origin is Literal:
        return _compile_literal(hint, args)
    if origin is type:
        return _compile_type_of(hint, args, ctx)
    if origin is cabc.Callable:
        return _compile_callable(hint, args)
    if origin is tuple:
        return _compile_tuple(hint, args, ctx)
    if origin is not None and isinstance(origin, type):
        return _compile_generic(hint, origin, args, ctx)
    if isinstance(hint, type):
        return _compile_class(hint, ctx)
    return ANY


def _inner(ctx: Context) -> Context:
    """The context of a container's items (shares ``building``, so recursion is still found)."""
    return ctx if ctx.nested else dataclasses.replace(ctx, nested=True)


def _compile_forward(hint: str | ForwardRef, ctx: Context) -> Compiled:
    text = hint if isinstance(hint, str) else hint.__forward_arg__
    # A recursive alias compiles once at the top and once as an item: the item version samples
    # one item per level, and that is the one its recursive references reach.
    key = (text, id(ctx.globalns), id(ctx.localns), ctx.nested)
    pending = ctx.building.get(key)
    if pending is not None:  # a recursive alias: defer to the checker being built
        return deferred(pending, text)
    try:
        value = evaluate(text, ctx)
    except Exception as exc:
        if ctx.unresolved is not None:
            ctx.unresolved(text, exc)
        return ANY
    with _pending(ctx, key) as cell:
        compiled = _compile(value, ctx)
    cell[0] = compiled.check
    return compiled


@contextlib.contextmanager
def _pending(ctx: Context, key: Hashable) -> Iterator[list[Checker]]:
    """While a hint that may refer to itself compiles, its inner references to it defer to
    ``cell[0]``, which the caller sets to the finished checker."""
    cell: list[Checker] = [accept]
    ctx.building[key] = cell
    try:
        yield cell
    finally:
        del ctx.building[key]


def _never(expected: str) -> Compiled:
    def check(value: object, memo: Memo) -> Problem | None:
        return Problem(value, expected, "no value is allowed here")

    return Compiled(check, expected, ())


def _compile_typevar(hint: typing.TypeVar, ctx: Context) -> Compiled:
    name = hint.__name__
    if hint.__constraints__:
        options = [_compile(c, ctx) for c in hint.__constraints__]

        def check(value: object, memo: Memo) -> Problem | None:
            bound = memo.get(hint, MISSING) if memo is not None else MISSING
            for index, option in enumerate(options):
                if bound is not MISSING and bound != index:
                    continue
                if option.check(value, memo) is None:
                    if memo is not None:
                        memo[hint] = index
                    return None
            if bound is not MISSING:
                return Problem(value, name, f"{name} is already {options[int(str(bound))].expected}")
            return Problem(value, name)

        return Compiled(check, name)
    if hint.__bound__ is not None:
        inner = _compile(hint.__bound__, ctx)
        return dataclasses.replace(inner, expected=f"{name} (bound {inner.expected})")
    return ANY


def _compile_union(hint: object, args: tuple[object, ...], ctx: Context) -> Compiled:
    members = [_compile(a, ctx) for a in args]
    expected = type_repr(hint)
    if any(m.fast == ANY_TYPES for m in members):
        return ANY
    fast = [m.fast for m in members if m.fast is not None]
    fast_types = tuple(t for f in fast for t in f)
    if len(fast) == len(members):
        return isinstance_checker(fast_types, expected)
    slow = [m.check for m in members if m.fast is None]

    def check(value: object, memo: Memo) -> Problem | None:
        if class_fits(value, fast_types):
            return None
        for member in slow:
            if member(value, memo) is None:
                return None
        return Problem(value, expected, classes=fast_types)

    fast_part = isinstance_checker(fast_types, expected)
    slow_parts = tuple(m for m in members if m.fast is None)
    return Compiled(check, expected, kind="union", parts=(fast_part, *slow_parts))


_FUNCTION = types.FunctionType
_METHOD = types.MethodType
_LITERAL_TYPES = frozenset({int, str, bytes, bool, NoneType})


def _compile_literal(hint: object, args: tuple[object, ...]) -> Compiled:
    expected = type_repr(hint)
    flat: list[object] = []
    for arg in args:  # Literal[Literal[1], 2] is flattened by typing, but be safe
        flat.extend(typing.get_args(arg) if typing.get_origin(arg) is Literal else [arg])
    # Builtin literals are compared by the builtin's own hash and ==, enum members (and
    # anything else) by identity: never by an __eq__ or __hash__ of the value's class.
    builtin = {(type(a), a) for a in flat if type(a) in _LITERAL_TYPES}
    builtin_types = frozenset(t for t, _ in builtin)
    others = tuple(a for a in flat if type(a) not in _LITERAL_TYPES)

    def check(value: object, memo: Memo) -> Problem | None:
        cls = type(value)
        if cls in builtin_types:
            if (cls, value) in builtin:
                return None
        elif any(value is a for a in others):
            return None
        elif is_proxy(cls):
            return None
        return Problem(value, expected)

    return Compiled(check, expected)


def _compile_type_of(hint: object, args: tuple[object, ...], ctx: Context) -> Compiled:
    expected = type_repr(hint)
    inner = args[0] if args else Any
    if inner is Any or isinstance(inner, typing.TypeVar) and inner.__bound__ is None:
        return isinstance_checker((type,), expected)
    if isinstance(inner, (str, ForwardRef)):
        text = inner if isinstance(inner, str) else inner.__forward_arg__
        try:
            inner = evaluate(text, ctx)
        except Exception as exc:
            if ctx.unresolved is not None:
                ctx.unresolved(text, exc)
            return isinstance_checker((type,), expected)
    if isinstance(inner, typing.TypeVar):
        inner = inner.__bound__
    origin = typing.get_origin(inner)
    members = typing.get_args(inner) if origin is Union or (
        hasattr(types, "UnionType") and origin is types.UnionType) else (inner,)
    classes = tuple(typing.get_origin(m) or m for m in members)
    classes = tuple(c for c in classes if isinstance(c, type))
    if not classes:
        return isinstance_checker((type,), expected)

    def check(value: object, memo: Memo) -> Problem | None:
        if is_class(value):
            try:
                if issubclass(typing.cast(type, value), classes):
                    return None
            except TypeError:  # e.g. a non-runtime protocol: cannot tell, accept
                return None
        elif is_proxy(type(value)):
            return None
        return Problem(value, expected)

    return Compiled(check, expected)


def _compile_callable(hint: object, args: tuple[object, ...]) -> Compiled:
    expected = type_repr(hint)
    params = args[0] if args else ...
    count = len(params) if isinstance(params, list) else None

    # Arity verdicts per function and per method's function (reading code attributes is
    # slow); bounded, strong refs. Keyed by plain functions (hashed by identity), never by a
    # value's own __hash__.
    functions: dict[object, bool | None] = {}
    methods: dict[object, bool | None] = {}
    # The functions that passed: an inline test accepts these without a call. Forgotten
    # together with the verdicts, so that it never knows more than the checker.
    accepted: set[object] = set()

    def arity(verdicts: dict[object, bool | None], key: object, value: object) -> bool | None:
        if len(verdicts) >= 512:
            verdicts.clear()
            accepted.clear()
        fits = verdicts[key] = positional_arity_fits(value, count or 0)
        return fits

    def check(value: object, memo: Memo) -> Problem | None:
        cls: type = type(value)
        if count is None or (cls is not _FUNCTION and cls is not _METHOD):
            # callable() reads the class's call slot only. A class, a builtin, an object with
            # __call__: the arity is not read.
            if callable(value) or is_proxy(cls):
                if cls is _FUNCTION and count is None:
                    if len(accepted) >= 512:
                        accepted.clear()
                    accepted.add(value)
                return None
            return Problem(value, expected, "not callable")
        if cls is _FUNCTION:
            try:
                fits = functions[value]
            except KeyError:
                fits = arity(functions, value, value)
            if fits is not False:
                accepted.add(value)
        else:
            key = typing.cast(types.MethodType, value).__func__
            try:
                fits = methods[key]
            except KeyError:
                fits = arity(methods, key, value)
        if fits is False:
            s = "" if count == 1 else "s"
            return Problem(value, expected, f"cannot be called with {count} positional argument{s}")
        return None

    return Compiled(check, expected, kind="callable", accepted=accepted)


def _compile_tuple(hint: object, args: tuple[object, ...], ctx: Context) -> Compiled:
    expected = type_repr(hint)
    if not args and hint is typing.Tuple:  # bare Tuple; tuple[()] also has no args
        return isinstance_checker((tuple,), expected)
    if len(args) == 2 and args[1] is ...:
        return sequence_checker(tuple, _compile(args[0], _inner(ctx)), expected, ctx.mode,
                                ctx.nested)
    if args == ((),):  # tuple[()] from typing.Tuple[()]
        args = ()
    star = next((i for i, a in enumerate(args) if unpacked(a) is not MISSING), None)
    if star is not None:
        return _compile_variadic_tuple(expected, args, star, ctx)
    items = [_compile(a, _inner(ctx)) for a in args]
    size = len(items)

    def check(value: object, memo: Memo) -> Problem | None:
        if not class_fits(value, tuple):
            return Problem(value, expected)
        if not plain_container(type(value)):  # a proxy, or a tuple that reads itself
            return None
        value = typing.cast("tuple[object, ...]", value)
        if len(value) != size:
            return Problem(value, expected, f"has {len(value)} items, expected {size}")
        for index, item in enumerate(items):
            problem = item.check(value[index], memo)
            if problem is not None:
                return problem.at(f"item {index}")
        return None

    return Compiled(check, expected, kind="tuple", parts=tuple(items))


def unpacked(hint: object) -> object:
    """X for ``*X`` / ``Unpack[X]`` (MISSING for any other hint)."""
    if getattr(hint, "__unpacked__", False):  # *tuple[int, ...] (3.11+)
        return types.GenericAlias(tuple, typing.get_args(hint))
    if special_name(typing.get_origin(hint)) == "Unpack":
        args = typing.get_args(hint)
        return args[0] if args else MISSING
    return MISSING


def _compile_variadic_tuple(expected: str, args: tuple[object, ...], star: int,
                            ctx: Context) -> Compiled:
    """``tuple[int, *Ts, str]``, ``tuple[int, *tuple[str, ...]]``: fixed ends around a
    middle of any length (its items checked only when it is ``*tuple[X, ...]``)."""
    inner = _inner(ctx)
    head = [_compile(a, inner) for a in args[:star]]
    tail = [_compile(a, inner) for a in args[star + 1:]]
    middle_hint = unpacked(args[star])
    middle_args = typing.get_args(middle_hint) if typing.get_origin(middle_hint) is tuple else ()
    middle = _compile(middle_args[0], inner) if len(middle_args) == 2 and middle_args[1] is ... else ANY
    fixed = len(head) + len(tail)

    def check(value: object, memo: Memo) -> Problem | None:
        if not class_fits(value, tuple):
            return Problem(value, expected)
        if not plain_container(type(value)):
            return None
        value = typing.cast("tuple[object, ...]", value)
        if len(value) < fixed:
            return Problem(value, expected, f"has {len(value)} items, expected at least {fixed}")
        last = len(value) - len(tail)
        for index, item in [*enumerate(head), *((last + i, t) for i, t in enumerate(tail))]:
            problem = item.check(value[index], memo)
            if problem is not None:
                return problem.at(f"item {index}")
        if middle is not ANY and last > len(head):
            # The middle's ends in a sample (O(1)), every item with collection-check "all".
            every = ctx.mode == "all"
            for index in range(len(head), last) if every else {len(head), last - 1}:
                problem = middle.check(value[index], memo)
                if problem is not None:
                    return problem.at(f"item {index}")
        return None

    return Compiled(check, expected)


def _compile_generic(hint: object, origin: type, args: tuple[object, ...], ctx: Context) -> Compiled:
    expected = type_repr(hint)
    inner, nested = _inner(ctx), ctx.nested
    if origin in _SEQUENCE_ORIGINS:
        item = _compile(args[0], inner) if args else ANY
        return sequence_checker(origin, item, expected, ctx.mode, nested)
    if origin in _SET_ORIGINS:
        item = _compile(args[0], inner) if args else ANY
        return set_checker(origin, item, expected, ctx.mode, nested)
    if origin in _MAPPING_ORIGINS:
        key = _compile(args[0], inner) if args else ANY
        # A sample reads a container in a dict's value at its first item (no rotation: the
        # entry itself does not rotate either, see docs/runtime-checks.md).
        values = dataclasses.replace(inner, mode="first") if ctx.mode == "sample" else inner
        val = _compile(args[1], values) if len(args) > 1 else ANY
        return mapping_checker(origin, key, val, expected, ctx.mode, nested)
    if origin in _ITERABLE_ORIGINS and args:
        item = _compile(args[0], inner)
        as_list = sequence_checker(object, item, expected, ctx.mode, nested)
        as_set = set_checker(object, item, expected, ctx.mode, nested)

        def check(value: object, memo: Memo) -> Problem | None:
            if not class_fits(value, origin):
                return Problem(value, expected)
            # Only builtin containers, which iterating leaves intact and runs no code of;
            # never an iterator or generator.
            cls = type(value)
            if issubclass(cls, (list, tuple)):
                return as_list.check(value, memo)
            if issubclass(cls, (set, frozenset, dict)):
                return as_set.check(value, memo)
            return None

        return Compiled(check, expected)
    if _is_protocol(origin) or _is_typeddict(origin) or origin is typing.IO:
        return _compile_class(origin, ctx)
    # Other generics (iterators, user classes, ...): the origin class only.
    return isinstance_checker((origin,), expected)


def _io_like(value: object, memo: Memo) -> Problem | None:
    # Statically: a lazy file object (click.File) opens its file in __getattr__.
    if class_fits(value, io.IOBase) or has_attribute(value, "read") or has_attribute(value, "write"):
        return None
    return Problem(value, "IO", "not a file object")


def _compile_class(hint: type, ctx: Context) -> Compiled:
    # typing.IO and its subclasses are nominal stand-ins that real file objects (io.BytesIO,
    # buffered readers, tempfile wrappers) do not inherit from: check for a file-like object.
    if hint in (typing.IO, typing.BinaryIO, typing.TextIO):
        return Compiled(_io_like, type_repr(hint))
    if hint in _PROMOTIONS:
        return isinstance_checker(_PROMOTIONS[hint], type_repr(hint))
    if _is_typeddict(hint):
        return _compile_typeddict(hint, ctx)
    if _is_namedtuple(hint):
        return _compile_namedtuple(hint, ctx)
    if _is_protocol(hint) and hint.__module__ not in ("typing", "collections.abc"):
        return compile_protocol(hint, ctx)
    if _is_protocol(hint):  # typing.SupportsInt & co. are runtime-checkable
        try:
            isinstance(0, hint)
        except TypeError:
            return ANY
    return isinstance_checker((hint,), type_repr(hint))


def _class_namespace(cls: type) -> Mapping[str, object]:
    module = sys.modules.get(cls.__module__)
    return vars(module) if module is not None else {}


def _is_namedtuple(hint: type) -> bool:
    return issubclass(hint, tuple) and isinstance(getattr(hint, "_fields", None), tuple) and bool(
        getattr(hint, "__annotations__", None))


def _compile_namedtuple(hint: type, ctx: Context) -> Compiled:
    """A typed NamedTuple: its class, then each annotated field's value."""
    expected = type_repr(hint)
    key = (hint, ctx.nested)
    pending = ctx.building.get(key)
    if pending is not None:  # a field refers to the NamedTuple itself
        return deferred(pending, expected)
    with _pending(ctx, key) as cell:
        # Not the class namespace: field names (`str: str`) would shadow the types.
        sub = Context(_class_namespace(hint), None, None, ctx.mode, ctx.unresolved, ctx.building,
                      nested=True)
        annotations: dict[str, object] = dict(getattr(hint, "__annotations__", {}))
        fields = typing.cast("tuple[str, ...]", getattr(hint, "_fields"))
        checks = [(index, name, _compile(annotations[name], sub)) for index, name in
                  enumerate(fields) if name in annotations]
    checks = [c for c in checks if c[2].fast != ANY_TYPES]

    def check(value: object, memo: Memo) -> Problem | None:
        if not class_fits(value, hint):
            return Problem(value, expected)
        if not plain_container(type(value)):
            return None
        items = typing.cast("tuple[object, ...]", value)
        for index, name, field_check in checks:
            problem = field_check.check(items[index], memo)
            if problem is not None:
                return problem.at(f"field {name!r}")
        return None

    cell[0] = check
    return Compiled(check, expected)


def _compile_typeddict(hint: type, ctx: Context) -> Compiled:
    expected = type_repr(hint)
    key = (hint, ctx.nested)
    pending = ctx.building.get(key)
    if pending is not None:
        return deferred(pending, expected)
    with _pending(ctx, key) as cell:
        sub = Context(_class_namespace(hint), None, None, ctx.mode, ctx.unresolved, ctx.building,
                      nested=True)
        annotations: dict[str, object] = {}
        for base in reversed(hint.__mro__):
            annotations.update(getattr(base, "__annotations__", {}))
        values = {name: _compile(h, sub) for name, h in annotations.items()}
    required = tuple(typing.cast("frozenset[str]", getattr(hint, "__required_keys__")))
    checks = [(name, c.check) for name, c in values.items() if c.fast != ANY_TYPES]

    def check(value: object, memo: Memo) -> Problem | None:
        if not class_fits(value, dict):
            return Problem(value, expected)
        if not plain_container(type(value)):
            return None
        value = typing.cast("dict[str, object]", value)
        for name in required:
            if name not in value:
                return Problem(value, expected, f"missing key {name!r}")
        for name, key_check in checks:
            item = value.get(name, MISSING)
            if item is not MISSING:
                problem = key_check(item, memo)
                if problem is not None:
                    return problem.at(f"value for key {name!r}")
        return None

    cell[0] = check
    return Compiled(check, expected, kind="td", parts=tuple(values.values()),
                    keys=tuple(values), required=frozenset(required))


