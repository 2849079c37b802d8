"""Name resolution across modules and classes, declared types of symbols, class hierarchy."""

from __future__ import annotations

import ast
import os
import sysconfig
from collections.abc import Callable

from hintloader.checker.annotations import TypeConverter, special_name
from hintloader.checker.astutil import is_generator, statements
from hintloader.checker.stubs import ModuleSource, find_on_path, index_statements, load_source_module, typeshed
from hintloader.checker.symbols import ClassInfo, Reporter, Scope, Symbol
from hintloader.relations import map_to_supertype
from hintloader.typemodel import (
    ANY,
    NONE,
    UNANNOTATED,
    UNRESOLVED_ANY,
    AnyOrigin,
    AnyType,
    CallableType,
    Instance,
    ModuleType,
    Overloaded,
    Param,
    ParamKind,
    Type,
    TupleType,
    TypeType,
    TypeVarType,
    SELF_SCOPE,
    Variance,
    bind_self_type,
    has_type_vars,
    substitute,
)

_STDLIB_DIRS = {
    os.path.normcase(os.path.abspath(p))
    for key in ("stdlib", "platstdlib")
    if (p := sysconfig.get_paths().get(key))
}
TRANSPARENT_DECORATORS = {
    "overload", "abstractmethod", "final", "override", "type_check_only", "no_type_check",
    "deprecated", "runtime_checkable", "total_ordering", "dataclass_transform", "unique",
    "abstractproperty", "coroutine", "wraps", "disjoint_base",
}
KNOWN_CLASS_DECORATORS = TRANSPARENT_DECORATORS | {"dataclass", "dataclasses.dataclass", "define", "frozen"}
TYPEVAR_MAKERS = {"TypeVar", "ParamSpec", "TypeVarTuple"}


_MISSING = object()
# Classes of typeshed modules, shared by every check in the process.
_SHARED_CLASSES: dict[str, ClassInfo] = {}
_SHARED_TYPEVARS: dict[int, TypeVarType | None] = {}


