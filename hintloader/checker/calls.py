"""Calls: matching arguments to parameters, argument types, generic solving, constructors."""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from hintloader.checker.annotations import TypeConverter
from hintloader.checker.closure_types import last_binding_lines
from hintloader.checker import abstract_displays, attrs_calls, instance_checks, union_calls, empty_items, any_excuses, lambda_arguments, constructors, dstar_formals, lambda_closures, union_joins, deleted_names, direct_classes, func_returns, deprecations, method_type_vars, overload_arguments, overloaded_callbacks, overload_displays, paramspec_calls, enums, replace_calls, namedtuples, partial_calls, qualifiers, singledispatch, type_scoping, typeddict_classes, typeddict_definitions, typeddict_methods, typeddicts, typeforms
from hintloader.checker.astutil import callee_name, is_bare_super
from hintloader.checker.super_arguments import check_bare_form, check_explicit_arguments, check_super_self, is_method_super
from hintloader.checker.env import Env
from hintloader.checker.callback_arguments import solved_for_callback
from hintloader.checker.display_items import report_display_items, report_known_items
from hintloader.checker.mapping_args import check_mapping_arguments
from hintloader.checker.star_arguments import check_star_arguments, filled_by_stars, star_items_solve
from hintloader.checker.variadic_calls import disputed_tuple_var, solve_variadic
from hintloader.checker.naming import CalleeName, is_operator_method, naming, operator_argument_message, quoted
from hintloader.checker.specialforms import form_of
from hintloader.checker.operands import plain_operand
from hintloader.checker.revealed import revealed
from hintloader.checker.suggestions import close_names, either
from hintloader.checker.symbols import Scope, Symbol
from hintloader.checker.overloads import report_no_match, resolve, roughly_fits
from hintloader.checker import typevar_solutions
from hintloader.checker.typevar_solutions import constraint_conflict, invariant_conflict, lowest_upper_bound, unfit_value
from hintloader.checker.program import bind_self, has_self_param, instance_mapping
from hintloader.checker.protocol_classes import abstract_members, check_concrete_class, check_protocol_call
from hintloader.checker.shown_values import shown_value, written_literals
from hintloader.typesystem.paramlists import paramspec_tail
from hintloader.typesystem.tuples import element_type
from hintloader.typesystem.relations import ClassHierarchy, collect_constraints, is_assignable, is_same_type, map_to_supertype
from hintloader.typesystem.model import (
    any_from,
    AnyOrigin,
    is_param_list,
    collect_type_vars,
    is_str_literal,
    LITERAL_STRING,
    ANY,
    UNSOLVED_ANY,
    ERROR_ANY,
    NEVER,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NeverType,
    NoneType,
    Overloaded,
    Param,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    SELF_SCOPE,
    UnionType,
    has_any,
    has_literal,
    is_variadic,
    has_type_vars,
    join_gradual,
    make_union,
    substitute,
    union_items,
    remove_none,
    variadic_index,
    widen_literal,
    drop_literal_string,
)
from hintloader.typesystem.formatting import format_type

if TYPE_CHECKING:  # typing-only: the expression checker passes itself in
    from hintloader.checker.expressions import ExpressionChecker
    from hintloader.checker.program import Program
    from hintloader.checker.symbols import ClassInfo


@dataclass(slots=True)
class Arg:
    kind: str  # pos | star | kw | dstar
    name: str | None
    node: ast.expr | None
    type: Type | None = None
    index: int = 0


def _args_of(node: ast.Call) -> list[Arg]:
    out: list[Arg] = []
    index = 0  # (positional fields: every call builds these)
    for a in node.args:
        index += 1
        if type(a) is ast.Starred:
            out.append(Arg("star", None, a.value, None, index))
        else:
            out.append(Arg("pos", None, a, None, index))
    for kw in node.keywords:
        index += 1
        out.append(Arg("dstar" if kw.arg is None else "kw", kw.arg, kw.value, None, index))
    return out


def _callee_name(node: ast.expr, t: Type) -> CalleeName | None:
    """The callee as messages name it; None for a callable type without a name (a variable or
    attribute declared ``Callable[...]``, a lambda), which mypy leaves unnamed."""
    if type(t) is CallableType:
        return CalleeName(t.name) if t.name and t.name != "lambda" else None
    if type(node) is ast.Name:
        return CalleeName(node.id)
    if type(node) is ast.Attribute:
        return CalleeName(node.attr)
    return CalleeName("function")


def _new_of(ck: ExpressionChecker, func: ast.Attribute) -> ClassInfo | None:
    """The class whose ``__new__`` calls ``super().__new__`` (a static method: no method_of)."""
    if func.attr != "__new__" or ck.ctx.name != "__new__" or not is_bare_super(func.value):
        return None
    return ck.ctx.scope.cls or ck.ctx.scope.self_class


def _explicit_super_owner(ck: ExpressionChecker, func: ast.Attribute) -> ClassInfo | None:
    """The class ``super(C, obj).name`` was just found in (None: not such a call)."""
    found = ck.explicit_super_owner
    if found is None or found[0] is not func.value:
        return None
    ck.explicit_super_owner = None
    return found[1]


def _method_name(ck: ExpressionChecker, receiver: Type, attr: str, callee: CalleeName | None) -> CalleeName | None:
    """How messages name a method: ``"append" of "list"``, after the class that defines it, as
    mypy does. Callable attributes that are not methods keep their plain name."""
    if callee is None or callee.name != attr or attr == "__new__":  # check_args knows __new__ by its bare name
        return callee
    if type(receiver) is UnionType:
        return union_calls.shared_method_name(receiver, lambda member: _method_name(ck, member, attr, callee)) or callee
    through_class = type(receiver) is TypeType
    written = receiver  # (shown in messages: formatted only when they may use it)
    if type(receiver) is TypeType:
        receiver = receiver.item
    if type(receiver) is LiteralType:
        receiver = Instance(receiver.fallback)
    elif type(receiver) is TupleType:
        receiver = Instance("builtins.tuple")
    info = ck.prog.class_by_name(receiver.name) if type(receiver) is Instance else None
    found = ck.prog.find_member(info, attr) if info is not None else None
    if found is None or found[0].kind != "func":
        return callee
    owner = found[1].fullname.rpartition(".")[2]
    if attr == "_replace" and owner == "NamedTuple" and info is not None:
        owner = info.fullname.rpartition(".")[2]  # the named tuple's own, as mypy writes it
    on_typeddict = not through_class and typeddicts.typeddict_of(ck, receiver) is not None
    # The receiver as shown is read only by an operator method's messages (naming.operator_argument_message).
    shown = format_type(written) if attr in ("__getitem__", "__setitem__") or is_operator_method(callee) else ""
    return CalleeName(attr, owner, _bound_param(found[0], through_class), shown, on_typeddict)


def _bound_param(method: Symbol, through_class: bool) -> str:
    """The first parameter of the method's def when the call binds it (``self`` through an
    instance, ``cls`` of a classmethod either way); "" for a static method or an unbound call."""
    first = next((n for n in method.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))), None)
    if first is None:
        return ""
    decorators = {callee_name(d) for d in first.decorator_list} if first.decorator_list else ()
    if "staticmethod" in decorators or (through_class and "classmethod" not in decorators):
        return ""
    params = first.args.posonlyargs or first.args.args
    return params[0].arg if params else ""


def infer_call(ck: ExpressionChecker, node: ast.Call, expected: Type | None) -> Type:
    func = node.func
    form = typing_function(ck, func)
    if form in _SPECIAL_CALLS:
        func_returns.allow_special_arguments(ck, form, node)
        special = _special_call(ck, node, form, expected)
        if special is not None:
            return special
    called = callee_name(func) if isinstance(func, (ast.Name, ast.Attribute)) else None  # (asked twice below)
    if not ck.quiet and called in ("evolve", "assoc"):
        attrs_calls.check_evolve(ck, node)
    if type(func) is ast.Name and func.id == "type" and len(node.args) == 1 and not node.keywords:
        sym = ck.symbol_of(func)
        if sym is not None and sym.fullname == "builtins.type":
            arg = ck.infer(node.args[0])
            # (a union's classes: ``type[int] | type[str]``, as mypy and pyright)
            items = [Instance(i.fallback) if type(i) is LiteralType else i for i in union_items(arg)]
            if all(isinstance(i, (Instance, TypeVarType, NoneType)) for i in items):
                return make_union([TypeType(i) for i in items])
            return ANY
    if type(func) is ast.Name and func.id == "divmod" and len(node.args) == 2 and not node.keywords and not any(type(a) is ast.Starred for a in node.args):
        sym = ck.symbol_of(func)
        if sym is not None and sym.fullname == "builtins.divmod":
            # ``divmod(a, b)`` is an operator to mypy: a.__divmod__(b), else b.__rdivmod__(a).
            return ck.binop(ck.infer(node.args[0]), ck.infer(node.args[1]), None, node, ("__divmod__", "__rdivmod__", "divmod"))
    if type(func) is ast.Name and func.id == "super":
        types = [ck.infer(a) for a in node.args]
        for k in node.keywords:
            ck.infer(k.value)
        if check_bare_form(ck, node) or check_explicit_arguments(ck, node, types):
            return ERROR_ANY
        check_super_self(ck, node)
        return ANY
    receiver: Type | None = None
    if type(func) is ast.Attribute and not is_method_super(ck, func.value):
        # The receiver is inferred here, once (the attribute access takes it as known): its
        # class names the method in messages, and td.get("a") is typed by the key.
        receiver = empty_items.unfilled(func.value, ck.infer(func.value))
        if func.attr in typeddict_methods.METHODS:
            typed = typeddict_methods.method_call(ck, receiver, func.attr, node, expected)
            if typed is not None:
                return typed
        ck.known_receiver = (func.value, receiver)
    callee = ck.infer(func)
    ck.known_receiver = None
    callee = singledispatch.fallback_of(ck, func, callee) or callee  # ``@singledispatch def f``: f's own parameters
    partial_name: CalleeName | None = None
    if type(callee) is Instance and callee.name == "functools.partial":
        made = _partial_made(ck, func)
        if made is not None:
            callee, partial_name = made
    if type(func) is ast.Subscript and type(callee) is TypeType:
        type_scoping.check_value_expression(ck, func, callee.item)  # ``list[T]()``
    if type(callee) is Instance and callee.name in ("typing._SpecialForm", "typing_extensions._SpecialForm"):
        if not ck.quiet and _annotated_form(ck, func):
            ck.error(node, "not-callable", '"<typing special form>" not callable')
        _infer_all(ck, _args_of(node))
        _typeddict_arguments(ck, form, node)
        return ANY
    if form in _MAKER_CALLS or called == "namedtuple":
        if type(callee) is CallableType and callee.name == "namedtuple" and not ck.quiet:
            # collections.namedtuple is a function: its arguments fit its signature (mypy, pyright)
            check_args(ck, callee, _args_of(node), node, CalleeName("namedtuple"), report=True)
        else:
            _infer_all(ck, _args_of(node))
        _typeddict_arguments(ck, form, node)
        if namedtuples.is_functional_call(node) and not ck.quiet:
            namedtuples.check_functional(ck, node)
        return ANY
    args = _args_of(node)
    partial_result = _check_partial_arguments(ck, args) if partial_calls.is_partial_class(callee) else None
    name = partial_name or _callee_name(func, callee)
    if type(func) is ast.Attribute and partial_name is None:
        if receiver is not None and (found := _explicit_super_owner(ck, func)) is not None:
            # super(C, obj).f(): named after the class that defines f, as super() below
            name = _method_name(ck, found.self_instance(), func.attr, name)
            name = replace(name, receiver="") if name is not None else None
        elif receiver is not None:
            name = _method_name(ck, receiver, func.attr, name)
        elif (own := ck.ctx.method_of or ck.ctx.classmethod_of or _new_of(ck, func)) is not None and len(own.mro) > 1:
            # super(): named after the next class in the MRO that defines it; the receiver is
            # not shown (mypy names the class instead).
            after = own.mro[1:]
            owner = next((c for c in after if ck.prog.class_body_symbol(c, func.attr) is not None), after[0])
            if func.attr == "__new__" and name is not None:
                name = CalleeName("__new__", owner.fullname.rpartition(".")[2])  # (given cls: checked as a call)
            else:
                name = _method_name(ck, owner.self_instance(), func.attr, name)
                name = replace(name, receiver="") if name is not None else None
    check_protocol_call(ck, node, callee)
    # (instance and class tests take two arguments: the three rules look at no other call)
    class_test = len(node.args) == 2
    if class_test:
        instance_checks.check_parameterized(ck, node)
    if class_test and (typeddict_definitions.check_class_test(ck, node) or instance_checks.check_literal(ck, node)):
        _infer_all(ck, args)
        return Instance("builtins.bool")  # the class test is the error; the argument is no other
    if type(callee) is TypeType and type(callee.item) is Instance:
        if direct_classes.names_a_class(ck, func):  # only a class named directly, not type[C]
            missing = abstract_members(ck.prog, callee.item.name)
            if missing:
                quoted = [f'"{m}"' for m in missing]
                shown_names = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]  # mypy's list
                plural = "s" if len(missing) > 1 else ""
                ck.error(node, "abstract", f'Cannot instantiate abstract class "{callee.item.name.rpartition(".")[2]}" with abstract attribute{plural} {shown_names}')
    if args and args[0].kind == "pos" and args[0].node is not None and type(callee) is CallableType and callee.name == "replace":
        args[0].type = ck.infer(args[0].node)
        replaced = replace_calls.signature(ck, node, args[0].type)
        if replaced is not None:
            callee, name = replaced  # dataclasses.replace(obj, x=...): the fields by keyword
    saved = getattr(ck, "call_context", None)
    ck.call_context = expected
    try:
        result = call_type(ck, callee, args, node, name, expected)
    finally:
        ck.call_context = saved
    if (partial_result is not None and type(result) is Instance and result.name == "functools.partial"
            and len(result.args) == 1 and type(result.args[0]) is AnyType):
        result = replace(result, args=(partial_result,))
    if type(callee) is Overloaded and (dep := deprecations.overload_deprecation(ck, node, callee, receiver)) is not None:
        deprecations.report_item(ck, node, callee, dep, first_fitting_item(ck, callee, args))
    if type(result) is NoneType:
        func_returns.check_call_value(ck, node, callee, name, receiver)
    return result


