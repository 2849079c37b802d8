"""Collection strategies: sample (bounded, O(1) per call), first, all."""

from __future__ import annotations

import sys

import pytest

from hintloader.errors import HintTypeError

SOURCE = '''
def total(xs: list[int]) -> int:
    return 0

def lookup(d: dict[str, int]) -> int:
    return 0

def nested(d: dict[str, list[int]]) -> int:
    return 0

def members(s: set[int]) -> int:
    return 0

class CountingMeta(type):
    """Counts the items checked: each costs one subclass test against Counted (the hint's
    own code: a check never runs the value's, so a list subclass could not count)."""

    checks = 0

    def __subclasscheck__(cls, sub):
        CountingMeta.checks += 1
        return issubclass(sub, int)

    def __instancecheck__(cls, instance):
        CountingMeta.checks += 1
        return type(instance) is int

class Counted(metaclass=CountingMeta):
    pass

def count_total(xs: list[Counted]) -> int:
    return 0

def count_nested(d: dict[str, list[Counted]]) -> int:
    return 0
'''


@pytest.mark.parametrize(("mode", "bound"), [("sample", 3), ("first", 1)])
def test_large_list_touches_a_bounded_number_of_items(load, mode: str, bound: int) -> None:
    module = load(SOURCE, collection_check=mode)
    xs = list(range(100_000))
    module.CountingMeta.checks = 0
    for _ in range(10):
        module.count_total(xs)
    assert 10 <= module.CountingMeta.checks <= 10 * bound


def test_all_reads_every_item(load) -> None:
    module = load(SOURCE, collection_check="all")
    xs = list(range(1000))
    module.CountingMeta.checks = 0
    module.count_total(xs)
    assert module.CountingMeta.checks == 1000


def test_sample_finds_a_bad_item_anywhere_within_as_many_calls_as_items(load) -> None:
    # The first call (the slot's) looks at the last and the first item.
    with pytest.raises(HintTypeError, match="item 0 of argument 'xs'"):
        load(SOURCE).total(["x", 1, 2, 3])
    with pytest.raises(HintTypeError, match="item 3 of argument 'xs'"):
        load(SOURCE).total([0, 1, 2, "x"])
    module = load(SOURCE)
    # Then one item per call, at an index that moves on by one with every call.
    bad = [0] * 50
    bad[17] = "x"
    caught = 0
    for _ in range(50):
        try:
            module.total(bad)
        except HintTypeError as exc:
            assert "item 17 of argument 'xs'" in str(exc)
            caught += 1
    assert caught == 1


def _calls_per_call(func: object, value: object) -> tuple[list[str], list[str]]:
    """The builtins (C functions) and Python functions one call of ``func`` calls."""
    builtins: list[str] = []
    python: list[str] = []

    def profile(frame: object, event: str, arg: object) -> None:
        if event == "c_call":
            builtins.append(getattr(arg, "__name__", "?"))
        elif event == "call":
            python.append(frame.f_code.co_name)  # type: ignore[attr-defined]

    sys.setprofile(profile)
    try:
        func(value)  # type: ignore[operator]
    finally:
        sys.setprofile(None)
    return [b for b in builtins if b != "setprofile"], python


@pytest.mark.parametrize("size", [1, 10, 100_000])
def test_sample_reads_one_item_per_call_inline(load, size: int) -> None:
    module = load(SOURCE)
    xs = list(range(size))
    module.total(xs)  # the first call resolves the hint
    builtins, python = _calls_per_call(module.total, xs)
    # No hintloader function is called, and one rotating index is taken (`type` and the
    # item read are not calls): the same work for one item and for 100,000.
    assert python == ["total"]
    assert builtins == ["next", "len"]


def test_sample_reads_the_first_entry_of_a_dict_inline(load) -> None:
    module = load(SOURCE)
    d = {str(i): list(range(1000)) for i in range(1000)}
    module.nested(d)
    builtins, python = _calls_per_call(module.nested, d)
    assert python == ["nested"]
    assert builtins == []  # the first key, its value and that list's first item
    builtins, python = _calls_per_call(module.nested, {})
    assert (builtins, python) == ([], ["nested"])


