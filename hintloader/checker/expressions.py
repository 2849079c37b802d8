"""Expression types: names, attributes, operators, subscripts, displays and comprehensions."""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from hintloader.checker import calls, index_misfits
from hintloader.checker.astutil import child_nodes, is_bare_super, walk
from hintloader.checker.self_arguments import check_super_self_argument
from hintloader.checker.protocol_classes import unsafe_super_call
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.env import Env
from hintloader.checker.narrowing import _falsy, _truthy, declared_key, inferred_final, member_beside_declared, merge, narrow, ref_key
from hintloader.checker.program import Program
from hintloader.typesystem.tuples import is_bounded
from hintloader.checker import awaits, comparisons, enum_values, super_arguments, deprecations, displays, empty_items, formatting, func_returns, members, method_type_vars, name_order, narrowed_reads, partials, qualifiers, super_access, truthy_functions, tuple_values, type_application, type_erasure, type_scoping, typeddicts, typeforms, writes, yields
from hintloader.checker.joins import join_items
from hintloader.checker.members import NEVER_MISSING
from hintloader.checker.operands import operator_receiver, plain_operand
from hintloader.checker.naming import CalleeName
from hintloader.checker.overloads import report_no_match
from hintloader.checker.suggestions import either, forgotten_import
from hintloader.checker.symbols import ClassInfo, Reporter, Scope, Symbol
from hintloader.checker.partials import Partial, UseSites
from hintloader.checker.shown_values import shown_value
from hintloader.checker.containment import check_containment
from hintloader.checker.fstring_bytes import check_formatted_value
from hintloader.checker.deleted_names import DELETED, REBOUND, only_bound_as_variable, read_deleted
from hintloader.typesystem.relations import is_assignable, map_to_supertype, simplify_union
from hintloader.typesystem.model import (
    is_str_literal,
    is_variadic,
    LITERAL_STRING,
    STR,
    TYPE_FORM,
    ANY,
    ERROR_ANY,
    NEVER,
    NONE,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    NeverType,
    NoneType,
    Overloaded,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypeVarKind,
    TypeVarType,
    UnionType,
    has_any,
    has_literal,
    has_type_vars,
    constant_type,
    make_union,
    substitute,
    union_items,
    widen_literal,
)
from hintloader.typesystem.formatting import format_type, short_name

BINOP_DUNDERS = {
    ast.Add: ("__add__", "__radd__", "+"), ast.Sub: ("__sub__", "__rsub__", "-"),
    ast.Mult: ("__mul__", "__rmul__", "*"), ast.Div: ("__truediv__", "__rtruediv__", "/"),
    ast.FloorDiv: ("__floordiv__", "__rfloordiv__", "//"), ast.Mod: ("__mod__", "__rmod__", "%"),
    ast.Pow: ("__pow__", "__rpow__", "**"), ast.MatMult: ("__matmul__", "__rmatmul__", "@"),
    ast.LShift: ("__lshift__", "__rlshift__", "<<"), ast.RShift: ("__rshift__", "__rrshift__", ">>"),
    ast.BitAnd: ("__and__", "__rand__", "&"), ast.BitOr: ("__or__", "__ror__", "|"),
    ast.BitXor: ("__xor__", "__rxor__", "^"),
}
# Node class -> the ExpressionChecker method that infers it (looked up once per class).
_VISITORS: dict[type, Callable[[ExpressionChecker, Any, Type | None], Type]] = {
    ast.List: displays._List, ast.Set: displays._Set, ast.Tuple: displays._Tuple, ast.Dict: displays._Dict,
    ast.ListComp: displays._ListComp, ast.SetComp: displays._SetComp, ast.GeneratorExp: displays._GeneratorExp,
    ast.DictComp: displays._DictComp,
}
# Expressions a quiet trial may infer again with the same context: displays and calls, whose
# nesting would otherwise multiply the trials level by level.
_REPEATED_IN_TRIALS = frozenset({ast.Dict, ast.List, ast.Set, ast.Tuple, ast.Call})
# Symbols a name may be reported for as deprecated (PEP 702).
_DEFINITIONS = ("func", "class")
LENIENT_SILENT = frozenset({"union-attr", "index", "operator", "misc", "abstract"})


@dataclass(eq=False)
class FuncCtx:
    """What one function (or the module, or a class body) binds and declares."""

    scope: Scope
    locals: set[str]
    declared: dict[str, Type] = field(default_factory=dict)
    outer: set[str] = field(default_factory=set)
    globals_decl: set[str] = field(default_factory=set)
    kind: str = "function"  # module | class | function
    ret: Type | None = None
    is_generator: bool = False
    is_async: bool = False
    name: str = ""
    # A generator decorated with ``@types.coroutine``: its ``yield from`` also awaits coroutines.
    awaitable_generator: bool = False
    returned_value: bool = False
    # A def without any annotation: only calls into annotated code are checked there, so
    # attributes of our own classes (often set dynamically or by mixins) are not questioned.
    lenient: bool = False
    # The class whose method this is (not for static or class methods): what super() means.
    method_of: ClassInfo | None = None
    # Its annotated ``self`` (``self: Box[A]``): the type arguments super() binds the base with.
    self_type: Instance | None = None
    # The class whose classmethod this is: super() there is the next class object.
    classmethod_of: ClassInfo | None = None
    # Its first parameter's annotated type (``cls: type[T]``), which super() must be an instance of.
    annotated_first: Type | None = None
    # In one pass over a body generic in a constrained type variable: the constraint chosen.
    bindings: dict[TypeVarType, Type] = field(default_factory=dict)
    # Declared types of the enclosing functions' names, for a nested function's free names.
    outer_declared: dict[str, Type] = field(default_factory=dict)
    # Of those, the ones no enclosing function binds again after this def, with their type at
    # the def (narrowing kept), and the ones bound again after it: see closure_types.py.
    outer_narrowed: dict[str, Type] = field(default_factory=dict)
    outer_rebound: frozenset[str] = frozenset()
    # The line of each local's last binding in the body, built on first need (closure_types.py).
    last_bound: dict[str, int] | None = None
    # The locals declared Final, found on the first assignment that asks (writes.py).
    final_locals: frozenset[str] | None = None
    # Each unannotated local's type at its first binding in source order (mypy's declaration
    # of it): a later binding's literals are inferred against it (statements.visit_Assign).
    first_bound: dict[str, Type] = field(default_factory=dict)
    # The loop whose body made each first binding (its list of breaks; None: no loop).
    first_bound_loop: dict[str, object] = field(default_factory=dict)
    # The statement whose binding declared each such local, the function body, and (built on
    # first need) each statement's if / try branches: see first_bindings.py.
    declared_at: dict[str, ast.stmt] = field(default_factory=dict)
    body: list[ast.stmt] | None = None
    branch_paths: dict[int, tuple[tuple[int, int], ...]] | None = None
    # Locals bound to an empty display that nothing filled yet: their class and the binding.
    partials: dict[str, Partial] = field(default_factory=dict)
    # The target names of the comprehensions being inferred (a scope of their own, each name
    # declared by the item it is bound to): any_narrowing treats them as locals.
    comprehension_names: frozenset[str] = frozenset()
    # Where the body uses names in ways that fill no partial local here (partials.use_sites).
    partial_sites: UseSites | None = None
    # The function this one is nested in: its partial locals this body may fill or use.
    enclosing: FuncCtx | None = None
    # The parameters typed ``*args: P.args`` / ``**kwargs: P.kwargs``: their P and which part.
    components: dict[str, tuple[TypeVarType, str]] = field(default_factory=dict)
    # The names of the ``except ... as name`` handlers that ended so far (deleted_names.py).
    ended_handlers: set[str] = field(default_factory=set)



