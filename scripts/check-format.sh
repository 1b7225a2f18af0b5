#!/usr/bin/env bash
# Checks that every C++ (and C) file is formatted by .clang-format (Debian's clang-format-14); prints
# the files that are not and exits 1. With --fix, formats them in place instead.
set -euo pipefail
cd "$(dirname "$0")/.."

format=clang-format-14
command -v "$format" >/dev/null 2>&1 || format=clang-format
mapfile -t files < <(git ls-files --cached --others --exclude-standard -- \
  'core/*.cpp' 'core/*.h' 'wasm/*.cpp' 'wasm/*.h' 'wasm/*.c' 'engine/*.cpp' 'engine/*.h' \
  'bench/*.cpp' 'bench/*.h' 'fuzz/*.cpp' 'fuzz/*.h' 'tests/*.cpp' 'tests/*.h' 'cmake/*.cpp')

if [ "${1:-}" = "--fix" ]; then
  "$format" -i "${files[@]}"
  echo "check-format: formatted ${#files[@]} C++ files"
  exit 0
fi

bad=()
for file in "${files[@]}"; do
  "$format" --dry-run -Werror "$file" >/dev/null 2>&1 || bad+=("$file")
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "check-format: ${#bad[@]} of ${#files[@]} C++ files are not formatted (run: bash scripts/check-format.sh --fix):"
  printf '  %s\n' "${bad[@]}"
  exit 1
fi
echo "check-format: all ${#files[@]} C++ files formatted"