def decorator_name(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


class Program:
    """All modules seen while checking one module; typeshed modules are shared per process."""

    def __init__(self, current: ModuleSource, search_path: tuple[str, ...], reporter: Reporter) -> None:
        self.current = current
        self.search_path = tuple(
            p for p in search_path if os.path.normcase(os.path.abspath(p or ".")) not in _STDLIB_DIRS
        )
        self.reporter = reporter
        self.modules: dict[str, ModuleSource | None] = {}
        if current.name:
            self.modules[current.name] = current
        self.classes: dict[str, ClassInfo] = {}
        self.used_first_party: dict[str, ModuleSource] = {}
        self._symbols: dict[tuple[int, str], Symbol | None] = {}
        self._following: set[tuple[int, str]] = set()
        self._typevars: dict[int, TypeVarType | None] = _SHARED_TYPEVARS
        # Set by the checker: infers an expression's type quietly (for unannotated globals).
        self.infer_quietly: Callable[[ast.expr, Scope], Type] = lambda e, s: ANY
        self._inferring: set[int] = set()
        self.strict_generics = False

    # ----- modules -------------------------------------------------------------------------
    def get_module(self, name: str, *, from_stub: bool = False) -> ModuleSource | None:
        if from_stub and name == self.current.name:
            # Stubs import each other: the module being checked must not stand in for its stub.
            stub = typeshed().get(name)
            if stub is not None:
                return stub
        if name in self.modules:
            return self.modules[name]
        self.modules[name] = None  # guards import cycles while loading
        module = typeshed().get(name)
        if module is None and self.search_path:
            found = find_on_path(name, self.search_path)
            if found is not None:
                path, is_stub, is_package, first_party = found
                module = load_source_module(name, path, is_stub=is_stub, is_package=is_package, first_party=first_party, search_path=self.search_path)
        self.modules[name] = module
        return module

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
        if key in self._symbols:
            return self._symbols[key]
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
        if isinstance(primary, ast.ClassDef):
            sym = Symbol("class", fullname, scope, [primary])
            return sym
        if isinstance(primary, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return Symbol("func", fullname, scope, [primary])
        if isinstance(primary, (ast.Assign, ast.AnnAssign)):
            value = primary.value
            if isinstance(value, ast.Call):
                callee = decorator_name(value.func)
                if callee in TYPEVAR_MAKERS:
                    return Symbol("typevar", fullname, scope, [primary])
                if callee == "NewType":
                    return Symbol("class", fullname, scope, [primary])
                if callee in ("NamedTuple", "namedtuple", "TypedDict", "Enum", "IntEnum", "StrEnum", "type"):
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
                return Symbol("unknown", name, scope, [], value_type=UNRESOLVED_ANY)
            sym = self.module_symbol(module, alias.name)
            if sym is None:
                sub = f"{target}.{alias.name}"
                if self.get_module(sub) is not None:
                    return self._module_symbol(sub, scope)
                return Symbol("unknown", name, scope, [], value_type=ANY)
            return sym
        return None

    def builtins(self) -> ModuleSource | None:
        return self.get_module("builtins")

    def lookup(self, scope: Scope, name: str) -> Symbol | None:
        for defs in scope.local_defs:
            nodes = defs.get(name)
            if nodes:
                local = Scope(scope.module, scope.cls, scope.local_defs, scope.type_vars, scope.owner)
                return self._symbol_from(nodes, local, name, name)
        if scope.cls is not None:
            sym = self.class_body_symbol(scope.cls, name)
            if sym is not None:
                return sym
        sym = self.module_symbol(scope.module, name)
        if sym is not None:
            return sym
        if name in scope.module.global_names:
            return Symbol("unknown", name, scope, [], value_type=ANY)
        if name in ("__name__", "__file__", "__doc__", "__package__", "__spec__", "__loader__",
                    "__path__", "__builtins__", "__dict__", "__annotations__", "__qualname__", "__module__",
                    "__cached__", "reveal_type", "reveal_locals", "__debug__", "__all__"):
            return Symbol("unknown", name, scope, [], value_type=ANY)
        b = self.builtins()
        if b is not None and b is not scope.module:
            return self.module_symbol(b, name)
        return None

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
        return None

    # ----- type variables and aliases --------------------------------------------------------
    def typevar_of(self, sym: Symbol) -> TypeVarType | None:
        node = sym.nodes[0] if sym.nodes else None
        if node is None or id(node) in self._typevars:
            return self._typevars.get(id(node)) if node is not None else None
        self._typevars[id(node)] = None
        result: TypeVarType | None = None
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Call):
            call = node.value
            name = sym.fullname.rpartition(".")[2]
            if call.args and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
                name = call.args[0].value
            conv = TypeConverter(self, sym.scope, None)
            values = tuple(conv.convert(a, top=False) for a in call.args[1:])
            bound: Type | None = None
            default: Type | None = None
            variance = Variance.INVARIANT
            for kw in call.keywords:
                if kw.arg == "bound":
                    bound = conv.convert(kw.value, top=False)
                elif kw.arg == "default":
                    default = conv.convert(kw.value, top=False)
                elif kw.arg == "covariant" and isinstance(kw.value, ast.Constant) and kw.value.value:
                    variance = Variance.COVARIANT
                elif kw.arg == "contravariant" and isinstance(kw.value, ast.Constant) and kw.value.value:
                    variance = Variance.CONTRAVARIANT
            if decorator_name(call.func) != "TypeVar":
                result = None
            else:
                result = TypeVarType(name, sym.fullname, bound, values, variance, default)
        self._typevars[id(node)] = result
        return result

    def alias_node(self, sym: Symbol) -> tuple[ast.expr, Scope] | None:
        """The type expression a variable stands for, when it is a type alias."""
        if len(sym.nodes) != 1:
            return None
        node = sym.nodes[0]
        if isinstance(node, ast.AnnAssign):
            ann = ast.unparse(node.annotation)
            if ann.endswith("TypeAlias") and node.value is not None:
                return node.value, sym.scope
            return None
        if type(node).__name__ == "TypeAlias":
            return getattr(node, "value"), sym.scope
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = node.value
            if _looks_like_type(value):
                return value, sym.scope
        return None

    # ----- classes ---------------------------------------------------------------------------
    def class_of(self, sym: Symbol) -> ClassInfo | None:
        if sym.kind != "class" or not sym.nodes:
            return None
        if sym.info is not None:
            return sym.info
        existing = self.classes.get(sym.fullname) or (_SHARED_CLASSES.get(sym.fullname) if sym.scope.module.shared else None)
        node = sym.nodes[0]
        if existing is not None and (existing.node is node or not isinstance(node, ast.ClassDef)):
            sym.info = existing
            return existing
        if isinstance(node, ast.ClassDef):
            info = ClassInfo(sym.fullname, sym.scope, node, is_stub=sym.scope.module.is_stub)
            lazy = sym.scope.module.lazy_bodies.get(id(node))
            if lazy is not None and lazy[0] is node:
                info.body = lazy[1]  # type: ignore[assignment]
            else:
                index_statements(node.body, info.body, [])
        else:
            info = ClassInfo(sym.fullname, sym.scope, None, is_stub=sym.scope.module.is_stub)
        if sym.scope.module.shared and not sym.scope.module.first_party:
            _SHARED_CLASSES[sym.fullname] = info
        else:
            self.classes[sym.fullname] = info
        sym.info = info
        self._resolve_class(info, node)
        return info

    def class_by_name(self, fullname: str) -> ClassInfo | None:
        info = self.classes.get(fullname)
        if info is None and not (self.current.name and fullname.startswith(self.current.name + ".")):
            # A module being checked may also exist in typeshed: its own classes win.
            info = _SHARED_CLASSES.get(fullname)
        if info is not None:
            return info
        sym = self.symbol_by_fullname(fullname)
        if sym is None:
            module, _, name = fullname.rpartition(".")
            outer = self.class_by_name(module) if "." in module else None
            if outer is not None:
                found = self.find_member(outer, name)
                sym = found[0] if found else None
        return self.class_of(sym) if sym is not None else None

    def _resolve_class(self, info: ClassInfo, node: ast.stmt) -> None:
        info.resolving = True
        scope = Scope(info.scope.module, info.scope.cls, info.scope.local_defs, info.scope.type_vars, info.fullname)
        conv = TypeConverter(self, scope, None)
        bases: list[Instance] = []
        explicit_params: list[TypeVarType] | None = None
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):  # NewType
            args = node.value.args
            base = conv.convert(args[1], top=False) if len(args) > 1 else ANY
            if isinstance(base, Instance):
                bases.append(base)
            else:
                info.unknown_base = True
        elif isinstance(node, ast.ClassDef):
            for expr in node.bases:
                head = expr.value if isinstance(expr, ast.Subscript) else expr
                head_sym = conv._symbol(head)
                special = special_name(head_sym.fullname) if isinstance(head_sym, Symbol) else None
                if special in ("Generic", "Protocol"):
                    if special == "Protocol":
                        info.is_protocol = True
                    if isinstance(expr, ast.Subscript):
                        params = [conv.convert(a, top=False) for a in conv._args(expr.slice)]
                        explicit_params = [p for p in params if isinstance(p, TypeVarType)]
                    continue
                if isinstance(head_sym, Symbol) and head_sym.fullname.rpartition(".")[2] in ("NamedTuple", "TypedDict") and head_sym.fullname.startswith(("typing", "typing_extensions")):
                    info.dynamic = True
                    info.unknown_base = True
                    continue
                base_t = conv.convert(expr, top=False)
                if isinstance(base_t, Instance):
                    if base_t.name != info.fullname:
                        bases.append(base_t)
                elif isinstance(base_t, TupleType):
                    bases.append(Instance("builtins.tuple", (ANY,)))
                else:
                    info.unknown_base = True
            for kw in node.keywords:
                if kw.arg == "metaclass":
                    meta = conv.convert(kw.value, top=False)
                    if isinstance(meta, Instance):
                        info.metaclass = meta
                    if decorator_name(kw.value) not in ("ABCMeta", "type", "EnumMeta", "EnumType"):
                        info.dynamic = True
            for deco in node.decorator_list:
                if decorator_name(deco) not in KNOWN_CLASS_DECORATORS:
                    info.dynamic = True
                if decorator_name(deco) == "dataclass":
                    info.is_dataclass = True
            pep695 = getattr(node, "type_params", None) or []
            if pep695:
                explicit_params = []
                for p in pep695:
                    tv_name = getattr(p, "name", "")
                    bound_node = getattr(p, "bound", None)
                    bound = conv.convert(bound_node, top=False) if bound_node is not None else None
                    explicit_params.append(TypeVarType(tv_name, info.fullname, bound))
                info.scope = Scope(info.scope.module, info.scope.cls, info.scope.local_defs,
                                   {**info.scope.type_vars, **{t.name: t for t in explicit_params}}, info.scope.owner)
                conv = TypeConverter(self, info.scope, None)
                bases = [b for b in (conv.convert(e, top=False) for e in node.bases) if isinstance(b, Instance)]
            if "__getattr__" in info.body or "__getattribute__" in info.body:
                info.dynamic = True
        if not bases and info.fullname != "builtins.object" and not info.unknown_base:
            bases.append(Instance("builtins.object"))
        if explicit_params is None:
            found: list[TypeVarType] = []
            for b in bases:
                _collect_tvs(b, found)
            explicit_params = found
        info.bases = tuple(bases)
        info.type_params = tuple(explicit_params)
        mro: list[ClassInfo] = [info]
        for base in bases:
            base_info = self.class_by_name(base.name)
            if base_info is None:
                info.unknown_base = True
                continue
            if base_info.resolving and not base_info.mro:
                continue
            if base_info.unknown_base:
                info.unknown_base = True
            if base_info.dynamic and not base_info.is_stub:
                info.dynamic = True
            for c in base_info.mro:
                if c not in mro:
                    mro.append(c)
        info.mro = mro
        info.is_enum = any(c.fullname == "enum.Enum" for c in mro)
        if info.is_enum:
            info.dynamic = True
        info.resolving = False
        info.resolved = True

    def class_body_symbol(self, info: ClassInfo, name: str) -> Symbol | None:
        if name in info.members:
            return info.members[name]
        nodes = info.body.get(name)
        sym = None
        if nodes:
            scope = Scope(info.scope.module, info, info.scope.local_defs, info.scope.type_vars, info.fullname)
            sym = self._symbol_from(nodes, scope, f"{info.fullname}.{name}", name)
        info.members[name] = sym  # type: ignore[assignment]
        return sym

    def instance_attr_symbol(self, info: ClassInfo, name: str) -> Symbol | None:
        if info.instance_attrs is None:
            info.instance_attrs = {}
            if info.node is not None and not info.is_stub:
                for stmt in info.node.body:
                    if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        continue
                    first = (stmt.args.posonlyargs + stmt.args.args)[:1]
                    if first:
                        _collect_self_attrs(stmt, first[0].arg, info.instance_attrs)
        found = info.instance_attrs.get(name)
        if not found:
            return None
        key = "@" + name
        if key in info.members:
            return info.members[key]
        scope = Scope(info.scope.module, info, info.scope.local_defs, info.scope.type_vars, info.fullname)
        sym = Symbol("var", f"{info.fullname}.{name}", scope, [n for n, _ in found if isinstance(n, ast.stmt)])
        info.members[key] = sym
        return sym

    def find_member(self, info: ClassInfo, name: str) -> tuple[Symbol, ClassInfo] | None:
        for c in info.mro or [info]:
            sym = self.class_body_symbol(c, name)
            if sym is not None:
                return sym, c
            sym = self.instance_attr_symbol(c, name)
            if sym is not None:
                return sym, c
        return None

    # ----- ClassHierarchy protocol for the relation engine -------------------------------------
    def bases(self, name: str) -> tuple[Instance, ...]:
        info = self.class_by_name(name)
        return info.bases if info is not None else ()

    def type_params(self, name: str) -> tuple[TypeVarType, ...]:
        info = self.class_by_name(name)
        return info.type_params if info is not None else ()

    def has_unknown_base(self, name: str) -> bool:
        info = self.class_by_name(name)
        return info is None or info.unknown_base

    def is_protocol(self, name: str) -> bool:
        info = self.class_by_name(name)
        return info is not None and info.is_protocol

    def protocol_members(self, name: str) -> tuple[str, ...]:
        info = self.class_by_name(name)
        if info is None:
            return ()
        names: list[str] = []
        for c in info.mro:
            if not c.is_protocol:
                continue
            for member in c.body:
                if not member.startswith(".") and member not in names and member not in ("__slots__", "__doc__", "__module__", "__init__", "__class_getitem__", "__subclasshook__") and not (
                    member.startswith("_") and not member.startswith("__")
                ):
                    names.append(member)
        return tuple(names)

    def has_member(self, name: str, member: str) -> bool:
        info = self.class_by_name(name)
        if info is None or info.unknown_base or info.dynamic:
            return True
        if member == "__dataclass_fields__" and any(c.is_dataclass for c in info.mro):
            return True
        return self.find_member(info, member) is not None

    def call_signature(self, t: Type) -> Type | None:
        get = getattr(self, "signature_of_callable", None)
        return get(t) if get is not None else None

    # ----- declared types ----------------------------------------------------------------------
    def declared_type(self, sym: Symbol) -> Type | None:
        if sym.declared_done:
            return sym.declared
        sym.declared_done = True
        for node in sym.nodes:
            if isinstance(node, ast.AnnAssign):
                conv = TypeConverter(self, sym.scope, None)
                sym.declared = conv.convert(node.annotation)
                sym.is_final, sym.is_classvar = conv.final, conv.classvar
                if conv.final and node.value is not None and isinstance(sym.declared, AnyType) and ast.unparse(node.annotation).endswith("Final"):
                    sym.declared = None  # bare Final: inferred from the value
                break
            if isinstance(node, ast.Assign) and node.type_comment:
                sym.declared = self.comment_type(node.type_comment, sym.scope, node)
                break
        return sym.declared

    def comment_type(self, comment: str, scope: Scope, node: ast.AST) -> Type:
        text = comment.split("#", 1)[0].strip()
        if text.startswith("ignore"):
            return ANY
        try:
            expr = ast.parse(text, mode="eval").body
        except SyntaxError:
            return ANY
        for sub in ast.walk(expr):
            sub.lineno = getattr(node, "lineno", 1)  # type: ignore[attr-defined]
            sub.col_offset = getattr(node, "col_offset", 0)  # type: ignore[attr-defined]
        return TypeConverter(self, scope, self.reporter).convert(expr)

    def value_type(self, sym: Symbol) -> Type:
        """The type of the name when it is used as a value."""
        if sym.value_type is not None:
            return sym.value_type
        result: Type = ANY
        if sym.kind == "class":
            info = self.class_of(sym)
            result = TypeType(Instance(info.fullname)) if info is not None else ANY
        elif sym.kind == "func":
            result = self.function_symbol_type(sym)
        elif sym.kind == "module":
            result = ModuleType(sym.module_name)
        elif sym.kind == "var":
            declared = self.declared_type(sym)
            if declared is not None:
                result = declared
            elif self.alias_node(sym) is not None and _is_class_alias(self, sym):
                alias = self.alias_node(sym)
                assert alias is not None
                target = TypeConverter(self, alias[1], None).convert(alias[0])
                result = TypeType(target) if isinstance(target, Instance) else ANY
            elif not sym.scope.module.is_stub and len(sym.nodes) == 1 and isinstance(sym.nodes[0], ast.Assign):
                node = sym.nodes[0]
                if id(node) in self._inferring:
                    return ANY
                if len(node.targets) == 1 and isinstance(node.targets[0], (ast.Name, ast.Attribute)):
                    self._inferring.add(id(node))
                    try:
                        from hintloader.typemodel import widen_literal

                        result = widen_literal(self.infer_quietly(node.value, sym.scope))
                        if isinstance(result, type(NONE)):
                            result = ANY  # a None placeholder is usually rebound elsewhere
                    finally:
                        self._inferring.discard(id(node))
        sym.value_type = result
        return result

    def function_symbol_type(self, sym: Symbol) -> Type:
        items: list[CallableType] = []
        funcs = [n for n in sym.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        overloads = [f for f in funcs if any(decorator_name(d) == "overload" for d in f.decorator_list)]
        for f in overloads or funcs[-1:] if sym.scope.module.is_stub or overloads else funcs[:1]:
            t = self.function_type(f, sym.scope)
            if not isinstance(t, CallableType):
                return t
            items.append(t)
        if not items:
            return ANY
        return items[0] if len(items) == 1 else Overloaded(tuple(items))

    def _identity_decorator(self, deco: ast.expr, scope: Scope) -> bool:
        """``def deco(f: F) -> F``: the decorated function keeps its signature."""
        if not isinstance(deco, ast.Name):
            return False
        sym = self.lookup(Scope(scope.module), deco.id)
        if sym is None or sym.kind != "func" or len(sym.nodes) != 1:
            return False
        node = sym.nodes[0]
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.decorator_list:
            return False
        t = self.value_type(sym)
        return (
            isinstance(t, CallableType)
            and len(t.params) == 1
            and isinstance(t.ret, TypeVarType)
            and t.params[0].type == t.ret
        )

    def function_type(self, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope) -> Type:
        """The signature of a def as written (self included); Any when a decorator hides it."""
        for deco in node.decorator_list:
            name = decorator_name(deco)
            if name not in TRANSPARENT_DECORATORS and name not in ("staticmethod", "classmethod", "property", "setter", "getter", "deleter", "cached_property"):
                if not self._identity_decorator(deco, scope):
                    return ANY
        sig_comment = None
        if node.type_comment:
            try:
                sig_comment = ast.parse(node.type_comment, "<type comment>", mode="func_type")
            except SyntaxError:
                sig_comment = None
        conv = TypeConverter(self, scope, None)
        a = node.args
        params: list[Param] = []
        positional = a.posonlyargs + a.args
        n_defaults = len(a.defaults)
        first_default = len(positional) - n_defaults
        comment_args = list(sig_comment.argtypes) if isinstance(sig_comment, ast.FunctionType) else None
        is_method = scope.cls is not None and not any(decorator_name(d) == "staticmethod" for d in node.decorator_list)
        if comment_args is not None and is_method and len(comment_args) == len(positional) - 1:
            comment_args.insert(0, ast.Constant(value=Ellipsis))

        def ann(arg: ast.arg, index: int | None) -> Type:
            if arg.annotation is not None:
                return conv.convert(arg.annotation)
            if arg.type_comment:
                return self.comment_type(arg.type_comment, scope, arg)
            if comment_args is not None and index is not None and index < len(comment_args):
                expr = comment_args[index]
                if not (isinstance(expr, ast.Constant) and expr.value is Ellipsis):
                    return conv.convert(expr)
            if index == 0 and is_method and scope.cls is not None:
                if any(decorator_name(d) == "classmethod" for d in node.decorator_list) or node.name in ("__new__", "__init_subclass__", "__class_getitem__"):
                    return TypeType(scope.cls.self_instance())
                return scope.cls.self_instance()
            return UNANNOTATED

        for i, arg in enumerate(positional):
            kind = ParamKind.POSITIONAL_ONLY if i < len(a.posonlyargs) or (arg.arg.startswith("__") and not arg.arg.endswith("__") and not a.posonlyargs) else ParamKind.POSITIONAL_OR_KEYWORD
            params.append(Param(arg.arg, ann(arg, i), kind, i >= first_default))
        if a.vararg is not None:
            params.append(Param(a.vararg.arg, ann(a.vararg, None), ParamKind.VAR_POSITIONAL))
        for arg, default in zip(a.kwonlyargs, a.kw_defaults):
            params.append(Param(arg.arg, ann(arg, None), ParamKind.KEYWORD_ONLY, default is not None))
        if a.kwarg is not None:
            params.append(Param(a.kwarg.arg, ann(a.kwarg, None), ParamKind.VAR_KEYWORD))
        guard: Type | None = None
        is_type_is = False
        if node.returns is not None:
            ret = conv.convert(node.returns)
            guard, is_type_is = conv.guard_type(node.returns)
        elif isinstance(sig_comment, ast.FunctionType):
            ret = conv.convert(sig_comment.returns)
        elif node.name in ("__init__", "__init_subclass__", "__setattr__", "__delattr__"):
            ret = NONE
        else:
            ret = UNANNOTATED
        if isinstance(node, ast.AsyncFunctionDef) and not (scope.module.has_yield and _is_generator(node)):
            ret = Instance("typing.Coroutine", (ANY, ANY, ret))
        class_params = set(scope.cls.type_params) if scope.cls is not None else set()
        tvs: list[TypeVarType] = []
        for p in params:
            _collect_tvs(p.type, tvs)
        _collect_tvs(ret, tvs)
        own = tuple(t for t in tvs if t not in class_params)
        return CallableType(tuple(params), ret, node.name, False, own, guard, is_type_is)


def _is_class_alias(prog: Program, sym: Symbol) -> bool:
    alias = prog.alias_node(sym)
    return alias is not None and isinstance(alias[0], (ast.Name, ast.Attribute, ast.Subscript))


def _looks_like_type(value: ast.expr) -> bool:
    if isinstance(value, ast.Subscript):
        return _looks_like_type(value.value)
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr):
        return _looks_like_type(value.left) and _looks_like_type(value.right)
    if isinstance(value, ast.Name):
        return value.id[:1].isupper() or value.id in ("int", "str", "float", "bytes", "bool", "list", "dict", "set", "tuple", "object", "complex", "frozenset", "type")
    if isinstance(value, ast.Attribute):
        return value.attr[:1].isupper()
    if isinstance(value, ast.Constant):
        return value.value is None
    return False


