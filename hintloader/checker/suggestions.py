"""Names to suggest for a misspelt attribute or keyword, worded as mypy words them."""

from __future__ import annotations

from collections.abc import Collection

# What mypy reminds to import from typing when the name is undefined (matched ignoring case).
_TYPING_REMINDERS = ("Any", "Callable", "Dict", "Iterable", "Iterator", "List", "Optional", "Set", "Tuple", "TypeVar", "Union", "cast")

# Attribute names people reach for that the type spells differently (list.add is append).
_USUAL_MIX_UPS: dict[str, tuple[str, ...]] = {"add": ("append", "extend")}


def close_names(wrong: str, known: Collection[str], *, limit: int = 3) -> list[str]:
    """The known names more than three quarters alike to ``wrong``, closest first, after the
    usual mix-ups; at most ``limit`` of them. (The first filter is the ratio the two lengths
    allow at best, so most names are never compared.)"""
    import difflib  # only a finding pays for it

    names = [n for n in _USUAL_MIX_UPS.get(wrong, ()) if n in known]
    candidates = [c for c in known if 4 * 2 * min(len(c), len(wrong)) > 3 * (len(c) + len(wrong))]
    if len(candidates) >= 50:  # a big namespace: only names of nearly the same length
        candidates = [c for c in candidates if abs(len(c) - len(wrong)) <= 1]
    scored: list[tuple[float, str]] = []
    for candidate in candidates:
        if candidate == wrong or candidate in names:
            continue
        matcher = difflib.SequenceMatcher(a=wrong, b=candidate)
        if matcher.ratio() > 0.75:
            scored.append((-matcher.ratio(), candidate))
    names.extend(candidate for _, candidate in sorted(scored)[:limit])
    return names[:limit]


def either(names: list[str]) -> str:
    """``"a"``, ``"a" or "b"``, ``"a", "b", or "c"``."""
    quoted = [f'"{n}"' for n in names]
    if len(quoted) <= 2:
        return " or ".join(quoted)
    return ", ".join(quoted[:-1]) + ", or " + quoted[-1]


def forgotten_import(name: str) -> str:
    """mypy's note for an undefined name that ``typing`` exports (``Dict``, ``optional``);
    "" for any other name."""
    exported = next((n for n in _TYPING_REMINDERS if n.lower() == name.lower()), None)
    if exported is None:
        return ""
    return f'Did you forget to import it from "typing"? (Suggestion: "from typing import {exported}")'
