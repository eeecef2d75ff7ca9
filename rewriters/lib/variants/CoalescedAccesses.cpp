// The shapes of a global access the coalesced what-if re-indexes (CoalescedAccesses.h).

#include "variants/CoalescedAccesses.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"
#include "ast/KnownCallees.h"

#include <algorithm>
#include <set>
#include <string>

using namespace clang;

namespace limiter {
namespace {

/// The pointer at the root of a sum of a pointer and integers, and the integer terms, in order.
const Expr *flattenSum(const Expr *E, std::vector<const Expr *> &Terms) {
  const auto *Sum = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (!Sum || Sum->getOpcode() != BO_Add || !Sum->getType()->isPointerType())
    return E;
  const bool PointerLeft = Sum->getLHS()->getType()->isPointerType();
  const Expr *Root = flattenSum(PointerLeft ? Sum->getLHS() : Sum->getRHS(), Terms);
  Terms.push_back(PointerLeft ? Sum->getRHS() : Sum->getLHS());
  return Root;
}

/// Whether every field of Record (through nested structs and arrays) is of type T.
bool onlyFieldsOf(const RecordDecl *Record, QualType T, ASTContext &Ctx) {
  const auto *Class = dyn_cast<CXXRecordDecl>(Record);
  if (!Record->getDefinition() || (Class && (Class->getNumBases() != 0 || Class->isPolymorphic())))
    return false;
  for (const FieldDecl *F : Record->fields()) {
    QualType Field = Ctx.getBaseElementType(F->getType()).getCanonicalType().getUnqualifiedType();
    if (F->isBitField())
      return false;
    if (const RecordDecl *Inner = Field->getAsRecordDecl()) {
      if (!onlyFieldsOf(Inner, T, Ctx))
        return false;
    } else if (Field != T) {
      return false;
    }
  }
  return true;
}

/// Call as a cache-hinted or read-only load (`__ldg(p)`) or a cache-hinted store
/// (`__stcs(p, v)`), the address its first argument; or null.
const CallExpr *hintedCall(const Expr *Call) {
  const auto *C = dyn_cast<CallExpr>(Call->IgnoreParens());
  const FunctionDecl *F = C ? C->getDirectCallee() : nullptr;
  if (!F || !F->getIdentifier())
    return nullptr;
  const std::string_view Name(F->getName());
  for (const auto &[Names, Arguments] :
       {std::pair{&cacheHintedLoadNames(), 1u}, std::pair{&cacheHintedStoreNames(), 2u}})
    if (C->getNumArgs() == Arguments &&
        std::find(Names->begin(), Names->end(), Name) != Names->end())
      return C;
  return nullptr;
}

} // namespace

namespace {

/// Node without its parentheses and the implicit conversions that only add a qualifier (an
/// element of a non-const array bound to a copy constructor's `const T &`).
const Expr *withoutQualifying(const Expr *Node) {
  while (true) {
    Node = Node->IgnoreParens();
    const auto *Cast = dyn_cast<ImplicitCastExpr>(Node);
    if (!Cast || Cast->getCastKind() != CK_NoOp)
      return Node;
    Node = Cast->getSubExpr();
  }
}

} // namespace

const ArraySubscriptExpr *subscriptOf(const Expr *Node) {
  while (Node) {
    Node = withoutQualifying(Node);
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(Node))
      return Subscript;
    const auto *Member = dyn_cast<MemberExpr>(Node);
    if (!Member || Member->isArrow())
      return nullptr;
    Node = Member->getBase();
  }
  return nullptr;
}

std::optional<IndexedAccess> indexedAccessOf(const Expr *Access) {
  if (const ArraySubscriptExpr *Subscript = subscriptOf(Access))
    return IndexedAccess{Subscript, Subscript->getBase(), {Subscript->getIdx()}};
  for (const Expr *Node = Access; Node;) {
    Node = withoutQualifying(Node);
    if (const auto *Member = dyn_cast<MemberExpr>(Node); Member && !Member->isArrow()) {
      Node = Member->getBase();
      continue;
    }
    const auto *Deref = dyn_cast<UnaryOperator>(Node);
    if (!Deref || Deref->getOpcode() != UO_Deref)
      return std::nullopt;
    IndexedAccess Out{Deref, nullptr, {}};
    Out.Base = flattenSum(Deref->getSubExpr(), Out.Terms);
    if (Out.Terms.empty())
      return std::nullopt; // a plain `*p`
    return Out;
  }
  return std::nullopt;
}

