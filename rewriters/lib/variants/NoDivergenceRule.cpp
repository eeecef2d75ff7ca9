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

/// The branch's test and where its pieces are in the source.
struct Site {
  const IfStmt *If; ///< null for a switch
  const StrideTest &Test;
  TextRange Cond, Then, Tested;
  std::string Index, Threads, StrideArgs;
  bool ReadsRows; ///< the kernel reads threadIdx or blockDim's y or z: its blocks have rows
  /// The stride's argument (`(m)`, `lim::mask_stride(k)`), and the residue an offset's text
  /// (`(r)`, a case label) picks under the test's shift or grid index.
  std::string StrideArg, Residue;
  std::function<std::string(const std::string &)> ResidueOf;
  /// For a test on the grid's index, whether the block starts at zero or past it (`(long
  /// long)(i) - (long long)(t) >= 0`), the residues then each a stride's; else empty.
  std::string GridStart;
};

/// The condition of a chain's or a switch's split: New where the block's residues are known
/// (S.GridStart), else Old, the branch asked as it was (a signed grid index below zero has
/// residues of its own).
std::vector<EditSet::Piece> splitOr(const Site &S, const std::string &New, TextRange Old) {
  if (S.GridStart.empty())
    return {New};
  return {"(" + S.GridStart + " ? " + New + " : (", EditSet::Sub{Old}, std::string("))")};
}

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

/// The split: as many threads as the stride picks, the block's first (its last for a negated
/// test), take the arm, each with its own index and values; the others take the else. Where
/// the stride is no stride at run time, the branch is asked as it was.
bool applySplit(RuleContext &R, const Site &S) {
  // On threadIdx.x in a kernel whose blocks have rows (it reads threadIdx.y or blockDim.y),
  // a row may be shorter than a warp (16 x 16): the first threads are counted over the whole
  // block, so that whole warps still take one arm each. A kernel that reads neither treats
  // its block as one row, and the test stays as cheap as the fix's.
  // A range test (`t % 32 < 16`) counts the first k residues of every m, not one.
  const std::string Kind = S.Test.Range ? "range" : "stride";
  const std::string First =
      S.Threads == "blockDim.x" && S.ReadsRows
          ? "lim::" + Kind + "_first_rows(" + S.Index + ", " + S.StrideArgs + ")"
          : "lim::" + Kind + "_first(" + S.Index + ", " + S.StrideArgs + ", " + S.Threads + ")";
  return R.replace(S.If->getCond(), "a branch's condition",
                   {"(lim::" + Kind + "_valid(" + S.StrideArgs + ") ? " +
                        (S.Test.Negated ? "!" + First : First) + " : (",
                    EditSet::Sub{S.Cond}, std::string("))")});
}

/// The arm a thread takes in the split of a chain or a switch whose arms pick Residues of S's
/// stride, in order (lim::stride_run): its index, or the number of arms past them all.
std::string runOf(const Site &S, const std::vector<std::string> &Residues) {
  std::string Args;
  for (const std::string &Residue : Residues)
    Args += ", " + Residue;
  return S.Threads == "blockDim.x" && S.ReadsRows
             ? "lim::stride_run_rows(" + S.Index + ", " + S.StrideArg + Args + ")"
             : "lim::stride_run(" + S.Index + ", " + S.StrideArg + ", " + S.Threads + ", 1u" +
                   Args + ")";
}

/// The split of an else-if chain on residues of one stride (Plan::Chain): the k-th test
/// becomes `arm == k`, so that the first threads take the first arm, as many as its residue
/// picks in full, the next ones the next, and the rest the last else.
bool applyChain(RuleContext &R, const std::vector<Site> &Links) {
  std::vector<std::string> Residues;
  for (const Site &Link : Links)
    Residues.push_back(Link.Residue);
  const std::string Run = runOf(Links.front(), Residues);
  bool Edited = true;
  for (std::size_t K = 0; K < Links.size(); ++K)
    Edited &=
        R.replace(Links[K].If->getCond(), "a branch's condition",
                  splitOr(Links[K], "(" + Run + " == " + std::to_string(K) + "u)", Links[K].Cond));
  return Edited;
}

