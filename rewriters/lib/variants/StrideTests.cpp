// The stride and range tests of a branch's condition on the thread index: see StrideTests.h.

#include "variants/StrideTests.h"
#include "variants/CompactIndex.h"

#include "ast/IndexArithmetic.h"

#include "clang/AST/ExprCXX.h"

#include <set>

using namespace clang;

namespace limiter {
namespace {

/// Whether a test's other side is absent (the bare truth value) or a constant zero.
bool zeroOrAbsent(const Expr *Other, ASTContext &Ctx) {
  Expr::EvalResult Zero;
  return !Other ||
         (!Other->isValueDependent() && Other->EvaluateAsInt(Zero, Ctx) && Zero.Val.getInt() == 0);
}

/// c of `x + c` or `c + x`, x the thread index and c an integer constant from 0 to 1024 (so
/// that x + c neither wraps nor goes below zero, and x % m's residues only turn); null where E
/// is none.
const Expr *shiftOf(const Expr *E, const Uniformity &U) {
  const auto *Add = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!Add || Add->getOpcode() != BO_Add)
    return nullptr;
  for (auto [X, C] : {std::pair{Add->getLHS(), Add->getRHS()}, {Add->getRHS(), Add->getLHS()}}) {
    std::optional<llvm::APSInt> Value =
        C->isValueDependent() ? std::nullopt : C->getIntegerConstantExpr(U.context());
    // Not a template's argument: its one text serves every instantiation's value.
    if (U.isThreadIndex(X) && Value && *Value >= 0 && *Value <= 1024 && !dependsOnTemplate(C))
      return C;
  }
  return nullptr;
}

/// m of `x % m` or k + 1 of `x & k` where it is an integer constant (k + 1 a power of two); 0
/// otherwise.
long long strideValue(const BinaryOperator *Op, ASTContext &Ctx) {
  StrideTest T;
  T.Stride = Op->getRHS();
  T.Mask = Op->getOpcode() == BO_And;
  return constantStride(T, Ctx);
}

/// Whether Op (`x % m` or `x & k`) takes a constant stride of a tile's rank x that divides the
/// tile's size N (`warp.thread_rank() & 1` of a tile of 32): the block's rank modulo N has the
/// same residues modulo m as the rank itself, so the test picks the threads the same test of
/// the block's rank picks. Not a template's stride, whose one text serves every tile size.
bool tileRemainder(const BinaryOperator *Op, ASTContext &Ctx) {
  if ((Op->getOpcode() != BO_Rem && Op->getOpcode() != BO_And) || dependsOnTemplate(Op->getRHS()))
    return false;
  const unsigned N = tileRankSize(Op->getLHS());
  const long long M = N ? strideValue(Op, Ctx) : 0;
  return M >= 1 && N % M == 0;
}

/// A local set once to a tile's rank (`const unsigned lane = warp.thread_rank();`) that E
/// reads, of 16 bits or more; Rank then the rank's call. Null otherwise.
const VarDecl *tileRankLocal(const Expr *E, const Uniformity &U, const Expr *&Rank) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->isLocalVarDecl() || !V->getInit() || !V->getType()->isIntegerType() ||
      V->getType()->isBooleanType() || U.context().getTypeSize(V->getType()) < 16 ||
      !U.neverWritten(V) || !tileRankSize(V->getInit()))
    return nullptr;
  Rank = V->getInit()->IgnoreParenCasts();
  return V;
}

