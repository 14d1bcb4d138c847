#!/usr/bin/env bash
# `npm test`: every check CI makes, in order, then a table of each stage's wall time and counts and one
# closing line "N passed, N failed". Static checks and the build stop the run at once; test suites all
# run, and any failure fails it.
set -uo pipefail
cd "$(dirname "$0")/.."
reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT
failed=0

# Each stage's wall time goes to stages.tsv as "stage<TAB>seconds" for the summary (scripts/test-summary.ts).
stage=""
began=0
finish() {
  if [[ -n "$stage" ]]; then printf '%s\t%s\n' "$stage" "$((SECONDS - began))" >>"$reports/stages.tsv"; fi
  stage=""
}
step() {
  finish
  printf '\n\033[1m== %s\033[0m\n' "$1"
  stage="$2"
  began=$SECONDS
}
must() { "$@" || { echo "npm test: '$*' failed" >&2; exit 1; }; }
suite() {
  local project="$1"
  shift
  vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$reports/$project.json" "$@"
}

step "Type-check and lint (side by side)" checks
# The route tree is generated (by builds and by this script), never committed: a fresh clone has none yet.
must tsx scripts/generate-route-tree.ts
# Each keeps one core busy for most of a minute: together they take the longer one's time, not the sum.
# Each one's output is shown whole once both have finished, and either failing stops the run.
tsc --noEmit >"$reports/type-check.log" 2>&1 &
typecheck=$!
{ eslint --max-warnings 0 . && prettier --check --log-level warn .; } >"$reports/lint.log" 2>&1
linted=$?
wait "$typecheck"
typechecked=$?
cat "$reports/type-check.log" "$reports/lint.log"
[[ $typechecked -eq 0 ]] || { echo "npm test: 'tsc --noEmit' failed" >&2; exit 1; }
[[ $linted -eq 0 ]] || { echo "npm test: 'eslint' or 'prettier --check' failed" >&2; exit 1; }

step "Unit tests" unit
suite unit || failed=1

step "DOM tests (components in jsdom)" dom
suite dom || failed=1

step "Production build" build
must npm run build --silent

step "Integration tests (real PostgreSQL)" integration
# The several-instances test runs Debian's nginx in front of two app processes. Without it (a developer
# who is not root) only that test fails, saying how to install it; the other suites still run.
bash scripts/ensure-nginx.sh || failed=1
suite integration || failed=1

step "Fault suite (crash, database outage, fuzzing, attacks)" faults
# The real app as a child process on real PostgreSQL; needs the production build above.
suite faults || failed=1

step "Browser tests (Chromium)" browser
must bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/browser.json" playwright test --reporter=list,json || failed=1

step "Summary" summary
tsx scripts/test-summary.ts "$reports" || failed=1
exit "$failed"
