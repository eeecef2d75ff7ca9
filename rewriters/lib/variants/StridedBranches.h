// The analysis behind the no-divergence what-if (NoDivergenceRule.cpp): the branches that
// pick their threads by a stride of the thread index, and how each one's work can reach whole
// warps (the roles, the split) or why it stays as written.

#ifndef LIMITER_REWRITERS_STRIDEDBRANCHES_H
#define LIMITER_REWRITERS_STRIDEDBRANCHES_H

#include "ast/BodyNodes.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// A condition's stride test on the thread index: `x % m == r` (either side of the `==`) or
/// `(x & k) == r` (a stride of k + 1 where that is a power of two); x may carry a constant
/// shift, `(x + c) % m == r` (a scan's `(t + 1) % (2 * d) == 0`).
struct StrideTest {
  const clang::Expr *Test = nullptr;   ///< the whole test (`x % m == r`)
  const clang::Expr *Stride = nullptr; ///< m, or k of the mask form
  const clang::Expr *Offset = nullptr; ///< r; null for 0 (the mask form's usual `== 0`)
  bool Mask = false;
  /// An unsigned `x % m == 0`: a stride whatever m is, as m == 0 would leave full's own test
  /// undefined; or a stride the source proves a power of two (`x % (2 * s) == 0`,
  /// `(x & (2 * s - 1)) == 0`, s doubling from one): the what-if then asks nothing of m at run
  /// time.
  bool Known = false;
  /// `x % m != r`, or the bare `x % m` / `x & k` read as a truth value: the branch takes the
  /// threads the stride does not pick.
  bool Negated = false;
  /// c of `(x + c) % m`, an integer constant from 0 to 1024, or null: the test picks the
  /// threads with x % m == (r - c) mod m, the roles' residue (lim::stride_residue).
  const clang::Expr *Shift = nullptr;
  /// x where it is an index of the grid, not the thread index: `i % 2 == 0` with i = A + T,
  /// A the same in the whole block (`blockIdx.x * blockDim.x`) and T the thread index
  /// (GridThread); m a power of two. The test picks the threads with T % m == (r - A) mod m,
  /// A taken at run time as x - T (lim::stride_residue): split only.
  const clang::Expr *Grid = nullptr;
  const clang::Expr *GridThread = nullptr;
  /// `x % m < k` (Offset: k; `x & (m - 1) < k` in the mask form): the threads whose residue is
  /// one of the first k of every m, a warp's lower half in `t % 32 < 16`. `<=` is Inclusive
  /// (k + 1 of them); `>=` and `>` are Negated. Split only.
  bool Range = false;
  bool Inclusive = false;
  /// The type the range's comparison is made in (an unsigned one turns a negative k into a
  /// large one), its bound taken so.
  clang::QualType Compared = {};
  /// Where x is a local set once to the remainder (`lane = threadIdx.x & 31`, then `lane <
  /// 16`): the thread index its initialiser reads, named again where the branch is. Where x
  /// is a tile's rank (`warp.thread_rank() & 1`, or a local holding it, the stride dividing
  /// the tile's size): that call, the block's rank taken in its place. Split only.
  const clang::Expr *Thread = nullptr;
  /// That local (`lane`), or null.
  const clang::VarDecl *Lane = nullptr;
};

/// How a branch's work reaches whole warps.
enum class Form {
  /// Thread p plays the role of the p-th thread the stride picks (full's data, one arm).
  Roles,
  /// Each thread keeps its own index and values; the arm's threads become the block's first
  /// (or, negated, its last), as many as the stride picks: an if/else, a negated test, or a
  /// body that reads values of its own thread.
  Split,
};

/// Why the branch keeps its lanes (Kept non-empty), or the form its work takes.
struct Plan {
  std::string Kept;
  Form How = Form::Roles;
  /// The else-ifs split with the branch, each test a residue of its stride of its own
  /// (residueChain): the first threads take the first arm, the next ones the next, and so on.
  std::vector<std::pair<const clang::IfStmt *, StrideTest>> Chain = {};
};

/// The branches of Body whose condition holds a stride test on the thread index, outermost
/// only, in source order.
std::vector<std::pair<const clang::IfStmt *, StrideTest>>
stridedBranches(const BodyNodes &Body, const Uniformity &U);

/// How the branch's work reaches whole warps, or why it stays (Plan::Kept). ExitsVary: the
/// kernel leaves on a condition of the thread's own somewhere; ExitsInBlock: one such exit
/// is not a bounds guard on the grid's index.
Plan planOf(const clang::IfStmt *If, const StrideTest &Test, const Uniformity &U, bool ExitsVary,
            bool ExitsInBlock);

/// The switches of Body on a remainder of the thread index (switchTest), outermost among them,
/// in source order.
std::vector<std::pair<const clang::SwitchStmt *, StrideTest>> stridedSwitches(const BodyNodes &Body,
                                                                              const Uniformity &U);

/// How a switch on a remainder of the thread index is split (each case's threads a run of the
/// block's first, in the order of the labels), or why it stays (Plan::Kept).
Plan planOfSwitch(const clang::SwitchStmt *Switch, const StrideTest &Test, const Uniformity &U,
                  bool ExitsInBlock);

/// Whether the thread's own conditions around an exit all read the block's index, as a bounds
/// guard (`if (i >= n) return;`, i counting threads of the grid) does: only the grid's last
/// block loses threads to it.
bool exitsAtGridTail(const clang::Stmt *Exit, const Uniformity &U);

/// Calls Each for every use of the thread index in S (threadIdx.x, the block's linear thread
/// id written in place, or a local holding one), without looking inside one.
template <class F> void forEachThreadIndexUse(const clang::Stmt *S, const Uniformity &U, F Each) {
  if (!S)
    return;
  if (const auto *E = llvm::dyn_cast<clang::Expr>(S);
      E && U.isThreadIndex(E) &&
      (llvm::isa<clang::DeclRefExpr>(E) || isThreadIdxX(E) || isLinearThreadId(E))) {
    Each(E);
    return;
  }
  for (const clang::Stmt *Child : S->children())
    forEachThreadIndexUse(Child, U, Each);
}

} // namespace limiter

#endif