def _partial_made(ck: ExpressionChecker, func: ast.expr) -> tuple[CallableType, CalleeName | None] | None:
    """A module name (or a function's local) bound once to ``partial(f, ...)``, called: what f
    takes that is left (mypy's partial plugin keeps it in the partial's type; here it is read
    back from the binding), and how messages name f (``"price_with_tax" of "Catalog"``)."""
    local = _local_binding(ck, func)
    scope: Scope | None = None  # the module's, where the binding is read from the symbol
    if local is not None:
        made = local.value
    else:
        sym = ck.symbol_of(func) if isinstance(func, (ast.Name, ast.Attribute)) else None
        if sym is None or sym.kind != "var" or len(sym.nodes) != 1 or type(sym.nodes[0]) is not ast.Assign:
            return None
        made, scope = sym.nodes[0].value, sym.scope

    def infer(node: ast.expr) -> Type:
        # a function's local: its names are read where the call stands
        return ck.infer_again(node) if scope is None else ck.prog.infer_quietly(node, scope, None)

    if type(made) is not ast.Call or not made.args or any(type(a) is ast.Starred for a in made.args):
        return None
    if any(kw.arg is None for kw in made.keywords) or not isinstance(made.args[0], (ast.Name, ast.Attribute)):
        return None
    if not partial_calls.is_partial_class(infer(made.func)):
        return None
    target = infer(made.args[0])
    fn = _partial_target(ck, target)
    if partial_calls.bound_now(fn) is None or type(fn) is not CallableType:
        return None
    if fn.type_vars:
        given = [Arg("pos", None, None, infer(a), index=i + 1) for i, a in enumerate(made.args[1:])]
        given += [Arg("kw", kw.arg, None, infer(kw.value), index=len(given) + i + 1) for i, kw in enumerate(made.keywords)]
        fn = _partially_solved(ck, fn, given)
    left = partial_calls.left_to_call(fn, len(made.args) - 1, {kw.arg for kw in made.keywords if kw.arg})
    if left is None:
        return None
    named = made.args[0]
    name = _partial_callee_name(ck, named, target, fn, infer)
    return left, name


def _partial_target(ck: ExpressionChecker, fn: Type) -> Type:
    """What ``partial(fn, ...)`` calls (mypy's partial plugin): a class object's constructor,
    a callable object's ``__call__``; ``fn`` itself otherwise."""
    if type(fn) is TypeType and type(fn.item) is Instance:
        sig = _constructor_sig(ck, fn.item)
        info = ck.prog.class_by_name(fn.item.name)
        if fn.item.args and info is not None and len(info.type_params) == len(fn.item.args):
            sig = substitute(sig, dict(zip(info.type_params, fn.item.args))) if sig is not None else None  # ``type[B[int]]``
        return sig if type(sig) is CallableType else fn
    if type(fn) is Instance and not partial_calls.is_partial_class(TypeType(fn)):
        call = ck._member_of(fn, "__call__")
        return call if type(call) is CallableType else fn
    return fn


def _partial_callee_name(ck: ExpressionChecker, named: ast.expr, target: Type, fn: Type,
                         infer: Callable[[ast.expr], Type]) -> CalleeName | None:
    """How messages name what a partial calls: the class (``"A"``), ``"__call__" of "Proto"``,
    a function or method by its own name."""
    if type(target) is TypeType and type(target.item) is Instance:
        return CalleeName(target.item.name.rpartition(".")[2])
    if type(target) is Instance and fn is not target:
        return _method_name(ck, target, "__call__", CalleeName("__call__"))
    name = _callee_name(named, fn)
    if type(named) is ast.Attribute:
        name = _method_name(ck, infer(named.value), named.attr, name)
    return name


def _partially_solved(ck: ExpressionChecker, fn: CallableType, given: list[Arg]) -> CallableType:
    """``fn`` with the type variables the arguments given to ``partial`` solve replaced by the
    solution (mypy: ``partial(f, 1)`` of ``def f(a: T, b: T) -> T`` takes ``b: int``); the
    variables only the rest of the parameters use stay open."""
    now = partial_calls.bound_now(fn)
    if now is None:
        return fn
    probe = replace(now, ret=TupleType(tuple(fn.type_vars)))
    solved = check_args(ck, probe, given, None, None, report=False)
    if type(solved) is not TupleType or len(solved.items) != len(fn.type_vars):
        return fn
    filled = partial_calls.filled_params(fn, sum(a.kind == "pos" for a in given), {a.name for a in given if a.kind == "kw" and a.name})
    used: list[TypeVarType] = []
    for p in filled:
        collect_type_vars(p.type, used)
    mapping = {tv: s for tv, s in zip(fn.type_vars, solved.items)
               if tv in used and not (type(s) is AnyType and s.origin == AnyOrigin.UNSOLVED)}
    if not mapping:
        return fn
    return replace(fn, params=tuple(replace(p, type=substitute(p.type, mapping)) for p in fn.params),
                   ret=substitute(fn.ret, mapping), type_vars=tuple(tv for tv in fn.type_vars if tv not in mapping))


def _local_binding(ck: ExpressionChecker, func: ast.expr) -> ast.Assign | None:
    """``tax = partial(...)`` in a function, bound there once: the statement that binds it."""
    ctx = ck.ctx
    if type(func) is not ast.Name or func.id not in ctx.locals or ctx.kind != "function" or ctx.body is None:
        return None
    stmt = ctx.declared_at.get(func.id)
    if type(stmt) is not ast.Assign or len(stmt.targets) != 1 or type(stmt.targets[0]) is not ast.Name:
        return None
    if ctx.last_bound is None:
        ctx.last_bound = last_binding_lines(ctx.body)
    return stmt if ctx.last_bound.get(func.id) == stmt.lineno else None


def _check_partial_arguments(ck: ExpressionChecker, args: list[Arg]) -> Type | None:
    """``partial(f, a, k=b)``: a and b checked against f (partial_calls.py); the types stay on
    the arguments for the constructor's own call. For a generic f, the result its solution
    gives (mypy's partial plugin: ``partial(call_from_thread, work)`` is a ``partial[str]``
    where the constructor alone solves Any); None otherwise."""
    if len(args) < 2 or args[0].kind != "pos" or not isinstance(args[0].node, (ast.Name, ast.Attribute)):
        return None
    if any(a.kind in ("star", "dstar") for a in args):
        return None
    target = args[0].type = ck.infer(args[0].node)
    fn = _partial_target(ck, target)
    now = partial_calls.bound_now(fn)
    if now is None:
        return None
    given = [replace(a, index=a.index - 1) for a in args[1:]]  # numbered as f's own arguments
    func = args[0].node
    name = _partial_callee_name(ck, func, target, now, ck.infer_again)  # "match" of "Filter"
    made = check_args(ck, now, given, func, name, report=True)
    for a, checked in zip(args[1:], given):
        a.type = checked.type
    if not now.type_vars or type(made) is AnyType or any(v in now.type_vars for v in _type_vars_in(made)):
        return None
    return made


def _type_vars_in(t: Type) -> list[TypeVarType]:
    found: list[TypeVarType] = []
    collect_type_vars(t, found)
    return found


def _annotated_form(ck: ExpressionChecker, func: ast.expr) -> bool:
    """``Annotated``, ``Annotated[int, ...]`` or an alias of the latter, called."""
    sym = ck.symbol_of(func) if type(func) is ast.Name else None
    alias = ck.prog.alias_node(sym) if sym is not None and sym.kind == "var" else None
    if alias is not None:
        return qualifiers.is_annotated_form(TypeConverter(ck.prog, alias[1], None), alias[0])
    return qualifiers.is_annotated_form(ck.converter(), func)


# typing's functions whose calls the checker reads itself, and the makers of type-level names.
_SPECIAL_CALLS = frozenset({"reveal_type", "reveal_locals", "cast", "assert_type", "TypeForm"})
_MAKER_CALLS = frozenset({"TypeVar", "ParamSpec", "TypeVarTuple", "NewType", "NamedTuple", "TypedDict"})


def typing_function(ck: ExpressionChecker, func: ast.expr) -> str | None:
    """The ``typing`` member a callee refers to (``"cast"`` for ``t.cast`` after ``import
    typing as t``), None for anything else. ``reveal_type`` and ``reveal_locals`` need no
    import: unbound, they are the checker's own."""
    if not isinstance(func, (ast.Name, ast.Attribute)):
        return None
    sym = ck.symbol_of(func)
    if sym is None or sym.kind == "unknown" and not sym.nodes:
        unbound = type(func) is ast.Name and func.id in ("reveal_type", "reveal_locals") and func.id not in ck.ctx.locals
        return func.id if unbound and type(func) is ast.Name else None
    return form_of(sym.fullname)


def _typeddict_arguments(ck: ExpressionChecker, form: str | None, node: ast.Call) -> None:
    """``TypedDict("TD", {...}, closed=..., extra_items=...)``: the PEP 728 arguments."""
    if form == "TypedDict" and node.keywords:
        typeddict_classes.check_arguments(ck, node.keywords, node)


def _special_call(ck: ExpressionChecker, node: ast.Call, name: str, expected: Type | None = None) -> Type | None:
    if name == "reveal_type" and len(node.args) == 1:
        t = ck.infer(node.args[0], expected)  # (its value is passed on: the context is the call's)
        if not ck.quiet:
            ck.reporter.error(node, "reveal-type", f'Revealed type is "{format_type(revealed(ck, t), full=True)}"')
        return t
    if name == "reveal_locals":
        return ANY
    if name == "TypeForm":
        return typeforms.call(ck, node)
    if name == "cast" and len(node.args) == 2:
        ck.infer(node.args[1])
        return ck.type_expression(node.args[0])
    if name == "assert_type" and len(node.args) == 2:
        actual = ck.infer(node.args[0])
        want = ck.type_expression(node.args[1])
        if not is_same_type(actual, want, ck.prog) and type(want) is not AnyType or (type(want) is AnyType and type(actual) is not AnyType):
            if not (type(actual) is AnyType and type(want) is AnyType):
                ck.error(node, "assert-type", f'Expression is of type "{format_type(actual)}", not "{format_type(want)}"')
        return actual
    return None


def call_type(ck: ExpressionChecker, callee: Type, args: list[Arg], node: ast.AST, name: CalleeName | None, expected: Type | None) -> Type:
    if type(callee) is CallableType:  # the common case first (type classes are not subclassed)
        return check_args(ck, callee, args, node, name, report=True)
    prog = ck.prog
    if isinstance(callee, (AnyType, NeverType)):
        deleted_names.infer_unchecked_arguments(ck, lambda: _infer_all(ck, args))
        if type(callee) is AnyType:
            return any_from(callee)
        return NEVER
    if type(callee) is TypeType and type(callee.item) is UnionType:
        # ``type[A | B]`` is ``type[A] | type[B]``: each class is called.
        callee = make_union([TypeType(item) for item in callee.item.items])
    if type(callee) is UnionType:
        _infer_all(ck, args)
        return union_calls.call_union(
            ck, callee, node, lambda item: _call_union_member(ck, item, args, node, expected),
            lambda item: try_call(ck, item, [a.type or ANY for a in args if a.kind == "pos"]) if all(a.kind == "pos" for a in args) else None)
    if type(callee) is TypeType:
        return _construct(ck, callee, args, node, expected)
    if type(callee) is Instance:
        sig = signature_of_callable(ck, callee)
        if sig is None:
            info = prog.class_by_name(callee.name)
            # An unannotated def does not question the module's own classes' members, ``__call__``
            # as any other (their instances may be made callable dynamically).
            if (info is not None and not info.unknown_base and (not info.dynamic or reads_through_getattr(prog, info))
                    and callee.name != "builtins.type" and not (ck.ctx.lenient and not info.is_stub)):
                ck.error(node, "not-callable", f'"{format_type(callee)}" not callable')
            _infer_all(ck, args)
            return ANY if callee.name != "builtins.type" else ANY
        if type(node) is ast.Call:
            deprecations.report_member(ck, node, callee, "__call__")
        # mypy names what an instance call runs: "__call__" of its class.
        method = _method_name(ck, callee, "__call__", CalleeName("__call__"))
        return call_type(ck, sig, args, node, method if method is not None and method.owner else name, expected)
    if type(callee) is Overloaded:
        return _call_overloaded(ck, callee, args, node=node, name=name) or ANY
    if type(callee) is CallableType:
        return check_args(ck, callee, args, node, name, report=True)
    if isinstance(callee, (NoneType, LiteralType, TupleType)):
        _infer_all(ck, args)
        if not ck.quiet:
            ck.error(node, "not-callable", f'"{format_type(callee)}" not callable')
        return ERROR_ANY
    _infer_all(ck, args)
    return ANY


