"""Imports that cannot be followed: ``import-not-found`` and ``import-untyped``, in mypy's words."""

from __future__ import annotations

import ast
import os
import sys
from collections.abc import Callable
from typing import Literal

from hintloader.checker import stdlib_folders
from hintloader.checker.program import Program
from hintloader.checker.semantic.redefinitions import Binding
from hintloader.checker.semantic.stub_packages import stub_distribution
from hintloader.checker.symbols import Reporter, Scope

__all__ = ["ImportChecker", "missing_reason"]

MissingReason = Literal["untyped", "missing"]
_EXTENSION_SUFFIXES = (".so", ".pyd")
# Third-party modules whose stubs mypy ships with itself: mypy never reports them missing.
_BUNDLED_BY_MYPY = frozenset({"mypy_extensions"})


class ImportChecker:
    """Reports the modules an import statement names that the program cannot follow, and says
    what each imported name is bound to (for the redefinition rule)."""

    def __init__(self, prog: Program, reporter: Reporter, ignored: Callable[[str], bool]) -> None:
        self.prog = prog
        self.reporter = reporter
        self.ignored = ignored
        # Where modules are looked for. Without it (a bare ``check_source``) nothing is known
        # about the environment, and a module that is not in typeshed is only unknown.
        self.search_path = prog.search_path
        self._reasons: dict[str, MissingReason | None] = {}

    def import_(self, node: ast.Import) -> list[tuple[str, Binding]]:
        bound: list[tuple[str, Binding]] = []
        for alias in node.names:
            resolved = self._follow(alias.name, node)
            if alias.asname is not None:
                name, module = alias.asname, alias.name
            else:
                name = module = alias.name.partition(".")[0]
                resolved = resolved or self.prog.get_module(module) is not None
            bound.append((name, Binding("module", node.lineno, module) if resolved else Binding("unresolved", node.lineno)))
        return bound

    def import_from(self, node: ast.ImportFrom, scope: Scope) -> list[tuple[str, Binding]]:
        names = [alias for alias in node.names if alias.name != "*"]
        if node.module == "__future__" and node.level == 0:
            return []
        target = self.prog.absolute_module(scope, node.module, node.level)
        module = self._follow(target, node) if target is not None else False
        bound: list[tuple[str, Binding]] = []
        for alias in names:
            name = alias.asname or alias.name
            if not module or target is None:
                bound.append((name, Binding("unresolved", node.lineno)))
                continue
            source = self.prog.get_module(target)
            if source is scope.module:
                # ``from . import sub`` in a package, ``from .live import Live`` in live.py.
                own = f"{target}.{alias.name}"
                module_binding = self.prog.get_module(own) is not None
                bound.append((name, Binding("module" if module_binding else "imported", node.lineno, own)))
                continue
            sym = self.prog.module_symbol(source, alias.name) if source is not None else None
            if sym is not None and sym.kind == "module":
                bound.append((name, Binding("module", node.lineno, sym.module_name)))
            elif sym is not None and sym.kind != "unknown":
                bound.append((name, Binding("imported", node.lineno, sym.fullname, is_class=sym.kind == "class")))
            elif self.prog.get_module(f"{target}.{alias.name}") is not None:
                bound.append((name, Binding("module", node.lineno, f"{target}.{alias.name}")))
            else:
                bound.append((name, Binding("unresolved", node.lineno)))
        return bound

    def _follow(self, name: str, node: ast.stmt) -> bool:
        """Whether ``name`` resolves; if not, report it, and for ``import a.b`` each missing
        parent too (mypy imports every prefix of the dotted name, and ``from a.b import c`` only
        ``a.b``). Each module is reported once per file, at its first import."""
        if self.prog.get_module(name) is not None:
            return True
        if not self.search_path:
            return False
        parts = name.split(".") if type(node) is ast.Import else [name]
        for end in range(len(parts), 0, -1):
            prefix = ".".join(parts[:end])
            if end < len(parts) and self.prog.get_module(prefix) is not None:
                break
            self._report(prefix, node)
        return False

    def _report(self, name: str, node: ast.stmt) -> None:
        if name in self._reasons:
            return
        reason = self._reasons[name] = missing_reason(name, self.search_path,
                                                      lambda top: self.prog.get_module(top) is not None)
        if reason is None or self.ignored(name):
            return
        dist = stub_distribution(name)
        if dist is not None:
            self.reporter.error(node, "import-untyped", f'Library stubs not installed for "{name}"')
            self.reporter.note(node, "import-untyped", f'Hint: "python3 -m pip install {dist}"')
        elif reason == "untyped":
            self.reporter.error(node, "import-untyped", f'Skipping analyzing "{name}": module is installed, but missing library stubs or py.typed marker')
        else:
            self.reporter.error(node, "import-not-found", f'Cannot find implementation or library stub for module named "{name}"')


def missing_reason(name: str, search_path: tuple[str, ...],
                   stdlib_known: Callable[[str], bool] = lambda top: False) -> MissingReason | None:
    """Why a module the checker cannot read has no types: installed without them ("untyped"),
    or not there at all ("missing"); None when it exists in a form no checker reads (the
    interpreter's own modules, a first-party extension module or namespace folder) or when the
    search path holds archives this look cannot see into. ``stdlib_known`` says whether typeshed
    has a standard library module."""
    top = name.partition(".")[0]
    if top in _BUNDLED_BY_MYPY:
        return None
    parts = name.split(".")
    if top in sys.stdlib_module_names or top in sys.builtin_module_names:
        # The standard library is read from typeshed: a submodule that neither typeshed nor this
        # interpreter has is missing (``os.nope``); one only the interpreter has (``re._parser``)
        # or a module typeshed lacks altogether is the interpreter's own affair.
        if "." not in name or not stdlib_known(top):
            return None
        return None if any(_exists(os.path.join(d, *parts)) for d in stdlib_folders.STDLIB_DIRS) else "missing"
    for root in search_path:
        if not root or not os.path.isdir(root):
            if root and os.path.isfile(root):
                return None  # a zip or egg on the path: it may hold the module
            continue
        base = os.path.join(root, *parts)
        if _exists(base):
            site = "site-packages" in root or "dist-packages" in root
            return "untyped" if site else None
        if any(_extension(os.path.join(root, *parts[:end])) for end in range(1, len(parts))):
            return None  # a submodule a compiled module makes at run time (``pkg._native.sub``)
    return "missing"


def _exists(base: str) -> bool:
    return os.path.isdir(base) or os.path.isfile(base + ".py") or os.path.isfile(base + ".pyi") or _extension(base)


def _extension(base: str) -> bool:
    """A compiled module (``name.cpython-311-x86_64-linux-gnu.so``, ``name.pyd``) at ``base``."""
    folder, stem = os.path.split(base)
    try:
        entries = os.listdir(folder)
    except OSError:
        return False
    return any(e.startswith(stem + ".") and e.endswith(_EXTENSION_SUFFIXES) for e in entries)
