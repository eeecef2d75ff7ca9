// No divergence (a what-if): a copy of full whose branches that pick lanes by a stride of the
// thread index (`if (t % (2 * d) == 0)`, `if ((t & (m - 1)) == 0)`: a tree reduction's
// interleaved steps, every other lane's work) give their work to the first threads of the
// block, so that whole warps work or idle, and nothing else. Thread p plays the role
// q = p * m + r of the thread that took the branch in full: the condition is full's, asked of
// q (and that q is a thread of the block), and inside the branch every use of the thread index
// is q. So the branch runs exactly the roles it ran in full, each once, on the same elements:
// the work is unchanged, only which lanes do it, and so how many warps a step keeps busy
// (and where in the banks the lanes of a warp meet, which the no-bank-conflicts what-if
// measures). The test itself becomes a multiply and a compare, as the fix's would be (the
// division of `t % m` goes with the divergence). Its results are full's where the branch reads
// only memory and the thread index; its time is what the divergence costs.
//
// Kept, and said (the what-if is then conservative): a branch with an else (its roles are not
// a stride), one whose body reads a per-thread value computed before it (another lane's value
// would stand in for its role's), leaves its block by return, break, continue or goto, or
// waits at a barrier. A test whose stride varies from thread to thread is no stride, and its
// branch stays as it is, as do branches on other conditions (`t == 0`, `t < d`).

#include "variants/RuleContext.h"

#include "ast/Assignments.h"
#include "ast/BodyNodes.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// The member of a CUDA built-in variable an expression reads (`threadIdx.x` gives
/// {"threadIdx", "x"}), or empty names.
std::pair<std::string, std::string> builtinOf(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Pseudo = dyn_cast<PseudoObjectExpr>(E))
    E = Pseudo->getSyntacticForm()->IgnoreParenImpCasts();
  const auto *Property = dyn_cast<MSPropertyRefExpr>(E);
  const auto *Member = dyn_cast<MemberExpr>(E);
  const Expr *Base = Property ? Property->getBaseExpr() : Member ? Member->getBase() : nullptr;
  const ValueDecl *Field = Property ? static_cast<const ValueDecl *>(Property->getPropertyDecl())
                           : Member ? Member->getMemberDecl()
                                    : nullptr;
  if (!Base || !Field)
    return {};
  Base = Base->IgnoreParenImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Base))
    Base = Opaque->getSourceExpr() ? Opaque->getSourceExpr()->IgnoreParenImpCasts() : nullptr;
  const auto *Ref = Base ? dyn_cast<DeclRefExpr>(Base) : nullptr;
  if (!Ref || !isa<VarDecl>(Ref->getDecl()))
    return {};
  return {Ref->getDecl()->getNameAsString(), Field->getNameAsString()};
}

bool isThreadIdxX(const Expr *E) {
  auto [Var, Field] = builtinOf(E);
  return Var == "threadIdx" && Field == "x";
}