def _is_generator(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return is_generator(node)


def _collect_tvs(t: Type, out: list[TypeVarType]) -> None:
    if isinstance(t, TypeVarType):
        if t not in out:
            out.append(t)
        return
    if not has_type_vars(t):
        return
    if isinstance(t, Instance):
        for a in t.args:
            _collect_tvs(a, out)
    elif isinstance(t, CallableType):
        for p in t.params:
            _collect_tvs(p.type, out)
        _collect_tvs(t.ret, out)
    elif isinstance(t, TypeType):
        _collect_tvs(t.item, out)
    else:
        for item in getattr(t, "items", ()):
            _collect_tvs(item, out)


def _collect_self_attrs(
    func: ast.FunctionDef | ast.AsyncFunctionDef,
    self_name: str,
    out: dict[str, list[tuple[ast.AST, ast.FunctionDef | ast.AsyncFunctionDef]]],
) -> None:
    for n in statements(func.body):
        targets: list[ast.expr] = []
        if isinstance(n, ast.Assign):
            targets = n.targets
        elif isinstance(n, (ast.AnnAssign, ast.AugAssign)):
            targets = [n.target]
        elif isinstance(n, (ast.For, ast.AsyncFor)):
            targets = [n.target]
        for t in targets:
            for el in (t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t]):
                if isinstance(el, ast.Starred):
                    el = el.value
                if isinstance(el, ast.Attribute) and isinstance(el.value, ast.Name):
                    # Attributes set through another local (e.g. ``obj = object.__new__(cls)``)
                    # declare the attribute too; only ``self`` assignments give it a type.
                    keep = n if el.value.id == self_name and not isinstance(n, (ast.For, ast.AsyncFor)) else ast.Pass()
                    out.setdefault(el.attr, []).append((keep, func))


