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
check() { # NAME BUNDLE KERNEL ARGS... (the program: profile_$PROGRAM, default profile_BUNDLE)
  local name=$1 bundle=$2 kernel=$3
  shift 3
  local program="$build/bin/profile_${PROGRAM:-$bundle}"
  "$program" "$@" >"$out/$name.plain.txt" 2>&1
  local t0=$(date +%s.%N)
  timeout 240 "$build/bin/limiter" profile --bundle "$root/.profile/$bundle" -o "$out/$name" --budget 3 \
    --launch-skip "${SKIP:-0}" --what-if "${WHATIF:-auto}" -- "$program" "$@" \
    >"$out/$name.profile.txt" 2>"$out/$name.err"
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
check inplace inplace relax $((1 << 24)) 4
check inplace-small inplace relax $((1 << 22)) 4
check escape escape escapeTime 2048 256
# The compile-flag what-ifs in situ: each from a module of its own, launched in the program's
# place; their potentials beside run's on the same kernel (.bundles/attenuatePrecise).
check attenuate attenuate attenuatePrecise $((1 << 22)) 64
summary+=("$(python3 - "$out/attenuate/results.json" "$root/.bundles/attenuatePrecise/round1/results.json" <<'PY'
import json, sys
def whatifs(path):
    try:
        r = json.load(open(path))
    except OSError:
        return None
    return {w["what_if"]: w for w in r.get("what_ifs", [])}
situ, run = whatifs(sys.argv[1]), whatifs(sys.argv[2])
def text(w):
    return f"{100 * w['potential']:.1f}%" if w and w["status"] == "measured" else (w or {}).get("status", "-")
if situ is None:
    print("attenuatePrecise what-ifs in situ: missing")
else:
    print("attenuatePrecise what-ifs in situ / run: " + ", ".join(
        f"{name} {text(w)} / {text((run or {}).get(name))}" for name, w in situ.items()))
PY
)")
# The what-ifs made at the launch in situ: elements per thread (a grid-stride tally launched
# with one thread per word) and occupancy, with their curves (--what-if all).
WHATIF=all check tally tally tallyBytes $((1 << 24))
summary+=("$(python3 - "$out/tally/results.json" <<'PY'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except OSError:
    print("tallyBytes what-ifs in situ: missing")
    sys.exit()
w = {x["what_if"]: x for x in r.get("what_ifs", [])}
def text(name):
    x = w.get(name) or {}
    if x.get("status") == "measured":
        return f"{100 * x['potential']:.1f}%"
    return f"{x.get('status', '-')} ({x.get('why', '')[:90]})"
def curve(key):
    c = r.get(key) or {}
    return f"{key} {len(c.get('points', []))} points: {c.get('reading', '-')[:100]}"
print(f"tallyBytes in situ: perthread {text('perthread')}, occupancy {text('occupancy')};"
      f" {curve('perthread_curve')}; {curve('occupancy_curve')}")
PY
)")
# The occupancy what-if in situ above full's blocks: the probe run asks for register caps,
# profile builds them, the real run times full under them.
WHATIF=all check chase chase chaseHeavy $((1 << 22)) 64
summary+=("$(python3 - "$out/chase/results.json" <<'PY'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except OSError:
    print("chaseHeavy what-ifs in situ: missing")
    sys.exit()
w = {x["what_if"]: x for x in r.get("what_ifs", [])}
o = w.get("occupancy") or {}
c = r.get("occupancy_curve") or {}
pts = ", ".join(f"{p['x']}: {p['median_ms']:.4f}" for p in c.get("points", []))
text = f"{100 * o['potential']:.1f}%" if o.get("status") == "measured" else o.get("status", "-")
print(f"chaseHeavy in situ: occupancy {text} ({o.get('how', o.get('why', ''))[:120]});"
      f" curve [{pts}]: {c.get('reading', '-')[:120]}")
PY
)")
# The what-ifs that launch full otherwise in situ: larger blocks (chaseChains in one-warp
# blocks) and its large shared array folded (stagedChains), each beside `limiter run`'s on the
# same kernel where .bundles has it.
PROGRAM=chase WHATIF=blocksize,occupancy check chains chase-chains chaseChains $((1 << 22)) 64 chains
# chainPerBlock names its chains by its block's index: the block-size what-if's own copy, its
# blocks run as the rows of larger ones.
PROGRAM=chase WHATIF=blocksize check rows chase-rows chainPerBlock $((1 << 22)) 64 rows
PROGRAM=chase WHATIF=sharedoccupancy,occupancy check staged chase-staged stagedChains $((1 << 22)) 64 staged
PROGRAM=chase WHATIF=sharedoccupancy,occupancy check dynamic chase-dynamic stagedChainsDyn $((1 << 22)) 64 dynamic
summary+=("$(python3 - "$out" "$root/.bundles" <<'PY'
import json, os, sys
out, bundles = sys.argv[1:3]
def whatif(path, name):
    try:
        r = json.load(open(path))
    except OSError:
        return "missing"
    w = next((x for x in r.get("what_ifs", []) if x["what_if"] == name), None)
    if not w:
        return "absent"
    if w["status"] == "measured":
        return f"{100 * w['potential']:.1f}% ({w.get('how', '')[:100]})"
    return f"{w['status']} ({w.get('why', '')[:100]})"
run = whatif(os.path.join(bundles, "chaseOneWarpBlocks", "round1", "results.json"), "blocksize")
print(f"in situ: chaseChains blocksize {whatif(os.path.join(out, 'chains', 'results.json'), 'blocksize')}"
      f"; run on chaseOneWarpBlocks: {run}"
      f"; chainPerBlock (rows) blocksize {whatif(os.path.join(out, 'rows', 'results.json'), 'blocksize')}"
      f"; stagedChains sharedoccupancy "
      f"{whatif(os.path.join(out, 'staged', 'results.json'), 'sharedoccupancy')}"
      f"; stagedChainsDyn (dynamic) sharedoccupancy "
      f"{whatif(os.path.join(out, 'dynamic', 'results.json'), 'sharedoccupancy')}")
PY
)")
# A program of about 30 s (the streaming kernel launched until then, its count measured on a
# short run first) plain and under `limiter profile` with its defaults: the isolation run ends
# at the measured launch, so the whole costs little more than the program.
longrun() {
  local program="$build/bin/profile_inplace" n=$((1 << 24))
  # The time of a launch from two short runs (their difference leaves the start-up out).
  local t0=$(date +%s.%N)
  "$program" $n 2000 >/dev/null 2>&1
  local t1=$(date +%s.%N)
  "$program" $n 6000 >/dev/null 2>&1
  local steps=$(awk -v a="$t0" -v b="$t1" -v c="$(date +%s.%N)" 'BEGIN {
    per = ((c - b) - (b - a)) / 4000; if (per <= 0) per = (c - b) / 6000
    s = 2000 + (30 - (b - a)) / per; printf "%d", (s < 2000 ? 2000 : s > 5e6 ? 5e6 : s) }')
  t0=$(date +%s.%N)
  timeout 120 "$program" $n "$steps" >"$out/longrun.plain.txt" 2>&1
  local t1=$(date +%s.%N)
  timeout 300 "$build/bin/limiter" profile --bundle "$root/.profile/inplace" -o "$out/longrun" \
    -- "$program" $n "$steps" >"$out/longrun.profile.txt" 2>"$out/longrun.err"
  local rc=$? t2=$(date +%s.%N)
  cat "$out/longrun.profile.txt" "$out/longrun.err"
  local same=different
  grep '^checksum' "$out/longrun.plain.txt" >"$out/a"
  grep '^checksum' "$out/longrun.profile.txt" >"$out/b"
  cmp -s "$out/a" "$out/b" && same=identical
  local ratio=$(awk -v a="$t0" -v b="$t1" -v c="$t2" 'BEGIN { printf "%.3f", (c - b) / (b - a) }')
  awk -v r="$ratio" 'BEGIN { exit !(r <= 1.2) }' && [[ $rc == 0 && $same == identical ]] || failed=1
  summary+=("longrun ($steps launches): plain $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s, limiter profile $(awk -v b="$t1" -v c="$t2" 'BEGIN { printf "%.1f", c - b }') s (x$ratio, target 1.2), rc $rc, output $same")
}
[[ ${LIMITER_SKIP_LONGRUN:-0} == 1 ]] || longrun
# The same kernels and sizes under limiter run (tests/profile/NAME.toml, bundles in
# .profile/NAME-run): the verdicts, the full kernel's time and the mem/full and math/full ratios
# of both modes. relax has no data-dependent work: the modes should agree. escapeTime loops as
# long as its data say: the config's random points escape early, the program's do not.
compare() { # RUN-BUNDLE PROFILED-RESULTS LABEL
  local name=$1 profiled=$2 label=$3
  [[ -d $root/.profile/$name ]] || return 0
  "$build/bin/limiter" run "$root/.profile/$name" -o "$out/$name" --budget 3 \
    >"$out/$name.txt" 2>&1 || failed=1
  cat "$out/$name.txt"
  summary+=("$(python3 - "$profiled" "$out/$name/results.json" "$label" <<'PY'
import json, sys
def of(path):
    r = json.load(open(path))
    t = {v["variant"]: v["time"]["median_ms"] for v in r["variants"] if v.get("time")}
    s = {v["variant"]: 100 * v["time"]["rel_std_dev"] for v in r["variants"] if v.get("time")}
    checks = r.get("executed_checks", [])
    counted = f"{sum(c['passed'] for c in checks)}/{len(checks)}" if checks else "none"
    full = next((v for v in r["variants"] if v["variant"] == "full"), {}).get("executed", {})
    counted += f" (full ld {full.get('global_ld', 0):.0f}, st {full.get('global_st', 0):.0f}, fp32 {full.get('fp32', 0):.0f})"
    return ((r.get("verdict") or {}).get("label", "-"), t["full"], t["mem"] / t["full"],
            t["math"] / t["full"], s, counted)
try:
    (vp, fp, mp, ap, sp, cp), (vr, fr, mr, ar, sr, cr) = of(sys.argv[1]), of(sys.argv[2])
    spreads = ", ".join(f"{k} {sp[k]:.2f}/{sr[k]:.2f}%" for k in sorted(sp) if k in sr)
    worst = max(sp[k] / max(sr[k], 1e-9) for k in sp if k in sr)
    print(f"{sys.argv[3]} in situ vs run: verdict {vp} / {vr} ({'same' if vp == vr else 'DIFFERENT'}),"
          f" full {fp:.4f} / {fr:.4f} ms, mem/full {mp:.3f} / {mr:.3f}, math/full {ap:.3f} / {ar:.3f};"
          f" spreads {spreads} (worst in situ/run x{worst:.2f}); executed checks passed {cp} / {cr}")
except (OSError, KeyError, ValueError) as e:
    print(f"{sys.argv[3]} in situ vs run: missing ({e})")
PY
)")
}
compare relax-run "$out/inplace/results.json" relax
compare relax-small-run "$out/inplace-small/results.json" relax-small
compare escape-run "$out/escape/results.json" escapeTime
printf '%s\n' "${summary[@]}"
exit $failed
