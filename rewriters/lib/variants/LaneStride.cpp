// How far apart a warp's lanes' indices lie. Most kernels index by a thread's position in the
// grid times a constant (`(blockIdx.x * blockDim.x + threadIdx.x) * 4`, a pixel's channels,
// a struct's fields): the lanes of a whole warp in one row of the block then lie a constant
// apart, and the coalesced what-if's run needs no warp-wide minimum, maximum or sum. On the
// H200 those (two reductions, a shuffle and a sum a run) made the what-if of a four-float
// activation half again as slow as full, where its fix gains 2.4%.

#include "variants/LaneStride.h"

#include "ast/KnownCallees.h"

#include "ast/Assignments.h"
#include "ast/IndexArithmetic.h"
#include "ast/Parents.h"
#include "ast/StatementPlace.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

#include <cstdint>
#include <map>
#include <set>

using namespace clang;

namespace limiter {
namespace {

constexpr long long Limit = 1LL << 25;

constexpr int MaxDepth = 8;

class Strides {
public:
  Strides(const Uniformity &U, const Stmt *Body) : U(U), Body(Body), Ctx(U.context()) {}

  /// E's coefficient of threadIdx.x, E being that times threadIdx.x plus values the same in
  /// every lane of a warp in one row; none otherwise.
  std::optional<long long> of(const Expr *E, int Depth) const {
    if (Depth > MaxDepth || !E->getType()->isIntegerType())
      return std::nullopt;
    E = E->IgnoreParens();
    Expr::EvalResult Value;
    if (!E->isValueDependent() && E->EvaluateAsInt(Value, Ctx))
      return 0;
    // Conversions first (builtinOf would look through them): one to bool, or a narrowing one,
    // keeps no stride; nor does an unsigned value widened (one that wrapped between lanes
    // would no longer be the first lane's plus k * l), unless it is the thread index itself,
    // below 1024, which no lane wraps (`(long long)blockIdx.x * blockDim.x + threadIdx.x`).
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = Cast->getSubExpr();
      if (!Sub->getType()->isIntegerType())
        return std::nullopt;
      std::optional<long long> K = of(Sub, Depth);
      if (!K || *K == 0)
        return K;
      const uint64_t To = Ctx.getTypeSize(Cast->getType()), From = Ctx.getTypeSize(Sub->getType());
      if (Cast->getType()->isBooleanType() || Sub->getType()->isBooleanType() || To < From ||
          (To > From && Sub->getType()->isUnsignedIntegerType() && !U.isThreadIndex(Sub) &&
           !isBlockRank(Sub)))
        return std::nullopt;
      return K;
    }
    if (auto [Var, Field] = builtinOf(E); !Var.empty()) {
      if (Var == "threadIdx")
        return Field == "x" ? 1 : 0;
      if (Var == "blockIdx" || Var == "blockDim" || Var == "gridDim")
        return 0;
      // A member of a variable (`v.ld` of a view the kernel is handed): as the variable is.
      return U.isUniform(E) ? std::optional<long long>(0) : std::nullopt;
    }
    if (isBlockRank(E)) // the lanes of a warp take consecutive ranks
      return 1;
    if (U.isUniform(E))
      return 0;
    // The minimum or maximum of values the same in every lane of a warp row: the same too.
    if (const CallExpr *Clamp = clampCall(E)) {
      std::optional<long long> A = of(Clamp->getArg(0), Depth + 1),
                               B = of(Clamp->getArg(1), Depth + 1);
      return A == 0 && B == 0 ? std::optional<long long>(0) : std::nullopt;
    }
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (std::optional<long long> K = counterStride(V, Depth))
        return K;
      if (!V || !V->isLocalVarDecl() || V->isStaticLocal() || V->getType()->isReferenceType() ||
          !V->getInit() || V->getInitStyle() != VarDecl::CInit || !neverAliased(V, Body, Ctx))
        return std::nullopt;
      if (!onlyRead(V, Body, Ctx))
        return reassignedStride(V, Depth);
      return of(V->getInit(), Depth + 1);
    }
    if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
      auto A = of(C->getCond(), Depth), B = of(C->getTrueExpr(), Depth),
           D = of(C->getFalseExpr(), Depth);
      return A == 0 && B == 0 && D == 0 ? std::optional<long long>(0) : std::nullopt;
    }
    const auto *B = dyn_cast<BinaryOperator>(E);
    if (!B)
      return std::nullopt;
    if (std::optional<long long> K = warpPart(B, Depth))
      return K;
    std::optional<long long> L = of(B->getLHS(), Depth), R = of(B->getRHS(), Depth);
    if (!L || !R)
      return std::nullopt;
    std::optional<long long> Out;
    switch (B->getOpcode()) {
    case BO_Add:
      Out = *L + *R;
      break;
    case BO_Sub:
      Out = *L - *R;
      break;
    case BO_Mul:
      if (*L == 0 && *R == 0)
        Out = 0;
      else if (*L == 0 && constant(B->getLHS()))
        Out = *constant(B->getLHS()) * *R;
      else if (*R == 0 && constant(B->getRHS()))
        Out = *constant(B->getRHS()) * *L;
      break;
    case BO_Shl:
      if (*L == 0 && *R == 0)
        Out = 0;
      else if (std::optional<long long> Bits = constant(B->getRHS());
               Bits && *Bits >= 0 && *Bits < 25 && *R == 0)
        Out = *L * (1LL << *Bits);
      break;
    default: // any other arithmetic of values the same in every lane is the same too
      if (*L == 0 && *R == 0)
        Out = 0;
      break;
    }
    if (Out && (*Out >= Limit || *Out <= -Limit))
      return std::nullopt;
    return Out;
  }

  /// How a pointer's lanes relate, where the rewriter can tell: the same in every lane of a
  /// warp in one block row, provably different, or neither.
  enum class Lanes { Same, Differ, Unknown };

  /// An integer offset's lanes: Same for a lane stride of 0, Differ for a nonzero one or the
  /// product of one by a factor the same in every lane and not a constant zero (a row's pitch).
  Lanes offsetLanes(const Expr *E, int Depth) const {
    if (Depth > MaxDepth)
      return Lanes::Unknown;
    if (std::optional<long long> K = of(E, Depth))
      return *K == 0 ? Lanes::Same : Lanes::Differ;
    const auto *Product = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
    if (!Product || Product->getOpcode() != BO_Mul)
      return Lanes::Unknown;
    for (auto [X, Y] :
         {std::pair{Product->getLHS(), Product->getRHS()}, {Product->getRHS(), Product->getLHS()}})
      if (offsetLanes(X, Depth + 1) == Lanes::Differ && of(Y, Depth + 1) == 0 &&
          constant(Y).value_or(1) != 0)
        return Lanes::Differ;
    return Lanes::Unknown;
  }

  /// A pointer's lanes: one the whole block shares is Same; one that adds an offset to a Same
  /// pointer (`(const float *)((const char *)img + y * pitch)`, `&in[y * n]`) is as the offset
  /// is; through casts and locals set once and only read.
  Lanes pointerLanes(const Expr *E, int Depth) const {
    if (Depth > MaxDepth || !E->getType()->isPointerType())
      return Lanes::Unknown;
    E = E->IgnoreParens();
    if (U.isUniform(E))
      return Lanes::Same;
    if (const auto *Cast = dyn_cast<CastExpr>(E))
      return Cast->getSubExpr()->getType()->isPointerType()
                 ? pointerLanes(Cast->getSubExpr(), Depth + 1)
                 : Lanes::Unknown;
    const Expr *Pointer = nullptr, *Offset = nullptr;
    if (const auto *Sum = dyn_cast<BinaryOperator>(E);
        Sum && (Sum->getOpcode() == BO_Add || Sum->getOpcode() == BO_Sub)) {
      Pointer = Sum->getLHS();
      Offset = Sum->getRHS();
      if (!Pointer->getType()->isPointerType())
        std::swap(Pointer, Offset);
    } else if (const auto *Address = dyn_cast<UnaryOperator>(E);
               Address && Address->getOpcode() == UO_AddrOf) {
      if (const auto *Element =
              dyn_cast<ArraySubscriptExpr>(Address->getSubExpr()->IgnoreParens())) {
        Pointer = Element->getBase();
        Offset = Element->getIdx();
      }
    }
    if (Pointer)
      return pointerLanes(Pointer, Depth + 1) == Lanes::Same ? offsetLanes(Offset, Depth + 1)
                                                             : Lanes::Unknown;
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return V && V->isLocalVarDecl() && !V->isStaticLocal() && V->getInit() &&
                   !V->getType()->isReferenceType() && onlyRead(V, Body, Ctx) &&
                   neverAliased(V, Body, Ctx)
               ? pointerLanes(V->getInit(), Depth + 1)
               : Lanes::Unknown;
  }