/// The split of a switch on a remainder of the thread index: the condition becomes the label
/// of the run the thread falls in (lim::stride_case), the labels' runs in source order, each
/// as long as its residue picks in full; the threads past them take a value no label has (the
/// default's). Labels no remainder reaches take none. False, and nothing edited, where a label
/// is too large to leave a value past it.
bool applySwitch(RuleContext &R, const SwitchStmt *Switch, const Site &S) {
  const long long M = constantStride(S.Test, R.Ctx);
  // Every label, however deep in the body, in source order (Clang lists them backwards).
  std::vector<const CaseStmt *> Cases;
  for (const SwitchCase *Case = Switch->getSwitchCaseList(); Case; Case = Case->getNextSwitchCase())
    if (const auto *C = dyn_cast<CaseStmt>(Case))
      Cases.push_back(C);
  std::sort(Cases.begin(), Cases.end(), [&](const CaseStmt *A, const CaseStmt *B) {
    return R.Ctx.getSourceManager().isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  std::vector<long long> Labels, All;
  for (const CaseStmt *C : Cases) {
    const long long Label = C->getLHS()->EvaluateKnownConstInt(R.Ctx).getExtValue();
    All.push_back(Label);
    if (Label >= 0 && Label < M)
      Labels.push_back(Label);
  }
  const long long None = All.empty() ? 0 : *std::max_element(All.begin(), All.end()) + 1;
  if (None > (1LL << 30))
    return false;
  std::vector<std::string> Residues;
  std::string LabelArgs;
  for (long long Label : Labels) {
    Residues.push_back(S.ResidueOf("(" + std::to_string(Label) + ")"));
    LabelArgs += ", " + std::to_string(Label);
  }
  return R.replace(Switch->getCond(), "a switch's condition",
                   splitOr(S,
                           "lim::stride_case(" + runOf(S, Residues) + ", " + std::to_string(None) +
                               LabelArgs + ")",
                           S.Cond));
}

} // namespace

/// Whether a variable E reads is named by another declaration of Body as well: E's text, read
/// again elsewhere, may then name that one.
bool namedAgain(const Expr *E, const BodyNodes &Body) {
  bool Again = false;
  Uniformity::visit(E, [&](const Expr *Node) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Node))
      for (const VarDecl *V : Body.Vars)
        Again |= V != Ref->getDecl() && V->getName() == Ref->getDecl()->getName();
  });
  return Again;
}

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

