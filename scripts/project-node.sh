#!/usr/bin/env bash
# Runs a command on the project's Node (the version in .nvmrc), as a CI setup step would:
#   bash scripts/project-node.sh npm test        # or: source scripts/project-node.sh (puts it first on PATH)
# When the machine's node is another version, the official Linux build is taken from the npm
# registry (package node-linux-<arch>, which ships the binary and its headers) into
# ~/.cache/mui-docs-site/, and native modules (better-sqlite3) are built against those headers.
_project_node_main() {
  local root version arch dir tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  version="$(tr -d ' \nv' < "$root/.nvmrc")"
  if [ "$(node --version 2>/dev/null)" = "v$version" ]; then
    return 0
  fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "project-node.sh: no Node build for $(uname -m); install Node $version yourself" >&2; return 1 ;;
  esac
  dir="${NODE_CACHE_DIR:-$HOME/.cache/mui-docs-site}/node-$version-linux-$arch"
  if [ ! -x "$dir/bin/node" ]; then
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$version" >/dev/null) || {
      echo "project-node.sh: could not fetch node-linux-$arch@$version from the npm registry" >&2
      rm -rf "$tmp"
      return 1
    }
    mkdir -p "$(dirname "$dir")"
    tar -xzf "$tmp"/node-linux-*.tgz -C "$tmp"
    rm -rf "$dir" && mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # node-gyp builds native modules against the headers of the Node that will load them.
  export npm_config_nodedir="$dir"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  _project_node_main
  exec "$@"
else
  _project_node_main
fi
