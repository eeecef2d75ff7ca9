// Whether a warp's lanes meet in distinct banks, by evaluating each lane's index. A constant
// stride between lanes (LaneStride.h) describes most shared indices; a swizzled one does not:
// `tile[r * 32 + (c ^ r)]` puts lane l at bank c ^ l, a permutation of the banks whatever c
// is. The no-bank-conflicts what-if must leave such a tile as written: its own swizzle of the
// index would undo the programmer's (the XOR of one row twice is none) and bring the conflict
// back. The index is evaluated for all 32 lanes at once, under many values of what is the same
// in every lane of the warp, each drawn on its own: an index that meets the banks apart for
// every draw (zero, small numbers, powers of two, odd and even others) is taken to do so for
// all. One that depends on a value in a way no draw exposes (`s[t * (c == 12345 ? 2 : 1)]`)
// would be taken for conflict-free: the draws favour the values indices are built from.

#include "variants/LaneBanks.h"

#include "ast/Assignments.h"
#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/ASTContext.h"

#include <array>
#include <map>
#include <optional>
#include <set>

using namespace clang;

namespace limiter {
namespace {

using LaneWords = std::array<long long, 32>;

constexpr int EvalDepth = 10;
/// The first DrawPool.size() draws give every key every value of the pool (keys in steps of
/// five through it, so that two keys meet in many pairs); the others hash.
constexpr int LaneDraws = 32;

/// The values a draw gives what is the same in every lane: zero, one, powers of two, the
/// warp's and banks' sizes and their neighbours, odd and even others.
constexpr std::array<long long, 16> DrawPool{0,  1,  2,  3,  4,  5,  7,  8,
                                             12, 16, 31, 32, 33, 64, 96, 1024};

LaneWords allLanes(long long V) {
  LaneWords Out;
  Out.fill(V);
  return Out;
}

/// A op C as C computes it on values that fit (none where it overflows, divides by zero or
/// shifts too far; comparisons and logic give 0 or 1).
std::optional<long long> applied(BinaryOperatorKind Op, long long A, long long C) {
  long long Out = 0;
  switch (Op) {
  case BO_Add:
    if (__builtin_add_overflow(A, C, &Out))
      return std::nullopt;
    break;
  case BO_Sub:
    if (__builtin_sub_overflow(A, C, &Out))
      return std::nullopt;
    break;
  case BO_Mul:
    if (__builtin_mul_overflow(A, C, &Out))
      return std::nullopt;
    break;
  case BO_Div:
  case BO_Rem:
    if (C == 0)
      return std::nullopt;
    Out = Op == BO_Div ? A / C : A % C;
    break;
  case BO_And:
    Out = A & C;
    break;
  case BO_Or:
    Out = A | C;
    break;
  case BO_Xor:
    Out = A ^ C;
    break;
  case BO_Shl:
  case BO_Shr:
    if (C < 0 || C >= 40)
      return std::nullopt;
    if (Op == BO_Shr)
      Out = A >> C;
    else if (__builtin_mul_overflow(A, 1LL << C, &Out))
      return std::nullopt;
    break;
  case BO_LT:
    Out = A < C;
    break;
  case BO_GT:
    Out = A > C;
    break;
  case BO_LE:
    Out = A <= C;
    break;
  case BO_GE:
    Out = A >= C;
    break;
  case BO_EQ:
    Out = A == C;
    break;
  case BO_NE:
    Out = A != C;
    break;
  case BO_LAnd:
    Out = A && C;
    break;
  case BO_LOr:
    Out = A || C;
    break;
  default:
    return std::nullopt;
  }
  return Out;
}

class LaneEvaluator {
public:
  LaneEvaluator(const Uniformity &U, const Stmt *Body, int Draw)
      : U(U), Body(Body), Ctx(U.context()), Draw(Draw) {}

