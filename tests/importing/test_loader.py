"""The hook is transparent: claimed modules behave as they would without hintloader."""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.resources
import importlib.util
import inspect
import pickle
import py_compile
import sys
import textwrap
import traceback
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from hintloader.errors import HintError, HintWarning
from hintloader.importing.finder import HintFinder
from hintloader.importing.hook import install
from hintloader.importing.loader import HintLoader
from hintloader.config.options import Options, Override, PackageOptions

GOOD = '''\
"""A well-typed module."""
import pickle


class Point:
    def __init__(self, x: int) -> None:
        self.x = x


def fail(n: int) -> int:
    if n > 0:
        raise ValueError("deliberate")
    return n


VALUE = 1
'''

BAD = """\
def double(x: int) -> int:
    return x * 2

VALUE = double("a")
"""


@pytest.fixture
def pkg(tmp_path: Path, import_state: None) -> Iterator[Path]:
    root = tmp_path / "tpkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "good.py").write_text(GOOD)
    (root / "bad.py").write_text(BAD)
    (root / "data.txt").write_text("payload")
    sys.path.insert(0, str(tmp_path))
    sys.path_importer_cache.clear()
    yield root


def options(mode: str = "warn", **overrides: object) -> Options:
    return Options(
        packages=("tpkg",),
        defaults=PackageOptions(mode=mode),  # type: ignore[arg-type]
        cache_dir=None,
        **overrides,  # type: ignore[arg-type]
    )


def test_claimed_module_keeps_every_spec_field(pkg: Path) -> None:
    handle = install(options())
    import tpkg.good

    spec = tpkg.good.__spec__
    assert isinstance(spec.loader, HintLoader)
    assert isinstance(spec.loader, importlib.machinery.SourceFileLoader)
    assert tpkg.good.__file__ == str(pkg / "good.py")
    assert tpkg.good.__cached__ == importlib.util.cache_from_source(str(pkg / "good.py"))
    assert spec.origin == str(pkg / "good.py")
    handle.uninstall()


def test_bytecode_is_what_python_compiles(pkg: Path) -> None:
    with install(options()):
        import tpkg.good
    code = tpkg.good.__spec__.loader.get_code("tpkg.good")
    plain = compile((pkg / "good.py").read_bytes(), str(pkg / "good.py"), "exec",
                    dont_inherit=True)
    # Code objects compare by bytecode, constants (nested code too), names and line tables;
    # marshal bytes would also differ by interning flags, which carry no meaning.
    assert code == plain


def test_resources_getsource_and_pickling(pkg: Path) -> None:
    with install(options()):
        import tpkg.good
    assert importlib.resources.files("tpkg").joinpath("data.txt").read_text() == "payload"
    assert "def fail(n: int) -> int:" in inspect.getsource(tpkg.good.fail)
    assert pickle.loads(pickle.dumps(tpkg.good.Point(4))).x == 4


def test_tracebacks_point_at_the_source_lines(pkg: Path) -> None:
    with install(options()):
        import tpkg.good
    with pytest.raises(ValueError) as info:
        tpkg.good.fail(1)
    last = traceback.extract_tb(info.value.__traceback__)[-1]
    assert (last.filename, last.lineno) == (str(pkg / "good.py"), 12)
    assert last.line == 'raise ValueError("deliberate")'


def test_reload_checks_the_new_source(pkg: Path) -> None:
    with install(options()):
        import tpkg.good

        (pkg / "good.py").write_text(GOOD.replace("VALUE = 1", "VALUE = 22\nx: int = 'a'"))
        with pytest.warns(HintWarning, match=r"good.py:17:\d+: error: .*\[assignment\]"):
            importlib.reload(tpkg.good)
    assert tpkg.good.VALUE == 22


def test_warn_mode_warns_with_mypy_text(pkg: Path) -> None:
    with install(options()), pytest.warns(HintWarning) as record:
        import tpkg.bad
    assert tpkg.bad.VALUE == "aa"
    texts = [str(w.message) for w in record]
    assert any(t.startswith(f"{pkg / 'bad.py'}:4:") and t.endswith("[arg-type]") for t in texts)


