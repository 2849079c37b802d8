import hintloader.runtime as __hintloader_rt__
__hintloader_rt__.register(globals(), '__hl_', ((1, 'arg', 'Shape.area', 'scale', 'float', 'Shape', 6), (2, 'return', 'Shape.area', None, 'float', 'Shape', 6), (3, 'arg', 'Shape.make', 'size', 'int', 'Shape', 10), (4, 'return', 'Shape.make', None, "'Shape'", 'Shape', 10), (5, 'arg', 'Shape.helper', 'x', 'int', 'Shape', 14), (6, 'return', 'Shape.helper', None, 'int', 'Shape', 14), (7, 'return', 'Shape.name', None, 'str', 'Shape', 18), (8, 'arg', 'Shape.name', 'value', 'str', 'Shape', 22), (9, 'arg', 'Shape.Inner.method', 'v', 'bytes', 'Shape.Inner', 26), (10, 'return', 'Shape.Inner.method', None, 'bytes', 'Shape.Inner', 26), (11, 'arg', 'outer.<locals>.inner', 'b', 'str', None, 31), (12, 'return', 'outer.<locals>.inner', None, 'str', None, 31), (13, 'arg', 'outer', 'a', 'int', None, 30), (14, 'return', 'outer', None, 'int', None, 30)), {'module': 'pkg.methods', 'on_violation': 'raise', 'collection': 'sample', 'type_checking': {}})
from typing import no_type_check, overload
import typing

class Shape:

    def area(self, scale: float) -> float:
        if type(scale) not in __hl_s1__ and (not issubclass(type(scale), __hl_t1__)):
            if (__hl_e__ := __hl_c1__(scale)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__
            del __hl_e__
        __hl_r__ = scale * 2.0
        if type(__hl_r__) not in __hl_s2__ and (not issubclass(type(__hl_r__), __hl_t2__)):
            if (__hl_e__ := __hl_c2__(__hl_r__)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__, __hl_r__
            del __hl_e__
        return __hl_r__

    @classmethod
    def make(cls, size: int) -> 'Shape':
        if type(size) is not __hl_t3__ and (not issubclass(type(size), __hl_t3__)):
            if (__hl_e__ := __hl_c3__(size)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__
            del __hl_e__
        __hl_r__ = cls()
        if type(__hl_r__) is not __hl_t4__ and (__hl_w4__ is None or __hl_w4__() is not type(__hl_r__) or len(type(__hl_r__).__dict__) != __hl_n4__) and (not issubclass(type(__hl_r__), __hl_t4__)):
            if (__hl_e__ := __hl_c4__(__hl_r__)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__, __hl_r__
            del __hl_e__
        return __hl_r__

    @staticmethod
    def helper(x: int) -> int:
        if type(x) is not __hl_t5__ and (not issubclass(type(x), __hl_t5__)):
            if (__hl_e__ := __hl_c5__(x)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__
            del __hl_e__
        __hl_r__ = x * 2
        if type(__hl_r__) is not __hl_t6__ and (not issubclass(type(__hl_r__), __hl_t6__)):
            if (__hl_e__ := __hl_c6__(__hl_r__)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__, __hl_r__
            del __hl_e__
        return __hl_r__

    @property
    def name(self) -> str:
        return 'shape'

    @name.setter
    def name(self, value: str) -> None:
        if type(value) is not __hl_t8__ and (not issubclass(type(value), __hl_t8__)):
            if (__hl_e__ := __hl_c8__(value)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__
            del __hl_e__
        pass

    class Inner:

        def method(self, v: bytes) -> bytes:
            if type(v) not in __hl_s9__ and (not issubclass(type(v), __hl_t9__)):
                if (__hl_e__ := __hl_c9__(v)):
                    try:
                        raise __hl_e__ from None
                    finally:
                        del __hl_e__
                del __hl_e__
            return v

def outer(a: int) -> int:
    if type(a) is not __hl_t13__ and (not issubclass(type(a), __hl_t13__)):
        if (__hl_e__ := __hl_c13__(a)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__
        del __hl_e__

    def inner(b: str) -> str:
        if type(b) is not __hl_t11__ and (not issubclass(type(b), __hl_t11__)):
            if (__hl_e__ := __hl_c11__(b)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__
            del __hl_e__
        __hl_r__ = b * a
        if type(__hl_r__) is not __hl_t12__ and (not issubclass(type(__hl_r__), __hl_t12__)):
            if (__hl_e__ := __hl_c12__(__hl_r__)):
                try:
                    raise __hl_e__ from None
                finally:
                    del __hl_e__, __hl_r__
            del __hl_e__
        return __hl_r__
    __hl_r__ = len(inner('x'))
    if type(__hl_r__) is not __hl_t14__ and (not issubclass(type(__hl_r__), __hl_t14__)):
        if (__hl_e__ := __hl_c14__(__hl_r__)):
            try:
                raise __hl_e__ from None
            finally:
                del __hl_e__, __hl_r__
        del __hl_e__
    return __hl_r__

@no_type_check
def skipped(x: int) -> int:
    return x

@typing.no_type_check
class SkippedClass:

    def method(self, x: int) -> int:
        return x

@overload
def over(x: int) -> int:
    ...

@overload
def over(x: str) -> str:
    ...

def over(x):
    return x
