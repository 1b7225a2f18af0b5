#!/usr/bin/env bash
# Hardening steps for CI, run before npm test by .ci/run: the Catch2 suite under ASan + LSan +
# UBSan (scripts/sanitize.sh), then each libFuzzer target for FUZZ_SECONDS (default 40; six
# targets, about 4 minutes) from its seed corpus (scripts/fuzz.sh). Any finding fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
bash scripts/sanitize.sh
echo "ci-extra: sanitizers done in $((SECONDS - started)) s"
fuzz_started=$SECONDS
FUZZ_SECONDS=${FUZZ_SECONDS:-40} bash scripts/fuzz.sh
echo "ci-extra: fuzzing done in $((SECONDS - fuzz_started)) s; hardening steps $((SECONDS - started)) s in total"
