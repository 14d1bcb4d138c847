#!/usr/bin/env bash
# `npm test`: every check CI makes, then a table of each stage's wall time and counts and one closing
# line "N passed, N failed". Static checks and the build stop the run; test suites all run, and any
# failure fails it. Stages that mostly wait run beside stages that compute (see "beside" below).
set -uo pipefail
cd "$(dirname "$0")/.."
reports="$(mktemp -d)"
# Stages started beside others run in a process group of their own (see `beside`): however the run
# ends, each is stopped with everything it started.
stop_beside() {
  local name
  for name in "${!pids[@]}"; do
    kill -TERM -- "-$(cat "$reports/$name.pid" 2>/dev/null)" 2>/dev/null
  done
  wait
}
trap 'stop_beside; rm -rf "$reports"' EXIT
failed=0
declare -A pids=() titles=()

# Each stage's start and end, in seconds since the run began, go to stages.tsv as
# "stage<TAB>start<TAB>end<TAB>[beside]" for the summary (scripts/test-summary.ts).
record() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$SECONDS" "${3:-}" >>"$reports/stages.tsv"; }
stage=""
began=0
finish() {
  if [[ -n "$stage" ]]; then record "$stage" "$began"; fi
  stage=""
}
step() {
  finish
  printf '\n\033[1m== %s\033[0m\n' "$1"
  stage="$2"
  began=$SECONDS
}
must() { "$@" || { echo "npm test: '$*' failed" >&2; exit 1; }; }
# suite <project> [<report name>] [vitest arguments...]: one Vitest project, its report in <report name>.json.
suite() {
  local project="$1" report="${2:-$1}"
  shift $(($# < 2 ? $# : 2))
  vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$reports/$report.json" "$@"
}
# For the stages started beside others, which run in a shell of their own.
export reports
# What several suites need alike (the demo photos' portal renditions, the fault suite's migrated cluster):
# made once for the run, by the first suite that needs it (test/support/run-cache.ts).
export TEST_RUN_CACHE_DIR="$reports"
export -f suite

# beside <stage> <title> <command...>: runs the stage in the background while the next ones run, its
# output kept in <stage>.log and shown whole by `joined`, so it does not interleave with theirs.
beside() {
  local name="$1" title="$2"
  shift 2
  printf '\n\033[1m== %s\033[0m (beside the next stages; its output follows when it ends)\n' "$title"
  titles[$name]="$title"
  {
    local from=$SECONDS
    setsid -w bash -c '"$@"' "$name" "$@" >"$reports/$name.log" 2>&1 &
    echo "$!" >"$reports/$name.pid"
    wait "$!"
    local code=$?
    record "$name" "$from" beside
    exit "$code"
  } &
  pids[$name]=$!
}
# joined <stage>: waits for a stage started with `beside`, shows its output and returns its status.
joined() {
  local name="$1" code
  wait "${pids[$name]}"
  code=$?
  unset "pids[$name]"
  printf '\n\033[1m== %s\033[0m (ran beside the stages above)\n' "${titles[$name]}"
  cat "$reports/$name.log"
  return "$code"
}

step "Type-check, lint and import cycles (side by side)" checks
# The route tree is generated (by builds and by this script), never committed: a fresh clone has none yet.
must tsx scripts/generate-route-tree.ts
# Each keeps one core busy for most of a minute: together they take the longer one's time, not the sum.
# Each one's output is shown whole once both have finished, and either failing stops the run.
tsc --noEmit >"$reports/type-check.log" 2>&1 &
typecheck=$!
{ eslint --max-warnings 0 . && prettier --check --log-level warn . && npm run --silent check:cycles; } \
  >"$reports/lint.log" 2>&1
linted=$?
wait "$typecheck"
typechecked=$?
cat "$reports/type-check.log" "$reports/lint.log"
[[ $typechecked -eq 0 ]] || { echo "npm test: 'tsc --noEmit' failed" >&2; exit 1; }
[[ $linted -eq 0 ]] || { echo "npm test: 'eslint', 'prettier --check' or 'check:cycles' failed" >&2; exit 1; }
finish

# Only the integration stage on needs the build: it runs while the unit and DOM tests do. Both compile
# the messages and the route tree, which the checks above have just written: unchanged, neither
# rewrites them (Paraglide and the router generator compare before writing).
beside build "Production build" npm run build --silent

step "Unit tests" unit
suite unit unit --project unit-isolated || failed=1

step "DOM tests (components in jsdom)" dom
suite dom || failed=1
finish

joined build || { echo "npm test: 'npm run build' failed" >&2; exit 1; }

# Fault scenarios whose checks time the app under a load they make themselves: a read amid heavy
# requests against one amid trivial ones, answers and recovery within bounds during a database outage,
# no 5xx under fuzzing, leads through a crash under load or a rolling restart, sign-ins during a flood.
# Beside other suites on a busy machine they failed (a 503 in the rolling restart, recovery after 6.8 s
# where 5 s is the bound), so they run alone at the end. The others crash, restart or attack the app and
# spend much of their time waiting (restarts, redeliveries, slow bodies): they run beside the
# integration and browser tests. All start the real app as a child process on real PostgreSQL, on
# ports of their own, and need the build above.
timed_faults=(
  test/faults/request-limits.test.ts
  test/faults/fuzz-every-route.test.ts
  test/faults/database-outage.test.ts
  test/faults/crash-under-load.test.ts
  test/faults/sign-in-guessing.test.ts
  test/faults/rolling-restart.test.ts
)
# Of request-limits.test.ts, only the read timed amid heavy requests needs the machine to itself; its
# other tests mostly wait (slow bodies cut after 5 and 30 s, a photo sent over 12 s) and time nothing
# that the load stretches by seconds, so they run beside, where they cost the run no time. Vitest's -t
# matches a test's full name ("<describe> > <test>"): the two patterns split that file's tests between
# the two stages, each test in exactly one, and leave every other file whole.
read_amid_load='request limits > keeps an ordinary read as fast amid'
only_timed_in_request_limits="^(?!request limits > (?!${read_amid_load#request limits > }))"
beside_excluded=("${timed_faults[@]:1}")
beside faults "Fault suite (crashes, restarts, attacks)" suite faults faults \
  "${beside_excluded[@]/#/--exclude=}" -t "^(?!$read_amid_load)"

step "Integration tests (real PostgreSQL)" integration
# The several-instances test runs Debian's nginx in front of two app processes. Without it (a developer
# who is not root) only that test fails, saying how to install it; the other suites still run.
bash scripts/ensure-nginx.sh || failed=1
suite integration || failed=1

step "Browser tests (Chromium)" browser
must bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/browser.json" playwright test --reporter=list,json || failed=1
finish

joined faults || failed=1

step "Timed fault scenarios (load, database outage, fuzzing, floods), alone" faults-timed
suite faults faults-timed "${timed_faults[@]}" -t "$only_timed_in_request_limits" || failed=1

step "Summary" summary
tsx scripts/test-summary.ts "$reports" || failed=1
exit "$failed"
