// The shared indices a no-divergence role keeps as its thread's own, and the shared memory
// its roles reach otherwise (RoleIndices.h).

#include "variants/RoleIndices.h"

#include "variants/BankLayout.h"
#include "variants/CoalescedLoops.h"

#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace limiter {

bool sharedRow(const VarDecl *V, const DynamicShared &Dynamic, ASTContext &Ctx,
               const std::set<const ParmVarDecl *> &Rows) {
  if (std::find(Dynamic.Names.begin(), Dynamic.Names.end(), V) != Dynamic.Names.end())
    return true;
  if (const auto *P = dyn_cast<ParmVarDecl>(V); P && Rows.count(P))
    return true;
  const auto *Fixed = Ctx.getAsConstantArrayType(V->getType());
  return V->hasAttr<CUDASharedAttr>() && Fixed && !Ctx.getAsArrayType(Fixed->getElementType());
}

OwnIndices ownIndices(const Stmt *Then, const StrideTest &Test, const Uniformity &U,
                      const DynamicShared &Dynamic, const FunctionModel &M,
                      const std::set<const ParmVarDecl *> &Rows) {
  OwnIndices Own;
  ASTContext &Ctx = U.context();
  Expr::EvalResult Offset;
  if (Test.Shift ||
      (Test.Offset && (Test.Offset->isValueDependent() ||
                       !Test.Offset->EvaluateAsInt(Offset, Ctx) || Offset.Val.getInt() != 0)))
    return Own;
  BodyNodes Nodes(Then);
  for (const Expr *E : Nodes.Exprs) {
    const auto *Use = dyn_cast<ArraySubscriptExpr>(E);
    const auto *Base = Use ? dyn_cast<DeclRefExpr>(Use->getBase()->IgnoreParenImpCasts()) : nullptr;
    const auto *V = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
    // Another element than full's, where the values decide work, would change the work.
    if (!V || !sharedRow(V, Dynamic, Ctx, Rows) ||
        sharedValuesDecideWork(M, std::find(Dynamic.Names.begin(), Dynamic.Names.end(), V) !=
                                          Dynamic.Names.end()
                                      ? Dynamic.Names
                                      : std::vector<const VarDecl *>{V}))
      continue;
    std::vector<const Expr *> Terms;
    additiveTerms(Use->getIdx(), Terms);
    const Expr *Thread = nullptr;
    bool Rest = true;
    for (const Expr *T : Terms) {
      if (!Thread && U.isThreadIndex(T) &&
          (isa<DeclRefExpr>(T->IgnoreParenImpCasts()) || isThreadIdxX(T->IgnoreParenImpCasts())))
        Thread = T->IgnoreParenImpCasts();
      else
        Rest &= uniformNonNegative(T, U);
    }
    if (Thread && Rest && !dependsOnTemplate(Use->getIdx())) {
      Own.Threads.insert(Thread);
      Own.Subscripts.insert(Use);
    } else if (std::optional<StridedIndex> S =
                   stridedIndex(Use->getIdx(), U, M.Function->getBody());
               S && !S->Local) {
      // `s[k * t + c]`: thread p reads s[p + c], in bounds where s[k * (p * m) + c] was.
      Own.Threads.insert(S->Thread->IgnoreParenImpCasts());
      Own.Subscripts.insert(Use);
      Own.Strided.emplace_back(Use, *S);
    }
  }
  return Own;
}

void dropStride(RuleContext &R, const ArraySubscriptExpr *Use, const StridedIndex &Index) {
  std::optional<TextRange> Thread = R.Edits.rangeOf(Index.Thread->getSourceRange());
  if (!Thread)
    return;
  std::vector<EditSet::Piece> Pieces = {std::string("("), EditSet::Sub{*Thread}, std::string(")")};
  for (const Expr *Term : Index.Rest) {
    std::optional<TextRange> Range = R.Edits.rangeOf(Term->getSourceRange());
    if (!Range)
      return;
    Pieces.insert(Pieces.end(), {std::string(" + ("), EditSet::Sub{*Range}, std::string(")")});
  }
  R.replaceIndex(Use, "a shared array's index", [&](TextRange) { return Pieces; });
}

void noteRoleArrays(const Stmt *Then, const Uniformity &U, const DynamicShared &Dynamic,
                    const std::set<const Expr *> &Own, std::set<const VarDecl *> &Static,
                    bool &ReachesDynamic, const std::set<const ParmVarDecl *> &Rows,
                    std::set<const Expr *> &ThroughRows) {
  BodyNodes Nodes(Then);
  for (const Expr *E : Nodes.Exprs) {
    const auto *Use = dyn_cast<ArraySubscriptExpr>(E);
    const auto *Base = Use ? dyn_cast<DeclRefExpr>(Use->getBase()->IgnoreParenImpCasts()) : nullptr;
    const auto *V = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
    if (!V)
      continue;
    bool ByRole = false;
    forEachThreadIndexUse(Use->getIdx(), U,
                          [&](const Expr *T) { ByRole |= !Own.count(T->IgnoreParenImpCasts()); });
    if (!ByRole)
      continue;
    if (std::find(Dynamic.Names.begin(), Dynamic.Names.end(), V) != Dynamic.Names.end())
      ReachesDynamic = true;
    else if (const auto *P = dyn_cast<ParmVarDecl>(V); P && Rows.count(P))
      ThroughRows.insert(Use);
    else if (V->hasAttr<CUDASharedAttr>() && V->getType()->isConstantArrayType())
      Static.insert(V);
  }
}

} // namespace limiter
