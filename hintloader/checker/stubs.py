"""Module sources: typeshed stubs (lazily chunked, parsed once per process) and files on a path."""

from __future__ import annotations

import ast
import bisect
import importlib.util
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from hintloader.checker.astutil import resolve_spelling, statements
from hintloader.checker.conditions import RUNNING, Target, eval_condition, is_type_checking_test

if TYPE_CHECKING:  # imported lazily at runtime: only a fallback
    import typeshed_client

    from hintloader.checker.symbols import Symbol


# A stub class chunk split ahead: its header text, its members' texts, and which of them bind
# which names.
PreparedClass = tuple[str, list[str], dict[str, list[int]]]

# Source text that creates module globals we cannot see statically.
DYNAMIC_MARKERS = ("globals()", "_convert_(", "global_enum", "vars()[", "__dict__.update(")
# A type comment other than an ignore: only then does the parser need to keep them.
_TYPE_COMMENT = re.compile(r"#\s*type:(?!\s*ignore\b)")
# The words of a PEP 695 ``type X = ...`` statement (``type`` is a soft keyword: a line may
# start so otherwise). Searched without ``^``: an anchored pattern has no literal prefix, so the
# regex engine would try a match at every character of every module and stub.
_TYPE_STATEMENT = re.compile(r"type[ \t]+[A-Za-z_]")
_CONTINUATION = re.compile(r"(?:else|elif|except|finally)\b")

# ``name +=`` binds too: ``__all__ += [...]`` under a version test extends what ``import *`` brings.
_NAME_LINE = re.compile(r"^(?:async\s+def|def|class)\s+(\w+)|^(\w+)\s*(?::|=|\+=)")
_NESTED_NAME = re.compile(r"^\s+(?:async\s+def|def|class)\s+(\w+)|^\s+(\w+)\s*(?::|=(?!=)|\+=)", re.M)


def _index_type_checking(stmt: ast.If, out: dict[str, list[ast.stmt]], stars: list[ast.ImportFrom], target: Target) -> None:
    """``if TYPE_CHECKING: ... else: ...``: the else is what runs, so its names are bound too;
    but a name both branches bind is what type checkers see in the first (``FastIntFlag =
    IntFlag``, else ``= _FastIntFlag``): the run-time alternative does not blur it."""
    checking: dict[str, list[ast.stmt]] = {}
    index_statements(stmt.body, checking, stars, target)
    runtime: dict[str, list[ast.stmt]] = {}
    index_statements(stmt.orelse, runtime, stars, target)
    for name, nodes in checking.items():
        out.setdefault(name, []).extend(nodes)
    for name, nodes in runtime.items():
        if name not in checking:
            out.setdefault(name, []).extend(nodes)


# Statements that bind no name a definition index records (and hold no block that may).
_BINDS_NO_NAME = frozenset({ast.Expr, ast.Return, ast.Pass, ast.Raise, ast.Assert, ast.Break, ast.Continue,
                            ast.Delete, ast.Global, ast.Nonlocal})


