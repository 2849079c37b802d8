"""What findings look like to people and tools: text, JSON Lines, GitHub annotations, warnings, progress, the baseline."""

# Here rather than in baseline.py, so that a run without a baseline file need not import that
# module (json, re, dataclasses) to find out.
BASELINE_FILE = "hintloader-baseline.json"
