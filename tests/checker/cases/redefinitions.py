# Redefinitions (no-redef): a def, class or import that binds a name its scope already bound.

# case: function-defined-twice
def handler() -> None: pass
def handler() -> None: pass  # E: no-redef: Name "handler" already defined on line 1

# case: class-defined-twice-and-class-over-function
class Point: ...
class Point: ...  # E: no-redef: Name "Point" already defined on line 1
def shape() -> None: ...
class shape: ...  # E: no-redef: Name "shape" already defined on line 3

# case: def-over-a-variable-or-loop-target
limit = 10
def limit() -> int: return 1  # E: no-redef: Name "limit" already defined on line 1
for step in range(3):
    pass
def step() -> None: ...  # E: no-redef: Name "step" already defined on line 3

# case: decorated-def-is-placed-at-its-decorator
import functools
@functools.lru_cache
def settings() -> dict[str, str]: return {}
@functools.lru_cache  # E: no-redef: Name "settings" already defined on line 2
def settings() -> dict[str, str]: return {"a": "b"}

# case: redefinitions-in-methods-and-nested-functions
class Repo:
    def save(self) -> None: ...
    def save(self) -> None: ...  # E: no-redef: Name "save" already defined on line 2
def build() -> None:
    def part() -> None: ...
    def part() -> None: ...  # E: no-redef: Name "part" already defined on line 5
def convert(value: int) -> None:
    def value() -> None: ...  # E: no-redef: Name "value" already defined on line 7

# case: def-over-an-import
import json
from os import sep
def json() -> None: ...  # E: no-redef: Name "json" already defined (by an import)
def sep() -> None: ...  # E: no-redef: Name "sep" already defined (possibly by an import)

# case: import-over-another-module
import os.path as paths
import os as paths  # E: no-redef: Name "paths" already defined (by an import)

# case: same-import-twice-and-import-over-a-variable-are-not-redefinitions
# (mypy checks an import over a variable as an assignment: "Incompatible import of ...").
import os
import os
import os.path
from os import sep
from os import sep
import collections.abc
import collections
counter = 0
from itertools import count as counter  # E: assignment: Incompatible import of "counter" (imported name has type "type[count[_N]]", local name has type "int")

# case: conditional-function-variants
import sys
def loads(text: str) -> object: ...
if sys.argv:
    def loads(text: str) -> object: ...
for _ in range(2):
    def loads(text: str) -> object: ...
try:
    def dump(value: object) -> str: raise NotImplementedError
except ValueError:
    def dump(value: object) -> str: raise NotImplementedError

# case: unconditional-after-conditional-is-a-redefinition
import sys
if sys.argv:
    def helper() -> None: ...
def helper() -> None: ...  # E: no-redef: Name "helper" already defined on line 3

# case: conditional-class-is-still-a-redefinition
import sys
class Settings: ...
if sys.argv:
    class Settings: ...  # E: no-redef: Name "Settings" already defined on line 2

# case: version-and-type-checking-branches-bind-once
import sys
from typing import TYPE_CHECKING
if sys.version_info >= (3, 8):
    class Protocol: ...
else:
    class Protocol: ...
if TYPE_CHECKING:
    def version() -> str: ...
else:
    def version() -> str:
        return "1"

# case: a-name-mypy-is-true-while-checking-as-mypy-treats-it
MYPY = False
if MYPY:
    class Marker:
        tag: int
else:
    class Marker: ...
if not MYPY:
    Schema = dict[str, int]
else:
    Schema = list[int]
listed: Schema = [1]
mapped: Schema = {"a": 1}  # E: assignment

# case: a-class-defined-in-both-branches-of-a-runtime-test-is-a-redefinition
import os
if os.environ.get("FAST"):
    class Engine: ...
else:
    class Engine: ...  # E: no-redef

# case: overloads-properties-and-underscores
from typing import overload, Union
@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x: Union[int, str]) -> Union[int, str]: return x
class Box:
    @property
    def size(self) -> int: return 1
    @size.setter
    def size(self, value: int) -> None: ...
    @size.deleter
    def size(self) -> None: ...
def _() -> None: ...
def _() -> None: ...

# case: underscore-class-is-a-redefinition
def _() -> None: ...
class _: ...  # E: no-redef: Name "_" already defined on line 1

# case: fallback-definitions-under-except-importerror
# A definition that stands in for a failed import is no redefinition (mypy reports it).
try:
    from json import JSONDecodeError
except ImportError:
    class JSONDecodeError(ValueError): ...
try:
    from json import loads
except ImportError:
    def loads(s: str) -> object: ...

# case: global-names-bind-in-the-module
def setup() -> None:
    global hook
    def hook() -> None: ...
hook = None

# case: a-def-after-a-finished-overload-run-is-a-redefinition
from typing import overload, Union
@overload  # E: no-overload-impl: An overloaded function outside a stub file must have an implementation
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
x = 1
def parse(x: Union[int, str]) -> Union[int, str]:  # E: no-redef: Name "parse" already defined on line 2
    return x

