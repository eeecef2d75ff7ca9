// Wider accesses (a what-if): a copy of full whose neighbouring narrow global accesses of a lane
// are merged into one 64- or 128-bit access, and nothing else. Two or four reads `p[e + c]`
// (c = b, b + 1, ...: one aligned run of the vector's width, e a provable multiple of it) in
// the statements of one block become one vector load before the first of them, each read a
// component of it; two or four plain stores `p[e + c] = v;` write the components of a vector
// that is stored after the last of them. Each lane moves the same bytes in fewer, wider
// requests; the values are full's where nothing else writes those elements in between. Its
// time is what the narrow accesses cost.
//
// Preconditions, else the accesses are left as they are (the what-if is not applicable where
// none is merged): `p` a pointer parameter, never assigned, to float, int, unsigned, double or
// 64-bit integers, 16-byte aligned as cudaMalloc's memory is (a pointer into the middle of an
// allocation may not be: the what-if then faults and says so); `e` free of memory accesses and
// calls, its variables not written between the merged accesses; each access unconditional
// within its statement (not under `?:`, `&&` or `||`); no store through `p` between merged
// reads and no read through `p` between merged stores; not in a template whose element type
// depends on its arguments; not in a switch's body (its case labels would jump over the
// vector's declaration).

#include "variants/RuleContext.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtVisitor.h"
#include "llvm/ADT/FoldingSet.h"

#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// One narrow global access `p[e + c]` that could join a wider one.
struct Narrow {
  const ArraySubscriptExpr *Access = nullptr;
  const ParmVarDecl *Base = nullptr;
  const Expr *Start = nullptr; ///< e; null for a constant index.
  long long Offset = 0;        ///< c.
  bool Store = false;          ///< `p[e + c] = v;`, else a read of the value.
  const CompoundStmt *Block = nullptr;
  unsigned Position = 0; ///< Of the statement of Block that holds it.
};

/// The vector type of Width elements of T (`float4`, `uint2`, `double2`), or empty where CUDA
/// has none or the vector would pass 16 bytes.
std::string vectorOf(QualType T, ASTContext &Ctx, unsigned Width) {
  const auto *B = T.getCanonicalType()->getAs<BuiltinType>();
  if (!B || Ctx.getTypeSize(T) * Width > 128)
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
  default:
    return "";
  }
  return Name + std::to_string(Width);
}

/// A run of neighbouring accesses to merge: Width of them from Start + First on.
struct Run {
  std::vector<const Narrow *> Members; ///< In element order; one per element at least.
  long long First = 0;
  unsigned Width = 0;
};

class Widener {
public:
  Widener(RuleContext &R, const FunctionModel &M) : R(R), M(M), Ctx(R.Ctx) {}

  void apply() {
    const FunctionDecl *Fn = M.Function;
    // One text serves every instantiation of a template: its alignment may differ among them.
    // A helper's pointers are often a kernel's plus an offset: only kernels' are taken to be
    // aligned as allocated.
    if (!Fn || !Fn->getBody() || Fn->getTemplateInstantiationPattern() ||
        !Fn->hasAttr<CUDAGlobalAttr>())
      return;
    HasGoto = hasGoto(Fn->getBody());
    for (const AccessSite &A : M.Accesses)
      if (std::optional<Narrow> N = narrowOf(A))
        Candidates.push_back(*N);
    std::vector<std::vector<const Narrow *>> Groups;
    for (const Narrow &N : Candidates) {
      auto Same = std::find_if(Groups.begin(), Groups.end(),
                               [&](const auto &G) { return sameGroup(*G.front(), N); });
      if (Same == Groups.end())
        Groups.push_back({&N});
      else
        Same->push_back(&N);
    }
    for (const auto &G : Groups)
      for (const Run &Merge : runsOf(G))
        if (allowed(Merge))
          rewrite(Merge);
    // One edit around each statement that gains a declaration before it or a vector store
    // after it: the accesses' own edits nest inside.
    for (const auto &[Statement, Around] : Wraps)
      if (std::optional<TextRange> Whole = R.range(Statement, "a statement"))
        R.replace(Statement, "a statement", {Around.first, EditSet::Sub{*Whole}, Around.second});
  }

private:
  RuleContext &R;
  const FunctionModel &M;
  ASTContext &Ctx;
  std::vector<Narrow> Candidates;
  bool HasGoto = false; ///< The function has a goto: its labels are jump targets.
  /// Whether each pointer parameter is only read (never assigned, nor its address taken).
  std::map<const ParmVarDecl *, bool> BaseOnlyRead;
  /// Text to put before and after statements, by statement.
  std::map<const Stmt *, std::pair<std::string, std::string>> Wraps;