/// The text a branch's rewrite writes: its condition, body and test, the thread index and the
/// block's threads the roles or the split count, and the stride's arguments (its residue
/// shifted for `(t + c) % m` and for the grid's index). None where a part is not text the
/// what-if can rewrite, or a grid index's thread index is named again where the branch is.
std::optional<Site> siteOf(RuleContext &R, const Stmt *Branch, const StrideTest &Test,
                           const Uniformity &U, const BodyNodes &Body, bool ReadsRows) {
  const auto *If = dyn_cast<IfStmt>(Branch);
  const auto *Switch = dyn_cast<SwitchStmt>(Branch);
  const Expr *BranchCond = If ? If->getCond() : Switch->getCond();
  std::optional<TextRange> Cond = R.range(BranchCond, "a branch's condition");
  std::optional<TextRange> Then =
      R.range(If ? If->getThen() : Switch->getBody(), "a branch's body");
  std::optional<TextRange> Stride = R.range(Test.Stride, "a branch's stride");
  std::optional<TextRange> Offset =
      Test.Offset ? R.range(Test.Offset, "a branch's offset") : std::optional<TextRange>();
  std::optional<TextRange> Tested = R.range(Test.Test, "a branch's stride test");
  if (!Cond || !Then || !Stride || !Tested || (Test.Offset && !Offset))
    return std::nullopt;
  // The thread index as the role's arguments name it: threadIdx.x, or the local holding it.
  // The block's threads it numbers: blockDim.x, or for a linear thread id the block's rows
  // too, and for a thread_block's rank its layers as well.
  std::string Index = "threadIdx.x", Threads = "blockDim.x";
  bool Narrow = false; // a local too narrow to number the block's threads
  auto NameIndex = [&](const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts())) {
      Index = Ref->getDecl()->getNameAsString();
      const QualType T = Ref->getDecl()->getType().getCanonicalType();
      Narrow |= !T->isIntegerType() || T->isBooleanType() || T->isDependentType() ||
                R.Ctx.getTypeSize(T) < 16;
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && V->getInit() && isLinearThreadId(V->getInit()))
        Threads = isBlockRank(V->getInit()) ? "(blockDim.x * blockDim.y * blockDim.z)"
                                            : "(blockDim.x * blockDim.y)";
    }
  };
  forEachThreadIndexUse(BranchCond, U, NameIndex);
  // A remainder a local holds (`lane = threadIdx.x & 31`): the thread index its initialiser
  // reads, named where the branch is.
  if (Test.Thread) {
    if (namedAgain(Test.Thread, Body)) {
      R.count("strided_branches_kept");
      R.conservative(Branch, DiagId::UnsupportedMemoryOp,
                     "keeps the lanes of a branch on a range of the thread index (the thread "
                     "index its remainder's local reads is named again by another declaration)",
                     "give the thread index's local a name of its own");
      return std::nullopt;
    }
    NameIndex(Test.Thread);
  }
  // A test on the grid's index counts the thread index its sum holds (a local's initialiser
  // names it: threadIdx.x, a local holding it, or the block's rank, each read where the
  // branch is).
  std::optional<TextRange> Grid =
      Test.Grid ? R.range(Test.Grid, "a branch's grid index") : std::optional<TextRange>();
  if (Test.GridThread) {
    std::optional<TextRange> Thread = R.range(Test.GridThread, "a branch's thread index");
    if (!Grid || !Thread)
      return std::nullopt;
    // Its text is read again at the branch: no other declaration may take its names there
    // (`for (int t = 0; ...)` around a test of `i = base + t`).
    if (namedAgain(Test.GridThread, Body)) {
      R.count("strided_branches_kept");
      R.conservative(Branch, DiagId::UnsupportedMemoryOp,
                     "keeps the lanes of a branch on a stride of the grid's index (the "
                     "thread index its sum holds is named again by another declaration)",
                     "give the thread index's local a name of its own");
      return std::nullopt;
    }
    NameIndex(Test.GridThread);
    if (!isa<DeclRefExpr>(Test.GridThread->IgnoreParenImpCasts()) &&
        !isThreadIdxX(Test.GridThread->IgnoreParenImpCasts())) {
      Index = "(" + R.Edits.original(*Thread) + ")";
      Threads = "(blockDim.x * blockDim.y * blockDim.z)"; // the block's rank
    }
  }
  // A bool or a byte holding the thread index wraps (or saturates) where the block's threads
  // do not: its values are not the threads' numbers the roles and the split count.
  if (Narrow) {
    R.count("strided_branches_kept");
    R.conservative(Branch, DiagId::UnsupportedMemoryOp,
                   "keeps the lanes of a branch on a stride of the thread index (the local "
                   "holding the thread index is a bool or narrower than 16 bits, so its values "
                   "are not the block's thread numbers)",
                   "hold the thread index in an int or an unsigned");
    return std::nullopt;
  }
  // The stride and offset are block-uniform expressions, written again where the role is
  // (their text, on one line: nothing inside them is rewritten).
  auto Text = [&](TextRange T) {
    std::string Out = R.Edits.original(T);
    std::replace(Out.begin(), Out.end(), '\n', ' ');
    return Out;
  };
  const std::string StrideArg =
      Test.Mask ? "lim::mask_stride(" + Text(*Stride) + ")" : "(" + Text(*Stride) + ")";
  // A range's bound as its comparison takes it (`t % 32 > k` with int k compares unsigned:
  // k = -1 is 2^32 - 1), in 64 bits, where `<= k` adds one without wrapping.
  const std::string Bound = Offset && Test.Range
                                ? "static_cast<long long>(static_cast<" +
                                      Test.Compared.getAsString() + ">(" + Text(*Offset) + "))"
                                : "";
  const std::string OffsetArg = !Offset      ? (Test.Mask ? "0" : "(0)")
                                : Test.Range ? Bound + (Test.Inclusive ? " + 1" : "")
                                             : "(" + Text(*Offset) + ")";
  // `(t + c) % m == r` picks the threads with t % m == (r - c) mod m; `i % m == r`, i = A +
  // t on the grid, those with t % m == (r - A) mod m, A taken as i - t.
  const std::string Shift =
      Test.Shift ? std::to_string(Test.Shift->EvaluateKnownConstInt(R.Ctx).getExtValue()) : "";
  const std::string GridText = Grid ? Text(*Grid) : "";
  auto ResidueOf = [StrideArg, Shift, GridText, Index](const std::string &Offset) {
    return !Shift.empty() ? "lim::stride_residue(" + StrideArg + ", " + Offset + ", " + Shift + ")"
           : !GridText.empty() ? "lim::stride_residue_grid(" + StrideArg + ", " + Offset + ", " +
                                     GridText + ", " + Index + ")"
                               : Offset;
  };
  return Site{If,
              Test,
              *Cond,
              *Then,
              *Tested,
              Index,
              Threads,
              StrideArg + ", " + ResidueOf(OffsetArg),
              ReadsRows,
              StrideArg,
              ResidueOf(OffsetArg),
              ResidueOf,
              GridText.empty() ? ""
                               : "(static_cast<long long>(" + GridText +
                                     ") - static_cast<long long>(" + Index + ") >= 0)"};
}

/// Splits an else-if chain whose first link's site is First (applyChain), or keeps it and
/// says why where its links name the thread index otherwise.
void splitChain(RuleContext &R, const Site &First,
                const std::vector<std::pair<const IfStmt *, StrideTest>> &Chain,
                const Uniformity &U, const BodyNodes &Body, bool ReadsRows) {
  std::vector<Site> Links = {First};
  for (const auto &[Link, Test] : Chain) {
    std::optional<Site> Found = siteOf(R, Link, Test, U, Body, ReadsRows);
    if (!Found)
      return;
    if (Found->Index != First.Index || Found->Threads != First.Threads) {
      R.count("strided_branches_kept");
      R.conservative(First.If, DiagId::UnsupportedMemoryOp,
                     "keeps the lanes of an else-if chain on residues of the thread index (its "
                     "tests name the thread index in different ways)",
                     "test the same thread index in every link of the chain");
      return;
    }
    Links.push_back(*Found);
  }
  if (applyChain(R, Links))
    R.count("strided_chains_split");
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
  for (const auto &[If, Test] : stridedBranches(Body, U)) {
    Plan P = planOf(If, Test, U, ExitsVary, ExitsInBlock);
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
    Plan P = planOfSwitch(Switch, Test, U, ExitsInBlock);
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
