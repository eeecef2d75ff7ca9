// How a branch's condition picks its threads by the thread index (StrideTests.cpp): a stride
// test `x % m == r` and its mask form, shifted or on the grid's index, or a range test `x % m
// < k`; the analysis of the branch around it is StridedBranches.cpp's.

#ifndef LIMITER_REWRITERS_VARIANTS_STRIDETESTS_H
#define LIMITER_REWRITERS_VARIANTS_STRIDETESTS_H

#include "variants/StridedBranches.h"

#include <optional>
#include <utility>
#include <vector>

namespace limiter {

/// E's stride or range test on the thread index (StrideTest), where E is one.
std::optional<StrideTest> strideTest(const clang::Expr *E, const Uniformity &U);

/// T of x = A + T, x a test's value on the grid's index (`i % 2` with `int i = blockIdx.x *
/// blockDim.x + threadIdx.x`): the sum itself, or an integer local initialised to it and never
/// written, of 32 bits or more (an unsigned one of 16); T the thread index as U reads it, A the
/// same in the whole block. Null where x is none.
const clang::Expr *gridThreadOf(const clang::Expr *X, const Uniformity &U);

/// The else-ifs after If that, with If's own test, pick the threads of distinct residues of one
/// stride, each arm its own (`if (t % 4 == 0) ... else if (t % 4 == 1) ... else ...`, or the
/// mask form): each test the whole condition of its if, not a range and not negated, on the
/// same value (the thread index, a constant shift of it or the grid's index), the same constant
/// stride and shift, with a constant residue below the stride that no other test of the chain
/// picks. In order; empty where If's else is no such if.
std::vector<std::pair<const clang::IfStmt *, StrideTest>>
residueChain(const clang::IfStmt *If, const StrideTest &Test, const Uniformity &U);

/// A switch on a remainder of the thread index (`switch (t % 4)`, `switch ((t + 1) & 3)`, or of
/// the grid's index with a power of two): its test, with no residue (Offset null), where its
/// stride is an integer constant and every case label a constant (no GNU range); none
/// otherwise.
std::optional<StrideTest> switchTest(const clang::SwitchStmt *Switch, const Uniformity &U);

/// The stride a test's text makes, m of `x % m` or k + 1 of `x & k`, where it is an integer
/// constant; 0 where it is not.
long long constantStride(const StrideTest &Test, clang::ASTContext &Ctx);

} // namespace limiter

#endif
