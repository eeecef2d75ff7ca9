// The strided index of a shared array and its compaction: see CompactIndex.h.

#include "variants/CompactIndex.h"
#include "variants/CoalescedLoops.h"

#include "ast/IndexArithmetic.h"

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

} // namespace

bool uniformNonNegative(const Expr *E, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  if (!U.isUniform(E) || E->HasSideEffects(Ctx) || !E->getType()->isIntegerType())
    return false;
  Expr::EvalResult Value;
  if (!E->isValueDependent() && E->EvaluateAsInt(Value, Ctx))
    return !Value.Val.getInt().isNegative();
  return E->IgnoreParenImpCasts()->getType()->isUnsignedIntegerType() || powerOfTwo(E, Ctx);
}

std::optional<StridedIndex> stridedIndex(const Expr *Index, const Uniformity &U, const Stmt *Body) {
  ASTContext &Ctx = U.context();
  std::vector<const Expr *> Terms;
  additiveTerms(Index, Terms);
  StridedIndex Out;
  for (const Expr *T : Terms) {
    const Expr *Thread = strideTimesThread(T, U);
    // A local holding `k * t`, only read (`const unsigned i = 2 * d * t; s[i + d]`).
    if (const auto *Ref = dyn_cast<DeclRefExpr>(T->IgnoreParenImpCasts()); !Thread && Ref) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (V && V->isLocalVarDecl() && !V->isStaticLocal() && V->getInit() &&
          V->getInitStyle() == VarDecl::CInit && !V->getType()->isReferenceType() &&
          onlyRead(V, Body, Ctx) && neverAliased(V, Body, Ctx))
        Thread = strideTimesThread(V->getInit(), U);
    }
    if (Thread) {
      if (Out.Thread)
        return std::nullopt; // the thread index twice
      Out.Thread = Thread;
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
