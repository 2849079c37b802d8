"""Instrumented functions look and behave like the originals: signature, docstring, identity,
pickling, line numbers, defaults evaluated once, tracebacks at the user's lines."""

from __future__ import annotations

import inspect
import pickle
import sys
import traceback

import pytest

from hintloader.errors import HintTypeError

SOURCE = '''
"""Module doc."""
from __future__ import annotations

CALLS = []


def make_default() -> list[int]:
    CALLS.append(1)
    return []


def f(x: int, y: list[int] = make_default(), *, z: str = "z") -> int:
    """Doc of f."""
    return x + len(y)


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def moved(self, dx: int) -> Point:
        return Point(self.x + dx, self.y)


def caller() -> int:
    return f("oops")  # the call site


def bad_return(x: int) -> str:
    value = x * 2
    return value
'''


def test_signature_docstring_and_identity(load) -> None:
    module = load(SOURCE)
    assert str(inspect.signature(module.f)) == "(x: 'int', y: 'list[int]' = [], *, z: 'str' = 'z') -> 'int'"
    assert module.f.__doc__ == "Doc of f."
    assert module.__doc__ == "Module doc."
    assert module.f.__name__ == "f" and module.f.__qualname__ == "f"
    assert not hasattr(module.f, "__wrapped__")
    assert module.f.__code__.co_firstlineno == 12
    assert module.f.__code__.co_varnames[:3] == ("x", "y", "z")


def test_defaults_are_evaluated_once(load) -> None:
    module = load(SOURCE)
    assert module.CALLS == [1]
    assert module.f(1) == 1
    assert module.f(2) == 2
    assert module.CALLS == [1]


def test_pickling(load) -> None:
    module = load(SOURCE, name="hl_rt_pickled")
    point = module.Point(1, 2)
    clone = pickle.loads(pickle.dumps(point))
    assert (clone.x, clone.y) == (1, 2)
    assert pickle.loads(pickle.dumps(module.f)) is module.f
    assert clone.moved(1).x == 2


def test_traceback_points_at_call_site_and_signature(load) -> None:
    module = load(SOURCE)
    with pytest.raises(HintTypeError) as info:
        module.caller()
    frames = traceback.extract_tb(info.value.__traceback__)
    user_frames = [(fr.name, fr.lineno) for fr in frames if fr.filename == module.__file__]
    assert user_frames == [("caller", 27), ("f", 12)]
    # Raised from the user's own frame: no hintloader frame is on the traceback.
    assert all("hintloader" not in fr.filename for fr in frames)
    assert frames[-1].line is not None and frames[-1].line.startswith("def f(")


def test_return_violation_points_at_return_line(load) -> None:
    module = load(SOURCE)
    with pytest.raises(HintTypeError) as info:
        module.bad_return(2)
    last = traceback.extract_tb(info.value.__traceback__)[-1]
    assert (last.name, last.lineno, last.line) == ("bad_return", 32, "return value")
    assert str(info.value) == "bad_return(): return value (str) is int 4"


def test_line_events_stay_on_original_lines(load) -> None:
    module = load(SOURCE)
    lines = {line for _, _, line in module.f.__code__.co_lines() if line is not None}
    assert lines <= {12, 13, 14}


def test_violation_does_not_chain_handled_exception(load) -> None:
    module = load(SOURCE)
    try:
        try:
            raise KeyError("x")
        except KeyError:
            module.f("no")
    except HintTypeError as exc:
        assert exc.__suppress_context__


def test_stub_bodies_have_no_fall_off_check(load) -> None:
    module = load('''
from typing import Protocol

class Reader(Protocol):
    def read(self) -> bytes:
        """Read everything."""
        ...

def todo() -> int:
    pass

def falls_off(flag: bool) -> int:
    if flag:
        return 1
''')
    assert module.Reader.read(object()) is None
    assert module.todo() is None
    assert module.falls_off(True) == 1
    with pytest.raises(HintTypeError, match=r"falls_off\(\): return value \(int\) is None"):
        module.falls_off(False)


COVERAGE_SOURCE = '''
def branchy(x: int,
            flag: bool = False) -> int:
    """Doc."""
    if flag:
        y = x * 2
    else:
        y = x + 1
    for _ in range(2):
        y += 1
    return y
'''


def _traced_lines(func, *args):  # type: ignore[no-untyped-def]
    lines: set[int] = set()
    code = func.__code__

    def tracer(frame, event, arg):  # type: ignore[no-untyped-def]
        if frame.f_code is code and event == "line":
            lines.add(frame.f_lineno)
        return tracer

    sys.settrace(tracer)
    try:
        func(*args)
    finally:
        sys.settrace(None)
    return lines


def test_line_events_match_the_uninstrumented_function(load, tmp_path) -> None:
    """What coverage tools see: the same executed lines, plus at most the signature's own
    lines (part of the `def` statement, which ran at import anyway)."""
    instrumented = load(COVERAGE_SOURCE)
    namespace: dict[str, object] = {}
    exec(compile(COVERAGE_SOURCE.lstrip("\n"), "plain.py", "exec"), namespace)
    plain = namespace["branchy"]
    for args in [(1,), (1, True)]:
        got = _traced_lines(instrumented.branchy, *args)
        expected = _traced_lines(plain, *args)
        assert expected <= got <= expected | {1, 2}


LOCALS_SOURCE = '''
from __future__ import annotations
from typing import AnyStr, Optional

def forward(**kwargs: object) -> dict[str, object]:
    return kwargs

def f(x: float, y: Optional[int] = None, *, s: AnyStr) -> dict[str, object]:
    return forward(**locals())

def g(x: float, s: AnyStr) -> AnyStr:
    seen.append(dict(locals()))
    return s

def h(x: float) -> float:
    try:
        return x
    finally:
        seen.append(dict(locals()))

def caught(x: float) -> float:
    try:
        return "not a float"
    except TypeError:  # the failed return check, seen from the function's own handler
        seen.append(dict(locals()))
        raise

seen: list[dict[str, object]] = []
total: float = 1
maybe: Optional[int] = None

class Config:
    ratio: float = 2
    name: Optional[str] = None
'''


def test_instrumented_code_keeps_locals_and_vars_as_they_were(load) -> None:
    """The fast path misses (an int for float, None for Optional, a constrained TypeVar):
    the slot runs, and leaves no name behind in locals(), vars() or the module."""
    module = load(LOCALS_SOURCE, check_assignments=True)
    assert module.f(1, None, s="a") == {"x": 1, "y": None, "s": "a"}
    assert module.f(2, 3, s=b"b") == {"x": 2, "y": 3, "s": b"b"}
    assert module.g(1, "s") == "s" and module.seen.pop() == {"x": 1, "s": "s"}
    assert module.h(1) == 1 and module.seen.pop() == {"x": 1}
    with pytest.raises(HintTypeError):
        module.caught(1)
    assert module.seen.pop() == {"x": 1}
    assert not [name for name in vars(module) if name.startswith("__hl_") and name.endswith(("e__", "r__", "m__"))]
    assert not [name for name in vars(module.Config) if name.startswith("__hl")]
    assert module.Config.ratio == 2
