"""A module parsed as another module's dependency is not parsed again when it is checked."""

from __future__ import annotations

import ast
import marshal
import os
from pathlib import Path
from typing import Any

import pytest

from hintloader.checker.stubs import SharedTree, load_source_module, parsed_dependency, remember_tree
from hintloader.config.options import Options, PackageOptions
from hintloader.importing.pipeline import Pipeline


def _dependency(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "dep_mod.py"
    path.write_text(text, encoding="utf-8")
    module = load_source_module("dep_mod", str(path), is_stub=False, is_package=False, first_party=True,
                                search_path=(str(tmp_path),))
    assert module is not None and module.tree is not None
    return path


def test_an_unchanged_dependency_gives_its_tree(tmp_path: Path) -> None:
    path = _dependency(tmp_path, "X: int = 1\n")
    first = parsed_dependency(str(path), path.read_bytes())
    assert first is not None
    assert parsed_dependency(str(path), path.read_bytes()) is first


def test_a_changed_file_is_parsed_again(tmp_path: Path) -> None:
    path = _dependency(tmp_path, "X: int = 1\n")
    path.write_text("X: int = 22\n", encoding="utf-8")
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10_000_000))
    assert parsed_dependency(str(path), path.read_bytes()) is None


def test_a_declared_encoding_is_left_to_python(tmp_path: Path) -> None:
    path = _dependency(tmp_path, "# -*- coding: latin-1 -*-\nX = 'a'\n")
    assert parsed_dependency(str(path), path.read_bytes()) is None


def test_a_never_seen_file_has_no_tree(tmp_path: Path) -> None:
    path = tmp_path / "other.py"
    path.write_text("X = 1\n", encoding="utf-8")
    assert parsed_dependency(str(path), path.read_bytes()) is None


def _pipeline(tmp_path: Path, *, instrument: bool) -> Pipeline:
    options = Options(defaults=PackageOptions(instrument=instrument), cache_dir=None)
    return Pipeline(options, cache=None, search_roots=(str(tmp_path),))


def test_the_check_reuses_the_dependency_tree_and_still_checks(tmp_path: Path) -> None:
    path = _dependency(tmp_path, "X: int = 'a'\n")
    outcome = _pipeline(tmp_path, instrument=False).analyse(path.read_bytes(), path=str(path), module="dep_mod")
    shared = parsed_dependency(str(path), path.read_bytes())
    assert shared is not None and outcome.tree is shared.tree
    assert [d.code for d in outcome.diagnostics] == ["assignment"]


def test_instrumenting_parses_its_own_tree(tmp_path: Path) -> None:
    path = _dependency(tmp_path, "def f(x: int) -> int:\n    return x\n")
    shared = parsed_dependency(str(path), path.read_bytes())
    before = ast_dump(shared)
    _pipeline(tmp_path, instrument=True).analyse(path.read_bytes(), path=str(path), module="dep_mod")
    assert ast_dump(parsed_dependency(str(path), path.read_bytes())) == before


def ast_dump(shared: SharedTree | None) -> str:
    assert shared is not None
    return ast.dump(shared.tree)


def _check_then_load(tmp_path: Path, name: str, text: str) -> tuple[ast.Module | None, ast.Module | None]:
    """Check a module first, then load it as a dependency: (the checked tree, the loaded one)."""
    path = tmp_path / f"{name}.py"
    path.write_text(text, encoding="utf-8")
    outcome = _pipeline(tmp_path, instrument=False).analyse(path.read_bytes(), path=str(path), module=name)
    module = load_source_module(name, str(path), is_stub=False, is_package=False, first_party=True,
                                search_path=(str(tmp_path),))
    assert module is not None
    return outcome.tree, module.tree


def test_a_checked_module_lends_its_tree_to_later_dependency_loads(tmp_path: Path) -> None:
    checked, loaded = _check_then_load(tmp_path, "checked_first", "def f(x: int) -> int:\n    return x\n")
    assert checked is not None and loaded is checked


