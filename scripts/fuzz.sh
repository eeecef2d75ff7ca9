#!/usr/bin/env bash
# Runs every libFuzzer target of tests/fuzz for SECONDS each (default 60), as many at once as
# there are cores, each on a scratch copy of its seed corpus (tests/fuzz/corpus/NAME) with its
# dictionary (tests/fuzz/NAME.dict) where there is one, under ASan and UBSan. Prints one line per
# target (executions, corpus grown to, result) and fails on any crash, leak, timeout or
# sanitizer report; the input that did it is kept under BUILD/fuzz/artifacts.
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
# Environment: LIMITER_SANITIZE_BUILD_DIR (default build-sanitize; built here when needed),
# LIMITER_FUZZ_JOBS (default: the number of cores).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-60}
shift || true
build=${LIMITER_SANITIZE_BUILD_DIR:-$root/build-sanitize}
LIMITER_BUILD_DIR=$build LIMITER_FUZZ=ON "$root/scripts/setup.sh" >&2
# shellcheck source=scripts/sanitizer-options.sh
source "$root/scripts/sanitizer-options.sh"

targets=("$@")
if ((${#targets[@]} == 0)); then mapfile -t targets <"$build/fuzz/targets.txt"; fi
jobs=${LIMITER_FUZZ_JOBS:-$(nproc)}
work=$(mktemp -d "${TMPDIR:-/tmp}/limiter-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT
artifacts=$build/fuzz/artifacts
mkdir -p "$artifacts"

run_one() {
  local t=$1 dict=()
  cp -r "$root/tests/fuzz/corpus/$t" "$work/$t"
  if [[ -f $root/tests/fuzz/$t.dict ]]; then dict=(-dict="$root/tests/fuzz/$t.dict"); fi
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: one using 2 GiB is a leak or a
  # size the reader should have refused.
  "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/$t-" "${dict[@]}" \
    "$work/$t" >"$work/$t.log" 2>&1
}

echo "fuzzing ${#targets[@]} targets for ${seconds}s each, $jobs at a time"
pids=()
for t in "${targets[@]}"; do
  while (($(jobs -rp | wc -l) >= jobs)); do wait -n || true; done
  run_one "$t" & pids+=("$!")
done
failed=0
printf '%-18s %12s %8s  %s\n' target executions corpus result
for i in "${!targets[@]}"; do
  t=${targets[$i]}
  if wait "${pids[$i]}"; then result=ok; else result="FAILED (log below)"; failed=1; fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/$t.log" | tail -1)
  printf '%-18s %12s %8s  %s\n' "$t" "${runs:-?}" "$(ls "$work/$t" | wc -l)" "$result"
done
if ((failed)); then
  for t in "${targets[@]}"; do
    if grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|SUMMARY:' "$work/$t.log"; then
      echo "---- $t"; grep -vE '^#[0-9]+' "$work/$t.log" | tail -60
    fi
  done
  echo "fuzz: failures; the inputs are in $artifacts" >&2
  exit 1
fi
