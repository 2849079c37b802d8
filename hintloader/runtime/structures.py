"""Checkers for containers (sampled in O(1)) and for protocols, checked structurally."""

from __future__ import annotations

import itertools
import types
import typing
import weakref

from hintloader.runtime.static import (
    MISSING as ABSENT,
    class_attribute,
    class_fits,
    has_attribute,
    is_proxy,
    namespace_size,
    plain_container,
)
from hintloader.runtime.text import short_repr, type_name, type_repr
from hintloader.runtime.values import (
    CO_VARARGS,
    MISSING,
    CollectionMode,
    Compiled,
    Context,
    Memo,
    Problem,
    element_checker,
    isinstance_checker,
)

# How many leading members of an unordered container a sample looks at.
SET_SAMPLE = 3


def positional_arity_fits(func: object, count: int) -> bool | None:
    """Can ``func`` be called with ``count`` positional arguments? None when unknown."""
    skip = 0
    if type(func) is types.MethodType:
        func, skip = func.__func__, 1
    if type(func) is not types.FunctionType:
        return None
    code = func.__code__
    positional = code.co_argcount - skip
    required = positional - len(func.__defaults__ or ())
    kwonly_required = code.co_kwonlyargcount - len(func.__kwdefaults__ or {})
    if kwonly_required > 0 or required > count:
        return False
    return count <= positional or bool(code.co_flags & CO_VARARGS)


def sample_indices(size: int, turn: int) -> tuple[int, ...]:
    """The index a sample of a non-empty sequence looks at: one per call, rotating, so that a
    bad item anywhere is found within ``size`` calls (docs/runtime-checks.md)."""
    return (turn % size,)


def sequence_checker(origin: type, item: Compiled, expected: str, mode: CollectionMode,
                     nested: bool = False) -> Compiled:
    item_check = element_checker(item)
    if item_check is None:
        return isinstance_checker((origin,), expected)
    fast = item.fast
    rotation = itertools.count()
    item_fast: type | tuple[type, ...] = () if fast is None else (fast[0] if len(fast) == 1 else fast)

    def check(value: object, memo: Memo) -> Problem | None:
        if not class_fits(value, origin):
            return Problem(value, expected)
        if not plain_container(type(value)):  # its items are its own code's to give
            return None
        seq = typing.cast("typing.Sequence[object]", value)
        size = len(seq)
        if not size:
            return None
        if mode == "all":
            for index, element in enumerate(seq):
                if not issubclass(type(element), item_fast):
                    problem = item_check(element, memo)
                    if problem is not None:
                        return problem.at(f"item {index}")
            return None
        if mode == "first":
            indices: tuple[int, ...] = (0,)
        else:
            indices = sample_indices(size, next(rotation))
        for index in indices:
            element = seq[index]
            if not issubclass(type(element), item_fast):
                problem = item_check(element, memo)
                if problem is not None:
                    return problem.at(f"item {index}")
        return None

    return Compiled(check, expected, kind="seq", origin=origin, parts=(item,))


def set_checker(origin: type, item: Compiled, expected: str, mode: CollectionMode,
                nested: bool = False) -> Compiled:
    item_check = element_checker(item)
    if item_check is None:
        return isinstance_checker((origin,), expected)
    limit = None if mode == "all" else 1 if mode == "first" or nested else SET_SAMPLE

    def check(value: object, memo: Memo) -> Problem | None:
        if not class_fits(value, origin):
            return Problem(value, expected)
        if not plain_container(type(value)):
            return None
        members = typing.cast("typing.Iterable[object]", value)
        for element in itertools.islice(members, limit):
            problem = item_check(element, memo)
            if problem is not None:
                return problem.at(f"element {short_key(element)}")
        return None

    return Compiled(check, expected, kind="set", origin=origin, parts=(item,))


