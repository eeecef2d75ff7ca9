// What a call hands its callee: memory (pointers, non-const references, objects holding
// pointers) or only values, local variables, synchronization objects and group handles.

#include "ast/CallArguments.h"

#include "ast/Assignments.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"
#include "ast/Memory.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

using namespace clang;

namespace limiter {

/// An object of a library class that cannot be copied (`cuda::barrier`, a pipeline's shared
/// state): not data a variant could replace or fold, but a synchronization resource that
/// every variant uses as written, like `__syncthreads()`.
bool isLibrarySyncObject(QualType T) {
  const auto *Record = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition() ||
      !Record->getASTContext().getSourceManager().isInSystemHeader(
          Record->getASTContext().getSourceManager().getExpansionLoc(Record->getLocation())))
    return false;
  // Deleted copying, not merely non-trivial: `__half2` and its kin copy by hand and are data.
  const CXXRecordDecl *Def = Record->getDefinition();
  for (const CXXConstructorDecl *C : Def->ctors())
    if (C->isCopyConstructor() && C->isDeleted())
      return true;
  return Def->needsImplicitCopyConstructor() && Def->defaultedCopyConstructorIsDeleted();
}

/// Cooperative groups (`this_thread_block(scratch)`, `reduce(tile, v, op)`, `sync(g)`):
/// known operations on a group, its shared scratch and values, not loads or stores of the
/// kernel's data. (Their asynchronous copies are told apart before.)
bool inNamespace(const Decl *D, StringRef Name) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC); NS && NS->getName() == Name)
      return true;
  return false;
}

bool isCooperativeGroups(const FunctionDecl *Callee) {
  return inNamespace(Callee, "cooperative_groups");
}

/// A variable of the function's own: not in global, shared or constant memory, and not a
/// local reference to something that may be. A helper's reference parameter counts as its
/// own: where a caller binds memory to it, the caller's call is reported (LIM102).
static bool isLocalVariable(const VarDecl *V) {
  return V && !V->hasGlobalStorage() && !isSharedVariable(V) &&
         (!V->getType()->isReferenceType() || isa<ParmVarDecl>(V));
}

/// Arg designates a local variable or a local array (`x`, `x.f`, `&x`, `arr`, `&arr[i]`,
/// `arr + i`): what the callee reaches through it is no memory of the kernel's. A pointer
/// variable's value (`p`) does not: what it points to may be any memory.
bool designatesLocal(const Expr *Arg) {
  const Expr *E = Arg->IgnoreParenImpCasts();
  if (isa<StringLiteral>(E) || isa<PredefinedExpr>(E))
    return true; // printf's and assert's text, __func__
  // `std::move(x)` and `std::forward<T>(x)` designate x.
  if (const auto *Cast = dyn_cast<CallExpr>(E); Cast && Cast->getNumArgs() == 1)
    if (const FunctionDecl *F = Cast->getDirectCallee();
        F && F->isInStdNamespace() && F->getIdentifier() &&
        (F->getName() == "move" || F->getName() == "forward"))
      return designatesLocal(Cast->getArg(0));
  if (const auto *Addr = dyn_cast<UnaryOperator>(E); Addr && Addr->getOpcode() == UO_AddrOf) {
    E = Addr->getSubExpr()->IgnoreParenImpCasts();
  } else if (E->getType()->isPointerType()) {
    // A pointer's value (`src` after `const half *src = tile;`, `p + 4`): what it points to,
    // not the variable that holds it, is what the callee reaches; only a local array passed
    // as itself (decayed: `arr`, `arr + i`) is known to be the function's own.
    while (true) {
      const Expr *Inner = E->IgnoreParens();
      if (const auto *Cast = dyn_cast<CastExpr>(Inner);
          Cast && Cast->getCastKind() == CK_ArrayToPointerDecay)
        return isLocalVariable(arrayRoot(Cast->getSubExpr()->IgnoreParenImpCasts()));
      if (const auto *Cast = dyn_cast<CastExpr>(Inner);
          Cast && Cast->getSubExpr()->getType()->isPointerType()) {
        E = Cast->getSubExpr(); // a pointer converted (`(const T *)p`, `T *` to `const T *`)
        continue;
      }
      if (const auto *Sum = dyn_cast<BinaryOperator>(Inner);
          Sum && (Sum->getOpcode() == BO_Add || Sum->getOpcode() == BO_Sub)) {
        E = Sum->getLHS()->getType()->isPointerType() ? Sum->getLHS() : Sum->getRHS();
        continue;
      }
      if (const auto *Addr = dyn_cast<UnaryOperator>(Inner); Addr && Addr->getOpcode() == UO_AddrOf)
        return designatesLocal(Addr);
      return false;
    }
  }
  return isLocalVariable(targetVariable(E)) || isLocalVariable(arrayRoot(E));
}

