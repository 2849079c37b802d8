"""The check command: find the files under the given paths, then check them without running them."""
