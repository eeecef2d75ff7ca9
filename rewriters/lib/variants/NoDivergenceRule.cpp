// No divergence (a what-if): a copy of full whose branches that pick lanes by a stride of the
// thread index (`if (t % (2 * d) == 0)`, `if ((t & (m - 1)) == 0)`: a tree reduction's
// interleaved steps, every other lane's work) give their work to the first threads of the
// block, so that whole warps work or idle, and nothing else. Thread p plays the role
// q = p * m + r of the thread that took the branch in full: the condition is full's, asked of
// q (and that q is a thread of the block), and inside the branch every use of the thread index
// is q. So the branch runs exactly the roles it ran in full, each once, on the same elements:
// the work is unchanged, only which lanes do it, and so how many warps a step keeps busy
// (and where in the banks the lanes of a warp meet, which the no-bank-conflicts what-if
// measures). The test itself becomes a multiply, a minimum and a compare, where the fix's is a
// multiply and a compare (the division of `t % m` goes with the divergence); an unsigned
// `t % m == 0` is a stride whatever m is, and asks nothing more, while any other form first
// checks, at run time, that m and r make one. Its results are full's where the branch reads
// only memory and the thread index; its time is what the divergence costs.
//
// Where roles cannot carry the work (an if/else, a negated or bare test `t % 2 != 0`, `t & 1`,
// a body that reads a per-thread value from before it, an exit on a bounds guard of the grid's
// index before it) and the test is the whole condition, the branch is split: as many threads
// as the test picks in full, the block's first (its last where negated), take the arm, each
// with its own index and values, and the others the else; whole warps then run one arm each,
// as the fix `(t / 32) % 2 == 0` does.
//
// Kept, and said (the what-if is then conservative): a branch inside a branch or loop of the
// thread's own, or in a kernel that returns, breaks or jumps on a condition of the thread's
// own within the block (a role could run where its thread never came; the split's arms would
// count other threads); the braceless body of a `do` loop; one that leaves its body by
// return, break, continue or goto, waits at a barrier, calls a warp collective or a helper
// that reads the thread index, or holds inline assembly; a split whose condition holds more
// than the test, or whose arm branches or loops on a value of its own thread. A test whose
// stride varies from thread to thread (ThreadUniformity.h) is no stride, and its branch stays
// as it is, as do branches on other conditions (`t == 0`, `t < d`).

#include "variants/RuleContext.h"

