// What a branch's arms do: see BranchArms.h.

#include "variants/BranchArms.h"

#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"

#include "clang/AST/ExprCXX.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// Whether a call works on the warp's lanes as they are: a warp-level collective (`__syncwarp`,
/// `__shfl_sync`, `__ballot_sync`, `__activemask`, ...), or a helper of the project that reads
/// the thread index, the lane or such a collective (to Depth calls down). In a branch whose
/// work moves to other lanes, either would see the wrong lanes.
bool worksOnLanes(const FunctionDecl *Callee, const SourceManager &SM, int Depth = 4) {
  if (!Callee)
    return true; // through a pointer: not known
  std::string Name = Callee->getIdentifier() ? Callee->getName().str() : "";
  if (Name.ends_with("_sync") || Name == "__syncwarp" || Name == "__activemask" ||
      Name.starts_with("__shfl") || Name.starts_with("__ballot") || Name == "__any" ||
      Name == "__all" || Name.starts_with("__match") || Name.starts_with("__reduce_"))
    return true;
  const FunctionDecl *Def = Callee->getDefinition();
  if (!Def || !Def->hasBody() || SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation())))
    return false; // CUDA's own math and intrinsics other than the collectives
  if (Depth == 0)
    return true;
  // One walk over the helper's statements: the thread index, inline assembly (which may
  // read %laneid or %tid), and the calls it makes, in turn.
  bool Lanes = false;
  std::vector<const Stmt *> Pending = {Def->getBody()};
  while (!Pending.empty() && !Lanes) {
    const Stmt *S = Pending.back();
    Pending.pop_back();
    if (!S)
      continue;
    const auto *E = dyn_cast<Expr>(S);
    if (E && builtinOf(E).first == "threadIdx")
      return true;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      Lanes = worksOnLanes(Call->getDirectCallee(), SM, Depth - 1);
    Lanes |= isa<AsmStmt>(S);
    if (E && !builtinOf(E).first.empty())
      continue; // blockDim.x and the like: read through a call in Clang's headers
    for (const Stmt *Child : S->children())
      Pending.push_back(Child);
  }
  return Lanes;
}

/// What the shift check asks of an arm: which values are the tested one, which locals are
/// never written, and which subscripts every arm reads alike (every thread read them in full).
struct ShiftCheck {
  std::function<bool(const Expr *)> IsTested;
  const Uniformity &U;
  std::function<bool(const ArraySubscriptExpr *)> Common;
};

/// The constant k of `k * x`, `x * k` or `x << s` (k = 2^s), x reading the tested value; 0
/// where E is none.
long long scaleOf(const Expr *E, const std::function<bool(const Expr *, int)> &ReadsTested,
                  const Uniformity &U, ASTContext &Ctx, int Depth = 3) {
  // A local set once to such a product (`int idx = t * 4;`).
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && V->isLocalVarDecl() && V->getInit() && U.neverWritten(V) && Depth > 0)
      return scaleOf(V->getInit(), ReadsTested, U, Ctx, Depth - 1);
  const auto *Op = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!Op || (Op->getOpcode() != BO_Mul && Op->getOpcode() != BO_Shl))
    return 0;
  for (auto [X, K] : {std::pair{Op->getLHS(), Op->getRHS()}, {Op->getRHS(), Op->getLHS()}}) {
    Expr::EvalResult Value;
    if (K->isValueDependent() || !K->EvaluateAsInt(Value, Ctx) || !ReadsTested(X, 6))
      continue;
    const long long C = Value.Val.getInt().getExtValue();
    if (Op->getOpcode() == BO_Mul && C > 0)
      return C;
    if (Op->getOpcode() == BO_Shl && X == Op->getLHS() && C >= 0 && C < 31)
      return 1LL << C;
  }
  return 0;
}

