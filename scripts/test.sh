#!/usr/bin/env bash
# Builds everything (native, WASM, dist/) and runs every suite through ctest; the last line is
# ctest's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

bash scripts/build.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$jobs" >/dev/null
cmake --build build-wasm -j"$jobs" >/dev/null
cd build
ctest --output-on-failure --timeout 1200 "$@"
