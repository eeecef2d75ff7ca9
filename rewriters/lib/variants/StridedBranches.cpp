// The branches on a stride of the thread index and the plan for each: see StridedBranches.h.

#include "variants/StridedBranches.h"
#include "ast/Parents.h"
#include "variants/CompactIndex.h"

#include "ast/IndexArithmetic.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace clang;

namespace limiter {
namespace {

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

/// T of x = A + T, x a test's value on the grid's index (`i % 2` with `int i = blockIdx.x *
/// blockDim.x + threadIdx.x`): the sum itself, or an integer local initialised to it and
/// never written, of 32 bits or more (an unsigned one of 16); T the thread index as U reads it
/// (threadIdx.x, a local holding it or the block's rank), A the same in the whole block. Null where
/// x is none.
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
  Expr::EvalResult Zero;
  const bool IsZero = !Other || (!Other->isValueDependent() && Other->EvaluateAsInt(Zero, Ctx) &&
                                 Zero.Val.getInt() == 0);
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
  if (const auto *Op = dyn_cast<BinaryOperator>(E))
    return (Op->getOpcode() == BO_Rem || Op->getOpcode() == BO_And) && U.isThreadIndex(Op->getLHS())
               ? Op
               : nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->isLocalVarDecl() || !V->getInit() || !V->getType()->isIntegerType() ||
      !U.neverWritten(V))
    return nullptr;
  const auto *Op = dyn_cast<BinaryOperator>(V->getInit()->IgnoreParenImpCasts());
  const Expr *X = Op ? Op->getLHS()->IgnoreParenImpCasts() : nullptr;
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

/// E's stride test on the thread index, where E is one.
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
  const auto *Eq = dyn_cast<BinaryOperator>(Inner);
  if (!Eq)
    return std::nullopt;
  // The bare form, `if (t % 2)` or `if (t & 1)`: the test is `!= 0`.
  if (Eq->getOpcode() == BO_Rem || Eq->getOpcode() == BO_And)
    return remainderTest(E, Eq, nullptr, true, U);
  if (Eq->isRelationalOp())
    return rangeTest(E, Eq, U);
  if (Eq->getOpcode() != BO_EQ && Eq->getOpcode() != BO_NE)
    return std::nullopt;
  for (auto [Side, Other] : {std::pair{Eq->getLHS(), Eq->getRHS()}, {Eq->getRHS(), Eq->getLHS()}})
    if (const auto *Op = dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts()))
      if (std::optional<StrideTest> T = remainderTest(E, Op, Other, Eq->getOpcode() == BO_NE, U))
        return T;
  return std::nullopt;
}

/// The conjuncts of a condition (`a && b && c`).
void conjunctsOf(const Expr *E, std::vector<const Expr *> &Out) {
  E = E->IgnoreParens();
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_LAnd) {
    conjunctsOf(B->getLHS(), Out);
    conjunctsOf(B->getRHS(), Out);
    return;
  }
  Out.push_back(E);
}


/// Whether a call works on the warp's lanes as they are: a warp-level collective (`__syncwarp`,
/// `__shfl_sync`, `__ballot_sync`, `__activemask`, ...), or a helper of the project that reads
/// the thread index, the lane or such a collective (to Depth calls down). In a branch whose
/// work moves to other lanes, either would see the wrong lanes.
bool worksOnLanes(const FunctionDecl *Callee, const SourceManager &SM, int Depth = 4) {
  if (!Callee)
    return true; // through a pointer: not known
  std::string Name = Callee->getIdentifier() ? Callee->getName().str() : "";
  if (Name.ends_with("_sync") || Name == "__syncwarp" || Name == "__activemask" ||
      Name.starts_with("__shfl") || Name.starts_with("__ballot") || Name == "__any" ||
      Name == "__all" || Name.starts_with("__match") || Name.starts_with("__reduce_"))
    return true;
  const FunctionDecl *Def = Callee->getDefinition();
  if (!Def || !Def->hasBody() || SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation())))
    return false; // CUDA's own math and intrinsics other than the collectives
  if (Depth == 0)
    return true;
  // One walk over the helper's statements: the thread index, inline assembly (which may
  // read %laneid or %tid), and the calls it makes, in turn.
  bool Lanes = false;
  std::vector<const Stmt *> Pending = {Def->getBody()};
  while (!Pending.empty() && !Lanes) {
    const Stmt *S = Pending.back();
    Pending.pop_back();
    if (!S)
      continue;
    const auto *E = dyn_cast<Expr>(S);
    if (E && builtinOf(E).first == "threadIdx")
      return true;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      Lanes = worksOnLanes(Call->getDirectCallee(), SM, Depth - 1);
    Lanes |= isa<AsmStmt>(S);
    if (E && !builtinOf(E).first.empty())
      continue; // blockDim.x and the like: read through a call in Clang's headers
    for (const Stmt *Child : S->children())
      Pending.push_back(Child);
  }
  return Lanes;
}