  std::optional<LaneWords> of(const Expr *E, int Depth) {
    if (Depth > EvalDepth || !E->getType()->isIntegerType())
      return std::nullopt;
    E = E->IgnoreParens();
    Expr::EvalResult Value;
    if (!E->isValueDependent() && E->EvaluateAsInt(Value, Ctx) &&
        Value.Val.getInt().getSignificantBits() <= 63)
      return allLanes(Value.Val.getInt().getExtValue());
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      if (!Cast->getSubExpr()->getType()->isIntegerType())
        return std::nullopt;
      std::optional<LaneWords> Sub = of(Cast->getSubExpr(), Depth + 1);
      return Sub ? std::optional<LaneWords>(wrap(*Sub, Cast->getType())) : std::nullopt;
    }
    if (auto [Var, Field] = builtinOf(E); !Var.empty())
      return builtin(Var, Field);
    if (isBlockRank(E)) // consecutive in a warp, its first a multiple of 32
      return threadIndex();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        return variable(V, E, Depth);
    // Arithmetic is evaluated through its operands, so that a value the same in every lane
    // keeps its ties to the index's other terms (`t * (2 * k + 1)` odd for every k); what
    // cannot be (a call) is drawn whole where it is the same in every lane.
    std::optional<LaneWords> Out = operation(E, Depth);
    if (!Out && U.isUniform(E))
      return allLanes(drawn(E));
    return Out;
  }

private:
  std::optional<LaneWords> operation(const Expr *E, int Depth) {
    if (const auto *Unary = dyn_cast<UnaryOperator>(E))
      return unary(Unary, Depth);
    if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
      std::optional<LaneWords> Cond = of(C->getCond(), Depth + 1),
                               A = of(C->getTrueExpr(), Depth + 1),
                               B = of(C->getFalseExpr(), Depth + 1);
      if (!Cond || !A || !B)
        return std::nullopt;
      LaneWords Out;
      for (int L = 0; L < 32; ++L)
        Out[L] = (*Cond)[L] ? (*A)[L] : (*B)[L];
      return wrap(Out, E->getType());
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      return binary(B, Depth);
    return std::nullopt;
  }

  const Uniformity &U;
  const Stmt *Body;
  ASTContext &Ctx;
  const int Draw;
  std::map<const void *, long long> Values;
  std::set<const VarDecl *> Open; ///< Locals being evaluated: no cycle through initialisers.

  /// This draw's value of Key, the same wherever Key recurs in the index. Drawn from the
  /// draw's number and the order in which the evaluation meets the keys, so that every run
  /// draws alike.
  long long drawn(const void *Key) {
    auto [It, New] = Values.try_emplace(Key, 0);
    if (New) {
      const uint64_t Order = Values.size(), Size = DrawPool.size();
      uint64_t H =
          static_cast<uint64_t>(Draw) * 0x9E3779B97F4A7C15ULL + Order * 0xBF58476D1CE4E5B9ULL;
      H = (H ^ (H >> 30)) * 0x94D049BB133111EBULL;
      H ^= H >> 31;
      It->second = static_cast<uint64_t>(Draw) < Size
                       ? DrawPool[(static_cast<uint64_t>(Draw) + 5 * Order) % Size]
                       : DrawPool[H % Size];
    }
    return It->second;
  }

  /// threadIdx.x: lane l of warp w of a row of its block is 32 w + l.
  LaneWords threadIndex() {
    static const char WarpKey = 0;
    const long long First = 32 * (drawn(&WarpKey) % 8);
    LaneWords Out;
    for (int L = 0; L < 32; ++L)
      Out[L] = First + L;
    return Out;
  }

  std::optional<LaneWords> builtin(const std::string &Var, const std::string &Field) {
    static const std::map<std::string, char> Keys = {
        {"threadIdx.y", 0}, {"threadIdx.z", 0}, {"blockIdx.x", 0}, {"blockIdx.y", 0},
        {"blockIdx.z", 0},  {"blockDim.x", 0},  {"blockDim.y", 0}, {"blockDim.z", 0},
        {"gridDim.x", 0},   {"gridDim.y", 0},   {"gridDim.z", 0}};
    if (Var == "threadIdx" && Field == "x")
      return threadIndex();
    auto It = Keys.find(Var + "." + Field);
    if (It == Keys.end())
      return std::nullopt;
    // A warp in one row: blockDim.x a multiple of 32; the other sizes at least one.
    if (Var == "blockDim" && Field == "x")
      return allLanes(32 * (1 + drawn(&It->second) % 8));
    const long long V = drawn(&It->second);
    return allLanes(Var == "threadIdx" || Var == "blockIdx" ? V : std::max(1LL, V));
  }

