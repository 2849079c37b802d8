"""The sys.meta_path finder: decides which modules hintloader claims and swaps in its loader."""

from __future__ import annotations

import os
import sys

# importlib.machinery's classes, without importing importlib (and warnings with it).
from _frozen_importlib import ModuleSpec
from _frozen_importlib_external import SourceFileLoader

from hintloader.config.options import Options, module_in_packages

# This module is on the start-up path of every HINTLOADER=1 process: typing-only imports.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Sequence
    from types import ModuleType

# hintloader never checks itself through the hook: the hook would be loading its own checker.
NEVER_CLAIMED = ("hintloader",)


def dotted(names: tuple[str, ...]) -> tuple[str, ...]:
    """``name.`` for each name: ``m in names or m.startswith(dotted(names))`` is
    module_in_packages in two calls to C, for the checks every import of a process makes."""
    return tuple(name + "." for name in names)


_NEVER_DOTTED = dotted(NEVER_CLAIMED)

_THIRD_PARTY_DIRS = frozenset({"site-packages", "dist-packages"})


def _norm(path: str) -> str:
    return os.path.normcase(os.path.realpath(path))


def _is_within(path: str, folder: str) -> bool:
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def excluded_folders() -> tuple[str, ...]:
    """Folders whose files are never first-party: the standard library, the environment."""
    import sysconfig

    excluded = {sysconfig.get_paths().get(key) for key in ("stdlib", "platstdlib")}
    if sys.prefix != sys.base_prefix:
        # A virtual environment, often inside the project folder, is never project code.
        excluded.add(sys.prefix)
    return tuple(sorted(_norm(p) for p in excluded if p))


class FirstParty:
    """Decides whether a file belongs to the project rather than the stdlib or an environment."""

    def __init__(self, roots: Sequence[str], excluded: Sequence[str] | None = None) -> None:
        self._roots = tuple(dict.fromkeys(_norm(r) for r in roots if r))
        # Known up front after a remembered start (sysconfig costs milliseconds to import).
        self._excluded_folders = None if excluded is None else tuple(excluded)

    @property
    def _excluded(self) -> tuple[str, ...]:
        if self._excluded_folders is None:
            self._excluded_folders = excluded_folders()
        return self._excluded_folders

    @property
    def roots(self) -> tuple[str, ...]:
        return self._roots

    def contains(self, filename: str) -> bool:
        path = _norm(filename)
        return (
            any(_is_within(path, root) for root in self._roots)
            and not any(_is_within(path, folder) for folder in self._excluded)
            and not _THIRD_PARTY_DIRS.intersection(path.split(os.sep))
        )


def default_roots(options: Options) -> list[str]:
    """First-party folders: the project root and the main script's folder."""
    roots: list[str] = []
    if options.project_root:
        roots.append(options.project_root)
    argv0 = sys.argv[0] if sys.argv else ""
    if argv0 and argv0 not in ("-c", "-m") and os.path.isfile(argv0):
        roots.append(os.path.dirname(os.path.abspath(argv0)))
    if not roots:
        roots.append(os.getcwd())
    return roots


if TYPE_CHECKING:
    from typing import TypeAlias

    from hintloader.importing.foreign import ForeignHooks

    # (module name, file, the other hook's loader to run after the check, if any)
    LoaderFactory: TypeAlias = Callable[[str, str, "SourceFileLoader | None"], SourceFileLoader]


