"""Expression types: names, attributes, operators, subscripts, displays and comprehensions."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from hintloader.checker import calls
from hintloader.checker.annotations import TypeConverter
from hintloader.checker.narrowing import Env, _falsy, _truthy, merge, narrow, ref_key
from hintloader.checker.program import Program, bind_self, instance_mapping
from hintloader.checker.stubs import LazyClassBody
from hintloader.checker.symbols import Reporter, Scope, Symbol
from hintloader.relations import is_assignable, map_to_supertype
from hintloader.typemodel import (
    ANY,
    ERROR_ANY,
    NEVER,
    NONE,
    AnyType,
    CallableType,
    Instance,
    LiteralType,
    ModuleType,
    NeverType,
    NoneType,
    Overloaded,
    ParamKind,
    TupleType,
    Type,
    TypeType,
    TypeVarType,
    UnionType,
    bind_self_type,
    format_type,
    has_any,
    literal_fallback,
    make_union,
    substitute,
    union_items,
    widen_literal,
)

BINOP_DUNDERS = {
    ast.Add: ("__add__", "__radd__", "+"), ast.Sub: ("__sub__", "__rsub__", "-"),
    ast.Mult: ("__mul__", "__rmul__", "*"), ast.Div: ("__truediv__", "__rtruediv__", "/"),
    ast.FloorDiv: ("__floordiv__", "__rfloordiv__", "//"), ast.Mod: ("__mod__", "__rmod__", "%"),
    ast.Pow: ("__pow__", "__rpow__", "**"), ast.MatMult: ("__matmul__", "__rmatmul__", "@"),
    ast.LShift: ("__lshift__", "__rlshift__", "<<"), ast.RShift: ("__rshift__", "__rrshift__", ">>"),
    ast.BitAnd: ("__and__", "__rand__", "&"), ast.BitOr: ("__or__", "__ror__", "|"),
    ast.BitXor: ("__xor__", "__rxor__", "^"),
}
LENIENT_SILENT = frozenset({"union-attr", "index", "operator", "misc"})
MODULE_ATTRS = {"__name__", "__file__", "__doc__", "__package__", "__spec__", "__loader__", "__path__", "__dict__", "__all__"}


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
    returned_value: bool = False
    # A def without any annotation: only calls into annotated code are checked there, so
    # attributes of our own classes (often set dynamically or by mixins) are not questioned.
    lenient: bool = False


class ExpressionChecker:
    def __init__(self, prog: Program, reporter: Reporter, ctx: FuncCtx) -> None:
        self.prog = prog
        self.reporter = reporter
        self.ctx = ctx
        self.env: Env = {}
        self.quiet = 0
        # The type the enclosing call's result is assigned to, if declared.
        self.call_context: Type | None = None

    # ----- reporting -----------------------------------------------------------------------
    def error(self, node: ast.AST, code: str, message: str) -> None:
        if self.quiet:
            return
        if self.ctx.lenient and code in LENIENT_SILENT:
            return  # unannotated defs: only calls into annotated code and names are checked
        self.reporter.error(node, code, message)

    def infer_in(self, node: ast.expr, env: Env) -> Type:
        saved = self.env
        self.env = env
        try:
            return self.infer(node)
        finally:
            self.env = saved

    def converter(self) -> TypeConverter:
        return TypeConverter(self.prog, self.ctx.scope, self.reporter, strict_generics=self.prog.strict_generics)

    # ----- dispatch ------------------------------------------------------------------------
    def infer(self, node: ast.expr, expected: Type | None = None) -> Type:
        method = getattr(self, "_" + type(node).__name__, None)
        if method is None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.expr):
                    self.infer(child)
            return ANY
        result: Type = method(node, expected)
        return result

    def _Constant(self, node: ast.Constant, expected: Type | None) -> Type:
        v = node.value
        if v is None:
            return NONE
        if type(v) is str:
            return LiteralType(v, "builtins.str")
        if type(v) is int:
            return LiteralType(v, "builtins.int")
        if isinstance(v, (bool, int, str, bytes)):
            return LiteralType(v, literal_fallback(v))
        if isinstance(v, float):
            return Instance("builtins.float")
        if isinstance(v, complex):
            return Instance("builtins.complex")
        if v is Ellipsis:
            return Instance("builtins.ellipsis")
        return ANY

    def _JoinedStr(self, node: ast.JoinedStr, expected: Type | None) -> Type:
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                self.infer(v.value)
        return Instance("builtins.str")

    def _Name(self, node: ast.Name, expected: Type | None) -> Type:
        name = node.id
        narrowed = self.env.get(name)
        if narrowed is not None:
            return narrowed
        ctx = self.ctx
        if name in ctx.locals and name not in ctx.globals_decl:
            if name in ctx.declared:
                return ctx.declared[name]
            if ctx.kind == "function":
                for defs in ctx.scope.local_defs[:1]:
                    nodes = defs.get(name)
                    if nodes and isinstance(nodes[0], (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)):
                        sym = self.prog.lookup(ctx.scope, name)
                        if sym is not None:
                            return self.prog.value_type(sym)
                return ANY
        if name in ctx.outer and name not in ctx.globals_decl:
            sym = self.prog.lookup(ctx.scope, name)
            if sym is not None and sym.kind in ("class", "func"):
                return self.prog.value_type(sym)
            return ANY
        sym = self.prog.lookup(Scope(ctx.scope.module, ctx.scope.cls if ctx.kind == "class" else None), name)
        if sym is None:
            if not ctx.scope.module.dynamic and not getattr(self, "quiet_names", False):
                self.error(node, "name-defined", f'Name "{name}" is not defined')
            return ERROR_ANY
        return self.prog.value_type(sym)

    def symbol_of(self, node: ast.expr) -> Symbol | None:
        """The symbol a dotted name denotes, when it is a module or class path."""
        if isinstance(node, ast.Name):
            if node.id in self.ctx.locals and self.ctx.kind != "module":
                return None
            return self.prog.lookup(Scope(self.ctx.scope.module, self.ctx.scope.cls if self.ctx.kind == "class" else None), node.id)
        if isinstance(node, ast.Attribute):
            base = self.symbol_of(node.value)
            if base is None:
                return None
            return self.prog.member_symbol(base, node.attr)
        return None

    # ----- attributes ------------------------------------------------------------------------
    def _Attribute(self, node: ast.Attribute, expected: Type | None) -> Type:
        key = ref_key(node)
        if key is not None and key in self.env:
            self.infer(node.value)
            return self.env[key]
        base = self.infer(node.value)
        return self.member(base, node.attr, node)

    def member(self, base: Type, name: str, node: ast.AST | None, *, report: bool = True) -> Type:
        report = report and not getattr(self, "quiet_names", False)
        if isinstance(base, UnionType):
            results: list[Type] = []
            for item in base.items:
                if self.ctx.lenient and isinstance(item, NoneType):
                    continue
                t = self.member(item, name, None)
                if t is NEVER_MISSING:
                    if report and node is not None:
                        self.error(node, "union-attr", f'Item "{format_type(item)}" of "{format_type(base)}" has no attribute "{name}"')
                    return ERROR_ANY
                results.append(t)
            return make_union(results)
        t = self._member_of(base, name)
        if t is NEVER_MISSING:
            if node is None:
                return t
            if report and self.ctx.lenient and self._first_party(base):
                report = False
            if report:
                if isinstance(base, ModuleType):
                    self.error(node, "attr-defined", f'Module "{base.name}" has no attribute "{name}"')
                else:
                    self.error(node, "attr-defined", f'"{format_type(widen_literal(base))}" has no attribute "{name}"')
            return ERROR_ANY
        return t

    def _first_party(self, t: Type) -> bool:
        if isinstance(t, TypeType):
            t = t.item
        if isinstance(t, Instance):
            info = self.prog.class_by_name(t.name)
            return info is None or not info.is_stub
        return False

    def _member_of(self, base: Type, name: str) -> Type:
        prog = self.prog
        if isinstance(base, (AnyType, NeverType, TypeVarType)) and not (isinstance(base, TypeVarType) and base.bound is not None):
            if isinstance(base, TypeVarType) and not base.values:
                return self._member_of(Instance("builtins.object"), name) if name.startswith("__") else ANY
            return ANY
        if isinstance(base, TypeVarType):
            assert base.bound is not None
            if isinstance(base.bound, Instance):
                return self.instance_member(base.bound, name, receiver=base)
            return self._member_of(base.bound, name)
        if isinstance(base, LiteralType):
            base = Instance(base.fallback)
        if isinstance(base, TupleType):
            base = Instance("builtins.tuple", (make_union([widen_literal(i) for i in base.items]) if base.items else ANY,))
        if isinstance(base, NoneType):
            base = Instance("types.NoneType")
        if isinstance(base, ModuleType):
            module = prog.get_module(base.name)
            if module is None:
                return ANY
            sym = prog.module_symbol(module, name)
            if sym is None:
                sub = f"{base.name}.{name}"
                if prog.get_module(sub) is not None:
                    return ModuleType(sub)
                if name in MODULE_ATTRS or module.conditional(name):
                    return ANY
                if module.is_stub and name.startswith("_"):
                    return ANY  # stubs leave private names out on purpose
                if not module.is_stub and module.first_party is False:
                    return ANY
                return NEVER_MISSING
            return prog.value_type(sym)
        if isinstance(base, (CallableType, Overloaded)):
            found = self._member_of(Instance("builtins.function"), name)
            return ANY if found is NEVER_MISSING else found
        if isinstance(base, TypeType):
            return self._class_member(base, name)
        if isinstance(base, Instance):
            return self.instance_member(base, name)
        return ANY

    def instance_member(self, inst: Instance, name: str, receiver: Type | None = None) -> Type:
        prog = self.prog
        recv: Type = inst if receiver is None else receiver
        info = prog.class_by_name(inst.name)
        if info is None:
            return ANY
        found = prog.find_member(info, name)
        if found is None:
            if info.unknown_base or info.dynamic:
                return ANY
            if name in ("__slots__", "__weakref__"):
                return ANY
            if not info.is_stub and (info.fullname.rpartition(".")[2], name) in info.scope.module.external_attrs:
                return ANY  # assigned from outside the class body (``C.attr = ...``)
            if name != "__getattr__" and prog.find_member(info, "__getattr__") is not None:
                return ANY
            if name.startswith("_") and not name.endswith("__") and any(c.is_stub for c in info.mro[:1]):
                return ANY  # stubs leave private attributes out on purpose
            if any(c.is_stub and isinstance(c.body, LazyClassBody) and c.body.conditional(name) for c in info.mro):
                return ANY
            return NEVER_MISSING
        sym, owner = found
        mapping = instance_mapping(prog, inst, owner)
        if sym.kind == "func":
            t = prog.value_type(sym)
            node = sym.nodes[0]
            decos = [_deco(d) for d in getattr(node, "decorator_list", [])]
            if "property" in decos or "cached_property" in decos:
                if isinstance(t, CallableType):
                    return bind_self_type(substitute(t.ret, mapping), recv)
                return ANY
            if "staticmethod" in decos or name == "__new__":
                return substitute(t, mapping)
            if "classmethod" in decos or name in ("__init_subclass__", "__class_getitem__"):
                return substitute(bind_self(t, TypeType(inst), prog), mapping)
            return substitute(bind_self(t, recv, prog), mapping)
        if sym.kind in ("class", "module", "unknown", "typevar"):
            return prog.value_type(sym)
        declared = prog.declared_type(sym)
        if declared is None:
            t = self.inferred_attr_type(sym)
        else:
            t = declared
        t = bind_self_type(substitute(t, mapping), recv)
        if isinstance(t, Instance) and owner.node is not None and any(n in owner.node.body for n in sym.nodes):
            getter = self.instance_member(t, "__get__") if t.name != inst.name else NEVER_MISSING
            if getter is not NEVER_MISSING:
                r = calls.try_call(self, getter, [inst, TypeType(inst)])
                return r if r is not None else ANY
        return t

    def inferred_attr_type(self, sym: Symbol) -> Type:
        """An unannotated attribute: the union of what is assigned to it (widened)."""
        if sym.value_type is not None:
            return sym.value_type
        if sym.scope.module.is_stub:
            return ANY
        sym.value_type = ANY  # recursion guard
        types: list[Type] = []
        for node in sym.nodes:
            if isinstance(node, ast.AnnAssign):
                return self.prog.declared_type(sym) or ANY
            if not isinstance(node, ast.Assign) or node.value is None:
                sym.value_type = ANY
                return ANY
            if len(node.targets) != 1 or not isinstance(node.targets[0], (ast.Attribute, ast.Name)):
                sym.value_type = ANY
                return ANY
            if isinstance(node.targets[0], ast.Attribute) and isinstance(node.value, ast.Name):
                t = self._param_type(sym, node, node.value.id)
                types.append(t)
                continue
            if isinstance(node.targets[0], ast.Attribute) and not _simple_value(node.value):
                sym.value_type = ANY
                return ANY
            if isinstance(node.value, ast.Call) and _deco(node.value.func) == "auto":
                sym.value_type = ANY  # enum.auto(): the member's value is computed at runtime
                return ANY
            t = widen_literal(self.prog.infer_quietly(node.value, Scope(sym.scope.module)))
            types.append(t)
        distinct = list(dict.fromkeys(types))
        # Several different assigned types, or a None placeholder: the class invariant that
        # makes the use safe is invisible to us, so stay gradual.
        if len(distinct) != 1 or isinstance(distinct[0], (NoneType, NeverType)):
            result: Type = ANY
        else:
            result = distinct[0]
        sym.value_type = result
        return result

    def _param_type(self, sym: Symbol, node: ast.stmt, name: str) -> Type:
        """``self.x = x``: the declared type of parameter ``x`` of the assigning method."""
        info = sym.scope.cls
        if info is None or info.instance_attrs is None:
            return ANY
        attr = sym.fullname.rpartition(".")[2]
        for assign, func in info.instance_attrs.get(attr, []):
            if assign is not node:
                continue
            a = func.args
            for arg in a.posonlyargs + a.args + a.kwonlyargs:
                if arg.arg == name and arg.annotation is not None:
                    conv = TypeConverter(self.prog, sym.scope, None)
                    t = conv.convert(arg.annotation)
                    # A union parameter is often narrowed before it is stored: stay gradual.
                    return ANY if isinstance(t, UnionType) else t
        return ANY

    def _class_member(self, base: TypeType, name: str) -> Type:
        item = base.item
        if not isinstance(item, Instance):
            return ANY
        prog = self.prog
        info = prog.class_by_name(item.name)
        if info is None:
            return ANY
        found = prog.find_member(info, name)
        if found is None:
            if not info.is_stub and (info.fullname.rpartition(".")[2], name) in info.scope.module.external_attrs:
                return ANY
            meta = next((c.metaclass for c in info.mro if c.metaclass is not None), None)
            if meta is None and any(c.is_protocol for c in info.mro):
                meta = Instance("abc.ABCMeta")
            meta = meta or Instance("builtins.type")
            t = self.instance_member(meta, name)
            if t is NEVER_MISSING and (info.unknown_base or info.dynamic):
                return ANY
            return t
        sym, owner = found
        if sym.kind == "func":
            t = prog.value_type(sym)
            decos = [_deco(d) for d in getattr(sym.nodes[0], "decorator_list", [])]
            if "classmethod" in decos:
                bound = bind_self(t, base, prog)
                if owner.type_params:
                    mapping: dict[TypeVarType, Type] = (
                        instance_mapping(prog, item, owner) if item.args else {tv: ANY for tv in owner.type_params}
                    )
                    bound = substitute(bound, mapping)
                return bound
            if "property" in decos:
                return ANY
            if owner.type_params:
                return substitute(t, {tv: ANY for tv in owner.type_params})
            return t
        if sym.kind == "var" and owner.is_enum and not name.startswith("_") and owner.node is not None and any(n in owner.node.body for n in sym.nodes):
            return Instance(owner.fullname)  # an enum member
        if sym.kind == "var":
            if sym.nodes and all(isinstance(n, ast.stmt) and n not in (owner.node.body if owner.node else []) for n in sym.nodes) and not owner.is_stub:
                # Only assigned through self: not a class attribute, but stay silent.
                return ANY
            declared = prog.declared_type(sym)
            if owner.type_params and declared is not None:
                return substitute(declared, {tv: ANY for tv in owner.type_params})
            value = declared if declared is not None else self.inferred_attr_type(sym)
            if isinstance(value, Instance) and self._member_of(value, "__get__") is not NEVER_MISSING:
                return ANY  # a descriptor: what the class sees depends on its __get__
            return value
        return prog.value_type(sym)

    # ----- calls -----------------------------------------------------------------------------
    def _Call(self, node: ast.Call, expected: Type | None) -> Type:
        return calls.infer_call(self, node, expected)

    # ----- operators -------------------------------------------------------------------------
    def _BinOp(self, node: ast.BinOp, expected: Type | None) -> Type:
        left = self.infer(node.left, expected if isinstance(node.op, (ast.Add, ast.BitOr)) else None)
        right = self.infer(node.right, expected if isinstance(node.op, (ast.Add, ast.BitOr)) else None)
        return self.binop(left, right, type(node.op), node)

    def binop(self, left: Type, right: Type, op: type[ast.operator], node: ast.AST) -> Type:
        names = BINOP_DUNDERS.get(op)
        if names is None:
            return ANY
        if isinstance(left, (AnyType, TypeVarType)) or isinstance(right, (AnyType, TypeVarType)):
            return ANY
        if isinstance(left, UnionType) or isinstance(right, UnionType):
            results: list[Type] = []
            for li in union_items(left):
                for ri in union_items(right):
                    r = self._binop_one(li, ri, names)
                    if r is None:
                        if self._certain(li) and self._certain(ri):
                            self.error(node, "operator", f'Unsupported operand types for {names[2]} ("{format_type(widen_literal(li))}" and "{format_type(widen_literal(ri))}")')
                            return ERROR_ANY
                        return ANY
                    results.append(r)
            return make_union(results)
        result = self._binop_one(left, right, names)
        if result is None:
            if self._certain(left) and self._certain(right):
                self.error(node, "operator", f'Unsupported operand types for {names[2]} ("{format_type(widen_literal(left))}" and "{format_type(widen_literal(right))}")')
                return ERROR_ANY
            return ANY
        return result

    def _certain(self, t: Type) -> bool:
        """Only report operator errors for plain, fully known builtin-like values."""
        if isinstance(t, NoneType):
            return True
        if isinstance(t, LiteralType):
            return True
        if isinstance(t, Instance):
            info = self.prog.class_by_name(t.name)
            return info is not None and not info.unknown_base and not info.dynamic and not has_any(t)
        if isinstance(t, TupleType):
            return not has_any(t)
        return False

    def _binop_one(self, left: Type, right: Type, names: tuple[str, str, str]) -> Type | None:
        if isinstance(left, AnyType) or isinstance(right, AnyType):
            return ANY
        method = self._member_of(left, names[0]) if not isinstance(left, (CallableType, Overloaded, TypeType)) else NEVER_MISSING
        if method is not NEVER_MISSING:
            r = calls.try_call(self, method, [right])
            if r is not None:
                return r
        rmethod = self._member_of(right, names[1]) if not isinstance(right, (CallableType, Overloaded, TypeType)) else NEVER_MISSING
        if rmethod is not NEVER_MISSING:
            r = calls.try_call(self, rmethod, [left])
            if r is not None:
                return r
        if isinstance(left, (TypeType, CallableType)) or isinstance(right, (TypeType, CallableType)):
            return ANY
        return None

    def _UnaryOp(self, node: ast.UnaryOp, expected: Type | None) -> Type:
        operand = self.infer(node.operand)
        if isinstance(node.op, ast.Not):
            return Instance("builtins.bool")
        if isinstance(operand, LiteralType) and isinstance(operand.value, int) and not isinstance(operand.value, bool):
            if isinstance(node.op, ast.USub):
                return LiteralType(-operand.value, "builtins.int")
            if isinstance(node.op, ast.UAdd):
                return operand
        dunder = {ast.USub: "__neg__", ast.UAdd: "__pos__", ast.Invert: "__invert__"}[type(node.op)]
        method = self._member_of(operand, dunder) if not isinstance(operand, UnionType) else ANY
        if method is NEVER_MISSING:
            if self._certain(operand):
                self.error(node, "operator", f'Unsupported operand type for {_UNARY[type(node.op)]} ("{format_type(operand)}")')
            return ERROR_ANY
        r = calls.try_call(self, method, [])
        return r if r is not None else ANY

    def _BoolOp(self, node: ast.BoolOp, expected: Type | None) -> Type:
        env = self.env
        results: list[Type] = []
        cur: Env | None = env
        for i, value in enumerate(node.values):
            if cur is None:
                break
            t = self.infer_in(value, cur)
            last = i == len(node.values) - 1
            true_env, false_env = narrow(self, value, cur)
            if last:
                results.append(t)
            elif isinstance(node.op, ast.And):
                if false_env is not None:
                    results.append(_falsy(t))
                cur = true_env
            else:
                if true_env is not None:
                    results.append(_truthy(t))
                cur = false_env
        return make_union(results) if results else NEVER

    def _Compare(self, node: ast.Compare, expected: Type | None) -> Type:
        left = self.infer(node.left)
        result: Type = Instance("builtins.bool")
        for op, comp in zip(node.ops, node.comparators):
            right = self.infer(comp)
            if isinstance(op, (ast.Lt, ast.Gt, ast.LtE, ast.GtE, ast.Eq, ast.NotEq)) and len(node.ops) == 1:
                dunder = {ast.Lt: "__lt__", ast.Gt: "__gt__", ast.LtE: "__le__", ast.GtE: "__ge__",
                          ast.Eq: "__eq__", ast.NotEq: "__ne__"}[type(op)]
                if isinstance(left, Instance) and not has_any(left):
                    method = self._member_of(left, dunder)
                    if method is not NEVER_MISSING:
                        r = calls.try_call(self, method, [right])
                        if r is not None and not isinstance(r, NeverType):
                            result = r
            left = right
        return result

    def _IfExp(self, node: ast.IfExp, expected: Type | None) -> Type:
        self.infer(node.test)
        t_env, f_env = narrow(self, node.test, self.env)
        items: list[Type] = []
        saved = self.env
        try:
            if t_env is not None:
                self.env = t_env
                items.append(self.infer(node.body, expected))
            if f_env is not None:
                self.env = f_env
                items.append(self.infer(node.orelse, expected))
        finally:
            self.env = saved
        return make_union(items)

    def _NamedExpr(self, node: ast.NamedExpr, expected: Type | None) -> Type:
        t = self.infer(node.value)
        if isinstance(node.target, ast.Name):
            self.env[node.target.id] = t
        return t

    def _Await(self, node: ast.Await, expected: Type | None) -> Type:
        t = self.infer(node.value)
        if isinstance(t, Instance):
            for name in ("typing.Coroutine", "typing.Awaitable"):
                mapped = map_to_supertype(t, name, self.prog)
                if mapped is not None and mapped.args:
                    return mapped.args[-1]
        return ANY

    def _Lambda(self, node: ast.Lambda, expected: Type | None) -> Type:
        return calls.infer_lambda(self, node, expected)

    def _Starred(self, node: ast.Starred, expected: Type | None) -> Type:
        self.infer(node.value)
        return ANY

    def _Yield(self, node: ast.Yield, expected: Type | None) -> Type:
        if node.value is not None:
            self.infer(node.value)
        return ANY

    def _YieldFrom(self, node: ast.YieldFrom, expected: Type | None) -> Type:
        self.infer(node.value)
        return ANY

    def _Slice(self, node: ast.Slice, expected: Type | None) -> Type:
        for part in (node.lower, node.upper, node.step):
            if part is not None:
                self.infer(part)
        return Instance("builtins.slice", (ANY, ANY, ANY))

    # ----- subscripts --------------------------------------------------------------------------
    def _Subscript(self, node: ast.Subscript, expected: Type | None) -> Type:
        key = ref_key(node)
        if key is not None and key in self.env:
            self.infer(node.value)
            return self.env[key]
        base = self.infer(node.value)
        if isinstance(base, TypeType) and isinstance(base.item, Instance):
            info = self.prog.class_by_name(base.item.name)
            if info is not None and info.is_enum:
                self.infer(node.slice)
                return base.item  # Color["RED"] is a member
        if isinstance(base, TypeType) or (isinstance(base, AnyType) is False and self._is_type_form(node.value)):
            t = TypeConverter(self.prog, self.ctx.scope, None).convert(node)
            return TypeType(t) if isinstance(t, (Instance, TupleType)) else ANY
        index = self.infer(node.slice)
        return self.subscript(base, index, node)

    def _is_type_form(self, value: ast.expr) -> bool:
        sym = self.symbol_of(value)
        return sym is not None and sym.kind in ("class",) or (sym is not None and sym.fullname.startswith(("typing.", "typing_extensions.")))

    def subscript(self, base: Type, index: Type, node: ast.AST) -> Type:
        if isinstance(base, AnyType) or isinstance(index, NeverType):
            return ANY
        if isinstance(base, TupleType) and isinstance(index, LiteralType) and isinstance(index.value, int) and not isinstance(index.value, bool):
            i = index.value
            if -len(base.items) <= i < len(base.items):
                return base.items[i]
            self.error(node, "index", "Tuple index out of range")
            return ERROR_ANY
        if isinstance(base, TupleType) and isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice) and node.slice.step is None:
            bounds: list[int | None] = []
            exact = True
            for part in (node.slice.lower, node.slice.upper):
                value = self.infer(part) if part is not None else None
                if value is None:
                    bounds.append(None)
                elif isinstance(value, LiteralType) and isinstance(value.value, int) and not isinstance(value.value, bool):
                    bounds.append(value.value)
                else:
                    exact = False
            if exact:
                return TupleType(base.items[bounds[0]:bounds[1]])
        if isinstance(base, UnionType):
            return make_union([self.subscript(item, index, node) for item in base.items])
        method = self._member_of(base, "__getitem__")
        if method is NEVER_MISSING:
            if isinstance(base, (Instance, NoneType, LiteralType)) and self._certain(base) and not (isinstance(base, Instance) and base.name == "builtins.type"):
                self.error(node, "index", f'Value of type "{format_type(base)}" is not indexable')
                return ERROR_ANY
            return ANY
        r = calls.try_call(self, method, [index])
        if r is None:
            if isinstance(method, CallableType) and not method.type_vars and self._certain(base) and not has_any(index) and isinstance(base, Instance) and base.name in ("builtins.dict",):
                expected = next((p.type for p in method.params if p.kind in (ParamKind.POSITIONAL_ONLY, ParamKind.POSITIONAL_OR_KEYWORD)), None)
                if expected is not None:
                    self.error(node, "index", f'Invalid index type "{format_type(index)}" for "{format_type(base)}"; expected type "{format_type(expected)}"')
                    return ERROR_ANY
            return ANY
        return r

    # ----- displays ----------------------------------------------------------------------------
    def _element_expected(self, expected: Type | None, names: tuple[str, ...]) -> list[Type] | None:
        if expected is None:
            return None
        for item in union_items(expected):
            if isinstance(item, Instance) and item.name in names and item.args:
                return list(item.args)
        return None

    def _collection(self, items: list[ast.expr], expected: Type | None, cls: str, abstract: tuple[str, ...]) -> Type:
        ctx_args = self._element_expected(expected, (cls,) + abstract)
        want = ctx_args[0] if ctx_args else None
        types = []
        for elt in items:
            if isinstance(elt, ast.Starred):
                inner = self.infer(elt.value)
                types.append(calls.iterated_type(self, inner, None))
            else:
                types.append(self.infer(elt, want))
        if want is not None and all(is_assignable(t, want, self.prog) for t in types):
            return Instance(cls, (want,))
        if not types:
            return Instance(cls, (ANY,))
        return Instance(cls, (self.join_all(types),))

    def join_all(self, types: list[Type]) -> Type:
        from hintloader.relations import simplify_union

        joined = simplify_union(make_union([widen_literal(t) for t in types]), self.prog)
        if isinstance(joined, UnionType):
            common = self._common_base(list(joined.items))
            if common is not None:
                joined = common
        # [None] or {k: None} are placeholders to be filled: their item type is unknown.
        return ANY if isinstance(joined, NoneType) else joined

    def _common_base(self, items: list[Type]) -> Type | None:
        """mypy-style join of several classes (or class objects): their nearest common base."""
        wrap = all(isinstance(i, TypeType) and isinstance(i.item, Instance) for i in items)
        plain = [i.item if isinstance(i, TypeType) else i for i in items]
        if not all(isinstance(i, Instance) and not i.args for i in plain):
            return None
        infos = [self.prog.class_by_name(i.name) for i in plain if isinstance(i, Instance)]
        if any(info is None or info.unknown_base for info in infos):
            return None
        first = infos[0]
        assert first is not None
        for candidate in first.mro[1:]:
            if candidate.fullname in ("builtins.object",) or candidate.type_params:
                continue
            if all(info is not None and candidate in info.mro for info in infos):
                base = Instance(candidate.fullname)
                if not wrap and not all(isinstance(i, Instance) and i.name not in ("builtins.int", "builtins.str", "builtins.bool", "builtins.float") for i in plain):
                    return None
                return TypeType(base) if wrap else base
        return None

    def _List(self, node: ast.List, expected: Type | None) -> Type:
        return self._collection(node.elts, expected, "builtins.list", ("typing.Sequence", "typing.Iterable", "typing.MutableSequence", "typing.Collection"))

    def _Set(self, node: ast.Set, expected: Type | None) -> Type:
        return self._collection(node.elts, expected, "builtins.set", ("typing.AbstractSet", "typing.Iterable", "typing.MutableSet", "typing.Collection"))

    def _Tuple(self, node: ast.Tuple, expected: Type | None) -> Type:
        want: list[Type | None] = [None] * len(node.elts)
        if isinstance(expected, TupleType) and len(expected.items) == len(node.elts):
            want = list(expected.items)
        elif isinstance(expected, Instance) and expected.name == "builtins.tuple" and expected.args:
            want = [expected.args[0]] * len(node.elts)
        items: list[Type] = []
        for elt, w in zip(node.elts, want):
            if isinstance(elt, ast.Starred):
                self.infer(elt.value)
                return Instance("builtins.tuple", (ANY,))
            items.append(self.infer(elt, w))
        return TupleType(tuple(items))

    def _Dict(self, node: ast.Dict, expected: Type | None) -> Type:
        ctx_args = self._element_expected(expected, ("builtins.dict", "typing.Mapping", "typing.MutableMapping"))
        kw, vw = (ctx_args[0], ctx_args[1]) if ctx_args and len(ctx_args) == 2 else (None, None)
        keys: list[Type] = []
        values: list[Type] = []
        for k, v in zip(node.keys, node.values):
            if k is None:
                inner = self.infer(v)
                if isinstance(inner, Instance):
                    mapped = map_to_supertype(inner, "typing.Mapping", self.prog)
                    if mapped is not None and len(mapped.args) == 2:
                        keys.append(mapped.args[0])
                        values.append(mapped.args[1])
                        continue
                keys.append(ANY)
                values.append(ANY)
                continue
            keys.append(self.infer(k, kw))
            values.append(self.infer(v, vw))
        if expected is not None and isinstance(expected, Instance) and expected.name not in ("builtins.dict", "typing.Mapping", "typing.MutableMapping"):
            info = self.prog.class_by_name(expected.name)
            if info is not None and (info.unknown_base or info.dynamic):
                return expected
        if kw is not None and vw is not None and all(is_assignable(t, kw, self.prog) for t in keys) and all(is_assignable(t, vw, self.prog) for t in values):
            return Instance("builtins.dict", (kw, vw))
        if not keys:
            return Instance("builtins.dict", (ANY, ANY))
        return Instance("builtins.dict", (self.join_all(keys), self.join_all(values)))

    def _comprehension_env(self, generators: list[ast.comprehension]) -> Env | None:
        env: Env | None = dict(self.env)
        for gen in generators:
            assert env is not None
            iterable = self.infer_in(gen.iter, env)
            item = calls.iterated_type(self, iterable, gen.iter)
            from hintloader.checker.targets import bind_target

            bind_target(self, gen.target, widen_literal(item), env)
            for cond in gen.ifs:
                self.infer_in(cond, env)
                true_env, _ = narrow(self, cond, env)
                if true_env is None:
                    return None
                env = true_env
        return env

    def _comp(self, node: ast.ListComp | ast.SetComp | ast.GeneratorExp, expected: Type | None, cls: str, abstract: tuple[str, ...]) -> Type:
        env = self._comprehension_env(node.generators)
        if env is None:
            return Instance(cls, (ANY,)) if cls != "typing.Generator" else Instance(cls, (ANY, NONE, NONE))
        ctx_args = self._element_expected(expected, (cls,) + abstract)
        want = ctx_args[0] if ctx_args else None
        saved = self.env
        self.env = env
        try:
            elt = self.infer(node.elt, want)
        finally:
            self.env = saved
        elem = want if want is not None and is_assignable(elt, want, self.prog) else widen_literal(elt)
        if cls == "typing.Generator":
            return Instance(cls, (elem, NONE, NONE))
        return Instance(cls, (elem,))

    def _ListComp(self, node: ast.ListComp, expected: Type | None) -> Type:
        return self._comp(node, expected, "builtins.list", ("typing.Sequence", "typing.Iterable", "typing.MutableSequence", "typing.Collection"))

    def _SetComp(self, node: ast.SetComp, expected: Type | None) -> Type:
        return self._comp(node, expected, "builtins.set", ("typing.AbstractSet", "typing.Iterable", "typing.Collection"))

    def _GeneratorExp(self, node: ast.GeneratorExp, expected: Type | None) -> Type:
        return self._comp(node, expected, "typing.Generator", ("typing.Iterator", "typing.Iterable"))

    def _DictComp(self, node: ast.DictComp, expected: Type | None) -> Type:
        env = self._comprehension_env(node.generators)
        if env is None:
            return Instance("builtins.dict", (ANY, ANY))
        ctx_args = self._element_expected(expected, ("builtins.dict", "typing.Mapping", "typing.MutableMapping"))
        saved = self.env
        self.env = env
        try:
            k = self.infer(node.key, ctx_args[0] if ctx_args else None)
            v = self.infer(node.value, ctx_args[1] if ctx_args and len(ctx_args) > 1 else None)
        finally:
            self.env = saved
        if ctx_args and len(ctx_args) == 2 and is_assignable(k, ctx_args[0], self.prog) and is_assignable(v, ctx_args[1], self.prog):
            return Instance("builtins.dict", (ctx_args[0], ctx_args[1]))
        return Instance("builtins.dict", (widen_literal(k), widen_literal(v)))


class _Missing:
    """Sentinel: the attribute does not exist (distinct from Any)."""


NEVER_MISSING: Type = AnyType()  # replaced below by a unique object identity
NEVER_MISSING = ERROR_ANY.__class__.__new__(AnyType)
object.__setattr__(NEVER_MISSING, "origin", ERROR_ANY.origin)

_UNARY = {ast.USub: "-", ast.UAdd: "+", ast.Invert: "~", ast.Not: "not"}


def _deco(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr if node.attr not in ("setter", "getter", "deleter") else "property"
    return node.id if isinstance(node, ast.Name) else ""


def _simple_value(node: ast.expr) -> bool:
    return isinstance(node, (ast.Constant, ast.List, ast.Dict, ast.Set, ast.Tuple, ast.Call, ast.JoinedStr, ast.ListComp, ast.DictComp, ast.SetComp))


def _truthy_part(t: Type) -> Type:
    return make_union([i for i in union_items(t) if not isinstance(i, NoneType) and not (isinstance(i, LiteralType) and not i.value)]) or t


def _falsy_part(t: Type) -> Type:
    return make_union([i for i in union_items(t) if not (isinstance(i, LiteralType) and i.value)])


__all__ = ["ExpressionChecker", "FuncCtx", "NEVER_MISSING", "merge"]
