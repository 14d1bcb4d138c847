#!/usr/bin/env bash
# The several-instances test puts Debian's nginx in front of two app processes. The test runs nginx
# itself, as a plain process with a config of its own, so the package's service is never started.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing: install it with 'sudo apt-get install -y nginx'." >&2
  exit 1
fi
echo "Installing nginx from Debian's packages..."
# Without a policy, the package's post-install would start nginx as a service on port 80.
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