def _chained_result(ck: ExpressionChecker, steps: list[Type]) -> Type:
    """The value of a (chained) comparison: one comparison's result, or the join of all of them
    (mypy; ``y == y == y`` of an ``__eq__`` returning ``B`` is a ``B``). Any among them is Any."""
    distinct = list(dict.fromkeys(steps))
    if len(distinct) == 1:
        return distinct[0]
    found = next((t for t in distinct if type(t) is AnyType), None)
    if found is not None:
        return found
    return join_items(ck.prog, distinct) or make_union(distinct)


class ExpressionChecker:
    # Attribute access (members.py), as methods.
    def member(self, base: Type, name: str, node: ast.AST | None, *, report: bool = True) -> Type:
        return members.member(self, base, name, node, report=report)

    def _member_of(self, base: Type, name: str) -> Type:
        return members._member_of(self, base, name)

    def instance_member(self, inst: Instance, name: str, receiver: Type | None = None) -> Type:
        return members.instance_member(self, inst, name, receiver)

    def super_member(self, info: ClassInfo, name: str, on_class: bool = False) -> Type | None:
        return members.super_member(self, info, name, on_class)

    def inferred_attr_type(self, sym: Symbol) -> Type:
        return method_type_vars.read_in(members.inferred_attr_type(self, sym), self.ctx)

    def __init__(self, prog: Program, reporter: Reporter, ctx: FuncCtx) -> None:
        self.prog = prog
        self.reporter = reporter
        self.ctx = ctx
        self.env: Env = Env()
        self.quiet = 0
        # In a loop's quiet trial pass: first bindings declare locals there too (undone after it).
        self.trial_declares = False
        # In the trial pass over a try body: each type its rebound locals take (statements.py).
        self.try_bindings: tuple[FuncCtx, dict[str, list[Type]]] | None = None
        # Set in a try body that catches NameError or ImportError: undefined names are expected.
        self.quiet_names = False
        # Inferring the arguments of a call to an unknown callable (deleted_names.py).
        self.unchecked_arguments = False
        # The calls and awaits whose value nothing uses (func_returns.py), by id.
        self.none_results_ok: set[int] = set()
        # The type the enclosing call's result is assigned to, if declared.
        self.call_context: Type | None = None
        # A method call's receiver, already inferred by the call (see calls.infer_call): the
        # attribute access that follows takes it instead of inferring the receiver again.
        self.known_receiver: tuple[ast.expr, Type] | None = None
        # ``super(C, obj)`` just inferred, its arguments sound: C, obj's class, and whether obj
        # is a class object (members.explicit_super_member resolves the attribute read on it).
        self.explicit_super: tuple[ast.Call, ClassInfo, Instance, bool] | None = None
        self.explicit_super_owner: tuple[ast.Call, ClassInfo] | None = None  # the class one found it in
        # The value of ``Name = C[...]`` being inferred: a type alias to mypy, whose arity
        # errors take the annotation wording (type_application.py).
        self.alias_value: ast.expr | None = None
        # The PEP 695 type parameters of the class whose header (its bases) is being read.
        self.header_params: frozenset[str] = frozenset()
        # Quiet trials (overload items, TypedDict candidates) infer the same nested display or
        # call again with the same context; each level doing so is exponential in the nesting.
        # Their results, kept until the env changes: see infer_quietly_once.
        self.quiet_results: dict[tuple[int, int, int], tuple[ast.expr, Type | None, Env, Type]] = {}
        # The type variables of the generic calls whose display arguments are being inferred.
        self.unsolved: frozenset[TypeVarType] = frozenset()

    # ----- reporting -----------------------------------------------------------------------
    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        if self.reports(code):
            self.reporter.error(node, code, message, origin, span)

    def reports(self, code: str) -> bool:
        """Whether an error of this code would be recorded here: messages that cost something
        to word (suggestions) are only worded then."""
        # Unannotated defs: only calls into annotated code and names are checked.
        return not self.quiet and not (self.ctx.lenient and code in LENIENT_SILENT)

    def explain(self, node: ast.AST, code: str, reason: str) -> None:
        """Say why a relation failed (the relation engine's verdict), as a note."""
        if reason and not self.quiet and not (self.ctx.lenient and code in LENIENT_SILENT):
            for line in reason.split("\n"):  # a protocol's conflicts: one note per member
                self.reporter.note(node, code, line)

    def infer_in(self, node: ast.expr, env: Env, expected: Type | None = None) -> Type:
        saved = self.env
        self.env = env
        try:
            return self.infer(node, expected)
        finally:
            self.env = saved

    def infer_condition(self, test: ast.expr, env: Env | None, expected: Type | None = None) -> Type:
        """A condition inferred for its findings before narrow() infers it again where it binds:
        a walrus in it binds there only (``b := b.prev`` must not see ``b`` already rebound)."""
        if env is not None and self.ctx.scope.module.has_walrus and any(type(n) is ast.NamedExpr for n in walk(test)):
            env = Env(env)
        return self.infer_in(test, env, expected) if env is not None else self.infer(test, expected)

    def infer_again(self, node: ast.expr, expected: Type | None = None, env: Env | None = None) -> Type:
        """``node`` inferred once more without reporting anything (in ``env`` if given): it was
        inferred, and reported, where it stands."""
        self.quiet += 1
        try:
            return self.infer(node, expected) if env is None else self.infer_in(node, env, expected)
        finally:
            self.quiet -= 1

    def converter(self) -> TypeConverter:
        return TypeConverter(self.prog, self.ctx.scope, self.reporter, strict_generics=self.prog.strict_generics)

    def in_pass(self, t: Type) -> Type:
        """A local def's type in this body pass: the enclosing function's ``AnyStr`` it uses is
        the constraint the pass checks."""
        return substitute(t, self.ctx.bindings) if self.ctx.bindings else t

    def type_expression(self, node: ast.expr, *, report: bool = True) -> Type:
        """A type written in an expression (``cast(AnyStr, x)``, ``list[T]()``), in this body
        pass: a constrained type variable is the constraint the pass checks."""
        conv = self.converter() if report else TypeConverter(self.prog, self.ctx.scope, None)
        t = conv.convert(node)
        return substitute(t, self.ctx.bindings) if self.ctx.bindings else t

    # ----- dispatch ------------------------------------------------------------------------
    def infer(self, node: ast.expr, expected: Type | None = None) -> Type:
        prog = self.prog
        prog.ticks += 1
        if not prog.ticks & 255:
            prog.check_deadline()
        kind = type(node)
        visit = _VISITORS.get(kind)
        if visit is None:
            visit = _VISITORS[kind] = getattr(ExpressionChecker, "_" + kind.__name__, _infer_children)
        if expected is not None:
            if type(expected) is Instance and expected.name == TYPE_FORM:
                return typeforms.implicit(self, node, lambda: visit(self, node, expected))
            if type(expected) is UnionType and typeforms.expects_type_form(expected):
                return typeforms.value_or_type_form(self, node, expected, lambda: visit(self, node, expected))
        if self.quiet and kind in _REPEATED_IN_TRIALS:
            return self.infer_quietly_once(node, expected, visit)
        result: Type = visit(self, node, expected)
        return result

    def infer_quietly_once(self, node: ast.expr, expected: Type | None,
                           visit: Callable[[ExpressionChecker, Any, Type | None], Type]) -> Type:
        """A quiet inference of ``node`` against ``expected`` in the current env, done once.

        Keyed by identity; the entry holds the node, context and env, so no id is reused
        while it lives. Nothing is reported quietly, so the result is all there is to keep."""
        key = (id(node), id(expected), id(self.env))
        found = self.quiet_results.get(key)
        if found is not None:
            return found[3]
        result: Type = visit(self, node, expected)
        self.quiet_results[key] = (node, expected, self.env, result)
        return result

    def env_changed(self) -> None:
        """A binding changed the env in place: quiet results inferred before may be stale."""
        if self.quiet_results:
            self.quiet_results.clear()

    def _Constant(self, node: ast.Constant, expected: Type | None) -> Type:
        v = node.value
        if type(v) is str:  # (the common cases first: every constant comes here)
            return LiteralType(v, "builtins.str")
        if type(v) is int:
            return LiteralType(v, "builtins.int")
        if v is Ellipsis:
            if self.ctx.scope.module.is_stub:
                return ANY  # ``x: int = ...`` in a stub: a value left unsaid
            return Instance("types.EllipsisType")  # typeshed: Ellipsis: EllipsisType
        found = constant_type(v)
        return ANY if found is None else found

    def _JoinedStr(self, node: ast.JoinedStr, expected: Type | None) -> Type:
        # PEP 675: an f-string of literal strings only (its format specs too) is a LiteralString.
        literal = True
        for v in node.values:
            if type(v) is ast.FormattedValue:
                shown = self.infer(v.value)
                check_formatted_value(self, node, v, shown)
                literal = is_str_literal(shown) and literal
                if v.format_spec is not None:
                    literal = is_str_literal(self.infer(v.format_spec)) and literal
        return LITERAL_STRING if literal else STR

    def _Name(self, node: ast.Name, expected: Type | None) -> Type:
        name = node.id
        narrowed = self.env.get(name)
        if narrowed is not None:
            if narrowed is DELETED or narrowed is REBOUND:
                return read_deleted(self, node, narrowed)
            return narrowed
        ctx = self.ctx
        if name in ctx.partials or (ctx.enclosing is not None and name in ctx.outer):
            partials.read(self, name, node)  # ``x = []`` read before anything fills it
            found = ctx.partials.get(name)
            if found is not None:
                return partials.unfilled_class(found.kind)  # read as mypy does there: ``list[Any]``
        if name in ctx.locals and name not in ctx.globals_decl:
            if name in ctx.ended_handlers and only_bound_as_variable(self, name):
                # Bound on no path here but by the handler that deleted it (mypy: deleted for
                # the rest of the scope).
                return read_deleted(self, node, None)
            if name in ctx.declared:
                return ctx.declared[name]
            if ctx.kind == "function":
                for defs in ctx.scope.local_defs[:1]:
                    nodes = defs.get(name)
                    if nodes and isinstance(nodes[0], (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)):
                        sym = self.prog.lookup(ctx.scope, name)
                        if sym is not None:
                            if sym.kind in _DEFINITIONS:
                                deprecations.report_name(self, node, sym)
                            return self.in_pass(self.prog.value_type(sym))
                return ANY
        if name in ctx.outer and name not in ctx.globals_decl:
            sym = self.prog.lookup(ctx.scope, name)
            if sym is not None and sym.kind in _DEFINITIONS:
                deprecations.report_name(self, node, sym)
                return self.in_pass(self.prog.value_type(sym))
            kept = ctx.outer_narrowed.get(name)
            if kept is not None:
                return kept  # not bound again after the def: its type there (closure_types.py)
            declared = ctx.outer_declared.get(name)
            # A union bound again after the def has its declared type; otherwise it may have
            # been narrowed where the function is defined, in a way not known here.
            if declared is not None and (type(declared) is not UnionType or name in ctx.outer_rebound):
                return declared
            return ANY
        param = type_scoping.type_param_value(self, name)
        if param is not None:
            return param
        sym = self.prog.lookup(self._name_scope(node), name)
        if sym is None:
            if not ctx.scope.module.dynamic and not self.quiet_names and self.reports("name-defined"):
                close = self._close_names(name)
                maybe = f"; did you mean {either(close)}?" if close else ""
                self.error(node, "name-defined", f'Name "{name}" is not defined{maybe}')
                self.explain(node, "name-defined", forgotten_import(name))
            return ERROR_ANY
        if sym.kind in _DEFINITIONS:
            deprecations.report_name(self, node, sym)
        if ctx.kind != "function":
            name_order.check_module_read(self, node, sym)
        return self.prog.value_type(sym)

    def _name_scope(self, node: ast.Name) -> Scope:
        """Where a name read outside functions is looked up: in a class body, the class's names
        bound before it (``tasks = field(factory=set)`` above ``def set(self)`` is the builtin)."""
        ctx = self.ctx
        cls = ctx.scope.cls if ctx.kind == "class" else None
        if cls is not None and not cls.is_stub:
            sym = self.prog.class_body_symbol(cls, node.id)
            # The class's own bindings of the name (an import's symbol has the imported nodes).
            own = cls.body.get(node.id) or [] if sym is not None else []
            if own and all(_ends_after(n, node) for n in own):
                cls = None
        return Scope(ctx.scope.module, cls) if cls is not None else self.prog.plain_scope(ctx.scope.module)

    def _close_names(self, wrong: str) -> list[str]:
        """What a misspelt name may have meant (Program.close_names_in_scope), with the
        function's and the enclosing functions' names; a class body's only while in it."""
        ctx = self.ctx
        visible = Scope(ctx.scope.module, ctx.scope.cls if ctx.kind == "class" else None)
        own = {n for n in ctx.locals | ctx.outer if not n.startswith("__")}
        return self.prog.close_names_in_scope(visible, wrong, own)

    def context_free(self, value: ast.expr) -> bool:
        """A call of a plain function that is not generic, or of a class that is not generic
        (``range(3)``): its result is its declared return type (the instance) whatever context
        it is inferred in."""
        if type(value) is not ast.Call or any(type(a) is ast.Starred for a in value.args):
            return False
        sym = self.symbol_of(value.func)
        if sym is not None and sym.kind == "class" and sym.info is not None:
            info = sym.info
            return (not info.type_params and not info.is_typeddict and not info.dynamic and not info.unknown_base
                    and self.prog.metaclass(info.fullname) is None)
        if sym is None or sym.kind != "func":
            return False
        sig = self.prog.value_type(sym)
        return type(sig) is CallableType and not sig.type_vars and not has_type_vars(sig.ret)

    def symbol_of(self, node: ast.expr) -> Symbol | None:
        """The symbol a dotted name denotes, when it is a module or class path."""
        if type(node) is ast.Name:
            if node.id in self.ctx.locals and self.ctx.kind != "module":
                return None
            return self.prog.lookup(self._name_scope(node), node.id)
        if type(node) is ast.Attribute:
            base = self.symbol_of(node.value)
            if base is None:
                return None
            return self.prog.member_symbol(base, node.attr)
        return None

    # ----- attributes ------------------------------------------------------------------------
    def _Attribute(self, node: ast.Attribute, expected: Type | None) -> Type:
        key = ref_key(node)
        if key is not None and key in self.env:
            # ``Node.label = 1`` narrows, and the read after it is as ambiguous as before.
            receiver = self._receiver(node.value)
            type_erasure.check_class_access(self, receiver, node.attr, node)
            narrowed_reads.report_missing(self, receiver, node)
            return self.env[key]
        owner = self.ctx.method_of or self.ctx.classmethod_of
        new_of = self.ctx.scope.cls or self.ctx.scope.self_class  # (a method's scope has no cls of its own)
        if (owner is None and node.attr == "__new__" and self.ctx.name == "__new__" and new_of is not None
                and is_bare_super(node.value)):
            # ``super().__new__(cls, ...)`` in ``__new__``: the next class's, making a ``cls``.
            made = self.super_member(new_of, "__new__", on_class=True)
            if made is not None:
                return made
        if owner is not None and super_arguments.is_method_super(self, node.value):
            if type(node.value) is ast.Call and super_arguments.check_bare_form(self, node.value):
                return ERROR_ANY
            super_arguments.check_super_self(self, node.value)  # (``node.value`` is the call)
            through_super = self.super_member(owner, node.attr, on_class=owner is not self.ctx.method_of)
            if through_super is not None:
                if not self.quiet:
                    check_super_self_argument(self, owner, node.attr, node)
                    unsafe_super_call(self, node)
                return through_super
            if super_access.check_undefined(self, owner, node):
                return ERROR_ANY
        base = self._receiver(node.value)
        explicit = self.explicit_super
        if explicit is not None and explicit[0] is node.value:
            self.explicit_super = None
            through = members.explicit_super_member(self, *explicit, node.attr)
            if through is not None:
                return through
        if node.attr == "__init__" and self._init_of_an_unknown_class(base):
            return ANY
        found = self.member(base, node.attr, node)
        if expected is not None and has_literal(expected) and not is_assignable(found, expected, self.prog):
            literals = enum_values.literal_values(self, base, node.attr)
            if literals is not None and is_assignable(literals, expected, self.prog):
                found = literals  # ``return self._scope.value`` for a ``Literal["a", "b"]``
        deprecations.report_member(self, node, base, node.attr)
        declared = self.env.get(declared_key(key[: -len(node.attr) - 1])) if key is not None else None
        return found if declared is None else member_beside_declared(self, declared, node.attr, found)

    def _receiver(self, node: ast.expr) -> Type:
        known = self.known_receiver
        if known is not None and known[0] is node:
            self.known_receiver = None
            return known[1]
        return empty_items.unfilled(node, self.infer(node))

    # ----- calls -----------------------------------------------------------------------------
    def _Call(self, node: ast.Call, expected: Type | None) -> Type:
        func = node.func
        if (type(func) is ast.Attribute and func.attr == "format" and type(func.value) is ast.Constant
                and isinstance(func.value.value, str) and self.reports("str-format")):
            formatting.check_format_call(self, func.value.value, node)
        return calls.infer_call(self, node, expected)

    # ----- operators -------------------------------------------------------------------------
    def _BinOp(self, node: ast.BinOp, expected: Type | None) -> Type:
        left = self.infer(node.left, expected if _passes_context(node.op, node.left) else None)
        context = expected if _passes_context(node.op, node.right) else None
        if type(node.op) is ast.BitOr and type(node.right) is ast.Dict:
            merged = typeddicts.merge_display(self, left, node.right, writes=False)
            if merged is not None:
                return merged  # td | {"key": value}: the display is a partial TypedDict
            if typeddicts.typeddict_of(self, left) is not None:
                context = None  # no partial one: the plain dict of __or__'s other overload
        if context is None and type(node.op) is ast.Add and isinstance(node.right, (ast.List, ast.ListComp)) and type(left) is Instance:
            context = left  # ``args + ["LIMIT", n]``: the display as ``list.__add__`` takes it (mypy)
        right = self.infer(node.right, context)
        if (type(node.op) is ast.Mod and type(node.left) is ast.Constant and isinstance(node.left.value, (str, bytes))
                and self.reports("str-format")):
            formatting.check_interpolation(self, node.left.value, node.right, right)
        return self.binop(left, right, type(node.op), node)

    def _init_of_an_unknown_class(self, t: Type) -> bool:
        """``inst.__init__`` where ``inst`` is a ``Self`` or a bound type variable: the class is
        the bound's or any subclass's, whose ``__init__`` may take other arguments (mypy types
        it Any, after its unsound-access report; the typing spec lets a known instance's
        ``__init__`` be read as its method). A final class has no subclass."""
        if not (type(t) is TypeVarType and t.kind == TypeVarKind.TYPEVAR and not t.values):
            return False
        bound = t.bound if t.bound is not None else Instance("builtins.object")
        info = self.prog.class_by_name(bound.name) if type(bound) is Instance else None
        return info is not None and not info.is_final and not any(c.fullname == "builtins.type" for c in info.mro)

    def _metaclass_or(self, t: Type) -> bool:
        """A class object whose metaclass defines its own ``__or__`` (libcst's matchers): ``A | B``
        is that method's result, not a types.UnionType."""
        if not (type(t) is TypeType and type(t.item) is Instance):
            return False
        meta = self.prog.metaclass(t.item.name)
        info = self.prog.class_by_name(meta.name) if meta is not None else None
        found = self.prog.find_member(info, "__or__") if info is not None else None
        return found is not None and found[1].fullname != "builtins.type"

    def binop(self, left: Type, right: Type, op: type[ast.operator] | None, node: ast.AST,
              names: tuple[str, str, str] | None = None) -> Type:
        """``left op right`` (``names``: the methods and symbol of an operator written as a call,
        ``divmod(a, b)``, which mypy checks as an operator)."""
        names = names or BINOP_DUNDERS.get(op) if op is not None else names
        if names is None:
            return ANY
        if type(left) is AnyType or type(right) is AnyType or not (plain_operand(self, left) and plain_operand(self, right)):
            return ANY
        if (op is ast.BitOr and _union_operand(left) and _union_operand(right) and not (type(left) is NoneType and type(right) is NoneType)
                and not self._metaclass_or(left)):
            return Instance("types.UnionType")  # ``int | None`` of class objects (3.10+)
        if op is ast.Add and (joined := tuple_values.concatenated(left, right)) is not None:
            return joined  # (index,) + rec[1:]: item by item, as mypy
        if op is ast.Mult and (repeated := _repeated_tuple(left, right) or _repeated_tuple(right, left)) is not None:
            return repeated  # (precision,) * 2 is a tuple[int, int] (mypy's plugin)
        if type(left) is UnionType or type(right) is UnionType:
            results: list[Type] = []
            failed = False
            for li in union_items(left):
                for ri in union_items(right):
                    r = self._binop_one(li, ri, names)
                    if r is None:
                        if not (self._certain(li) and self._certain(ri)):
                            return ANY
                        if not failed:
                            self._unsupported_operands(li, ri, names, node)
                            failed = True
                        continue  # the pairs that work still give the result (mypy)
                    results.append(r)
            if failed and not results:
                return ERROR_ANY
            return make_union(results)
        result = self._binop_one(left, right, names, node)
        if result is None:
            if self.certain_operand(left) and self.certain_operand(right):
                self._unsupported_operands(left, right, names, node)
                return ERROR_ANY
            return ANY
        return result

    def _unsupported_operands(self, left: Type, right: Type, names: tuple[str, str, str], node: ast.AST) -> None:
        """mypy's two wordings: the left operand has no such operator at all (and the right no
        reflected one), or it has one that does not take the right operand."""
        shown_left = format_type(widen_literal(left))
        if (self._member_of(operator_receiver(left), names[0]) is NEVER_MISSING
                and self._member_of(operator_receiver(right), names[1]) is NEVER_MISSING):
            self.error(node, "operator", f'Unsupported left operand type for {names[2]} ("{shown_left}")')
        else:
            self.error(node, "operator", f'Unsupported operand types for {names[2]} ("{shown_left}" and "{format_type(widen_literal(right))}")')
        if any(type(t) is Instance and t.name == "typing.Coroutine" for t in (left, right)) and self.reports("operator"):
            self.reporter.note(node, "operator", 'Maybe you forgot to use "await"?')

    def _certain(self, t: Type) -> bool:
        """Only report operator errors for values of fully known classes. Any among the type
        arguments is no excuse: the operator methods were tried with it, gradually, and none
        fits (``list[Any] + 1``, as mypy)."""
        if type(t) is NoneType:
            return True
        if type(t) is LiteralType:
            # (an enum member: as certain as its class, ``Level.LOW < 3`` as ``level < 3``)
            return t.fallback.startswith("builtins.") or self._certain(Instance(t.fallback))
        if type(t) is Instance:
            info = self.prog.class_by_name(t.name)
            return info is not None and not info.unknown_base and not info.dynamic
        return type(t) is TupleType

    def certain_operand(self, t: Type) -> bool:
        """``_certain`` for an operator's operand: a type variable is as certain as its upper
        bound, which its values have (mypy checks ``a < b`` of ``a, b: T`` on ``object``)."""
        if type(t) is TypeVarType:
            return plain_operand(self, t) and self._certain(t.bound or Instance("builtins.object"))
        if type(t) is CallableType:
            return True  # a function: only ``builtins.function``'s members (none is an operator)
        return self._certain(t)

    def _binop_one(self, left: Type, right: Type, names: tuple[str, str, str], node: ast.AST | None = None) -> Type | None:
        if type(left) is AnyType or type(right) is AnyType:
            return ANY
        method = self._member_of(operator_receiver(left), names[0]) if type(left) is not TypeType else NEVER_MISSING
        if method is not NEVER_MISSING:
            r = calls.try_call(self, method, [right])
            if r is not None:
                if node is not None:
                    deprecations.report_member(self, node, left, names[0])
                return r
        rmethod = self._member_of(operator_receiver(right), names[1]) if type(right) is not TypeType else NEVER_MISSING
        if rmethod is not NEVER_MISSING:
            r = calls.try_call(self, rmethod, [left])
            if r is not None:
                if node is not None:
                    deprecations.report_member(self, node, right, names[1])
                return r
        if type(left) is TypeType or type(right) is TypeType:
            return ANY
        return None

    def _UnaryOp(self, node: ast.UnaryOp, expected: Type | None) -> Type:
        operand = self.infer(node.operand)
        if type(node.op) is ast.Not:
            truthy_functions.check_tested(self, node.operand, operand)
            return Instance("builtins.bool")
        if type(operand) is LiteralType and isinstance(operand.value, int) and not isinstance(operand.value, bool):
            if type(node.op) is ast.USub:
                return LiteralType(-operand.value, "builtins.int")
            if type(node.op) is ast.UAdd:
                return operand
        dunder = {ast.USub: "__neg__", ast.UAdd: "__pos__", ast.Invert: "__invert__"}[type(node.op)]
        method = self._member_of(operator_receiver(operand), dunder) if type(operand) is not UnionType else ANY
        if method is NEVER_MISSING:
            if self.certain_operand(operand):
                self.error(node, "operator", f'Unsupported operand type for {_UNARY[type(node.op)]} ("{format_type(widen_literal(operand))}")')
            return ERROR_ANY
        r = calls.try_call(self, method, [])
        if r is not None and type(operand) is not UnionType:  # a union's members are not looked up
            deprecations.report_member(self, node, operand, dunder)
        return r if r is not None else ANY

    def _BoolOp(self, node: ast.BoolOp, expected: Type | None) -> Type:
        env = self.env
        results: list[Type] = []
        cur: Env | None = env
        context = expected
        for i, value in enumerate(node.values):
            if cur is None:
                break
            t = self.infer_condition(value, cur, context)
            if context is None and i == 0:
                # ``x or []``, ``x and {}``: the first operand's type is the context of the
                # others (mypy's, None kept), so an empty display takes x's element types.
                # Not a TypedDict: ``td or {}`` is an empty mapping, not a TypedDict missing keys.
                members: list[Type] = [m for m in union_items(t) if type(m) is not NoneType]
                if members and not any(typeddicts.typeddict_of(self, m) is not None for m in members):
                    context = make_union(members + [m for m in union_items(t) if type(m) is NoneType])
                    if isinstance(context, (AnyType, NeverType)):
                        context = None
            last = i == len(node.values) - 1
            if not last:
                truthy_functions.check_tested(self, value, t)
            true_env, false_env = narrow(self, value, cur)
            if last:
                results.append(t)
            elif type(node.op) is ast.And:
                if false_env is not None:
                    inner = self._last_operand_type(value, ast.Or, false_env)
                    results.append(_false_value(_falsy(inner or t, self)))
                cur = true_env
            else:
                if true_env is not None:
                    inner = self._last_operand_type(value, ast.And, true_env)
                    if inner is None and type(t) is LiteralType and inferred_final(self, value):
                        inner = Instance(t.fallback)  # ``NAME or "x"`` with ``NAME: Final = ""``: a str
                    results.append(_truthy(inner or t))
                cur = false_env
        return make_union(results) if results else NEVER

    def _last_operand_type(self, value: ast.expr, op: type[ast.boolop], env: Env) -> Type | None:
        """``(a and b) or c``: the left side is truthy only as ``b`` (``a`` is its value only
        when falsy), so its truthy part is ``b``'s, inferred where ``a`` held; likewise the
        falsy part of ``(a or b) and c`` is ``b``'s. None for other operands."""
        if not (type(value) is ast.BoolOp and isinstance(value.op, op)):
            return None
        return self.infer_again(value.values[-1], env=env)

    def _Compare(self, node: ast.Compare, expected: Type | None) -> Type:
        left = self.infer(node.left)
        steps: list[Type] = []  # each comparison's result: ``a < b < c`` is their join (mypy)
        for op, comp in zip(node.ops, node.comparators):
            right = self.infer(comp)
            result: Type = Instance("builtins.bool")
            done, ordered = False, None
            if type(op) in comparisons.ORDERING and self.reports("operator"):
                done, ordered = comparisons.check_ordering(self, left, right, type(op), node)
            if isinstance(op, (ast.In, ast.NotIn)):
                check_containment(self, right, node, left if len(node.ops) == 1 else None)
            elif done:
                if ordered is not None and type(left) is Instance and type(ordered) is not NeverType:
                    result = ordered
            elif isinstance(op, (ast.Lt, ast.Gt, ast.LtE, ast.GtE, ast.Eq, ast.NotEq)):
                dunder = {ast.Lt: "__lt__", ast.Gt: "__gt__", ast.LtE: "__le__", ast.GtE: "__ge__",
                          ast.Eq: "__eq__", ast.NotEq: "__ne__"}[type(op)]
                if type(left) is AnyType:
                    result = left  # an unknown __eq__ may return anything (numpy arrays, SQL expressions)
                elif type(left) is Instance:
                    method = self._member_of(left, dunder)
                    if method is not NEVER_MISSING:
                        r = calls.try_call(self, method, [right])
                        if r is not None:
                            deprecations.report_member(self, node, left, dunder)
                        if r is not None and type(r) is not NeverType:
                            result = r
            steps.append(result)
            left = right
        return _chained_result(self, steps)

    def _IfExp(self, node: ast.IfExp, expected: Type | None) -> Type:
        truthy_functions.check_condition(self, node.test, self.infer_condition(node.test, self.env))
        t_env, f_env = narrow(self, node.test, self.env)
        items: list[Type] = []
        saved = self.env
        try:
            if t_env is not None and f_env is not None and expected is None:
                return self._branches_in_each_other(node, t_env, f_env)
            if t_env is not None:
                self.env = t_env
                items.append(self.infer(node.body, expected))
            if f_env is not None:
                self.env = f_env
                items.append(self.infer(node.orelse, expected))
        finally:
            self.env = saved
        return make_union(items)

    def _branches_in_each_other(self, node: ast.IfExp, t_env: Env, f_env: Env) -> Type:
        """``[] if c else [0]`` without an expected type: a branch that holds an empty display
        is inferred in the context of the other branch's type (mypy), so the value is a
        ``list[int]``, not a union with an unknown list."""
        from hintloader.checker.partials import holds_empty

        body_empty, else_empty = holds_empty(node.body), holds_empty(node.orelse)
        if body_empty == else_empty:
            self.env = t_env
            body = self.infer(node.body)
            self.env = f_env
            return make_union([body, self.infer(node.orelse)])
        full, empty = (node.orelse, node.body) if body_empty else (node.body, node.orelse)
        self.env = f_env if body_empty else t_env
        known = self.infer(full)
        context = widen_literal(known) if isinstance(known, (Instance, LiteralType, UnionType)) else None
        self.env = t_env if body_empty else f_env
        filled = self.infer(empty, context)
        # (simplified as mypy's union: ``{} if m is None else m`` of a Mapping is the Mapping;
        # with Any among them mypy keeps the items, its subtype test being a proper one)
        joined = make_union([filled, known] if body_empty else [known, filled])
        return joined if has_any(joined) else simplify_union(joined, self.prog)

    def _NamedExpr(self, node: ast.NamedExpr, expected: Type | None) -> Type:
        from hintloader.checker.first_bindings import note_walrus_binding
        from hintloader.checker.targets import bind_target, declared_of, is_literal_expr

        # ``(node := node._parent)`` is an assignment: its value is inferred in the declared
        # type's context and checked against it (mypy), and the name narrows as it would.
        declared = declared_of(self, node.target, None)
        t = self.infer(node.value, declared)
        bind_target(self, node.target, t, self.env, node.value, literal_expr=is_literal_expr(node.value))
        if type(node.target) is ast.Name:
            note_walrus_binding(self, node.target, node.value, t)
        return t

    def _Await(self, node: ast.Await, expected: Type | None) -> Type:
        # The awaited expression is expected to be an Awaitable of the context (as mypy): a
        # generic coroutine call solves its result from it (``x: R = await run(f)``).
        inner = Instance("typing.Awaitable", (expected,)) if expected is not None and type(expected) is not AnyType else None
        result = awaits.awaited(self, self.infer(node.value, inner), node)
        if type(result) is NoneType:
            func_returns.check_await_value(self, node, result)
        return result

    def _Lambda(self, node: ast.Lambda, expected: Type | None) -> Type:
        return calls.infer_lambda(self, node, expected)

    def _Starred(self, node: ast.Starred, expected: Type | None) -> Type:
        self.infer(node.value)
        return ANY

    def _Yield(self, node: ast.Yield, expected: Type | None) -> Type:
        want, sent = self._generator_types()
        value = self.infer(node.value, want) if node.value is not None else NONE
        if want is not None and not has_any(value):
            verdict = is_assignable(value, want, self.prog)
            if not verdict:
                self.error(node, "misc", f'Incompatible types in "yield" (actual type "{format_type(shown_value(self, node.value, value, want))}", expected type "{format_type(want)}")')
                self.explain(node, "misc", verdict.reason)
        return sent

    def _generator_types(self) -> tuple[Type | None, Type]:
        """What a ``yield`` in this function may produce, and what it evaluates to."""
        declared = self.ctx.ret
        if not self.ctx.is_generator or type(declared) is not Instance:
            return None, ANY
        for name in ("typing.Generator", "typing.AsyncGenerator"):
            mapped = map_to_supertype(declared, name, self.prog)
            if mapped is not None and len(mapped.args) >= 2:
                return mapped.args[0], mapped.args[1]
        for name in ("typing.Iterator", "typing.Iterable", "typing.AsyncIterator", "typing.AsyncIterable"):
            mapped = map_to_supertype(declared, name, self.prog)
            if mapped is not None and mapped.args:
                return mapped.args[0], NONE
        return None, ANY

    def _YieldFrom(self, node: ast.YieldFrom, expected: Type | None) -> Type:
        return yields.yield_from(self, node, self._generator_types()[0])

    def _Slice(self, node: ast.Slice, expected: Type | None) -> Type:
        # ``a[1:2]`` indexes with a ``slice[int, int, None]`` (mypy): a missing part is None.
        parts = [widen_literal(self.infer(part)) if part is not None else NONE for part in (node.lower, node.upper, node.step)]
        return Instance("builtins.slice", tuple(parts))

    # ----- subscripts --------------------------------------------------------------------------
    def _Subscript(self, node: ast.Subscript, expected: Type | None) -> Type:
        key = ref_key(node)
        if key is not None and key in self.env:
            # ``if msgs[0]: print(msgs[0])``: the narrowed type stands, yet the read is checked
            # as any other, an unindexable ``msgs`` again on every line (mypy).
            base = self.infer(node.value)
            self.subscript(base, self.infer(node.slice), node)
            return self.env[key]
        base = self.infer(node.value)
        if type(base) is TypeType and type(base.item) is Instance:
            info = self.prog.class_by_name(base.item.name)
            if info is not None and info.is_enum:
                index = self.infer(node.slice)
                if not info.type_params and not is_assignable(index, Instance("builtins.str"), self.prog) and self.reports("misc"):
                    # Members are looked up by name (mypy's rule, EnumMeta.__getitem__).
                    self.error(node, "misc", f'Enum index should be a string (actual index type "{format_type(widen_literal(index))}")')
                return base.item  # Color["RED"] is a member
        # ``Dict[int, str]()``: typing's aliases of classes are Any as values (``_Alias()``).
        if type(base) is TypeType or ((type(base) is not AnyType or self._is_typing_name(node.value)) and self._is_type_form(node.value)):
            if qualifiers.is_annotated_form(self.converter(), node):
                self.infer(node.slice)
                return qualifiers.SPECIAL_FORM
            type_application.check(self, node)
            t = self._type_application(node)
            name_order.check_module_reads_in(self, node.slice)
            self._undefined_names_in(node.slice)
            if type(t) is TypeType:
                return Instance("typing._SpecialForm")  # ``type[int]`` is a generic alias object (as mypy)
            if self.converter().form(node) in ("Union", "Optional"):
                return Instance("typing._SpecialForm")  # ``Union[A, B]`` as a value is no class (mypy)
            return TypeType(t, class_object=True) if isinstance(t, (Instance, TupleType)) else ANY
        index = self.infer(node.slice)
        if isinstance(base, (CallableType, Overloaded)) and isinstance(node.value, (ast.Name, ast.Attribute)) and not self.quiet:
            sym = self.symbol_of(node.value)
            if sym is not None and sym.kind == "func":
                # ``f[int]`` of a def: functions take no type arguments (mypy; pyright: not subscriptable)
                self.error(node, "misc", "Type application is only supported for generic classes")
                return ERROR_ANY
        if type(base) is Instance and base.name in ("typing._SpecialForm", "typing_extensions._SpecialForm"):
            type_application.check(self, node)  # ``Opt[int]`` of ``Opt = Optional[int]``: an alias takes no more
            return base  # ``Union[self, other]`` at runtime builds another special form (mypy)
        return self.subscript(base, index, node)

    def _undefined_names_in(self, args: ast.expr) -> None:
        """``A[S]`` as a value with S bound nowhere: read as a name, it is reported (mypy)."""
        for n in walk(args):
            if (type(n) is ast.Name and n.id not in self.header_params and self.prog.lookup(self._name_scope(n), n.id) is None
                    and type_scoping.type_param_value(self, n.id) is None):
                self.infer(n)

    def _is_typing_name(self, value: ast.expr) -> bool:
        sym = self.symbol_of(value)
        return sym is not None and sym.fullname.startswith(("typing.", "typing_extensions."))

    def _type_application(self, node: ast.Subscript) -> Type:
        """``A[X]`` as a value. One that unpacks (``Alias[*Ts]``, ``tuple[*Ts, *Ts]``, also an
        implicit alias's definition) is checked as the type it spells, as only there the
        unpacking rules of type expressions can be broken (its type variables are the
        alias's own: none is unbound)."""
        if self.reporter is None or not any(type(a) is ast.Starred for a in _elements(node.slice)):
            return self.type_expression(node, report=False)
        conv = TypeConverter(self.prog, replace(self.ctx.scope, bound=None), self.reporter)
        if conv.form(node) in ("Generic", "Protocol"):
            return self.type_expression(node, report=False)  # a base class list, checked as one
        t = conv.convert(node)
        return substitute(t, self.ctx.bindings) if self.ctx.bindings else t

    def _is_type_form(self, value: ast.expr) -> bool:
        sym = self.symbol_of(value)
        return sym is not None and sym.kind in ("class",) or (sym is not None and sym.fullname.startswith(("typing.", "typing_extensions.")))

    def subscript(self, base: Type, index: Type, node: ast.AST, whole: Type | None = None) -> Type:
        """``base[index]``; ``whole``: the union ``base`` is a member of, which a member that
        cannot be indexed is reported as (mypy: ``Value of type "int | None" is not indexable``)."""
        if type(base) is AnyType or type(index) is NeverType:
            return ANY
        shown = base
        if type(base) is Instance and (fields := self.prog.namedtuple_items(base)) is not None:
            base = fields  # a named tuple is indexed as the tuple of its fields
        if type(base) is TupleType and (item := tuple_values.subscript(self, base, index, node)) is not None:
            return item
        if type(base) is UnionType:
            return make_union([self.subscript(item, index, node, whole or base) for item in base.items])
        if type(base) is Instance:
            items = self.prog.typeddict_items(base)
            if items is not None:
                return typeddicts.get_item(self, base, items, index, node)
        method = self._member_of(base, "__getitem__")
        if type(base) is Instance and (info := self.prog.class_by_name(base.name)) is not None and not info.unknown_base \
                and calls.reads_through_getattr(self.prog, info) and self.prog.find_member(info, "__getitem__") is None:
            # Indexing looks ``__getitem__`` up on the class: ``__getattr__`` gives none (mypy, pyright).
            self.error(node, "index", f'Value of type "{format_type(whole or base)}" is not indexable')
            return ERROR_ANY
        if method is NEVER_MISSING:
            if isinstance(base, (Instance, NoneType, LiteralType)) and self._certain(base) and not (type(base) is Instance and base.name == "builtins.type"):
                self.error(node, "index", f'Value of type "{format_type(whole or base)}" is not indexable')
                return ERROR_ANY
            if type(base) is TypeVarType and base.bound is None and not base.values and base.kind == TypeVarKind.TYPEVAR:
                # An unbounded T is an object (mypy names it so).
                self.error(node, "index", f'Value of type "{format_type(whole) if whole is not None else "object"}" is not indexable')
                return ERROR_ANY
            return ANY
        r = calls.try_call(self, method, [index])
        if r is None:
            return index_misfits.report_misfit(self, base, method, index, node, shown) or ANY
        deprecations.report_member(self, node, base, "__getitem__")
        return r


