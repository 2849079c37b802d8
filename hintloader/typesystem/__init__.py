"""The type system: frozen type values and the one relation engine (assignable, subtype, join)."""
