"""Generated programs never crash the checker (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hintloader.checker import check_source
from hintloader.config.options import PackageOptions

TYPES = ["int", "str", "float", "None", "list[int]", "dict[str, int]", "Optional[int]", "int | str",
         "Callable[[int], str]", "tuple[int, ...]", "Any", "'C'", "Literal[1, 'a']", "type[C]", "Undefined"]
EXPRS = ["1", "'s'", "None", "x", "[1, 2]", "{'a': 1}", "(1, 'a')", "f(x)", "C()", "C().m(1)", "x.attr",
         "x + 1", "-x", "not x", "x if x else None", "[i for i in range(3)]", "lambda v: v", "x[0]",
         "len(x)", "cast(int, x)", "isinstance(x, int)", "undefined_name", "f(*x, **x)", "x()"]
STMTS = [
    "x = {e}", "x: {t} = {e}", "return {e}", "if {e}:\n    pass", "if x is None:\n    return {e}",
    "for i in {e}:\n    x = i", "while {e}:\n    break", "assert {e}", "y: {t}", "x += {e}",
    "with open('f') as fh:\n    pass", "try:\n    x = {e}\nexcept Exception as exc:\n    x = exc",
    "reveal_type({e})", "del x", "x = {e}  # type: ignore", "a, b = {e}", "print({e})",
]

HEADER = (
    "from typing import Any, Callable, Literal, Optional, cast\n"
    "class C:\n    attr: int = 0\n    def m(self, v: int) -> str:\n        return str(v)\n"
    "def f(v: int) -> int:\n    return v\n"
)


@st.composite
def programs(draw: st.DrawFn) -> str:
    lines: list[str] = []
    for _ in range(draw(st.integers(1, 8))):
        template = draw(st.sampled_from(STMTS))
        stmt = template.format(e=draw(st.sampled_from(EXPRS)), t=draw(st.sampled_from(TYPES)))
        lines.extend(stmt.splitlines())
    param = draw(st.sampled_from(TYPES))
    ret = draw(st.sampled_from(TYPES))
    body = "\n".join("    " + line for line in lines)
    return f"{HEADER}def g(x: {param}) -> {ret}:\n{body}\n" + "\n".join(lines).replace("return", "pass  #") + "\n"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs(), st.sampled_from(["basic", "standard", "strict"]))
def test_generated_programs_never_crash(source: str, strictness: str) -> None:
    diagnostics = check_source(source, options=PackageOptions(strictness=strictness))  # type: ignore[arg-type]
    assert not [d for d in diagnostics if d.code == "internal-error"], source


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=200))
def test_arbitrary_text_never_crashes(text: str) -> None:
    diagnostics = check_source(text)
    assert not [d for d in diagnostics if d.code == "internal-error"]
