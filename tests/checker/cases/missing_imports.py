# Imports that cannot be followed (a case with a search path: the environment is known).

# case: module-not-found search=on
import notinstalled_pkg  # E: import-not-found: Cannot find implementation or library stub for module named "notinstalled_pkg"
from mod_missing import x  # E: import-not-found: Cannot find implementation or library stub for module named "mod_missing"
reveal_type(x)  # N: reveal-type: Revealed type is "Any"

# case: missing-package-and-its-submodule search=on
import absent_pkg.sub  # E: import-not-found: Cannot find implementation or library stub for module named "absent_pkg.sub" # E: import-not-found: Cannot find implementation or library stub for module named "absent_pkg"

# case: missing-submodule-of-the-standard-library search=on
import os.nope  # E: import-not-found: Cannot find implementation or library stub for module named "os.nope"
import json.decoder
from os import path

# case: optional-dependency-under-try-is-still-reported search=on
try:
    import fast_json_lib  # E: import-not-found: Cannot find implementation or library stub for module named "fast_json_lib"
except ImportError:
    fast_json_lib = None

# case: each-missing-module-is-reported-once-at-its-first-import search=on
import lost  # E: import-not-found: Cannot find implementation or library stub for module named "lost"
import lost
from lost import part
def later() -> None:
    import lost
import lost.inner  # E: import-not-found: Cannot find implementation or library stub for module named "lost.inner"
from lost.inner import piece
from lost.deeper import bit  # E: import-not-found: Cannot find implementation or library stub for module named "lost.deeper"

# case: ignore-comment-silences-a-missing-import search=on
import optional_thing  # type: ignore[import-not-found]
import other_optional  # type: ignore[import]
import third_optional  # type: ignore

# case: first-party-modules-are-found
import helper
from pkg import tool
from pkg.sub import run
from . import sibling  # a relative import without a package is unknown, not reported
import nowhere  # E: import-not-found: Cannot find implementation or library stub for module named "nowhere"
# file: helper.py
X = 1
# file: pkg/__init__.py
# file: pkg/tool.py
# file: pkg/sub.py
def run() -> None: ...

# case: relative-import-of-a-missing-module module=pkg.main
from .util import clean
from .gone import thing  # E: import-not-found: Cannot find implementation or library stub for module named "pkg.gone"
# file: pkg/__init__.py
# file: pkg/util.py
def clean() -> None: ...

# case: namespace-packages-and-extension-modules-are-not-missing
import plugins.extra
import fastmath
# file: plugins/extra.py
VALUE = 1
# file: fastmath.cpython-311-x86_64-linux-gnu.so

# case: installed-package-without-types
import untypedlib  # E: import-untyped: Skipping analyzing "untypedlib": module is installed, but missing library stubs or py.typed marker
from untypedlib.core import thing  # E: import-untyped: Skipping analyzing "untypedlib.core": module is installed, but missing library stubs or py.typed marker
import untypedlib.extra  # E: import-untyped: Skipping analyzing "untypedlib.extra": module is installed, but missing library stubs or py.typed marker
reveal_type(thing)  # N: reveal-type: Revealed type is "Any"
# file: site-packages/untypedlib/__init__.py
# file: site-packages/untypedlib/core.py
thing = 1
# file: site-packages/untypedlib/extra.py

# case: installed-package-with-py-typed-or-stubs
import typedlib
import stubbedlib
reveal_type(typedlib.VALUE)  # N: reveal-type: Revealed type is "int"
# file: site-packages/typedlib/__init__.py
VALUE: int = 1
# file: site-packages/typedlib/py.typed
# file: site-packages/stubbedlib/__init__.py
# file: site-packages/stubbedlib-stubs/__init__.pyi

# case: package-with-stubs-on-pypi
import yaml  # E: import-untyped: Library stubs not installed for "yaml" # N: import-untyped: Hint: "python3 -m pip install types-PyYAML"
from dateutil import parser  # E: import-untyped: Library stubs not installed for "dateutil" # N: import-untyped: Hint: "python3 -m pip install types-python-dateutil"
# file: site-packages/yaml/__init__.py

# case: unreachable-imports-are-not-reported search=on
import sys
if sys.version_info < (3, 0):
    import urllib2
    from cPickle import loads
if sys.platform == "never-a-platform":
    import winonly_module

# case: type-checking-imports-are-reported search=on
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from typeonly_pkg import Model  # E: import-not-found: Cannot find implementation or library stub for module named "typeonly_pkg"
def save(m: "Model") -> None: ...

# case: without-a-search-path-unknown-modules-are-not-reported
import somewhere_unknown
from nowhere_known import thing

# case: submodules-the-interpreter-has-and-compiled-modules-make search=on
import email._encoded_words
import ssl
from fastpkg._native.inner import speedup
import nostdlib_here.sub  # E: import-not-found: Cannot find implementation or library stub for module named "nostdlib_here.sub" # E: import-not-found: Cannot find implementation or library stub for module named "nostdlib_here"
# file: fastpkg/__init__.py
# file: fastpkg/_native.cpython-311-x86_64-linux-gnu.so