/// remainderTest's test once its operands are known: `x % m`, or the mask form.
std::optional<StrideTest> strideOf(const Expr *Whole, const BinaryOperator *Op, const Expr *Other,
                                   bool Negated, bool IsZero, const Expr *Shift, ASTContext &Ctx) {
  // A stride the source proves a power of two (a reduction's `2 * s`, s doubling from one) is
  // known as well, signed or not; not one that holds a template's argument, whose one text
  // serves instantiations where it may be none (`t % M` with M = -2).
  if (Op->getOpcode() == BO_Rem)
    return StrideTest{
        Whole, Op->getRHS(), Other, false,
        // Shifted, an unsigned stride that is none (m = -1 as 2^32 - 1)
        // would leave the residue no stride: a power of two only.
        IsZero && !dependsOnTemplate(Op->getRHS()) &&
            ((Op->getType()->isUnsignedIntegerType() && !Shift) || powerOfTwo(Op->getRHS(), Ctx)),
        Negated, Shift};
  // `(x & k) == r`, r not 0 (`(t & 1) == 1`): the threads with x % (k + 1) == r, where k + 1
  // is a power of two and r below it (lim::mask_stride and lim::stride_valid ask both).
  if (!IsZero)
    return StrideTest{Whole, Op->getRHS(), Other, true, false, Negated, Shift};
  // `(x & (p - 1)) == 0` with p a proven power of two is `x % p == 0`.
  const auto *Less = dyn_cast<BinaryOperator>(Op->getRHS()->IgnoreParenImpCasts());
  std::optional<llvm::APSInt> One = Less && Less->getOpcode() == BO_Sub && !Less->isValueDependent()
                                        ? Less->getRHS()->getIntegerConstantExpr(Ctx)
                                        : std::nullopt;
  if (One && *One == 1 && powerOfTwo(Less->getLHS(), Ctx) && !dependsOnTemplate(Less->getLHS()))
    return StrideTest{Whole, Less->getLHS(), Other, false, true, Negated, Shift};
  return StrideTest{Whole, Op->getRHS(), nullptr, true, false, Negated, Shift};
}

/// Whole as `Op == Other` (Negated: `!=`; Other null: 0), Op being `x % m` or `x & k` of the
/// thread index x (or x plus a constant shift, or the grid's index A + x with m a power of
/// two) and a block-uniform m or k, Other block-uniform; none otherwise.
std::optional<StrideTest> remainderTest(const Expr *Whole, const BinaryOperator *Op,
                                        const Expr *Other, bool Negated, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const bool IsZero = zeroOrAbsent(Other, Ctx);
  // A tile's rank (`(warp.thread_rank() & 1) == 0`): the test of the block's rank (Thread).
  if (tileRemainder(Op, Ctx)) {
    if (Other && (!U.isUniform(Other) || Other->HasSideEffects(Ctx)))
      return std::nullopt;
    std::optional<StrideTest> Test = strideOf(Whole, Op, Other, Negated, IsZero, nullptr, Ctx);
    if (Test)
      Test->Thread = Op->getLHS()->IgnoreParenCasts();
    return Test;
  }
  const Expr *Shift = U.isThreadIndex(Op->getLHS()) ? nullptr : shiftOf(Op->getLHS(), U);
  const Expr *GridThread =
      Shift || U.isThreadIndex(Op->getLHS()) ? nullptr : gridThreadOf(Op->getLHS(), U);
  // On the grid's index, a stride whose residues the sum's wrapping keeps: a power of two
  // (the mask form's is one, or none: lim::mask_stride).
  if (GridThread && Op->getOpcode() == BO_Rem &&
      (!powerOfTwo(Op->getRHS(), Ctx) || dependsOnTemplate(Op->getRHS())))
    return std::nullopt;
  if ((Op->getOpcode() != BO_Rem && Op->getOpcode() != BO_And) ||
      (!Shift && !GridThread && !U.isThreadIndex(Op->getLHS())) || !U.isUniform(Op->getRHS()) ||
      Op->getRHS()->HasSideEffects(Ctx) ||
      (Other && (!U.isUniform(Other) || Other->HasSideEffects(Ctx))))
    return std::nullopt;
  std::optional<StrideTest> Test = strideOf(Whole, Op, Other, Negated, IsZero, Shift, Ctx);
  if (Test && GridThread) {
    Test->Grid = Op->getLHS();
    Test->GridThread = GridThread;
  }
  return Test;
}

