#!/usr/bin/env bash
# limiter batch --slurm end to end on a real one-node Slurm (tests/slurm/cluster.sh): submit,
# the array's tasks, collect, resubmit only what is missing, cancel and resume, the generation
# job. On a machine without a GPU every run records "no GPU" (LIM009) as its result, which is
# what is checked. Exits 77 (skipped) where Slurm cannot be installed.
#
#   array-test.sh LIMITER_BINARY SOURCE_DIR
set -uo pipefail
limiter=$1
source_dir=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

skip() {
  echo "SKIPPED: $*" >&2
  exit 77
}
for tool in sbatch squeue scancel slurmctld slurmd munged; do
  command -v "$tool" > /dev/null 2>&1 && continue
  if [[ $(id -u) -ne 0 ]] || ! command -v apt-get > /dev/null; then
    skip "Slurm is not installed and cannot be installed here (needs root and apt-get)"
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q slurmctld slurmd slurm-client munge > /dev/null 2>&1 ||
    { apt-get update -q > /dev/null 2>&1 &&
      apt-get install -y -q slurmctld slurmd slurm-client munge > /dev/null 2>&1; } ||
    skip "cannot install slurmctld slurmd slurm-client munge with apt-get"
  break
done
[[ $(id -u) -eq 0 ]] || skip "the one-node cluster runs its daemons as root"

work=$(mktemp -d /tmp/limiter-slurm.XXXXXX)
state=$work/cluster
cleanup() {
  bash "$here/cluster.sh" stop "$state"
  if [[ ${failures:-1} -eq 0 ]]; then rm -rf "$work"; else echo "kept $work" >&2; fi
}
trap cleanup EXIT
SLURM_CONF=$(bash "$here/cluster.sh" start "$state") || {
  echo "FAIL: the cluster did not start"
  exit 1
}
export SLURM_CONF

failures=0
check() { # check DESCRIPTION COMMAND...
  if "${@:2}"; then
    echo "ok   $1"
  else
    echo "FAIL $1"
    failures=$((failures + 1))
  fi
}
# Waits until none of the job's tasks is pending or running (two minutes at most).
wait_for() {
  for _ in $(seq 240); do
    [[ -z $(squeue -h -r -j "$1" -t PENDING,RUNNING,CONFIGURING,COMPLETING -o %i 2> /dev/null) ]] &&
      return 0
    sleep 0.5
  done
  echo "job $1 did not finish" >&2
  squeue -r >&2
  return 1
}
job_of() { sed -n 's/^submitted job array \([0-9]*\).*/\1/p' "$1"; }
entry() {
  python3 -c 'import json,sys; e=json.load(open(sys.argv[1])); print(e["status"], e["reason"][:6])' \
    "$1" 2> /dev/null
}
tasks_of() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["tasks"])' "$1"; }

exps=$work/exps
out=$work/out
mkdir -p "$exps"
experiment() {
  cat > "$exps/$1.toml" <<TOML
source = "$source_dir/kernels/streaming/saxpy.cu"
kernel = "saxpy"
[launch]
grid = 4
block = 256
[params]
n = $2
a = 2.0
x = { elements = "n" }
y = { elements = "n" }
TOML
}
experiment e0 1024
experiment e1 2048
experiment e2 3072

# The script, without submitting.
"$limiter" batch "$exps" -o "$out" --slurm --dry-run --per-task 2 --time 00:05:00 \
  --sbatch-arg=--mem=1G > "$work/dry.txt"
check "dry run prints the array script" grep -q '^#SBATCH --array=0-1$' "$work/dry.txt"
check "dry run asks one GPU per task" grep -q '^#SBATCH --gpus-per-task=1$' "$work/dry.txt"
check "dry run passes --time and free options" \
  grep -qz 'SBATCH --time=00:05:00.*SBATCH --mem=1G' "$work/dry.txt"
check "dry run submits nothing" test ! -e "$out/slurm"

# Submit: two tasks (two experiments, then one), one GPU each.
"$limiter" batch "$exps" -o "$out" --slurm --per-task 2 --time 00:05:00 > "$work/submit1.txt" 2>&1
job1=$(job_of "$work/submit1.txt")
check "first submission accepted" test -n "$job1"
wait_for "$job1"
for e in e0 e1 e2; do
  check "task recorded no GPU for $e" \
    test "$(entry "$out/results/$e/batch-entry.json")" = "failed LIM009"
done
check "each task left its log" test -s "$out/slurm/logs/submission-1-task-1.out"
"$limiter" batch "$out" --status > "$work/status1.txt"
check "status rebuilds batch.json" test -s "$out/batch.json"
check "status shows the failures" test "$(grep -c 'failed .*LIM009' "$work/status1.txt")" -eq 3

# Again: nothing is missing; the failed ones go again only when asked.
"$limiter" batch "$exps" -o "$out" --slurm > "$work/submit2.txt" 2>&1
check "resubmission submits nothing when nothing is missing" \
  grep -q '^nothing to submit' "$work/submit2.txt"

