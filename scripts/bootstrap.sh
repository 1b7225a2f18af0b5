#!/usr/bin/env bash
# Installs what this project needs on a fresh Debian machine (apt packages and the npm lockfile),
# and does nothing else when everything is already there. Usage: bootstrap.sh [--quiet]
set -euo pipefail
cd "$(dirname "$0")/.."

quiet=0
[ "${1:-}" = "--quiet" ] && quiet=1
say() { [ "$quiet" = 1 ] || echo "bootstrap: $*"; }

# Debian packages, each with the file that shows it is installed.
missing=()
need() { [ -e "$2" ] || command -v "$2" >/dev/null 2>&1 || missing+=("$1"); }
need cmake cmake
need g++ g++
need make make
need xz-utils xz
need emscripten /usr/bin/em++
need catch2 /usr/include/catch2/catch.hpp
need chromium /usr/bin/chromium
need fonts-dejavu-core /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
need clang-14 clang++-14
need clang-format-14 clang-format-14
need libclang-rt-14-dev "$(compgen -G '/usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer*.a' | head -1)"
# The WordPress plugin's end-to-end test (tests/e2e/wordpress.test.mjs): Debian's WordPress, a
# block theme for its front end, MariaDB, and PHP's command line (its built-in web server).
need wordpress /usr/share/wordpress/wp-load.php
need wordpress-theme-twentytwentythree /usr/share/wordpress/wp-content/themes/twentytwentythree/theme.json
need mariadb-server /usr/sbin/mariadbd
need php-cli php
need php-mysql "$(compgen -G '/etc/php/*/mods-available/mysqli.ini' | head -1)"
# The reference the game review is judged against in `npm run bench` (bench/review_bench.mjs):
# Debian's Stockfish, run as a separate program; nothing of it is built in or shipped.
need stockfish /usr/games/stockfish

if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: this machine has no apt-get; install these Debian packages by hand: ${missing[*]}" >&2
    exit 1
  fi
  if [ "$(id -u)" != 0 ]; then
    echo "bootstrap: installing ${missing[*]} needs root; run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  say "Debian packages installed"
fi

# npm packages from the committed lockfile, reinstalled when the lockfile changes.
stamp=node_modules/.lock-installed
if [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; then
  say "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json "$stamp"
fi
say "everything is installed"
