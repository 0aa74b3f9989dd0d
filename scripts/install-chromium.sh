#!/usr/bin/env bash
# Installs Debian's Chromium (the benchmark's browser) and its headless shell (the browser tests')
# when either is missing.
exec bash "$(dirname "$0")/install-system-packages.sh" chromium
