"""docs/error-codes.md: every wrong example reports its code, every fixed example is clean."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hintloader.checker import check_source
from hintloader.codes import CODES
from hintloader.config.options import PackageOptions

PAGE = Path(__file__).resolve().parents[2] / "docs" / "error-codes.md"


def _sections() -> dict[str, list[str]]:
    text = PAGE.read_text(encoding="utf-8")
    out: dict[str, list[str]] = {}
    for part in re.split(r"^## ", text, flags=re.M)[1:]:
        name, _, body = part.partition("\n")
        out[name.strip().strip("`")] = re.findall(r"^```python\n(.*?)^```", body, re.M | re.S)
    return out


SECTIONS = _sections()


def test_every_code_has_a_section() -> None:
    assert sorted(set(CODES) - set(SECTIONS)) == []


@pytest.mark.parametrize("code", sorted(c for c in CODES if c != "internal-error"))
def test_wrong_then_fixed(code: str, tmp_path: Path) -> None:
    blocks = SECTIONS[code]
    # A wrong and a fixed example, then one more pair for each message a code has grown.
    assert len(blocks) >= 2 and len(blocks) % 2 == 0, f"{code}: expected pairs of a wrong and a fixed example"
    options = PackageOptions(strictness=CODES[code].strictness)
    # The import codes need a known environment: an empty folder is the whole search path.
    search_path = (str(tmp_path),) if code.startswith("import-") else ()
    for wrong, fixed in zip(blocks[::2], blocks[1::2]):
        found = check_source(wrong, module="example", options=options, search_path=search_path)
        assert code in {d.code for d in found}, (code, found)
        clean = check_source(fixed, module="example", options=options, search_path=search_path)
        assert clean == [], (code, clean)