  /// The access as a candidate: `p[e + c]` of a pointer parameter to a type with vectors, read
  /// for its value or stored by a statement of its own.
  std::optional<Narrow> narrowOf(const AccessSite &A) {
    if (A.Space != AddressSpace::Global || A.IsIntrinsic || !A.Node || A.Reads == A.Writes)
      return std::nullopt;
    const auto *Access = dyn_cast<ArraySubscriptExpr>(A.Node->IgnoreParens());
    const auto *BaseRef =
        Access ? dyn_cast<DeclRefExpr>(Access->getBase()->IgnoreParenImpCasts()) : nullptr;
    const auto *Base = BaseRef ? dyn_cast<ParmVarDecl>(BaseRef->getDecl()) : nullptr;
    if (!Base || !Base->getType()->isPointerType() || Access->getType().isVolatileQualified() ||
        vectorOf(Access->getType(), Ctx, 2).empty())
      return std::nullopt;
    // Once per pointer: a walk of the whole body.
    if (auto [It, New] = BaseOnlyRead.try_emplace(Base, false); New)
      It->second = onlyRead(Base, M.Function->getBody(), Ctx);
    if (!BaseOnlyRead.at(Base))
      return std::nullopt;
    Narrow N;
    N.Access = Access;
    N.Base = Base;
    std::tie(N.Start, N.Offset) = splitIndex(Access->getIdx(), Ctx);
    std::set<const ValueDecl *> Vars;
    if (N.Start && !plainArithmetic(N.Start, Vars))
      return std::nullopt;
    const Expr *User = R.consumer(Access);
    if (A.Writes) {
      const auto *Assign = dyn_cast_or_null<BinaryOperator>(User);
      if (!Assign || Assign->getOpcode() != BO_Assign || Assign->getLHS()->IgnoreParens() != Access)
        return std::nullopt;
      N.Store = true;
      // The assignment is a statement of its own.
      if (!placeOf(Assign, Ctx, N.Block, N.Position) || N.Block->body_begin()[N.Position] != Assign)
        return std::nullopt;
      return N;
    }
    const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(User);
    if (!Read || Read->getCastKind() != CK_LValueToRValue ||
        !placeOf(Access, Ctx, N.Block, N.Position))
      return std::nullopt;
    return N;
  }

