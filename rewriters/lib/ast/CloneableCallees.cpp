// Which calls the variants clone: helpers, and the methods whose object plays no part of its
// own (static, `this`-free, or reading the fields of an object in the caller's registers).

#include "ast/CloneableCallees.h"

#include "ast/CallArguments.h"

#include "ast/KnownCallees.h"
#include "ast/Memory.h"
#include "ast/Parents.h"
#include "parse/UserFiles.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace limiter {

namespace {

bool usesThis(const Stmt *S) {
  if (!S)
    return false;
  if (isa<CXXThisExpr>(S))
    return true;
  for (const Stmt *Child : S->children())
    if (usesThis(Child))
      return true;
  return false;
}

/// The expression that uses the value of E, beyond parentheses and the selections and
/// subscripts that stay inside one field of the object (`this->pos.x`, `this->w[k]`).
const Expr *fieldUser(ParentMapContext &Parents, const Expr *E) {
  while (true) {
    DynTypedNodeList Up = parentsOf(Parents, *E);
    const auto *P = Up.empty() ? nullptr : Up[0].get<Expr>();
    if (!P)
      return nullptr;
    const auto *Member = dyn_cast<MemberExpr>(P);
    const auto *Subscript = dyn_cast<ArraySubscriptExpr>(P);
    const auto *Cast = dyn_cast<ImplicitCastExpr>(P);
    if (isa<ParenExpr>(P) ||
        (Member && !Member->isArrow() && isa<FieldDecl>(Member->getMemberDecl())) ||
        (Subscript && Subscript->getBase()->IgnoreParenImpCasts() == E->IgnoreParens()) ||
        (Cast &&
         (Cast->getCastKind() == CK_NoOp || Cast->getCastKind() == CK_ArrayToPointerDecay))) {
      E = P;
      continue;
    }
    return P;
  }
}

/// The value of a field of the object is only read where it is used: copied to a register,
/// copied by a constructor, or handed to a call by value or const reference.
bool onlyReadsField(ParentMapContext &Parents, const Expr *Field) {
  const Expr *User = fieldUser(Parents, Field);
  if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(User))
    return Cast->getCastKind() == CK_LValueToRValue;
  if (const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(User))
    return Construct->getConstructor()->isCopyOrMoveConstructor();
  if (const auto *Call = dyn_cast_or_null<CallExpr>(User)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    for (unsigned I = 0; Callee && I < Call->getNumArgs() && I < Callee->getNumParams(); ++I)
      if (Call->getArg(I)->IgnoreParenImpCasts() == Field->IgnoreParenImpCasts()) {
        QualType T = Callee->getParamDecl(I)->getType();
        return !T->isReferenceType() || T->getPointeeType().isConstQualified();
      }
  }
  return false;
}

/// The field is the target of an assignment, a compound assignment or an increment: the
/// object's own state, updated in place (`state = state * a + c`, `count++`).
bool onlyUpdatesField(ParentMapContext &Parents, const Expr *Field) {
  const Expr *User = fieldUser(Parents, Field);
  const Expr *Target = Field;
  for (DynTypedNodeList Up = parentsOf(Parents, *Target); !Up.empty() && Up[0].get<Expr>() != User;
       Up = parentsOf(Parents, Up[0]))
    Target = Up[0].get<Expr>();
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(User))
    return B->isAssignmentOp() && B->getLHS()->IgnoreParens() == Target->IgnoreParens() &&
           Target->getType()->isArithmeticType();
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(User))
    return U->isIncrementDecrementOp() && Target->getType()->isArithmeticType();
  return false;
}

/// Like readsObjectOnly; with Updates, the object's arithmetic fields may be assigned too.
bool usesObjectFieldsOnly(const CXXMethodDecl *Method, bool Updates, unsigned Depth) {
  const FunctionDecl *Def = Method->getDefinition();
  if (!Def || !Def->hasBody() || Method->isVirtual() || Depth > 4)
    return false;
  ParentMapContext &Parents = Def->getASTContext().getParentMapContext();
  std::vector<const Stmt *> Work = {Def->getBody()};
  while (!Work.empty()) {
    const Stmt *S = Work.back();
    Work.pop_back();
    if (!S)
      continue;
    for (const Stmt *Child : S->children())
      Work.push_back(Child);
    if (!isa<CXXThisExpr>(S))
      continue;
    // `this` only as the object of a field read (or update) or of a method that does no more.
    DynTypedNodeList Up = parentsOf(Parents, *S);
    const auto *Member = Up.empty() ? nullptr : Up[0].get<MemberExpr>();
    if (!Member)
      return false;
    if (const auto *Field = dyn_cast<FieldDecl>(Member->getMemberDecl())) {
      if (Field->isMutable() ||
          !(onlyReadsField(Parents, Member) || (Updates && onlyUpdatesField(Parents, Member))))
        return false;
    } else if (const auto *Callee = dyn_cast<CXXMethodDecl>(Member->getMemberDecl())) {
      if (!Callee->isStatic() && !usesObjectFieldsOnly(Callee, Updates, Depth + 1))
        return false;
    } else {
      return false;
    }
  }
  return true;
}

} // namespace

