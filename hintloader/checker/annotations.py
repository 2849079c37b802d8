"""Type expressions: annotations, string forward references and type comments into types."""

from __future__ import annotations

import ast
from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Protocol

from hintloader.checker import deprecations, tuple_forms, typeargs, typeddict_forms
from hintloader.checker.astutil import string_annotation, walk
from hintloader.checker.sentinels import sentinel_type
from hintloader.checker.annotation_scopes import declares_itself, in_class_body
from hintloader.checker.symbols import AliasDef, ClassInfo, Reporter, Scope, Symbol, with_type_params
from hintloader.checker.typeargs import with_defaults
from hintloader.checker.enums import member_literal, members_of_class
from hintloader.checker.literal_types import literal_type
from hintloader.checker.specialforms import form_of
from hintloader.checker.suggestions import either, forgotten_import
from hintloader.checker.value_names import annotated_nodes, enclosing_parameter
from hintloader.typesystem.relations import ClassHierarchy, is_assignable
from hintloader.typesystem.model import (
    collect_type_vars,
    ANY,
    ERROR_ANY,
    LITERAL_STRING,
    type_form,
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
    UnboundedItems,
    Variance,
    has_any,
    has_type_vars,
    is_variadic,
    is_variadic_item,
    literal_fallback,
    make_tuple,
    make_union,
    param_list,
    self_type_var,
    star_params,
    substitute,
    variadic_index,
)
from hintloader.typesystem.formatting import format_type, short_name

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
    "Generic", "Protocol", "TypeForm",
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

    def alias_of(self, sym: Symbol) -> AliasDef | None: ...

    def aliased_class(self, sym: Symbol) -> Symbol | None: ...

    def symbol_by_fullname(self, fullname: str) -> Symbol | None: ...

    def value_type(self, sym: Symbol) -> Type: ...

    def close_names_in_scope(self, scope: Scope, wrong: str, extra: Collection[str] = ()) -> list[str]: ...


def unquoted(node: ast.expr | None) -> ast.expr | None:
    """A quoted annotation's expression (``"P.args"``); any other node as it is."""
    if node is None:
        return None
    expr = string_annotation(node)
    if expr is None:
        return node
    for sub in walk(expr):
        ast.copy_location(sub, node)  # diagnostics stand where the string does
    return expr


def _clearly_a_value(sym: Symbol, r: NameResolver) -> bool:
    """A variable bound only by assignments (none of them an alias) or as a loop's target:
    certainly not a type (mypy reports ``for cl in classes: def f() -> cl``). One bound
    another way too (an import, ``with``) may be a class at run time, and one bound in several
    places (``if MYPYC: Bogus = ... else: Bogus = ...``) may be an alias defined conditionally,
    unless its first binding is a plain assignment that is no alias: mypy binds a module's
    name where it is first defined, and a later import or class only rebinds that variable
    (``try: TokenType = native.TokenType except ImportError: from .py import TokenType``)."""
    if len(sym.nodes) == 1:
        return isinstance(sym.nodes[0], (ast.Assign, ast.AnnAssign, ast.For, ast.AsyncFor))
    first = sym.nodes[0]
    earliest = first.lineno < min(n.lineno for n in sym.nodes[1:])
    if earliest and type(first) is ast.AnnAssign and r.alias_of(Symbol(sym.kind, sym.fullname, sym.scope, [first])) is None:
        return True  # declared first (``A: type[float] = int``): a variable, whatever binds it later
    if (earliest and (sym.scope.cls is not None or sym.scope.local_defs) and type(first) is ast.Assign
            and isinstance(first.value, (ast.Name, ast.Attribute))):
        return True  # ``model = Model`` in a class or function, rebound later: a variable (mypy)
    if (sym.scope.cls is None and not sym.scope.local_defs and type(first) is ast.Assign and len(first.targets) == 1
            and type(first.targets[0]) is ast.Name and first.lineno < min(n.lineno for n in sym.nodes[1:])
            and r.alias_of(Symbol(sym.kind, sym.fullname, sym.scope, [first])) is None):
        return True
    return bool(sym.nodes) and all(
        isinstance(n, (ast.For, ast.AsyncFor))
        or isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None and not isinstance(n.value, _MAYBE_TYPES) for n in sym.nodes)


# Where a subscripted class is a types.GenericAlias (its ``|`` refuses a string), not a typing one.
_RUNTIME_GENERIC_MODULES = ("builtins.", "collections.", "_collections_abc.", "re.", "os.", "queue.", "contextlib.", "functools.", "types.")


# Values that may be type expressions, when it takes more than one binding to tell.
_MAYBE_TYPES = (ast.Name, ast.Attribute, ast.Subscript, ast.BinOp, ast.Constant)


def _dotted(node: ast.Attribute) -> bool:
    """Whether an attribute chain starts at a name (``a.b.c``)."""
    base: ast.expr = node
    while type(base) is ast.Attribute:
        base = base.value
    return type(base) is ast.Name


# The kinds of symbol an annotation may be declaring (annotation_scopes.declares_itself).
_SELF_DECLARING = ("var", "unknown")


