// No divergence (a what-if): a copy of full whose branches that pick lanes by a stride of the
// thread index (`if (t % (2 * d) == 0)`, `if ((t & (m - 1)) == 0)`: a tree reduction's
// interleaved steps, every other lane's work) give their work to the first threads of the
// block, so that whole warps work or idle, and nothing else. Thread p plays the role
// q = p * m + r of the thread that took the branch in full: the condition is full's, asked of
// q (and that q is a thread of the block), and inside the branch every use of the thread index
// is q (but a shared row's index, below). So the branch runs exactly the roles it ran in full,
// each once: the work is unchanged, only which lanes do it, and so how many warps a step keeps
// busy. The test itself becomes a multiply, a minimum and a compare, where the fix's is a
// multiply and a compare (the division of `t % m` goes with the divergence); an unsigned
// `t % m == 0` is a stride whatever m is, and asks nothing more, while any other form first
// checks, at run time, that m and r make one. Its time is what the divergence costs.
//
// Whole warps on a stride's roles meet in fewer banks than full's few lanes did (a warp's
// roles 2d apart land on 32/2d banks; full's lanes, 2d apart too, were as many warps with one
// access each). So a one-dimensional shared array's index `s[t + c]` (c block-uniform, not
// negative), or `s[k * t + c]` (CompactIndex.h: a textbook's `sum[2 * t + d]`), keeps the
// thread's own t where the roles are the stride's multiples and loses k: thread p reads
// s[p + c], sequential addressing, the fix's own index, in bounds where s[k * p * m + c] was;
// the elements differ from full's, the accesses and their count do not (not where the
// array's values decide work).
// Shared arrays a role reaches otherwise are laid out as the no-bank-conflicts what-if lays
// them out (BankLayout.h). The warps the roles fill then meet in different banks and the
// branch's accesses take no more wavefronts than full's: the gain of the fix, not a cost of
// the what-if's own.
//
// Where roles cannot carry the work (an if/else, a negated or bare test `t % 2 != 0`, `t & 1`,
// a body that reads a per-thread value from before it, an exit on a bounds guard of the grid's
// index before it) and the test is the whole condition, the branch is split: as many threads
// as the test picks in full, the block's first (its last where negated), take the arm, each
// with its own index and values, and the others the else; whole warps then run one arm each,
// as the fix `(t / 32) % 2 == 0` does.
//
// Kept, and said (the what-if is then conservative): a branch inside a branch or loop of the
// thread's own, or in a kernel that returns, breaks or jumps on a condition of the thread's
// own within the block (a role could run where its thread never came; the split's arms would
// count other threads); the braceless body of a `do` loop; one that leaves its body by
// return, break, continue or goto, waits at a barrier, calls a warp collective or a helper
// that reads the thread index, or holds inline assembly; a split whose condition holds more
// than the test, or whose arm branches or loops on a value of its own thread. A test whose
// stride varies from thread to thread (ThreadUniformity.h) is no stride, and its branch stays
// as it is, as do branches on other conditions (`t == 0`, `t < d`).

#include "variants/BankLayout.h"
#include "variants/BranchSites.h"
#include "variants/CoalescedLoops.h"
#include "variants/CompactIndex.h"
#include "variants/DynamicShared.h"
#include "variants/HelperParams.h"
#include "variants/RoleIndices.h"
#include "variants/RuleContext.h"
#include "variants/StrideTests.h"
#include "variants/StridedBranches.h"

