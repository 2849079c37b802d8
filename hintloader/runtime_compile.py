"""Compile type hints once into specialised checker closures for the runtime checks."""

from __future__ import annotations

import ast
import collections
import collections.abc as cabc
import dataclasses
import io
import itertools
import sys
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ForwardRef, Literal, Union

from hintloader.runtime_text import describe_value, type_repr

Memo = dict[object, object] | None
# A checker returns None when the value fits, else a Problem describing the innermost misfit.
Checker = Callable[[object, Memo], "Problem | None"]
CollectionMode = Literal["sample", "first", "all"]

NoneType = type(None)
_ANY_TYPES: tuple[type, ...] = (object,)
_MISSING = object()
_CO_VARARGS = 0x04
# How many leading members of an unordered container a sample looks at.
_SET_SAMPLE = 3


class Problem:
    """Why a value did not fit; steps are appended innermost first while unwinding."""

    __slots__ = ("value", "expected", "steps", "reason")

    def __init__(self, value: object, expected: str, reason: str = "") -> None:
        self.value = value
        self.expected = expected
        self.steps: list[str] = []
        self.reason = reason

    def at(self, step: str) -> Problem:
        self.steps.append(step)
        return self

    def describe(self) -> str:
        text = describe_value(self.value)
        if self.reason:
            text += f": {self.reason}"
        return text


@dataclass(frozen=True, slots=True)
class Compiled:
    """A checker plus, when the hint is a plain isinstance test, the types to test against."""

    check: Checker
    expected: str
    fast: tuple[type, ...] | None = None
    # The shape, for generating specialised code: "fast", "union", "tuple", "seq", "set",
    # "map", "td" (TypedDict) or "closure" (only `check` is known).
    kind: str = "closure"
    origin: type | None = None
    parts: tuple[Compiled, ...] = ()
    keys: tuple[str, ...] = ()  # TypedDict: the key of each part
    required: frozenset[str] = frozenset()


@dataclass(slots=True)
class Context:
    """Where names in string hints resolve, and the per-module settings that shape checkers."""

    globalns: Mapping[str, object]
    localns: Mapping[str, object] | None = None
    self_class: type | None = None
    mode: CollectionMode = "sample"
    unresolved: Callable[[str, BaseException], None] | None = None
    building: dict[object, list[Checker]] = field(default_factory=dict)


def _accept(value: object, memo: Memo) -> Problem | None:
    return None


ANY = Compiled(_accept, "Any", _ANY_TYPES)


def compile_hint(hint: object, ctx: Context) -> Compiled:
    """Never raises: what cannot be understood is checked as Any."""
    try:
        return _compile(hint, ctx)
    except RecursionError:
        return ANY
    except Exception:
        return ANY


def _isinstance_checker(types_: tuple[type, ...], expected: str) -> Compiled:
    if types_ == _ANY_TYPES:
        return Compiled(_accept, expected, types_, "fast")
    target: type | tuple[type, ...] = types_[0] if len(types_) == 1 else types_

    def check(value: object, memo: Memo) -> Problem | None:
        if isinstance(value, target):
            return None
        return Problem(value, expected)

    return Compiled(check, expected, types_, "fast")


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
        return _isinstance_checker((NoneType,), "None")
    if hint is Any or hint is object:
        return ANY if hint is Any else _isinstance_checker(_ANY_TYPES, "object")
    if isinstance(hint, (str, ForwardRef)):
        return _compile_forward(hint, ctx)
    special = special_name(hint)
    if special == "LiteralString":
        return _isinstance_checker((str,), "LiteralString")
    if special in ("NoReturn", "Never"):
        return _never(special or "Never")
    if special == "Self":
        if ctx.self_class is None:
            return ANY
        return _isinstance_checker((ctx.self_class,), "Self")
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


