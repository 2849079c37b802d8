"""The value of an attribute's first binding as the method's flow gives it, where the method
narrows or rebinds what the value reads (attribute_types cannot infer that on its own).

mypy declares ``self.pool = pool`` by the type ``pool`` has where the binding stands: after
``if pool is None: pool = Pool()`` a ``Pool``, after ``if not isinstance(cache, Cache): raise``
a ``Cache``. To know it, the method is checked once, quietly, in its class, and the value of each
``self.x = ...`` of it is kept. Only a method of a class at module level is checked so (a
nested class sees names of the function around it), and only a value that declares something
certain: no Any, no type variable, no None alone.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.typesystem.model import AnyType, NeverType, NoneType, Type, drop_literal_string, has_any, has_free_type_vars, widen_literal_strings

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo

Method = ast.FunctionDef | ast.AsyncFunctionDef


def value_in_flow(ck: ExpressionChecker, info: ClassInfo, method: Method, stmt: ast.Assign) -> Type | None:
    """The widened type of ``stmt``'s value where it stands in ``method``; None when it is not
    known for certain (see the module)."""
    tree = info.scope.module.tree
    if info.node is None or tree is None or info.node not in tree.body:
        return None
    t = _method_values(ck, info, method).get(id(stmt))
    if t is None or isinstance(t, (AnyType, NeverType, NoneType)) or has_any(t) or has_free_type_vars(t):
        return None
    return drop_literal_string(t) if type(stmt.value) is ast.Name else widen_literal_strings(t)


def _method_values(ck: ExpressionChecker, info: ClassInfo, method: Method) -> dict[int, Type]:
    memo = info.method_values
    key = id(method)
    if key in memo:
        found = memo[key]
        if found is None:
            # This method is being checked (a binding reads an attribute it declares): nothing
            # known yet, and what is decided from this must not be remembered.
            ck.prog.flow_incomplete += 1
            return {}
        return found
    memo[key] = None
    # The method's ``self.x = ...`` bindings, as the class's attribute index holds them.
    wanted = frozenset(id(stmt) for bindings in (info.instance_attrs or {}).values()
                       for stmt, func in bindings if func is method and type(stmt) is ast.Assign)
    values: dict[int, Type] = {}
    if wanted:
        _check_quietly(ck, info, method, wanted, values)
    memo[key] = values
    return values


def _check_quietly(ck: ExpressionChecker, info: ClassInfo, method: Method, wanted: frozenset[int], values: dict[int, Type]) -> None:
    from hintloader.checker import type_scoping
    from hintloader.checker.expressions import FuncCtx
    from hintloader.checker.scopes import local_names
    from hintloader.checker.statements import StatementChecker
    from hintloader.checker.symbols import Scope

    assert info.node is not None
    prog = ck.prog
    names, _ = local_names(info.node.body, None, info.scope.module.has_walrus, target=prog.target)
    saved = prog.value_capture
    prog.value_capture = (wanted, values)
    try:
        outer = StatementChecker(prog, ck.reporter, FuncCtx(Scope(info.scope.module), set(), {}, set(), set(), "module"))
        outer.quiet = 1
        cctx = FuncCtx(type_scoping.enter_class(outer, info, info.node), names, {}, set(), set(), "class", name=info.node.name)
        body = StatementChecker(prog, ck.reporter, cctx)
        body.quiet = 1
        body.check_function(method)
    finally:
        prog.value_capture = saved