/// What in the branch's body stops it from running in another thread's role, or empty:
/// leaving the body other than at its end, a barrier, a collective, a per-thread value from
/// before it. Loops and Switches count the statements around Body inside the branch that a
/// `continue` or a `break` would stay in.
/// A per-thread value from before the branch stops the roles only (Own is then null): where
/// each thread keeps its own, it reads its own values.
std::string whyBodyStays(const Stmt *Body, const Uniformity &U,
                         const std::set<const VarDecl *> *Own, int Loops = 0, int Switches = 0) {
  if (!Body)
    return "";
  if (isa<ReturnStmt>(Body) || isa<GotoStmt>(Body) || isa<IndirectGotoStmt>(Body))
    return "it leaves the kernel or jumps from inside the branch";
  if ((isa<BreakStmt>(Body) && Loops + Switches == 0) || (isa<ContinueStmt>(Body) && Loops == 0))
    return "it leaves the loop around it from inside the branch";
  if (const auto *Call = dyn_cast<CallExpr>(Body)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    std::string Name = Callee && Callee->getIdentifier() ? Callee->getName().str() : "";
    if (Name.starts_with("__syncthreads") || Name == "sync")
      return "it waits at a barrier inside the branch";
    if (worksOnLanes(Callee, U.context().getSourceManager()))
      return "it calls '" + Name +
             "', which works on the warp's lanes or reads the thread "
             "index, and would see other lanes";
  }
  if (isa<AsmStmt>(Body))
    return "it holds inline assembly, which may read the lane";
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Body)) {
    const ValueDecl *D = Ref->getDecl();
    if (!isa<VarDecl>(D) && !isa<FunctionDecl>(D) && !isa<EnumConstantDecl>(D) &&
        !isa<NonTypeTemplateParmDecl>(D))
      return "it reads '" + D->getNameAsString() + "', a value it cannot follow";
    const auto *V = dyn_cast<VarDecl>(D);
    if (Own && V && Uniformity::isRegisterLocal(V) && !U.isUniformVar(V) &&
        !U.isThreadIndexVar(V) && !Own->count(V))
      return "it reads '" + V->getNameAsString() + "', a per-thread value from before the branch";
  }
  const bool Loop =
      isa<ForStmt>(Body) || isa<WhileStmt>(Body) || isa<DoStmt>(Body) || isa<CXXForRangeStmt>(Body);
  const bool Switch = isa<SwitchStmt>(Body);
  for (const Stmt *Child : Body->children())
    if (std::string Why = whyBodyStays(Child, U, Own, Loops + Loop, Switches + Switch);
        !Why.empty())
      return Why;
  return "";
}

/// Locals declared inside S: a per-thread value of the role's own.
void declaredIn(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *Each : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(Each))
        Out.insert(V);
  for (const Stmt *Child : S->children())
    declaredIn(Child, Out);
}


/// Whether a statement of S (S itself included) branches or loops on a value of the thread's
/// own (the thread index, or anything not the same in every thread of the block).
bool branchesPerThread(const Stmt *S, const Uniformity &U) {
  if (!S)
    return false;
  const Expr *Cond = nullptr;
  if (const auto *I = dyn_cast<IfStmt>(S))
    Cond = I->getCond();
  else if (const auto *F = dyn_cast<ForStmt>(S))
    Cond = F->getCond();
  else if (const auto *W = dyn_cast<WhileStmt>(S))
    Cond = W->getCond();
  else if (const auto *D = dyn_cast<DoStmt>(S))
    Cond = D->getCond();
  else if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    Cond = Sw->getCond();
  if (Cond && !U.isUniform(Cond))
    return true;
  for (const Stmt *Child : S->children())
    if (branchesPerThread(Child, U))
      return true;
  return false;
}

