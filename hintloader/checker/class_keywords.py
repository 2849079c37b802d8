"""A class statement's keywords (``class B(Base, flag=True)``): what ``__init_subclass__`` takes."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.calls import Arg, check_args
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.naming import CalleeName
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import ANY, CallableType, Instance, TypeType

if TYPE_CHECKING:  # called with the statement checker of the enclosing scope
    from hintloader.checker.expressions import ExpressionChecker

# Metaclasses that take no class keywords of their own: the keywords go to __init_subclass__.
_PLAIN_METACLASSES = frozenset({"builtins.type", "abc.ABCMeta"})


def check(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    """The keywords other than ``metaclass`` (none, too) are passed to the ``__init_subclass__``
    of the next class in the MRO (``object``'s takes none), checked as a call (mypy's wording).
    Classes whose keywords something else reads (a metaclass of their own, TypedDict's
    ``total``, NamedTuple, dataclass_transform models) or whose bases are unknown are left."""
    # (``**options`` is not passed on: mypy drops it, and checks the call without it)
    keywords = [kw for kw in node.keywords if kw.arg != "metaclass" and kw.arg is not None]
    if ck.quiet:
        return
    prog = ck.prog
    if not keywords and not info.is_namedtuple and not any(
            "__init_subclass__" in c.body and c.fullname != "builtins.object" for c in info.mro[1:]):
        return  # the common case: object's, which takes nothing, is called with nothing
    if info.is_namedtuple and not info.unknown_base:
        # typing.NamedTuple's __init_subclass__ takes no keyword (``total`` is TypedDict's).
        for kw in keywords:
            ck.error(node, "call-arg", f'Unexpected keyword argument "{kw.arg}" for "__init_subclass__" of "NamedTuple"')
        return
    if info.unknown_base or info.dynamic or info.transform is not None:
        return
    if any(c.unknown_base or c.dynamic for c in info.mro) or prog.typeddict_items(info.self_instance()) is not None:
        return
    meta = prog.metaclass(info.fullname)
    if meta is not None and meta.name not in _PLAIN_METACLASSES:
        return
    owner = next((c for c in info.mro[1:] if "__init_subclass__" in c.body), None)
    if owner is None:
        return
    cls = TypeType(Instance(owner.fullname, tuple(ANY for _ in owner.type_params)))
    method = ck.member(cls, "__init_subclass__", None, report=False)
    if method is NEVER_MISSING or type(method) is not CallableType:
        return
    args = [Arg("kw", kw.arg, kw.value, None, i) for i, kw in enumerate(keywords)]
    check_args(ck, method, args, node, CalleeName("__init_subclass__", owner.fullname.rpartition(".")[2]), report=True)