/// Whether E is a member of a local struct (`s.i`) that its function assigns a member of: a
/// value the check cannot follow (`s.i = base + t - 1; in[s.i]`).
bool memberWritten(const Expr *E) {
  const auto *Member = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  const auto *Ref =
      Member ? dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts()) : nullptr;
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  const auto *F = V && V->isLocalVarDecl()
                      ? dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod())
                      : nullptr;
  if (!F || !F->getBody())
    return false;
  auto OfV = [&](const Expr *Target) {
    const auto *M = dyn_cast<MemberExpr>(Target->IgnoreParenImpCasts());
    while (M && isa<MemberExpr>(M->getBase()->IgnoreParenImpCasts()))
      M = cast<MemberExpr>(M->getBase()->IgnoreParenImpCasts());
    const auto *Base = M ? dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts()) : nullptr;
    return Base && Base->getDecl() == V;
  };
  for (const Expr *Each : BodyNodes(F->getBody()).Exprs) {
    if (const auto *B = dyn_cast<BinaryOperator>(Each);
        B && B->isAssignmentOp() && OfV(B->getLHS()))
      return true;
    if (const auto *U = dyn_cast<UnaryOperator>(Each);
        U && U->isIncrementDecrementOp() && OfV(U->getSubExpr()))
      return true;
  }
  return false;
}

/// Whether S shifts what reads the tested value, anywhere in its integer or pointer arithmetic
/// or in the initialisers of the locals it reads: a sum or difference of it and an offset that
/// does not read the tested value itself, other than zero, a pointer, the block's place in
/// the grid, or below the scale it is multiplied by (`s[t - 1]` under `t % 2 == 1`, `int j =
/// lane - d; s[j]`, `*(s + t + 1)`, `in[i - 1]` with i the grid's index of t; not `in[blockIdx.x
/// * blockDim.x + t]`, `s[w * 32 + lane]`, nor `out[2 * i + 1]`, a thread's own two slots); a
/// subscript by it of a pointer set at such an offset (`p = in + base - 1; p[t]`), or at an
/// offset from a pointer set by it (`p = &in[i]; p[-1]`); an index that reads a local of it
/// written after its initialiser (`j = i; j -= 1; in[j]`), or a call of it (`in[prev(i)]`); a
/// call handed a pointer and a value of it (`left(in, i)`), whose indices cannot be told. A
/// subscript every arm reads alike is none (C.Common). The test kept such an index in bounds
/// for the threads it picked, which a split gives the arm to no longer.
bool shiftsTestedValue(const Stmt *S, const ShiftCheck &C) {
  ASTContext &Ctx = C.U.context();
  // Whether X reads the tested value, itself or through the initialisers of locals (not
  // through the tested value's own local, whose initialiser is what it is).
  std::function<bool(const Expr *, int)> ReadsTested = [&](const Expr *X, int Depth) {
    bool Found = false;
    Uniformity::visit(X, [&](const Expr *Part) {
      const auto *Ref = dyn_cast<DeclRefExpr>(Part);
      const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
      // A local struct of the thread's own (`s.i = base + t - 1`) may hold it, unfollowed.
      Found = Found || C.IsTested(Part) ||
              (V && V->isLocalVarDecl() && V->getInit() && Depth > 0 &&
               ReadsTested(V->getInit(), Depth - 1)) ||
              (V && V->isLocalVarDecl() && V->getType()->isRecordType() && !C.U.isUniformVar(V));
    });
    return Found;
  };
  // Whether E moves what it is added to or taken from off the tested value's place.
  auto Offsets = [&](const Expr *E, bool Added) {
    Expr::EvalResult Zero;
    const bool IsZero =
        !E->isValueDependent() && E->EvaluateAsInt(Zero, Ctx) && Zero.Val.getInt() == 0;
    return !IsZero && !E->getType()->isPointerType() && !(Added && readsBlockIdx(E)) &&
           !ReadsTested(E, 6);
  };
  // Whether pointer P is set at such an offset from where it points.
  std::function<bool(const Expr *, int)> PointerShifted = [&](const Expr *P, int Depth) {
    P = P->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(P)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      return V && V->isLocalVarDecl() && V->getInit() && Depth > 0 &&
             PointerShifted(V->getInit(), Depth - 1);
    }
    if (const auto *Op = dyn_cast<BinaryOperator>(P);
        Op && (Op->getOpcode() == BO_Add || Op->getOpcode() == BO_Sub)) {
      const bool LeftPointer = Op->getLHS()->getType()->isPointerType();
      const Expr *Pointer = LeftPointer ? Op->getLHS() : Op->getRHS();
      return Offsets(LeftPointer ? Op->getRHS() : Op->getLHS(), Op->getOpcode() == BO_Add) ||
             PointerShifted(Pointer, Depth);
    }
    if (const auto *Address = dyn_cast<UnaryOperator>(P);
        Address && Address->getOpcode() == UO_AddrOf)
      if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Address->getSubExpr()->IgnoreParens()))
        return Offsets(Sub->getIdx(), true) || PointerShifted(Sub->getBase(), Depth);
    return false;
  };
  // Whether an index reads a value of the tested one it cannot follow: a local of it written
  // after its initialiser, or a call's result.
  auto Untold = [&](const Expr *Index) {
    bool Found = false;
    Uniformity::visit(Index, [&](const Expr *Part) {
      const auto *Ref = dyn_cast<DeclRefExpr>(Part);
      const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
      Found = Found || (V && V->isLocalVarDecl() && !C.U.neverWritten(V) && ReadsTested(Ref, 6)) ||
              (isa<CallExpr>(Part) && ReadsTested(Part, 6)) || memberWritten(Part);
    });
    return Found;
  };
  std::set<const VarDecl *> Followed;
  std::function<bool(const Stmt *, int)> Walk = [&](const Stmt *Node, int Depth) {
    if (!Node)
      return false;
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Node); Sub && C.Common(Sub))
      return false; // every thread read it in full
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Node))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && !C.IsTested(Ref) && V->isLocalVarDecl() && V->getInit() && Depth > 0 &&
          Followed.insert(V).second && Walk(V->getInit(), Depth - 1))
        return true;
    const auto *Op = dyn_cast<BinaryOperator>(Node);
    if (Op && (Op->getOpcode() == BO_Add || Op->getOpcode() == BO_Sub) &&
        (Op->getType()->isIntegerType() || Op->getType()->isPointerType()))
      for (auto [X, E] : {std::pair{Op->getLHS(), Op->getRHS()}, {Op->getRHS(), Op->getLHS()}}) {
        if (!ReadsTested(X, 6) || !Offsets(E, Op->getOpcode() == BO_Add))
          continue;
        // `k * x + c` with 0 <= c < k stays in the thread's own k slots.
        Expr::EvalResult Value;
        const long long Scale = Op->getOpcode() == BO_Add ? scaleOf(X, ReadsTested, C.U, Ctx) : 0;
        if (Scale > 0 && !E->isValueDependent() && E->EvaluateAsInt(Value, Ctx) &&
            Value.Val.getInt().getExtValue() >= 0 && Value.Val.getInt().getExtValue() < Scale)
          continue;
        return true;
      }
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Node)) {
      const bool IndexTested = ReadsTested(Sub->getIdx(), 6);
      if ((IndexTested && PointerShifted(Sub->getBase(), 6)) || Untold(Sub->getIdx()) ||
          (ReadsTested(Sub->getBase(), 6) && Offsets(Sub->getIdx(), true)))
        return true;
    }
    if (const auto *Call = dyn_cast<CallExpr>(Node)) {
      bool Pointer = false, Tested = false;
      for (const Expr *Arg : Call->arguments()) {
        Pointer |= Arg->getType()->isPointerType() || Arg->isGLValue();
        Tested |= ReadsTested(Arg, 6);
      }
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (Pointer && Tested && (!Callee || Callee->hasBody()))
        return true;
    }
    for (const Stmt *Child : Node->children())
      if (Walk(Child, Depth))
        return true;
    return false;
  };
  return Walk(S, 6);
}

