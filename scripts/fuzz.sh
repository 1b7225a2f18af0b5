#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/fuzz_*.cpp) with clang++-14 and ASan+UBSan in build-fuzz/
# and runs each for a bounded time, starting from its committed seed corpus fuzz/corpus/<name>/
# (new inputs go to build-fuzz/corpus/<name>/, the committed corpus is left as it is).
# Usage: scripts/fuzz.sh [--long] [target ...]   (targets: fen move pgn pgn_tree startpos draw)
# FUZZ_SECONDS per target: default 30, with --long 600 (npm run fuzz). Fails on any finding;
# the input that failed is saved as build-fuzz/findings/<target>/crash-* and the command to
# replay it is printed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

default_seconds=30
if [[ "${1:-}" == "--long" ]]; then
  default_seconds=600
  shift
fi
seconds=${FUZZ_SECONDS:-$default_seconds}
cxx=${FUZZ_CXX:-clang++-14}
if ! command -v "$cxx" >/dev/null 2>&1; then
  echo "fuzz: $cxx not found (Debian packages clang-14 and libclang-rt-14-dev; run scripts/bootstrap.sh)" >&2
  exit 1
fi

echo "== fuzz: building build-fuzz/ with $cxx (libFuzzer, ASan, UBSan)"
cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" -DC960_FUZZ=ON >/dev/null
cmake --build build-fuzz --target fuzz_targets -j"${jobs:-2}" >/dev/null

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  for src in fuzz/fuzz_*.cpp; do
    name=${src#fuzz/fuzz_}
    targets+=("${name%.cpp}")
  done
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
failed=()
for name in "${targets[@]}"; do
  binary=build-fuzz/fuzz_$name
  seeds=fuzz/corpus/$name
  work=build-fuzz/corpus/$name
  findings=build-fuzz/findings/$name
  [[ -x "$binary" ]] || { echo "fuzz: no target $binary" >&2; exit 1; }
  mkdir -p "$work" "$findings"
  log=build-fuzz/fuzz_$name.log
  echo "== fuzz: $name for ${seconds}s (seeds: $seeds)"
  status=0
  "$binary" "$work" "$seeds" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1 || status=$?
  runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo '?')
  if [[ $status -ne 0 ]]; then
    echo "fuzz: $name FAILED (status $status) after $runs runs; last lines of $log:" >&2
    grep -E 'FUZZ CHECK FAILED|ERROR|runtime error|SUMMARY|Test unit written' "$log" | head -20 >&2 || tail -30 "$log" >&2
    for crash in "$findings"/*; do
      [[ -f "$crash" ]] && echo "fuzz: replay with: $binary $crash" >&2
    done
    failed+=("$name")
  else
    echo "fuzz: $name ok: $runs runs, coverage $cov, corpus $(ls "$work" | wc -l) inputs"
  fi
done

if [[ ${#failed[@]} -gt 0 ]]; then
  echo "fuzz: findings in: ${failed[*]}" >&2
  exit 1
fi
echo "fuzz: all targets ran ${seconds}s without findings"
