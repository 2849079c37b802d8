"""Stock levels; checked in error mode, so a type error here stops the import."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Item:
    sku: str
    name: str
    unit_price: float


@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)
    stock: dict[str, int] = field(default_factory=dict)

    def add(self, item: Item, count: int) -> None:
        self.items[item.sku] = item
        self.stock[item.sku] = self.stock.get(item.sku, 0) + count

    def take(self, sku: str, count: int) -> Item | None:
        if self.stock.get(sku, 0) < count:
            return None
        self.stock[sku] -= count
        return self.items[sku]
