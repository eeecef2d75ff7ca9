// Reads of one element that one hinted load can serve (see HintedRereads.h): the cache-hint
// what-ifs read it once, into a local declared before the first read's statement, as full's
// compiler does, so that the what-if keeps full's loads.

#include "variants/HintedRereads.h"
#include "variants/PointerWrites.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// `p[e]`, or a member of it (`p[e].x`), with p a pointer variable: the subscript; null
/// otherwise.
const ArraySubscriptExpr *variableSubscript(const Expr *Load) {
  const Expr *E = Load->IgnoreParens();
  while (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (Member->isArrow())
      return nullptr;
    E = Member->getBase()->IgnoreParens();
  }
  const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E);
  const auto *Ref =
      Subscript ? dyn_cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts()) : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && V->getType()->isPointerType() ? Subscript : nullptr;
}

const VarDecl *pointerOf(const ArraySubscriptExpr *Subscript) {
  return cast<VarDecl>(cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts())->getDecl());
}

/// Whether the kernel M only ever reads P's data: a `__restrict__` pointer parameter of the
/// kernel itself, only accessed (onlyAccessed), none of M's accesses storing through it.
bool readOnlyData(const VarDecl *P, const FunctionModel &M, ASTContext &Ctx) {
  const Stmt *Body = M.Function ? M.Function->getBody() : nullptr;
  return Body && P->getDeclContext() == M.Function && isKernelRestrictPointer(P) &&
         onlyAccessed(P, Body, Ctx) && !storesThrough(P, M);
}

/// The integer variables Index reads, where it is plain arithmetic (plainArithmetic), that
/// are declared before Before, that Scope only reads and that Body never lets anything else
/// change (no address taken, no reference bound); none otherwise.
std::optional<std::set<const ValueDecl *>> stableIndex(const Expr *Index, const Stmt *Before,
                                                       const Stmt *Scope, const Stmt *Body,
                                                       ASTContext &Ctx) {
  std::set<const ValueDecl *> Vars;
  if (!plainArithmetic(Index, Vars))
    return std::nullopt;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const ValueDecl *D : Vars) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !SM.isBeforeInTranslationUnit(V->getLocation(), Before->getBeginLoc()) ||
        !onlyRead(V, Scope, Ctx) || !neverAliased(V, Body, Ctx))
      return std::nullopt;
  }
  return Vars;
}

/// Whether a call of Call's kind cannot write memory: a function of the toolkit's headers
/// that returns a value and takes no pointer or reference (expf, max, __fdividef), not a
/// barrier, fence, vote or atomic.
bool computesOnly(const CallExpr *Call, ASTContext &Ctx) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Callee->getReturnType()->isVoidType() ||
      !Ctx.getSourceManager().isInSystemHeader(Callee->getLocation()))
    return false;
  for (const ParmVarDecl *Param : Callee->parameters())
    if (Param->getType()->isPointerType() || Param->getType()->isReferenceType())
      return false;
  const std::string Name = Callee->getNameAsString();
  for (const char *Word : {"sync", "atomic", "fence", "barrier", "clock", "timer"})
    if (Name.find(Word) != std::string::npos)
      return false;
  return true;
}

/// Whether S calls only functions that compute (computesOnly) and holds no lambda.
bool callsOnlyComputations(const Stmt *S, ASTContext &Ctx) {
  if (!S)
    return true;
  if (isa<LambdaExpr>(S))
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(S); Call && !computesOnly(Call, Ctx))
    return false;
  for (const Stmt *Child : S->children())
    if (!callsOnlyComputations(Child, Ctx))
      return false;
  return true;
}

