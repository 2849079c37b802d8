"""The .gitignore rules a check honours: git's pattern syntax, inherited up to the repository root."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class IgnoreRule:
    base: str  # absolute folder of the .gitignore file, ending in a separator
    regex: re.Pattern[str]
    negate: bool
    dir_only: bool


def _glob_to_regex(pattern: str) -> str:
    """gitignore glob to regex: ``**`` spans folders, ``*``/``?`` stay inside one name."""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("/**", i) and i + 3 == len(pattern):
            out.append("/.*")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif ch == "*":
            out.append("[^/]*")
            i += 1
        elif ch == "?":
            out.append("[^/]")
            i += 1
        elif ch == "[":
            end = pattern.find("]", i + 2)
            if end == -1:
                out.append(re.escape(ch))
                i += 1
            else:
                body = pattern[i + 1:end]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append(f"[{body}]")
                i = end + 1
        elif ch == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
        else:
            out.append(re.escape(ch))
            i += 1
    return "".join(out)


def parse_gitignore(text: str, base: str) -> list[IgnoreRule]:
    """The rules of one .gitignore file: comments, ``!`` negation, trailing ``/`` for folders,
    a ``/`` at the start or middle to anchor to the file's folder, ``*``, ``?``, ``[...]``, ``**``."""
    rules: list[IgnoreRule] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if raw.endswith("\\ "):
            line += " "
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        if negate:
            line = line[1:]
        elif line.startswith("\\"):
            line = line[1:]
        dir_only = line.endswith("/")
        line = line.rstrip("/")
        if not line:
            continue
        anchored = "/" in line
        body = _glob_to_regex(line.lstrip("/"))
        regex = body if anchored else f"(?:.*/)?{body}"
        rules.append(IgnoreRule(os.path.join(base, ""), re.compile(f"{regex}\\Z", re.DOTALL),
                                negate, dir_only))
    return rules


def read_gitignore(folder: str) -> list[IgnoreRule]:
    try:
        with open(os.path.join(folder, ".gitignore"), encoding="utf-8", errors="replace") as f:
            return parse_gitignore(f.read(), folder)
    except OSError:
        return []


def gitignored(path: str, is_dir: bool, rules: Sequence[IgnoreRule]) -> bool:
    """Whether the last matching rule (deeper .gitignore files come later) ignores ``path``."""
    ignored = False
    for rule in rules:
        # Paths come from the walk, below the rule's folder: slicing is enough (relpath is slow).
        if (rule.dir_only and not is_dir) or not path.startswith(rule.base):
            continue
        relative = path[len(rule.base):]
        if os.sep != "/":
            relative = relative.replace(os.sep, "/")
        if rule.regex.match(relative):
            ignored = not rule.negate
    return ignored


def inherited_rules(folder: str) -> list[IgnoreRule]:
    """Rules of the .gitignore files above ``folder``, up to the repository root.

    A folder the user names inside an ignored one (``.venv/lib/.../site-packages/pkg``; Python
    3.13's venvs carry a ``.gitignore`` of ``*``) is wanted despite it, as a named file is: then
    no rule from above applies, only those of .gitignore files found below it."""
    chain: list[str] = []
    current = os.path.dirname(folder)
    while True:
        chain.append(current)
        if os.path.exists(os.path.join(current, ".git")):
            break
        parent = os.path.dirname(current)
        if parent == current:
            # Not inside a repository: .gitignore files out here do not apply.
            return []
        current = parent
    rules: list[IgnoreRule] = []
    below = [*reversed(chain[:-1]), folder]  # the folders from the root's child down to ``folder``
    for outer, inner in zip(reversed(chain), below):
        rules.extend(read_gitignore(outer))
        if gitignored(inner, True, rules):
            return []
    return rules