private:
  /// The stride of a `for` loop's own counter (declared in its init, stepped only by its
  /// increment) that starts at a stride and steps by the same amount in every lane (`for
  /// (int k = lane; k < len; k += 32)`, a grid-stride loop): the lanes that run an iteration
  /// together have gone through as many steps, so their counters lie as their starts did.
  /// Lanes that left the loop early leave the warp partial, which lim::warp_run_linear
  /// checks.
  std::optional<long long> counterStride(const VarDecl *V, int Depth) const {
    if (!V || Depth > MaxDepth)
      return std::nullopt;
    const ForStmt *Loop = loopDeclaring(V, Ctx);
    if (!Loop || ownCounter(Loop, Ctx) != V)
      return std::nullopt;
    const Expr *Inc = Loop->getInc()->IgnoreParens();
    const Expr *Step = nullptr;
    if (const auto *Unary = dyn_cast<UnaryOperator>(Inc);
        Unary && Unary->isIncrementDecrementOp() && refersTo(Unary->getSubExpr(), V))
      return of(V->getInit(), Depth + 1);
    if (const auto *Add = dyn_cast<CompoundAssignOperator>(Inc);
        Add && (Add->getOpcode() == BO_AddAssign || Add->getOpcode() == BO_SubAssign) &&
        refersTo(Add->getLHS(), V))
      Step = Add->getRHS();
    if (!Step || of(Step, Depth + 1) != 0)
      return std::nullopt;
    return of(V->getInit(), Depth + 1);
  }

  /// The stride of a local written again after its initialiser (a transpose's `x = blockIdx.y *
  /// TILE + threadIdx.x` for its write, after its read's): the initialiser's, where every
  /// write gives the lanes that stride again (`x = e`, e's stride the initialiser's) or keeps
  /// it (`x += e`, `x -= e` with e the same in every lane; ++, --), each under control the same
  /// in every thread, so that the lanes of a warp have all taken the same writes wherever
  /// they read it (`x = x + n` too: each write keeps the stride the local had before it).
  /// None otherwise.
  std::optional<long long> reassignedStride(const VarDecl *V, int Depth) const {
    if (auto It = Open.find(V); It != Open.end())
      return It->second; // a write of V's own value (`x = x + n`): the stride it holds so far
    // Told once a local: a result found under no other local's assumed stride holds for good.
    if (auto It = Told.find(V); It != Told.end())
      return It->second;
    // A backward goto repeats writes some lanes take and others not, which no loop shows.
    if (hasGoto(Body) || Depth > MaxDepth || ++Walks > MaxWalks)
      return std::nullopt;
    const bool Assumes = !Open.empty();
    std::optional<long long> K = of(V->getInit(), Depth + 1);
    bool Holds = K.has_value();
    if (Holds)
      Open[V] = *K;
    std::vector<const Stmt *> Work = {Body};
    const Stmt *StepLoop = nullptr; // the loop whose steps write V, if any
    bool Uniform = false;           // a write under control the same in every thread
    while (Holds && !Work.empty()) {
      const Stmt *S = Work.back();
      Work.pop_back();
      if (!S)
        continue;
      for (const Stmt *Child : S->children())
        Work.push_back(Child);
      const auto *E = dyn_cast<Expr>(S);
      std::optional<Assignment> A = E ? asAssignment(E) : std::nullopt;
      if (!A || !refersTo(A->Target, V))
        continue;
      const auto *Op = dyn_cast<BinaryOperator>(E);
      if (!A->Value)
        Holds = true; // ++, --: every lane one more or less
      else if (!A->Compound)
        Holds = of(A->Value, Depth + 1) == K;
      else
        Holds = Op && (Op->getOpcode() == BO_AddAssign || Op->getOpcode() == BO_SubAssign) &&
                of(A->Value, Depth + 1) == 0;
      if (U.underUniformControl(E)) {
        Uniform = true;
      } else if (const Stmt *Loop = stepLoopOf(E); Loop && (!StepLoop || StepLoop == Loop)) {
        StepLoop = Loop;
      } else {
        Holds = false;
      }
    }
    // A grid-stride loop's own step on a local declared outside it (`while (i < n) { ...; i +=
    // stride; }`, `for (; i < n; i += stride)`): the lanes that run an iteration together have
    // taken as many steps, as for a loop's own counter; not where a write outside the loop
    // mixes in, nor a read after it (the lanes left after different numbers of steps).
    if (Holds && StepLoop)
      Holds = !Uniform && readsWithin(V, StepLoop);
    Open.erase(V);
    const std::optional<long long> Out = Holds ? K : std::nullopt;
    if (!Assumes)
      Told[V] = Out;
    return Out;
  }

  /// The loop whose step E is: its increment, or a statement of its body's own block in a
  /// body with no way out of an iteration (no continue to skip the step); the loop itself
  /// under control the same in every thread, and inside no loop that V's declaration is not
  /// (each run of it starts from V's initialiser). Null otherwise.
  const Stmt *stepLoopOf(const Expr *E) const {
    DynTypedNodeList Up = parentsOf(Ctx, *E);
    const Stmt *Parent = Up.empty() ? nullptr : Up[0].get<Stmt>();
    const Stmt *Loop = nullptr;
    if (const auto *For = dyn_cast_or_null<ForStmt>(Parent); For && For->getInc() == E) {
      Loop = For;
    } else if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Parent)) {
      DynTypedNodeList Outer = parentsOf(Ctx, *Block);
      const Stmt *Candidate = Outer.empty() ? nullptr : Outer[0].get<Stmt>();
      const Stmt *LoopBody = nullptr;
      if (const auto *While = dyn_cast_or_null<WhileStmt>(Candidate))
        LoopBody = While->getBody();
      else if (const auto *Do = dyn_cast_or_null<DoStmt>(Candidate))
        LoopBody = Do->getBody();
      else if (const auto *For = dyn_cast_or_null<ForStmt>(Candidate))
        LoopBody = For->getBody();
      if (LoopBody == Block && !leavesEarly(Block))
        Loop = Candidate;
    }
    return Loop && U.underUniformControl(Loop) ? Loop : nullptr;
  }

  /// Whether every read of V lies inside Loop or before it, and every loop around Loop holds
  /// V's declaration too.
  bool readsWithin(const VarDecl *V, const Stmt *Loop) const {
    const SourceManager &SM = Ctx.getSourceManager();
    for (DynTypedNodeList Up = parentsOf(Ctx, *Loop); !Up.empty();) {
      const Stmt *P = Up[0].get<Stmt>();
      if (!P)
        break;
      if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(P) &&
          !P->getSourceRange().fullyContains(V->getSourceRange()))
        return false;
      Up = parentsOf(Ctx, *P);
    }
    const SourceRange Inside = Loop->getSourceRange();
    std::vector<const Stmt *> Work = {Body};
    while (!Work.empty()) {
      const Stmt *S = Work.back();
      Work.pop_back();
      if (!S)
        continue;
      for (const Stmt *Child : S->children())
        Work.push_back(Child);
      const auto *Ref = dyn_cast<DeclRefExpr>(S);
      if (!Ref || Ref->getDecl() != V || Inside.fullyContains(Ref->getSourceRange()))
        continue;
      if (!SM.isBeforeInTranslationUnit(SM.getExpansionLoc(Ref->getBeginLoc()),
                                        SM.getExpansionLoc(Loop->getBeginLoc())))
        return false;
    }
    return true;
  }

  /// The warp's number or the lane's within it, from a thread index whose warp's first lane
  /// is a multiple of 32 (warpAligned): `t >> 5`, `t / 32` (any shift of at least 5 bits, any
  /// multiple of 32) are the same in every lane; `t & 31`, `t % 32` (any mask of at least 5
  /// low bits, any multiple of 32) one more in each lane. None for anything else.
  std::optional<long long> warpPart(const BinaryOperator *B, int Depth) const {
    std::optional<long long> By = constant(B->getRHS());
    if (!By || *By <= 0 || !warpAligned(B->getLHS(), Depth + 1))
      return std::nullopt;
    switch (B->getOpcode()) {
    case BO_Shr:
      return *By >= 5 && *By < 32 ? std::optional<long long>(0) : std::nullopt;
    case BO_Div:
      return *By % 32 == 0 ? std::optional<long long>(0) : std::nullopt;
    case BO_And:
      return *By >= 31 && ((*By + 1) & *By) == 0 ? std::optional<long long>(1) : std::nullopt;
    case BO_Rem:
      return *By % 32 == 0 ? std::optional<long long>(1) : std::nullopt;
    default:
      return std::nullopt;
    }
  }

  /// Whether E is the thread index plus a multiple of 32 the same in every lane, not negative,
  /// in a warp that lies in one row of a block whose blockDim.x is a multiple of 32 (what
  /// laneStride holds of every stride it tells): threadIdx.x, cooperative groups' block rank
  /// (a warp's first rank is a multiple of 32 in any block), and sums of one of them with
  /// products by blockDim.x (`blockIdx.x * blockDim.x`, `threadIdx.y * blockDim.x`) or by a
  /// constant multiple of 32, through integer conversions that do not narrow, locals
  /// initialised to them (as `of` reads them) and loop counters stepped by such multiples
  /// (alignedCounter).
  bool warpAligned(const Expr *E, int Depth) const {
    if (Depth > MaxDepth || !E->getType()->isIntegerType())
      return false;
    E = E->IgnoreParens();
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = Cast->getSubExpr();
      return Sub->getType()->isIntegerType() && !Cast->getType()->isBooleanType() &&
             Ctx.getTypeSize(Cast->getType()) >= Ctx.getTypeSize(Sub->getType()) &&
             warpAligned(Sub, Depth + 1);
    }
    if (auto [Var, Field] = builtinOf(E); !Var.empty())
      return Var == "threadIdx" && Field == "x";
    if (isBlockRank(E))
      return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
      if (alignedCounter(V, Depth))
        return true;
      return V && V->isLocalVarDecl() && !V->isStaticLocal() && !V->getType()->isReferenceType() &&
             V->getInit() && V->getInitStyle() == VarDecl::CInit && onlyRead(V, Body, Ctx) &&
             neverAliased(V, Body, Ctx) && warpAligned(V->getInit(), Depth + 1);
    }
    const auto *Sum = dyn_cast<BinaryOperator>(E);
    if (!Sum || Sum->getOpcode() != BO_Add)
      return false;
    return (warpAligned(Sum->getLHS(), Depth + 1) && rowMultiple(Sum->getRHS(), Depth + 1)) ||
           (warpAligned(Sum->getRHS(), Depth + 1) && rowMultiple(Sum->getLHS(), Depth + 1));
  }

  /// Whether V is a `for` loop's own counter that starts warp-aligned and steps up by a
  /// multiple of 32 the same in every lane: a block-stride walk of a tile's flat index (`for
  /// (int e = threadIdx.x; e < 256 * TW; e += 256)`, `e += blockDim.x`), whose `e / TW` is then
  /// the warp's row and `e % TW` its lanes' columns. The lanes running an iteration together
  /// have taken as many steps, so each step keeps the warp's first lane a multiple of 32.
  bool alignedCounter(const VarDecl *V, int Depth) const {
    const ForStmt *Loop = V && Depth <= MaxDepth ? loopDeclaring(V, Ctx) : nullptr;
    // Not written in the condition either (`e++ < n`), which ownCounter leaves to the body.
    if (!Loop || ownCounter(Loop, Ctx) != V || !V->getInit() || !Loop->getInc() ||
        !onlyRead(V, Loop->getCond(), Ctx))
      return false;
    const auto *Add = dyn_cast<CompoundAssignOperator>(Loop->getInc()->IgnoreParens());
    if (!Add || Add->getOpcode() != BO_AddAssign || !refersTo(Add->getLHS(), V))
      return false;
    const Expr *Step = Add->getRHS()->IgnoreParenImpCasts();
    std::optional<long long> C = constant(Step);
    auto [Var, Field] = builtinOf(Step);
    // A constant step positive in any counter's type: an unsigned 4294967264u added to an int
    // is 32 down.
    const bool Multiple = (C && *C > 0 && *C <= INT32_MAX && *C % 32 == 0) ||
                          (Var == "blockDim" && Field == "x") || rowMultiple(Step, Depth + 1);
    return Multiple && warpAligned(V->getInit(), Depth + 1);
  }

  /// Whether E is a product, the same in every lane and not negative, with blockDim.x or a
  /// constant multiple of 32 as a factor (`blockIdx.x * blockDim.x`).
  bool rowMultiple(const Expr *E, int Depth) const {
    E = E->IgnoreParenImpCasts();
    const auto *Product = dyn_cast<BinaryOperator>(E);
    if (Depth > MaxDepth || !Product || Product->getOpcode() != BO_Mul || of(E, Depth) != 0)
      return false;
    for (const Expr *Factor : {Product->getLHS(), Product->getRHS()}) {
      const Expr *Other = Factor == Product->getLHS() ? Product->getRHS() : Product->getLHS();
      auto [Var, Field] = builtinOf(Factor->IgnoreParenImpCasts());
      std::optional<long long> C = constant(Factor);
      const bool Counts = (Var == "blockDim" && Field == "x") || (C && *C > 0 && *C % 32 == 0);
      auto [OtherVar, OtherField] = builtinOf(Other->IgnoreParenImpCasts());
      if (Counts && !OtherVar.empty())
        return true; // blockIdx, threadIdx.y, blockDim: none negative
    }
    return false;
  }

  /// E as a call of the math library's integer minimum or maximum of two values, or null.
  const CallExpr *clampCall(const Expr *E) const {
    const auto *Call = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
    const FunctionDecl *F = Call ? Call->getDirectCallee() : nullptr;
    static const std::set<std::string> Names = {"min",   "max",   "umin",   "umax",
                                                "llmin", "llmax", "ullmin", "ullmax"};
    if (!F || !F->getIdentifier() || !Names.count(F->getName().str()) || Call->getNumArgs() != 2 ||
        !Call->getType()->isIntegerType() || !isMathLibraryCall(Call, Ctx.getSourceManager()))
      return nullptr;
    return Call;
  }