/// Whether Body holds a lambda (whose body the walks here do not enter).
bool holdsLambda(const Stmt *S) {
  if (!S)
    return false;
  if (isa<LambdaExpr>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (holdsLambda(Child))
      return true;
  return false;
}

/// The text of Load without its spaces: two reads of one element written alike.
std::string spelling(const Expr *Load, ASTContext &Ctx) {
  const CharSourceRange Range = CharSourceRange::getTokenRange(Load->getSourceRange());
  std::string Text = Lexer::getSourceText(Range, Ctx.getSourceManager(), Ctx.getLangOpts()).str();
  std::erase_if(Text, [](char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r'; });
  return Text;
}

/// Where the first read's local goes: before Statement, in Block, or in braces with it where
/// it is an if, else or loop body of its own (Block null); none in a switch's body (whose
/// case labels could jump over the declaration).
struct Place {
  const Stmt *Statement = nullptr;
  const CompoundStmt *Block = nullptr;
};
std::optional<Place> placeOfRead(const Expr *Read, ASTContext &Ctx) {
  std::optional<FullStatement> Full = fullStatementOf(Read, Ctx, /*ThroughReturn=*/true);
  if (!Full || insideSwitch(Full->Statement, Ctx))
    return std::nullopt;
  return Place{Full->Statement, dyn_cast<CompoundStmt>(Full->Holder)};
}

/// Whether none of M's stores lies in Statement but its outermost assignment's (`d[i] = ...`,
/// `s += ...`, whose store follows the reads of its operands); calls are callsOnlyComputations'
/// to judge.
bool noStoreBetween(const Stmt *Statement, const FunctionModel &M, ASTContext &Ctx) {
  const auto *Outer = dyn_cast<BinaryOperator>(Statement);
  const Expr *Target = Outer && Outer->isAssignmentOp() ? Outer->getLHS()->IgnoreParens() : nullptr;
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceRange Range = Statement->getSourceRange();
  for (const AccessSite &A : M.Accesses) {
    if (!A.Writes || !A.Node || A.Node->IgnoreParens() == Target)
      continue;
    const SourceLocation At = A.Node->getBeginLoc();
    if (!SM.isBeforeInTranslationUnit(At, Range.getBegin()) &&
        !SM.isBeforeInTranslationUnit(Range.getEnd(), At))
      return false;
  }
  return true;
}

} // namespace

std::vector<HintedReread> hintedRereads(RuleContext &R, const FunctionModel &M,
                                        const std::vector<const Expr *> &Loads) {
  std::vector<HintedReread> Out;
  const Stmt *Body = M.Function ? M.Function->getBody() : nullptr;
  if (!Body || M.Function->getTemplatedKind() != FunctionDecl::TK_NonTemplate || hasGoto(Body) ||
      holdsLambda(Body))
    return Out;
  std::map<std::pair<const VarDecl *, std::string>, std::vector<const Expr *>> ByElement;
  for (const Expr *Load : Loads)
    if (const ArraySubscriptExpr *S = variableSubscript(Load);
        S && !Load->getBeginLoc().isMacroID() && !Load->getEndLoc().isMacroID())
      ByElement[{pointerOf(S), spelling(Load, R.Ctx)}].push_back(Load);
  const SourceManager &SM = R.Ctx.getSourceManager();
  std::map<const VarDecl *, bool> ReadOnly;
  for (auto &[Key, Reads] : ByElement) {
    if (Reads.size() < 2)
      continue;
    std::stable_sort(Reads.begin(), Reads.end(), [&](const Expr *A, const Expr *B) {
      return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
    });
    std::optional<Place> At = placeOfRead(Reads.front(), R.Ctx);
    if (!At || At->Statement->getBeginLoc().isMacroID() || At->Statement->getEndLoc().isMacroID())
      continue;
    auto [It, New] = ReadOnly.try_emplace(Key.first, false);
    if (New)
      It->second = readOnlyData(Key.first, M, R.Ctx);
    // The rest of the block where the data cannot change, else the statement alone, with
    // nothing in it that could store.
    const bool WholeBlock = It->second && At->Block;
    const Stmt *Scope = WholeBlock ? At->Block : At->Statement;
    std::optional<std::set<const ValueDecl *>> Vars =
        stableIndex(variableSubscript(Reads.front())->getIdx(), At->Statement, Scope, Body, R.Ctx);
    if (!onlyRead(Key.first, Scope, R.Ctx) || !neverAliased(Key.first, Body, R.Ctx) || !Vars ||
        (!It->second && (!noStoreBetween(At->Statement, M, R.Ctx) ||
                         !callsOnlyComputations(At->Statement, R.Ctx))))
      continue;
    HintedReread G{Reads.front(), {}, At->Statement, At->Block == nullptr};
    const SourceLocation From = At->Statement->getBeginLoc();
    const SourceLocation To = At->Statement->getEndLoc();
    for (std::size_t I = 1; I < Reads.size(); ++I) {
      // Spelt alike, the same variables: not a shadowing `i` of an inner scope.
      std::set<const ValueDecl *> Again;
      if (!plainArithmetic(variableSubscript(Reads[I])->getIdx(), Again) || Again != *Vars)
        continue;
      const SourceLocation Loc = Reads[I]->getBeginLoc();
      const bool InStatement =
          !SM.isBeforeInTranslationUnit(Loc, From) && !SM.isBeforeInTranslationUnit(To, Loc);
      const bool Later = WholeBlock && positionIn(Reads[I], At->Block, R.Ctx).has_value() &&
                         !SM.isBeforeInTranslationUnit(Loc, From);
      if (InStatement || Later)
        G.Again.push_back(Reads[I]);
    }
    if (!G.Again.empty())
      Out.push_back(std::move(G));
  }
  // In source order: a braced body's closing brace goes in before the next statement's
  // declaration, which shares its place (after the body's `;`).
  std::stable_sort(Out.begin(), Out.end(), [&](const HintedReread &A, const HintedReread &B) {
    return SM.isBeforeInTranslationUnit(A.First->getBeginLoc(), B.First->getBeginLoc());
  });
  return Out;
}

} // namespace limiter
