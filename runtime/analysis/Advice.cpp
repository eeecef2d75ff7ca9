// The verdict's advice: fixed sentences per bound class, and sentences chosen by the evidence
// for kernels the twins cannot separate.

#include "analysis/Advice.h"

#include <algorithm>

namespace limiter {

const std::vector<std::string> MemoryAdvice = {
    "make each warp's accesses coalesced: consecutive threads on consecutive addresses, "
    "staging through shared memory where the natural order is strided (transpose study)",
    "keep more memory accesses in flight: more independent loads per thread, or more "
    "resident warps",
    "load wider (float2/float4) where the data are aligned, so that fewer instructions move "
    "the same bytes",
    "read data used once with non-caching or streaming loads (__ldcs, __ldg for read-only "
    "data) so that they do not evict reused lines",
    "remove traffic: fuse kernels, keep reused values in registers or shared memory"};

const std::vector<std::string> MathAdvice = {
    "use the fast intrinsics where their accuracy suffices (__expf, __sinf, __fdividef), "
    "or compile with -use_fast_math",
    "flush denormals (-ftz=true) and use approximate division and square root "
    "(-prec-div=false, -prec-sqrt=false)",
    "write single-precision literals (2.0f, not 2.0): a double literal turns the expression "
    "into double arithmetic",
    "move work out of inner loops, replace divisions by multiplications by reciprocals, and "
    "avoid integer division and modulo by non-constants",
    "reduce divergence inside warps so that no lane waits on the other branch"};

const std::vector<std::string> LatencyAdvice = {
    "raise occupancy: fewer registers per thread (__launch_bounds__, -maxrregcount), less "
    "shared memory per block, or a block size that fits more blocks per multiprocessor",
    "give each thread more independent work (several elements, unrolled) so that memory and "
    "arithmetic of different elements overlap",
    "shorten the phases between barriers, or split the block's work so that other blocks "
    "can run while one waits at __syncthreads",
    "launch enough blocks to fill every multiprocessor several times over"};

const std::vector<std::string> FloorAdvice = {
    "give each thread more work (several elements per thread, or a grid-stride loop over a grid "
    "sized to the GPU), so that fewer blocks carry the same work and their start-up is paid "
    "less often",
    "launch larger blocks (128 to 256 threads): small blocks hit the per-multiprocessor limit "
    "on resident blocks long before its thread limit, and each block costs a scheduling step",
    "launch less often: fuse the kernel with its producer or consumer, or capture repeated "
    "launches in a CUDA graph, so that the launch cost is paid once for more work"};

namespace {

bool causedBy(const Separation &S, const std::string &What) {
  return std::any_of(S.Causes.begin(), S.Causes.end(),
                     [&](const std::string &C) { return C.starts_with(What); });
}

} // namespace

std::vector<std::string> inseparableAdvice(const Separation &S, bool ArithmeticKept) {
  std::vector<std::string> Out;
  bool Addresses = causedBy(S, "addresses");
  unsigned Atomics = S.SharedAtomics + S.GlobalAtomics;
  if (Atomics && Addresses)
    Out.push_back(
        "the full kernel makes " + std::to_string(Atomics) + " atomic instruction" +
        (Atomics == 1 ? "" : "s") + " (" + std::to_string(S.SharedAtomics) + " shared, " +
        std::to_string(S.GlobalAtomics) +
        " global), and the loaded data decide addresses: where they decide an atomic's, the "
        "lanes of a warp that hit the same address are serialized and the cost follows the "
        "data. Aggregate within the warp first (__match_any_sync, or a warp-level sort), or "
        "give each warp its own copy of the bins");
  if (Addresses)
    Out.push_back("the loaded data decide where the kernel reads or writes (a gather, a scatter, "
                  "bins): the time is that of the access pattern the data make. Sorting or "
                  "grouping the data so that a warp's lanes touch neighbouring addresses is "
                  "what moves it");
  if (causedBy(S, "branches"))
    Out.push_back("the loaded data decide branches: lanes of one warp that go different ways "
                  "run both sides in turn. Group the work by the way it branches, or compute "
                  "both sides without branching where they are short");
  if (causedBy(S, "trip counts"))
    Out.push_back("the loaded data decide how long loops run: a warp runs as long as its "
                  "longest lane. Balance the work per warp (split long items, or hand out "
                  "work dynamically)");
  if (ArithmeticKept)
    Out.push_back("the arithmetic that memory-only keeps computes addresses or decides "
                  "branches: cheaper index arithmetic (precomputed offsets, no division or "
                  "modulo by variables) shortens the memory side itself");
  Out.push_back("read the limit from the hardware counters instead, where the twins cannot "
                "split the kernel: Nsight Compute's speed-of-light and memory workload sections "
                "(ncu --section SpeedOfLight --section MemoryWorkloadAnalysis) say which unit "
                "is busiest");
  return Out;
}

} // namespace limiter
