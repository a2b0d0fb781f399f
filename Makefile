# docextract: two commands set everything up on Debian bookworm with Go 1.26.
#   make serve   install what is missing, build, start the server
#   make test    install what is missing, run every test
# Only installing needs root: with everything installed, make build and make
# test run as any user. make install (root) puts the binary and the systemd
# unit in place; make load measures the service (README, Operating it).

SHELL := /bin/bash
GO    ?= go
BIN   := bin/docextract
ADDR  ?= 127.0.0.1:8080
# The version the binary reports (docextract version): the tag it is built from.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo devel)
PREFIX  ?= /usr/local

# Tesseract's OpenMP must see this before the library loads (10x slower without).
export OMP_THREAD_LIMIT := 1
# The real-document corpus, when it sits beside the checkout; tests skip without it.
CORPUS := $(abspath ../shared/corpus)
ifneq ($(wildcard $(CORPUS)/README.md),)
export DOCEXTRACT_CORPUS ?= $(CORPUS)
endif

.PHONY: all setup build serve test vet bench fuzz hostile clean accuracy load install

all: build

setup:
	@bash scripts/setup.sh

build: setup
	$(GO) build -ldflags "-X main.buildVersion=$(VERSION)" -o $(BIN) ./cmd/docextract

# Installs the binary and the systemd unit (deploy/systemd); needs root.
install: build
	install -D -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/docextract
	install -D -m 0644 deploy/systemd/docextract.service $(DESTDIR)/etc/systemd/system/docextract.service
	install -d -m 0750 $(DESTDIR)/etc/docextract

serve: build
	./$(BIN) serve --addr $(ADDR)

vet: setup
	$(GO) vet ./...
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }

# internal/leakcheck is a module of its own that imports docextract as a
# library user does: no gosseract in its build, no memory growth over 1,000
# OCR calls. deploy is one too (BuildKit and the Kubernetes API stay out of
# the library's go.mod): it checks the Dockerfile, the manifests, the
# systemd unit and scripts/setup.sh.
test: vet
	$(GO) build ./...
	$(GO) test -count=1 -timeout 12m ./...
	cd internal/leakcheck && $(GO) test -count=1 -timeout 10m ./...
	cd deploy && $(GO) vet ./... && $(GO) test -count=1 -timeout 5m ./...

# Measures the service under load on loopback: docs/s, latency, 503s and
# the server's peak RSS at client concurrency 1, 2, 4, 8 and 16 (cmd/load).
# Bounded: LOAD_N requests or LOAD_TIME per level, whichever ends first.
LOAD_TYPE ?= identity
LOAD_N ?= 64
LOAD_TIME ?= 60s
LOAD_WORKERS ?= 2
LOAD_FLAGS ?=
load: build
	$(GO) run ./cmd/load -bin $(BIN) -type $(LOAD_TYPE) -n $(LOAD_N) -max-time $(LOAD_TIME) -workers $(LOAD_WORKERS) $(LOAD_FLAGS)

bench: setup
	$(GO) test -run '^$$' -bench . -benchmem ./...

# The hostile-input suite (internal/hostile): builds the server, starts it
# on a loopback port and sends it the attack documents and clients the suite
# writes itself; a few minutes. make test runs its short form.
hostile: setup
	$(GO) test -count=1 -timeout 30m -v -run TestHostile ./internal/hostile -args -hostile.full

# Runs each fuzz target for FUZZTIME (default 20s).
FUZZTIME ?= 20s
fuzz: setup
	@for pkg in $$($(GO) list ./...); do \
	  for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done

