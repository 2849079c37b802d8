"""Sell a few things and print a receipt: `python -m hintloader main.py`."""

from legacy.export import to_csv
from shop.inventory import Inventory, Item
from shop.pricing import discount, loyalty_percent, receipt_line


def main() -> None:
    inventory = Inventory()
    inventory.add(Item("tea", "Green tea", 4.5), 10)
    inventory.add(Item("mug", "Mug", 12.0), 2)
    basket = [inventory.take("tea", 2), inventory.take("mug", 1)]
    total = sum(item.unit_price for item in basket if item is not None)
    total = discount(total, loyalty_percent(350))
    for item in basket:
        if item is not None:
            print(receipt_line(item.name, item.unit_price))
    print(f"total after loyalty discount: {total:.2f}")
    print(to_csv([("tea", 2), ("mug", 1)]), end="")


if __name__ == "__main__":
    main()
