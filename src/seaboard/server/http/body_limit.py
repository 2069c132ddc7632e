"""The request body limit, counted as the bytes arrive (a chunked body has no Content-Length).

An ASGI middleware: a declared ``Content-Length`` over the limit is refused before anything
is read; otherwise the body is read up to the limit and the request refused (413, one
sentence) as soon as it goes beyond, without reading the rest. The body read is handed to
the application as it came.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from seaboard.engine.language import N_

BODY_METHODS = {"POST", "PUT", "PATCH", "DELETE"}


class BodyLimit:
    """Refuse HTTP request bodies longer than ``limit`` bytes (413)."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in BODY_METHODS:
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.limit):
            await self.refuse(send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                await self.refuse(send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()  # after the body: wait for the disconnect

        await self.app(scope, replay, send)

    async def refuse(self, send: Send) -> None:
        detail = N_("the request body is too large (at most {most} bytes)").format(most=self.limit)
        text = json.dumps({"detail": detail})
        headers: list[Any] = [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(text)).encode()),
            (b"connection", b"close"),
        ]
        await send({"type": "http.response.start", "status": 413, "headers": headers})
        await send({"type": "http.response.body", "body": text.encode()})
