"""Protocol checks remember the classes that fit: weakly, and only while the class is unchanged."""

from __future__ import annotations

import gc
import weakref

import pytest

from hintloader.errors import HintTypeError
from hintloader.runtime import static
from tests.runtime.conftest import Loader

SOURCE = """
from typing import Protocol

class Closer(Protocol):
    def close(self, force: bool) -> None: ...

def use(c: Closer) -> int:
    return 1

class Good:
    def close(self, force: bool) -> None: ...

class Missing:
    pass
"""


def test_a_class_fixed_at_run_time_passes_at_once(load: Loader) -> None:
    m = load(SOURCE)
    with pytest.raises(HintTypeError):
        m.use(m.Missing())
    m.Missing.close = lambda self, force: None  # the method added later
    assert m.use(m.Missing()) == 1


def test_a_class_that_loses_a_method_fails_again(load: Loader) -> None:
    m = load(SOURCE)
    assert m.use(m.Good()) == 1
    assert m.use(m.Good()) == 1  # from the remembered verdict
    del m.Good.close
    with pytest.raises(HintTypeError, match="close"):
        m.use(m.Good())


def test_the_remembered_class_can_still_be_collected(load: Loader) -> None:
    m = load(SOURCE)
    cls = type("Temporary", (), {"close": lambda self, force: None})
    for _ in range(3):
        assert m.use(cls()) == 1
    ref = weakref.ref(cls)
    del cls
    # runtime/static.py's bounded per-class memos (proxies, plain containers) hold classes
    # strongly; this test is about the protocol's own table.
    static._proxies.clear()
    static._plain.clear()
    gc.collect()
    assert ref() is None


def test_data_members_are_asked_of_each_value(load: Loader) -> None:
    m = load("""
        from typing import Protocol

        class Named(Protocol):
            name: str

        def use(n: Named) -> int:
            return 1

        class Thing:
            pass
    """)
    thing = m.Thing()
    thing.name = "x"
    assert m.use(thing) == 1
    with pytest.raises(HintTypeError, match="name"):
        m.use(m.Thing())
