#!/usr/bin/env bash
# Temporary: one GPU call (not committed).
set -u
export LIMITER_SKIP_TESTS=${LIMITER_SKIP_TESTS:-1} LIMITER_SKIP_REFERENCES=1 LIMITER_ROUNDS=1 LIMITER_RUN_BUDGET=5
export LIMITER_SKIP_LONGRUN=1
[[ ${NO_PROFILE:-0} == 1 ]] && mv .profile /tmp/profile-hold 2>/dev/null
OUT=$OUT/gc bash scripts/gpu-check.sh 2>&1 | tail -60
mkdir -p $OUT/keep
for b in .bundles/*/; do
  n=$(basename $b)
  mkdir -p /tmp/res/$n && cp $b/round1/results.json $b/round1/results.md /tmp/res/$n/ 2>/dev/null
done
cp -r .profile-out/attenuate /tmp/res/profile-attenuate 2>/dev/null
cp .profile-out/*.txt /tmp/res/ 2>/dev/null
tar -czf $OUT/keep/res.tgz -C /tmp res
