"""hintloader's own warnings (a refused cache folder, a bad configuration), shown at the
user's code that led to them, never at hintloader's internals."""

from __future__ import annotations

import os
import sys
import warnings
from types import FrameType

from hintloader.errors import HintWarning

__all__ = ["notice"]

_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep


def _ours(filename: str) -> bool:
    """hintloader's modules and the import system's: never where a notice is shown."""
    return filename.startswith(_PACKAGE) or (
        filename.startswith("<frozen ") or ("importlib" in filename and "_bootstrap" in filename)
    )


def _pth_line(frame: FrameType) -> bool:
    """Is ``frame`` code that site.addpackage runs from a .pth file (through exec)?"""
    outer: FrameType | None = frame
    while outer is not None and outer.f_code.co_filename == "<string>":
        outer = outer.f_back
    return (outer is not None and outer.f_code.co_name == "addpackage"
            and (outer.f_code.co_filename.endswith("site.py") or outer.f_code.co_filename == "<frozen site>"))


def notice(message: str) -> None:
    """Warn with a HintWarning attributed to the innermost frame of the user's code (the
    import that opened the cache, the call that installed the hook), or to no line
    (``hintloader:0``) when no such frame exists, as at interpreter start-up. Fails open:
    under ``-W error`` the notice must not break the import that caused it."""
    frame: FrameType | None = sys._getframe(1)
    while frame is not None and _ours(frame.f_code.co_filename):
        frame = frame.f_back
    if frame is not None and _pth_line(frame):
        frame = None  # the .pth line that site runs at start-up: no code of the user's
    try:
        if frame is None:
            warnings.warn_explicit(HintWarning(message), HintWarning, "hintloader", 0,
                                   module="hintloader", registry={})
            return
        globals_ = frame.f_globals
        registry = globals_.setdefault("__warningregistry__", {})
        warnings.warn_explicit(
            HintWarning(message), HintWarning, frame.f_code.co_filename, frame.f_lineno,
            module=str(globals_.get("__name__", "")), registry=registry,
        )
    except Exception:  # -W error: a notice is never worth a failed import; it is still said
        try:
            sys.stderr.write(f"{HintWarning.__name__}: {message}\n")
        except (AttributeError, OSError):
            pass
