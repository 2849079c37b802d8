"""Activation from the environment: HINTLOADER=1 turns the hook on in any Python process."""

from __future__ import annotations

import os
import sys

from hintloader.errors import ConfigError
from hintloader.importing.hook import InstallHandle, install

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

_FALSE = ("", "0", "false", "no", "off")
_TRUE = ("1", "true", "yes", "on")


def requested(environ: Mapping[str, str]) -> bool:
    return environ.get("HINTLOADER", "").strip().lower() not in _FALSE


def activate(environ: Mapping[str, str] | None = None) -> InstallHandle | None:
    """Install the hook as the environment asks; a bad configuration warns and leaves the
    process running exactly as it would without hintloader."""
    from hintloader.config.load import load_options

    env = os.environ if environ is None else environ
    if not requested(env):
        return None
    word = env.get("HINTLOADER", "")
    if word.strip().lower() not in _TRUE:
        from hintloader.config.load import BOOLEAN_WORDS

        _not_active(f"HINTLOADER: expected {BOOLEAN_WORDS}, got {word!r}")
        return None
    try:
        options = load_options(start=os.getcwd(), environ=env)
    except ConfigError as exc:
        _not_active("\n  ".join(str(error) for error in exc.all))
        return None
    return install(options)


def _not_active(reason: str) -> None:
    """A configuration problem: one labelled warning, and the program runs without the hook."""
    from hintloader.report.notices import notice
    from hintloader.report.render import install_showwarning

    install_showwarning()
    notice(f"hintloader is not active: {reason}")


_handle: InstallHandle | None = None
_done = False


def activate_once() -> None:
    """Entry of the .pth line: site may process the same .pth twice (lib64 links)."""
    global _handle, _done
    if _done:
        return
    _done = True
    try:
        _handle = activate()
    except Exception as exc:  # never break interpreter start-up
        sys.stderr.write(f"hintloader: not activated: {type(exc).__name__}: {exc}\n")
