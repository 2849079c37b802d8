"""Deeply nested displays and calls are inferred a bounded number of times per level: quiet
trials (TypedDict candidates, overload items) reuse what an earlier trial found."""

from __future__ import annotations

from collections import Counter

import pytest

from hintloader.checker import check_source
from hintloader.checker.expressions import ExpressionChecker

HEAD = '''from typing import Any, TypedDict, Union, overload
class A(TypedDict):
    a: "Union[A, B, None]"
class B(TypedDict):
    a: "Union[A, B, None]"
@overload
def ov(x: int) -> int: ...
@overload
def ov(x: str) -> str: ...
def ov(x: Any) -> Any: return x
'''


def _nest(template: str, leaf: str, depth: int) -> str:
    value = leaf
    for _ in range(depth):
        value = template.replace("@", value)
    return value


def _visits(monkeypatch: pytest.MonkeyPatch, source: str) -> tuple[Counter[int], list[str]]:
    """How often each display / call node was inferred, and the findings."""
    counts: Counter[int] = Counter()
    original = ExpressionChecker.infer

    def counting(self: ExpressionChecker, node: object, expected: object = None) -> object:
        if type(node).__name__ in ("Dict", "List", "Call"):
            counts[id(node)] += 1
        return original(self, node, expected)  # type: ignore[arg-type]

    with monkeypatch.context() as patched:  # undone on return: a second call counts alone
        patched.setattr(ExpressionChecker, "infer", counting)
        found = [f"{d.line}:{d.column}:{d.severity}:{d.code}" for d in check_source(source, path="gen.py", module="gen")]
    return counts, found


@pytest.mark.parametrize(("declaration", "template", "leaf"), [
    ("x: A = ", '{"a": @}', "None"),                 # two TypedDict candidates per level
    ("x: A = ", '{"a": @}', "1"),                    # ... and a misfit at the bottom
    ("x = ", "ov([@])", "1"),                         # no overload item fits, at every level
    ("x: dict[str, Any] = ", '{"a": [@]}', "1"),
])
def test_each_level_is_inferred_a_bounded_number_of_times(
    monkeypatch: pytest.MonkeyPatch, declaration: str, template: str, leaf: str
) -> None:
    shallow, _ = _visits(monkeypatch, HEAD + declaration + _nest(template, leaf, 5) + "\n")
    deep, found = _visits(monkeypatch, HEAD + declaration + _nest(template, leaf, 10) + "\n")
    assert not any("internal-error" in f for f in found)
    # Linear growth: twice the depth, at most about three times the inferences (the counting
    # wrapper sees reused results too, constant work each); redone trials grew 2**depth or worse.
    assert sum(deep.values()) <= 3.2 * sum(shallow.values())


def test_nested_findings_are_still_reported_once_each(monkeypatch: pytest.MonkeyPatch) -> None:
    _, found = _visits(monkeypatch, HEAD + "x: A = " + _nest('{"a": @}', "1", 5) + "\n"
                       + "y = " + _nest("ov([@])", "1", 3) + "\n")
    line_x = HEAD.count("\n") + 1
    assert found == [
        f"{line_x}:14:error:typeddict-item",  # the misfit surfaces at the outermost value
        *(f"{line_x + 1}:{col}:{severity}:call-overload" for col in (5, 9, 13) for severity in ("error", "note")),
    ]