/// What the rule knows of the function's locals: which hold threadIdx.x itself (written once,
/// never changed, never taken by address), and which hold the same value in every thread of
/// the block (block-uniform: computed from parameters, blockIdx, blockDim, constants and
/// other uniform locals, outside branches that depend on the thread).
class Uniformity {
public:
  Uniformity(const FunctionDecl *Fn, ASTContext &Ctx) : Body(Fn->getBody()), Ctx(Ctx) {
    for (const Expr *E : Body.Exprs)
      if (std::optional<Assignment> A = asAssignment(E))
        if (const VarDecl *V = targetVariable(A->Target))
          Writes[V].push_back(*A);
    for (const Expr *E : Body.Exprs)
      if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
        if (const VarDecl *V = targetVariable(U->getSubExpr()))
          Escaped.insert(V);
    for (const Expr *E : Body.Exprs)
      if (const auto *Call = dyn_cast<CallExpr>(E))
        forEachReferenceArgument(Call, [&](const Expr *Arg, const ParmVarDecl *) {
          if (const VarDecl *V = targetVariable(Arg))
            Escaped.insert(V);
        });
    for (const Stmt *S : Body.Stmts) // what inline assembly writes is the lane's own
      if (const auto *Asm = dyn_cast<GCCAsmStmt>(S))
        for (const Expr *Out : Asm->outputs())
          if (const VarDecl *V = targetVariable(Out))
            Escaped.insert(V);
    for (const ParmVarDecl *P : Fn->parameters())
      if (isRegisterLocal(P) && !Escaped.count(P))
        Uniform.insert(P);
    for (const VarDecl *V : Body.Vars)
      if (isRegisterLocal(V)) {
        if (V->getInit() && isThreadIdxX(V->getInit()) && !Writes.count(V) && !Escaped.count(V))
          ThreadIndex.insert(V);
        else if (!Escaped.count(V))
          Uniform.insert(V);
      }
    // The greatest fixed point: a local stays uniform while all it is given is.
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (auto It = Uniform.begin(); It != Uniform.end();)
        if (!staysUniform(*It)) {
          It = Uniform.erase(It);
          Changed = true;
        } else {
          ++It;
        }
    }
  }

  bool isThreadIndex(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    if (isThreadIdxX(E))
      return true;
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    return Ref && ThreadIndex.count(dyn_cast<VarDecl>(Ref->getDecl()));
  }
  bool isThreadIndexVar(const VarDecl *V) const { return ThreadIndex.count(V); }
  ASTContext &context() const { return Ctx; }
  bool isUniformVar(const VarDecl *V) const { return Uniform.count(V); }

  /// Whether E has the same value in every thread of the block.
  bool isUniform(const Expr *E) const {
    if (!E)
      return true;
    bool Yes = true;
    visit(E, [&](const Expr *Node) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(Node)) {
        const ValueDecl *D = Ref->getDecl();
        const auto *V = dyn_cast<VarDecl>(D);
        if (V ? isRegisterLocal(V) && !Uniform.count(V)
              : !isa<FunctionDecl>(D) && !isa<EnumConstantDecl>(D) &&
                    !isa<NonTypeTemplateParmDecl>(D))
          Yes = false; // a structured binding, say: not followed
      } else if (isa<CallExpr>(Node) || isa<CXXConstructExpr>(Node) || isa<LambdaExpr>(Node)) {
        Yes = false; // a call may read the lane (`__activemask()`, `clock()`, a functor)
      } else if (auto [Var, Field] = builtinOf(Node); Var == "threadIdx") {
        Yes = false;
      }
    });
    return Yes;
  }

  /// Whether S runs in every thread that reaches its function's enclosing statements alike:
  /// no branch, loop or short-circuit around it depends on the thread.
  bool underUniformControl(const Stmt *S) const {
    DynTypedNodeList Parents = Ctx.getParents(*S);
    const Stmt *Child = S;
    while (!Parents.empty()) {
      const Stmt *P = Parents[0].get<Stmt>();
      if (!P)
        return true;
      const Expr *Cond = nullptr;
      if (const auto *If = dyn_cast<IfStmt>(P); If && If->getCond() != Child)
        Cond = If->getCond();
      else if (const auto *For = dyn_cast<ForStmt>(P); For && For->getInit() != Child)
        Cond = For->getCond();
      else if (const auto *While = dyn_cast<WhileStmt>(P); While && While->getCond() != Child)
        Cond = While->getCond();
      else if (const auto *Do = dyn_cast<DoStmt>(P))
        Cond = Do->getCond();
      else if (const auto *Switch = dyn_cast<SwitchStmt>(P); Switch && Switch->getCond() != Child)
        Cond = Switch->getCond();
      else if (const auto *C = dyn_cast<ConditionalOperator>(P); C && C->getCond() != Child)
        Cond = C->getCond();
      else if (const auto *B = dyn_cast<BinaryOperator>(P);
               B && B->isLogicalOp() && B->getLHS() != Child)
        Cond = B->getLHS();
      if (Cond && !isUniform(Cond))
        return false;
      Child = P;
      Parents = Ctx.getParents(*P);
    }
    return true;
  }

  /// A local or parameter the function keeps in registers: not `__shared__`, not static, not
  /// a reference.
  static bool isRegisterLocal(const VarDecl *V) {
    return V && V->isLocalVarDeclOrParm() && !V->isStaticLocal() && !V->hasAttr<CUDASharedAttr>() &&
           !V->getType()->isReferenceType();
  }

  /// Calls Each for S and every expression inside it; a built-in variable's member
  /// (`blockDim.x`, a property read through a call in Clang's headers) is one expression.
  template <class F> static void visit(const Stmt *S, F Each) {
    if (!S)
      return;
    if (const auto *E = dyn_cast<Expr>(S)) {
      Each(E);
      if (!builtinOf(E).first.empty())
        return;
    }
    for (const Stmt *Child : S->children())
      visit(Child, Each);
  }

