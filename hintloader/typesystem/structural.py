"""Structural member comparison for protocols: which members of an implementation conflict."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from hintloader.typesystem.model import AnyOrigin, AnyType, CallableType, Instance, Param, ParamKind, Type, TypeType
from hintloader.typesystem.formatting import format_member, format_type, short_name


@dataclass(frozen=True, slots=True)
class MemberView:
    """One member as seen through an instance: methods bound (self dropped, Self solved)."""

    type: Type
    method: bool = False  # a def (not a property or a variable)
    settable: bool = True  # may be assigned through an instance (not a getter-only property, not Final)
    declared: bool = True  # annotated; an inferred type is only compared covariantly
    missing: bool = False  # a module without the attribute (classes: see has_member)
    # A ``ClassVar`` (True), an instance variable (False), or either / not a variable (None).
    class_var: bool | None = None


MISSING = MemberView(Instance("builtins.object"), missing=True)


class MemberSource(Protocol):
    """What the comparison needs from the checker."""

    def member_view(self, receiver: Type, member: str, via: Instance | None = None) -> MemberView | None:
        """``member`` of ``receiver``, or of the protocol ``via`` bound to ``receiver``; None when
        it is not known well enough to compare."""


def member_conflicts(
    source: Type,
    protocol: Instance,
    members: tuple[str, ...],
    views: MemberSource,
    relate: Callable[[Type, Type], bool],
) -> tuple[str, ...]:
    """Note lines naming the members of ``source`` that do not fit ``protocol`` (empty: it fits)."""
    # One self-contained note per member: notes are shown sorted, so a header would not lead.
    lines: list[str] = []
    where = short_name(protocol.name)
    for name in members:
        have = views.member_view(source, name)
        if have is None:
            continue
        if have.missing:
            return (f'"{format_type(source)}" is missing protocol member "{name}"',)
        want = views.member_view(source, name, protocol)
        if want is None:
            continue
        if want.class_var and type(source) is TypeType:
            lines.append(f"ClassVar protocol member {where}.{name} can never be matched by a class object")
            continue
        if want.class_var and have.class_var is False:
            lines.append(f"Protocol member {where}.{name} expected class variable, got instance variable")
            continue
        if want.class_var is False and have.class_var and type(source) is not TypeType:  # not set through an instance
            lines.append(f"Protocol member {where}.{name} expected instance variable, got class variable")
            continue
        writable = want.settable and not want.method
        if writable and not have.settable:
            lines.append(f"Protocol member {where}.{name} expected settable variable, got read-only attribute")
            continue
        wanted = want.type
        if want.method and name.startswith("__") and name.endswith("__") and name != "__call__":
            wanted = positional_only(wanted)  # operators pass dunders' arguments by position
        fits = relate(have.type, wanted) and not (name == "__call__" and misses_keyword(have.type, want.type))
        # A settable attribute is invariant (it is read and written); an inferred type may be
        # narrower than the author meant, so only a declared one is held to that.
        if fits and writable and have.declared and not have.method:
            fits = relate(want.type, have.type)
        if not fits:
            lines.append(
                f'Protocol member {where}.{name}: expected "{format_member(want.type, name, method=want.method)}", '
                f'got "{format_member(have.type, name, method=have.method)}"'
            )
    return tuple(lines)


def positional_only(t: Type) -> Type:
    """A callable whose named positional parameters are positional-only (names aside)."""
    if type(t) is not CallableType or ParamKind.POSITIONAL_OR_KEYWORD not in [p.kind for p in t.params]:
        return t
    # (the constructors, not dataclasses.replace: every dunder of every protocol match comes here)
    return t.with_params(tuple([Param(p.name, p.type, ParamKind.POSITIONAL_ONLY, p.has_default)
                                if p.kind == ParamKind.POSITIONAL_OR_KEYWORD else p for p in t.params]))


def misses_keyword(impl: Type, call: Type) -> bool:
    """Whether ``impl`` lacks, by name and at its place, a parameter that the protocol's
    ``__call__`` lets callers pass by keyword (typing spec, callback protocols; mypy agrees).
    Lenient where the names carry no promise: lambdas, unannotated functions, ``**kwargs``,
    ``Callable[..., R]``."""
    if type(impl) is not CallableType or type(call) is not CallableType or impl.name == "lambda":
        return False
    if impl.ellipsis or call.ellipsis:
        return False
    if any(p.kind == ParamKind.VAR_KEYWORD for p in impl.params) or _unannotated(impl):
        return False
    impl_pos = [p for p in impl.params if p.kind <= ParamKind.POSITIONAL_OR_KEYWORD]
    call_pos = [p for p in call.params if p.kind <= ParamKind.POSITIONAL_OR_KEYWORD]
    for i, want in enumerate(call_pos):
        if want.kind != ParamKind.POSITIONAL_OR_KEYWORD or want.name is None:
            continue
        have = impl_pos[i] if i < len(impl_pos) else None
        if have is None or have.kind != ParamKind.POSITIONAL_OR_KEYWORD or have.name != want.name:
            return True
    return False


def _unannotated(c: CallableType) -> bool:
    return all(type(p.type) is AnyType and p.type.origin == AnyOrigin.UNANNOTATED for p in c.params)
