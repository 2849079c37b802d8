"""The collector policies around checking: a paused collector and a batch of modules."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from hintloader.gcpause import ModuleBatch, paused_gc


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the cyclic collector frees it


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_paused_gc_restores_the_previous_state() -> None:
    with paused_gc():
        assert not gc.isenabled()
        with paused_gc():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_batch_collects_what_the_modules_before_left_and_freezes_the_survivors() -> None:
    with ModuleBatch() as batch:
        assert not gc.isenabled()
        batch.next_module()  # the first module: nothing to settle yet
        garbage = weakref.ref(Node())
        survivor = Node()
        assert garbage() is not None
        batch.next_module()
        assert garbage() is None  # collected before the next module
        assert gc.get_freeze_count() > 0  # the survivors are frozen: later collections skip them
        assert survivor.me is survivor
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0  # unfrozen again on leaving


def test_a_batch_leaves_objects_frozen_by_someone_else_frozen() -> None:
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with ModuleBatch() as batch:
            batch.next_module()
            batch.next_module()
        assert gc.get_freeze_count() >= frozen
    finally:
        gc.unfreeze()


def test_a_batch_in_a_process_without_the_collector_leaves_it_off() -> None:
    gc.disable()
    with ModuleBatch() as batch:
        batch.next_module()
    assert not gc.isenabled()


def test_an_exit_handler_runs_with_the_collector_paused(monkeypatch: pytest.MonkeyPatch) -> None:
    import atexit

    from hintloader.gcpause import at_exit_without_collection

    registered: list[object] = []
    monkeypatch.setattr(atexit, "register", registered.append)
    seen: list[bool] = []
    at_exit_without_collection(lambda: seen.append(gc.isenabled()))
    [handler] = registered
    assert callable(handler)
    handler()
    assert seen == [False] and gc.isenabled()