private:
  BodyNodes Body;
  ASTContext &Ctx;
  std::map<const VarDecl *, std::vector<Assignment>> Writes;
  std::set<const VarDecl *> Escaped, ThreadIndex, Uniform;

  bool staysUniform(const VarDecl *V) const {
    if (!isUniform(V->getInit()))
      return false;
    auto It = Writes.find(V);
    if (It == Writes.end())
      return true;
    for (const Assignment &A : It->second)
      if (!isUniform(A.Value) || !underUniformControl(A.Target))
        return false;
    return true;
  }
};

/// A condition's stride test on the thread index: `x % m == r` (either side of the `==`) or
/// `(x & k) == 0` (a stride of k + 1 where that is a power of two).
struct StrideTest {
  const Expr *Test = nullptr;   ///< the whole test (`x % m == r`)
  const Expr *Stride = nullptr; ///< m, or k of the mask form
  const Expr *Offset = nullptr; ///< r; null for the mask form (0)
  bool Mask = false;
};

std::optional<StrideTest> strideTest(const Expr *E, const Uniformity &U) {
  const auto *Eq = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!Eq || Eq->getOpcode() != BO_EQ)
    return std::nullopt;
  for (auto [Side, Other] : {std::pair{Eq->getLHS(), Eq->getRHS()}, {Eq->getRHS(), Eq->getLHS()}}) {
    const auto *Op = dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts());
    if (!Op || !U.isThreadIndex(Op->getLHS()) || !U.isUniform(Op->getRHS()) ||
        !U.isUniform(Other) || Op->getRHS()->HasSideEffects(U.context()) ||
        Other->HasSideEffects(U.context()))
      continue;
    if (Op->getOpcode() == BO_Rem)
      return StrideTest{E, Op->getRHS(), Other, false};
    Expr::EvalResult Zero;
    if (Op->getOpcode() == BO_And && !Other->isValueDependent() &&
        Other->EvaluateAsInt(Zero, U.context()) && Zero.Val.getInt() == 0)
      return StrideTest{E, Op->getRHS(), nullptr, true};
  }
  return std::nullopt;
}

/// The conjuncts of a condition (`a && b && c`).
void conjunctsOf(const Expr *E, std::vector<const Expr *> &Out) {
  E = E->IgnoreParens();
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->getOpcode() == BO_LAnd) {
    conjunctsOf(B->getLHS(), Out);
    conjunctsOf(B->getRHS(), Out);
    return;
  }
  Out.push_back(E);
}

/// Calls Each for every use of the thread index in S (threadIdx.x, or a local holding it),
/// without looking inside one.
template <class F> void forEachThreadIndexUse(const Stmt *S, const Uniformity &U, F Each) {
  if (!S)
    return;
  if (const auto *E = dyn_cast<Expr>(S);
      E && U.isThreadIndex(E) && (isa<DeclRefExpr>(E) || isThreadIdxX(E))) {
    Each(E);
    return;
  }
  for (const Stmt *Child : S->children())
    forEachThreadIndexUse(Child, U, Each);
}

/// What in the branch's body stops it from running in another thread's role, or empty:
/// leaving the body other than at its end, a barrier, a per-thread value from before it.
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
  bool Lanes = false;
  Uniformity::visit(Def->getBody(), [&](const Expr *E) {
    if (auto [Var, Field] = builtinOf(E); Var == "threadIdx")
      Lanes = true;
    else if (const auto *Call = dyn_cast<CallExpr>(E))
      Lanes |= worksOnLanes(Call->getDirectCallee(), SM, Depth - 1);
  });
  std::vector<const Stmt *> Pending = {Def->getBody()};
  while (!Pending.empty() && !Lanes) { // inline assembly may read %laneid or %tid
    const Stmt *S = Pending.back();
    Pending.pop_back();
    if (!S)
      continue;
    Lanes |= isa<AsmStmt>(S);
    for (const Stmt *Child : S->children())
      Pending.push_back(Child);
  }
  return Lanes;
}