/// `x % m` or `x & k` of the thread index x, E itself or what a local E reads holds, set once
/// to it (`lane = threadIdx.x % 32`; Thread then that x), m or k an integer constant
/// there, as its text is read again where E is; null where E is none.
const BinaryOperator *remainderOf(const Expr *E, const Uniformity &U, const Expr *&Thread,
                                  const VarDecl *&Lane) {
  ASTContext &Ctx = U.context();
  Thread = nullptr;
  Lane = nullptr;
  E = E->IgnoreParenImpCasts();
  if (const auto *Op = dyn_cast<BinaryOperator>(E)) {
    if (tileRemainder(Op, Ctx)) { // a tile's rank: the block's (Thread)
      Thread = Op->getLHS()->IgnoreParenCasts();
      return Op;
    }
    return (Op->getOpcode() == BO_Rem || Op->getOpcode() == BO_And) && U.isThreadIndex(Op->getLHS())
               ? Op
               : nullptr;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->isLocalVarDecl() || !V->getInit() || !V->getType()->isIntegerType() ||
      !U.neverWritten(V))
    return nullptr;
  const auto *Op = dyn_cast<BinaryOperator>(V->getInit()->IgnoreParenImpCasts());
  const Expr *X = Op ? Op->getLHS()->IgnoreParenImpCasts() : nullptr;
  if (Op && tileRemainder(Op, Ctx)) { // `odd = warp.thread_rank() & 1`
    Thread = X->IgnoreParenCasts();
    Lane = V;
    return Op;
  }
  if (!Op || (Op->getOpcode() != BO_Rem && Op->getOpcode() != BO_And) || !U.isThreadIndex(X) ||
      (!isa<DeclRefExpr>(X) && !isThreadIdxX(X)) || Op->getRHS()->isValueDependent() ||
      !Op->getRHS()->getIntegerConstantExpr(Ctx))
    return nullptr;
  Thread = X;
  Lane = V;
  return Op;
}

/// Whole as a range test, `x % m < k` (or the other comparisons, either side): see
/// StrideTest::Range. k and m the same in the whole block; none otherwise.
std::optional<StrideTest> rangeTest(const Expr *Whole, const BinaryOperator *Cmp,
                                    const Uniformity &U) {
  ASTContext &Ctx = U.context();
  BinaryOperatorKind Kind = Cmp->getOpcode();
  const Expr *Bound = Cmp->getRHS(), *Thread = nullptr;
  const VarDecl *Lane = nullptr;
  const BinaryOperator *Op = remainderOf(Cmp->getLHS(), U, Thread, Lane);
  if (!Op) { // `k > x % m`: the comparison mirrored
    Op = remainderOf(Cmp->getRHS(), U, Thread, Lane);
    Bound = Cmp->getLHS();
    Kind = Kind == BO_LT ? BO_GT : Kind == BO_GT ? BO_LT : Kind == BO_LE ? BO_GE : BO_LE;
  }
  const QualType Compared = Cmp->getLHS()->getType();
  if (!Op || !U.isUniform(Op->getRHS()) || Op->getRHS()->HasSideEffects(Ctx) ||
      !U.isUniform(Bound) || Bound->HasSideEffects(Ctx) || !Bound->getType()->isIntegerType() ||
      Compared->isDependentType() || !Compared->isIntegerType())
    return std::nullopt;
  StrideTest T;
  T.Test = Whole;
  T.Stride = Op->getRHS();
  T.Offset = Bound;
  T.Mask = Op->getOpcode() == BO_And;
  T.Range = true;
  T.Inclusive = Kind == BO_LE || Kind == BO_GT;
  T.Negated = Kind == BO_GE || Kind == BO_GT;
  T.Thread = Thread;
  T.Lane = Lane;
  T.Compared = Compared.getCanonicalType().getUnqualifiedType();
  return T;
}

