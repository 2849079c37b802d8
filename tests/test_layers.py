"""The architecture, stated by folder: imports go one way, and folders keep their private names."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "hintloader"

# 0 type system, 1 data, 2 analysis, 3 edges, 4 entry points (DESIGN.md's table).
FOLDER_LAYERS: dict[str, int] = {
    "typesystem": 0,
    "checker": 2,
    "runtime": 2,
    "config": 3,
    "cache": 3,
    "report": 3,
    "importing": 3,
    "check": 3,
}
# Modules of the top folder, and the exceptions inside a folder (the first match wins).
MODULE_LAYERS: dict[str, int] = {
    "config.options": 1,
    "_version": 1,
    "codes": 1,
    "diagnostics": 1,
    "errors": 1,
    "record": 1,
    "results": 1,
    "gcpause": 1,
    "": 4,  # hintloader itself: the lazy public API
    "__main__": 4,
    "api": 4,
    "cli": 4,
    "pytest_plugin": 4,
    "runner": 4,
    "mainscript": 4,
    "startup": 4,
    "replay": 4,
    "warmstart": 4,
}


def relative_name(module: str) -> str:
    return module.removeprefix("hintloader").removeprefix(".")


def folder_of(module: str) -> str:
    """The part a module belongs to: its subpackage, or "" for the top folder."""
    first = relative_name(module).partition(".")[0]
    return first if first in FOLDER_LAYERS else ""


def layer_of(module: str) -> int | None:
    name = relative_name(module)
    if name in MODULE_LAYERS:
        return MODULE_LAYERS[name]
    return FOLDER_LAYERS.get(folder_of(module)) if folder_of(module) else None


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_module(dotted: str) -> bool:
    base = PACKAGE.parent.joinpath(*dotted.split("."))
    return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()


def imports(path: Path, name: str) -> list[tuple[str, str | None]]:
    """(module, imported name or None) for every hintloader import in the file, function-local
    ones included; ``from hintloader.report import render`` is the module hintloader.report.render."""
    tree = ast.parse(path.read_text(), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((alias.name, None) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.append((submodule, None) if is_module(submodule) else (base, alias.name))
    return [(module, imported) for module, imported in found if module.partition(".")[0] == "hintloader"]


SOURCES = sorted(PACKAGE.rglob("*.py"))
IDS = [str(p.relative_to(PACKAGE)) for p in SOURCES]


def test_every_folder_of_the_package_has_a_layer() -> None:
    folders = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert folders == set(FOLDER_LAYERS), "a new folder needs its layer here and in DESIGN.md"


@pytest.mark.parametrize("path", SOURCES, ids=IDS)
def test_module_has_a_layer_and_imports_only_downward(path: Path) -> None:
    name = module_name(path)
    own = layer_of(name)
    assert own is not None, f"{name} has no layer: add it to MODULE_LAYERS (and to DESIGN's table)"
    if own == 0:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            tops = ([a.name for a in node.names] if isinstance(node, ast.Import)
                    else [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level
                    else [])
            for top in (t.partition(".")[0] for t in tops):
                assert top in sys.stdlib_module_names or top in ("__future__", "hintloader"), (
                    f"{name} (type system) imports non-stdlib {top}")
    for imported, _ in imports(path, name):
        target = layer_of(imported)
        assert target is not None, f"{name} imports {imported}, which has no layer"
        assert target <= own, f"{name} (layer {own}) imports {imported} (layer {target})"


@pytest.mark.parametrize("path", SOURCES, ids=IDS)
def test_no_module_imports_another_folders_private_names(path: Path) -> None:
    name = module_name(path)
    for module, imported in imports(path, name):
        if folder_of(module) == folder_of(name):
            continue
        private = [part for part in [*relative_name(module).split("."), imported or ""]
                   if part.startswith("_") and not part.startswith("__") and part != "_version"]
        assert not private, f"{name} reaches into {module}: {private} are private to their folder"


def test_every_module_starts_with_a_one_line_docstring() -> None:
    missing = []
    for path in SOURCES:
        doc = ast.get_docstring(ast.parse(path.read_text()))
        if not doc or not doc.splitlines()[0].strip():
            missing.append(str(path.relative_to(PACKAGE)))
    assert not missing, f"modules without a docstring: {missing}"
