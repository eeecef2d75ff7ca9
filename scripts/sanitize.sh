#!/usr/bin/env bash
# The CPU test suite under AddressSanitizer (leaks included) and UndefinedBehaviorSanitizer:
# builds build-sanitize with clang-22 (LIMITER_FUZZ=ON, which also builds the fuzz targets and
# replays their seed corpora and regression inputs as tests), then runs the tests there but the
# nvcc-bound ones (below). Any report fails the run. GPU tests skip here as in the plain build;
# gpu-check.sh runs them plain.
#
# Environment: LIMITER_SANITIZE_BUILD_DIR (default build-sanitize). Arguments go to ctest.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LIMITER_SANITIZE_BUILD_DIR:-$root/build-sanitize}
LIMITER_BUILD_DIR=$build LIMITER_FUZZ=ON "$root/scripts/setup.sh"
# shellcheck source=scripts/sanitizer-options.sh
source "$root/scripts/sanitizer-options.sh"
# Left out here, run by scripts/test.sh: the tests whose time is nvcc's, compiling every golden
# case, every parity construct and every shipped kernel (925 s of test time in a 994 s run on
# two cores). The code of limiter they exercise runs sanitized here in GoldenVariants (the same
# rules on the same cases), the other CLI tests and the fuzz targets.
nvcc_bound='^(GoldenInputs\.|Surveys/GoldenInputSurveys\.|ParseParity\.|CliTest\.EveryShipped(KernelGeneratesVerifiedVariants|ConfigMatchesItsKernel)$)'
ctest --test-dir "$build" --output-on-failure -j "$(nproc)" -E "$nvcc_bound" "$@"