# How many levels a recursive alias (``Json = list["Json"] | int``) is unrolled before its
# innermost use becomes Any: deep enough for the nesting real values have, cheap enough to build.
RECURSIVE_ALIAS_DEPTH = 5


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
        self.bare_classvar = False  # ``ClassVar`` without a type: so is it (widened)
        # Inside a string (a forward reference) or a type comment: never evaluated where it
        # stands (see annotation_scopes.in_class_body).
        self.deferred = False
        self._root: ast.expr | None = None  # the whole annotation being converted
        self._depth = 0
        # Aliases being expanded: a recursive alias (``J = list["J"] | int``) refers to itself.
        self._expanding: tuple[str, ...] = ()
        # > 0 while converting what may be a parameter list (a ParamSpec may stand there).
        self.paramspec_ok = 0
        # The node an unpack (``*X``, ``Unpack[X]``) stands on: there a TypeVarTuple may be named.
        self._unpacked: ast.expr | None = None
        self.item_qualifiers: tuple[str, ...] = ()  # Required / ReadOnly ... being converted
        # Type variables no enclosing scope binds, met inside a ``Callable[...]`` being converted
        # (innermost last): that callable binds them, as mypy and pyright read it.
        self._callable_frames: list[list[TypeVarType]] = []

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
            if type(node) is ast.Name:  # the most common type expression: no dispatch
                return self._named(node, None, top)
            return self._convert(node, top)
        finally:
            self._depth -= 1
            if self._root is node:
                self._root = None

    def _symbol(self, node: ast.expr) -> Symbol | None | bool:
        """The symbol a Name / dotted Attribute names; False when a name is undefined."""
        if type(node) is ast.Name:
            name = node.id
            sym = self.r.lookup(self.scope, name)
            if sym is None:
                return False
            cls = self.scope.cls
            if cls is not None:
                # Only a name the class itself binds (``<class>.<name>``) needs a closer look.
                if len(sym.fullname) == len(cls.fullname) + len(name) + 1:
                    sym = in_class_body(self.r, self.scope, node, sym, self._root, self._is_deferred())
            elif sym.kind in _SELF_DECLARING and declares_itself(sym, self._root):
                sym = None
            if sym is None:
                return False
            return sym
        if type(node) is ast.Attribute:
            base = self._symbol(node.value)
            if not isinstance(base, Symbol):
                return base
            base = self.r.aliased_class(base) or base  # ``O.In`` after ``O = Out``
            if base.kind not in ("module", "class"):
                # ``x.real`` of a variable that is no alias: no type is reached through a value
                # (mypy: the dotted name is not defined).
                plain = base.kind == "var" and self.r.alias_of(base) is None and _clearly_a_value(base, self.r)
                return False if plain and not base.scope.module.is_stub and not base.scope.module.dynamic else None
            member = self.r.member_symbol(base, node.attr)
            return False if member is None else member  # (a known module or class without it)
        return None

    def form(self, node: ast.expr) -> str | None:
        """The ``typing`` member a type expression's head refers to (``"Unpack"`` for
        ``Unpack[Ts]``, ``U[Ts]`` after ``from typing import Unpack as U`` and ``t.Unpack[Ts]``)."""
        head = node.value if type(node) is ast.Subscript else node
        if type(head) is ast.Name and head.id in self.scope.type_vars:
            return None
        sym = self._symbol(head) if isinstance(head, (ast.Name, ast.Attribute)) else None
        return form_of(sym.fullname) if isinstance(sym, Symbol) else None

    def _is_unpack(self, node: ast.expr) -> bool:
        """``*X`` or ``Unpack[X]``: a type argument that stands for several."""
        return type(node) is ast.Starred or type(node) is ast.Subscript and self.form(node) == "Unpack"

    def _convert(self, node: ast.expr, top: bool) -> Type:
        if type(node) is ast.Name:  # the most common type expression, tested first
            return self._named(node, None, top)
        if type(node) is ast.Constant:
            if node.value is None:
                return NONE
            if isinstance(node.value, str):
                return self._forward_ref(node)
            if node.value is Ellipsis:
                return ANY
            if isinstance(node.value, bytes):  # (no forward reference either: mypy's words)
                self._err(node, "valid-type", "Invalid type comment or annotation")
                return ERROR_ANY
            self._err(node, "valid-type", "Invalid type: try using Literal[" + repr(node.value) + "] instead?")
            return ERROR_ANY
        if type(node) is ast.BinOp and type(node.op) is ast.BitOr:
            if not self._is_deferred():
                self._string_operand(node)
            return make_union([self.convert(node.left, top=False), self.convert(node.right, top=False)])
        if type(node) is ast.Attribute and not _dotted(node):
            # ``Tuple[int, str].x``, ``f().x``: no type is reached through an attribute of
            # anything but a (dotted) name
            self._err(node, "valid-type", "Invalid type comment or annotation")
            return ERROR_ANY
        if isinstance(node, (ast.Name, ast.Attribute)):
            return self._named(node, None, top)
        if type(node) is ast.Subscript:
            if not isinstance(node.value, (ast.Name, ast.Attribute)):
                # ``[int][0]``, and a subscript of a type already subscripted (``list[int][0]``,
                # ``Literal["a"][0]``): no type form takes two
                self._err(node, "valid-type", "Invalid type comment or annotation")
                return ERROR_ANY
            return self._named(node.value, node.slice, top, whole=node)
        if type(node) is ast.List and not top:
            self.bracketed(node)
            return ERROR_ANY
        if type(node) is ast.Tuple and not top:
            return ERROR_ANY
        if type(node) is ast.Starred:
            return self._misplaced_unpack(node, node.value)
        self._err(node, "valid-type", "Invalid type comment or annotation")
        return ERROR_ANY

    def bracketed(self, node: ast.List) -> None:
        """``[int]`` where a type stands (``list[[int]]``): mypy's valid-type, and its hint
        for a list of one item."""
        self._err(node, "valid-type", 'Bracketed expression "[...]" is not valid as a type')
        if len(node.elts) == 1 and self.reporter is not None:
            self.reporter.note(node, "valid-type", 'Did you mean "List[...]"?')

    def _string_operand(self, node: ast.BinOp) -> None:
        """``"A" | int`` written out: ``|`` between a string and a class fails when the
        annotation is evaluated (only the whole annotation may be quoted)."""
        for side in (node.left, node.right):
            if type(side) is ast.Constant and isinstance(side.value, str):
                other = node.right if side is node.left else node.left
                if isinstance(TypeConverter(self.r, self.scope, None).convert(other, top=False), TypeVarType) or self._typing_object(other):
                    return  # a TypeVar's or a typing object's ``|`` takes a string (it makes a typing.Union)
                self._err(side, "valid-type", "Union syntax cannot be used with a string operand: "
                                              "put quotes around the whole annotation")
                return

    def _typing_object(self, node: ast.expr) -> bool:
        """Whether ``node`` evaluates to an object of the typing module (``IO[bytes]``,
        ``Optional[X]``, a user generic ``Box[int]``, or a union holding one), whose
        ``|`` accepts a string; a class or ``list[int]`` (a types.GenericAlias) does not."""
        if type(node) is ast.BinOp and type(node.op) is ast.BitOr:
            return self._typing_object(node.left) or self._typing_object(node.right)
        head = node.value if type(node) is ast.Subscript else node
        sym = self._symbol(head)
        if not isinstance(sym, Symbol):
            return False
        if sym.fullname.startswith(("typing.", "typing_extensions.")):
            return sym.fullname not in ("typing.Any", "typing_extensions.Any")  # a class since 3.11
        return type(node) is ast.Subscript and sym.kind == "class" and not sym.fullname.startswith(_RUNTIME_GENERIC_MODULES)

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
        for sub in walk(expr):
            sub.lineno = node.lineno  # type: ignore[attr-defined]
            sub.col_offset = node.col_offset  # type: ignore[attr-defined]
        return self.convert_deferred(expr)

    def _args(self, sl: ast.expr | None) -> list[ast.expr]:
        if sl is None:
            return []
        if type(sl) is ast.Tuple:
            return list(sl.elts)
        return [sl]

    def _named(self, head: ast.expr, sl: ast.expr | None, top: bool, whole: ast.expr | None = None) -> Type:
        if type(head) is ast.Name and head.id in self.scope.type_vars and sl is None:
            return self._type_var_use(self.scope.type_vars[head.id], head)  # a PEP 695 type parameter
        if type(head) is ast.Attribute and head.attr in ("args", "kwargs") and sl is None and self.paramspec_part(head) is not None:
            # ``P.args`` / ``P.kwargs`` type ``*args`` / ``**kwargs`` (signatures.py) and nothing else.
            self._err(head, "valid-type", "ParamSpec components are not allowed here")
            return ERROR_ANY
        sym = self._symbol(head)
        if type(head) is ast.Attribute and sl is None and self.paramspec_part(head, any_attribute=True) is not None:
            sym = False  # ``P.typo``: a ParamSpec has no other members (mypy's name-defined)
        if sym is False:
            name = head.id if type(head) is ast.Name else ast.unparse(head)
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
        if type(head) is ast.Name and sym.kind in ("unknown", "var") and (param := enclosing_parameter(self.scope, head.id)) is not None:
            arg, outside = param
            return self._declared_value(head, [arg.annotation] if arg.annotation is not None else [], sym.fullname, outside)
        if sym.kind == "unknown":
            return AnyType(AnyOrigin.UNRESOLVED_IMPORT)
        if sym.kind == "class":
            info = self.r.class_of(sym)
            if info is None:
                return ANY
            if self.reporter is not None and not self.deferred and sym.scope.module is self.scope.module:
                deprecations.report_annotation(self.r, self.reporter, head, sym)
            if info.fullname == "types.NoneType" and sl is None and not self.scope.module.is_stub:
                self._err(head, "nonetype-type", "NoneType should not be used as a type, please use None instead")
                return NONE
            return self._class(info, head, sl)
        if sym.kind == "typevar":
            tv = self.r.typevar_of(sym)
            if tv is None:
                return ANY
            bound = self.scope.type_vars.get(tv.name)
            if bound is not None:
                return self._type_var_use(bound, head)
            if self.scope.bound is not None and tv not in self.scope.bound:
                if self._callable_frames and tv.kind == TypeVarKind.TYPEVAR:
                    # ``handler: Callable[[T], T]`` where nothing binds T: a generic callable.
                    if tv not in self._callable_frames[-1]:
                        self._callable_frames[-1].append(tv)
                elif tv.kind == TypeVarKind.TYPEVARTUPLE:
                    self._err(head, "valid-type", f'TypeVarTuple "{tv.name}" is unbound')  # mypy's wording
                    return tv
                else:
                    # Reported, then Any as mypy's recovery: no later line is measured against it.
                    # (A quiet conversion keeps the variable: a signature's own are bound later.)
                    self._err(head, "valid-type", f'Type variable "{sym.fullname}" is unbound')
                    if self.reporter is not None:
                        return ERROR_ANY
            return self._type_var_use(tv, head)
        if sym.kind == "var":
            sentinel = sentinel_type(self.r, sym)
            if sentinel is not None:
                return sentinel
            if typeddict_forms.is_typeddict_form(sym.fullname):  # a base class, not a type
                self._err(head, "valid-type", f'Variable "{sym.fullname}" is not valid as a type')
                return ERROR_ANY
            alias = self.r.alias_of(sym)
            if alias is not None:
                return self._alias(sym, alias, head, sl)
            if sym.scope.module.is_stub and annotated_nodes(sym):
                # a stub's declared variable (``Ellipsis: EllipsisType``) is a value like any other
                return self._declared_value(head, annotated_nodes(sym), sym.fullname, sym.scope)
            if sym.scope.module.is_stub or sym.scope.module.dynamic or not _clearly_a_value(sym, self.r):
                return ANY
            if annotated_nodes(sym):
                return self._declared_value(head, annotated_nodes(sym), sym.fullname, sym.scope)
            if sym.scope.module is not self.scope.module and isinstance(self.r.value_type(sym), AnyType):
                # mypy has inferred another module's variables by then: one whose value is Any
                # (``ParserConfig = native_mod.ParserConfig``) is Any as a type.
                return ANY
            self._err(head, "valid-type", f'Variable "{sym.fullname}" is not valid as a type')
            return ERROR_ANY
        if sym.kind == "module":
            self._err(head, "valid-type", f'Module "{sym.module_name}" is not valid as a type')
            return ERROR_ANY
        if sym.kind == "func":
            if self.scope.module.is_stub or (sym.scope.module.is_stub and not _plain_def(sym)):
                return ANY
            self._err(head, "valid-type", f'Function "{sym.fullname}" is not valid as a type')
            if self.reporter is not None:
                self.reporter.note(head, "valid-type", _FUNCTION_AS_TYPE.get(
                    sym.fullname, 'Perhaps you need "Callable[...]" or a callback protocol?'))
            return ERROR_ANY
        return ANY

    def _declared_value(self, head: ast.expr, annotations: list[ast.expr], name: str, where: Scope) -> Type:
        """A variable or parameter written as a type: mypy takes one declared Any (or a
        parameter left unannotated, an implicit Any) as Any, and reports the others."""
        if not annotations or self.scope.module.is_stub or self.scope.module.dynamic or name in self._expanding:
            return ANY
        conv = TypeConverter(self.r, where, None)
        conv._expanding = self._expanding + (name,)  # ``x: x = ...`` names itself
        if isinstance(conv.convert(annotations[0]), AnyType) and not conv.bare_final and not conv.bare_classvar:
            return ANY
        self._err(head, "valid-type", f'Variable "{name}" is not valid as a type')
        return ERROR_ANY

    def _type_var_use(self, tv: TypeVarType, head: ast.expr) -> TypeVarType:
        """A ParamSpec stands for a parameter list: only where one goes (``Callable[P, R]``, a
        class's ParamSpec slot, the end of ``Concatenate``), never as a type of its own. A
        TypeVarTuple stands for several types: only unpacked (``*Ts``, ``Unpack[Ts]``)."""
        if tv.kind == TypeVarKind.PARAMSPEC and not self.paramspec_ok:
            self._err(head, "valid-type", f'Invalid location for ParamSpec "{tv.name}"')
        elif tv.kind == TypeVarKind.TYPEVARTUPLE and head is not self._unpacked:
            self._err(head, "valid-type", f'TypeVarTuple "{tv.name}" is only valid with an unpack')
        return tv

    def _misplaced_unpack(self, node: ast.expr, inner: ast.expr) -> Type:
        """``*X`` / ``Unpack[X]`` where no list of types is spelled: those that may unpack
        (tuple items, type arguments of a TypeVarTuple, ``*args``, a Callable's parameters,
        ``**kwargs: Unpack[TD]``) take it before it gets here."""
        self._err(node, "valid-type", "Unpack is only valid in a variadic position")
        self.convert_unpacked(inner)
        return ERROR_ANY

    def convert_type_arg(self, node: ast.expr) -> Type:
        """A type argument as itself, an unpacked one as what it unpacks (``*Ts``: Ts)."""
        if self._is_unpack(node):
            inner = node.value if type(node) is ast.Starred else self._args(node.slice)[0] if type(node) is ast.Subscript else node
            return self.convert_unpacked(inner)
        return self.convert(node, top=False)

    def convert_type_param(self, node: ast.expr) -> Type:
        """A type parameter named bare where it is declared (``type_params=(T, Ts, P)``)."""
        self.paramspec_ok += 1
        try:
            return self.convert_unpacked(node)
        finally:
            self.paramspec_ok -= 1

    def convert_unpacked(self, node: ast.expr) -> Type:
        """``X`` of ``*X`` / ``Unpack[X]``: a type where a TypeVarTuple may stand."""
        outer, self._unpacked = self._unpacked, node
        try:
            return self.convert(node, top=False)
        finally:
            self._unpacked = outer

    def _suggestion(self, head: ast.expr) -> str:
        """``; did you mean "Sequence"?`` for a misspelt plain name, as in expressions (mypy
        suggests none for a dotted one)."""
        if self.reporter is None or type(head) is not ast.Name:
            return ""  # nothing is reported, or nothing to suggest
        close = self.r.close_names_in_scope(self.scope, head.id)
        return f"; did you mean {either(close)}?" if close else ""

    def _alias(self, sym: Symbol, alias: AliasDef, head: ast.expr, sl: ast.expr | None) -> Type:
        """A type alias used in a type expression, bare or applied to type arguments."""
        if self._expanding.count(sym.fullname) >= RECURSIVE_ALIAS_DEPTH:
            # A recursive alias is unrolled this many levels, then Any: expanding it again
            # would never end (and each level may refer to it several times).
            return ANY
        expanding = self._expanding + (sym.fullname,)
        if sl is not None and alias.kind == "implicit" and isinstance(alias.value, (ast.Name, ast.Attribute)):
            # ``ListAlias = list``: another name of the class, which takes its own arguments.
            namer = TypeConverter(self.r, alias.scope, None)
            namer._depth, namer._expanding = self._depth, expanding
            target_sym = namer._symbol(alias.value)
            info = self.r.class_of(target_sym) if isinstance(target_sym, Symbol) and target_sym.kind == "class" else None
            if info is not None:
                return self._class(info, head, sl)
            # ``R = ref`` of a stub's ``ref = ReferenceType``: the name of a name of the class.
            inner = self.r.alias_of(target_sym) if isinstance(target_sym, Symbol) and target_sym.kind == "var" else None
            if inner is not None and inner is not alias and inner.kind == "implicit" and isinstance(inner.value, (ast.Name, ast.Attribute)):
                assert isinstance(target_sym, Symbol)
                saved, self._expanding = self._expanding, self._expanding + (sym.fullname,)  # (a cycle ends in Any)
                try:
                    return self._alias(target_sym, inner, head, sl)
                finally:
                    self._expanding = saved
        # The same alias is used again and again in a module (``JustifyMethod`` in every
        # signature of rich): a resolver that offers a memo (the checker's Program, one per
        # module) keeps its expansion, per depth and alias chain (they bound a recursive one).
        memo: dict[tuple[int, int, tuple[str, ...]], tuple[AliasDef, Type, tuple[TypeVarType, ...]]] | None = getattr(
            self.r, "alias_expansions", None)
        key = (id(alias), self._depth, expanding)
        known = memo.get(key) if memo is not None else None
        if known is not None and known[0] is alias:
            target, params = known[1], known[2]
        else:
            sub = TypeConverter(self.r, alias.scope, None)
            sub._depth, sub._expanding = self._depth, expanding
            target = sub.convert(alias.value)
            params = self._alias_params(sub, alias, target)
            if memo is not None:
                memo[key] = (alias, target, params)  # the alias kept: its id is not reused
        if sl is None:
            # A bare generic alias is applied to its parameters' defaults (Any without one),
            # as a bare generic class is: its type variables are not the user's.
            return substitute(target, dict(zip(params, with_defaults(params, ())))) if params else target
        args = self._args(sl)
        if not params:
            if type(target) is not AnyType:
                self._err(head, "type-arg", f"Bad number of arguments for type alias, expected 0, given {len(args)}")
            return target
        values = typeargs.bind(self, params, args, head, short_name(sym.fullname), alias=True)
        return substitute(target, dict(zip(params, values if values is not None else [ANY] * len(params))))

    @staticmethod
    def _alias_params(sub: TypeConverter, alias: AliasDef, target: Type) -> tuple[TypeVarType, ...]:
        """A generic alias's parameters: those a ``type`` statement or ``TypeAliasType`` declares,
        else the type variables of its target in order of appearance (``Callable[[T], S]``
        takes ``[T, S]``)."""
        if alias.kind == "statement":
            names = [getattr(p, "name", "") for p in getattr(alias.node, "type_params", None) or []]
            return tuple(alias.scope.type_vars[n] for n in names if n in alias.scope.type_vars)
        if alias.kind == "call":
            declared = [sub.convert_type_param(p) for p in alias.params]
            return tuple(p for p in declared if type(p) is TypeVarType)
        free: list[TypeVarType] = []
        collect_type_vars(target, free)
        return tuple(free)

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
                # PEP 696: a bare generic class takes its defaults (Any where there is none).
                return Instance(info.fullname, with_defaults(params, (), AnyType(AnyOrigin.IMPLICIT_GENERIC)), False, variadic_index(params))
            return Instance(info.fullname)
        args = self._args(sl)
        if not params:
            if info.unknown_base or info.dynamic:
                return Instance(info.fullname)
            self._err(head, "type-arg", f'"{info.fullname.rpartition(".")[2]}" expects no type arguments, but {len(args)} given')
            return Instance(info.fullname)
        values = typeargs.bind(self, params, args, head, short_name(info.fullname))
        return Instance(info.fullname, values if values is not None else tuple(ANY for _ in params), False, variadic_index(params))

    def _packed(self, nodes: list[ast.expr]) -> Type:
        """The arguments a TypeVarTuple slot takes, as one TupleType (Any when of unknown length)."""
        items = tuple_forms.unpacked_args(self, nodes)  # *tuple[int, ...] as unbounded items
        if items is None:
            return ANY
        if len(items) == 1 and is_variadic(items[0]) and items[0].kind == TypeVarKind.TYPEVARTUPLE:
            return items[0]  # C[*Ts] is C's own parameter, as in its self type (C[Ts], not C[tuple[*Ts]])
        return make_tuple(items)

    def _paramspec_value(self, node: ast.expr, *, report: bool = False) -> Type:
        """The value of a ParamSpec slot: a parameter list as a CallableType, a ParamSpec, or Any
        (``...``, or what is not known). With ``report``, anything else is a ``valid-type`` error."""
        if type(node) is ast.List:
            unpacked = next((e for e in node.elts if type(e) is ast.Starred or self._is_unpack(e)), None) if report else None
            if unpacked is not None:
                # A class's ParamSpec takes types, not a Callable's unpacked items (mypy, pyright).
                self._err(unpacked, "valid-type", "Unpack is only valid in a variadic position")
                return ANY
            params = self._param_list(node.elts)
            return param_list(params) if params is not None else ANY
        if type(node) is ast.Constant and node.value is Ellipsis:
            return ANY  # any parameter list: gradual
        if type(node) is ast.Subscript and self.form(node) == "Concatenate":
            tail = self._paramspec_tail(node)
            return param_list(tail) if tail is not None else ANY
        t = self.convert_parameter_list(node)
        if type(t) is TypeVarType and t.kind == TypeVarKind.PARAMSPEC:
            return t
        if report and type(t) is not AnyType:
            self._err(node, "valid-type", f'Can only replace ParamSpec with a parameter types list or another ParamSpec, got "{format_type(t)}"')
        return ANY

    def _tuple(self, sl: ast.expr | None, head: ast.expr) -> Type:
        return tuple_forms.convert_tuple(self, sl, head)

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
        if name == "Concatenate" and not self.paramspec_ok:
            # Only the parameter list of a Callable (or a ParamSpec slot) may be one.
            self._err(head, "valid-type", "Invalid location for Concatenate")
            return ERROR_ANY
        if name in ("NoReturn", "Never"):
            return NEVER
        if name == "LiteralString":
            return LITERAL_STRING
        if name == "Self":
            return self._self(head, sl)
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
            parenthesized = type(sl) is ast.Tuple and bool(sl.elts) and sl.col_offset < sl.elts[0].col_offset
            return literal_type(self, args, head, parenthesized)
        if name in QUALIFIERS:
            if name == "Annotated" and len(args) < 2:
                self._err(head, "valid-type", "Annotated[...] must have exactly one type argument and at least one annotation")
                return ERROR_ANY
            if name == "Final" and self.classvar and not (self.scope.cls is not None and self.scope.cls.is_dataclass):
                # ``ClassVar[Final[int]]`` outside a dataclass: an invalid type to mypy
                # (qualifiers.py reports it), which declares neither a final nor an int.
                return ANY
            if name == "Final":
                self.final = True
                self.bare_final = not args
            if name == "ClassVar":
                self.classvar = True
                self.bare_classvar = not args
            if name in typeddict_forms.ITEM_QUALIFIERS:
                if typeddict_forms.allowed(self, name, head, top) and len(args) != 1:  # reported; the type is still read
                    shown = '"ReadOnly[]"' if name == "ReadOnly" else f"{name}[]"
                    self._err(head, "valid-type", f"{shown} must have exactly one type argument")
                outer, self.item_qualifiers = self.item_qualifiers, self.item_qualifiers + (name,)
                try:
                    return self.convert(args[0], top=top) if args else ANY
                finally:
                    self.item_qualifiers = outer
            if not args:
                return ANY
            return self.convert(args[0], top=top)
        if name in ("TypeGuard", "TypeIs"):
            return Instance("builtins.bool")
        if name == "TypeForm":
            if len(args) > 1:
                self._err(head, "valid-type", "TypeForm[...] must have exactly one type argument")
                return ERROR_ANY
            return type_form(self.convert(args[0], top=False) if args else ANY)
        if name == "Unpack":
            if len(args) != 1:
                self._err(head, "misc", "Unpack[...] requires exactly one type argument")
                return ERROR_ANY
            return self._misplaced_unpack(whole, args[0])
        if name in ("Generic", "Protocol"):
            self._err(head, "valid-type", f'Invalid type: "{name}" is not valid as a type')
            return ERROR_ANY
        return ANY

    def _self(self, head: ast.expr, sl: ast.expr | None) -> Type:
        """``Self``: the enclosing class, as a type variable its subclasses solve; only inside
        a class, never of a metaclass, never with type arguments."""
        owner = self.scope.cls or self.scope.self_class
        if owner is None:
            self._err(head, "misc", "Self type is only allowed in annotations within class definition")
            return ERROR_ANY
        if any(c.fullname == "builtins.type" for c in owner.mro):
            self._err(head, "misc", "Self type cannot be used in a metaclass")
            return ERROR_ANY
        if sl is not None:
            self._err(head, "misc", "Self type cannot have type arguments")
        if owner.is_final:
            return owner.self_instance()  # a final class has no subclasses: Self is the class (mypy)
        return self_type_var(owner.self_instance())

    def guard_type(self, node: ast.expr | None, converted: Type | None = None) -> tuple[Type | None, bool]:
        """For ``TypeGuard[X]`` / ``TypeIs[X]`` return annotations: (X, is TypeIs). ``converted``:
        the annotation's type if known, a bool for those two (no other needs its head read again)."""
        if type(node) is not ast.Subscript:
            return None, False
        if converted is not None and not (type(converted) is Instance and converted.name == "builtins.bool"):
            return None, False
        special = self.form(node)
        if special not in ("TypeGuard", "TypeIs"):
            return None, False
        return self.convert(node.slice, top=False), special == "TypeIs"

    def _callable(self, sl: ast.expr | None, head: ast.expr) -> Type:
        self._callable_frames.append([])
        try:
            t = self._callable_parts(sl, head)
        finally:
            free = self._callable_frames.pop()
        if free and type(t) is CallableType:
            return replace(t, type_vars=(*t.type_vars, *free))
        return t

    def _callable_parts(self, sl: ast.expr | None, head: ast.expr) -> Type:
        if sl is None:
            return CallableType((), ANY, ellipsis=True)
        args = self._args(sl)
        if len(args) != 2:
            self._err(head, "valid-type", 'Please use "Callable[[<parameters>], <return type>]" or "Callable"')
            return ERROR_ANY
        params_node, ret_node = args
        if type(ret_node) is ast.List:
            self._err(ret_node, "valid-type", 'Bracketed expression "[...]" is not valid as a type')
            return ERROR_ANY
        ret = self.convert(ret_node, top=False)
        # Callable[..., TypeGuard[X]]: a bool that narrows, kept for callable compatibility.
        guard, is_type_is = self.guard_type(ret_node, ret)
        if type(params_node) is ast.Constant and params_node.value is Ellipsis:
            return CallableType((), ret, ellipsis=True, guard=guard, is_type_is=is_type_is)
        if type(params_node) is ast.List:
            for elt in params_node.elts:
                if type(elt) is ast.Constant and elt.value is Ellipsis:
                    self._err(elt, "misc", 'Unexpected "..."')
                    return ERROR_ANY
            params = self._param_list(params_node.elts)
            if params is None:
                return CallableType((), ret, ellipsis=True, guard=guard, is_type_is=is_type_is)
            return CallableType(params, ret, guard=guard, is_type_is=is_type_is)
        tail = self._paramspec_tail(params_node)
        if tail is not None:
            # ``Concatenate[int, ...]``: the prefix, then ``...``
            return CallableType(tail, ret, guard=guard, is_type_is=is_type_is, any_tail=not isinstance(tail[-1].type, TypeVarType))
        if isinstance(params_node, (ast.Name, ast.Attribute, ast.Subscript, ast.Constant)) and not isinstance(
                self.convert(params_node, top=False), AnyType):
            # ``Callable[int, str]``: not a list, a ParamSpec, Concatenate or ``...``
            self._err(params_node, "valid-type", 'The first argument to Callable must be a list of types, parameter specification, or "..."')
            return ERROR_ANY
        return CallableType((), ret, ellipsis=True, guard=guard, is_type_is=is_type_is)  # unknown parameter list: gradual

    def _param_list(self, nodes: list[ast.expr]) -> tuple[Param, ...] | None:
        """``[int, *Ts, str]``: positional-only params, the unpacked part as ``*args`` (a
        TypeVarTuple, or X of ``*tuple[X, ...]``) and those after it positional-only after
        ``*args``; None if unsure."""
        items = tuple_forms.unpacked_args(self, nodes)
        if items is None or any(type(i) is TypeVarType and i.kind == TypeVarKind.PARAMSPEC for i in items):
            return None
        if nodes:
            items = tuple_forms.one_variadic(self, items, nodes[0])
        return tuple(star_params(None, tuple(items)))

    def convert_parameter_list(self, node: ast.expr) -> Type:
        """``node`` where a ParamSpec may stand (converted as any type otherwise)."""
        self.paramspec_ok += 1
        try:
            return self.convert(node, top=False)
        finally:
            self.paramspec_ok -= 1

    def _paramspec_tail(self, node: ast.expr) -> tuple[Param, ...] | None:
        """``P`` or ``Concatenate[X, Y, P]`` as parameters: the prefix, then ``*args: P.args,
        **kwargs: P.kwargs``; None for anything else (``Concatenate[X, ...]``: gradual)."""
        prefix: list[ast.expr] = []
        if type(node) is ast.Subscript:
            if self.form(node) != "Concatenate":
                return None
            *prefix, node = self._args(node.slice)
            if type(node) is ast.Constant and node.value is Ellipsis:
                # ``Concatenate[int, ...]``: the prefix, then any parameters at all.
                params = [Param(None, self.convert(p, top=False), ParamKind.POSITIONAL_ONLY) for p in prefix]
                return (*params, Param("args", ANY, ParamKind.VAR_POSITIONAL), Param("kwargs", ANY, ParamKind.VAR_KEYWORD))
        spec = self.convert_parameter_list(node)
        if type(spec) is not TypeVarType or spec.kind != TypeVarKind.PARAMSPEC:
            return None
        params = [Param(None, self.convert(p, top=False), ParamKind.POSITIONAL_ONLY) for p in prefix]
        return (*params, Param("args", spec, ParamKind.VAR_POSITIONAL), Param("kwargs", spec, ParamKind.VAR_KEYWORD))

    def star_items(self, node: ast.expr | None) -> list[Type] | None:
        """The items of ``*args: *tuple[...]`` / ``*args: *Ts`` (or ``Unpack[...]``); None for
        an annotation that unpacks nothing (``*args: int``) or no tuple."""
        if node is None or not self._is_unpack(node):
            return None
        items = tuple_forms.unpacked_args(self, [node])
        return items if items is not None else [UnboundedItems(ERROR_ANY)]  # reported: no tuple

    def paramspec_part(self, node: ast.expr | None, *, any_attribute: bool = False) -> TypeVarType | None:
        """``P.args`` / ``P.kwargs`` (the annotations of ``*args`` / ``**kwargs``), also quoted: P;
        with ``any_attribute``, P of any ``P.name`` too."""
        node = unquoted(node)
        if type(node) is not ast.Attribute or node.attr not in ("args", "kwargs") and not any_attribute:
            return None
        if type(node.value) is ast.Name and node.value.id in self.scope.type_vars:
            tv: TypeVarType | None = self.scope.type_vars[node.value.id]  # PEP 695 [**P]
        else:
            sym = self._symbol(node.value)
            if not isinstance(sym, Symbol) or sym.kind != "typevar":
                return None
            tv = self.r.typevar_of(sym)
        if tv is not None:
            tv = self.scope.type_vars.get(tv.name, tv)
        return tv if tv is not None and tv.kind == TypeVarKind.PARAMSPEC else None

    def _enum_member(self, node: ast.expr) -> LiteralType | AnyType | None:
        """``Literal[Color.RED]`` (or ``Literal[mod.Color.RED]``, ``Literal[Outer.Color.RED]``):
        the member's literal type."""
        if type(node) is not ast.Attribute:
            return None
        sym = self._dotted_symbol(node.value)
        info = self.r.class_of(sym) if sym is not None and sym.kind == "class" else None
        if info is None or not info.is_enum:
            return None
        found = member_literal(info, node.attr)
        if found is None and members_of_class(info) is not None:
            # A method, property or other non-member of a known enum names no value.
            self._err(node, "valid-type", "Parameter 1 of Literal[...] is invalid")
            return ERROR_ANY
        return found

    def _dotted_symbol(self, node: ast.expr) -> Symbol | None:
        """What a dotted name (``Color``, ``mod.Color``, ``Outer.Color``) names, through
        modules and class bodies."""
        if type(node) is ast.Name:
            return self.r.lookup(self.scope, node.id)
        if type(node) is not ast.Attribute:
            return None
        owner = self._dotted_symbol(node.value)
        return self.r.member_symbol(owner, node.attr) if owner is not None and owner.kind in ("module", "class") else None

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
    if variance_of is None and not params:
        return scope  # no PEP 695 parameters (most definitions)
    if variance_of is None and not any(
            getattr(p, "bound", None) is not None or getattr(p, "default_value", None) is not None for p in params):
        return scope  # plain ``[T]``: nothing more to read
    conv = TypeConverter(resolver, scope, None)
    tvs = dict(scope.type_vars)
    for p in params:
        tv = tvs[getattr(p, "name", "")]
        tvs[tv.name] = _bounded_type_param(conv, p, tv, variance_of)
    return _with_declared_defaults(resolver, Scope(scope.module, scope.cls, scope.local_defs, tvs, scope.owner, scope.self_class), params)


