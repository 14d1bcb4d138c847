#!/usr/bin/env bash
# The "done when" of issue #43 as a curl session: a script holding only an API key (scopes leads.read,
# viewings.read, viewings.book) lists the leads updated since yesterday page by page, following the
# `Link: rel="next"` header; books a viewing with an Idempotency-Key; retries that POST with the same key
# and gets the first answer back without a second booking; and reads its rate limit from the headers.
#
#   SSR_API_URL=https://www.example.com SSR_API_KEY=ssr_... scripts/api-demo.sh
#
# Needs curl and jq. It books a real viewing (a video call on the first free slot in a week's time, for a
# made-up buyer under example.com): run it against a test or staging site, or cancel the viewing after.
set -euo pipefail

: "${SSR_API_URL:?Set SSR_API_URL to the site, e.g. https://www.example.com}"
: "${SSR_API_KEY:?Set SSR_API_KEY to an API key with leads.read, viewings.read and viewings.book}"
BASE=${SSR_API_URL%/}
PAGE_SIZE=${PAGE_SIZE:-25}

HEADERS=$(mktemp)
BODY=$(mktemp)
trap 'rm -f "$HEADERS" "$BODY"' EXIT

# `call METHOD URL [curl options]`: shows the command as typed (the key as $SSR_API_KEY), sends it,
# prints the status and the headers an integrator reads; the body is left in $BODY.
call() {
  local method=$1 url=$2
  shift 2
  printf '\n$ curl -s -X %s "%s" -H "Authorization: Bearer $SSR_API_KEY"' "$method" "$url"
  local arg
  for arg in "$@"; do
    case $arg in -*) printf ' %s' "$arg" ;; *) printf " '%s'" "$arg" ;; esac
  done
  printf '\n'
  curl -s -X "$method" "$url" -H "Authorization: Bearer $SSR_API_KEY" -D "$HEADERS" -o "$BODY" "$@"
  head -1 "$HEADERS" | tr -d '\r'
  grep -iE '^(ratelimit-(limit|remaining|reset)|link|idempotent-replayed|retry-after|x-request-id):' "$HEADERS" |
    tr -d '\r' || true
}
status() { head -1 "$HEADERS" | awk '{ print $2 }'; }
header() { { grep -i "^$1:" "$HEADERS" || true; } | head -1 | cut -d' ' -f2- | tr -d '\r'; }
must() {
  if [ "$(status)" != "$1" ]; then
    echo "expected $1, got $(status):" >&2
    cat "$BODY" >&2
    exit 1
  fi
}

echo '## 1. The leads updated since yesterday, page by page'
since=$(date -u -d 'yesterday' +%Y-%m-%dT%H:%M:%SZ 2>/dev/null || date -u -v-1d +%Y-%m-%dT%H:%M:%SZ)
next="$BASE/api/leads/changes?updatedSince=$since&limit=$PAGE_SIZE"
pages=0
leads=0
while [ -n "$next" ]; do
  call GET "$next"
  must 200
  pages=$((pages + 1))
  count=$(jq '.items | length' "$BODY")
  leads=$((leads + count))
  jq -r '"page \(.items | length) leads: #\(.items[0].id // "-") .. #\(.items[-1].id // "-"), hasMore \(.hasMore)"' "$BODY"
  # The next page is the Link header's URL (absolute), there exactly while more are waiting.
  next=$(header link | sed -n 's/^<\(.*\)>; rel="next"$/\1/p')
done
echo "=> $leads leads changed since $since, in $pages pages"

echo
echo '## 2. A viewing booked with an Idempotency-Key'
from=$(date -u -d '+7 days' +%Y-%m-%d 2>/dev/null || date -u -v+7d +%Y-%m-%d)
to=$(date -u -d '+13 days' +%Y-%m-%d 2>/dev/null || date -u -v+13d +%Y-%m-%d)
call GET "$BASE/api/viewings/availability?from=$from&to=$to"
must 200
start=$(jq -r '.slots[0].start // empty' "$BODY")
[ -n "$start" ] || { echo "no free slot between $from and $to" >&2; exit 1; }
echo "first free slot: $start"
buyer="crm-demo-$(date +%s)"
booking=$(jq -nc --arg start "$start" --arg buyer "$buyer" \
  '{start: $start, mode: "video", name: "Demo Buyer", email: "\($buyer)@example.com", phone: "+971501234567"}')
key=$(cat /proc/sys/kernel/random/uuid 2>/dev/null || uuidgen)
call POST "$BASE/api/viewings" -H "Idempotency-Key: $key" -H 'content-type: application/json' -d "$booking"
must 201
first=$(cat "$BODY")
jq -c '{id, inquiryId, start, mode, status}' "$BODY"

echo
echo '## 3. The same POST retried with the same Idempotency-Key'
call POST "$BASE/api/viewings" -H "Idempotency-Key: $key" -H 'content-type: application/json' -d "$booking"
must 201
[ "$(header idempotent-replayed)" = 'true' ] || { echo 'the retry was not answered from the store' >&2; exit 1; }
[ "$(cat "$BODY")" = "$first" ] || { echo 'the retry got another answer' >&2; exit 1; }
echo '=> the first answer again, byte for byte'
day=$(jq -r '.start[0:10]' "$BODY")
call GET "$BASE/api/viewings?from=$day&to=$day"
must 200
booked=$(jq --arg email "$buyer@example.com" '[.[] | select(.visitor.email == $email)] | length' "$BODY")
echo "=> viewings booked for $buyer@example.com: $booked"
[ "$booked" = 1 ] || exit 1

echo
echo '## 4. The rate limit, from the last answer'"'"'s headers'
echo "RateLimit-Limit: $(header ratelimit-limit) requests a minute; RateLimit-Remaining: $(header ratelimit-remaining); RateLimit-Reset: $(header ratelimit-reset) s"
