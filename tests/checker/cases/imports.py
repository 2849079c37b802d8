# Module resolution: typeshed, first-party source and stubs, packages, cycles, unknowns.

# case: stdlib-from-typeshed
import json
from collections import Counter, defaultdict
from pathlib import Path
reveal_type(json.dumps({}))  # N: reveal-type: Revealed type is "str"
reveal_type(Path("a") / "b")  # N: reveal-type: Revealed type is "pathlib.Path"
c = Counter("abc")
dd: defaultdict[str, list[int]] = defaultdict(list)
dd["a"].append(1)

# case: stdlib-wrong-argument
import json
json.dumps({}, indent="x", sort_keys=1)  # E: arg-type: Argument "sort_keys" to "dumps" has incompatible type "int"; expected "bool"
import math
math.sqrt("x")  # E: arg-type

# case: stdlib-missing-name
from os import no_such_thing  # E: attr-defined: Module "os" has no attribute "no_such_thing"

# case: unresolved-import-is-any
import not_a_real_module_xyz
from another_missing_pkg import thing
not_a_real_module_xyz.anything(1, 2, 3)
thing.whatever
reveal_type(thing)  # N: reveal-type: Revealed type is "Any"

# case: first-party-module
from helper import add, Point
add(1, 2)
add("a", 2)  # E: arg-type: Argument 1 to "add" has incompatible type "str"; expected "int"
p = Point(1, 2)
reveal_type(p.x)  # N: reveal-type: Revealed type is "int"
# file: helper.py
class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y
def add(a: int, b: int) -> int:
    return a + b

# case: first-party-package-and-stub
import pkg.sub
from pkg import VERSION
pkg.sub.run(1)
pkg.sub.run("x")  # E: arg-type
reveal_type(VERSION)  # N: reveal-type: Revealed type is "str"
# file: pkg/__init__.py
VERSION = "1.0"
# file: pkg/sub.py
def run(n):
    return n
# file: pkg/sub.pyi
def run(n: int) -> int: ...

# case: first-party-type-comments
# A dependency's signature and variable type comments type it as annotations would.
from helper import scale, LIMIT
scale(2, 1.5)
scale("2", 1.5)  # E: arg-type: Argument 1 to "scale" has incompatible type "str"; expected "int"
reveal_type(scale(2, 1.5))  # N: reveal-type: Revealed type is "float"
reveal_type(LIMIT)  # N: reveal-type: Revealed type is "float"
# file: helper.py
LIMIT = 3  # type: float
def scale(n, factor):  # type: ignore[no-untyped-def]
    # type: (int, float) -> float
    return n * factor

# case: first-party-misplaced-type-comment
# A type comment the parser cannot place leaves the dependency unannotated, never unread.
from helper import scale
reveal_type(scale)  # N: reveal-type: Revealed type is "def (n: Any, factor: Any) -> Any"
# file: helper.py
def scale(n, factor):
    return n * factor  # type: int

x = 1
# type: int

# case: first-party-missing-name
from helper import nothing  # E: attr-defined: Module "helper" has no attribute "nothing"
# file: helper.py
x = 1

# case: first-party-cycle
import a
a.fa(1)
# file: a.py
import b
def fa(x: int) -> int:
    return b.fb(x)
# file: b.py
import a
def fb(x: int) -> int:
    return a.fa(x)

# case: from-cycle-reexport
from m1 import value
reveal_type(value)  # N: reveal-type: Revealed type is "Any"
# file: m1.py
from m2 import value
# file: m2.py
from m1 import value

# case: relative-import-in-package module=pkg.mod
from . import util
from .util import helper
helper(1)
util.helper("x")  # E: arg-type
# file: pkg/__init__.py
# file: pkg/util.py
def helper(v: int) -> None: ...

# case: star-import-from-unknown-silences-names
from some_unknown_module import *
anything_goes(1)

# case: star-import-known
from helper import *
public(1)
public("x")  # E: arg-type
# file: helper.py
def public(n: int) -> None: ...

# case: typing-extensions-names
from typing_extensions import Literal, TypedDict, Protocol, Self, Final
X: Final = 1
def f(m: Literal["a"]) -> None: ...
f("a")

# case: star-imports-from-stubs-follow-reexport-rules
import asyncio
import collections.abc


class Protocol_(asyncio.subprocess.SubprocessStreamProtocol):
    pass


reveal_type(asyncio.subprocess.PIPE)  # N: reveal-type: Revealed type is "int"
def sized(s: collections.abc.Set[int]) -> int:
    return len(s)

# case: fallback-imports-under-except-importerror-are-not-errors
try:
    from collections.abc import MutableSet, Set
except ImportError:
    from collections import MutableSet, Set
try:
    from itertools import izip
except (ImportError, AttributeError):
    izip = zip
def union(a: Set[int], b: Set[int]) -> Set[int]:
    return a | b

