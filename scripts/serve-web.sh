#!/usr/bin/env bash
# Serves the built web site (html/target/parlour-web) on http://127.0.0.1:${PORT:-8080}/.
# Sends real cache headers (serve-web.py): GWT's *.cache.* files and the hashed assets for a year, the rest revalidated.
# Builds it first when it is missing (mvn -B -q package -DskipTests), unless --no-build is given.
set -euo pipefail
cd "$(dirname "$0")/.."

site=html/target/parlour-web
port="${PORT:-8080}"
build=yes

for arg in "$@"; do
  case "$arg" in
    --no-build) build=no ;;
    -h|--help)
      echo "usage: [PORT=8080] $0 [--no-build]"
      echo "Serves $site on http://127.0.0.1:PORT/, building it first if it is missing."
      exit 0 ;;
    *) echo "unknown option: $arg (try --help)" >&2; exit 2 ;;
  esac
done

if [ ! -f "$site/index.html" ]; then
  if [ "$build" = no ]; then
    echo "no site at $site: build it with 'mvn -B -q package -DskipTests' or run without --no-build" >&2
    exit 1
  fi
  echo "building the site: mvn -B -q package -DskipTests"
  mvn -B -q package -DskipTests
fi

echo "Serving $site"
echo "  demo page: http://127.0.0.1:$port/"
echo "  embed:     http://127.0.0.1:$port/embed.html?game=dots&size=2x2&p1=human&p2=ai:easy"
echo "Ctrl+C stops."
server="$PWD/scripts/serve-web.py"
cd "$site"
exec python3 "$server" "$port"
