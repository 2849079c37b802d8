"""Short human-readable text for values and type hints in runtime-check messages."""

from __future__ import annotations

import types
import typing

_MAX_REPR = 40


def describe_value(value: object) -> str:
    """``str 'x'``, ``int 3``, ``None``, ``class Foo``, ``Foo object``: type and short repr."""
    if value is None:
        return "None"
    if isinstance(value, type):
        return f"class {value.__qualname__}"
    if isinstance(value, (types.FunctionType, types.BuiltinFunctionType, types.MethodType)):
        return f"function {getattr(value, '__qualname__', '?')}"
    cls = type(value)
    try:
        text = repr(value)
    except Exception:  # a broken __repr__ must not hide the type error
        text = "<?>"
    if text.startswith("<"):
        return f"{cls.__qualname__} object"
    if len(text) > _MAX_REPR:
        text = text[: _MAX_REPR - 3] + "..."
    return f"{cls.__qualname__} {text}"


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
