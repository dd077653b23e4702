#!/usr/bin/env bash
# The browser check: serves a built dist/ on 127.0.0.1, loads it in Debian's headless Chromium
# (software WebGL by SwiftShader), checks that the game draws its title, then clicks through to
# a two-player game and plays a move by clicking a pit. Pictures go to web-check/.
#   web/check.sh [DIST]
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-dist}"
[[ -f "$dist/index.html" ]] || { echo "No $dist/index.html: run scripts/build-web first." >&2; exit 1; }

# Playwright's library only (no browser download): it drives Debian's /usr/bin/chromium.
tools="${MARUM_WEB_TOOLS:-/var/tmp/marum-web-tools}"
if [[ ! -d "$tools/node_modules/playwright-core" ]]; then
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-save --silent playwright-core@1 >/dev/null
fi

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$dist" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null' EXIT
for _ in $(seq 50); do
    curl -sf "http://127.0.0.1:$port/" >/dev/null && break
    sleep 0.1
done

mkdir -p web-check
MARUM_WEB_TOOLS="$tools" node web/check.mjs "http://127.0.0.1:$port/" web-check
