"""A method read through an instance its explicit ``self`` annotation does not accept.

mypy (``check_self_arg``): ``x.f`` of ``def f(self: S)`` needs ``type(x)`` to fit ``S``; of an
overloaded ``f``, at least one item's ``self`` must. Otherwise it reports "Invalid self argument"
(``misc``) and goes on with the whole signature, as the binding here does (program.bind_self).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import SIGNATURE_KEEPING_DECORATORS, callee_name
from hintloader.checker.program import has_self_param, self_fits
from hintloader.typesystem.model import CallableType, Instance, Overloaded, TypeType, TypeVarType, has_any, has_type_vars
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo


def check_self_argument(ck: ExpressionChecker, receiver: Instance, name: str, node: ast.AST) -> None:
    """Report ``receiver.name`` when no item of the method takes ``receiver`` as its self."""
    if not ck.reports("misc") or has_type_vars(receiver):
        return  # a constrained type variable's body is checked once per constraint by mypy
    info = ck.prog.class_by_name(receiver.name)
    if info is None:
        return
    items = info.explicit_self.get(name)
    if items is None:
        items = info.explicit_self[name] = _explicit_self_items(ck, info, name)
    if not items or any(self_fits(i, receiver, ck.prog) for i in items):
        return
    report_invalid_self(ck, node, format_type(receiver), name, format_type(items[0]))  # (mypy shows the first item)


def check_metaclass_self_argument(ck: ExpressionChecker, base: TypeType, name: str, node: ast.AST) -> None:
    """``C.name`` that only the metaclass defines: the class object is the method's self, so
    the explicit ``cls`` annotation, with its type variables erased to their bounds, must
    accept ``type[C]`` (mypy's ``check_self_arg`` for a class object)."""
    item = base.item
    if not ck.reports("misc") or type(item) is not Instance or item.args:
        return
    prog = ck.prog
    info = prog.class_by_name(item.name)
    if info is None or info.unknown_base or info.dynamic or prog.find_member(info, name) is not None:
        return
    meta = prog.metaclass(info.fullname)
    meta_info = prog.class_by_name(meta.name) if meta is not None else None
    if meta_info is None:
        return
    items = meta_info.explicit_self.get(name)
    if items is None:
        items = meta_info.explicit_self[name] = _explicit_self_items(ck, meta_info, name)
    if not items or any(_class_object_fits(i, base, ck) for i in items):
        return
    report_invalid_self(ck, node, format_type(base), name, format_type(items[0]))


def _class_object_fits(item: CallableType, receiver: TypeType, ck: ExpressionChecker) -> bool:
    first = item.params[0].type if has_self_param(item) else None
    if type(first) is TypeVarType and first.bound is not None:
        first = first.bound
    elif type(first) is TypeType and type(first.item) is TypeVarType and first.item.bound is not None:
        first = TypeType(first.item.bound)
    if first is None or has_type_vars(first) or has_any(first):
        return True
    return bool(is_assignable(receiver, first, ck.prog))


def check_super_self_argument(ck: ExpressionChecker, owner: ClassInfo, name: str, node: ast.AST) -> None:
    """``super().name`` in a method of ``owner``: the next class's method is bound to this
    instance, so its explicit ``self`` must accept an ``owner`` as well (mypy)."""
    mro = owner.mro
    if ck.ctx.method_of is not owner or owner.unknown_base or owner.dynamic or len(mro) < 2 or not ck.reports("misc"):
        return
    receiver = ck.ctx.self_type or owner.self_instance()
    if has_type_vars(receiver):
        return
    following = mro[1]
    items = following.explicit_self.get(name)
    if items is None:
        items = following.explicit_self[name] = _explicit_self_items(ck, following, name)
    if not items or any(self_fits(i, receiver, ck.prog) for i in items):
        return
    report_invalid_self(ck, node, format_type(receiver), name, format_type(items[0]))


def report_invalid_self(ck: ExpressionChecker, node: ast.AST, receiver: str, name: str, signature: str) -> None:
    ck.error(node, "misc", f'Invalid self argument "{receiver}" to attribute function "{name}" with type "{signature}"')


def _explicit_self_items(ck: ExpressionChecker, info: ClassInfo, name: str) -> tuple[CallableType, ...]:
    """The items of method ``name`` when one declares its self's type (else none to check)."""
    found = ck.prog.find_member(info, name)
    if found is None or found[0].kind != "func" or name in ("__init__", "__new__"):
        return ()
    sym = found[0]
    # An overload's items are its signature; the implementation's decorators do not count.
    items_nodes = [n for n in sym.nodes if "overload" in _decorator_names(n)] or sym.nodes
    if not all(_plain(n) for n in items_nodes) or not any(_annotated_self(n) for n in items_nodes):
        return ()  # a property, class or static method, or a decorator that may change the signature
    t = ck.prog.value_type(sym)
    items = t.items if type(t) is Overloaded else (t,) if type(t) is CallableType else ()
    return items if items and all(has_self_param(i) for i in items) else ()


def _annotated_self(node: ast.AST) -> bool:
    args = getattr(node, "args", None)
    first = (args.posonlyargs + args.args)[:1] if type(args) is ast.arguments else []
    return bool(first) and first[0].annotation is not None


def _plain(node: ast.AST) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _decorator_names(node) <= SIGNATURE_KEEPING_DECORATORS


def _decorator_names(node: ast.AST) -> set[str]:
    return {callee_name(d) for d in getattr(node, "decorator_list", ())}
