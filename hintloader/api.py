"""The Python API behind ``hintloader.install`` and ``hintloader.check_source``."""

from __future__ import annotations

import os
from collections.abc import Sequence

from hintloader.checker import check_source as _check_source
from hintloader.diagnostics import Diagnostic
from hintloader.importing.hook import InstallHandle
from hintloader.importing.hook import install as _install
from hintloader.config.options import PackageOptions, Strictness


def install(
    packages: Sequence[str] | None = None,
    *,
    mode: str | None = None,
    strictness: str | None = None,
    instrument: bool | None = None,
    cache_dir: str | None = None,
    start: str | None = None,
) -> InstallHandle:
    """Install the import hook with the project's configuration plus these overrides.

    Arguments win over ``[tool.hintloader]`` and the environment, like command-line options.
    Calling it again replaces the earlier hook; ``handle.uninstall()`` removes it.
    """
    from hintloader.config.load import load_options

    cli: dict[str, object] = {}
    if packages is not None:
        cli["packages"] = list(packages)
    if mode is not None:
        cli["mode"] = mode
    if strictness is not None:
        cli["strictness"] = strictness
    if instrument is not None:
        cli["instrument"] = instrument
    if cache_dir is not None:
        cli["cache-dir"] = cache_dir
    options = load_options(start=start or os.getcwd(), environ=os.environ, cli=cli)
    return _install(options)


def check_source(
    source: str | bytes,
    path: str = "<string>",
    module: str | None = None,
    *,
    strictness: Strictness = "standard",
) -> list[Diagnostic]:
    """Check one module's source without running it."""
    return _check_source(
        source, path=path, module=module, options=PackageOptions(strictness=strictness)
    )