std::string whyBodyStays(const Stmt *Body, const Uniformity &U,
                         const std::set<const VarDecl *> &Own, int Loops = 0) {
  if (!Body)
    return "";
  if (isa<ReturnStmt>(Body) || isa<GotoStmt>(Body) || isa<IndirectGotoStmt>(Body))
    return "it leaves the kernel or jumps from inside the branch";
  if ((isa<BreakStmt>(Body) || isa<ContinueStmt>(Body)) && Loops == 0)
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
    if (V && Uniformity::isRegisterLocal(V) && !U.isUniformVar(V) && !U.isThreadIndexVar(V) &&
        !Own.count(V))
      return "it reads '" + V->getNameAsString() + "', a per-thread value from before the branch";
  }
  const bool Loop = isa<ForStmt>(Body) || isa<WhileStmt>(Body) || isa<DoStmt>(Body) ||
                    isa<CXXForRangeStmt>(Body) || isa<SwitchStmt>(Body);
  for (const Stmt *Child : Body->children())
    if (std::string Why = whyBodyStays(Child, U, Own, Loops + (Loop ? 1 : 0)); !Why.empty())
      return Why;
  return "";
}

/// Locals declared inside S: a per-thread value of the role's own.
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

/// The branches of Body whose condition holds a stride test on the thread index, outermost
/// only, in source order.
std::vector<std::pair<const IfStmt *, StrideTest>> stridedBranches(const BodyNodes &Body,
                                                                   const Uniformity &U) {
  std::vector<std::pair<const IfStmt *, StrideTest>> Out;
  for (const Stmt *S : Body.Stmts) {
    const auto *If = dyn_cast<IfStmt>(S);
    if (!If || !If->getCond())
      continue;
    bool Inside = false;
    for (const auto &[Outer, _] : Out)
      Inside |= Outer->getSourceRange().fullyContains(If->getSourceRange());
    if (Inside)
      continue;
    std::vector<const Expr *> Conjuncts;
    conjunctsOf(If->getCond(), Conjuncts);
    for (const Expr *C : Conjuncts)
      if (std::optional<StrideTest> T = strideTest(C, U)) {
        Out.push_back({If, *T});
        break;
      }
  }
  return Out;
}

/// Why the branch keeps its lanes, or empty where its work can go to the first threads.
std::string whyKept(const IfStmt *If, const Uniformity &U, bool ExitsVary) {
  std::set<const VarDecl *> Own; // the branch's own locals: values of its role
  declaredIn(If->getThen(), Own);
  if (If->getElse())
    return "it has an else, whose threads are not a stride of the index";
  if (If->getInit() || If->getConditionVariable())
    return "it declares a variable in its condition";
  if (!U.underUniformControl(If))
    return "it lies inside a branch or loop of the thread's own, which the roles would pass";
  if (ExitsVary)
    return "the kernel returns, breaks or jumps on a condition of the thread's own, so not "
           "every role reaches the branch";
  DynTypedNodeList Parents = U.context().getParents(*If);
  if (!Parents.empty() && Parents[0].get<DoStmt>())
    return "it is a do loop's whole body, written without braces";
  std::string Why = whyBodyStays(If->getThen(), U, Own);
  if (!Why.empty())
    return Why;
  std::vector<const Expr *> Conjuncts;
  conjunctsOf(If->getCond(), Conjuncts);
  for (const Expr *C : Conjuncts)
    if (std::string W = whyBodyStays(C, U, Own); !W.empty())
      return W;
  return "";
}

} // namespace

