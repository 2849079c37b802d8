"""check_module's contract: interface digests, dependencies, never raising."""

from __future__ import annotations

import ast
import sys
from pathlib import Path
from types import FrameType

import pytest

from hintloader.checker import check_module, check_source, interface_fingerprint
from hintloader.config.options import PackageOptions

BASE = '''
class Shop:
    name: str
    def __init__(self, name: str) -> None:
        self.name = name
    def total(self, prices: list[float]) -> float:
        return sum(prices)
def open_shop(name: str) -> Shop:
    return Shop(name)
'''


def fp(source: str) -> str:
    return interface_fingerprint(ast.parse(source), path="m.py", module="m")


def test_body_only_change_keeps_the_digest() -> None:
    changed = BASE.replace("return sum(prices)", "return sum(prices) * 1.2  # tax")
    assert fp(changed) == fp(BASE)


def test_signature_change_changes_the_digest() -> None:
    assert fp(BASE.replace("prices: list[float]", "prices: list[int]")) != fp(BASE)
    assert fp(BASE.replace("def open_shop", "def open_store")) != fp(BASE)
    assert fp(BASE + "\nLIMIT: int = 3\n") != fp(BASE)


def test_check_result_digest_matches_and_lists_first_party_dependencies(tmp_path: Path) -> None:
    (tmp_path / "shop.py").write_text(BASE, encoding="utf-8")
    source = "from shop import open_shop\nopen_shop(1)\n"
    tree = ast.parse(source)
    result = check_module(tree, source, path=str(tmp_path / "main.py"), module="main",
                          options=PackageOptions(), search_path=(str(tmp_path),))
    assert [d.code for d in result.diagnostics] == ["arg-type"]
    assert result.interface_fingerprint == interface_fingerprint(tree, path="main.py", module="main")
    assert [(d.module, Path(d.path).name) for d in result.dependencies] == [("shop", "shop.py")]
    assert result.dependencies[0].interface_fingerprint == fp(BASE)


def test_stdlib_is_not_a_dependency() -> None:
    source = "import json\njson.dumps({})\n"
    result = check_module(ast.parse(source), source, path="m.py", module="m", options=PackageOptions())
    assert result.dependencies == ()


def test_syntax_error_is_a_diagnostic() -> None:
    [d] = check_source("def f(:\n    pass\n")
    assert (d.code, d.line, d.severity) == ("syntax", 1, "error")


def test_a_syntax_error_without_a_column_has_none() -> None:
    # Python gives an unknown source encoding the offset -1; a column is 1-based or None.
    [d] = check_source(b"# -*- coding: uft-8 -*-\nx = 1\n")
    assert (d.code, d.line, d.column) == ("syntax", 1, None)


def _elif_chain(n: int) -> str:
    arms = "".join(f"    elif a == {i}:\n        return {i}\n" for i in range(1, n))
    return f"def f(a: int) -> int:\n    if a == 0:\n        return 0\n{arms}    return 'x'\n"


@pytest.mark.parametrize("source", [
    _elif_chain(1500),
    "x: str = " + " + ".join(["1"] * 1500) + "\n",
    "class C:\n    def m(self) -> 'C': return self\nx: int = C()" + ".m()" * 1000 + "\n",
], ids=["elif", "binop", "method-chain"])
def test_chains_deeper_than_the_recursion_limit_are_checked(source: str) -> None:
    # Python compiles these; each level costs the checker a few frames of recursion.
    limit = sys.getrecursionlimit()
    diagnostics = check_source(source)
    assert [d.code for d in diagnostics] in (["return-value"], ["assignment"])
    assert sys.getrecursionlimit() == limit


def test_internal_failure_becomes_one_diagnostic() -> None:
    tree = ast.parse("x = 1")
    tree.body[0].targets = None  # type: ignore[attr-defined]  # a broken tree must not raise
    result = check_module(tree, "x = 1", path="m.py", module="m", options=PackageOptions())
    assert [d.code for d in result.diagnostics] == ["internal-error"]


def test_diagnostics_are_one_based() -> None:
    [d] = check_source("x: int = 'a'\n")
    assert (d.line, d.column) == (1, 10)