def _elements(node: ast.expr) -> list[ast.expr]:
    return node.elts if type(node) is ast.Tuple else [node]


_UNARY = {ast.USub: "unary -", ast.UAdd: "unary +", ast.Invert: "~", ast.Not: "not"}


# The one false value of each of these classes: what ``x and y`` gives when x is false.
_FALSE_VALUES: dict[str, int | str | bytes] = {"builtins.str": "", "builtins.bytes": b"", "builtins.int": 0}


def _false_value(t: Type) -> Type:
    """``s and ...`` with ``s: str`` is ``""`` when s is false, not any str (so that
    ``(s and s in names) or flag`` is a bool, as in mypy)."""
    return make_union([
        LiteralType(_FALSE_VALUES[i.name], i.name) if type(i) is Instance and i.name in _FALSE_VALUES else i
        for i in union_items(t)
    ])


__all__ = ["ExpressionChecker", "FuncCtx", "NEVER_MISSING", "merge"]


def _repeated_tuple(tup: Type, times: Type) -> TupleType | None:
    """A fixed tuple times an int literal: its items repeated (kept small)."""
    if not (_fixed_tuple(tup) and type(tup) is TupleType and type(times) is LiteralType and type(times.value) is int):
        return None
    count = max(times.value, 0)
    return TupleType(tup.items * count) if len(tup.items) * count <= 64 else None


