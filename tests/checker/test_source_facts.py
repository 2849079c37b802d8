"""Facts read off a module's text before its tree is walked (stubs.note_source_facts). A fact
that says "absent" wrongly would skip a check, so each must agree with the plain rule."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from hintloader.checker.stubs import has_type_statement

# The plain rule: a line that starts, after spaces or tabs, with ``type`` and a name.
_LINE_STARTS_TYPE_STATEMENT = re.compile(r"^[ \t]*type[ \t]+[A-Za-z_]", re.M)


def test_type_statement_at_any_indent() -> None:
    assert has_type_statement("x = 1\n    type Alias = int\n")
    assert has_type_statement("type\tA[T] = list[T]")


def test_other_uses_of_the_word_are_not_statements() -> None:
    assert not has_type_statement("x = type(y)\nsubtype A = 1\n# type X\n")
    assert not has_type_statement("mytype A = 1\n")
    assert not has_type_statement("type = 3\ntype(x)\n")


@given(st.lists(st.sampled_from(["type", " ", "\t", "\n", "\r", "A", "x", "=", "my", "_", "("]), max_size=24))
def test_agrees_with_the_line_anchored_rule(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert has_type_statement(text) == (_LINE_STARTS_TYPE_STATEMENT.search(text) is not None)
