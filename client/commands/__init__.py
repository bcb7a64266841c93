"""Headless subcommands of ``main.py``: simulate, bench, validate, hscards and docs.

Each module offers ``add_parser(subparsers)`` to declare its arguments and ``run(args) -> int``
to carry them out and return the exit status. None of them opens a window or imports pygame.
"""
