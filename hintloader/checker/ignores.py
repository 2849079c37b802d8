"""Which ``# type: ignore`` comments are unused: only those no checker could need on their line.

hintloader is rarely the only checker a project runs, and it does not make every finding mypy
makes. An ignore that silenced nothing here may still silence mypy (or pyright) on the same line,
so it is reported only when the line holds no construct where a finding of the ignored code can
arise at all: an ``arg-type`` ignore on a line without a call, a ``return-value`` ignore without
a ``return``. Codes that can arise anywhere (``misc``, ``valid-type``) and codes this table does
not know (another checker's) are never reported. See docs/checker.md, "Suppressions".
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping

from hintloader.checker.astutil import walk

# What a construct on a line makes possible; each code below arises only where one of its
# constructs is. Implicit dunder calls count: iterating, unpacking, `with` and `await` look
# attributes up (mypy reports a missing `__iter__` as attr-defined / union-attr).
_CALL = "call"
_ATTRIBUTE = "attribute"
_ITERATE = "iterate"
_NAME = "name"
_OPERATOR = "operator"
_SUBSCRIPT = "subscript"
_ASSIGN = "assign"
_RETURN = "return"
_DEF = "def"
_CLASS = "class"
_LIST = "list"
_DICT = "dict"
_IMPORT = "import"

SITES: dict[str, frozenset[str]] = {
    code: frozenset(constructs)
    for code, constructs in {
        "attr-defined": (_ATTRIBUTE, _ITERATE, _OPERATOR, _SUBSCRIPT, _CALL, _IMPORT),
        "union-attr": (_ATTRIBUTE, _ITERATE, _OPERATOR, _SUBSCRIPT, _CALL),
        "name-defined": (_NAME,),
        "arg-type": (_CALL, _SUBSCRIPT, _OPERATOR, _CLASS),
        "call-arg": (_CALL, _CLASS),
        "call-overload": (_CALL, _SUBSCRIPT, _OPERATOR, _ITERATE),
        "type-var": (_CALL, _SUBSCRIPT, _CLASS, _DEF),
        "return-value": (_RETURN,),
        "return": (_DEF,),
        "assignment": (_ASSIGN,),
        "list-item": (_LIST,),
        "dict-item": (_DICT,),
        "operator": (_OPERATOR, _CALL, _ITERATE),
        "index": (_SUBSCRIPT,),
        "not-callable": (_CALL,),
        "abstract": (_CALL,),
        "type-abstract": (_CALL,),
        "override": (_DEF, _ASSIGN),
        "typeddict-item": (_CALL, _DICT, _SUBSCRIPT, _ASSIGN),
        "typeddict-unknown-key": (_CALL, _DICT, _SUBSCRIPT, _ASSIGN),
        "typeddict-readonly-mutated": (_CALL, _SUBSCRIPT, _ASSIGN, _OPERATOR),
        "literal-required": (_SUBSCRIPT, _CALL),
        "reveal-type": (_CALL,),
        "assert-type": (_CALL,),
        "no-untyped-def": (_DEF,),
        "overload-overlap": (_DEF,),
        "overload-cannot-match": (_DEF,),
        # mypy's codes that hintloader does not make, as mypy reports them.
        "no-any-return": (_RETURN,),
        "func-returns-value": (_CALL,),
        "no-untyped-call": (_CALL, _CLASS),
        "redundant-cast": (_CALL,),
        "import": (_IMPORT,),
        "import-untyped": (_IMPORT,),
        "import-not-found": (_IMPORT,),
        "method-assign": (_ASSIGN,),
        "var-annotated": (_ASSIGN,),
        "no-redef": (_ASSIGN, _DEF, _CLASS, _IMPORT),
        "empty-body": (_DEF,),
    }.items()
}


def constructs_by_line(tree: ast.Module, lines: Iterable[int]) -> dict[int, frozenset[str]]:
    """The constructs that can report on each of ``lines``: the nodes that start there, those
    of a simple statement or a compound statement's header that spans the line (an ignore on
    a statement's first line covers the whole statement), and expressions spanning the line."""
    wanted = set(lines)
    found: dict[int, set[str]] = {line: set() for line in wanted}
    if not wanted:
        return {}
    for node in walk(tree):
        if not isinstance(node, (ast.stmt, ast.expr, ast.excepthandler, ast.comprehension,
                                 ast.match_case)):
            continue
        kinds = _kinds(node)
        if not kinds:
            continue
        start = getattr(node, "lineno", None)
        if start is None:  # a comprehension: its target and iterable carry positions
            start = getattr(node.target, "lineno", None) if isinstance(node, ast.comprehension) \
                else None
            if start is None:
                continue
        end = _header_end(node)
        for line in wanted:
            if start <= line <= end:
                found[line].update(kinds)
        # A decorator's lines may carry the findings of the definition it decorates.
        for decorator in getattr(node, "decorator_list", None) or ():
            for line in wanted:
                if decorator.lineno <= line <= (decorator.end_lineno or decorator.lineno):
                    found[line].update(kinds)
        # A finding in a statement is also silenced by an ignore on the statement's first line.
        if isinstance(node, ast.stmt) and start in wanted:
            for inner in _own_nodes(node):
                found[start].update(_kinds(inner))
    return {line: frozenset(kinds) for line, kinds in found.items()}


