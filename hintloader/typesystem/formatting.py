"""How types are written in messages and by ``reveal_type``: mypy's spelling of each type."""

from __future__ import annotations

from hintloader.typesystem.model import (
    AnyType, CallableType, Instance, LiteralType, ModuleType, NeverType, NoneType, Overloaded,
    ParamKind, SENTINEL_CLASSES, TupleType, Type, TypeType, TypeVarKind, TypeVarType,
    UnboundedItems, UnionType, is_param_list, is_variadic, is_variadic_item, trailing_params
)


def short_name(fullname: str) -> str:
    return fullname.rpartition(".")[2]


def format_type(t: Type, *, full: bool = False) -> str:
    """The type as shown in messages: short names, or full names for reveal_type (builtins
    unqualified, as mypy 2 shows them: ``list[int]``, ``collections.OrderedDict[str, int]``)."""

    def name(n: str) -> str:
        if not full:
            return short_name(n)
        return n[len("builtins."):] if n.startswith("builtins.") else n

    if type(t) is AnyType:
        return "Any"
    if type(t) is NoneType:
        return "None"
    if type(t) is NeverType:
        return "Never"
    if type(t) is Instance:
        if t.literal_string:
            return "LiteralString"
        if t.name in ("typing._SpecialForm", "typing_extensions._SpecialForm") and not t.args:
            return "<typing special form>"  # (mypy's name for a special form as a value)
        if not t.args:
            return name(t.name)
        if t.name == "builtins.tuple" and len(t.args) == 1:
            return f"{name(t.name)}[{format_type(t.args[0], full=full)}, ...]"
        if 0 <= t.variadic < len(t.args):
            i = t.variadic
            texts = [format_arg(a, full) for a in t.args[:i]] + _spliced_texts(t.args[i], full)
            texts += [format_arg(a, full) for a in t.args[i + 1:]]
            return f"{name(t.name)}[{', '.join(texts) or '()'}]"
        return f"{name(t.name)}[{', '.join(format_arg(a, full) for a in t.args)}]"
    if type(t) is LiteralType:
        if t.fallback in SENTINEL_CLASSES:
            return _literal_text(t, full)  # a sentinel is named by itself
        return f"Literal[{_literal_text(t, full)}]"
    if type(t) is TupleType:
        if not t.items:
            return f"{name('builtins.tuple')}[()]"
        return f"{name('builtins.tuple')}[{', '.join(_spliced_texts(t, full))}]"
    if type(t) is UnboundedItems:
        return f"*{name('builtins.tuple')}[{format_type(t.item, full=full)}, ...]"
    if type(t) is UnionType:
        if not full and len(t.items) == 2 and any(type(a) is NoneType for a in t.items):
            # One type and None is shown as that type then None, whatever the order (mypy's
            # format_type; reveal_type keeps the order).
            other = next(a for a in t.items if type(a) is not NoneType)
            return f"{format_type(other)} | None"
        parts: list[str] = []
        literals: list[str] = []
        for a in t.items:
            if type(a) is LiteralType and a.fallback not in SENTINEL_CLASSES:
                if not literals:
                    parts.append("")  # placeholder for the merged Literal[...]
                literals.append(_literal_text(a, full))
            elif full and type(a) is CallableType:
                parts.append(f"({format_type(a, full=full)})")  # mypy's reveal_type brackets a def
            else:
                parts.append(format_type(a, full=full))
        if literals:
            parts[parts.index("")] = f"Literal[{', '.join(literals)}]"
        return " | ".join(parts)
    if type(t) is TypeVarType:
        return t.name
    if type(t) is CallableType:
        if full:  # reveal_type shows every callable as a def
            return _revealed_def(t)
        ret = _return_text(t, full)
        if t.ellipsis:
            return f"Callable[..., {ret}]"
        if len(t.params) == 2 and t.params[0].kind == ParamKind.VAR_POSITIONAL and is_variadic(t.params[0].type) and t.params[1].type == t.params[0].type:
            return f"Callable[{format_type(t.params[0].type)}, {ret}]"
        # Messages, as mypy writes them: Callable[...] when every parameter can be passed by
        # position (names and defaults aside), otherwise the def with its name.
        if all(p.kind == ParamKind.POSITIONAL_ONLY or p.kind == ParamKind.POSITIONAL_OR_KEYWORD for p in t.params):
            args = ", ".join(format_type(p.type) for p in t.params)
            return f"Callable[[{args}], {ret}]"
        return format_signature(t, t.name or "")
    if type(t) is Overloaded:
        return "Overload(" + ", ".join(format_type(i, full=full) for i in t.items) + ")"
    if type(t) is TypeType:
        if type(t.item) is UnionType:  # mypy shows ``type[A | B]`` as ``type[A] | type[B]``
            return " | ".join(f"type[{format_type(i, full=full)}]" for i in t.item.items)
        return f"type[{format_type(t.item, full=full)}]"
    if type(t) is ModuleType:
        return f'Module "{t.name}"' if not full else f"types.ModuleType[{t.name}]"
    raise TypeError(f"not a type: {t!r}")


