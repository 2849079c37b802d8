import hintloader.runtime as __hintloader_rt__
__hintloader_rt__.register(globals(), '__hl_', ((1, 'var', 'f', 'total', 'float', None, 13), (2, 'var', 'f', 'items', 'list[str]', None, 15), (3, 'var', '', 'LIMIT', 'int', None, 8)), {'module': 'pkg.assign_module', 'on_violation': 'raise', 'collection': 'sample', 'type_checking': {'OrderedDict': ('collections', 'OrderedDict'), 'decimal': ('decimal', None), 'Thing': ('pkg.sibling', 'Thing')}}, {2: ('seq', ('leaf',))})
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from collections import OrderedDict
    import decimal
    from .sibling import Thing
LIMIT: int = 10
if type(LIMIT) is not __hl_t3__ and (not issubclass(type(LIMIT), __hl_t3__)):
    if (__hl_e__ := __hl_c3__(LIMIT)):
        try:
            raise __hl_e__ from None
        finally:
            del __hl_e__
    del __hl_e__
later: 'OrderedDict[str, int]'

def f() -> None:
    total: float = 0
    if type(total) not in __hl_s1__ and (not issubclass(type(total), __hl_t1__)):
        if (__hl_e__ := __hl_c1__(total)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    total = 3
    items: list[str] = []
    try:
        if (type(items) is not __hl_a2_0__ or (items and type(items[next(__hl_q2_0__) % len(items)]) is not __hl_a2_1__)) and (not issubclass(type(items), __hl_t2__)):
            if (__hl_e__ := __hl_c2__(items)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__
            del __hl_e__
    except (LookupError, ArithmeticError, StopIteration):
        if (__hl_e__ := __hl_c2__(items)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__

class Config:
    field: int = 3