class HintFinder:
    """Claims the selected modules; every other import is left to the finders after it.

    The spec always comes from the later finders (PathFinder, editable-install finders, ...);
    only its loader is replaced, and only for plain source files.
    """

    def __init__(
        self,
        options: Options,
        make_loader: LoaderFactory,
        *,
        first_party: FirstParty | None = None,
        extra_modules: Sequence[str] = (),
    ) -> None:
        self.options = options
        self._make_loader = make_loader
        self._first_party = first_party
        # Modules claimed whatever the selection says, e.g. the target of ``-m``.
        self._extra_modules = tuple(extra_modules)
        self._extra_dotted = dotted(self._extra_modules)
        self._packages_dotted = dotted(options.packages or ())
        # Top-level names already judged in first-party mode; avoids repeated path tests.
        self._top_level_verdicts: dict[str, bool] = {}
        # Other import hooks: what they took, reported at exit (built at their first sign).
        self.modules_before: frozenset[str] = frozenset()
        self._foreign: ForeignHooks | None = None

    def add_extra_module(self, name: str) -> None:
        if name not in self._extra_modules:
            self._extra_modules += (name,)
            self._extra_dotted = dotted(self._extra_modules)

    # -- selection -------------------------------------------------------------------------

    def _name_may_be_selected(self, fullname: str) -> bool:
        # module_in_packages, as prefix tests in C: this runs for every import of the process.
        if fullname in NEVER_CLAIMED or fullname.startswith(_NEVER_DOTTED):
            return False
        if fullname in self._extra_modules or fullname.startswith(self._extra_dotted):
            return True
        packages = self.options.packages
        if packages is not None:
            return fullname in packages or fullname.startswith(self._packages_dotted)
        return True  # first-party mode decides by location, below

    def _selected(self, fullname: str, spec: ModuleSpec) -> bool:
        if not self.options.for_module(fullname).claimed and not module_in_packages(
            fullname, self._extra_modules
        ):
            return False
        if self.options.packages is not None or module_in_packages(fullname, self._extra_modules):
            return True
        top = fullname.partition(".")[0]
        verdict = self._top_level_verdicts.get(top)
        if verdict is None or top == fullname:
            if self._first_party is None:
                self._first_party = FirstParty(default_roots(self.options))
            verdict = spec.origin is not None and self._first_party.contains(spec.origin)
            self._top_level_verdicts[top] = verdict
        return verdict

    # -- the finder protocol -----------------------------------------------------------------

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> ModuleSpec | None:
        if not self._name_may_be_selected(fullname):
            return None
        if self._foreign is None and sys.meta_path and sys.meta_path[0] is not self:
            # A finder went in front of ours: the modules it answers for never reach us.
            self.foreign_hooks().watch()
        spec = self._spec_from_later_finders(fullname, path, target)
        if spec is None:
            return spec
        loader = spec.loader
        if not self._claimable(spec):
            if self._escapes(spec) and self._selected(fullname, spec):
                self.foreign_hooks().note(fullname, loader)
            return spec
        if not self._selected(fullname, spec):
            return spec
        assert spec.origin is not None
        inner = None
        if type(loader) is not SourceFileLoader:
            # Another hook's SourceFileLoader subclass (beartype.claw, typeguard): check first,
            # then let it compile and run the module as it would.
            if type(loader).__module__ == "hintloader.importing.loader":
                return spec
            assert isinstance(loader, SourceFileLoader)  # _claimable
            inner = loader
            settings = self.options.for_module(fullname)
            if settings.instrument:
                self.foreign_hooks().note(fullname, loader, runtime_left=True)
            if not settings.static:
                return spec
        spec.loader = self._make_loader(fullname, spec.origin, inner)
        return spec

    def foreign_hooks(self) -> ForeignHooks:
        if self._foreign is None:
            from hintloader.importing.foreign import ForeignHooks

            self._foreign = ForeignHooks(self._selected_module, self.modules_before)
        return self._foreign

    def _selected_module(self, name: str, module: object) -> bool:
        """For the exit report: would this finder have claimed an imported module?"""
        spec = getattr(module, "__spec__", None)
        return (isinstance(spec, ModuleSpec) and self._name_may_be_selected(name)
                and self._selected(name, spec))

    @staticmethod
    def _escapes(spec: ModuleSpec) -> bool:
        """A .py module whose loader is another hook's, not built on SourceFileLoader."""
        from hintloader.importing.foreign import is_known

        return (spec.loader is not None and spec.origin is not None
                and spec.origin.endswith(".py")
                and not isinstance(spec.loader, SourceFileLoader) and not is_known(spec.loader))

    def _spec_from_later_finders(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None
    ) -> ModuleSpec | None:
        try:
            start = sys.meta_path.index(self) + 1
        except ValueError:
            return None  # uninstalled while an import was in flight
        for finder in sys.meta_path[start:]:
            find_spec = getattr(finder, "find_spec", None)
            if find_spec is None:
                continue
            spec: ModuleSpec | None = find_spec(fullname, path, target)
            if spec is not None:
                return spec
        return None

    @staticmethod
    def _claimable(spec: ModuleSpec) -> bool:
        """.py files with a SourceFileLoader (or another hook's subclass of it): extensions,
        namespace packages, sourceless, frozen pass by."""
        return (
            isinstance(spec.loader, SourceFileLoader)
            and spec.origin is not None
            and spec.origin.endswith(".py")
        )

    def invalidate_caches(self) -> None:
        self._top_level_verdicts.clear()
        self._first_party = None

    def __repr__(self) -> str:
        return f"<HintFinder packages={self.options.packages!r}>"


def _loaded_by_hintloader(module: ModuleType) -> bool:
    loader = getattr(getattr(module, "__spec__", None), "loader", None)
    if getattr(loader, "hintloader_replayed", False) is True:
        return True  # its recorded findings were reported (hintloader.replay)
    loader_module = sys.modules.get("hintloader.importing.loader")
    if loader_module is None:  # no hook has loaded anything yet
        return False
    return isinstance(loader, loader_module.HintLoader)


def warn_already_imported(options: Options, first_party: FirstParty | None = None,
                          names: Collection[str] | None = None) -> list[str]:
    """Warn about selected modules that were imported before the hook existed (``names``:
    the modules imported when it was activated, if that was before now)."""
    late: list[str] = []
    for name, module in list(sys.modules.items()):
        if names is not None and name not in names:
            continue
        if name == "__main__" or module_in_packages(name, NEVER_CLAIMED):
            continue
        if _loaded_by_hintloader(module):
            continue  # claimed by an earlier hook (HINTLOADER=1 before the pytest plugin)
        if options.packages is not None:
            chosen = module_in_packages(name, options.packages)
        elif first_party is not None:
            filename = getattr(module, "__file__", None)
            chosen = isinstance(filename, str) and first_party.contains(filename)
        else:
            chosen = False
        if chosen and options.for_module(name).claimed:
            late.append(name)
    if late:
        from hintloader.report.notices import notice

        names = ", ".join(sorted(late))
        notice(f"hintloader was installed after these selected modules were imported, "
               f"so they are not checked: {names}")
    return late
