"""Other import hooks: the modules they load that hintloader cannot check, named once at exit."""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

# Loaders whose modules are accounted for elsewhere: pytest's assertion rewriter (the pytest
# plugin checks those files statically) and zip imports (documented as passing through).
_KNOWN = ("_pytest.", "zipimport")


def hook_name(loader: object) -> str:
    cls = type(loader)
    return f"{cls.__module__}.{cls.__qualname__}"


def is_known(loader: object) -> bool:
    return type(loader).__module__.startswith(_KNOWN) or type(loader).__module__ in _KNOWN


class ForeignHooks:
    """What other hooks took from hintloader, reported in one warning per hook at exit.

    Two ways a selected module escapes: a later finder answers with a loader that is no
    ``SourceFileLoader`` (hintloader cannot put its check in front of it), or a finder placed
    before hintloader's (``typeguard.install_import_hook()`` after hintloader was installed)
    answers first, so hintloader is never asked; the second is found by looking at the
    loaders of the selected modules at exit."""

    def __init__(self, selected: Callable[[str, object], bool], before: frozenset[str]) -> None:
        self._selected = selected  # (module name, module) -> would hintloader have claimed it?
        self._before = before  # modules imported before hintloader was installed
        self.unchecked: dict[str, list[str]] = {}  # loaders not built on SourceFileLoader
        self.bypassed: dict[str, list[str]] = {}  # answered by a finder in front of ours
        self.runtime_left: dict[str, list[str]] = {}
        self._registered = False

    def note(self, fullname: str, loader: object, *, runtime_left: bool = False) -> None:
        """A selected module loaded by another hook's loader: unchecked, or (``runtime_left``)
        statically checked but without hintloader's runtime checks."""
        table = self.runtime_left if runtime_left else self.unchecked
        table.setdefault(hook_name(loader), []).append(fullname)
        self.watch()

    def watch(self) -> None:
        """Report at exit (registered once, on the first sign of another hook)."""
        if not self._registered:
            import atexit

            self._registered = True
            atexit.register(self.report)

    def _late_escapes(self) -> None:
        from importlib.machinery import SourceFileLoader

        from hintloader.importing.loader import HintLoader

        seen = {name for table in (self.unchecked, self.runtime_left)
                for names in table.values() for name in names}
        for name, module in list(sys.modules.items()):
            if name in self._before or name in seen or name == "__main__":
                continue
            spec = getattr(module, "__spec__", None)
            loader = getattr(spec, "loader", None)
            origin = getattr(spec, "origin", None)
            if (loader is None or isinstance(loader, HintLoader) or is_known(loader)
                    or getattr(loader, "hintloader_replayed", False) is True
                    or not isinstance(origin, str) or not origin.endswith(".py")):
                continue
            if type(loader).__module__.startswith("importlib") or type(loader).__module__ in (
                    "_frozen_importlib_external", "_frozen_importlib"):
                continue  # Python's own loader: not another hook (e.g. imported while off)
            if self._selected(name, module):
                table = self.bypassed if isinstance(loader, SourceFileLoader) else self.unchecked
                table.setdefault(hook_name(loader), []).append(name)

    def messages(self) -> list[str]:
        self._late_escapes()
        lines = []
        for table, why, advice in (
            (self.bypassed, "by an import hook placed in front of hintloader's",
             "install hintloader's hook after that one"),
            (self.unchecked, "by a loader not built on SourceFileLoader",
             "`hintloader check` checks them"),
        ):
            for hook, names in sorted(table.items()):
                shown = ", ".join(sorted(set(names)))
                count = len(set(names))
                lines.append(f"hintloader: {count} selected module{'s' if count != 1 else ''} "
                             f"{'were' if count != 1 else 'was'} loaded {why} ({hook}) and not "
                             f"checked: {shown} ({advice}; see docs/faq.md)")
        for hook, names in sorted(self.runtime_left.items()):
            shown = ", ".join(sorted(set(names)))
            lines.append(f"hintloader: modules loaded by {hook} did not get hintloader's "
                         f"runtime checks (that hook compiles them): {shown}")
        return lines

    def report(self) -> None:
        try:
            lines = self.messages()
        except Exception:  # never fail at exit
            return
        if not lines:
            return
        import warnings

        from hintloader.errors import HintWarning
        from hintloader.report.render import install_showwarning

        install_showwarning()
        for line in lines:
            try:
                warnings.warn(HintWarning(line), stacklevel=2)
            except Warning:  # -W error at exit: say it anyway, without a traceback
                stream = sys.stderr
                if stream is not None:
                    stream.write(line + "\n")
