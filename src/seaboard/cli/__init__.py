"""The terminal front end: the ``seaboard`` command."""
