"""What a class's ``__new__`` declares it returns (mypy's check of ``__new__`` signatures).

A metaclass's ``__new__`` must return a class (a subtype of ``type``); any other class's an
instance of the class itself (or Any): mypy reports ``Incompatible return type for "__new__"
(returns "object", but must return a subtype of "type")``, or, for a return type that is no
instance at all, ``"__new__" must return a class instance``. A return type that holds type
variables (``-> Self``, ``cls: type[T]) -> T``) is bound by the call and left alone here.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import ANY, AnyType, CallableType, Instance, NeverType, TupleType, has_type_vars
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
    if not isinstance(sig, CallableType) or has_type_vars(sig.ret):
        return
    ret = sig.ret
    if any(c.fullname == "builtins.type" for c in info.mro):
        wanted: Instance = Instance("builtins.type")
    elif not isinstance(ret, (AnyType, Instance, TupleType, NeverType)):
        ck.error(func, "misc", f'"__new__" must return a class instance (got "{format_type(ret)}")')
        return
    else:
        wanted = Instance(info.fullname, tuple(ANY for _ in info.type_params)) if info.type_params else Instance(info.fullname)
    if not is_assignable(ret, wanted, ck.prog):
        ck.error(func, "misc", f'Incompatible return type for "__new__" (returns "{format_type(ret)}", but must return a subtype of "{format_type(wanted)}")')
