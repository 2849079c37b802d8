"""A process of the concurrency test: load or check-and-store every module, then run its code."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from hintloader.cache.store import Cache
from hintloader.checker import CheckResult
from hintloader.diagnostics import Diagnostic
from hintloader.config.options import PackageOptions


def main() -> int:
    cache_dir, src_dir, go_file = sys.argv[1:4]
    deadline = time.time() + 60
    while not os.path.exists(go_file):  # start together to maximise contention
        if time.time() > deadline:
            return 3
        time.sleep(0.005)
    cache = Cache.open(cache_dir)
    assert cache is not None
    options = PackageOptions(instrument=True)
    hits = misses = 0
    for _round in range(3):
        for path in sorted(Path(src_dir).glob("*.py")):
            source = path.read_bytes()
            module = path.stem
            hit = cache.load(source, path=str(path), module=module, options=options, instrument=True)
            if hit is None:
                misses += 1
                code = compile(source, str(path), "exec")
                diagnostic = Diagnostic(str(path), 1, 1, "error", "demo", module)
                result = CheckResult((diagnostic,), f"iface-{module}")
                cache.store(
                    source, path=str(path), module=module, options=options, instrument=True,
                    result=result, code=code,
                )
            else:
                hits += 1
                assert hit.diagnostics[0].message == module, hit
                assert hit.code is not None and hit.code.co_filename == str(path)
                namespace: dict[str, object] = {}
                exec(hit.code, namespace)
                assert str(namespace["VALUE"]) == source.decode().split("= ")[1].strip(), namespace
    print(json.dumps({"hits": hits, "misses": misses}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
