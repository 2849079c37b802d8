"""What a check may learn of a value without running its code: its class, attributes found by
static lookup, and the items of builtin containers."""

from __future__ import annotations

import collections
import inspect
import types
from collections.abc import Callable, Mapping
from typing import Any

__all__ = [
    "MISSING", "class_attribute", "class_fits", "dynamic_attributes", "has_attribute", "is_class", "is_proxy",
    "namespace_size", "plain_container", "static_attribute",
]

MISSING = object()
# A class's own namespace and method resolution order, read by type's descriptors: never
# through a metaclass's __getattribute__.
_TYPE_SLOTS: Mapping[str, Any] = vars(type)
_class_dict: Callable[[type], Mapping[str, object]] = _TYPE_SLOTS["__dict__"].__get__
_class_mro: Callable[[type], tuple[type, ...]] = _TYPE_SLOTS["__mro__"].__get__
_class_flags: Callable[[type], int] = _TYPE_SLOTS["__flags__"].__get__
_HEAP_TYPE = 1 << 9
_module_dict: Callable[[object], object] = vars(types.ModuleType)["__dict__"].__get__

# Containers whose reading methods are the interpreter's own (C) code: a value whose class
# reads its items only through these is iterated, sampled and measured; any other is not.
_TRUSTED_CONTAINERS = frozenset({
    dict, list, tuple, set, frozenset, collections.deque, collections.OrderedDict,
    collections.defaultdict, str, bytes, bytearray, range,
})
_READERS = (
    "__iter__", "__getitem__", "__len__", "__bool__", "__contains__", "__reversed__", "keys",
    "items", "values", "get", "__getattribute__", "__class__",
)
# Per class verdicts, bounded; a class's own hash is used as the key (see docs: a metaclass
# that redefines hashing of its classes is the one hook a check may meet).
_proxies: dict[type, bool] = {}
_plain: dict[type, bool] = {}
_MEMO_LIMIT = 4096


def _definer(cls: type, name: str) -> type | None:
    """The class of ``cls``'s MRO whose namespace defines ``name``, statically."""
    for klass in _class_mro(cls):
        if name in _class_dict(klass):
            return klass
    return None


def namespace_size(cls: type) -> int:
    """How many names ``cls`` itself defines, read by type's descriptor (never through a
    metaclass's ``__getattribute__``): what tells that a class changed."""
    return len(_class_dict(cls))


def is_proxy(cls: type) -> bool:
    """Does ``cls`` redefine ``__class__`` (mocks, lazy objects, C proxies) or, in Python,
    ``__getattribute__``? Then what isinstance would say depends on running its code."""
    verdict = _proxies.get(cls)
    if verdict is None:
        verdict = False
        for klass in _class_mro(cls)[:-1]:  # object defines both
            namespace = _class_dict(klass)
            if "__class__" in namespace or (
                "__getattribute__" in namespace and _class_flags(klass) & _HEAP_TYPE
            ):
                verdict = True
                break
        if len(_proxies) >= _MEMO_LIMIT:
            _proxies.clear()
        _proxies[cls] = verdict
    return verdict


def class_fits(value: object, classes: type | tuple[type, ...]) -> bool:
    """``isinstance(value, classes)`` from ``type(value)`` alone. A proxy fits: what it stands
    for cannot be known without running it, and gradual checks give unknowns the benefit."""
    cls = type(value)
    return issubclass(cls, classes) or is_proxy(cls)


def is_class(value: object) -> bool:
    return issubclass(type(value), type)


def plain_container(cls: type) -> bool:
    """Is ``cls`` a builtin container, or a subclass that reads its items through the
    builtin's own methods? Only such values are iterated, indexed or measured by a check."""
    verdict = _plain.get(cls)
    if verdict is None:
        verdict = any(base in _TRUSTED_CONTAINERS for base in _class_mro(cls)) and all(
            (definer := _definer(cls, name)) is None or definer in _TRUSTED_CONTAINERS
            or definer is object
            for name in _READERS
        )
        if len(_plain) >= _MEMO_LIMIT:
            _plain.clear()
        _plain[cls] = verdict
    return verdict


def class_attribute(cls: type, name: str) -> object:
    """What instances of ``cls`` find for ``name`` in their class (descriptors uncalled), or
    MISSING."""
    klass = _definer(cls, name)
    return MISSING if klass is None else _class_dict(klass)[name]


def static_attribute(value: object, name: str) -> object:
    """The attribute as stored (a descriptor is not called), or MISSING."""
    try:
        return inspect.getattr_static(value, name)
    except AttributeError:
        return MISSING


def dynamic_attributes(value: object) -> bool:
    """Are some of ``value``'s attributes made by code (``__getattr__`` on its class, or on a
    module)? A static lookup that misses then proves nothing."""
    cls = type(value)
    if _definer(cls, "__getattr__") is not None or is_proxy(cls):
        return True
    if issubclass(cls, types.ModuleType):  # PEP 562: a module's own __getattr__
        namespace = _module_dict(value)
        return type(namespace) is dict and "__getattr__" in namespace
    return False


def has_attribute(value: object, name: str) -> bool:
    """``hasattr`` without running code; True when only code could tell."""
    return static_attribute(value, name) is not MISSING or dynamic_attributes(value)