void applyNoDivergenceRule(RuleContext &R, const FunctionModel &M) {
  BodyNodes Body(M.Function->getBody());
  Uniformity U(M.Function, R.Ctx);
  // An exit on a per-thread condition anywhere (`if (i >= n) return;`) leaves threads out of
  // what follows: a role could then run where its thread never came.
  bool ExitsVary = false;
  for (const Stmt *S : Body.Stmts)
    if (isa<ReturnStmt>(S) || isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<GotoStmt>(S) ||
        isa<IndirectGotoStmt>(S))
      ExitsVary |= !U.underUniformControl(S);
  for (const auto &[If, Test] : stridedBranches(Body, U)) {
    std::string Why = whyKept(If, U, ExitsVary);
    if (!Why.empty()) {
      R.count("strided_branches_kept");
      R.conservative(If, DiagId::UnsupportedMemoryOp,
                     "keeps the lanes of a branch on a stride of the thread index (" + Why + ")",
                     "none: the branch's work cannot move to other threads as it is written");
      continue;
    }
    std::optional<TextRange> Cond = R.range(If->getCond(), "a branch's condition");
    std::optional<TextRange> Then = R.range(If->getThen(), "a branch's body");
    std::optional<TextRange> Stride = R.range(Test.Stride, "a branch's stride");
    std::optional<TextRange> Offset =
        Test.Offset ? R.range(Test.Offset, "a branch's offset") : std::optional<TextRange>();
    std::optional<TextRange> Tested = R.range(Test.Test, "a branch's stride test");
    if (!Cond || !Then || !Stride || !Tested || (Test.Offset && !Offset))
      continue;
    // The thread index as the role's arguments name it: threadIdx.x, or the local holding it.
    std::string Index = "threadIdx.x";
    forEachThreadIndexUse(If->getCond(), U, [&](const Expr *E) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
        Index = Ref->getDecl()->getNameAsString();
    });
    // The stride and offset are block-uniform expressions, written again where the role is
    // (their text, on one line: nothing inside them is rewritten).
    auto Text = [&](TextRange T) {
      std::string Out = R.Edits.original(T);
      std::replace(Out.begin(), Out.end(), '\n', ' ');
      return Out;
    };
    const std::string StrideArgs = Test.Mask ? "lim::mask_stride(" + Text(*Stride) + "), 0"
                                             : "(" + Text(*Stride) + "), (" + Text(*Offset) + ")";
    const std::string Args = Index + ", " + StrideArgs;
    const std::string Role = "lim_role_" + std::to_string(R.siteOf(*Cond));
    bool Edited = true;
    // Each use keeps its own type (`int t` stays signed where it meets `t - 1 >= 0`).
    auto TypeOf = [](const Expr *E) -> std::string {
      const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return Ref ? "decltype(" + Ref->getDecl()->getNameAsString() + ")" : "unsigned";
    };
    forEachThreadIndexUse(If->getCond(), U, [&](const Expr *E) {
      Edited &= R.replace(E, "a use of the thread index",
                          {"static_cast<" + TypeOf(E) + ">(lim::stride_role(" + Args + "))"});
    });
    forEachThreadIndexUse(If->getThen(), U, [&](const Expr *E) {
      Edited &= R.replace(E, "a use of the thread index",
                          {"static_cast<" + TypeOf(E) + ">(" + Role + ")"});
    });
    // The stride test holds for every role by construction: asked only where there is no
    // stride (then of the thread itself), so that the what-if's test costs what the fix's
    // would (a multiply and a compare), not a division.
    const std::string Valid = "(lim::stride_valid(" + StrideArgs + ") || (";
    std::vector<EditSet::Piece> NewCond = {"lim::stride_covers(" + Args + ", blockDim.x) && ("};
    if (*Tested == *Cond) {
      NewCond.insert(NewCond.end(), {Valid, EditSet::Sub{*Cond}, std::string(")))")});
    } else {
      Edited &= R.replace(Test.Test, "a branch's stride test",
                          {Valid, EditSet::Sub{*Tested}, std::string("))")});
      NewCond.insert(NewCond.end(), {EditSet::Sub{*Cond}, std::string(")")});
    }
    Edited &= R.replace(If->getCond(), "a branch's condition", NewCond);
    Edited &= R.replace(If->getThen(), "a branch's body",
                        {"{ const auto " + Role + " = lim::stride_role(" + Args + "); ",
                         EditSet::Sub{*Then},
                         std::string(isa<CompoundStmt>(If->getThen()) ? " }" : "; }")});
    if (Edited)
      R.count("strided_branches_compacted");
  }
}

} // namespace limiter