bool updatesObjectFieldsOnly(const CXXMethodDecl *Method) {
  return usesObjectFieldsOnly(Method, true, 0);
}

bool readsObjectOnly(const CXXMethodDecl *Method, unsigned Depth) {
  return usesObjectFieldsOnly(Method, false, Depth);
}

bool isCloneableMethod(const CXXMethodDecl *Method) {
  const FunctionDecl *Def = Method->getDefinition();
  return !Method->isVirtual() &&
         (Method->isStatic() || (Def && Def->hasBody() && !usesThis(Def->getBody())));
}

namespace {

/// The calls of one function in the declarations of the project's files.
class CallsOf : public RecursiveASTVisitor<CallsOf> {
public:
  CallsOf(const FunctionDecl *F, const SourceManager &SM) : F(F->getCanonicalDecl()), SM(SM) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && D->getLocation().isValid() &&
        !isInUserFile(SM, D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (const FunctionDecl *Callee = Call->getDirectCallee();
        Callee && Callee->getCanonicalDecl() == F)
      Calls.push_back(Call);
    return true;
  }
  std::vector<const CallExpr *> Calls;

private:
  const FunctionDecl *F;
  const SourceManager &SM;
};

bool registerObject(const Expr *Object, unsigned Depth);

/// A reference parameter that every call of its function in the project's files binds to an
/// object in the caller's registers (`RNG &rng` handed the kernel's local generator): through
/// it, the object is that register object. A function nobody calls binds nothing.
bool boundToRegisterObjects(const ParmVarDecl *P, unsigned Depth) {
  const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
  if (!F || Depth > 4)
    return false;
  ASTContext &Ctx = F->getASTContext();
  CallsOf Finder(F, Ctx.getSourceManager());
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const CallExpr *Call : Finder.Calls) {
    const Expr *Argument = nullptr;
    for (unsigned I = 0; I < Call->getNumArgs(); ++I)
      if (parameterFor(Call, I) == P)
        Argument = Call->getArg(I);
    if (!Argument || !registerObject(Argument, Depth + 1))
      return false;
  }
  return !Finder.Calls.empty();
}

bool registerObject(const Expr *Object, unsigned Depth) {
  const Expr *E = Object->IgnoreParenImpCasts();
  while (const auto *Member = dyn_cast<MemberExpr>(E)) {
    if (Member->isArrow() || !isa<FieldDecl>(Member->getMemberDecl()))
      break;
    E = Member->getBase()->IgnoreParenImpCasts();
  }
  // Inside a method that reads its object only, that object is one (see cloneableCallee).
  if (isa<CXXThisExpr>(E))
    return true;
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (const auto *Param = dyn_cast_or_null<ParmVarDecl>(Var);
      Param && Param->getType()->isReferenceType())
    return boundToRegisterObjects(Param, Depth);
  return Var && !Var->getType()->isReferenceType() && !Var->hasGlobalStorage() &&
         !isSharedVariable(Var) && !Var->getType()->isArrayType();
}

} // namespace

bool isRegisterObject(const Expr *Object) { return registerObject(Object, 0); }

const ParmVarDecl *parameterFor(const CallExpr *Call, unsigned I) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return nullptr;
  // The definition's parameters, which its model speaks of, not a forward declaration's.
  if (const FunctionDecl *Def = Callee->getDefinition())
    Callee = Def;
  if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee)) {
    if (I == 0)
      return nullptr;
    --I;
  }
  return I < Callee->getNumParams() ? Callee->getParamDecl(I) : nullptr;
}

