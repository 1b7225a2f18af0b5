#!/usr/bin/env bash
# Builds the native Catch2 suite with AddressSanitizer (LeakSanitizer on) and
# UndefinedBehaviorSanitizer in build-asan/ and runs it; any report fails the run.
# SANITIZE_CXX picks the compiler (default clang++-14 when present, else g++).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh

cxx=${SANITIZE_CXX:-}
if [[ -z "$cxx" ]]; then
  if command -v clang++-14 >/dev/null 2>&1; then cxx=clang++-14; else cxx=g++; fi
fi
echo "== sanitize: building build-asan/ with $cxx (ASan + LSan + UBSan)"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" -DC960_SANITIZE=ON >/dev/null
cmake --build build-asan --target core_tests -j"${jobs:-2}" >/dev/null

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
echo "== sanitize: running the Catch2 suite"
log=build-asan/core_tests.log
status=0
build-asan/core_tests "$@" >"$log" 2>&1 || status=$?
tail -3 "$log"
if [[ $status -ne 0 ]] || grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$log"; then
  echo "sanitize: FAILED (status $status); reports:" >&2
  grep -E -A12 'ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:' "$log" | head -60 >&2 || tail -40 "$log" >&2
  exit 1
fi
echo "sanitize: Catch2 suite clean under ASan, LSan and UBSan"
