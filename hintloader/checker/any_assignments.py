"""What an unknown (Any) value assigned to a name or attribute with a declared type narrows it to
(mypy's binder): the declaration stands, so what it rules out is still found afterwards."""

from __future__ import annotations

from hintloader.typesystem.model import AnyOrigin, AnyType, Instance, NoneType, Type, UnionType, make_union


# An unknown value assigned to a name whose type is declared: where paths meet, the other paths'
# types stand (narrowing.merge), as mypy's binder keeps the declaration there.
ASSIGNED_ANY = AnyType(AnyOrigin.ASSIGNED)


def narrowed_by_any(declared: Type, value: AnyType) -> Type:
    """``x: str | bytes`` given the result of an unannotated call is still ``str | bytes``; an
    optional declaration's None becomes the unknown value (``int | Any``: an untyped fallback
    replacing None); a declaration that holds Any already, or is ``object`` (which would forget
    everything the value is used as), is the unknown value."""
    if type(declared) is Instance and declared.name == "builtins.object":
        return value
    if type(declared) is not UnionType:
        return declared
    if any(type(m) is AnyType for m in declared.items):
        return value
    if any(type(m) is NoneType for m in declared.items):
        # (as an assigned Any: where paths meet and the others hold the declaration, it
        # stands aside, as mypy simplifies the Any away again: narrowing.merge)
        return make_union([ASSIGNED_ANY if type(m) is NoneType else m for m in declared.items])
    if value.origin is not AnyOrigin.UNANNOTATED:
        # Not from unannotated code, where mypy knows no more than we do: the Any may stand
        # for a type mypy finds and we do not (its overloads' union math makes ``os.fspath``
        # of a ``PathLike[str] | PathLike[bytes]`` a ``str | bytes``), narrower than the
        # whole declaration. Keeping the declaration would then report what mypy does not.
        return value
    return declared
