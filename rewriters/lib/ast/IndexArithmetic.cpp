// The arithmetic of indices for the wider-accesses what-if: see IndexArithmetic.h.

#include "ast/IndexArithmetic.h"

#include "ast/Parents.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace limiter {
namespace {

/// An integer conversion of an integer (not a bool, not from a floating value).
bool integerToInteger(const CastExpr *Cast) {
  QualType To = Cast->getType(), From = Cast->getSubExpr()->getType();
  return To->isIntegerType() && !To->isBooleanType() && From->isIntegerType();
}

/// A positive power of two, as a constant.
bool constantPowerOfTwo(const Expr *E, ASTContext &Ctx) {
  std::optional<llvm::APSInt> C =
      E->isValueDependent() ? std::nullopt : E->getIntegerConstantExpr(Ctx);
  return C && C->isStrictlyPositive() && C->isPowerOf2();
}

/// The for loop whose init declares V, or null.
const ForStmt *loopDeclaring(const VarDecl *V, ASTContext &Ctx) {
  DynTypedNodeList Parents = parentsOf(Ctx, *V);
  const auto *Decl = Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
  if (!Decl || !Decl->isSingleDecl())
    return nullptr;
  Parents = parentsOf(Ctx, *Decl);
  const auto *Loop = Parents.empty() ? nullptr : Parents[0].get<ForStmt>();
  return Loop && Loop->getInit() == Decl ? Loop : nullptr;
}

/// Whether Step doubles V (or multiplies it by a power of two): `V *= 2`, `V <<= 1`,
/// `V = V * 2`, `V = 2 * V`, `V = V << 1`, `V += V`, `V = V + V`.
bool doubles(const Expr *Step, const VarDecl *V, ASTContext &Ctx) {
  const auto *B = Step ? dyn_cast<BinaryOperator>(Step->IgnoreParens()) : nullptr;
  if (!B || !refersTo(B->getLHS(), V))
    return false;
  const Expr *R = B->getRHS();
  switch (B->getOpcode()) {
  case BO_MulAssign:
    return constantPowerOfTwo(R, Ctx);
  case BO_ShlAssign:
    return R->getIntegerConstantExpr(Ctx).has_value();
  case BO_AddAssign:
    return refersTo(R, V);
  case BO_Assign: {
    const auto *Op = dyn_cast<BinaryOperator>(R->IgnoreParenImpCasts());
    if (!Op)
      return false;
    const Expr *L = Op->getLHS(), *RR = Op->getRHS();
    switch (Op->getOpcode()) {
    case BO_Mul:
      return (refersTo(L, V) && constantPowerOfTwo(RR, Ctx)) ||
             (refersTo(RR, V) && constantPowerOfTwo(L, Ctx));
    case BO_Shl:
      return refersTo(L, V) && RR->getIntegerConstantExpr(Ctx).has_value();
    case BO_Add:
      return refersTo(L, V) && refersTo(RR, V);
    default:
      return false;
    }
  }
  default:
    return false;
  }
}

/// Whether every use of V in Body reads its value or doubles it (doubles): no other write, no
/// address or reference taken.
bool readOrDoubled(const VarDecl *V, const Stmt *Body, ASTContext &Ctx) {
  if (!Body)
    return false;
  if (const auto *E = dyn_cast<Expr>(Body); E && doubles(E, V, Ctx))
    return true; // its right-hand side reads V, or is a constant
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Body); Ref && Ref->getDecl() == V)
    return onlyRead(V, Ref, Ctx);
  for (const Stmt *Child : Body->children())
    if (Child && !readOrDoubled(V, Child, Ctx))
      return false;
  return true;
}

} // namespace

bool powerOfTwo(const Expr *E, ASTContext &Ctx, int Depth) {
  if (!E || Depth > 8 || E->isValueDependent())
    return false;
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    // A narrowing conversion may cut a power of two to zero (`(unsigned char)(1 << 8)`).
    return integerToInteger(Cast) &&
           Ctx.getTypeSize(Cast->getType()) >= Ctx.getTypeSize(Cast->getSubExpr()->getType()) &&
           powerOfTwo(Cast->getSubExpr(), Ctx, Depth + 1);
  if (constantPowerOfTwo(E, Ctx))
    return true;
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Mul)
      return powerOfTwo(B->getLHS(), Ctx, Depth + 1) && powerOfTwo(B->getRHS(), Ctx, Depth + 1);
    // A power of two shifted left by any count is one (`1 << level`): a count past the
    // type's width is undefined in the source already (into a signed type's sign bit, the
    // most negative value, which picks thread 0 alone as a stride or a mask, as in full).
    if (B->getOpcode() == BO_Shl)
      return powerOfTwo(B->getLHS(), Ctx, Depth + 1) && B->getRHS()->getType()->isIntegerType() &&
             !B->getRHS()->HasSideEffects(Ctx);
    return false;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->getType()->isIntegerType() || V->getType().isVolatileQualified() ||
      !V->getInit())
    return false;
  if (V->getType().isConstQualified())
    return powerOfTwo(V->getInit(), Ctx, Depth + 1);
  if (!powerOfTwo(V->getInit(), Ctx, Depth + 1))
    return false;
  if (const ForStmt *Loop = loopDeclaring(V, Ctx))
    return doubles(Loop->getInc(), V, Ctx) && onlyRead(V, Loop->getBody(), Ctx) &&
           onlyRead(V, Loop->getCond(), Ctx);
  // A local the function only reads and doubles (`int i = 1; while (i < n) { ...; i *= 2; }`).
  const auto *F = dyn_cast_or_null<FunctionDecl>(V->getDeclContext());
  return V->isLocalVarDecl() && !V->isStaticLocal() && !V->getType()->isReferenceType() && F &&
         readOrDoubled(V, F->getBody(), Ctx);
}

