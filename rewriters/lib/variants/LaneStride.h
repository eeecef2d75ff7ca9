// How far apart a warp's lanes' indices lie, where the rewriter can tell (LaneStride.cpp): the
// coalesced what-if then finds a warp's run from the stride, without warp-wide operations.

#ifndef LIMITER_REWRITERS_VARIANTS_LANESTRIDE_H
#define LIMITER_REWRITERS_VARIANTS_LANESTRIDE_H

#include "ast/ThreadUniformity.h"

#include "clang/AST/Expr.h"

#include <optional>
#include <vector>

namespace limiter {

/// The constant k for which the sum of Terms is k * threadIdx.x (or k times cooperative groups'
/// `block.thread_rank()`, one more in each lane of a warp) plus values the same in every
/// lane of a warp that lies in one row of its block: constants, what every thread of the block
/// shares (U), blockIdx, blockDim, gridDim, threadIdx.y and .z, any arithmetic of these, and
/// locals initialised to such sums, never aliased in Body, and never written or written only
/// under control the same in every thread with the same stride again (through sums,
/// differences, products by and left shifts by constants, and integer conversions that are
/// neither narrower, nor to or from bool, nor an unsigned value widened). Then lane l's index is
/// the warp's first lane's plus k * l wherever the warp is whole and blockDim.x a multiple of 32
/// (lim::warp_run_linear checks both at run time). None otherwise, or where |k| reaches 2^25.
std::optional<long long> laneStride(const std::vector<const clang::Expr *> &Terms,
                                    const Uniformity &U, const clang::Stmt *Body);

/// laneStride, where a clamp of such a sum to a value the same in every lane (`min(x, w -
/// 1)`, `max(x, 0)`, through calls of the math library's integer minimum and maximum) has the
/// sum's stride: each lane's index is its own or the clamp's, so the warp's elements lie k
/// apart or meet at one. For the coalesced what-if's test of an access coalesced already, not
/// for re-indexing (the lanes' indices are not the first's plus k * l).
std::optional<long long> laneStrideUpToClamps(const std::vector<const clang::Expr *> &Terms,
                                              const Uniformity &U, const clang::Stmt *Body);

/// Whether Pointer provably differs between the lanes of a warp in one block row: a row pointer
/// per lane (`(const float *)((const char *)img + y * pitch)`, `in + y * n`, y of a nonzero lane
/// stride, the pitch the same in every lane), through casts and locals set once.
bool pointerVariesByLane(const clang::Expr *Pointer, const Uniformity &U, const clang::Stmt *Body);

/// Whether Pointer is the same in every lane of a warp in one block row: one the block shares
/// plus an offset of lane stride 0 (`(const float *)((const char *)img + row * pitch)`, row
/// from threadIdx.y), through casts and locals set once.
bool pointerSameInWarp(const clang::Expr *Pointer, const Uniformity &U, const clang::Stmt *Body);

} // namespace limiter

#endif