def _header_end(node: ast.AST) -> int:
    """The last line of a node, or of the header of a statement with a body."""
    start: int = getattr(node, "lineno", 0)
    body = getattr(node, "body", None)
    if isinstance(node, ast.stmt) and isinstance(body, list) and body:
        first: int = body[0].lineno
        return first - 1 if first > start else start
    end: int | None = getattr(node, "end_lineno", None)
    return end or start


def _own_nodes(stmt: ast.stmt) -> Iterable[ast.AST]:
    """A statement's nodes outside the statements nested in its body."""
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        yield node
        for field, value in ast.iter_fields(node):
            if field in ("body", "orelse", "finalbody", "handlers", "cases"):
                continue
            if isinstance(value, ast.AST):
                stack.append(value)
            elif isinstance(value, list):
                stack.extend(item for item in value if isinstance(item, ast.AST))


def _kinds(node: ast.AST) -> tuple[str, ...]:
    if type(node) is ast.Call:
        return (_CALL,)
    if type(node) is ast.Attribute:
        return (_ATTRIBUTE,)
    if type(node) is ast.Name:
        return (_NAME,)
    if type(node) is ast.Constant:
        return (_NAME,) if isinstance(node.value, str) else ()  # a string annotation
    if isinstance(node, (ast.BinOp, ast.UnaryOp, ast.Compare)):
        return (_OPERATOR,)
    if type(node) is ast.Subscript:
        return (_SUBSCRIPT,)
    if type(node) is ast.Return:
        return (_RETURN,)
    if type(node) is ast.Lambda:
        return (_RETURN, _ASSIGN) if node.args.defaults or node.args.kw_defaults else (_RETURN,)
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        kinds = [_DEF]
        if node.decorator_list:
            kinds.append(_CALL)
        if node.args.defaults or any(d is not None for d in node.args.kw_defaults):
            kinds.append(_ASSIGN)  # an incompatible default is an assignment error
        return tuple(kinds)
    if type(node) is ast.ClassDef:
        return (_CLASS, _CALL) if node.decorator_list or node.keywords else (_CLASS,)
    if isinstance(node, (ast.Assign, ast.AnnAssign, ast.NamedExpr, ast.Delete)):
        unpacks = type(node) is ast.Assign and any(
            isinstance(t, (ast.Tuple, ast.List, ast.Starred)) for t in node.targets)
        return (_ASSIGN, _ITERATE) if unpacks else (_ASSIGN,)
    if type(node) is ast.AugAssign:
        return (_ASSIGN, _OPERATOR)
    if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
        return (_ASSIGN, _ITERATE)
    if isinstance(node, (ast.With, ast.AsyncWith)):
        return (_ASSIGN, _ITERATE)
    if isinstance(node, (ast.Await, ast.YieldFrom, ast.Starred)):
        return (_ITERATE,)
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return (_IMPORT, _ASSIGN, _ATTRIBUTE)
    if isinstance(node, (ast.ExceptHandler, ast.match_case)):
        return (_ASSIGN,)
    if isinstance(node, (ast.List, ast.ListComp)):
        return (_LIST,)
    if isinstance(node, (ast.Dict, ast.DictComp)):
        return (_DICT,)
    if isinstance(node, (ast.Global, ast.Nonlocal)):
        return (_NAME,)
    if isinstance(node, ast.expr):
        return ("expression",)
    return ()


def could_arise(code: str, constructs: frozenset[str]) -> bool:
    """Whether some checker could report ``code`` on a line with these constructs."""
    sites = SITES.get(code)
    if sites is None:  # a code that can arise anywhere, or another checker's own
        return True
    return not sites.isdisjoint(constructs)


def unused_ignores(
    ignores: Mapping[int, frozenset[str] | None],
    used: Mapping[int, set[str]],
    tree: ast.Module,
) -> list[tuple[int, str]]:
    """(line, message) for each ignore that silenced nothing here and could silence nothing
    for any checker; the message is mypy's (codes named only when the comment lists several)."""
    candidates: dict[int, frozenset[str] | None] = {}
    for line, codes in ignores.items():
        if codes is not None and "unused-ignore" in codes:
            continue  # mypy's way of saying "do not report this one"
        if codes is None and used.get(line):
            continue
        if codes is not None and not codes - used.get(line, set()):
            continue
        candidates[line] = codes
    if not candidates:
        return []
    constructs = constructs_by_line(tree, candidates)
    out: list[tuple[int, str]] = []
    for line, codes in sorted(candidates.items()):
        here = constructs.get(line, frozenset())
        if codes is None:
            if here:  # any construct may be some checker's finding
                continue
            out.append((line, 'Unused "type: ignore" comment'))
            continue
        unused = sorted(code for code in codes - used.get(line, set())
                        if not could_arise(code, here))
        if not unused:
            continue
        shown = f"[{', '.join(unused)}]" if len(codes) > 1 else ""
        out.append((line, f'Unused "type: ignore{shown}" comment'))
    return out
