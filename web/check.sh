#!/usr/bin/env bash
# The browser check: serves a built dist/ on 127.0.0.1 and loads it in Debian's Chromium
# (headless, software WebGL by SwiftShader) and Firefox ESR (in a virtual X display, WebGL by
# Mesa's llvmpipe); in each, checks that the game draws its title, plays a move by clicking a pit
# of a two-player game, runs its sound after that first touch, keeps the game over a reload, and
# demonstrates on its own as a kiosk, also as a configuration file beside the page sets it up
# (web/check.mjs). Pictures go to web-check/BROWSER/.
#   web/check.sh [DIST [BROWSER...]]     BROWSER: chromium, firefox (both by default)
set -euo pipefail
cd "$(dirname "$0")/.."
dist="${1:-dist}"
shift || true
if [[ $# -gt 0 ]]; then browsers=("$@"); else browsers=(chromium firefox); fi
[[ -f "$dist/index.html" ]] || { echo "No $dist/index.html: run scripts/build-web first." >&2; exit 1; }

# Puppeteer's library only (no browser download): it drives the browsers Debian installed.
tools="${MARUM_WEB_TOOLS:-/var/tmp/marum-web-tools}"
if [[ ! -d "$tools/node_modules/puppeteer-core" ]]; then
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-save --silent puppeteer-core@24 >/dev/null
fi

# The site served: dist/ as built, and beside it an exhibitor's kiosk configuration for the
# kiosk's second look (Congkak only, captions in Bahasa Melayu).
site=$(mktemp -d)
ln -s "$(realpath "$dist")"/* "$site/"
echo '{"games": ["congkak"], "caption_language": "ms"}' > "$site/check-kiosk.json"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$site"' EXIT
for _ in $(seq 50); do
    curl -sf "http://127.0.0.1:$port/" >/dev/null && break
    sleep 0.1
done

for browser in "${browsers[@]}"; do
    mkdir -p "web-check/$browser"
    echo "$browser:"
    display=()
    [[ "$browser" == firefox ]] && display=(xvfb-run -a -s "-screen 0 1400x900x24")
    MARUM_WEB_TOOLS="$tools" "${display[@]}" node web/check.mjs \
        "http://127.0.0.1:$port/" "web-check/$browser" "$browser"
done