def _compile_forward(hint: str | ForwardRef, ctx: Context) -> Compiled:
    text = hint if isinstance(hint, str) else hint.__forward_arg__
    key = (text, id(ctx.globalns), id(ctx.localns))
    pending = ctx.building.get(key)
    if pending is not None:  # a recursive alias: defer to the checker being built
        return _deferred(pending, text)
    try:
        value = evaluate(text, ctx)
    except Exception as exc:
        if ctx.unresolved is not None:
            ctx.unresolved(text, exc)
        return ANY
    cell: list[Checker] = [_accept]
    ctx.building[key] = cell
    try:
        compiled = _compile(value, ctx)
    finally:
        del ctx.building[key]
    cell[0] = compiled.check
    return compiled


def evaluate(text: str, ctx: Context) -> object:
    """A string hint's value, looked up as Python would at the annotation's place."""
    globalns = ctx.globalns if isinstance(ctx.globalns, dict) else dict(ctx.globalns)
    return evaluate_hint(text, globalns, dict(ctx.localns or {}))


def evaluate_hint(source: str, ns: dict[str, object], localns: dict[str, object]) -> object:
    """The value of an annotation's source. Annotations that only a type checker can read
    (``"Alias" | None`` with string aliases, ``Generator[int]`` before 3.13) are evaluated
    leniently: ``|`` builds a Union of forward references, a failing subscript drops its
    arguments."""
    try:
        return eval(source, ns, localns)  # noqa: S307
    except TypeError:
        return _lenient(ast.parse(source, mode="eval").body, ns, localns)


def _lenient(node: ast.expr, ns: dict[str, object], localns: dict[str, object]) -> object:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = _lenient(node.left, ns, localns), _lenient(node.right, ns, localns)
        return typing.Union[left, right]  # noqa: UP007 (accepts strings, unlike |)
    if isinstance(node, ast.Subscript):
        base = _lenient(node.value, ns, localns)
        args = _lenient(node.slice, ns, localns)
        try:
            return base[args]  # type: ignore[index]
        except TypeError:
            return base
    if isinstance(node, ast.Tuple):
        return tuple(_lenient(e, ns, localns) for e in node.elts)
    if isinstance(node, ast.List):
        return [_lenient(e, ns, localns) for e in node.elts]
    if isinstance(node, ast.Attribute):
        return getattr(_lenient(node.value, ns, localns), node.attr)
    return eval(compile(ast.Expression(node), "<annotation>", "eval"), ns, localns)  # noqa: S307


def _deferred(cell: list[Checker], expected: str) -> Compiled:
    def check(value: object, memo: Memo) -> Problem | None:
        return cell[0](value, memo)

    return Compiled(check, expected)


def _never(expected: str) -> Compiled:
    def check(value: object, memo: Memo) -> Problem | None:
        return Problem(value, expected, "no value is allowed here")

    return Compiled(check, expected, ())


def _compile_typevar(hint: typing.TypeVar, ctx: Context) -> Compiled:
    name = hint.__name__
    if hint.__constraints__:
        options = [_compile(c, ctx) for c in hint.__constraints__]

        def check(value: object, memo: Memo) -> Problem | None:
            bound = memo.get(hint, _MISSING) if memo is not None else _MISSING
            for index, option in enumerate(options):
                if bound is not _MISSING and bound != index:
                    continue
                if option.check(value, memo) is None:
                    if memo is not None:
                        memo[hint] = index
                    return None
            if bound is not _MISSING:
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
    if any(m.fast == _ANY_TYPES for m in members):
        return ANY
    fast = [m.fast for m in members if m.fast is not None]
    fast_types = tuple(t for f in fast for t in f)
    if len(fast) == len(members):
        return _isinstance_checker(fast_types, expected)
    slow = [m.check for m in members if m.fast is None]

    def check(value: object, memo: Memo) -> Problem | None:
        if isinstance(value, fast_types):
            return None
        for member in slow:
            if member(value, memo) is None:
                return None
        return Problem(value, expected)

    fast_part = _isinstance_checker(fast_types, expected)
    slow_parts = tuple(m for m in members if m.fast is None)
    return Compiled(check, expected, kind="union", parts=(fast_part, *slow_parts))


