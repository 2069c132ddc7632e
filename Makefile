# The two commands of a fresh clone: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
GAME ?= ebbe-flut
ARGS ?=

.PHONY: play test lint typecheck pytest golden bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# The game alone (rich is its only dependency).
$(VENV)/.installed-play: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[server]'
	touch $@

# The game with the test tools and the research adapters' libraries.
$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,research,server]'
	touch $@ $(VENV)/.installed-play

play: $(VENV)/.installed-play
	$(BIN)/seaboard play $(GAME) $(ARGS)

test: lint typecheck pytest

lint: $(VENV)/.installed-test
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: $(VENV)/.installed-test
	$(BIN)/mypy

pytest: $(VENV)/.installed-test
	$(BIN)/pytest

golden: $(VENV)/.installed-test
	$(BIN)/python tests/golden_regen.py

bench: $(VENV)/.installed-play
	$(BIN)/seaboard bench

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
