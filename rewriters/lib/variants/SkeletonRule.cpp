// Skeleton: keeps the launch, the indexing and the control flow (with the structural loads
// that decide it); global loads become opaque values and every store of data happens only
// under a never-true condition, so that no memory traffic and no arithmetic remain beyond what
// decides addresses and branches. Its time is the floor no other variant goes under. A loop
// that only computes values it no longer keeps is emptied (removeDeadComputeLoops), where the
// compiler cannot always see that it is dead.

#include "variants/Carriers.h"
#include "variants/RuleContext.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/StatementPlace.h"

#include "clang/AST/ExprCXX.h"

#include <algorithm>

using namespace clang;

namespace limiter {

namespace {

/// The body of a loop.
const Stmt *loopBody(const Stmt *Loop) {
  if (const auto *For = dyn_cast<ForStmt>(Loop))
    return For->getBody();
  if (const auto *While = dyn_cast<WhileStmt>(Loop))
    return While->getBody();
  if (const auto *Do = dyn_cast<DoStmt>(Loop))
    return Do->getBody();
  return nullptr;
}

/// Whether S writes only variables of its function (no field, no reference) and calls only
/// CUDA's own functions (its math, in a system header): a field or a reference it assigns, or
/// a call of the project's, may change state that its written variables do not show (a method
/// of a generator passed by reference, a helper's `float &dst` bound to global memory).
bool writesOnlyVariables(const Stmt *S, const SourceManager &SM) {
  BodyNodes Nodes(S);
  if (std::any_of(Nodes.Stmts.begin(), Nodes.Stmts.end(),
                  [](const Stmt *Each) { return isa<AsmStmt>(Each); }))
    return false; // inline assembly may do what no variable shows (a clock, a sleep)
  for (const Expr *E : Nodes.Exprs) {
    // A reference written stores where it is bound (a caller's variable, global memory).
    if (std::optional<Assignment> A = asAssignment(E);
        A &&
        (!targetVariable(A->Target) || targetVariable(A->Target)->getType()->isReferenceType()))
      return false;
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || isa<CXXMethodDecl>(Callee) ||
          !SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation())))
        return false;
    }
  }
  return true;
}

} // namespace

void removeDeadComputeLoops(RuleContext &R, const FunctionModel &M) {
  const SourceManager &SM = M.Function->getASTContext().getSourceManager();
  for (const Stmt *S : BodyNodes(M.Function->getBody()).Stmts) {
    const Stmt *Body = M.ComputeOnlyLoops.contains(S) ? loopBody(S) : nullptr;
    if (!Body || !writesOnlyVariables(S, SM))
      continue;
    std::vector<const VarDecl *> Written = Carriers::writtenIn(S);
    if (std::any_of(Written.begin(), Written.end(),
                    [&](const VarDecl *V) { return M.StructuralVars.contains(V); }))
      continue;
    // Only plain text: a loop a macro writes is left to the compiler (no conservative mark).
    std::optional<TextRange> Range = R.Edits.rangeOf(Body->getSourceRange());
    if (!Range || R.Edits.hasEdit(*Range) || R.Edits.dropped(*Range))
      continue;
    if (R.replace(Body, "a loop that only computes",
                  {statementInPlaceOf(Body, "{ /* limiter: it only computes what this variant "
                                            "does not keep */ }")}))
      R.count("loops_emptied");
  }
}

void applySkeletonRule(RuleContext &R, const FunctionModel &M) {
  reportUnsupported(R, M);
  removeDeadComputeLoops(R, M);
  replaceGlobalLoads(R, M);
  const std::string Flag(FlagParam);
  for (const AccessSite &A : M.Accesses) {
    bool Stored = isGlobalLike(A.Space) || A.Space == AddressSpace::Shared;
    if (!A.Writes || !Stored)
      continue;
    if (const CallExpr *Surface = surfaceWriteOf(A)) {
      std::optional<TextRange> Whole = R.range(Surface, "a surface write");
      if (Whole && R.replace(Surface, "a surface write",
                             {"(lim::never(" + Flag + ", " + Flag + ") ? ", EditSet::Sub{*Whole},
                              std::string(" : void())")}))
        R.count("stores_guarded");
      continue;
    }
    if (A.IsIntrinsic) {
      const auto *Call = cast<CallExpr>(A.Node);
      std::optional<TextRange> Whole = R.range(Call, "an atomic");
      if (!Whole || Call->getType()->isVoidType())
        continue;
      if (R.replace(Call, "an atomic",
                    {"(lim::never(" + Flag + ", " + Flag + ") ? ", EditSet::Sub{*Whole},
                     std::string(" : lim::stored<decltype("), EditSet::Sub{*Whole},
                     ")>(" + Flag + "))"}))
        R.count("atomics_guarded");
      continue;
    }
    const auto *Target = cast<Expr>(A.Node);
    const Expr *Store = R.consumer(Target);
    if (!Store || M.isStructural(Store))
      continue;
    std::optional<TextRange> Lhs = R.range(Target, "a store");
    if (!Lhs)
      continue;
    if (R.replace(Store, "a store", R.guardedStore(Store, *Lhs, R.storedValueFor(*Lhs))))
      R.count("stores_guarded");
  }
}

} // namespace limiter