/// Whether E reads blockIdx, itself or through the initializer of a local it reads (to Depth
/// locals down).
bool readsBlockIdx(const Stmt *E, int Depth = 3) {
  if (!E)
    return false;
  if (const auto *X = dyn_cast<Expr>(E); X && builtinOf(X).first == "blockIdx")
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && Depth > 0)
      return readsBlockIdx(V->getInit(), Depth - 1);
  for (const Stmt *Child : E->children())
    if (readsBlockIdx(Child, Depth))
      return true;
  return false;
}

/// Whether S shifts what reads the tested value (IsTested), anywhere in its integer or pointer
/// arithmetic or in the initialisers of the locals it reads: a sum or difference of it and a value
/// other than zero, a pointer, or the block's place in the grid (`s[t - 1]` under `t % 2 == 1`,
/// `int j = lane - d; s[j]`, `*(s + t + 1)`, `seg[(w << 5) + lane - d]` under `lane >= d`; not
/// `in[blockIdx.x * blockDim.x + t]`). The test kept such an index in bounds for the threads it
/// picked, which a split gives the arm to no longer.
bool shiftsTestedValue(const Stmt *S, const std::function<bool(const Expr *)> &IsTested,
                       ASTContext &Ctx) {
  std::set<const VarDecl *> Followed;
  std::function<bool(const Stmt *, int)> Walk = [&](const Stmt *Node, int Depth) {
    if (!Node)
      return false;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Node))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && V->isLocalVarDecl() && V->getInit() && Depth > 0 && Followed.insert(V).second &&
          Walk(V->getInit(), Depth - 1))
        return true;
    const auto *Op = dyn_cast<BinaryOperator>(Node);
    if (Op && (Op->getOpcode() == BO_Add || Op->getOpcode() == BO_Sub) &&
        (Op->getType()->isIntegerType() || Op->getType()->isPointerType()))
      for (auto [X, E] : {std::pair{Op->getLHS(), Op->getRHS()}, {Op->getRHS(), Op->getLHS()}}) {
        bool Tested = false; // X reads the tested value (`(w << 5) + lane` of `... - d`)
        Uniformity::visit(X, [&](const Expr *Part) { Tested |= IsTested(Part); });
        Expr::EvalResult Zero;
        const bool IsZero =
            !E->isValueDependent() && E->EvaluateAsInt(Zero, Ctx) && Zero.Val.getInt() == 0;
        const bool Base =
            E->getType()->isPointerType() || (Op->getOpcode() == BO_Add && readsBlockIdx(E));
        if (Tested && !IsZero && !Base)
          return true;
      }
    for (const Stmt *Child : Node->children())
      if (Walk(Child, Depth))
        return true;
    return false;
  };
  return Walk(S, 3);
}

/// Whether an arm of If shifts the test's value (shiftsTestedValue): the value as the arms may
/// read it, the thread index, the lane's local or the grid's index.
bool armsShiftTheTest(const IfStmt *If, const StrideTest &Test, const Uniformity &U) {
  const auto *GridRef =
      Test.Grid ? dyn_cast<DeclRefExpr>(Test.Grid->IgnoreParenImpCasts()) : nullptr;
  auto IsTested = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    return U.isThreadIndex(E) || (Ref && Test.Lane && Ref->getDecl() == Test.Lane) ||
           (Ref && GridRef && Ref->getDecl() == GridRef->getDecl());
  };
  for (const Stmt *Arm : {If->getThen(), If->getElse()})
    if (shiftsTestedValue(Arm, IsTested, U.context()))
      return true;
  return false;
}

