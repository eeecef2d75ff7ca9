#!/usr/bin/env bash
# The CPU test suite under AddressSanitizer (leaks included) and UndefinedBehaviorSanitizer:
# builds build-sanitize with clang-22 (LIMITER_FUZZ=ON, which also builds the fuzz targets and
# replays their seed corpora and regression inputs as tests), then runs every test there. Any
# report fails the run. GPU tests skip here as in the plain build; gpu-check.sh runs them plain.
#
# Environment: LIMITER_SANITIZE_BUILD_DIR (default build-sanitize). Arguments go to ctest.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LIMITER_SANITIZE_BUILD_DIR:-$root/build-sanitize}
LIMITER_BUILD_DIR=$build LIMITER_FUZZ=ON "$root/scripts/setup.sh"
# shellcheck source=scripts/sanitizer-options.sh
source "$root/scripts/sanitizer-options.sh"
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" "$@"
