"""A cluster process forgets finished and open tables nobody watches (the database keeps
them)."""

from __future__ import annotations

import random
import time
import uuid

import redis
from fleet import Fleet
from harness import play_out, running_server

from seaboard.server.settings import Settings


def test_finished_tables_leave_memory(fleet: Fleet) -> None:
    tag = uuid.uuid4().hex[:10]
    settings = Settings(
        db_url=fleet.db_url,
        db_schema=f"e_{tag}",
        redis_url=fleet.redis,
        redis_prefix=f"seaboard-test:{tag}",
        idle_table_seconds=1.0,
    )
    with running_server(settings) as srv:
        ids = []
        for game in range(2):
            ana, ben = srv.player("ana"), srv.player("ben")
            body = {
                "game": "el-switcher",
                "players": 2,
                "options": {"deck": "short", "max_turns": 1},
            }
            table_id = srv.post("/api/tables", ana, body).json()["table_id"]
            srv.post(f"/api/tables/{table_id}/join", ben, {})
            clients = [srv.client(table_id, ana), srv.client(table_id, ben)]
            assert play_out(clients, random.Random(game))["status"] == "over"
            ids.append(table_id)
            if game == 0:
                for c in clients:
                    c.close()
            else:
                watching = clients
        waiting = srv.post("/api/tables", srv.player("cy"), body).json()["table_id"]
        deadline = time.time() + 10
        while {ids[0], waiting} & set(srv.server.tables) and time.time() < deadline:
            time.sleep(0.2)
        assert ids[0] not in srv.server.tables  # nobody watches it: forgotten
        presence = f"{settings.redis_prefix}:presence:"
        with redis.Redis.from_url(fleet.redis) as client:  # its presence hash went with it
            assert client.exists(presence + ids[1]) and not client.exists(presence + ids[0])
        assert waiting not in srv.server.tables  # open, nobody there: forgotten too
        assert ids[1] in srv.server.tables  # its players are still connected: kept
        hub = srv.server.cluster.hub if srv.server.cluster else None
        assert hub is not None
        while ids[0] in hub.watched and time.time() < deadline:
            time.sleep(0.2)
        assert ids[0] not in hub.watched and ids[1] in hub.watched  # its channel is left too
        # Forgotten is not lost: the record is read from the database again.
        record = srv.get(f"/api/tables/{ids[0]}/record")
        assert record.status_code == 200 and record.json()["actions"]
        assert srv.post(f"/api/tables/{waiting}/join", srv.player("di"), {}).json() == {"seat": 1}
        for c in watching:
            c.close()
