"""``del x[key]``: the key is the argument of the container's ``__delitem__``, checked as mypy
checks that call (``Argument 1 to "__delitem__" of "dict" has incompatible type "RowKey |
str"; expected "RowKey"``: a dict's keys are invariant, a str key is no RowKey)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.calls import Arg, _method_name, call_type
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.naming import CalleeName
from hintloader.typesystem.model import CallableType, Instance, Type, union_items

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker


def check_delitem_key(ck: ExpressionChecker, target: ast.Subscript, container: Type, key: Type) -> None:
    """Each member of the container is called through its ``__delitem__`` with the key; members
    without one are reported elsewhere, unknown ones are left alone."""
    if ck.ctx.lenient:
        return  # an unannotated body: mypy checks nothing there
    for member in union_items(container):
        if type(member) is not Instance or not ck._certain(member):
            continue
        method = ck._member_of(member, "__delitem__")
        if method is NEVER_MISSING or type(method) is not CallableType:
            continue  # an overloaded one (list's index or slice) is worded otherwise by mypy
        name = _method_name(ck, member, "__delitem__", CalleeName("__delitem__"))
        call_type(ck, method, [Arg("pos", None, target.slice, key, 1)], target, name, None)
