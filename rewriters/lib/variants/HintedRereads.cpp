// Reads of one element that one hinted load can serve (see HintedRereads.h): the cache-hint
// what-ifs read it once, into a local declared before the first read's statement, as full's
// compiler does, so that the what-if keeps full's loads.

#include "variants/HintedRereads.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"

#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// `p[e]`, or a member of it (`p[e].x`), with p a parameter: the subscript; null otherwise.
const ArraySubscriptExpr *parameterSubscript(const Expr *Load) {
  const Expr *E = Load->IgnoreParens();
  while (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (Member->isArrow())
      return nullptr;
    E = Member->getBase()->IgnoreParens();
  }
  const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E);
  const auto *Ref =
      Subscript ? dyn_cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts()) : nullptr;
  return Ref && isa<ParmVarDecl>(Ref->getDecl()) ? Subscript : nullptr;
}

const ParmVarDecl *pointerOf(const ArraySubscriptExpr *Subscript) {
  return cast<ParmVarDecl>(
      cast<DeclRefExpr>(Subscript->getBase()->IgnoreParenImpCasts())->getDecl());
}

/// Whether every use of P under S subscripts it (`P[e]`), none taking the element's address.
bool onlySubscripted(const ParmVarDecl *P, const Stmt *S, RuleContext &R) {
  if (!S)
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == P) {
    const Expr *At = Ref;
    DynTypedNodeList Parents = R.Ctx.getParents(*At);
    while (
        !Parents.empty() && Parents[0].get<Expr>() &&
        (isa<ParenExpr>(Parents[0].get<Expr>()) || isa<ImplicitCastExpr>(Parents[0].get<Expr>()))) {
      At = Parents[0].get<Expr>();
      Parents = R.Ctx.getParents(*At);
    }
    const auto *Subscript = Parents.empty() ? nullptr : Parents[0].get<ArraySubscriptExpr>();
    if (!Subscript || Subscript->getBase() != At)
      return false;
    const auto *Address = dyn_cast_or_null<UnaryOperator>(R.consumer(Subscript));
    return !Address || Address->getOpcode() != UO_AddrOf;
  }
  for (const Stmt *Child : S->children())
    if (!onlySubscripted(P, Child, R))
      return false;
  return true;
}

/// Whether the kernel M only ever reads P's data: a `__restrict__` pointer parameter of the
/// kernel itself, only subscripted, no access of M writing through it.
bool readOnlyData(const ParmVarDecl *P, const FunctionModel &M, RuleContext &R) {
  const Stmt *Body = M.Function ? M.Function->getBody() : nullptr;
  if (!Body || P->getDeclContext() != M.Function || !M.Function->hasAttr<CUDAGlobalAttr>() ||
      !P->getType()->isPointerType() || !P->getType().isRestrictQualified() ||
      !onlySubscripted(P, Body, R))
    return false;
  // Only subscripted, P reaches no other pointer: a write through it is `P[e] = v` (or to a
  // member of the element), one of M's accesses.
  for (const AccessSite &A : M.Accesses)
    if (const ArraySubscriptExpr *S = A.Writes && A.Node ? parameterSubscript(A.Node) : nullptr;
        S && pointerOf(S) == P)
      return false;
  return true;
}

/// Whether Index reads only integer variables declared before Before that Block only reads.
bool stableIndex(const Expr *Index, const Stmt *Before, const CompoundStmt *Block,
                 ASTContext &Ctx) {
  std::set<const ValueDecl *> Vars;
  if (!plainArithmetic(Index, Vars))
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const ValueDecl *D : Vars) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !SM.isBeforeInTranslationUnit(V->getLocation(), Before->getBeginLoc()) ||
        !onlyRead(V, Block, Ctx))
      return false;
  }
  return true;
}

/// The text of Load without its spaces: two reads of one element written alike.
std::string spelling(const Expr *Load, ASTContext &Ctx) {
  const CharSourceRange Range = CharSourceRange::getTokenRange(Load->getSourceRange());
  std::string Text = Lexer::getSourceText(Range, Ctx.getSourceManager(), Ctx.getLangOpts()).str();
  std::erase_if(Text, [](char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r'; });
  return Text;
}

} // namespace

std::vector<HintedReread> hintedRereads(RuleContext &R, const FunctionModel &M,
                                        const std::vector<const Expr *> &Loads) {
  std::vector<HintedReread> Out;
  if (!M.Function || M.Function->getTemplatedKind() != FunctionDecl::TK_NonTemplate ||
      hasGoto(M.Function->getBody()))
    return Out;
  std::map<std::pair<const ParmVarDecl *, std::string>, std::vector<const Expr *>> ByElement;
  std::map<const ParmVarDecl *, bool> ReadOnly;
  for (const Expr *Load : Loads) {
    const ArraySubscriptExpr *S = parameterSubscript(Load);
    if (!S || Load->getBeginLoc().isMacroID() || Load->getEndLoc().isMacroID())
      continue;
    const ParmVarDecl *P = pointerOf(S);
    auto [It, New] = ReadOnly.try_emplace(P, false);
    if (New)
      It->second = readOnlyData(P, M, R);
    if (It->second)
      ByElement[{P, spelling(Load, R.Ctx)}].push_back(Load);
  }
  const SourceManager &SM = R.Ctx.getSourceManager();
  for (auto &[Key, Reads] : ByElement) {
    if (Reads.size() < 2)
      continue;
    std::stable_sort(Reads.begin(), Reads.end(), [&](const Expr *A, const Expr *B) {
      return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
    });
    HintedReread G{Reads.front(), {}, nullptr, 0};
    if (!placeOf(G.First, R.Ctx, G.Block, G.Position))
      continue;
    const Stmt *Statement = G.Block->body_begin()[G.Position];
    if (!stableIndex(parameterSubscript(G.First)->getIdx(), Statement, G.Block, R.Ctx))
      continue;
    for (std::size_t I = 1; I < Reads.size(); ++I)
      if (std::optional<unsigned> At = positionIn(Reads[I], G.Block, R.Ctx);
          At && *At >= G.Position)
        G.Again.push_back(Reads[I]);
    if (!G.Again.empty())
      Out.push_back(std::move(G));
  }
  return Out;
}

} // namespace limiter
