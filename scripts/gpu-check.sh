#!/usr/bin/env bash
# The whole GPU round in one call, for the lent GPU machine (no Clang there, nothing to install):
# builds limiter with LIMITER_WITH_CLANG=OFF for sm_90 from this checkout (with .deps/ carried,
# see scripts/carry-deps.sh), runs every test (the GPU ones included), lists the devices, and
# runs every bundle in .bundles/ (scripts/bundle-experiments.sh makes them) with `limiter run`,
# three times over (LIMITER_ROUNDS), runs `limiter analyze` on the stencil, runs the lab when
# .lab is carried and a batch (interrupted, then resumed) when .batch is, and prints a summary
# table last: each kernel's verdict per round and whether they agree. Full logs go to $OUT
# (default: out/); LIMITER_PACK_LOGS=1 packs them into logs.tar.gz. Executed counts (Nsight
# Compute) are taken in the first round and tabulated. To fit a call's time limit the round can
# be split over calls: LIMITER_ROUND_FROM=N starts at round N, LIMITER_SKIP_TESTS=1 and
# LIMITER_SKIP_REFERENCES=1 leave those steps out, LIMITER_DEADLINE_S=N starts no bundle after N
# seconds and LIMITER_NO_COUNTS=1 runs the bundles without ncu's counts. The what-if pairs of
# tests/references/spellings/PAIRS.md whose bundles ran are checked as the shipped ones are.
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

# slurm_check BATCH_OUT DIR: a submission of two of the batch's experiments, one per task,
# written here as `limiter batch --slurm` writes it; each task run as Slurm would run it.
slurm_check() {
  local batch=$1 dir=$2
  rm -rf "$dir"
  mkdir -p "$dir/slurm"
  cp -r "$batch/bundles" "$dir/bundles"
  python3 - "$root" "$dir" "$budget" <<'PY'
import json, os, sys
root, out, budget = sys.argv[1:4]
names = ["streaming/saxpy", "arithmetic/hornerSteps"]
json.dump({"schema": "limiter/slurm-submission", "version": 1, "number": 1, "job": "",
           "generate_job": "", "output": out, "title": "array tasks", "intro": "", "force": False,
           "run_args": ["--budget", budget],
           "experiments": [{"name": n, "config": f"{root}/experiments/{n}.toml"} for n in names],
           "tasks": [[n] for n in names]},
          open(f"{out}/slurm/submission-1.json", "w"), indent=2)
PY
  for task in 0 1; do
    echo "== task $task"
    SLURM_ARRAY_TASK_ID=$task "$build/bin/limiter" batch --array-task "$dir/slurm/submission-1.json"
    echo "exit $?"
  done
  python3 - "$batch" "$dir" <<'PY'
import json, sys
batch, tasks = sys.argv[1:3]
for name in ["streaming/saxpy", "arithmetic/hornerSteps"]:
    try:
        a = json.load(open(f"{batch}/results/{name}/results.json"))
        b = json.load(open(f"{tasks}/results/{name}/results.json"))
        entry = json.load(open(f"{tasks}/results/{name}/batch-entry.json"))
    except OSError as e:
        print(f"compare {name}: missing {e.filename}")
        continue
    verdict = lambda r: (r.get("verdict") or {}).get("label", "-")
    full = lambda r: next(v["time"]["median_ms"] for v in r["variants"] if v["variant"] == "full")
    print(f"compare {name}: task {entry['status']}, verdict batch {verdict(a)} / task {verdict(b)}"
          f" ({'same' if verdict(a) == verdict(b) else 'DIFFERENT'}), full ms batch {full(a):.4f}"
          f" / task {full(b):.4f} (ratio {full(b) / full(a):.3f})")
PY
}

export LIMITER_CACHE_DIR="$build/limiter-cache" # The device calibration, measured once.
export LIMITER_REQUIRE_NCU=1                        # The executed-count test must not skip.
rounds=${LIMITER_ROUNDS:-3}
budget=${LIMITER_RUN_BUDGET:-10}

