"""Whether unpacking a value into several targets unpacks a ``str`` (mypy's ``str-unpack``)."""

from __future__ import annotations

from hintloader.typesystem.model import Instance, LiteralType, Type, union_items


def unpacks_a_string(value: Type, targets: int, starred: bool) -> bool:
    """A ``str`` of unknown length, or a literal one whose characters do not fill the targets
    (``a, b = "none"``), among the members of ``value``: each member is unpacked on its own,
    so ``tuple[str, Color] | Literal["none"]`` unpacks a string too."""
    for member in union_items(value):
        if type(member) is Instance and member.name == "builtins.str":
            return True
        if type(member) is LiteralType and member.fallback == "builtins.str" and isinstance(member.value, str):
            length = len(member.value)
            if length < targets - 1 if starred else length != targets:
                return True
    return False