def _call_union_member(ck: ExpressionChecker, item: Type, args: list[Arg], node: ast.AST, expected: Type | None) -> Type:
    """One function member of a union callee, called as if alone: the arguments inferred
    again in its parameters' context, messages naming it (a method after its class)."""
    func = node.func if type(node) is ast.Call else None
    plain = _callee_name(func, item) if func is not None else None
    name = union_calls.member_name(ck, func, item, plain, lambda receiver, attr, shown: _method_name(ck, receiver, attr, shown))
    return call_type(ck, item, [Arg(a.kind, a.name, a.node, None, a.index) for a in args], node, name, expected)


def _infer_all(ck: ExpressionChecker, args: list[Arg]) -> None:
    for a in args:
        if a.type is None and a.node is not None:
            a.type = ck.infer(a.node)


def reads_through_getattr(prog: Program, info: ClassInfo) -> bool:
    """The class answers missing attributes with ``__getattr__``, which an implicit call bypasses."""
    found = prog.find_member(info, "__getattr__")
    return found is not None and found[1].fullname != "builtins.object"


def signature_of_callable(ck: ExpressionChecker | None, t: Type) -> Type | None:
    if ck is None:
        return None
    if type(t) is Instance:
        info = ck.prog.class_by_name(t.name)
        if (info is not None and not info.unknown_base and ck.prog.find_member(info, "__call__") is None
                and (not info.dynamic or reads_through_getattr(ck.prog, info))):
            return None  # a call looks ``__call__`` up on the class: ``__getattr__`` gives none
        if t in ck.prog.calls_binding:
            return None  # its ``__call__`` takes a callable self: this instance is not one while it binds
        ck.prog.calls_binding.add(t)
        try:
            m = ck.instance_member(t, "__call__")
        finally:
            ck.prog.calls_binding.discard(t)
        from hintloader.checker.expressions import NEVER_MISSING

        if m is NEVER_MISSING:
            return None
        return m
    if type(t) is TypeType and type(t.item) is Instance:
        init = _constructor_sig(ck, t.item)
        if init is None:
            return CallableType((), t.item, ellipsis=True)
        info = ck.prog.class_by_name(t.item.name)
        if info is not None and info.type_params and not t.item.args:
            # The class's parameters are the callable's own where its signature binds them
            # (``def [T] (x: list[T]) -> Box[T]``, typing spec); Any elsewhere.
            return _own_class_params(init, info.type_params)
        return init
    if type(t) is TypeType and type(t.item) is TypeVarType and t.item.kind == TypeVarKind.TYPEVAR:
        # ``type[T]`` (``self.__class__``) makes a T; its arguments are whatever T's class takes.
        return CallableType((), t.item, ellipsis=True)
    return None


def _own_class_params(init: Type, params: tuple[TypeVarType, ...]) -> Type:
    if type(init) is Overloaded:
        items = [_own_class_params(i, params) for i in init.items]
        return Overloaded(tuple(i for i in items if type(i) is CallableType))
    if type(init) is not CallableType:
        return init
    return substitute(init, {tv: ANY for tv in params if tv not in init.type_vars})


def _constructor_sig(ck: ExpressionChecker, inst: Instance) -> Type | None:
    """What calling the class ``inst`` names takes and makes. Asked at every constructor call:
    a module's answers are kept once the class is resolved, by the value of ``inst`` (equal
    instances are built anew at each use; the splicing index, which messages show, goes along)."""
    prog = ck.prog
    memo = prog.constructor_memo if inst.name != "builtins.object" else None
    info = prog.class_by_name(inst.name) if memo is not None else None
    if memo is None or info is None or not info.resolved:
        return _constructor_sig_of(prog, inst)
    key = (inst, inst.variadic)
    if key in memo:
        return memo[key]
    sig = memo[key] = _constructor_sig_of(prog, inst)
    return sig


def _constructor_sig_of(prog: Program, inst: Instance) -> Type | None:
    if inst.name == "builtins.object":
        return CallableType((), inst, "object")  # (typeshed's object has __getattribute__: not dynamic here)
    info = prog.class_by_name(inst.name)
    meta = constructors.metaclass_call(prog, info, inst) if info is not None and info.metaclass is not None else None
    if meta is not None and meta[1]:
        return meta[0]  # a metaclass __call__ that returns no instance of the class is the constructor
    if info is not None and info.is_typeddict and not info.unknown_base:
        # As a callable (passed where a Callable is expected): its keys as keyword arguments.
        items = prog.typeddict_items(inst) or {}
        params = tuple(Param(k, i.type, ParamKind.KEYWORD_ONLY, not i.required) for k, i in items.items())
        return CallableType(params, inst, info.fullname.rpartition(".")[2])
    if info is not None and not info.unknown_base and not info.dynamic and namedtuples.namedtuple_class(prog, info) is not None:
        return namedtuples.constructor(prog, info, inst)
    if info is not None and (info.is_dataclass or info.transform is not None) and not info.unknown_base and not info.is_protocol:
        from hintloader.checker.dataclasses_ import dataclass_init, dataclass_init_disabled

        generated = dataclass_init(prog, info, inst if not info.type_params else info.self_instance())
        # ``@dataclass(init=False)`` without an __init__ of its own: the inherited one builds it.
        inherits_init = info.is_dataclass and "__init__" not in info.body and dataclass_init_disabled(info)
        if (generated is not None or "__init__" not in info.body or info.dynamic) and not inherits_init:
            return generated
    elif info is None or (info.unknown_base and not _known_part_constructs(prog, info)) or info.is_protocol or (
            info.dynamic and not constructors.built_plainly(prog, info)):
        return None
    if (info.metaclass is not None and info.metaclass.name not in ("abc.ABCMeta", "builtins.type") and info.transform is None
            and not constructors.built_plainly(prog, info)):
        return None
    if info.node is None and info.newtype_base is not None:  # NewType: called with one value of the base type
        base = info.newtype_base if isinstance(info.newtype_base, (Instance, TupleType)) else info.bases[0]
        return CallableType((Param(None, base, ParamKind.POSITIONAL_ONLY),), inst, info.fullname.rpartition(".")[2])
    foreign_new = _new_returning_another_type(prog, info, inst)
    if foreign_new is not None:
        return foreign_new
    for c in info.mro:
        if c.fullname == "builtins.object":
            break
        if c is not info and (c.is_dataclass or c.transform is not None) and "__init__" not in c.body and "__new__" not in c.body:
            # A plain subclass of a dataclass inherits the generated __init__ (its own
            # unannotated class attributes are not fields).
            from hintloader.checker.dataclasses_ import dataclass_init

            generated = dataclass_init(prog, c, Instance(c.fullname, c.type_params))
            if generated is None:
                return None
            ret_self = inst if info.type_params == () else info.self_instance()
            return _with_ret(substitute(generated, instance_mapping(prog, inst, c)), ret_self, False)
        for dunder in ("__init__", "__new__"):
            sym = prog.class_body_symbol(c, dunder)
            if sym is None or sym.kind != "func":
                continue
            t = prog.value_type(sym)
            if not isinstance(t, (CallableType, Overloaded)):
                return None
            self_t: Type = inst if dunder == "__init__" else TypeType(inst)
            bound = bind_self(t, self_t, prog, constructing=True)
            # A bare generic class inherits the base's parameters as its own (``Sub[T]`` of
            # ``Base[T]``): solved from the arguments, bounds checked, not Any.
            source = info.self_instance() if info.type_params and not inst.args else inst
            mapping = instance_mapping(prog, source, c) if c is not info else {}
            bound = substitute(bound, mapping)
            ret_self = inst if info.type_params == () else info.self_instance()
            made = _with_ret(bound, ret_self, dunder == "__new__" and c is info)
            if dunder == "__init__" and c is info and info.type_params and not inst.args:
                made = _made_as_self_declares(t, made, info)
            return made
    return CallableType((), inst, "object")


def _known_part_constructs(prog: Program, info: ClassInfo) -> bool:
    """A class with an unknown base is built by the first ``__init__`` or ``__new__`` its known
    bases define (mypy's ``type_object_type`` and pyright skip the unknown one); only when
    none but object's is found does it take any arguments."""
    if type(info.node) is not ast.ClassDef or info.dynamic or info.is_typeddict or info.is_namedtuple:
        return False
    for c in info.mro:
        if c.fullname == "builtins.object":
            return False
        if c.is_dataclass or c.transform is not None:
            return False  # a generated __init__ (left to the dataclass rules)
        for dunder in ("__init__", "__new__"):
            sym = prog.class_body_symbol(c, dunder)
            if sym is not None and sym.kind == "func":
                return True
    return False


def _made_as_self_declares(unbound: Type, made: Type, info: ClassInfo) -> Type:
    """A bare generic class called through an ``__init__`` item whose ``self`` is annotated with
    type arguments makes that type: ``def __init__(self: StreamHandler[TextIO], stream: None =
    None)`` makes ``StreamHandler()`` a ``StreamHandler[TextIO]``, as in mypy. (Explicit type
    arguments, ``Sub[Value]()``, say what the call makes instead.)"""
    pairs: list[tuple[CallableType, CallableType]] = []
    if type(unbound) is Overloaded and type(made) is Overloaded and len(unbound.items) == len(made.items):
        pairs = list(zip(unbound.items, made.items))
    elif type(unbound) is CallableType and type(made) is CallableType:
        pairs = [(unbound, made)]
    else:
        return made
    items: list[CallableType] = []
    for declared, item in pairs:
        self_type = declared.params[0].type if has_self_param(declared) else None
        if type(self_type) is Instance and self_type.name == info.fullname and self_type.args \
                and self_type.args != info.type_params:
            kept = tuple(v for v in declared.type_vars if v.scope != SELF_SCOPE)
            tvs = tuple(dict.fromkeys(kept + tuple(a for a in self_type.args if type(a) is TypeVarType)))
            item = replace(item, ret=self_type, type_vars=tvs)
        items.append(item)
    return Overloaded(tuple(items)) if type(made) is Overloaded else items[0]


def _new_returning_another_type(prog: Program, info: ClassInfo, inst: Instance) -> CallableType | None:
    """The class's ``__new__`` when it is declared to return something other than an instance of
    the class (explicit ``Any`` included): then, as at run time, ``__init__`` is not called and the
    call is ``__new__``'s alone (typing spec, constructors)."""
    for c in info.mro:
        if c.fullname == "builtins.object":
            return None
        sym = prog.class_body_symbol(c, "__new__")
        if sym is None:
            continue
        t = prog.value_type(sym) if sym.kind == "func" else None
        if type(t) is not CallableType or not constructors.foreign_result(prog, t.ret, info, c):
            return None
        bound = bind_self(t, TypeType(inst), prog)
        mapping = instance_mapping(prog, inst, c) if c is not info else {}
        bound = substitute(bound, mapping)
        return bound if type(bound) is CallableType else None
    return None


def _named(t: Type, name: str) -> Type:
    """The callable (or each item of the overloaded one) under another name."""
    if type(t) is Overloaded:
        return Overloaded(tuple([item.with_name(name) for item in t.items]))
    return t.with_name(name) if type(t) is CallableType else t


def _with_ret(t: Type, ret: Type, keep_new_ret: bool) -> Type:
    if type(t) is Overloaded:
        return Overloaded(tuple(i for i in (_with_ret(x, ret, keep_new_ret) for x in t.items) if type(i) is CallableType))
    if type(t) is not CallableType:
        return t
    # ``__new__(...) -> Self`` of a generic class gives the bare class here: the class with its
    # type parameters (solved from the arguments, ``tuple(xs)``) says more.
    bare_self = type(t.ret) is Instance and type(ret) is Instance and t.ret.name == ret.name and not t.ret.args
    # ``def __new__(cls, sequence: _SupportsReversed[_T]) -> _T`` (reversed): the item makes
    # whatever its own type variable solves to, no instance of the class (typing spec).
    own_var = type(t.ret) is TypeVarType and t.ret in t.type_vars
    new_ret = t.ret if keep_new_ret and (type(t.ret) is Instance and not bare_self or own_var) else ret
    tvs = t.type_vars
    if type(ret) is Instance:
        tvs = tuple(dict.fromkeys(tvs + tuple(a for a in ret.args if type(a) is TypeVarType)))
    return t.with_ret(new_ret, tvs)


def _check_explicit_self(ck: ExpressionChecker, node: ast.AST, item: Instance, info: ClassInfo) -> None:
    """A specialised class object (``C[str]()``) against the explicit self / cls of the
    constructor method it runs."""
    for c in info.mro:
        if c.fullname == "builtins.object":
            return
        for dunder in ("__new__", "__init__"):
            sym = ck.prog.class_body_symbol(c, dunder)
            if sym is not None and sym.kind == "func":
                constructors.check_bound_self(ck, node, item, ck.prog.value_type(sym), dunder)
                return


