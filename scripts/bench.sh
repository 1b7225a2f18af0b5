#!/usr/bin/env bash
# Speed and size figures (npm run bench): builds native (build/) and dist/, then prints the
# native perft bench, the node perft table (WASM vs chessops vs native, sizes), what the calls
# of api.Game cost against chessops (bench/surface_bench.mjs), the browser
# load time, the first diagram against a static picture, the play page's load by phase, the engine's nodes per second and the
# PGN reading speed. Prints only:
# slow timings never fail; a build failure does.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

echo "== build: native (build/) and dist/"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"${jobs:-2}" >/dev/null
bash scripts/build.sh

# Runs one benchmark script (with its arguments) under a heading; a failing script is reported,
# the others still run.
run_bench() {
  echo
  echo "== $1"
  node "${@:2}" || echo "$2 failed (status $?)"
}

# bench.mjs runs build/perft_bench itself, once per pass beside the WASM and chessops runs (it
# prints the first run verbatim and warns when node counts disagree).
run_bench "perft: dist/chess960.js (WASM) vs chessops vs native" bench/bench.mjs
run_bench "calls of api.Game vs chessops: moves, turn, fen, status, dests (kept, after a move), from a FEN, PGN replay (targets 2x, 1.5x)" bench/surface_bench.mjs
run_bench "browser: first board on index.html?n=518 (headless Chromium)" bench/browser_bench.mjs
run_bench "first diagram against a static picture: start page, wall, widget, play page at full speed and CPU slowed 4x" bench/first_diagram.mjs
run_bench "play page: where its load goes, phase by phase, from a Chromium trace at CPU 4x" bench/play_trace.mjs
run_bench "reach: widget size, time to first diagram (index, widget, wall), offline first load" bench/reach_bench.mjs
run_bench "play page: move latency (drop to redrawn board) and calls into the module per move" bench/move_latency.mjs
run_bench "engine: nodes per second, native and WebAssembly, and the engine file (docs/engine.md)" bench/match.mjs --speed-only
run_bench "engine: levels 8-10 in the play page's worker, here and as on a phone 4x slower" bench/engine_phone.mjs
echo
echo "== engine: search at a fixed depth, 40 positions of real games (node signature, CPU time; bench/search_bench.cpp)"
./build/search_bench --depth 12 --repeats 5 || echo "bench/search_bench failed (status $?)"
run_bench "engine: reviewing a 40-move game, the review's marks against Stockfish's, and Stockfish at depths 10 and 16 against its depth 12 (skipped without stockfish)" bench/review_bench.mjs
run_bench "engine: reviewing a 40-move game in the play page's review worker (headless Chromium) and in node, alternating" bench/review_browser.mjs
run_bench "npm package: the tarball and each entry's size" bench/package_sizes.mjs
run_bench "PGN: index and full replay of tests/data/real (vs chessops), a 50 MB text's index time and heap, reading with the tree against without" bench/pgn_bench.mjs

echo
echo "== sizes (gzip -9): widget target and ceiling 30 KiB; chess960.js target and ceiling 60 KiB; chess960-game.js target 84 KiB, ceiling 87 KiB (docs/size.md)"
node --test --test-reporter=tap tests/js/budgets.test.mjs 2>&1 | grep -E '^# budget:' | sort -u | sed 's/^# budget: /  /' || true
