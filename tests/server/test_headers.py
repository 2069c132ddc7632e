"""Every HTTP answer carries the security headers; /docs and its assets come from this server."""

from __future__ import annotations

import re

from harness import Running

from seaboard.server.http.headers import POLICY


def test_every_answer_carries_the_security_headers(srv: Running) -> None:
    answers = [
        srv.get("/"),
        srv.get("/tables/abc"),
        srv.get("/docs"),
        srv.get("/api/games"),
        srv.get("/openapi.json"),
        srv.get("/no/such/page"),
        srv.post("/api/players", None, {"name": ""}),
    ]
    for answer in answers:
        h = answer.headers
        assert h["content-security-policy"] == POLICY, answer.url
        assert "frame-ancestors 'none'" in POLICY and "script-src 'self'" in POLICY
        assert h["x-frame-options"] == "DENY"
        assert h["x-content-type-options"] == "nosniff"
        assert h["referrer-policy"] == "no-referrer"


def test_docs_load_only_this_servers_files(srv: Running) -> None:
    page = srv.get("/docs")
    assert page.status_code == 200
    sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert sources and all(s.startswith("/docs-assets/") for s in sources), sources
    assert "<script>" not in page.text  # no inline script
    for source in sources:
        asset = srv.get(source)
        assert asset.status_code == 200 and len(asset.content) > 0, source
    assert srv.get("/docs-assets/../settings.py").status_code == 404
    assert srv.get("/docs-assets/oauth2-redirect.html").status_code == 404
