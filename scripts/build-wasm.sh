#!/usr/bin/env bash
# Builds the engine to WebAssembly: cargo, wasm-bindgen, then wasm-opt (npm binaryen).
#   scripts/build-wasm.sh                 the page's module, into pkg/ (and the computer
#                                         player's faster one, into pkg/fast/)
#   scripts/build-wasm.sh bench OUT_DIR   the same plus `benchPlayouts` (feature wasm-bench),
#                                         for scripts/wasm-playouts.mjs; not for the page
set -euo pipefail
cd "$(dirname "$0")/.."
out=pkg
features=()
if [ "${1:-}" = bench ]; then
  out=${2:-target/wasm-bench}
  features=(--features wasm-bench)
fi
opt_flags=(--strip-producers --strip-target-features --enable-bulk-memory --enable-nontrapping-float-to-int
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue)
# The declarations of a module built outside pkg/ import the engine's types from where they are
# (src/wasm.rs writes the path from pkg/).
types_from() {
  local rel
  rel=$(realpath --relative-to="$1" types/engine)
  sed -i "s#\"../types/engine/#\"$rel/#" "$1/carcassonne_mist.d.ts"
}
# The page's and the embed's module: without the computer player (feature `computer`,
# Cargo.toml), small (profile wasm: opt-level "z", wasm-opt -Oz).
small() {
  cargo build --profile wasm --target wasm32-unknown-unknown --lib --no-default-features "${features[@]}"
  wasm-bindgen --target web --out-dir "$out" \
    target/wasm32-unknown-unknown/wasm/carcassonne_mist.wasm
  types_from "$out"
  node_modules/.bin/wasm-opt -Oz "${opt_flags[@]}" \
    "$out/carcassonne_mist_bg.wasm" -o "$out/carcassonne_mist_bg.wasm"
}
# The computer player's module, pkg/fast/ (www/engine/ai-worker.js only; the page and the embed
# load the small one): built for the search's speed (profile wasm-fast: opt-level 3, wasm-opt -O2),
# with LLVM's inlining threshold at 600 rather than 250: V8's WebAssembly code keeps no register
# across a call, so a call costs more than natively. Worker against worker in Chromium, 20,000
# simulations at tiles 71 / 138 of an all-sets game, fresh modules: 1.044 / 1.044× the
# simulations a second for 28 KB more gzip (274 against 246 KB); 400: 1.009 / 1.017× (+13 KB);
# 1000: 1.024 / 1.027× (+46 KB); a fresh worker's first search unchanged (docs/AI.md, "In the browser").
# (A cargo profile cannot carry rustflags on stable: the flag goes by the target's variable,
# which only this build reads; the page's module and the tests' builds keep LLVM's default.)
fast() {
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS:-} -Cllvm-args=-inline-threshold=600" \
    cargo build --profile wasm-fast --target wasm32-unknown-unknown --lib
  wasm-bindgen --target web --out-dir "$out/fast" \
    target/wasm32-unknown-unknown/wasm-fast/carcassonne_mist.wasm
  types_from "$out/fast"
  node_modules/.bin/wasm-opt -O2 "${opt_flags[@]}" \
    "$out/fast/carcassonne_mist_bg.wasm" -o "$out/fast/carcassonne_mist_bg.wasm"
  printf '[build] %s/fast/carcassonne_mist_bg.wasm: %s bytes\n' "$out" "$(wc -c < "$out/fast/carcassonne_mist_bg.wasm")"
}
if [ "$out" = pkg ]; then
  # Both at once: each profile has its own directory under target/ (no lock shared), and each
  # build ends in a link-time optimisation on one core; side by side the two take 2 cores
  # (docs/TESTING.md has the times).
  small & s=$!
  fast & f=$!
  wait "$s"; wait "$f"
else
  small
fi
# The engine's vocabulary as an ES module, pkg/vocabulary.js (www/engine/vocabulary.js reads it).
if [ "$out" = pkg ]; then node scripts/vocabulary-to-js.mjs "$out"; fi
# Fluent (the words layer, www/words/i18n.js) as one ES module, pkg/fluent/bundle.js.
if [ "$out" = pkg ]; then node scripts/vendor-fluent.mjs "$out"; fi
printf '[build] %s/carcassonne_mist_bg.wasm: %s bytes\n' "$out" "$(wc -c < "$out/carcassonne_mist_bg.wasm")"
