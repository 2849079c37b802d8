"""The parameter type a ``**kwargs`` argument goes to in a signature, for overload choice."""

from __future__ import annotations

from collections.abc import Collection

from hintloader.typesystem.model import CallableType, ParamKind, Type

_NAMED = (ParamKind.POSITIONAL_OR_KEYWORD, ParamKind.KEYWORD_ONLY)


def dstar_formal(item: CallableType, filled: Collection[int]) -> Type | None:
    """The type of the parameters ``**kwargs`` may fill (those not already given, and the
    item's own ``**kwargs``) when they all have one; None when they differ or there are none.

    An Any-valued ``**kwargs`` then decides between overload items only where the types it may
    go to differ (mypy's ambiguity rule): to a ``**kwargs: Any`` in each item it chooses nothing.
    """
    types = [p.type for i, p in enumerate(item.params)
             if (p.kind in _NAMED and i not in filled) or p.kind == ParamKind.VAR_KEYWORD]
    if not types or any(t != types[0] for t in types[1:]):
        return None
    return types[0]