# Measures the extractor: over ../shared/corpus when present, then over the
# new layouts (the dev and holdout splits, seed ACCURACY_NEW_SEED,
# ACCURACY_PER_LAYOUT cases per layout), reported per split, then over the
# generated tuned set (made once per seed and size). The last line is the
# tuned set's "accuracy: X% fields (N), Y% checks (M), p50 T ms".
# Holdout cases are reported in aggregate only (see cmd/accuracy).
accuracy: ACCURACY_SEED ?= 1
accuracy: ACCURACY_N ?= 200
accuracy: ACCURACY_NEW_SEED ?= 2
accuracy: ACCURACY_PER_LAYOUT ?= 10
accuracy: ACCURACY_LISTED_N ?= 60
accuracy: ACCURACY_CROSS_N ?= 98
accuracy: setup
	@stamp=build/gen/.docgen-seed$(ACCURACY_SEED)-n$(ACCURACY_N)-$$(cat $$(ls internal/docgen/*.go | grep -v _test.go) | sha256sum | cut -c1-12); \
	if [ ! -f $$stamp ]; then \
	  rm -rf build/gen && $(GO) run ./cmd/docgen -seed $(ACCURACY_SEED) -n $(ACCURACY_N) -out build/gen && touch $$stamp; \
	fi
	@stamp=build/gen-new/.docgen-seed$(ACCURACY_NEW_SEED)-per$(ACCURACY_PER_LAYOUT)-$$(cat $$(ls internal/docgen/*.go | grep -v _test.go) | sha256sum | cut -c1-12); \
	if [ ! -f $$stamp ]; then \
	  rm -rf build/gen-new && $(GO) run ./cmd/docgen -seed $(ACCURACY_NEW_SEED) -split dev,holdout -per-layout $(ACCURACY_PER_LAYOUT) -out build/gen-new && touch $$stamp; \
	fi
	@if [ -n "$$DOCEXTRACT_CORPUS" ]; then \
	  echo "== corpus $$DOCEXTRACT_CORPUS"; \
	  $(GO) run ./cmd/accuracy -cases "$$DOCEXTRACT_CORPUS" -supplement testdata/corpus_supplement.json -json build/accuracy-corpus.json || exit 1; echo; \
	fi
	@stamp=build/gen-listed/.docgen-$(ACCURACY_SEED)-$(ACCURACY_LISTED_N)-$(ACCURACY_CROSS_N)-$$(cat $$(ls internal/docgen/*.go | grep -v _test.go) | sha256sum | cut -c1-12); \
	if [ ! -f $$stamp ]; then \
	  rm -rf build/gen-listed build/gen-listed-new build/gen-cross && \
	  $(GO) run ./cmd/docgen -seed $(ACCURACY_SEED) -n $(ACCURACY_LISTED_N) -types invoice,receipt,telegraphic_transfer_form -out build/gen-listed && \
	  $(GO) run ./cmd/docgen -seed $(ACCURACY_NEW_SEED) -split dev,holdout -per-layout $(ACCURACY_PER_LAYOUT) -types invoice,receipt,telegraphic_transfer_form -out build/gen-listed-new && \
	  $(GO) run ./cmd/docgen -cross -seed $(ACCURACY_SEED) -n $(ACCURACY_CROSS_N) -out build/gen-cross && touch $$stamp; \
	fi
	@echo "== listed types build/gen-listed (tuned, seed $(ACCURACY_SEED), $(ACCURACY_LISTED_N) cases) and build/gen-listed-new (dev and holdout, $(ACCURACY_PER_LAYOUT) per layout)"
	@$(GO) run ./cmd/accuracy -cases build/gen-listed,build/gen-listed-new -json build/accuracy-listed.json || exit 1; echo
	@echo "== confusion matrix build/gen-cross (every type sent as every type, seed $(ACCURACY_SEED), $(ACCURACY_CROSS_N) cases)"
	@$(GO) run ./cmd/accuracy -cases build/gen-cross -json build/accuracy-cross.json || exit 1; echo
	@echo "== new layouts build/gen-new (dev and holdout splits, seed $(ACCURACY_NEW_SEED), $(ACCURACY_PER_LAYOUT) cases per layout)"
	@$(GO) run ./cmd/accuracy -cases build/gen-new -json build/accuracy-new.json || exit 1; echo
	@echo "== generated set build/gen (seed $(ACCURACY_SEED), $(ACCURACY_N) cases)"
	@$(GO) run ./cmd/accuracy -cases build/gen -json build/accuracy-gen.json

clean:
	rm -rf bin build