def _compile_literal(hint: object, args: tuple[object, ...]) -> Compiled:
    expected = type_repr(hint)
    flat: list[object] = []
    for arg in args:  # Literal[Literal[1], 2] is flattened by typing, but be safe
        flat.extend(typing.get_args(arg) if typing.get_origin(arg) is Literal else [arg])
    pairs = {(type(a), a) for a in flat}

    def check(value: object, memo: Memo) -> Problem | None:
        try:
            if (type(value), value) in pairs:
                return None
        except TypeError:  # unhashable values are never literals
            pass
        return Problem(value, expected)

    return Compiled(check, expected)


def _compile_type_of(hint: object, args: tuple[object, ...], ctx: Context) -> Compiled:
    expected = type_repr(hint)
    inner = args[0] if args else Any
    if inner is Any or isinstance(inner, typing.TypeVar) and inner.__bound__ is None:
        return _isinstance_checker((type,), expected)
    if isinstance(inner, (str, ForwardRef)):
        text = inner if isinstance(inner, str) else inner.__forward_arg__
        try:
            inner = evaluate(text, ctx)
        except Exception as exc:
            if ctx.unresolved is not None:
                ctx.unresolved(text, exc)
            return _isinstance_checker((type,), expected)
    if isinstance(inner, typing.TypeVar):
        inner = inner.__bound__
    origin = typing.get_origin(inner)
    members = typing.get_args(inner) if origin is Union or (
        hasattr(types, "UnionType") and origin is types.UnionType) else (inner,)
    classes = tuple(typing.get_origin(m) or m for m in members)
    classes = tuple(c for c in classes if isinstance(c, type))
    if not classes:
        return _isinstance_checker((type,), expected)

    def check(value: object, memo: Memo) -> Problem | None:
        if isinstance(value, type):
            try:
                if issubclass(value, classes):
                    return None
            except TypeError:  # e.g. a non-runtime protocol: cannot tell, accept
                return None
        return Problem(value, expected)

    return Compiled(check, expected)


def positional_arity_fits(func: object, count: int) -> bool | None:
    """Can ``func`` be called with ``count`` positional arguments? None when unknown."""
    skip = 0
    if isinstance(func, types.MethodType):
        func, skip = func.__func__, 1
    if not isinstance(func, types.FunctionType):
        return None
    code = func.__code__
    positional = code.co_argcount - skip
    required = positional - len(func.__defaults__ or ())
    kwonly_required = code.co_kwonlyargcount - len(func.__kwdefaults__ or {})
    if kwonly_required > 0 or required > count:
        return False
    return count <= positional or bool(code.co_flags & _CO_VARARGS)


def _compile_callable(hint: object, args: tuple[object, ...]) -> Compiled:
    expected = type_repr(hint)
    params = args[0] if args else ...
    count = len(params) if isinstance(params, list) else None

    # Arity verdicts per callable (reading code attributes is slow); bounded, strong refs.
    verdicts: dict[object, bool | None] = {}

    def check(value: object, memo: Memo) -> Problem | None:
        if count is None:
            return None if callable(value) else Problem(value, expected, "not callable")
        try:
            fits = verdicts[value]
        except (KeyError, TypeError):
            if not callable(value):
                return Problem(value, expected, "not callable")
            fits = positional_arity_fits(value, count)
            try:
                if len(verdicts) >= 512:
                    verdicts.clear()
                verdicts[value] = fits
            except TypeError:  # unhashable callable
                pass
        if fits is False:
            s = "" if count == 1 else "s"
            return Problem(value, expected, f"cannot be called with {count} positional argument{s}")
        return None

    return Compiled(check, expected)


def _item_check(item: Compiled) -> Callable[[object, Memo], Problem | None] | None:
    """None when the item hint accepts anything (no need to look at items)."""
    return None if item.fast == _ANY_TYPES else item.check


