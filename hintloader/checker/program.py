"""Name resolution across modules and classes, declared types of symbols, class hierarchy."""

from __future__ import annotations

import ast
import collections
from dataclasses import replace
import math
import os
import time
from collections.abc import Callable, Collection, Hashable
from typing import TypeVar

from hintloader.checker.module_attrs import implicit_module_attr
from hintloader.checker.stdlib_folders import in_stdlib_folder, is_stdlib_dir
from hintloader.checker import classes, enum_functional, enums, module_variables, namedtuples, signatures, typeddicts
from hintloader.checker.annotations import TypeConverter, with_bounded_type_params
from hintloader.checker.classes import KNOWN_CLASS_DECORATORS as KNOWN_CLASS_DECORATORS
from hintloader.checker.classes import TRANSPARENT_DECORATORS as TRANSPARENT_DECORATORS
from hintloader.checker.classes import TYPEVAR_MAKERS as TYPEVAR_MAKERS
from hintloader.checker.classes import decorator_name as decorator_name
from hintloader.checker.signatures import _is_generator as _is_generator
from hintloader.checker.classes import _MISSING, _SHARED_TYPEVARS
from hintloader.checker.specialforms import form_of, names_of_form, special_form, symbol_named
from hintloader.checker.suggestions import close_names
from hintloader.checker.spellings import record_spellings
from hintloader.checker.stubs import ModuleSource, find_on_path, load_source_module, typeshed
from hintloader.checker.symbols import with_type_params as with_type_params
from hintloader.checker.symbols import ENCLOSING_DEF, AliasDef, ClassInfo, Reporter, Scope, Symbol
from hintloader.checker.typevar_solutions import lowest_upper_bound
from hintloader.typesystem.relations import SupertypeMemo, Verdict, map_to_supertype
from hintloader.typesystem.structural import MemberView
from hintloader.typesystem.model import (
    collect_type_vars,
    ANY,
    UNANNOTATED,
    UNRESOLVED_ANY,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    ModuleType,
    Overloaded,
    ParamKind,
    TupleType,
    Type,
    TypedDictItem,
    TypeVarKind,
    TypeVarType,
    SELF_SCOPE,
    Variance,
    bind_self_type,
    has_any,
    has_type_vars,
    is_variadic,
    substitute,
)

# Names every module has without binding them (and the checker's own reveal helpers).
_MODULE_ATTRIBUTES = frozenset({
    "__name__", "__file__", "__doc__", "__package__", "__spec__", "__loader__", "__path__",
    "__builtins__", "__dict__", "__annotations__", "__cached__",
    "reveal_type", "reveal_locals", "__debug__", "__all__",
})


# Names a class body has without binding them.
CLASS_BODY_NAMES = frozenset({"__module__", "__qualname__"})


def _stdlib_package_root(current: ModuleSource) -> tuple[str, str] | None:
    """(top-level package, the folder holding it) of a package module whose file lies in the
    stdlib folder, such as ``test.test_module``; None for anything else."""
    parts = current.name.split(".") if current.name else []
    if len(parts) < 2 and not current.is_package or not current.path:
        return None
    folder = os.path.dirname(os.path.abspath(current.path))
    for _ in range(len(parts) if current.is_package else len(parts) - 1):
        folder = os.path.dirname(folder)
    if not is_stdlib_dir(folder):
        return None
    return parts[0], folder


class CheckTimeout(Exception):
    """The check of one module ran past its time budget (a checker bug: some input made it
    do far more work than the module's size calls for)."""


_Key = TypeVar("_Key", bound=Hashable)
_Value = TypeVar("_Value")