  std::optional<LaneWords> variable(const VarDecl *V, const Expr *E, int Depth) {
    // A uniform local written after its initialiser may hold another value at each read:
    // each read draws its own.
    if (U.isUniform(E))
      return allLanes(drawn(isa<ParmVarDecl>(V) || onlyRead(V, Body, Ctx)
                                ? static_cast<const void *>(V)
                                : static_cast<const void *>(E)));
    if (U.isThreadIndexVar(V)) // a helper's parameter given the thread index
      return threadIndex();
    if (!V->isLocalVarDecl() || V->isStaticLocal() || V->getType()->isReferenceType() ||
        !V->getInit() || Open.count(V))
      return std::nullopt;
    Open.insert(V);
    std::optional<LaneWords> Out;
    if (V->getInitStyle() == VarDecl::CInit && onlyRead(V, Body, Ctx) && neverAliased(V, Body, Ctx))
      Out = of(V->getInit(), Depth + 1);
    else if (!(Out = counter(V, Depth)))
      Out = stepped(V, Depth);
    Open.erase(V);
    return Out ? std::optional<LaneWords>(wrap(*Out, V->getType())) : std::nullopt;
  }

  /// A `for` loop's own counter stepped by the same amount in every lane: its start plus a
  /// drawn number of steps.
  std::optional<LaneWords> counter(const VarDecl *V, int Depth) {
    const ForStmt *Loop = loopDeclaring(V, Ctx);
    if (!Loop || ownCounter(Loop, Ctx) != V || !Loop->getInc())
      return std::nullopt;
    std::optional<LaneWords> Start = of(V->getInit(), Depth + 1);
    if (!Start)
      return std::nullopt;
    const Expr *Inc = Loop->getInc()->IgnoreParens();
    std::optional<LaneWords> Step;
    long long Sign = 1;
    if (const auto *Unary = dyn_cast<UnaryOperator>(Inc);
        Unary && Unary->isIncrementDecrementOp() && refersTo(Unary->getSubExpr(), V)) {
      Step = allLanes(1);
      Sign = Unary->isDecrementOp() ? -1 : 1;
    } else if (const auto *Add = dyn_cast<CompoundAssignOperator>(Inc);
               Add && (Add->getOpcode() == BO_AddAssign || Add->getOpcode() == BO_SubAssign) &&
               refersTo(Add->getLHS(), V)) {
      Step = of(Add->getRHS(), Depth + 1);
      Sign = Add->getOpcode() == BO_SubAssign ? -1 : 1;
    }
    if (!Step ||
        !std::all_of(Step->begin(), Step->end(), [&](long long S) { return S == (*Step)[0]; }))
      return std::nullopt;
    const long long Steps = drawn(Loop);
    for (int L = 0; L < 32; ++L) {
      long long Moved = 0;
      if (__builtin_mul_overflow(Sign * Steps, (*Step)[L], &Moved) ||
          __builtin_add_overflow((*Start)[L], Moved, &(*Start)[L]))
        return std::nullopt;
    }
    return Start;
  }

  /// A local that every write steps by the same amount in every lane (`r += 8` after each
  /// row of a swizzled tile, `--r`), each write under control the same in every thread, in a
  /// function without a goto: its initialiser plus a drawn number of each write's steps.
  std::optional<LaneWords> stepped(const VarDecl *V, int Depth) {
    if (V->getInitStyle() != VarDecl::CInit || !neverAliased(V, Body, Ctx) || hasGoto(Body))
      return std::nullopt;
    std::optional<LaneWords> Value = of(V->getInit(), Depth + 1);
    std::vector<const Stmt *> Work = {Body};
    while (Value && !Work.empty()) {
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
      const auto *Unary = dyn_cast<UnaryOperator>(E);
      std::optional<LaneWords> Step;
      long long Sign = 1;
      if (Unary) {
        Step = allLanes(1);
        Sign = Unary->isDecrementOp() ? -1 : 1;
      } else if (Op && (Op->getOpcode() == BO_AddAssign || Op->getOpcode() == BO_SubAssign)) {
        Step = of(A->Value, Depth + 1);
        Sign = Op->getOpcode() == BO_SubAssign ? -1 : 1;
      }
      if (!Step || !U.underUniformControl(E) ||
          !std::all_of(Step->begin(), Step->end(), [&](long long K) { return K == (*Step)[0]; }))
        return std::nullopt;
      const long long Times = drawn(E);
      for (int L = 0; L < 32; ++L) {
        long long Moved = 0;
        if (__builtin_mul_overflow(Sign * Times, (*Step)[L], &Moved) ||
            __builtin_add_overflow((*Value)[L], Moved, &(*Value)[L]))
          return std::nullopt;
      }
    }
    return Value;
  }

