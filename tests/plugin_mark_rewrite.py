"""Test helper for pytester runs (``-p plugin_mark_rewrite``): marks hintloader for assertion
rewriting, as pytest does for every module of a wheel-installed pytest11 plugin."""

from __future__ import annotations

import sys

for _finder in sys.meta_path:
    if hasattr(_finder, "mark_rewrite"):
        _finder.mark_rewrite("hintloader")
