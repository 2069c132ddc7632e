# The two commands of a fresh clone: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
GAME ?= ebbe-flut
ARGS ?=

.PHONY: play test lint typecheck pytest golden bench clean

$(BIN)/seaboard-installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,research]'
	touch $@

play: $(BIN)/seaboard-installed
	$(BIN)/seaboard play $(GAME) $(ARGS)

test: $(BIN)/seaboard-installed lint typecheck pytest

lint: $(BIN)/seaboard-installed
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

typecheck: $(BIN)/seaboard-installed
	$(BIN)/mypy

pytest: $(BIN)/seaboard-installed
	$(BIN)/pytest

golden: $(BIN)/seaboard-installed
	$(BIN)/python tests/golden_regen.py

bench: $(BIN)/seaboard-installed
	$(BIN)/seaboard bench

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
