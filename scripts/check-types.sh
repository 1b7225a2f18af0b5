#!/usr/bin/env bash
# Checks the types of the pages' contracts with TypeScript (tsconfig.web.json: strict, no output):
# the play page's game (web/play/game-*.js: the session, its events and snapshot), the store's
# records and the components that carry // @ts-check. Prints the errors and exits 1 on any.
set -euo pipefail
cd "$(dirname "$0")/.."
node_modules/.bin/tsc -p tsconfig.web.json
echo "check-types: web/ type-checks"