def _union_operand(t: Type) -> bool:
    """A class object, None or a union of them: what ``X | Y`` makes a types.UnionType of."""
    return isinstance(t, (TypeType, NoneType)) or type(t) is Instance and t.name == "types.UnionType"


def _fixed_tuple(t: Type) -> bool:
    """A tuple of known length (no ``*Ts`` among its items)."""
    return type(t) is TupleType and is_bounded(t.items)


def _passes_context(op: ast.operator, operand: ast.expr) -> bool:
    """Whether an operand is inferred with the expected type of the whole operation: for ``+``
    and ``|``, and for the display in ``[x] * n`` (whose item type the context decides)."""
    if isinstance(op, (ast.Add, ast.BitOr)):
        return True
    return type(op) is ast.Mult and isinstance(operand, (ast.List, ast.ListComp, ast.Tuple))


def _infer_children(checker: ExpressionChecker, node: ast.expr, expected: Type | None) -> Type:
    """A node the checker has no rule for: its sub-expressions are still checked."""
    for child in child_nodes(node):
        if isinstance(child, ast.expr):
            checker.infer(child)
    return ANY


def _ends_after(binding: ast.AST, use: ast.Name) -> bool:
    """Whether a binding statement is still unfinished where a name is read (it comes later, or
    the name is read in its own value: ``size = wrap(size)``)."""
    end_line, end_col = getattr(binding, "end_lineno", None), getattr(binding, "end_col_offset", None)
    if end_line is None or end_col is None:
        return False
    return (end_line, end_col) > (use.lineno, use.col_offset)
