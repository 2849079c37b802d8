"""Statements and control flow: functions, returns, assignments, loops, try, with, classes."""

from __future__ import annotations

import ast
import copy
from collections.abc import Callable
from typing import Any, Callable

from hintloader.checker.astutil import child_nodes, is_annotated_def, walk
from hintloader.checker.base_attributes import check_base_attribute, check_base_declaration
from hintloader.checker.type_rebinding import check_type_rebinding
from hintloader.checker.import_bindings import check_import_over_binding
from hintloader.checker.closure_types import closure_types
from hintloader.checker.defaults import check_defaults
from hintloader.checker.truthy_functions import check_condition
from hintloader.checker.context_managers import check_instance_context, check_none_context
from hintloader.checker.deleted_names import DELETED, end_handler
from hintloader.checker.func_returns import allow_none_result, allows_return_of_none
from hintloader.checker import abstract_displays, attribute_types, class_keywords, conditional_defs, declaration_targets, definitions, exception_types, method_type_vars, qualifiers, singledispatch
from hintloader.checker.lambda_arguments import context_misfits
from hintloader.checker.protocol_classes import check_concrete_class, check_protocol_self_member, trivial_body
from hintloader.checker.classes import declares_through_self
from hintloader.checker.finals import check_finals, check_self_declaration
from hintloader.checker.first_bindings import check_loop_target, loop_target_names, closure_view, none_in_another_branch, note_first_bindings
from hintloader.checker.protocol_defs import check_protocol_class
from hintloader.checker.overrides import check_overrides, check_post_init
from hintloader.checker.new_returns import check_new_return
from hintloader.checker.writes import check_delete, check_rebinding, check_write
from hintloader.checker.scopes import _assigned_refs, local_names
from hintloader.checker.calls import iterated_type, try_call
from hintloader.checker.expressions import NEVER_MISSING, ExpressionChecker, FuncCtx
from hintloader.checker.constraints import body_passes, in_enclosing_pass
from hintloader.checker.env import Env, differing_keys, root_of
from hintloader.checker.narrowing import merge, narrow
from hintloader.checker.program import Program
from hintloader.checker.program import CLASS_MAKERS, decorator_name, implicit_any, instance_mapping
from hintloader.checker.defrules import check_historical_positional, check_initializer_return, generator_return
from hintloader.checker.conditions import eval_condition
from hintloader.checker.empty_bodies import check_empty_body
from hintloader.checker import base_conflicts, class_mismatches, classvar_overrides, declared_variance, slot_writes, decorator_calls, deprecations, disjoint_bases
from hintloader.checker.specialforms import head_form
from hintloader.checker.stubs import index_statements
from hintloader.checker.overloads import check_implementation
from hintloader.checker.annotations import with_bounded_type_params
from hintloader.checker.symbols import ENCLOSING_DEF, ClassInfo, Reporter, Scope, class_scope, with_type_params
from hintloader.checker.specialforms import mentions_form
from hintloader.checker import attribute_partials, awaits, loop_entries, class_bases, class_hierarchy, dataclass_classes, dataclass_members, enum_classes, item_writes, namedtuples, paramspec_rules, partials, pattern_captures, pattern_names, type_aliases, typeddict_classes, typeddict_definitions, typeddicts, typeguards, type_params, type_scoping, typevar_decls, variance
from hintloader.checker.display_items import report_display_items
from hintloader.checker.members import close_member_names
from hintloader.checker.suggestions import either
from hintloader.checker.any_excuses import argument_excused, excused_by_any
from hintloader.checker.any_assignments import ASSIGNED_ANY
from hintloader.checker.targets import bind_target, declared_items, declared_of, is_literal_expr, receiver_of
from hintloader.checker.shown_values import widen_as_written, shown_value, written_in_literal_context
from hintloader.typesystem.relations import is_assignable, map_to_supertype, simplify_union
from hintloader.typesystem.model import (
    drop_literal_string,
    has_type_vars,
    shown,
    ANY,
    NEVER,
    NONE,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    ModuleType,
    NeverType,
    NoneType,
    ParamKind,
    TupleType,
    Type,
    SELF_SCOPE,
    TypeType,
    TypeVarKind,
    TypeVarType,
    UnionType,
    bind_self_type,
    collect_type_vars,
    self_type_var,
    is_variadic,
    make_union,
    has_any,
    has_literal,
    substitute,
    union_items,
    unpacked_star_type,
)
from hintloader.typesystem.formatting import format_type


def _updated_by(merged: Env, entry: Env, end: Env) -> Env:
    """``merged`` with what a ``finally`` block changed: the types ``end`` (its exit) holds for
    keys it rebound since ``entry``. A key the block left alone keeps its type in ``merged``,
    narrower than at the block's entry (where the handlers' states join the body's)."""
    out = Env(merged)
    for key in differing_keys(merged, end):
        if key in end and end[key] is not entry.get(key):
            out[key] = end[key]
    return out


