#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download is not reachable here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium'." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
