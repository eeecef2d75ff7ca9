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
    G.Member = Member;
    G.Array = R.Edits.original(*ArrayText);
    G.Index = Index;
    G.Name = "lim_run_" + std::to_string(R.siteOf(*Site));
    G.Low = G.High = Constant;
  }
  ++G.Members;
  G.First = std::min(G.First, Position);
  G.Low = std::min(G.Low, Constant);
  G.High = std::max(G.High, Constant);
  G.Vars.insert(Vars.begin(), Vars.end());
  Of[Access] = {&G, Constant};
}

bool BlockRuns::ready(Group &G) {
  if (G.Checked)
    return G.Valid;
  G.Checked = true;
  G.Valid = false;
  // One access has nothing to share: coalesced_index serves it.
  if (G.Members < 2 || G.High - G.Low >= (1LL << 20))
    return false;
  const Stmt *First = G.Block->body_begin()[G.First];
  const SourceManager &SM = R.Ctx.getSourceManager();
  for (const VarDecl *V : G.Vars)
    if (!SM.isBeforeInTranslationUnit(V->getLocation(), First->getBeginLoc()))
      return false;
  // The declaration goes right after the token before the statement (a `;`, `{` or `}`),
  // where no access's edit begins (an insertion where one begins would render inside it),
  // and not where a directive lies between (its line must stay its own).
  std::optional<TextRange> Statement = R.Edits.rangeOf(First->getSourceRange());
  std::optional<Token> Before =
      Statement ? Lexer::findPreviousToken(First->getBeginLoc(), SM, R.Ctx.getLangOpts(), false)
                : std::nullopt;
  if (!Before || Before->getLocation().isMacroID())
    return false;
  // Not a directive's last token (`#if 1`), which the lexer gives as the token before too.
  const char *Token = SM.getCharacterData(Before->getLocation());
  const char *Line = Token - (SM.getSpellingColumnNumber(Before->getLocation()) - 1);
  while (Line < Token && (*Line == ' ' || *Line == '\t'))
    ++Line;
  if (*Line == '#')
    return false;
  std::optional<unsigned> After = R.Edits.offsetOf(
      Lexer::getLocForEndOfToken(Before->getLocation(), 0, SM, R.Ctx.getLangOpts()));
  if (!After || *After >= Statement->Begin ||
      R.Edits.original({*After, Statement->Begin}).find('#') != std::string::npos)
    return false;
  G.At = *After;
  G.Valid = true;
  return true;
}

std::optional<BlockRuns::Use> BlockRuns::useOf(const Expr *Access) {
  auto It = Of.find(Access);
  if (It == Of.end() || !ready(*It->second.first))
    return std::nullopt;
  const Group &G = *It->second.first;
  if (G.Member)
    return Use{G.Name,
               " const auto " + G.Name + " = lim::coalesced_structs(" + G.Array + ", " + G.Index +
                   "); ",
               G.At};
  return Use{G.Name + ".at(" + std::to_string(It->second.second) + ")",
             " const auto " + G.Name + " = lim::coalesced_runs(" + G.Index + ", " +
                 std::to_string(G.Low) + ", " + std::to_string(G.High + 1) + "); ",
             G.At};
}

void BlockRuns::declare(const Use &U) { R.Edits.insertOnce(U.At, U.Declaration); }

} // namespace limiter
