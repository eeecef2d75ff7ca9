// The wider-accesses what-if's search: one function's runs of neighbouring narrow global
// accesses of a lane, and the conditions under which merging them keeps full's values (see
// WiderRule.cpp for the what-if and its preconditions).

#include "variants/WiderRuns.h"
#include "variants/CoalescedAccesses.h"

#include "ast/KnownCallees.h"

#include "ast/IndexArithmetic.h"
#include "ast/Parents.h"
#include "ast/StatementPlace.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtVisitor.h"
#include "llvm/ADT/FoldingSet.h"

#include <cctype>
#include <set>

using namespace clang;

namespace limiter {

std::string vectorOf(QualType T, ASTContext &Ctx, unsigned Width) {
  // A template's own text (a kernel with no instantiation) has no size to ask.
  if (T->isDependentType() || T->isIncompleteType())
    return "";
  if (Width < 2 || Ctx.getTypeSize(T) * Width > 128)
    return "";
  // CUDA's 16-bit floating-point types have no vectors of four or eight, nor of their pairs:
  // an aligned array.
  if (const auto *Record = T.getCanonicalType()->getAsCXXRecordDecl();
      Record && Ctx.getTypeSize(T) == 16 && Record->isTriviallyCopyable() &&
      (Record->getName() == "__half" || Record->getName() == "__nv_bfloat16"))
    return "lim::packed<" + Record->getName().str() + ", " + std::to_string(Width) + ">";
  if (const auto *Record = T.getCanonicalType()->getAsCXXRecordDecl();
      Record && Ctx.getTypeSize(T) == 32 && isToolkitPair(Record))
    return "lim::packed_bits<" + Record->getName().str() + ", " + std::to_string(Width) + ">";
  const auto *B = T.getCanonicalType()->getAs<BuiltinType>();
  if (!B || Width > 4)
    return "";
  const char *Name = nullptr;
  switch (B->getKind()) {
  case BuiltinType::Float:
    Name = "float";
    break;
  case BuiltinType::Int:
    Name = "int";
    break;
  case BuiltinType::UInt:
    Name = "uint";
    break;
  case BuiltinType::Double:
    Name = "double";
    break;
  case BuiltinType::Long:
    Name = "long";
    break;
  case BuiltinType::ULong:
    Name = "ulong";
    break;
  case BuiltinType::LongLong:
    Name = "longlong";
    break;
  case BuiltinType::ULongLong:
    Name = "ulonglong";
    break;
  // Not plain char: the vectors' components are signed or unsigned char, another type, which
  // could pick another overload or instantiation where the component is used.
  case BuiltinType::SChar:
    Name = "char";
    break;
  case BuiltinType::UChar:
    Name = "uchar";
    break;
  case BuiltinType::Short:
    Name = "short";
    break;
  case BuiltinType::UShort:
    Name = "ushort";
    break;
  default:
    return "";
  }
  return Name + std::to_string(Width);
}

ElementUse useOf(RuleContext &R, const ArraySubscriptExpr *Access, const Expr *&Assignment) {
  const Expr *User = R.consumer(Access);
  Assignment = nullptr;
  if (const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(User);
      Read && Read->getCastKind() == CK_LValueToRValue)
    return ElementUse::Read;
  // A struct of numbers (__half): copied by its trivial constructor, assigned by its trivial
  // operator (the right side read, the left stored).
  if (const auto *Copy = dyn_cast_or_null<CXXConstructExpr>(User);
      Copy && Copy->getNumArgs() == 1 && Copy->getConstructor()->isCopyOrMoveConstructor() &&
      isBitCopy(Copy->getConstructor()))
    return ElementUse::Read;
  if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(User);
      Assign && Assign->getOpcode() == BO_Assign && Assign->getLHS()->IgnoreParens() == Access) {
    Assignment = Assign;
    return ElementUse::Stored;
  }
  const auto *Call = dyn_cast_or_null<CXXOperatorCallExpr>(User);
  const auto *Method = Call ? dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee()) : nullptr;
  if (!Call || Call->getOperator() != OO_Equal || Call->getNumArgs() != 2 || !isBitCopy(Method) ||
      !(Method->isCopyAssignmentOperator() || Method->isMoveAssignmentOperator()))
    return ElementUse::Other;
  if (Call->getArg(0)->IgnoreParens() == Access) {
    Assignment = Call;
    return ElementUse::Stored;
  }
  return Call->getArg(1)->IgnoreParenImpCasts() == Access ? ElementUse::Read : ElementUse::Other;
}

