// The memory accesses of a function: lvalues in memory and intrinsic calls (ModelBuilder.h).

#include "model/ModelBuilder.h"

#include "ast/BodyNodes.h"
#include "ast/CallArguments.h"
#include "ast/CloneableCallees.h"
#include "ast/KnownCallees.h"
#include "ast/Memory.h"
#include "ast/Parents.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"

#include <optional>
#include <utility>

using namespace clang;

namespace limiter {

DynTypedNode ModelBuilder::parentOf(const Stmt *S) {
  DynTypedNodeList Parents = parentsOf(Ctx, *S);
  return Parents.empty() ? DynTypedNode() : Parents[0];
}

std::pair<const Expr *, DynTypedNode> ModelBuilder::beyondParens(const Expr *E) {
  DynTypedNode Parent = parentOf(E);
  while (const auto *Paren = Parent.get<ParenExpr>()) {
    E = Paren;
    Parent = parentOf(Paren);
  }
  return {E, Parent};
}

std::pair<bool, bool> ModelBuilder::useOf(const Expr *Access) {
  auto [A, Parent] = beyondParens(Access);
  // A lambda's capture (`[&r]`, `[q]`) names what its body then uses: the body's uses are the
  // accesses, and the capture list is no place to rewrite.
  for (DynTypedNode Up = Parent; const auto *E = Up.get<Expr>(); Up = parentOf(E)) {
    if (isa<LambdaExpr>(E))
      return {false, false};
    if (!isa<ImplicitCastExpr, CXXConstructExpr, MaterializeTemporaryExpr, ParenExpr,
             CXXBindTemporaryExpr>(E))
      break;
  }
  if (const auto *Var = Parent.get<VarDecl>())
    return {!Var->getType()->isReferenceType(), false};
  const auto *P = Parent.get<Expr>();
  if (!P)
    return {!Parent.get<CompoundStmt>(), false};
  if (const auto *Cast = dyn_cast<CastExpr>(P))
    return {Cast->getCastKind() != CK_ArrayToPointerDecay, false};
  if (const auto *U = dyn_cast<UnaryOperator>(P)) {
    if (U->getOpcode() == UO_AddrOf)
      return {false, false};
    return {true, U->isIncrementDecrementOp()};
  }
  if (const auto *B = dyn_cast<BinaryOperator>(P)) {
    if (B->isAssignmentOp() && strip(B->getLHS()) == strip(A))
      return {B->isCompoundAssignmentOp(), true};
    return {true, false};
  }
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(P)) {
    bool IsObject = Op->getNumArgs() > 0 && strip(Op->getArg(0)) == strip(A);
    if (IsObject && Op->getOperator() == OO_Equal)
      return {false, true};
    if (IsObject && Op->isAssignmentOp())
      return {true, true};
    return {true, false};
  }
  if (const auto *Call = dyn_cast<CallExpr>(P)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && isCooperativeGroups(Callee))
      return {true, false}; // `cg::reduce(tile, s[i], op)` reads the value it is given
    for (unsigned I = 0; Callee && I < Call->getNumArgs(); ++I) {
      const ParmVarDecl *Param = parameterFor(Call, I);
      QualType T = Param ? Param->getType() : QualType();
      if (Param && strip(Call->getArg(I)) == strip(A) && T->isReferenceType() &&
          !T->getPointeeType().isConstQualified()) {
        if (referencedMemory(Param))
          return {false, false}; // The helper's clone accesses it, through its parameter.
        bool AlsoRegister = ReferenceBindings.lookup(Param).Register;
        problem(Call, DiagId::MemoryByReference,
                "memory is passed by non-const reference to '" + Callee->getNameAsString() + "'" +
                    (AlsoRegister ? ", whose parameter '" + Param->getNameAsString() +
                                        "' another call binds to a variable"
                                  : std::string()) +
                    "; its accesses there are not rewritten",
                "pass a pointer or a value instead, so that each variant can see the access");
        return {true, true};
      }
    }
    return {true, false};
  }
  return {true, false};
}

bool ModelBuilder::wrapsSameLValue(const Expr *Child) {
  const auto *P = beyondParens(Child).second.get<Expr>();
  if (!P || !lvalueSpace(P))
    return false;
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(P))
    return Cast->getCastKind() == CK_NoOp;
  if (const auto *Mem = dyn_cast<MemberExpr>(P))
    return !Mem->isArrow() && strip(Mem->getBase()) == strip(Child);
  return false;
}

void ModelBuilder::collectAccesses(FunctionModel &M) {
  for (const Expr *E : BodyNodes(M.Function->getBody()).Exprs) {
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      collectIntrinsic(M, Call);
      continue;
    }
    if (isa<ParenExpr>(E) || E->getType()->isArrayType() || !E->isGLValue() ||
        isLibrarySyncObject(E->getType()))
      continue;
    std::optional<AddressSpace> Space = lvalueSpace(E);
    if (!Space || wrapsSameLValue(E))
      continue;
    auto [Reads, Writes] = useOf(E);
    if (!Reads && !Writes)
      continue;
    AccessSite Site{E, *Space, Reads, Writes, false, M.isStructural(E), lineOf(E), columnOf(E)};
    Site.Decides = Site.Structural ? decidesOf(M, E) : 0;
    if (*Space == AddressSpace::Generic)
      problem(E, DiagId::UnknownPointerOrigin,
              "a pointer of unknown origin is dereferenced here; it is treated as global memory",
              "derive the pointer from a kernel parameter or a __shared__ array where "
              "possible");
    M.Accesses.push_back(Site);
  }
}

bool ModelBuilder::isModelledAsyncCopy(const CallExpr *Call) {
  std::optional<std::pair<unsigned, unsigned>> Operands = asyncCopyOperands(Call);
  return Operands && originOf(Call->getArg(Operands->first)) == AddressSpace::Shared &&
         originOf(Call->getArg(Operands->second)) == AddressSpace::Global;
}

void ModelBuilder::collectIntrinsic(FunctionModel &M, const CallExpr *Call) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || Call->getNumArgs() == 0)
    return;
  if (isTextureFetch(Callee) && !Call->getType()->isVoidType() && Call->getNumArgs() >= 2) {
    M.Accesses.push_back({Call, AddressSpace::Global, true, false, true, M.isStructural(Call),
                          lineOf(Call), columnOf(Call)});
    M.Accesses.back().Decides = M.isStructural(Call) ? decidesOf(M, Call) : 0;
    return;
  }
  if (isSurfaceWrite(Callee)) {
    M.Accesses.push_back(
        {Call, AddressSpace::Global, false, true, true, false, lineOf(Call), columnOf(Call)});
    return;
  }
  if (isModelledAsyncCopy(Call)) {
    M.Accesses.push_back(
        {Call, AddressSpace::Global, true, false, true, false, lineOf(Call), columnOf(Call)});
    return;
  }
  std::optional<KnownCallee> Known = lookupKnownCallee(Callee);
  if (!Known)
    return;
  unsigned Bits = Known->ArgBits[0] | Known->ArgBits[1];
  if (!Bits)
    return;
  AddressSpace Space = originOf(Call->getArg(0));
  M.Accesses.push_back({Call, Space, (Bits & AccessRead) != 0, (Bits & AccessWrite) != 0, true,
                        M.isStructural(Call), lineOf(Call), columnOf(Call)});
  M.Accesses.back().Decides = M.isStructural(Call) ? decidesOf(M, Call) : 0;
}

} // namespace limiter
