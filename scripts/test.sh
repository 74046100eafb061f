#!/usr/bin/env bash
# `make test` once `make setup` has run. Three parts at once, each line of the first two marked
# with its part:
#   [native]  fmt, clippy and the native tests and doc tests, from the start;
#   [wasm]    the build (the two WebAssembly modules, the served copy), then the wasm clippy
#             runs, tsc and the wasm tests in headless Chromium;
#   the unit and end-to-end files (`make e2e`), which need the build: they start once it is
#             there, beside the rest. They wait on pages and timers more than on the cores
#             (one file alone keeps 2 cores about 55% busy), so the compiling and the tests
#             of the sides fill their idle time; docs/TESTING.md has the times.
# Fails if any part fails; the e2e files do not start when the build failed.
set -euo pipefail
cd "$(dirname "$0")/.."

side() {
  local name=$1
  shift
  make --no-print-directory "$@" 2>&1 | sed -u "s/^/[$name] /"
}

side native lint-native test-native &
native=$!
status=0
if side wasm build; then
  side wasm lint-wasm-built wasm-tests &
  wasm=$!
  make --no-print-directory e2e || { echo "[e2e] failed"; status=1; }
  wait "$wasm" || { echo "[wasm] failed"; status=1; }
else
  echo "[wasm] the build failed: the e2e files need it"
  status=1
fi
wait "$native" || { echo "[native] failed"; status=1; }
exit "$status"
