"""The API's documentation at /docs: Swagger UI from the files of the ``swagger-ui-py`` package.

Everything is served by this server (no CDN), under the same Content-Security-Policy as
the pages: the page loads the bundle, its style sheet and ``docs-init.js``, which renders
``/openapi.json``.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse, HTMLResponse, Response

from seaboard.engine.language import N_
from seaboard.server.errors import Refused


def assets_dir() -> Path:
    """Swagger UI's files in the installed package (found, not imported: only its files
    are used)."""
    spec = importlib.util.find_spec("swagger_ui")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the swagger-ui-py package is not installed")
    return Path(next(iter(spec.submodule_search_locations))) / "static"


ASSETS = assets_dir()
SERVED = {"swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png"}

PAGE = """<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Seaboard API</title>
    <link rel="stylesheet" href="/docs-assets/swagger-ui.css" />
    <link rel="icon" href="/docs-assets/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs-assets/swagger-ui-bundle.js"></script>
    <script src="/docs-assets/docs-init.js"></script>
  </body>
</html>
"""

INIT = """window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
"""

router = APIRouter(include_in_schema=False)


@router.get("/docs")
async def docs() -> Response:
    return HTMLResponse(PAGE)


@router.get("/docs-assets/docs-init.js")
async def docs_init() -> Response:
    return Response(INIT, media_type="text/javascript")


@router.get("/docs-assets/{name}")
async def docs_asset(name: str) -> Response:
    if name not in SERVED:
        raise Refused(N_("there is no such file"), 404)
    return FileResponse(ASSETS / name)