const Stmt *statementOf(const Expr *E, ASTContext &Ctx) {
  DynTypedNodeList Parents = parentsOf(Ctx, *E);
  const auto *Cleanups = Parents.empty() ? nullptr : Parents[0].get<ExprWithCleanups>();
  return Cleanups ? static_cast<const Stmt *>(Cleanups) : E;
}

RunKey keyOf(const Run &Merge) {
  RunKey Key{{Merge.Width, Merge.First}, {}};
  for (const Narrow *N : Merge.Members)
    Key.second.emplace_back(N->Access->getBeginLoc().getRawEncoding(), N->Offset);
  std::sort(Key.second.begin(), Key.second.end());
  return Key;
}

bool Widener::eligible() const {
  const FunctionDecl *Fn = M.Function;
  return Fn && Fn->getBody() && Fn->hasAttr<CUDAGlobalAttr>();
}

std::vector<Run> Widener::plan(unsigned Cap) {
  if (!Found) {
    Found = true;
    HasGoto = hasGoto(M.Function->getBody());
    for (const AccessSite &A : M.Accesses)
      if (std::optional<Narrow> N = narrowOf(A))
        Candidates.push_back(*N);
  }
  std::vector<std::vector<const Narrow *>> Groups;
  for (const Narrow &N : Candidates) {
    auto Same = std::find_if(Groups.begin(), Groups.end(),
                             [&](const auto &G) { return sameGroup(*G.front(), N); });
    if (Same == Groups.end())
      Groups.push_back({&N});
    else
      Same->push_back(&N);
  }
  std::vector<Run> Out;
  for (const auto &G : Groups)
    for (Run &Merge : runsOf(G, Cap))
      if (allowed(Merge))
        Out.push_back(std::move(Merge));
  return Out;
}

namespace {

/// A row pointer's start at a pointer parameter (rowStartOf): the parameter and the terms
/// added to it.
std::optional<std::pair<const ParmVarDecl *, std::vector<const Expr *>>>
rowStart(const Expr *Init) {
  std::optional<RowStart> Start = Init ? rowStartOf(Init) : std::nullopt;
  const auto *P = Start ? dyn_cast<ParmVarDecl>(Start->Root) : nullptr;
  if (!P)
    return std::nullopt;
  return std::make_pair(P, Start->Terms);
}

} // namespace

std::optional<WideBase> wideBaseOf(const ArraySubscriptExpr *Access, const Stmt *Body,
                                   ASTContext &Ctx, std::map<const VarDecl *, bool> &OnlyRead) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Access->getBase()->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->getType()->isPointerType())
    return std::nullopt;
  WideBase Out{Var, dyn_cast<ParmVarDecl>(Var), {}};
  if (!Out.Param) {
    // A local of the kernel's own body, declared with its start.
    if (!Var->isLocalVarDecl() || Var->isStaticLocal() || Var->getType()->isReferenceType())
      return std::nullopt;
    auto Start = rowStart(Var->getInit());
    if (!Start)
      return std::nullopt;
    std::tie(Out.Param, Out.Lead) = *Start;
    std::set<const ValueDecl *> Vars;
    for (const Expr *Term : Out.Lead)
      if (!plainArithmetic(Term, Vars))
        return std::nullopt;
  }
  // Once per pointer: a walk of the whole body.
  for (const VarDecl *V : {static_cast<const VarDecl *>(Out.Param), Out.Var}) {
    auto [It, New] = OnlyRead.try_emplace(V, false);
    if (New)
      It->second = onlyRead(V, Body, Ctx);
    if (!It->second)
      return std::nullopt;
  }
  return Out;
}

bool WideBase::aligned(long long Width, ASTContext &Ctx, const Stmt *Body) const {
  return std::all_of(Lead.begin(), Lead.end(),
                     [&](const Expr *Term) { return alignedTo(Term, Width, Ctx, Body); });
}

bool mayAlias(const ArraySubscriptExpr *Other, const WideBase &Base, const Stmt *Body,
              ASTContext &Ctx, std::map<const VarDecl *, bool> &OnlyRead) {
  const auto *Ref =
      Other ? dyn_cast<DeclRefExpr>(Other->getBase()->IgnoreParenImpCasts()) : nullptr;
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var)
    return true;
  // A pointer assigned anywhere in the body may hold any address: only one never changed is
  // known by where it starts.
  auto [It, New] = OnlyRead.try_emplace(Var, false);
  if (New)
    It->second = onlyRead(Var, Body, Ctx);
  if (!It->second)
    return true;
  if (const auto *P = dyn_cast<ParmVarDecl>(Var))
    return P == Base.Param;
  auto Start = Var->isLocalVarDecl() ? rowStart(Var->getInit()) : std::nullopt;
  return !Start || Start->first == Base.Param;
}