def _compile_tuple(hint: object, args: tuple[object, ...], ctx: Context) -> Compiled:
    expected = type_repr(hint)
    if not args and hint is typing.Tuple:  # bare Tuple; tuple[()] also has no args
        return _isinstance_checker((tuple,), expected)
    if len(args) == 2 and args[1] is ...:
        return sequence_checker(tuple, _compile(args[0], ctx), expected, ctx.mode)
    if args == ((),):  # tuple[()] from typing.Tuple[()]
        args = ()
    items = [_compile(a, ctx) for a in args]
    size = len(items)

    def check(value: object, memo: Memo) -> Problem | None:
        if not isinstance(value, tuple):
            return Problem(value, expected)
        if len(value) != size:
            return Problem(value, expected, f"has {len(value)} items, expected {size}")
        for index, item in enumerate(items):
            problem = item.check(value[index], memo)
            if problem is not None:
                return problem.at(f"item {index}")
        return None

    return Compiled(check, expected, kind="tuple", parts=tuple(items))


def sequence_checker(origin: type, item: Compiled, expected: str, mode: CollectionMode) -> Compiled:
    item_check = _item_check(item)
    if item_check is None:
        return _isinstance_checker((origin,), expected)
    fast = item.fast
    rotation = itertools.count()
    item_fast: type | tuple[type, ...] = () if fast is None else (fast[0] if len(fast) == 1 else fast)

    def check(value: object, memo: Memo) -> Problem | None:
        if not isinstance(value, origin):
            return Problem(value, expected)
        seq = typing.cast("typing.Sequence[object]", value)
        size = len(seq)
        if not size:
            return None
        if mode == "all":
            for index, element in enumerate(seq):
                if not isinstance(element, item_fast):
                    problem = item_check(element, memo)
                    if problem is not None:
                        return problem.at(f"item {index}")
            return None
        if mode == "first":
            indices: tuple[int, ...] = (0,)
        else:
            indices = (0, size - 1, next(rotation) % size)
        for index in indices:
            element = seq[index]
            if not isinstance(element, item_fast):
                problem = item_check(element, memo)
                if problem is not None:
                    return problem.at(f"item {index}")
        return None

    return Compiled(check, expected, kind="seq", origin=origin, parts=(item,))


def _set_checker(origin: type, item: Compiled, expected: str, mode: CollectionMode) -> Compiled:
    item_check = _item_check(item)
    if item_check is None:
        return _isinstance_checker((origin,), expected)
    limit = None if mode == "all" else 1 if mode == "first" else _SET_SAMPLE

    def check(value: object, memo: Memo) -> Problem | None:
        if not isinstance(value, origin):
            return Problem(value, expected)
        members = typing.cast("typing.Iterable[object]", value)
        for element in itertools.islice(members, limit):
            problem = item_check(element, memo)
            if problem is not None:
                return problem.at(f"element {_short_key(element)}")
        return None

    return Compiled(check, expected, kind="set", origin=origin, parts=(item,))


def mapping_checker(
    origin: type, key: Compiled, val: Compiled, expected: str, mode: CollectionMode
) -> Compiled:
    key_check = _item_check(key)
    val_check = _item_check(val)
    if key_check is None and val_check is None:
        return _isinstance_checker((origin,), expected)

    def one(k: object, v: object, memo: Memo) -> Problem | None:
        if key_check is not None:
            problem = key_check(k, memo)
            if problem is not None:
                return problem.at(f"key {_short_key(k)}")
        if val_check is not None:
            problem = val_check(v, memo)
            if problem is not None:
                return problem.at(f"value for key {_short_key(k)}")
        return None

    def check(value: object, memo: Memo) -> Problem | None:
        if not isinstance(value, origin):
            return Problem(value, expected)
        mapping = typing.cast("typing.Mapping[object, object]", value)
        if not mapping:
            return None
        if mode == "all":
            pairs: typing.Iterable[tuple[object, object]] = mapping.items()
        elif isinstance(mapping, dict):
            items = mapping.items()
            first = next(iter(items))
            pairs = (first,) if mode == "first" else (first, next(reversed(items)))
        else:
            pairs = itertools.islice(mapping.items(), 1)
        for k, v in pairs:
            problem = one(k, v, memo)
            if problem is not None:
                return problem
        return None

    return Compiled(check, expected, kind="map", origin=origin, parts=(key, val))