std::optional<IndexedAccess> hintedAccess(const Expr *Call) {
  const auto *C = hintedCall(Call);
  if (!C)
    return std::nullopt;
  const Expr *Argument = C->getArg(0)->IgnoreParenImpCasts();
  if (const auto *Sum = dyn_cast<BinaryOperator>(Argument);
      Sum && Sum->getOpcode() == BO_Add && Sum->getType()->isPointerType()) {
    IndexedAccess Out{Sum, nullptr, {}, true};
    Out.Base = flattenSum(Sum, Out.Terms);
    return Out;
  }
  const auto *Address = dyn_cast<UnaryOperator>(Argument);
  if (!Address || Address->getOpcode() != UO_AddrOf)
    return std::nullopt;
  const Expr *Element = Address->getSubExpr()->IgnoreParens();
  if (!isa<ArraySubscriptExpr>(Element))
    return std::nullopt;
  return indexedAccessOf(Element);
}

std::optional<WideView> wideViewOf(const Expr *Access, const std::optional<IndexedAccess> &Outer,
                                   ASTContext &Ctx) {
  const Expr *View = nullptr;
  if (Outer) {
    for (const Expr *Term : Outer->Terms)
      if (Term->isValueDependent() || !Term->isIntegerConstantExpr(Ctx))
        return std::nullopt;
    View = Outer->Base;
  } else if (const CallExpr *C = hintedCall(Access)) {
    View = C->getArg(0);
  } else if (const auto *Deref = dyn_cast<UnaryOperator>(Access->IgnoreParens());
             Deref && Deref->getOpcode() == UO_Deref) {
    View = Deref->getSubExpr();
  }
  const auto *Cast = View ? dyn_cast<ExplicitCastExpr>(View->IgnoreParenImpCasts()) : nullptr;
  if (!Cast || !isa<CStyleCastExpr, CXXReinterpretCastExpr>(Cast) ||
      !Cast->getType()->isPointerType())
    return std::nullopt;
  const Expr *Operand = Cast->getSubExpr()->IgnoreParenImpCasts();
  std::optional<IndexedAccess> Inner;
  if (const auto *Sum = dyn_cast<BinaryOperator>(Operand);
      Sum && Sum->getOpcode() == BO_Add && Sum->getType()->isPointerType()) {
    Inner = IndexedAccess{Sum, nullptr, {}, true};
    Inner->Base = flattenSum(Sum, Inner->Terms);
  } else if (const auto *Address = dyn_cast<UnaryOperator>(Operand);
             Address && Address->getOpcode() == UO_AddrOf &&
             isa<ArraySubscriptExpr>(Address->getSubExpr()->IgnoreParens())) {
    Inner = indexedAccessOf(Address->getSubExpr()->IgnoreParens());
  }
  if (!Inner || !Inner->Base->getType()->isPointerType())
    return std::nullopt;
  const QualType Element = Inner->Base->getType()->getPointeeType();
  const QualType Wide = Cast->getType()->getPointeeType();
  if (Element->isIncompleteType() || Wide->isIncompleteType() || Element->isDependentType() ||
      Wide->isDependentType() || Ctx.getTypeSizeInChars(Element).isZero())
    return std::nullopt;
  const long long Bytes = Ctx.getTypeSizeInChars(Element).getQuantity();
  const long long WideBytes = Ctx.getTypeSizeInChars(Wide).getQuantity();
  if (WideBytes < Bytes || WideBytes % Bytes != 0)
    return std::nullopt;
  return WideView{*Inner, WideBytes / Bytes};
}