class StatementChecker(ExpressionChecker):
    def __init__(self, prog: Program, reporter: Reporter, ctx: FuncCtx) -> None:
        super().__init__(prog, reporter, ctx)
        self.env_dead = False
        # Where the ``break``s of the innermost loop leave; None outside loops.
        self.breaks: list[Env | None] | None = None
        # Where the ``continue``s of the loop a trial pass runs over go back to its top; None
        # elsewhere (a real pass needs no list: the trial has told the top of the loop).
        self.continues: list[Env | None] | None = None
        # In a function body's pass: the nested defs to check once the body is done (see
        # check_function); None where bodies are checked for another purpose.
        self.deferred: list[Callable[[], None]] | None = None

    def check_block(self, body: list[ast.stmt]) -> None:
        for stmt in body:
            if self.env_dead:
                return
            self.prog.tick()
            self.env_changed()  # a statement starts: what quiet trials of the last one found is done
            kind = type(stmt)
            visit = _STATEMENT_VISITORS.get(kind, _UNSEEN)
            if visit is _UNSEEN:
                visit = _STATEMENT_VISITORS[kind] = _statement_visitor(kind)
            if visit is not None:
                visit(self, stmt)
            else:
                for child in child_nodes(stmt):
                    if isinstance(child, ast.expr):
                        self.infer(child)

    def _declared_any(self, key: str) -> AnyType | None:
        """A local's Any declaration: annotated so, or first bound to an unknown value
        (narrowing.merge: where paths differ, it is that Any again)."""
        ctx = self.ctx
        declared = ctx.declared.get(key) if key in ctx.declared else ctx.first_bound.get(key)
        return declared if type(declared) is AnyType and declared.origin is not AnyOrigin.ASSIGNED else None

    def _set_env(self, env: Env | None) -> None:
        if env is None:
            self.env = Env()
            self.env_dead = True
        else:
            self.env = env
            self.env_dead = False

    def _current(self) -> Env | None:
        return None if self.env_dead else self.env

    def _branch(self, body: list[ast.stmt], env: Env | None) -> Env | None:
        if env is None:
            return None
        self._set_env(Env(env))
        self.check_block(body)
        return self._current()

    # ----- simple statements -----------------------------------------------------------------
    def visit_Expr(self, node: ast.Expr) -> None:
        if self.ctx.partials or self.ctx.enclosing is not None:
            for made in partials.statement_calls(node.value):
                partials.fill_by_call(self, made)  # ``x.append(1)`` gives ``x = []`` its type
        allow_none_result(self, node.value)
        t = self.infer(node.value)
        awaits.check_dropped(self, node, t)
        call = node.value.value if type(node.value) is ast.Await else node.value
        if type(t) is NeverType and type(call) is ast.Call:
            self._set_env(None)  # ``sys.exit()``, ``await serve_forever()``

    def visit_Pass(self, node: ast.Pass) -> None:
        return

    def visit_Raise(self, node: ast.Raise) -> None:
        exc = self.infer(node.exc) if node.exc is not None else None
        cause = self.infer(node.cause) if node.cause is not None else None
        exception_types.check_raise(self, node, exc, cause)
        self._set_env(None)

    def visit_Break(self, node: ast.Break) -> None:
        if self.breaks is not None:
            self.breaks.append(self._current())
        self._set_env(None)

    def visit_Continue(self, node: ast.Continue) -> None:
        if self.continues is not None:
            self.continues.append(self._current())
        self._set_env(None)

    def visit_Assert(self, node: ast.Assert) -> None:
        if eval_condition(node.test, self.prog.target) is False:
            # ``assert sys.platform == "win32" or not TYPE_CHECKING``: what follows is not for
            # this platform or version (mypy does not check it either).
            self._set_env(None)
            return
        check_condition(self, node.test, self.infer_condition(node.test, self.env))
        true_env, false_env = narrow(self, node.test, self.env)
        if node.msg is not None and (false_env is not None or type(node.test) is ast.Constant):
            # The message is evaluated only where the test failed (mypy checks it there; a
            # constant test narrows nothing for it: the message is checked as written).
            self.infer_in(node.msg, false_env if false_env is not None else self.env)
        self._set_env(true_env)

    def visit_Delete(self, node: ast.Delete) -> None:
        for t in node.targets:
            if type(t) is ast.Name:
                self.infer(t)  # ``del x`` reads x: deleted twice is an error
                self.env[t.id] = DELETED
                self.env.forget_below(t.id)
            elif (type(t) is ast.Subscript and type(t.slice) is ast.Constant and isinstance(t.slice.value, str)
                  and typeddicts.typeddict_of(self, self.infer(t.value)) is not None):
                typeddicts.check_delete(self, t, t.slice.value)  # del td["key"]
            elif isinstance(t, (ast.Attribute, ast.Subscript)):
                receiver = self.infer(t.value)
                if isinstance(t, ast.Attribute):
                    check_delete(self, t, receiver)
                else:
                    self.infer(t.slice)
                    item_writes.check_delitem(self, t, receiver)

    def visit_Global(self, node: ast.Global) -> None:
        return

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.env.pop(alias.asname or alias.name.partition(".")[0], None)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        check_import_over_binding(self, node)
        target = self.prog.absolute_module(self.ctx.scope, node.module, node.level)
        module = self.prog.get_module(target) if target else None
        for alias in node.names:
            self.env.pop(alias.asname or alias.name, None)
            if module is None or alias.name == "*" or module.dynamic:
                continue
            imported = self.prog.module_symbol(module, alias.name)
            if imported is not None:
                deprecations.report_import(self, node, imported)
            elif not module.conditional(alias.name):
                if module.is_stub and alias.name.startswith("_") and self.prog.trusts_private_name(module):
                    continue
                if self.prog.get_module(f"{target}.{alias.name}") is None and not self.quiet_names:
                    close = close_member_names(self, ModuleType(module.name), alias.name)
                    maybe = f"; maybe {either(close)}?" if close else ""
                    self.error(node, "attr-defined", f'Module "{target}" has no attribute "{alias.name}"{maybe}')

    # ----- assignments -------------------------------------------------------------------------
    def visit_Assign(self, node: ast.Assign) -> None:
        expected: Type | None = None
        receiver: Type | None = None  # ``obj.attr = ...``: obj, inferred once for the whole statement
        if node.type_comment:
            if not self.quiet:
                declaration_targets.check_comment_targets(self, node)
            expected = self.prog.comment_type(node.type_comment, self.ctx.scope, node)
            if self.ctx.bindings:
                expected = substitute(expected, self.ctx.bindings)
            if len(node.targets) == 1 and type(node.targets[0]) is ast.Name and self.ctx.kind == "function":
                self.ctx.declared[node.targets[0].id] = expected
        elif len(node.targets) == 1:
            receiver = receiver_of(self, node.targets[0])
            expected = declared_of(self, node.targets[0], receiver) or declared_items(self, node.targets[0], node.value)
        if len(node.targets) == 1 and self.ctx.declared_at:
            target, value_node = node.targets[0], node.value
            if type(target) is ast.Tuple and type(value_node) is ast.Tuple and len(target.elts) == len(value_node.elts):
                for item_target, item_value in zip(target.elts, value_node.elts):  # ``a, b = None, None``
                    none_in_another_branch(self, item_target, item_value, node)
            none_in_another_branch(self, target, value_node, node)
            if expected is not None and type(node.targets[0]) is ast.Name:
                expected = self.ctx.declared.get(node.targets[0].id, expected)
        if self.ctx.kind in ("function", "module") and not self.ctx.lenient:
            if self.ctx.partials or self.ctx.enclosing is not None:
                partials.fill_by_binding(self, node)
            partials.start(self, node, in_loop=self.breaks is not None)
            attribute_partials.check_empty_attribute(self, node)
            attribute_types.check_unsolved(self, node)
        first = self._first_binding(node.targets, expected)
        literal_context = first if first is not None and has_literal(first) else None
        context = expected if literal_context is None else literal_context
        if first is not None and context is None and self._display_fits_first(node, first):
            context = first
        self.alias_value = node.value if len(node.targets) == 1 and type(node.targets[0]) is ast.Name else None
        value = self.infer(node.value, context)
        if self.alias_value is not None and type(value) is TypeType and has_type_vars(value) and self.ctx.kind != "function":
            # ``Pair = Node[T, T]`` defines an alias: the name is the class with the alias's free
            # parameters Any (or their defaults), as wherever else it is read as a value.
            sym = self.symbol_of(node.targets[0])
            if sym is not None and self.prog.alias_of(sym) is not None:
                value = self.prog.value_type(sym)
        capture = self.prog.value_capture
        if capture is not None and id(node) in capture[0]:
            # (attribute_flow: the value where the binding stands; passes of a body generic in a
            # constrained variable that give it different types leave it to the declaration)
            seen = capture[1].get(id(node))
            capture[1][id(node)] = value if seen is None or seen == value else ANY
        if type(value) is AnyType and first is not None and _declares_like_mypy(first) and self._binds_afresh(node.targets):
            # An unknown alternative to the first binding (another branch, as in ``tvd =
            # TypeVarType(...)`` or else ``tvd = TypeVarDef(...)``, an import that may fail) keeps
            # that type, as mypy's declaration by the first binding does. A rebinding on the same
            # path (``node = node.expr``) may well change the type, so it stays unknown.
            value = first
        elif (first is not None and node.lineno in self.prog.assignment_ignored_lines
              and (_declares_like_mypy(first) or (type(first) is CallableType and not has_any(first)))
              and not has_any(value) and not is_assignable(value, first, self.prog)):
            # mypy declares an unannotated local by its first binding and reports this rebinding
            # (the line's ignore silences it; reported here, the ignore counts as used). The
            # local keeps the declared type, which the code after it is written against: sphinx's
            # ``node = document.ids.get(ref)`` with that ignore leaves an Element.
            self.error(node.value, "assignment", f'Incompatible types in assignment (expression has type "{format_type(shown_value(self, node.value, value, first))}", variable has type "{format_type(first)}")', node)
            value = first
        if node.type_comment and expected is not None:
            if not is_assignable(value, expected, self.prog) and not class_mismatches.excused(value, expected, self.prog):
                self.error(node.value, "assignment", f'Incompatible types in assignment (expression has type "{format_type(shown_value(self, node.value, value, expected))}", variable has type "{format_type(expected)}")')
            for target in node.targets:
                bind_target(self, target, expected if type(target) is ast.Name else value, self.env, None)
            return
        if self.ctx.kind == "class" and expected is None and len(node.targets) == 1 and type(node.targets[0]) is ast.Name:
            check_base_attribute(self, node.targets[0], node.value, value)
        if expected is None:
            for target in node.targets:
                if type(target) is ast.Name:
                    check_type_rebinding(self, target, node.value, value)
        # A literal that fits the local's first binding stays literal, as mypy infers it there.
        literal = (is_literal_expr(node.value) and not (literal_context is not None and is_assignable(value, literal_context, self.prog))
                   and not written_in_literal_context(self, node.value))
        if literal and isinstance(node.value, (ast.IfExp, ast.BoolOp)):
            # ``k if k is not None else None`` of a ``Literal["a"] | None``: only the literals
            # written there are widened, a declared one stays (mypy). A value of written
            # literals only is left to the first-binding rules.
            kept = widen_as_written(self, value, node.value)
            if has_literal(kept):
                value, literal = drop_literal_string(kept), False
        for target in node.targets:
            bind_target(self, target, value, self.env, node.value, literal_expr=literal, receiver=receiver)
        note_first_bindings(self, node.targets, node.value, node)
        if self.ctx.partials:
            partials.after_binding(self, node)
        if len(node.targets) == 1 and type(node.targets[0]) is ast.Name and _names_nonetype(node.value):
            type_aliases.check_implicit(self, node.targets[0].id)
        for target in node.targets:
            if type(target) is ast.Name:
                type_aliases.check_rebinding(self, target, node)
        if self.ctx.kind == "function" and len(node.targets) == 1 and type(node.targets[0]) is ast.Name:
            type_aliases.check_local_recursion(self, node.targets[0].id, node)
        if len(node.targets) == 1 and type(node.targets[0]) is ast.Name:
            type_aliases.check_bound_reuse(self, node.targets[0].id, node)
            type_aliases.check_implicit_params(self, node.targets[0].id, node)
        if type(node.value) is ast.Call and len(node.targets) == 1 and type(node.targets[0]) is ast.Name:
            maker = self.prog.maker(node.value, self.ctx.scope, node.targets[0].id)
            if maker == "TypeAliasType":
                type_aliases.check_definition(self, node.targets[0].id, node)
            elif maker in ("TypeVar", "ParamSpec", "TypeVarTuple", "NewType"):
                typevar_decls.check_declaration(self, node.targets[0].id, node.value, maker)
            elif maker == "TypedDict" and not self.quiet:
                typeddict_definitions.check_functional(self, node.targets[0].id, node.value)
            if self.ctx.kind == "function":
                _bind_local_class(self, node.targets[0], node.value, maker)

    def visit_TypeAlias(self, node: ast.stmt) -> None:
        """``type X[T] = ...`` (3.12): its value is a type expression, read when X is used."""
        name = getattr(node, "name", None)
        if type(name) is ast.Name:
            type_aliases.check_definition(self, name.id, node)

    def _first_binding(self, targets: list[ast.expr], expected: Type | None) -> Type | None:
        """An unannotated local's first binding, when this assignment is a later one."""
        if expected is not None or len(targets) != 1 or type(targets[0]) is not ast.Name or self.ctx.kind != "function":
            return None
        return self.ctx.first_bound.get(targets[0].id)

    def _display_fits_first(self, node: ast.Assign, first: Type) -> bool:
        """``entries = [e for e in src if e]`` in another branch than ``entries = src``: a display
        or comprehension that fits the first binding's type in its context is of that type (as
        mypy infers it against the declaration the first binding makes), not ``list[int]`` beside
        ``list[int | None]``. A rebinding on the same path may mean to change the type: its own
        type stands (as after ``x = []``, which tells nothing)."""
        if not (type(node.value) in _DISPLAYS and type(first) is Instance and first.name == _DISPLAYS[type(node.value)]
                and not has_any(first) and self._binds_afresh(node.targets)):
            return False
        return bool(is_assignable(self.infer_again(node.value, first), first, self.prog))

    def _binds_afresh(self, targets: list[ast.expr]) -> bool:
        return all(type(t) is ast.Name and t.id not in self.env for t in targets)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if not self.quiet:
            declaration_targets.check_annotated_target(self, node)
            qualifiers.check_declaration(self, node, in_loop=self.breaks is not None)
            if type(node.target) is ast.Attribute:
                check_protocol_self_member(self, node.target)
                slot_writes.check_declaration(self, node.target)
                if self.ctx.method_of is not None and declares_through_self(self.ctx.method_of, node):
                    check_self_declaration(self, self.ctx.method_of, node)
                    dataclass_members.check_self_declaration(self, self.ctx.method_of, node.target)
        conv = self.converter()
        converted = conv.convert(node.annotation)
        if type(node.target) is ast.Name and node.value is not None and conv.form(node.annotation) == "TypeAlias":
            type_aliases.check_definition(self, node.target.id, node)
            return
        if self.ctx.bindings:
            converted = substitute(converted, self.ctx.bindings)  # ``x: AnyStr`` in a str pass is str
        owner, annotated_self = self.ctx.method_of, self.ctx.self_type
        if (owner is not None and annotated_self is not None and owner.type_params and type(node.target) is ast.Attribute
                and type(node.target.value) is ast.Name
                and self.infer(node.target.value) == annotated_self):
            # ``self.items: tuple[T_co, ...] = ...`` in a method whose ``self: Group[A]`` is
            # annotated: the class's variables are that self's arguments there (mypy).
            converted = substitute(converted, instance_mapping(self.prog, annotated_self, owner))
        declared: Type | None = converted
        bare_final = conv.bare_final
        if bare_final or (conv.bare_classvar and node.value is not None):
            declared = None  # a bare ``Final`` or ``ClassVar``: the value's type is inferred (a Final's literal kept)
        elif type(converted) is AnyType and head_form(self.prog, self.ctx.scope, node.annotation) == "TypeAlias":
            declared = None  # ``X: TypeAlias = int``: as a value, X is what its value is
        if self.ctx.kind == "class" and declared is not None and type(node.target) is ast.Name and not self.quiet:
            check_base_declaration(self, node.target, node.value or node, declared)
        elif (owner is not None and declared is not None and type(node.target) is ast.Attribute and not self.quiet
              and declares_through_self(owner, node)):
            check_base_declaration(self, node.target, node.value or node, declared, owner)  # ``self.x: T`` in a method
        if type(node.target) is ast.Name and self.ctx.kind == "function" and declared is not None:
            # A name declared again (no-redef) keeps its first declaration, as in mypy.
            self.ctx.declared.setdefault(node.target.id, declared)
        if node.value is None:
            if type(node.target) is not ast.Name:
                self.infer(node.target.value) if isinstance(node.target, (ast.Attribute, ast.Subscript)) else None
            return
        value = self.infer(node.value, declared)
        if declared is not None:
            if type(declared) is TypeType:
                check_concrete_class(self, node.value, declared, assigned=True)
            abstract_displays.check_display(self, node.value, declared)
            verdict = is_assignable(value, declared, self.prog)
            if not verdict and not argument_excused(value, declared, self.prog) and not report_display_items(self, node.value, value, declared):
                self.error(node.value, "assignment", f'Incompatible types in assignment (expression has type "{format_type(shown_value(self, node.value, value, declared))}", variable has type "{format_type(declared)}")')
                self.explain(node.value, "assignment", verdict.reason)
        bind_target(self, node.target, value, self.env, None, literal_expr=not bare_final and is_literal_expr(node.value), initial=True)
        if type(node.target) is ast.Name and declared is not None and self.ctx.kind == "class":
            self.env[node.target.id] = declared  # a class body's name too is what it declares (mypy)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        if self.ctx.partials or self.ctx.enclosing is not None:
            partials.fill_by_augmented(self, node)
        receiver = receiver_of(self, node.target)  # for the read, the write check and the declaration
        current = self._read_target(node.target, receiver)
        if type(node.op) is ast.BitOr and type(node.value) is ast.Dict:
            if typeddicts.merge_display(self, current, node.value, writes=True) is not None:
                return  # td |= {"key": value}: updated in place, its type unchanged
        # ``args += ["LIMIT", n]``: a display takes the target's type as context, as the
        # parameter of ``__iadd__`` gives it in mypy.
        displayed = type(node.value) in _DISPLAYS
        value = self.infer(node.value, current if displayed and type(current) is Instance else None)
        from hintloader.checker.expressions import BINOP_DUNDERS

        names = BINOP_DUNDERS.get(type(node.op))
        result: Type = ANY
        if names is not None and type(current) is not AnyType:
            inplace = "__i" + names[0][2:]
            if type(current) is UnionType and all(self._member_of(m, inplace) is not NEVER_MISSING for m in current.items):
                # Each member applies its own in-place method (mypy): ``dest += node`` where
                # dest is one of two element classes whose ``__iadd__`` takes any node.
                result = make_union([self._inplace(m, inplace, value, node) for m in current.items])
            elif type(current) is UnionType:
                result = self.binop(current, value, type(node.op), node)
            else:
                method = self._member_of(current, inplace)
                r = try_call(self, method, [value]) if method is not NEVER_MISSING else None
                if r is not None:
                    deprecations.report_member(self, node, current, inplace)
                if r is None and displayed and method is not NEVER_MISSING and report_display_items(self, node.value, value, current):
                    # ``args += ["LIMIT", b"raw"]``: the items that do not fit, as mypy reports;
                    # the target keeps its type.
                    check_write(self, node.target, receiver, None, node)
                    return
                result = r if r is not None else self.binop(current, value, type(node.op), node)
        check_write(self, node.target, receiver, None, node)
        if type(node.target) is ast.Subscript:
            typeddicts.check_augmented_item(self, node.target)
        declared = declared_of(self, node.target, receiver)
        if declared is not None and not is_assignable(result, declared, self.prog) and not has_any(result):
            self.error(node, "assignment", f'Incompatible types in assignment (expression has type "{format_type(shown(result, declared))}", variable has type "{format_type(declared)}")')
        bind_target(self, node.target, result, self.env, None, receiver=receiver)

    def _inplace(self, current: Type, inplace: str, value: Type, node: ast.AugAssign) -> Type:
        """``current op= value`` through the in-place method, else the binary operator."""
        method = self._member_of(current, inplace)
        r = try_call(self, method, [value]) if method is not NEVER_MISSING else None
        return r if r is not None else self.binop(current, value, type(node.op), node)

    def _read_target(self, target: ast.expr, receiver: Type | None) -> Type:
        """The current value of an augmented assignment's target, reusing its inferred receiver."""
        if type(target) is ast.Attribute and receiver is not None:
            self.known_receiver = (target.value, receiver)
        current = self.infer(target)
        self.known_receiver = None  # not taken when the attribute is read through super()
        return current

    # ----- returns -----------------------------------------------------------------------------
    def visit_Return(self, node: ast.Return) -> None:
        ctx = self.ctx
        declared = ctx.ret
        if ctx.is_generator and type(declared) is Instance and node.value is not None:
            # In a generator, `return x` sets the Generator's third type argument.
            mapped = map_to_supertype(declared, "typing.Generator", self.prog)
            value = self.infer(node.value, mapped.args[2] if mapped is not None and len(mapped.args) == 3 else None)
            if mapped is not None and len(mapped.args) == 3 and not has_any(value):
                verdict = is_assignable(value, mapped.args[2], self.prog)
                if not verdict:
                    self.error(node.value, "return-value", f'Incompatible return value type (got "{format_type(shown_value(self, node.value, value, mapped.args[2]))}", expected "{format_type(mapped.args[2])}")')
            elif mapped is None and not isinstance(value, (NoneType, AnyType)) and any(
                    map_to_supertype(declared, n, self.prog) is not None for n in ("typing.Iterator", "typing.Iterable")):
                self.error(node, "return-value", "No return value expected")  # an Iterator[T] generator returns None
            self._set_env(None)
            return
        if node.value is not None:
            ctx.returned_value = True
            if allows_return_of_none(declared):
                allow_none_result(self, node.value)
            value = self.infer(node.value, declared if declared is not None and not ctx.is_generator else None)
            if type(node.value) is ast.Lambda and declared is not None and not ctx.is_generator and context_misfits(node.value, declared):
                self.error(node.value, "misc", "Cannot infer type of lambda")
            if declared is not None and not ctx.is_generator:
                if type(declared) is NoneType and not isinstance(value, (NoneType, AnyType)):
                    self.error(node, "return-value", "No return value expected")
                elif (not (verdict := is_assignable(value, declared, self.prog))
                      and not excused_by_any(value, declared, self.prog, fixed=self.context_free(node.value)) and type(declared) is not NoneType
                      and not report_display_items(self, node.value, value, declared)):
                    got, wanted = method_type_vars.distinct_names(shown_value(self, node.value, value, declared), declared, ctx.name)
                    self.error(node.value, "return-value", f'Incompatible return value type (got "{format_type(got)}", expected "{format_type(wanted)}")')
                    if wanted is declared:  # (the reason names the variables alike)
                        self.explain(node.value, "return-value", verdict.reason)
        elif declared is not None and not ctx.is_generator and not isinstance(declared, (NoneType, AnyType)):
            # mypy: a bare ``return`` returns None, yet only a declared ``None`` (or Any) allows
            # it; ``-> str | None`` asks for an explicit ``return None``.
            self.error(node, "return-value", "Return value expected")
        self._set_env(None)

    # ----- control flow ------------------------------------------------------------------------
    def visit_If(self, node: ast.If) -> None:
        check_condition(self, node.test, self.infer_condition(node.test, self.env))
        static = eval_condition(node.test, self.prog.target)
        before = self.env
        true_env, false_env = narrow(self, node.test, self.env)
        if static is True:
            # The ``else`` of ``if TYPE_CHECKING:`` runs, yet a type checker takes the test as
            # true (typing spec, "Directives"), as it takes ``if not TYPE_CHECKING:`` as false.
            false_env = None
        elif static is False:
            true_env = None
        after_true = self._branch(node.body, true_env)
        after_false = self._branch(node.orelse, false_env) if node.orelse else false_env
        merged = merge([after_true, after_false], self.prog, self._declared_any)
        if (merged is not None and after_true is not None and after_false is not None and static is None
                and true_env is not None and false_env is not None):
            _keep_unbound_names(node, before, (true_env, false_env), (after_true, after_false), merged,
                                self.ctx.scope.module.has_walrus)
        self._set_env(merged)

    def _loop_entry(self, body: list[ast.stmt], env: Env, loop: bool = True, target: tuple[ast.For | ast.AsyncFor, Type] | None = None,
                    condition: ast.expr | None = None) -> Env:
        """Forget what the loop body may change, so the first pass sees every iteration (or,
        not a ``loop``, every point of a ``try`` / ``with`` body). ``target``: a ``for``
        loop's target and item type, bound for the trial pass; ``condition``: a ``while``
        loop's test, which narrows the trial pass's body as it narrows the real one."""
        # A name the body only deletes keeps what is known of it wherever it is still bound.
        assigned, _ = local_names(body, None, self.ctx.scope.module.has_walrus, deletes=False)
        targets = _assigned_refs(body)
        out = Env(env)
        # Only keys through a name the body binds or writes through can go: the index finds
        # them without a scan of the whole env (thousands of locals, hundreds of loops).
        forgotten: list[str] = []
        for key in list(env.keys_through(assigned | {root_of(t) for t in targets})):
            root = key.split(".", 1)[0].split("[", 1)[0]
            if root in assigned or any(
                key == t or key.startswith(t + ".") or key.startswith(t + "[") or (t[-1] == "[" and key.startswith(t))
                for t in targets
            ):
                del out[key]
                forgotten.append(key)
        nones = loop_entries.partial_nones(self.ctx, env, assigned) if loop else []
        for name in assigned:
            if loop and loop_entries.unfilled_partial(self.ctx, env, name):
                continue
            if name in self.ctx.locals and name not in self.ctx.declared:
                # Unknown at the top of an iteration, but standing aside where paths meet: a
                # path through the body that does not bind it leaves the others' types (mypy's
                # declaration by the first binding), not Any.
                out[name] = ASSIGNED_ANY
        kept = [k for k in forgotten if k not in out and (k in targets or (k in assigned and k in self.ctx.declared))]
        if (kept or nones) and self.quiet < 3:
            # A declared variable (or attribute, or item) narrowed before the loop and rebound
            # in it: one quiet pass over the body tells what it can be at the top of the next
            # iteration.
            trial = Env(out)
            for k in (*kept, *nones):
                trial[k] = env[k]
            # Not a loop (a try body): a handler may start after any binding of the body, so
            # each type a rebound local takes there counts (mypy's jumps out of a try frame).
            saved_bindings = self.try_bindings
            bound: dict[str, list[Type]] = {} if loop else {k: [] for k in kept if k in assigned}
            self.try_bindings = (self.ctx, bound) if bound else saved_bindings
            try:
                end = self._trial_pass(body, trial, target, condition)
            finally:
                self.try_bindings = saved_bindings
            for k in kept:
                last = end.get(k) if end is not None else None
                if end is None or type(last) is AnyType:
                    # The trial's guesses (or an error in it) made it unknown: what is known
                    # stands, as mypy's ``M | Any`` keeps checking the M.
                    out[k] = env[k]
                elif last is not None:
                    out[k] = make_union([env[k], last])
                if bound.get(k) and not any(type(t) is AnyType for t in bound[k]):
                    # (a local the pass left unknown at the end is not in ``out``: its type before)
                    out[k] = simplify_union(make_union([out[k] if k in out else env[k], *bound[k]]), self.prog)
            # A partial None local: passes until its type at the top stands (a branch under
            # ``if x:`` is dead while ``x`` is still None), as mypy repeats a loop's body.
            tops: dict[str, Type] = {k: env[k] for k in nones}
            for round_ in range(3 if self.quiet == 0 else 1):
                if round_:
                    trial = Env(out)
                    for k in kept:
                        trial[k] = env[k]
                    trial.update(tops)
                    end = self._trial_pass(body, trial, target, condition)
                found = {k: loop_entries.top_of_loop(tops[k], end.get(k) if end is not None else None) for k in tops}
                if all(found[k] == tops[k] for k in tops):
                    break
                tops = {k: t for k, t in found.items() if t is not None}  # (unknown: left out)
            for k, top in tops.items():
                out[k] = top  # (still None: no path back to the top rebinds it)
        return out

    def _trial_pass(self, body: list[ast.stmt], trial: Env, target: tuple[ast.For | ast.AsyncFor, Type] | None,
                    condition: ast.expr | None = None) -> Env | None:
        """A quiet pass over a loop body from ``trial``: what its end holds (None: it ends nowhere)."""
        saved_env, saved_dead = self.env, self.env_dead
        saved_breaks, saved_continues = self.breaks, self.continues
        self.breaks = []  # a ``break`` of the trial leaves no enclosing loop
        continues: list[Env | None] = []  # a ``continue`` goes back to the top, as the body's end
        self.continues = continues
        # First bindings in the body declare their locals for the trial as for the real pass
        # (``d = 0`` then a nested loop's ``d += w`` stays an int), and are forgotten after it.
        ctx = self.ctx
        saved_tables = (dict(ctx.declared), dict(ctx.first_bound), dict(ctx.declared_at), dict(ctx.partials))
        saved_declares, self.trial_declares = self.trial_declares, True
        self.quiet += 1
        try:
            if target is not None:
                loop_node, item = target
                bind_target(self, loop_node.target, item, trial, None)
                self.env = trial
                note_first_bindings(self, [loop_node.target], _display_or_none(loop_node.iter), loop_node)
            if condition is not None:
                # ``while tb.tb_next is not None: tb = tb.tb_next`` binds the narrowed value.
                narrowed, _ = narrow(self, condition, trial)
                if narrowed is None:
                    return None
                trial = narrowed
            end = self._branch(body, trial)
            return merge([end, *continues], self.prog, self._declared_any) if continues else end
        finally:
            self.quiet -= 1
            self.trial_declares = saved_declares
            ctx.declared, ctx.first_bound, ctx.declared_at, ctx.partials = saved_tables
            self.env, self.env_dead = saved_env, saved_dead
            self.breaks, self.continues = saved_breaks, saved_continues

    def visit_While(self, node: ast.While) -> None:
        check_condition(self, node.test, self.infer_condition(node.test, self.env))
        entry = self._loop_entry(node.body, self.env, condition=node.test)
        true_env, false_env = narrow(self, node.test, entry)
        infinite = type(node.test) is ast.Constant and bool(node.test.value)
        saved_breaks, saved_continues = self.breaks, self.continues
        breaks: list[Env | None] = []
        self.breaks, self.continues = breaks, None  # (its continues are its own loop's)
        self._branch(node.body, true_env)
        self.breaks, self.continues = saved_breaks, saved_continues
        exit_env = None if infinite else false_env
        if node.orelse:
            exit_env = self._branch(node.orelse, exit_env)
        self._set_env(merge([exit_env, *breaks], self.prog, self._declared_any))

    def visit_For(self, node: ast.For | ast.AsyncFor) -> None:
        iterable = self.infer(node.iter)
        if type(node) is ast.AsyncFor:
            item: Type = awaits.async_item(self, iterable, node.iter)
        else:
            item = iterated_type(self, iterable, node.iter)
        entry = self._loop_entry(node.body, self.env, target=(node, item) if not node.type_comment else None)
        body_env = Env(entry)
        if node.type_comment:
            declared = self.prog.comment_type(node.type_comment, self.ctx.scope, node)
            if type(node.target) is ast.Name:
                self.ctx.declared[node.target.id] = declared
            item = declared
        check_rebinding(self, node.target)
        if self.ctx.kind == "function":
            # Each name the target binds (``for k, v in d.items()`` too) must fit its declaration.
            for name, name_t in loop_target_names(self, node.target, item):
                if name.id in self.ctx.declared:
                    check_loop_target(self, name, name_t, self.ctx.declared[name.id])
        bind_target(self, node.target, item, body_env, None, unpack_at=node)
        outside, self.env = self.env, body_env
        # mypy declares a loop variable by its items (a display's literals as their class).
        note_first_bindings(self, [node.target], _display_or_none(node.iter), node)
        self.env = outside
        saved_breaks, saved_continues = self.breaks, self.continues
        breaks: list[Env | None] = []
        self.breaks, self.continues = breaks, None  # (its continues are its own loop's)
        self._branch(node.body, body_env)
        self.breaks, self.continues = saved_breaks, saved_continues
        exit_env: Env | None = entry
        if node.orelse:
            exit_env = self._branch(node.orelse, exit_env)
        self._set_env(merge([exit_env, *breaks], self.prog, self._declared_any))

    def visit_With(self, node: ast.With | ast.AsyncWith) -> None:
        may_suppress = False
        for item in node.items:
            cm = self.infer(item.context_expr)
            entered: Type = ANY
            if isinstance(cm, (NoneType, UnionType)):
                check_none_context(self, item.context_expr, cm, type(node) is ast.AsyncWith)
            elif type(cm) is Instance:
                check_instance_context(self, item.context_expr, cm, type(node) is ast.AsyncWith)
            if type(cm) is Instance and type(node) is not ast.AsyncWith:
                enter = self._member_of(cm, "__enter__")
                if enter is not NEVER_MISSING:
                    r = try_call(self, enter, [])
                    entered = r if r is not None else ANY
                    deprecations.report_member(self, item.context_expr, cm, "__enter__")
                exit_ = self._member_of(cm, "__exit__")
                if type(exit_) is CallableType and _is_bool(exit_.ret):
                    may_suppress = True
            elif type(cm) is Instance:
                entered = awaits.entered(self, cm, item.context_expr)
                aexit = self._member_of(cm, "__aexit__")
                if type(aexit) is CallableType and _is_bool(awaits.awaited(self, aexit.ret, item.context_expr,
                                                                               '"async with" for "__aexit__"')):
                    may_suppress = True
            if item.optional_vars is not None:
                if node.type_comment:
                    entered = self.prog.comment_type(node.type_comment, self.ctx.scope, node)
                    if type(item.optional_vars) is ast.Name:
                        self.ctx.declared[item.optional_vars.id] = entered
                check_rebinding(self, item.optional_vars)
                bind_target(self, item.optional_vars, entered, self.env, None)
        before = Env(self.env)
        self.check_block(node.body)
        if may_suppress:
            self._set_env(merge([self._current(), self._loop_entry(node.body, before, loop=False)], self.prog, self._declared_any))

    def _branch_quiet_names(self, body: list[ast.stmt], env: Env, quiet: bool) -> Env | None:
        """A branch in which missing names (and a module's attributes) are not reported when
        ``quiet`` (a try body that catches NameError / ImportError, a fallback import); nested
        ones keep the outer setting."""
        outer = self.quiet_names
        self.quiet_names = outer or quiet
        try:
            return self._branch(body, env)
        finally:
            self.quiet_names = outer

    def visit_Try(self, node: ast.Try) -> None:
        before = Env(self.env)
        guards = [ast.unparse(h.type) if h.type is not None else "" for h in node.handlers]
        guarded = any(name in g for g in guards for name in ("NameError", "AttributeError", "ImportError", "ModuleNotFoundError"))
        after_body = self._branch_quiet_names(node.body, before, guarded)
        handler_entry = self._loop_entry(node.body, before, loop=False)
        outs: list[Env | None] = []
        for handler, guard in zip(node.handlers, guards):
            env = Env(handler_entry)
            if handler.type is not None:
                caught = self.infer_in(handler.type, env)
                exception_types.check_handler(self, handler.type, caught, star=type(node).__name__ == "TryStar")
            if handler.name:
                # A handler binding the name anew: assigning it in its body is fine (mypy).
                self.ctx.ended_handlers.discard(handler.name)
                exc = self.infer_in(handler.type, env) if handler.type is not None else ANY
                env[handler.name] = exception_types.caught_instance(exc)
                if type(node).__name__ == "TryStar":  # ast.TryStar is 3.11+
                    env[handler.name] = self._exception_group(env[handler.name])
            # A fallback import (``except ImportError: from collections import Set``) runs only
            # where the preferred one failed: names it lacks here are not errors.
            fallback = "ImportError" in guard or "ModuleNotFoundError" in guard
            outs.append(self._branch_quiet_names(handler.body, env, fallback))
            if handler.name:
                end_handler(self, handler.name, outs[-1])
        if node.orelse:
            after_body = self._branch(node.orelse, after_body)
        merged: Env | None = merge([after_body, *outs], self.prog, self._declared_any)
        if node.finalbody:
            fin_env = merge([merged, handler_entry], self.prog, self._declared_any) or Env(handler_entry)
            end = self._branch(node.finalbody, fin_env)
            if end is None:
                self._set_env(None)
                return
            self._set_env(merged if merged is None else _updated_by(merged, fin_env, end))
            if merged is None:
                self._set_env(None)
            return
        self._set_env(merged)

    def _exception_group(self, caught: Type) -> Type:
        """``except* E as eg`` binds a group of E: ExceptionGroup when E are Exceptions."""
        plain = all(type(i) is Instance and map_to_supertype(i, "builtins.Exception", self.prog) is not None
                    for i in union_items(caught))
        return Instance("builtins.ExceptionGroup" if plain else "builtins.BaseExceptionGroup", (caught,))

    def visit_Match(self, node: ast.Match) -> None:
        self.infer(node.subject)
        for case in node.cases:  # also in a case an earlier one leaves unreachable (mypy)
            if not self.quiet:
                pattern_names.check_bound_names(self, case.pattern)
            for sub in walk(case.pattern):
                if type(sub) is ast.MatchClass:
                    cls = self.infer(sub.cls)
                    pattern_captures.check_class(self, sub, cls)
                    pattern_captures.check_positional_count(self, sub, cls)
        entry: Env | None = Env(self.env)
        outs: list[Env | None] = []
        irrefutable = False
        from hintloader.checker.narrowing import narrow_by_pattern, narrow_to_classes, ref_key

        # ``match x := f():`` binds x once (above); the cases test, and narrow, x.
        subject = node.subject.target if type(node.subject) is ast.NamedExpr else node.subject
        subject_key = ref_key(subject)
        # Whether every case's pattern told what it leaves: then what is left is known exactly.
        understood = subject_key is not None
        # An unknown subject may be any value: only an irrefutable case covers them all (mypy).
        unknown_subject = isinstance(self.infer_in(subject, self.env), AnyType)
        for case in node.cases:
            if entry is None:
                outs.append(None)  # an earlier case matched every value left: unreachable
                continue
            env = Env(entry)
            pattern = case.pattern
            if type(pattern) is ast.MatchAs and pattern.pattern is not None:
                pattern = pattern.pattern
            narrowed: Type | None = None
            remaining: Type | None = None  # what the later cases see when this one does not match
            if subject_key is not None:
                narrowed, remaining = narrow_by_pattern(self, subject, pattern, env)
                if type(narrowed) is NeverType:
                    # No value of the subject matches (``case ShaFile()`` on a list): the body
                    # is unreachable, as after an isinstance test that cannot hold.
                    outs.append(None)
                    if remaining is not None and case.guard is None:
                        entry = Env(entry)
                        entry[subject_key] = remaining
                    continue
                if narrowed is not None:
                    env[subject_key] = narrowed
            if type(node.subject) is ast.Tuple and type(pattern) is ast.MatchSequence and len(pattern.patterns) == len(node.subject.elts):
                for elt, sub_pattern in zip(node.subject.elts, pattern.patterns):
                    if type(sub_pattern) is ast.MatchAs and sub_pattern.pattern is not None:
                        sub_pattern = sub_pattern.pattern
                    elt_key = ref_key(elt)
                    if elt_key is not None and type(sub_pattern) is ast.MatchClass:
                        elt_narrowed = narrow_to_classes(self, elt, sub_pattern.cls, env)
                        if elt_narrowed is not None:
                            env[elt_key] = elt_narrowed
            for sub in walk(case.pattern):
                if isinstance(sub, (ast.MatchAs, ast.MatchStar)) and sub.name:
                    env[sub.name] = ANY  # unless the pattern tells its type (below)
                elif type(sub) is ast.MatchMapping and sub.rest:
                    env[sub.rest] = ANY
                elif type(sub) is ast.MatchValue:
                    self.infer_in(sub.value, env)
            env.update(pattern_captures.captures(self, self.infer_in(subject, entry), case.pattern, env))
            unguarded: Env | None = None  # where the pattern matched but the guard failed
            if case.guard is not None:
                guarded, unguarded = narrow(self, case.guard, env)  # ``case X() if isinstance(x.a, C)``
                env = guarded if guarded is not None else env
            outs.append(self._branch(case.body, env))
            if type(case.pattern) is ast.MatchAs and case.pattern.pattern is None and case.guard is None:
                irrefutable = True
                entry = None
            elif subject_key is not None and (case.guard is None or remaining is not None):
                # The later cases see what this one did not match, and a guarded case also what
                # it matched where the guard failed (mypy's or of the two maps); nothing left:
                # exhaustive.
                left = remaining
                if case.guard is not None and remaining is not None:
                    failed = NEVER if unguarded is None else unguarded.get(subject_key, narrowed)
                    left = make_union([remaining, failed]) if failed is not None else None
                if type(left) is NeverType:
                    irrefutable = True
                    entry = None
                elif left is not None:
                    entry = Env(entry)
                    entry[subject_key] = left
                else:
                    understood = False
            else:
                understood = False
        # All cases end: taken as exhaustive unless every pattern was understood and something
        # is left (a missing enum member or literal, an untested class), as mypy proves it.
        if not irrefutable and (understood or unknown_subject or not all(o is None for o in outs)):
            outs.append(entry)
        self._set_env(merge(outs, self.prog))

    # ----- definitions -------------------------------------------------------------------------
    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        for deco in node.decorator_list:
            self.infer(deco)
        defaults = node.args.defaults + [d for d in node.args.kw_defaults if d is not None]
        if defaults:
            # The defaults of an unannotated def are part of it: checked as leniently as its body.
            outer_lenient = self.ctx.lenient
            self.ctx.lenient = outer_lenient or not is_annotated_def(node)
            try:
                for default in defaults:
                    self.infer(default)
            finally:
                self.ctx.lenient = outer_lenient
        self.env.pop(node.name, None)
        if any(decorator_name(d) == "no_type_check" for d in node.decorator_list):
            return
        if node.decorator_list and not self.quiet:
            disjoint_bases.check_function(self, node)
        self.check_function(node)
        check_implementation(self, node)
        definitions.check_definition(self, node)


    def check_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        ctx = self.ctx
        cls = ctx.scope.cls if ctx.kind == "class" else None
        local_defs: dict[str, list[ast.stmt]] = {ENCLOSING_DEF: [node]}
        index_statements(node.body, local_defs, [], self.prog.target)
        parent_locals = ctx.scope.local_defs if ctx.kind != "function" else (ctx.scope.local_defs)
        # A def nested in a method may say Self: the method's class.
        outer_class = ctx.scope.cls or ctx.scope.self_class if ctx.kind == "function" else None
        sig_scope = Scope(ctx.scope.module, cls, parent_locals, ctx.scope.type_vars, ctx.scope.owner, outer_class)
        sig_scope = with_bounded_type_params(self.prog, sig_scope, node, f"{sig_scope.owner}.{node.name}")
        # Converting the signature also reports its invalid annotations, with positions.
        sig = self.prog.function_type(_undecorated(node), sig_scope, None if self.quiet else self.reporter)
        unpacked = typeddicts.kwargs_declaration(self.prog, sig_scope, node.args.kwarg)
        self._strict_untyped(node, cls is not None)
        if not self.quiet:
            qualifiers.check_signature(self, node)
            decorator_calls.check(self, node, sig)
            singledispatch.check_registration(self, node, sig)
            conditional_defs.check_variant(self, node, sig, sig_scope)
        if ctx.kind == "function" and type(sig) is CallableType and self.prog.def_over_none(ctx.scope, node):
            # ``f = None`` then ``def f`` in a block: the def declares the local (mypy).
            ctx.declared[node.name] = sig
        decorators = {decorator_name(d) for d in node.decorator_list}
        if not self.quiet:
            check_historical_positional(self, node, cls is not None and "staticmethod" not in decorators)
        if type(sig) is CallableType and not self.quiet:
            if cls is not None:
                check_initializer_return(self, node, sig.ret)
            is_method = cls is not None and "staticmethod" not in decorators
            # Inside a function (also a class there) its type variables may bind the signature's.
            outside = None if ctx.kind == "function" or ctx.outer else (cls.type_params if cls is not None else ())
            variance.check_signature(self, node, sig, is_method, outside)
            check_defaults(self, node, sig, trivial_body(node.body))
            typeguards.check_definition(self, node, sig, is_method)
        locals_, glob = local_names(node.body, node.args, self.ctx.scope.module.has_walrus, target=self.prog.target)
        for name in locals_:
            local_defs.setdefault(name, [])  # nested scopes must not see a module name it shadows
        outer = set(ctx.outer) | (ctx.locals if ctx.kind == "function" else set())
        body_scope = Scope(ctx.scope.module, None, (local_defs,) + parent_locals, sig_scope.type_vars, node.name, cls or outer_class,
                           type_scoping.body_bound(ctx.scope, sig))
        if not self.quiet:
            type_params.check_list(self, node, ctx.scope, sig_scope)
            paramspec_rules.check_signature(self, node, sig, sig_scope, ctx.scope)
            if type(sig) is CallableType and type_scoping.declares_params(node):
                type_params.check_undeclared(self, node, sig, sig_scope)
        from hintloader.checker.program import _is_generator

        is_gen = self.ctx.scope.module.may_yield(node) and _is_generator(node)
        declared: dict[str, Type] = {}
        env: Env = Env()
        # A method whose signature says Self keeps it in its body: a type variable bound to
        # the class, which self is (``return Shape()`` does not return a Self).
        self_var = self_type_var(cls.self_instance()) if cls is not None and type(sig) is CallableType and (
            _says_self(sig) or self._body_says_self(node)) else None
        if self_var is not None:
            body_scope = Scope(body_scope.module, cls, body_scope.local_defs, body_scope.type_vars, body_scope.owner, cls)
            _check_self_use(self, node, decorators, sig)
        if type(sig) is CallableType:
            annotated = _annotated_parameters(node.args)
            for index, p in enumerate(sig.params):
                if p.name is None or (unpacked is not None and p.name in unpacked[2]):
                    continue  # the keys of **kwargs: Unpack[TD] are not names in the body
                t = p.type if cls is None or self_var is not None else bind_self_type(p.type, cls.self_instance())
                if self_var is not None and index == 0 and p.name not in annotated and "staticmethod" not in decorators:
                    t = TypeType(self_var) if type(t) is TypeType else self_var
                if type(t) is AnyType and p.kind in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD):
                    # Unannotated ``*args`` / ``**kwargs``: known containers. In an annotated
                    # def they are declared so (mypy: ``args = list(args)`` is an error); in
                    # an unannotated one the names may be rebound to anything.
                    star = "builtins.tuple" if p.kind == ParamKind.VAR_POSITIONAL else "builtins.dict"
                    container = Instance(star, (t,) if p.kind == ParamKind.VAR_POSITIONAL else (Instance("builtins.str"), t))
                    if is_annotated_def(node):
                        declared[p.name] = container
                    else:
                        env[p.name] = container
                    continue
                if p.kind == ParamKind.VAR_POSITIONAL:
                    # *args: *Ts is tuple[*Ts]; *args: P.args is a tuple of unknown items.
                    t = TupleType((t,)) if is_variadic(t) and t.kind == TypeVarKind.TYPEVARTUPLE else Instance("builtins.tuple", (ANY if is_variadic(t) else t,))
                elif p.kind == ParamKind.VAR_KEYWORD:
                    t = Instance("builtins.dict", (Instance("builtins.str"), ANY if is_variadic(t) else t))
                if type(t) is not AnyType or p.name in annotated or is_annotated_def(node):
                    # ``x: Any`` stays Any when rebound, as in mypy; so does an unannotated
                    # parameter of an annotated def (mypy declares it Any).
                    declared[p.name] = t
            vararg = node.args.vararg
            if vararg is not None and isinstance(vararg.annotation, (ast.Starred, ast.Subscript)):
                # *args: *tuple[int, str] is args: tuple[int, str]; *tuple[int, *Ts] is tuple[int, *Ts]
                star_type = unpacked_star_type(sig.params)
                if type(star_type) is TupleType:
                    declared[vararg.arg] = star_type
            ret: Type | None = sig.ret
            if cls is not None and ret is not None and self_var is None:
                ret = bind_self_type(ret, cls.self_instance())
            if type(node) is ast.AsyncFunctionDef and type(ret) is Instance and ret.name == "typing.Coroutine":
                ret = ret.args[2]
            if type(ret) is AnyType:
                ret = None
        else:
            ret = None
        if node.returns is None and node.type_comment is None:
            ret = None
        if unpacked is not None:
            declared[unpacked[0]] = unpacked[1]
        fctx = FuncCtx(body_scope, locals_ | set(declared), declared, outer - locals_, glob, "function", ret, is_gen, type(node) is ast.AsyncFunctionDef, node.name)
        fctx.awaitable_generator = is_gen and "coroutine" in decorators
        if ctx.kind in ("function", "class"):
            fctx.outer_declared = {
                k: v for k, v in {**ctx.outer_declared, **(closure_view(ctx) if ctx.kind == "function" else {}),
                                  **(ctx.declared if ctx.kind == "function" else {})}.items() if k in fctx.outer
            }
            fctx.outer_narrowed, fctx.outer_rebound = closure_types(self, node, fctx.outer)
        if cls is not None and not decorators & {"staticmethod", "classmethod"} and node.name not in (
            "__new__", "__init_subclass__", "__class_getitem__"
        ):
            fctx.method_of = cls
            fctx.self_type = _annotated_self(node, declared, cls)
        elif cls is not None and "classmethod" in decorators:
            fctx.classmethod_of = cls
        if fctx.method_of is not None or fctx.classmethod_of is not None:
            first = (node.args.posonlyargs + node.args.args)[:1]
            if first and first[0].annotation is not None:
                fctx.annotated_first = declared.get(first[0].arg)
        fctx.body = node.body
        fctx.enclosing = ctx if ctx.kind == "function" else None
        if type(sig) is CallableType:
            fctx.components = {p.name: (p.type, "args" if p.kind == ParamKind.VAR_POSITIONAL else "kwargs") for p in sig.params
                               if p.name is not None and p.kind in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD)
                               and type(p.type) is TypeVarType and p.type.kind == TypeVarKind.PARAMSPEC}
        if type(sig) is CallableType:
            # Parameters are bound before the body: a rebinding declares nothing (mypy: an
            # unannotated one is Any).
            for p in sig.params:
                if p.name is not None and p.name not in declared:
                    fctx.first_bound.setdefault(p.name, env.get(p.name, ANY))
        fctx.lenient = not is_annotated_def(node)
        if is_gen and (type(ret) is Instance or type(ret) is NoneType and node.returns is not None
                       and not _yields_from_in_async(node)) and not self.quiet:
            _check_generator_return(self, node, ret)
        deferred = self.deferred
        late = self._late_free_names(node, fctx) if deferred is not None and not self.quiet else None
        if deferred is not None and late:
            # It reads a local the enclosing function first binds after this def: checked once
            # that body is done, with the local's declaration (mypy defers the function).
            deferred.append(lambda: self._function_body(node, fctx, env, sig, ret, is_gen, cls, late))
        else:
            self._function_body(node, fctx, env, sig, ret, is_gen, cls, frozenset())

    def _late_free_names(self, node: ast.FunctionDef | ast.AsyncFunctionDef, fctx: FuncCtx) -> frozenset[str]:
        """The enclosing function's locals the nested def reads that are neither declared nor
        bound where the def stands (first bound after it)."""
        ctx = self.ctx
        if ctx.kind != "function" or ctx.lenient:
            return frozenset()
        own = fctx.outer & ctx.locals - ctx.globals_decl - ctx.declared.keys()
        if not own:
            return frozenset()
        read = {n.id for stmt in node.body for n in walk(stmt) if type(n) is ast.Name and type(n.ctx) is ast.Load}
        return frozenset(name for name in own & read if self.env.get(name) is None and name not in ctx.partials)

    def _function_body(self, node: ast.FunctionDef | ast.AsyncFunctionDef, fctx: FuncCtx, env: Env, sig: Type,
                       ret: Type | None, is_gen: bool, cls: ClassInfo | None, late: frozenset[str]) -> None:
        ctx = self.ctx
        if late:
            fctx.outer_declared.update({k: v for k, v in ctx.declared.items() if k in late})
        falls_off = False
        fctx, env = in_enclosing_pass(fctx, env, ctx)
        for pass_ctx, pass_env in body_passes(fctx, env, sig):  # one pass per constraint of AnyStr & co
            sub = StatementChecker(self.prog, self.reporter, pass_ctx)
            sub.quiet = self.quiet
            sub.env = pass_env
            sub.deferred = []
            sub.check_block(node.body)
            for check in sub.deferred:
                check()
            partials.report_unfilled(sub, node.body)
            falls_off = falls_off or not sub.env_dead
        owed = generator_return(ret) if is_gen and ret is not None else ret
        if owed is not None and falls_off and type(owed) is not AnyType:
            # mypy owes a return statement for any declared type but None itself (None in a
            # union or object included): falling off the end is an implicit ``return None``.
            # A placeholder body is empty-body's, and may stay empty in an abstract method (a
            # protocol's too) or an overload item; any other body owes its return (mypy).
            if type(owed) is NoneType:
                pass
            elif trivial_body(node.body):
                if not self._abstract(node, cls is not None):
                    check_empty_body(self, node, owed, cls is not None)
            elif type(owed) is NeverType:
                self.error(node, "misc", "Implicit return in function which does not return")
            else:
                self.error(node, "return", "Missing return statement")

    def _body_says_self(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """Whether a method's body names ``Self`` (only read in modules that import it)."""
        names = self.prog.names_of_form(self.ctx.scope.module, "Self")
        return bool(names) and any(mentions_form(stmt, names, "Self") for stmt in node.body)

    def _abstract(self, node: ast.FunctionDef | ast.AsyncFunctionDef, in_class: bool) -> bool:
        names = {decorator_name(d) for d in node.decorator_list}
        if names & {"abstractmethod", "overload", "abstractproperty"}:
            return True
        return in_class and self.ctx.scope.cls is not None and self.ctx.scope.cls.is_protocol

    def _strict_untyped(self, node: ast.FunctionDef | ast.AsyncFunctionDef, is_method: bool) -> None:
        args = node.args.posonlyargs + node.args.args + node.args.kwonlyargs + [a for a in (node.args.vararg, node.args.kwarg) if a]
        if is_method and node.args.posonlyargs + node.args.args and not any(decorator_name(d) == "staticmethod" for d in node.decorator_list):
            args = args[1:]
        if node.type_comment:
            return
        missing_args = [a for a in args if a.annotation is None and a.type_comment is None]
        missing_ret = node.returns is None
        if missing_ret and not args and node.name == "__init__":
            missing_ret = False
        if missing_args and missing_ret and len(missing_args) == len(args):
            self.error(node, "no-untyped-def", "Function is missing a type annotation")
        elif missing_args:
            self.error(node, "no-untyped-def", "Function is missing a type annotation for one or more arguments")
        elif missing_ret and node.name != "__init__":
            self.error(node, "no-untyped-def", "Function is missing a return type annotation")

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for deco in node.decorator_list:
            self.infer(deco)
        outer_params = self.header_params
        self.header_params = outer_params | {getattr(p, "name", "") for p in getattr(node, "type_params", None) or []}
        try:
            for base in node.bases:
                self.infer(base)
        finally:
            self.header_params = outer_params
        for kw in node.keywords:
            self.infer(kw.value)
        if any(decorator_name(d) == "no_type_check" for d in node.decorator_list):
            return
        ctx = self.ctx
        sym = self.prog.lookup(ctx.scope, node.name) if ctx.kind != "class" else (
            self.prog.class_body_symbol(ctx.scope.cls, node.name) if ctx.scope.cls is not None else None
        )
        info = self.prog.class_of(sym) if sym is not None and sym.kind == "class" and sym.nodes and sym.nodes[0] is node else None
        if info is None:
            from hintloader.checker.symbols import Symbol

            tmp = Symbol("class", f"{ctx.scope.owner or ctx.scope.module.name}.{node.name}@{node.lineno}", ctx.scope, [node])
            info = self.prog.class_of(tmp)
        if info is None:
            return
        class_keywords.check(self, info, node)
        names, _ = local_names(node.body, None, self.ctx.scope.module.has_walrus, target=self.prog.target)
        cctx = FuncCtx(type_scoping.enter_class(self, info, node), names, {}, set(ctx.outer) | (ctx.locals if ctx.kind == "function" else set()), set(), "class", name=node.name)
        # A class in a function sees the function's declared names, and so do its methods.
        cctx.outer_declared = {k: v for k, v in {**ctx.outer_declared, **(ctx.declared if ctx.kind == "function" else {})}.items() if k in cctx.outer}
        # (mypy keeps no narrowing in a nested class's methods: they see the declared types)
        cctx.outer_rebound = frozenset(cctx.outer)
        sub = StatementChecker(self.prog, self.reporter, cctx)
        sub.quiet = self.quiet
        sub.check_block(node.body)
        if not ctx.lenient:
            attribute_partials.check_class_body(sub, info, node)
        if not self.quiet:  # (a class decorator or __getattr__ leaves its own defs as they are: mypy)
            check_overrides(sub, info, node)
            check_post_init(sub, info, node)
            check_new_return(sub, info, node)
        if not self.quiet:
            check_finals(sub, info, node)
            classvar_overrides.check_class(sub, info, node)
            check_protocol_class(sub, info, node)
            class_bases.check_bases(sub, info, node)
            class_hierarchy.check_class(sub, info, node)
            base_conflicts.check_class(sub, info, node)
            declared_variance.check_class(sub, info, node)
            disjoint_bases.check_class(self, info, node)
        if not self.quiet and info.is_typeddict:
            typeddict_definitions.check_class(sub, info, node)
            typeddict_classes.check_class(sub, info, node)  # PEP 728: closed / extra_items and bases
        if not self.quiet and info.is_enum:
            enum_classes.check_class(sub, info, node)
        if not self.quiet and (info.is_dataclass or info.transform is not None):
            dataclass_classes.check_class(sub, info, node)
        if not self.quiet and any(c.is_namedtuple for c in info.mro):
            namedtuples.check_class(sub, info, node)
        self.env.pop(node.name, None)


def _undecorated(node: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.FunctionDef | ast.AsyncFunctionDef:
    """The def without decorators that hide its signature (we check the body as written)."""
    if not node.decorator_list:
        return node
    clone = copy.copy(node)
    clone.decorator_list = [d for d in node.decorator_list if decorator_name(d) in ("classmethod", "staticmethod")]
    return clone


def _check_self_use(ck: StatementChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, decorators: set[str], sig: Type) -> None:
    """A method that uses Self may not be static, nor annotate its ``self`` as another type."""
    if ck.quiet:
        return
    if "staticmethod" in decorators:
        ck.error(node, "misc", "Static methods cannot use Self type")
        return
    first = (node.args.posonlyargs + node.args.args)[:1]
    declared = sig.params[0].type if type(sig) is CallableType and sig.params else None
    if type(declared) is TypeType:
        declared = declared.item
    if first and first[0].annotation is not None and not (type(declared) is TypeVarType and declared.scope == SELF_SCOPE):
        ck.error(node, "misc", "Method cannot have explicit self annotation and Self type")


def _says_self(sig: CallableType) -> bool:
    """Whether a signature mentions ``Self`` (a parameter or the return type)."""
    found: list[TypeVarType] = []
    for p in sig.params:
        collect_type_vars(p.type, found)
    collect_type_vars(sig.ret, found)
    return any(tv.scope == SELF_SCOPE for tv in found)


def _display_or_none(iterable: ast.expr) -> ast.expr | None:
    """A loop's iterable when a display (mypy declares its target by the items' classes)."""
    return iterable if type(iterable) in (ast.Tuple, ast.List, ast.Set) else None


def _keep_unbound_names(node: ast.If, before: Env, starts: tuple[Env, Env], ends: tuple[Env, Env], merged: Env, walrus: bool) -> None:
    """Both paths of an ``if`` go on and neither binds a local or changes what the test made
    of it: it has the type it had before the ``if`` (mypy's binder synthesizes no type for a
    block without assignments, so the Any of a ``str | Any`` narrowed to None by ``if name is
    None: ...`` does not come back as ``None | str | Any``). A narrowing inside a branch (an
    early return in a nested ``if``) is a new type there, merged as before."""
    changed = [(key, old, now) for key, old in before.items() if "." not in key and "[" not in key and "&" not in key
               and (now := merged.get(key)) is not None and now is not old and now != old]
    if not changed:
        return  # (most ifs: no walk of their bodies for the names they bind)
    bound = local_names(node.body + node.orelse, None, walrus, deletes=True)[0]
    if walrus:
        bound |= {n.id for n in walk(node.test) if type(n) is ast.Name and type(n.ctx) is ast.Store}
    for key, old, now in changed:
        if key in bound:
            continue
        # (and only pieces split off the old type came back, an Any's None: a narrowing both
        # paths agree on is kept)
        kept = union_items(now)
        if all(end.get(key) is start.get(key) for start, end in zip(starts, ends)) and all(item in kept for item in union_items(old)):
            merged[key] = old


def _annotated_self(node: ast.FunctionDef | ast.AsyncFunctionDef, declared: dict[str, Type], cls: ClassInfo) -> Instance | None:
    """``def __init__(self: Group[A], ...)``: the instance of ``cls`` the body may assume."""
    first = (node.args.posonlyargs + node.args.args)[:1]
    if not first or first[0].annotation is None:
        return None
    t = declared.get(first[0].arg)
    return t if type(t) is Instance and t.name == cls.fullname else None


def _yields_from_in_async(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """``yield from`` in an async def: that error is all mypy says of the function."""
    return type(node) is ast.AsyncFunctionDef and any(type(n) is ast.YieldFrom for n in walk(node))


def _check_generator_return(ck: StatementChecker, node: ast.FunctionDef | ast.AsyncFunctionDef, ret: Instance | NoneType) -> None:
    """A generator's declared type must be one a generator object is (Iterator[int], object;
    never None)."""
    info = ck.prog.class_by_name(ret.name) if type(ret) is Instance else None
    if type(ret) is Instance and (info is None or info.unknown_base or info.dynamic):
        return  # a class we do not fully know may well be one
    is_async = type(node) is ast.AsyncFunctionDef
    made = Instance("typing.AsyncGenerator", (ANY, ANY)) if is_async else Instance("typing.Generator", (ANY, ANY, ANY))
    if not is_assignable(made, ret, ck.prog):
        kind, want = ("an async generator", "AsyncGenerator") if is_async else ("a generator", "Generator")
        ck.error(node, "misc", f'The return type of {kind} function should be "{want}" or one of its supertypes')


# Builtins whose class pattern's one positional sub-pattern matches the subject itself.
def _is_bool(t: Type) -> bool:
    """An ``__exit__`` result that may be true: the exception may be swallowed (``bool`` or
    ``Literal[True]``; ``None``, ``Literal[False]``, ``bool | None`` and ``Any`` do not, as the
    typing spec's Exceptions chapter and mypy say)."""
    return (type(t) is Instance and t.name == "builtins.bool") or (
        type(t) is LiteralType and t.value is True)


def _annotated_parameters(args: ast.arguments) -> set[str]:
    return {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs] if a.annotation is not None}


__all__ = ["StatementChecker", "local_names", "implicit_any", "NONE"]


def _declares_like_mypy(first: Type) -> bool:
    """A first binding mypy would take as the local's declared type: a plain class instance
    (not ``None`` or an empty display, which mypy completes from later bindings)."""
    return type(first) is Instance and first.name != "builtins.object" and not has_any(first) and not any(
        type(a) is NeverType for a in first.args)


# Displays and comprehensions whose inferred type the context decides, and the class they build.
_DISPLAYS: dict[type[ast.expr], str] = {
    ast.List: "builtins.list", ast.ListComp: "builtins.list", ast.Set: "builtins.set", ast.SetComp: "builtins.set",
    ast.Dict: "builtins.dict", ast.DictComp: "builtins.dict",
}
# Statements checked exactly as another kind is.
_CHECKED_AS = {"Nonlocal": "Global", "AsyncFor": "For", "AsyncWith": "With", "TryStar": "Try", "AsyncFunctionDef": "FunctionDef"}
_UNSEEN: Any = object()
# Statement class -> the StatementChecker method that checks it (looked up once per class);
# None for statements whose expressions are all there is to check.
_STATEMENT_VISITORS: dict[type, Callable[[StatementChecker, Any], None] | None] = {}


def _statement_visitor(kind: type) -> Callable[[StatementChecker, Any], None] | None:
    name = kind.__name__
    visit: Callable[[StatementChecker, Any], None] | None = getattr(StatementChecker, "visit_" + _CHECKED_AS.get(name, name), None)
    return visit


def _names_nonetype(value: ast.expr) -> bool:
    """Whether an assigned value mentions ``NoneType``, ``Callable``, unpacks (``*Ts``,
    ``Unpack[Ts]``) or subscripts with a bytes string at all (what an implicit alias's own check looks for: most assignments are
    no alias and skip it). Only a subscript or a ``|`` can hold more than one name of an alias
    (``Program._names_a_type``): any other value is no alias, or a single name."""
    if type(value) is ast.Name:
        return value.id in _AT_DEFINITION_NAMES
    if type(value) is ast.Attribute:
        return value.attr in _AT_DEFINITION_NAMES
    if not (type(value) is ast.Subscript or type(value) is ast.BinOp and type(value.op) is ast.BitOr):
        return False
    return any(type(n) is ast.Starred or type(n) is ast.Name and n.id in _AT_DEFINITION_NAMES
               or type(n) is ast.Attribute and n.attr in _AT_DEFINITION_NAMES
               or type(n) is ast.Subscript and any(type(e) is ast.Constant and isinstance(e.value, bytes)
                                                       for e in (n.slice.elts if type(n.slice) is ast.Tuple else [n.slice]))
               for n in walk(value))


_AT_DEFINITION_NAMES = frozenset({"NoneType", "Unpack", "Callable"})


def _bind_local_class(ck: StatementChecker, target: ast.Name, call: ast.Call, maker: str | None) -> None:
    """``P = namedtuple("P", ...)`` (NamedTuple, NewType, TypedDict) in a function body makes a
    class there as at module level (mypy): the name is that class, not the call's value."""
    if target.id in ck.ctx.globals_decl:
        return
    nodes = next((d[target.id] for d in ck.ctx.scope.local_defs[:1] if target.id in d), [])
    if len(nodes) != 1 or type(nodes[0]) is not ast.Assign or nodes[0].value is not call:
        return  # (bound more than once: a variable, as mypy's redefinition error says)
    functional = maker in ("NewType", "TypedDict", "NamedTuple") or decorator_name(call.func) == "namedtuple"
    sym = ck.prog.lookup(ck.ctx.scope, target.id) if functional or decorator_name(call.func) in CLASS_MAKERS else None
    if sym is not None and sym.kind == "class" and (functional or ck.prog.enum_maker(call, ck.ctx.scope) is not None):
        bind_target(ck, target, ck.prog.value_type(sym), ck.env, None)
    elif sym is not None and sym.kind == "unknown" and sym.nodes == nodes:
        # ``E = Enum("E", "A B")``: a class made at run time, whose members are not listed
        # (Any, as at module level).
        bind_target(ck, target, ANY, ck.env, None)
