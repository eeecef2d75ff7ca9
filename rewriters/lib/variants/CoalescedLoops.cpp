// The coalesced what-if's loop shift: where an access `p[e + u]` runs in every iteration of a
// loop, e the lane's own and unchanged by the loop, u the same in every lane (the loop's
// counter), lim::coalesced(p, e + u) is e + u + lim::coalesced_shift(p, e): the shift, a few
// warp instructions, is taken once before the loop. The what-if's time then lacks the cost of
// re-indexing each access, which in a tight loop (a row per thread, two loads an FMA) was
// more than the scattered accesses' own (the H200: a matrix-vector product's what-if ran at
// twice full's time).

#include "variants/CoalescedLoops.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <set>

using namespace clang;

namespace limiter {

void additiveTerms(const Expr *E, std::vector<const Expr *> &Out) {
  const auto *Sum = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (Sum && Sum->getOpcode() == BO_Add && Sum->getType()->isIntegerType() &&
      Sum->getLHS()->getType()->isIntegerType() && Sum->getRHS()->getType()->isIntegerType()) {
    additiveTerms(Sum->getLHS(), Out);
    additiveTerms(Sum->getRHS(), Out);
    return;
  }
  Out.push_back(E);
}

namespace {

/// Whether S holds a way out of the current iteration of the loop whose body it is: a
/// return, goto, label or inline assembly anywhere, a break not of a loop or switch inside
/// it, a continue not of a loop inside it (a switch's continue is its loop's).
bool leavesEarly(const Stmt *S, bool InnerLoop = false, bool InnerSwitch = false) {
  if (!S)
    return false;
  if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S) ||
      isa<CXXThrowExpr>(S) || isa<AsmStmt>(S))
    return true;
  if ((isa<BreakStmt>(S) && !InnerLoop && !InnerSwitch) || (isa<ContinueStmt>(S) && !InnerLoop))
    return true;
  const bool Loop =
      isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S);
  for (const Stmt *Child : S->children())
    if (leavesEarly(Child, InnerLoop || Loop, InnerSwitch || isa<SwitchStmt>(S)))
      return true;
  return false;
}

/// The innermost `for` whose body Node runs in unconditionally (only expressions, declarations
/// and blocks between, no `?:` arm or right side of `&&`/`||`), or null.
const ForStmt *loopAround(const Expr *Node, ASTContext &Ctx) {
  const Stmt *Child = Node;
  for (DynTypedNodeList Parents = Ctx.getParents(*Child); !Parents.empty();
       Parents = Ctx.getParents(*Child)) {
    // An initialiser's parent is its variable, whose parent is the declaration statement.
    while (!Parents.empty() && Parents[0].get<VarDecl>())
      Parents = Ctx.getParents(*Parents[0].get<VarDecl>());
    const Stmt *S = Parents.empty() ? nullptr : Parents[0].get<Stmt>();
    if (!S)
      return nullptr;
    if (const auto *For = dyn_cast<ForStmt>(S))
      return For->getBody() == Child ? For : nullptr;
    if (const auto *C = dyn_cast<AbstractConditionalOperator>(S); C && C->getCond() != Child)
      return nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isLogicalOp() && B->getRHS() == Child)
      return nullptr;
    if (!isa<Expr>(S) && !isa<DeclStmt>(S) && !isa<CompoundStmt>(S))
      return nullptr;
    Child = S;
  }
  return nullptr;
}

/// Whether E keeps its value through Loop: plain arithmetic of variables declared before it
/// and not written in it.
bool invariantIn(const Expr *E, const ForStmt *Loop, ASTContext &Ctx) {
  std::set<const ValueDecl *> Vars;
  if (!plainArithmetic(E, Vars))
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const ValueDecl *D : Vars) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !SM.isBeforeInTranslationUnit(V->getLocation(), Loop->getBeginLoc()) ||
        !onlyRead(V, Loop, Ctx))
      return false;
  }
  return true;
}

} // namespace

const ForStmt *loopToShiftBefore(const Expr *Access, const std::vector<const Expr *> &Varying,
                                 const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const ForStmt *Loop = loopAround(Access, Ctx);
  if (!Loop || !U.isUniform(Loop->getCond()) || !U.isUniform(Loop->getInc()) ||
      leavesEarly(Loop->getBody()))
    return nullptr;
  // A declaration before it must be a statement of a block, and not of a switch's, whose
  // later cases would jump past it.
  DynTypedNodeList Parents = Ctx.getParents(*Loop);
  if (Parents.empty() || !Parents[0].get<CompoundStmt>() || insideSwitch(Loop, Ctx) ||
      U.exitsDivergently(Loop))
    return nullptr;
  for (const Expr *Term : Varying)
    if (!invariantIn(Term, Loop, Ctx))
      return nullptr;
  return Loop;
}

} // namespace limiter
