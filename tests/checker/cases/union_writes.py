# Writing an attribute through a union: every item must have it (mypy's union-attr).

# case: union-write-except-tuple
class ClusterDownError(Exception): ...
class SlotNotCoveredError(Exception): ...
def f(node: str) -> None:
    try:
        pass
    except (ClusterDownError, SlotNotCoveredError) as e:
        e.connection = node  # E: union-attr: Item "ClusterDownError" of "ClusterDownError | SlotNotCoveredError" has no attribute "connection"  # E: union-attr: Item "SlotNotCoveredError" of "ClusterDownError | SlotNotCoveredError" has no attribute "connection"
        raise

# case: union-write-one-item-lacks
class A:
    x: int = 0
class B: ...
def f(v: A | B) -> None:
    v.x = 1  # E: union-attr: Item "B" of "A | B" has no attribute "x"

# case: union-write-optional
class Node:
    def __init__(self) -> None:
        self.label = ""
def f(n: Node | None) -> None:
    n.label = "x"  # E: union-attr: Item "None" of "Node | None" has no attribute "label"

# case: union-write-every-item-has-it-silent
class A:
    def __init__(self) -> None:
        self.connection: object = None
class B(Exception):
    connection: object = None
def f(v: A | B, n: A | None) -> None:
    v.connection = 1
    if n is not None:
        n.connection = 2

# case: union-write-setattr-or-unknown-silent
from typing import Any
class Open:
    def __setattr__(self, name: str, value: Any) -> None: ...
class Plain: ...
def f(v: Open | Any) -> None:
    v.anything = 1

# case: union-write-one-item-without-setattr
from typing import Any
class Open:
    def __setattr__(self, name: str, value: Any) -> None: ...
class Plain: ...
def f(w: Open | Plain) -> None:
    w.attr = 2  # E: union-attr: Item "Plain" of "Open | Plain" has no attribute "attr"

# case: union-write-unannotated-def-silent
class A: ...
class B: ...
def make(flag: bool) -> A | B:
    return A() if flag else B()
def f(flag):
    v = make(flag)
    v.attr = 1

# case: union-write-narrowed-by-isinstance-silent
class A:
    conn: int = 0
class B: ...
def f(v: A | B) -> None:
    if isinstance(v, A):
        v.conn = 1

# case: union-write-declared-in-init-silent
class Conn(Exception):
    def __init__(self) -> None:
        super().__init__()
        self.node = ""
class Busy(Conn): ...
def f(node: str) -> None:
    try:
        pass
    except (Conn, Busy) as e:
        e.node = node
        raise

# case: an-attribute-written-through-a-union-receiver-narrows-to-the-value
# mypy semanal.py: ``if not isinstance(s.rvalue.analyzed, TypeAliasExpr): s.rvalue.analyzed =
# TypeAliasExpr(...)`` then ``s.rvalue.analyzed.line = ...`` with ``s.rvalue`` an
# ``IndexExpr | CallExpr | OpExpr``: each member declares ``analyzed``, the write narrows it.
class Expression:
    line: int
class TypeAliasExpr(Expression): ...
class TypeApplication(Expression): ...
class IndexExpr(Expression):
    analyzed: TypeAliasExpr | TypeApplication | None
class CallExpr(Expression):
    analyzed: Expression | None
def f(e: IndexExpr | CallExpr) -> None:
    if not isinstance(e.analyzed, TypeAliasExpr):
        e.analyzed = TypeAliasExpr()
    reveal_type(e.analyzed)  # N: reveal-type: Revealed type is "case.TypeAliasExpr"
    e.analyzed.line = 1
    e.analyzed.column  # E: attr-defined: "TypeAliasExpr" has no attribute "column"
    e.analyzed = None
    e.analyzed.line  # E: attr-defined: "None" has no attribute "line"

# case: an-attribute-written-through-a-union-receiver-each-member-takes-silent
class Expression:
    line: int
class Alias(Expression): ...
class Index(Expression):
    analyzed: Alias | None
class Call(Expression):
    analyzed: Expression | None
def f(e: Index | Call, flag: bool) -> int:
    e.analyzed = Alias()
    e.analyzed.line = 2
    if flag:
        e.analyzed = None
        return 0
    return e.analyzed.line

# case: a-value-written-through-a-union-must-fit-the-items-declarations
# mypy checks the value against the union of the items' declarations (a property's setter
# type): griffe mixins.py:180 ``value.parent = self`` with ``value: Object | Alias``, the union
# worded with None last.
from __future__ import annotations
from typing import Optional, Union
class Mixin:
    def put(self, value: Obj | Alias) -> None:
        value.parent = self  # E: assignment: Incompatible types in assignment (expression has type "Mixin", variable has type "Obj | Alias | None")
class Obj(Mixin):
    def __init__(self) -> None:
        self.parent: Obj | None = None
class Alias:
    def __init__(self) -> None:
        self._parent: Obj | Alias | None = None
    @property
    def parent(self) -> Obj | Alias | None:
        return self._parent
    @parent.setter
    def parent(self, value: Obj | Alias) -> None:
        self._parent = value
class A:
    x: int
class B:
    x: float
def f(v: Union[A, B]) -> None:
    v.x = "s"  # E: assignment: Incompatible types in assignment (expression has type "str", variable has type "int | float")

# case: a-value-written-through-a-union-that-fits-an-item-or-meets-none-is-silent
from typing import Any, Optional, Union
class A:
    x: int
    y: Optional[str] = None
class B:
    x: float
    y: str = ""
class Loose:
    def __init__(self) -> None:
        self.x: Any = None
def f(v: Union[A, B], w: Optional[A], n: int, loose: Union[A, Loose]) -> None:
    v.x = 1
    v.x = 1.5
    v.x = n
    v.y = None
    w.x = "s"  # type: ignore[union-attr]
    loose.x = "s"
