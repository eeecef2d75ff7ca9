// Whether a kernel's work is the same however its threads are split into blocks along x: the
// block-size what-if launches it with larger blocks and fewer of them (BlockSplit.cpp).

#ifndef LIMITER_REWRITERS_BLOCKSPLIT_H
#define LIMITER_REWRITERS_BLOCKSPLIT_H

#include "clang/AST/ASTContext.h"

#include <string>
#include <vector>

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

/// Whether a kernel's blocks can run as rows of larger blocks: a kernel that shares nothing
/// within a block (no shared memory, no block barrier, no cooperative group, no block-scope
/// atomic, no inline assembly naming a thread's place, its block's or a barrier), in its body
/// or any function it calls, whose place built-ins are read only by member (`blockIdx.x`, not
/// `dim3 b = blockIdx`) and only in the functions limiter clones (not in CUDA's headers), that
/// reads neither threadIdx.y nor blockDim.y (its blocks' y becomes the rows), and that sets no
/// `__launch_bounds__`. Warp collectives are allowed: a row of whole warps keeps
/// its warps. Launched with blocks of (blockDim.x, k) and 1/k the blocks along x, with
/// blockIdx.x read as `blockIdx.x * blockDim.y + threadIdx.y` and gridDim.x as
/// `gridDim.x * blockDim.y` (BlockSizeRule.cpp), each of full's blocks runs as one row, with
/// the same work. Reads is the number of reads the rule rewrites (blockIdx.x, gridDim.x), each
/// place in the text once, over every instantiation.
struct BlockMergeFinding {
  bool Mergeable = false;
  std::string WhyNot;
  unsigned Reads = 0;
};
BlockMergeFinding findBlockMerge(clang::ASTContext &Ctx,
                                 const std::vector<const clang::FunctionDecl *> &Instantiations);

/// Whether a built-in read (Var, Field) is one the block-size what-if's rule rewrites.
bool mergeRewrites(const std::string &Var, const std::string &Field);

} // namespace limiter

#endif
