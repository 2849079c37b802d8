"""hintloader: type-check Python modules as they are imported.

The public API is small and imported lazily, so that activating the hook in every process
(``HINTLOADER=1``) costs close to nothing until a selected module is imported.

PYTEST_DONT_REWRITE (imported at interpreter start-up under HINTLOADER=1, before pytest can
rewrite anything; its modules contain no test assertions).
"""

# This package loads at the start of every HINTLOADER=1 process: it imports nothing (not even
# __future__; annotations are strings) until a name is asked for.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from hintloader._version import __version__
    from typing import Any

    from hintloader.api import check_source, install
    from hintloader.diagnostics import Diagnostic
    from hintloader.errors import ConfigError, HintError, HintTypeError, HintWarning
    from hintloader.importing.hook import InstallHandle
    from hintloader.runtime import check_type, checked

__all__ = [
    "ConfigError",
    "Diagnostic",
    "HintError",
    "HintTypeError",
    "HintWarning",
    "InstallHandle",
    "__version__",
    "check_source",
    "check_type",
    "checked",
    "install",
]

_LAZY = {
    "__version__": "hintloader._version",
    "check_source": "hintloader.api",
    "install": "hintloader.api",
    "Diagnostic": "hintloader.diagnostics",
    "ConfigError": "hintloader.errors",
    "HintError": "hintloader.errors",
    "HintTypeError": "hintloader.errors",
    "HintWarning": "hintloader.errors",
    "InstallHandle": "hintloader.importing.hook",
    "check_type": "hintloader.runtime",
    "checked": "hintloader.runtime",
}


def __getattr__(name: str) -> "Any":
    module_name = _LAZY.get(name)
    if module_name is None:
        raise AttributeError(f"module 'hintloader' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module_name), name)
    globals()[name] = value
    return value


def __dir__() -> "list[str]":
    return sorted(set(globals()) | set(__all__))
