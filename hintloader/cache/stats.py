"""Cache statistics as values, and their text for ``hintloader cache info``."""

from __future__ import annotations

import time
from dataclasses import dataclass

__all__ = ["CacheInfo", "RunStats", "format_info"]


@dataclass(frozen=True, slots=True)
class RunStats:
    """Lookups of the last process that used the cache and recorded them."""

    hits: int
    misses: int
    stores: int
    finished: float  # time.time() at the end of that run

    @property
    def hit_rate(self) -> float | None:
        lookups = self.hits + self.misses
        return self.hits / lookups if lookups else None


@dataclass(frozen=True, slots=True)
class CacheInfo:
    directory: str
    size_bytes: int  # entries and interface records
    entries: int
    max_bytes: int
    last_run: RunStats | None


def format_info(info: CacheInfo) -> str:
    """What ``hintloader cache info`` prints."""
    lines = [
        f"cache directory: {info.directory}",
        f"entries: {info.entries}",
        f"size: {_human(info.size_bytes)} (limit {_human(info.max_bytes)})",
    ]
    run = info.last_run
    if run is None:
        lines.append("last run: not recorded")
    else:
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(run.finished))
        rate = run.hit_rate
        shown = "n/a" if rate is None else f"{rate:.0%}"
        lines.append(
            f"last run ({when}): {run.hits} hits, {run.misses} misses, hit rate {shown}, "
            f"{run.stores} stored"
        )
    return "\n".join(lines)


def _human(size: int) -> str:
    value = float(size)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    raise AssertionError("unreachable")
