// How a branch's condition picks its threads by the thread index (StrideTests.cpp): a stride
// test `x % m == r` and its mask form, shifted or on the grid's index, or a range test `x % m
// < k`; the analysis of the branch around it is StridedBranches.cpp's.

#ifndef LIMITER_REWRITERS_VARIANTS_STRIDETESTS_H
#define LIMITER_REWRITERS_VARIANTS_STRIDETESTS_H

#include "variants/StridedBranches.h"

#include <optional>

namespace limiter {

/// E's stride or range test on the thread index (StrideTest), where E is one.
std::optional<StrideTest> strideTest(const clang::Expr *E, const Uniformity &U);

/// T of x = A + T, x a test's value on the grid's index (`i % 2` with `int i = blockIdx.x *
/// blockDim.x + threadIdx.x`): the sum itself, or an integer local initialised to it and never
/// written, of 32 bits or more (an unsigned one of 16); T the thread index as U reads it, A the
/// same in the whole block. Null where x is none.
const clang::Expr *gridThreadOf(const clang::Expr *X, const Uniformity &U);

} // namespace limiter

#endif
