"""Type expressions: annotations, string forward references and type comments into types."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from hintloader.checker.annotation_scopes import declares_itself, in_class_body
from hintloader.checker.symbols import ClassInfo, Reporter, Scope, Symbol, with_type_params
from hintloader.checker.enums import members_of_class
from hintloader.checker.literal_types import literal_type
from hintloader.checker.specialforms import form_of
from hintloader.checker.suggestions import close_names, either, forgotten_import
from hintloader.typesystem.relations import ClassHierarchy, is_assignable
from hintloader.typesystem.model import (
    collect_type_vars,
    ANY,
    ERROR_ANY,
    NEVER,
    NONE,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    Param,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    Variance,
    format_type,
    has_any,
    has_type_vars,
    is_variadic,
    literal_fallback,
    make_union,
    self_type_var,
    short_name,
    substitute,
)

ALIASES = {
    "List": "builtins.list",
    "Dict": "builtins.dict",
    "Set": "builtins.set",
    "FrozenSet": "builtins.frozenset",
    "DefaultDict": "collections.defaultdict",
    "OrderedDict": "collections.OrderedDict",
    "Counter": "collections.Counter",
    "ChainMap": "collections.ChainMap",
    "Deque": "collections.deque",
}
# Forms that wrap a declaration rather than being a type; stripped with their meaning recorded.
QUALIFIERS = {"Final", "ClassVar", "Required", "NotRequired", "ReadOnly", "Annotated", "InitVar"}
SPECIAL = {
    "Any", "Union", "Optional", "Callable", "Tuple", "Type", "Literal", "NoReturn", "Never",
    "Self", "LiteralString", "TypeGuard", "TypeIs", "TypeAlias", "Concatenate", "Unpack",
    "Generic", "Protocol",
} | QUALIFIERS


def special_name(fullname: str) -> str | None:
    """The special form of type expressions a definition is (``typing.Union``,
    ``typing_extensions.Self``, ``collections.abc.Callable`` ...), by its short name."""
    name = form_of(fullname)
    if name is None or name not in SPECIAL and name not in ALIASES:
        return None
    return name


# Parsed string annotations by text; positions are rewritten on every use.
_FORWARD_REFS: dict[str, ast.expr] = {}


class NameResolver(ClassHierarchy, Protocol):
    def tick(self) -> None: ...

    def lookup(self, scope: Scope, name: str) -> Symbol | None: ...

    def member_symbol(self, sym: Symbol, attr: str) -> Symbol | None: ...

    def class_of(self, sym: Symbol) -> ClassInfo | None: ...

    def typevar_of(self, sym: Symbol) -> TypeVarType | None: ...

    def alias_node(self, sym: Symbol) -> tuple[ast.expr, Scope] | None: ...

    def symbol_by_fullname(self, fullname: str) -> Symbol | None: ...

    def names_in_scope(self, scope: Scope) -> set[str]: ...


def _clearly_a_value(sym: Symbol) -> bool:
    """A variable bound only to literals, displays or arithmetic: certainly not a type alias."""
    values = [n.value for n in sym.nodes if isinstance(n, (ast.Assign, ast.AnnAssign))]
    if len(values) != len(sym.nodes) or not values:
        return False
    plain = (ast.Constant, ast.List, ast.Dict, ast.Set, ast.Tuple, ast.JoinedStr, ast.ListComp, ast.DictComp, ast.BinOp, ast.UnaryOp)
    return all(v is not None and isinstance(v, plain) and not (isinstance(v, ast.BinOp) and isinstance(v.op, ast.BitOr))
               and not (isinstance(v, ast.Constant) and (v.value is None or isinstance(v.value, str))) for v in values)


def _args_with_defaults(params: tuple[TypeVarType, ...], given: tuple[Type, ...]) -> tuple[Type, ...]:
    """Type arguments ``given`` for the first parameters, then the others' defaults (Any without
    one); a default may name an earlier parameter (``class Two[T, U = T]``: ``Two[int]`` is
    ``Two[int, int]``)."""
    args = list(given)
    for p in params[len(given):]:
        args.append(substitute(p.default, dict(zip(params, args))) if p.default is not None else ANY)
    return tuple(args)


def _free_type_vars(target: Type) -> list[TypeVarType]:
    """A generic alias's parameters: the type variables of its target, in order of appearance
    (``Callable[[T], S]`` takes ``[T, S]``)."""
    free: list[TypeVarType] = []
    collect_type_vars(target, free)
    return free


class TypeConverter:
    """Turns type expressions into types in one scope; reports invalid ones if asked to."""

    def __init__(self, resolver: NameResolver, scope: Scope, reporter: Reporter | None, *, strict_generics: bool = False) -> None:
        self.r = resolver
        self.scope = scope
        self.reporter = reporter
        self.strict_generics = strict_generics
        self.final = False
        self.bare_final = False  # ``Final`` without a type: the declared type is the value's
        self.classvar = False
        # Inside a string (a forward reference) or a type comment: never evaluated where it
        # stands (see annotation_scopes.in_class_body).
        self.deferred = False
        self._root: ast.expr | None = None  # the whole annotation being converted
        self._depth = 0
        # Aliases being expanded: a recursive alias (``J = list["J"] | int``) refers to itself.
        self._expanding: frozenset[str] = frozenset()

    def _err(self, node: ast.AST, code: str, message: str) -> None:
        if self.reporter is not None:
            self.reporter.error(node, code, message)

    def convert(self, node: ast.expr | None, *, top: bool = True) -> Type:
        if node is None:
            return ANY
        self.r.tick()
        self._depth += 1
        if self._root is None:
            self._root = node
        try:
            if self._depth > 60:
                return ERROR_ANY
            return self._convert(node, top)
        finally:
            self._depth -= 1
            if self._root is node:
                self._root = None

    def _symbol(self, node: ast.expr) -> Symbol | None | bool:
        """The symbol a Name / dotted Attribute names; False when a name is undefined."""
        if isinstance(node, ast.Name):
            sym = self.r.lookup(self.scope, node.id)
            if sym is not None and self.scope.cls is not None:
                sym = in_class_body(self.r, self.scope, node, sym, self._root, self._is_deferred())
            elif sym is not None and declares_itself(sym, self._root):
                sym = None
            if sym is None:
                return False
            return sym
        if isinstance(node, ast.Attribute):
            base = self._symbol(node.value)
            if not isinstance(base, Symbol):
                return base
            if base.kind not in ("module", "class"):
                return None
            return self.r.member_symbol(base, node.attr)
        return None

    def form(self, node: ast.expr) -> str | None:
        """The ``typing`` member a type expression's head refers to (``"Unpack"`` for
        ``Unpack[Ts]``, ``U[Ts]`` after ``from typing import Unpack as U`` and ``t.Unpack[Ts]``)."""
        head = node.value if isinstance(node, ast.Subscript) else node
        if isinstance(head, ast.Name) and head.id in self.scope.type_vars:
            return None
        sym = self._symbol(head) if isinstance(head, (ast.Name, ast.Attribute)) else None
        return form_of(sym.fullname) if isinstance(sym, Symbol) else None

    def _is_unpack(self, node: ast.expr) -> bool:
        """``*X`` or ``Unpack[X]``: a type argument that stands for several."""
        return isinstance(node, ast.Starred) or isinstance(node, ast.Subscript) and self.form(node) == "Unpack"

    def _convert(self, node: ast.expr, top: bool) -> Type:
        if isinstance(node, ast.Constant):
            if node.value is None:
                return NONE
            if isinstance(node.value, str):
                return self._forward_ref(node)
            if node.value is Ellipsis:
                return ANY
            self._err(node, "valid-type", "Invalid type: try using Literal[" + repr(node.value) + "] instead?")
            return ERROR_ANY
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            if not self._is_deferred():
                self._string_operand(node)
            return make_union([self.convert(node.left, top=False), self.convert(node.right, top=False)])
        if isinstance(node, (ast.Name, ast.Attribute)):
            return self._named(node, None, top)
        if isinstance(node, ast.Subscript):
            if not isinstance(node.value, (ast.Name, ast.Attribute, ast.Subscript)):
                self._err(node, "valid-type", "Invalid type comment or annotation")  # ``[int][0]``
                return ERROR_ANY
            return self._named(node.value, node.slice, top, whole=node)
        if isinstance(node, (ast.List, ast.Tuple)) and not top:
            return ERROR_ANY
        if isinstance(node, ast.Starred):  # *Ts (3.11+): only a TypeVarTuple is modelled
            inner = self.convert(node.value, top=False)
            return inner if is_variadic(inner) else ANY
        self._err(node, "valid-type", "Invalid type comment or annotation")
        return ERROR_ANY

    def _string_operand(self, node: ast.BinOp) -> None:
        """``"A" | int`` written out: ``|`` between a string and a class fails when the
        annotation is evaluated (only the whole annotation may be quoted)."""
        for side in (node.left, node.right):
            if isinstance(side, ast.Constant) and isinstance(side.value, str):
                self._err(side, "valid-type", "Union syntax cannot be used with a string operand: "
                                              "put quotes around the whole annotation")
                return

    def convert_deferred(self, node: ast.expr) -> Type:
        """A type expression that is never evaluated where it stands (a type comment)."""
        deferred, self.deferred = self.deferred, True
        try:
            return self.convert(node)
        finally:
            self.deferred = deferred

    def _is_deferred(self) -> bool:
        module = self.scope.module
        return self.deferred or module.is_stub or module.future_annotations

    def _forward_ref(self, node: ast.Constant) -> Type:
        text = str(node.value).strip()
        expr = _FORWARD_REFS.get(text)
        if expr is None:
            try:
                # Parsed as if in parentheses: a triple-quoted one may span lines (the spec).
                expr = ast.parse(f"({text})" if "\n" in text else text, mode="eval").body
            except SyntaxError:
                self._err(node, "valid-type", f'Invalid type comment or annotation: "{text}"')
                return ERROR_ANY
            if len(_FORWARD_REFS) > 5000:
                _FORWARD_REFS.clear()
            _FORWARD_REFS[text] = expr
        for sub in ast.walk(expr):
            sub.lineno = node.lineno  # type: ignore[attr-defined]
            sub.col_offset = node.col_offset  # type: ignore[attr-defined]
        return self.convert_deferred(expr)

    def _args(self, sl: ast.expr | None) -> list[ast.expr]:
        if sl is None:
            return []
        if isinstance(sl, ast.Tuple):
            return list(sl.elts)
        return [sl]

    def _named(self, head: ast.expr, sl: ast.expr | None, top: bool, whole: ast.expr | None = None) -> Type:
        if isinstance(head, ast.Name) and head.id in self.scope.type_vars and sl is None:
            return self.scope.type_vars[head.id]  # a PEP 695 type parameter
        sym = self._symbol(head)
        if sym is False:
            name = head.id if isinstance(head, ast.Name) else ast.unparse(head)
            self._err(head, "name-defined", f'Name "{name}" is not defined{self._suggestion(head)}')
            reminder = forgotten_import(name)
            if reminder and self.reporter is not None:
                self.reporter.note(head, "name-defined", reminder)
            return ERROR_ANY
        if sym is None or sym is True:
            return AnyType(AnyOrigin.UNRESOLVED_IMPORT)
        assert isinstance(sym, Symbol)
        special = special_name(sym.fullname)
        if special is not None:
            return self._special(special, head, sl, top, whole or head)
        if sym.kind == "unknown":
            return AnyType(AnyOrigin.UNRESOLVED_IMPORT)
        if sym.kind == "class":
            info = self.r.class_of(sym)
            if info is None:
                return ANY
            return self._class(info, head, sl)
        if sym.kind == "typevar":
            tv = self.r.typevar_of(sym)
            if tv is None:
                return ANY
            bound = self.scope.type_vars.get(tv.name)
            return bound if bound is not None else tv
        if sym.kind == "var":
            alias = self.r.alias_node(sym)
            if alias is not None:
                if sym.fullname in self._expanding:
                    # Inside its own definition a recursive alias is Any: expanding it again
                    # would never end (and each level may refer to it several times).
                    return ANY
                expr, scope = alias
                sub = TypeConverter(self.r, scope, None)
                sub._depth = self._depth
                sub._expanding = self._expanding | {sym.fullname}
                target = sub.convert(expr)
                if sl is not None:
                    # Generic alias applied to arguments: substitute its free type variables.
                    return self._apply_alias(target, self._args(sl))
                # A bare generic alias is applied to its parameters' defaults (Any without one),
                # as a bare generic class is: its type variables are not the user's.
                free = _free_type_vars(target)
                return substitute(target, dict(zip(free, _args_with_defaults(tuple(free), ())))) if free else target
            if sym.scope.module.is_stub or sym.scope.module.dynamic or not _clearly_a_value(sym):
                return ANY
            self._err(head, "valid-type", f'Variable "{sym.fullname}" is not valid as a type')
            return ERROR_ANY
        if sym.kind == "module":
            self._err(head, "valid-type", f'Module "{sym.module_name}" is not valid as a type')
            return ERROR_ANY
        if sym.kind == "func":
            if sym.scope.module.is_stub:
                return ANY
            self._err(head, "valid-type", f'Function "{sym.fullname}" is not valid as a type')
            return ERROR_ANY
        return ANY

    def _suggestion(self, head: ast.expr) -> str:
        """``; did you mean "Sequence"?`` for a misspelt plain name, as in expressions (mypy
        suggests none for a dotted one)."""
        if self.reporter is None or not isinstance(head, ast.Name):
            return ""  # nothing is reported, or nothing to suggest
        close = close_names(head.id, self.r.names_in_scope(self.scope))
        return f"; did you mean {either(close)}?" if close else ""

    def _apply_alias(self, target: Type, args: list[ast.expr]) -> Type:
        free = _free_type_vars(target)
        if len(free) != len(args):
            return ANY
        return substitute(target, {tv: self.convert(a, top=False) for tv, a in zip(free, args)})

    def _class(self, info: ClassInfo, head: ast.expr, sl: ast.expr | None) -> Type:
        params = info.type_params
        if info.fullname == "builtins.tuple":
            return self._tuple(sl, head)
        if info.fullname == "builtins.type":
            if sl is None:
                return Instance("builtins.type")
            return self._type_of(self._args(sl), head)
        if sl is None:
            if params:
                if self.strict_generics and self.reporter is not None:
                    self.reporter.error(
                        head, "implicit-any", f'Missing type parameters for generic type "{info.fullname.rpartition(".")[2]}"'
                    )
                if all(p.default is not None for p in params):
                    return Instance(info.fullname, _args_with_defaults(params, ()))
                return Instance(info.fullname, tuple(AnyType(AnyOrigin.IMPLICIT_GENERIC) for _ in params))
            return Instance(info.fullname)
        args = self._args(sl)
        if not params:
            if info.unknown_base or info.dynamic:
                return Instance(info.fullname)
            self._err(head, "type-arg", f'"{info.fullname.rpartition(".")[2]}" expects no type arguments, but {len(args)} given')
            return Instance(info.fullname)
        if any(is_variadic(p) for p in params):
            return self._variadic_class(info, head, params, args)
        required = len(params)
        while required and params[required - 1].default is not None:
            required -= 1
        if required <= len(args) < len(params):
            converted = [self.convert(a, top=False) for a in args]
            return Instance(info.fullname, _args_with_defaults(params, tuple(converted)))
        if len(args) != len(params):
            self._err(
                head,
                "type-arg",
                f'"{info.fullname.rpartition(".")[2]}" expects {len(params)} type argument{"s" if len(params) != 1 else ""}, but {len(args)} given',
            )
            return Instance(info.fullname, tuple(ANY for _ in params))
        converted_args = tuple(self.convert(a, top=False) for a in args)
        if self.reporter is not None:
            self._check_type_args(info, head, converted_args)
        return Instance(info.fullname, converted_args)

    def _check_type_args(self, info: ClassInfo, head: ast.expr, args: tuple[Type, ...]) -> None:
        """``C[X]`` where C's type variable has a bound or constraints X does not meet (mypy's
        type-var messages). Type variables and Any as arguments are not questioned."""
        for tv, arg in zip(info.type_params, args):
            if not (tv.values or tv.bound is not None) or has_any(arg) or has_type_vars(arg):
                continue
            cls = short_name(info.fullname)
            if tv.values:
                if not any(is_assignable(arg, v, self.r) for v in tv.values):
                    self._err(head, "type-var", f'Value of type variable "{tv.name}" of "{cls}" cannot be "{format_type(arg)}"')
            elif tv.bound is not None and not has_any(tv.bound) and not has_type_vars(tv.bound) and not is_assignable(arg, tv.bound, self.r):
                self._err(head, "type-var", f'Type argument "{format_type(arg)}" of "{cls}" must be a subtype of "{format_type(tv.bound)}"')

    def _variadic_class(self, info: ClassInfo, head: ast.expr, params: tuple[TypeVarType, ...], args: list[ast.expr]) -> Type:
        """Arguments of a class generic in a ParamSpec or TypeVarTuple: a ParamSpec slot takes
        ``[int, str]``, ``...`` or a ParamSpec; a TypeVarTuple slot takes the extra arguments,
        packed as one TupleType."""
        kinds = [p.kind for p in params]
        if kinds == [TypeVarKind.PARAMSPEC] and not (len(args) == 1 and isinstance(args[0], (ast.List, ast.Name, ast.Attribute, ast.Constant))):
            args = [ast.List(elts=args)]  # C[int, str] means C[[int, str]] for one ParamSpec
        star = kinds.index(TypeVarKind.TYPEVARTUPLE) if TypeVarKind.TYPEVARTUPLE in kinds else None
        fixed = len(params) - (star is not None)
        if len(args) < fixed if star is not None else len(args) != len(params):
            self._err(head, "type-arg", f'"{info.fullname.rpartition(".")[2]}" expects {"at least " if star is not None else ""}{fixed} type argument{"s" if fixed != 1 else ""}, but {len(args)} given')
            return Instance(info.fullname, tuple(ANY for _ in params))
        values: list[Type] = []
        i = 0
        for p in params:
            if p.kind == TypeVarKind.TYPEVARTUPLE:
                taken = args[i:i + len(args) - fixed]
                i += len(taken)
                values.append(self._packed(taken))
            elif p.kind == TypeVarKind.PARAMSPEC:
                values.append(self._paramspec_value(args[i]))
                i += 1
            else:
                values.append(self.convert(args[i], top=False))
                i += 1
        return Instance(info.fullname, tuple(values))

    def _packed(self, nodes: list[ast.expr]) -> Type:
        """The arguments a TypeVarTuple slot takes, as one TupleType (Any when of unknown length)."""
        items = [self.convert(a, top=False) for a in nodes]
        for node, t in zip(nodes, items):
            if self._is_unpack(node) and not is_variadic(t):
                return ANY  # *tuple[int, ...]: unknown length
        if len(items) == 1 and is_variadic(items[0]) and items[0].kind == TypeVarKind.TYPEVARTUPLE:
            return items[0]  # C[*Ts] is C's own parameter, as in its self type (C[Ts], not C[tuple[*Ts]])
        return TupleType(tuple(items))

    def _paramspec_value(self, node: ast.expr) -> Type:
        """The value of a ParamSpec slot: a parameter list as a CallableType, a ParamSpec, or Any."""
        if isinstance(node, ast.List):
            params = self._param_list(node.elts)
            return CallableType(params, ANY) if params is not None else ANY
        t = self.convert(node, top=False)
        return t if isinstance(t, TypeVarType) and t.kind == TypeVarKind.PARAMSPEC else ANY

    def _tuple(self, sl: ast.expr | None, head: ast.expr) -> Type:
        if sl is None:
            return Instance("builtins.tuple", (AnyType(AnyOrigin.IMPLICIT_GENERIC),))
        args = self._args(sl)
        if len(args) == 2 and isinstance(args[1], ast.Constant) and args[1].value is Ellipsis:
            return Instance("builtins.tuple", (self.convert(args[0], top=False),))
        if len(args) == 1 and isinstance(args[0], ast.Tuple) and not args[0].elts:
            return TupleType(())
        items = tuple(self.convert(a, top=False) for a in args)
        unpacks = [a for a in args if self._is_unpack(a)]
        if unpacks and (len(unpacks) > 1 or sum(map(is_variadic, items)) != 1):
            return Instance("builtins.tuple", (ANY,))  # *tuple[int, ...] and friends: unknown length
        return TupleType(items)  # tuple[int, *Ts] keeps the TypeVarTuple as an item

    def _type_of(self, args: list[ast.expr], head: ast.expr) -> Type:
        if len(args) != 1:
            self._err(head, "type-arg", f'"type" expects 1 type argument, but {len(args)} given')
            return Instance("builtins.type")
        inner = self.convert(args[0], top=False)
        return TypeType(inner)

    def _special(self, name: str, head: ast.expr, sl: ast.expr | None, top: bool, whole: ast.expr) -> Type:
        args = self._args(sl)
        if name in ALIASES:
            target = self.r.symbol_by_fullname(ALIASES[name])
            info = self.r.class_of(target) if target is not None else None
            if info is None:
                return ANY
            return self._class(info, head, sl)
        if name == "Any":
            return ANY
        if name in ("NoReturn", "Never"):
            return NEVER
        if name == "LiteralString":
            return Instance("builtins.str")
        if name == "Self":
            if self.scope.cls is not None:
                return self_type_var(self.scope.cls.self_instance())
            return ANY
        if name == "Optional":
            if len(args) != 1:
                self._err(head, "valid-type", "Optional[...] must have exactly one type argument")
                return ERROR_ANY
            return make_union([self.convert(args[0], top=False), NONE])
        if name == "Union":
            if sl is None:
                self._err(head, "valid-type", "Union[...] needs type arguments")
                return ERROR_ANY
            return make_union([self.convert(a, top=False) for a in args])
        if name == "Tuple":
            return self._tuple(sl, head)
        if name == "Type":
            if sl is None:
                return Instance("builtins.type")
            return self._type_of(args, head)
        if name == "Callable":
            return self._callable(sl, head)
        if name == "Literal":
            # ``Literal[(1, 2)]``: a parenthesized tuple starts before its first item.
            parenthesized = isinstance(sl, ast.Tuple) and bool(sl.elts) and sl.col_offset < sl.elts[0].col_offset
            return literal_type(self, args, head, parenthesized)
        if name in QUALIFIERS:
            if name == "Final":
                self.final = True
                self.bare_final = not args
            if name == "ClassVar":
                self.classvar = True
            if not args:
                return ANY
            return self.convert(args[0], top=top)
        if name in ("TypeGuard", "TypeIs"):
            return Instance("builtins.bool")
        if name == "Unpack" and len(args) == 1:
            inner = self.convert(args[0], top=False)
            return inner if is_variadic(inner) else ANY
        if name in ("Generic", "Protocol"):
            self._err(head, "valid-type", f'Invalid type: "{name}" is not valid as a type')
            return ERROR_ANY
        return ANY

    def guard_type(self, node: ast.expr | None) -> tuple[Type | None, bool]:
        """For ``TypeGuard[X]`` / ``TypeIs[X]`` return annotations: (X, is TypeIs)."""
        if not isinstance(node, ast.Subscript):
            return None, False
        special = self.form(node)
        if special not in ("TypeGuard", "TypeIs"):
            return None, False
        return self.convert(node.slice, top=False), special == "TypeIs"

    def _callable(self, sl: ast.expr | None, head: ast.expr) -> Type:
        if sl is None:
            return CallableType((), ANY, ellipsis=True)
        args = self._args(sl)
        if len(args) != 2:
            self._err(head, "valid-type", 'Please use "Callable[[<parameters>], <return type>]" or "Callable"')
            return ERROR_ANY
        params_node, ret_node = args
        ret = self.convert(ret_node, top=False)
        if isinstance(params_node, ast.Constant) and params_node.value is Ellipsis:
            return CallableType((), ret, ellipsis=True)
        if isinstance(params_node, ast.List):
            params = self._param_list(params_node.elts)
            return CallableType(params, ret) if params is not None else CallableType((), ret, ellipsis=True)
        tail = self._paramspec_tail(params_node)
        if tail is not None:
            return CallableType(tail, ret)
        return CallableType((), ret, ellipsis=True)  # unknown parameter list: gradual

    def _param_list(self, nodes: list[ast.expr]) -> tuple[Param, ...] | None:
        """``[int, *Ts]``: positional-only params, a TypeVarTuple as ``*args``; None if unsure."""
        params: list[Param] = []
        for node in nodes:
            t = self.convert(node, top=False)
            if is_variadic(t):
                if any(p.kind == ParamKind.VAR_POSITIONAL for p in params) or not isinstance(t, TypeVarType) or t.kind != TypeVarKind.TYPEVARTUPLE:
                    return None
                params.append(Param(None, t, ParamKind.VAR_POSITIONAL))
            elif params and params[-1].kind == ParamKind.VAR_POSITIONAL:
                return None  # items after the TypeVarTuple: not modelled
            else:
                params.append(Param(None, t, ParamKind.POSITIONAL_ONLY))
        return tuple(params)

    def _paramspec_tail(self, node: ast.expr) -> tuple[Param, ...] | None:
        """``P`` or ``Concatenate[X, Y, P]`` as parameters: the prefix, then ``*args: P.args,
        **kwargs: P.kwargs``; None for anything else (``Concatenate[X, ...]``: gradual)."""
        prefix: list[ast.expr] = []
        if isinstance(node, ast.Subscript):
            if self.form(node) != "Concatenate":
                return None
            *prefix, node = self._args(node.slice)
        spec = self.convert(node, top=False)
        if not isinstance(spec, TypeVarType) or spec.kind != TypeVarKind.PARAMSPEC:
            return None
        params = [Param(None, self.convert(p, top=False), ParamKind.POSITIONAL_ONLY) for p in prefix]
        return (*params, Param("args", spec, ParamKind.VAR_POSITIONAL), Param("kwargs", spec, ParamKind.VAR_KEYWORD))

    def paramspec_part(self, node: ast.expr | None) -> TypeVarType | None:
        """``P.args`` / ``P.kwargs`` (the annotations of ``*args`` / ``**kwargs``): P."""
        if not isinstance(node, ast.Attribute) or node.attr not in ("args", "kwargs"):
            return None
        if isinstance(node.value, ast.Name) and node.value.id in self.scope.type_vars:
            tv: TypeVarType | None = self.scope.type_vars[node.value.id]  # PEP 695 [**P]
        else:
            sym = self._symbol(node.value)
            if not isinstance(sym, Symbol) or sym.kind != "typevar":
                return None
            tv = self.r.typevar_of(sym)
        if tv is not None:
            tv = self.scope.type_vars.get(tv.name, tv)
        return tv if tv is not None and tv.kind == TypeVarKind.PARAMSPEC else None

    def _enum_member(self, node: ast.expr) -> LiteralType | None:
        """``Literal[Color.RED]`` (or ``Literal[mod.Color.RED]``): the member's literal type."""
        if not isinstance(node, ast.Attribute):
            return None
        owner = node.value
        if isinstance(owner, ast.Name):
            sym = self.r.lookup(self.scope, owner.id)
        elif isinstance(owner, ast.Attribute) and isinstance(owner.value, ast.Name):
            module = self.r.lookup(self.scope, owner.value.id)
            sym = self.r.member_symbol(module, owner.attr) if module is not None and module.kind == "module" else None
        else:
            return None
        info = self.r.class_of(sym) if sym is not None and sym.kind == "class" else None
        if info is None or node.attr not in (members_of_class(info) or ()):
            return None
        return LiteralType(node.attr, info.fullname)

    def special_of(self, sym: Symbol) -> str | None:
        """The special form a symbol names, if any (for the construct modules beside this one)."""
        return special_name(sym.fullname)