step configure configure.log cmake -S "$root" -B "$build" -G Ninja -DLIMITER_WITH_CLANG=OFF \
  -DCMAKE_CUDA_ARCHITECTURES="$arch" -DCMAKE_BUILD_TYPE=Release &&
  step build build.log cmake --build "$build" -j "$(nproc)" &&
  {
    # One test at a time: the GPU tests time kernels, and one of them hangs a kernel on purpose.
    if [[ ${LIMITER_SKIP_TESTS:-0} != 1 ]]; then
      step tests ctest.log ctest --test-dir "$build" --output-on-failure -j 1 -E HandReferences
    fi
    step devices devices.log "$build/bin/limiter" devices --calibrate
    # limiter's mem-only and math-only against hand-made ones (tests/references).
    if [[ ${LIMITER_SKIP_REFERENCES:-0} != 1 && -d $root/.bundles ]]; then
      step references references.log python3 "$root/tests/references/compare.py" \
        --limiter "$build/bin/limiter" --bundles "$root/.bundles" --out "$build/references" \
        --budget "$budget"
    fi
    # `limiter analyze` as a user runs it; the bundle generated elsewhere is current, so the
    # rewriter is not needed here.
    if [[ -d $root/.bundles/fwd_3D ]]; then
      step analyze analyze-stencil.log "$build/bin/limiter" analyze \
        "$root/kernels/stencil/fd3d.cu" --kernel fwd_3D -o "$root/.bundles/fwd_3D" \
        --budget "$budget" --counts
    fi
    # Every bundle, $rounds times over, each round through all of them, for the verdict's
    # consistency; all the runs' output goes to runs.log.
    : >"$out/runs.log"
    for round in $(seq "${LIMITER_ROUND_FROM:-1}" "$rounds"); do
      for bundle in "$root"/.bundles/*/; do
        [[ -f $bundle/manifest.json ]] || continue
        name=$(basename "$bundle")
        # A call's time limit: no bundle is started past LIMITER_DEADLINE_S seconds.
        if [[ -n ${LIMITER_DEADLINE_S:-} && $SECONDS -gt $LIMITER_DEADLINE_S ]]; then
          rows+=("$(printf '%-10s %-7s %4ss  %s' "run" skipped "$SECONDS" "$name: past the deadline")")
          continue
        fi
        start=$SECONDS
        echo "=== $name round $round" >>"$out/runs.log"
        # Executed counts (ncu) are measured in the first round and reused from the bundle's
        # executed-counts.json after.
        timeout 300 "$build/bin/limiter" run "$bundle" -o "$bundle/round$round" \
          --budget "$budget" ${LIMITER_NO_COUNTS:+--no-counts} >>"$out/runs.log" 2>&1
        rc=$?
        echo "=== $name round $round: $((SECONDS - start)) s" >>"$out/runs.log"
        status=ok
        [[ $rc == 0 ]] || status="exit $rc"
        [[ $rc == 0 ]] || rows+=("$(printf '%-10s %-7s %4ss  %s' "run" FAILED \
          $((SECONDS - start)) "runs.log: $name round $round: $status")")
      done
    done
    rows+=("$(printf '%-10s %-7s %4ss  %s' "runs" done "$SECONDS" "runs.log ($rounds rounds)")")
    # What-ifs against known fixes: the slow kernel's top what-if, its fix's time.
    step what-ifs what-ifs.log python3 "$root/tests/references/whatifs.py" --bundles "$root/.bundles" \
      --round "round${LIMITER_ROUND_FROM:-1}"
    # The same for the spellings' pairs (tests/references/spellings) whose bundles are here.
    python3 "$root/tests/references/whatifs.py" --bundles "$root/.bundles" \
      --round "round${LIMITER_ROUND_FROM:-1}" --pairs "$root/tests/references/spellings/PAIRS.md" \
      >"$out/spellings.log" 2>&1
    # The lab (bundles carried in .lab: `limiter lab --no-run -o .lab` where the rewriter is).
    if [[ -d $root/.lab/bundles ]]; then
      step lab lab.log "$build/bin/limiter" lab "$root/experiments/lab/course.toml" \
        -o "$root/.lab" --budget "$budget"
      cp "$root/.lab/report.html" "$out/lab-report.html" 2>/dev/null
    fi
    # A batch interrupted after 30 s, then resumed: the second call must not redo what the
    # first finished (bundles carried in .batch: `limiter batch experiments --no-run -o .batch`).
    if [[ -d $root/.batch/bundles ]]; then
      timeout --preserve-status -s INT 30 "$build/bin/limiter" batch "$root/experiments" -o "$root/.batch" \
        --budget "$budget" >"$out/batch-interrupted.log" 2>&1
      echo "exit $?" >>"$out/batch-interrupted.log"
      step batch batch.log "$build/bin/limiter" batch "$root/experiments" -o "$root/.batch" \
        --budget "$budget"
      cp "$root/.batch/report.html" "$out/batch-report.html" 2>/dev/null
      # Two tasks of a Slurm job array, started as Slurm starts them (the --array-task entry
      # point, SLURM_ARRAY_TASK_ID), on the batch's bundles: their results against the batch's.
      slurm_check "$root/.batch" "$root/.slurm-check" >"$out/array-tasks.log" 2>&1
    fi
    # limiter profile on the programs of tests/profile, with the bundles carried in .profile.
    if [[ -d $root/.profile ]]; then
      OUT="$root/.profile-out" step profile profile.log bash "$root/scripts/profile-check.sh" "$build"
    fi
  }


nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu \
  --format=csv >"$out/nvidia-smi.csv" 2>&1 || true

echo
echo "== limiter gpu-check: logs in $out"
# The GPU tests by name (they must have run here), then totals; skips of the rewriter's tests
# (not built with LIMITER_WITH_CLANG=OFF) are only counted.
grep -E '(Devices|CliDevices|Calibrate|CliRunFaults|CliRunCounts|CliRunRegisterCap)\..*(Passed|Failed|Skipped)' \
  "$out/ctest.log" 2>/dev/null | sed -E 's/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: /  /; s/ \.+/ /'
grep -E 'tests passed|tests failed' "$out/ctest.log" 2>/dev/null | sed 's/^/  /'
echo "  skipped: $(grep -c '(Skipped)' "$out/ctest.log" 2>/dev/null || echo 0)"
grep -E '\(Failed\)' "$out/ctest.log" 2>/dev/null | sed 's/^/  FAILED /'
sed 's/^/  /' "$out/devices.log" 2>/dev/null
grep -E '^(verdict|achieved|  pass  |  FAIL  )' "$out/analyze-stencil.log" 2>/dev/null | sed 's/^/  analyze: /'
# One line per bundle: the verdict of each round, whether they agree, the last round's medians,
# the largest spread of the full kernel over the rounds, occupancy and achieved bandwidth.
python3 - "$root/.bundles" "$rounds" <<'PY' || true
import json, os, sys
base, rounds = sys.argv[1], int(sys.argv[2])
print(f"  {'kernel':34} {'verdicts (? uncertain)':44} {'same':4} {'full':>8} {'mem':>8} {'math':>8}"
      f" {'skel':>8} {'spread':>6} {'BW':>4} {'inst':>5} occupancy")
doubts = []
for name in sorted(os.listdir(base)):
    results = []
    for r in range(1, rounds + 1):
        path = os.path.join(base, name, f"round{r}", "results.json")
        results.append(json.load(open(path)) if os.path.exists(path) else None)
    if not any(results):
        continue
    def label(r):  # "memory-bound", or "memory-bound?" when uncertain
        v = (r or {}).get('verdict') or {}
        return v.get('limiter', '-') + ('?' if v.get('uncertain') else '')
    verdicts = [label(r) for r in results]
    last = [r for r in results if r][-1]
    t = {v['variant']: v for v in last['variants']}
    def ms(k):
        v = t.get(k, {}).get('time')
        return f"{v['median_ms']:8.4f}" if v else '       -'
    spread = max((({v['variant']: v for v in r['variants']}.get('full', {}).get('time') or {})
                  .get('rel_std_dev', 0) for r in results if r), default=0)
    matched = all(v['occupancy_matched'] for v in last['variants']
                  if v.get('time') and not v.get('what_if'))
    bw = (last.get('verdict') or {}).get('bandwidth_fraction')
    same = 'yes' if len(set(verdicts)) == 1 and '-' not in verdicts else 'NO'
    inst = {k: (t.get(k, {}).get('executed') or {}).get('inst') for k in ('full', 'mem')}
    ratio = f"{inst['mem'] / inst['full']:5.3f}" if inst['mem'] and inst['full'] else '    -'
    measured = [w for w in last.get('what_ifs', []) if w['status'] == 'measured']
    top = f"{measured[0]['what_if']} {100 * measured[0]['potential']:.0f}%" if measured else '-'
    print(f"  {last['kernel'][:34]:34} {'/'.join(verdicts):44} {same:4} {ms('full')} {ms('mem')}"
          f" {ms('math')} {ms('skeleton')} {100 * spread:5.2f}% {f'{100 * bw:3.0f}%' if bw else '   -'}"
          f" {ratio} {'matched' if matched else 'NOT matched'} {top}")
    for d in (last.get('verdict') or {}).get('doubts', []):
        doubts.append(f"  {name}: {d}")
print("  (inst: mem-only's executed instructions over full's; last: the top what-if's potential)")
print('\n'.join(doubts[:40]))
PY
sed -n '/^kernel /,$p' "$out/references.log" 2>/dev/null | sed 's/^/  references: /'
sed 's/^/  what-ifs: /' "$out/what-ifs.log" 2>/dev/null
sed 's/^/  spellings: /' "$out/spellings.log" 2>/dev/null
grep -E 'run failed|no bundle' "$out/references.log" 2>/dev/null | sed 's/^/  references: /'
if [[ -f $out/batch-interrupted.log ]]; then
  echo "  batch: interrupted run: $(grep -c '^ran ' "$out/batch-interrupted.log") ran, then" \
    "$(tail -1 "$out/batch-interrupted.log"); resumed run: $(grep -c '^earlier ' "$out/batch.log")" \
    "taken from before, $(grep -c '^ran ' "$out/batch.log") ran"
  grep -E 'experiments have results' "$out/batch.log" | sed 's/^/  batch: /'
fi
if compgen -G "$root/.bundles/*/round1/results.json" >/dev/null; then
  python3 - "$root"/.bundles/*/round1/results.json <<'PY' || true
import json, sys
print(f"  {'kernel (executed counts)':34} {'checks':7} full ld/st/fp32 -> mem, store, math")
for path in sys.argv[1:]:
    r = json.load(open(path))
    checks = r.get('executed_checks', [])
    failed = [c['check'] for c in checks if not c['passed']]
    e = {v['variant']: v.get('executed', {}) for v in r['variants']}
    def t(v):
        c = e.get(v) or {}
        return '/'.join(f"{c.get(k, 0):.0f}" for k in ('global_ld', 'global_st', 'fp32')) if c else '-'
    status = f"{len(checks) - len(failed)}/{len(checks)}" if checks else 'none'
    print(f"  {r['kernel'][:34]:34} {status:7} {t('full')} -> {t('mem')}, {t('store')}, {t('math')}"
          + (f"  FAILED: {', '.join(failed)}" if failed else ''))
PY
fi
grep -E '^compare ' "$out/array-tasks.log" 2>/dev/null | sed 's/^/  array task: /'
grep -E '^[a-z]+: limiter profile' "$out/profile.log" 2>/dev/null | sed 's/^/  profile: /'
if [[ -f $out/lab.log ]]; then
  grep -E '^[a-zA-Z0-9]+ +(ok|failed)' "$out/lab.log" | sed 's/^/  lab: /'
fi
printf '%-10s %-7s %5s  %s\n' step status time log
printf '%s\n' "${rows[@]}"
# Where only a few files may come back, one archive of the logs.
if [[ ${LIMITER_PACK_LOGS:-0} == 1 ]]; then
  (cd "$out" && tar -czf logs.tar.gz ./*.log ./*.csv 2>/dev/null && rm -f ./*.log ./*.csv)
fi
for r in "${rows[@]}"; do [[ $r == *FAILED* ]] && exit 1; done
exit 0