# case: a-name-annotated-again-is-a-redefinition
import os
def bzpop(keys: str | list[str], timeout: int = 0) -> None:
    keys: list[str] = [keys] if isinstance(keys, str) else keys  # E: no-redef: Name "keys" already defined on line 2
    keys.append("x")  # E: union-attr: Item "str" of "str | list[str]" has no attribute "append"
def loop() -> None:
    for i in range(3):
        pass
    i: int = 0  # E: no-redef: Name "i" already defined on line 6
limit: int = 1
limit: str = ""  # E: no-redef: Name "limit" already defined on line 9
os: int = 1  # E: no-redef: Name "os" already defined (by an import)
class Config:
    name: int
    name: str  # E: no-redef: Name "name" already defined on line 13

# case: a-name-annotated-once-is-no-redefinition
import sys
from typing import TYPE_CHECKING, Any
count: int
count = 3
if TYPE_CHECKING:
    size: int
else:
    size: int = 1
if sys.version_info >= (3, 10):
    width: int = 1
else:
    width: str = ""
try:
    from os import sep
except ImportError:
    sep: Any = None
def untyped(rows):
    rows: dict[int, str] = {}
def fresh(flag: bool) -> None:
    total: int = 0
    total = 1
    def inner() -> None:
        total: str = ""

# case: a-conditional-variant-of-a-function-must-have-its-signature
from typing import Any
def make(flag: bool) -> None:
    if flag:
        def convert(val, inst, field):
            return val
    else:
        def convert(val):  # E: misc: All conditional function variants must have identical signatures # N: misc: Original: def convert(val: Any, inst: Any, field: Any) -> Any # N: misc: Redefinition: def convert(val: Any) -> Any
            return val
class Box:
    def put(self, a: int) -> None: ...
    if bool():
        def put(self, b: int) -> None: ...  # E: misc: All conditional function variants must have identical signatures # N: misc: Original: def put(self: Box, a: int) -> None # N: misc: Redefinition: def put(self: Box, b: int) -> None

# case: conditional-variants-with-identical-signatures-silent
import sys
def make(flag: bool) -> None:
    def convert(x: int, *, strict: bool = False) -> int: return x
    if flag:
        def convert(x: int, *, strict: bool = False) -> int: return x + 1
    try:
        def load(a, b=None): ...
    except ImportError:
        def load(a, b=None): ...
if sys.version_info >= (3, 12):
    def pick(x: int) -> None: ...
else:
    def pick(x: str) -> None: ...

# case: a-conditional-variant-in-unannotated-code-is-compared-too
def pipe(*converters):
    if any(converters):
        def pipe_converter(val, inst, field):
            return val
    else:
        def pipe_converter(val):  # E: misc: All conditional function variants must have identical signatures # N: misc: Original: def pipe_converter(val: Any, inst: Any, field: Any) -> Any # N: misc: Redefinition: def pipe_converter(val: Any) -> Any
            return val
    return pipe_converter

# case: a-conditional-def-over-a-local-must-fit-its-type
from typing import Any
def gen(cl: Any, flag: bool) -> None:
    key_handler = str
    if cl:
        def key_handler(k):  # E: misc: Incompatible redefinition (redefinition with type "Callable[[Any], Any]", original type "type[str]")
            return k
    measure = len
    if flag:
        def measure(x: str) -> int: return 0  # E: misc: Incompatible redefinition (redefinition with type "Callable[[str], int]", original type "Callable[[Sized], int]")

# case: a-conditional-def-that-fits-the-local-silent
from typing import Any, Callable
def gen(flag: bool) -> None:
    handler = abs
    if flag:
        def handler(x: Any) -> Any: return x
    def untyped(cl, flag2):
        key_handler = str
        if flag2:
            def key_handler(k):
                return k

# case: a-conditional-def-over-a-lambda-takes-its-parameters-by-position
def render(markup: str, variables: dict | None) -> str:
    if variables is None:
        process = lambda text: text
    else:
        def process(template_text: str, /) -> str:
            return template_text
    return process(markup)

# case: a-def-assigned-another-function-is-checked-against-its-signature
# ``parse = parse_bytes`` after ``def parse``: the def's signature is the name's declared type,
# so what is assigned must fit it (mypy's assignment, pyright alike).
def parse(text: str) -> int:
    return 0
def parse_bytes(data: bytes) -> int:
    return 0
def helper() -> None: ...
parse = parse_bytes  # E: assignment: Incompatible types in assignment (expression has type "Callable[[bytes], int]", variable has type "Callable[[str], int]")  # N: assignment: Parameter 1 "bytes" does not accept "str"
helper = None  # E: assignment: Incompatible types in assignment (expression has type "None", variable has type "Callable[[], None]")

# case: a-def-assigned-a-fitting-function-stays-silent
from typing import Any
def parse(text: str) -> int:
    return 0
def parse_loose(text: object) -> bool:
    return True
def anything(*args: Any, **kwargs: Any) -> Any: ...
parse = parse_loose
parse = anything
def use() -> None:
    parse = None  # a local of its own
