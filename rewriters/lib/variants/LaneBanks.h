// Whether a warp's lanes meet in distinct banks, told by evaluating each lane's index where no
// constant stride describes it (LaneBanks.cpp): an XOR swizzle (`tile[r * 32 + (c ^ r)]`), a
// rotation (`(t + r) % 32`), a butterfly partner (`s[t ^ m]`).

#ifndef LIMITER_REWRITERS_VARIANTS_LANEBANKS_H
#define LIMITER_REWRITERS_VARIANTS_LANEBANKS_H

#include "ast/ThreadUniformity.h"

#include "clang/AST/Expr.h"

#include <cstdint>
#include <vector>

namespace limiter {

/// Whether the 32 lanes of a warp that lies in one row of its block touch distinct banks, or
/// share an element, through Indices (one per dimension, outermost first; Inner the sizes of
/// the dimensions after the first; elements of Bytes each), for every one of a set of values
/// of what is the same in every lane (parameters, the block's and warp's place, loop counters:
/// zero, small numbers, powers of two and others, drawn independently for each). Each lane's
/// index is evaluated from threadIdx.x (the warp's first lane a multiple of 32), constants,
/// locals initialised once and only read, loop counters stepped alike in every lane, and
/// integer arithmetic (+ - * / % & | ^ << >> ~, conversions wrapping as C's do). False where
/// any index cannot be evaluated so, or where any sample finds two lanes' distinct words in
/// one bank.
bool lanesMeetBanksApart(const std::vector<const clang::Expr *> &Indices,
                         const std::vector<long long> &Inner, uint64_t Bytes, const Uniformity &U,
                         const clang::Stmt *Body);

} // namespace limiter

#endif
