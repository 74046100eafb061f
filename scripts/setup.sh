#!/usr/bin/env bash
# Installs what the build and the tests need, each only when missing (idempotent).
# Sources: rustup, crates.io, Debian's packages and the npm registry; nothing else.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_BINDGEN_VERSION=0.2.130

say() { printf '[setup] %s\n' "$*"; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if [ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (a few minutes, once: 4 minutes on a 2-core machine)"
  # Not --locked: the registry mirror lacks one locked dependency.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

if [ "${SETUP_BROWSER:-1}" = 1 ] && { ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; }; then
  say "installing Debian's chromium and chromium-driver"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q chromium chromium-driver
fi

# PostgreSQL for the two-instance test (tests/online/pg.rs starts a throwaway cluster of it;
# the server's shared store, --store postgres://). Only the binaries: Debian's package also
# makes a cluster of its own, which the test does not use.
if [ "${SETUP_POSTGRES:-1}" = 1 ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
  say "installing Debian's postgresql (the two-instance test)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q postgresql
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/tsc ] || [ ! -x node_modules/.bin/esbuild ] || [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/@resvg/resvg-js ] || [ ! -d node_modules/@fluent/bundle ] || [ ! -d node_modules/linkedom ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages (binaryen for wasm-opt, esbuild for the served copy, typescript for make lint, playwright-core, resvg-js for scripts/render.mjs, xmldom, @fluent/bundle, linkedom for the pages' English words in the served copy)"
  npm ci --no-audit --no-fund
fi
