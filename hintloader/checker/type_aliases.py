"""Type alias definitions: ``X: TypeAlias = ...``, ``type X = ...`` and ``TypeAliasType(...)``
must stand for a valid type expression, declare the type variables they use and not be defined
through themselves."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from hintloader.checker import type_params
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.astutil import string_annotation, walk
from hintloader.checker.symbols import AliasDef, Reporter, Symbol
from hintloader.checker.value_names import enclosing_parameter
from hintloader.typesystem.model import Instance, Type, TypeVarType, TypeVarKind, collect_type_vars

if TYPE_CHECKING:  # called by the statement checker with itself
    from hintloader.checker.expressions import ExpressionChecker

# Expressions that can begin a type expression; anything else (a call, a display, a lambda, a
# conditional, ``or``, an f-string) is no type whatever it evaluates to.
_TYPE_EXPRESSION_NODES = (ast.Name, ast.Attribute, ast.Subscript, ast.BinOp, ast.Constant)


def check_definition(ck: ExpressionChecker, name: str, where: ast.AST) -> None:
    """Check the alias that ``name`` (bound at ``where``) defines in the current scope."""
    sym = ck.prog.lookup(ck.ctx.scope, name)
    alias = ck.prog.alias_of(sym) if sym is not None else None
    if sym is None or alias is None:
        return
    value = alias.value
    if not _valid_expression(ck, value):
        return
    conv = TypeConverter(ck.prog, alias.scope, ck.reporter)
    conv._expanding = (sym.fullname,)  # a use of the alias inside is a recursive reference
    target = conv.convert(value)
    if alias.kind == "call":
        _check_type_params(ck, conv, alias, name)
    if alias.kind == "statement":
        type_params.check_list(ck, where, ck.ctx.scope, alias.scope)  # (bounds and defaults as a class's)
    if alias.kind in ("statement", "call"):
        _check_undeclared(ck, conv, alias, target, value)
    if alias.kind == "call":
        # Only one it lists as its own: without type_params it is no generic alias, and the
        # enclosing class's T is that T (the conformance suite's aliases_typealiastype).
        listed = [t for t in (conv.convert_type_param(p) for p in alias.params) if type(t) is TypeVarType]
        _check_bound_reuse(ck, target, value, only=listed)
        type_params.check_defaults_order(ck, alias.node, listed)
    elif alias.kind != "statement":
        _check_bound_reuse(ck, target, value)
        _check_old_style_params(ck, target, alias)
    _check_cycle(ck, sym, alias, where)


def check_bound_reuse(ck: ExpressionChecker, name: str, node: ast.Assign) -> None:
    """``A = List[T]`` in a class or function that binds T (an implicit alias's definition)."""
    if ck.quiet or not ck.ctx.scope.bound or not isinstance(node.value, (ast.Subscript, ast.BinOp)):
        return
    sym = ck.prog.lookup(ck.ctx.scope, name)
    alias = ck.prog.alias_of(sym) if sym is not None else None
    if alias is None or alias.kind != "implicit" or alias.node is not node:
        return
    _check_bound_reuse(ck, TypeConverter(ck.prog, alias.scope, None).convert(alias.value), alias.value)


def _check_bound_reuse(ck: ExpressionChecker, target: Type, value: ast.expr, only: list[TypeVarType] | None = None) -> None:
    """An alias is generic in its own type variables: one that the enclosing class or function
    binds would be a different variable in each use (mypy, pyright). ``only``: those it lists."""
    if not ck.ctx.scope.bound:
        return
    used: list[TypeVarType] = []
    collect_type_vars(target, used)
    taken = next((tv for tv in used if tv in (ck.ctx.scope.bound or ()) and (only is None or tv in only)), None)
    if taken is not None:
        at = next((n for n in walk(value) if type(n) is ast.Name and n.id == taken.name), value)
        ck.error(at, "valid-type", f'Can\'t use bound type variable "{taken.name}" to define generic alias')


# What an implicit alias's definition reports (mypy): its other findings are reported where it is
# used (its value may be meant as a value); these only a type expression can have.
_AT_DEFINITION = ("More than one variadic Unpack in a type is not allowed",
                  'Please use "Callable[[<parameters>], <return type>]" or "Callable"')  # (Callable[T] fails at run time too)


class _OnlyNoneType:
    """Forwards only ``nonetype-type`` and _AT_DEFINITION."""

    def __init__(self, reporter: Reporter) -> None:
        self.reporter = reporter

    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        if code == "nonetype-type" or message in _AT_DEFINITION:
            self.reporter.error(node, code, message, origin)

    def note(self, node: ast.AST, code: str, message: str) -> None:
        pass


def check_rebinding(ck: ExpressionChecker, target: ast.Name, node: ast.stmt) -> None:
    """A name declared a type alias (``X: TypeAlias``, ``type X``, ``TypeAliasType``) is bound
    once: another assignment is an error (mypy's words; the alias stays what it declared)."""
    if ck.quiet or not ck.ctx.scope.module.declares_aliases:
        return  # (no alias declared here: one imported from elsewhere may be shadowed)
    sym = ck.prog.lookup(ck.ctx.scope, target.id)
    alias = ck.prog.alias_of(sym) if sym is not None else None
    if alias is None or alias.kind == "implicit" or alias.node is node:
        return
    if sym is None or not any(n is alias.node for n in sym.nodes):
        return  # an alias imported from elsewhere
    ck.error(target, "misc", f'Cannot assign multiple types to name "{target.id}" without an explicit "type[...]" annotation')


def check_implicit_params(ck: ExpressionChecker, name: str, node: ast.Assign) -> None:
    """``A = Dict[T, S]``: the defaults of an implicit generic alias's parameters."""
    if ck.quiet or not isinstance(node.value, (ast.Subscript, ast.BinOp)):
        return
    sym = ck.prog.lookup(ck.ctx.scope, name)
    alias = ck.prog.alias_of(sym) if sym is not None else None
    if alias is None or alias.kind != "implicit" or alias.node is not node:
        return
    _check_old_style_params(ck, TypeConverter(ck.prog, alias.scope, None).convert(alias.value), alias)


def _check_old_style_params(ck: ExpressionChecker, target: Type, alias: AliasDef) -> None:
    """An old-style generic alias's parameters are its type variables in order of appearance:
    they keep the order rules of a parameter list with defaults (PEP 696)."""
    if ck.quiet:
        return
    used: list[TypeVarType] = []
    collect_type_vars(target, used)
    if any(tv.default is not None for tv in used):
        type_params.check_defaults_order(ck, alias.node, used)


def check_implicit(ck: ExpressionChecker, name: str) -> None:
    """``Opt = int | types.NoneType``: an implicit alias names NoneType as a type (mypy)."""
    sym = ck.prog.lookup(ck.ctx.scope, name)
    alias = ck.prog.alias_of(sym) if sym is not None else None
    if sym is None or alias is None or alias.kind != "implicit" or ck.quiet:
        return
    conv = TypeConverter(ck.prog, alias.scope, _OnlyNoneType(ck.reporter))
    conv._expanding = (sym.fullname,)
    conv.convert(alias.value)
    for written in _bytes_in_type_positions(ck, conv, alias.value) if ck.ctx.kind != "function" else ():
        # ``W = Wrap[b"int"]``: a bytes string is no forward reference (mypy, at the definition)
        ck.error(written, "valid-type", "Invalid type comment or annotation")


def _bytes_in_type_positions(ck: ExpressionChecker, conv: TypeConverter, node: ast.expr) -> list[ast.Constant]:
    """The bytes constants of a type expression where a type stands (not a ``Literal``'s
    values nor ``Annotated``'s metadata)."""
    if type(node) is ast.Constant:
        return [node] if isinstance(node.value, bytes) else []
    if type(node) is ast.BinOp:
        return _bytes_in_type_positions(ck, conv, node.left) + _bytes_in_type_positions(ck, conv, node.right)
    if isinstance(node, (ast.Tuple, ast.List)):
        return [c for e in node.elts for c in _bytes_in_type_positions(ck, conv, e)]
    if type(node) is ast.Subscript:
        form = conv.form(node.value)
        if form == "Literal":
            return []
        head = conv.convert(node.value, top=False) if form is None else None
        info = ck.prog.class_by_name(head.name) if type(head) is Instance else None
        if form is None and (info is None or not info.type_params):
            return []  # ``Level[b"LOW"]`` of an enum: an item, no type argument
        inner = node.slice.elts[:1] if form == "Annotated" and type(node.slice) is ast.Tuple else [node.slice]
        return [c for e in inner for c in _bytes_in_type_positions(ck, conv, e)]
    return []


def _valid_expression(ck: ExpressionChecker, value: ast.expr) -> bool:
    """Report a value that cannot be a type expression at all (mypy's wording)."""
    if type(value) is ast.List:
        ck.error(value, "valid-type", 'Bracketed expression "[...]" is not valid as a type')
        return False
    if not isinstance(value, _TYPE_EXPRESSION_NODES) or type(value) is ast.BinOp and type(value.op) is not ast.BitOr:
        ck.error(value, "valid-type", "Invalid type alias: expression is not a valid type")
        return False
    if type(value) is ast.Subscript and not isinstance(value.value, (ast.Name, ast.Attribute)):
        ck.error(value, "valid-type", "Invalid type alias: expression is not a valid type")
        return False
    return True


def _check_type_params(ck: ExpressionChecker, conv: TypeConverter, alias: AliasDef, name: str) -> None:
    """``X = TypeAliasType("X", ..., type_params=(T, P))`` repeats the name of its variable and
    takes a literal tuple of type variables."""
    call = alias.node.value if type(alias.node) is ast.Assign else None
    first = call.args[0] if type(call) is ast.Call and call.args else None
    if type(call) is ast.Call and not call.args:
        first = next((k.value for k in call.keywords if k.arg == "name"), None)
    if type(first) is ast.Constant and isinstance(first.value, str) and first.value != name:
        ck.error(call, "misc", f'String argument 1 "{first.value}" to TypeAliasType(...) does not match variable name "{name}"')  # type: ignore[arg-type]
    given = next((k.value for k in call.keywords if k.arg == "type_params"), None) if type(call) is ast.Call else None
    if given is not None and type(given) is not ast.Tuple:
        ck.error(given, "misc", "Tuple literal expected as the type_params argument to TypeAliasType")
        return
    variadic = 0
    for item in alias.params:
        param = conv.convert_type_param(item)
        if type(param) is not TypeVarType:
            ck.error(item, "misc", "Free type variable expected in type_params argument to TypeAliasType")
        elif param.kind == TypeVarKind.TYPEVARTUPLE:
            variadic += 1
            if variadic == 2:
                ck.error(item, "type-var", "Can only use one TypeVarTuple in type_params argument to TypeAliasType")


def _check_undeclared(ck: ExpressionChecker, conv: TypeConverter, alias: AliasDef, target: object, value: ast.expr) -> None:
    """A ``type`` statement or ``TypeAliasType`` lists every type variable it uses (those of an
    enclosing generic class aside): an old-style one left out is unbound in the alias."""
    used: list[TypeVarType] = []
    collect_type_vars(target, used)  # type: ignore[arg-type]
    if alias.kind == "statement" and ck.ctx.kind == "function":
        # In a def, only its own: an enclosing function's or class's parameters are not the
        # alias's (mypy), though the alias's lazy value could see them.
        own = {getattr(p, "name", "") for p in getattr(alias.node, "type_params", None) or []}
        declared = {tv for name, tv in alias.scope.type_vars.items() if name in own}
    elif alias.kind == "statement":
        declared = set(alias.scope.type_vars.values())
    else:
        declared = {t for t in (conv.convert_type_param(p) for p in alias.params) if type(t) is TypeVarType}
    owner = alias.scope.cls
    if owner is not None and not (alias.kind == "statement" and ck.ctx.kind == "function"):
        declared.update(owner.type_params)
    for tv in used:
        if tv in declared or any(tv.name == d.name and tv.scope == d.scope for d in declared):
            continue
        if alias.kind == "statement":
            ck.error(value, "valid-type", f'All type parameters should be declared ("{tv.name}" not declared)')
        else:
            ck.error(value, "valid-type", f'Type variable "{tv.name}" is not included in type_params')


def _check_cycle(ck: ExpressionChecker, sym: Symbol, alias: AliasDef, where: ast.AST) -> None:
    """An alias that is itself, or a union with itself as a member, through any chain of aliases,
    stands for no type. (Inside a class's arguments, ``list["Json"]``, recursion is fine.)"""
    found = _reaches(ck, sym.fullname, alias, set(), in_union=False)
    if found == "union":
        ck.error(where, "misc", "Invalid recursive alias: a union item of itself")
    elif found == "self":
        ck.error(where, "misc", f'Cannot resolve name "{sym.fullname.rpartition(".")[2]}" (possible cyclic definition)')
    elif alias.kind == "call" and _names_itself_eagerly(alias.value, sym.fullname.rpartition(".")[2]):
        # TypeAliasType evaluates its value at once: an unquoted use of the name being
        # defined is not bound yet.
        ck.error(where, "misc", f'Cannot resolve name "{sym.fullname.rpartition(".")[2]}" (possible cyclic definition)')


def check_local_recursion(ck: ExpressionChecker, name: str, node: ast.Assign) -> None:
    """An alias defined in a function cannot refer to itself, quoted or not (mypy: recursive
    types are not allowed at function scope; unquoted, the name is not bound yet)."""
    if ck.quiet or not isinstance(node.value, (ast.Subscript, ast.BinOp)) or not _names_itself(node.value, name):
        return
    head: ast.expr = node.value
    while type(head) is ast.Subscript:
        head = head.value
    found = ck.symbol_of(head) if isinstance(head, (ast.Name, ast.Attribute)) else None
    if found is None or not (found.kind == "class" or found.fullname.startswith(("typing.", "typing_extensions."))):
        return  # ``column = data["column"]``: an index into a value, not a type
    sym = ck.prog.lookup(ck.ctx.scope, name)
    if sym is None or sym.nodes != [node] or enclosing_parameter(ck.ctx.scope, name) is not None:
        return  # a parameter or a name bound again is a variable (``x = Enum[x.upper()]``)
    alias = ck.prog.alias_of(sym)
    if alias is not None and alias.node is node:
        ck.error(node, "misc", f'Cannot resolve name "{name}" (possible cyclic definition)')


def _names_itself(value: ast.expr, name: str) -> bool:
    """Whether ``name`` occurs in ``value``, also inside a string (a forward reference)."""
    for n in walk(value):
        if type(n) is ast.Name and n.id == name:
            return True
        if type(n) is ast.Constant and isinstance(n.value, str) and name in n.value:
            inner = string_annotation(n)
            if inner is not None and _names_itself(inner, name):
                return True
    return False


def _names_itself_eagerly(value: ast.expr, name: str) -> bool:
    return any(type(n) is ast.Name and n.id == name for n in walk(value))


def _reaches(ck: ExpressionChecker, target: str, alias: AliasDef, seen: set[str], *, in_union: bool) -> str | None:
    """Whether the alias's value, followed through the aliases it is made of at its top level
    (the value itself and union members), comes back to ``target``: "union" or "self"."""
    conv = TypeConverter(ck.prog, alias.scope, None)
    for node, member in _top_level(conv, alias.value, in_union):
        found = conv._symbol(node)
        sym = found if isinstance(found, Symbol) else None
        if sym is None:
            continue
        if sym.fullname == target:
            return "union" if member else "self"
        if sym.fullname in seen:
            continue
        seen.add(sym.fullname)
        inner = ck.prog.alias_of(sym)
        if inner is not None:
            reached = _reaches(ck, target, inner, seen, in_union=member)
            if reached is not None:
                return reached
    return None


def _top_level(conv: TypeConverter, value: ast.expr, in_union: bool) -> list[tuple[ast.expr, bool]]:
    """The names a type expression is made of outside any class's arguments, each with whether
    it is a union member: ``A``, ``A | B``, ``Union[A, B]``, ``"A"``, ``A[int]``'s ``A``."""
    if type(value) is ast.Constant and isinstance(value.value, str):
        parsed = string_annotation(value)
        if parsed is None:
            return []
        value = parsed
    if type(value) is ast.BinOp and type(value.op) is ast.BitOr:
        return _top_level(conv, value.left, True) + _top_level(conv, value.right, True)
    if type(value) is ast.Subscript:
        if conv.form(value) in ("Union", "Optional"):
            items = value.slice.elts if type(value.slice) is ast.Tuple else [value.slice]
            return [pair for item in items for pair in _top_level(conv, item, True)]
        return [(value.value, in_union)]
    if isinstance(value, (ast.Name, ast.Attribute)):
        return [(value, in_union)]
    return []
