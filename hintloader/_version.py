"""The version, embedded in the package so start-up never asks importlib.metadata."""

__version__ = "0.1.0"