# case: imports-outside-an-import-guard-are-still-checked
try:
    import json
except ValueError:
    from collections import MutableSet  # E: attr-defined: Module "collections" has no attribute "MutableSet"
from itertools import imap  # E: attr-defined: Module "itertools" has no attribute "imap"

# case: version-tests-by-hexversion-and-version-info-items-are-evaluated
import sys
from sys import hexversion
if hexversion < 0x03000000:
    from itertools import imap as map
if sys.hexversion >= 0x03000000:
    text_type = str
else:
    text_type = unicode
if sys.version_info[0] == 2:
    from urllib2 import urlopen
if sys.version_info.major < 3:
    import cPickle as pickle
if sys.version_info[0] >= 3:
    n: int = "three"  # E: assignment


# case: a-nested-import-guard-keeps-the-outer-one
try:
    try:
        from itertools import izip
    except ImportError:
        izip = zip
    from itertools import imap
except ImportError:
    imap = map

# case: a-package-importing-its-own-submodule-exports-it
import pkg
from pkg import tools
reveal_type(pkg.tools.count())  # N: reveal-type: Revealed type is "int"
reveal_type(tools.count())  # N: reveal-type: Revealed type is "int"
# file: pkg/__init__.py
from . import tools
# file: pkg/tools.py
def count() -> int:
    return 0

# case: a-package-importing-its-own-submodule-exports-it-checked
import pkg
pkg.tools.count("x")  # E: call-arg: Too many arguments for "count"
# file: pkg/__init__.py
from . import tools
# file: pkg/tools.py
def count() -> int:
    return 0

# case: a-private-name-a-typeshed-stub-lacks-is-missing
# As mypy: a stub is the whole truth about the module, private names included, whether
# imported, read from the module or from a class of it.
from typing import _GenericAlias  # E: attr-defined: Module "typing" has no attribute "_GenericAlias"; maybe "GenericAlias"?
from typing import _NoSuchHelper  # E: attr-defined: Module "typing" has no attribute "_NoSuchHelper"
import typing
typing._GenericAlias  # E: attr-defined: Module has no attribute "_GenericAlias"
"text"._buffer  # E: attr-defined: "str" has no attribute "_buffer"
int._cache  # E: attr-defined: "type[int]" has no attribute "_cache"

# case: a-private-name-the-stub-has-is-found
# Private names typeshed declares are found as any other.
import sys
from os import _Environ
from typing import _SpecialForm
sys._getframe(0)
def f(env: _Environ[str], form: _SpecialForm) -> None: ...

# case: a-package-trusts-its-own-stubs-private-names module=pkg.app
# A package that ships stubs beside its sources describes its public API in them: its own
# modules still use their private helpers, which the stubs leave out.
from pkg._impl import _helper, Version
from pkg import _impl
_impl._other()
Version._from_string("1.0")
Version("1.0")._parts
# file: pkg/__init__.py
# file: pkg/_impl.pyi
class Version:
    def __init__(self, text: str) -> None: ...
# file: pkg/_impl.py
class Version:
    def __init__(self, text: str) -> None: self._parts = text.split(".")
    @classmethod
    def _from_string(cls, s: str) -> "Version": return cls(s)
def _helper() -> None: ...
def _other() -> None: ...

# case: another-package-gets-no-such-trust module=app.main
# The same stubs seen from another package: what they leave out is missing there.
from pkg._impl import _helper, Version  # E: attr-defined: Module "pkg._impl" has no attribute "_helper"
Version._from_string("1.0")  # E: attr-defined: "type[Version]" has no attribute "_from_string"
# file: app/__init__.py
# file: pkg/__init__.py
# file: pkg/_impl.pyi
class Version:
    def __init__(self, text: str) -> None: ...
# file: pkg/_impl.py
class Version:
    @classmethod
    def _from_string(cls, s: str) -> "Version": return cls(s)
def _helper() -> None: ...

# case: an-import-must-fit-what-the-name-already-is
# As mypy does: a `from ... import` of a name the scope already bound is checked as an assignment to
# it ("Incompatible import of"), whether the first binding was an import, a definition or an
# assignment, at module level and in a function. Two classes or callables that print alike are
# shown in full.
import sys
FLAG = len(sys.argv) > 1
if FLAG:
    from themes import Dark as Theme
else:
    from themes import Light as Theme  # E: assignment: Incompatible import of "Theme" (imported name has type "type[Light]", local name has type "type[Dark]")
if FLAG:
    from themes import f as convert
else:
    from themes import g as convert  # E: assignment: Incompatible import of "convert" (imported name has type "Callable[[str], int]", local name has type "Callable[[int], int]")
try:
    from themes import f as loads
except ImportError:
    from themes import h as loads  # E: assignment: Incompatible import of "loads" (imported name has type "def (y: int) -> int", local name has type "def (x: int) -> int")
