"""The transformer's output, compared with reviewed ``ast.unparse`` snapshots.

Regenerate after an intended change with ``HINTLOADER_UPDATE_SNAPSHOTS=1`` and review the diff.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

from hintloader.runtime.instrument import instrument_module
from hintloader.config.options import PackageOptions

SNAPSHOTS = Path(__file__).parent / "snapshots"
INPUTS = sorted(p for p in SNAPSHOTS.glob("*.py") if not p.name.endswith(".out.py"))


def _options(path: Path) -> PackageOptions:
    # Inputs named assign_* also check annotated assignments.
    return PackageOptions(instrument=True, check_assignments=path.name.startswith("assign_"))


@pytest.mark.parametrize("path", INPUTS, ids=[p.stem for p in INPUTS])
def test_snapshot(path: Path) -> None:
    source = path.read_text()
    tree = instrument_module(ast.parse(source), module=f"pkg.{path.stem}", path=str(path),
                             options=_options(path))
    produced = ast.unparse(tree) + "\n"
    expected_path = path.with_suffix(".out.py")
    if os.environ.get("HINTLOADER_UPDATE_SNAPSHOTS") == "1" or not expected_path.exists():
        expected_path.write_text(produced)
    assert produced == expected_path.read_text()
    # The output compiles, and every node carries a real position of the input.
    compile(ast.fix_missing_locations(tree), str(path), "exec", dont_inherit=True)
    last_line = len(source.splitlines())
    for node in ast.walk(tree):
        if isinstance(node, (ast.stmt, ast.expr)):
            assert 1 <= node.lineno <= last_line, ast.dump(node)


def test_module_without_annotations_is_unchanged() -> None:
    source = "import os\n\ndef f(x):\n    return x\n"
    tree = instrument_module(ast.parse(source), module="m", path="m.py", options=PackageOptions())
    assert ast.unparse(tree) == ast.unparse(ast.parse(source))
