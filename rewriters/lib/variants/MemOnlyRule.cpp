// Memory-only: keeps every load and store (global, shared, local, constant) with its address,
// width and order, the barriers, and the computations that decide addresses and branches.
// Every other arithmetic expression is replaced by lim::fold of its leaves (the values it
// combined: loads, variables, helper results), one integer add per leaf, so that each loaded
// value stays alive and is stored where the original stored it.

#include "RuleContext.h"

#include "Assignments.h"
#include "BodyNodes.h"
#include "KnownCallees.h"
#include "limiter/rewriters/KernelModel.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace limiter {
namespace {

bool isArithmetic(QualType T) {
  T = T.getNonReferenceType();
  return T->isArithmeticType() && !T->isBooleanType();
}

/// A call of the CUDA math library (sqrtf, __expf, fmaxf, ...): declared in a system header,
/// computing a value from values only; not a memory intrinsic, texture fetch or async copy.
bool isMathCall(const CallExpr *Call, const SourceManager &SM) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || cloneableCallee(Call, SM) || isa<CXXMethodDecl>(Callee) ||
      lookupKnownCallee(Callee->getNameAsString()) ||
      isAsyncCopyOrTexture(Callee->getNameAsString()) || !isArithmetic(Call->getType()) ||
      !SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
    return false;
  for (const Expr *Arg : Call->arguments())
    if (!isArithmetic(Arg->getType()))
      return false;
  return true;
}

/// Nodes that compute: their operands are gathered instead of kept.
bool isInterior(const Expr *E, const SourceManager &SM) {
  if (isa<ParenExpr>(E))
    return true;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    return Cast->getCastKind() != CK_LValueToRValue && isArithmetic(E->getType());
  if (isa<ExplicitCastExpr>(E))
    return isArithmetic(E->getType());
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && !B->isCommaOp() && !B->isLogicalOp();
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus || U->getOpcode() == UO_Not;
  // `c ? a[i] : 0` loads only when c holds: a conditional is control flow, kept whole, and
  // its branches are folded as values of their own.
  if (const auto *Call = dyn_cast<CallExpr>(E))
    return isMathCall(Call, SM);
  return false;
}

/// Leaves worth keeping: everything not constant.
void gatherLeaves(const Expr *E, ASTContext &Ctx, std::vector<const Expr *> &Out) {
  if (isInterior(E, Ctx.getSourceManager())) {
    for (const Stmt *Child : E->children())
      if (const auto *C = dyn_cast_or_null<Expr>(Child))
        gatherLeaves(C, Ctx, Out);
    return;
  }
  if (!E->isValueDependent() && E->isEvaluatable(Ctx))
    return; // Literals and constants cost nothing at run time.
  Out.push_back(E);
}

/// Appends "leaf, leaf, ...)" to a fold; false when a leaf cannot be rewritten (a macro).
bool appendLeaves(RuleContext &R, const std::vector<const Expr *> &Leaves,
                  std::vector<EditSet::Piece> &Pieces) {
  for (std::size_t I = 0; I < Leaves.size(); ++I) {
    std::optional<TextRange> Leaf = R.range(Leaves[I], "an operand");
    if (!Leaf)
      return false;
    if (I)
      Pieces.emplace_back(std::string(", "));
    Pieces.emplace_back(EditSet::Sub{*Leaf});
  }
  Pieces.emplace_back(std::string(")"));
  return true;
}

/// Replaces the arithmetic of a data value by a fold of its leaves.
void foldValue(RuleContext &R, const Expr *Value) {
  const Expr *Stripped = Value->IgnoreParens();
  const SourceManager &SM = R.Ctx.getSourceManager();
  if (!isArithmetic(Value->getType()) || !isInterior(Stripped, SM) ||
      isa<ImplicitCastExpr>(Stripped))
    return;
  std::vector<const Expr *> Leaves;
  gatherLeaves(Stripped, R.Ctx, Leaves);
  if (Leaves.empty())
    return;
  std::optional<TextRange> Whole = R.range(Value, "an arithmetic expression");
  if (!Whole)
    return;
  std::vector<EditSet::Piece> Pieces = {std::string("lim::fold<decltype("), EditSet::Sub{*Whole},
                                        std::string(")>(")};
  if (!appendLeaves(R, Leaves, Pieces))
    return;
  if (R.replace(Value, "an arithmetic expression", std::move(Pieces)))
    R.count("values_folded");
}