#include "ast/BodyNodes.h"
#include "ast/IndexArithmetic.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace limiter {
namespace {

/// A condition's stride test on the thread index: `x % m == r` (either side of the `==`) or
/// `(x & k) == 0` (a stride of k + 1 where that is a power of two).
struct StrideTest {
  const Expr *Test = nullptr;   ///< the whole test (`x % m == r`)
  const Expr *Stride = nullptr; ///< m, or k of the mask form
  const Expr *Offset = nullptr; ///< r; null for the mask form (0)
  bool Mask = false;
  /// An unsigned `x % m == 0`: a stride whatever m is, as m == 0 would leave full's own test
  /// undefined; or a stride the source proves a power of two (`x % (2 * s) == 0`,
  /// `(x & (2 * s - 1)) == 0`, s doubling from one): the what-if then asks nothing of m at run
  /// time.
  bool Known = false;
  /// `x % m != r`, or the bare `x % m` / `x & k` read as a truth value: the branch takes the
  /// threads the stride does not pick.
  bool Negated = false;
};

std::optional<StrideTest> strideTest(const Expr *E, const Uniformity &U) {
  const auto *Eq = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!Eq)
    return std::nullopt;
  // The bare form, `if (t % 2)` or `if (t & 1)`: the test is `!= 0`.
  if ((Eq->getOpcode() == BO_Rem || Eq->getOpcode() == BO_And) && U.isThreadIndex(Eq->getLHS()) &&
      U.isUniform(Eq->getRHS()) && !Eq->getRHS()->HasSideEffects(U.context()))
    return StrideTest{E, Eq->getRHS(), nullptr, Eq->getOpcode() == BO_And, false, true};
  if (Eq->getOpcode() != BO_EQ && Eq->getOpcode() != BO_NE)
    return std::nullopt;
  const bool Negated = Eq->getOpcode() == BO_NE;
  for (auto [Side, Other] : {std::pair{Eq->getLHS(), Eq->getRHS()}, {Eq->getRHS(), Eq->getLHS()}}) {
    const auto *Op = dyn_cast<BinaryOperator>(Side->IgnoreParenImpCasts());
    if (!Op || !U.isThreadIndex(Op->getLHS()) || !U.isUniform(Op->getRHS()) ||
        !U.isUniform(Other) || Op->getRHS()->HasSideEffects(U.context()) ||
        Other->HasSideEffects(U.context()))
      continue;
    Expr::EvalResult Zero;
    const bool IsZero = !Other->isValueDependent() && Other->EvaluateAsInt(Zero, U.context()) &&
                        Zero.Val.getInt() == 0;
    // A stride the source proves a power of two (a reduction's `2 * s`, s doubling from
    // one) is known as well, signed or not.
    if (Op->getOpcode() == BO_Rem)
      return StrideTest{E, Op->getRHS(), Other, false,
                        IsZero && (Op->getType()->isUnsignedIntegerType() ||
                                   powerOfTwo(Op->getRHS(), U.context())),
                        Negated};
    if (Op->getOpcode() != BO_And || !IsZero)
      continue;
    // `(x & (p - 1)) == 0` with p a proven power of two is `x % p == 0`.
    const auto *Less = dyn_cast<BinaryOperator>(Op->getRHS()->IgnoreParenImpCasts());
    std::optional<llvm::APSInt> One =
        Less && Less->getOpcode() == BO_Sub && !Less->isValueDependent()
            ? Less->getRHS()->getIntegerConstantExpr(U.context())
            : std::nullopt;
    if (One && *One == 1 && powerOfTwo(Less->getLHS(), U.context()))
      return StrideTest{E, Less->getLHS(), Other, false, true, Negated};
    return StrideTest{E, Op->getRHS(), nullptr, true, false, Negated};
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

/// What in the branch's body stops it from running in another thread's role, or empty:
/// leaving the body other than at its end, a barrier, a collective, a per-thread value from
/// before it. Loops and Switches count the statements around Body inside the branch that a
/// `continue` or a `break` would stay in.
/// A per-thread value from before the branch stops the roles only (Own is then null): where
/// each thread keeps its own, it reads its own values.
std::string whyBodyStays(const Stmt *Body, const Uniformity &U,
                         const std::set<const VarDecl *> *Own, int Loops = 0, int Switches = 0) {
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

/// Whether a statement of S (S itself included) branches or loops on a value of the thread's
/// own (the thread index, or anything not the same in every thread of the block).
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

/// How a branch's work reaches whole warps.
enum class Form {
  /// Thread p plays the role of the p-th thread the stride picks (full's data, one arm).
  Roles,
  /// Each thread keeps its own index and values; the arm's threads become the block's first
  /// (or, negated, its last), as many as the stride picks: an if/else, a negated test, or a
  /// body that reads values of its own thread.
  Split,
};

/// Why the branch keeps its lanes (Kept non-empty), or the form its work takes.
struct Plan {
  std::string Kept;
  Form How = Form::Roles;
};

Plan planOf(const IfStmt *If, const StrideTest &Test, const Uniformity &U, bool ExitsVary,
            bool ExitsInBlock) {
  std::set<const VarDecl *> Own; // the branch's own locals: values of its role
  declaredIn(If->getThen(), Own);
  if (If->getInit() || If->getConditionVariable())
    return {"it declares a variable in its condition"};
  if (!U.underUniformControl(If))
    return {"it lies inside a branch or loop of the thread's own, which the roles would pass"};
  DynTypedNodeList Parents = U.context().getParents(*If);
  if (!Parents.empty() && Parents[0].get<DoStmt>())
    return {"it is a do loop's whole body, written without braces"};
  // What stops any form: leaving the arm, a barrier, a collective, inline assembly.
  for (const Stmt *Arm : {If->getThen(), If->getElse()})
    if (std::string Why = whyBodyStays(Arm, U, nullptr); !Why.empty())
      return {Why};
  std::vector<const Expr *> Conjuncts;
  conjunctsOf(If->getCond(), Conjuncts);
  for (const Expr *C : Conjuncts)
    if (std::string W = whyBodyStays(C, U, nullptr); !W.empty())
      return {W};
  // A role could run where its thread never came if threads leave the kernel on their own
  // condition (`if (i >= n) return;`); in the split each thread runs only its own work.
  bool RolesFit = !If->getElse() && !Test.Negated && !ExitsVary &&
                  whyBodyStays(If->getThen(), U, &Own).empty();
  for (const Expr *C : Conjuncts)
    RolesFit &= whyBodyStays(C, U, &Own).empty();
  if (RolesFit)
    return {"", Form::Roles};
  // Each thread keeps its own index and values in the split: an arm that branches or loops on
  // them would do other work than full's for the threads that now take it.
  for (const Stmt *Arm : {If->getThen(), If->getElse()})
    if (branchesPerThread(Arm, U))
      return {"an arm branches or loops on a value of its own thread, so the threads that take "
              "it in the split would do other work"};
  if (ExitsInBlock)
    return {"the kernel returns, breaks or jumps on a condition of the thread's own within the "
            "block, so not every role reaches the branch"};
  // Split counts the threads the test picks, so the test must be the whole condition.
  if (If->getCond()->IgnoreParenImpCasts() != Test.Test->IgnoreParenImpCasts())
    return {If->getElse()  ? "it has an else, and its condition holds more than the stride test"
            : ExitsVary    ? "the kernel returns, breaks or jumps on a condition of the "
                             "thread's own, so not every role reaches the branch, and its "
                             "condition holds more than the stride test"
            : Test.Negated ? "its test is negated, and its condition holds more than it"
                           : "its body reads a per-thread value from before it, and its "
                             "condition holds more than the stride test"};
  return {"", Form::Split};
}

/// The branch's test and where its pieces are in the source.
struct Site {
  const IfStmt *If;
  const StrideTest &Test;
  TextRange Cond, Then, Tested;
  std::string Index, Threads, StrideArgs;
};

/// The roles: thread p runs the branch as the p-th thread the stride picks.
bool applyRoles(RuleContext &R, const Site &S, const Uniformity &U) {
  const IfStmt *If = S.If;
  const StrideTest &Test = S.Test;
  const std::string &Index = S.Index, &Threads = S.Threads, &StrideArgs = S.StrideArgs;
  const TextRange &Cond = S.Cond, &Then = S.Then, &Tested = S.Tested;
    const std::string Args = Index + ", " + StrideArgs;
    const std::string Place = "lim::stride_place(" + Args + ", " + Threads + ")";
    const std::string RoleOf =
        Test.Known ? Place : "lim::stride_role(" + Args + ", " + Threads + ")";
    const std::string Role = "lim_role_" + std::to_string(R.siteOf(Cond));
    bool Edited = true;
    // Each use keeps its own type (`int t` stays signed where it meets `t - 1 >= 0`).
    auto TypeOf = [](const Expr *E) -> std::string {
      const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return Ref ? "decltype(" + Ref->getDecl()->getNameAsString() + ")" : "unsigned";
    };
    forEachThreadIndexUse(If->getCond(), U, [&](const Expr *E) {
      Edited &= R.replace(E, "a use of the thread index",
                          {"static_cast<" + TypeOf(E) + ">(" + RoleOf + ")"});
    });
    forEachThreadIndexUse(If->getThen(), U, [&](const Expr *E) {
      Edited &= R.replace(E, "a use of the thread index",
                          {"static_cast<" + TypeOf(E) + ">(" + Role + ")"});
    });
    // The stride test holds for every role by construction: asked only where there is no
    // stride (then of the thread itself), so that the what-if's test costs what the fix's
    // would (a multiply and a compare), not a division. A known stride asks nothing.
    const std::string Valid =
        Test.Known ? "(true || (" : "(lim::stride_valid(" + StrideArgs + ") || (";
    std::vector<EditSet::Piece> NewCond = {Test.Known ? Place + " < " + Threads + " && ("
                                                      : "lim::stride_covers(" + Args + ", " +
                                                            Threads + ") && ("};
    if (Tested == Cond) {
      NewCond.insert(NewCond.end(), {Valid, EditSet::Sub{Cond}, std::string(")))")});
    } else {
      Edited &= R.replace(Test.Test, "a branch's stride test",
                          {Valid, EditSet::Sub{Tested}, std::string("))")});
      NewCond.insert(NewCond.end(), {EditSet::Sub{Cond}, std::string(")")});
    }
    Edited &= R.replace(If->getCond(), "a branch's condition", NewCond);
    Edited &= R.replace(If->getThen(), "a branch's body",
                        {"{ const auto " + Role + " = " + RoleOf + "; ", EditSet::Sub{Then},
                         std::string(isa<CompoundStmt>(If->getThen()) ? " }" : "; }")});
  return Edited;
}

/// The split: as many threads as the stride picks, the block's first (its last for a negated
/// test), take the arm, each with its own index and values; the others take the else. Where
/// the stride is no stride at run time, the branch is asked as it was.
bool applySplit(RuleContext &R, const Site &S) {
  const std::string First = "lim::stride_first(" + S.Index + ", " + S.StrideArgs + ", " +
                            S.Threads + ")";
  return R.replace(S.If->getCond(), "a branch's condition",
                   {"(lim::stride_valid(" + S.StrideArgs + ") ? " +
                        (S.Test.Negated ? "!" + First : First) + " : (",
                    EditSet::Sub{S.Cond}, std::string("))")});
}

/// Whether E reads blockIdx, itself or through the initializer of a local it reads (to Depth
/// locals down).
bool readsBlockIdx(const Stmt *E, int Depth = 3) {
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

/// Whether the thread's own conditions around an exit all read the block's index, as a bounds
/// guard (`if (i >= n) return;`, i counting threads of the grid) does: only the grid's last
/// block loses threads to it.
bool exitsAtGridTail(const Stmt *Exit, const Uniformity &U) {
  DynTypedNodeList Parents = U.context().getParents(*Exit);
  while (!Parents.empty()) {
    const Expr *Cond = nullptr;
    if (const auto *I = Parents[0].get<IfStmt>())
      Cond = I->getCond();
    else if (const auto *W = Parents[0].get<WhileStmt>())
      Cond = W->getCond();
    else if (const auto *F = Parents[0].get<ForStmt>())
      Cond = F->getCond();
    else if (const auto *D = Parents[0].get<DoStmt>())
      Cond = D->getCond();
    else if (Parents[0].get<SwitchStmt>())
      return false;
    if (Cond && !U.isUniform(Cond) && !readsBlockIdx(Cond))
      return false;
    if (Parents[0].get<FunctionDecl>())
      return true;
    Parents = U.context().getParents(Parents[0]);
  }
  return true;
}

} // namespace

void applyNoDivergenceRule(RuleContext &R, const FunctionModel &M) {
  BodyNodes Body(M.Function->getBody());
  Uniformity U(M.Function, R.Ctx);
  // An exit on a per-thread condition anywhere (`if (i >= n) return;`) leaves threads out of
  // what follows: a role could then run where its thread never came.
  // The split (each thread its own work) stands such exits where they only cut the grid's
  // last block short, as a bounds guard does: there alone its arms' counts may differ.
  bool ExitsVary = false, ExitsInBlock = false;
  for (const Stmt *S : Body.Stmts)
    if ((isa<ReturnStmt>(S) || isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<GotoStmt>(S) ||
         isa<IndirectGotoStmt>(S)) &&
        !U.underUniformControl(S)) {
      ExitsVary = true;
      ExitsInBlock |= !isa<ReturnStmt>(S) || !exitsAtGridTail(S, U);
    }
  for (const auto &[If, Test] : stridedBranches(Body, U)) {
    Plan P = planOf(If, Test, U, ExitsVary, ExitsInBlock);
    if (!P.Kept.empty()) {
      R.count("strided_branches_kept");
      R.conservative(If, DiagId::UnsupportedMemoryOp,
                     "keeps the lanes of a branch on a stride of the thread index (" + P.Kept +
                         ")",
                     "none: the branch's work cannot move to whole warps as it is written");
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
    // The block's threads it numbers: blockDim.x, or for a linear thread id the block's rows
    // too.
    std::string Index = "threadIdx.x", Threads = "blockDim.x";
    forEachThreadIndexUse(If->getCond(), U, [&](const Expr *E) {
      if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts())) {
        Index = Ref->getDecl()->getNameAsString();
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
            V && V->getInit() && isLinearThreadId(V->getInit()))
          Threads = "(blockDim.x * blockDim.y)";
      }
    });
    // The stride and offset are block-uniform expressions, written again where the role is
    // (their text, on one line: nothing inside them is rewritten).
    auto Text = [&](TextRange T) {
      std::string Out = R.Edits.original(T);
      std::replace(Out.begin(), Out.end(), '\n', ' ');
      return Out;
    };
    const std::string StrideArgs =
        Test.Mask ? "lim::mask_stride(" + Text(*Stride) + "), 0"
                  : "(" + Text(*Stride) + "), (" + (Offset ? Text(*Offset) : "0") + ")";
    Site S{If, Test, *Cond, *Then, *Tested, Index, Threads, StrideArgs};
    if (P.How == Form::Roles ? applyRoles(R, S, U) : applySplit(R, S))
      R.count(P.How == Form::Roles ? "strided_branches_compacted" : "strided_branches_split");
  }
}

} // namespace limiter
