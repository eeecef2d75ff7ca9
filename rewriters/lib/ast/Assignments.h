// Assignments in every spelling, and the variable or array an assignment's target stores into
// (through fields, reinterpretations and field accessors).

#ifndef LIMITER_REWRITERS_ASSIGNMENTS_H
#define LIMITER_REWRITERS_ASSIGNMENTS_H

#include "ast/CloneableCallees.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <optional>

namespace limiter {

/// A function the compiler provides (the implicit or defaulted copy of a plain struct): it
/// moves values and nothing else, so it is an assignment, not a helper to clone.
inline bool isCompilerProvided(const clang::FunctionDecl *F) {
  return F && (F->isImplicit() || F->isDefaulted());
}

/// An assignment in any spelling: `a = b`, `a op= b`, `++a`, and a class's assignment
/// operators (`z = f(z)` on a struct calls `operator=`). Value is null for ++ and --.
struct Assignment {
  const clang::Expr *Target = nullptr;
  const clang::Expr *Value = nullptr;
  bool Compound = false; ///< `op=`, ++, --: the target's old value is read too.
};

inline std::optional<Assignment> asAssignment(const clang::Expr *E) {
  using namespace clang;
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp())
    return Assignment{B->getLHS(), B->getRHS(), B->isCompoundAssignmentOp()};
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp())
    return Assignment{U->getSubExpr(), nullptr, true};
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
      Op && Op->isAssignmentOp() && Op->getNumArgs() == 2)
    return Assignment{Op->getArg(0), Op->getArg(1), Op->getOperator() != OO_Equal};
  return std::nullopt;
}

/// The element an assignment used as an lvalue writes (`p[i]` of `p[i] = v`, `p[i] += v`, a
/// class's `operator=` returning a reference), through nested ones, parentheses and a
/// temporary's cleanups; E itself where it is none.
inline const clang::Expr *assignedElement(const clang::Expr *E) {
  using namespace clang;
  while (true) {
    E = E->IgnoreParens();
    if (const auto *Full = dyn_cast<FullExpr>(E)) {
      E = Full->getSubExpr();
      continue;
    }
    std::optional<Assignment> A = asAssignment(E);
    if (!A || !A->Value || !E->isLValue())
      return E;
    E = A->Target;
  }
}

/// A method whose body only returns one of its object's own fields, or an element of an array
/// field at a parameter's or a constant's index (`return lane[k];`): not a reference field,
/// not a parameter, no arithmetic or memory in the index.
inline bool returnsOwnFieldElement(const clang::CXXMethodDecl *Method) {
  using namespace clang;
  const FunctionDecl *Def = Method->getDefinition();
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  const auto *Return =
      Body && Body->size() == 1 ? dyn_cast<ReturnStmt>(Body->body_front()) : nullptr;
  const Expr *E = Return ? Return->getRetValue() : nullptr;
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (isa<CXXThisExpr>(E))
      return true;
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!isArrayElementAtParameter(Subscript))
        return false;
      E = Subscript->getBase();
      continue;
    }
    const auto *Member = dyn_cast<MemberExpr>(E);
    const auto *Field = Member ? dyn_cast<FieldDecl>(Member->getMemberDecl()) : nullptr;
    if (!Field || Field->getType()->isReferenceType() ||
        (Member->isArrow() && !isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts())))
      return false;
    E = Member->getBase();
  }
  return false;
}

/// The object of a call of a method that hands out a reference to one of the object's own
/// fields or field elements (`v[k]` by `E &operator[](int k) { return lane[k]; }`, `p.x()`):
/// the call names part of that object, as `v.lane[k]` would. Null for other expressions.
inline const clang::Expr *fieldAccessorObject(const clang::Expr *E) {
  using namespace clang;
  const auto *Call = dyn_cast<CallExpr>(E);
  const auto *Method = Call ? dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()) : nullptr;
  if (!Method || Method->isStatic() || !Method->getReturnType()->isLValueReferenceType() ||
      !returnsOwnFieldElement(Method))
    return nullptr;
  const Expr *Object = nullptr;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
    Object = Member->getImplicitObjectArgument();
  else if (isa<CXXOperatorCallExpr>(Call) && Call->getNumArgs() > 0)
    Object = Call->getArg(0);
  // `p->x()`: the object is behind a pointer, in memory.
  return Object && !Object->getType()->isPointerType() ? Object : nullptr;
}

/// The variable a target stores into: `x`, `x.f`, `x.f.g` give x (fields are part of their
/// variable), and so do the reinterpretations `*(T *)&x` and `reinterpret_cast<T &>(x)` (a
/// vector of bytes filled as one word) and a field accessor's call (`x[k]` by a method
/// returning `lane[k]`); null for memory reached through a pointer or an array.
inline const clang::VarDecl *targetVariable(const clang::Expr *Target) {
  using namespace clang;
  const Expr *E = Target;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow()) {
      E = M->getBase();
    } else if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E);
               Cast && Cast->getType()->isReferenceType()) {
      E = Cast->getSubExpr();
    } else if (const Expr *Object = fieldAccessorObject(E)) {
      E = Object;
    } else if (const auto *Deref = dyn_cast<UnaryOperator>(E);
               Deref && Deref->getOpcode() == UO_Deref) {
      const auto *Addr = dyn_cast<UnaryOperator>(Deref->getSubExpr()->IgnoreParenCasts());
      if (!Addr || Addr->getOpcode() != UO_AddrOf)
        break;
      E = Addr->getSubExpr();
    } else {
      break;
    }
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// The variable an lvalue lies in or indexes from, through subscripts and `.` members
/// (`s[i][j]`, `s[i].f`, `v.lane[k]`: s, s, v; `p[i]`: the pointer p), or null.
inline const clang::VarDecl *storageRoot(const clang::Expr *E) {
  using namespace clang;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      E = A->getBase();
    else if (const auto *M = dyn_cast<MemberExpr>(E); M && !M->isArrow())
      E = M->getBase();
    else
      break;
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// The array variable an lvalue indexes into (`s[i][j]`, `s[i].f`), or null.
inline const clang::VarDecl *arrayRoot(const clang::Expr *E) {
  const clang::VarDecl *Var = storageRoot(E);
  return Var && Var->getType()->isArrayType() ? Var : nullptr;
}

/// Calls Visit(argument, parameter) for each argument of Call bound to a non-const reference:
/// what the callee may write.
template <class F> void forEachReferenceArgument(const clang::CallExpr *Call, F Visit) {
  const clang::FunctionDecl *Callee = Call->getDirectCallee();
  for (unsigned I = 0; Callee && I < Call->getNumArgs(); ++I) {
    const clang::ParmVarDecl *P = parameterFor(Call, I);
    clang::QualType T = P ? P->getType() : clang::QualType();
    if (P && T->isReferenceType() && !T->getPointeeType().isConstQualified())
      Visit(Call->getArg(I), P);
  }
}

} // namespace limiter

#endif