  std::optional<LaneWords> unary(const UnaryOperator *Unary, int Depth) {
    std::optional<LaneWords> Sub = of(Unary->getSubExpr(), Depth + 1);
    if (!Sub)
      return std::nullopt;
    for (long long &V : *Sub)
      switch (Unary->getOpcode()) {
      case UO_Minus:
        V = -V;
        break;
      case UO_Not:
        V = ~V;
        break;
      case UO_LNot:
        V = !V;
        break;
      case UO_Plus:
        break;
      default:
        return std::nullopt;
      }
    return wrap(*Sub, Unary->getType());
  }

  std::optional<LaneWords> binary(const BinaryOperator *B, int Depth) {
    if (B->isAssignmentOp() || B->getOpcode() == BO_Comma)
      return std::nullopt;
    std::optional<LaneWords> L = of(B->getLHS(), Depth + 1), R = of(B->getRHS(), Depth + 1);
    if (!L || !R)
      return std::nullopt;
    LaneWords Out;
    for (int I = 0; I < 32; ++I) {
      std::optional<long long> V = applied(B->getOpcode(), (*L)[I], (*R)[I]);
      if (!V || *V > (1LL << 50) || *V < -(1LL << 50))
        return std::nullopt; // far past any shared index
      Out[I] = *V;
    }
    return wrap(Out, B->getType());
  }


  /// Values as a C integer of type T holds them: wrapped to its width, signed or not.
  LaneWords wrap(LaneWords Values, QualType T) const {
    const uint64_t Bits = T->isBooleanType() ? 1 : Ctx.getTypeSize(T);
    if (T->isBooleanType()) {
      for (long long &V : Values)
        V = V != 0;
      return Values;
    }
    if (Bits >= 64)
      return Values;
    const uint64_t Mask = (1ULL << Bits) - 1;
    for (long long &V : Values) {
      uint64_t W = static_cast<uint64_t>(V) & Mask;
      if (T->isSignedIntegerType() && (W >> (Bits - 1)))
        W |= ~Mask;
      V = static_cast<long long>(W);
    }
    return Values;
  }
};

/// Whether lanes at these element positions meet their banks apart. Elements of 4 bytes or
/// fewer: a warp's 32 lanes at once, two lanes in one bank touching the same word. Elements of
/// 8 or 16 bytes take 2 or 4 banks each and are served in phases of 16 or 8 lanes (a half or a
/// quarter of the warp): within each phase, two lanes meet in a bank only on the same element,
/// elements apart by a multiple of the phase's lanes sharing their banks.
bool banksApart(const LaneWords &Elements, uint64_t Bytes) {
  const int Phase = Bytes > 4 ? static_cast<int>(128 / Bytes) : 32;
  for (int First = 0; First < 32; First += Phase) {
    std::map<long long, long long> Bank; // bank (or group of banks) -> the unit there
    for (int L = First; L < First + Phase; ++L) {
      const long long E = Elements[L];
      const long long Unit = Bytes >= 4 ? E : E * static_cast<long long>(Bytes) / 4;
      const long long B = ((Unit % Phase) + Phase) % Phase;
      auto [It, New] = Bank.try_emplace(B, Unit);
      if (!New && It->second != Unit)
        return false;
    }
  }
  return true;
}

} // namespace

bool lanesMeetBanksApart(const std::vector<const Expr *> &Indices,
                         const std::vector<long long> &Inner, uint64_t Bytes, const Uniformity &U,
                         const Stmt *Body) {
  if (Indices.empty() || Indices.size() != Inner.size() + 1 || Bytes == 0)
    return false;
  for (int Draw = 0; Draw < LaneDraws; ++Draw) {
    LaneEvaluator Eval(U, Body, Draw);
    LaneWords Flat = allLanes(0);
    for (size_t D = 0; D < Indices.size(); ++D) {
      std::optional<LaneWords> Index = Eval.of(Indices[D], 0);
      if (!Index)
        return false;
      const long long Size = D == 0 ? 1 : Inner[D - 1];
      for (int L = 0; L < 32; ++L)
        Flat[L] = Flat[L] * Size + (*Index)[L];
    }
    if (!banksApart(Flat, Bytes))
      return false;
  }
  return true;
}

} // namespace limiter
