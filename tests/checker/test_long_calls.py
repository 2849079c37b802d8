"""Calls with many keyword arguments map each to its parameter by name (a dict, not a scan)."""

from __future__ import annotations

from hintloader.checker import check_source


def _findings(source: str) -> list[tuple[int, int, str]]:
    return [(d.line, d.column or 0, d.code) for d in check_source(source, path="calls.py", module="calls")
            if d.severity == "error"]


def test_a_thousand_keywords_find_their_parameters() -> None:
    n = 1000
    params = ", ".join(f"a{i}: int" for i in range(n)) + ", *, last: str"
    keywords = ", ".join(f"a{i}={i}" for i in reversed(range(n)))
    source = f"def g({params}) -> None: ...\ng({keywords}, last='x')\ng({keywords}, last=1)\n"
    assert _findings(source) == [(3, 3 + len(keywords) + 7, "arg-type")]


def test_keyword_problems_are_still_told_apart() -> None:
    source = (
        "def g(a: int, b: str = '', *, c: int = 0) -> None: ...\n"
        "def h(a: int, /, b: int) -> None: ...\n"
        "g(1, a=2)\n"        # a given twice
        "g(1, d=2)\n"        # no parameter d
        "g(1, c='x')\n"      # keyword-only parameter, wrong type
        "h(b=1, a=2)\n"      # a is positional-only: not a keyword
    )
    found = [f"{d.line} {d.code} {d.message}" for d in check_source(source, path="calls.py", module="calls")]
    assert found == [
        '3 call-arg "g" gets multiple values for keyword argument "a"',
        '4 call-arg Unexpected keyword argument "d" for "g"',
        '5 arg-type Argument "c" to "g" has incompatible type "str"; expected "int"',
        '6 call-arg Unexpected keyword argument "a" for "h"',
    ]
