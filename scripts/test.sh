#!/usr/bin/env bash
# `make test` once `make setup` has run: the native side (fmt, clippy, the native tests and
# doc tests) and the WebAssembly side (the build, its clippy runs, tsc, the wasm tests in
# headless Chromium) at the same time, each line marked with its side; then the unit and
# end-to-end files, which need the build. Side by side because each side spends much of its
# time on one core (the link-time optimisations, the test binaries' links): docs/TESTING.md
# has the times. Fails if either side or the files fail.
set -euo pipefail
cd "$(dirname "$0")/.."

side() {
  local name=$1
  shift
  make --no-print-directory "$@" 2>&1 | sed -u "s/^/[$name] /"
}

side native lint-native test-native &
native=$!
side wasm lint-wasm wasm-tests &
wasm=$!
status=0
wait "$native" || { echo "[native] failed"; status=1; }
wait "$wasm" || { echo "[wasm] failed"; status=1; }
[ "$status" = 0 ] || exit 1
make --no-print-directory e2e