def index_statements(stmts: list[ast.stmt], out: dict[str, list[ast.stmt]], stars: list[ast.ImportFrom],
                     target: Target = RUNNING) -> None:
    """Record which top-level statements (after static conditions for ``target``) may bind
    which names."""
    # Exact classes (the parser's nodes are never subclassed): a failed isinstance test also
    # looks up the node's __class__, and most of these tests fail.
    for stmt in stmts:
        kind = type(stmt)
        if type(stmt) is ast.FunctionDef or type(stmt) is ast.AsyncFunctionDef or type(stmt) is ast.ClassDef:
            out.setdefault(stmt.name, []).append(stmt)
        elif type(stmt) is ast.Assign:
            for assigned in stmt.targets:
                if type(assigned) is ast.Name:
                    out.setdefault(assigned.id, []).append(stmt)
                    continue
                for name in _target_names(assigned):
                    out.setdefault(name, []).append(stmt)
                if type(assigned) is ast.Attribute and type(assigned.value) is ast.Name:
                    out.setdefault("." + assigned.value.id + "." + assigned.attr, []).append(stmt)
        elif type(stmt) is ast.AnnAssign or type(stmt) is ast.AugAssign:
            if type(stmt.target) is ast.Name:
                out.setdefault(stmt.target.id, []).append(stmt)
        elif type(stmt) is ast.ImportFrom:
            for alias in stmt.names:
                if alias.name == "*":
                    stars.append(stmt)
                else:
                    out.setdefault(alias.asname or alias.name, []).append(stmt)
        elif type(stmt) is ast.Import:
            for alias in stmt.names:
                out.setdefault(alias.asname or alias.name.partition(".")[0], []).append(stmt)
        elif type(stmt) is ast.If:
            value = eval_condition(stmt.test, target)
            if value is True and is_type_checking_test(stmt.test):
                _index_type_checking(stmt, out, stars, target)
                continue
            if value is not False:
                index_statements(stmt.body, out, stars, target)
            if value is not True:
                index_statements(stmt.orelse, out, stars, target)
        elif kind in _BINDS_NO_NAME:
            continue  # (docstrings, ``...``, returns: the commonest statements)
        elif type(stmt) is ast.Try or kind.__name__ == "TryStar":
            index_statements(stmt.body, out, stars, target)  # type: ignore[attr-defined]
            for handler in stmt.handlers:  # type: ignore[attr-defined]
                index_statements(handler.body, out, stars, target)
            index_statements(stmt.orelse, out, stars, target)  # type: ignore[attr-defined]
            index_statements(stmt.finalbody, out, stars, target)  # type: ignore[attr-defined]
        elif isinstance(stmt, (ast.For, ast.AsyncFor, ast.While)):
            if isinstance(stmt, (ast.For, ast.AsyncFor)):
                for name in _target_names(stmt.target):
                    out.setdefault(name, []).append(stmt)
            index_statements(stmt.body, out, stars, target)
            index_statements(stmt.orelse, out, stars, target)
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            index_statements(stmt.body, out, stars, target)
        elif type(stmt) is ast.Match:
            for case in stmt.cases:
                index_statements(case.body, out, stars, target)
        elif kind.__name__ == "TypeAlias":
            alias_name = getattr(stmt, "name", None)
            if type(alias_name) is ast.Name:
                out.setdefault(alias_name.id, []).append(stmt)


def global_names(tree: ast.Module) -> set[str]:
    """Names that functions declare ``global``: bound in the module by code elsewhere.

    ``global`` is a statement, so only statement lists are walked (nested scopes included),
    never the expressions, which are most of a module's nodes."""
    names: set[str] = set()
    pending = [tree.body]
    while pending:
        for stmt in statements(pending.pop()):
            if type(stmt) is ast.Global:
                names.update(stmt.names)
            elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                pending.append(stmt.body)
    return names


def external_attrs(index: dict[str, list[ast.stmt]]) -> set[tuple[str, str]]:
    pairs = (k[1:].partition(".") for k in index if k.startswith("."))  # ".Name.attribute" keys
    return {(owner, attr) for owner, _, attr in pairs}


def _target_names(target: ast.expr) -> list[str]:
    if type(target) is ast.Name:
        return [target.id]
    if type(target) is ast.Tuple or type(target) is ast.List:
        return [n for e in target.elts for n in _target_names(e)]
    if type(target) is ast.Starred:
        return _target_names(target.value)
    return []