def test_a_value_the_inline_test_cannot_settle_goes_to_the_slot(load) -> None:
    module = load(SOURCE)
    module.total([1])

    class Numbers(list):
        pass

    _, python = _calls_per_call(module.total, Numbers([1, 2]))
    assert python[0] == "total" and len(python) > 1  # a subclass of list: the slot decides
    _, python = _calls_per_call(module.total, [True])
    assert python[0] == "total" and len(python) > 1  # bool items fit int, but not as exactly


def test_first_only_checks_the_first_item(load) -> None:
    module = load(SOURCE, collection_check="first")
    module.total([1, "x"])
    with pytest.raises(HintTypeError):
        module.total(["x", 1])


def test_all_finds_any_bad_item(load) -> None:
    module = load(SOURCE, collection_check="all")
    xs = [0] * 100
    xs[42] = None
    with pytest.raises(HintTypeError, match="item 42 of argument 'xs'"):
        module.total(xs)


def test_dict_sample_checks_the_first_entry(load) -> None:
    module = load(SOURCE)
    with pytest.raises(HintTypeError, match="value for key 'a' of argument 'd'"):
        module.lookup({"a": "x", "b": 2})
    with pytest.raises(HintTypeError, match="key 3 of argument 'd'"):
        module.lookup({3: 1, "b": 2})
    module.lookup({"a": 1, "b": "x"})  # a later entry: only collection-check = "all" reads it
    every = load(SOURCE, collection_check="all")
    with pytest.raises(HintTypeError, match="value for key 'b' of argument 'd'"):
        every.lookup({"a": 1, "b": "x"})


def test_nested_containers_stay_bounded(load) -> None:
    module = load(SOURCE)
    inner = list(range(10_000))
    d = {str(i): inner for i in range(10_000)}
    module.CountingMeta.checks = 0
    module.count_nested(d)
    assert 1 <= module.CountingMeta.checks <= 6


def test_iterators_are_never_consumed(load) -> None:
    module = load('''
from typing import Iterable, Iterator
def f(xs: Iterable[int]) -> None:
    pass
def g(xs: Iterator[int]) -> None:
    pass
''')
    it = iter([1, 2, 3])
    module.f(it)
    module.g(it)
    assert list(it) == [1, 2, 3]
    gen = (i for i in range(3))
    module.f(gen)
    assert list(gen) == [0, 1, 2]


def test_sets_are_sampled(load) -> None:
    module = load(SOURCE)
    module.members(set(range(100_000)))
    with pytest.raises(HintTypeError, match="element 'x' of argument 's'"):
        module.members({"x"})


def test_a_list_in_the_first_value_is_read_at_its_first_item(load) -> None:
    module = load(SOURCE)
    for _ in range(3):
        module.nested({"a": [0, "x"], "z": [1]})  # later items: only "all" reads them
    with pytest.raises(HintTypeError, match="item 0 of value for key 'a' of argument 'd'"):
        module.nested({"a": ["x", 0], "z": [1]})
    with pytest.raises(HintTypeError, match="value for key 'a'"):
        module.nested({"a": "not a list", "z": [1]})  # the class of the value: every call
    with pytest.raises(HintTypeError, match="item 1 of value for key 'a'"):
        load(SOURCE, collection_check="all").nested({"a": [0, "x"]})


def _shared_tree(depth: int, width: int) -> list[object]:
    """``depth`` levels of lists whose ``width`` items are all the same next level."""
    node: list[object] = [1]
    for _ in range(depth):
        node = [node] * width
    return node


@pytest.mark.parametrize("width", [1, 3])
def test_recursive_data_costs_its_depth_not_an_exponential(load, width: int) -> None:
    # packaging's markers are `list["MarkerItem | MarkerList"]` nested 200 deep: sampling
    # three items at every level once meant 3**200 reads for a single chain of lists.
    module = load(SOURCE + '''
from typing import Union
Tree = list[Union[Counted, "Tree"]]
def f(t: Tree) -> None:
    pass
''')
    depth = 8  # the old sampling read 3**9 items here
    tree = _shared_tree(depth, width)
    module.CountingMeta.checks = 0
    module.f(tree)
    # Every item read is tested against Counted first: three top-level samples, one below.
    assert depth <= module.CountingMeta.checks <= 3 * (depth + 1)
    # A misfit at the bottom of a chain is found (the message comes from a complete check,
    # so this one is a chain rather than a shared tree).
    bad: list[object] = ["x"]
    for _ in range(depth):
        bad = [bad]
    with pytest.raises(HintTypeError):
        module.f(bad)