/// A class that holds a pointer (in a field or a base's, nested classes and arrays
/// included): a handle on memory, such as `thrust::device_ptr<T>` or the reference its
/// `operator[]` returns.
static bool holdsPointer(QualType Type, unsigned Depth = 0) {
  Type = Type.getNonReferenceType().getCanonicalType();
  while (const ArrayType *Array = Type->getAsArrayTypeUnsafe())
    Type = Array->getElementType().getCanonicalType();
  const CXXRecordDecl *Record = Type->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition() || Depth > 8)
    return false;
  for (const FieldDecl *Field : Record->fields())
    if (Field->getType()->isPointerType() || holdsPointer(Field->getType(), Depth + 1))
      return true;
  for (const CXXBaseSpecifier &Base : Record->bases())
    if (holdsPointer(Base.getType(), Depth + 1))
      return true;
  return false;
}

/// A type of cooperative groups (`thread_block`, a tile): a handle on threads, whatever
/// pointers it keeps inside.
static bool isGroupHandle(QualType Type) {
  const Decl *D = Type.getNonReferenceType()->getAsCXXRecordDecl();
  return D && inNamespace(D, "cooperative_groups");
}

bool passesPointerHolder(const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || definedInProject(Callee))
    return false;
  const Expr *Object = nullptr;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
    Object = Member->getImplicitObjectArgument();
  else if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee) && Call->getNumArgs())
    Object = Call->getArg(0);
  auto holds = [&](const Expr *E) {
    QualType T = E->getType();
    T = T->isPointerType() ? T->getPointeeType() : T;
    // A barrier's state and a cooperative group's handle are no data.
    return !isLibrarySyncObject(T) && !isGroupHandle(T) && holdsPointer(T);
  };
  if (Object && holds(Object))
    return true;
  return std::any_of(Call->arg_begin(), Call->arg_end(),
                     [&](const Expr *Arg) { return Arg != Object && holds(Arg); });
}

bool accessesThroughObject(const CallExpr *Call) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
  if (!Method || !definedInProject(Method) || Method->isStatic() ||
      !(Method->getReturnType()->isReferenceType() || Method->getReturnType()->isPointerType()))
    return false;
  const Expr *Object = nullptr;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
    Object = Member->getImplicitObjectArgument();
  else if (isa<CXXOperatorCallExpr>(Call) && Call->getNumArgs())
    Object = Call->getArg(0);
  if (!Object)
    return false;
  QualType T = Object->getType();
  T = T->isPointerType() ? T->getPointeeType() : T;
  return holdsPointer(T) && !isGroupHandle(T) && !isLibrarySyncObject(T) &&
         !returnsAFieldOnly(Method);
}

bool passesMemory(const CallExpr *Call) {
  if (passesPointerHolder(Call))
    return true;
  for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
    const Expr *Arg = Call->getArg(I);
    QualType Type = Arg->getType();
    if (isLibrarySyncObject(Type->isPointerType() ? Type->getPointeeType() : Type))
      continue; // `init(&bar, n)`, `make_pipeline(block, &state)`: no data.
    bool ByReference = false;
    if (const ParmVarDecl *Param = parameterFor(Call, I)) {
      QualType T = Param->getType();
      ByReference = T->isReferenceType() && !T->getPointeeType().isConstQualified();
    }
    // A temporary bound to a reference (`cg::plus<int>()`) is no memory either.
    if (ByReference && !Arg->IgnoreImpCasts()->isGLValue())
      continue;
    if ((ByReference || Arg->getType()->isPointerType()) && !designatesLocal(Arg))
      return true;
  }
  return false;
}

} // namespace limiter
