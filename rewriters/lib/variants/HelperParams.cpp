// What a helper's calls tell of its parameters: see HelperParams.h.

#include "variants/HelperParams.h"
#include "variants/BankLayout.h"
#include "variants/RuleContext.h"

#include "ast/Assignments.h"
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

/// The parameters of Fn that its body writes, or whose address or a reference it takes.
std::set<const ParmVarDecl *> changedParams(const FunctionDecl *Fn) {
  std::set<const ParmVarDecl *> Changed;
  BodyNodes Body(Fn->getBody());
  auto Note = [&](const Expr *E) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl()))
        Changed.insert(P);
  };
  for (const Expr *E : Body.Exprs) {
    if (std::optional<Assignment> A = asAssignment(E))
      Note(A->Target);
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
      Note(U->getSubExpr());
  }
  for (const VarDecl *V : Body.Vars)
    if (V->getType()->isReferenceType() && V->getInit())
      Note(V->getInit());
  return Changed;
}

/// The template Fn instantiates, or Fn: the one text its instantiations share.
const FunctionDecl *textOf(const FunctionDecl *Fn) {
  const FunctionDecl *Pattern = Fn->getTemplateInstantiationPattern();
  return (Pattern ? Pattern : Fn)->getCanonicalDecl();
}

} // namespace

HelperParams helperParams(const FunctionModel &Helper, const RuleContext &R) {
  HelperParams Out;
  const FunctionDecl *Fn = Helper.Function;
  if (Fn->hasAttr<CUDAGlobalAttr>()) {
    Out.CalledUniformly = true;
    return Out;
  }
  // By position: the instantiations of one template have parameters of their own each.
  const unsigned N = Fn->getNumParams();
  std::vector<bool> Index(N, true), Rows(N, true), Alike(N, true);
  auto Give = [&](HelperParams &H) {
    for (unsigned I = 0; I < N; ++I)
      if (!Alike[I] && !Index[I])
        H.Varying.insert(Fn->getParamDecl(I));
  };
  auto Unknown = [&]() {
    HelperParams None;
    None.CallersReadRows = Out.CallersReadRows;
    for (const ParmVarDecl *P : Fn->parameters())
      None.Varying.insert(P);
    return None;
  };
  unsigned Calls = 0;
  for (const KernelModel *Model : R.Models)
    for (const FunctionModel &Caller : Model->functions()) {
      std::vector<const CallExpr *> Mine;
      for (const CallExpr *Call : Caller.HelperCalls)
        if (const FunctionDecl *Callee = Call->getDirectCallee();
            Callee && textOf(Callee) == textOf(Fn))
          Mine.push_back(Call);
      if (Mine.empty())
        continue;
      if (&Caller != &Model->kernel())
        return Unknown(); // a helper's helper: its caller's values are not followed
      const Uniformity U(Caller.Function, R.Ctx);
      if (exitsVary(Caller.Function, U))
        return Unknown();
      BodyNodes Body(Caller.Function->getBody());
      for (const Expr *E : Body.Exprs) {
        auto [Var, Field] = builtinOf(E);
        Out.CallersReadRows |=
            (Var == "threadIdx" || Var == "blockDim") && (Field == "y" || Field == "z");
      }
      for (const CallExpr *Call : Mine) {
        if (!U.underUniformControl(Call) || Call->getNumArgs() != N)
          return Unknown();
        ++Calls;
        for (unsigned I = 0; I < N; ++I) {
          const Expr *Arg = Call->getArg(I);
          Index[I] = Index[I] && plainThreadIndex(Arg, U);
          const VarDecl *Row = wholeSharedRow(Arg, R.Ctx);
          Alike[I] = Alike[I] && (U.isUniform(Arg) || Row);
          Rows[I] = Rows[I] && Row && !sharedValuesDecideWork(Caller, {Row});
        }
      }
    }
  if (Calls == 0)
    return Unknown();
  // A parameter the helper changes no longer holds what the calls gave it.
  const std::set<const ParmVarDecl *> Changed = changedParams(Fn);
  for (unsigned I = 0; I < N; ++I) {
    const ParmVarDecl *P = Fn->getParamDecl(I);
    if (Index[I] && !Changed.count(P))
      Out.ThreadIndex.insert(P);
    else if (Index[I])
      Out.Varying.insert(P);
    if (Rows[I] && !Changed.count(P))
      Out.SharedRows.insert(P);
  }
  Give(Out);
  Out.CalledUniformly = true; // every call was found under uniform control
  return Out;
}

} // namespace limiter