std::pair<const Expr *, long long> splitIndex(const Expr *Index, ASTContext &Ctx) {
  Index = Index->IgnoreParenImpCasts();
  if (std::optional<llvm::APSInt> C = Index->getIntegerConstantExpr(Ctx))
    return {nullptr, C->getExtValue()};
  if (const auto *B = dyn_cast<BinaryOperator>(Index);
      B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
    if (std::optional<llvm::APSInt> C = B->getRHS()->getIntegerConstantExpr(Ctx))
      return {B->getLHS()->IgnoreParenImpCasts(),
              B->getOpcode() == BO_Add ? C->getExtValue() : -C->getExtValue()};
    if (std::optional<llvm::APSInt> C = B->getLHS()->getIntegerConstantExpr(Ctx);
        C && B->getOpcode() == BO_Add)
      return {B->getRHS()->IgnoreParenImpCasts(), C->getExtValue()};
  }
  return {Index, 0};
}

/// Whether Lambda's capture of V lets it change V nowhere: a copy, or a reference its body
/// only reads through. (Its body may run wherever the lambda is called, in a loop that a
/// walk of the loop alone would take for one that leaves V as it is.)
static bool captureOnlyReads(const LambdaExpr *Lambda, const VarDecl *V, ASTContext &Ctx) {
  for (const LambdaCapture &C : Lambda->captures())
    if (C.capturesVariable() && C.getCapturedVar() == V && C.getCaptureKind() == LCK_ByRef)
      return onlyRead(V, Lambda->getBody(), Ctx);
  return true;
}

bool onlyRead(const VarDecl *V, const Stmt *Body, ASTContext &Ctx) {
  if (!Body)
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Body); Ref && Ref->getDecl() == V) {
    DynTypedNodeList Parents = parentsOf(Ctx, *Ref);
    const Expr *User = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    while (User && isa<ParenExpr>(User)) {
      Parents = parentsOf(Ctx, *User);
      User = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    }
    if (const auto *Lambda = dyn_cast_or_null<LambdaExpr>(User))
      return captureOnlyReads(Lambda, V, Ctx);
    const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(User);
    return Read && Read->getCastKind() == CK_LValueToRValue;
  }
  for (const Stmt *Child : Body->children())
    if (!onlyRead(V, Child, Ctx))
      return false;
  return true;
}

bool neverAliased(const VarDecl *V, const Stmt *Body, ASTContext &Ctx) {
  if (V->getType()->isReferenceType())
    return false;
  if (!Body)
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Body); Ref && Ref->getDecl() == V) {
    DynTypedNodeList Parents = parentsOf(Ctx, *Ref);
    const Expr *Child = Ref;
    const Expr *User = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    while (User && isa<ParenExpr>(User)) {
      Child = User;
      Parents = parentsOf(Ctx, *User);
      User = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    }
    if (const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(User))
      return Read->getCastKind() == CK_LValueToRValue;
    if (const auto *Lambda = dyn_cast_or_null<LambdaExpr>(User))
      return captureOnlyReads(Lambda, V, Ctx);
    const auto *Step = dyn_cast_or_null<UnaryOperator>(User);
    const auto *Assign = dyn_cast_or_null<BinaryOperator>(User);
    if (Step ? !Step->isIncrementDecrementOp()
             : !Assign || !Assign->isAssignmentOp() || Assign->getLHS() != Child)
      return false;
    if (Step && Step->isPostfix())
      return true; // its value is not V
    // An assignment or a prefix step is V itself: its value only read, or not used.
    Parents = parentsOf(Ctx, *User);
    const Expr *Outer = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    while (Outer && isa<ParenExpr>(Outer)) {
      Parents = parentsOf(Ctx, *Outer);
      Outer = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    }
    if (!Outer) // a statement of its own, not an initializer (`int &r = (v = e);`)
      return !Parents.empty() && Parents[0].get<Stmt>() != nullptr;
    const auto *Read = dyn_cast<ImplicitCastExpr>(Outer);
    return Read && Read->getCastKind() == CK_LValueToRValue;
  }
  for (const Stmt *Child : Body->children())
    if (!neverAliased(V, Child, Ctx))
      return false;
  return true;
}

