#!/usr/bin/env bash
# `npm test`: every check CI makes, in order, then one closing line "N passed, N failed".
# Static checks and the build stop the run at once; test suites all run, and any failure fails it.
set -uo pipefail
cd "$(dirname "$0")/.."
reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT
failed=0

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
must() { "$@" || { echo "npm test: '$*' failed" >&2; exit 1; }; }

step "Type-check"
# The route tree is generated (by builds and by this script), never committed: a fresh clone has none yet.
must tsx scripts/generate-route-tree.ts
must tsc --noEmit

step "Lint"
must eslint --max-warnings 0 .
must prettier --check --log-level warn .

step "Unit tests"
vitest run --project unit --reporter=default --reporter=json --outputFile.json="$reports/unit.json" || failed=1

step "Production build"
must npm run build --silent

step "Integration tests (real PostgreSQL)"
# The several-instances test runs Debian's nginx in front of two app processes. Without it (a developer
# who is not root) only that test fails, saying how to install it; the other suites still run.
bash scripts/ensure-nginx.sh || failed=1
vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/integration.json" || failed=1

step "Fault suite (crash, database outage, fuzzing, attacks)"
# The real app as a child process on real PostgreSQL; needs the production build above.
vitest run --project faults --reporter=default --reporter=json --outputFile.json="$reports/faults.json" || failed=1

step "Browser tests (Chromium)"
must bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" playwright test --reporter=list,json || failed=1

step "Summary"
tsx scripts/test-summary.ts "$reports" || failed=1
exit "$failed"
