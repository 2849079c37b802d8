"""``super()`` in a method whose first parameter is annotated with a type that is no instance
(or subclass) of the method's class: mypy's ``Argument 2 for "super" not an instance of
argument 1`` (a metaclass's ``def __call__(cls: type[T])`` of a bound T that is no metaclass)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker.astutil import is_bare_super
from hintloader.checker.symbols import ENCLOSING_DEF
from hintloader.typesystem.formatting import format_type
from hintloader.typesystem.model import ANY, AnyType, Instance, LiteralType, NoneType, TupleType, Type, TypeType, TypeVarType

if TYPE_CHECKING:  # the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.symbols import ClassInfo

__all__ = ["check_bare_form", "check_explicit_arguments", "check_super_self", "is_method_super", "names_own_class"]


def check_super_self(ck: ExpressionChecker, node: ast.expr) -> None:
    """``super()`` with no arguments: its implicit second argument (the method's first
    parameter, where annotated) must be an instance of its class (a subclass of it, in a
    classmethod). Only a class whose line of bases is known is judged."""
    ctx = ck.ctx
    info = ctx.method_of or ctx.classmethod_of
    first = ctx.annotated_first
    if info is None or first is None or type(node) is not ast.Call or node.args or node.keywords or ck.quiet:
        return
    on_class = info is ctx.classmethod_of
    item: Type | None
    if type(first) is TypeType and not on_class:
        # A method of a metaclass: the class object ``cls: type[T]`` is no instance of it.
        item = first.item.bound if type(first.item) is TypeVarType else first.item
    elif on_class:
        item = first.item if type(first) is TypeType else None
    else:
        item = first
    # (a self type variable, ``self: T`` or ``cls: type[T]``, is no Instance: mypy takes it
    # as the class)
    if type(item) is Instance:
        _check_instance_of(ck, node, info, item)


def is_method_super(ck: ExpressionChecker, node: ast.expr) -> bool:
    """``super()``, or the old spelling of the same, ``super(C, self)`` in a method of C
    (``super(C, cls)`` in a classmethod): the next class after C, bound to this object."""
    return is_bare_super(node) or names_own_class(ck, node)


def names_own_class(ck: ExpressionChecker, node: ast.expr) -> bool:
    """``super(C, self)`` whose C is the class of the method it stands in and whose second
    argument is that method's own object (``self``, or ``cls`` in a classmethod)."""
    ctx = ck.ctx
    info = ctx.method_of or ctx.classmethod_of
    if info is None or type(node) is not ast.Call or type(node.func) is not ast.Name or node.func.id != "super":
        return False
    if len(node.args) != 2 or node.keywords or type(node.args[0]) is not ast.Name or type(node.args[1]) is not ast.Name:
        return False
    sym = ck.symbol_of(node.args[0])
    if sym is None or sym.kind != "class" or ck.prog.class_of(sym) is not info:
        return False
    obj = ck.infer(node.args[1])
    if info is ctx.classmethod_of:
        obj = obj.item if type(obj) is TypeType else obj
    elif type(obj) is TypeType:
        return False
    if type(obj) is TypeVarType:
        obj = obj.bound if obj.bound is not None else obj
    return type(obj) is Instance and obj.name == info.fullname


def check_bare_form(ck: ExpressionChecker, node: ast.Call) -> bool:
    """``super()`` where nothing gives its implicit arguments (mypy's misc): in a class body,
    or in a function of a class that takes no parameter at all (a static method, a nested
    ``def``); whether it was reported. Not in an unannotated def (mypy leaves it unchecked)."""
    ctx = ck.ctx
    if not is_bare_super(node) or ctx.lenient or ck.quiet or not _is_builtin_super(ck, node):
        return False
    scope = ctx.scope
    if ctx.kind == "class" and scope.cls is not None:
        ck.error(node, "misc", '"super()" outside of a method is not supported')
        return True
    if ctx.kind != "function" or (scope.cls is None and scope.self_class is None) or not scope.local_defs:
        return False
    owner = scope.local_defs[0].get(ENCLOSING_DEF)
    func = owner[0] if owner else None
    if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    a = func.args
    if a.posonlyargs or a.args or a.vararg or a.kwonlyargs or a.kwarg:
        return False
    ck.error(node, "misc", '"super()" requires one or two positional arguments in enclosing function')
    return True