/// `Side == Other` (Negated: `!=`; Other null: the bare truth value) where Side reads a local
/// set once to a remainder of the thread index: the local itself (`odd = threadIdx.x & 1`, then
/// `if (odd)` or `par == 1`), or a remainder of it whose constant stride divides the local's
/// (`lane = threadIdx.x & 31`, then `(lane & 1) == 0`, the same as `(threadIdx.x & 1) == 0`).
/// The test on the thread index the local's initialiser reads (Thread), Lane the local; none
/// otherwise. A bool local holds only whether the remainder is zero: it is tested so alone.
std::optional<StrideTest> localRemainderTest(const Expr *Whole, const Expr *Side, const Expr *Other,
                                             bool Negated, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const Expr *Thread = nullptr;
  const VarDecl *Lane = nullptr;
  const BinaryOperator *Outer = dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts());
  const BinaryOperator *Inner = nullptr;
  if (Outer) {
    if ((Outer->getOpcode() != BO_Rem && Outer->getOpcode() != BO_And) ||
        !isa<DeclRefExpr>(Outer->getLHS()->IgnoreParenImpCasts()))
      return std::nullopt;
    // A local holding a tile's rank (`lane = warp.thread_rank()`, then `(lane & 1) == 0`): the
    // block's rank's test, where the stride divides the tile's size.
    const Expr *Rank = nullptr;
    if (const VarDecl *Held = tileRankLocal(Outer->getLHS(), U, Rank)) {
      const long long Of = strideValue(Outer, Ctx);
      if (!Of || tileRankSize(Rank) % Of != 0 || dependsOnTemplate(Outer->getRHS()) ||
          (Other && (!U.isUniform(Other) || Other->HasSideEffects(Ctx))))
        return std::nullopt;
      std::optional<StrideTest> Test =
          strideOf(Whole, Outer, Other, Negated, zeroOrAbsent(Other, Ctx), nullptr, Ctx);
      if (Test) {
        Test->Thread = Rank;
        Test->Lane = Held;
      }
      return Test;
    }
    Inner = remainderOf(Outer->getLHS(), U, Thread, Lane);
    const long long Own = Inner ? strideValue(Inner, Ctx) : 0;
    const long long Of = strideValue(Outer, Ctx);
    // A bool's value is no remainder of which to take another.
    if (!Lane || !Own || !Of || Own % Of != 0 || Lane->getType()->isBooleanType())
      return std::nullopt;
  } else {
    Inner = Outer = remainderOf(Side, U, Thread, Lane);
    if (!Lane)
      return std::nullopt;
  }
  if (Other && (!U.isUniform(Other) || Other->HasSideEffects(Ctx)))
    return std::nullopt;
  const bool IsZero = zeroOrAbsent(Other, Ctx);
  const QualType Held = Lane->getType().getCanonicalType();
  if (Held->isBooleanType() ? !IsZero
                            : Ctx.getTypeSize(Held) < 16 || !strideValue(Inner, Ctx) ||
                                  strideValue(Inner, Ctx) > (1 << 15))
    return std::nullopt;
  std::optional<StrideTest> Test = strideOf(Whole, Outer, Other, Negated, IsZero, nullptr, Ctx);
  if (Test) {
    Test->Thread = Thread;
    Test->Lane = Lane;
  }
  return Test;
}

} // namespace

const Expr *gridThreadOf(const Expr *X, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const Expr *Sum = X->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Sum)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    // A signed one of fewer than 32 bits would wrap to negative values within a block.
    if (!V || !V->isLocalVarDecl() || !V->getInit() || !V->getType()->isIntegerType() ||
        V->getType()->isBooleanType() || Ctx.getTypeSize(V->getType()) < 16 ||
        (V->getType()->isSignedIntegerType() && Ctx.getTypeSize(V->getType()) < 32) ||
        !U.neverWritten(V))
      return nullptr;
    Sum = V->getInit()->IgnoreParenImpCasts();
  }
  const auto *Add = dyn_cast<BinaryOperator>(Sum);
  if (!Add || Add->getOpcode() != BO_Add || !Add->getType()->isIntegerType())
    return nullptr;
  for (auto [T, A] : {std::pair{Add->getLHS(), Add->getRHS()}, {Add->getRHS(), Add->getLHS()}})
    if (U.isThreadIndex(T) && U.isUniform(A)) // calls the uniform value holds only read
      return T->IgnoreParenImpCasts();
  return nullptr;
}