/// The subscripts Arm reads whatever its values (outside any branch, loop, `?:` or `&&`/`||`
/// of its own), each by its spelling.
void unconditionalSubscripts(const Stmt *Arm, ASTContext &Ctx, std::set<std::string> &Out,
                             std::map<const ArraySubscriptExpr *, std::string> &Names) {
  if (!Arm || isa<IfStmt>(Arm) || isa<ForStmt>(Arm) || isa<WhileStmt>(Arm) || isa<DoStmt>(Arm) ||
      isa<SwitchStmt>(Arm) || isa<AbstractConditionalOperator>(Arm))
    return;
  if (const auto *B = dyn_cast<BinaryOperator>(Arm); B && B->isLogicalOp()) {
    unconditionalSubscripts(B->getLHS(), Ctx, Out, Names);
    return;
  }
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Arm)) {
    std::string Key;
    llvm::raw_string_ostream Text(Key);
    Sub->printPretty(Text, nullptr, PrintingPolicy(Ctx.getLangOpts()));
    Text.flush();
    Out.insert(Key);
    Names[Sub] = Key;
  }
  for (const Stmt *Child : Arm->children())
    unconditionalSubscripts(Child, Ctx, Out, Names);
}

} // namespace

std::string whyBodyStays(const Stmt *Body, const Uniformity &U,
                         const std::set<const VarDecl *> *Own, int Loops, int Switches) {
  if (!Body)
    return "";
  if (isa<ReturnStmt>(Body) || isa<GotoStmt>(Body) || isa<IndirectGotoStmt>(Body))
    return "it leaves the kernel or jumps from inside the branch";
  if ((isa<BreakStmt>(Body) && Loops + Switches == 0) || (isa<ContinueStmt>(Body) && Loops == 0))
    return "it leaves the loop around it from inside the branch";
  if (const auto *Call = dyn_cast<CallExpr>(Body)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    std::string Name = Callee && Callee->getIdentifier() ? Callee->getName().str() : "";
    if (Name.starts_with("__syncthreads") || Name.starts_with("__barrier_sync") || Name == "sync")
      return "it waits at a barrier inside the branch";
    if (worksOnLanes(Callee, U.context().getSourceManager()))
      return "it calls '" + Name +
             "', which works on the warp's lanes or reads the thread "
             "index, and would see other lanes";
  }
  if (isa<AsmStmt>(Body))
    return "it holds inline assembly, which may read the lane";
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Body)) {
    const ValueDecl *D = Ref->getDecl();
    if (!isa<VarDecl>(D) && !isa<FunctionDecl>(D) && !isa<EnumConstantDecl>(D) &&
        !isa<NonTypeTemplateParmDecl>(D))
      return "it reads '" + D->getNameAsString() + "', a value it cannot follow";
    const auto *V = dyn_cast<VarDecl>(D);
    if (Own && V && Uniformity::isRegisterLocal(V) && !U.isUniformVar(V) &&
        !U.isThreadIndexVar(V) && !Own->count(V))
      return "it reads '" + V->getNameAsString() + "', a per-thread value from before the branch";
  }
  const bool Loop =
      isa<ForStmt>(Body) || isa<WhileStmt>(Body) || isa<DoStmt>(Body) || isa<CXXForRangeStmt>(Body);
  const bool Switch = isa<SwitchStmt>(Body);
  for (const Stmt *Child : Body->children())
    if (std::string Why = whyBodyStays(Child, U, Own, Loops + Loop, Switches + Switch);
        !Why.empty())
      return Why;
  return "";
}