#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"
#include "ast/Parents.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// The roles: thread p runs the branch as the p-th thread the stride picks; the uses in Own
/// stay p's own.
bool applyRoles(RuleContext &R, const Site &S, const Uniformity &U,
                const std::set<const Expr *> &Own) {
  const IfStmt *If = S.If;
  const StrideTest &Test = S.Test;
  const std::string &Index = S.Index, &Threads = S.Threads, &StrideArgs = S.StrideArgs;
  const TextRange &Cond = S.Cond, &Then = S.Then, &Tested = S.Tested;
    const std::string Args = Index + ", " + StrideArgs;
    const std::string Place = "lim::stride_place(" + Args + ", " + Threads + ")";
    const std::string RoleOf =
        Test.Known ? Place : "lim::stride_role(" + Args + ", " + Threads + ")";
    const std::string Role = "lim_role_" + std::to_string(R.siteOf(Cond));
    bool Edited = true;
    // Each use keeps its own type (`int t` stays signed where it meets `t - 1 >= 0`).
    auto TypeOf = [](const Expr *E) -> std::string {
      const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return Ref ? "decltype(" + Ref->getDecl()->getNameAsString() + ")" : "unsigned";
    };
    forEachThreadIndexUse(If->getCond(), U, [&](const Expr *E) {
      Edited &= R.replace(E, "a use of the thread index",
                          {"static_cast<" + TypeOf(E) + ">(" + RoleOf + ")"});
    });
    unsigned Roles = 0; // the uses that take the role (the others stay the thread's own)
    forEachThreadIndexUse(If->getThen(), U, [&](const Expr *E) {
      if (Own.count(E->IgnoreParenImpCasts()))
        return;
      ++Roles;
      Edited &= R.replace(E, "a use of the thread index",
                          {"static_cast<" + TypeOf(E) + ">(" + Role + ")"});
    });
    // The stride test holds for every role by construction: asked only where there is no
    // stride (then of the thread itself), so that the what-if's test costs what the fix's
    // would (a multiply and a compare), not a division. A known stride asks nothing.
    const std::string Valid =
        Test.Known ? "(true || (" : "(lim::stride_valid(" + StrideArgs + ") || (";
    std::vector<EditSet::Piece> NewCond = {Test.Known ? Place + " < " + Threads + " && ("
                                                      : "lim::stride_covers(" + Args + ", " +
                                                            Threads + ") && ("};
    if (Tested == Cond) {
      NewCond.insert(NewCond.end(), {Valid, EditSet::Sub{Cond}, std::string(")))")});
    } else {
      Edited &= R.replace(Test.Test, "a branch's stride test",
                          {Valid, EditSet::Sub{Tested}, std::string("))")});
      NewCond.insert(NewCond.end(), {EditSet::Sub{Cond}, std::string(")")});
    }
    Edited &= R.replace(If->getCond(), "a branch's condition", NewCond);
    if (Roles > 0)
      Edited &= R.replace(If->getThen(), "a branch's body",
                          {"{ const auto " + Role + " = " + RoleOf + "; ", EditSet::Sub{Then},
                           std::string(isa<CompoundStmt>(If->getThen()) ? " }" : "; }")});
    return Edited;
}

} // namespace

/// Whether a `break` ends a case of its switch, written at the case's own level (`case 0: a;
/// break;`, braced or not): it skips nothing outside the case, as the end of an if's arm.
bool endsACase(const Stmt *Break, ASTContext &Ctx) {
  for (DynTypedNodeList Up = parentsOf(Ctx, *Break); !Up.empty(); Up = parentsOf(Ctx, Up[0])) {
    if (Up[0].get<SwitchStmt>())
      return true;
    if (!Up[0].get<CompoundStmt>() && !Up[0].get<SwitchCase>())
      return false;
  }
  return false;
}

/// Whether the kernel leaves on a condition of the thread's own somewhere (ExitsVary), and
/// whether one such exit is no bounds guard on the grid's index (ExitsInBlock). A `break` that
/// ends a case is no exit.
std::pair<bool, bool> exitsOf(const BodyNodes &Body, const Uniformity &U) {
  bool Vary = false, InBlock = false;
  for (const Stmt *S : Body.Stmts)
    if ((isa<ReturnStmt>(S) || (isa<BreakStmt>(S) && !endsACase(S, U.context())) ||
         isa<ContinueStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S)) &&
        !U.underUniformControl(S)) {
      Vary = true;
      InBlock |= !isa<ReturnStmt>(S) || !exitsAtGridTail(S, U);
    }
  return {Vary, InBlock};
}

