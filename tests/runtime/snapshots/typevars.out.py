import hintloader.runtime as __hintloader_rt__
__hintloader_rt__.register(globals(), '__hl_', ((1, 'arg', 'concat', 'a', 'AnyStr', None, 7), (2, 'arg', 'concat', 'b', 'AnyStr', None, 7), (3, 'return', 'concat', None, 'AnyStr', None, 7), (4, 'arg', 'scale', 'x', 'Number', None, 11), (5, 'arg', 'scale', 'factor', 'Number', None, 11), (6, 'yield', 'scale', None, 'Iterator[Number]', None, 11), (7, 'send', 'scale', None, 'Iterator[Number]', None, 11), (8, 'genreturn', 'scale', None, 'Iterator[Number]', None, 11), (9, 'arg', 'ident', 'x', 'T', None, 15), (10, 'return', 'ident', None, 'T', None, 15)), {'module': 'pkg.typevars', 'on_violation': 'raise', 'collection': 'sample', 'type_checking': {}})
from typing import AnyStr, Iterator, TypeVar
Number = TypeVar('Number', int, float)
T = TypeVar('T')

def concat(a: AnyStr, b: AnyStr) -> AnyStr:
    __hl_m__ = {}
    if not isinstance(a, __hl_t1__) and (__hl_e__ := __hl_c1__(a, __hl_m__)):
        raise __hl_e__ from None
    if not isinstance(b, __hl_t2__) and (__hl_e__ := __hl_c2__(b, __hl_m__)):
        raise __hl_e__ from None
    __hl_r__ = a + b
    if not isinstance(__hl_r__, __hl_t3__) and (__hl_e__ := __hl_c3__(__hl_r__, __hl_m__)):
        raise __hl_e__ from None
    return __hl_r__

def scale(x: Number, factor: Number) -> Iterator[Number]:
    __hl_m__ = {}
    if not isinstance(x, __hl_t4__) and (__hl_e__ := __hl_c4__(x, __hl_m__)):
        raise __hl_e__ from None
    if not isinstance(factor, __hl_t5__) and (__hl_e__ := __hl_c5__(factor, __hl_m__)):
        raise __hl_e__ from None
    __hl_c7__((yield __hl_c6__(x * factor, __hl_m__)), __hl_m__)
    if not isinstance(None, __hl_t8__) and (__hl_e__ := __hl_c8__(None, __hl_m__)):
        raise __hl_e__ from None

def ident(x: T) -> T:
    if not isinstance(x, __hl_t9__) and (__hl_e__ := __hl_c9__(x)):
        raise __hl_e__ from None
    return x
