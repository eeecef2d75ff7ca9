// Blocks too small (a what-if) for a kernel that reads its block's index: a copy of full whose
// blocks run as rows of larger ones. `limiter run` launches it with blocks of (full's
// blockDim.x, k) and 1/k full's blocks along x (measure/BlockSize.cpp), so that row j of block
// b is full's block b * k + j: blockIdx.x reads `(blockIdx.x * blockDim.y + threadIdx.y)` and
// gridDim.x `(gridDim.x * blockDim.y)`, while threadIdx.x and blockDim.x are full's own.
// Full's blocks are one-dimensional (the runtime says not applicable otherwise), and full
// reads no threadIdx.y or blockDim.y (findBlockMerge). Each of full's blocks runs once, with the
// same work; only where the blocks lie on the multiprocessors changes: larger blocks, fewer of
// them, where a multiprocessor holds only so many. Made only for a kernel whose blocks share
// nothing (findBlockMerge); one whose work is free of its block size is launched with larger
// blocks as it is, with no copy (findBlockSplit).

#include "ast/BlockSplit.h"
#include "ast/BodyNodes.h"
#include "ast/ThreadUniformity.h"
#include "variants/RuleContext.h"

#include "clang/AST/Expr.h"

using namespace clang;

namespace limiter {

void applyBlockSizeRule(RuleContext &R, const FunctionModel &M) {
  for (const Expr *E : BodyNodes(M.Function->getBody()).Exprs) {
    if (!isa<PseudoObjectExpr>(E) && !isa<MemberExpr>(E))
      continue; // the read itself, not the parentheses or conversions around it
    auto [Var, Field] = builtinOf(E);
    if (!mergeRewrites(Var, Field))
      continue;
    const char *Text =
        Var == "blockIdx" ? "(blockIdx.x * blockDim.y + threadIdx.y)" : "(gridDim.x * blockDim.y)";
    if (R.replace(E, "a read of the block's place", {std::string(Text)}))
      R.count("block_reads_merged");
  }
}

} // namespace limiter
