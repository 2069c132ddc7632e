"""The built-in games: each subpackage exposes its Game as ``GAME`` and its words as ``WORDS``.

Importing this package registers every subpackage that does, in name order.
"""

import importlib
import pkgutil

from seaboard.engine.registry import register

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.ispkg:
        _module = importlib.import_module(f"{__name__}.{_info.name}")
        _game = getattr(_module, "GAME", None)
        if _game is not None:
            register(_game, getattr(_module, "WORDS", None))
