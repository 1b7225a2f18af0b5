#!/usr/bin/env bash
# Checks the JavaScript: formatting by Prettier (.prettierrc.json) and lint by ESLint
# (eslint.config.mjs); prints what is wrong and exits 1. With --fix, formats the files instead.
set -euo pipefail
cd "$(dirname "$0")/.."
files=(web wasm/js tests scripts bench bin plugins eslint.config.mjs)
if [ "${1:-}" = "--fix" ]; then
  node_modules/.bin/prettier --log-level warn --write "${files[@]}"
  exit 0
fi
status=0
node_modules/.bin/prettier --log-level warn --check "${files[@]}" || {
  echo "check-js: run bash scripts/check-js.sh --fix to format"
  status=1
}
node_modules/.bin/eslint --max-warnings 0 "${files[@]}" || status=1
[ "$status" = 0 ] && echo "check-js: formatted and lint-clean"
exit "$status"
