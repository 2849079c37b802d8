# TypeVarTuple rules of the typing spec ("Generics: TypeVarTuple"): a TypeVarTuple is only
# valid unpacked; *args unpacking a tuple; solving one TypeVarTuple from several arguments;
# variance. The 3.11 star syntax of the same rules is in typevartuple_rules.case.

# case: typevartuple-must-be-unpacked
from typing import Generic, List, Tuple
from typing_extensions import TypeVarTuple, Unpack
Dims = TypeVarTuple("Dims")
class Grid(Generic[Unpack[Dims]]):
    def size(self) -> Tuple[Dims]: ...  # E: valid-type: TypeVarTuple "Dims" is only valid with an unpack
    def put(self, where: List[Dims]) -> None: ...  # E: valid-type: TypeVarTuple "Dims" is only valid with an unpack
def spread(*coords: Dims) -> None: ...  # E: valid-type: TypeVarTuple "Dims" is only valid with an unpack

# case: typevartuple-unpacked-is-silent
from typing import Generic, Tuple
from typing_extensions import TypeAliasType, TypeVarTuple, Unpack
Dims = TypeVarTuple("Dims")
class Grid(Generic[Unpack[Dims]]):
    def size(self) -> Tuple[Unpack[Dims]]: ...
def spread(*coords: Unpack[Dims]) -> Tuple[int, Unpack[Dims]]: ...
Cells = TypeAliasType("Cells", Tuple[str, Unpack[Dims]], type_params=(Dims,))