public:
  /// of, where a term of the sum (added, not subtracted nor multiplied) may be a clamp of such
  /// a sum to a value the same in every lane, `min(x, c)` or `max(x, c)`, clamps nested in
  /// clamps: the term has x's stride k, each lane's index its own or c's, so the warp's
  /// elements lie k apart or meet at one (a clamp to the edge).
  std::optional<long long> ofUpToClamps(const Expr *E, int Depth) const {
    if (std::optional<long long> K = of(E, Depth))
      return K;
    if (Depth > MaxDepth)
      return std::nullopt;
    if (const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParens());
        B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub)) {
      std::optional<long long> L = ofUpToClamps(B->getLHS(), Depth + 1),
                               R = B->getOpcode() == BO_Add ? ofUpToClamps(B->getRHS(), Depth + 1)
                                                            : of(B->getRHS(), Depth + 1);
      if (!L || !R)
        return std::nullopt;
      return B->getOpcode() == BO_Add ? *L + *R : *L - *R;
    }
    return clampedTerm(E, Depth);
  }

private:
  /// The stride of a clamp, `min(x, c)` or `max(x, c)` with c the same in every lane (either
  /// side) and x a sum of stride k or such a clamp again; none otherwise.
  std::optional<long long> clampedTerm(const Expr *E, int Depth) const {
    const CallExpr *Clamp = clampCall(E);
    if (!Clamp || Depth > MaxDepth)
      return std::nullopt;
    auto Side = [&](const Expr *A) {
      std::optional<long long> K = of(A, Depth + 1);
      return K ? K : clampedTerm(A, Depth + 1);
    };
    std::optional<long long> A = Side(Clamp->getArg(0)), B = Side(Clamp->getArg(1));
    if (!A || !B || (*A != 0 && *B != 0 && *A != *B))
      return std::nullopt;
    return *A != 0 ? A : B;
  }

  const Uniformity &U;
  const Stmt *Body;
  ASTContext &Ctx;
  /// Locals whose writes are being read, with the stride their initialisers give: a write
  /// that reads the local's own value reads that stride (each write keeps it, or the local's
  /// stride is none).
  mutable std::map<const VarDecl *, long long> Open;
  /// Locals whose stride reassignedStride found under no assumption.
  mutable std::map<const VarDecl *, std::optional<long long>> Told;
  /// Walks of the body for a local's writes: a chain of locals each written from the next
  /// would otherwise walk it once a path, exponentially many times.
  static constexpr int MaxWalks = 64;
  mutable int Walks = 0;

  std::optional<long long> constant(const Expr *E) const {
    Expr::EvalResult Value;
    if (E->isValueDependent() || !E->EvaluateAsInt(Value, Ctx) ||
        Value.Val.getInt().getSignificantBits() > 32)
      return std::nullopt;
    return Value.Val.getInt().getExtValue();
  }
};

} // namespace

