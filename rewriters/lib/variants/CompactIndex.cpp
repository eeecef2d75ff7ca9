// The strided index of a shared array and its compaction: see CompactIndex.h.

#include "variants/CompactIndex.h"
#include "ast/Parents.h"
#include "variants/CoalescedLoops.h"

#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace limiter {
namespace {

/// A factor of the stride: block-uniform, and at least one (a constant, or a proven power of
/// two); Unit where it is the constant one.
bool strideFactor(const Expr *E, const Uniformity &U, bool &Unit) {
  ASTContext &Ctx = U.context();
  Expr::EvalResult Value;
  if (!E->isValueDependent() && E->EvaluateAsInt(Value, Ctx)) {
    Unit = Value.Val.getInt() == 1;
    return Value.Val.getInt() >= 1;
  }
  Unit = false;
  return U.isUniform(E) && !E->HasSideEffects(Ctx) && powerOfTwo(E, Ctx);
}

/// E as `k * t` (a product of the thread index and stride factors, in any order, or `t << n`
/// with n block-uniform): t's node, where k is not the constant one.
const Expr *strideTimesThread(const Expr *E, const Uniformity &U) {
  E = E->IgnoreParenImpCasts();
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B)
    return nullptr;
  if (B->getOpcode() == BO_Shl) {
    const Expr *Count = B->getRHS();
    return U.isThreadIndex(B->getLHS()) && U.isUniform(Count) && !Count->HasSideEffects(U.context())
               ? B->getLHS()->IgnoreParenImpCasts()
               : nullptr;
  }
  if (B->getOpcode() != BO_Mul)
    return nullptr;
  // The factors of the product, flattened.
  std::vector<const Expr *> Factors, Open = {B};
  while (!Open.empty()) {
    const Expr *F = Open.back()->IgnoreParenImpCasts();
    Open.pop_back();
    if (const auto *M = dyn_cast<BinaryOperator>(F); M && M->getOpcode() == BO_Mul) {
      Open.push_back(M->getLHS());
      Open.push_back(M->getRHS());
    } else {
      Factors.push_back(F);
    }
  }
  const Expr *Thread = nullptr;
  bool AllUnit = true;
  for (const Expr *F : Factors) {
    if (!Thread && U.isThreadIndex(F)) {
      Thread = F;
      continue;
    }
    bool Unit = false;
    if (!strideFactor(F, U, Unit))
      return nullptr;
    AllUnit &= Unit;
  }
  return Thread && !AllUnit ? Thread : nullptr;
}

/// Whether the name of the thread index a local's initialiser reads means the same where
/// Use is: a built-in, or a variable no other declaration of the function shares a name with,
/// and Use in no lambda (whose body cannot name the function's locals uncaptured).
bool sameNameAt(const Expr *Thread, const Expr *Use, const Stmt *Body, ASTContext &Ctx) {
  // The function Use is in must be Body's (a lambda's call operator is another).
  for (DynTypedNodeList P = parentsOf(Ctx, *Use); !P.empty(); P = parentsOf(Ctx, P[0])) {
    if (P[0].get<LambdaExpr>())
      return false;
    if (const auto *F = P[0].get<FunctionDecl>()) {
      if (F->getBody() != Body)
        return false;
      break;
    }
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(Thread->IgnoreParenImpCasts());
  if (!Ref)
    return isThreadIdxX(Thread->IgnoreParenImpCasts());
  return !nameShared(Ref->getDecl(), BodyNodes(Body).Vars);
}

} // namespace

bool dependsOnTemplate(const Expr *E) {
  if (!E)
    return false;
  if (isa<SubstNonTypeTemplateParmExpr>(E) || isa<UnaryExprOrTypeTraitExpr>(E))
    return true;
  for (const Stmt *Child : E->children())
    if (const auto *C = dyn_cast_or_null<Expr>(Child); C && dependsOnTemplate(C))
      return true;
  return false;
}

bool uniformNonNegative(const Expr *E, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  if (!U.isUniform(E) || E->HasSideEffects(Ctx) || !E->getType()->isIntegerType() ||
      dependsOnTemplate(E))
    return false;
  Expr::EvalResult Value;
  if (!E->isValueDependent() && E->EvaluateAsInt(Value, Ctx))
    return !Value.Val.getInt().isNegative();
  return E->IgnoreParenImpCasts()->getType()->isUnsignedIntegerType() || powerOfTwo(E, Ctx);
}

std::optional<StridedIndex> stridedIndex(const Expr *Index, const Uniformity &U, const Stmt *Body) {
  ASTContext &Ctx = U.context();
  if (dependsOnTemplate(Index))
    return std::nullopt;
  std::vector<const Expr *> Terms;
  additiveTerms(Index, Terms);
  StridedIndex Out;
  for (const Expr *T : Terms) {
    const Expr *Thread = strideTimesThread(T, U);
    const VarDecl *Local = nullptr;
    // A local holding `k * t`, only read (`const unsigned i = 2 * d * t; s[i + d]`).
    if (const auto *Ref = dyn_cast<DeclRefExpr>(T->IgnoreParenImpCasts()); !Thread && Ref) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (V && V->isLocalVarDecl() && !V->isStaticLocal() && V->getInit() &&
          V->getInitStyle() == VarDecl::CInit && !V->getType()->isReferenceType() &&
          onlyRead(V, Body, Ctx) && neverAliased(V, Body, Ctx) && !dependsOnTemplate(V->getInit()))
        Thread = strideTimesThread(V->getInit(), U);
      if (Thread && !sameNameAt(Thread, Index, Body, Ctx))
        return std::nullopt;
      Local = Thread ? V : nullptr;
    }
    if (Thread) {
      if (Out.Thread)
        return std::nullopt; // the thread index twice
      Out.Thread = Thread;
      Out.Local = Local;
    } else if (uniformNonNegative(T, U)) {
      Out.Rest.push_back(T);
    } else {
      return std::nullopt;
    }
  }
  if (!Out.Thread)
    return std::nullopt;
  return Out;
}

} // namespace limiter
