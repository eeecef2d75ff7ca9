// The branches on a stride of the thread index and the plan for each: see StridedBranches.h.

#include "variants/StridedBranches.h"
#include "ast/Parents.h"
#include "variants/CompactIndex.h"
#include "variants/StrideTests.h"

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
