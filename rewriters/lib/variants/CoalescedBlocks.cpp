// The coalesced what-if's block runs. Re-indexed one by one, each access of a straight-line
// block pays the warp's work (two warp-wide reductions and a vote), which in a kernel of a few
// arithmetic instructions an element made the what-if issue-bound (the H200: an activation
// over four floats a thread ran 30% slower than full, with 3 times its instructions), and
// each access's run starts at the warp's lowest index, so that `p[4 * i]` ... `p[4 * i + 3]`
// read one run of 35 elements over and over where full read 128 (fewer bytes than full).
// Grouped by block, array and lane-dependent part, they take the warp's work once
// (lim::coalesced_runs, lim::coalesced_structs), before the group's first statement, and
// each access's run is placed apart from the others' as full's elements were.

#include "variants/CoalescedBlocks.h"
#include "variants/CoalescedLoops.h"
#include "variants/LaneStride.h"
#include "variants/LoopStart.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/Lex/Lexer.h"

#include <algorithm>

using namespace clang;

namespace limiter {
namespace {

/// E's terms through parentheses, integer sums and the subtraction of a constant, the
/// constants summed into Constant.
void linearTerms(const Expr *E, ASTContext &Ctx, std::vector<const Expr *> &Out,
                 long long &Constant) {
  E = E->IgnoreParens();
  Expr::EvalResult Value;
  if (!E->isValueDependent() && E->getType()->isIntegerType() && E->EvaluateAsInt(Value, Ctx) &&
      Value.Val.getInt().getSignificantBits() <= 48) {
    Constant += Value.Val.getInt().getExtValue();
    return;
  }
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (B && B->getType()->isIntegerType() && B->getLHS()->getType()->isIntegerType() &&
      B->getRHS()->getType()->isIntegerType()) {
    if (B->getOpcode() == BO_Add) {
      linearTerms(B->getLHS(), Ctx, Out, Constant);
      linearTerms(B->getRHS(), Ctx, Out, Constant);
      return;
    }
    if (B->getOpcode() == BO_Sub && !B->getRHS()->isValueDependent() &&
        B->getRHS()->EvaluateAsInt(Value, Ctx) && Value.Val.getInt().getSignificantBits() <= 48) {
      linearTerms(B->getLHS(), Ctx, Out, Constant);
      Constant -= Value.Val.getInt().getExtValue();
      return;
    }
  }
  Out.push_back(E);
}

} // namespace

BlockRuns::BlockRuns(RuleContext &R, const Uniformity *U, const Stmt *Body)
    : R(R), U(U), Body(Body), Jumps(hasGoto(Body)) {}

void BlockRuns::noteIndexed(const Expr *Access, const Expr *Array,
                            const std::vector<const Expr *> &Terms) {
  note(Access, Array, Terms, false);
}

void BlockRuns::noteMember(const Expr *Member, const Expr *Array,
                           const std::vector<const Expr *> &Terms) {
  note(Member, Array, Terms, true);
}

void BlockRuns::note(const Expr *Access, const Expr *Array, const std::vector<const Expr *> &Terms,
                     bool Member) {
  const CompoundStmt *Block = nullptr;
  unsigned Position = 0;
  const auto *ArrayRef = dyn_cast<DeclRefExpr>(Array->IgnoreParenImpCasts());
  const auto *ArrayVar = ArrayRef ? dyn_cast<VarDecl>(ArrayRef->getDecl()) : nullptr;
  if (!U || Jumps || !ArrayVar || !U->isUniform(Array) ||
      !placeOf(Access, R.Ctx, Block, Position) || !onlyRead(ArrayVar, Block, R.Ctx))
    return;
  std::vector<const Expr *> All;
  long long Constant = 0;
  for (const Expr *T : Terms)
    linearTerms(T, R.Ctx, All, Constant);
  std::set<const VarDecl *> Vars = {ArrayVar};
  std::string Index;
  for (const Expr *T : All) {
    std::set<const ValueDecl *> Used;
    std::optional<TextRange> Range = R.Edits.rangeOf(T->getSourceRange());
    if (!plainArithmetic(T, Used) || !Range)
      return;
    for (const ValueDecl *D : Used) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || !onlyRead(V, Block, R.Ctx))
        return;
      Vars.insert(V);
    }
    std::string Text = R.Edits.original(*Range);
    // Put on one line in front of the statement: a line comment would swallow the rest, and
    // a preprocessor line would no longer begin its line.
    if (Text.find("//") != std::string::npos || Text.find('#') != std::string::npos)
      return;
    std::replace(Text.begin(), Text.end(), '\n', ' ');
    Index += (Index.empty() ? "(" : " + (") + Text + ")";
  }
  std::optional<TextRange> ArrayText = R.Edits.rangeOf(Array->getSourceRange());
  std::optional<TextRange> Site = R.Edits.rangeOf(Access->getSourceRange());
  if (Index.empty() || !ArrayText || !Site || (Member && Constant != 0))
    return;
  Group &G = Groups[{Block, ArrayVar, Index, Member}];
  if (G.Name.empty()) {
    G.Block = Block;
    G.ArrayVar = ArrayVar;
    G.Member = Member;
    G.Array = R.Edits.original(*ArrayText);
    G.Index = Index;
    // The file too: two files' accesses (a kernel that includes a part of its body) may share
    // an offset.
    auto [File, Offset] = R.Edits.fileAndOffset(Site->Begin);
    G.Name = "lim_run_" + std::to_string(File.getHashValue()) + "_" + std::to_string(Offset);
    G.Low = G.High = Constant;
    G.Stride = laneStride(All, *U, Body);
    hoist(G, Access, All);
  }
  // The same text may name other variables in a later member (one declared between them
  // that shadows the first's): the run is the first's, so the group is none.
  if (G.Members == 0)
    G.IndexVars = Vars;
  else if (G.IndexVars != Vars)
    G.Mixed = true;
  ++G.Members;
  G.First = std::min(G.First, Position);
  G.Last = std::max(G.Last, Position);
  G.Low = std::min(G.Low, Constant);
  G.High = std::max(G.High, Constant);
  G.Vars.insert(Vars.begin(), Vars.end());
  Of[Access] = {&G, Constant};
}

