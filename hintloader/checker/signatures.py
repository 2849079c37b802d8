"""Declared types of symbols: annotations, type comments, inferred globals, signatures."""

from __future__ import annotations

import ast
from dataclasses import replace

from hintloader.checker import module_variables
from hintloader.checker.specialforms import head_form
from hintloader.checker.annotations import TypeConverter, special_name, with_bounded_type_params
from hintloader.checker.astutil import child_nodes, is_generator, walk
from hintloader.checker.qualifiers import SPECIAL_FORM, is_annotated_form
from hintloader.checker.symbols import ENCLOSING_DEF, AliasDef, ClassInfo, Reporter, Scope, Symbol
from hintloader.checker.type_scoping import outer_bound_type_vars
from hintloader.checker.typeddicts import unpacked_kwargs, unpacked_params
from hintloader.typesystem.model import (
    collect_type_vars,
    has_type_vars,
    ANY,
    LiteralType,
    NONE,
    UNANNOTATED,
    AnyType,
    CallableType,
    Instance,
    ModuleType,
    Overloaded,
    Param,
    ParamKind,
    Type,
    TypeType,
    TypeVarType,
    UnionType,
    star_params,
    substitute,
    widen_literal,
    widen_literal_strings,
)
from hintloader.checker.classes import TRANSPARENT_DECORATORS, decorator_name
from hintloader.checker.sentinels import sentinel_type

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Program delegates its methods of the same names to these functions
    from hintloader.checker.program import Program


# ----- declared types ----------------------------------------------------------------------


# ParamKind members as plain globals for the per-parameter loops below (on 3.11 a member read
# through the enum class goes through EnumType's __getattr__ hook).
_POSITIONAL_ONLY = ParamKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = ParamKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = ParamKind.VAR_POSITIONAL
_VAR_KEYWORD = ParamKind.VAR_KEYWORD


def declared_type(self: Program, sym: Symbol) -> Type | None:
    if sym.declared_done:
        return sym.declared
    sym.declared_done = True
    for node in sym.nodes:
        if type(node) is ast.AnnAssign:
            scope = sym.scope
            if scope.bound is None and scope.cls is None and not scope.local_defs:
                # Nothing binds a type variable at module level: a ``Callable[[T], T]`` there
                # binds its own (a generic callable).
                scope = replace(scope, bound=frozenset())
            conv = TypeConverter(self, scope, None)
            sym.declared = conv.convert(node.annotation)
            sym.is_final, sym.is_classvar = conv.final, conv.classvar
            if (conv.bare_final or conv.bare_classvar) and node.value is not None:
                sym.declared = None  # bare Final or ClassVar: inferred from the value
            elif type(sym.declared) is AnyType and _explicit_alias(self, sym):
                sym.declared = None  # ``X: TypeAlias = ...`` declares no type of the value X
            break
        if type(node) is ast.Assign and node.type_comment:
            # A qualifier in the comment counts as in an annotation (``x = None  # type: ClassVar[int]``).
            sym.declared, in_comment = _comment_declaration(self, node.type_comment, sym.scope, node)
            if in_comment is not None:
                sym.is_final, sym.is_classvar = in_comment.final, in_comment.classvar
                if in_comment.bare_final or in_comment.bare_classvar:
                    sym.declared = None
            break
    return sym.declared



def comment_type(self: Program, comment: str, scope: Scope, node: ast.AST) -> Type:
    return _comment_declaration(self, comment, scope, node)[0]


def _comment_declaration(
    self: Program, comment: str, scope: Scope, node: ast.AST,
) -> tuple[Type, TypeConverter | None]:
    """A type comment's type and the converter that read it (its qualifiers), none if unreadable."""
    text = comment.split("#", 1)[0].strip()
    if text.startswith("ignore"):
        return ANY, None
    try:
        expr = ast.parse(text, mode="eval").body
    except SyntaxError:
        return ANY, None
    for sub in walk(expr):
        sub.lineno = getattr(node, "lineno", 1)  # type: ignore[attr-defined]
        sub.col_offset = getattr(node, "col_offset", 0)  # type: ignore[attr-defined]
    conv = TypeConverter(self, scope, self.reporter)
    return conv.convert_deferred(expr), conv



