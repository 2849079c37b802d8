import hintloader.runtime as __hintloader_rt__
__hintloader_rt__.register(globals(), '__hl_', ((1, 'arg', 'concat', 'a', 'AnyStr', None, 7), (2, 'arg', 'concat', 'b', 'AnyStr', None, 7), (3, 'return', 'concat', None, 'AnyStr', None, 7), (4, 'arg', 'scale', 'x', 'Number', None, 11), (5, 'arg', 'scale', 'factor', 'Number', None, 11), (6, 'yield', 'scale', None, 'Iterator[Number]', None, 11), (7, 'send', 'scale', None, 'Iterator[Number]', None, 11), (8, 'genreturn', 'scale', None, 'Iterator[Number]', None, 11), (9, 'arg', 'ident', 'x', 'T', None, 15), (10, 'return', 'ident', None, 'T', None, 15)), {'module': 'pkg.typevars', 'on_violation': 'raise', 'collection': 'sample', 'type_checking': {}})
from typing import AnyStr, Iterator, TypeVar
Number = TypeVar('Number', int, float)
T = TypeVar('T')

def concat(a: AnyStr, b: AnyStr) -> AnyStr:
    __hl_m__ = {}
    if type(a) is not __hl_t1__ and (__hl_w1__ is None or __hl_w1__() is not type(a) or len(type(a).__dict__) != __hl_n1__) and (not issubclass(type(a), __hl_t1__)):
        if (__hl_e__ := __hl_c1__(a, __hl_m__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if type(b) is not __hl_t2__ and (__hl_w2__ is None or __hl_w2__() is not type(b) or len(type(b).__dict__) != __hl_n2__) and (not issubclass(type(b), __hl_t2__)):
        if (__hl_e__ := __hl_c2__(b, __hl_m__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    del __hl_m__
    __hl_r__ = a + b
    if type(__hl_r__) is not __hl_t3__ and (__hl_w3__ is None or __hl_w3__() is not type(__hl_r__) or len(type(__hl_r__).__dict__) != __hl_n3__) and (not issubclass(type(__hl_r__), __hl_t3__)):
        if (__hl_e__ := __hl_c3__(__hl_r__, __hintloader_rt__.bind((__hl_c1__, a), (__hl_c2__, b)))):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__, __hl_r__
        del __hl_e__
    return __hl_r__

def scale(x: Number, factor: Number) -> Iterator[Number]:
    __hl_m__ = {}
    if type(x) is not __hl_t4__ and (__hl_w4__ is None or __hl_w4__() is not type(x) or len(type(x).__dict__) != __hl_n4__) and (not issubclass(type(x), __hl_t4__)):
        if (__hl_e__ := __hl_c4__(x, __hl_m__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    if type(factor) is not __hl_t5__ and (__hl_w5__ is None or __hl_w5__() is not type(factor) or len(type(factor).__dict__) != __hl_n5__) and (not issubclass(type(factor), __hl_t5__)):
        if (__hl_e__ := __hl_c5__(factor, __hl_m__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    del __hl_m__
    __hl_c7__((yield __hl_c6__(x * factor, __hintloader_rt__.bind((__hl_c4__, x), (__hl_c5__, factor)))), __hintloader_rt__.bind((__hl_c4__, x), (__hl_c5__, factor)))
    if type(None) is not __hl_t8__ and (not issubclass(type(None), __hl_t8__)):
        if (__hl_e__ := __hl_c8__(None, __hintloader_rt__.bind((__hl_c4__, x), (__hl_c5__, factor)))):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__

def ident(x: T) -> T:
    if type(x) is not __hl_t9__ and (__hl_w9__ is None or __hl_w9__() is not type(x) or len(type(x).__dict__) != __hl_n9__) and (not issubclass(type(x), __hl_t9__)):
        if (__hl_e__ := __hl_c9__(x)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__
    return x