  bool sameGroup(const Narrow &A, const Narrow &B) const {
    if (A.Base != B.Base || A.Block != B.Block || A.Store != B.Store || !A.Start != !B.Start ||
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

  /// The aligned runs of a group: the widest first (four elements, then two), each element of
  /// a run present and in no other run.
  std::vector<Run> runsOf(const std::vector<const Narrow *> &G) {
    std::map<long long, std::vector<const Narrow *>> ByOffset;
    for (const Narrow *N : G)
      ByOffset[N->Offset].push_back(N);
    std::vector<Run> Out;
    std::set<long long> Taken;
    for (unsigned Width : {4u, 2u}) {
      if (vectorOf(G.front()->Access->getType(), Ctx, Width).empty() ||
          !alignedTo(G.front()->Start, Width, Ctx, M.Function->getBody()))
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

  /// Nothing between the run's first and last statement changes where it points or what its
  /// reads would see (a store through its pointer, or through a pointer other than a
  /// parameter, between reads; a read between stores), leaves the block (a return, break,
  /// continue, goto or throw) or is the target of a jump past the vector's declaration (a
  /// label or case, to the block's end); the variables of its start are declared before it
  /// and only read.
  bool allowed(const Run &Merge) {
    const Narrow &Any = *Merge.Members.front();
    auto [First, Last] = spanOf(Merge);
    std::set<const ValueDecl *> Vars;
    if (Any.Start)
      plainArithmetic(Any.Start, Vars);
    const Stmt *Opening = Any.Block->body_begin()[First];
    for (const ValueDecl *V : Vars) {
      const auto *Var = dyn_cast<VarDecl>(V);
      if (!Ctx.getSourceManager().isBeforeInTranslationUnit(V->getLocation(),
                                                            Opening->getBeginLoc()))
        return false;
      for (unsigned I = First; I <= Last; ++I)
        if (Var && !onlyRead(Var, Any.Block->body_begin()[I], Ctx))
          return false;
    }
    for (unsigned I = First; I < Any.Block->size(); ++I)
      if (jumpsOrIsJumpedTo(Any.Block->body_begin()[I], I <= Last))
        return false;
    for (const AccessSite &A : M.Accesses) {
      if (!(Any.Store ? A.Reads : A.Writes) || !A.Node || !isGlobalLike(A.Space))
        continue; // shared and local memory are not the global memory merged
      const auto *Access = dyn_cast<ArraySubscriptExpr>(A.Node->IgnoreParens());
      const auto *Ref =
          Access ? dyn_cast<DeclRefExpr>(Access->getBase()->IgnoreParenImpCasts()) : nullptr;
      if (Ref && Ref->getDecl() != Any.Base && isa<ParmVarDecl>(Ref->getDecl()))
        continue; // another parameter: taken as not aliasing (as `__restrict__` says)
      if (std::find_if(Merge.Members.begin(), Merge.Members.end(),
                       [&](const Narrow *N) { return N->Access == Access; }) != Merge.Members.end())
        continue;
      std::optional<unsigned> At = positionIn(A.Node, Any.Block, Ctx);
      if (At && *At >= First && *At <= Last)
        return false;
    }
    return true;
  }

  /// Whether S holds a label a goto could reach (past the declaration), or, when Between, a
  /// statement that leaves the block's sequence: a return, goto or throw anywhere, a break or
  /// continue not inside a loop or switch of its own. (A case label in S is its own switch's:
  /// a block inside a switch is never merged in.)
  bool jumpsOrIsJumpedTo(const Stmt *S, bool Between, bool InOwnLoop = false) const {
    if (!S)
      return false;
    if (isa<LabelStmt>(S) && HasGoto)
      return true;
    if (Between &&
        (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) ||
         isa<CXXThrowExpr>(S) || (!InOwnLoop && (isa<BreakStmt>(S) || isa<ContinueStmt>(S)))))
      return true;
    bool Own = InOwnLoop || isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) ||
               isa<CXXForRangeStmt>(S) || isa<SwitchStmt>(S);
    for (const Stmt *Child : S->children())
      if (jumpsOrIsJumpedTo(Child, Between, Own))
        return true;
    return false;
  }

  static std::pair<unsigned, unsigned> spanOf(const Run &Merge) {
    unsigned First = Merge.Members.front()->Position, Last = First;
    for (const Narrow *N : Merge.Members) {
      First = std::min(First, N->Position);
      Last = std::max(Last, N->Position);
    }
    return {First, Last};
  }

  /// The run's vector declared before its first statement, each access a component of it, and
  /// for stores the vector stored after the last statement.
  void rewrite(const Run &Merge) {
    static const char *const Components[] = {"x", "y", "z", "w"};
    const Narrow &Any = *Merge.Members.front();
    auto [First, Last] = spanOf(Merge);
    std::optional<TextRange> Start =
        Any.Start ? R.Edits.rangeOf(Any.Start->getSourceRange()) : std::nullopt;
    std::optional<TextRange> Site = R.Edits.rangeOf(Any.Access->getSourceRange());
    // Every access rewritable, or none is rewritten: a vector stored with a component no store
    // set would write what full never wrote.
    const Narrow *InMacro = !Site || (Any.Start && !Start) ? &Any : nullptr;
    for (const Narrow *N : Merge.Members)
      if (!R.Edits.rangeOf(N->Access->getSourceRange()))
        InMacro = N;
    if (InMacro) {
      R.macroInTheWay(InMacro->Access);
      return;
    }
    std::string Vector = vectorOf(Any.Access->getType(), Ctx, Merge.Width);
    std::string Name = "lim_wide_" + std::to_string(R.siteOf(*Site));
    std::string Index = Start ? "(" + R.Edits.original(*Start) + ")" : "";
    if (Merge.First != 0 || Index.empty())
      Index += Index.empty()
                   ? std::to_string(Merge.First)
                   : (Merge.First > 0 ? " + " : " - ") + std::to_string(std::llabs(Merge.First));
    std::string Address = "&(" + Any.Base->getName().str() + ")[" + Index + "]";
    // On the statement's line, so that the lines stay full's.
    Wraps[Any.Block->body_begin()[First]].first +=
        Any.Store ? Vector + " " + Name + "; "
                  : "const " + Vector + " " + Name + " = *reinterpret_cast<const " + Vector +
                        " *>(" + Address + "); ";
    if (Any.Store)
      Wraps[Any.Block->body_begin()[Last]].second +=
          "; *reinterpret_cast<" + Vector + " *>(" + Address + ") = " + Name;
    for (const Narrow *N : Merge.Members)
      R.replace(N->Access, Any.Store ? "a global store" : "a global load",
                {Name + "." + Components[N->Offset - Merge.First]});
    R.count(Any.Store ? "global_stores_widened" : "global_loads_widened", Merge.Width);
  }
};

} // namespace

void applyWiderRule(RuleContext &R, const FunctionModel &M) { Widener(R, M).apply(); }

} // namespace limiter
