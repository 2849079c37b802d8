"""Helpers for the cache tests: fake check results and a fingerprint stand-in."""

from __future__ import annotations

import ast
import hashlib

from hintloader.checker import CheckResult, Dependency
from hintloader.diagnostics import Diagnostic
from hintloader.options import PackageOptions

OPTIONS = PackageOptions()


def signature_fingerprint(
    tree: ast.Module, *, path: str, module: str | None, search_path: tuple[str, ...] = ()
) -> str:
    """Stand-in for the checker's interface_fingerprint: top-level signatures, no bodies."""
    parts: list[str] = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            returns = ast.dump(node.returns) if node.returns else ""
            parts.append(f"def {node.name}{ast.dump(node.args)}->{returns}")
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            parts.append(f"{node.target.id}:{ast.dump(node.annotation)}")
        elif isinstance(node, ast.ClassDef):
            parts.append(f"class {node.name}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def fingerprint_of(source: bytes, path: str) -> str:
    return signature_fingerprint(ast.parse(source), path=path, module=None)


def result(
    path: str,
    *,
    interface: str = "iface",
    dependencies: tuple[Dependency, ...] = (),
    diagnostics: tuple[Diagnostic, ...] | None = None,
) -> CheckResult:
    if diagnostics is None:
        diagnostics = (
            Diagnostic(path, 3, 5, "error", "arg-type", "Argument 1 has incompatible type"),
            Diagnostic(path, 7, None, "note", "note-code", "See here", end_line=8, end_column=2),
        )
    return CheckResult(diagnostics, interface, dependencies)
