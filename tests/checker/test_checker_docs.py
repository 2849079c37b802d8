"""docs/checker.md: each Python example reports exactly what its ``# E:`` / ``# N:`` comments say."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from casefile import parse_expectations
from hintloader.checker import check_source

PAGE = Path(__file__).resolve().parents[2] / "docs" / "checker.md"
EXAMPLES = re.findall(r"^```python\n(.*?)^```", PAGE.read_text(encoding="utf-8"), re.M | re.S)


def test_the_page_has_examples() -> None:
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("source", EXAMPLES, ids=[f"example-{i + 1}" for i in range(len(EXAMPLES))])
def test_example_reports_what_it_says(source: str) -> None:
    found = sorted((d.line, d.severity, d.code) for d in check_source(source, module="example"))
    expected = sorted((line, severity, code) for line, severity, code, _message in parse_expectations(source))
    assert found == expected
