// What a branch's arms do that decides whether its work can move to other lanes
// (BranchArms.cpp): leaving the arm, barriers and collectives, branching on the thread's own
// values, indexing memory at the tested index shifted. The no-divergence what-if's plans
// (StridedBranches.cpp) ask these of every arm.

#ifndef LIMITER_REWRITERS_VARIANTS_BRANCHARMS_H
#define LIMITER_REWRITERS_VARIANTS_BRANCHARMS_H

#include "variants/StridedBranches.h"

#include "clang/AST/Stmt.h"

#include <set>
#include <string>
#include <vector>

namespace limiter {

/// What in the branch's body stops it from running in another thread's role, or empty:
/// leaving the body other than at its end, a barrier, a collective, a per-thread value from
/// before it. Loops and Switches count the statements around Body inside the branch that a
/// `continue` or a `break` would stay in.
/// A per-thread value from before the branch stops the roles only (Own is then null): where
/// each thread keeps its own, it reads its own values.
std::string whyBodyStays(const clang::Stmt *Body, const Uniformity &U,
                         const std::set<const clang::VarDecl *> *Own, int Loops = 0,
                         int Switches = 0);

/// Locals declared inside S: a per-thread value of the role's own.
void declaredIn(const clang::Stmt *S, std::set<const clang::VarDecl *> &Out);

/// Whether a statement of S (S itself included) branches or loops on a value of the thread's
/// own (the thread index, or anything not the same in every thread of the block).
bool branchesPerThread(const clang::Stmt *S, const Uniformity &U);

/// Whether E reads blockIdx, itself or through the initializer of a local it reads (to Depth
/// locals down).
bool readsBlockIdx(const clang::Stmt *E, int Depth = 3);

/// Whether one of Arms indexes memory at the test's value shifted (`s[t - 1]` under `t % 2 ==
/// 1`, `int j = lane - d; s[j]`, `*(s + t + 1)`, `seg[(w << 5) + lane - d]` under `lane >= d`;
/// not `in[blockIdx.x * blockDim.x + t]`): the value as the arms may read it, the thread index,
/// the lane's local or the grid's index. The test kept such an index in bounds for the threads
/// it picked, which a split gives the arm to no longer.
bool armsShiftTheTest(const std::vector<const clang::Stmt *> &Arms, const StrideTest &Test,
                      const Uniformity &U);

} // namespace limiter

#endif
