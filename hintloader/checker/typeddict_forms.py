"""Where ``Required``, ``NotRequired`` and ``ReadOnly`` may stand: the item of a TypedDict
(at the top of its annotation, under ``Annotated`` and each other), never nested in themselves."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the converter calls in with itself; nothing here builds one
    from hintloader.checker.annotations import TypeConverter

ITEM_QUALIFIERS = frozenset({"Required", "NotRequired", "ReadOnly"})


def allowed(conv: TypeConverter, name: str, head: ast.expr, top: bool) -> bool:
    """Whether the qualifier ``name`` may stand here; reported (mypy's wording) when not. The
    type under it is read either way (an alias of ``NotRequired[int]`` is still ``int``)."""
    cls = conv.scope.cls
    if not top or cls is None or not cls.is_typeddict:
        conv._err(head, "valid-type", f"{name}[] can be only used in a TypedDict definition")
        return False
    outer = conv.item_qualifiers
    if name == "ReadOnly" and "ReadOnly" in outer:
        conv._err(head, "valid-type", '"ReadOnly[]" type cannot be nested')
    elif name != "ReadOnly" and ("Required" in outer or "NotRequired" in outer):
        conv._err(head, "valid-type", f'"{name}[]" type cannot be nested')
    return True


def is_typeddict_form(fullname: str) -> bool:
    """``TypedDict`` itself (typing, typing_extensions, mypy_extensions): a base class and a
    function, never a type."""
    return fullname in ("typing.TypedDict", "typing_extensions.TypedDict", "mypy_extensions.TypedDict")
