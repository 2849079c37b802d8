"""Imports go one way: a module imports only from its own layer or a lower one."""

from __future__ import annotations

import ast
import fnmatch
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "hintloader"

# First matching pattern wins. 0 type model, 1 data, 2 analysis, 3 edges, 4 entry points.
LAYERS: list[tuple[str, int]] = [
    ("hintloader.typesystem", 0),
    ("hintloader.typesystem.*", 0),
    ("hintloader._version", 1),
    ("hintloader.codes", 1),
    ("hintloader.diagnostics", 1),
    ("hintloader.options", 1),
    ("hintloader.errors", 1),
    ("hintloader.record", 1),
    ("hintloader.results", 1),
    ("hintloader.gcpause", 1),
    ("hintloader.checker", 2),
    ("hintloader.checker.overloads", 2),
    ("hintloader.checker.typeddicts", 2),
    ("hintloader.checker.transforms", 2),
    ("hintloader.checker.guards", 2),
    ("hintloader.checker.writes", 2),
    ("hintloader.checker.finals", 2),
    ("hintloader.checker.typeddict_classes", 2),
    ("hintloader.checker.typeddict_patterns", 2),
    ("hintloader.checker.typeddict_methods", 2),
    ("hintloader.checker.*", 2),
    ("hintloader.runtime", 2),
    ("hintloader.runtime.*", 2),
    ("hintloader.config*", 3),
    ("hintloader.cache", 3),
    ("hintloader.cache.*", 3),
    ("hintloader.report", 3),
    ("hintloader.report.*", 3),
    ("hintloader.importing", 3),
    ("hintloader.importing.*", 3),
    ("hintloader.checkrun*", 3),
    ("hintloader.cli*", 4),
    ("hintloader.__main__", 4),
    ("hintloader.startup", 4),
    ("hintloader.runner", 4),
    ("hintloader.pytest_plugin*", 4),
    ("hintloader.api", 4),
    ("hintloader", 4),
]


def layer_of(module: str) -> int | None:
    for pattern, layer in LAYERS:
        if fnmatch.fnmatchcase(module, pattern):
            return layer
    return None


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: Path, name: str) -> set[str]:
    """Every hintloader module imported anywhere in the file, function-local ones included."""
    tree = ast.parse(path.read_text(), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            if base != "hintloader":  # `from hintloader import report` imports the submodule
                found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


SOURCES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_module_has_a_layer_and_imports_only_downward(path: Path) -> None:
    name = module_name(path)
    own = layer_of(name)
    assert own is not None, f"{name} has no layer: add it to LAYERS (and to DESIGN's table)"
    for imported in sorted(imported_modules(path, name)):
        top = imported.partition(".")[0]
        if top != "hintloader":
            if own == 0:
                assert top in sys.stdlib_module_names or top == "__future__", (
                    f"{name} (type model) imports non-stdlib {imported}"
                )
            continue
        target = layer_of(imported)
        if target is None:
            continue  # a name imported from a module, e.g. hintloader.errors.HintError
        assert target <= own, f"{name} (layer {own}) imports {imported} (layer {target})"


def test_every_module_starts_with_a_one_line_docstring() -> None:
    missing = []
    for path in SOURCES:
        doc = ast.get_docstring(ast.parse(path.read_text()))
        if not doc or not doc.splitlines()[0].strip():
            missing.append(str(path.relative_to(PACKAGE)))
    assert not missing, f"modules without a docstring: {missing}"