def _construct(ck: ExpressionChecker, callee: TypeType, args: list[Arg], node: ast.AST, expected: Type | None) -> Type:
    item = callee.item
    if type(item) is TypeVarType and item.kind == TypeVarKind.TYPEVAR and not item.values:
        # type[T]: called as its bound is (object: no arguments), making a T (typing spec).
        bound = item.bound if type(item.bound) is Instance else Instance("builtins.object")
        made = _construct(ck, TypeType(bound), args, node, expected)
        return item if type(made) is Instance and made.name == bound.name else made
    if type(item) is not Instance:
        _infer_all(ck, args)
        return ANY if type(item) is not TupleType else item
    info = ck.prog.class_by_name(item.name)
    if info is not None and info.is_typeddict and not info.unknown_base:
        return typeddicts.construct(ck, item, args, node, expected)
    if info is not None and enums.functional_call(info, node):
        _infer_all(ck, args)
        return ANY  # a class made at run time, whose members we do not list (as for ``Color = Enum(...)``)
    meta = constructors.metaclass_call(ck.prog, info, item) if info is not None and info.metaclass is not None else None
    if meta is not None and not meta[1]:
        # The metaclass's __call__ runs first, then __new__ and __init__ (typing spec); when it
        # returns no instance of the class, it is the constructor alone (_constructor_sig).
        call_type(ck, _named(meta[0], item.name.rpartition(".")[2]), args, node, CalleeName(item.name.rpartition(".")[2]), expected)
    sig = _constructor_sig(ck, item)
    if sig is None:
        _infer_all(ck, args)
        info = ck.prog.class_by_name(item.name)
        if info is not None and info.type_params and not item.args:
            return Instance(item.name, tuple(ANY for _ in info.type_params), False, variadic_index(info.type_params))
        return item
    name = item.name.rpartition(".")[2]
    # object's own constructor: nothing can tell the type arguments but their defaults.
    plain_object = type(sig) is CallableType and sig.name == "object" and not sig.params
    sig = _named(sig, name)  # mypy names a constructor's signatures (its overload variants) after the class
    if item.args:
        # Explicitly parameterised class object, e.g. list[int](): the arguments are given.
        info = ck.prog.class_by_name(item.name)
        if info is not None and len(info.type_params) == len(item.args):
            sig = substitute(sig, dict(zip(info.type_params, item.args)))
    if item.args and info is not None and not ck.quiet:
        _check_explicit_self(ck, node, item, info)
    result = call_type(ck, sig, args, node, CalleeName(name), expected)
    if type(sig) is CallableType and isinstance(sig.ret, (AnyType, NeverType)):
        return result  # __new__ declared to return Any or NoReturn: that is the call's type
    if type(result) is Instance and result.name == item.name and not item.args and (result.args or plain_object) and expected is not None:
        # Nothing in the call decided the type arguments (``list()``): the context does, as
        # mypy solves a constructor against the declared type first.
        if all(type(a) is AnyType for a in result.args):
            fitting = [e for e in union_items(expected) if type(e) is Instance and e.name == item.name]
            if len(fitting) == 1:
                return fitting[0]
    if type(result) is Instance and result.name == item.name:
        if not item.args and type(sig) is CallableType and (plain_object or result.args):
            return _with_defaults(ck, result, sig)
        return result
    if type(result) is AnyType:
        info = ck.prog.class_by_name(item.name)
        if info is not None and info.type_params:
            return Instance(item.name, tuple(ANY for _ in info.type_params), False, variadic_index(info.type_params))
        return item
    return result


def try_call(ck: ExpressionChecker, callee: Type, arg_types: list[Type]) -> Type | None:
    """Return type of calling with these positional argument types, or None if it does not fit."""
    args = [Arg("pos", None, None, t, i + 1) for i, t in enumerate(arg_types)]
    if type(callee) is AnyType:
        return ANY
    if type(callee) is Overloaded:
        r = _call_overloaded(ck, callee, args, strict=True)
        return r
    if type(callee) is CallableType:
        ck.quiet += 1
        try:
            ok = _matches(ck, callee, args)
            if not ok:
                return None
            if _nothing_to_solve(callee):
                return callee.ret
            return check_args(ck, callee, args, None, None, report=False)
        finally:
            ck.quiet -= 1
    if type(callee) is Instance:
        sig = signature_of_callable(ck, callee)
        return try_call(ck, sig, arg_types) if sig is not None else None
    return ANY


def _call_overloaded(ck: ExpressionChecker, callee: Overloaded, args: list[Arg], strict: bool = False, node: ast.AST | None = None, name: CalleeName | None = None) -> Type | None:
    """The first overload item that accepts the arguments (overloads.resolve); with ``strict``
    None when none does, otherwise Any, reported as ``call-overload`` when a node is given.

    Lambdas are inferred quietly to choose the item, then checked in the item chosen; where
    none is, their bodies are reported as written."""
    lambdas = [a for a in args if a.type is None and type(a.node) is ast.Lambda]
    for a in lambdas:
        assert a.node is not None
        a.type = ck.infer_again(a.node)
    rechecked: list[CallableType] = []
    result = _resolve_overloaded(ck, callee, args, strict, node, name, rechecked)
    if lambdas and not rechecked and not ck.quiet:
        for a in lambdas:
            assert a.node is not None
            ck.infer(a.node)
    return result


def _resolve_overloaded(ck: ExpressionChecker, callee: Overloaded, args: list[Arg], strict: bool, node: ast.AST | None,
                        name: CalleeName | None, rechecked: list[CallableType]) -> Type | None:
    _infer_all(ck, args)
    for a in args:
        if a.node is not None and a.type is not None:
            a.type = empty_items.unfilled(a.node, a.type)  # (inferred on its own: ``d.get(k, [])``)
    unknown_count = any(a.kind in ("star", "dstar") for a in args)
    result = resolve(callee.items, [a.type for a in args], lambda item, types: _fits(ck, item, args, types), ck.prog,
                     lambda item: _formal_types(item, args), (lambda item: _takes_star_args(item, args)) if unknown_count else None)
    if result is not None and not strict and any(_filled_display(a.node) for a in args):
        # mypy infers the arguments again in each item's context: an earlier item that a
        # display fits in its context wins (``",".join(["a", "b"])`` takes the LiteralString one).
        chosen = first_fitting_item(ck, callee, args)
        for item in callee.items[:chosen] if chosen is not None else ():
            in_context = _fits_in_context(ck, item, args)
            if in_context is not None:
                return in_context
    if result is not None and node is not None and not strict and not ck.ctx.lenient and overload_displays.displays_with_any(args):
        types = [a.type for a in args]
        overload_displays.recheck(ck, args, [_formal_types(item, args) for item in callee.items if _fits(ck, item, args, types) is not None])
    if result is not None and node is not None and not strict:
        in_context = _lambdas_in_chosen_item(ck, callee, args, node, name, rechecked)
        if in_context is not None and type(in_context) is not AnyType:
            result = in_context
    if result is not None or strict:
        return result
    # Lambdas and empty displays may fit an item only with its parameter types as context.
    for item in callee.items:
        ret = _fits_in_context(ck, item, args)
        if ret is not None:
            if node is not None:
                in_context = _lambdas_in_chosen_item(ck, callee, args, node, name, rechecked, item)
                if in_context is not None and type(in_context) is not AnyType:
                    return in_context
            return ret
    if node is not None and not ck.ctx.lenient and all(a.kind in ("pos", "kw") and a.type is not None for a in args):
        # Items that take the same parameters once bound (str's LiteralString twins) are one
        # signature to the caller: the last, most general one is what the call missed.
        by_params = {tuple(replace(p, type=drop_literal_string(p.type)) for p in item.params): item for item in callee.items}
        near = next(iter(by_params.values())) if len(by_params) == 1 else None
        if near is not None:
            result = check_args(ck, near, args, node, name, report=True)
            # Twins that differ only by LiteralString are one function to mypy: the call's type
            # is their result, as it goes on after the error (others leave it unknown).
            return result if len({drop_literal_string(item.ret) for item in callee.items}) == 1 else ANY
        near = next((item for item in callee.items if _roughly_matches(ck, item, args)), None)
        if near is not None:
            # arg-type on the argument, and the call is what that item returns, as mypy checks
            # the call against its first plausible item and goes on with its result.
            result = check_args(ck, near, args, node, name, report=True)
            return result if result is not None else ANY
        else:
            report_no_match(ck, node, name, callee.items, [a.type for a in args if a.type is not None])
    return ANY


def _filled_display(node: ast.expr | None) -> bool:
    """A list, tuple, set or dict display with items: its type may depend on the context."""
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return bool(node.elts)
    return type(node) is ast.Dict and bool(node.keys)


def _lambdas_in_chosen_item(ck: ExpressionChecker, callee: Overloaded, args: list[Arg], node: ast.AST, name: CalleeName | None,
                            rechecked: list[CallableType], item: CallableType | None = None) -> Type | None:
    """Check the lambdas of an overloaded call in the item chosen: their parameters typed by
    it (``sorted(pairs, key=lambda p: p[0].key)``), their bodies and results reported there.
    The item is added to ``rechecked``. The call's type with the lambdas so inferred (what they
    return solves the item's variables: ``map(lambda x: x + 1, xs)`` is a ``map[int]``); None
    without lambdas."""
    if not any(type(a.node) is ast.Lambda for a in args):
        return None
    if item is None:
        index = first_fitting_item(ck, callee, args)
        if index is None:
            return None
        item = callee.items[index]
    rechecked.append(item)
    return check_args(ck, item, [Arg(a.kind, a.name, a.node, None if type(a.node) is ast.Lambda else a.type, a.index) for a in args],
                      node, name, report=not ck.quiet)


def first_fitting_item(ck: ExpressionChecker, callee: Overloaded, args: list[Arg]) -> int | None:
    """The index of the first item that accepts the (inferred) arguments, as a plain call
    chooses it; None when none does."""
    types = [a.type for a in args]
    return next((i for i, item in enumerate(callee.items) if _fits(ck, item, args, types) is not None), None)


def _takes_star_args(item: CallableType, args: list[Arg]) -> bool:
    """Whether the item has a ``*args`` for each ``*xs`` argument and a ``**kwargs`` for each
    ``**kw`` (arguments whose number is unknown: spec step 4 prefers such items)."""
    kinds = {p.kind for p in item.params}
    return all((a.kind != "star" or ParamKind.VAR_POSITIONAL in kinds) and (a.kind != "dstar" or ParamKind.VAR_KEYWORD in kinds)
               for a in args)


def _roughly_matches(ck: ExpressionChecker, item: CallableType, args: list[Arg]) -> bool:
    mapping, problems = _map_args(item, args)
    return not problems and all(
        a.type is None or roughly_fits(a.type, item.params[idx].type, ck.prog) for idx, actuals in mapping.items() for a in actuals)


def _fits(ck: ExpressionChecker, item: CallableType, args: list[Arg], types: Sequence[Type | None]) -> Type | None:
    """The item's return type when it accepts arguments of these types, else None (quietly)."""
    trial = [Arg(a.kind, a.name, a.node, t, a.index) for a, t in zip(args, types)]
    ck.quiet += 1
    try:
        if not _matches(ck, item, trial):
            return None
        if _nothing_to_solve(item):
            return item.ret
        misfits: list[object] = []
        ret = check_args(ck, item, trial, None, None, report=False, misfits=misfits)
        return None if misfits else ret
    finally:
        ck.quiet -= 1


def _nothing_to_solve(t: CallableType) -> bool:
    """Whether a quiet check_args of ``t``, once _matches took the arguments, can only return
    ``t.ret``: without type variables nothing is solved and no misfit is found (the arguments
    _matches found to fit are all it would judge), and no ParamSpec is forwarded."""
    return not t.type_vars and not t.ellipsis and paramspec_tail(t) is None


def _fits_types(ck: ExpressionChecker, item: CallableType, types: list[Type]) -> Type | None:
    """The item's return type when it takes positional arguments of these types, else None."""
    return _fits(ck, item, [Arg("pos", None, None, t, i + 1) for i, t in enumerate(types)], types)


def _formal_types(item: CallableType, args: list[Arg]) -> list[Type | None]:
    """The type of the parameter each argument goes to in the item (None: to none, or to several)."""
    position = {id(a): i for i, a in enumerate(args)}
    formal: dict[int, Type | None] = {}
    mapping, _ = _map_args(item, args)
    for idx, actuals in mapping.items():
        for a in actuals:
            i = position[id(a)]
            formal[i] = item.params[idx].type if i not in formal else None
    for i, a in enumerate(args):
        if a.kind == "dstar":
            formal[i] = dstar_formals.dstar_formal(item, mapping)
    return [formal.get(i) for i in range(len(args))]


def _fits_in_context(ck: ExpressionChecker, item: CallableType, args: list[Arg]) -> Type | None:
    """Like _fits, each argument inferred again with the item's parameter type as context."""
    mapping, problems = _map_args(item, args)
    if problems or item.ellipsis:
        return None
    erased = _erase_map(item)
    ck.quiet += 1
    try:
        for idx, actuals in mapping.items():
            context = substitute(item.params[idx].type, erased)
            formal = _erase_for_check(item.params[idx].type, item.type_vars)  # bounds kept, as in _matches
            for a in actuals:
                if a.node is not None and not is_assignable(ck.infer(a.node, context), formal, ck.prog):
                    return None
                if a.node is None and a.type is not None and not is_assignable(a.type, formal, ck.prog):
                    return None  # (a decorated def: its type is all there is)
        misfits: list[object] = []
        # (an argument with no node, a decorated def, keeps its type: there is nothing to infer again)
        ret = check_args(ck, item, [Arg(a.kind, a.name, a.node, None if a.node is not None else a.type, a.index) for a in args],
                         None, None, report=False, misfits=misfits)
        return None if misfits else ret
    finally:
        ck.quiet -= 1


# ParamKind members as module constants: a member read through the enum class costs a
# metaclass attribute hook per read on 3.11, and _map_args reads them for every parameter of
# every call (and overload item) checked.
_POSITIONAL_ONLY = ParamKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = ParamKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = ParamKind.VAR_POSITIONAL
_KEYWORD_ONLY = ParamKind.KEYWORD_ONLY
_VAR_KEYWORD = ParamKind.VAR_KEYWORD


