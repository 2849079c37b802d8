"""Hints resolved lazily at the first call: forward references, names imported only under
TYPE_CHECKING, postponed annotations, names local to an enclosing function."""

from __future__ import annotations

import sys
import warnings

import pytest

from hintloader.errors import HintTypeError, HintWarning


def test_forward_reference_to_later_class(load) -> None:
    module = load('''
def f(x: "Later") -> "list[Later]":
    return [x]

class Later:
    pass
''')
    assert len(module.f(module.Later())) == 1
    with pytest.raises(HintTypeError, match=r"argument 'x' \(Later\) is int 1"):
        module.f(1)


def test_postponed_annotations(load) -> None:
    module = load('''
from __future__ import annotations

def f(x: Node) -> Node | None:
    return x.parent

class Node:
    def __init__(self, parent: Node | None) -> None:
        self.parent = parent
''')
    root = module.Node(None)
    assert module.f(module.Node(root)) is root
    with pytest.raises(HintTypeError):
        module.Node("not a node")


def test_type_checking_imports_are_imported_lazily(load) -> None:
    module = load('''
from __future__ import annotations
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction
    import decimal

def f(x: Fraction, d: decimal.Decimal) -> None:
    pass
''')
    import decimal
    from fractions import Fraction

    assert "Fraction" not in vars(module)
    module.f(Fraction(1, 2), decimal.Decimal(1))
    with pytest.raises(HintTypeError, match="argument 'x'"):
        module.f(0.5, decimal.Decimal(1))


def test_unresolvable_name_warns_once_and_skips(load) -> None:
    module = load('''
def f(x: "Missing") -> "Missing":
    return x

def g(y: "Missing") -> None:
    pass
''')
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert module.f(1) == 1
        assert module.f("a") == "a"
        module.g(2)
    messages = [str(w.message) for w in caught if issubclass(w.category, HintWarning)]
    assert len(messages) == 1
    assert "cannot resolve 'Missing'" in messages[0]


def test_unresolvable_annotation_never_raises_inside_the_function(load) -> None:
    # packaging annotates `info: sys._version_info` (a name only typeshed has); under
    # filterwarnings = error the notice must not become an exception raised in user code.
    module = load('''
from __future__ import annotations
import sys
def version(info: sys._version_info) -> str:
    return str(info[0])
''')
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert module.version(sys.version_info) == str(sys.version_info[0])
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        module.version(sys.version_info)  # reported once, at the first call: skipped now
    assert not [w for w in caught if issubclass(w.category, HintWarning)]


def test_nested_function_with_enclosing_local_class(load) -> None:
    module = load('''
def factory():
    class Local:
        pass

    def use(x: Local) -> Local:
        return x

    return use, Local
''')
    use, local = module.factory()
    obj = local()
    assert use(obj) is obj
    with pytest.raises(HintTypeError, match="argument 'x'"):
        use(1)


def test_method_annotations_see_class_namespace(load) -> None:
    module = load('''
class Outer:
    class Inner:
        pass

    def take(self, x: Inner) -> None:
        pass
''')
    module.Outer().take(module.Outer.Inner())
    with pytest.raises(HintTypeError):
        module.Outer().take(1)


@pytest.mark.skipif(sys.version_info < (3, 12), reason="PEP 695 syntax")
def test_pep695_type_parameters(load) -> None:
    module = load('''
def first[T: (int, str)](a: T, b: T) -> T:
    return a

def head[T](xs: list[T]) -> T:
    return xs[0]

class Box[T: (int, str)]:
    def put(self, item: T) -> None:
        pass
''')
    assert module.first(1, 2) == 1
    with pytest.raises(HintTypeError):
        module.first(1, "b")
    assert module.head(["a"]) == "a"
    module.Box().put(1)
    with pytest.raises(HintTypeError):
        module.Box().put(1.5)


@pytest.mark.skipif(sys.version_info < (3, 14), reason="PEP 649 deferred annotations")
def test_deferred_annotations(load) -> None:
    module = load('''
def f(x: Later) -> Later:
    return x

class Later:
    pass
''')
    module.f(module.Later())
    with pytest.raises(HintTypeError):
        module.f(1)


def test_annotations_only_a_type_checker_can_evaluate(load) -> None:
    module = load('''
from __future__ import annotations
import sys
from typing import TYPE_CHECKING, Generator

if TYPE_CHECKING:
    if sys.version_info >= (3, 11):
        from typing import Self
    else:
        from typing_extensions import Self
    Item = "int | str"
    Items = list[Item]

def f(x: Item | None, xs: Items | None = None) -> None:
    pass

def gen() -> Generator[int]:  # defaults for Generator's arguments: Python 3.13+
    yield 1

class Node:
    def clone(self) -> Self:
        return self
''')
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        module.f(1)
        module.f(None, [1, "a"])
        assert list(module.gen()) == [1]
        node = module.Node()
        assert node.clone() is node
    with pytest.raises(HintTypeError):
        module.f(1.5)
    with pytest.raises(HintTypeError):
        module.f(1, [1.5])


def test_string_type_alias_with_union_of_strings(load) -> None:
    module = load('''
from typing import TypeAlias
Item = tuple[str, str]
Atom: TypeAlias = "Item | Many"
Many: TypeAlias = "list[Atom]"

def parse(x: Atom) -> Atom:
    return x
''')
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        module.parse(("a", "b"))
        module.parse([("a", "b"), [("c", "d")]])
    with pytest.raises(HintTypeError):
        module.parse(3)


def test_annotations_are_not_evaluated_again(load) -> None:
    module = load('''
CALLS = []

def counted(t):
    CALLS.append(t)
    return t

def f(x: counted(int)) -> counted(str):
    return str(x)

class Shadow:
    int = str  # a class-body name that module-level evaluation would not see

    def method(self, x: int) -> None:
        pass
''')
    assert module.f(1) == "1"
    with pytest.raises(HintTypeError):
        module.f("1")
    assert module.CALLS == [int, str]
    module.Shadow().method("text")  # `int` meant str where the method was defined
    with pytest.raises(HintTypeError):
        module.Shadow().method(1)