const ArraySubscriptExpr *elementOf(const AccessSite &A, const CallExpr *&Through) {
  Through = nullptr;
  if (!A.Node)
    return nullptr;
  if (!A.IsIntrinsic)
    return dyn_cast<ArraySubscriptExpr>(A.Node->IgnoreParens());
  // A load (not a hinted store) of `&p[i]` itself, not of a member of it (`&p[i].x`).
  std::optional<IndexedAccess> Hinted = A.Writes ? std::nullopt : hintedAccess(A.Node);
  const auto *Element =
      Hinted && !Hinted->Address ? dyn_cast<ArraySubscriptExpr>(Hinted->Node) : nullptr;
  const auto *Call = Element ? dyn_cast<CallExpr>(A.Node->IgnoreParens()) : nullptr;
  if (!Call || Element->getType().getCanonicalType().getUnqualifiedType() !=
                   Call->getType().getCanonicalType().getUnqualifiedType())
    return nullptr;
  Through = Call;
  return Element;
}

bool loadsThrough(const std::string &Vector) {
  // CUDA's load intrinsics' vector overloads (sm_32 and later): no long2, nor our packed pairs.
  static const std::set<std::string> Overloaded = {
      "float2", "float4",  "double2", "int2",      "int4",      "uint2",
      "uint4",  "char2",   "char4",   "uchar2",    "uchar4",    "short2",
      "short4", "ushort2", "ushort4", "longlong2", "ulonglong2"};
  if (Vector.find("packed") != std::string::npos)
    return false;
  std::string Word;
  for (std::size_t I = 0; I <= Vector.size(); ++I) {
    const char C = I < Vector.size() ? Vector[I] : ' ';
    if (std::isalnum(static_cast<unsigned char>(C)) || C == '_') {
      Word += C;
      continue;
    }
    if (!Word.empty() && (Word.back() == '2' || Word.back() == '4') && !Overloaded.count(Word))
      return false;
    Word.clear();
  }
  return true;
}

std::string intrinsicOf(const CallExpr *Through) {
  const FunctionDecl *F = Through ? Through->getDirectCallee() : nullptr;
  return F && F->getIdentifier() ? F->getName().str() : "";
}

std::optional<Narrow> Widener::narrowOf(const AccessSite &A) {
  const CallExpr *Through = nullptr;
  const ArraySubscriptExpr *Access = elementOf(A, Through);
  if (A.Space != AddressSpace::Global || A.Reads == A.Writes || !Access ||
      Access->getType().isVolatileQualified() || vectorOf(Access->getType(), Ctx, 2).empty())
    return std::nullopt;
  std::optional<WideBase> Base = wideBaseOf(Access, M.Function->getBody(), Ctx, BaseOnlyRead);
  if (!Base)
    return std::nullopt;
  Narrow N;
  N.Access = Access;
  N.Through = Through;
  N.Base = *Base;
  std::tie(N.Start, N.Offset) = splitIndex(Access->getIdx(), Ctx);
  std::set<const ValueDecl *> Vars;
  if (N.Start && !plainArithmetic(N.Start, Vars))
    return std::nullopt;
  const Expr *Assign = nullptr;
  // Read through the load intrinsic: the call's value is the element's.
  const ElementUse Use = Through ? ElementUse::Read : useOf(R, Access, Assign);
  if (A.Writes) {
    if (Use != ElementUse::Stored)
      return std::nullopt;
    N.Store = true;
    // The assignment is a statement of its own.
    if (!placeOf(Assign, Ctx, N.Block, N.Position) ||
        N.Block->body_begin()[N.Position] != statementOf(Assign, Ctx))
      return std::nullopt;
    return N;
  }
  if (Use != ElementUse::Read ||
      !placeOf(Through ? static_cast<const Expr *>(Through) : Access, Ctx, N.Block, N.Position))
    return std::nullopt;
  return N;
}

bool Widener::sameGroup(const Narrow &A, const Narrow &B) const {
  if (A.Base.Var != B.Base.Var || A.Block != B.Block || A.Store != B.Store ||
      !A.Start != !B.Start || intrinsicOf(A.Through) != intrinsicOf(B.Through) ||
      A.Access->getType().getCanonicalType().getUnqualifiedType() !=
          B.Access->getType().getCanonicalType().getUnqualifiedType())
    return false;
  if (!A.Start)
    return true;
  llvm::FoldingSetNodeID IdA, IdB;
  A.Start->Profile(IdA, Ctx, /*Canonical=*/true);
  B.Start->Profile(IdB, Ctx, /*Canonical=*/true);
  return IdA == IdB;
}