bool alignedTo(const Expr *E, long long Width, ASTContext &Ctx, const Stmt *Body, int Depth) {
  if (!E)
    return true; // a constant index: the offset alone decides
  if (Depth > 16)
    return false;
  E = E->IgnoreParens();
  if (std::optional<llvm::APSInt> C = E->getIntegerConstantExpr(Ctx))
    return C->getExtValue() % Width == 0;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return integerToInteger(Cast) && alignedTo(Cast->getSubExpr(), Width, Ctx, Body, Depth + 1);
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    const Expr *L = B->getLHS(), *R = B->getRHS();
    switch (B->getOpcode()) {
    case BO_Mul:
      return alignedTo(L, Width, Ctx, Body, Depth + 1) || alignedTo(R, Width, Ctx, Body, Depth + 1);
    case BO_Shl:
      if (std::optional<llvm::APSInt> S = R->getIntegerConstantExpr(Ctx);
          S && S->getExtValue() >= 0 && S->getExtValue() < 32 &&
          (1LL << S->getExtValue()) % Width == 0)
        return true;
      return alignedTo(L, Width, Ctx, Body, Depth + 1);
    case BO_Add:
    case BO_Sub:
      return alignedTo(L, Width, Ctx, Body, Depth + 1) && alignedTo(R, Width, Ctx, Body, Depth + 1);
    default:
      return false;
    }
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && V->isLocalVarDecl() && V->getInit() && V->getType()->isIntegerType() &&
        !V->getType().isVolatileQualified() && onlyRead(V, Body, Ctx))
      return alignedTo(V->getInit(), Width, Ctx, Body, Depth + 1);
  return false;
}

bool plainArithmetic(const Expr *E, std::set<const ValueDecl *> &Vars) {
  E = E->IgnoreParens();
  // A literal, `sizeof` and `alignof` of a type (not of an expression, whose names the text
  // would carry), and a template's value argument (S in an instantiation).
  if (isa<IntegerLiteral>(E) || isa<CharacterLiteral>(E))
    return true;
  if (const auto *Trait = dyn_cast<UnaryExprOrTypeTraitExpr>(E))
    return Trait->isArgumentType();
  if (const auto *Subst = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return plainArithmetic(Subst->getReplacement(), Vars);
  if (!builtinOf(E).first.empty()) // threadIdx.x, blockDim.y, ...
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (V && V->getType()->isIntegerType() && !V->getType().isVolatileQualified() &&
        (V->isLocalVarDecl() || isa<ParmVarDecl>(V) || V->getType().isConstQualified())) {
      Vars.insert(V);
      return true;
    }
    return isa<EnumConstantDecl>(Ref->getDecl());
  }
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return integerToInteger(Cast) && plainArithmetic(Cast->getSubExpr(), Vars);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus || U->getOpcode() == UO_Not) &&
           plainArithmetic(U->getSubExpr(), Vars);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && !B->isCommaOp() && plainArithmetic(B->getLHS(), Vars) &&
           plainArithmetic(B->getRHS(), Vars);
  return false;
}

bool refersTo(const Expr *E, const VarDecl *V) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return Ref && Ref->getDecl() == V;
}

std::optional<RowStart> rowStartOf(const Expr *Init) {
  RowStart Out;
  for (int Depth = 0; Init && Depth <= 8; ++Depth) {
    Init = Init->IgnoreParenImpCasts();
    if (const auto *B = dyn_cast<BinaryOperator>(Init);
        B && B->getOpcode() == BO_Add && B->getType()->isPointerType()) {
      const bool Left = B->getLHS()->getType()->isPointerType();
      const Expr *Term = Left ? B->getRHS() : B->getLHS();
      if (!Term->getType()->isIntegerType())
        return std::nullopt;
      Out.Terms.insert(Out.Terms.begin(), Term);
      Init = Left ? B->getLHS() : B->getRHS();
      continue;
    }
    if (const auto *Address = dyn_cast<UnaryOperator>(Init);
        Address && Address->getOpcode() == UO_AddrOf) {
      const auto *Element = dyn_cast<ArraySubscriptExpr>(Address->getSubExpr()->IgnoreParens());
      if (!Element || !Element->getIdx()->getType()->isIntegerType())
        return std::nullopt;
      Out.Terms.insert(Out.Terms.begin(), Element->getIdx());
      Init = Element->getBase();
      continue;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(Init);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V || !V->getType()->isPointerType())
      return std::nullopt;
    Out.Root = V;
    Out.RootExpr = Ref;
    return Out;
  }
  return std::nullopt;
}

std::optional<long long> integerConstant(const Expr *E, ASTContext &Ctx) {
  Expr::EvalResult Value;
  if (!E || E->isValueDependent() || !E->EvaluateAsInt(Value, Ctx) ||
      Value.Val.getInt().getSignificantBits() > 62)
    return std::nullopt;
  return Value.Val.getInt().getExtValue();
}

} // namespace limiter