def _short_key(key: object) -> str:
    text = repr(key)
    return text if len(text) <= 40 else text[:37] + "..."


def _compile_generic(hint: object, origin: type, args: tuple[object, ...], ctx: Context) -> Compiled:
    expected = type_repr(hint)
    if origin in _SEQUENCE_ORIGINS:
        item = _compile(args[0], ctx) if args else ANY
        return sequence_checker(origin, item, expected, ctx.mode)
    if origin in _SET_ORIGINS:
        item = _compile(args[0], ctx) if args else ANY
        return _set_checker(origin, item, expected, ctx.mode)
    if origin in _MAPPING_ORIGINS:
        key = _compile(args[0], ctx) if args else ANY
        val = _compile(args[1], ctx) if len(args) > 1 else ANY
        return mapping_checker(origin, key, val, expected, ctx.mode)
    if origin in _ITERABLE_ORIGINS and args:
        item = _compile(args[0], ctx)
        as_list = sequence_checker(object, item, expected, ctx.mode)
        as_set = _set_checker(object, item, expected, ctx.mode)

        def check(value: object, memo: Memo) -> Problem | None:
            if not isinstance(value, origin):
                return Problem(value, expected)
            # Only containers that iterating leaves intact; never an iterator or generator.
            if isinstance(value, (list, tuple)):
                return as_list.check(value, memo)
            if isinstance(value, (set, frozenset, dict)):
                return as_set.check(value, memo)
            return None

        return Compiled(check, expected)
    if _is_protocol(origin) or _is_typeddict(origin) or origin is typing.IO:
        return _compile_class(origin, ctx)
    # Other generics (iterators, user classes, ...): the origin class only.
    return _isinstance_checker((origin,), expected)


def _io_like(value: object, memo: Memo) -> Problem | None:
    if isinstance(value, io.IOBase) or hasattr(value, "read") or hasattr(value, "write"):
        return None
    return Problem(value, "IO", "not a file object")


def _compile_class(hint: type, ctx: Context) -> Compiled:
    # typing.IO and its subclasses are nominal stand-ins that real file objects (io.BytesIO,
    # buffered readers, tempfile wrappers) do not inherit from: check for a file-like object.
    if hint in (typing.IO, typing.BinaryIO, typing.TextIO):
        return Compiled(_io_like, type_repr(hint))
    if hint in _PROMOTIONS:
        return _isinstance_checker(_PROMOTIONS[hint], type_repr(hint))
    if _is_typeddict(hint):
        return _compile_typeddict(hint, ctx)
    if _is_protocol(hint) and hint.__module__ not in ("typing", "collections.abc"):
        return _compile_protocol(hint, ctx)
    if _is_protocol(hint):  # typing.SupportsInt & co. are runtime-checkable
        try:
            isinstance(0, hint)
        except TypeError:
            return ANY
    return _isinstance_checker((hint,), type_repr(hint))


def _class_namespace(cls: type) -> Mapping[str, object]:
    module = sys.modules.get(cls.__module__)
    return vars(module) if module is not None else {}