def _bounded_type_param(conv: TypeConverter, param: ast.AST, tv: TypeVarType,
                        variance_of: Callable[[str], Variance] | None) -> TypeVarType:
    """One PEP 695 parameter with its bound or constraints (only a TypeVar has them) and variance."""
    bound_node = getattr(param, "bound", None)
    bound: Type | None = None
    values: tuple[Type, ...] = ()
    if type(bound_node) is ast.Tuple:  # ``[S: (str, bytes)]``: constraints, not a tuple bound
        # (fewer than two is reported, type_params.check_list; the variable is then unconstrained)
        values = tuple(conv.convert(e, top=False) for e in bound_node.elts) if len(bound_node.elts) >= 2 else ()
    elif bound_node is not None:
        bound = conv.convert(bound_node, top=False)
    variance = variance_of(tv.name) if variance_of is not None else tv.variance
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
    return Scope(scope.module, scope.cls, scope.local_defs, tvs, scope.owner, scope.self_class)


# mypy's notes for a function written where a type belongs.
_FUNCTION_AS_TYPE = {
    "builtins.any": 'Perhaps you meant "typing.Any" instead of "any"?',
    "builtins.callable": 'Perhaps you meant "typing.Callable" instead of "callable"?',
}


def _plain_def(sym: Symbol) -> bool:
    """A function a stub states with ``def`` (``builtins.any``), not a name it binds to one."""
    return bool(sym.nodes) and all(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in sym.nodes)  # (overloads too)
