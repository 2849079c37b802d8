"""A tiny shop: stock, prices and receipts."""
