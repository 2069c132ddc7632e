"""The websocket's close codes and the protocol's limits, each named once.

docs/server.md lists the close codes; docs/security.md gives every limit with its test.
"""

from __future__ import annotations

# Close codes of a table's websocket (4000-4999 are the application's own).
NO_SUCH_TABLE_CODE = 4404  # the table does not exist (an ``error`` says so first)
SIGNED_OUT_CODE = 4401  # the session of the token it said hello with ended
DROPPED_CODE = 1008  # policy violation: a client too slow to read what it is sent
UNAVAILABLE_CODE = 1013  # try again later: the database failed to load the table
CLOSE_CODES = (NO_SUCH_TABLE_CODE, SIGNED_OUT_CODE, DROPPED_CODE, UNAVAILABLE_CODE)

# Limits of what a client sends and what is kept for it.
MAX_QUEUE = 2000  # messages waiting for a slow client before it is dropped
MAX_ID = 64  # characters of a client's message id
MAX_NOTATION = 200  # characters of an action's notation (a websocket act, a lesson move)
MAX_TOKEN = 200  # characters of a player token (longer is no token of ours)
MAX_BODY = 2_000_000  # bytes of an HTTP request body (an uploaded record is the largest)
FLUSH_SECONDS = 2.0  # at the end of a connection, time left to send what is queued
