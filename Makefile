# Two commands on a fresh machine: `make run` and `make test`. Each creates .venv when missing
# and installs the project with its dev extra, skipping the install when pyproject.toml is unchanged.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench lint soak clean

$(PY):
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) main.py

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -q

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) main.py bench

lint: $(STAMP)
	$(PY) -m ruff check engine client tests bench main.py
	$(PY) -m mypy engine

soak: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -m soak tests

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