def _map_args(t: CallableType, args: list[Arg]) -> tuple[dict[int, list[Arg]], list[str]]:
    """Which arguments go to which parameter, and the arity problems found."""
    mapping: dict[int, list[Arg]] = {}
    problems: list[str] = []
    positional: list[int] = []
    trailing: list[int] = []  # positional-only after *args (``*args: *tuple[*Ts, X]``)
    star = kwstar = None
    params = t.params
    keyword_only = False
    for i, p in enumerate(params):  # one pass: this runs for every call and overload item
        kind = p.kind
        if kind == _POSITIONAL_ONLY:
            (trailing if star is not None else positional).append(i)
        elif kind == _POSITIONAL_OR_KEYWORD:
            positional.append(i)
        elif kind == _KEYWORD_ONLY:
            keyword_only = True
        elif kind == _VAR_POSITIONAL:
            if star is None:
                star = i
        elif kind == _VAR_KEYWORD and kwstar is None:
            kwstar = i
    pos_i = 0
    saw_star = False
    saw_dstar = False
    by_name: dict[str, int] | None = None  # built at the first keyword: a scan per keyword was k * n
    # The last positional arguments go to the trailing parameters, the ones between to *args.
    to_star = max(0, sum(1 for a in args if a.kind == "pos") - len(positional) - len(trailing)) if trailing else 0
    extra_i = 0
    n_positional = len(positional)
    for a in args:
        arg_kind = a.kind
        if arg_kind == "pos":
            if pos_i < n_positional:
                mapping.setdefault(positional[pos_i], []).append(a)
                pos_i += 1
            elif trailing and extra_i >= to_star and extra_i - to_star < len(trailing):
                mapping.setdefault(trailing[extra_i - to_star], []).append(a)
                extra_i += 1
            elif star is not None and (not trailing or extra_i < to_star):
                extra_i += 1
                mapping.setdefault(star, []).append(a)
            elif not saw_star:
                # mypy says "positional" when the callee has keyword-only parameters.
                problems.append("too-many-positional" if keyword_only else "too-many")
        elif arg_kind == "star":
            saw_star = True
            for idx in positional[pos_i:] + trailing:
                mapping.setdefault(idx, [])
            pos_i = n_positional
        elif arg_kind == "kw":
            if by_name is None:
                by_name = _keyword_params(t)
            kw_idx = by_name.get(a.name) if a.name is not None else None
            if kw_idx is None:
                if kwstar is not None:
                    mapping.setdefault(kwstar, []).append(a)
                else:
                    problems.append(f"unexpected:{a.name}")
            elif mapping.get(kw_idx) and not saw_star:
                problems.append(f"multiple:{a.name}")
            elif mapping.get(kw_idx) is not None and saw_star:
                mapping[kw_idx].append(a)
            else:
                mapping.setdefault(kw_idx, []).append(a)
        else:
            saw_dstar = True
    if not saw_dstar:
        if not saw_star:
            # Positional-only parameters have no name a caller could use: "" (as mypy, which
            # names only the others, or says "Too few arguments" when there are none).
            missing_pos = [(params[i].name or "") if params[i].kind != _POSITIONAL_ONLY else ""
                           for i in positional + trailing if i not in mapping and not params[i].has_default]
            if missing_pos:
                problems.append("missing-pos:" + ",".join(missing_pos))
        if keyword_only:
            missing_kw = [p.name or "" for i, p in enumerate(params) if p.kind == _KEYWORD_ONLY and not p.has_default and i not in mapping]
            if missing_kw:
                problems.append("missing-kw:" + ",".join(missing_kw))
    return mapping, problems


def _keyword_params(t: CallableType) -> dict[str, int]:
    """The parameters a keyword argument can name, by name (the first of a name wins)."""
    by_name: dict[str, int] = {}
    for i, p in enumerate(t.params):
        if p.name is not None and (p.kind == _POSITIONAL_OR_KEYWORD or p.kind == _KEYWORD_ONLY):
            by_name.setdefault(p.name, i)
    return by_name


def _matches(ck: ExpressionChecker, t: CallableType, args: list[Arg]) -> bool:
    if t.ellipsis:
        return True
    mapping, problems = _map_args(t, args)
    if problems:
        return False
    _infer_all(ck, args)
    for idx, actuals in mapping.items():
        # A bare type variable still wants its bound (ast.parse(source: _T) with _T bound to AST).
        formal = _erase_for_check(t.params[idx].type, t.type_vars)
        for a in actuals:
            if a.type is not None and not is_assignable(a.type, formal, ck.prog).ok:
                return False
    return True


def _erase_map(t: CallableType) -> dict[TypeVarType, Type]:
    return {tv: ANY for tv in t.type_vars}


_DISPLAY_NODES = (ast.List, ast.Set, ast.Dict)


def _late_display(node: ast.expr) -> bool:
    """A display with a call among its items (at any depth of displays): what the call makes
    may depend on the context the display is given, so it is inferred again once solved."""
    items: list[ast.expr | None] = list(node.elts) if isinstance(node, (ast.List, ast.Set, ast.Tuple)) else \
        [*node.keys, *node.values] if type(node) is ast.Dict else []
    return any(type(i) is ast.Call or (type(i) in _DISPLAY_NODES or type(i) is ast.Tuple) and _late_display(i) for i in items if i is not None)


