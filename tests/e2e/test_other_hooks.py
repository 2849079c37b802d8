"""hintloader next to beartype.claw, typeguard's import hook and a loader of one's own.

beartype and typeguard are not dependencies of hintloader: these tests skip without them
(`pip install beartype typeguard` to run them)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.conftest import clean_env, run_python

CALC = """\
def double(x: int) -> int:
    return x * 2


WRONG: str = 1
"""
CALL = """
import app.calc
try:
    app.calc.double("a")
except Exception as exc:
    print("runtime:", type(exc).__name__)
else:
    print("runtime: none")
"""
STATIC = 'hintloader: app/calc.py:5:14: error: Incompatible types in assignment'


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "__init__.py").write_text("")
    (tmp_path / "app" / "calc.py").write_text(CALC)
    return tmp_path


def run(project: Path, setup: str, call: str = CALL) -> tuple[str, str]:
    (project / "main.py").write_text(textwrap.dedent(setup) + call)
    result = run_python("main.py", cwd=project, env=clean_env(HINTLOADER_CACHE_DIR="off"))
    return result.stdout, result.stderr


def test_beartype_claw_installed_first_keeps_checking(project: Path) -> None:
    pytest.importorskip("beartype.claw")
    out, err = run(project, """\
        from beartype.claw import beartype_package
        beartype_package("app")
        import hintloader
        hintloader.install(packages=["app"])
    """)
    # The static finding, then beartype's own module-level check of WRONG refuses the import.
    assert STATIC in err
    assert "BeartypeDoorHintViolation" in err


def test_beartype_claw_installed_after_hintloader(project: Path) -> None:
    pytest.importorskip("beartype.claw")
    (project / "app" / "calc.py").write_text(CALC.replace("WRONG: str = 1", "WRONG = 1"))
    (project / "app" / "late.py").write_text('def n() -> int:\n    return "x"\n')
    out, err = run(project, """\
        import hintloader
        hintloader.install(packages=["app"])
        from beartype.claw import beartype_package
        beartype_package("app")
        import app.late
    """)
    assert "hintloader: app/late.py:2:12: error:" in err
    assert "runtime: BeartypeCallHintParamViolation" in out


@pytest.mark.parametrize("order", ["typeguard first", "hintloader first"])
def test_typeguard_hook(project: Path, order: str) -> None:
    pytest.importorskip("typeguard")
    ours = "import hintloader\nhintloader.install(packages=['app'])\n"
    theirs = "from typeguard import install_import_hook\ninstall_import_hook('app')\n"
    out, err = run(project, theirs + ours if order == "typeguard first" else ours + theirs)
    assert "runtime: TypeCheckError" in out
    if order == "typeguard first":
        assert STATIC in err
        assert "not checked" not in err
    else:
        # typeguard's finder went in front of hintloader's: said once, at exit, with the fix.
        assert STATIC not in err
        assert err.count("hintloader: 2 selected modules were loaded by an import hook placed "
                         "in front of hintloader's (typeguard._importhook.TypeguardLoader) and "
                         "not checked: app, app.calc (install hintloader's hook after that "
                         "one; see docs/faq.md)") == 1


def test_hintloader_runtime_checks_give_way_to_the_other_hook(project: Path) -> None:
    pytest.importorskip("typeguard")
    out, err = run(project, """\
        from typeguard import install_import_hook
        install_import_hook("app")
        import hintloader
        hintloader.install(packages=["app"], instrument=True)
    """)
    assert "runtime: TypeCheckError" in out
    assert STATIC in err
    assert ("modules loaded by typeguard._importhook.TypeguardLoader did not get hintloader's "
            "runtime checks (that hook compiles them): app, app.calc") in err


def test_a_loader_not_built_on_source_file_loader_is_named_once(project: Path) -> None:
    out, err = run(project, """\
        import importlib.abc, importlib.machinery, sys

        class Loader(importlib.abc.Loader):
            def __init__(self, path):
                self.path = path
            def create_module(self, spec):
                return None
            def exec_module(self, module):
                with open(self.path) as f:
                    exec(compile(f.read(), self.path, "exec"), module.__dict__)

        class Finder(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path, target=None):
                spec = importlib.machinery.PathFinder.find_spec(name, path)
                if spec is not None and name.startswith("app"):
                    spec.loader = Loader(spec.origin)
                return spec

        sys.meta_path.insert(0, Finder())
        import hintloader
        hintloader.install(packages=["app"])
    """)
    assert "runtime: none" in out
    assert err.count("was loaded") + err.count("were loaded") == 1
    assert ("hintloader: 2 selected modules were loaded by a loader not built on "
            "SourceFileLoader (__main__.Loader) and not checked: app, app.calc "
            "(`hintloader check` checks them; see docs/faq.md)") in err


def test_plain_programs_get_no_such_warning(project: Path) -> None:
    out, err = run(project, "import hintloader\nhintloader.install(packages=['app'])\n")
    assert STATIC in err and "not checked" not in err
