"""The result cache: entries keyed by content and options, stored atomically, evicted by size."""
