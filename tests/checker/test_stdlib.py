"""The checker survives every module of the running Python's standard library.

No ``internal-error`` is allowed: a failure on one input must become a diagnostic, and on real
code it must not happen at all. Grouped by top-level package so pytest-xdist can spread it.
"""

from __future__ import annotations

import ast
import os
import sys
import sysconfig
from pathlib import Path

import pytest

from hintloader.checker import check_module
from hintloader.config.options import PackageOptions

LIB = Path(sysconfig.get_paths()["stdlib"])
SKIP_PARTS = {"test", "tests", "idle_test", "site-packages", "__pycache__", "__phello__"}


def _modules() -> dict[str, list[tuple[str, Path]]]:
    groups: dict[str, list[tuple[str, Path]]] = {}
    for top in sorted(sys.stdlib_module_names):
        single = LIB / f"{top}.py"
        package = LIB / top
        if single.is_file():
            groups.setdefault(top, []).append((top, single))
        elif (package / "__init__.py").is_file():
            for dirpath, dirnames, filenames in os.walk(package):
                dirnames[:] = sorted(d for d in dirnames if d not in SKIP_PARTS)
                for filename in sorted(filenames):
                    if not filename.endswith(".py"):
                        continue
                    path = Path(dirpath) / filename
                    rel = path.relative_to(LIB).with_suffix("")
                    parts = list(rel.parts)
                    if parts[-1] == "__init__":
                        parts.pop()
                    groups.setdefault(top, []).append((".".join(parts), path))
    return groups


GROUPS = _modules()


@pytest.mark.slow
@pytest.mark.parametrize("top", sorted(GROUPS))
def test_no_internal_error(top: str) -> None:
    failures: list[str] = []
    for module, path in GROUPS[top]:
        source = path.read_text(encoding="utf-8", errors="replace")
        try:
            tree = ast.parse(source, filename=str(path))
        except SyntaxError:
            continue  # e.g. lib2to3 grammar samples: not valid for this interpreter
        result = check_module(tree, source, path=str(path), module=module,
                              options=PackageOptions(strictness="strict"), search_path=(str(LIB),))
        failures += [f"{path}:{d.line}: {d.message}" for d in result.diagnostics if d.code == "internal-error"]
    assert not failures, "\n".join(failures)