@dataclass(eq=False)
class ModuleSource:
    """One module's top level, indexed by name. Stub chunks are parsed only when looked up."""

    name: str
    path: str
    is_stub: bool
    is_package: bool
    first_party: bool
    tree: ast.Module | None = None
    stars: list[ast.ImportFrom] = field(default_factory=list)
    _index: dict[str, list[ast.stmt]] = field(default_factory=dict)
    _chunks: list[str] = field(default_factory=list)
    _chunk_names: dict[str, list[int]] = field(default_factory=dict)
    _parsed_chunks: dict[int, dict[str, list[ast.stmt]]] = field(default_factory=dict)
    # Names bound through `globals()`, `__getattr__` or unresolvable star imports make misses unknown.
    dynamic: bool = False
    # Typeshed modules resolve the same way for every check: their symbols are memoised here.
    shared: bool = False
    symbol_cache: dict[str, Symbol | None] = field(default_factory=dict)
    # Its renamed imports are recorded (spellings.record_spellings): once, also when shared.
    spelled: bool = False
    fingerprint: str = ""  # interface digest, computed once
    # Stub classes whose members are parsed lazily: id(ClassDef) -> (ClassDef, body index).
    lazy_bodies: dict[int, tuple[ast.ClassDef, LazyClassBody]] = field(default_factory=dict)
    # (name, attribute) pairs assigned at top level as ``Name.attribute = ...``.
    external_attrs: set[tuple[str, str]] = field(default_factory=set)
    # Names a function declares ``global`` (and so may create at module level).
    global_names: set[str] = field(default_factory=set)
    # Cheap source facts that let walks skip expression trees (note_source_facts).
    has_walrus: bool = True
    has_yield: bool = True
    # Whether the source may declare a type alias explicitly (``X: TypeAlias``, ``type X``,
    # ``TypeAliasType``): only then can a plain assignment rebind one (type_aliases).
    declares_aliases: bool = True
    # The lines that mention ``yield`` (None: unknown, so every def is walked).
    yield_lines: tuple[int, ...] | None = None
    # The Python version and platform its static conditions are evaluated for.
    target: Target = RUNNING
    # ``from __future__ import annotations``: no annotation is evaluated where it stands.
    future_annotations: bool = False
    # Class chunks split ahead (see stub_snapshots): chunk id -> (header, members, their
    # names), or None for a class parsed whole. A chunk not listed is split when looked up.
    prepared_classes: dict[int, PreparedClass | None] = field(default_factory=dict)
    # id(statement) -> (owner, block, index), built on the first ``place_of``.
    _places: dict[int, tuple[ast.AST, list[ast.stmt], int]] | None = None

    def place_of(self, stmt: ast.stmt) -> tuple[ast.AST, list[ast.stmt], int] | None:
        """The node whose block holds ``stmt``, that block, and the statement's index in it."""
        if self.tree is None:
            return None
        if self._places is None:
            self._places = places = {}
            # Blocks hang only from statements, except handlers and match cases: expressions
            # (most of the tree) are not walked.
            pending: list[ast.AST] = [self.tree]
            while pending:
                node = pending.pop()
                for field_name in ("body", "orelse", "finalbody"):
                    block = getattr(node, field_name, None)
                    if isinstance(block, list):
                        for index, item in enumerate(block):
                            places[id(item)] = (node, block, index)
                        pending.extend(block)
                pending.extend(getattr(node, "handlers", ()))
                pending.extend(getattr(node, "cases", ()))
        found = self._places.get(id(stmt))
        return found if found is not None and found[1][found[2]] is stmt else None

    def may_yield(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
        """Whether the def's lines mention ``yield`` at all: most defs need no walk then."""
        if not self.has_yield:
            return False
        lines = self.yield_lines
        if lines is None:
            return True
        first = bisect.bisect_left(lines, node.lineno)
        return first < len(lines) and lines[first] <= (node.end_lineno or node.lineno)

    def definitions(self, name: str) -> list[ast.stmt]:
        found = self._index.get(name)
        if found is not None:
            return found
        if not self._chunks:
            return []
        result: list[ast.stmt] = []
        for chunk_id in self._chunk_names.get(name, ()):
            result.extend(self._chunk_index(chunk_id).get(name, ()))
        self._index[name] = result
        return result

    def _chunk_index(self, chunk_id: int) -> dict[str, list[ast.stmt]]:
        cached = self._parsed_chunks.get(chunk_id)
        if cached is None:
            cached = {}
            stars: list[ast.ImportFrom] = []
            text = self._chunks[chunk_id]
            lazy = self._lazy_class(chunk_id, text) if is_class_chunk(text) else None
            if lazy is not None:
                node, body = lazy
                body.renamed = self.renamed_import
                self.lazy_bodies[id(node)] = (node, body)
                cached[node.name] = [node]
                self._parsed_chunks[chunk_id] = cached
                return cached
            try:
                tree = ast.parse(text)
            except SyntaxError:
                tree = ast.Module(body=[], type_ignores=[])
            index_statements(tree.body, cached, stars, self.target)
            self._parsed_chunks[chunk_id] = cached
            spell_renamed_decorators(tree.body, self.renamed_import)
        return cached

    def renamed_import(self, name: str) -> str | None:
        """What a top-level ``from ... import X as name`` imports as ``name`` (``property`` for
        typeshed's ``from builtins import property as _builtins_property``); None otherwise."""
        if self._chunks and not any(" import " in self._chunks[i] for i in self._chunk_names.get(name, ())):
            return None  # only an import renames: the chunks of other statements stay unparsed
        for stmt in self.definitions(name):
            if type(stmt) is ast.ImportFrom:
                for alias in stmt.names:
                    if alias.asname == name and alias.name != name:
                        return alias.name
        return None

    def _lazy_class(self, chunk_id: int, text: str) -> tuple[ast.ClassDef, LazyClassBody] | None:
        if chunk_id not in self.prepared_classes:
            return _class_chunk(text, self.target)
        prepared = self.prepared_classes[chunk_id]
        if prepared is None:
            return None
        header, members, names = prepared
        node = class_header(header)
        return None if node is None else (node, LazyClassBody(members, self.target, names))

    def conditional(self, name: str) -> bool:
        """Bound only in a branch of a platform test that does not apply here: a name of
        another platform, not questioned. A name that only other Python versions have is not
        conditional: for this target it does not exist (mypy reports its use too)."""
        if name not in self._chunk_names or self.definitions(name):
            return False
        return any(bound_on_other_platforms(self._chunks[i], name, self.target) for i in self._chunk_names[name])

    def all_names(self) -> list[str]:
        if self._chunks:
            return list(self._chunk_names)
        return list(self._index)


_SOURCE_CACHE: dict[tuple[str, str, tuple[str, ...], Target], tuple[int, int, ModuleSource | None]] = {}


@dataclass(frozen=True, slots=True)
class SharedTree:
    """A parsed module offered to later checks and loads of the same file version."""

    mtime_ns: int
    size: int
    tree: ast.Module
    # Parsed as parse_for_check parses (type comments kept where the source has any): a check
    # or a dependency load can take it as it is, with no second parse for the comments.
    type_comments: bool


# The trees of those modules by path, so that checking one of them later need not parse it again.
_TREES: dict[str, SharedTree] = {}


def parsed_dependency(path: str, source: bytes) -> SharedTree | None:
    """The tree of ``path`` when this process already parsed it as another module's dependency
    and the file is still that version (same modification time and size as ``source``).

    Only for UTF-8 sources without a coding declaration: dependencies are read as UTF-8, while
    Python honours a declared encoding. The tree is shared: callers must not change it."""
    found = _TREES.get(path)
    if found is None or b"coding" in b"\n".join(source.split(b"\n", 2)[:2]):
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    return found if found.mtime_ns == st.st_mtime_ns and found.size == st.st_size == len(source) else None


def remember_tree(path: str, source: bytes, tree: ast.Module, *, type_comments: bool) -> None:
    """Offer the tree of a module parsed to be checked to later loads of the same file as a
    dependency (checking a package loads most of its modules both ways, in either order).
    ``type_comments``: the tree came from parse_for_check.

    The same conditions as ``parsed_dependency``: UTF-8 without a coding declaration, this very
    version of the file. The tree is shared from now on: callers must not change it."""
    if b"coding" in b"\n".join(source.split(b"\n", 2)[:2]):
        return
    try:
        st = os.stat(path)
    except OSError:
        return
    if st.st_size == len(source):
        _TREES[path] = SharedTree(st.st_mtime_ns, st.st_size, tree, type_comments)


def _known_tree(path: str, st: os.stat_result) -> SharedTree | None:
    found = _TREES.get(path)
    if found is None or found.mtime_ns != st.st_mtime_ns or found.size != st.st_size:
        return None
    return found


def load_source_module(
    name: str, path: str, *, is_stub: bool, is_package: bool, first_party: bool, search_path: tuple[str, ...] = (),
    target: Target = RUNNING,
) -> ModuleSource | None:
    """Parse a module found on the search path, once per process per file version.

    Modules loaded this way are shared by later checks that use the same search path, so their
    symbols are resolved once. Any file changing on disk drops the whole cache (resolutions of
    other modules may point into the old version).
    """
    try:
        st = os.stat(path)
    except OSError:
        return None
    key = (name, path, search_path, target)
    cached = _SOURCE_CACHE.get(key)
    if cached is not None:
        if cached[0] == st.st_mtime_ns and cached[1] == st.st_size:
            return cached[2]
        _SOURCE_CACHE.clear()
        _TREES.clear()
    module = _load_source(name, path, is_stub=is_stub, is_package=is_package, first_party=first_party, text=None,
                          shared=_known_tree(path, st), target=target)
    if module is not None:
        module.shared = True
    if len(_SOURCE_CACHE) > 5000:
        _SOURCE_CACHE.clear()
        _TREES.clear()
    _SOURCE_CACHE[key] = (st.st_mtime_ns, st.st_size, module)
    if module is not None and module.tree is not None:
        _TREES[path] = SharedTree(st.st_mtime_ns, st.st_size, module.tree, True)
    return module


def _load_source(name: str, path: str, *, is_stub: bool, is_package: bool, first_party: bool, text: str | None,
                 shared: SharedTree | None = None, target: Target = RUNNING) -> ModuleSource | None:
    try:
        if text is None:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        if shared is not None and (shared.type_comments or not has_type_comments(text)):
            tree = shared.tree
        else:
            tree = parse_for_check(text, path, text)
    except (OSError, SyntaxError, ValueError, RecursionError):
        return None
    module = ModuleSource(name, path, is_stub, is_package, first_party, tree=tree, target=target)
    index_statements(tree.body, module._index, module.stars, target)
    module.external_attrs = external_attrs(module._index)
    module.future_annotations = has_future_annotations(tree, text)
    note_source_facts(module, text)
    if "global " in text:
        module.global_names = global_names(tree)
    module.dynamic = "__getattr__" in module._index or (
        not is_stub and (any(marker in text for marker in DYNAMIC_MARKERS) or "__all__ +=" in text)
    )
    return module


def has_future_annotations(tree: ast.Module, text: str) -> bool:
    """``from __future__ import annotations`` (at the top, where a future import must be)."""
    if "__future__" not in text:
        return False
    for stmt in tree.body[:8]:
        if type(stmt) is ast.ImportFrom and stmt.module == "__future__" and any(a.name == "annotations" for a in stmt.names):
            return True
    return False


def has_type_comments(text: str) -> bool:
    return _TYPE_COMMENT.search(text) is not None


def parse_for_check(source: str | bytes, path: str, text: str) -> ast.Module:
    """A module's tree as the checker reads it: with its type comments when ``text`` (the
    decoded source) has any, since signature and assignment comments type what they follow.
    A misplaced type comment fails only that kind of parse: the plain tree serves then."""
    if has_type_comments(text):
        try:
            return ast.parse(source, filename=path, type_comments=True)
        except SyntaxError:
            pass
    return ast.parse(source, filename=path)


def note_source_facts(module: ModuleSource, text: str) -> None:
    """What the source text alone tells about a module, so walks that look for a construct
    can skip the modules that never write it."""
    module.has_walrus = ":=" in text
    module.has_yield = "yield" in text
    module.yield_lines = yield_lines(text) if module.has_yield else ()
    module.declares_aliases = "TypeAlias" in text or has_type_statement(text)


def has_type_statement(text: str) -> bool:
    """Whether a line of ``text`` starts (after blanks) with the words of a ``type`` statement."""
    for match in _TYPE_STATEMENT.finditer(text):
        start = match.start()
        if not text[text.rfind("\n", 0, start) + 1 : start].strip(" \t"):
            return True
    return False


def yield_lines(text: str) -> tuple[int, ...]:
    """The 1-based numbers of the lines that contain ``yield``, in order. Lines end where
    Python's tokenizer ends them (not at form feeds, as ``str.splitlines`` would). Found by
    searching for the word and counting the line ends before it, not by splitting the text."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    found: list[int] = []
    line, counted_to = 1, 0
    at = text.find("yield")
    while at >= 0:
        line += text.count("\n", counted_to, at)
        counted_to = at
        if not found or found[-1] != line:
            found.append(line)
        at = text.find("yield", at + 5)
    return tuple(found)


def _split(lines: list[str], indent: str) -> list[list[str]]:
    """Group lines into statements that start at exactly ``indent`` (black-formatted stubs:
    every continuation line is indented deeper or is a closing bracket)."""
    n = len(indent)
    groups: list[list[str]] = []
    current: list[str] = []
    pending_decorator = False
    in_string = False
    for line in lines:
        if '"""' in line and line.count('"""') % 2 == 1:
            was_in_string = in_string
            in_string = not in_string
            if was_in_string:
                current.append(line)
                continue
        elif in_string:
            current.append(line)
            continue
        first = line[n : n + 1]
        starts = (
            line.startswith(indent)
            and first not in ("", " ", "\t", "#", "\n", "\r", ")", "]", "}")
            and not _CONTINUATION.match(line, n)
        )
        if starts and not pending_decorator and current:
            groups.append(current)
            current = []
        if starts:
            pending_decorator = first == "@"
        current.append(line)
    if current:
        groups.append(current)
    return groups


def _skip_decorators(body: str) -> str:
    """The text after leading decorators and comments; a decorator call may span lines
    (``@deprecated(\n    "..."\n)``), up to its closing bracket."""
    while body.startswith(("@", "#")):
        line, _, body = body.partition("\n")
        depth = line.count("(") - line.count(")") if line.startswith("@") else 0
        while depth > 0 and body:
            line, _, body = body.partition("\n")
            depth += line.count("(") - line.count(")")
        body = body.lstrip()
    return body


def _names_in(chunk: str, body: str, target: Target) -> list[str]:
    """Names a statement chunk may bind, found without parsing it."""
    body = _skip_decorators(body)
    if body.startswith(("import ", "from ")):
        return self_index_names(chunk, target)
    names: list[str] = []
    match = _NAME_LINE.match(body)
    if match:
        names.append(match.group(1) or match.group(2))
    if body.startswith(("if ", "try:", "else:", "elif ")):
        for m in _NESTED_NAME.finditer(chunk):
            names.append(m.group(1) or m.group(2))
        if ("import" in chunk or "from" in chunk) and re.search(r"^\s+(?:import|from)\s", chunk, re.M):
            names.extend(self_index_names(chunk, target))
    return names


class LazyClassBody:
    """A stub class body indexed by member name; each member is parsed when first looked up."""

    def __init__(self, members: list[str], target: Target = RUNNING,
                 names: dict[str, list[int]] | None = None) -> None:
        """``names``: what ``member_names`` gave for these members (kept in the stub cache)."""
        self._members = members
        self._target = target
        self._names = member_names(members, target) if names is None else names
        self._parsed: dict[int, dict[str, list[ast.stmt]]] = {}
        self._trees: dict[int, list[ast.stmt]] = {}
        self._cache: dict[str, list[ast.stmt]] = {}
        # The module's renamed imports (ModuleSource.renamed_import), for the members' decorators.
        self.renamed: Callable[[str], str | None] | None = None

    def _tree(self, i: int) -> list[ast.stmt]:
        found = self._trees.get(i)
        if found is None:
            try:
                found = ast.parse(self._members[i]).body
            except SyntaxError:
                found = []
            if self.renamed is not None:
                spell_renamed_decorators(found, self.renamed)
            self._trees[i] = found
        return found

    def get(self, name: str, default: list[ast.stmt] | None = None) -> list[ast.stmt] | None:
        found = self._cache.get(name)
        if found is None:
            found = []
            for i in self._names.get(name, ()):
                index = self._parsed.get(i)
                if index is None:
                    index = {}
                    index_statements(self._tree(i), index, [], self._target)
                    self._parsed[i] = index
                found.extend(index.get(name, ()))
            self._cache[name] = found
        return found if found else default

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and bool(self.get(name))

    def conditional(self, name: str) -> bool:
        """As ``ModuleSource.conditional``: a member of another platform only."""
        if name not in self._names or self.get(name):
            return False
        return any(bound_on_other_platforms(self._members[i], name, self._target) for i in self._names[name])

    def __iter__(self) -> Iterator[str]:
        return iter([n for n in self._names if self.get(n)])

    def statements(self) -> list[ast.stmt]:
        """Every member statement in the order of the stub (the nodes ``get`` gives), for rules
        that read a class body as a whole, such as which names of an enum are its members."""
        return [stmt for i in range(len(self._members)) for stmt in self._tree(i)]

    def candidate_names(self) -> list[str]:
        """The names the body may bind, without parsing a member (``get`` confirms one)."""
        return list(self._names)


def member_names(members: list[str], target: Target) -> dict[str, list[int]]:
    """Which member texts of a stub class may bind which names."""
    names: dict[str, list[int]] = {}
    for i, text in enumerate(members):
        for name in _names_in(text, text.lstrip(), target):
            ids = names.setdefault(name, [])
            if i not in ids:
                ids.append(i)
    return names


def is_class_chunk(text: str) -> bool:
    return text.lstrip("@").startswith("class ") or (text.startswith("@") and "\nclass " in text)


def class_chunk_parts(chunk: str) -> tuple[str, list[str]] | None:
    """A class chunk's header (decorators and ``class`` line, closed with ``...``) and its
    members' texts, dedented; None when the chunk is better parsed whole (one-line class)."""
    lines = chunk.splitlines(keepends=True)
    end = None
    for i, line in enumerate(lines):
        code = line.split("#", 1)[0].rstrip()
        if code.endswith(":") and not line.startswith("@"):
            end = i
            break
        if code.endswith(": ...") and line.startswith("class "):
            return None  # one-line class: parse normally
    if end is None:
        return None
    header = "".join(lines[: end + 1]) + "    ...\n"
    members = ["".join(line[4:] if line.startswith("    ") else line for line in g) for g in _split(lines[end + 1 :], "    ")]
    return header, members


def class_header(header: str) -> ast.ClassDef | None:
    try:
        tree = ast.parse(header)
    except SyntaxError:
        return None
    node = tree.body[0] if tree.body else None
    return node if type(node) is ast.ClassDef else None


def spell_renamed_decorators(stmts: list[ast.stmt], renamed: Callable[[str], str | None]) -> None:
    """A stub's decorators written under a name its ``from ... import X as name`` gave are
    ``X`` to ``callee_name`` (as spellings.record_spellings does for source modules, whose
    trees are whole: a stub is parsed a piece at a time)."""
    pending = list(stmts)
    while pending:  # (decorated statements stand at the top, in class bodies and in ifs only)
        node = pending.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for deco in node.decorator_list:
                head = deco.func if type(deco) is ast.Call else deco
                if type(head) is ast.Name and (real := renamed(head.id)) is not None:
                    resolve_spelling(head, real)
            if type(node) is ast.ClassDef:
                pending.extend(node.body)
        elif type(node) is ast.If:
            pending.extend(node.body)
            pending.extend(node.orelse)


def _class_chunk(chunk: str, target: Target) -> tuple[ast.ClassDef, LazyClassBody] | None:
    """Parse only the header of a class chunk; its members stay text until needed."""
    parts = class_chunk_parts(chunk)
    node = None if parts is None else class_header(parts[0])
    if parts is None or node is None:
        return None
    return node, LazyClassBody(parts[1], target)


def chunk_stub(name: str, path: str, text: str, is_package: bool, target: Target = RUNNING) -> ModuleSource:
    """Split a typeshed stub into top-level statements, indexed by the names they bind."""
    module = ModuleSource(name, path, True, is_package, False)
    module.target = target
    module.has_walrus = module.has_yield = False
    chunks = ["".join(g) for g in _split(text.splitlines(keepends=True), "")]
    names: dict[str, list[int]] = {}
    for i, chunk in enumerate(chunks):
        body = chunk.lstrip()
        if is_star_chunk(chunk):
            collect_stars(chunk, module.stars, target)
        for bound in _names_in(chunk, body, target):
            ids = names.setdefault(bound, [])
            if i not in ids:
                ids.append(i)
    module._chunks = chunks
    module._chunk_names = names
    module.dynamic = "__getattr__" in names
    return module


def is_star_chunk(chunk: str) -> bool:
    return " import *" in _skip_decorators(chunk.lstrip())


def collect_stars(chunk: str, stars: list[ast.ImportFrom], target: Target) -> None:
    """The ``from m import *`` statements of a chunk that apply to ``target``."""
    try:
        index_statements(ast.parse(chunk).body, {}, stars, target)
    except SyntaxError:
        pass


def bound_on_other_platforms(chunk: str, name: str, target: Target) -> bool:
    """Whether a statement chunk binds ``name`` for the target's Python version on some
    platform (its platform tests taken as unknown)."""
    out: dict[str, list[ast.stmt]] = {}
    try:
        index_statements(ast.parse(chunk).body, out, [], target.on_any_platform())
    except SyntaxError:
        return True  # unknown: not questioned
    return name in out


def self_index_names(chunk: str, target: Target = RUNNING) -> list[str]:
    out: dict[str, list[ast.stmt]] = {}
    stars: list[ast.ImportFrom] = []
    try:
        index_statements(ast.parse(chunk).body, out, stars, target)
    except SyntaxError:
        return []
    return list(out)


def _typeshed_root() -> Path | None:
    """The stdlib stubs bundled with the typeshed_client package, located without importing it
    (its import costs more than checking a small module)."""
    spec = importlib.util.find_spec("typeshed_client")
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        root = Path(location) / "typeshed"
        if (root / "VERSIONS").is_file():
            return root
    return None


def _parse_versions(text: str) -> dict[str, tuple[tuple[int, int], tuple[int, int] | None]]:
    out: dict[str, tuple[tuple[int, int], tuple[int, int] | None]] = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or ":" not in line:
            continue
        module, _, span = line.partition(":")
        low, _, high = span.strip().partition("-")
        try:
            lo = tuple(int(x) for x in low.split("."))
            hi = tuple(int(x) for x in high.split(".")) if high.strip() else None
        except ValueError:
            continue
        out[module.strip()] = ((lo[0], lo[1]), (hi[0], hi[1]) if hi else None)
    return out


class StubCache:
    """Process-wide memo of typeshed modules for one target: each stub file is read and
    chunked once."""

    def __init__(self, target: Target = RUNNING, root: Path | None = None) -> None:
        """``root``: a typeshed folder with its VERSIONS file (default: typeshed_client's)."""
        self.target = target
        self._root = root or _typeshed_root()
        self._versions = _parse_versions((self._root / "VERSIONS").read_text(encoding="utf-8")) if self._root else {}
        self._modules: dict[str, ModuleSource | None] = {}
        self._fallback: typeshed_client.SearchContext | None = None

    def _available(self, name: str) -> bool:
        parts = name.split(".")
        for i in range(len(parts), 0, -1):
            entry = self._versions.get(".".join(parts[:i]))
            if entry is not None:
                lo, hi = entry
                version = self.target.version
                return lo <= version and (hi is None or version <= hi)
        return False

    def _path(self, name: str) -> Path | None:
        if self._root is None:
            return self._typeshed_client_path(name)
        if not self._available(name):
            return None
        base = self._root.joinpath(*name.split("."))
        init = base / "__init__.pyi"
        if init.is_file():
            return init
        single = base.with_suffix(".pyi")
        return single if single.is_file() else None

    def _typeshed_client_path(self, name: str) -> Path | None:
        try:
            import typeshed_client  # only when the bundled files cannot be found directly
        except ImportError:
            return None  # no stubs at all: everything from the standard library is Any

        if self._fallback is None:
            self._fallback = typeshed_client.get_search_context(
                search_path=[], version=self.target.version, platform=self.target.platform)
        try:
            found = typeshed_client.get_stub_file(name, search_context=self._fallback)
        except Exception:  # a broken VERSIONS entry must not break checking
            return None
        return Path(found) if found is not None else None

    def get(self, name: str) -> ModuleSource | None:
        if name in self._modules:
            return self._modules[name]
        result: ModuleSource | None = None
        path = self._path(name)
        if path is not None:
            try:
                store = _STUB_STORE
                if store is None:
                    text = path.read_text(encoding="utf-8")
                    result = chunk_stub(name, str(path), text, path.name == "__init__.pyi", self.target)
                else:
                    result = self._through_store(store, name, path)
                result.shared = True
            except OSError:
                result = None
        self._modules[name] = result
        return result

    def _through_store(self, store: StubStore, name: str, path: Path) -> ModuleSource:
        """The stub as a snapshot kept by an earlier process, if the file is unchanged since;
        else read and chunked, with its classes split ahead, and kept for the next."""
        from hintloader.checker import stub_snapshots

        st = os.stat(path)
        stamp = (st.st_mtime_ns, st.st_size)
        key = f"{path}\0{self.target.version}\0{self.target.platform}"
        is_package = path.name == "__init__.pyi"
        payload = store.load_stub(key)
        if payload is not None:
            found = stub_snapshots.restore(payload, name=name, path=str(path), is_package=is_package,
                                           target=self.target, stamp=stamp)
            if found is not None:
                return found
        with path.open(encoding="utf-8") as f:  # the snapshot records the version read
            st = os.fstat(f.fileno())
            text = f.read()
        module = chunk_stub(name, str(path), text, is_package, self.target)
        stub_snapshots.prepare_classes(module)
        store.store_stub(key, stub_snapshots.dump(module, (st.st_mtime_ns, st.st_size)))
        return module


class StubStore(Protocol):
    """Where prepared stubs outlive the process (hintloader.cache.store.Cache). Both methods
    fail open: a problem is a miss, never an error."""

    def load_stub(self, key: str) -> bytes | None: ...

    def store_stub(self, key: str, payload: bytes) -> None: ...


# The store the process's stub caches read and fill; None: every process prepares stubs anew.
_STUB_STORE: StubStore | None = None


def use_stub_store(store: StubStore | None) -> None:
    """Keep prepared stubs in ``store`` from now on (None: keep nothing). Stubs this process has
    already loaded stay as they are."""
    global _STUB_STORE
    _STUB_STORE = store


# One memo per target (a process checks for one target, but tests and tools may ask for more).
_STUBS: dict[Target, StubCache] = {}


def typeshed(target: Target = RUNNING) -> StubCache:
    found = _STUBS.get(target)
    if found is None:
        found = _STUBS[target] = StubCache(target)
    return found


def find_on_path(name: str, search_path: tuple[str, ...]) -> tuple[str, bool, bool, bool] | None:
    """Locate ``name`` statically: (path, is_stub, is_package, first_party) or None.

    Stub-only packages (``pkg-stubs``) win; installed packages need ``py.typed``; a folder on the
    search path that is not site-packages counts as first-party source.
    """
    parts = name.split(".")
    for root in search_path:
        if not root or not os.path.isdir(root):
            continue
        site = "site-packages" in root or "dist-packages" in root
        stub_root = os.path.join(root, parts[0] + "-stubs")
        if os.path.isdir(stub_root):
            found = _find_in(os.path.join(stub_root, *parts[1:]), stubs_only=True)
            if found:
                return found[0], True, found[1], False
        base = os.path.join(root, *parts)
        found = _find_in(base, stubs_only=False)
        if found is None:
            continue
        path, is_package = found
        if site:
            if not os.path.exists(os.path.join(root, parts[0], "py.typed")) and not path.endswith(".pyi"):
                return None
        return path, path.endswith(".pyi"), is_package, not site
    return None


def _find_in(base: str, *, stubs_only: bool) -> tuple[str, bool] | None:
    if os.path.isdir(base):
        for init in ("__init__.pyi", "__init__.py"):
            candidate = os.path.join(base, init)
            if os.path.isfile(candidate) and (not stubs_only or init.endswith(".pyi")):
                return candidate, True
    for ext in (".pyi", ".py"):
        if stubs_only and ext == ".py":
            continue
        candidate = base + ext
        if os.path.isfile(candidate):
            return candidate, False
    return None
