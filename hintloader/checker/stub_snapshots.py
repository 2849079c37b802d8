"""Typeshed stubs as ``chunk_stub`` prepares them, turned into plain data that ``marshal`` keeps.

The stub cache (hintloader.cache.store, ``load_stub``/``store_stub``) keeps one snapshot per
stub file and target, so a later process skips reading, splitting and indexing the stub. Parsed
trees are not kept: unpickling a tree costs about as much as parsing its text again, so chunks
and class members stay text, parsed when first looked up, as without the cache.
"""

from __future__ import annotations

import marshal

from hintloader.checker.conditions import Target
from hintloader.checker.stubs import (
    ModuleSource,
    class_chunk_parts,
    collect_stars,
    is_class_chunk,
    is_star_chunk,
    member_names,
)

# Bumped whenever the shape of a snapshot, or the splitting it records, changes.
SNAPSHOT_FORMAT = 1


def prepare_classes(module: ModuleSource) -> None:
    """Split every class chunk now: a stub about to be kept is split once, for all later runs."""
    for chunk_id, text in enumerate(module._chunks):
        if chunk_id in module.prepared_classes or not is_class_chunk(text):
            continue
        parts = class_chunk_parts(text)
        module.prepared_classes[chunk_id] = (
            None if parts is None else (parts[0], parts[1], member_names(parts[1], module.target)))


def dump(module: ModuleSource, stamp: tuple[int, int]) -> bytes:
    """The snapshot of a chunked stub whose file had ``stamp`` (mtime_ns, size) when read."""
    stars = [i for i, text in enumerate(module._chunks) if is_star_chunk(text)]
    return marshal.dumps((SNAPSHOT_FORMAT, stamp, module._chunks, module._chunk_names, stars,
                          module.dynamic, module.prepared_classes))


def restore(payload: bytes, *, name: str, path: str, is_package: bool, target: Target,
            stamp: tuple[int, int]) -> ModuleSource | None:
    """The stub module a snapshot describes, or None when it is of another format, of another
    version of the file (its stamp differs) or malformed: a miss, never an error."""
    try:
        data = marshal.loads(payload)
    except (ValueError, EOFError, TypeError):
        return None
    if not (isinstance(data, tuple) and len(data) == 7 and data[0] == SNAPSHOT_FORMAT):
        return None
    _format, kept_stamp, chunks, chunk_names, stars, dynamic, prepared = data
    if tuple(kept_stamp) != stamp:
        return None
    if not (isinstance(chunks, list) and isinstance(chunk_names, dict) and isinstance(stars, list)
            and isinstance(prepared, dict) and isinstance(dynamic, bool)):
        return None
    module = ModuleSource(name, path, True, is_package, False)
    module.target = target
    module.has_walrus = module.has_yield = False
    module._chunks = chunks
    module._chunk_names = chunk_names
    module.dynamic = dynamic
    module.prepared_classes = prepared
    for chunk_id in stars:
        collect_stars(chunks[chunk_id], module.stars, target)
    return module
