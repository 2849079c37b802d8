"""The names a ``case`` pattern binds: each once, and the same in every alternative (PEP 634)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # typing-only: called with the expression checker
    from hintloader.checker.expressions import ExpressionChecker


def check_bound_names(ck: ExpressionChecker, pattern: ast.pattern) -> None:
    """``case [x, x]`` binds x twice and ``case [x, y] | [x]`` binds other names in each
    alternative: both are errors the compiler raises (mypy reports them as misc)."""
    _names(ck, pattern)


def _names(ck: ExpressionChecker, pattern: ast.pattern) -> list[str]:
    """The names ``pattern`` binds, in order, after reporting the ones bound twice."""
    if type(pattern) is ast.MatchOr:
        alternatives = [_names(ck, p) for p in pattern.patterns]
        first = set(alternatives[0]) if alternatives else set()
        if any(set(other) != first for other in alternatives[1:]):
            ck.error(pattern, "misc", "Alternative patterns bind different names")
        return sorted(set().union(*map(set, alternatives)))
    found: list[str] = []
    for sub in _children(pattern):
        found.extend(_names(ck, sub))
    own = getattr(pattern, "name", None) if isinstance(pattern, (ast.MatchAs, ast.MatchStar)) else None
    if type(pattern) is ast.MatchMapping and pattern.rest is not None:
        own = pattern.rest
    if own is not None:
        found.append(own)
    for name in dict.fromkeys(n for i, n in enumerate(found) if n in found[:i]):
        ck.error(pattern, "misc", f'Multiple assignments to name "{name}" in pattern')
    return list(dict.fromkeys(found))


def _children(pattern: ast.pattern) -> list[ast.pattern]:
    if type(pattern) is ast.MatchAs:
        return [pattern.pattern] if pattern.pattern is not None else []
    if type(pattern) is ast.MatchSequence:
        return list(pattern.patterns)
    if type(pattern) is ast.MatchMapping:
        return list(pattern.patterns)
    if type(pattern) is ast.MatchClass:
        return [*pattern.patterns, *pattern.kwd_patterns]
    return []
