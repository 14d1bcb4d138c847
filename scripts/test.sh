#!/usr/bin/env bash
# `npm test`: every check CI makes, in order, then one closing line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "Type-check"
tsc --noEmit

step "Lint"
eslint --max-warnings 0 .

step "Unit tests"
vitest run --project unit --reporter=default --reporter=json --outputFile.json="$reports/unit.json"

step "Production build"
npm run build --silent

step "Integration tests (real PostgreSQL)"
vitest run --project integration --reporter=default --reporter=json --outputFile.json="$reports/integration.json"

step "Browser tests (Chromium)"
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" playwright test --reporter=list,json

step "Summary"
tsx scripts/test-summary.ts "$reports"
