"""Front ends keep one optional module per game (renderers, evaluators, encoders)."""

from __future__ import annotations

import importlib
from types import ModuleType


def game_module(package: str, game_name: str) -> ModuleType | None:
    """``<package>.<game module name>`` if that module exists, else None.

    An import error inside an existing module is raised, not hidden.
    """
    module_name = f"{package}.{game_name.replace('-', '_')}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name != module_name:
            raise
        return None
