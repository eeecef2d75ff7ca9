// BodyNodes: every expression, other statement and local variable of one function body, in
// source order.

#ifndef LIMITER_REWRITERS_BODYNODES_H
#define LIMITER_REWRITERS_BODYNODES_H

#include "clang/AST/RecursiveASTVisitor.h"

#include <vector>

namespace limiter {

/// Every expression, other statement and local variable of one function body, in source order.
class BodyNodes : public clang::RecursiveASTVisitor<BodyNodes> {
public:
  std::vector<const clang::Expr *> Exprs;
  std::vector<const clang::Stmt *> Stmts;
  std::vector<const clang::VarDecl *> Vars;

  explicit BodyNodes(const clang::Stmt *Body) { TraverseStmt(const_cast<clang::Stmt *>(Body)); }

  bool shouldVisitTemplateInstantiations() const { return false; }
  /// A static_assert is checked at compile time and runs nothing; its message is an
  /// unevaluated string, an expression without a type.
  bool TraverseStaticAssertDecl(clang::StaticAssertDecl *) { return true; }
  bool VisitStmt(clang::Stmt *S) {
    if (const auto *E = llvm::dyn_cast<clang::Expr>(S)) {
      if (!E->getType().isNull())
        Exprs.push_back(E);
    } else {
      Stmts.push_back(S);
    }
    return true;
  }
  bool VisitVarDecl(clang::VarDecl *V) {
    if (!llvm::isa<clang::ParmVarDecl>(V))
      Vars.push_back(V);
    return true;
  }
};

/// Whether a local of Vars (a body's, BodyNodes::Vars) other than V has V's name: text that
/// names V, written again elsewhere in that body, could then read the other one (an inner
/// `int r`, a parameter's name declared again).
inline bool nameShared(const clang::ValueDecl *V, const std::vector<const clang::VarDecl *> &Vars) {
  for (const clang::VarDecl *Other : Vars)
    if (Other != V && Other->getName() == V->getName())
      return true;
  return false;
}

} // namespace limiter

#endif