void BlockRuns::hoist(Group &G, const Expr *Access, const std::vector<const Expr *> &Terms) {
  // loopToShiftBefore: a uniform loop whose body has no way out but its end, left alike by
  // every lane; the group's block its body, which the members then run in every iteration.
  const ForStmt *Loop = loopToShiftBefore(Access, {}, *U, R);
  if (!Loop || Loop->getBody() != G.Block)
    return;
  // The lane-dependent terms alone: the others move the run and the lanes' places alike.
  std::vector<const Expr *> Varying;
  std::copy_if(Terms.begin(), Terms.end(), std::back_inserter(Varying),
               [&](const Expr *T) { return !U->isUniform(T); });
  if (Varying.empty())
    return;
  // A struct run's declaration names its array.
  auto Named = [&](const ForStmt *Before) {
    return !G.Member || R.Ctx.getSourceManager().isBeforeInTranslationUnit(
                            G.ArrayVar->getLocation(), Before->getBeginLoc());
  };
  if (std::optional<HoistedIndex> Hoisted = hoistIndex(Loop, Varying, {}, Body, *U, R, Named)) {
    G.Loop = Hoisted->Loop;
    G.Start = Hoisted->Index;
  }
}

bool BlockRuns::canHost(const Group &G) const {
  // One access has nothing to share: coalesced_index serves it.
  if (G.Members < 2 || G.Mixed || G.High - G.Low >= (1LL << 20))
    return false;
  const Stmt *First = G.Loop ? static_cast<const Stmt *>(G.Loop) : G.Block->body_begin()[G.First];
  const SourceManager &SM = R.Ctx.getSourceManager();
  for (const VarDecl *V : G.Vars) {
    // What the declaration names is declared before it: a hoisted run's index was taken at
    // its loop's start (hoistIndex), and only a struct run names its array.
    const bool Named = !G.Loop || (G.Member && V == G.ArrayVar);
    if ((Named && !SM.isBeforeInTranslationUnit(V->getLocation(), First->getBeginLoc())) ||
        !neverAliased(V, Body, R.Ctx))
      return false;
  }
  // Lanes that leave between the members would leave the later ones a run taken over lanes
  // no longer there, which can reach past the warp's span (a hoisted run's loop has no way
  // out of its body).
  for (unsigned At = G.First; At < G.Last; ++At)
    if (leavesEarly(G.Block->body_begin()[At]))
      return false;
  return true;
}

