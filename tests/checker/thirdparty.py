"""Run the checker over installed, well-annotated packages and print what it reports.

Not a test: ``.venv/bin/python tests/checker/thirdparty.py rich click ...`` regenerates the list
kept in ``tests/checker/thirdparty_findings.md`` (errors only; notes are explanations).
"""

from __future__ import annotations

import ast
import os
import sys
import sysconfig

from hintloader.checker import check_module
from hintloader.options import PackageOptions


def main(packages: list[str]) -> None:
    site = sysconfig.get_paths()["purelib"]
    for package in packages:
        root = os.path.join(site, package)
        lines = 0
        findings: list[str] = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames.sort()
            for filename in sorted(filenames):
                if not filename.endswith(".py"):
                    continue
                path = os.path.join(dirpath, filename)
                module = os.path.relpath(path, site)[:-3].replace(os.sep, ".")
                module = module[: -len(".__init__")] if module.endswith(".__init__") else module
                source = open(path, encoding="utf-8").read()
                lines += source.count("\n")
                result = check_module(ast.parse(source), source, path=path, module=module,
                                      options=PackageOptions(), search_path=(site,))
                findings += [f"- `{module}:{d.line}` [{d.code}] {d.message}" for d in result.diagnostics if d.severity == "error"]
        per_10k = len(findings) * 10000 / max(lines, 1)
        print(f"## {package} ({lines} lines, {len(findings)} errors, {per_10k:.1f} per 10,000 lines)\n")
        print("\n".join(findings) if findings else "(none)")
        print()


if __name__ == "__main__":
    main(sys.argv[1:] or ["rich", "click", "packaging", "jinja2", "_pytest", "hypothesis"])
