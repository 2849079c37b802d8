"""A module checked inside the stdlib folder finds its own package's modules there, as a
copy of it elsewhere does (the stdlib folder is otherwise left to typeshed)."""

from __future__ import annotations

import ast
import os
import sysconfig
from pathlib import Path

import pytest

from hintloader.checker import stdlib_folders
from hintloader.checker import check_module
from hintloader.config.options import PackageOptions

PACKAGE = {
    "__init__.py": "from corepkg import helper\nimport corepkg.other as other\n"
                   "helper.f()\nother.g()\nhelper.missing()\n",
    "helper.py": "def f() -> int:\n    return 1\n",
    "other.py": "def g() -> int:\n    return 2\n",
}


def _check(root: Path) -> list[str]:
    path = root / "corepkg" / "__init__.py"
    source = path.read_text()
    result = check_module(ast.parse(source), source, path=str(path), module="corepkg",
                          options=PackageOptions(), search_path=(str(root),))
    return [f"{d.line}: {d.message}  [{d.code}]" for d in result.diagnostics]


@pytest.fixture
def stdlib_like(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "lib"
    for name, text in PACKAGE.items():
        (root / "corepkg").mkdir(parents=True, exist_ok=True)
        (root / "corepkg" / name).write_text(text)
    monkeypatch.setattr(stdlib_folders, "STDLIB_DIRS", (*stdlib_folders.STDLIB_DIRS, os.path.normcase(str(root))))
    return root


def test_a_package_in_the_stdlib_folder_resolves_its_submodules(stdlib_like: Path) -> None:
    assert _check(stdlib_like) == [
        '5: Module has no attribute "missing"  [attr-defined]']


def test_the_same_package_elsewhere_is_checked_the_same(tmp_path: Path) -> None:
    root = tmp_path / "src"
    for name, text in PACKAGE.items():
        (root / "corepkg").mkdir(parents=True, exist_ok=True)
        (root / "corepkg" / name).write_text(text)
    assert _check(root) == ['5: Module has no attribute "missing"  [attr-defined]']


def test_cpythons_own_test_module_package_is_clean() -> None:
    path = Path(sysconfig.get_paths()["stdlib"]) / "test" / "test_module" / "__init__.py"
    if not path.exists():
        pytest.skip("this Python ships no test.test_module")
    source = path.read_text(encoding="utf-8")
    result = check_module(ast.parse(source), source, path=str(path), module="test.test_module",
                          options=PackageOptions(), search_path=(str(path.parents[2]),))
    assert [d for d in result.diagnostics if "bad_getattr" in d.message] == []


PRIVATE_IMPORT = "from typing import _GenericAlias\n"


def _private_import_codes(path: Path) -> list[str]:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(PRIVATE_IMPORT)
    result = check_module(ast.parse(PRIVATE_IMPORT), PRIVATE_IMPORT, path=str(path), module=path.stem,
                          options=PackageOptions(), search_path=(str(path.parent),))
    return [d.code for d in result.diagnostics]


def test_the_stdlibs_own_sources_may_use_private_typing_names(stdlib_like: Path) -> None:
    assert _private_import_codes(stdlib_like / "privmod.py") == []


def test_site_packages_inside_the_stdlib_folder_is_no_stdlib(stdlib_like: Path) -> None:
    # A virtual environment's platstdlib (``<venv>/lib/python3.X``) holds its site-packages:
    # attrs' ``from typing import _GenericAlias`` there is mypy's attr-defined.
    assert _private_import_codes(stdlib_like / "site-packages" / "privmod.py") == ["attr-defined"]
