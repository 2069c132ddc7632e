# The two commands of a fresh clone: `make play` and `make test`.
PYTHON ?= python3
HOST ?= 127.0.0.1
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin
GAME ?= ebbe-flut
ARGS ?=

.PHONY: play play-terminal views web catalogues webtest chromium test test-under-load lint typecheck pytest pytest-pure golden bench compile clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The game alone (rich is its only dependency), the server, and mypy's compiler (mypyc).
$(VENV)/.installed-play: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[server,compile]'
	touch $@

# The game with the test tools, the research adapters' and the studies' libraries.
$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,research,server,study,compile]'
	touch $@ $(VENV)/.installed-play

# The engine, the rules cores and the search loop compiled in place with mypyc (scripts/compile.py;
# src/seaboard/compiled.py lists what), where a C compiler is present; without one, or with
# SEABOARD_PURE_PYTHON=1, everything runs as pure Python. Rebuilt when a compiled source changes
# (a stale build is never imported: seaboard.compiled falls back to the sources).
COMPILED_SOURCES := $(shell find src/seaboard/engine src/seaboard/games src/seaboard/bots -name '*.py' -not -path '*/front/*' 2>/dev/null)
COMPILE_STAMP := src/seaboard/.compiled
CC_FOUND := $(shell command -v cc || command -v gcc)

$(COMPILE_STAMP): $(COMPILED_SOURCES) scripts/compile.py src/seaboard/compiled.py | $(VENV)/.installed-play
	$(BIN)/python scripts/compile.py > $(VENV)/compile.log 2>&1 || { tail -20 $(VENV)/compile.log; exit 1; }
	@tail -1 $(VENV)/compile.log

compile:
ifneq ($(CC_FOUND),)
	@$(MAKE) --no-print-directory $(COMPILE_STAMP)
else
	@echo "No C compiler: Seaboard runs as pure Python (apt-get install gcc python3-dev, then make compile)."
endif

# The languages' catalogues (Babel): each .po compiled to its .mo beside it; a missing or
# stale .mo is compiled in memory instead (seaboard.catalogues), so this only saves the time.
PO_FILES := $(shell find src/seaboard -name '*.po' 2>/dev/null)
MO_FILES := $(PO_FILES:.po=.mo)

$(MO_FILES) &: $(PO_FILES) scripts/catalogues.py | $(VENV)/.installed-play
	$(BIN)/python scripts/catalogues.py compile

catalogues: $(MO_FILES)

# The browser client (web/, TypeScript + Preact, built by Vite into the Python package, so
# `seaboard serve` ships it). Rebuilt when missing or older than anything in web/.
WEB_SOURCES := $(shell find web -path web/node_modules -prune -o -type f -print 2>/dev/null)
STATIC := src/seaboard/server/static/index.html

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	@command -v npm >/dev/null || { echo "make web needs Node.js 20 and npm (apt-get install -y nodejs npm)"; exit 2; }
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# The browser's view types, generated from the games' view shapes (standard library only,
# so no venv is needed); committed, and tests/test_view_types.py fails when they are stale.
# The websocket's messages (src/seaboard/server/protocol.py) go beside them, to messages.ts.
VIEWS_TS := web/src/generated/views.ts
MESSAGES_TS := web/src/generated/messages.ts
VIEW_SHAPES := $(wildcard src/seaboard/games/*/view.py) src/seaboard/engine/viewshape.py \
	src/seaboard/schema.py src/seaboard/schema_ts.py src/seaboard/server/protocol.py
$(VIEWS_TS) $(MESSAGES_TS) &: $(VIEW_SHAPES)
	PYTHONPATH=src python3 -m seaboard.schema_ts $(VIEWS_TS)

views: $(VIEWS_TS) $(MESSAGES_TS)

$(STATIC): web/node_modules/.package-lock.json $(VIEWS_TS) $(WEB_SOURCES)
	cd web && npx tsc --noEmit && npx vite build --logLevel warn
	touch $@

web: $(STATIC)

# The client's own logic (hex geometry, notation grouping, view-to-board layout).
webtest: web/node_modules/.package-lock.json $(VIEWS_TS)
	cd web && npx vitest run

# The end-to-end tests drive Debian's Chromium (Playwright's own download does not work here).
chromium:
	@test -x /usr/bin/chromium || { \
		if [ "$$(id -u)" = 0 ]; then apt-get update && apt-get install -y chromium; \
		else sudo apt-get update && sudo apt-get install -y chromium; fi; }

# The game server with the browser client; open the address it prints.
play: $(VENV)/.installed-play $(STATIC) compile catalogues
	@echo "Seaboard: open http://$(HOST):$(PORT)/ in a browser (Ctrl-C stops the server)."
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		(sleep 2; $(BIN)/python -m webbrowser -t "http://$(HOST):$(PORT)/" >/dev/null 2>&1 || true) & fi
	$(BIN)/seaboard serve --host $(HOST) --port $(PORT)

# The terminal game, hot-seat against bots: make play-terminal GAME=land-vs-sea ARGS='--players 3'
play-terminal: $(VENV)/.installed-play compile catalogues
	$(BIN)/seaboard play $(GAME) $(ARGS)

test: webtest lint typecheck pytest pytest-pure

# `make test` three times in a row on a fresh clone of HEAD while a busy loop runs on every
# core, failing if any run fails (the suite must not flake on a busy machine; docs/testing.md).
test-under-load:
	MAKE="$(MAKE)" PYTHON="$(PYTHON)" scripts/test_under_load.sh

lint: $(VENV)/.installed-test
	$(BIN)/ruff check src tests benchmarks scripts
	$(BIN)/ruff format --check src tests benchmarks scripts

typecheck: $(VENV)/.installed-test
	$(BIN)/mypy

pytest: $(VENV)/.installed-test $(STATIC) chromium compile catalogues
	$(BIN)/pytest

# The rules tests again on the pure Python modules (the run above used the compiled ones).
pytest-pure: $(VENV)/.installed-test
	SEABOARD_PURE_PYTHON=1 $(BIN)/pytest tests/engine tests/games tests/conformance tests/test_golden.py

golden: $(VENV)/.installed-test
	$(BIN)/python tests/golden_regen.py

bench: $(VENV)/.installed-play compile
	$(BIN)/seaboard bench

clean:
	-$(BIN)/python scripts/compile.py --clean
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache web/node_modules src/seaboard/server/static