/// Whether Cond is a bounds guard a thread passes while its grid index lies below the grid's
/// end, `x < n` or `x <= n` (`n > x`, `n >= x`), x the grid's index (gridThreadOf) and n the
/// same in the whole block, or a conjunction of such guards and conditions the same in the
/// block: only the grid's last block has threads that fail it.
bool gridBound(const Expr *Cond, const Uniformity &U) {
  Cond = Cond->IgnoreParenImpCasts();
  if (U.isUniform(Cond))
    return true;
  const auto *B = dyn_cast<BinaryOperator>(Cond);
  if (!B)
    return false;
  if (B->getOpcode() == BO_LAnd)
    return gridBound(B->getLHS(), U) && gridBound(B->getRHS(), U);
  const bool Below = B->getOpcode() == BO_LT || B->getOpcode() == BO_LE;
  const bool Above = B->getOpcode() == BO_GT || B->getOpcode() == BO_GE;
  if (!Below && !Above)
    return false;
  const Expr *X = Below ? B->getLHS() : B->getRHS(), *N = Below ? B->getRHS() : B->getLHS();
  return U.isUniform(N) && gridThreadOf(X, U);
}

/// Whether every condition of the thread's own around S is a grid bound (gridBound) whose
/// then-branch holds S, `if (i < n) { ... S ... }`, and nothing else around S depends on the
/// thread: no loop, switch or else of its own.
bool underGridBound(const Stmt *S, const Uniformity &U) {
  const Stmt *Child = S;
  for (DynTypedNodeList Up = parentsOf(U.context(), *S); !Up.empty();
       Child = Up[0].get<Stmt>(), Up = parentsOf(U.context(), Up[0])) {
    const Stmt *P = Up[0].get<Stmt>();
    if (!P)
      return true; // the function
    if (const auto *If = dyn_cast<IfStmt>(P); If && !U.isUniform(If->getCond())) {
      if (Child != If->getThen() || If->getInit() || If->getConditionVariable() ||
          !gridBound(If->getCond(), U))
        return false;
    } else if (const auto *For = dyn_cast<ForStmt>(P)) {
      if ((For->getCond() && !U.isUniform(For->getCond())) || U.exitsDivergently(For))
        return false;
    } else if (const auto *While = dyn_cast<WhileStmt>(P)) {
      if (!U.isUniform(While->getCond()) || U.exitsDivergently(While))
        return false;
    } else if (const auto *Do = dyn_cast<DoStmt>(P)) {
      if (!U.isUniform(Do->getCond()) || U.exitsDivergently(Do))
        return false;
    } else if (const auto *Switch = dyn_cast<SwitchStmt>(P)) {
      if (!U.isUniform(Switch->getCond()))
        return false;
    } else if (isa<Expr>(P)) {
      return false; // a statement inside an expression (a lambda's): not followed
    }
  }
  return true;
}

} // namespace

/// The branches of Body whose condition holds a stride test on the thread index, outermost
/// only, in source order.
std::vector<std::pair<const IfStmt *, StrideTest>> stridedBranches(const BodyNodes &Body,
                                                                   const Uniformity &U) {
  std::vector<std::pair<const IfStmt *, StrideTest>> Out;
  for (const Stmt *S : Body.Stmts) {
    const auto *If = dyn_cast<IfStmt>(S);
    if (!If || !If->getCond())
      continue;
    bool Inside = false;
    for (const auto &[Outer, _] : Out)
      Inside |= Outer->getSourceRange().fullyContains(If->getSourceRange());
    if (Inside)
      continue;
    std::vector<const Expr *> Conjuncts;
    conjunctsOf(If->getCond(), Conjuncts);
    for (const Expr *C : Conjuncts)
      if (std::optional<StrideTest> T = strideTest(C, U)) {
        Out.push_back({If, *T});
        break;
      }
  }
  return Out;
}

