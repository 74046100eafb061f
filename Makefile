# The two commands of the README:
#   make serve   build everything and serve the page and the online tables on http://127.0.0.1:8000/
#   make test    run every test (native, wasm in headless Chromium, end-to-end)
.PHONY: setup build serve test test-native test-wasm wasm-tests test-e2e e2e lint lint-native lint-wasm lint-wasm-built bench playouts wasm-playouts fuzz clean

setup:
	bash scripts/setup.sh

# (building and serving need no browser) The served copy, site/: www/'s modules bundled and
# minified by esbuild, with .gz and .br files beside (scripts/build-site.mjs, docs/HOSTING.md).
build:
	SETUP_BROWSER=0 bash scripts/setup.sh
	bash scripts/build-wasm.sh
	node scripts/scenario-index.mjs
	node scripts/build-site.mjs

# The game server (src/bin/server/, docs/ONLINE.md): the built page as scripts/serve.mjs serves
# it (the end-to-end tests still use serve.mjs) and the online tables, kept in data/.
serve: build
	cargo run --release --bin server -- --port 8000 --data data

# (tsc reads the engine's types from pkg/, build output: hence `build` first)
lint: lint-native lint-wasm

lint-native:
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	# the engine's view types as TypeScript (ts-rs): written again from src/, they must be the
	# ones checked in (a renamed Rust field is a lint error until types/engine/ follows)
	# (written into target/, not over types/: tsc may be reading them beside, in make test)
	rm -rf target/ts-rs
	TS_RS_EXPORT_DIR=$(CURDIR)/target/ts-rs cargo test -q --lib export_bindings > /dev/null
	diff -r target/ts-rs types/engine || { echo "types/engine/ is not what the engine writes: run cargo test and commit types/engine/"; exit 1; }

lint-wasm: build lint-wasm-built

# (lint-wasm once the build is there: scripts/test.sh runs it beside the e2e files)
lint-wasm-built:
	cargo clippy --target wasm32-unknown-unknown --lib --test wasm -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings
	cargo clippy --target wasm32-unknown-unknown --lib --features wasm-bench -- -D warnings
	node_modules/.bin/tsc -p .
	node_modules/.bin/tsc -p scripts
	node scripts/tsc-strict.mjs
	node scripts/tsc-tests.mjs

test-native:
	TS_RS_EXPORT_DIR=$(CURDIR)/target/ts-rs cargo test --all-targets
	cargo test --doc

test-wasm: setup wasm-tests

wasm-tests:
	CHROMEDRIVER=/usr/bin/chromedriver \
	CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
	cargo test --target wasm32-unknown-unknown --test wasm

# Two test files at a time (each its own server port and browser). No test asserts a time: the
# main thread's long tasks while the computer thinks are printed by `node scripts/long-tasks.mjs`.
test-e2e: build e2e

# (the longest files first, so that the two at a time end together: scripts/e2e-files.mjs)
e2e:
	node scripts/e2e-files.mjs --run

# Every test: the native side (fmt, clippy, the native tests) beside the build; once the build
# is there, the unit and end-to-end files beside the rest (the wasm clippy runs, tsc, the wasm
# tests), each line of the sides marked with its side (scripts/test.sh; docs/TESTING.md has
# the times).
test: setup
	bash scripts/test.sh

playouts:
	cargo run --release --example playouts -- --games 20000 --seed 1

# The same games in WebAssembly under Node (a module with `benchPlayouts`, not the page's).
wasm-playouts:
	SETUP_BROWSER=0 bash scripts/setup.sh
	bash scripts/build-wasm.sh bench target/wasm-bench
	node scripts/wasm-playouts.mjs 5000 1 base
	node scripts/wasm-playouts.mjs 2000 1 base,gcc,sc

bench:
	cargo bench --bench placements

# Coverage-guided fuzzing on the stable toolchain (no sanitizer, overflow checks and debug
# assertions on): each target runs FUZZ_SECONDS on inputs up to 64 KB. The corpora start from
# the scenario files (as scenarios, and wrapped as saved games for the share-link target) and
# the tile files, and the codes the engine writes for a few games (examples/link_corpus.rs) for
# the play-by-link target, which repairs each input's check; the JSON targets use the
# dictionary fuzz/json.dict.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= tile_notation scenario share_link actions link_code
fuzz:
	command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --version 0.13.2
	mkdir -p fuzz/corpus/scenario fuzz/corpus/share_link fuzz/corpus/tile_notation
	for f in tests/scenarios/*/*.json www/scenarios/*.json; do \
	  n=$$(basename $$(dirname $$f))-$$(basename $$f); \
	  cp $$f fuzz/corpus/scenario/$$n; \
	  printf '{"format":"carcassonne-mist/game","version":1,"scenario":%s,"actions":[]}' \
	    "$$(cat $$f)" > fuzz/corpus/share_link/$$n; done
	cp src/tiles/*.tiles fuzz/corpus/tile_notation/
	cargo run -q --example link_corpus -- fuzz/corpus/link_code
	cd fuzz && for t in $(FUZZ_TARGETS); do \
	  case $$t in scenario|share_link) dict=-dict=json.dict;; *) dict=;; esac; \
	  cargo fuzz run -s none -O -a $$t -- -max_len=65536 $$dict \
	    -max_total_time=$(FUZZ_SECONDS) || exit 1; done

clean:
	cargo clean
	rm -rf pkg site node_modules tests/e2e/screenshots