std::optional<TextRange> BlockRuns::statementWithSemicolon(const Stmt *S) const {
  // Not a statement a macro is given (`TWICE(a += p[i])`), which may repeat it, nor one that
  // begins or ends inside a macro's expansion (a type macro that begins it is whole).
  const SourceManager &SM = R.Ctx.getSourceManager();
  const LangOptions &Lang = R.Ctx.getLangOpts();
  for (SourceLocation At : {S->getBeginLoc(), S->getEndLoc()})
    if (At.isMacroID() && SM.isMacroArgExpansion(At))
      return std::nullopt;
  if ((S->getBeginLoc().isMacroID() &&
       !Lexer::isAtStartOfMacroExpansion(S->getBeginLoc(), SM, Lang)) ||
      (S->getEndLoc().isMacroID() && !Lexer::isAtEndOfMacroExpansion(S->getEndLoc(), SM, Lang)))
    return std::nullopt;
  std::optional<TextRange> Range = R.Edits.rangeOf(S->getSourceRange());
  if (!Range || isa<DeclStmt>(S))
    return Range;
  SourceLocation After = Lexer::findLocationAfterToken(
      SM.getExpansionRange(S->getEndLoc()).getEnd(), tok::semi, SM, Lang, false);
  std::optional<unsigned> End = After.isValid() ? R.Edits.offsetOf(After) : std::nullopt;
  if (!End || *End <= Range->End)
    return std::nullopt;
  return TextRange{Range->Begin, *End};
}

void BlockRuns::host() {
  std::map<std::pair<const CompoundStmt *, unsigned>, std::vector<Group *>> ByStatement;
  for (auto &[K, G] : Groups) {
    // A run that cannot go before its loop goes in front of the group's first statement: it
    // keeps full's bytes, where each member's own loop shift would start every member's run
    // at the warp's lowest index.
    if (G.Loop && !canHost(G))
      G.Loop = nullptr;
    if (!canHost(G))
      continue;
    if (!G.Loop)
      ByStatement[{G.Block, G.First}].push_back(&G);
    else if (R.insertBeforeLoop(G.Loop, declarationOf(G, G.Start)))
      G.Valid = true;
  }
  for (auto &[Place, Hosted] : ByStatement) {
    std::optional<TextRange> Range =
        statementWithSemicolon(Place.first->body_begin()[Place.second]);
    if (!Range)
      continue;
    std::vector<EditSet::Piece> Pieces;
    for (const Group *G : Hosted)
      Pieces.push_back(declarationOf(*G, G->Index));
    Pieces.push_back(EditSet::Sub{*Range});
    if (R.Edits.replace(*Range, std::move(Pieces)))
      for (Group *G : Hosted)
        G->Valid = true;
  }
}

std::string BlockRuns::declarationOf(const Group &G, const std::string &Index) const {
  if (G.Member)
    return "const auto " + G.Name + " = lim::coalesced_structs(" + G.Array + ", " + Index + "); ";
  // Its lanes a known stride apart: the run from the stride (lim::warp_run_linear).
  if (G.Stride)
    return "const auto " + G.Name + " = lim::coalesced_runs_linear(" + Index + ", " +
           std::to_string(*G.Stride) + ", " + std::to_string(G.Low) + ", " +
           std::to_string(G.High + 1) + "); ";
  return "const auto " + G.Name + " = lim::coalesced_runs(" + Index + ", " + std::to_string(G.Low) +
         ", " + std::to_string(G.High + 1) + "); ";
}

std::optional<std::string> BlockRuns::useOf(const Expr *Access) const {
  auto It = Of.find(Access);
  if (It == Of.end() || !It->second.first->Valid)
    return std::nullopt;
  const Group &G = *It->second.first;
  if (G.Member)
    return G.Name;
  return G.Name + ".at(" + std::to_string(It->second.second) + ")";
}

} // namespace limiter