Plan planOf(const IfStmt *If, const StrideTest &Test, const Uniformity &U, bool ExitsVary,
            bool ExitsInBlock) {
  std::set<const VarDecl *> Own; // the branch's own locals: values of its role
  declaredIn(If->getThen(), Own);
  if (If->getInit() || If->getConditionVariable())
    return {"it declares a variable in its condition"};
  // Inside bounds guards on the grid's index alone (`if (i < n) { ... }`), as after a guard's
  // `return`, only the grid's last block loses threads: the split stands it, roles do not.
  const bool Guarded = !U.underUniformControl(If);
  if (Guarded && !underGridBound(If, U))
    return {"it lies inside a branch or loop of the thread's own, which the roles would pass"};
  DynTypedNodeList Parents = parentsOf(U.context(), *If);
  if (!Parents.empty() && Parents[0].get<DoStmt>())
    return {"it is a do loop's whole body, written without braces"};
  // What stops any form: leaving the arm, a barrier, a collective, inline assembly.
  for (const Stmt *Arm : {If->getThen(), If->getElse()})
    if (std::string Why = whyBodyStays(Arm, U, nullptr); !Why.empty())
      return {Why};
  std::vector<const Expr *> Conjuncts;
  conjunctsOf(If->getCond(), Conjuncts);
  for (const Expr *C : Conjuncts)
    if (std::string W = whyBodyStays(C, U, nullptr); !W.empty())
      return {W};
  // A role could run where its thread never came if threads leave the kernel on their own
  // condition (`if (i >= n) return;`); in the split each thread runs only its own work.
  // A role is a thread index's multiple: not one of a grid's index.
  bool RolesFit = !Test.Grid && !Test.Range && !Guarded && !If->getElse() && !Test.Negated &&
                  !ExitsVary && whyBodyStays(If->getThen(), U, &Own).empty();
  for (const Expr *C : Conjuncts)
    RolesFit &= whyBodyStays(C, U, &Own).empty();
  if (RolesFit)
    return {"", Form::Roles};
  // Each thread keeps its own index and values in the split: an arm that branches or loops on
  // them would do other work than full's for the threads that now take it.
  for (const Stmt *Arm : {If->getThen(), If->getElse()})
    if (branchesPerThread(Arm, U))
      return {"an arm branches or loops on a value of its own thread, so the threads that take "
              "it in the split would do other work"};
  if (ExitsInBlock)
    return {"the kernel returns, breaks or jumps on a condition of the thread's own within the "
            "block, so not every role reaches the branch"};
  // Split counts the threads the test picks, so the test must be the whole condition.
  if (If->getCond()->IgnoreParenImpCasts() != Test.Test->IgnoreParenImpCasts())
    return {If->getElse()  ? "it has an else, and its condition holds more than the stride test"
            : ExitsVary    ? "the kernel returns, breaks or jumps on a condition of the "
                             "thread's own, so not every role reaches the branch, and its "
                             "condition holds more than the stride test"
            : Test.Negated ? "its test is negated, and its condition holds more than it"
                           : "its body reads a per-thread value from before it, and its "
                             "condition holds more than the stride test"};
  if (armsShiftTheTest(If, Test, U))
    return {"an arm indexes memory at the tested index shifted by a constant or by the "
            "test's own values (`s[t - 1]`, `s[lane - d]`), which the test kept in bounds "
            "for the threads it picked, not for those that take the arm in the split"};
  return {"", Form::Split};
}

/// Whether the thread's own conditions around an exit all read the block's index, as a bounds
/// guard (`if (i >= n) return;`, i counting threads of the grid) does: only the grid's last
/// block loses threads to it.
bool exitsAtGridTail(const Stmt *Exit, const Uniformity &U) {
  DynTypedNodeList Parents = parentsOf(U.context(), *Exit);
  while (!Parents.empty()) {
    const Expr *Cond = nullptr;
    if (const auto *I = Parents[0].get<IfStmt>())
      Cond = I->getCond();
    else if (const auto *W = Parents[0].get<WhileStmt>())
      Cond = W->getCond();
    else if (const auto *F = Parents[0].get<ForStmt>())
      Cond = F->getCond();
    else if (const auto *D = Parents[0].get<DoStmt>())
      Cond = D->getCond();
    else if (Parents[0].get<SwitchStmt>())
      return false;
    if (Cond && !U.isUniform(Cond) && !readsBlockIdx(Cond))
      return false;
    if (Parents[0].get<FunctionDecl>())
      return true;
    Parents = parentsOf(U.context(), Parents[0]);
  }
  return true;
}

} // namespace limiter