class Program:
    """All modules seen while checking one module; typeshed modules are shared per process."""

    def __init__(self, current: ModuleSource, search_path: tuple[str, ...], reporter: Reporter) -> None:
        self.current = current
        # The Python version and platform checked for (static conditions, typeshed's VERSIONS).
        self.target = current.target
        # What the names of the checked module's own classes start with ("" without a name).
        self.current_prefix = current.name + "." if current.name else ""
        self.search_path = tuple(
            p for p in search_path if not is_stdlib_dir(p)
        )
        # A module checked inside the stdlib folder (left out of the search path above) still
        # finds the other modules of its own package there: (top-level package, its folder).
        self._own_stdlib_package = _stdlib_package_root(current)
        # The stdlib's own sources use private names its stubs leave out (``_weakref``'s
        # helpers, ``typing._GenericAlias``): there such a name is taken on trust.
        self._in_stdlib = bool(current.path) and in_stdlib_folder(current.path)
        self.reporter = reporter
        self.modules: dict[str, ModuleSource | None] = {}
        if current.name:
            self.modules[current.name] = current
        # Modules loaded from files, by path (see get_module).
        self._by_path: dict[str, ModuleSource] = {os.path.normcase(current.path): current} if current.path else {}
        self.classes: dict[str, ClassInfo] = {}
        # typeshed's classes for this target, shared by the checks of the process (looked up
        # on every class_by_name: kept here, not found again by target each time).
        self.shared_classes = classes._shared_classes(self.target)
        self.used_first_party: dict[str, ModuleSource] = {}
        self._symbols: dict[tuple[int, str], Symbol | None] = {}
        # Names a module leaves to the builtins: (id of the module, name) -> the builtin.
        self._builtin_names: dict[tuple[int, str], Symbol | None] = {}
        self._following: set[tuple[int, str]] = set()
        self._plain_scopes: dict[int, Scope] = {}  # by the id of the module (plain_scope)
        # lookup's answers in scopes of a module alone: (id of the module, name) -> (the module, symbol).
        self._module_lookups: dict[tuple[int, str], tuple[ModuleSource, Symbol | None]] = {}
        # Keyed by node id: only nodes that live as long as the process (typeshed's) may share
        # answers between checks; a first-party node's id is reused once its tree is freed.
        self._typevars: dict[int, TypeVarType | None] = {}
        self._aliases: dict[int, AliasDef | None] = {}  # by the id of the defining statement
        self._form_names: dict[tuple[int, str], frozenset[str]] = {}
        self._unspelled: collections.deque[ModuleSource] = collections.deque()  # loaded, spellings not yet recorded
        # Instances whose ``__call__`` signature is being bound (``self: Callable[..., T]`` asks it again).
        self.calls_binding: set[Type] = set()
        # Set by the checker: infers an expression's type quietly (for unannotated globals).
        self.infer_quietly: Callable[[ast.expr, Scope, Type | None], Type] = lambda e, s, x: ANY
        # Set by the checker: the return type of a call with these positional argument types,
        # None when they do not fit (applies a decorator to a def).
        self.call_quietly: Callable[[Type, list[Type]], Type | None] = lambda c, a: None
        # Set by the checker: the signature a callable type is called with (calls.py).
        self.signature_of_callable: Callable[[Type], Type | None] = lambda t: None
        self._inferring: set[int] = set()
        self.strict_generics = False
        # When the check of this module must stop (see tick), in time.thread_time(); set by
        # check_module.
        self.deadline = math.inf
        self.ticks = 0
        # While attribute_flow checks a method quietly: the ids of the assignments whose value
        # types it wants, and where it puts them (statements.visit_Assign fills it).
        self.value_capture: tuple[frozenset[int], dict[int, Type]] | None = None
        # How often such a check asked for the values of a method still being checked: an
        # answer that depends on one is not remembered (attribute_types.declared_attribute).
        self.flow_incomplete = 0
        # Answers of the relation engine for this module (see relations._relate_memoised).
        self.relation_memo: dict[tuple[Type, Type, bool], Verdict] = {}
        # Instances seen as instances of a base class (relations.map_to_supertype) and type
        # aliases as expanded in annotations (TypeConverter._alias), likewise: see the properties.
        self._supertypes = SupertypeMemo()
        self._alias_expansions: dict[tuple[int, int, tuple[str, ...]], tuple[AliasDef, Type, tuple[TypeVarType, ...]]] = {}
        self._bound_methods: dict[tuple[int, int, bool, bool], tuple[Type, Type, Type]] = {}  # bind_self
        self._members: dict[tuple[int, str], tuple[ClassInfo, tuple[Symbol, ClassInfo] | None]] = {}  # find_member
        self._constructors: dict[tuple[Instance, int], Type | None] = {}  # calls._constructor_sig
        # Signatures of defs no decorator transforms (signatures._remembered_signature), and how
        # many classes are being resolved (a signature found meanwhile may see one unfinished).
        self._signatures: dict[Hashable, tuple[ast.arguments, Type, Scope, tuple[dict[str, list[ast.stmt]], ...]]] = {}
        self.classes_resolving = 0
        # Rule modules' own memos, read and written through remembered_for_class: methods read
        # through instances (members._method_member), the class whose methods bind an attribute
        # (attribute_types._binding_class), a class's unimplemented abstract methods
        # (protocol_classes.abstract_members).
        self.method_members: dict[tuple[Instance, str, Type], tuple[ClassInfo, Type]] = {}
        self.binding_classes: dict[tuple[int, str], tuple[ClassInfo, ClassInfo | None]] = {}
        self.abstract_members: dict[int, tuple[ClassInfo, tuple[str, ...]]] = {}
        # Structural protocol answers (relations._protocol_members_fit) and the member lookup
        # they use (checker/protocols.py, set by check_module: it needs the expression checker).
        self.protocol_memo: dict[tuple[Type, Type, bool, bool], Verdict] = {}
        self.view_member: Callable[[Type, str, Instance | None], MemberView | None] = lambda r, m, v: None
        # Set by check_module: the variance of an inferred-variance type parameter (it needs the
        # expression checker for the types of unannotated attributes).
        self.infer_variance: Callable[[str, int], Variance] = lambda name, index: Variance.INVARIANT
        self._views: dict[tuple[Type, str, Instance | None], MemberView | None] = {}
        # Lines of the checked module whose ``# type: ignore`` covers ``assignment``: there a
        # local rebound against its first binding is read as mypy reads it (statements.py).
        self.assignment_ignored_lines: frozenset[int] = frozenset()

    @property
    def supertype_memo(self) -> SupertypeMemo | None:
        """The memo of supertype views; None while an import cycle is followed (answers found
        then may hold its placeholders, and answers found before are not what it would see)."""
        return None if self._following else self._supertypes

    @property
    def alias_expansions(self) -> dict[tuple[int, int, tuple[str, ...]], tuple[AliasDef, Type, tuple[TypeVarType, ...]]] | None:
        """The memo of alias expansions; None while an import cycle is followed (likewise)."""
        return None if self._following else self._alias_expansions

    @property
    def bound_method_memo(self) -> dict[tuple[int, int, bool, bool], tuple[Type, Type, Type]] | None:
        """The memo of methods bound to receivers (bind_self); None while an import cycle is
        followed (likewise)."""
        return None if self._following else self._bound_methods

    @property
    def member_memo(self) -> dict[tuple[int, str], tuple[ClassInfo, tuple[Symbol, ClassInfo] | None]] | None:
        """The memo of find_member; None while an import cycle is followed (likewise)."""
        return None if self._following else self._members

    @property
    def constructor_memo(self) -> dict[tuple[Instance, int], Type | None] | None:
        """The memo of constructor signatures; None while an import cycle is followed (likewise)."""
        return None if self._following else self._constructors

    @property
    def signature_memo(self) -> dict[Hashable, tuple[ast.arguments, Type, Scope, tuple[dict[str, list[ast.stmt]], ...]]] | None:
        """The memo of def signatures; None while anything is under way whose answers are
        provisional: an import cycle followed, an inference, a class being resolved, a
        ``__call__`` being bound."""
        if self._following or self._inferring or self.classes_resolving or self.calls_binding:
            return None
        return self._signatures

    def remembered_for_class(self, memo: dict[_Key, tuple[ClassInfo, _Value]], info: ClassInfo, key: _Key,
                             compute: Callable[[], _Value]) -> _Value:
        """``compute()``, kept in ``memo`` under ``key`` for a question about ``info``: once the
        class is resolved (before, its MRO may still grow), and not while an import cycle is
        followed (answers found then may hold its placeholders). The entry keeps the class,
        whose identity it checks (a key may hold its id)."""
        if not info.resolved or self._following:
            return compute()
        known = memo.get(key)
        if known is not None and known[0] is info:
            return known[1]
        found = compute()
        memo[key] = (info, found)
        return found

    def member_view(self, receiver: Type, member: str, via: Instance | None = None) -> MemberView | None:
        # One lookup per member, receiver and protocol and module. Binding a member may solve a
        # self-type against a protocol, which looks members up again: a lookup already under
        # way is unknown (None) rather than endless.
        key = (receiver, member, via)
        if key in self._views:
            return self._views[key]
        self._views[key] = None
        view = self._views[key] = self.view_member(receiver, member, via)
        return view

    def tick(self) -> None:
        """Called as the checker goes (statements, expressions, annotations): a check that runs
        past its deadline stops, so that no input can hold an import up indefinitely. (The
        expression checker counts ``ticks`` itself and calls ``check_deadline``: it is the
        hottest caller.)"""
        self.ticks += 1
        if not self.ticks & 255:
            self.check_deadline()

    def check_deadline(self) -> None:
        # CPU time of this thread: a loaded machine or a paused process does not spend it.
        if time.thread_time() > self.deadline:
            raise CheckTimeout

    # ----- modules -------------------------------------------------------------------------
    def get_module(self, name: str, *, from_stub: bool = False) -> ModuleSource | None:
        if from_stub and name == self.current.name:
            # Stubs import each other: the module being checked must not stand in for its stub.
            stub = typeshed(self.target).get(name)
            if stub is not None:
                return stub
        if name in self.modules:
            return self.modules[name]
        self.modules[name] = None  # guards import cycles while loading
        module = typeshed(self.target).get(name)
        if module is None and self.search_path:
            found = find_on_path(name, self.search_path)
            if found is not None:
                path, is_stub, is_package, first_party = found
                # One file is one module: a file reached under two names (a namespace package
                # checked from inside, ``core.x`` and ``poetry.core.x``) would otherwise make
                # two classes of each of its classes, each foreign to the other.
                module = self._by_path.get(os.path.normcase(path))
                if module is None:
                    module = load_source_module(name, path, is_stub=is_stub, is_package=is_package, first_party=first_party, search_path=self.search_path,
                                                target=self.target)
        own = self._own_stdlib_package
        if module is None and own is not None and (name == own[0] or name.startswith(own[0] + ".")):
            found = find_on_path(name, (own[1],))
            if found is not None:
                path, is_stub, is_package, _ = found
                module = self._by_path.get(os.path.normcase(path)) or load_source_module(
                    name, path, is_stub=is_stub, is_package=is_package, first_party=True,
                    search_path=(*self.search_path, own[1]), target=self.target)
        if module is not None and module.path:
            self._by_path.setdefault(os.path.normcase(module.path), module)
        self.modules[name] = module
        if module is not None and module.first_party and not module.spelled:
            self._spell(module)
        return module

    def _spell(self, module: ModuleSource) -> None:
        """Record the module's renamed decorators (spellings.py). Resolving them loads the
        modules they come from, which have their own: those wait in a queue, so that a long
        chain of imports is a loop here, not a recursion."""
        self._unspelled.append(module)
        if len(self._unspelled) > 1:
            return  # an outer call is draining the queue
        while self._unspelled:
            record_spellings(self, self._unspelled[0])
            self._unspelled.popleft()

    def absolute_module(self, scope: Scope, module: str | None, level: int) -> str | None:
        if level == 0:
            return module
        base = scope.module.name
        if not base:
            return None
        parts = base.split(".")
        if not scope.module.is_package:
            parts = parts[:-1]
        if level - 1 > len(parts):
            return None
        if level > 1:
            parts = parts[: len(parts) - (level - 1)]
        prefix = ".".join(parts)
        if module:
            return f"{prefix}.{module}" if prefix else module
        return prefix or None

    def _module_symbol(self, name: str, scope: Scope) -> Symbol:
        module = self.get_module(name, from_stub=scope.module.shared and not scope.module.first_party)
        if module is None:
            return Symbol("unknown", name, scope, [], module_name=name, value_type=UNRESOLVED_ANY)
        return Symbol("module", name, scope, [], module_name=name, value_type=ModuleType(name))

    def plain_scope(self, module: ModuleSource) -> Scope:
        """``Scope(module)``, made once per module: names read outside classes and functions
        are looked up in it again and again (nothing changes such a scope once made)."""
        found = self._plain_scopes.get(id(module))
        if found is None or found.module is not module:
            found = self._plain_scopes[id(module)] = Scope(module)
        return found

    def release(self) -> None:
        """Drop the checker's callbacks once the check is done. They close over the checker,
        which holds this program: a cycle that would keep every answer of the check alive
        until the cyclic collector runs, instead of freeing it when the check returns."""
        self.infer_quietly = lambda e, s, x: ANY
        self.call_quietly = lambda c, a: None
        self.signature_of_callable = lambda t: None
        self.view_member = lambda r, m, v: None

    # ----- symbols -------------------------------------------------------------------------
    def module_symbol(self, module: ModuleSource, name: str) -> Symbol | None:
        if module.shared:
            cached = module.symbol_cache.get(name, _MISSING)
            if cached is not _MISSING:
                if module.first_party:
                    self.used_first_party[module.name] = module
                    if isinstance(cached, Symbol) and cached.scope.module.first_party:
                        defining = cached.scope.module
                        self.used_first_party.setdefault(defining.name, defining)
                return cached  # type: ignore[return-value]
        key = (id(module), name)
        known = self._symbols.get(key, _MISSING)
        if known is not _MISSING:
            return known  # type: ignore[return-value]
        if key in self._following:
            return Symbol("unknown", name, Scope(module), [], value_type=ANY)
        self._following.add(key)
        try:
            if module.first_party and module is not self.current:
                self.used_first_party[module.name] = module
            scope = Scope(module, owner=module.name)
            sym = self._symbol_from(module.definitions(name), scope, f"{module.name}.{name}", name)
            if sym is None:
                sym = self._from_stars(module, name)
            if sym is None and module.is_package:
                sub = f"{module.name}.{name}"
                if self.get_module(sub) is not None:
                    sym = self._module_symbol(sub, scope)
            if sym is None and module.dynamic:
                sym = Symbol("unknown", name, scope, [], value_type=ANY)
        finally:
            self._following.discard(key)
        if module.shared and (sym is None or sym.scope.module.shared):
            module.symbol_cache[name] = sym
        else:
            self._symbols[key] = sym
        return sym

    def _from_stars(self, module: ModuleSource, name: str) -> Symbol | None:
        for star in module.stars:
            target = self.absolute_module(Scope(module), star.module, star.level)
            other = self.get_module(target, from_stub=module.shared and not module.first_party) if target else None
            if other is None:
                return Symbol("unknown", name, Scope(module), [], value_type=ANY)
            if other is module or name.startswith("_"):
                continue
            if other.is_stub and not _reexported_by_stub(other, name):
                continue
            sym = self.module_symbol(other, name)
            if sym is not None:
                return sym
        return None

    def _symbol_from(self, nodes: list[ast.stmt], scope: Scope, fullname: str, name: str) -> Symbol | None:
        if not nodes:
            return None
        primary = nodes[-1] if scope.module.is_stub else nodes[0]
        funcs = [n for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        if funcs and any(decorator_name(d) == "overload" for f in funcs for d in f.decorator_list):
            return Symbol("func", fullname, scope, list(funcs))
        if funcs and any(decorator_name(d) in ("property", "cached_property") for d in funcs[0].decorator_list):
            return Symbol("func", fullname, scope, [funcs[0]])
        if isinstance(primary, (ast.Import, ast.ImportFrom)):
            return self._follow_import(primary, scope, name)
        if type(primary) is ast.ClassDef:
            sym = Symbol("class", fullname, scope, [primary])
            return sym
        if isinstance(primary, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return Symbol("func", fullname, scope, [primary])
        if isinstance(primary, (ast.Assign, ast.AnnAssign)):
            value = primary.value
            if type(value) is ast.Call:
                maker = self.maker(value, scope, name)
                if maker in TYPEVAR_MAKERS:
                    return Symbol("typevar", fullname, scope, [primary])
                if maker in ("NewType", "TypedDict", "NamedTuple") or decorator_name(value.func) == "namedtuple":
                    return Symbol("class", fullname, scope, [primary])  # named tuples: namedtuples.py
                if self.enum_maker(value, scope) is not None and enum_functional.member_names(value) is not None:
                    return Symbol("class", fullname, scope, [primary])  # its members: enum_functional.py
                if self._makes_a_class(value, scope, name):
                    return Symbol("unknown", fullname, scope, [primary], value_type=ANY)
        return Symbol("var", fullname, scope, list(nodes))

    def _follow_import(self, node: ast.Import | ast.ImportFrom, scope: Scope, name: str) -> Symbol | None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname == name:
                    return self._module_symbol(alias.name, scope)
                if alias.asname is None and alias.name.partition(".")[0] == name:
                    self.get_module(alias.name)  # the submodule becomes an attribute of its parent
                    return self._module_symbol(name, scope)
            return None
        target = self.absolute_module(scope, node.module, node.level)
        for alias in node.names:
            if (alias.asname or alias.name) != name:
                continue
            if target is None:
                return Symbol("unknown", name, scope, [], value_type=UNRESOLVED_ANY)
            module = self.get_module(target, from_stub=scope.module.shared and not scope.module.first_party)
            if module is None:
                # Named in full: what a name of a module nothing here reads stands for may still
                # be known (``mypy_extensions.trait``, whose stubs only mypy bundles).
                return Symbol("unknown", f"{target}.{alias.name}", scope, [], value_type=UNRESOLVED_ANY)
            # ``from . import sub`` in a package's __init__ names its submodule, not itself.
            sym = None if module is scope.module else self.module_symbol(module, alias.name)
            if sym is None:
                sub = f"{target}.{alias.name}"
                if self.get_module(sub) is not None:
                    return self._module_symbol(sub, scope)
                return Symbol("unknown", name, scope, [], value_type=ANY)
            return sym
        return None

    def builtins(self) -> ModuleSource | None:
        return self.get_module("builtins")

    def names_in_scope(self, scope: Scope) -> set[str]:
        """What a misspelt name may have meant, as mypy looks: the enclosing functions' names,
        the class body's, the module's and the builtins' (not the private ones), dunders and
        internal keys left out."""
        names = {n for defs in scope.local_defs for n in defs if n != ENCLOSING_DEF}
        if scope.cls is not None:
            names.update(scope.cls.body)
        names.update(scope.module.all_names())
        builtins = self.builtins()
        if builtins is not None:
            names.update(n for n in builtins.all_names() if not (len(n) > 1 and n[0] == "_" and n[1] != "_"))
        return {n for n in names if n.isidentifier() and not n.startswith("__")}

    def trusts_private_name(self, stub: ModuleSource) -> bool:
        """A private name that ``stub`` lacks may still exist: in the stdlib's own sources, and
        in a package whose stubs lie beside its sources (its ``.pyi`` files describe what others
        may use, and its modules use their private helpers). Elsewhere it is missing, as mypy
        reports (``from typing import _GenericAlias``)."""
        if self._in_stdlib:
            return True
        own_package = self.current.name.partition(".")[0]
        return bool(own_package) and stub.name.partition(".")[0] == own_package

    def close_names_in_scope(self, scope: Scope, wrong: str, extra: Collection[str] = ()) -> list[str]:
        """The names of ``scope`` (and ``extra``) a misspelt ``wrong`` may have meant. A stub's
        name index is a cheap over-approximation (a parameter line inside an ``if`` block looks
        like a binding), so each close name of the module or the builtins is looked up."""
        close = close_names(wrong, self.names_in_scope(scope) | set(extra))
        return [n for n in close if n in extra or self.lookup(scope, n) is not None]

    def lookup(self, scope: Scope, name: str) -> Symbol | None:
        for defs in scope.local_defs:
            nodes = defs.get(name)
            if nodes:
                # The whole scope goes along (the enclosing class and the bound type variables
                # too): a def nested in a method uses the class's type variables, not binding
                # them anew.
                return self._symbol_from(nodes, scope, name, name)
            if nodes is not None:
                # A parameter (or another binding no statement defines) of an enclosing
                # function: it shadows the module's and the builtins' name.
                return Symbol("unknown", name, scope, [], value_type=ANY)
        if scope.cls is not None:
            sym = self.class_body_symbol(scope.cls, name)
            if sym is not None:
                return sym
            if name in CLASS_BODY_NAMES and not scope.local_defs:
                # Python binds these in a class body only (a method does not see them: mypy)
                return Symbol("unknown", name, scope, [], value_type=Instance("builtins.str"))
        # The module's name (most lookups end here): its answer is kept. What it rests on is
        # kept already (module_symbol's answers, the builtins'), so it cannot change within the
        # check; not kept while an import cycle is followed, nor a symbol made for this scope
        # (it holds the scope it was asked in).
        key = (id(scope.module), name)
        known = self._module_lookups.get(key)
        if known is not None and known[0] is scope.module:
            return known[1]
        found = self._module_lookup(scope, name)
        if not self._following and (found is None or found.scope is not scope):
            self._module_lookups[key] = (scope.module, found)
        return found

    def _module_lookup(self, scope: Scope, name: str) -> Symbol | None:
        sym = self.module_symbol(scope.module, name)
        if sym is not None and sym.kind == "unknown" and not sym.nodes and scope.module.dynamic:
            # A dynamic module's unknown names are Any, except the builtins it never binds
            # (``self.__dict__.update(...)`` somewhere must not make ``list`` Any) and the
            # module attributes the import system sets (``__spec__``: a module __getattr__
            # answers other modules' reads, not the module's own names; mypy).
            if name in _MODULE_ATTRIBUTES and name not in scope.module.global_names:
                return Symbol("unknown", name, scope, [], value_type=implicit_module_attr(self, scope.module, name))
            b = self.builtins()
            builtin = self.module_symbol(b, name) if b is not None and b is not scope.module and _builtin_name(b, name) else None
            if builtin is not None and name not in scope.module.global_names:
                return builtin
        if sym is not None:
            return sym
        if name in scope.module.global_names:
            return Symbol("unknown", name, scope, [], value_type=ANY)
        if name in _MODULE_ATTRIBUTES:
            return Symbol("unknown", name, scope, [], value_type=implicit_module_attr(self, scope.module, name))
        key = (id(scope.module), name)
        if key in self._builtin_names:
            return self._builtin_names[key]
        b = self.builtins()
        found = self.module_symbol(b, name) if b is not None and b is not scope.module and _builtin_name(b, name) else None
        if not self._following:  # not a placeholder of an import cycle under way
            self._builtin_names[key] = found
        return found

    def symbol_by_fullname(self, fullname: str) -> Symbol | None:
        module, _, name = fullname.rpartition(".")
        source = self.get_module(module)
        if source is None:
            return None
        return self.module_symbol(source, name)

    def member_symbol(self, sym: Symbol, attr: str) -> Symbol | None:
        if sym.kind == "module":
            module = self.get_module(sym.module_name)
            if module is None:
                return Symbol("unknown", attr, sym.scope, [], value_type=ANY)
            found = self.module_symbol(module, attr)
            if found is None:
                sub = f"{sym.module_name}.{attr}"
                if self.get_module(sub) is not None:
                    return self._module_symbol(sub, sym.scope)
            return found
        if sym.kind == "class":
            info = self.class_of(sym)
            if info is None:
                return None
            member = self.find_member(info, attr)
            if member is None and (info.unknown_base or info.dynamic):
                return Symbol("unknown", attr, sym.scope, [], value_type=ANY)
            return member[0] if member else None
        target = self.aliased_class(sym)
        return self.member_symbol(target, attr) if target is not None else None

    def aliased_class(self, sym: Symbol) -> Symbol | None:
        """The class a variable names when it is an implicit alias of one (``O = Out``, ``I =
        O.In``): a dotted name reaches the class's members through it (mypy)."""
        if sym.kind != "var":
            return None
        alias = self.alias_of(sym)
        if alias is None or alias.kind != "implicit" or not isinstance(alias.value, (ast.Name, ast.Attribute)):
            return None
        target = symbol_named(self, alias.scope, alias.value)
        if target is not None and target.kind == "var":
            target = self.aliased_class(target)  # ``B = A`` after ``A = Out`` (alias_of breaks cycles)
        return target if target is not None and target.kind == "class" else None

    # ----- type variables and aliases --------------------------------------------------------
    def typevar_maker(self, call: ast.Call, scope: Scope, target: str) -> str | None:
        """``"TypeVar"``, ``"ParamSpec"`` or ``"TypeVarTuple"`` when ``target = call`` makes a
        type variable (see ``maker``)."""
        maker = self.maker(call, scope, target)
        return maker if maker in TYPEVAR_MAKERS else None

    def maker(self, call: ast.Call, scope: Scope, target: str) -> str | None:
        """The ``typing`` member that ``target = call`` calls to make a type-level name
        (``"TypeVar"``, ``"ParamSpec"``, ``"TypeVarTuple"``, ``"NewType"``, ``"TypedDict"``,
        ``"NamedTuple"``, ``"TypeAliasType"``): the callee is followed through the imports, so
        that ``TV("T")`` after ``from typing import TypeVar as TV`` counts and a look-alike of
        our own does not."""
        spelled = decorator_name(call.func)
        # Every maker takes the name it makes first: only that shape, and the usual spellings
        # (a misnamed ``T = TypeVar("U")`` is an error to report), are worth resolving (this
        # runs for every assignment of a call that a name lookup reaches).
        if spelled not in _MAKERS and not _names_itself(call, target):
            return None
        sym = self._callee_symbol(call.func, scope)
        if sym is not None and sym.kind in ("class", "func", "var"):
            maker = form_of(sym.fullname)
            return maker if maker in _MAKERS else None
        # Bound to something we cannot name (an import we cannot follow, TypeVar = typing.TypeVar).
        return spelled if spelled in _MAKERS else None

    def _makes_a_class(self, call: ast.Call, scope: Scope, target: str) -> bool:
        """``Color = Enum("Color", ...)`` (the functional API, under any name it is imported
        as) or ``C = type("C", ...)``: a class made at run time, whose members we cannot list."""
        spelled = decorator_name(call.func)
        if spelled == "type" and len(call.args) == 1 and not call.keywords:
            return False  # ``type(obj)``: the class of a value, a value itself
        if spelled in CLASS_MAKERS:
            return True
        if not _names_itself(call, target):
            return False
        sym = self._callee_symbol(call.func, scope)
        return sym is not None and sym.fullname in _CLASS_MAKER_NAMES

    def enum_maker(self, call: ast.Call, scope: Scope) -> str | None:
        """``"enum.Enum"`` (IntEnum, StrEnum, Flag, IntFlag) when ``call`` calls that class, under
        any name it is imported as: the functional API, when the call lists members."""
        if decorator_name(call.func) not in CLASS_MAKERS - {"type"} or len(call.args) + len(call.keywords) < 2:
            return None
        sym = self._callee_symbol(call.func, scope)
        return sym.fullname if sym is not None and sym.fullname in enum_functional.ENUM_MAKERS else None

    def _callee_symbol(self, func: ast.expr, scope: Scope) -> Symbol | None:
        if type(func) is ast.Name:
            return self.lookup(scope, func.id)
        if type(func) is ast.Attribute:
            base = self._callee_symbol(func.value, scope)
            return self.member_symbol(base, func.attr) if base is not None else None
        return None

    def typevar_of(self, sym: Symbol) -> TypeVarType | None:
        node = sym.nodes[0] if sym.nodes else None
        module = sym.scope.module
        cache = _SHARED_TYPEVARS if module.shared and not module.first_party else self._typevars
        if node is None or id(node) in cache:
            return cache.get(id(node)) if node is not None else None
        cache[id(node)] = None
        result: TypeVarType | None = None
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and type(node.value) is ast.Call:
            call = node.value
            name = sym.fullname.rpartition(".")[2]
            if call.args and type(call.args[0]) is ast.Constant and isinstance(call.args[0].value, str):
                name = call.args[0].value
            conv = TypeConverter(self, sym.scope, None)
            values = tuple(conv.convert(a, top=False) for a in call.args[1:])
            bound: Type | None = None
            default: Type | None = None
            variance = Variance.INVARIANT
            spelled_maker = self.typevar_maker(call, sym.scope, sym.fullname.rpartition(".")[2])
            for kw in call.keywords:
                if kw.arg == "bound":
                    bound = conv.convert(kw.value, top=False)
                elif kw.arg == "default":
                    default = _typevar_default(conv, kw.value, spelled_maker)
                elif kw.arg == "covariant" and type(kw.value) is ast.Constant and kw.value.value:
                    variance = Variance.COVARIANT
                elif kw.arg == "contravariant" and type(kw.value) is ast.Constant and kw.value.value:
                    variance = Variance.CONTRAVARIANT
                elif kw.arg == "infer_variance" and type(kw.value) is ast.Constant and kw.value.value:
                    variance = Variance.INFERRED
            maker = spelled_maker
            kind = _TYPEVAR_KINDS.get(maker) if maker is not None else None
            if kind is not None:
                result = TypeVarType(name, sym.fullname, bound if maker == "TypeVar" else None,
                                     values if maker == "TypeVar" else (), variance, default, kind)
        cache[id(node)] = result
        return result

    def names_of_form(self, module: ModuleSource, form: str) -> frozenset[str]:
        """The names a module imports ``form`` (``"Self"``) under, found once per module."""
        key = (id(module), form)
        found = self._form_names.get(key)
        if found is None:
            imported = [n for n in module.all_names() if any(isinstance(d, (ast.Import, ast.ImportFrom)) for d in module.definitions(n))]
            found = self._form_names[key] = names_of_form(self, Scope(module), imported, form)
        return found

    def alias_node(self, sym: Symbol) -> tuple[ast.expr, Scope] | None:
        """The type expression a variable stands for, when it is a type alias."""
        alias = self.alias_of(sym)
        return (alias.value, alias.scope) if alias is not None else None

    def alias_of(self, sym: Symbol) -> AliasDef | None:
        """The type alias a variable is, if it is one (see AliasDef for the four ways). A name
        bound more than once is no alias, unless its first binding declares one (``X:
        TypeAlias``, ``type X``, ``TypeAliasType``): the others are errors (check_rebinding)."""
        if not sym.nodes:
            return None
        node = sym.nodes[0]
        key = id(node)
        if key in self._aliases:
            alias = self._aliases[key]
        else:
            self._aliases[key] = None  # a cycle through the definition's own names is no alias
            alias = self._alias_of(sym, node)
            self._aliases[key] = alias
        if len(sym.nodes) != 1 and (alias is None or alias.kind == "implicit"):
            return None
        return alias

    def _alias_of(self, sym: Symbol, node: ast.stmt) -> AliasDef | None:
        if type(node) is ast.AnnAssign:
            if node.value is not None and special_form(self, sym.scope, node.annotation) == "TypeAlias":
                return AliasDef(node.value, sym.scope, "explicit", node)
            return None
        if type(node).__name__ == "TypeAlias":  # PEP 695: type X[T] = ...
            scope = with_bounded_type_params(self, sym.scope, node, sym.fullname)
            return AliasDef(getattr(node, "value"), scope, "statement", node)
        if not (type(node) is ast.Assign and len(node.targets) == 1 and type(node.targets[0]) is ast.Name):
            return None
        value = node.value
        if type(value) is ast.Call and self.maker(value, sym.scope, node.targets[0].id) == "TypeAliasType":
            given = value.args[1] if len(value.args) > 1 else next((k.value for k in value.keywords if k.arg == "value"), None)
            params = next((k.value for k in value.keywords if k.arg == "type_params"), None)
            if given is None:
                return None
            return AliasDef(given, sym.scope, "call", node, tuple(params.elts) if type(params) is ast.Tuple else ())
        if self._names_a_type(value, sym.scope):
            return AliasDef(value, sym.scope, "implicit", node)
        return None

    def _names_a_type(self, value: ast.expr, scope: Scope) -> bool:
        """Whether an unannotated assignment's value makes it an implicit alias: a type
        expression (``list[int]``, ``int | None``, ``Optional[str]``) whose names refer to
        types (classes, aliases, typing's forms, or imports we cannot follow), not a call, a
        display, a string or a variable."""
        if type(value) is ast.Subscript:
            return self._names_a_type(value.value, scope)
        if type(value) is ast.BinOp and type(value.op) is ast.BitOr:
            return self._names_a_type(value.left, scope) and self._names_a_type(value.right, scope)
        if type(value) is ast.Constant:
            return value.value is None
        if not isinstance(value, (ast.Name, ast.Attribute)):
            return False
        sym = symbol_named(self, scope, value)
        if sym is None:
            return False
        if sym.kind in ("class", "unknown") or form_of(sym.fullname) is not None:
            return True
        return sym.kind == "var" and self.alias_of(sym) is not None

    # Class resolution (classes.py) and declared types (signatures.py), as methods.
    def class_of(self, sym: Symbol) -> ClassInfo | None:
        return classes.class_of(self, sym)

    def class_by_name(self, fullname: str) -> ClassInfo | None:
        # Hot: a class of this check, or a shared one (typeshed's) that the module being checked
        # does not define itself (a module being checked may also exist in typeshed: its own
        # classes win); only then the symbol is resolved.
        info = self.classes.get(fullname)
        if info is not None:
            return info
        info = self.shared_classes.get(fullname)
        if info is not None and not (self.current_prefix and fullname.startswith(self.current_prefix)):
            return info
        return classes.resolve_class_by_name(self, fullname)

    def class_body_symbol(self, info: ClassInfo, name: str) -> Symbol | None:
        members = info.members  # a member looked up before: answered without a second call (hot)
        return members[name] if name in members else classes.class_body_symbol(self, info, name)

    def instance_attr_symbol(self, info: ClassInfo, name: str) -> Symbol | None:
        return classes.instance_attr_symbol(self, info, name)

    def find_member(self, info: ClassInfo, name: str) -> tuple[Symbol, ClassInfo] | None:
        # Asked for every attribute read: a module's answers are kept once the class is
        # resolved (before, its MRO may still grow), by the class's identity (the entry keeps it).
        # (the member_memo rule, read without the property: this is among the hottest calls)
        if self._following or not info.resolved:
            return classes.find_member(self, info, name)
        memo = self._members
        key = (id(info), name)
        known = memo.get(key)
        if known is not None and known[0] is info:
            return known[1]
        found = classes.find_member(self, info, name)
        memo[key] = (info, found)
        return found

    def bases(self, name: str) -> tuple[Instance, ...]:
        return classes.bases(self, name)

    def type_params(self, name: str) -> tuple[TypeVarType, ...]:
        return classes.type_params(self, name)

    def inferred_variance(self, name: str, index: int) -> Variance:
        return self.infer_variance(name, index)

    def has_unknown_base(self, name: str) -> bool:
        return classes.has_unknown_base(self, name)

    def is_protocol(self, name: str) -> bool:
        return classes.is_protocol(self, name)

    def metaclass(self, name: str) -> Instance | None:
        return classes.metaclass(self, name)

    def is_newtype(self, name: str) -> bool:
        info = self.class_by_name(name)
        return info is not None and info.newtype_base is not None

    def protocol_members(self, name: str) -> tuple[str, ...]:
        return classes.protocol_members(self, name)

    def has_member(self, name: str, member: str) -> bool:
        return classes.has_member(self, name, member)

    def call_signature(self, t: Type) -> Type | None:
        return classes.call_signature(self, t)

    def typeddict_items(self, t: Instance) -> dict[str, TypedDictItem] | None:
        return typeddicts.typeddict_items(self, t)

    def typeddict_extra(self, t: Instance) -> TypedDictItem | None:
        return typeddicts.typeddict_extra(self, t)

    def enum_literals(self, name: str) -> tuple[LiteralType, ...] | None:
        return enums.as_literals(self, name)

    def namedtuple_items(self, t: Instance) -> TupleType | None:
        return namedtuples.as_tuple(self, t)

    def declared_type(self, sym: Symbol) -> Type | None:
        return signatures.declared_type(self, sym)

    def comment_type(self, comment: str, scope: Scope, node: ast.AST) -> Type:
        return signatures.comment_type(self, comment, scope, node)

    def value_type(self, sym: Symbol) -> Type:
        return signatures.value_type(self, sym)

    def first_binding_declaration(self, sym: Symbol) -> Type | None:
        """What a module variable's first binding declares it (mypy), for writes elsewhere:
        none for an alias, a stub's or a class's name (module_variables.first_binding_type)."""
        if sym.scope.module.is_stub or sym.scope.cls is not None or self.alias_of(sym) is not None:
            return None
        return module_variables.first_binding_type(self, sym, self._inferring)

    def def_over_none(self, scope: Scope, node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """Whether ``node`` is the def a local first bound to None takes its type from."""
        sym = self.lookup(scope, node.name)
        return sym is not None and signatures.def_over_none(sym) is node

    def function_symbol_type(self, sym: Symbol) -> Type:
        return signatures.function_symbol_type(self, sym)

    def function_type(
        self, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope, reporter: Reporter | None = None,
    ) -> Type:
        return signatures.function_type(self, node, scope, reporter)


def bind_self(t: Type, receiver: Type, prog: Program, *, drop: bool = True, constructing: bool = False) -> Type:
    """A method as seen through an instance: self is dropped, self-type variables solved.
    ``constructing``: the class is being called, where an ``__init__`` item's ``self``
    annotation says what the call makes (``Sub()`` is ``Sub[Legacy]``), not who may call it."""
    # Every use of a method binds it again: a module's answers are kept, by the identity of
    # the method's type and of the receiver (the entry keeps both, so no id is reused).
    memo = prog.bound_method_memo
    if memo is None:
        return _bind_self(t, receiver, prog, drop=drop, constructing=constructing)
    key = (id(t), id(receiver), drop, constructing)
    known = memo.get(key)
    if known is not None and known[0] is t and known[1] is receiver:
        return known[2]
    bound = _bind_self(t, receiver, prog, drop=drop, constructing=constructing)
    memo[key] = (t, receiver, bound)
    return bound


def _bind_self(t: Type, receiver: Type, prog: Program, *, drop: bool, constructing: bool) -> Type:
    if type(t) is CallableType and any(v.scope == SELF_SCOPE for v in t.type_vars):
        t = replace(t, type_vars=tuple(v for v in t.type_vars if v.scope != SELF_SCOPE))
    if type(t) is Overloaded:
        fitting = [i for i in t.items if constructing or self_fits(i, receiver, prog)] or list(t.items)
        items = [bind_self(i, receiver, prog, drop=drop) for i in fitting]
        bound = [i for i in items if type(i) is CallableType]
        # Items whose explicit self the receiver does not fit are not candidates (mypy's rule):
        # ``StreamHandler[StringIO]().__init__`` has only the ``stream: StringIO`` one left,
        # and a single item is called, and reported, as a plain method.
        return bound[0] if len(bound) == 1 and len(t.items) > 1 else Overloaded(tuple(bound))
    if type(t) is not CallableType or not has_self_param(t):
        return t
    t = bind_self_type(t, receiver)
    assert type(t) is CallableType
    first = t.params[0].type
    mapping: dict[TypeVarType, Type] = {}
    if t.type_vars and has_type_vars(first):
        mapping = {k: v for k, v in _solved_from_receiver(first, receiver, prog).items() if k in t.type_vars}
    params = t.params[1:] if drop else t.params
    result = t.with_params(params)
    return substitute(result, mapping) if mapping else result


# The first parameter kinds that take no receiver, read once (an enum member read through its
# class costs a metaclass hook on 3.11; this runs for every method bound).
_NO_SELF_KINDS = (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD, ParamKind.KEYWORD_ONLY)


def has_self_param(t: CallableType) -> bool:
    """Whether the first parameter takes the receiver (not ``*args``, ``**kw`` or keyword-only)."""
    return bool(t.params) and t.params[0].kind not in _NO_SELF_KINDS


def self_fits(item: CallableType, receiver: Type, prog: Program) -> bool:
    """Whether an overload item's explicit ``self`` annotation accepts the receiver; items
    without one always do. Type variables in it are solved from the receiver first (mypy):
    ``self: MutableMapping[_KT, _T | None]`` takes a ``dict[K, V | None]``, not a ``dict[K, V]``
    (invariant in its values); one left unsolved takes anything."""
    if not has_self_param(item):
        return True
    first = item.params[0].type
    if type(receiver) is TypeVarType and type(receiver.bound) is Instance:
        receiver = receiver.bound  # ``self: Self`` in the caller: what Self stands for is its class
    if type(first) is not Instance or type(receiver) is not Instance or has_any(first):
        return True
    from hintloader.typesystem.relations import is_assignable

    own: list[TypeVarType] = []
    collect_type_vars(first, own)
    if first.name == receiver.name and _shapes_differ(first, receiver):
        return False  # ``self: Array[A1, A2]`` never takes an ``Array[X, Y, Z]``
    if own:
        solved = _solved_from_receiver(first, receiver, prog)
        if any(tv not in solved for tv in own):
            return True
        first = substitute(first, solved)
        if has_any(first):
            return True
    return bool(is_assignable(receiver, first, prog))


def _shapes_differ(a: Instance, b: Instance) -> bool:
    """Two instances of one variadic class whose TypeVarTuple arguments are fixed tuples of
    different lengths."""
    for x, y in zip(a.args, b.args):
        if (type(x) is TupleType and type(y) is TupleType and len(x.items) != len(y.items)
                and not any(map(is_variadic, x.items)) and not any(map(is_variadic, y.items))):
            return True
    return False


def _solved_from_receiver(self_type: Type, receiver: Type, prog: Program) -> dict[TypeVarType, Type]:
    """The type variables of a ``self`` annotation, solved from the receiver."""
    from hintloader.typesystem.relations import collect_constraints
    from hintloader.typesystem.model import make_union

    found: dict[TypeVarType, list[Type]] = {}
    uppers: dict[TypeVarType, list[Type]] = {}
    collect_constraints(self_type, receiver, prog, found, upper=uppers)
    # ``self: HasPut[T]`` of a class whose ``put`` takes an int: T is at most int (mypy).
    only_upper = {tv: lowest_upper_bound(tv, bounds, prog) for tv, bounds in uppers.items() if tv not in found}
    return {**{tv: v for tv, v in only_upper.items() if type(v) is not AnyType}, **{tv: make_union(bounds) for tv, bounds in found.items()}}


_MAKERS = TYPEVAR_MAKERS | {"NewType", "TypedDict", "NamedTuple", "TypeAliasType"}


def _names_itself(call: ast.Call, target: str) -> bool:
    first = call.args[0] if call.args else None
    return type(first) is ast.Constant and first.value == target


# Calls that make a class at run time (the functional Enum API, ``type(name, bases, ns)``).
CLASS_MAKERS = frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "type"})
_CLASS_MAKER_NAMES = frozenset({f"enum.{name}" for name in CLASS_MAKERS - {"type"}} | {"builtins.type"})
_TYPEVAR_KINDS = {"TypeVar": TypeVarKind.TYPEVAR, "ParamSpec": TypeVarKind.PARAMSPEC, "TypeVarTuple": TypeVarKind.TYPEVARTUPLE}


def instance_mapping(prog: Program, receiver: Instance, owner: ClassInfo) -> dict[TypeVarType, Type]:
    if not owner.type_params:
        return {}
    mapped = map_to_supertype(receiver, owner.fullname, prog)
    if mapped is None or len(mapped.args) != len(owner.type_params):
        return {tv: ANY for tv in owner.type_params}
    return dict(zip(owner.type_params, mapped.args))


def implicit_any(t: Type) -> bool:
    return type(t) is AnyType and t.origin in (AnyOrigin.UNANNOTATED, AnyOrigin.IMPLICIT_GENERIC)


def _builtin_name(builtins: ModuleSource, name: str) -> bool:
    """Whether a module sees ``name`` as a builtin: what ``builtins.pyi`` exports, not its
    private helpers (``_T``) nor what it imports for itself (``Any``, ``Sequence``), as in mypy."""
    if len(name) > 1 and name[0] == "_" and name[1] != "_":
        return False
    return not builtins.is_stub or _reexported_by_stub(builtins, name)


def _reexported_by_stub(stub: ModuleSource, name: str) -> bool:
    """Whether ``from stub import *`` brings ``name`` (PEP 484): the names of a literal
    ``__all__``; without one, everything but imports not spelt ``import x as x``. So
    ``import subprocess`` inside ``asyncio/subprocess.pyi`` does not make ``asyncio.subprocess``
    the standard library module."""
    exported = _literal_all(stub.definitions("__all__"))
    if exported is not None:
        return name in exported
    nodes = stub.definitions(name)
    if not nodes:
        return True  # not bound here directly; the stub's own star imports decide
    for node in nodes:
        if not isinstance(node, (ast.Import, ast.ImportFrom)):
            return True
        for alias in node.names:
            if alias.asname == name and alias.name.rpartition(".")[2] == name:
                return True
    return False


def _literal_all(nodes: list[ast.stmt]) -> set[str] | None:
    """The strings of ``__all__ = [...]`` / ``__all__ += [...]``; None when not all literal."""
    if not nodes:
        return None
    names: set[str] = set()
    for node in nodes:
        value = node.value if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)) else None
        if not isinstance(value, (ast.List, ast.Tuple)):
            return None
        for item in value.elts:
            if not (type(item) is ast.Constant and isinstance(item.value, str)):
                return None
            names.add(item.value)
    return names


def _typevar_default(conv: TypeConverter, node: ast.expr, maker: str | None) -> Type:
    """The default a declaration gives: a parameter list for a ParamSpec (``[int, str]``), the
    tuple a TypeVarTuple unpacks (``Unpack[tuple[int, str]]``, ``*Ts``), else a type."""
    if maker == "ParamSpec":
        return conv._paramspec_value(node)
    if maker == "TypeVarTuple":
        inner = node.value if type(node) is ast.Starred else node.slice if type(node) is ast.Subscript and conv.form(node.value) == "Unpack" else None
        if inner is None:
            return ANY
        t = conv.convert_unpacked(inner)
        return t if type(t) is TupleType or type(t) is TypeVarType and t.kind == TypeVarKind.TYPEVARTUPLE else ANY
    return conv.convert(node, top=False)
