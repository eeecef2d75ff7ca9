// What a branch's arms do: see BranchArms.h.

#include "variants/BranchArms.h"

#include "ast/IndexArithmetic.h"

#include "clang/AST/ExprCXX.h"

#include <functional>

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

/// Whether S shifts what reads the tested value (IsTested), anywhere in its integer or pointer
/// arithmetic or in the initialisers of the locals it reads: a sum or difference of it and an
/// offset that does not read the tested value itself, other than zero, a pointer, or the
/// block's place in the grid (`s[t - 1]` under `t % 2 == 1`, `int j = lane - d; s[j]`, `*(s +
/// t + 1)`, `seg[(w << 5) + lane - d]` under `lane >= d`, `in[i - 1]` with i the grid's index
/// of t; not `in[blockIdx.x * blockDim.x + t]`, nor `s[w * 32 + lane]`, both of t); or a
/// subscript by it of a pointer set at such an offset (`p = in + base - 1; p[t]`). The test
/// kept such an index in bounds for the threads it picked, which a split gives the arm to no
/// longer.
bool shiftsTestedValue(const Stmt *S, const std::function<bool(const Expr *)> &IsTested,
                       ASTContext &Ctx) {
  // Whether X reads the tested value, itself or through the initialisers of locals (not
  // through the tested value's own local, whose initialiser is what it is).
  std::function<bool(const Expr *, int)> ReadsTested = [&](const Expr *X, int Depth) {
    bool Found = false;
    Uniformity::visit(X, [&](const Expr *Part) {
      const auto *Ref = dyn_cast<DeclRefExpr>(Part);
      const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
      Found = Found || IsTested(Part) ||
              (V && V->isLocalVarDecl() && V->getInit() && Depth > 0 &&
               ReadsTested(V->getInit(), Depth - 1));
    });
    return Found;
  };
  // Whether E moves what it is added to or taken from off the tested value's place.
  auto Offsets = [&](const Expr *E, bool Added) {
    Expr::EvalResult Zero;
    const bool IsZero =
        !E->isValueDependent() && E->EvaluateAsInt(Zero, Ctx) && Zero.Val.getInt() == 0;
    return !IsZero && !E->getType()->isPointerType() && !(Added && readsBlockIdx(E)) &&
           !ReadsTested(E, 3);
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
  std::set<const VarDecl *> Followed;
  std::function<bool(const Stmt *, int)> Walk = [&](const Stmt *Node, int Depth) {
    if (!Node)
      return false;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Node))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
          V && !IsTested(Ref) && V->isLocalVarDecl() && V->getInit() && Depth > 0 &&
          Followed.insert(V).second && Walk(V->getInit(), Depth - 1))
        return true;
    const auto *Op = dyn_cast<BinaryOperator>(Node);
    if (Op && (Op->getOpcode() == BO_Add || Op->getOpcode() == BO_Sub) &&
        (Op->getType()->isIntegerType() || Op->getType()->isPointerType()))
      for (auto [X, E] : {std::pair{Op->getLHS(), Op->getRHS()}, {Op->getRHS(), Op->getLHS()}})
        if (ReadsTested(X, 3) && Offsets(E, Op->getOpcode() == BO_Add))
          return true;
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Node);
        Sub && ReadsTested(Sub->getIdx(), 3) && PointerShifted(Sub->getBase(), 3))
      return true;
    for (const Stmt *Child : Node->children())
      if (Walk(Child, Depth))
        return true;
    return false;
  };
  return Walk(S, 3);
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
    if (Name.starts_with("__syncthreads") || Name == "sync")
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

bool armsShiftTheTest(const std::vector<const Stmt *> &Arms, const StrideTest &Test,
                      const Uniformity &U) {
  const auto *GridRef =
      Test.Grid ? dyn_cast<DeclRefExpr>(Test.Grid->IgnoreParenImpCasts()) : nullptr;
  auto IsTested = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    return U.isThreadIndex(E) || (Ref && Test.Lane && Ref->getDecl() == Test.Lane) ||
           (Ref && GridRef && Ref->getDecl() == GridRef->getDecl());
  };
  for (const Stmt *Arm : Arms)
    if (shiftsTestedValue(Arm, IsTested, U.context()))
      return true;
  return false;
}

} // namespace limiter