void declaredIn(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *Each : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(Each))
        Out.insert(V);
  for (const Stmt *Child : S->children())
    declaredIn(Child, Out);
}

bool branchesPerThread(const Stmt *S, const Uniformity &U) {
  if (!S)
    return false;
  const Expr *Cond = nullptr;
  if (const auto *I = dyn_cast<IfStmt>(S))
    Cond = I->getCond();
  else if (const auto *F = dyn_cast<ForStmt>(S))
    Cond = F->getCond();
  else if (const auto *W = dyn_cast<WhileStmt>(S))
    Cond = W->getCond();
  else if (const auto *D = dyn_cast<DoStmt>(S))
    Cond = D->getCond();
  else if (const auto *Sw = dyn_cast<SwitchStmt>(S))
    Cond = Sw->getCond();
  if (Cond && !U.isUniform(Cond))
    return true;
  for (const Stmt *Child : S->children())
    if (branchesPerThread(Child, U))
      return true;
  return false;
}

bool readsBlockIdx(const Stmt *E, int Depth) {
  if (!E)
    return false;
  if (const auto *X = dyn_cast<Expr>(E); X && builtinOf(X).first == "blockIdx")
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()); V && Depth > 0)
      return readsBlockIdx(V->getInit(), Depth - 1);
  for (const Stmt *Child : E->children())
    if (readsBlockIdx(Child, Depth))
      return true;
  return false;
}