def value_type(self: Program, sym: Symbol) -> Type:
    """The type of the name when it is used as a value."""
    if sym.value_type is not None:
        return sym.value_type
    result: Type = ANY
    if sym.kind == "class":
        info = self.class_of(sym)
        result = TypeType(Instance(info.fullname), class_object=True) if info is not None else ANY
    elif sym.kind == "func":
        result = self.function_symbol_type(sym)
    elif sym.kind == "module":
        result = ModuleType(sym.module_name)
    elif sym.kind == "var":
        declared = self.declared_type(sym)
        annotated = self.alias_node(sym) if type(declared) is AnyType or declared is None else None
        if annotated is not None and is_annotated_form(TypeConverter(self, annotated[1], None), annotated[0]):
            result = SPECIAL_FORM  # ``Annotated[int, ...]`` is no class at run time
        elif declared is not None:
            result = declared
        elif (sentinel := sentinel_type(self, sym)) is not None:
            result = sentinel
        elif (alias := self.alias_of(sym)) is not None and alias.kind in ("statement", "call"):
            result = Instance("typing.TypeAliasType")  # ``type X = ...``: an object, no class
        elif alias is not None and _is_class_alias(alias) and (of_alias := _alias_value(self, alias)) is not None:
            result = of_alias
        elif (len(sym.nodes) == 1 and isinstance(sym.nodes[0], (ast.Assign, ast.AnnAssign))
              and (not sym.scope.module.is_stub or _stub_alias(self, sym, sym.nodes[0]) or _stub_final_literal(sym.nodes[0]))):
            node = sym.nodes[0]
            if id(node) in self._inferring:
                return ANY
            # An annotated one gets here only as a bare ``X: Final = value``: typed by its value.
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if node.value is not None and len(targets) == 1 and isinstance(targets[0], (ast.Name, ast.Attribute)):
                self._inferring.add(id(node))
                try:
                    result = self.infer_quietly(node.value, sym.scope, None)
                    if type(node) is not ast.AnnAssign and not (sym.scope.module.is_stub and _enum_member(self, result)):
                        # ``X: Final = "a"`` keeps its literal type (it fits Literal["a"] where
                        # one is expected); a plain ``X = "a"`` may be rebound: str. A stub's
                        # ``MISSING = _MISSING_TYPE.MISSING`` names the member, which ``is``
                        # narrows by (mypy's inferred literal).
                        result = widen_literal_strings(result)
                    elif sym.is_classvar:
                        result = widen_literal(result)  # ``x: ClassVar = 3`` may be rebound: int
                    if isinstance(result, type(NONE)):
                        result = ANY  # a None placeholder is usually rebound elsewhere
                finally:
                    self._inferring.discard(id(node))
        elif (over_none := def_over_none(sym)) is not None:
            result = self.function_type(over_none, sym.scope)
        elif not sym.scope.module.is_stub and sym.scope.cls is None and not sym.scope.local_defs and len(sym.nodes) > 1:
            result = module_variables.first_binding_type(self, sym, self._inferring) or ANY
    sym.value_type = result
    return result



def def_over_none(sym: Symbol) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """``f = None``, then ``def f`` in a block of the same scope (a conditional variant): the
    def gives the variable its type, as mypy completes the partial None type with it (the None
    was a placeholder for the function, not a value the name keeps beside it)."""
    if sym.scope.cls is not None or sym.scope.module.is_stub or len(sym.nodes) < 2:
        return None
    first, *rest = sorted(sym.nodes, key=lambda n: (n.lineno, n.col_offset))
    if not (type(first) is ast.Assign and first.type_comment is None and len(first.targets) == 1
            and type(first.targets[0]) is ast.Name and type(first.value) is ast.Constant and first.value.value is None):
        return None
    if not all(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and not n.decorator_list for n in rest):
        return None
    enclosing = sym.scope.local_defs[0].get(ENCLOSING_DEF) if sym.scope.local_defs else None
    body = (enclosing[0].body if enclosing and isinstance(enclosing[0], (ast.FunctionDef, ast.AsyncFunctionDef))
            else sym.scope.module.tree.body if not sym.scope.local_defs and sym.scope.module.tree is not None else None)
    if body is None or any(stmt is n for n in rest for stmt in body):
        return None  # an unconditional def over it is a redefinition (no-redef), the None stays
    return rest[0]  # type: ignore[return-value]


