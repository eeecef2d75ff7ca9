#!/usr/bin/env bash
# Makes build/bin/limiter from a fresh Debian 12 machine with the CUDA toolkit: installs the
# Debian packages that are missing, configures once, builds incrementally. Safe to run again;
# when everything is in place it only asks ninja whether anything changed.
#
# Environment: LIMITER_BUILD_DIR (default build), LIMITER_WITH_CLANG / LIMITER_WITH_CUDA
# (ON/OFF, default ON), LIMITER_QUIET=1 to send all output to stderr (used by scripts/limiter),
# LIMITER_BROWSER=1 to install chromium too (scripts/test.sh: the HTML report's browser test),
# LIMITER_FUZZ=ON to configure with clang-22, the sanitizers and the fuzz targets
# (scripts/sanitize.sh, scripts/fuzz.sh; use a build directory of its own), LIMITER_TARGETS to
# build only those targets (scripts/limiter: `limiter`, which brings its injection library).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LIMITER_BUILD_DIR:-$root/build}
with_clang=${LIMITER_WITH_CLANG:-ON}
with_cuda=${LIMITER_WITH_CUDA:-ON}
fuzz=${LIMITER_FUZZ:-OFF}
llvm=22

if [[ ${LIMITER_QUIET:-0} == 1 ]]; then exec 1>&2; fi

packages=(cmake ninja-build g++ libcli11-dev nlohmann-json3-dev libfmt-dev libgtest-dev
          libtomlplusplus-dev)
if [[ ${LIMITER_BROWSER:-0} == 1 ]]; then
  packages+=(chromium)
fi
if [[ $fuzz == ON ]]; then
  packages+=(clang-$llvm libclang-rt-$llvm-dev)
fi
if [[ $with_clang == ON ]]; then
  packages+=(clang-$llvm libclang-$llvm-dev libclang-cpp$llvm-dev llvm-$llvm-dev
             libclang-common-$llvm-dev)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=()
  if [[ $(id -u) != 0 ]]; then
    command -v sudo >/dev/null || { echo "setup: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if [[ $with_cuda == ON ]] && ! command -v nvcc >/dev/null; then
  for d in "${CUDA_PATH:-}" /usr/local/cuda; do
    if [[ -n $d && -x $d/bin/nvcc ]]; then export PATH="$d/bin:$PATH"; break; fi
  done
  command -v nvcc >/dev/null || {
    echo "setup: the CUDA toolkit (nvcc) was not found; install it from" \
         "https://developer.nvidia.com/cuda-downloads or set CUDA_PATH" >&2
    exit 1
  }
fi

if [[ ! -f $build/build.ninja ]]; then
  compilers=()
  if [[ $fuzz == ON ]]; then
    compilers=(-DCMAKE_CXX_COMPILER=clang++-$llvm -DLIMITER_FUZZ=ON)
  elif [[ $with_clang == ON ]]; then
    # The rewriter is built against clang-22's libraries, which it installs: compiled by
    # clang-22 with precompiled headers, the whole build takes about half the time g++ 12 does.
    compilers=(-DCMAKE_CXX_COMPILER=clang++-$llvm)
  fi
  cmake -S "$root" -B "$build" -G Ninja "${compilers[@]}" \
    -DLIMITER_WITH_CLANG="$with_clang" -DLIMITER_WITH_CUDA="$with_cuda"
fi
# LIMITER_TARGETS: only these (scripts/limiter: the tool and what it loads), else everything.
targets=()
for t in ${LIMITER_TARGETS:-}; do targets+=(--target "$t"); done
cmake --build "$build" -j "$(nproc)" "${targets[@]}"