namespace {

/// The sum of Terms' strides, each Term's from Stride(T); none where one has none or the sum
/// reaches the limit.
template <class F>
std::optional<long long> sumOfStrides(const std::vector<const Expr *> &Terms, F Stride) {
  long long Sum = 0;
  for (const Expr *T : Terms) {
    std::optional<long long> K = Stride(T);
    if (!K)
      return std::nullopt;
    Sum += *K;
    if (Sum >= Limit || Sum <= -Limit)
      return std::nullopt;
  }
  return Sum;
}

} // namespace

std::optional<long long> laneStride(const std::vector<const Expr *> &Terms, const Uniformity &U,
                                    const Stmt *Body) {
  Strides S(U, Body);
  return sumOfStrides(Terms, [&](const Expr *T) { return S.of(T, 0); });
}

std::optional<long long> laneStrideUpToClamps(const std::vector<const Expr *> &Terms,
                                              const Uniformity &U, const Stmt *Body) {
  Strides S(U, Body);
  return sumOfStrides(Terms, [&](const Expr *T) { return S.ofUpToClamps(T, 0); });
}

bool pointerVariesByLane(const Expr *Pointer, const Uniformity &U, const Stmt *Body) {
  return Strides(U, Body).pointerLanes(Pointer, 0) == Strides::Lanes::Differ;
}

bool pointerSameInWarp(const Expr *Pointer, const Uniformity &U, const Stmt *Body) {
  return Strides(U, Body).pointerLanes(Pointer, 0) == Strides::Lanes::Same;
}

} // namespace limiter
