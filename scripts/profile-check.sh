#!/usr/bin/env bash
# limiter profile on the GPU (issue 11): each test program of tests/profile run plain and under
# `limiter profile --bundle .profile/NAME`, its output compared byte for byte, the report shown,
# and the wall time next to `ncu --set full` on the same program. Needs a build with the CUDA
# runtime (BUILD, default build-gpu) and the bundles of `limiter generate` in .profile/.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build-gpu}
out=${OUT:-$root/.profile-out}
mkdir -p "$out"
summary=()
failed=0
check() { # NAME KERNEL ARGS...
  local name=$1 kernel=$2
  shift 2
  local program="$build/bin/profile_$name"
  "$program" "$@" >"$out/$name.plain.txt" 2>&1
  local t0=$(date +%s.%N)
  timeout 240 "$build/bin/limiter" profile --bundle "$root/.profile/$name" -o "$out/$name" --budget 3 \
    --launch-skip "${SKIP:-0}" -- "$program" "$@" >"$out/$name.profile.txt" 2>"$out/$name.err"
  local rc=$? t1=$(date +%s.%N)
  cat "$out/$name.profile.txt" "$out/$name.err"
  local same=different
  if grep '^checksum' "$out/$name.plain.txt" >"$out/a" && grep '^checksum' "$out/$name.profile.txt" >"$out/b" &&
    cmp -s "$out/a" "$out/b"; then same=identical; fi
  local ncu_wall=n/a
  if command -v ncu >/dev/null; then
    local n0=$(date +%s.%N)
    timeout 300 ncu --set full -k "$kernel" -c 1 "$program" "$@" >"$out/$name.ncu.txt" 2>&1 &&
      ncu_wall=$(awk -v a="$n0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  fi
  [[ $rc == 0 && $same == identical ]] || failed=1
  local verdict=$(grep -m1 -o -E 'verdict: [^(]*|UNCERTAIN[^.]*' "$out/$name.profile.txt" | head -1)
  summary+=("$name: limiter profile rc $rc, output $same, wall $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s (ncu --set full: $ncu_wall s); $verdict")
}
check inplace relax $((1 << 24)) 4
check escape escapeTime 2048 256
# The same kernels and sizes under limiter run (tests/profile/NAME.toml, bundles in
# .profile/NAME-run): the verdicts, the full kernel's time and the mem/full and math/full ratios
# of both modes. relax has no data-dependent work: the modes should agree. escapeTime loops as
# long as its data say: the config's random points escape early, the program's do not.
compare() { # RUN-BUNDLE PROFILED-RESULTS LABEL
  local name=$1 profiled=$2 label=$3
  [[ -d $root/.profile/$name ]] || return 0
  "$build/bin/limiter" run "$root/.profile/$name" -o "$out/$name" --budget 3 --no-counts \
    >"$out/$name.txt" 2>&1 || failed=1
  cat "$out/$name.txt"
  summary+=("$(python3 - "$profiled" "$out/$name/results.json" "$label" <<'PY'
import json, sys
def of(path):
    r = json.load(open(path))
    t = {v["variant"]: v["time"]["median_ms"] for v in r["variants"] if v.get("time")}
    return (r.get("verdict") or {}).get("label", "-"), t["full"], t["mem"] / t["full"], t["math"] / t["full"]
try:
    (vp, fp, mp, ap), (vr, fr, mr, ar) = of(sys.argv[1]), of(sys.argv[2])
    print(f"{sys.argv[3]} in situ vs run: verdict {vp} / {vr} ({'same' if vp == vr else 'DIFFERENT'}),"
          f" full {fp:.4f} / {fr:.4f} ms, mem/full {mp:.3f} / {mr:.3f}, math/full {ap:.3f} / {ar:.3f}")
except (OSError, KeyError, ValueError) as e:
    print(f"{sys.argv[3]} in situ vs run: missing ({e})")
PY
)")
}
compare relax-run "$out/inplace/results.json" relax
compare escape-run "$out/escape/results.json" escapeTime
printf '%s\n' "${summary[@]}"
exit $failed
