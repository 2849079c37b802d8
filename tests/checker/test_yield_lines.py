"""Generator detection skips defs whose lines never mention ``yield``; line numbers must be
Python's own, or a generator would be taken for a plain function."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hintloader.checker import check_source
from hintloader.checker.stubs import yield_lines
from hintloader.config.options import PackageOptions


def test_lines_end_only_at_python_line_breaks() -> None:
    text = "a\x0cb\r\nc\ryield x\n\x1cyield\n"
    assert yield_lines(text) == (3, 4)


@given(st.lists(st.sampled_from(["yield", "yie", "ld", "x", "\n", "\r", "\r\n", "\x0c", " "]), max_size=30))
def test_lines_are_those_a_split_at_python_line_breaks_finds(pieces: list[str]) -> None:
    text = "".join(pieces)
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    assert yield_lines(text) == tuple(n for n, line in enumerate(lines, 1) if "yield" in line)


def test_generator_after_a_form_feed_is_a_generator() -> None:
    # str.splitlines would count the form feed as a line break and miss the def's yield.
    source = "from typing import Iterator\n\x0c\x0c\ndef gen() -> Iterator[int]:\n    yield 1\n"
    assert check_source(source, path="m.py", module="m", options=PackageOptions()) == []


def test_async_generator_is_not_a_coroutine() -> None:
    source = (
        "from typing import AsyncIterator\n"
        "async def agen() -> AsyncIterator[int]:\n"
        "    yield 1\n"
        "async def use() -> None:\n"
        "    async for x in agen():\n"
        "        reveal_type(x)\n"
    )
    found = check_source(source, path="m.py", module="m", options=PackageOptions())
    assert [d.message for d in found] == ['Revealed type is "int"']
