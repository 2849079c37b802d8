"""Turn hintloader on for every Python process that can import this file.

Put this folder on PYTHONPATH (or copy the file into site-packages). It does what
``HINTLOADER=1`` does, without needing the variable, and then runs the next
``sitecustomize`` on sys.path, so an existing one (a distribution's or your team's) still
runs. Configuration comes from ``[tool.hintloader]`` and the ``HINTLOADER_*`` variables.
"""

from __future__ import annotations

import importlib.util
import os
import sys


def _activate() -> None:
    try:
        from hintloader.startup import activate

        activate({**os.environ, "HINTLOADER": "1"})
    except Exception as exc:  # never stop the interpreter from starting
        sys.stderr.write(f"hintloader: not activated: {type(exc).__name__}: {exc}\n")


def _chain() -> None:
    """Run the sitecustomize that this one shadows, if there is one."""
    here = os.path.dirname(os.path.abspath(__file__))
    seen_self = False
    for entry in sys.path:
        folder = os.path.abspath(entry or os.getcwd())
        if folder == here:
            seen_self = True
            continue
        candidate = os.path.join(folder, "sitecustomize.py")
        if seen_self and os.path.isfile(candidate):
            spec = importlib.util.spec_from_file_location("_hintloader_chained_sitecustomize",
                                                          candidate)
            if spec is None or spec.loader is None:
                return
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            return


_activate()
_chain()