std::vector<Run> Widener::runsOf(const std::vector<const Narrow *> &G, unsigned Cap) {
  std::map<long long, std::vector<const Narrow *>> ByOffset;
  for (const Narrow *N : G)
    ByOffset[N->Offset].push_back(N);
  std::vector<Run> Out;
  std::set<long long> Taken;
  for (unsigned Width : {8u, 4u, 2u}) {
    if (Width > Cap || vectorOf(G.front()->Access->getType(), Ctx, Width).empty() ||
        !alignedTo(G.front()->Start, Width, Ctx, M.Function->getBody()) ||
        !G.front()->Base.aligned(Width, Ctx, M.Function->getBody()))
      continue;
    for (const auto &[Offset, Members] : ByOffset) {
      long long First = Offset - ((Offset % Width) + Width) % Width;
      if (First != Offset)
        continue; // runs start at an aligned element
      Run Merge{{}, First, Width};
      for (long long K = First; K < First + Width; ++K) {
        auto It = ByOffset.find(K);
        if (It == ByOffset.end() || Taken.count(K)) {
          Merge.Members.clear();
          break;
        }
        Merge.Members.insert(Merge.Members.end(), It->second.begin(), It->second.end());
      }
      if (Merge.Members.empty())
        continue;
      for (long long K = First; K < First + Width; ++K)
        Taken.insert(K);
      Out.push_back(std::move(Merge));
    }
  }
  return Out;
}

bool Widener::allowed(const Run &Merge) {
  const Narrow &Any = *Merge.Members.front();
  auto [First, Last] = spanOf(Merge);
  std::set<const ValueDecl *> Vars;
  if (Any.Start)
    plainArithmetic(Any.Start, Vars);
  const Stmt *Opening = Any.Block->body_begin()[First];
  // The vector is read through the row pointer before the run's first statement: it must be
  // declared before it (not by it, nor shadowed after it).
  if (!Ctx.getSourceManager().isBeforeInTranslationUnit(Any.Base.Var->getEndLoc(),
                                                        Opening->getBeginLoc()))
    return false;
  for (const ValueDecl *V : Vars) {
    const auto *Var = dyn_cast<VarDecl>(V);
    if (!Ctx.getSourceManager().isBeforeInTranslationUnit(V->getLocation(), Opening->getBeginLoc()))
      return false;
    for (unsigned I = First; I <= Last; ++I)
      if (Var && !onlyRead(Var, Any.Block->body_begin()[I], Ctx))
        return false;
  }
  for (unsigned I = First; I < Any.Block->size(); ++I)
    if (jumpsOrIsJumpedTo(Any.Block->body_begin()[I], I <= Last) ||
        (I <= Last && opaqueCall(Any.Block->body_begin()[I])))
      return false;
  for (const AccessSite &A : M.Accesses) {
    // A store run's vector, stored after its last statement, overwrites any other store
    // through p in between (one under a condition, or at another element).
    if (!(Any.Store ? A.Reads || A.Writes : A.Writes) || !A.Node || !isGlobalLike(A.Space))
      continue; // shared and local memory are not the global memory merged
    const CallExpr *Through = nullptr;
    const ArraySubscriptExpr *Access = elementOf(A, Through);
    if (Access && !mayAlias(Access, Any.Base, M.Function->getBody(), Ctx, BaseOnlyRead))
      continue;
    if (std::find_if(Merge.Members.begin(), Merge.Members.end(),
                     [&](const Narrow *N) { return N->Access == Access; }) != Merge.Members.end())
      continue;
    std::optional<unsigned> At = positionIn(A.Node, Any.Block, Ctx);
    if (At && *At >= First && *At <= Last)
      return false;
  }
  return true;
}

bool Widener::jumpsOrIsJumpedTo(const Stmt *S, bool Between, bool InOwnLoop) const {
  if (!S)
    return false;
  if (isa<LabelStmt>(S) && HasGoto)
    return true;
  if (Between &&
      (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<CXXThrowExpr>(S) ||
       (!InOwnLoop && (isa<BreakStmt>(S) || isa<ContinueStmt>(S)))))
    return true;
  bool Own = InOwnLoop || isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) ||
             isa<CXXForRangeStmt>(S) || isa<SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (jumpsOrIsJumpedTo(Child, Between, Own))
      return true;
  return false;
}

std::pair<unsigned, unsigned> Widener::spanOf(const Run &Merge) {
  unsigned First = Merge.Members.front()->Position, Last = First;
  for (const Narrow *N : Merge.Members) {
    First = std::min(First, N->Position);
    Last = std::max(Last, N->Position);
  }
  return {First, Last};
}

} // namespace limiter
