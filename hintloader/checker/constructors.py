"""Constructor calls (typing spec, "Constructors"): a metaclass's ``__call__``, ``__new__`` results
that are no instance of the class, and the explicit ``self`` / ``cls`` a specialised class binds."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.classes import KNOWN_CLASS_DECORATORS, decorator_name
from hintloader.checker.program import bind_self, has_self_param
from hintloader.checker.self_arguments import report_invalid_self
from hintloader.checker.symbols import ClassInfo
from hintloader.typesystem.relations import is_assignable
from hintloader.typesystem.model import (
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    NeverType,
    Overloaded,
    Type,
    TypeType,
    TypeVarType,
    UnionType,
    collect_type_vars,
    has_type_vars,
)
from hintloader.typesystem.formatting import format_signature, format_type

if TYPE_CHECKING:
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program

# Metaclasses whose own methods build classes the usual way.
_PLAIN_METACLASSES = frozenset({"builtins.type", "abc.ABCMeta"})


def metaclass_call(prog: Program, info: ClassInfo, inst: Instance) -> tuple[CallableType, bool] | None:
    """The metaclass's own ``__call__`` (not ``type.__call__``) bound to the class object, and
    whether it decides the call alone: its declared result is no instance of the class (then
    ``__new__`` and ``__init__`` do not run, typing spec); an unannotated result does not."""
    meta = prog.metaclass(info.fullname)
    meta_info = prog.class_by_name(meta.name) if meta is not None else None
    if meta_info is None or meta_info.unknown_base:
        return None
    found = prog.find_member(meta_info, "__call__")
    if found is None or found[1].fullname in _PLAIN_METACLASSES or found[0].kind != "func":
        return None
    bound = bind_self(prog.value_type(found[0]), TypeType(inst), prog)
    if type(bound) is not CallableType:
        return None
    ret = bound.ret
    if type(ret) is AnyType and ret.origin is AnyOrigin.UNANNOTATED:
        return bound, False
    return bound, foreign_result(prog, ret, info, info)


def foreign_result(prog: Program, ret: Type, info: ClassInfo, declaring: ClassInfo) -> bool:
    """Whether a declared ``__new__`` (or metaclass ``__call__``) result is (or may be) no
    instance of the class: explicit ``Any``, ``NoReturn``, another class. The class that
    declares ``__new__`` is no foreign result even for a subclass: ``-> Config`` there is the
    idiom, older than ``Self``, for an instance of ``cls`` (mypy reads it so)."""
    if type(ret) is AnyType:
        return ret.origin is AnyOrigin.EXPLICIT
    if type(ret) is NeverType:
        return True
    if type(ret) is UnionType:
        return any(foreign_result(prog, m, info, declaring) for m in ret.items)
    if type(ret) is Instance:
        if ret.name == declaring.fullname:
            return False
        target = prog.class_by_name(ret.name)
        return target is not None and not target.unknown_base and all(c.fullname != info.fullname for c in target.mro)
    return False


def built_plainly(prog: Program, info: ClassInfo) -> bool:
    """Whether a class marked dynamic is so only for its metaclass, and that metaclass builds
    classes the usual way (no ``__new__`` / ``__init__`` of its own that could give them other
    constructors): its ``__new__`` / ``__init__`` then decide what calling it takes."""
    for c in info.mro:
        if c.fullname == "builtins.object" or c.is_stub:
            continue
        if c.unknown_base or c.is_enum or "__getattr__" in c.body or "__getattribute__" in c.body:
            return False
        if c.node is not None and any(decorator_name(d) not in KNOWN_CLASS_DECORATORS for d in c.node.decorator_list):
            return False
    meta = prog.metaclass(info.fullname)
    meta_info = prog.class_by_name(meta.name) if meta is not None else None
    if meta_info is None or meta_info.unknown_base or meta_info.dynamic:
        return False
    return not any(("__new__" in m.body or "__init__" in m.body) for m in meta_info.mro
               if m.fullname not in _PLAIN_METACLASSES and m.fullname != "builtins.object")


def check_bound_self(ck: ExpressionChecker, node: ast.AST, inst: Instance, method: Type, dunder: str) -> None:
    """``Class4[str]()`` where ``__init__(self: Class4[int])`` (or ``__new__(cls:
    type[Class11[int]])``): the specialised class does not fit the explicit self (spec)."""
    items = method.items if type(method) is Overloaded else (method,) if type(method) is CallableType else ()
    fitting = []
    for item in items:
        if not has_self_param(item):
            return
        declared = item.params[0].type
        if has_type_vars(declared) or type(declared) is AnyType:
            return  # solved from the receiver: anything fits
        receiver: Type = inst if dunder == "__init__" else TypeType(inst)
        fitting.append(bool(is_assignable(receiver, declared, ck.prog)))
    if items and not any(fitting):
        receiver_shown = format_type(inst if dunder == "__init__" else TypeType(inst))
        report_invalid_self(ck, node, receiver_shown, dunder, format_signature(items[0], "", first_param=""))


def class_scoped_self(ck: ExpressionChecker, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
    """``def __init__(self: C[T2, T1])`` with C's own type variables: the self annotation of a
    constructor must not re-map the class's parameters (typing spec). One left in its own place
    while another is fixed (``self: C[T1, None]``) re-maps nothing (mypy is silent)."""
    cls = ck.ctx.scope.cls if ck.ctx.kind == "class" else None
    params = node.args.posonlyargs + node.args.args
    if cls is None or not cls.type_params or node.name != "__init__" or not params or params[0].annotation is None:
        return
    # Silently: the signature's own conversion (in the method's scope) reports what is wrong.
    declared = TypeConverter(ck.prog, ck.ctx.scope, None).convert(params[0].annotation)
    found: list[TypeVarType] = []
    if type(declared) is Instance and declared.name == cls.fullname and declared.args != cls.type_params:
        for i, arg in enumerate(declared.args):
            if i < len(cls.type_params) and arg == cls.type_params[i]:
                continue  # left in its own place (``TestClient[_Request, None]``): nothing re-mapped
            collect_type_vars(arg, found)
    if any(tv in cls.type_params for tv in found):
        ck.error(params[0], "misc", 'The "self" annotation of "__init__" cannot use the class\'s own type variables')
