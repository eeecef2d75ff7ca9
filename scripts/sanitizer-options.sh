# Sourced by sanitize.sh and fuzz.sh: every sanitizer report is fatal and says where.
# protect_shadow_gap=0: the CUDA driver maps memory where ASan's shadow gap would be.
export ASAN_OPTIONS=detect_leaks=1:protect_shadow_gap=0:abort_on_error=0:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=${LIMITER_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}/tests/fuzz/lsan.supp
