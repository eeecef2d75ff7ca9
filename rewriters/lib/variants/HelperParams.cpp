// What a helper's calls tell of its parameters: see HelperParams.h.

#include "variants/HelperParams.h"
#include "variants/BankLayout.h"
#include "variants/RuleContext.h"

#include "ast/ThreadUniformity.h"
#include "model/KernelModel.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace limiter {
namespace {

/// Whether the function leaves early, or a loop of it ends early, on a condition of the
/// thread's own somewhere.
bool exitsVary(const FunctionDecl *Fn, const Uniformity &U) {
  BodyNodes Body(Fn->getBody());
  for (const Stmt *S : Body.Stmts)
    if ((isa<ReturnStmt>(S) || isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<GotoStmt>(S) ||
         isa<IndirectGotoStmt>(S)) &&
        !U.underUniformControl(S))
      return true;
  return false;
}

/// Whether E is threadIdx.x, or a local initialised to it and never written (not the block's
/// linear id: its roles would count other threads).
bool plainThreadIndex(const Expr *E, const Uniformity &U) {
  E = E->IgnoreParenImpCasts();
  if (isThreadIdxX(E))
    return true;
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return V && U.isThreadIndexVar(V) && V->getInit() && isThreadIdxX(V->getInit());
}

/// The static one-dimensional `__shared__` array E names whole (decayed to its first
/// element's address), or null.
const VarDecl *wholeSharedRow(const Expr *E, ASTContext &Ctx) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->hasAttr<CUDASharedAttr>())
    return nullptr;
  const auto *Fixed = Ctx.getAsConstantArrayType(V->getType());
  return Fixed && !Ctx.getAsArrayType(Fixed->getElementType()) ? V : nullptr;
}

} // namespace

HelperParams helperParams(const FunctionModel &Helper, const RuleContext &R) {
  HelperParams Out;
  const FunctionDecl *Fn = Helper.Function;
  if (Fn->hasAttr<CUDAGlobalAttr>())
    return Out;
  std::set<const ParmVarDecl *> Index, Rows;
  for (const ParmVarDecl *P : Fn->parameters()) {
    Index.insert(P);
    Rows.insert(P);
  }
  unsigned Calls = 0;
  for (const KernelModel *Model : R.Models)
    for (const FunctionModel &Caller : Model->functions()) {
      std::vector<const CallExpr *> Mine;
      for (const CallExpr *Call : Caller.HelperCalls)
        if (const FunctionDecl *Callee = Call->getDirectCallee();
            Callee && Callee->getCanonicalDecl() == Fn->getCanonicalDecl())
          Mine.push_back(Call);
      if (Mine.empty())
        continue;
      if (&Caller != &Model->kernel())
        return Out; // a helper's helper: its caller's roles are not followed
      const Uniformity U(Caller.Function, R.Ctx);
      if (exitsVary(Caller.Function, U))
        return Out;
      BodyNodes Body(Caller.Function->getBody());
      for (const Expr *E : Body.Exprs) {
        auto [Var, Field] = builtinOf(E);
        Out.CallersReadRows |=
            (Var == "threadIdx" || Var == "blockDim") && (Field == "y" || Field == "z");
      }
      for (const CallExpr *Call : Mine) {
        if (!U.underUniformControl(Call) || Call->getNumArgs() != Fn->getNumParams())
          return Out;
        ++Calls;
        for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
          const ParmVarDecl *P = Fn->getParamDecl(I);
          if (!plainThreadIndex(Call->getArg(I), U))
            Index.erase(P);
          const VarDecl *Row = wholeSharedRow(Call->getArg(I), R.Ctx);
          if (!Row || sharedValuesDecideWork(Caller, {Row}))
            Rows.erase(P);
        }
      }
    }
  if (Calls == 0)
    return Out;
  Out.ThreadIndex = std::move(Index);
  Out.SharedRows = std::move(Rows);
  return Out;
}

} // namespace limiter
