#!/usr/bin/env bash
# Installs Debian's PostgreSQL server binaries for the feedback store tests when they are missing.
# The tests start throwaway servers of their own (server/testing/postgresCluster.ts); nothing
# here needs to be running.
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL is missing: run 'sudo apt-get install postgresql' (or run this script as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql >/dev/null
ls -d /usr/lib/postgresql/*/bin