def test_a_check_past_its_time_budget_stops_and_fails_open() -> None:
    # Enough work that a zero budget runs out at one of the checker's first polls.
    source = "".join(f"def f{i}(x: int) -> str:\n    return str(x + {i})\n" for i in range(300))
    result = check_module(ast.parse(source), source, path="m.py", module="m", options=PackageOptions(),
                          time_budget=0.0)
    [d] = result.diagnostics
    assert (d.code, d.severity, d.line) == ("internal-error", "error", 1)
    assert "stopped checking this module after 0 s" in d.message
    # The module's interface is still known, so its importers' cache entries stay valid.
    assert result.interface_fingerprint == fp(source)


def test_the_time_budget_is_cpu_time_of_the_checking_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wall-clock time passing (a loaded machine, a suspended process) spends no budget;
    CPU time of the thread does."""
    import time

    source = "".join(f"def f{i}(x: int) -> str:\n    return str(x + {i})\n" for i in range(300))
    ticking = iter(range(0, 10**9, 1000))

    def jump() -> float:  # a clock that races ahead by 1,000 s per reading
        return float(next(ticking))

    monkeypatch.setattr(time, "monotonic", jump)
    monkeypatch.setattr(time, "perf_counter", jump)
    monkeypatch.setattr(time, "time", jump)
    calm = check_module(ast.parse(source), source, path="m.py", module="m", options=PackageOptions(),
                        time_budget=60.0)
    assert calm.diagnostics == ()
    monkeypatch.setattr(time, "thread_time", jump)
    busy = check_module(ast.parse(source), source, path="m.py", module="m", options=PackageOptions(),
                        time_budget=60.0)
    assert [d.code for d in busy.diagnostics] == ["internal-error"]
    assert "60 s of CPU time" in busy.diagnostics[0].message


def test_a_check_within_its_time_budget_is_complete() -> None:
    source = "x: int = 'a'\n"
    result = check_module(ast.parse(source), source, path="m.py", module="m", options=PackageOptions(),
                          time_budget=60.0)
    assert [d.code for d in result.diagnostics] == ["assignment"]


def test_without_fingerprints_the_findings_are_the_same_and_no_digest_is_made(tmp_path: Path) -> None:
    (tmp_path / "dep.py").write_text("def g() -> int:\n    return 1\n", encoding="utf-8")
    source = "from dep import g\nx: str = g()\n"
    args = dict(path=str(tmp_path / "main.py"), module="main", options=PackageOptions(),
                search_path=(str(tmp_path),))
    full = check_module(ast.parse(source), source, **args)  # type: ignore[arg-type]
    bare = check_module(ast.parse(source), source, fingerprints=False, **args)  # type: ignore[arg-type]
    assert bare.diagnostics == full.diagnostics and [d.code for d in bare.diagnostics] == ["assignment"]
    assert full.interface_fingerprint and full.dependencies[0].interface_fingerprint
    assert bare.interface_fingerprint == "" and [d.module for d in bare.dependencies] == ["dep"]
    assert bare.dependencies[0].interface_fingerprint == ""


def _calls(source: str) -> int:
    """How many Python frames checking ``source`` runs (generator resumptions included): a
    count of the work done, the same on a loaded machine as on an idle one."""
    count = 0

    def profile(frame: FrameType, event: str, arg: object) -> None:
        nonlocal count
        if event == "call":
            count += 1

    sys.setprofile(profile)
    try:
        check_source(source)
    finally:
        sys.setprofile(None)
    return count


def test_a_long_function_that_rebinds_one_name_checks_in_linear_time() -> None:
    def rebinding(n: int) -> str:
        return "def f() -> None:\n    x = 1\n" + "".join(f"    x = x + {i}\n" for i in range(n))

    check_source(rebinding(10))  # the builtins' stubs are loaded once per process
    # Linear: 4x the statements, at most 4x the frames (the fixed part of the work does not
    # grow). A scan of the name's definitions at every assignment made it quadratic (16x).
    small, large = _calls(rebinding(200)), _calls(rebinding(800))
    assert small > 200 * 10  # every statement was checked
    assert large <= 4 * small