namespace {

/// A method's call operator (`functor(x)`) or a conversion (`static_cast<float>(q)`, or one
/// the compiler inserts): cloned as a named method of the same class, called on the same
/// object. A lambda's call operator has no class text to hold a clone; a conversion template
/// no one name.
bool isCloneableMethodOperator(const CallExpr *Call, const FunctionDecl *Callee) {
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  if (!Method || Method->getParent()->isLambda())
    return false;
  // One that yields an address (`operator T *()` handing out `extern __shared__` memory)
  // computes no data: it stays, as the addresses stay, and the model follows its origin.
  // (An accessor's `T &operator()(r, c)` into memory stays too, and is said: Unsupported.cpp;
  // a clone returning a reference cannot take the variants' values in its place.)
  QualType Result = Method->getReturnType();
  if (Result->isPointerType() || Result->isReferenceType())
    return false;
  if (isa<CXXConversionDecl>(Method))
    return isa<CXXMemberCallExpr>(Call) && !Method->getPrimaryTemplate() &&
           !Method->getDescribedFunctionTemplate();
  return isa<CXXOperatorCallExpr>(Call) && Method->getOverloadedOperator() == OO_Call;
}

/// Whether a method may be cloned for this call: its object plays no part of its own (static,
/// or a body that never names `this`; the object's fields would be state the model does not
/// follow), or it only reads the fields of an object held in the caller's registers, which
/// are then values, as the clone's parameters are.
bool methodCloneable(const CallExpr *Call, const CXXMethodDecl *Method) {
  if (isCloneableMethod(Method))
    return true;
  const Expr *Object = nullptr;
  if (const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call))
    Object = MemberCall->getImplicitObjectArgument();
  else if (isa<CXXOperatorCallExpr>(Call) && Call->getNumArgs() > 0)
    Object = Call->getArg(0);
  // A register object's fields are registers: the method may update them too (a random
  // number generator's state), as a helper updates a local passed by reference.
  return Object && isRegisterObject(Object) && updatesObjectFieldsOnly(Method);
}

} // namespace

const FunctionDecl *cloneableCallee(const CallExpr *Call, const SourceManager &SM) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || lookupKnownCallee(Callee))
    return nullptr;
  // A free operator is called as a function of its own name (VariantBuilder's
  // redirectOperator), where it does more than compute on its operands (`operator^=(byte4 &a,
  // byte4 b)` writes through its reference); one that only computes stays an operator,
  // arithmetic to the rules like a built-in one, as do a method's arithmetic operators.
  if (!Callee->getDeclName().isIdentifier() && !isCloneableMethodOperator(Call, Callee) &&
      !(isa<CXXOperatorCallExpr>(Call) && Callee->isOverloadedOperator() &&
        !isa<CXXMethodDecl>(Callee) && !computesOnParametersOnly(Callee)))
    return nullptr;
  if (const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
      Method && !methodCloneable(Call, Method))
    return nullptr;
  // A named accessor that returns a reference into the memory its object points to (`float
  // &diag(int i) const { return data[i * ld + i]; }`) stays, as its operators do: a clone
  // returning a reference cannot take the variants' values in its place (the copy did not
  // compile). Said: Unsupported.cpp.
  if (isa<CXXMethodDecl>(Callee) && Callee->getReturnType()->isReferenceType() &&
      accessesThroughObject(Call))
    return nullptr;
  // Calls to function templates name the instantiation; its pattern holds the written body.
  // One written by a macro has no text of its own to copy and rewrite.
  const FunctionDecl *Def = Callee->getDefinition();
  if (!Def || !Def->hasBody() || !Def->hasAttr<CUDADeviceAttr>() || Def->getLocation().isMacroID())
    return nullptr;
  return isInUserFile(SM, Def->getLocation()) ? Def : nullptr;
}

bool isArrayElementAtParameter(const ArraySubscriptExpr *Subscript) {
  const Expr *Index = Subscript->getIdx()->IgnoreParenImpCasts();
  const auto *IndexRef = dyn_cast<DeclRefExpr>(Index);
  return Subscript->getBase()->IgnoreParenImpCasts()->getType()->isArrayType() &&
         ((IndexRef && isa<ParmVarDecl>(IndexRef->getDecl())) || isa<IntegerLiteral>(Index));
}

bool returnsAFieldOnly(const FunctionDecl *F) {
  const FunctionDecl *Def = F->getDefinition();
  const auto *Body = Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
  if (!Body || Body->size() != 1)
    return false;
  const auto *Return = dyn_cast<ReturnStmt>(Body->body_front());
  const Expr *E = Return && Return->getRetValue() ? Return->getRetValue() : nullptr;
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
        Construct && Construct->getNumArgs() == 1 &&
        Construct->getConstructor()->isCopyOrMoveConstructor()) {
      E = Construct->getArg(0);
      continue;
    }
    if (isa<CXXThisExpr>(E))
      return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      return isa<ParmVarDecl>(Ref->getDecl());
    // An element of an array field at a parameter's or a constant's index: no memory or
    // arithmetic in the index.
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E)) {
      if (!isArrayElementAtParameter(Subscript))
        return false;
      E = Subscript->getBase();
      continue;
    }
    const auto *Member = dyn_cast<MemberExpr>(E);
    if (!Member || !isa<FieldDecl>(Member->getMemberDecl()) ||
        (Member->isArrow() && !isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts())))
      return false;
    E = Member->getBase();
  }
  return false;
}

