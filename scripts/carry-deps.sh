#!/usr/bin/env bash
# Copies the header-only dependencies (CLI11, nlohmann/json, fmt) and GoogleTest's sources from
# this machine's Debian packages into .deps/ (git-ignored), for a machine where nothing can be
# installed: carry `.deps` there and CMake takes them from it (LIMITER_DEPS_INCLUDE_DIR).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LIMITER_WITH_CLANG=OFF LIMITER_QUIET=1 "$root/scripts/setup.sh" >/dev/null  # installs the packages
rm -rf "$root/.deps"
mkdir -p "$root/.deps/include"
cp -r /usr/include/CLI /usr/include/nlohmann /usr/include/fmt /usr/include/toml++ \
  "$root/.deps/include/"
cp -r /usr/src/googletest "$root/.deps/googletest"
du -sh "$root/.deps"