# A new experiment, held in the queue, then cancelled: resumable.
experiment e3 4096
"$limiter" batch "$exps" -o "$out" --slurm --sbatch-arg=--begin=now+1hour > "$work/submit3.txt" 2>&1
job3=$(job_of "$work/submit3.txt")
check "only the new experiment is submitted" \
  test "$(tasks_of "$out/slurm/submission-2.json")" = "[['e3']]"
"$limiter" batch "$out" --status > "$work/status3.txt"
check "status shows it queued" grep -q '^e3 *queued' "$work/status3.txt"
"$limiter" batch "$exps" -o "$out" --slurm > "$work/submit4.txt" 2>&1
check "a queued experiment is not submitted twice" grep -q '^nothing to submit' "$work/submit4.txt"
scancel "$job3"
wait_for "$job3"
"$limiter" batch "$out" --status > "$work/status5.txt"
check "the cancelled one has no result" test ! -e "$out/results/e3/batch-entry.json"
check "status shows it cancelled" grep -qE '^e3 *(cancelled|not run)' "$work/status5.txt"
"$limiter" batch "$exps" -o "$out" --slurm > "$work/submit6.txt" 2>&1
job6=$(job_of "$work/submit6.txt")
check "resume submits the cancelled one only" \
  test "$(tasks_of "$out/slurm/submission-3.json")" = "[['e3']]"
wait_for "$job6"
check "the resumed one ran" test "$(entry "$out/results/e3/batch-entry.json")" = "failed LIM009"

# --retry-failed --force, with the bundles generated in a CPU job that the array waits for.
for e in e0 e1 e2 e3; do touch -d '1 hour ago' "$out/results/$e/batch-entry.json"; done
"$limiter" batch "$exps" -o "$out" --slurm --retry-failed --force --generate-in-job \
  --generate-cpus 1 --per-task 3 > "$work/submit7.txt" 2>&1
job7=$(job_of "$work/submit7.txt")
check "retry submits every failed one" \
  test "$(tasks_of "$out/slurm/submission-4.json")" = "[['e0', 'e1', 'e2'], ['e3']]"
check "the array waits for the generation job" grep -q 'after generation job' "$work/submit7.txt"
wait_for "$job7"
check "the generation job left its log" test -s "$out/slurm/logs/submission-4-generate.out"
for e in e0 e1 e2 e3; do
  check "retried $e recorded" test "$(entry "$out/results/$e/batch-entry.json")" = "failed LIM009"
  check "retried $e ran again" test -n "$(find "$out/results/$e/batch-entry.json" -mmin -30)"
done
for b in "$out"/bundles/*; do
  check "bundle $(basename "$b") is whole" test -s "$b/manifest.json" -a -s "$b/variants.cu"
done

# A task cancelled while it runs (here while it makes its bundles, as the generation job was
# cancelled): the scheduler's SIGTERM stops it, nothing counts as finished, and a resubmission
# runs the experiments.
experiment e4 5120
experiment e5 6144
"$limiter" batch "$exps" -o "$out" --slurm --generate-in-job --generate-cpus 1 --per-task 2 \
  --sbatch-arg=--begin=now+1hour > "$work/submit8.txt" 2>&1
job8=$(job_of "$work/submit8.txt")
gen8=$(sed -n 's/.*after generation job \([0-9]*\).*/\1/p' "$work/submit8.txt")
scancel "$gen8"
scontrol update JobId="$job8" StartTime=now
for _ in $(seq 100); do
  [[ -n $(squeue -h -r -j "$job8" -t RUNNING -o %i) ]] && break
  sleep 0.2
done
sleep 0.3
scancel "$job8"
wait_for "$job8"
check "a task cancelled while running records nothing" \
  test ! -e "$out/results/e4/batch-entry.json" -a ! -e "$out/results/e5/batch-entry.json"
for b in "$out"/bundles/*; do
  check "bundle $(basename "$b") is whole after the cancel" test -s "$b/manifest.json"
done
"$limiter" batch "$exps" -o "$out" --slurm > "$work/submit9.txt" 2>&1
job9=$(job_of "$work/submit9.txt")
check "resume submits the cancelled running task's experiments" \
  test "$(tasks_of "$out/slurm/submission-6.json")" = "[['e4'], ['e5']]"
wait_for "$job9"
for e in e4 e5; do
  check "resumed $e ran" test "$(entry "$out/results/$e/batch-entry.json")" = "failed LIM009"
done

# A bad option is refused by sbatch with a coded error, and nothing is left recorded.
"$limiter" batch "$exps" -o "$out" --slurm --force --partition no-such-partition \
  > "$work/bad.txt" 2>&1
check "sbatch's refusal is LIM018" grep -q 'LIM018' "$work/bad.txt"
check "a refused submission leaves no record" test ! -e "$out/slurm/submission-7.json"

echo "$failures failures"
[[ $failures -eq 0 ]]
