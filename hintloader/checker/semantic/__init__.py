"""Semantic analysis before inference: scopes, bindings, imports and statement placement."""

from __future__ import annotations

from hintloader.checker.semantic.walker import analyse

__all__ = ["analyse"]
