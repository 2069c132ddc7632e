"""A ``Hub`` over Redis pub/sub, for several server processes serving the same tables.

A notice published here goes at once to this process's own subscribers, then into an
outbox that one task sends to Redis, in order and pipelined, on the table's channel
(``<prefix>:t:<table_id>``); a move never waits for Redis. A process subscribes to the
channels of the tables it has loaded (``watch``; ``unwatch`` when it forgets one), so a
table's notices reach exactly the processes that serve a connection to it or mind its
lease, and hands the notices of the *other* processes to its subscribers marked
``remote: True``. An event notice carries the event, which the others replay; anything
else makes them read the database. When the Redis connection drops, the hub reconnects
with a back-off, subscribes again to every watched table, and calls its ``on_reconnect``
callbacks, so the cluster can catch up on whatever was published meanwhile. Publishing
while Redis is down only logs a warning: the event is already committed; once Redis
answers again the hub publishes a ``resync`` notice (on a channel every process keeps) and
every other process reads what it missed from the database.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import secrets
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.exceptions import ConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from seaboard.server.cluster.hub import PLAYERS, Notice, Subscriber

log = logging.getLogger("seaboard.server.redis")

Reconnected = Callable[[], Awaitable[None]]
Decorator = Callable[[str, Notice], Awaitable[Notice]]
SUBSCRIBE_WAIT = 2.0  # how long ``watch`` waits for Redis to confirm a subscription
PUBLISH_TIMEOUT = 5.0  # a saturated event loop must not turn into a resync storm
MAX_OUTBOX = 50_000  # queued notices; past this they are dropped and a resync is owed
RESYNC = "__resync__"  # a pseudo table: "a notice was lost, everyone read the database"


def redis_client(url: str) -> aioredis.Redis:
    """A client with short timeouts: a dead Redis must not hold up a move for long."""
    return aioredis.Redis.from_url(
        url,
        # A pooled connection from before a Redis restart fails once: reconnect and retry.
        retry=Retry(ExponentialBackoff(cap=0.5, base=0.05), 2),
        retry_on_error=[ConnectionError, RedisTimeoutError],
        socket_connect_timeout=2.0,
        socket_keepalive=True,
        health_check_interval=5,
        decode_responses=True,
    )


class RedisHub:
    """Publish and receive table notices through Redis pub/sub."""

    def __init__(self, url: str, prefix: str = "seaboard", origin: str | None = None) -> None:
        self.url = url
        self.prefix = prefix
        # host-pid-random: a lease's owner in Redis names the process that holds it
        self.origin = origin or f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"
        self.client = redis_client(url)
        self.up = False  # subscribed right now
        self.published = 0
        self.failed_publishes = 0
        self._subscribers: list[Subscriber] = []
        self._reconnected: list[Reconnected] = []
        self._task: asyncio.Task[None] | None = None
        self._deliveries: set[asyncio.Task[None]] = set()
        self._ready = asyncio.Event()
        self._resync_owed = False  # a publish failed: the others must catch up
        self._failing = False
        self._outbox: list[tuple[str, Notice]] = []
        self._outbox_ready = asyncio.Event()
        self._sender: asyncio.Task[None] | None = None
        # Adds what other processes need to a notice before it leaves (e.g. who is here).
        self.decorate: Decorator | None = None
        self.watched: set[str] = set()  # tables whose channels this process listens to
        self._pubsub: Any = None  # the current subscription connection, while up
        self._confirming: dict[str, list[asyncio.Future[None]]] = {}

    def channel(self, table_id: str) -> str:
        return f"{self.prefix}:t:{table_id}"

    # -- Hub protocol ------------------------------------------------------------------
    async def publish(self, table_id: str, notice: Notice) -> None:
        """Deliver here at once; queue for Redis (one task sends the queue, pipelined)."""
        for callback in self._subscribers:
            await callback(table_id, notice)
        if len(self._outbox) >= MAX_OUTBOX:
            self._resync_owed = True  # Redis is far behind: the others will read the database
            return
        self._outbox.append((table_id, notice))
        self._outbox_ready.set()

    async def publish_now(self, table_id: str, notice: Notice) -> None:
        """Deliver here, then to Redis before returning (a signed-out token must stop
        working at the other processes by the time the sign-out is answered); with Redis
        down, through the outbox like any notice."""
        for callback in self._subscribers:
            await callback(table_id, notice)
        try:
            payload = self._envelope(table_id, notice)
            await asyncio.wait_for(self.client.publish(self.channel(table_id), payload), 2.0)
            self.published += 1
        except asyncio.CancelledError:
            raise
        except Exception:
            self._outbox.append((table_id, notice))
            self._outbox_ready.set()

    async def _publisher(self) -> None:
        """Send queued notices in order, each batch in one pipeline (one round trip)."""
        while True:
            await self._outbox_ready.wait()
            self._outbox_ready.clear()
            batch, self._outbox = self._outbox, []
            if self._resync_owed:
                batch.append((RESYNC, {"kind": "resync"}))
            if not batch:
                continue
            self._resync_owed = False
            try:
                payloads = []
                for table_id, notice in batch:
                    if self.decorate is not None and table_id not in (RESYNC, PLAYERS):
                        notice = await self.decorate(table_id, notice)
                    payloads.append((self.channel(table_id), self._envelope(table_id, notice)))
                await self._send_all(payloads)
                self.published += len(payloads)
                if self._failing:
                    log.warning("redis: publishing again")
                self._failing = False
            except asyncio.CancelledError:
                raise
            except Exception as err:
                self.failed_publishes += len(batch)
                self._resync_owed = True
                if not self._failing:
                    log.warning("redis: notices not published (%s); others catch up", brief(err))
                self._failing = True
                await asyncio.sleep(0.5)
                self._outbox_ready.set()  # retry the resync notice

    def _envelope(self, table_id: str, notice: Notice) -> str:
        return json.dumps({"o": self.origin, "t": table_id, "n": notice})

    async def _send_all(self, payloads: list[tuple[str, str]]) -> None:
        for attempt in (1, 2):
            pipe = self.client.pipeline(transaction=False)
            for channel, payload in payloads:
                pipe.publish(channel, payload)
            try:
                await asyncio.wait_for(pipe.execute(), PUBLISH_TIMEOUT)
                return
            except ConnectionError:  # a pooled connection from before a Redis restart
                if attempt == 2:
                    raise

    def subscribe(self, callback: Subscriber) -> None:
        self._subscribers.append(callback)

    # -- life cycle --------------------------------------------------------------------
    def on_reconnect(self, callback: Reconnected) -> None:
        """``callback()`` runs after each reconnection (not after the first connection), and
        when another process says it could not publish a notice."""
        self._reconnected.append(callback)

    async def start(self, wait: float = 5.0) -> None:
        """Start listening; wait up to ``wait`` seconds for the first subscription."""
        self._task = asyncio.get_running_loop().create_task(self._listen())
        self._sender = asyncio.get_running_loop().create_task(self._publisher())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._ready.wait(), wait)

    async def stop(self) -> None:
        for task in (self._task, self._sender):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        for task in list(self._deliveries):
            task.cancel()
        with contextlib.suppress(Exception):
            await self.client.aclose()

    # -- subscriptions ---------------------------------------------------------------
    async def watch(self, table_id: str) -> None:
        """Listen to a table's notices from now on; returns once Redis confirmed (or after
        ``SUBSCRIBE_WAIT``: with Redis down, the reconnection subscribes and catches up)."""
        if table_id in self.watched:
            return
        self.watched.add(table_id)
        pubsub = self._pubsub
        if pubsub is None or not self.up:
            return
        channel = self.channel(table_id)
        confirmed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._confirming.setdefault(channel, []).append(confirmed)
        try:
            await pubsub.subscribe(channel)
            await asyncio.wait_for(asyncio.shield(confirmed), SUBSCRIBE_WAIT)
        except asyncio.CancelledError:
            raise
        except Exception as err:
            log.warning("redis: subscribing to %s failed (%s)", table_id, brief(err))
        finally:
            waiting = self._confirming.get(channel, [])
            if confirmed in waiting:
                waiting.remove(confirmed)
            if not waiting:
                self._confirming.pop(channel, None)

    async def unwatch(self, table_id: str) -> None:
        """Stop listening to a table's notices (this process forgot the table)."""
        if table_id not in self.watched:
            return
        self.watched.discard(table_id)
        pubsub = self._pubsub
        if pubsub is not None and self.up:
            with contextlib.suppress(Exception):
                await pubsub.unsubscribe(self.channel(table_id))

    def _confirmed(self, channel: Any) -> None:
        for waiting in self._confirming.pop(str(channel), []):
            if not waiting.done():
                waiting.set_result(None)

    async def _listen(self) -> None:
        delay = 0.1
        connected_before = False
        while True:
            pubsub = self.client.pubsub()
            try:
                channels = [
                    self.channel(RESYNC),
                    self.channel(PLAYERS),
                    *(self.channel(t) for t in self.watched),
                ]
                await pubsub.subscribe(*channels)
                self._pubsub = pubsub
                self.up = True
                self._ready.set()
                delay = 0.1
                if connected_before:
                    log.warning("redis: connection back; catching up from the database")
                    for callback in self._reconnected:
                        await callback()
                connected_before = True
                while True:
                    message = await pubsub.get_message(timeout=1.0)
                    if message is None:
                        continue
                    if message.get("type") == "message":
                        self._received(message["data"])
                    elif message.get("type") == "subscribe":
                        self._confirmed(message.get("channel"))
            except asyncio.CancelledError:
                raise
            except Exception as err:
                if self.up or not connected_before:
                    log.warning("redis: connection lost (%s); reconnecting", brief(err))
                self.up = False
                await asyncio.sleep(delay)
                delay = min(delay * 2, 2.0)
            finally:
                self.up = False
                self._pubsub = None
                with contextlib.suppress(Exception):
                    # untyped before redis 8.2, typed since: either way a call to await
                    closing: Any = pubsub.aclose
                    await closing()

    def _received(self, data: Any) -> None:
        try:
            envelope = json.loads(data)
            origin, table_id, notice = envelope["o"], envelope["t"], envelope["n"]
        except (ValueError, KeyError, TypeError):
            log.warning("redis: a malformed notice was ignored")
            return
        if origin == self.origin or not isinstance(notice, dict):
            return
        if table_id == RESYNC:
            task = asyncio.get_running_loop().create_task(self._resync())
            self._deliveries.add(task)
            task.add_done_callback(self._deliveries.discard)
            return
        notice = {**notice, "remote": True, "origin": str(origin)}
        task = asyncio.get_running_loop().create_task(self._deliver(str(table_id), notice))
        self._deliveries.add(task)
        task.add_done_callback(self._deliveries.discard)

    async def _resync(self) -> None:
        log.warning("redis: another process lost a notice; catching up from the database")
        for callback in self._reconnected:
            await callback()

    async def _deliver(self, table_id: str, notice: Notice) -> None:
        for callback in self._subscribers:
            try:
                await callback(table_id, notice)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("a remote notice for %s failed", table_id)


def brief(err: BaseException) -> str:
    """An exception in one short line."""
    text = str(err).strip().splitlines()
    return f"{type(err).__name__}: {text[0][:200]}" if text else type(err).__name__
