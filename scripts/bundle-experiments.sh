#!/usr/bin/env bash
# Generates one bundle per experiment config (default: experiments/) into .bundles/ (git-ignored),
# on this machine with the rewriter, for scripts/gpu-check.sh to run on the GPU machine
# (carry .bundles and .deps there); and the bundles of limiter profile's test programs
# (tests/profile) into .profile/ (carry it too).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${1:-$root/experiments}
LIMITER_QUIET=1 "$root/scripts/setup.sh"
rm -rf "$root/.bundles"
mkdir -p "$root/.bundles"
# With the experiments, the GPU machine's own cases in tests/gpu (a kernel that launches
# kernels: relocatable code linked with the device runtime).
extra=$root/tests/gpu
[[ $dir == "$root/experiments" ]] || extra=
find "$dir" $extra -name '*.toml' ! -name course.toml | sort | while read -r config; do
  name=$(basename "$config" .toml)
  "$root/build/bin/limiter" generate --config "$config" -o "$root/.bundles/$name" >/dev/null
  echo "bundled $name"
done
du -sh "$root/.bundles"
if [[ $dir == "$root/experiments" ]]; then
  rm -rf "$root/.profile"
  mkdir -p "$root/.profile"
  for program in inplace:relax escape:escapeTime launches:sweep attenuate:attenuatePrecise \
    tally:tallyBytes chase:chaseHeavy; do
    "$root/build/bin/limiter" generate "$root/tests/profile/${program%%:*}.cu" \
      --kernel "${program##*:}" -o "$root/.profile/${program%%:*}" >/dev/null
  done
  # profile_chase's other kernels, for the block-size and shared-occupancy what-ifs in situ.
  for kernel in chains:chaseChains staged:stagedChains dynamic:stagedChainsDyn rows:chainPerBlock; do
    "$root/build/bin/limiter" generate "$root/tests/profile/chase.cu" --kernel "${kernel##*:}" \
      -o "$root/.profile/chase-${kernel%%:*}" >/dev/null
  done
  for config in relax relax-small escape; do
    "$root/build/bin/limiter" generate --config "$root/tests/profile/$config.toml" \
      -o "$root/.profile/$config-run" >/dev/null
  done
  echo "bundled tests/profile into .profile"
fi
