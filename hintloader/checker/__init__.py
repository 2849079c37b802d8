"""Static checking of one module: AST and options in, diagnostics and an interface summary out."""

from __future__ import annotations

import ast
import importlib.util
import os
import time

try:
    # hashlib would load OpenSSL (about 2 ms of a one-module check's start); _blake2 is enough.
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - CPython always ships _blake2
    from hashlib import blake2b

from hintloader.checker.astutil import statements as _walk_statements
from hintloader.checker.deepstack import run_with_deep_stack
from hintloader.codes import CODES
from hintloader.diagnostics import Diagnostic
from hintloader.gcpause import paused_gc
from hintloader.config.options import PackageOptions
from hintloader.results import CheckResult, Dependency
from hintloader.typesystem.model import Type

__all__ = [
    "CheckResult",
    "Dependency",
    "check_module",
    "check_source",
    "decode_source",
    "interface_fingerprint",
]




class _Reporter:
    """Collects findings once each, 1-based, filtered by strictness later."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.found: dict[tuple[int, int, str, str], str | None] = {}
        # Finding -> the first line of the statement it belongs to, when that is another line.
        self.origin_lines: dict[tuple[int, int, str, str], int] = {}
        self.origin_spans: dict[tuple[int, int, str, str], tuple[int, int]] = {}

    def error(self, node: ast.AST, code: str, message: str, origin: ast.AST | None = None, span: ast.AST | None = None) -> None:
        line = getattr(node, "lineno", 1) or 1
        col = (getattr(node, "col_offset", 0) or 0) + 1
        key = (line, col, code, message)
        self.found.setdefault(key, None)
        origin_line = getattr(origin, "lineno", None)
        if origin_line is not None and origin_line != line:
            self.origin_lines[key] = origin_line
        self._span(key, node, span)

    def _span(self, key: tuple[int, int, str, str], node: ast.AST, span: ast.AST | None) -> None:
        # An ignore on any line of this expression covers the finding (mypy's origin span):
        # the expression the finding is about, when not told otherwise.
        if span is None and isinstance(node, ast.expr):
            span = node
        first, last = getattr(span, "lineno", None), getattr(span, "end_lineno", None)
        if first is not None and last is not None and last > first:
            self.origin_spans[key] = (first, last)

    def note(self, node: ast.AST, code: str, message: str) -> None:
        line = getattr(node, "lineno", 1) or 1
        col = (getattr(node, "col_offset", 0) or 0) + 1
        key = (line, col, code, message)
        self.found.setdefault(key, "note")
        self._span(key, node, None)


# Seconds one module's check may take before it is abandoned (fail open). The largest modules
# of mypy's own source (9,000 lines) take a few seconds cold; this is a safety net, not a target.
TIME_BUDGET = 30.0


def check_module(
    tree: ast.Module,
    source: str,
    *,
    path: str,
    module: str | None,
    options: PackageOptions,
    search_path: tuple[str, ...] = (),
    time_budget: float = TIME_BUDGET,
    fingerprints: bool = True,
    type_comments: bool = False,
) -> CheckResult:
    """Check an already parsed module. Never raises: failures become ``internal-error``.

    A check that takes more than ``time_budget`` seconds of CPU time stops the same way: the module then
    loads unchecked instead of holding its import up. Without ``fingerprints`` (nothing will be
    cached) the interface digests of the result are left empty: they cost a dump of every
    signature of the module and its dependencies. With ``type_comments`` the tree came from
    ``stubs.parse_for_check`` (it kept the source's type comments); otherwise a source that has
    type comments is parsed again to read them."""
    # The budget is CPU time of the thread that checks (a load spike or a suspended process
    # spends none of it); a retry on a deep-stack thread gets what the first try left.
    spent = [0.0]

    def run() -> CheckResult:
        start = time.thread_time()
        try:
            return _check(tree, source, path=path, module=module, options=options, search_path=search_path,
                          deadline=start + time_budget - spent[0], fingerprints=fingerprints,
                          type_comments=type_comments)
        finally:
            spent[0] += time.thread_time() - start

    try:
        with paused_gc():
            try:
                return run()
            except RecursionError:  # a very long chain (elif, +, .m()): Python compiles it, so must we
                return run_with_deep_stack(run)
    except Exception as exc:  # fail open: one broken input must not break an import
        from hintloader.checker.program import CheckTimeout

        if isinstance(exc, CheckTimeout):
            message = (f"hintloader stopped checking this module after {time_budget:g} s of CPU time, far longer than "
                       "its size calls for (please report it); it loads unchecked")
        else:
            message = f"hintloader failed on this module: {type(exc).__name__}: {exc}"
        diag = Diagnostic(path, 1, 1, "error", "internal-error", message)
        try:
            fp = interface_fingerprint(tree, path=path, module=module, search_path=search_path) if fingerprints else ""
        except Exception:
            fp = ""
        return CheckResult((diag,), fp, ())


def _check(
    tree: ast.Module, source: str, *, path: str, module: str | None, options: PackageOptions, search_path: tuple[str, ...],
    deadline: float, fingerprints: bool, type_comments: bool,
) -> CheckResult:
    from hintloader.checker.calls import signature_of_callable, try_call
    from hintloader.checker.conditions import target_of
    from hintloader.checker.expressions import FuncCtx
    from hintloader.checker.partials import report_unfilled
    from hintloader.checker.program import Program
    from hintloader.checker.protocols import member_view
    from hintloader.checker.semantic import analyse as analyse_semantics
    from hintloader.checker.spellings import record_spellings
    from hintloader.checker.statements import StatementChecker
    from hintloader.checker.stubs import DYNAMIC_MARKERS, ModuleSource, external_attrs, global_names, has_future_annotations, has_type_comments, index_statements, note_source_facts, parse_for_check
    from hintloader.checker.suppressions import find_suppressions
    from hintloader.checker.symbols import Scope
    from hintloader.checker.variance_inference import inferred_variance

    if not type_comments and has_type_comments(source):
        # The parser keeps type comments only when asked for (a shared tree says it was).
        tree = parse_for_check(source, path, source)
    is_package = os.path.basename(path).startswith("__init__.")
    checked_for = target_of(options.python_version, options.platform)
    current = ModuleSource(module or "", path, path.endswith(".pyi"), is_package, True, tree=tree, target=checked_for)
    index_statements(tree.body, current._index, current.stars, checked_for)
    current.external_attrs = external_attrs(current._index)
    current.future_annotations = has_future_annotations(tree, source)
    note_source_facts(current, source)
    if "global " in source:
        current.global_names = global_names(tree)
    current.dynamic = "__getattr__" in current._index or any(marker in source for marker in DYNAMIC_MARKERS)
    reporter = _Reporter(path)
    prog = Program(current, search_path, reporter)
    prog.deadline = deadline
    prog.strict_generics = options.reports("implicit-any", "strict")
    names = set(current._index)
    ctx = FuncCtx(Scope(current, owner=current.name, bound=frozenset()), names, {}, set(), set(), "module")
    checker = StatementChecker(prog, reporter, ctx)

    def infer_quietly(expr: ast.expr, scope: Scope, expected: Type | None) -> Type:
        # In a class body (``scope.cls``), the class's own names bound before ``expr`` count.
        kind = "class" if scope.cls is not None else "module"
        quiet = StatementChecker(prog, reporter, FuncCtx(scope, set(), {}, set(), set(), kind))
        quiet.quiet = 1
        return quiet.infer(expr, expected)

    prog.infer_quietly = infer_quietly
    prog.signature_of_callable = lambda t: signature_of_callable(checker, t)
    prog.call_quietly = lambda callee, args: try_call(checker, callee, args)
    prog.view_member = lambda r, m, v: member_view(checker, r, m, v)
    prog.infer_variance = lambda name, index: inferred_variance(checker, name, index)
    if current.stars:
        for star in current.stars:
            target = prog.absolute_module(ctx.scope, star.module, star.level)
            if target is None or prog.get_module(target) is None:
                current.dynamic = True
    # A whole-file ignore stands before any code, a docstring included (the spec; mypy too).
    first_line = tree.body[0].lineno if tree.body else None
    sup = find_suppressions(source, first_line)
    prog.assignment_ignored_lines = sup.lines_silencing("assignment")
    try:
        record_spellings(prog, current)
        analyse_semantics(tree, prog, reporter, ctx.scope, source, options.ignores_missing_import)
        checker.check_block(tree.body)
        report_unfilled(checker, tree.body)  # module-level ``x = []`` nothing filled
    finally:
        prog.release()

    diagnostics: list[Diagnostic] = []
    for key, severity in reporter.found.items():
        line, col, code, message = key
        info = CODES.get(code)
        if info is None:
            code, info = "misc", CODES["misc"]
        if not options.reports(code, info.strictness):
            continue
        origin_line = reporter.origin_lines.get(key)
        if code not in ("reveal-type",) and sup.suppresses_at(line, origin_line, code):
            continue
        spanned = reporter.origin_spans.get(key)
        if spanned is not None and any(sup.suppresses(at, code) for at in range(spanned[0], spanned[1] + 1)):
            continue
        diagnostics.append(Diagnostic(path, line, col, "note" if severity == "note" else info.severity, code, message))
        is_error = severity != "note" and info.severity == "error"
        uncovered = sup.not_covering(line, origin_line) if is_error and sup.lines else None
        if uncovered is not None:
            diagnostics.append(Diagnostic(path, line, col, "note", code,
                                          f'Error code "{code}" not covered by "{uncovered}" comment'))
    if options.reports("unused-ignore", "strict") and not sup.whole_file and sup.lines:
        from hintloader.checker.ignores import unused_ignores

        for line, message in unused_ignores(sup.lines, sup.used, tree):
            diagnostics.append(Diagnostic(path, line, None, "warning", "unused-ignore", message))
    diagnostics.sort(key=Diagnostic.sort_key)
    deps: list[Dependency] = []
    for src in sorted(prog.used_first_party.values(), key=lambda s: s.name):
        if fingerprints and not src.fingerprint and src.tree is not None:
            src.fingerprint = _fingerprint_tree(src.tree)
        deps.append(Dependency(src.name, src.path, src.fingerprint if fingerprints else ""))
    return CheckResult(tuple(diagnostics), _fingerprint_tree(tree) if fingerprints else "", tuple(deps))


def interface_fingerprint(
    tree: ast.Module, *, path: str, module: str | None, search_path: tuple[str, ...] = ()
) -> str:
    """The interface digest of a module without checking its bodies (for cache validation)."""
    return _fingerprint_tree(tree)


def _fingerprint_tree(tree: ast.Module) -> str:

    parts: list[str] = []
    for stmt in tree.body:
        _fingerprint_stmt(stmt, parts, "")
    return blake2b("\n".join(parts).encode(), digest_size=16).hexdigest()


def _fingerprint_stmt(stmt: ast.stmt, parts: list[str], prefix: str) -> None:
    """Signatures, class headers, declarations and imports; never function bodies."""
    dump = ast.dump
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        a = stmt.args
        sig = [f"{x.arg}:{dump(x.annotation) if x.annotation is not None else ''}" for x in a.posonlyargs + a.args]
        sig.append(f"*{a.vararg.arg}:{dump(a.vararg.annotation) if a.vararg.annotation else ''}" if a.vararg else "*")
        sig += [f"{x.arg}:{dump(x.annotation) if x.annotation is not None else ''}" for x in a.kwonlyargs]
        sig.append(f"**{a.kwarg.arg}:{dump(a.kwarg.annotation) if a.kwarg.annotation else ''}" if a.kwarg else "**")
        sig.append(f"defaults:{len(a.posonlyargs)}/{len(a.defaults)}/{sum(d is not None for d in a.kw_defaults)}")
        ret = dump(stmt.returns) if stmt.returns is not None else ""
        decos = ",".join(dump(d) for d in stmt.decorator_list) if stmt.decorator_list else ""
        kind = "async def" if type(stmt) is ast.AsyncFunctionDef else "def"
        parts.append(f"{kind} {prefix}{stmt.name}({','.join(sig)})->{ret}@{decos}#{stmt.type_comment or ''}")
        if prefix:
            # Attributes a method assigns through self are part of the class interface.
            for sub in _walk_statements(stmt.body):
                if type(sub) is ast.AnnAssign and type(sub.target) is ast.Attribute:
                    parts.append(f"attr {prefix}{sub.target.attr}:{dump(sub.annotation)}")
                elif type(sub) is ast.Assign:
                    for t in sub.targets:
                        if type(t) is ast.Attribute and type(t.value) is ast.Name and t.value.id == "self":
                            parts.append(f"attr {prefix}{t.attr}")
        return
    if type(stmt) is ast.ClassDef:
        bases = ",".join(dump(b) for b in stmt.bases + [k.value for k in stmt.keywords])
        decos = ",".join(dump(d) for d in stmt.decorator_list)
        parts.append(f"class {prefix}{stmt.name}({bases})@{decos}")
        for sub in stmt.body:
            _fingerprint_stmt(sub, parts, f"{prefix}{stmt.name}.")
        return
    if type(stmt) is ast.AnnAssign:
        target = dump(stmt.target)
        value = _value_shape(stmt.value) if stmt.value is not None else ""
        parts.append(f"{prefix}{target}:{dump(stmt.annotation)}={value}")
        return
    if isinstance(stmt, (ast.Assign, ast.AugAssign)):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
        comment = getattr(stmt, "type_comment", None) or ""
        parts.append(f"{prefix}{','.join(dump(t) for t in targets)}={_value_shape(stmt.value)}#{comment}")
        return
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        names = ",".join(f"{a.name} as {a.asname}" for a in stmt.names)
        module = getattr(stmt, "module", "") or ""
        parts.append(f"{prefix}import {'.' * getattr(stmt, 'level', 0)}{module}:{names}")
        return
    if isinstance(stmt, (ast.If, ast.Try)):
        if type(stmt) is ast.If:
            parts.append(prefix + "if " + dump(stmt.test))
        for block in (stmt.body, stmt.orelse, getattr(stmt, "finalbody", [])):
            for s in block:
                _fingerprint_stmt(s, parts, prefix)
        for handler in getattr(stmt, "handlers", []):
            for s in handler.body:
                _fingerprint_stmt(s, parts, prefix)


def _value_shape(value: ast.expr) -> str:
    """Enough of an assigned value to notice a change of its inferred type, cheaply."""
    if isinstance(value, (ast.Constant, ast.Name, ast.Attribute)):
        return ast.dump(value)
    if type(value) is ast.Call:
        return "call " + ast.dump(value.func)
    if type(value) is ast.Subscript:
        return "sub " + ast.dump(value.value)
    return type(value).__name__


def decode_source(source: bytes) -> str:
    """Source bytes as text the way Python reads them (coding cookie, BOM); never raises."""
    try:
        return importlib.util.decode_source(source)
    except (SyntaxError, UnicodeDecodeError, LookupError):
        return source.decode("utf-8", errors="replace")


def check_source(
    source: str | bytes,
    *,
    path: str = "<string>",
    module: str | None = None,
    options: PackageOptions | None = None,
    search_path: tuple[str, ...] = (),
) -> list[Diagnostic]:
    """Parse and check source text; a SyntaxError becomes one ``syntax`` diagnostic."""
    from hintloader.checker.stubs import parse_for_check

    if options is None:
        options = PackageOptions()
    text = decode_source(source) if isinstance(source, bytes) else source
    try:
        tree = parse_for_check(source, path, text)
    except SyntaxError as exc:
        return [Diagnostic.from_syntax_error(path, exc)]
    except (ValueError, RecursionError, MemoryError) as exc:
        return [Diagnostic(path, 1, None, "error", "syntax", str(exc))]
    return list(check_module(tree, text, path=path, module=module, options=options, search_path=search_path,
                             fingerprints=False, type_comments=True).diagnostics)