def bind_self(t: Type, receiver: Type, prog: Program, *, drop: bool = True) -> Type:
    """A method as seen through an instance: self is dropped, self-type variables solved."""
    if isinstance(t, CallableType) and t.type_vars:
        t = CallableType(t.params, t.ret, t.name, t.ellipsis, tuple(v for v in t.type_vars if v.scope != SELF_SCOPE), t.guard, t.is_type_is)
    if isinstance(t, Overloaded):
        items = [bind_self(i, receiver, prog, drop=drop) for i in t.items]
        return Overloaded(tuple(i for i in items if isinstance(i, CallableType)))
    if not isinstance(t, CallableType) or not t.params or t.params[0].kind in (ParamKind.VAR_POSITIONAL, ParamKind.VAR_KEYWORD, ParamKind.KEYWORD_ONLY):
        return t
    t = bind_self_type(t, receiver)
    assert isinstance(t, CallableType)
    first = t.params[0].type
    mapping: dict[TypeVarType, Type] = {}
    if t.type_vars and has_type_vars(first):
        from hintloader.relations import collect_constraints
        from hintloader.typemodel import make_union

        found: dict[TypeVarType, list[Type]] = {}
        collect_constraints(first, receiver, prog, found)
        mapping = {k: make_union(v) for k, v in found.items() if k in t.type_vars}
    params = t.params[1:] if drop else t.params
    result = CallableType(params, t.ret, t.name, t.ellipsis, t.type_vars, t.guard, t.is_type_is)
    return substitute(result, mapping) if mapping else result


def instance_mapping(prog: Program, receiver: Instance, owner: ClassInfo) -> dict[TypeVarType, Type]:
    if not owner.type_params:
        return {}
    mapped = map_to_supertype(receiver, owner.fullname, prog)
    if mapped is None or len(mapped.args) != len(owner.type_params):
        return {tv: ANY for tv in owner.type_params}
    return dict(zip(owner.type_params, mapped.args))


def implicit_any(t: Type) -> bool:
    return isinstance(t, AnyType) and t.origin in (AnyOrigin.UNANNOTATED, AnyOrigin.IMPLICIT_GENERIC)
