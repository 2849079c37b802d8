"""Suggested names for misspelt attributes and keywords (mypy's wording and thresholds)."""

from __future__ import annotations

from collections.abc import Collection

import pytest

from hintloader import check_source
from hintloader.checker.suggestions import close_names, either


def test_close_names_are_ordered_closest_first_and_limited() -> None:
    assert close_names("timeout_", {"timeout", "timeouts", "colour"}) == ["timeout", "timeouts"]
    assert close_names("valeu", {"value", "values", "valid", "v"}, limit=1) == ["value"]


def test_three_quarters_alike_is_not_enough() -> None:
    assert close_names("prot", {"port"}) == []  # a ratio of exactly 0.75


def test_a_usual_mix_up_comes_first_when_the_type_has_it() -> None:
    assert close_names("add", {"append", "extend", "pop"}) == ["append", "extend"]
    assert close_names("add", {"update"}) == []


def test_a_big_namespace_only_offers_names_of_nearly_the_same_length() -> None:
    names = {f"name_{i:03}" for i in range(60)} | {"__int__", "__invert__"}
    assert close_names("__iter__", names) == ["__int__"]


def test_either_joins_as_mypy_does() -> None:
    assert either(["a"]) == '"a"'
    assert either(["a", "b"]) == '"a" or "b"'
    assert either(["a", "b", "c"]) == '"a", "b", or "c"'


def test_a_suggestion_is_worded_only_for_an_error_that_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    # ``X`` is inferred twice: where it is bound (reported) and, quietly, where ``f`` reads it
    # before the binding is reached. Only the reported error may pay for a suggestion (difflib).
    from hintloader.checker import members

    worded: list[str] = []

    def counting(wrong: str, known: Collection[str], *, limit: int = 3) -> list[str]:
        worded.append(wrong)
        return close_names(wrong, known, limit=limit)

    monkeypatch.setattr(members, "close_names", counting)
    source = "class A:\n    value = 1\ndef f() -> None:\n    print(X.real)\nX = A().valeu\n"
    messages = [d.message for d in check_source(source)]
    assert messages == ['"A" has no attribute "valeu"; maybe "value"?']
    assert worded == ["valeu"]