def check_args(ck: ExpressionChecker, t: CallableType, args: list[Arg], node: ast.AST | None, name: CalleeName | None, *, report: bool,
               misfits: list[object] | None = None) -> Type:
    """The call's type, its arguments checked against ``t`` (reported with ``report``). An
    overload item is tried with ``misfits``: what only the solved call rules out (a constrained
    type variable no constraint takes, a callback that cannot take the solution) is added there."""
    prog = ck.prog
    if t.ellipsis:
        _infer_all(ck, args)
        return t.ret
    generic_callee = bool(t.type_vars)  # most calls are not: what only solving needs is skipped
    params = t.params
    if paramspec_tail(t) is not None:  # (``*args: P.args, **kwargs: P.kwargs``: it may forward P)
        forwarded = paramspec_calls.check_forwarding(
            ck, t, args, node, name, report, lambda prefix, given: check_args(ck, prefix, given, node, name, report=report))
        if forwarded is not None:
            return forwarded
    if generic_callee and (over := overload_arguments.overloaded_argument(ck, t, args)) is not None:
        made = overload_arguments.apply_to_items(ck, t, over, lambda item: check_args(ck, t, [Arg("pos", None, None, item)], None, name, report=False))
        if made is not None:
            return made
    mapping, problems = _map_args(t, args)
    if report and problems and node is not None:
        _report_arity(ck, problems, node, name, t)
    constraints: dict[TypeVarType, list[Type]] = {}
    # Literal types a solution keeps: those that come only from declared ones, inside a generic
    # instance argument (keys of a dict[Literal[...], int]: displays and calls infer widened item
    # types, so a literal there was declared); a literal written in the call is widened.
    declared_literal: set[TypeVarType] = set()
    fresh: set[TypeVarType] = set()
    uppers: dict[TypeVarType, list[Type]] = {}  # from the parameters of callables passed
    instance_uppers: dict[TypeVarType, list[Type]] = {}  # those of them inside generic instances
    checks: list[tuple[Arg, Type]] = []
    # A lambda given for a generic callable is inferred once the other arguments have solved
    # what they can: ``sorted(pairs, key=lambda p: p[0].key)`` types ``p`` (as mypy's second pass).
    lambdas: list[tuple[Arg, Type]] = []
    late: list[tuple[Arg, Type]] = []  # displays of calls, inferred again once the call is solved
    deferred: dict[int, dict[TypeVarType, list[Type]]] = {}  # what each of those displays solves
    for idx, actuals in mapping.items():
        formal = params[idx].type
        generic = generic_callee and has_type_vars(formal)
        for a in actuals:
            if generic and a.type is None and type(a.node) is ast.Lambda:
                lambdas.append((a, formal))
                continue
            if a.type is None and a.node is not None:
                # A display takes even a generic formal as its context: its items then keep
                # their union for solving (``[form, files]`` for ``Iterable[MultiDict[K, V]]``)
                # instead of being joined as for a display on its own.
                if generic and type(a.node) in _DISPLAY_NODES:
                    saved_unsolved = ck.unsolved
                    ck.unsolved = saved_unsolved | frozenset(t.type_vars)
                    try:
                        # (quietly: it is reported in its solved formal's context below)
                        a.type = ck.infer_again(a.node, formal) if _late_display(a.node) else ck.infer(a.node, formal)
                    finally:
                        ck.unsolved = saved_unsolved
                    if _late_display(a.node):
                        late.append((a, formal))
                else:
                    a.type = ck.infer(a.node, typeforms.generic_context(formal) if generic else formal)
            if a.type is None or is_variadic(formal):
                continue  # *args: *Ts and *args: P.args are solved and checked below
            if generic:
                found_here: dict[TypeVarType, list[Type]] = {}
                if type(formal) is Instance:
                    # (upper bounds from a generic class's contravariant positions: a value
                    # the lower bounds give must fit them, checked once solved)
                    above: dict[TypeVarType, list[Type]] = {}
                    collect_constraints(formal, a.type, prog, found_here, upper=above)
                    for tv, values in above.items():
                        uppers.setdefault(tv, []).extend(values)
                        instance_uppers.setdefault(tv, []).extend(values)
                else:
                    collect_constraints(formal, a.type, prog, found_here, upper=uppers)
                # The calls in a display take the variables from the context (mypy's first pass
                # gives them the callee's own variables): what they make solves only a variable
                # no other argument gives.
                into = deferred.setdefault(id(a), {}) if late and late[-1][0] is a else constraints
                for tv, values in found_here.items():
                    into.setdefault(tv, []).extend(values)
                # A function's literal types were declared too (``@lru_cache`` over a def
                # returning ``tuple[Literal["a", "b"], str]``; a lambda's are widened already).
                declared = isinstance(a.type, (Instance, CallableType)) and has_literal(a.type) or _declared_literal(ck, a)
                (declared_literal if declared else fresh).update(found_here)
            checks.append((a, formal))
    for a, formal in late:
        found_here = deferred.get(id(a), {})
        if found_here and all(tv in constraints for tv in found_here):
            # Solved by the other arguments, the display is taken in that solution's context:
            # when it fits there, its calls were solved from the context (mypy's arg-type on
            # what does not fit them); otherwise its items solve the variables too.
            provisional = {tv: widen_literal(make_union(constraints[tv])) for tv in found_here}
            in_solution = substitute(formal, provisional)
            assert a.node is not None
            if is_assignable(ck.infer_again(a.node, in_solution), in_solution, prog):
                continue
        for tv, values in found_here.items():
            constraints.setdefault(tv, []).extend(values)
    # What the other arguments solved is fixed for the lambdas (mypy's second pass): a lambda
    # does not widen it (``apply2(lambda x: str(x), 1)`` for Callable[[T], T] is reported),
    # unless it is only None or holds what is not known yet (an empty display's items, Any).
    first_pass = {tv for tv, values in constraints.items() if values and not any(isinstance(v, (NoneType, NeverType)) or has_any(v) for v in values)} \
        if lambdas else set()
    for a, formal in lambdas:
        assert a.node is not None
        a.type = ck.infer(a.node, lambda_arguments.context_so_far(formal, t.type_vars, constraints, declared_literal - fresh))
        if is_variadic(formal):
            continue  # an item of *args: *Ts, solved and checked below as the others are
        found_here = {}
        collect_constraints(formal, a.type, prog, found_here, upper=uppers)
        for tv, values in found_here.items():
            if tv not in first_pass:
                constraints.setdefault(tv, []).extend(values)
        fresh.update(found_here)
        checks.append((a, formal))
    if t.type_vars and any(a.kind == "star" and a.type is None for a in args):
        _infer_all(ck, [a for a in args if a.kind == "star"])  # ``f(*pair)``: its items may solve *args: *Ts
    if t.type_vars and any(a.kind == "star" for a in args) and star_items_solve(t):
        # The items of ``*x`` solve the parameters they fill, as any argument does (mypy:
        # ``f(*lists)`` with ``lists: tuple[list[int], ...]`` for ``*a: list[T | None]``).
        for f in filled_by_stars(t, args, prog).filled:
            formal = t.params[f.param].type
            if f.item is None or type(f.item) is AnyType or not has_type_vars(formal):
                continue
            found_here = {}
            collect_constraints(formal, f.item, prog, found_here, upper=uppers)
            for tv, values in found_here.items():
                constraints.setdefault(tv, []).extend(values)
            fresh.update(found_here)
    open_values: set[TypeVarType] = set()  # solved by a generic factory's call, partly unknown
    if t.type_vars and any(isinstance(a.type, (Overloaded, TypeType)) for a, _ in checks):
        open_values = overloaded_callbacks.choose_items(ck, t, mapping, checks, constraints, fresh, uppers,
                                          lambda item, given: _fits(ck, item, given, [a.type for a in given]), lambda item, types: _fits_types(ck, item, types),
                                          _erase_for_check)
    variadic = solve_variadic(t, mapping, args, constraints, prog) if t.type_vars else {}
    if variadic:
        _choose_overload_items(ck, t, checks, variadic, constraints, fresh)
    solution: dict[TypeVarType, Type] = dict(variadic)
    exact: dict[TypeVarType, Type] = dict(variadic)
    # The variables a parameter that got an argument mentions: one of them unsolved there is
    # a value we could not tell (a callback protocol's), not one no argument gives (PEP 696's
    # default is for the latter).
    argued: set[TypeVarType] = set()
    for idx, actuals in mapping.items() if t.type_vars else ():
        if actuals:
            mentioned: list[TypeVarType] = []
            collect_type_vars(t.params[idx].type, mentioned)
            argued.update(mentioned)
    # Constrained variables whose values, from inside other types (``Iterable[T]``), fit none
    # of the constraints: the value mypy names (a bare ``T`` argument is reported as one).
    unfit_values: dict[TypeVarType, Type] = {}
    pinned: dict[TypeVarType, Type] = {}  # constraints the context chose (the arguments must fit them)
    for tv in t.type_vars:
        found = empty_items.solved_constraints(constraints[tv]) if tv in constraints else None
        if tv in variadic:
            continue
        if (found and tv.default is not None and all(type(f) is AnyType and f.origin is AnyOrigin.UNSOLVED for f in found)
                and not has_type_vars(default := substitute(tv.default, solution))):
            # Only an empty display's unknown items: the PEP 696 default (``select([fd], [], [])``
            # is ``list[Never]`` for ``_W = TypeVar(default=Never)``, as mypy and pyright solve it).
            solution[tv] = exact[tv] = default
        elif found and any(type(f) is AnyType for f in found):
            solution[tv] = exact[tv] = join_gradual(found)  # mypy: a variable solved from an Any is Any
        elif found and tv.values:
            lower = widen_literal(make_union(found))
            chosen = next((v for v in tv.values if is_assignable(lower, v, prog)), None)
            if chosen is None and (by_context := _constraint_from_context(ck, t, tv)) is not None:
                # ``return Result(out, err)`` for a ``Result[bytes]``: the context chooses the
                # constraint first and the arguments are checked against it (mypy's arg-type).
                solution[tv] = exact[tv] = pinned[tv] = by_context
                continue
            solution[tv] = exact[tv] = chosen if chosen is not None else ANY
            conflict = constraint_conflict(tv, found, ck.prog) if chosen is None and (report and node is not None or misfits is not None) else None
            if conflict is not None and misfits is not None:
                misfits.append(tv)
            if conflict is not None and report and node is not None:
                ck.error(node, "type-var", f'Value of type variable "{tv.name}" of {name if name is not None else "function"} cannot be "{format_type(conflict)}"')
            elif chosen is None and report and node is not None:
                unfit = unfit_value(tv, found, ck.prog)
                if unfit is not None:
                    unfit_values[tv] = unfit  # reported below, once per variable
        elif found:
            exact[tv] = make_union(found)
            solution[tv] = exact[tv] if tv in declared_literal and tv not in fresh else union_joins.joined_solution(found, _widened_within_bound(exact[tv], tv, prog), prog)
        else:
            # Only the parameters of callables passed may bound it (their meet); nothing: its
            # PEP 696 default (which may name the variables solved before it), or unsolved.
            if uppers.get(tv):
                solution[tv] = exact[tv] = lowest_upper_bound(tv, uppers[tv], prog, t.type_vars)
            elif tv not in argued and tv.default is not None and not has_type_vars(default := substitute(tv.default, solution)):
                solution[tv] = exact[tv] = default
            else:
                solution[tv] = exact[tv] = UNSOLVED_ANY
    if (report and node is not None or misfits is not None) and t.type_vars and not problems and (
            unsolvable := invariant_conflict(t, [(a.type, formal) for a, formal in checks], prog, constraints)) is not None:
        if misfits is not None:
            misfits.append(unsolvable)  # (an overload item it rules out: mypy tries the next)
        if report and node is not None:
            ck.error(node, "misc", f'Cannot infer value of type parameter "{unsolvable.name}"{naming("of", name)}' if name is not None
                     else "Cannot infer function type argument")
        solution[unsolvable] = exact[unsolvable] = ERROR_ANY  # (mypy's Any after the report: nothing cascades)
    if instance_uppers and (report and node is not None or misfits is not None) and not problems:
        for tv in typevar_solutions.bounds_conflict(instance_uppers, solution, {tv for tv in constraints if tv not in variadic}, prog):
            # ``feed(int_sink, "a")`` for ``def feed(s: Sink[T], x: T)`` with a contravariant
            # Sink: no value of T is both a str and taken by the sink (mypy's misc).
            if misfits is not None:
                misfits.append(tv)
            if report and node is not None:
                ck.error(node, "misc", f'Cannot infer value of type parameter "{tv.name}"{naming("of", name)}' if name is not None
                         else "Cannot infer function type argument")
            solution[tv] = exact[tv] = ERROR_ANY
    expected = getattr(ck, "call_context", None)
    if expected is not None and exact != solution:
        # The declared target wants literals (x: dict[str, Literal["a"]] = dict.fromkeys(k, "a")).
        literal_ret = substitute(t.ret, exact)
        if is_assignable(literal_ret, expected, prog) and not is_assignable(substitute(t.ret, solution), expected, prog):
            solution = exact
    open_by_context: dict[TypeVarType, Type] = {}
    context_first = False  # solved from the context alone, as mypy: the arguments must fit it
    if expected is not None and t.type_vars and (not is_assignable(substitute(t.ret, solution), expected, prog)
                                                 or _outside_a_bound(solution, prog) or open_values):
        # Bidirectional: x: list[float] = list(ints) solves T from the declared type when the
        # arguments fit that solution too; so does a solution the bound rules out, where the
        # context allows another (``self.h: H | None``, a bare H, takes ``H(maybe_none)``, as mypy).
        wanted: dict[TypeVarType, list[Type]] = {}
        seen_as, wanted_as = _as_expected_class(t.ret, expected, prog)
        collect_constraints(seen_as, wanted_as, prog, wanted)
        # A ParamSpec the context gives a parameter list too (``h: Hook[[int]] = Hook(on_int)``).
        # (a variable that took its PEP 696 default, no argument solving it, is the context's too)
        defaulted = {tv for tv, v in variadic.items() if tv.default is not None and v is tv.default}
        # (a value the bound or the constraints rule out is no solution: mypy skips it and solves
        # from the arguments, ``x or find(Explode)`` for ``E: Expr`` in a bool context)
        context = {tv: make_union(found) for tv, found in wanted.items() if tv in t.type_vars and len(found) == 1
                   and (tv not in variadic or tv in defaulted or tv.kind == TypeVarKind.PARAMSPEC and is_param_list(found[0]))
                   and _satisfies(tv, found[0], prog)}
        if type(seen_as) is Instance and type(wanted_as) is Instance and seen_as.name == wanted_as.name:
            # An argument the context leaves open (a bare ``H`` is ``H[Any]``) constrains nothing
            # above, yet it solves the variable: to Any.
            for mine, theirs in zip(seen_as.args, wanted_as.args):
                if type(mine) is TypeVarType and mine in t.type_vars and type(theirs) is AnyType and mine not in context:
                    context[mine] = ANY
                elif (type(mine) is UnionType and not isinstance(theirs, (UnionType, AnyType))
                      and all(type(m) is TypeVarType and m in t.type_vars and m not in context for m in mine.items)):
                    # ``SearchStrategy[T1 | T2]`` for a ``SearchStrategy[int]``: each is an int (mypy).
                    context.update({m: theirs for m in mine.items if type(m) is TypeVarType})
        if context:
            trial = {**solution, **context}
            # A display is inferred again in its solved formal's context (``S({})`` for an
            # ``S[dict[str, object]]`` takes the dict as ``dict[str, object]``, as mypy does).
            again = {id(a): ck.infer_again(a.node, substitute(formal, trial)) for a, formal in checks
                     if a.kind in ("pos", "kw") and a.node is not None and type(a.node) in _DISPLAY_NODES}
            if all(a.type is None or is_assignable(again.get(id(a), a.type), substitute(formal, trial), prog)
                   for a, formal in checks if a.kind in ("pos", "kw")):
                solution = trial
                for a, _ in checks:
                    a.type = again.get(id(a), a.type)
                # A context that leaves a variable open (a bare ``H``: ``H[Any]``) lets its
                # arguments be anything, as mypy solves it from the context first.
                open_by_context = {tv: v for tv, v in context.items() if type(v) is AnyType}
            elif ((report or misfits is not None) and _context_comes_first(ck, t, expected, context)
                  and all((a.node is None or _settled(ck, a.node) or _settled_operation(ck, a.node, a.type, substitute(formal, trial)))
                          and not _generic_callable(a.type) for a, formal in checks)):
                # mypy solves from the context first and checks the arguments against that
                # solution: the misfit is the argument's (arg-type), not the result's.
                solution = trial
                pinned.update(solution)
                context_first = True
                for a, _ in checks:
                    a.type = again.get(id(a), a.type)
    for a, formal in late:
        # mypy infers the arguments again in the solved parameters' context, and reports
        # there: a call among the items is solved from it (``Node(1, [Node(2), Node("3")])``).
        assert a.node is not None
        a.type = ck.infer(a.node, substitute(formal, solution))
    lenient = ck.ctx.lenient
    # Callables are checked against the solved parameter lists (call_soon(cb) with Ts = ()).
    # An unknown ParamSpec still leaves its Concatenate prefix to check (Callable[[int, ...], R]).
    known: dict[TypeVarType, Type] = {tv: v for tv, v in variadic.items() if type(v) is not AnyType or tv.kind == TypeVarKind.PARAMSPEC} \
        if variadic else {}
    known.update(open_by_context)
    outside: set[TypeVarType] = set()  # type variables already reported for this call
    if unfit_values:
        bare = {formal for a, formal in checks if type(formal) is TypeVarType}
        for tv, unfit in unfit_values.items():
            if tv not in bare and node is not None and not problems and not (name is not None and name.is_new):
                outside.add(tv)
                ck.error(node, "type-var", f'Value of type variable "{tv.name}" of {name if name is not None else "function"} cannot be "{format_type(unfit)}"')
    for tv in _solved_outside_bound(t, solution, variadic, prog) if generic_callee else ():
        # Solved from inside another type (``Sequence[V]``, a callback's result), the value
        # must still be within the bound, as a bare ``V`` argument must (mypy: type-var).
        if misfits is not None:
            misfits.append(tv)
        if report and node is not None and not problems and not (name is not None and name.is_new):
            outside.add(tv)
            ck.error(node, "type-var", f'Value of type variable "{tv.name}" of {name if name is not None else "function"} cannot be "{format_type(solution[tv])}"')
    for a, formal in checks:
        if a.kind in ("star", "dstar") or a.type is None:
            continue
        if generic_callee:
            here = solved_for_callback(a.node, a.type, formal, solution, known, t.type_vars)
            if pinned:
                here = pinned if context_first else {**here, **pinned}
            target = substitute(formal, here) if here is pinned else _erase_for_check(substitute(formal, here) if here else formal, t.type_vars)
        else:
            here, target = known, formal  # (nothing solved, nothing pinned, nothing to erase)
        actual = a.type
        if lenient and type(actual) is UnionType:
            actual = _members_that_fit(actual, target, prog)
        verdict = is_assignable(actual, target, prog)
        if verdict.ok:  # (most arguments fit: what follows is for those that do not)
            if report and a.node is not None and type(formal) is TypeType:
                # ``type[T]`` as solved (``ensure_type(x, Node)`` of an abstract Node), as mypy.
                check_concrete_class(ck, a.node, substitute(formal, solution) if t.type_vars else formal)
            elif report and a.node is not None and (type(a.node) is ast.Tuple or type(a.node) in _DISPLAY_NODES):
                abstract_displays.check_display(ck, a.node, substitute(formal, solution) if t.type_vars else formal, argument=True)
            continue
        if misfits is not None and here is not known:
            misfits.append(a)  # the callback cannot take the solution (the erased formal took it)
        if lenient and _mixed_in_self(ck, actual, target):
            continue
        # (the result of a plain function's call is no inference artefact: a narrower type
        # argument is not excused by invariance, as for a returned one)
        fixed = a.node is not None and ck.context_free(a.node)
        if report and node is not None and any_excuses.argument_excused(actual, target, prog, fixed) and report_known_items(ck, a.node, actual, target):
            continue
        if report and node is not None and not any_excuses.argument_excused(actual, target, prog, fixed) and not (name is not None and name.is_new):
            if type(formal) is TypeVarType and formal in t.type_vars and formal not in pinned:
                # A bare T out of its bound or constraints: mypy names the variable, once per call.
                if formal not in outside:
                    outside.add(formal)
                    value = solution.get(formal)
                    value = widen_literal(actual) if value is None or type(value) is AnyType else value
                    ck.error(node, "type-var", f'Value of type variable "{formal.name}" of {name if name is not None else "function"} cannot be "{format_type(value)}"')
                continue
            disputed = disputed_tuple_var(formal, variadic, constraints) if variadic else None
            if disputed is not None:
                # Arguments that give a TypeVarTuple different values: no one value fits them all.
                if disputed not in outside:
                    outside.add(disputed)
                    ck.error(node, "misc", f'Cannot infer value of type parameter "{disputed.name}" of {name if name is not None else "function"}')
                continue
            # assert_never(x): what is left of x is shown as narrowed (Literal[Color.G]); a
            # literal written there as its class, as anywhere.
            got = shown_value(ck, a.node, actual, target)
            if a.node is not None and report_display_items(ck, a.node, actual, target):
                continue
            if t.name == "__setitem__" and a.kind == "pos" and a.index == 2:
                # The value given to __setitem__ is an assignment to mypy (its code and wording),
                # which authors' ignore comments name.
                ck.error(a.node or node, "assignment", f'Incompatible types in assignment (expression has type "{format_type(got)}", target has type "{format_type(target)}")')
                ck.explain(a.node or node, "assignment", verdict.reason)
                continue
            as_operator = operator_argument_message(name, format_type(got), format_type(target))
            if as_operator is not None:
                ck.error(a.node or node, *as_operator)
                continue
            where = f'Argument {a.index}{naming("to", name)}' if a.kind == "pos" else f'Argument "{a.name}"{naming("to", name)}'
            got, shown_target = method_type_vars.distinct_names(got, target, ck.ctx.name)
            code = "typeddict-item" if name is not None and name.on_typeddict else "arg-type"
            ck.error(a.node or node, code, f'{where} has incompatible type "{format_type(got)}"; expected "{format_type(shown_target)}"')
            if shown_target is target:  # (the reason names the variables alike)
                ck.explain(a.node or node, code, verdict.reason)
    for a in args:
        if a.type is None and a.node is not None:
            a.type = ck.infer(a.node)
    if report and node is not None and any(a.kind in ("star", "dstar") for a in args):
        check_star_arguments(ck, t, args, node, name, solution if t.type_vars else None)
    if report and node is not None and any(a.kind == "dstar" for a in args):
        check_mapping_arguments(ck, t, args, {i for i, given in mapping.items() if given}, node, name)
    if variadic:
        # A generic function's own type variables in P are not solved against the P.args given.
        foreign = _argument_type_vars(ck, args)
        given = {tv: substitute(v, dict.fromkeys(foreign, ANY)) for tv, v in variadic.items()} if foreign else variadic
        _check_paramspec_args(ck, t, mapping, args, given, node, name, report)
    result = _generic_result(t, solution) if type(t.ret) is CallableType else substitute(t.ret, solution)
    return _with_argument_type_vars(ck, result, args) if t.type_vars else result


