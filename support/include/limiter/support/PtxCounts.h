// The counts of PTX instructions by class, whole and by source line: the vocabulary of
// PtxStats.h, the fidelity checks and the manifest's ptx_counts.

#ifndef LIMITER_SUPPORT_PTXCOUNTS_H
#define LIMITER_SUPPORT_PTXCOUNTS_H

#include <map>
#include <string>

namespace limiter {

/// Static instruction counts of one PTX function, keyed by class:
///   "ld.global.32", "st.shared.128", ... memory instructions by space and width in bits
///     (a vector access counts once, at its full width);
///   "atom.global", "atom.shared"  atomics and reductions;
///   "cp.async.global"  asynchronous copies from global into shared memory (cp.async);
///   "ld.table.32", ...  global loads from a module-scope table the project does not define
///     (the math library's reduction tables, curand's matrices): the library's arithmetic,
///     not the kernel's memory traffic; only when the project's variables are given;
///   "warp"  shuffles, votes, matches, redux reductions and syncs (bar.warp.sync) within a warp;
///   "barrier"  block and cluster barriers (bar, barrier: __syncthreads, a block's sync);
///   "fp32", "fp64", "fp16", "sfu", "int", "cvt", "setp", "branch", "other".
using InstructionCounts = std::map<std::string, unsigned>;

/// Counts by source line ("FILE:LINE"; see countPtxEntryLines).
using LineCounts = std::map<std::string, InstructionCounts>;

} // namespace limiter

#endif
