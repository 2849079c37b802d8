# Class statements Python refuses to run: a base named twice, bases C3 cannot order, a metaclass
# that is no type, and metaclasses of the bases with no most derived one.

# case: duplicate-and-unorderable-bases-are-reported
class Node: ...
class Leaf(Node): ...
class Twice(Node, Node):  # E: misc: Duplicate base class "Node"
    pass
class Backwards(Node, Leaf):  # E: misc: Cannot determine consistent method resolution order (MRO) for "Backwards"
    pass
class Explicit(object, Node):  # E: misc: Cannot determine consistent method resolution order (MRO) for "Explicit"
    pass

# case: orderable-bases-are-silent
class Node: ...
class Leaf(Node): ...
class Other: ...
class Mixed(Leaf, Node, Other):
    pass
class Diamond(Leaf, Other):
    pass
class Last(Node, object):
    pass

# case: metaclass-conflicts-are-reported
import abc
class Registry(type): ...
class Tracing(type): ...
class Unrelated(type): ...
class Plugin(metaclass=Registry): ...
class Traced(metaclass=Tracing): ...
class Both(Plugin, Traced):  # E: metaclass: Metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
    pass
class Under(Both):  # the conflict is Both's: not reported again
    pass
class Abstract(abc.ABC, Plugin):  # E: metaclass: Metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
    pass
class Own(Plugin, metaclass=Unrelated):  # E: metaclass: Metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
    pass

# case: metaclasses-with-a-most-derived-one-are-silent
import abc
from enum import Enum
from typing import Any, Protocol
class Registry(type): ...
class Tracing(type): ...
class RegistryTracing(Registry, Tracing): ...
class Plugin(metaclass=Registry): ...
class Traced(metaclass=Tracing): ...
class Both(Plugin, Traced, metaclass=RegistryTracing):
    pass
class Plain(metaclass=type): ...
class WithPlain(Plain, Plugin):
    pass
class Sub(Registry):  # a metaclass itself is not checked
    pass
class Meta(abc.ABCMeta): ...
class Concrete(abc.ABC, metaclass=Meta):
    pass
class Color(Enum):
    RED = 1
def unknown() -> Any: ...
Dynamic: Any = unknown()
class Opaque(metaclass=Dynamic): ...
class AlsoPlugin(Opaque, Plugin):
    pass

# case: metaclasses-that-are-no-type-are-reported
from typing import Generic, NamedTuple, TypeVar
T = TypeVar("T")
class NotAType: ...
class Pair(NamedTuple):
    a: int
class Holder(Generic[T], type): ...
Alias = Holder[T]
IntAlias = int
class A(metaclass=NotAType): ...  # E: metaclass: Metaclasses not inheriting from "type" are not supported
class B(metaclass=IntAlias): ...  # E: metaclass: Metaclasses not inheriting from "type" are not supported
class C(metaclass=Pair): ...  # E: metaclass: Invalid metaclass "Pair"
class D(metaclass=Alias): ...  # E: metaclass: Invalid metaclass "Alias"

# case: metaclasses-that-derive-from-type-are-silent
import abc
from typing import TypeAlias
class Meta(type): ...
MetaAlias: TypeAlias = Meta
TypeAliasName = type
class A(metaclass=Meta): ...
class B(metaclass=MetaAlias): ...
class C(metaclass=TypeAliasName): ...
class D(metaclass=abc.ABCMeta): ...

# case: a-class-object-of-a-type-variable-is-an-instance-of-its-bounds-metaclass-only
from typing import TypeVar
class Registry(type): pass
class Other(type): pass
class Plugin(metaclass=Registry): pass
class Loose: pass
P = TypeVar("P", bound=Plugin)
L = TypeVar("L", bound=Loose)
def register(cls: type[P], loose: type[L]) -> None:
    wrong: Other = cls  # E: assignment: Incompatible types in assignment (expression has type "type[P]", variable has type "Other")
    meta: Registry = loose  # E: assignment: Incompatible types in assignment (expression has type "type[L]", variable has type "Registry")

# case: a-class-object-of-a-type-variable-is-an-instance-of-its-bounds-metaclass-silent
from typing import TypeVar
class Registry(type): pass
class Plugin(metaclass=Registry): pass
P = TypeVar("P", bound=Plugin)
def register(cls: type[P]) -> P:
    meta: Registry = cls
    plain: type = cls
    return cls()

# case: a-metaclass-property-generic-in-its-class-is-solved-by-the-class
from typing import TypeVar, assert_type
T = TypeVar("T")
class Registry(type):
    @property
    def instances(cls: type[T]) -> list[T]:
        return []
class Plugin(metaclass=Registry): ...
assert_type(Plugin.instances, list[Plugin])
count: int = Plugin.instances  # E: assignment: Incompatible types in assignment (expression has type "list[Plugin]", variable has type "int")

# case: a-metaclass-property-generic-in-its-class-silent
from typing import TypeVar
T = TypeVar("T")
class Registry(type):
    @property
    def instances(cls: type[T]) -> list[T]:
        return []
class Plugin(metaclass=Registry):
    def run(self) -> None: ...
for p in Plugin.instances:
    p.run()

# case: a-display-as-a-base-class-type-argument-is-reported
from typing import Generic, TypedDict, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
class Row(TypedDict, Generic[T]):
    cell: T
class Odd(Box[{}]): ...  # E: misc: Type expected within [...] # E: misc: Invalid base class "Box"
class Sub(Row[{1}]):  # E: misc: Invalid TypedDict type argument # E: misc: Type expected within [...] # E: misc: Invalid base class "Row"
    extra: int

# case: a-type-as-a-base-class-type-argument-is-silent
from typing import Callable, Generic, TypedDict, TypeVar
T = TypeVar("T")
class Box(Generic[T]): ...
class Row(TypedDict, Generic[T]):
    cell: T
class Ints(Box[int]): ...
class Calls(Box[Callable[[int], str]]): ...
class Sub(Row[str]):
    extra: int
