// Whether a kernel's work is the same however its threads are split into blocks along x: the
// block-size what-if launches it with larger blocks and fewer of them (BlockSplit.cpp).

#ifndef LIMITER_REWRITERS_BLOCKSPLIT_H
#define LIMITER_REWRITERS_BLOCKSPLIT_H

#include "clang/AST/ASTContext.h"

#include <string>

namespace limiter {

/// Free: the split is the kernel's own business; else WhyNot says what ties it.
struct BlockSplitFinding {
  bool Free = false;
  std::string WhyNot;
};

/// A kernel whose threads read their place along x only as their global index
/// (`blockIdx.x * blockDim.x + threadIdx.x`, the product in any order, either side of the sum)
/// and the grid's width (`gridDim.x * blockDim.x`), that reads no built-in whole (`dim3 b =
/// blockDim`, a uint3 argument: its x goes where this cannot follow), and that shares nothing
/// within a block or
/// a warp: no shared memory, no barrier, no warp collective (shuffle, vote, match, reduce,
/// __syncwarp, __activemask), no cooperative group, no inline assembly naming a thread's place
/// or a barrier, in its body or any function it calls. Launched with k times the threads per
/// block and 1/k the blocks along x, each global index is run by one thread as before, with
/// the same work. The y and z dimensions are left alone. Conservative: a kernel it refuses may
/// still be free.
BlockSplitFinding findBlockSplit(clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel);

} // namespace limiter

#endif