def test_error_mode_refuses_the_import_with_diagnostics(pkg: Path) -> None:
    with install(options("error")), pytest.raises(HintError) as info:
        import tpkg.bad  # noqa: F401
    assert not isinstance(info.value, ImportError)
    assert info.value.module == "tpkg.bad"
    assert [d.code for d in info.value.diagnostics] == ["arg-type"]
    assert "tpkg.bad" not in sys.modules


def test_a_syntax_error_only_the_compiler_finds_is_raised_as_python_raises_it(pkg: Path) -> None:
    """The parser accepts a late __future__ import; compiling the instrumented tree fails on
    it. That is the module's own error, not an instrumentation failure (internal-error)."""
    (pkg / "late.py").write_text("x = 1\nfrom __future__ import annotations\n")
    instrumented = Options(packages=("tpkg",), defaults=PackageOptions(instrument=True), cache_dir=None)
    with install(instrumented), warnings.catch_warnings():
        warnings.simplefilter("error", HintWarning)
        with pytest.raises(SyntaxError, match="__future__ imports must occur at the beginning"):
            import tpkg.late  # noqa: F401


def test_overrides_switch_one_module_off(pkg: Path) -> None:
    opts = options(overrides=(Override(("tpkg.bad",), (("mode", "off"),)),))
    with install(opts):
        import tpkg.bad
    assert not isinstance(tpkg.bad.__spec__.loader, HintLoader)


def test_unselected_modules_are_not_claimed(pkg: Path) -> None:
    with install(Options(packages=("other",), cache_dir=None)):
        import tpkg.good
    assert type(tpkg.good.__spec__.loader) is importlib.machinery.SourceFileLoader


def test_namespace_and_sourceless_modules_pass_through(pkg: Path, tmp_path: Path) -> None:
    ns = tmp_path / "nspkg"
    ns.mkdir()
    (ns / "plain.py").write_text("X = 1\n")
    compiled = tmp_path / "tpkg" / "compiled.py"
    compiled.write_text("Y = 2\n")
    py_compile.compile(str(compiled), cfile=str(tmp_path / "tpkg" / "compiled.pyc"))
    compiled.unlink()
    with install(Options(packages=("tpkg", "nspkg"), cache_dir=None)):
        import nspkg.plain
        import tpkg.compiled
    assert nspkg.__spec__.loader is None or not isinstance(nspkg.__spec__.loader, HintLoader)
    assert isinstance(nspkg.plain.__spec__.loader, HintLoader)
    assert isinstance(tpkg.compiled.__spec__.loader, importlib.machinery.SourcelessFileLoader)
    assert tpkg.compiled.Y == 2


def test_install_is_idempotent_and_uninstall_undoes_it(pkg: Path) -> None:
    first = install(options())
    second = install(options())
    finders = [f for f in sys.meta_path if isinstance(f, HintFinder)]
    assert finders == [second.finder]
    assert not first.installed
    second.uninstall()
    assert not any(isinstance(f, HintFinder) for f in sys.meta_path)


def test_warns_about_selected_modules_imported_too_early(pkg: Path) -> None:
    import tpkg.good  # noqa: F401

    with pytest.warns(HintWarning, match="tpkg.good"):
        install(options()).uninstall()


def test_spec_comes_from_later_finders_not_only_pathfinder(pkg: Path, tmp_path: Path) -> None:
    """An editable-install style finder that maps a name to a folder is honoured."""
    hidden = tmp_path / "elsewhere"
    hidden.mkdir()
    (hidden / "mapped.py").write_text("Z = 3\n")

    class MappingFinder:
        @staticmethod
        def find_spec(name: str, path: object = None, target: object = None):  # type: ignore[no-untyped-def]
            if name == "mapped":
                return importlib.util.spec_from_file_location(name, hidden / "mapped.py")
            return None

    sys.meta_path.append(MappingFinder)  # type: ignore[arg-type]
    with install(Options(packages=("mapped",), cache_dir=None)):
        import mapped  # type: ignore[import-not-found]
    assert mapped.Z == 3
    assert isinstance(mapped.__spec__.loader, HintLoader)