std::optional<StrideTest> strideTest(const Expr *E, const Uniformity &U) {
  const Expr *Inner = E->IgnoreParenImpCasts();
  // `!x`: x's test, the other way (`!(t % 2)` is `t % 2 == 0`, `!(t % m == r)` is `!=`).
  if (const auto *Not = dyn_cast<UnaryOperator>(Inner); Not && Not->getOpcode() == UO_LNot) {
    std::optional<StrideTest> T = strideTest(Not->getSubExpr(), U);
    if (T) {
      T->Test = E;
      T->Negated = !T->Negated;
    }
    return T;
  }
  // A local holding a remainder, read as a truth value (`if (odd)`).
  if (isa<DeclRefExpr>(Inner))
    return localRemainderTest(E, Inner, nullptr, true, U);
  const auto *Eq = dyn_cast<BinaryOperator>(Inner);
  if (!Eq)
    return std::nullopt;
  // The bare form, `if (t % 2)` or `if (t & 1)`: the test is `!= 0`.
  if (Eq->getOpcode() == BO_Rem || Eq->getOpcode() == BO_And) {
    if (std::optional<StrideTest> T = remainderTest(E, Eq, nullptr, true, U))
      return T;
    return localRemainderTest(E, Eq, nullptr, true, U);
  }
  if (Eq->isRelationalOp())
    return rangeTest(E, Eq, U);
  if (Eq->getOpcode() != BO_EQ && Eq->getOpcode() != BO_NE)
    return std::nullopt;
  for (auto [Side, Other] : {std::pair{Eq->getLHS(), Eq->getRHS()}, {Eq->getRHS(), Eq->getLHS()}})
    if (const auto *Op = dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts()))
      if (std::optional<StrideTest> T = remainderTest(E, Op, Other, Eq->getOpcode() == BO_NE, U))
        return T;
  for (auto [Side, Other] : {std::pair{Eq->getLHS(), Eq->getRHS()}, {Eq->getRHS(), Eq->getLHS()}})
    if (std::optional<StrideTest> T =
            localRemainderTest(E, Side, Other, Eq->getOpcode() == BO_NE, U))
      return T;
  return std::nullopt;
}

long long constantStride(const StrideTest &Test, ASTContext &Ctx) {
  Expr::EvalResult Value;
  if (Test.Stride->isValueDependent() || !Test.Stride->EvaluateAsInt(Value, Ctx))
    return 0;
  const llvm::APSInt &K = Value.Val.getInt();
  if (K.getSignificantBits() > 32)
    return 0;
  const long long M = K.getExtValue() + (Test.Mask ? 1 : 0);
  // The mask form's `x & k` is a stride only where k + 1 is a power of two.
  return M >= 1 && (!Test.Mask || (M & (M - 1)) == 0) ? M : 0;
}

namespace {

/// The value a test takes the remainder of: x of `x % m == r`, `!(x & k)` or `x % m`.
const Expr *remainderOperand(const Expr *Test) {
  const Expr *E = Test->IgnoreParenImpCasts();
  if (const auto *Not = dyn_cast<UnaryOperator>(E); Not && Not->getOpcode() == UO_LNot)
    return remainderOperand(Not->getSubExpr());
  const auto *Op = dyn_cast<BinaryOperator>(E);
  if (Op && (Op->getOpcode() == BO_EQ || Op->getOpcode() == BO_NE))
    for (const Expr *Side : {Op->getLHS(), Op->getRHS()})
      if (const auto *Rem = dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts());
          Rem && (Rem->getOpcode() == BO_Rem || Rem->getOpcode() == BO_And))
        return Rem->getLHS()->IgnoreParenImpCasts();
  if (Op && (Op->getOpcode() == BO_Rem || Op->getOpcode() == BO_And))
    return Op->getLHS()->IgnoreParenImpCasts();
  return nullptr;
}

