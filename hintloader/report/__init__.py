"""What findings look like to people and tools: text, JSON Lines, GitHub annotations, warnings, progress, the baseline."""