def format_distinctly(a: Type, b: Type) -> tuple[str, str]:
    """Two types for one message: as format_type shows them, or in full when that would show
    them alike (``type[themes.Dark]`` and ``type[app.Dark]``; two callables of one shape by their
    parameter names), so a message never says that a type does not fit itself."""
    shown = format_type(a), format_type(b)
    return shown if shown[0] != shown[1] else (format_type(a, full=True), format_type(b, full=True))


def _revealed_def(t: CallableType) -> str:
    """A callable as mypy's reveal_type shows it: ``def [T] (int, y: str =, *args: int) -> T``;
    positional-only parameters by type alone, a ``None`` return left out."""
    generic = f"[{', '.join(_type_var_text(tv, full=True) for tv in t.type_vars)}] " if t.type_vars else ""
    params = "*Any, **Any" if t.ellipsis else ", ".join(_param_texts(t, full=True, as_def=False))
    returns = "" if t.guard is None and type(t.ret) is NoneType else f" -> {_return_text(t, True)}"
    return f"def {generic}({params}){returns}"


def _spliced_texts(t: Type, full: bool) -> list[str]:
    """The items a TypeVarTuple's value stands for, as shown inside brackets."""
    if type(t) is TupleType:
        return [f"Unpack[{a.name}]" if is_variadic(a) else format_type(a, full=full) for a in t.items]
    if type(t) is TypeVarType and t.kind == TypeVarKind.TYPEVARTUPLE:
        return [f"Unpack[{t.name}]"]
    if type(t) is Instance and t.name == "builtins.tuple" and len(t.args) == 1:
        return [f"*{format_type(t, full=full)}"]
    if type(t) is AnyType:
        return ["*tuple[Any, ...]"]
    return [format_type(t, full=full)]


def format_member(t: Type, name: str, *, method: bool = False) -> str:
    """A class member as mypy shows one in a note: a callable as its def (parameter names
    matter there; ``self`` first for a method), anything else as its type."""
    if type(t) is CallableType:
        return format_signature(t, name, first_param="self" if method else "")
    return format_type(t)


def format_signature(t: CallableType, name: str, *, first_param: str = "", type_vars: bool = False) -> str:
    """A callable as a def, the way mypy lists overload variants: ``def read(n: int = ...) -> str``;
    positional-only parameters are shown by type alone. ``first_param`` (``self``, ``cls``) is
    the bound one a method's def names, shown untyped; with ``type_vars`` a generic callable's
    own type variables come first, ``def [T] first(xs: list[T]) -> T``."""
    parts = ([first_param] if first_param else []) + _param_texts(t, full=False, as_def=True)
    params = "..." if t.ellipsis else ", ".join(parts)
    generic = f"[{', '.join(_type_var_text(tv) for tv in t.type_vars)}] " if type_vars and t.type_vars else ""
    return f"def {generic}{name}({params}) -> {_return_text(t, False)}"