def _with_argument_type_vars(ck: ExpressionChecker, result: Type, args: list[Arg]) -> Type:
    """A generic function passed for ``Callable[P, R]`` leaves its own type variables in the
    solution: a callable result is generic in them (``deco(identity)``); anything else has
    them as Any, as nothing here solves them against the call's other arguments."""
    foreign = _argument_type_vars(ck, args)
    if not foreign or not has_type_vars(result):
        return result
    found: list[TypeVarType] = []
    collect_type_vars(result, found)
    leaked = [tv for tv in found if tv in foreign]
    if not leaked:
        return result
    if type(result) is CallableType:
        own = result.type_vars + tuple(tv for tv in leaked if tv not in result.type_vars)
        return replace(result, type_vars=own)
    return substitute(result, dict.fromkeys(leaked, ANY))


def _argument_type_vars(ck: ExpressionChecker, args: list[Arg]) -> set[TypeVarType]:
    """The own type variables of the generic functions (and class constructors) passed as arguments."""
    found: set[TypeVarType] = set()
    for a in args:
        t = signature_of_callable(ck, a.type) if type(a.type) is TypeType else a.type
        for item in t.items if type(t) is Overloaded else (t,):
            if type(item) is CallableType:
                found.update(item.type_vars)
    return found


def _solved_outside_bound(t: CallableType, solution: dict[TypeVarType, Type], variadic: dict[TypeVarType, Type],
                          prog: ClassHierarchy) -> list[TypeVarType]:
    """The type variables of ``t`` whose solution (known, free of Any) is not within their
    bound; a bound that names the call's variables is read with the solution in place."""
    outside = []
    for tv in t.type_vars:
        value = solution.get(tv)
        if tv.bound is None or value is None or tv in variadic or has_any(value):
            continue
        if not is_assignable(value, substitute(tv.bound, solution), prog):
            outside.append(tv)
    return outside


def _satisfies(tv: TypeVarType, value: Type, prog: ClassHierarchy) -> bool:
    """Whether ``value`` is within ``tv``'s bound and, if constrained, one of its constraints
    (mypy's skip_unsatisfied for a solution from the context)."""
    if tv.kind != TypeVarKind.TYPEVAR or has_any(value):
        return True
    if tv.bound is not None and not is_assignable(value, tv.bound, prog):
        return False
    return not tv.values or any(is_assignable(value, v, prog) for v in tv.values)


def _outside_a_bound(solution: dict[TypeVarType, Type], prog: ClassHierarchy) -> bool:
    return any(tv.bound is not None and not has_any(value) and not is_assignable(value, tv.bound, prog)
               for tv, value in solution.items())


def _constraint_from_context(ck: ExpressionChecker, t: CallableType, tv: TypeVarType) -> Type | None:
    """The constraint of ``tv`` that the call's expected type gives it, if exactly one."""
    expected = getattr(ck, "call_context", None)
    if expected is None:
        return None
    if _bare_result_unhelped(t.ret, expected):
        return None  # mypy: a bare type-variable return takes only a generic or literal context
    wanted: dict[TypeVarType, list[Type]] = {}
    seen_as, wanted_as = _as_expected_class(t.ret, expected, ck.prog)
    collect_constraints(seen_as, wanted_as, ck.prog, wanted)
    found = wanted.get(tv)
    if not found or len(found) != 1:
        return None
    return next((v for v in tv.values if is_same_type(found[0], v, ck.prog)), None)


def _context_comes_first(ck: ExpressionChecker, t: CallableType, expected: Type, context: dict[TypeVarType, Type]) -> bool:
    """Whether mypy's solution from the context alone holds for ``context``: a bare
    type-variable result takes only a generic or literal context, and a value that is
    unknown, empty or still open in an enclosing call solves nothing."""
    if _bare_result_unhelped(t.ret, expected):
        return False
    for value in context.values():
        if isinstance(value, (AnyType, NeverType)) or has_any(value):
            return False
        found: list[TypeVarType] = []
        collect_type_vars(value, found)
        if any(tv in ck.unsolved or tv.kind != TypeVarKind.TYPEVAR for tv in found):
            return False
    return True


def _settled(ck: ExpressionChecker, node: ast.expr) -> bool:
    """An argument whose type no context changes (a name, a constant, a plain function's call;
    displays are inferred again in the solved context): mypy's context-first solution checks
    the same type we have."""
    return (isinstance(node, (ast.Name, ast.Attribute, ast.Constant, ast.Subscript, ast.JoinedStr))
            or type(node) in _DISPLAY_NODES or ck.context_free(node) or _settled_tuple(ck, node))


def _settled_tuple(ck: ExpressionChecker, node: ast.expr) -> bool:
    """A tuple display of settled items (no display among them, which a context could fill):
    ``list((1, 2))`` has a ``tuple[int, int]`` in any context."""
    return type(node) is ast.Tuple and all(
        type(e) not in _DISPLAY_NODES and type(e) is not ast.Starred and _settled(ck, e) for e in node.elts)


def _settled_operation(ck: ExpressionChecker, node: ast.expr, seen: Type | None, formal: Type) -> bool:
    """An operator on settled operands (``[s] + [""] * n``) whose result the solved formal's
    context leaves as it is: mypy's context-first solution checks the same type we have."""
    if type(node) is ast.BinOp:
        return (_settled(ck, node.left) or _settled_operation(ck, node.left, None, formal)) and (
            _settled(ck, node.right) or _settled_operation(ck, node.right, None, formal)) and (
            seen is None or ck.infer_again(node, formal) == seen)
    return False


def _generic_callable(t: Type | None) -> bool:
    """A generic function (or an overloaded one) passed as an argument: the formal it is given
    for instantiates it, so its misfit to a fixed solution tells nothing."""
    return type(t) is Overloaded or type(t) is CallableType and bool(t.type_vars)


def _bare_result_unhelped(ret: Type, expected: Type) -> bool:
    """A bare type-variable result in a context neither generic nor literal: mypy solves it
    from the arguments alone. Both optional, the ``None`` is dropped from each first
    (``E | None`` in a ``ColumnDef | None`` context is a bare ``E`` in a ``ColumnDef`` one)."""
    if _holds_none(ret) and _holds_none(expected):
        ret, expected = remove_none(ret), remove_none(expected)
    return type(ret) is TypeVarType and not _generic_or_literal(expected)


def _holds_none(t: Type) -> bool:
    return any(type(i) is NoneType for i in union_items(t))


def _generic_or_literal(t: Type) -> bool:
    """mypy's context for a call returning a bare type variable: a generic instance, or a
    literal (alone or in a union)."""
    if type(t) is Instance:
        return bool(t.args)
    if type(t) is UnionType:
        return any(type(m) is LiteralType for m in t.items)
    return type(t) is LiteralType


def _as_expected_class(ret: Type, expected: Type, prog: ClassHierarchy) -> tuple[Type, Type]:
    """A generic return type seen as the expected class (the one member of an expected union
    it can be), so that the context can solve its type variables: ``CallbackDict[K, V]`` for a
    ``dict[str, str | None] | None`` is a ``dict[K, V]`` for the ``dict[str, str | None]``."""
    if type(ret) is Instance:
        mapped = [(m, up) for m in union_items(expected) if type(m) is Instance and (up := map_to_supertype(ret, m.name, prog)) is not None]
        if len(mapped) == 1:
            return mapped[0][1], mapped[0][0]
    return ret, expected


def _generic_result(t: CallableType, solution: dict[TypeVarType, Type]) -> Type:
    """A call that returns a callable: the type variables found only in that callable stay its
    own (``lru_cache(maxsize=None)`` is ``Callable[[Callable[..., T]], _lru_cache_wrapper[T]]``,
    generic in T, not solved to Any before the decorated function is known)."""
    in_params: list[TypeVarType] = []
    for p in t.params:
        collect_type_vars(p.type, in_params)
    own = tuple(tv for tv in t.type_vars if tv not in in_params and tv.kind != TypeVarKind.TYPEVARTUPLE and isinstance(solution.get(tv), AnyType))
    if not own:
        return substitute(t.ret, solution)
    ret = substitute(t.ret, {tv: v for tv, v in solution.items() if tv not in own})
    assert type(ret) is CallableType
    return _bound_where_used(ret, own)


def _bound_where_used(t: CallableType, tvs: tuple[TypeVarType, ...]) -> CallableType:
    """``t`` generic in ``tvs``, each bound by the innermost callable that holds all its uses
    (mypy): ``Callable[..., Callable[[F], F]]`` is ``def (...) -> def [F] (F) -> F``, so each
    call of the outer callable gives a decorator generic afresh."""
    in_params: list[TypeVarType] = []
    for p in t.params:
        collect_type_vars(p.type, in_params)
    deeper = tuple(tv for tv in tvs if tv not in in_params) if type(t.ret) is CallableType else ()
    here = tuple(tv for tv in tvs if tv not in deeper)
    ret = _bound_where_used(t.ret, deeper) if deeper and type(t.ret) is CallableType else t.ret
    return replace(t, ret=ret, type_vars=t.type_vars + here)


def _members_that_fit(actual: UnionType, target: Type, prog: ClassHierarchy) -> Type:
    """Unannotated code (which mypy skips) may know more of a union from an annotated API than
    its type says (None ruled out elsewhere, a kind tag beside the value): only the members
    that fit are checked, unless none does."""
    fitting = [i for i in actual.items if is_assignable(i, target, prog)]
    return make_union(fitting or [i for i in actual.items if type(i) is not NoneType])


def _mixed_in_self(ck: ExpressionChecker, actual: Type, target: Type) -> bool:
    """Unannotated code passes ``self`` of a mixin where another base's instance is expected
    (``TestCase.__call__(self, result)``): ``self`` is of a subclass that may have both."""
    owner = ck.ctx.method_of
    if owner is None or owner.is_final or actual != owner.self_instance() or type(target) is not Instance:
        return False
    other = ck.prog.class_by_name(target.name)
    return other is not None and not other.is_final


def _widened_within_bound(exact: Type, tv: TypeVarType, prog: ClassHierarchy) -> Type:
    """A solution's literals widened, but a str literal only as far as ``LiteralString`` where
    the bound asks for one (``T: LiteralString`` solved from ``"a"``)."""
    widened = widen_literal(exact)
    if tv.bound is None or widened is exact or is_assignable(widened, tv.bound, prog):
        return widened
    kept = make_union([LITERAL_STRING if is_str_literal(i) else widen_literal(i) for i in union_items(exact)])
    return kept if is_assignable(kept, tv.bound, prog) else widened


def _declared_literal(ck: ExpressionChecker, a: Arg) -> bool:
    """A literal type the argument has from a declaration, not from a literal written in the
    call: a name of a literal type (``s: Literal["a"]``), an enum member's literal type from a
    declaration (``NO_VALUE: Literal[Flag.NO]``); ``Flag.NO`` is widened, and so is a name
    declared ``Final`` without a type (``LIMIT: Final = 99``), whose type is the literal it is
    assigned, as fresh as the literal written there (mypy's ``Literal[99]?``)."""
    t = a.type
    if type(t) is not LiteralType or a.node is None:
        return False
    if not t.fallback.startswith("builtins."):
        return enums.member_named(ck, a.node) is None
    return type(a.node) is ast.Name and t.fallback not in written_literals(ck, a.node)


