// The branches on a stride of the thread index and the plan for each: see StridedBranches.h.

#include "variants/StridedBranches.h"
#include "ast/Parents.h"
#include "variants/BranchArms.h"
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

/// Why a split keeps an arm that reads memory at the tested index shifted.
constexpr const char *ShiftedArm =
    "an arm indexes memory at the tested index shifted by a constant or by the test's own "
    "values (`s[t - 1]`, `s[lane - d]`, `p = &in[i]; p[-1]`, `x[i + odd]` with odd the tested "
    "remainder), or by what it cannot follow (an "
    "index local changed after it is set, a helper handed the array and the index), which the "
    "test kept in bounds for the threads it picked, not for those that take the arm in the "
    "split";

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
  // A role does not carry the values a local holding the remainder gives its arm, nor is a
  // tile's rank (Thread without Lane) a thread index a role can take the place of.
  bool RolesFit = !Test.Grid && !Test.Range && !Test.Lane && !Test.Thread && !Guarded &&
                  !If->getElse() && !Test.Negated && !ExitsVary &&
                  whyBodyStays(If->getThen(), U, &Own).empty();
  for (const Expr *C : Conjuncts)
    RolesFit &= whyBodyStays(C, U, &Own).empty();
  if (RolesFit)
    return {"", Form::Roles};
  // An else-if chain on residues of one stride (`t % 4 == 0`, then `== 1`, ...) is split
  // whole: its arms are the chain's thens and its last else.
  std::vector<std::pair<const IfStmt *, StrideTest>> Chain = residueChain(If, Test, U);
  std::vector<const Stmt *> Arms = {If->getThen()};
  for (const auto &[Link, _] : Chain)
    Arms.push_back(Link->getThen());
  Arms.push_back(Chain.empty() ? If->getElse() : Chain.back().first->getElse());
  // Each thread keeps its own index and values in the split: an arm that branches or loops on
  // them would do other work than full's for the threads that now take it.
  const auto *ElseIf = dyn_cast_or_null<IfStmt>(If->getElse());
  if (Chain.empty() && ElseIf && ElseIf->getCond() && strideTest(ElseIf->getCond(), U))
    return {"its else-if chain does not pick distinct residues of one constant stride of the "
            "same value (not a template's argument), each test its if's whole condition, so its "
            "arms cannot take runs of threads"};
  for (const Stmt *Arm : Arms)
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
  if (armsShiftTheTest(Arms, Test, U))
    return {ShiftedArm};
  return {"", Form::Split, std::move(Chain)};
}

std::vector<std::pair<const SwitchStmt *, StrideTest>> stridedSwitches(const BodyNodes &Body,
                                                                       const Uniformity &U) {
  std::vector<std::pair<const SwitchStmt *, StrideTest>> Out;
  for (const Stmt *S : Body.Stmts) {
    const auto *Switch = dyn_cast<SwitchStmt>(S);
    std::optional<StrideTest> Test = Switch ? switchTest(Switch, U) : std::nullopt;
    if (!Test || std::any_of(Out.begin(), Out.end(), [&](const auto &Outer) {
          return Outer.first->getSourceRange().fullyContains(Switch->getSourceRange());
        }))
      continue;
    Out.push_back({Switch, *Test});
  }
  return Out;
}

Plan planOfSwitch(const SwitchStmt *Switch, const StrideTest &Test, const Uniformity &U,
                  bool ExitsInBlock) {
  // One text serves every instantiation: a stride or a label a template's argument gives
  // would take other runs in each.
  bool Templated = dependsOnTemplate(Test.Stride);
  for (const SwitchCase *Case = Switch->getSwitchCaseList(); Case; Case = Case->getNextSwitchCase())
    if (const auto *C = dyn_cast<CaseStmt>(Case))
      Templated |= dependsOnTemplate(C->getLHS());
  if (Templated)
    return {"its stride or a label is a template's argument, which one text of the split "
            "cannot follow in every instantiation"};
  if (!U.underUniformControl(Switch) && !underGridBound(Switch, U))
    return {"it lies inside a branch or loop of the thread's own, which the split would pass"};
  // A case's `break` leaves the switch: it stays inside the branch.
  if (std::string Why = whyBodyStays(Switch->getBody(), U, nullptr, 0, 1); !Why.empty())
    return {Why};
  if (branchesPerThread(Switch->getBody(), U))
    return {"a case branches or loops on a value of its own thread, so the threads that take "
            "it in the split would do other work"};
  if (ExitsInBlock)
    return {"the kernel returns, breaks or jumps on a condition of the thread's own within the "
            "block, so not every thread reaches the switch"};
  if (armsShiftTheTest({Switch->getBody()}, Test, U))
    return {ShiftedArm};
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