def check_explicit_arguments(ck: ExpressionChecker, node: ast.Call, types: list[Type]) -> bool:
    """``super(...)`` with arguments (``types``, those inferred): two positional ones, a class
    and an instance (or subclass) of it that has a class after it, as mypy checks them;
    whether an error was reported. Where either is Any, anything goes."""
    if ck.quiet or ck.ctx.lenient or not (node.args or node.keywords) or not _is_builtin_super(ck, node):
        return False
    if any(type(a) is ast.Starred for a in node.args):
        ck.error(node, "misc", 'Varargs not supported with "super"')
        return True
    if node.keywords:
        ck.error(node, "misc", '"super" only accepts positional arguments')
        return True
    if len(node.args) == 1:
        ck.error(node, "misc", '"super" with a single argument not supported')
        return True
    if len(node.args) > 2:
        ck.error(node, "misc", 'Too many arguments for "super"')
        return True
    first, obj = types
    if type(first) is AnyType or (type(first) is TypeType and type(first.item) is AnyType):
        return False
    if type(first) is not TypeType:
        if type(first) is LiteralType or (type(first) is Instance and not _is_class_object(ck, first)):
            got = "a non-type instance"
        elif type(first) is NoneType:
            got = f'"{format_type(first)}"'
        else:
            return False  # (a callable, a union...: left to mypy's own ways)
        ck.error(node, "arg-type", f'Argument 1 for "super" must be a type object; got {got}')
        return True
    item = first.item
    if type(item) is TypeVarType:
        item = item.bound if item.bound is not None else Instance("builtins.object", ())
    if type(item) is NoneType:
        ck.error(node, "misc", 'Unsupported argument 1 for "super"')
        return True
    if type(obj) is NoneType:
        ck.error(node, "misc", 'Unsupported argument 2 for "super"')
        return True
    if type(item) is not Instance:
        return False
    info = ck.prog.class_by_name(item.name)
    if info is None or info.unknown_base or info.dynamic:
        return False
    on_class = type(obj) is TypeType
    if type(obj) is TypeType:
        obj = obj.item
    if type(obj) is TypeVarType:
        obj = obj.bound if obj.bound is not None else ANY
    if type(obj) is LiteralType:
        obj = Instance(obj.fallback)
    if type(obj) is TupleType:
        obj = Instance("builtins.tuple")
    if type(obj) is Instance and _check_instance_of(ck, node, info, obj):
        return True
    if info.fullname == "builtins.object":
        ck.error(node, "misc", "Target class has no base class")
        return True
    given = types[1].item if type(types[1]) is TypeType else types[1]
    if type(obj) is Instance and isinstance(given, (Instance, LiteralType)):
        # (a type variable's bound is no exact line of bases: left as Any)
        ck.explicit_super = (node, info, obj, on_class)
    return False


def _is_builtin_super(ck: ExpressionChecker, node: ast.Call) -> bool:
    func = node.func
    if type(func) is not ast.Name or func.id != "super":
        return False
    sym = ck.symbol_of(func)
    return sym is not None and sym.fullname == "builtins.super"


def _is_class_object(ck: ExpressionChecker, inst: Instance) -> bool:
    """An instance of ``type`` or of a metaclass: a class object after all."""
    info = ck.prog.class_by_name(inst.name)
    return info is None or any(c.fullname == "builtins.type" for c in info.mro)


def _check_instance_of(ck: ExpressionChecker, node: ast.expr, info: ClassInfo, obj: Instance) -> bool:
    """super's second argument, an ``obj`` of a class whose MRO lacks ``info``: mypy's misc
    (only where both classes' lines of bases are known); whether it was reported."""
    other = ck.prog.class_by_name(obj.name)
    if other is None or other.unknown_base or other.dynamic or info.unknown_base or info.dynamic:
        return False
    if info not in other.mro:
        ck.error(node, "misc", 'Argument 2 for "super" not an instance of argument 1')
        return True
    return False
