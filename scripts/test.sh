#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs every test. GPU tests skip with a message
# on machines without a GPU; scripts/gpu-check.sh runs them on one. Installs chromium for the
# HTML report's test in a headless browser.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The report's browser test needs chromium, and must not skip here for want of it.
export LIMITER_BROWSER=1 LIMITER_REQUIRE_BROWSER=1
"$root/scripts/setup.sh"
ctest --test-dir "${LIMITER_BUILD_DIR:-$root/build}" --output-on-failure -j "$(nproc)" "$@"
