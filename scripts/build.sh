#!/usr/bin/env bash
# Builds the static site into dist/: the library's modules, then the pages from web/
# (scripts/build-site.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-wasm --target chess960 -j"$jobs" >/dev/null

rm -rf dist
mkdir -p dist/play/engine
cp build-wasm/lib/chess960.js dist/chess960.js
echo "build: dist/ written ($(wc -c < dist/chess960.js) bytes chess960.js, $(gzip -9 -c dist/chess960.js | wc -c) gzip)"

# The engine for the play page's Web Worker (its own WASM module, and the worker's script built from
# wasm/engine/) before the post-build steps, so that the service worker lists them.
cmake --build build-wasm --target chess960_engine_wasm -j"$jobs" >/dev/null
cp build-wasm/lib/chess960-engine.js dist/chess960-engine.js
cp build-wasm/lib/chess960-engine-worker.js dist/play/engine/worker.js
# The PGN checker for the CLI and workers (the core compiled for speed in its own module).
cmake --build build-wasm --target chess960_pgn_wasm -j"$jobs" >/dev/null && cp build-wasm/lib/chess960-pgn.js dist/chess960-pgn.js

# The draw machines for the draw page (their own module, so that chess960.js stays small).
cmake --build build-wasm --target chess960_draw_wasm -j"$jobs" >/dev/null && cp build-wasm/lib/chess960-draw.js dist/chess960-draw.js

# The tournament and event draws for the event, verify and draw pages (their own module too).
cmake --build build-wasm --target chess960_event_wasm -j"$jobs" >/dev/null && cp build-wasm/lib/chess960-event.js dist/chess960-event.js

# The embeddable widget, then the pages, SVG diagrams, icons and the service worker.
cmake --build build-wasm --target chess960_widget -j"$jobs" >/dev/null
# The game viewer (<chess960-game>) over the rules module.
cmake --build build-wasm --target chess960_viewer -j"$jobs" >/dev/null
node scripts/build-site.mjs

# The library's reference (TypeDoc over package/types/, with its README, examples and CHANGELOG),
# after the service worker's list: developers read it online, it is not cached for offline use.
node scripts/build-api-docs.mjs dist/docs/api

# The WordPress plugin's installable zip (dist/wordpress/chess960.zip, with the widget inside),
# after the service worker's list: it is downloaded once, not part of the offline site.
node scripts/build-wordpress.mjs
