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

    def __str__(self) -> str:
        if self.owner:
            return f'"{self.name}" of "{self.owner}"'
        return f'"{self.name}"'

    @property
    def is_new(self) -> bool:
        """``C.__new__(C, ...)`` called directly (a method name, never qualified by its class)."""
        return self.name == "__new__" and not self.owner


def naming(preposition: str, callee: CalleeName | None) -> str:
    """`` for "f"`` in a message about calling ``f``; nothing for an unnamed callable."""
    return f" {preposition} {callee}" if callee is not None else ""


def quoted(names: Iterable[str]) -> str:
    """``"a", "b"``: names listed the way messages quote them."""
    return ", ".join(f'"{n}"' for n in names)
