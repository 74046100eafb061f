#!/usr/bin/env bash
# Builds the engine to WebAssembly into pkg/: cargo, wasm-bindgen, then wasm-opt (npm binaryen).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --profile wasm --target wasm32-unknown-unknown --lib
wasm-bindgen --target web --out-dir pkg --no-typescript \
  target/wasm32-unknown-unknown/wasm/carcassonne_mist.wasm
node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  pkg/carcassonne_mist_bg.wasm -o pkg/carcassonne_mist_bg.wasm
printf '[build] pkg/carcassonne_mist_bg.wasm: %s bytes\n' "$(wc -c < pkg/carcassonne_mist_bg.wasm)"