void applyNoDivergenceRule(RuleContext &R, const FunctionModel &M) {
  BodyNodes Body(M.Function->getBody());
  // In a helper, a parameter every call from the kernel gives the thread index is one, and
  // one given the kernel's shared row is that row (HelperParams.h).
  const HelperParams Params = helperParams(M, R);
  Uniformity U(M.Function, R.Ctx, Params.ThreadIndex, Params.Varying);
  // An exit on a per-thread condition anywhere (`if (i >= n) return;`) leaves threads out of
  // what follows: a role could then run where its thread never came.
  // The split (each thread its own work) stands such exits where they only cut the grid's
  // last block short, as a bounds guard does: there alone its arms' counts may differ.
  const auto [ExitsVary, ExitsInBlock] = exitsOf(Body, U);
  bool ReadsRows = Params.CallersReadRows;
  for (const Expr *E : Body.Exprs) {
    auto [Var, Field] = builtinOf(E);
    ReadsRows |= (Var == "threadIdx" || Var == "blockDim") && (Field == "y" || Field == "z");
  }
  const DynamicShared Dynamic = dynamicSharedOf(M.Function, R.Ctx);
  std::set<const VarDecl *> RoleArrays;
  std::set<const ArraySubscriptExpr *> Leaves; // the roles' own indices: no layout of theirs
  bool RolesReachDynamic = false;
  std::set<const Expr *>
      ThroughRows; // a helper's row reached by a role: its layout is the caller's
  // In a helper some threads may not reach (called under a condition of the thread's own),
  // the threads a test picks are not the block's: no form gives its work to whole warps.
  const std::string NotReached =
      Params.CalledUniformly ? ""
                             : "it lies in a helper called under a condition of the thread's "
                               "own, or from another helper, so not every thread of the block "
                               "reaches it";
  for (const auto &[If, Test] : stridedBranches(Body, U)) {
    Plan P = NotReached.empty() ? planOf(If, Test, U, ExitsVary, ExitsInBlock) : Plan{NotReached};
    if (!P.Kept.empty()) {
      R.count("strided_branches_kept");
      R.conservative(If, DiagId::UnsupportedMemoryOp,
                     "keeps the lanes of a branch on a stride of the thread index (" + P.Kept +
                         ")",
                     "none: the branch's work cannot move to whole warps as it is written");
      continue;
    }
    std::optional<Site> Found = siteOf(R, If, Test, U, Body, ReadsRows);
    if (!Found)
      continue;
    if (!P.Chain.empty()) {
      splitChain(R, *Found, P.Chain, U, Body, ReadsRows);
      continue;
    }
    const Site &S = *Found;
    const OwnIndices Own = P.How == Form::Roles
                               ? ownIndices(If->getThen(), Test, U, Dynamic, M, Params.SharedRows)
                               : OwnIndices();
    if (P.How == Form::Roles ? applyRoles(R, S, U, Own.Threads) : applySplit(R, S)) {
      R.count(P.How == Form::Roles ? "strided_branches_compacted" : "strided_branches_split");
      if (!Own.Threads.empty())
        R.count("shared_accesses_compacted", static_cast<unsigned>(Own.Threads.size()));
      for (const auto &[Use, Index] : Own.Strided)
        dropStride(R, Use, Index);
    }
    Leaves.insert(Own.Subscripts.begin(), Own.Subscripts.end());
    if (P.How == Form::Roles)
      noteRoleArrays(If->getThen(), U, Dynamic, Own.Threads, RoleArrays, RolesReachDynamic,
                     Params.SharedRows, ThroughRows);
  }
  for (const auto &[Switch, Test] : stridedSwitches(Body, U)) {
    Plan P = NotReached.empty() ? planOfSwitch(Switch, Test, U, ExitsInBlock) : Plan{NotReached};
    std::optional<Site> Found =
        P.Kept.empty() ? siteOf(R, Switch, Test, U, Body, ReadsRows) : std::nullopt;
    if (Found && applySwitch(R, Switch, *Found)) {
      R.count("strided_switches_split");
      continue;
    }
    if (P.Kept.empty() && !Found)
      continue; // siteOf said why
    R.count("strided_branches_kept");
    R.conservative(Switch, DiagId::UnsupportedMemoryOp,
                   "keeps the lanes of a switch on a remainder of the thread index (" +
                       (P.Kept.empty() ? std::string("its condition or a label cannot be "
                                                     "written again")
                                       : P.Kept) +
                       ")",
                   "none: the switch's work cannot move to whole warps as it is written");
  }
  for (const Expr *Use : ThroughRows)
    R.conservative(Use, DiagId::UnsupportedMemoryOp,
                   "keeps the layout of a shared row the helper is given, which a role "
                   "indexes: the caller's array, whose layout this helper cannot choose (whole "
                   "warps on the stride may meet in fewer banks than the fix's)",
                   "index the row by the thread's own index plus a value the same in the "
                   "block (`s[t + c]`), or lay the array out in the kernel");
  // One-dimensional arrays only: a tile's rows are padded for reads down a column, not for a
  // stride along a row.
  if (!RoleArrays.empty() || RolesReachDynamic)
    layOutBanks(R, M,
                {[&](const VarDecl *V) {
                   return RoleArrays.count(V) &&
                          !R.Ctx.getAsArrayType(
                              R.Ctx.getAsArrayType(V->getType())->getElementType());
                 },
                 RolesReachDynamic, Leaves});
}

} // namespace limiter
