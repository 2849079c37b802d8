"""Prices and discounts; checked in warn mode."""

from __future__ import annotations

from typing import Optional


def discount(total: float, percent: int) -> float:
    return total * (100 - percent) / 100


def format_price(amount: float, currency: str = "EUR") -> str:
    return f"{amount:.2f} {currency}"


def loyalty_percent(points: Optional[int]) -> int:
    if points is None:
        return 0
    return min(points // 100, 15)


def receipt_line(name: str, amount: float) -> str:
    # Deliberate mistake for the tour: the currency argument must be a str.
    return f"{name:<20} {format_price(amount, 978)}"