def _with_defaults(ck: ExpressionChecker, result: Instance, sig: CallableType) -> Instance:
    """A constructed instance whose type arguments no parameter of a plain (not overloaded)
    constructor mentions takes their PEP 696 defaults (``Box()`` is ``Box[int]``). Overloaded
    constructors are left alone: their ``self`` annotations choose the arguments (typeshed's
    ``catch_warnings``)."""
    info = ck.prog.class_by_name(result.name)
    if info is None or not info.type_params:
        return result
    args = result.args or tuple(ANY for _ in info.type_params)
    if len(args) != len(info.type_params):
        return result
    out: list[Type] = []
    for tv, arg in zip(info.type_params, args):
        # A default may name an earlier parameter (``StopT = TypeVar(..., default=StartT)``).
        default = substitute(tv.default, dict(zip(info.type_params, out))) if tv.default is not None else None
        if (type(arg) is AnyType and default is not None and not has_type_vars(default)
                and not any(substitute(p.type, {tv: NEVER}) != p.type for p in sig.params)):
            arg = default
        out.append(arg)
    return replace(result, args=tuple(out))


def _choose_overload_items(ck: ExpressionChecker, t: CallableType, checks: list[tuple[Arg, Type]], variadic: dict[TypeVarType, Type],
                           constraints: dict[TypeVarType, list[Type]], fresh: set[TypeVarType]) -> None:
    """``run(overloaded_fn, 5)`` with ``Callable[[*Ts], R]`` and ``*args: *Ts``: the item of the
    overloaded function that takes the other arguments is the one called (mypy), and solves R."""
    known: dict[TypeVarType, Type] = {tv: v for tv, v in variadic.items() if type(v) is not AnyType}
    if not known:
        return
    for a, formal in checks:
        if type(a.type) is not Overloaded or type(formal) is not CallableType or not has_type_vars(formal):
            continue
        target = _erase_for_check(substitute(formal, known), t.type_vars)
        item = overloaded_callbacks.fitting_item(ck, a.type, target, lambda i, types: _fits_types(ck, i, types))
        if item is None:
            continue
        a.type = item
        found_here: dict[TypeVarType, list[Type]] = {}
        collect_constraints(formal, item, ck.prog, found_here)
        for tv, values in found_here.items():
            constraints.setdefault(tv, []).extend(values)
        fresh.update(found_here)


def _check_paramspec_args(ck: ExpressionChecker, t: CallableType, mapping: dict[int, list[Arg]], args: list[Arg], solution: dict[TypeVarType, Type], node: ast.AST | None, name: CalleeName | None, report: bool) -> None:
    """``def call(f: Callable[P, R], *args: P.args, **kwargs: P.kwargs)``: the arguments given
    for ``*args`` / ``**kwargs`` are checked against the parameters P was solved to."""
    star = next((i for i, p in enumerate(t.params) if p.kind == ParamKind.VAR_POSITIONAL and is_variadic(p.type) and p.type.kind == TypeVarKind.PARAMSPEC), None)
    if star is None:
        return
    spec = t.params[star].type
    value = solution.get(spec) if type(spec) is TypeVarType else None
    if type(value) is not CallableType or value.ellipsis:
        return
    kwstar = next((i for i, p in enumerate(t.params) if p.kind == ParamKind.VAR_KEYWORD and p.type == spec), None)
    passed = mapping.get(star, []) + (mapping.get(kwstar, []) if kwstar is not None else [])
    unpacked = [a for a in args if a.kind in ("star", "dstar")]
    if unpacked and all(a.kind == "dstar" and _typeddict_argument(ck, a) for a in unpacked):
        # ``run(f, **options)`` with a TypedDict: its items are keyword arguments like any
        # other, checked against what P was solved to (mypy).
        passed = sorted({id(a): a for a in passed + unpacked}.values(), key=lambda a: a.index)
        check_args(ck, CallableType(value.params, ANY), passed, node, name, report=report)
        return
    if unpacked:
        # f(*args, **kwargs): what is passed through is known only as the caller's own ParamSpec.
        passed += [a for a in args if a.kind in ("star", "dstar")]
        passed.sort(key=lambda a: a.index)
        if report and node is not None:
            paramspec_calls.check_components_into(ck, replace(value, name=t.name), passed, node, name,
                                                  lambda prefix, given: check_args(ck, prefix, given, node, name, report=report))
        return
    passed.sort(key=lambda a: a.index)
    check_args(ck, CallableType(value.params, ANY), passed, node, name, report=report)


def _typeddict_argument(ck: ExpressionChecker, a: Arg) -> bool:
    """``**td`` with ``td`` a TypedDict (its keys known)."""
    if a.type is None and a.node is not None:
        a.type = ck.infer(a.node)
    return type(a.type) is Instance and ck.prog.typeddict_items(a.type) is not None


def _erase_for_check(formal: Type, tvs: tuple[TypeVarType, ...]) -> Type:
    if not tvs or not has_type_vars(formal):
        return formal
    if type(formal) is TypeVarType and formal in tvs:
        if formal.values:
            return make_union(list(formal.values))
        return formal.bound if formal.bound is not None and not has_type_vars(formal.bound) else ANY
    if type(formal) is UnionType:
        return make_union([_erase_for_check(i, tvs) for i in formal.items])
    return substitute(formal, {tv: ANY for tv in tvs})


def _keyword_suggestion(unknown: str, t: CallableType) -> str:
    """``; did you mean "mail"?`` for a misspelt keyword: the close parameter names that a
    caller may pass by keyword."""
    names = {p.name for p in t.params if p.name and p.kind in (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)}
    close = close_names(unknown, names)
    return f"; did you mean {either(close)}?" if close else ""


def _report_arity(ck: ExpressionChecker, problems: list[str], node: ast.AST, name: CalleeName | None, t: CallableType) -> None:
    for p in problems:
        if p == "too-many":
            ck.error(node, "call-arg", f'Too many arguments{naming("for", name)}')
            return
        if p == "too-many-positional":
            ck.error(node, "call-arg", f'Too many positional arguments{naming("for", name)}')
            return
    for p in problems:
        kind, _, rest = p.partition(":")
        if kind == "unexpected":
            if ck.reports("call-arg"):
                ck.error(node, "call-arg", f'Unexpected keyword argument "{rest}"{naming("for", name)}{_keyword_suggestion(rest, t)}')
        elif kind == "multiple":
            ck.error(node, "call-arg", f'{name if name is not None else "Function"} gets multiple values for keyword argument "{rest}"')
        elif kind == "missing-pos":
            names = [n for n in rest.split(",") if n]
            if names and name is not None:  # (a callee without a name: mypy's "Too few arguments")
                plural = "s" if len(names) > 1 else ""
                ck.error(node, "call-arg", f'Missing positional argument{plural} {quoted(names)} in call{naming("to", name)}')
            else:
                ck.error(node, "call-arg", f'Too few arguments{naming("for", name)}')
        elif kind == "missing-kw":
            for n in rest.split(","):
                ck.error(node, "call-arg", f'Missing named argument "{n}"{naming("for", name)}')
        return  # one arity message per call is enough


def iterated_type(ck: ExpressionChecker, t: Type, node: ast.AST | None, union: UnionType | None = None) -> Type:
    """The item type when iterating over a value of type ``t`` (a member of ``union``: a
    member that is not iterable is reported as that union's item, union-attr, as mypy does)."""
    if type(t) is AnyType:
        return ANY
    if type(t) is TupleType:
        return element_type(t.items)
    if type(t) is UnionType:
        return make_union([iterated_type(ck, i, node, t) for i in t.items])
    var = t if type(t) is TypeVarType and plain_operand(ck, t) else None
    if var is not None:
        t = var.bound or Instance("builtins.object")  # its values iterate as the bound does (mypy names the variable)
    if type(t) is LiteralType:
        t = Instance(t.fallback)
    shown = var or t
    if type(t) is Instance:
        if node is not None:
            deprecations.report_member(ck, node, t, "__iter__")
        if (fields := ck.prog.namedtuple_items(t)) is not None and fields.items:
            return element_type(fields.items)  # a named tuple yields its fields (its base is tuple[Any, ...])
        mapped = map_to_supertype(t, "typing.Iterable", ck.prog)
        if mapped is not None and mapped.args:
            return mapped.args[0]
        it = ck._member_of(t, "__iter__")
        from hintloader.checker.expressions import NEVER_MISSING

        if it is NEVER_MISSING:
            # Only __iter__ makes an iterable (mypy): the old __getitem__ protocol is no Iterable.
            if node is not None and ck._certain(t):
                if union is not None:
                    _not_iterable_item(ck, node, shown, union)
                elif ck.reports("attr-defined"):
                    from hintloader.checker.members import own_names

                    close = close_names("__iter__", own_names(ck, t)) if shown is t else []
                    maybe = f"; maybe {either(close)}?" if close else ""
                    ck.error(node, "attr-defined", f'"{format_type(shown)}" has no attribute "__iter__"{maybe} (not iterable)')
                return ERROR_ANY
            return ANY
        iterator = try_call(ck, it, [])
        if iterator is None or type(iterator) is AnyType:
            return ANY
        nxt = ck._member_of(iterator, "__next__")
        if nxt is NEVER_MISSING:
            return ANY
        r = try_call(ck, nxt, [])
        return r if r is not None else ANY
    if type(t) is NoneType and node is not None:
        if union is not None:
            _not_iterable_item(ck, node, t, union)
        else:
            ck.error(node, "attr-defined", '"None" has no attribute "__iter__" (not iterable)')
        return ERROR_ANY
    if type(t) is TypeType and type(t.item) is Instance:
        # A class object iterates through its metaclass (``for c in Color`` is EnumMeta's
        # ``__iter__``, whose ``self: type[T]`` is the class).
        meta = ck.prog.metaclass(t.item.name)
        from hintloader.checker.expressions import NEVER_MISSING as MISSING

        it = ck.instance_member(meta, "__iter__", t) if meta is not None else MISSING
        iterator = try_call(ck, it, []) if it is not MISSING else None
        nxt = ck._member_of(iterator, "__next__") if iterator is not None and type(iterator) is not AnyType else MISSING
        r = try_call(ck, nxt, []) if nxt is not MISSING else None
        return r if r is not None else ANY
    return ANY


def _not_iterable_item(ck: ExpressionChecker, node: ast.AST, item: Type, union: UnionType) -> None:
    ck.error(node, "union-attr", f'Item "{format_type(item)}" of "{format_type(union)}" has no attribute "__iter__" (not iterable)')


def infer_lambda(ck: ExpressionChecker, node: ast.Lambda, expected: Type | None) -> Type:
    from hintloader.checker.expressions import ExpressionChecker as EC, FuncCtx

    exp = lambda_closures.callable_context(expected)
    names = [a.arg for a in node.args.posonlyargs + node.args.args]
    param_types: list[Type] = []
    for i, _n in enumerate(names):
        if exp is not None and not exp.ellipsis and i < len(exp.params):
            param_types.append(exp.params[i].type)
        else:
            param_types.append(ANY)
    outer = set(ck.ctx.outer) | (ck.ctx.locals if ck.ctx.kind == "function" else set())
    # A comprehension's own variables are bound only in the flow (``[lambda: n for n in xs]``).
    outer.update(k for k in ck.env if k.isidentifier() and (ck.ctx.kind == "function" or not ck.ctx.scope.module.definitions(k)))
    all_names = names + [a.arg for a in node.args.kwonlyargs] + ([node.args.vararg.arg] if node.args.vararg else []) + ([node.args.kwarg.arg] if node.args.kwarg else [])
    ctx = FuncCtx(ck.ctx.scope, set(all_names), {}, outer - set(all_names), set(), "function")
    ctx.outer_declared = lambda_closures.outer_declarations(ck.ctx, ctx.outer)
    ctx.outer_narrowed = lambda_closures.narrowed_names(ck, ctx.outer)
    ctx.lenient = ck.ctx.lenient  # a lambda in unannotated code is checked as leniently
    sub = EC(ck.prog, ck.reporter, ctx)
    sub.quiet = ck.quiet
    sub.env = Env(zip(names, param_types))
    for d in node.args.defaults + [d for d in node.args.kw_defaults if d is not None]:
        ck.infer(d)
    func_returns.allow_none_result(sub, node.body)
    ret = sub.infer(node.body, exp.ret if exp is not None else None)
    if exp is not None and not ctx.lenient:
        _check_lambda_return(sub, node.body, ret, exp.ret)
    # ``lambda a, /, b, *, c=0: ...``: the kinds its parameters are written with (mypy checks
    # calls of it by them: ``Unexpected keyword argument "a"``).
    posonly = len(node.args.posonlyargs)
    params = tuple(Param(n, t, ParamKind.POSITIONAL_ONLY if i < posonly else ParamKind.POSITIONAL_OR_KEYWORD, i >= len(names) - len(node.args.defaults))
                   for i, (n, t) in enumerate(zip(names, param_types)))
    params += tuple(Param(a.arg, ANY, ParamKind.KEYWORD_ONLY, d is not None) for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults))
    if node.args.vararg or node.args.kwarg:
        return CallableType((), widen_literal(ret), "lambda", ellipsis=True)
    # (a literal it returns is widened, as mypy, unless the context asks for literals)
    return CallableType(params, widen_literal(ret) if exp is None or not has_literal(exp.ret) else ret, "lambda")


def _check_lambda_return(ck: ExpressionChecker, body: ast.expr, ret: Type, declared: Type) -> None:
    """A lambda's body is its return value: checked against the return type of the callable it
    is written for, as mypy does (return-value; its target's own error is reported apart). Not
    for a context returning None (the body is a statement there) or one still open (Any, the
    variables of a call being solved)."""
    if type(declared) is NoneType or has_any(declared) or has_type_vars(declared):
        return
    verdict = is_assignable(ret, declared, ck.prog)
    if not verdict and not has_any(ret):
        got = ret if has_literal(declared) else widen_literal(ret)
        ck.error(body, "return-value", f'Incompatible return value type (got "{format_type(got)}", expected "{format_type(declared)}")')
