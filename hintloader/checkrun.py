"""The check command's work: find the files under the given paths and check each one."""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from hintloader.codes import INTERNAL_ERROR, SYNTAX
from hintloader.diagnostics import Diagnostic
from hintloader.options import Options
from hintloader.pipeline import CacheLike, Pipeline

_SKIPPED_DIRS = frozenset(
    {".git", ".hg", ".svn", ".tox", ".nox", ".venv", "venv", "__pycache__", "node_modules",
     ".mypy_cache", ".pytest_cache", ".hintloader_cache", "build", "dist", "site-packages"}
)


@dataclass(frozen=True, slots=True)
class SourceFile:
    path: str  # as the user will see it in diagnostics
    module: str
    search_root: str  # the folder the module name is relative to


def module_name_for(path: str) -> tuple[str, str]:
    """The dotted module name of a file, walking up through package folders."""
    folder, filename = os.path.split(os.path.abspath(path))
    stem = filename[:-4] if filename.endswith(".pyi") else filename.removesuffix(".py")
    parts = [] if stem == "__init__" else [stem]
    while os.path.isfile(os.path.join(folder, "__init__.py")) or os.path.isfile(
        os.path.join(folder, "__init__.pyi")
    ):
        folder, package = os.path.split(folder)
        parts.insert(0, package)
        if not package:
            break
    return ".".join(parts) or stem, folder


def _excluded(path: str, patterns: Sequence[str]) -> bool:
    normal = path.replace(os.sep, "/")
    return any(
        fnmatch.fnmatchcase(normal, p) or fnmatch.fnmatchcase(os.path.basename(path), p)
        or fnmatch.fnmatchcase(normal, f"*/{p}") or fnmatch.fnmatchcase(normal, f"{p}/*")
        or fnmatch.fnmatchcase(normal, f"*/{p}/*")
        for p in patterns
    )


def discover(paths: Iterable[str], exclude: Sequence[str] = ()) -> Iterator[SourceFile]:
    """Every .py file named or under a named folder, in a stable order, each once."""
    seen: set[str] = set()
    for given in paths:
        if os.path.isdir(given):
            candidates: list[str] = []
            for folder, dirs, files in os.walk(given):
                dirs[:] = sorted(
                    d for d in dirs
                    if d not in _SKIPPED_DIRS and not d.startswith(".")
                    and not d.endswith(".egg-info")
                    and not _excluded(os.path.join(folder, d), exclude)
                )
                candidates.extend(
                    os.path.join(folder, f) for f in sorted(files) if f.endswith(".py")
                )
        else:
            candidates = [given]
        for path in candidates:
            key = os.path.realpath(path)
            if key in seen or _excluded(os.path.normpath(path), exclude):
                continue
            seen.add(key)
            module, root = module_name_for(path)
            yield SourceFile(os.path.normpath(path), module, root)


def check_file(source_file: SourceFile, pipeline: Pipeline) -> list[Diagnostic]:
    """Check one file; unreadable or unparsable files become diagnostics, never exceptions."""
    path = source_file.path
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        return [Diagnostic(path, 1, None, "error", INTERNAL_ERROR.name,
                           f"cannot read file: {exc.strerror or exc}")]
    try:
        compile(data, path, "exec", dont_inherit=True, flags=0x400)  # ast.PyCF_ONLY_AST
    except SyntaxError as exc:
        return [syntax_diagnostic(path, exc)]
    except ValueError as exc:  # null bytes
        return [Diagnostic(path, 1, None, "error", SYNTAX.name, str(exc))]
    try:
        outcome = pipeline.analyse(data, path=path, module=source_file.module)
    except Exception as exc:  # the checker promises not to raise; be safe anyway
        return [Diagnostic(path, 1, None, "error", INTERNAL_ERROR.name,
                           f"{type(exc).__name__}: {exc}")]
    return list(outcome.diagnostics)


def syntax_diagnostic(path: str, exc: SyntaxError) -> Diagnostic:
    return Diagnostic(
        path, exc.lineno or 1, exc.offset if exc.offset else None, "error", SYNTAX.name,
        exc.msg,
    )


@dataclass(frozen=True, slots=True)
class CheckRun:
    diagnostics: tuple[Diagnostic, ...]
    files_checked: int


def check_paths(
    paths: Sequence[str], options: Options, cache: CacheLike | None = None
) -> CheckRun:
    files = list(discover(paths, options.exclude))
    roots = tuple(dict.fromkeys(f.search_root for f in files))
    pipeline = Pipeline(options, cache, search_roots=roots)
    diagnostics: list[Diagnostic] = []
    for source_file in files:
        if options.for_module(source_file.module).mode == "off":
            continue
        diagnostics.extend(check_file(source_file, pipeline))
    return CheckRun(tuple(diagnostics), len(files))
