"""Configuration: the settings as values (options), and where they come from (load)."""
