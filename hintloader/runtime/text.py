"""Short human-readable text for values and type hints in runtime-check messages."""

from __future__ import annotations

import types
import typing
from typing import Any

_MAX_REPR = 40


def describe_value(value: object) -> str:
    """``str 'x'``, ``int 3``, ``None``, ``class Foo``, ``Foo object``: type and short repr.

    Read without running the value's code: only builtin scalars and builtin containers of
    them are shown by repr; anything else by its class's name."""
    if value is None:
        return "None"
    cls = type(value)
    if issubclass(cls, type):
        return f"class {_qualname(value)}"
    if cls in (types.FunctionType, types.BuiltinFunctionType, types.MethodType):
        return f"function {_function_name(value)}"
    text = short_repr(value, _MAX_REPR + 1)
    if text is None:
        return f"{_qualname(cls)} object"
    if len(text) > _MAX_REPR:
        text = text[: _MAX_REPR - 3] + "..."
    return f"{_qualname(cls)} {text}"


_type_qualname = type.__dict__["__qualname__"].__get__
_SCALARS = frozenset({int, float, complex, str, bytes, bool, type(None), type(...)})
_EMPTY: dict[type, str] = {list: "[]", tuple: "()", set: "set()", frozenset: "frozenset()", dict: "{}"}
_CONTAINERS: dict[type, tuple[str, str]] = {
    list: ("[", "]"), tuple: ("(", ")"), set: ("{", "}"), frozenset: ("frozenset({", "})"),
    dict: ("{", "}"),
}


def type_name(value: object) -> str:
    """The qualified name of the value's class, read without running its code."""
    return _qualname(type(value))


def _qualname(cls: object) -> str:
    try:
        return str(_type_qualname(cls))
    except Exception:
        return "?"


def _function_name(value: object) -> str:
    func: Any = value.__func__ if isinstance(value, types.MethodType) else value
    name = func.__qualname__ if type(func) in (types.FunctionType, types.BuiltinFunctionType) else "?"
    return str(name)


def short_repr(value: object, limit: int) -> str | None:
    """repr of builtin scalars and exact builtin containers of them, cut after ``limit``
    characters; None when any part would need the value's own __repr__."""
    cls = type(value)
    if cls in _SCALARS:
        try:
            text = repr(value)
        except ValueError:  # an int past the digit limit
            return None
        return text if len(text) <= limit else text[:limit]
    brackets = _CONTAINERS.get(cls)
    if brackets is None:
        return None
    open_, close = brackets
    container: Any = value  # an exact builtin container: reading it runs no program code
    if not container:
        return _EMPTY[cls]
    parts = [open_]
    size = len(open_)
    items = container.items() if cls is dict else container
    for index, item in enumerate(items):
        if index:
            parts.append(", ")
            size += 2
        if cls is dict:
            key, val = item
            key_text = short_repr(key, limit - size)
            val_text = short_repr(val, limit - size)
            if key_text is None or val_text is None:
                return None
            text = f"{key_text}: {val_text}"
        else:
            item_text = short_repr(item, limit - size)
            if item_text is None:
                return None
            text = item_text
        parts.append(text)
        size += len(text)
        if size >= limit:
            return "".join(parts)[:limit]
    if cls is tuple and len(container) == 1:
        parts.append(",")
    parts.append(close)
    return "".join(parts)


def type_repr(hint: object) -> str:
    """How a hint reads in source: ``list[int]``, ``int | None``, ``Callable[[int], str]``."""
    if hint is None or hint is type(None):
        return "None"
    if hint is Ellipsis:
        return "..."
    if isinstance(hint, str):
        return hint
    if isinstance(hint, typing.ForwardRef):
        return hint.__forward_arg__
    if isinstance(hint, list):
        return "[" + ", ".join(type_repr(h) for h in hint) + "]"
    if isinstance(hint, typing.TypeVar):
        return hint.__name__
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if getattr(hint, "__unpacked__", False) and origin is tuple:  # *tuple[int, ...]
        return "*" + type_repr(types.GenericAlias(tuple, args))
    if getattr(origin, "_name", None) == "Unpack" and args:  # *Ts, Unpack[Movie]
        return "*" + type_repr(args[0])
    if origin is typing.Union or (hasattr(types, "UnionType") and origin is types.UnionType):
        return " | ".join(type_repr(a) for a in args)
    if origin is typing.Literal:
        return "Literal[" + ", ".join(repr(a) for a in args) + "]"
    if origin is typing.Annotated:
        return type_repr(args[0])
    if origin is not None:
        name = _name(origin)
        if not args:
            return name
        if name == "tuple" and args == ((),):
            return "tuple[()]"
        return f"{name}[" + ", ".join(type_repr(a) for a in args) + "]"
    if isinstance(hint, type):
        return _name(hint)
    text = repr(hint)
    return text.replace("typing.", "").replace("typing_extensions.", "")


def _name(obj: object) -> str:
    if obj is typing.Callable or getattr(obj, "__module__", "") == "collections.abc":
        return str(getattr(obj, "__name__", obj))
    if isinstance(obj, type):
        return obj.__qualname__
    name = getattr(obj, "_name", None) or getattr(obj, "__name__", None)
    return str(name) if name else repr(obj).replace("typing.", "")
