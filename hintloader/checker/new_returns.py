"""What a metaclass's ``__new__`` declares it returns (mypy's check of ``__new__`` signatures).

A metaclass's ``__new__`` makes a class: its declared return must be a subtype of ``type``
(mypy: ``Incompatible return type for "__new__" (returns "object", but must return a subtype
of "type")``). Another class's ``__new__`` may return anything (the typing spec's
constructors: ``__init__`` is then skipped), though mypy reports that too. A return type that
holds type variables (``-> Self``) is bound by the call and left alone here.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import CallableType, Instance, has_type_vars
from hintloader.typesystem.relations import is_assignable

if TYPE_CHECKING:
    from hintloader.checker.statements import StatementChecker


def check_new_return(ck: StatementChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    defs = info.body.get("__new__") or []
    if len(defs) != 1 or not isinstance(defs[0], (ast.FunctionDef, ast.AsyncFunctionDef)):
        return
    func = defs[0]
    if func.returns is None or func.decorator_list or info.is_stub or func not in node.body:
        return
    sym = ck.prog.class_body_symbol(info, "__new__")
    sig = ck.prog.value_type(sym) if sym is not None else None
    if type(sig) is not CallableType or has_type_vars(sig.ret):
        return
    ret = sig.ret
    if not any(c.fullname == "builtins.type" for c in info.mro):
        return
    wanted = Instance("builtins.type")
    if not is_assignable(ret, wanted, ck.prog):
        ck.error(func, "misc", f'Incompatible return type for "__new__" (returns "{format_type(ret)}", but must return a subtype of "{format_type(wanted)}")')