def _return_text(t: CallableType, full: bool) -> str:
    """The return type as written: a type guard function's is ``TypeGuard[X]`` / ``TypeIs[X]``."""
    if t.guard is not None:
        return f"{'TypeIs' if t.is_type_is else 'TypeGuard'}[{format_type(t.guard, full=full)}]"
    return format_type(t.ret, full=full)


def _type_var_text(tv: TypeVarType, *, full: bool = False) -> str:
    """A type variable as mypy lists it before a def: ``T``, ``T: int`` or ``T: (int, str)`` in
    messages; ``T <: int`` or ``T in (int, str)`` as reveal_type shows it (``full``)."""
    if tv.bound is not None and not (type(tv.bound) is Instance and tv.bound.name == "builtins.object"):
        return f"{tv.name}{' <:' if full else ':'} {format_type(tv.bound, full=full)}"
    if tv.values:
        return f"{tv.name}{' in' if full else ':'} ({', '.join(format_type(v, full=full) for v in tv.values)})"
    return tv.name


def _literal_text(t: LiteralType, full: bool) -> str:
    """``'a'`` or ``1``; an enum member (its name, with the enum class as fallback) as ``Color.RED``."""
    if t.fallback in SENTINEL_CLASSES:
        return str(t.value) if full else short_name(str(t.value))
    if t.fallback.startswith("builtins."):
        return repr(t.value)
    member = t.value if isinstance(t.value, str) else repr(t.value)
    return f"{t.fallback if full else short_name(t.fallback)}.{member}"


def format_arg(t: Type, full: bool = False) -> str:
    """A type argument; a parameter list as mypy shows one, ``[int, str]``."""
    if is_param_list(t):
        return f"[{', '.join(_param_texts(t, full=full, as_def=False))}]"
    return format_type(t, full=full)


def _param_texts(t: CallableType, *, full: bool, as_def: bool) -> list[str]:
    """The parameters as shown: ``as_def`` the way mypy lists a def in messages (positional-only
    parameters by type alone, ``= ...`` defaults), otherwise as reveal_type shows them."""
    parts: list[str] = []
    star_done = False
    after = trailing_params(t.params)
    for i, p in enumerate(t.params):
        if star_done and after and p.kind == ParamKind.POSITIONAL_ONLY:
            continue  # shown with ``*args`` below
        text = format_type(p.type, full=full)
        if full and is_variadic(p.type) and p.type.kind == TypeVarKind.PARAMSPEC:
            parts.append(f"{'*' if p.kind == ParamKind.VAR_POSITIONAL else '**'}{text}.{'args' if p.kind == ParamKind.VAR_POSITIONAL else 'kwargs'}")
            star_done = star_done or p.kind == ParamKind.VAR_POSITIONAL
            continue
        if p.kind == ParamKind.VAR_POSITIONAL:
            if after:  # ``*args: *tuple[*Ts, Env]``: the positional parameters after it are its items
                items = [p.type if is_variadic_item(p.type) else UnboundedItems(p.type)]
                items += [q.type for q in t.params[i + 1:i + 1 + after]]
                text = f"*{format_type(TupleType(tuple(items)), full=full)}"
            # (a ``Callable[[int, *tuple[str, ...]], R]`` names none: ``*str``, as mypy shows it)
            parts.append(f"*{p.name}: {text}" if p.name else f"*{text}")
            star_done = True
            continue
        if p.kind == ParamKind.VAR_KEYWORD:
            parts.append(f"**{p.name or 'kwargs'}: {text}")
            continue
        if p.kind == ParamKind.KEYWORD_ONLY and not star_done:
            parts.append("*")
            star_done = True
        unnamed = not p.name or p.kind == ParamKind.POSITIONAL_ONLY
        label = text if unnamed else f"{p.name}: {text}"
        if p.has_default:
            label += " = ..." if as_def else " ="
        parts.append(label)
        following = t.params[i + 1] if i + 1 < len(t.params) else None
        last_positional_only = p.kind == ParamKind.POSITIONAL_ONLY and (
            following is None or following.kind != ParamKind.POSITIONAL_ONLY)
        if last_positional_only and as_def:
            parts.append("/")
    return parts