const MemberExpr *narrowMember(const AccessSite &A, const IndexedAccess &Access,
                               const FunctionModel &M, RuleContext &R) {
  ASTContext &Ctx = R.Ctx;
  const auto *Member = dyn_cast<MemberExpr>(A.Node->IgnoreParens());
  const auto *Field = Member ? dyn_cast<FieldDecl>(Member->getMemberDecl()) : nullptr;
  const auto *Array = dyn_cast<DeclRefExpr>(Access.Base->IgnoreParenImpCasts());
  const QualType Element = Access.Node->getType();
  if (!Field || !Array || Member->isArrow() || Field->isBitField() ||
      !Field->getType()->isScalarType() || Element->isIncompleteType() ||
      Ctx.getTypeSize(Member->getType()) >= Ctx.getTypeSize(Element))
    return nullptr;
  const Expr *User = R.consumer(Member);
  const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(User);
  const auto *Assign = dyn_cast_or_null<BinaryOperator>(User);
  const auto *Step = dyn_cast_or_null<UnaryOperator>(User);
  const bool Stored =
      (Assign && Assign->isAssignmentOp() && Assign->getLHS()->IgnoreParens() == Member) ||
      (Step && Step->isIncrementDecrementOp());
  if (!(Read && Read->getCastKind() == CK_LValueToRValue) && !Stored)
    return nullptr;
  if (!A.Writes)
    return Member;
  const RecordDecl *Record = Element->getAsRecordDecl();
  if (!Record ||
      !onlyFieldsOf(Record, Member->getType().getCanonicalType().getUnqualifiedType(), Ctx))
    return nullptr;
  for (const AccessSite &Other : M.Accesses)
    if (Other.Structural && Other.Node)
      if (std::optional<IndexedAccess> O = indexedAccessOf(Other.Node))
        if (const auto *Ref = dyn_cast<DeclRefExpr>(O->Base->IgnoreParenImpCasts());
            Ref && Ref->getDecl() == Array->getDecl())
          return nullptr;
  return Member;
}

bool textOfItsOwn(const FunctionModel &M, const RuleContext &R) {
  const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
  return !Pattern || (!R.Models.empty() && kernelInstantiations(R.Models, Pattern).size() == 1);
}

std::optional<RowRoot> fixedRowOf(const Expr *Base, const Stmt *Body, ASTContext &Ctx) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !V->isLocalVarDecl() || !V->getType()->isPointerType() || !V->getInit() ||
      !onlyRead(V, Body, Ctx))
    return std::nullopt;
  std::optional<RowStart> Start = rowStartOf(V->getInit());
  const VarDecl *P = Start ? Start->Root : nullptr;
  if (!P || P == V || (!isa<ParmVarDecl>(P) && !P->isLocalVarDecl()) || !onlyRead(P, Body, Ctx) ||
      !Ctx.hasSameUnqualifiedType(P->getType()->getPointeeType(), V->getType()->getPointeeType()))
    return std::nullopt;
  return RowRoot{Start->RootExpr, Start->Terms, P};
}

std::optional<RowRoot> rootOf(const Expr *Base, const Stmt *Body, ASTContext &Ctx) {
  std::optional<RowRoot> Row = fixedRowOf(Base, Body, Ctx);
  if (!Row)
    return std::nullopt;
  std::set<const ValueDecl *> Vars;
  for (const Expr *Term : Row->Offset)
    if (!plainArithmetic(Term, Vars))
      return std::nullopt;
  for (const ValueDecl *D : Vars)
    if (const auto *Var = dyn_cast<VarDecl>(D); !Var || !onlyRead(Var, Body, Ctx))
      return std::nullopt;
  // The root's name and the offset's are written again at the access: no other declaration
  // of the function may share one (an inner `int r` or `const float *in` would be read there).
  Vars.insert(Row->Root);
  const std::vector<const VarDecl *> Declared = BodyNodes(Body).Vars;
  for (const ValueDecl *D : Vars)
    if (nameShared(D, Declared))
      return std::nullopt;
  return Row;
}

} // namespace limiter