def mapping_checker(
    origin: type, key: Compiled, val: Compiled, expected: str, mode: CollectionMode,
    nested: bool = False,
) -> Compiled:
    key_check = element_checker(key)
    val_check = element_checker(val)
    if key_check is None and val_check is None:
        return isinstance_checker((origin,), expected)

    def one(k: object, v: object, memo: Memo) -> Problem | None:
        if key_check is not None:
            problem = key_check(k, memo)
            if problem is not None:
                return problem.at(f"key {short_key(k)}")
        if val_check is not None:
            problem = val_check(v, memo)
            if problem is not None:
                return problem.at(f"value for key {short_key(k)}")
        return None

    def check(value: object, memo: Memo) -> Problem | None:
        if not class_fits(value, origin):
            return Problem(value, expected)
        # Only a dict that reads its items through dict's own methods is looked into.
        if not (issubclass(type(value), dict) and plain_container(type(value))):
            return None
        mapping = typing.cast("dict[object, object]", value)
        if not mapping:
            return None
        items = mapping.items()
        pairs: typing.Iterable[tuple[object, object]] = (
            items if mode == "all" else (next(iter(items)),))  # sample and first: the first entry
        for k, v in pairs:
            problem = one(k, v, memo)
            if problem is not None:
                return problem
        return None

    return Compiled(check, expected, kind="map", origin=origin, parts=(key, val))


def short_key(key: object) -> str:
    """A key or member as a message shows it: repr of builtin data only (see text.py)."""
    text = short_repr(key, 41)
    if text is None:
        return f"<{type_name(key)} object>"
    return text if len(text) <= 40 else text[:37] + "..."


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
                varargs = bool(code.co_flags & CO_VARARGS)
                methods[name] = None if varargs else max(code.co_argcount - 1, 0)
            elif isinstance(member, (staticmethod, classmethod, property)) or callable(member):
                methods[name] = None
    return methods, tuple(data)


def dynamic_attributes_of_class(cls: type) -> bool:
    """Does the class make attributes of its instances by code (``__getattr__``, a proxy)?"""
    return class_attribute(cls, "__getattr__") is not ABSENT or is_proxy(cls)


def compile_protocol(proto: type, ctx: Context) -> Compiled:
    """A structural check of the value's class, remembered per class.

    A class found to fit is remembered weakly (by id, with a weak reference that removes the
    entry when the class goes) together with the size of its namespace: adding or removing an
    attribute of the class makes it be looked at again. A class found not to fit is never
    remembered, so a class fixed later (a method added at run time) passes at once. Data
    members are attributes of the instance: each value is asked for them.
    """
    expected = type_repr(proto)
    methods, data = protocol_members(proto)
    fits: dict[int, tuple[object, int]] = {}

    def check_type_members(cls: type) -> str:
        # Looked up statically (as inspect.getattr_static does): no descriptor, property or
        # metaclass __getattr__ of the value's class runs.
        dynamic = dynamic_attributes_of_class(cls)
        for name, count in methods.items():
            impl = class_attribute(cls, name)
            if impl is ABSENT:
                if dynamic:
                    continue  # only its own code knows
                return f"missing method {name!r}"
            if impl is None and name != "__hash__":
                return f"method {name!r} is None"
            if count is None:
                continue
            if type(impl) is staticmethod:
                fits_arity = positional_arity_fits(impl.__func__, count)
            elif type(impl) is classmethod:
                fits_arity = positional_arity_fits(impl.__func__, count + 1)
            else:
                # + 1: an implementation in the class namespace still takes self.
                fits_arity = positional_arity_fits(impl, count + 1)
            if fits_arity is False:
                return f"method {name!r} does not take {count} argument{'s' if count != 1 else ''}"
        return ""

    def remember(cls: type) -> None:
        key = id(cls)
        if len(fits) < 1024:
            fits[key] = (weakref.ref(cls, lambda _ref: fits.pop(key, None)), namespace_size(cls))

    def check(value: object, memo: Memo) -> Problem | None:
        cls = type(value)
        known = fits.get(id(cls))
        if known is not None and known[1] == namespace_size(cls):
            reason = ""
        elif issubclass(cls, types.ModuleType):  # modules implement protocols by attributes
            missing = [name for name in methods if not has_attribute(value, name)]
            reason = f"missing attribute {missing[0]!r}" if missing else ""
        else:
            reason = check_type_members(cls)
            if not reason:
                remember(cls)
        if not reason:
            for name in data:
                if not has_attribute(value, name):
                    reason = f"missing attribute {name!r}"
                    break
        if reason:
            # An attribute set on the instance may still satisfy a method member.
            if reason.startswith("missing method") and all(has_attribute(value, n) for n in methods):
                return None
            return Problem(value, expected, reason)
        return None

    if data:
        return Compiled(check, expected)
    return Compiled(check, expected, kind="proto", fits=fits)
