"""Static checking of one module: AST and options in, diagnostics and an interface summary out."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from hintloader.diagnostics import Diagnostic
from hintloader.options import PackageOptions


@dataclass(frozen=True, slots=True)
class Dependency:
    """A first-party module whose interface the check relied on."""

    module: str
    path: str
    interface_fingerprint: str


@dataclass(frozen=True, slots=True)
class CheckResult:
    diagnostics: tuple[Diagnostic, ...]
    # Digest of the module's public names and their declared types (not function bodies).
    interface_fingerprint: str
    dependencies: tuple[Dependency, ...] = ()


def check_module(
    tree: ast.Module,
    source: str,
    *,
    path: str,
    module: str | None,
    options: PackageOptions,
    search_path: tuple[str, ...] = (),
) -> CheckResult:
    """Check an already parsed module. Never raises: failures become ``internal-error``."""
    raise NotImplementedError  # replaced by the checker implementation


def interface_fingerprint(
    tree: ast.Module, *, path: str, module: str | None, search_path: tuple[str, ...] = ()
) -> str:
    """The interface digest of a module without checking its bodies (for cache validation)."""
    raise NotImplementedError
