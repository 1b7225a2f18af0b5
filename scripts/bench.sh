#!/usr/bin/env bash
# Speed and size figures (npm run bench): builds native (build/) and dist/, then prints the
# native perft bench, the node perft table (WASM vs chessops vs native, sizes) and the browser
# load time. Prints only: slow timings never fail; a build failure does.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

echo "== build: native (build/) and dist/"
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"${jobs:-2}" >/dev/null
bash scripts/build.sh

echo
echo "== perft: dist/chess960.js (WASM) vs chessops vs native"
# bench.mjs runs build/perft_bench itself, once per position beside the WASM and chessops runs
# (it prints the first run verbatim and warns when node counts disagree).
node bench/bench.mjs || echo "bench/bench.mjs failed (status $?)"

echo
echo "== browser: first board on index.html?n=518 (headless Chromium)"
if [[ -f bench/browser_bench.mjs ]]; then
  node bench/browser_bench.mjs || echo "bench/browser_bench.mjs failed (status $?)"
else
  echo "bench/browser_bench.mjs not present"
fi

echo
echo "== reach: widget size, time to first diagram (index, widget, wall), offline first load"
if [[ -f bench/reach_bench.mjs ]]; then
  node bench/reach_bench.mjs || echo "bench/reach_bench.mjs failed (status $?)"
fi

echo
echo "== play page: move latency (drop to redrawn board)"
if [[ -f bench/move_latency.mjs ]]; then
  node bench/move_latency.mjs || echo "bench/move_latency.mjs failed (status $?)"
fi

echo
echo "== size budgets (gzip -9): widget ≤ 30 KiB; chess960.js target 60 KiB"
node --test --test-reporter=tap tests/js/budgets.test.mjs 2>&1 | grep -E '^# budget:' | sort -u | sed 's/^# budget: /  /' || true