bool isLambdaWrittenIn(const FunctionDecl *Callee, const FunctionDecl *F) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
  if (!Method || !Method->getParent()->isLambda())
    return false;
  for (const DeclContext *C = Method->getParent()->getDeclContext(); C; C = C->getParent())
    if (C == F)
      return true;
  return false;
}

std::string whyNotCloned(const CallExpr *Call, const SourceManager &SM) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
  if (!Def || !Def->hasBody())
    return "a function whose body limiter does not see";
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  if (Method && Method->getParent()->isLambda())
    return "a lambda, whose body limiter does not clone";
  if (!Def->hasAttr<CUDADeviceAttr>())
    return "a function that is not __device__";
  if (Def->getLocation().isMacroID())
    return "a function written by a macro, whose text limiter cannot copy";
  if (!isInUserFile(SM, Def->getLocation()))
    return "a function outside the project's files";
  if (!Method)
    return Callee->isOverloadedOperator() ? "an operator that does more than compute"
                                          : "a function limiter does not clone";
  if (Method->isVirtual())
    return "a virtual method";
  if (isa<CXXConversionDecl>(Method) &&
      (Method->getPrimaryTemplate() || Method->getDescribedFunctionTemplate()))
    return "a conversion template";
  if (!Callee->getDeclName().isIdentifier() && Method->getOverloadedOperator() != OO_Call)
    return "an operator defined as a method";
  const Expr *Object = nullptr;
  if (const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call))
    Object = MemberCall->getImplicitObjectArgument();
  else if (isa<CXXOperatorCallExpr>(Call) && Call->getNumArgs() > 0)
    Object = Call->getArg(0);
  if (!updatesObjectFieldsOnly(Method))
    return "a method that hands its object on, or changes more than its numeric fields";
  if (!Object || !isRegisterObject(Object))
    return "a method whose object is in memory or behind a reference";
  return "a method limiter does not clone";
}

const FunctionDecl *forwardDeclarationOf(const FunctionDecl *Pattern, const SourceManager &SM) {
  const FunctionTemplateDecl *Template = Pattern->getDescribedFunctionTemplate();
  const FunctionDecl *First = nullptr;
  auto Consider = [&](const FunctionDecl *D) {
    if (D == Pattern || D->isThisDeclarationADefinition() ||
        !isInUserFile(SM, SM.getExpansionLoc(D->getLocation())) ||
        !SM.isBeforeInTranslationUnit(D->getLocation(), Pattern->getLocation()))
      return;
    if (!First || SM.isBeforeInTranslationUnit(D->getLocation(), First->getLocation()))
      First = D;
  };
  if (Template) {
    for (const RedeclarableTemplateDecl *T : Template->redecls())
      Consider(cast<FunctionDecl>(T->getTemplatedDecl()));
  } else {
    for (const FunctionDecl *D : Pattern->redecls())
      Consider(D);
  }
  return First;
}

bool cloneDeclarableAbove(const FunctionDecl *Pattern) {
  if (isa<CXXMethodDecl>(Pattern) || !Pattern->getDeclContext()->isFileContext() ||
      !Pattern->doesThisDeclarationHaveABody() || Pattern->getDescribedFunctionTemplate() ||
      Pattern->getTemplateSpecializationKind() != TSK_Undeclared ||
      Pattern->getReturnType()->getContainedDeducedType())
    return false;
  return std::none_of(Pattern->param_begin(), Pattern->param_end(),
                      [](const ParmVarDecl *P) { return P->hasDefaultArg(); });
}

const SubstNonTypeTemplateParmExpr *calleeParameter(const CallExpr *Call) {
  // Not IgnoreParenImpCasts: it sees through the substitution too.
  // `op(x)` and `(*op)(x)`.
  const Expr *E = Call->getCallee();
  while (true) {
    if (const auto *Paren = dyn_cast<ParenExpr>(E))
      E = Paren->getSubExpr();
    else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
      E = Cast->getSubExpr();
    else if (const auto *Deref = dyn_cast<UnaryOperator>(E); Deref && Deref->getOpcode() == UO_Deref)
      E = Deref->getSubExpr();
    else
      return dyn_cast<SubstNonTypeTemplateParmExpr>(E);
  }
}

} // namespace limiter
