// Cooperative groups' blocks and warp tiles as the thread index: a thread_block's members, a
// block's rank, and a tile's rank, which is the block's modulo the tile's size
// (GroupRanks.cpp).

#ifndef LIMITER_REWRITERS_GROUPRANKS_H
#define LIMITER_REWRITERS_GROUPRANKS_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"

#include <initializer_list>

namespace limiter {

/// `G.Method()` of cooperative groups' thread_block, Method one of Methods (its members are
/// static in CUDA's headers: the same whatever the object, `cg::this_thread_block().size()`
/// too), through casts; or null.
const clang::CallExpr *blockGroupCall(const clang::Expr *E,
                                      std::initializer_list<llvm::StringRef> Methods);

/// `block.thread_rank()`: the thread's rank in its block over all three dimensions, in warp
/// order.
inline bool isBlockRank(const clang::Expr *E) { return blockGroupCall(E, {"thread_rank"}); }

/// N where E is `t.thread_rank()` of cooperative groups' `thread_block_tile<N>` whose parent
/// is the block or another such tile (`tiled_partition<N>(block)`): the block's linear rank
/// modulo N, as the tiles cut the block in warp order; 0 for anything else (a tile of a
/// coalesced group numbers only the threads that came).
unsigned tileRankSize(const clang::Expr *E);

/// Whether T is cooperative groups' thread_block, an object the same in every thread of the
/// block (its members read the block's dimensions and the thread's own index).
bool isBlockGroupType(clang::QualType T);

} // namespace limiter

#endif