def _compile_typeddict(hint: type, ctx: Context) -> Compiled:
    expected = type_repr(hint)
    pending = ctx.building.get(hint)
    if pending is not None:
        return _deferred(pending, expected)
    cell: list[Checker] = [_accept]
    ctx.building[hint] = cell
    try:
        sub = Context(_class_namespace(hint), None, None, ctx.mode, ctx.unresolved, ctx.building)
        annotations: dict[str, object] = {}
        for base in reversed(hint.__mro__):
            annotations.update(getattr(base, "__annotations__", {}))
        values = {name: _compile(h, sub) for name, h in annotations.items()}
    finally:
        del ctx.building[hint]
    required = tuple(typing.cast("frozenset[str]", getattr(hint, "__required_keys__")))
    checks = [(name, c.check) for name, c in values.items() if c.fast != _ANY_TYPES]

    def check(value: object, memo: Memo) -> Problem | None:
        if not isinstance(value, dict):
            return Problem(value, expected)
        for name in required:
            if name not in value:
                return Problem(value, expected, f"missing key {name!r}")
        for name, key_check in checks:
            item = value.get(name, _MISSING)
            if item is not _MISSING:
                problem = key_check(item, memo)
                if problem is not None:
                    return problem.at(f"value for key {name!r}")
        return None

    cell[0] = check
    return Compiled(check, expected, kind="td", parts=tuple(values.values()),
                    keys=tuple(values), required=frozenset(required))


_PROTOCOL_SKIP = frozenset(
    {"__dict__", "__weakref__", "__module__", "__doc__", "__annotations__", "__init__",
     "__parameters__", "__orig_bases__", "__abstractmethods__", "__protocol_attrs__",
     "__non_callable_proto_members__", "__subclasshook__", "__slots__", "__qualname__",
     "__type_params__", "__static_attributes__", "__firstlineno__", "__annotate__",
     "__annotate_func__", "__annotations_cache__", "__init_subclass__", "__class_getitem__"}
)


def protocol_members(proto: type) -> tuple[dict[str, int | None], tuple[str, ...]]:
    """Methods (name -> positional parameters besides self, None if unknown) and data members."""
    methods: dict[str, int | None] = {}
    data: list[str] = []
    for base in reversed(proto.__mro__):
        if base in (object, typing.Protocol, typing.Generic) or not getattr(base, "_is_protocol", False):
            continue
        for name in getattr(base, "__annotations__", {}):
            if name not in data and name not in methods:
                data.append(name)
        for name, member in vars(base).items():
            if name in _PROTOCOL_SKIP or name.startswith("_abc_") or name.startswith("_is_"):
                continue
            if name in data:
                continue
            if isinstance(member, types.FunctionType):
                code = member.__code__
                varargs = bool(code.co_flags & _CO_VARARGS)
                methods[name] = None if varargs else max(code.co_argcount - 1, 0)
            elif isinstance(member, (staticmethod, classmethod, property)) or callable(member):
                methods[name] = None
    return methods, tuple(data)


def _compile_protocol(proto: type, ctx: Context) -> Compiled:
    expected = type_repr(proto)
    methods, data = protocol_members(proto)
    verdicts: dict[type, str] = {}

    def check_type_members(cls: type) -> str:
        for name, count in methods.items():
            impl = getattr(cls, name, _MISSING)
            if impl is _MISSING:
                return f"missing method {name!r}"
            if impl is None and name != "__hash__":
                return f"method {name!r} is None"
            if count is not None and isinstance(impl, types.FunctionType):
                # + 1: looked up on the class, so the implementation still takes self.
                if positional_arity_fits(impl, count + 1) is False:
                    return f"method {name!r} does not take {count} argument{'s' if count != 1 else ''}"
        return ""

    def check(value: object, memo: Memo) -> Problem | None:
        cls = type(value)
        reason = verdicts.get(cls)
        if reason is None:
            if isinstance(value, types.ModuleType):  # modules implement protocols by attributes
                missing = [name for name in methods if not hasattr(value, name)]
                reason = f"missing attribute {missing[0]!r}" if missing else ""
            else:
                reason = check_type_members(cls)
                if len(verdicts) < 256:  # per-class verdicts, bounded
                    verdicts[cls] = reason
        if not reason:
            for name in data:
                if not hasattr(value, name):
                    reason = f"missing attribute {name!r}"
                    break
        if reason:
            # An attribute set on the instance may still satisfy a method member.
            if reason.startswith("missing method") and all(hasattr(value, n) for n in methods):
                return None
            return Problem(value, expected, reason)
        return None

    return Compiled(check, expected)
