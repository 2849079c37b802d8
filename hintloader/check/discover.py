"""Which files a check covers: the paths given, minus skipped and ignored folders, each named as a module."""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from hintloader.check.gitignore import (
    IgnoreRule,
    gitignored,
    inherited_rules,
    read_gitignore,
)

SKIPPED_DIRS = frozenset(
    {".git", ".hg", ".svn", ".tox", ".nox", ".venv", "venv", "__pycache__", "node_modules",
     ".mypy_cache", ".pytest_cache", ".hintloader_cache", "build", "dist", "site-packages"}
)

@dataclass(frozen=True, slots=True)
class SourceFile:
    path: str  # as the user will see it in diagnostics
    module: str
    search_root: str  # the folder the module name is relative to

    @property
    def absolute(self) -> str:
        """The path the checker and cache see: the checker names dependencies by absolute
        path, and the import hook caches under absolute paths, so entries are shared."""
        return os.path.abspath(self.path)


PackageMemo = dict[str, tuple[tuple[str, ...], str]]


def _package_of(folder: str, memo: PackageMemo) -> tuple[tuple[str, ...], str]:
    """(the package names from the search root down to ``folder``, the search root)."""
    known = memo.get(folder)
    if known is None:
        parent, name = os.path.split(folder)
        if name and (os.path.isfile(os.path.join(folder, "__init__.py"))
                     or os.path.isfile(os.path.join(folder, "__init__.pyi"))):
            parts, root = _package_of(parent, memo)
            known = (*parts, name), root
        else:
            known = (), folder
        memo[folder] = known
    return known


def module_name_for(path: str, memo: PackageMemo | None = None) -> tuple[str, str]:
    """The dotted module name of a file, walking up through package folders."""
    folder, filename = os.path.split(os.path.abspath(path))
    stem = filename[:-4] if filename.endswith(".pyi") else filename.removesuffix(".py")
    packages, root = _package_of(folder, {} if memo is None else memo)
    parts = packages if stem == "__init__" else (*packages, stem)
    return ".".join(parts) or stem, root


# A package's own files are read this far looking for an absolute import of it (see below).
_NAMESPACE_EVIDENCE_FILES = 64


def in_namespace_packages(files: Sequence[SourceFile]) -> list[SourceFile]:
    """The files renamed into the namespace packages they live in.

    A folder without ``__init__.py`` ends the walk up in :func:`module_name_for`, yet it may be a
    namespace package: poetry-core is ``poetry/core/...`` with no ``poetry/__init__.py``. Named
    ``core.x``, each file would be reached again as ``poetry.core.x`` by the package's own
    imports, a second module whose classes are foreign to the first's. A package is put under
    the folder when its own files import it so (``from poetry.core.x import y``); a plain source
    folder (``src/``) never is, as nothing imports ``src.mypkg``."""
    groups: dict[tuple[str, str], list[int]] = {}
    for index, source_file in enumerate(files):
        top = source_file.module.partition(".")[0]
        groups.setdefault((source_file.search_root, top), []).append(index)
    renamed = list(files)
    for (root, top), members in groups.items():
        prefix = ""
        while True:
            parent, namespace = os.path.split(root)
            if not (namespace.isidentifier() and parent) or not _imports_itself_under(
                    f"{namespace}.{prefix}{top}", [files[i].path for i in members]):
                break
            prefix, root = f"{namespace}.{prefix}", parent
        if prefix:
            for i in members:
                renamed[i] = SourceFile(files[i].path, prefix + files[i].module, root)
    return renamed


def _imports_itself_under(dotted: str, paths: Sequence[str]) -> bool:
    pattern = re.compile(rb"^[ \t]*(?:from|import)[ \t]+" + re.escape(dotted.encode()) + rb"\b", re.MULTILINE)
    for path in paths[:_NAMESPACE_EVIDENCE_FILES]:
        try:
            with open(path, "rb") as f:
                if pattern.search(f.read()):
                    return True
        except OSError:
            continue  # reported when the file is checked
    return False


def _excluded(path: str, patterns: Sequence[str], root: str | None = None) -> bool:
    """``exclude`` globs match the path as given, relative to the project root, or a name."""
    if not patterns:
        return False
    candidates = {path.replace(os.sep, "/")}
    if root is not None:
        relative = os.path.relpath(os.path.abspath(path), root)
        if not relative.startswith(".."):
            candidates.add(relative.replace(os.sep, "/"))
    name = os.path.basename(path)
    for p in patterns:
        p = p.rstrip("/")
        if fnmatch.fnmatchcase(name, p):
            return True
        for normal in candidates:
            if (fnmatch.fnmatchcase(normal, p) or fnmatch.fnmatchcase(normal, f"*/{p}")
                    or fnmatch.fnmatchcase(normal, f"{p}/*")
                    or fnmatch.fnmatchcase(normal, f"*/{p}/*")):
                return True
    return False


# -- discovery ----------------------------------------------------------------------------------

def _walk(top: str, exclude: Sequence[str], root: str | None) -> Iterator[str]:
    """The .py files (and, beside them, .pyi stubs without a .py of their own) under ``top``
    in a stable order, pruning skipped and ignored folders."""
    absolute_top = os.path.abspath(top)
    start_rules = inherited_rules(absolute_top)
    rules_by_folder: dict[str, list[IgnoreRule]] = {}
    for folder, dirs, files in os.walk(top):
        absolute = os.path.abspath(folder)
        parent_rules = rules_by_folder.get(os.path.dirname(absolute), start_rules)
        if absolute == absolute_top:
            parent_rules = start_rules
        rules = parent_rules + read_gitignore(absolute) if ".gitignore" in files else parent_rules
        rules_by_folder[absolute] = rules
        dirs[:] = sorted(
            d for d in dirs
            if d not in SKIPPED_DIRS and not d.startswith(".")
            and not d.endswith(".egg-info")
            and not gitignored(os.path.join(absolute, d), True, rules)
            and not _excluded(os.path.join(folder, d), exclude, root)
        )
        present = set(files)
        with_sources = any(name.endswith(".py") for name in files)
        for name in sorted(files):
            # A stub is a module of its own when no .py sits beside it (a .py is what runs), in
            # a folder of sources: a folder of stubs only (typeshed's, vendored) is not a
            # project's code, and checking it would make its modules shadow installed ones.
            source = name.endswith(".py") or (with_sources and name.endswith(".pyi") and name[:-1] not in present)
            if source and not gitignored(os.path.join(absolute, name), False, rules):
                yield os.path.join(folder, name)


def discover(
    paths: Iterable[str], exclude: Sequence[str] = (), root: str | None = None
) -> Iterator[SourceFile]:
    """Every .py file named or under a named folder, in a stable order, each once.

    Files named explicitly are checked even when .gitignore covers them; ``exclude`` applies
    to everything, so a pre-commit hook (which names files) honours it too."""
    seen: set[str] = set()
    # Per-folder memos: a tree of thousands of files has far fewer folders.
    real_folders: dict[str, str] = {}
    packages: PackageMemo = {}
    for given in paths:
        candidates = _walk(given, exclude, root) if os.path.isdir(given) else iter([given])
        for path in candidates:
            folder, name = os.path.split(path)
            real = real_folders.get(folder)
            if real is None:
                real = real_folders[folder] = os.path.realpath(folder or os.curdir)
            key = os.path.realpath(path) if os.path.islink(path) else os.path.join(real, name)
            if key in seen or _excluded(os.path.normpath(path), exclude, root):
                continue
            seen.add(key)
            module, search_root = module_name_for(path, packages)
            yield SourceFile(os.path.normpath(path), module, search_root)
