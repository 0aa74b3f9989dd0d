#!/usr/bin/env bash
# Installs Debian's Chromium (the benchmark's browser) and its headless shell (the browser tests')
# when either is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install chromium chromium-headless-shell' (or run this script as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-liberation >/dev/null
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
