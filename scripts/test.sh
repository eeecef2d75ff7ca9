#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs every test. GPU tests skip with a message
# on machines without a GPU; scripts/gpu-check.sh runs them on one.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/setup.sh"
ctest --test-dir "${LIMITER_BUILD_DIR:-$root/build}" --output-on-failure -j "$(nproc)" "$@"
