// The sites of the no-divergence what-if's branches and the split's edits: see BranchSites.h.

#include "variants/BranchSites.h"
#include "variants/StrideTests.h"

#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"

#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace limiter {
namespace {

/// The condition of a chain's or a switch's split: New where the block's residues are known
/// (S.GridStart), else Old, the branch asked as it was (a signed grid index below zero has
/// residues of its own).
std::vector<EditSet::Piece> splitOr(const Site &S, const std::string &New, TextRange Old) {
  if (S.GridStart.empty())
    return {New};
  return {"(" + S.GridStart + " ? " + New + " : (", EditSet::Sub{Old}, std::string("))")};
}

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

} // namespace

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
    // A tile's rank (`warp.thread_rank()`): the block's rank, of which it is the remainder,
    // written out so that no tile need be in scope where the split asks it.
    if (tileRankSize(E)) {
      Index = "(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))";
      Threads = "(blockDim.x * blockDim.y * blockDim.z)";
      return;
    }
    // The block's linear thread id written in place (`block.thread_rank()`): its own text.
    if (!isa<DeclRefExpr>(E->IgnoreParenImpCasts()) && !isThreadIdxX(E) && isLinearThreadId(E)) {
      // Converted on the way to a type too narrow to number the block's threads, it wraps.
      for (const Expr *X = E;;) {
        const QualType T = X->getType().getCanonicalType();
        Narrow |= !T->isIntegerType() || T->isBooleanType() || R.Ctx.getTypeSize(T) < 16;
        const auto *Cast = dyn_cast<CastExpr>(X->IgnoreParens());
        if (!Cast)
          break;
        X = Cast->getSubExpr();
      }
      if (std::optional<TextRange> Text = R.range(E, "a branch's thread index")) {
        Index = "(" + R.Edits.original(*Text) + ")";
        Threads =
            isBlockRank(E) ? "(blockDim.x * blockDim.y * blockDim.z)" : "(blockDim.x * blockDim.y)";
      }
      return;
    }
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

} // namespace limiter