def test_a_checked_module_lends_its_tree_with_its_type_comments(tmp_path: Path) -> None:
    checked, loaded = _check_then_load(tmp_path, "commented", "def f(x):\n    # type: (int) -> int\n    return x\n")
    assert checked is None  # compiled from the source (see the test of the compiled code below)
    shared = parsed_dependency(str(tmp_path / "commented.py"), (tmp_path / "commented.py").read_bytes())
    assert loaded is not None and shared is not None and loaded is shared.tree
    func = loaded.body[0]
    assert isinstance(func, ast.FunctionDef) and func.type_comment == "(int) -> int"


def test_a_lent_tree_without_type_comments_is_not_used_for_a_module_that_has_them(tmp_path: Path) -> None:
    path = tmp_path / "plain_lent.py"
    source = b"def f(x):\n    # type: (int) -> int\n    return x\n"
    path.write_bytes(source)
    plain = ast.parse(source)
    remember_tree(str(path), source, plain, type_comments=False)
    module = load_source_module("plain_lent", str(path), is_stub=False, is_package=False, first_party=True,
                                search_path=(str(tmp_path),))
    assert module is not None and module.tree is not None and module.tree is not plain
    func = module.tree.body[0]
    assert isinstance(func, ast.FunctionDef) and func.type_comment == "(int) -> int"


# A module whose type comments type what it defines: the findings below need them read.
_COMMENTED = (
    "def f(a):\n"
    "    # type: (int) -> str\n"
    "    return str(a)\n"
    "x = []  # type: list[int]\n"
    "x.append('no')\n"
    "n = f('no')\n"
)


def _count_module_parses(monkeypatch: pytest.MonkeyPatch, source: bytes) -> list[int]:
    """Record every parse of the whole module (bytes or text) while the test runs."""
    calls: list[int] = []
    real_parse = ast.parse

    def counting(text: Any, *args: Any, **kwargs: Any) -> Any:
        if text in (source, source.decode()):
            calls.append(1)
        return real_parse(text, *args, **kwargs)

    monkeypatch.setattr(ast, "parse", counting)
    return calls


def test_a_dependency_with_type_comments_is_checked_without_a_second_parse(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _dependency(tmp_path, _COMMENTED)
    source = path.read_bytes()
    calls = _count_module_parses(monkeypatch, source)
    outcome = _pipeline(tmp_path, instrument=False).analyse(source, path=str(path), module="dep_mod")
    assert calls == []
    assert [(d.line, d.code) for d in outcome.diagnostics] == [(5, "arg-type"), (6, "arg-type")]


def test_a_checked_module_with_type_comments_is_parsed_once_for_both_uses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "checked_first.py"
    path.write_text(_COMMENTED, encoding="utf-8")
    source = path.read_bytes()
    calls = _count_module_parses(monkeypatch, source)
    outcome = _pipeline(tmp_path, instrument=False).analyse(source, path=str(path), module="checked_first")
    assert [(d.line, d.code) for d in outcome.diagnostics] == [(5, "arg-type"), (6, "arg-type")]
    module = load_source_module("checked_first", str(path), is_stub=False, is_package=False, first_party=True,
                                search_path=(str(tmp_path),))
    shared = parsed_dependency(str(path), source)
    assert module is not None and shared is not None and module.tree is shared.tree
    assert len(calls) == 1


@pytest.mark.parametrize("dependency_first", [False, True])
def test_a_module_with_type_comments_runs_the_code_python_compiles(tmp_path: Path, dependency_first: bool) -> None:
    # A tree that kept its type comments has other end columns: it is not the one compiled.
    path = tmp_path / "dep_mod.py"
    path.write_text(_COMMENTED + "class C:\n    y = 1  # type: int\n", encoding="utf-8")
    if dependency_first:
        _dependency(tmp_path, path.read_text(encoding="utf-8"))
    source = path.read_bytes()
    outcome = _pipeline(tmp_path, instrument=False).analyse(source, path=str(path), module="dep_mod")
    compiled = compile(source if outcome.tree is None else outcome.tree, str(path), "exec", dont_inherit=True)
    assert marshal.dumps(compiled) == marshal.dumps(compile(source, str(path), "exec", dont_inherit=True))
