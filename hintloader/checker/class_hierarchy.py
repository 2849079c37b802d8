"""Whether a class statement's bases and metaclass can make a class at all: a base named twice,
bases C3 cannot order, a metaclass that is no class or not a ``type``, metaclasses that conflict."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.classes import has_consistent_mro
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.model import Instance

if TYPE_CHECKING:  # the statement checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

__all__ = ["check_class"]

_CONFLICT = ("Metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass "
             "of the metaclasses of all its bases")


def check_class(ck: ExpressionChecker, info: ClassInfo, node: ast.ClassDef) -> None:
    prog = ck.prog
    names = [b.name for b in info.bases]
    duplicate = next((n for i, n in enumerate(names) if n in names[:i]), None)
    if duplicate is not None:
        ck.error(node, "misc", f'Duplicate base class "{duplicate.rpartition(".")[2]}"')
        return
    if info.unknown_base:
        return
    base_infos = [prog.class_by_name(n) for n in names]
    if any(b is None for b in base_infos):
        return
    if not has_consistent_mro(prog, info):
        # (a class over one that already failed is not reported again, as in mypy)
        if all(has_consistent_mro(prog, b) for b in base_infos if b is not None):
            ck.error(node, "misc", f'Cannot determine consistent method resolution order (MRO) for "{node.name}"')
        return
    keyword = next((kw.value for kw in node.keywords if kw.arg == "metaclass"), None)
    if keyword is not None and not _check_declared(ck, info, keyword):
        return
    if not (_is_metaclass(prog, info) or info.is_protocol or info.is_enum or info.is_typeddict
            or any(c.is_namedtuple for c in info.mro)) and _conflicts(prog, info):
        ck.error(node, _CODE, _CONFLICT)


_CODE = "metaclass"


def _names_class(ck: ExpressionChecker, keyword: ast.Name | ast.Attribute) -> bool:
    """Whether ``metaclass=`` names a class itself (``m.Meta`` of a module too), not an alias."""
    if isinstance(keyword, ast.Attribute):
        return True
    sym = ck.prog.lookup(ck.ctx.scope, keyword.id)
    return sym is not None and sym.kind == "class"


def _check_declared(ck: ExpressionChecker, info: ClassInfo, keyword: ast.expr) -> bool:
    """The ``metaclass=`` expression: a class (or an alias of one without type arguments) that
    derives from ``type`` (mypy's semantic analysis). False when it was reported."""
    if not isinstance(keyword, (ast.Name, ast.Attribute)):
        return True  # (a call or subscript: mypy's "Dynamic metaclass not supported")
    meta = info.metaclass
    if meta is None:
        return True  # unknown (Any, an unresolved import): whatever it is, it is not checked
    meta_info = ck.prog.class_by_name(meta.name)
    if meta_info is None:
        return True
    shown = ast.unparse(keyword)
    # (a generic class named bare has Any arguments, as it may: only an alias gives others)
    if meta.args and not _names_class(ck, keyword) or meta_info.tuple_base is not None or any(c.is_namedtuple for c in meta_info.mro):
        ck.error(keyword, _CODE, f'Invalid metaclass "{shown}"')
        return False
    if not _is_metaclass(ck.prog, meta_info):
        ck.error(keyword, _CODE, 'Metaclasses not inheriting from "type" are not supported')
        return False
    return True


def _is_metaclass(prog: Program, info: ClassInfo) -> bool:
    return info.unknown_base or any(c.fullname in ("builtins.type", "abc.ABCMeta") for c in info.mro)


def _conflicts(prog: Program, info: ClassInfo) -> bool:
    """Whether the class has no most derived metaclass while a base has one (a class under one
    that was reported is not reported again, mypy and pyright alike)."""
    if _metaclass(prog, info) is not _CONFLICTING:
        return False
    return any(isinstance(_metaclass(prog, b), ClassInfo) for b in filter(None, map(prog.class_by_name, (b.name for b in info.bases))))


_CONFLICTING = object()


def _metaclass(prog: Program, info: ClassInfo) -> object:
    """The most derived of the metaclasses the class and its MRO declare (mypy's
    calculate_metaclass_type), None for none or one we do not know, _CONFLICTING for none."""
    winner: ClassInfo | None = None
    for c in info.mro:
        if c.node is not None and c.metaclass is None and any(kw.arg == "metaclass" for kw in c.node.keywords):
            return None  # a metaclass we do not know: it may derive from all the others
        meta = _declared(prog, c)
        if meta is None:
            continue
        if c is info and not _is_metaclass(prog, meta):
            return meta  # a metaclass that is no ``type`` (reported): it decides alone
        if winner is None or _derives(meta, winner):
            winner = meta
        elif not _derives(winner, meta):
            return _CONFLICTING
    return winner


def _declared(prog: Program, c: ClassInfo) -> ClassInfo | None:
    meta = c.metaclass
    return prog.class_by_name(meta.name) if type(meta) is Instance else None


def _derives(sub: ClassInfo, sup: ClassInfo) -> bool:
    return any(m is sup or m.fullname == sup.fullname for m in sub.mro)
