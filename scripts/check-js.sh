#!/usr/bin/env bash
# Checks the JavaScript with Biome (biome.json: formatting and lint rules); prints what is wrong
# and exits 1. With --fix, formats and applies the safe fixes instead.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--fix" ]; then
  exec node_modules/.bin/biome check --write
fi
node_modules/.bin/biome ci --colors=off --max-diagnostics=50 || {
  echo "check-js: run bash scripts/check-js.sh --fix (formatting) and fix the lint findings"
  exit 1
}
