"""The flow environment: what reassigning a reference forgets, what a merge keeps."""

from __future__ import annotations

from hintloader.checker.env import Env, differing_keys, parent_of, root_of
from hintloader.checker.narrowing import declared_key, invalidate, merge
from hintloader.typesystem.model import NONE, Instance, Type, make_union

INT = Instance("builtins.int")
STR = Instance("builtins.str")


def _env(*keys: str) -> Env:
    return Env((key, INT) for key in keys)


def _scan_invalidate(env: dict[str, Type], key: str) -> None:
    """The former whole-env scan, the reference the index must agree with."""
    env.pop(declared_key(key), None)
    below = (key + ".", key + "[")
    for k in [k for k in env if k.startswith(below)]:
        del env[k]


def test_root_of_a_key_is_the_name_it_starts_with() -> None:
    assert [root_of(k) for k in ("x", "x.a.b", "x[0]", "x['k.v']", "x.a&", "x&")] == ["x"] * 6


def test_the_parent_of_a_key_is_one_step_up() -> None:
    cases = {
        "x": None, "x.a": "x", "x.a.b": "x.a", "x[0]": "x", "x[-1]": "x", "x.a&": "x.a", "x&": "x",
        "x['k.v']": "x", "x['a[0]']": "x", "x[\"a['b\"]": "x", "x['k'].b": "x['k']", "x['k.v'][2]": "x['k.v']",
    }
    assert {key: parent_of(key) for key in cases} == cases


def test_reassigning_a_name_forgets_what_is_reached_through_it() -> None:
    env = _env("x", "x.a", "x.a.b", "x[0]", "x['k']", "x&", "x.a&", "xy", "xy.a", "y.x", "x_")
    invalidate(env, "x")
    assert sorted(env) == ["x", "x_", "xy", "xy.a", "y.x"]


def test_reassigning_an_attribute_keeps_its_siblings_and_its_object() -> None:
    env = _env("x", "x.a", "x.a.b", "x.a[1]", "x.ab", "x.b", "x.a&", "x&")
    invalidate(env, "x.a")
    assert sorted(env) == ["x", "x&", "x.a", "x.ab", "x.b"]


def test_keys_written_later_and_in_copies_are_forgotten_too() -> None:
    env = _env("x")
    env["x.a"] = INT
    copy = Env(env)
    copy["x[0]"] = STR
    copy.update({"x.b": INT})
    copy.setdefault("x.c", INT)
    invalidate(copy, "x")
    assert sorted(copy) == ["x"]
    assert sorted(env) == ["x", "x.a"]  # the original is untouched


def test_a_key_deleted_and_written_again_is_still_indexed() -> None:
    env = _env("x", "x.a")
    del env["x.a"]
    invalidate(env, "x")
    env["x.a"] = INT
    invalidate(env, "x")
    assert list(env) == ["x"]


def test_the_index_agrees_with_a_scan_of_every_key() -> None:
    keys = ["a", "a.b", "a.b.c", "a[0]", "a[0].b", "a['x.y']", "a['x.y'].z", "a['[q]']", "a.b&", "a&", "ab", "ab.c",
            "b.a", "b[1]", "c.d.e", "c.d.e[0]", "c.d&"]  # c.d itself is not narrowed
    for target in keys + ["c.d", "a['x.y']"]:
        indexed, scanned = _env(*keys), dict.fromkeys(keys, INT)
        invalidate(indexed, target)
        _scan_invalidate(scanned, target)
        assert dict(indexed) == scanned, target


def test_keys_through_names_each_root_and_what_it_reaches() -> None:
    env = _env("x", "x.a", "y.b", "z")
    del env["x.a"]
    assert sorted(env.keys_through(["x", "y", "w"])) == ["x", "y.b"]


def test_differing_keys_are_the_changed_and_the_missing_ones() -> None:
    first = _env("a", "b", "c")
    other = Env(first)
    other["b"] = STR
    del other["c"]
    other["d"] = INT
    assert differing_keys(first, other) == ["b", "c"]


def test_merge_joins_changed_keys_and_drops_missing_ones() -> None:
    entry = _env("a", "b", "c", "d")
    left, right = Env(entry), Env(entry)
    left["b"] = STR
    right["c"] = Instance("builtins.int")  # equal, not identical: stays int
    del right["d"]
    merged = merge([left, None, right])
    assert merged is not None
    assert dict(merged) == {"a": INT, "b": make_union([STR, INT]), "c": INT}
    assert list(merged) == ["a", "b", "c"]  # the first path's order


def test_merge_of_one_path_is_a_copy_that_keeps_the_index() -> None:
    entry = _env("x", "x.a")
    merged = merge([entry, entry])
    assert merged is not None and merged is not entry
    merged["x.b"] = NONE
    invalidate(merged, "x")
    assert list(merged) == ["x"] and sorted(entry) == ["x", "x.a"]
    assert merge([None, None]) is None
