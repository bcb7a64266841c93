"""Project-drawn widgets and small helpers around pygame_gui widgets, one per module."""
