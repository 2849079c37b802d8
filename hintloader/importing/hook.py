"""Installing and removing the import hook: one finder at the front of sys.meta_path."""

from __future__ import annotations

import sys

from hintloader.importing.finder import FirstParty, HintFinder, default_roots, warn_already_imported
from hintloader.config.options import Options

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import SupportsIndex

    from importlib.machinery import SourceFileLoader

    from hintloader.importing.loader import HintLoader
    from hintloader.importing.pipeline import CacheLike, Pipeline, Sink


def open_cache(options: Options) -> CacheLike | None:
    """The cache for these options, or None when it is off or unusable."""
    if options.cache_dir is None:
        return None
    from hintloader.cache.store import open_cache as open_store

    return open_store(options)


class InstallHandle:
    """What install() returns; uninstall() removes exactly what install() added.

    The pipeline (checker, cache, reporting) is built at the first claimed import, so that
    activating hintloader in a process that never imports selected code costs next to nothing.
    """

    __slots__ = ("finder", "options", "_pipeline", "_sink")

    def __init__(self, options: Options, sink: Sink | None = None) -> None:
        self.options = options
        self._pipeline: Pipeline | None = None
        self._sink = sink
        self.finder: HintFinder  # set by install()

    @property
    def pipeline(self) -> Pipeline:
        if self._pipeline is None:
            from hintloader.importing.pipeline import Pipeline

            self._pipeline = Pipeline(self.options, open_cache(self.options), sink=self._sink,
                                      background=self._sink is None)
        return self._pipeline

    @property
    def loaded_pipeline(self) -> Pipeline | None:
        """The pipeline if an import has built it (never builds one)."""
        return self._pipeline

    def stop_reporting(self) -> None:
        """Findings of later (re)loads go nowhere: the sink's owner is shutting down."""
        self._sink = None
        if self._pipeline is not None:
            self._pipeline.sink = None

    def make_loader(self, fullname: str, path: str,
                    inner: SourceFileLoader | None = None) -> HintLoader:
        from hintloader.importing.loader import DelegatingHintLoader, HintLoader

        if inner is None:
            return HintLoader(fullname, path, self.pipeline)
        return DelegatingHintLoader(fullname, path, self.pipeline, inner)

    @property
    def installed(self) -> bool:
        return self.finder in sys.meta_path

    def uninstall(self) -> None:
        while self.finder in sys.meta_path:
            sys.meta_path.remove(self.finder)

    def __enter__(self) -> InstallHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.uninstall()


class WatchedMetaPath(list):  # type: ignore[type-arg]  # holds whatever finders are
    """sys.meta_path, noticing a finder put in front of hintloader's (typeguard's
    ``install_import_hook()`` after hintloader): the modules it answers for never reach
    hintloader, so it names them at exit. A plain list otherwise; importlib only iterates it."""

    __slots__ = ()

    def insert(self, index: SupportsIndex, item: object) -> None:
        super().insert(index, item)
        if isinstance(item, HintFinder):
            return
        theirs = next((i for i, finder in enumerate(self) if finder is item), None)
        for position, finder in enumerate(self):
            if isinstance(finder, HintFinder) and theirs is not None and theirs < position:
                finder.foreign_hooks().watch()
                break


def is_hintloader_finder(finder: object) -> bool:
    """hintloader's finder, or the stand-in that holds its place after a remembered start."""
    return isinstance(finder, HintFinder) or getattr(finder, "hintloader_stand_in", False) is True


def install(
    options: Options,
    *,
    extra_modules: Sequence[str] = (),
    warn_late: bool = True,
    sink: Sink | None = None,
    replacing: object = None,
    imported_before: frozenset[str] | None = None,
    first_party_roots: Sequence[str] | None = None,
    excluded: Sequence[str] | None = None,
) -> InstallHandle:
    """Put hintloader's finder first on sys.meta_path, replacing an earlier one (idempotent).

    ``sink`` receives each checked module's findings instead of warnings (the pytest plugin).
    A start-up stand-in (hintloader.warmstart) passes itself as ``replacing``: the finder takes
    its place rather than the front, and what the stand-in saw at activation (the modules
    imported then, the first-party folders) counts as seen at installation.
    """
    handle = InstallHandle(options, sink)
    first_party = None
    if options.packages is None:
        roots = default_roots(options) if first_party_roots is None else first_party_roots
        first_party = FirstParty(roots, excluded)
    handle.finder = HintFinder(
        options, handle.make_loader, first_party=first_party, extra_modules=extra_modules
    )
    for existing in [f for f in sys.meta_path if is_hintloader_finder(f) and f is not replacing]:
        sys.meta_path.remove(existing)
    handle.finder.modules_before = (frozenset(sys.modules) if imported_before is None
                                    else imported_before)
    if type(sys.meta_path) is list:
        sys.meta_path = WatchedMetaPath(sys.meta_path)
    if replacing is not None and replacing in sys.meta_path:
        position = sys.meta_path.index(replacing)
        sys.meta_path[position] = handle.finder
        if position > 0:  # a finder went in front of the stand-in: another import hook
            handle.finder.foreign_hooks().watch()
    else:
        sys.meta_path.insert(0, handle.finder)
    if warn_late:
        warn_already_imported(options, first_party, imported_before)
    return handle