def _stub_alias(prog: Program, sym: Symbol, node: ast.Assign | ast.AnnAssign) -> bool:
    """A stub value typed by what it names, as mypy infers it: ``uniform = _inst.uniform`` (a
    member of an instance the stub declares) and ``path = _path`` (typeshed's ``os.path``: a
    module or function bound to another name). Other unannotated stub values stay unknown."""
    value = node.value
    if type(node) is not ast.Assign:
        return False
    if type(value) is ast.Attribute and type(value.value) is ast.Name:
        return value.value.id.startswith("_")
    named = prog._callee_symbol(value, sym.scope) if type(value) is ast.Name else None
    return named is not None and named is not sym and named.kind in ("module", "func")


def _enum_member(prog: Program, t: Type) -> bool:
    """``t`` is the literal type of an enum member."""
    if type(t) is not LiteralType:
        return False
    info = prog.class_by_name(t.fallback)
    return info is not None and info.is_enum


def _stub_final_literal(node: ast.Assign | ast.AnnAssign) -> bool:
    """A stub's bare ``X: Final = 1024`` (or ``= Color.RED``): typed by its literal, as the typing
    spec infers a final name's type from its value (``compile(..., flags=ast.PyCF_ONLY_AST)``
    picks the item that takes ``Literal[1024]``; ``x is not MISSING`` narrows by the member)."""
    value = node.value
    if type(value) is ast.UnaryOp and type(value.op) is ast.USub:
        value = value.operand
    member = type(value) is ast.Attribute and type(value.value) is ast.Name  # ``_MISSING_TYPE.MISSING``
    return (type(node) is ast.AnnAssign and (member or type(value) is ast.Constant
                                                  and isinstance(value.value, (int, str, bytes))))


def _explicit_alias(prog: Program, sym: Symbol) -> bool:
    """``X: TypeAlias = ...``: as a value, the name is what its value is (a class, a special
    form), not what ``TypeAlias`` declares."""
    node = sym.nodes[0] if len(sym.nodes) == 1 else None
    if type(node) is not ast.AnnAssign or node.value is None:
        return False
    return head_form(prog, sym.scope, node.annotation) == "TypeAlias"


