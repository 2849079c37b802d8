"""How call messages name a callee: ``"f"``, or a method after its class, ``"append" of "list"``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CalleeName:
    """A named callee. It renders itself with its quotes (``str(name)``), so that messages
    never build the inner ``" of "`` by hand nor parse it back out."""

    name: str
    # The class that defines the method (its short name); "" for a function.
    owner: str = ""
    # The first parameter of the method's def (``self``, ``cls``) when the call binds it:
    # mypy lists it, untyped, first in the overload variants of a bound method.
    bound_param: str = ""
    # The receiver's type as shown (``type[int]`` for ``int.__add__``); "" when not known.
    receiver: str = ""
    # A TypedDict's method (``td.get(k)``): mypy words its misfit arguments as typeddict-item.
    on_typeddict: bool = False

    def __str__(self) -> str:
        if self.owner:
            return f'"{self.name}" of "{self.owner}"'
        return f'"{self.name}"'

    @property
    def is_new(self) -> bool:
        """``C.__new__(C, ...)`` called directly (a method name, never qualified by its class)."""
        return self.name == "__new__" and not self.owner


# Binary operator methods by their symbol. A call written out (``x.__add__(y)``) that gets a bad
# argument is the operator's error to mypy, in its wording and code, which ignore comments name.
_BINARY = {
    "__add__": "+", "__sub__": "-", "__mul__": "*", "__truediv__": "/", "__mod__": "%",
    "__divmod__": "divmod", "__floordiv__": "//", "__pow__": "**", "__matmul__": "@",
    "__and__": "&", "__or__": "|", "__xor__": "^", "__lshift__": "<<", "__rshift__": ">>",
    "__eq__": "==", "__ne__": "!=", "__lt__": "<", "__ge__": ">=", "__gt__": ">", "__le__": "<=",
    "__contains__": "in",
}
_REFLECTED = {"__r" + method[2:]: op for method, op in _BINARY.items() if op not in ("in", "==", "!=", "<", ">=", ">", "<=")}
# What mypy counts as an operator method: an overloaded one that no item fits is an operator error.
_OPERATOR_METHODS = frozenset(_BINARY) | frozenset(_REFLECTED) | {"__neg__", "__pos__", "__invert__"}


def is_operator_method(callee: CalleeName | None) -> bool:
    return callee is not None and callee.name in _OPERATOR_METHODS


def operator_argument_message(callee: CalleeName | None, got: str, expected: str) -> tuple[str, str] | None:
    """mypy's (code, message) for a bad argument to an operator method of a class, called by
    name: ``Unsupported operand types for + ("int" and "object")`` (operands swapped for a
    reflected method and for ``in``), ``Invalid index type`` for ``__getitem__``; None otherwise."""
    if callee is None or not callee.owner:
        return None
    base = callee.receiver or callee.owner
    if callee.name in ("__getitem__", "__setitem__"):
        return "index", f'Invalid index type "{got}" for "{base}"; expected type "{expected}"'
    if callee.name in _BINARY:
        op = _BINARY[callee.name]
        left, right = (got, base) if op == "in" else (base, got)
    elif callee.name in _REFLECTED:
        op = _REFLECTED[callee.name]
        left, right = got, base
    else:
        return None
    return "operator", f'Unsupported operand types for {op} ("{left}" and "{right}")'


def naming(preposition: str, callee: CalleeName | None) -> str:
    """`` for "f"`` in a message about calling ``f``; nothing for an unnamed callable."""
    return f" {preposition} {callee}" if callee is not None else ""


def quoted(names: Iterable[str]) -> str:
    """``"a", "b"``: names listed the way messages quote them."""
    return ", ".join(f'"{n}"' for n in names)