/// Whether A and B are the same expression, as written up to parentheses and casts.
bool sameExpression(const Expr *A, const Expr *B, ASTContext &Ctx) {
  if (!A || !B)
    return false;
  llvm::FoldingSetNodeID IdA, IdB;
  A->IgnoreParenImpCasts()->Profile(IdA, Ctx, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IdB, Ctx, /*Canonical=*/true);
  return IdA == IdB;
}

/// The residue a chain's test picks, r less its shift, modulo M; nullopt where r is no constant
/// below M.
std::optional<long long> chainResidue(const StrideTest &T, long long M, ASTContext &Ctx) {
  long long R = 0, C = 0;
  Expr::EvalResult Value;
  if (T.Offset) {
    if (T.Offset->isValueDependent() || !T.Offset->EvaluateAsInt(Value, Ctx))
      return std::nullopt;
    R = Value.Val.getInt().getExtValue();
  }
  if (T.Shift)
    C = T.Shift->EvaluateKnownConstInt(Ctx).getExtValue();
  if (R < 0 || R >= M)
    return std::nullopt;
  return ((R - C) % M + M) % M;
}

} // namespace

std::vector<std::pair<const IfStmt *, StrideTest>>
residueChain(const IfStmt *If, const StrideTest &Test, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const long long M = constantStride(Test, Ctx);
  std::optional<long long> First = M ? chainResidue(Test, M, Ctx) : std::nullopt;
  // One text serves every instantiation: no stride or residue a template's argument gives.
  auto Templated = [](const StrideTest &T) {
    return dependsOnTemplate(T.Stride) || (T.Offset && dependsOnTemplate(T.Offset));
  };
  if (!First || Test.Range || Test.Negated || Test.Lane || Templated(Test))
    return {};
  const Expr *X = remainderOperand(Test.Test);
  std::set<long long> Picked = {*First};
  std::vector<std::pair<const IfStmt *, StrideTest>> Out;
  for (const auto *Link = dyn_cast_or_null<IfStmt>(If->getElse()); Link;
       Link = dyn_cast_or_null<IfStmt>(Link->getElse())) {
    std::optional<StrideTest> T = Link->getInit() || Link->getConditionVariable()
                                      ? std::nullopt
                                      : strideTest(Link->getCond(), U);
    if (!T || T->Test->IgnoreParenImpCasts() != Link->getCond()->IgnoreParenImpCasts() ||
        T->Range || T->Negated || T->Lane || Templated(*T) || constantStride(*T, Ctx) != M ||
        !sameExpression(remainderOperand(T->Test), X, Ctx))
      return {};
    std::optional<long long> Residue = chainResidue(*T, M, Ctx);
    if (!Residue || !Picked.insert(*Residue).second)
      return {};
    Out.push_back({Link, *T});
  }
  return Out;
}

std::optional<StrideTest> switchTest(const SwitchStmt *Switch, const Uniformity &U) {
  if (Switch->getInit() || Switch->getConditionVariable() || !Switch->getCond())
    return std::nullopt;
  const Expr *Cond = Switch->getCond();
  const auto *Op = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  std::optional<StrideTest> T = Op ? remainderTest(Cond, Op, nullptr, false, U) : std::nullopt;
  // On a local holding a remainder (`switch (lane)`, `switch (lane & 3)`): not a bool's.
  if (!T && !Cond->IgnoreParenImpCasts()->getType()->isBooleanType())
    T = localRemainderTest(Cond, Cond, nullptr, false, U);
  if (!T || !constantStride(*T, U.context()))
    return std::nullopt;
  for (const SwitchCase *Case = Switch->getSwitchCaseList(); Case; Case = Case->getNextSwitchCase())
    if (const auto *C = dyn_cast<CaseStmt>(Case);
        C && (C->caseStmtIsGNURange() || C->getLHS()->isValueDependent()))
      return std::nullopt;
  return T;
}

} // namespace limiter