def function_symbol_type(self: Program, sym: Symbol) -> Type:
    items: list[CallableType] = []
    funcs = [n for n in sym.nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    overloads = [f for f in funcs if any(decorator_name(d) == "overload" for d in f.decorator_list)]
    for f in overloads or funcs[-1:] if sym.scope.module.is_stub or overloads else funcs[:1]:
        t = self.function_type(f, sym.scope)
        if type(t) is not CallableType:
            return t
        items.append(t)
    if not items:
        return ANY
    return items[0] if len(items) == 1 else Overloaded(tuple(items))



def written_type(
    self: Program, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope, reporter: Reporter | None = None
) -> Type:
    """The signature of a def as written, before the decorators that transform it (the
    staticmethod or classmethod that types its first parameter kept)."""
    kept = [d for d in node.decorator_list if decorator_name(d) in ("staticmethod", "classmethod")]
    if len(kept) == len(node.decorator_list):
        return self.function_type(node, scope, reporter)
    plain = ast.FunctionDef(node.name, node.args, node.body, kept, node.returns, node.type_comment) if type(node) is ast.FunctionDef else ast.AsyncFunctionDef(node.name, node.args, node.body, kept, node.returns, node.type_comment)
    return self.function_type(ast.copy_location(plain, node), scope, reporter)


def function_type(
    self: Program, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope, reporter: Reporter | None = None
) -> Type:
    """The signature of a def as written (self included), through the decorators that keep or
    transform it (ParamSpec decorators); Any when a decorator hides it."""
    # (each decorator's name read once: most defs have none, a method one or two)
    if not node.decorator_list:
        return _remembered_signature(self, node, scope, reporter, [])
    deco_names = [decorator_name(deco) for deco in node.decorator_list]
    transforms = [
        deco for deco, deco_name in zip(node.decorator_list, deco_names)
        if deco_name not in TRANSPARENT_DECORATORS
        and deco_name not in ("staticmethod", "classmethod", "property", "setter", "getter", "deleter", "cached_property")
    ]
    if transforms:
        result = written_type(self, node, scope, reporter)
        for deco in reversed(transforms):  # the decorator nearest the def applies first
            if type(result) is AnyType:
                break
            result = _call_decorator(self, deco, result, node.name, scope)
        return result
    return _remembered_signature(self, node, scope, reporter, deco_names)


class _NoticingReporter:
    """Passes findings on and notes that there were any: a signature converted without one
    is the signature a quiet conversion gives (findings are all a reporter changes)."""

    __slots__ = ("inner", "reported")

    def __init__(self, inner: Reporter) -> None:
        self.inner = inner
        self.reported = False

    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        self.reported = True
        if origin is None and span is None:
            self.inner.error(node, code, message)  # (passed on as it came)
        else:
            self.inner.error(node, code, message, origin, span)

    def note(self, node: ast.AST, code: str, message: str) -> None:
        self.reported = True
        self.inner.note(node, code, message)


def _remembered_signature(
    self: Program, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope, reporter: Reporter | None, deco_names: list[str],
) -> Type:
    """The signature of a def no decorator transforms, kept per module: a def's signature is
    asked for again and again (each use of the function, its check, overrides). Kept only
    when found with nothing else under way (no inference, class resolution or import cycle):
    then it is what any later quiet question gets. A checked def still reports its findings."""
    memo = self.signature_memo
    if memo is None or scope.cls is not None and not scope.cls.resolved or scope.self_class is not None and not scope.self_class.resolved:
        return _signature(self, node, scope, reporter, deco_names)
    # By the def's arguments node: a def copied without its decorators (statements._undecorated)
    # shares it, and only these decorators change the signature built here.
    args = node.args
    key = (id(args), "staticmethod" in deco_names, "classmethod" in deco_names, "no_type_check" in deco_names,
           id(scope.module), id(scope.cls), tuple([id(defs) for defs in scope.local_defs]), scope.owner,
           id(scope.self_class), scope.bound, tuple(scope.type_vars.items()) if scope.type_vars else ())
    if reporter is None:
        known = memo.get(key)
        if known is not None and known[0] is args:
            return known[1]
        result = _signature(self, node, scope, None, deco_names)
    else:
        noticing = _NoticingReporter(reporter)
        result = _signature(self, node, scope, noticing, deco_names)
        if noticing.reported:
            return result
    # (the entry keeps the arguments node and the scope, whose parts' ids the key holds)
    memo[key] = (args, result, scope, scope.local_defs)
    return result


def _signature(
    self: Program, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope, reporter: Reporter | None, deco_names: list[str],
) -> Type:
    sig_comment = None
    if node.type_comment:
        try:
            sig_comment = ast.parse(node.type_comment, "<type comment>", mode="func_type")
            for sub_node in walk(sig_comment):  # report on the def's line, not line 1
                if hasattr(sub_node, "lineno"):
                    sub_node.lineno = node.lineno
                    sub_node.col_offset = node.col_offset  # type: ignore[attr-defined]
        except SyntaxError:
            sig_comment = None
    outer_scope = scope
    scope = with_bounded_type_params(self, scope, node, f"{scope.owner}.{node.name}")
    # With a reporter (the def being checked), invalid annotations are reported as converted.
    conv = TypeConverter(self, scope, reporter, strict_generics=reporter is not None and self.strict_generics)
    a = node.args
    params: list[Param] = []
    positional = a.posonlyargs + a.args
    n_defaults = len(a.defaults)
    first_default = len(positional) - n_defaults
    comment_args = list(sig_comment.argtypes) if type(sig_comment) is ast.FunctionType else None
    is_method = scope.cls is not None and "staticmethod" not in deco_names
    # A signature comment types every parameter in order, ``*args`` and ``**kwargs`` (written
    # ``*int``, ``**str``) and keyword-only ones too; a method's may leave out self.
    star_at = len(positional)
    kwonly_at = star_at + (a.vararg is not None)
    kwarg_at = kwonly_at + len(a.kwonlyargs)
    if comment_args is not None and is_method and len(comment_args) == kwarg_at + (a.kwarg is not None) - 1:
        comment_args.insert(0, ast.Constant(value=Ellipsis))

    # mypy types a @no_type_check def as untyped: its annotations are not read.
    unchecked = "no_type_check" in deco_names

    def ann(arg: ast.arg, index: int | None, slot: int | None = None) -> Type:
        """``index``: a positional parameter's place; ``slot``: another's in a signature comment."""
        if unchecked and not (index == 0 and is_method):
            return UNANNOTATED
        if arg.annotation is not None:
            return conv.convert(arg.annotation)
        if arg.type_comment:
            return self.comment_type(arg.type_comment, scope, arg)
        at = index if index is not None else slot
        if comment_args is not None and at is not None and at < len(comment_args):
            expr = comment_args[at]
            if not (type(expr) is ast.Constant and expr.value is Ellipsis):
                return conv.convert_deferred(expr)
        if index == 0 and is_method and scope.cls is not None and node.name not in _body_decorators(scope.cls):
            if "classmethod" in deco_names or node.name in ("__new__", "__init_subclass__", "__class_getitem__"):
                return TypeType(scope.cls.self_instance())
            return scope.cls.self_instance()
        return UNANNOTATED

    for i, arg in enumerate(positional):
        kind = _POSITIONAL_ONLY if i < len(a.posonlyargs) or (arg.arg.startswith("__") and not arg.arg.endswith("__") and not a.posonlyargs) else _POSITIONAL_OR_KEYWORD
        params.append(Param(arg.arg, ann(arg, i), kind, i >= first_default))
    if a.vararg is not None:
        spec = conv.paramspec_part(a.vararg.annotation)  # *args: P.args
        items = None if spec is not None or unchecked else conv.star_items(a.vararg.annotation)
        if items is not None:
            params.extend(star_params(a.vararg.arg, tuple(items)))  # *args: *tuple[int, *Ts]
        else:
            params.append(Param(a.vararg.arg, spec or ann(a.vararg, None, star_at), ParamKind.VAR_POSITIONAL))
    for j, (arg, default) in enumerate(zip(a.kwonlyargs, a.kw_defaults)):
        params.append(Param(arg.arg, ann(arg, None, kwonly_at + j), ParamKind.KEYWORD_ONLY, default is not None))
    unpacked = unpacked_params(self, conv, a.kwarg.annotation) if a.kwarg is not None else None
    open_kwargs = False
    if unpacked is not None:
        params.extend(unpacked)  # **kwargs: Unpack[TD] is one keyword-only parameter per key
        td = unpacked_kwargs(self, conv, a.kwarg.annotation if a.kwarg is not None else None)
        open_kwargs = td is not None and self.typeddict_extra(td) is None
    elif a.kwarg is not None:
        spec = conv.paramspec_part(a.kwarg.annotation)
        # **kwargs: Unpack[X] of no TypedDict known here: its own rule reports it (definitions).
        kw_type = ANY if not unchecked and a.kwarg.annotation is not None and conv._is_unpack(a.kwarg.annotation) else None
        params.append(Param(a.kwarg.arg, spec or kw_type or ann(a.kwarg, None, kwarg_at), ParamKind.VAR_KEYWORD))
    guard: Type | None = None
    is_type_is = False
    ret: Type
    if unchecked:
        ret = ANY
    elif node.returns is not None:
        ret = conv.convert(node.returns)
        guard, is_type_is = conv.guard_type(node.returns, ret)
    elif type(sig_comment) is ast.FunctionType:
        ret = conv.convert_deferred(sig_comment.returns)
    elif node.name in ("__init__", "__init_subclass__", "__setattr__", "__delattr__"):
        ret = NONE
    else:
        ret = UNANNOTATED
    if type(node) is ast.AsyncFunctionDef and not (scope.module.may_yield(node) and _is_generator(node)):
        ret = Instance("typing.Coroutine", (ANY, ANY, ret))
    tvs: list[TypeVarType] = []
    star = kwstar = None
    for p in params:
        collect_type_vars(p.type, tvs)
        if p.kind == _VAR_POSITIONAL and star is None:
            star = p
        elif p.kind == _VAR_KEYWORD and kwstar is None:
            kwstar = p
    collect_type_vars(ret, tvs)
    own: tuple[TypeVarType, ...] = ()
    if tvs:  # (most signatures mention none)
        class_params = set(scope.cls.type_params) if scope.cls is not None else set()
        # A def nested in a method or a generic function uses the type variables those bind; it
        # binds only the others (typing spec, "Scoping rules for type variables").
        class_params |= outer_bound_type_vars(outer_scope)
        own = tuple(t for t in tvs if t not in class_params)
    any_tail = star is not None and kwstar is not None and type(star.type) is AnyType and type(kwstar.type) is AnyType
    return CallableType(tuple(params), ret, node.name, False, own, guard, is_type_is, any_tail, open_kwargs)


def _call_decorator(prog: Program, deco: ast.expr, decorated: Type, name: str, scope: Scope) -> Type:
    """Any other decorator, a factory's result included (``@lru_cache(maxsize=None)``,
    ``@click.option(...)``): the def becomes what calling the decorator with it returns.

    A def that does not fit a plain (non-generic) decorator is reported at the decorator and
    becomes what the decorator declares, as in mypy. Any where that is not certain: the
    decorator's type is unknown or generic and the def does not fit it, or, in a class body,
    the result would not bind as a method (an object whose ``__get__`` decides)."""
    key = id(deco)
    if key in prog._inferring:
        return ANY  # a decorator whose type needs the def it decorates
    prog._inferring.add(key)
    try:
        callee = prog.infer_quietly(deco, scope, None)
        if not isinstance(callee, (CallableType, Overloaded, Instance)):
            return ANY
        result = prog.call_quietly(callee, [decorated])
    finally:
        prog._inferring.discard(key)
    if result is None and type(callee) is CallableType and not has_type_vars(callee.ret):
        result = callee.ret  # the def does not fit (reported at the decorator): what it declares (mypy)
    if result is None or type(result) is AnyType:
        return ANY
    if type(result) is CallableType:
        result = replace(result, name=name)
    if scope.cls is not None and not _binds_as_method(result) and not _plain_object(prog, result):
        return ANY
    return result


def _plain_object(prog: Program, t: Type) -> bool:
    """An instance of a class without ``__get__`` (``functools.cache``'s wrapper): in a class
    body it is an attribute like any other, the same object through the class and its
    instances, called by its ``__call__`` (mypy)."""
    if type(t) is not Instance:
        return False
    info = prog.class_by_name(t.name)
    return info is not None and not info.unknown_base and not info.dynamic and prog.find_member(info, "__get__") is None


def _binds_as_method(t: Type) -> bool:
    """A callable whose first parameter can take the instance (or takes anything)."""
    if type(t) is Overloaded:
        return all(_binds_as_method(item) for item in t.items)
    if type(t) is not CallableType:
        return False
    return t.ellipsis or bool(t.params) and t.params[0].kind in (ParamKind.POSITIONAL_ONLY, ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.VAR_POSITIONAL)


def _alias_value(prog: Program, alias: AliasDef) -> Type | None:
    """An alias used as a value: the class it names (``ListAlias = list`` is the class itself,
    still generic), ``type[C[...]]`` for a class with arguments, a types.UnionType for ``A | B``
    (which nothing calls); None for anything else (the value expression tells)."""
    conv = TypeConverter(prog, alias.scope, None)
    named = conv._symbol(alias.value) if isinstance(alias.value, (ast.Name, ast.Attribute)) else None
    if isinstance(named, Symbol) and special_name(named.fullname) is not None:
        return None  # a special form (``Type``, ``List``) is what its expression is, not a class
    if isinstance(named, Symbol) and named.kind == "class":
        return prog.value_type(named)
    target = conv.convert(alias.value)
    if type(target) is Instance:
        # PEP 696: a parameter with a default stands for it where the alias is used bare; one
        # without is Any (the spec's bare generic alias; mypy: ``Pair(1, "x")`` of
        # ``Pair = Node[T, T]`` is a Node[Any, Any]).
        free: list[TypeVarType] = []
        collect_type_vars(target, free)
        defaults: dict[TypeVarType, Type] = {}
        for tv in free:
            defaults[tv] = substitute(tv.default, defaults) if tv.default is not None else ANY
        return TypeType(substitute(target, defaults) if defaults else target, class_object=True)
    if type(target) is UnionType and type(alias.value) is ast.BinOp:
        return Instance("types.UnionType")
    return None


def _is_class_alias(alias: AliasDef) -> bool:
    return isinstance(alias.value, (ast.Name, ast.Attribute, ast.Subscript, ast.BinOp))


def _is_generator(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return is_generator(node)


def _body_decorators(info: ClassInfo) -> frozenset[str]:
    """Names a class body calls while the class is built: its decorators, and helpers called in
    its statements (``__eq__ = _make_cmp(operator.eq)``). A def among them is a plain function
    then, so its first parameter is not ``self``. Found once per class, not once per method."""
    if info.body_decorators is None:
        names: set[str] = set()
        pending: list[ast.stmt] = list(info.node.body) if info.node is not None else []
        while pending:
            stmt = pending.pop()
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                for deco in stmt.decorator_list:
                    target = deco.func if type(deco) is ast.Call else deco
                    if type(target) is ast.Name:
                        names.add(target.id)
                continue
            for child in child_nodes(stmt):
                if isinstance(child, ast.stmt):
                    pending.append(child)  # the branches of an if / try at class level
                elif isinstance(child, ast.expr):
                    names.update(node.func.id for node in walk(child)
                                 if type(node) is ast.Call and type(node.func) is ast.Name)
        info.body_decorators = frozenset(names)
    return info.body_decorators
