"""What an unknown (Any) value is where ``isinstance(x, C)`` holds: an instance of a class
tested, as mypy narrows it, so ``return x`` from a ``-> bool`` function is checked there."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from hintloader.typesystem.model import ANY, Instance, Type, variadic_index

if TYPE_CHECKING:
    from hintloader.checker.program import Program


def instances_of(prog: Program, classes: Sequence[Type]) -> list[Type]:
    """The classes tested for, a generic one with unknown type arguments (``list[Any]``)."""
    out: list[Type] = []
    for cls in classes:
        info = prog.class_by_name(cls.name) if isinstance(cls, Instance) and not cls.args else None
        if isinstance(cls, Instance) and info is not None and info.type_params:
            cls = Instance(cls.name, tuple(ANY for _ in info.type_params), False, variadic_index(info.type_params))
        out.append(cls)
    return out