value = "s"
from themes import value  # E: assignment: Incompatible import of "value" (imported name has type "int", local name has type "str")
class Dark: ...
if FLAG:
    from themes import Dark  # E: assignment: Incompatible import of "Dark" (imported name has type "type[themes.Dark]", local name has type "type[case.Dark]")
def pick(ansi: bool) -> None:
    if ansi:
        from themes import Dark as Chosen
    else:
        from themes import Theme as Chosen  # E: assignment: Incompatible import of "Chosen" (imported name has type "type[Theme]", local name has type "type[Dark]")
    count = 1
    from themes import text as count  # E: assignment: Incompatible import of "count" (imported name has type "str", local name has type "int")
# file: themes.py
class Theme: ...
class Dark(Theme): ...
class Light(Theme): ...
def f(x: int) -> int: return x
def g(x: str) -> int: return 1
def h(y: int) -> int: return y
value = 1
text = "s"

# case: an-import-that-fits-what-the-name-already-is
# A subclass where its base was imported, the same function again, a value that fits the
# declared type, what an unknown module brings, and the run-time side of TYPE_CHECKING pass.
import sys
from typing import TYPE_CHECKING
FLAG = len(sys.argv) > 1
if FLAG:
    from themes import Theme as Base
else:
    from themes import Dark as Base
try:
    from fastthemes import f as convert  # type: ignore[import-not-found]
except ImportError:
    from themes import f as convert
if FLAG:
    from themes import f as same
else:
    from themes import f as same
def widen() -> None:
    limit: float = 1.0
    from themes import value as limit
if TYPE_CHECKING:
    from themes import Dark as Shown
else:
    from themes import Light as Shown
# file: themes.py
class Theme: ...
class Dark(Theme): ...
class Light(Theme): ...
def f(x: int) -> int: return x
value = 1

# case: an-assignment-must-fit-an-imported-name
# As mypy does: the imported variable's or function's type declares the name; a class or a module
# cannot be assigned another value (type_rebinding), in a function too and in a chained
# assignment.
from themes import Dark as Chosen, value as limit, f as convert
limit = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
convert = 3  # E: assignment: Incompatible types in assignment (expression has type "int", variable has type "Callable[[int], int]") # N: assignment: "int" is not callable
Chosen = Other = None  # E: misc: Cannot assign to a type # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "type[Dark]")
def fn() -> None:
    from themes import Dark as Local, value as count
    Local = None  # E: misc: Cannot assign to a type # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "type[Dark]")
    count = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int")
# file: themes.py
class Dark: ...
def f(x: int) -> int: return x
value = 1

# case: an-assignment-that-fits-an-imported-name
# A value of the imported variable's type, a function of the same signature, and a name
# first bound by an assignment (the import is then the rebinding) pass.
from themes import value as limit, f as convert
limit = 2
def other(x: int) -> int: return x
convert = other
def fn() -> None:
    from themes import value as count
    count = 3
# file: themes.py
def f(x: int) -> int: return x
value = 1

# case: an-assignment-must-fit-an-imported-function-with-any-in-its-signature
try:
    from themes import loose
except ImportError:
    loose = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "Callable[[Any], Any]")
from themes import shown
shown = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "Callable[[int, Any], str]")
# file: themes.py
from typing import Any
def loose(x: Any) -> Any: return x
def shown(x: int, y: Any) -> str: return ""

# case: an-assignment-that-fits-an-imported-function-with-any-in-its-signature
from typing import Any
from themes import loose
def other(x: Any) -> Any: return x
def typed(x: int) -> str: return ""
loose = other
loose = typed
# file: themes.py
from typing import Any
def loose(x: Any) -> Any: return x

# case: a-stub-name-bound-to-a-module-is-that-module
# typeshed's `os` binds `path = _path` (its `from . import path as _path`): `os.path` is the
# module, so its functions are checked, as `import os.path` would give them.
import os
from os import path as ospath
reveal_type(os.path.basename("a/b"))  # N: reveal-type: Revealed type is "str"
reveal_type(ospath.basename(b"a/b"))  # N: reveal-type: Revealed type is "bytes"
os.path.join(1, "x")  # E: call-overload # N: call-overload

# case: two-modules-together-are-a-module-object
import sys
import typing
import typing_extensions
for module in (typing, typing_extensions):
    reveal_type(module)  # N: reveal-type: Revealed type is "types.ModuleType"
    module._TypedDictMeta
m = typing if len(sys.argv) > 1 else sys
reveal_type(m)  # N: reveal-type: Revealed type is "types.ModuleType"

# case: two-modules-together-keep-the-module-class-attributes
import typing
import typing_extensions
for module in (typing, typing_extensions):
    module.__name__.nope  # E: attr-defined: "str" has no attribute "nope"
