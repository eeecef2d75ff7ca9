#ifndef LIMITER_REWRITERS_MODEL_ROOTWALK_H
#define LIMITER_REWRITERS_MODEL_ROOTWALK_H

// The walk behind PointerAccessAnalysis: what one function body does to the memory one root
// reaches. What derives from the root is in RootWalk.cpp, how each use reads or writes it in
// RootWalkUses.cpp. Private to model/.

#include "model/PointerAccess.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <string>

namespace limiter {

class BodyNodes;

/// The analysis of one root in one function body.
class RootWalk {
public:
  RootWalk(PointerAccessAnalysis &Owner, const clang::ParmVarDecl *Param,
           const clang::FieldDecl *Field)
      : Owner(Owner), Ctx(Owner.context()), Param(Param), Field(Field) {
    if (!Field) {
      if (Param->getType()->isReferenceType())
        Aliases.insert(Param);
      else
        Pointers.insert(Param);
    }
  }

  AccessSummary run(const clang::Stmt *Body);

private:
  PointerAccessAnalysis &Owner;
  clang::ASTContext &Ctx;
  const clang::ParmVarDecl *Param;
  const clang::FieldDecl *Field; ///< Set for a pointer field of a record parameter.
  llvm::SmallPtrSet<const clang::ValueDecl *, 8> Pointers; ///< Hold pointers into the root memory.
  llvm::SmallPtrSet<const clang::ValueDecl *, 4> Aliases;  ///< References bound to it.
  AccessSummary Result;

  static const clang::Expr *stripParens(const clang::Expr *E);
  static bool isPointerLike(clang::QualType T);

  // --- Parents -------------------------------------------------------------------------

  clang::DynTypedNode parentOf(const clang::Expr *E);

  std::string where(const clang::Stmt *S);

  void uncertain(const clang::Stmt *S, const std::string &What);

  // --- What designates the root memory ---------------------------------------------------

  bool refersToRecordParam(const clang::Expr *E);

  /// `s.field` where s is the record parameter: the root pointer itself.
  bool isRootField(const clang::Expr *E);

  /// E is a pointer (or an array that decays to one) into the root memory.
  bool derives(const clang::Expr *E);

  /// E is an lvalue in the root memory (`*p`, `p[i]`, `p->f`, `p[i].x`, a reference alias).
  bool isAccess(const clang::Expr *E);

  /// Parent is the same lvalue seen through parentheses, a qualification cast or a field
  /// selection; the outermost one is classified.
  bool isAccessWrapper(const clang::DynTypedNode &Parent, const clang::Expr *Child);

  /// Parent is itself a pointer into the root memory built from Child, so Child's use is
  /// classified at the parent.
  bool derivesThrough(const clang::DynTypedNode &Parent, const clang::Expr *Child);

  // --- Locals ------------------------------------------------------------------------------

  /// Pointer locals assigned from the root and references bound to it, to a fixed point.
  void propagateLocals(const BodyNodes &Nodes);

  // --- Uses of an access lvalue ------------------------------------------------------------

  unsigned useOfAccess(const clang::Expr *A);

  static bool isAssignOperator(clang::OverloadedOperatorKind K);

  unsigned operatorAccess(const clang::CXXOperatorCallExpr *Op, const clang::Expr *A);

  unsigned constructorAccess(const clang::CXXConstructExpr *C, const clang::Expr *A);

  unsigned argumentAccess(const clang::CallExpr *Call, const clang::Expr *A,
                          const clang::FunctionDecl *Callee);

  /// The lvalue is bound to parameter Index of Callee: by value or const reference it is
  /// read; by non-const reference the callee is followed.
  unsigned referenceParamAccess(const clang::Expr *Site, const clang::FunctionDecl *Callee,
                                unsigned Index);

  unsigned asmOperandAccess(const clang::GCCAsmStmt *Asm, const clang::Expr *A);

  // --- Uses of a pointer into the root memory ----------------------------------------------

  void classifyPointerUse(const clang::Expr *E);

  void classifyCallArgument(const clang::CallExpr *Call, const clang::Expr *Arg);

  bool callReturnsDerived(const clang::CallExpr *Call);

  // --- Uses of the record parameter that holds the root field ------------------------------

  void classifyRecordUse(const clang::Expr *E);
};

} // namespace limiter

#endif