def with_bounded_type_params(resolver: NameResolver, scope: Scope, node: ast.AST, owner: str,
                             variance_of: Callable[[str], Variance] | None = None) -> Scope:
    """``with_type_params`` plus what a PEP 695 definition's parameters declare: a bound
    (``[N: float]``), constraints (``[S: (str, bytes)]``) and a 3.13 default (``[T = int]``).
    A class passes ``variance_of``: its type variables' variance is inferred from its body."""
    scope = with_type_params(scope, node, owner)
    params = getattr(node, "type_params", None) or []
    if variance_of is None and not any(
            getattr(p, "bound", None) is not None or getattr(p, "default_value", None) is not None for p in params):
        return scope  # plain ``[T]``: nothing more to read
    conv = TypeConverter(resolver, scope, None)
    tvs = dict(scope.type_vars)
    for p in params:
        tv = tvs[getattr(p, "name", "")]
        tvs[tv.name] = _bounded_type_param(conv, p, tv, variance_of)
    return _with_declared_defaults(resolver, Scope(scope.module, scope.cls, scope.local_defs, tvs, scope.owner), params)


def _bounded_type_param(conv: TypeConverter, param: ast.AST, tv: TypeVarType,
                        variance_of: Callable[[str], Variance] | None) -> TypeVarType:
    """One PEP 695 parameter with its bound or constraints (only a TypeVar has them) and variance."""
    bound_node = getattr(param, "bound", None)
    bound: Type | None = None
    values: tuple[Type, ...] = ()
    if isinstance(bound_node, ast.Tuple):  # ``[S: (str, bytes)]``: constraints, not a tuple bound
        values = tuple(conv.convert(e, top=False) for e in bound_node.elts)
    elif bound_node is not None:
        bound = conv.convert(bound_node, top=False)
    variance = variance_of(tv.name) if variance_of is not None and tv.kind == TypeVarKind.TYPEVAR else tv.variance
    return TypeVarType(tv.name, tv.scope, bound, values, variance, tv.default, tv.kind)


def _with_declared_defaults(resolver: NameResolver, scope: Scope, params: list[ast.AST]) -> Scope:
    """The PEP 696 defaults (Python 3.13), read once the parameters are complete: ``[T, U = T]``
    names the finished T (its bound and variance are part of what it is)."""
    defaults = [(getattr(p, "name", ""), d) for p in params if (d := getattr(p, "default_value", None)) is not None]
    if not defaults:
        return scope
    conv = TypeConverter(resolver, scope, None)
    tvs = dict(scope.type_vars)
    for name, node in defaults:
        tvs[name] = replace(tvs[name], default=conv.convert(node, top=False))
    return Scope(scope.module, scope.cls, scope.local_defs, tvs, scope.owner)
