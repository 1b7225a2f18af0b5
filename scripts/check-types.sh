#!/usr/bin/env bash
# Checks the types of the pages' scripts with TypeScript (tsconfig.web.json: strict, no output):
# every file of web/play and web/components whose first line is // @ts-check (the play page's
# game, its events and snapshot, the engine worker's messages, the move list ...). Each file says
# // @ts-check or, not typed yet, // @ts-nocheck (tests/web/web_types.test.mjs); the files the
# config excludes are being rewritten elsewhere. Prints the errors and fails (tsc exits 2) on any.
set -euo pipefail
cd "$(dirname "$0")/.."
node_modules/.bin/tsc -p tsconfig.web.json
echo "check-types: web/ type-checks"
