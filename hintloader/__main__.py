"""``python -m hintloader``: see hintloader.cli."""

import sys

from hintloader.cli import main

if __name__ == "__main__":
    sys.exit(main())