namespace {

/// The remainder a stride test takes (`t & 1` of `(t & 1) == 0`, `t % 4` of `switch (t % 4)`):
/// the operator whose right side is its stride; null where the test holds none (a local's).
const BinaryOperator *remainderIn(const Expr *E, const Expr *Stride) {
  if (!E)
    return nullptr;
  if (const auto *Op = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
      Op && (Op->getOpcode() == BO_Rem || Op->getOpcode() == BO_And) && Op->getRHS() == Stride)
    return Op;
  for (const Stmt *Child : E->children())
    if (const auto *C = dyn_cast_or_null<Expr>(Child))
      if (const BinaryOperator *Found = remainderIn(C, Stride))
        return Found;
  return nullptr;
}

/// Whether an index or pointer offset in S reads the tested remainder itself: the local that
/// holds it (Lane), the remainder as the test spells it, or a local set to either. In full the
/// arm's threads all had the residue the test picks; in the split threads of other residues
/// take the arm, and such an index moves for them (`if (odd == 0) r = x[i + odd]` reads past
/// the end in the split).
bool indexReadsResidue(const Stmt *S, const StrideTest &Test, ASTContext &Ctx) {
  const BinaryOperator *Remainder = Test.Lane ? nullptr : remainderIn(Test.Test, Test.Stride);
  llvm::FoldingSetNodeID Spelled;
  if (Remainder)
    Remainder->Profile(Spelled, Ctx, /*Canonical=*/true);
  std::function<bool(const Stmt *, int)> Reads = [&](const Stmt *E, int Depth) {
    if (!E || Depth < 0)
      return false;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (V && V == Test.Lane)
        return true;
      if (V && V->isLocalVarDecl() && V->getInit() && Reads(V->getInit(), Depth - 1))
        return true;
    }
    if (const auto *Op = dyn_cast<BinaryOperator>(E); Op && Remainder) {
      llvm::FoldingSetNodeID Id;
      Op->Profile(Id, Ctx, /*Canonical=*/true);
      if (Id == Spelled)
        return true;
    }
    for (const Stmt *Child : E->children())
      if (Reads(Child, Depth))
        return true;
    return false;
  };
  std::function<bool(const Stmt *)> Walk = [&](const Stmt *Node) {
    if (!Node)
      return false;
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Node); Sub && Reads(Sub->getIdx(), 6))
      return true;
    if (const auto *Op = dyn_cast<BinaryOperator>(Node);
        Op && Op->getType()->isPointerType() && Op->isAdditiveOp() &&
        (Reads(Op->getLHS()->getType()->isPointerType() ? Op->getRHS() : Op->getLHS(), 6)))
      return true;
    for (const Stmt *Child : Node->children())
      if (Walk(Child))
        return true;
    return false;
  };
  return Walk(S);
}

} // namespace

bool armsShiftTheTest(const std::vector<const Stmt *> &Arms, const StrideTest &Test,
                      const Uniformity &U) {
  for (const Stmt *Arm : Arms)
    if (indexReadsResidue(Arm, Test, U.context()))
      return true;
  const auto *GridRef =
      Test.Grid ? dyn_cast<DeclRefExpr>(Test.Grid->IgnoreParenImpCasts()) : nullptr;
  auto IsTested = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    return U.isThreadIndex(E) || tileRankSize(E) ||
           (Ref && Test.Lane && Ref->getDecl() == Test.Lane) ||
           (Ref && GridRef && Ref->getDecl() == GridRef->getDecl());
  };
  // Where the branch has two arms or more, each non-empty, a subscript every arm reads
  // unconditionally, spelt alike, was read by every thread in full.
  std::set<std::string> Common;
  std::map<const ArraySubscriptExpr *, std::string> Names;
  const bool Whole =
      Arms.size() >= 2 && std::none_of(Arms.begin(), Arms.end(), [](const Stmt *A) { return !A; });
  for (std::size_t I = 0; Whole && I < Arms.size(); ++I) {
    std::set<std::string> Mine;
    unconditionalSubscripts(Arms[I], U.context(), Mine, Names);
    if (I == 0) {
      Common = std::move(Mine);
      continue;
    }
    std::set<std::string> Both;
    std::set_intersection(Common.begin(), Common.end(), Mine.begin(), Mine.end(),
                          std::inserter(Both, Both.begin()));
    Common = std::move(Both);
  }
  const ShiftCheck Check{IsTested, U, [&](const ArraySubscriptExpr *Sub) {
                           auto It = Names.find(Sub);
                           return It != Names.end() && Common.count(It->second) > 0;
                         }};
  for (const Stmt *Arm : Arms)
    if (shiftsTestedValue(Arm, Check))
      return true;
  return false;
}

} // namespace limiter
