# The target a module is checked for: python_version and platform decide sys.version_info and
# sys.platform tests and which standard library names exist (typeshed's VERSIONS and the stubs'
# own version tests).

# case: names-of-a-newer-python-are-missing python_version=3.10
import asyncio
import enum
from typing import Self  # E: attr-defined: Module "typing" has no attribute "Self"
class Level(enum.StrEnum):  # E: attr-defined: Module has no attribute "StrEnum"
    LOW = "low"
async def main() -> None:
    async with asyncio.TaskGroup():  # E: attr-defined: Module has no attribute "TaskGroup"
        pass

# case: names-of-a-newer-python-exist-there python_version=3.11
import asyncio
import enum
from typing import Self
class Level(enum.StrEnum):
    LOW = "low"
async def main() -> None:
    async with asyncio.TaskGroup():
        pass

# case: modules-of-a-newer-python-exist-there python_version=3.11
import tomllib
data: dict[str, object] = tomllib.loads("")

# case: version-branches-are-chosen-by-the-target python_version=3.10
import sys
if sys.version_info >= (3, 11):
    skipped: int = "not checked for 3.10"
else:
    checked: int = "checked for 3.10"  # E: assignment
if sys.version_info < (3, 11):
    from typing_extensions import Self
else:
    from typing import Self

# case: version-branches-for-a-newer-target python_version=3.13
import sys
if sys.version_info >= (3, 11):
    checked: int = "checked for 3.13"  # E: assignment
else:
    skipped: int = "not checked for 3.13"

# case: platform-branches-are-chosen-by-the-target platform=win32
import sys
if sys.platform == "win32":
    checked: int = "checked on Windows"  # E: assignment
else:
    skipped: int = "not checked on Windows"
if sys.platform.startswith("linux"):
    also_skipped: int = "not checked on Windows"

# case: platform-branches-for-linux platform=linux
import sys
if sys.platform == "win32":
    skipped: int = "not checked on Linux"
if sys.platform.startswith("linux"):
    checked: int = "checked on Linux"  # E: assignment

# case: names-bound-only-in-a-branch-ruled-out-are-undefined python_version=3.12
import sys
def pick() -> str:
    if sys.version_info >= (3, 13):
        newer = "3.13"
    else:
        older = "3.12"
    return newer  # E: name-defined: Name "newer" is not defined

# case: names-bound-in-the-branch-that-applies-are-defined python_version=3.12
import sys
def pick() -> str:
    if sys.version_info >= (3, 13):
        newer = "3.13"
    else:
        older = "3.12"
    return older

# case: names-of-other-platforms-are-not-questioned platform=linux
import os
import signal
def flags() -> int:
    return os.O_BINARY
handler = signal.SIGBREAK

# case: tests-the-checker-cannot-decide-keep-both-branches python_version=3.10
import sys
NEW = sys.version_info >= (3, 11)
if NEW:
    from typing_extensions import Self
else:
    from typing_extensions import Self
def pick(flag: bool) -> int:
    if flag:
        value = 1
    else:
        value = 2
    return value

# case: a-micro-version-test-of-the-target-is-undecided python_version=3.12
import sys
def pick() -> str:
    if sys.version_info >= (3, 12, 4):
        value = "new"
    else:
        value = "old"
    return value

# case: the-running-interpreter-is-the-default-target
import sys
if sys.version_info >= (3, 10):
    value = 1
else:
    value = "x"
reveal_type(value)  # N: reveal-type: Revealed type is "int"
