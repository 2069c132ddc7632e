"""The FastAPI application: HTTP API under /api, websockets under /ws, the web client at /."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from pathlib import Path
from typing import Annotated, Any

from fastapi import Body, FastAPI, Header, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse, Response
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException

from seaboard.engine import NotationError, SeaboardError, game_class, load
from seaboard.records import FORMAT, Record
from seaboard.server import models as m
from seaboard.server.guard import TOO_MANY
from seaboard.server.lessons import router as lessons_router
from seaboard.server.service import Refused, Server, Unavailable, games_info
from seaboard.server.settings import Settings
from seaboard.server.ws import table_socket

STATIC = Path(__file__).parent / "static"
MAX_REPLAY_ACTIONS = 20_000
MAX_BODY = 2_000_000  # bytes of an HTTP request body (an uploaded record is the largest)
Auth = Annotated[str | None, Header(description="Bearer <player token>")]
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": m.Problem} for code in (400, 401, 403, 404, 409, 413, 422, 429, 503)
}


def create_app(settings: Settings, server: Server | None = None) -> FastAPI:
    """The application; the server starts (and migrates its database) with it."""
    srv = server or Server(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await srv.start()
        app.state.server = srv
        try:
            yield
        finally:
            await srv.stop()

    app = FastAPI(title="Seaboard", version="1", lifespan=lifespan, responses=ERRORS)
    app.state.server = srv

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Any) -> Response:
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            return JSONResponse(
                {"detail": f"the request body is too large (at most {MAX_BODY} bytes)"},
                status_code=413,
            )
        response: Response = await call_next(request)
        return response

    @app.middleware("http")
    async def limit_guesses(request: Request, call_next: Any) -> Response:
        address = request.client.host if request.client else None
        guarded = "authorization" in request.headers
        if guarded and srv.guesses.blocked(address):
            return JSONResponse({"detail": TOO_MANY}, status_code=429)
        response: Response = await call_next(request)
        if guarded and response.status_code == 401:
            srv.guesses.failed(address)
        return response

    @app.exception_handler(Refused)
    async def refused(_request: Request, err: Refused) -> JSONResponse:
        return JSONResponse({"detail": err.message}, status_code=err.status)

    @app.exception_handler(SQLAlchemyError)
    @app.exception_handler(OSError)
    async def database_down(_request: Request, err: Exception) -> JSONResponse:
        return JSONResponse({"detail": Unavailable().message}, status_code=503)

    @app.exception_handler(RequestValidationError)
    async def invalid(_request: Request, err: RequestValidationError) -> JSONResponse:
        return JSONResponse({"detail": validation_sentence(err)}, status_code=400)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_request: Request, err: StarletteHTTPException) -> JSONResponse:
        detail = err.detail if isinstance(err.detail, str) else "bad request"
        if err.status_code == 404 and detail == "Not Found":
            detail = "there is nothing at this address"
        if err.status_code == 405:
            detail = "this address does not take that method"
        return JSONResponse({"detail": detail}, status_code=err.status_code)

    def bearer(authorization: str | None) -> str | None:
        if authorization is None:
            return None
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise Refused("the Authorization header must be 'Bearer <token>'", 401)
        return token.strip()

    @app.get("/api/games", response_model=list[m.GameInfo])
    async def list_games() -> list[dict[str, Any]]:
        return games_info(settings.forbidden_options)

    @app.get("/api/games/{name}/rules", response_model=m.RulesText)
    async def rules(name: str) -> dict[str, Any]:
        try:
            cls = game_class(name)
        except SeaboardError as err:
            raise Refused(str(err), 404) from None
        package = cls.__module__.rsplit(".", 1)[0]
        text = resources.files(package).joinpath("rules.md").read_text()
        return {"name": cls.name, "title": cls.title, "text": text}

    @app.post("/api/players", response_model=m.PlayerCreated)
    async def new_player(body: m.NewPlayer) -> dict[str, str]:
        return await srv.new_player(body.name)

    @app.get("/api/players/me", response_model=m.PlayerInfo)
    async def me(authorization: Auth = None) -> dict[str, str]:
        player_id, name = await srv.player(bearer(authorization))
        return {"player_id": player_id, "name": name}

    @app.post("/api/tables", response_model=m.TableCreated)
    async def new_table(body: m.NewTable, authorization: Auth = None) -> dict[str, Any]:
        player = await srv.player(bearer(authorization))
        return await srv.create_table(player, body.model_dump())

    @app.get("/api/tables", response_model=list[m.TableInfo])
    async def list_tables() -> list[dict[str, Any]]:
        return await srv.public_tables()

    @app.get("/api/tables/{table_id}", response_model=m.TableInfo)
    async def one_table(table_id: str) -> dict[str, Any]:
        return (await srv.table(table_id)).info()

    @app.post("/api/tables/{table_id}/join", response_model=m.Joined)
    async def join(
        table_id: str, body: m.JoinBody | None = None, authorization: Auth = None
    ) -> dict[str, int]:
        player = await srv.player(bearer(authorization))
        seat = await srv.join(table_id, player, body.seat if body else None)
        return {"seat": seat}

    @app.post("/api/tables/{table_id}/leave", response_model=m.Left)
    async def leave(table_id: str, authorization: Auth = None) -> dict[str, int]:
        player = await srv.player(bearer(authorization))
        return {"left": await srv.leave(table_id, player)}

    @app.post("/api/tables/{table_id}/rematch", response_model=m.TableCreated)
    async def rematch(table_id: str, authorization: Auth = None) -> dict[str, Any]:
        player = await srv.player(bearer(authorization))
        return await srv.rematch(table_id, player)

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str) -> dict[str, Any]:
        return await srv.record(table_id)

    @app.get("/api/tables/{table_id}/replay", response_model=m.Replay)
    async def table_replay(table_id: str, seat: int | None = Query(default=None)) -> dict[str, Any]:
        data = await srv.record(table_id)
        return replay_of(data, seat)

    @app.post("/api/replay", response_model=m.Replay)
    async def upload_replay(
        body: Annotated[dict[str, Any], Body()], seat: int | None = Query(default=None)
    ) -> dict[str, Any]:
        return replay_of(body, seat)

    app.add_api_websocket_route("/ws/tables/{table_id}", table_socket)
    app.include_router(lessons_router)

    @app.get("/", include_in_schema=False)
    async def index() -> Response:
        return client_page()

    @app.get("/tables/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> Response:
        return client_page()

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str) -> Response:
        return client_page()

    @app.get("/assets/{path:path}", include_in_schema=False)
    async def assets(path: str) -> Response:
        root = (STATIC / "assets").resolve()
        target = (root / path).resolve()
        if not target.is_relative_to(root) or not target.is_file():
            raise Refused("there is no such file", 404)
        return FileResponse(target)

    return app


def client_page() -> Response:
    index = STATIC / "index.html"
    if index.is_file():
        return FileResponse(index, media_type="text/html")
    return PlainTextResponse(
        "The Seaboard web client is not built: run `make web`, then reload this page "
        "(the API is at /api, its description at /docs).\n"
    )


def validation_sentence(err: RequestValidationError) -> str:
    """The first validation problem as one sentence."""
    errors = err.errors()
    if not errors:
        return "the request is not valid"
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body",))
    message = str(first.get("msg", "is not valid"))
    if first.get("type") == "json_invalid":
        return "the request body is not valid JSON"
    if first.get("type") == "extra_forbidden":
        return f"unknown field {where!r}"
    return f"{where}: {message}" if where else message


def replay_of(data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Every step of a finished game (a record's JSON) as ``seat`` saw it."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Refused("this is not a Seaboard record")
    try:
        record = load_record_json(data)
        states = record.states()
    except SeaboardError as err:
        raise Refused(str(err)) from None
    game = record.game
    if seat is not None and not 0 <= seat < game.players:
        raise Refused(f"seat {seat} does not exist; seats are 0..{game.players - 1}")
    steps: list[dict[str, Any]] = [{"seq": 0, "view": states[0].view(seat), "last": None}]
    for i, text in enumerate(record.actions, start=1):
        before, after = states[i - 1], states[i]
        action = game.parse_action(text)
        steps.append(
            {
                "seq": i,
                "view": after.view(seat),
                "last": {
                    "seat": before.to_move,
                    "action": str(action),
                    "text": before.describe(action, seat, after),
                },
            }
        )
    return {
        "game": game.name,
        "title": game.title,
        "players": game.players,
        "options": dict(game.options),
        "seat": seat,
        "steps": steps,
    }


def load_record_json(data: dict[str, Any]) -> Record:
    """A Record from parsed JSON, with the checks of ``load_record`` (SeaboardError)."""
    for key, kind in (("game", str), ("players", int), ("options", dict), ("seed", int)):
        value = data.get(key)
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise NotationError(f"field {key!r} must be {kind.__name__}")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise NotationError("field 'actions' must be a list of notations")
    if len(actions) > MAX_REPLAY_ACTIONS:
        raise NotationError(f"a record may hold at most {MAX_REPLAY_ACTIONS} actions here")
    seats = data.get("seats", [])
    if not isinstance(seats, list):
        raise NotationError("field 'seats' must be a list")
    options = data["options"]
    if data["game"] == "land-vs-sea" and options.get("tiles") is not None:
        raise NotationError("option 'tiles' cannot be set on this server")
    game = load(data["game"], data["players"], **options)
    return Record(game, data["seed"], [str(s) for s in seats], list(actions))