/// `x op= e` becomes `x = lim::fold<decltype(x)>(x, leaves of e)`.
void foldUpdate(RuleContext &R, const BinaryOperator *B) {
  std::vector<const Expr *> Leaves = {B->getLHS()};
  gatherLeaves(B->getRHS(), R.Ctx, Leaves);
  std::optional<TextRange> Lhs = R.range(B->getLHS(), "an updated value");
  if (!Lhs)
    return;
  std::vector<EditSet::Piece> Pieces = {EditSet::Sub{*Lhs}, std::string(" = lim::fold<decltype("),
                                        EditSet::Sub{*Lhs}, std::string(")>(")};
  if (!appendLeaves(R, Leaves, Pieces))
    return;
  if (R.replace(B, "an update", std::move(Pieces)))
    R.count("values_folded");
}

} // namespace

/// Functors, lambdas and functions outside the kernel's file compute on data where limiter
/// cannot fold: the memory-only variant keeps that arithmetic and says so.
void reportUnfoldableCalls(RuleContext &R, const std::vector<const Expr *> &Exprs) {
  const SourceManager &SM = R.Ctx.getSourceManager();
  for (const Expr *E : Exprs) {
    const auto *Call = dyn_cast<CallExpr>(E);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    if (!Callee || !Callee->hasBody() || isCompilerProvided(Callee) ||
        cloneableCallee(Call, SM) || isMathCall(Call, SM) ||
        lookupKnownCallee(Callee->getNameAsString()) ||
        SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
      continue;
    R.conservative(Call, DiagId::HelperNotCloned,
                   "the arithmetic inside '" + Callee->getNameAsString() +
                       "' (a method, functor, lambda or function outside the kernel's file) "
                       "is kept",
                   "make it a __device__ function in the kernel's file so that it can be cloned");
  }
}

void applyMemOnlyRule(RuleContext &R, const FunctionModel &M) {
  reportUnsupported(R, M);
  BodyNodes Nodes(M.Function->getBody());
  reportUnfoldableCalls(R, Nodes.Exprs);
  for (const VarDecl *V : Nodes.Vars)
    if (V->getInit() && !M.StructuralVars.contains(V) && !V->getType()->isReferenceType())
      foldValue(R, V->getInit());
  for (const Expr *E : Nodes.Exprs) {
    if (M.isStructural(E))
      continue;
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp()) {
      if (!isArithmetic(B->getLHS()->getType()))
        continue;
      if (B->isCompoundAssignmentOp())
        foldUpdate(R, B);
      else
        foldValue(R, B->getRHS());
    } else if (const auto *Call = dyn_cast<CallExpr>(E)) {
      // Arguments of helpers (cloned, so their own values are folded inside) and the value
      // operands of atomics.
      const FunctionDecl *Callee = Call->getDirectCallee();
      bool Helper = cloneableCallee(Call, R.Ctx.getSourceManager()) != nullptr;
      bool Known = Callee && lookupKnownCallee(Callee->getNameAsString());
      if (!Helper && !Known)
        continue;
      for (unsigned I = Known ? 1 : 0; I < Call->getNumArgs(); ++I)
        if (!M.isStructural(Call->getArg(I)))
          foldValue(R, Call->getArg(I));
    }
  }
  for (const Expr *E : Nodes.Exprs) {
    if (const auto *C = dyn_cast<ConditionalOperator>(E); C && !M.isStructural(C)) {
      foldValue(R, C->getTrueExpr());
      foldValue(R, C->getFalseExpr());
    } else if (const auto *List = dyn_cast<InitListExpr>(E); List && !M.isStructural(List)) {
      // float4{a * s, ...}: each element is a value of its own.
      for (const Expr *Init : List->inits())
        foldValue(R, Init);
    }
  }
  for (const Stmt *S : Nodes.Stmts)
    if (const auto *Ret = dyn_cast<ReturnStmt>(S); Ret && Ret->getRetValue())
      if (!M.isStructural(Ret->getRetValue()))
        foldValue(R, Ret->getRetValue());
}

} // namespace limiter
