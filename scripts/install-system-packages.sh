#!/usr/bin/env bash
# Installs the Debian packages the tests and the benchmark use, those of the named sets that are
# missing, with one apt-get update and one apt-get install:
#   chromium     Debian's Chromium (the benchmark's browser) and its headless shell (the browser tests')
#   postgresql   PostgreSQL's server binaries, for the feedback store tests; they start throwaway
#                servers of their own (server/testing/postgresCluster.ts), nothing needs to run here
# With no argument, both.
set -euo pipefail
sets=("$@")
if [ "${#sets[@]}" -eq 0 ]; then
  sets=(chromium postgresql)
fi
missing=()
for name in "${sets[@]}"; do
  case "$name" in
    chromium)
      if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
        missing+=(chromium chromium-headless-shell fonts-liberation)
      fi
      ;;
    postgresql)
      if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
        missing+=(postgresql)
      fi
      ;;
    *)
      echo "install-system-packages.sh: unknown set '$name' (chromium, postgresql)" >&2
      exit 2
      ;;
  esac
done
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${missing[*]}. Run 'sudo apt-get install ${missing[*]}' (or run this script as root)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
if [[ " ${missing[*]} " == *" chromium "* ]]; then
  /usr/bin/chromium --version
  /usr/bin/chromium-headless-shell --version
fi
if [[ " ${missing[*]} " == *" postgresql "* ]]; then
  ls -d /usr/lib/postgresql/*/bin
fi
