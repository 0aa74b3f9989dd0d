#!/usr/bin/env bash
# Installs Debian's PostgreSQL server binaries for the feedback store tests when they are missing.
exec bash "$(dirname "$0")/install-system-packages.sh" postgresql
