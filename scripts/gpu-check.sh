#!/usr/bin/env bash
# The whole GPU round in one call, for the lent GPU machine (no Clang there, nothing to install):
# builds limiter with LIMITER_WITH_CLANG=OFF for sm_90 from this checkout (with .deps/ carried,
# see scripts/carry-deps.sh), runs every test (the GPU ones included), lists the devices, and
# runs every bundle in .bundles/ (scripts/bundle-experiments.sh makes them) with `limiter run`,
# and prints a short summary table last. Full logs go to $OUT (default: out/).
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${OUT:-$root/out}
build=${LIMITER_BUILD_DIR:-$root/build-gpu}
arch=${CMAKE_CUDA_ARCHITECTURES:-90}
mkdir -p "$out"
export PATH="$PATH:/usr/local/cuda/bin"

declare -a rows
step() { # name, log, command...
  local name=$1 log=$2; shift 2
  local start=$SECONDS
  if "$@" >"$out/$log" 2>&1; then status=ok; else status=FAILED; fi
  rows+=("$(printf '%-10s %-7s %4ss  %s' "$name" "$status" $((SECONDS - start)) "$log")")
  [[ $status == ok ]]
}

step configure configure.log cmake -S "$root" -B "$build" -G Ninja -DLIMITER_WITH_CLANG=OFF \
  -DCMAKE_CUDA_ARCHITECTURES="$arch" -DCMAKE_BUILD_TYPE=Release &&
  step build build.log cmake --build "$build" -j "$(nproc)" &&
  {
    step tests ctest.log ctest --test-dir "$build" --output-on-failure -j 4
    step devices devices.log "$build/bin/limiter" devices
    for bundle in "$root"/.bundles/*/; do
      [[ -f $bundle/manifest.json ]] || continue
      name=$(basename "$bundle")
      step "run" "run-$name.log" timeout 300 "$build/bin/limiter" run "$bundle" \
        --budget "${LIMITER_RUN_BUDGET:-10}"
    done
  }

nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu \
  --format=csv >"$out/nvidia-smi.csv" 2>&1 || true

echo
echo "== limiter gpu-check: logs in $out"
# The GPU tests by name (they must have run here), then totals; skips of the rewriter's tests
# (not built with LIMITER_WITH_CLANG=OFF) are only counted.
grep -E '(Devices|CliDevices)\..*(Passed|Failed|Skipped)' "$out/ctest.log" 2>/dev/null |
  sed -E 's/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: /  /; s/ \.+/ /'
grep -E 'tests passed|tests failed' "$out/ctest.log" 2>/dev/null | sed 's/^/  /'
echo "  skipped: $(grep -c '(Skipped)' "$out/ctest.log" 2>/dev/null || echo 0)"
grep -E '\(Failed\)' "$out/ctest.log" 2>/dev/null | sed 's/^/  FAILED /'
sed 's/^/  /' "$out/devices.log" 2>/dev/null
# One line per bundle: verdict and medians from its results.json.
if compgen -G "$root/.bundles/*/results.json" >/dev/null; then
  python3 - "$root"/.bundles/*/results.json <<'PY' || true
import json, sys
print(f"  {'kernel':34} {'verdict':14} {'full':>8} {'mem':>8} {'math':>8} {'skel':>8} {'spread':>7} occupancy")
for path in sys.argv[1:]:
    r = json.load(open(path))
    t = {v['variant']: v for v in r['variants']}
    def ms(k):
        v = t.get(k, {}).get('time')
        return f"{v['median_ms']:8.4f}" if v else '       -'
    spread = t.get('full', {}).get('time', {}) or {}
    matched = all(v['occupancy_matched'] for v in r['variants'] if v.get('time'))
    verdict = (r.get('verdict') or {}).get('limiter', '-')
    print(f"  {r['kernel'][:34]:34} {verdict:14} {ms('full')} {ms('mem')} {ms('math')} {ms('skeleton')}"
          f" {100 * spread.get('rel_std_dev', 0):6.2f}% {'matched' if matched else 'NOT matched'}")
PY
fi
printf '%-10s %-7s %5s  %s\n' step status time log
printf '%s\n' "${rows[@]}"
for r in "${rows[@]}"; do [[ $r == *FAILED* ]] && exit 1; done
exit 0
