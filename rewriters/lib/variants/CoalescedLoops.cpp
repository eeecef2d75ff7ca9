// The coalesced what-if's loop shift: where an access `p[e + u]` runs in every iteration of a
// loop, e the lane's own and unchanged by the loop, u the same in every lane (the loop's
// counter), lim::coalesced(p, e + u) is e + u + lim::coalesced_shift(e): the shift, a few
// warp instructions, is taken once before the loop. The what-if's time then lacks the cost of
// re-indexing each access, which in a tight loop (a row per thread, two loads an FMA) was
// more than the scattered accesses' own (the H200: a matrix-vector product's what-if ran at
// twice full's time). Where the loop's counter alone moves the index (`p[e + j]`, j from a
// start to an end the loop does not change), lim::coalesced_runs also keeps the iterations'
// runs as far apart as full's bytes need: a row a lane, or a few neighbouring elements each,
// would otherwise read over the same elements again in every iteration (fewer bytes than full).
// An index that moves with the counter alike in every lane (`4 * (p + j)`, `(row + k) * n`)
// takes its shift, or its block's run, once before the loop too, taken at the counter's
// start: every lane's index moves by the same amount, and the warp's run keeps its shape (on
// the H200, a blur's run taken in each of its nine iterations made the what-if twice as slow
// as full).

#include "variants/CoalescedLoops.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/Attr.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace clang;

namespace limiter {

void additiveTerms(const Expr *E, std::vector<const Expr *> &Out) {
  const auto *Sum = dyn_cast<BinaryOperator>(E->IgnoreParens());
  if (Sum && Sum->getOpcode() == BO_Add && Sum->getType()->isIntegerType() &&
      Sum->getLHS()->getType()->isIntegerType() && Sum->getRHS()->getType()->isIntegerType()) {
    additiveTerms(Sum->getLHS(), Out);
    additiveTerms(Sum->getRHS(), Out);
    return;
  }
  Out.push_back(E);
}

const ForStmt *loopToShiftBefore(const Expr *Access, const std::vector<const Expr *> &Varying,
                                 const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const ForStmt *Loop = loopAround(Access, Ctx);
  if (!Loop || !U.isUniform(Loop->getCond()) || !U.isUniform(Loop->getInc()) ||
      leavesEarly(Loop->getBody()))
    return nullptr;
  // A declaration before it (and its `#pragma unroll`) must be a statement of a block, and
  // not of a switch's, whose later cases would jump past it.
  DynTypedNodeList Parents = Ctx.getParents(*Loop);
  if (!Parents.empty() && Parents[0].get<AttributedStmt>())
    Parents = Ctx.getParents(*Parents[0].get<AttributedStmt>());
  if (Parents.empty() || !Parents[0].get<CompoundStmt>() || insideSwitch(Loop, Ctx) ||
      U.exitsDivergently(Loop))
    return nullptr;
  for (const Expr *Term : Varying)
    if (!invariantIn(Term, Loop, Ctx))
      return nullptr;
  return Loop;
}

std::optional<CountedLoop> counterAdded(const ForStmt *Loop,
                                        const std::vector<const Expr *> &Uniform, ASTContext &Ctx) {
  std::optional<CountedLoop> Counted = countedLoop(Loop, Ctx);
  if (!Counted || Counted->First->HasSideEffects(Ctx) || !invariantIn(Counted->End, Loop, Ctx))
    return std::nullopt;
  unsigned Counters = 0;
  for (const Expr *Term : Uniform) {
    if (refersTo(Term, Counted->Counter))
      ++Counters;
    else if (!invariantIn(Term, Loop, Ctx))
      return std::nullopt;
  }
  if (Counters != 1)
    return std::nullopt;
  return Counted;
}

namespace {

/// Loop's own counter where it is the same in every lane in every iteration: declared alone
/// in Loop's init, of a built-in integer type, started without side effects alike in every
/// lane, stepped alike, read only by the body and a condition free of side effects.
const VarDecl *uniformCounter(const ForStmt *Loop, const Uniformity &U) {
  ASTContext &Ctx = U.context();
  const auto *Init = dyn_cast_or_null<DeclStmt>(Loop->getInit());
  const auto *Counter =
      Init && Init->isSingleDecl() ? dyn_cast<VarDecl>(Init->getSingleDecl()) : nullptr;
  if (!Counter || !Counter->getType().getCanonicalType()->isBuiltinType() ||
      !Counter->getType()->isIntegerType() || !Counter->isLocalVarDecl() ||
      Counter->isStaticLocal() || !Counter->getInit() ||
      Counter->getInitStyle() != VarDecl::CInit || !Loop->getCond() || !Loop->getInc())
    return nullptr;
  const Expr *Start = Counter->getInit();
  if (isa<InitListExpr>(Start->IgnoreImplicit()) || Start->HasSideEffects(Ctx) ||
      !U.isUniform(Start) || Loop->getCond()->HasSideEffects(Ctx) || !U.isUniform(Loop->getInc()) ||
      !onlyRead(Counter, Loop->getBody(), Ctx))
    return nullptr;
  return Counter;
}

/// Whether E reads Counter (E plain arithmetic).
bool reads(const Expr *E, const VarDecl *Counter) {
  std::set<const ValueDecl *> Vars;
  return !plainArithmetic(E, Vars) || Vars.count(Counter);
}

/// Whether E is A + B * Counter, A free of Counter and B the same in every lane: through
/// parentheses, integer conversions, sums, differences, products and left shifts by values
/// the same in every lane.
bool movesAlike(const Expr *E, const VarDecl *Counter, const Uniformity &U) {
  if (!reads(E, Counter))
    return true;
  E = E->IgnoreParens();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    return Ref->getDecl() == Counter;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    return Cast->getType()->isIntegerType() && Cast->getSubExpr()->getType()->isIntegerType() &&
           movesAlike(Cast->getSubExpr(), Counter, U);
  const auto *B = dyn_cast<BinaryOperator>(E);
  if (!B || !B->getType()->isIntegerType())
    return false;
  const Expr *L = B->getLHS(), *R = B->getRHS();
  switch (B->getOpcode()) {
  case BO_Add:
  case BO_Sub:
    return movesAlike(L, Counter, U) && movesAlike(R, Counter, U);
  case BO_Mul:
    if (!reads(L, Counter))
      return U.isUniform(L) && movesAlike(R, Counter, U);
    return !reads(R, Counter) && U.isUniform(R) && movesAlike(L, Counter, U);
  case BO_Shl:
    return !reads(R, Counter) && U.isUniform(R) && movesAlike(L, Counter, U);
  default:
    return false;
  }
}

/// E's original text with each reference to Counter replaced by Start; none where one lies in
/// a macro's expansion (its text is not E's own).
std::optional<std::string> textAtStart(const Expr *E, const VarDecl *Counter,
                                       const std::string &Start, const EditSet &Edits) {
  std::optional<TextRange> Whole = Edits.rangeOf(E->getSourceRange());
  if (!Whole)
    return std::nullopt;
  std::vector<TextRange> Refs;
  bool Own = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S); Ref && Ref->getDecl() == Counter) {
      std::optional<TextRange> At =
          Ref->getLocation().isMacroID() ? std::nullopt : Edits.rangeOf(Ref->getSourceRange());
      if (!At || At->Begin < Whole->Begin || At->End > Whole->End)
        Own = false;
      else
        Refs.push_back(*At);
    }
    for (const Stmt *Child : S->children())
      Walk(Child);
  };
  Walk(E);
  if (!Own)
    return std::nullopt;
  std::sort(Refs.begin(), Refs.end(),
            [](const TextRange &A, const TextRange &B) { return A.Begin < B.Begin; });
  std::string Out;
  unsigned At = Whole->Begin;
  for (const TextRange &Ref : Refs) {
    Out += Edits.original({At, Ref.Begin}) + Start;
    At = Ref.End;
  }
  return Out + Edits.original({At, Whole->End});
}

} // namespace

std::optional<std::string> indexAtLoopStart(const ForStmt *Loop,
                                            const std::vector<const Expr *> &Terms,
                                            const Uniformity &U, const EditSet &Edits) {
  ASTContext &Ctx = U.context();
  const SourceManager &SM = Ctx.getSourceManager();
  const VarDecl *Counter = uniformCounter(Loop, U);
  std::optional<TextRange> StartText =
      Counter ? Edits.rangeOf(Counter->getInit()->getSourceRange()) : std::nullopt;
  std::string Start;
  if (StartText)
    Start = "static_cast<" +
            Counter->getType().getCanonicalType().getUnqualifiedType().getAsString(
                Ctx.getPrintingPolicy()) +
            ">(" + Edits.original(*StartText) + ")";
  std::string Out;
  for (const Expr *T : Terms) {
    std::set<const ValueDecl *> Vars;
    if (!plainArithmetic(T, Vars))
      return std::nullopt;
    for (const ValueDecl *D : Vars) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (Counter && D == Counter)
        continue;
      if (!V || !SM.isBeforeInTranslationUnit(V->getLocation(), Loop->getBeginLoc()) ||
          !onlyRead(V, Loop, Ctx))
        return std::nullopt;
    }
    const bool Moves = Counter && Vars.count(Counter);
    if (Moves && (!StartText || !movesAlike(T, Counter, U)))
      return std::nullopt;
    std::optional<std::string> Text = textAtStart(T, Counter, Start, Edits);
    if (!Text)
      return std::nullopt;
    Out += (Out.empty() ? "(" : " + (") + *Text + ")";
  }
  std::replace(Out.begin(), Out.end(), '\n', ' ');
  if (Out.empty())
    return std::nullopt;
  return Out;
}

CoalescedShifts::CoalescedShifts(RuleContext &R, const FunctionModel &M) : R(R) {
  const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
  if (M.Function->hasAttr<CUDAGlobalAttr>() &&
      (!Pattern || kernelInstantiations(R.Models, Pattern).size() <= 1))
    U = std::make_unique<Uniformity>(M.Function, R.Ctx);
}

CoalescedShifts::Shift CoalescedShifts::shiftOf(const Expr *Access, const Expr *Array,
                                                const std::vector<const Expr *> &Terms) {
  if (!U || !U->isUniform(Array))
    return {};
  auto [Varying, Uniform] = split(Terms);
  // The lane-dependent terms keep their values through the loop, or move with its counter
  // alike in every lane (taken at the loop's start).
  const ForStmt *Loop = loopToShiftBefore(Access, {}, *U);
  const bool Invariant = std::all_of(Varying.begin(), Varying.end(), [&](const Expr *T) {
    return Loop && invariantIn(T, Loop, R.Ctx);
  });
  std::optional<std::string> Moving;
  if (Loop && !Invariant && !(Moving = indexAtLoopStart(Loop, Varying, *U, R.Edits)))
    Loop = nullptr;
  // The array a pointer variable, or a member of a struct parameter only read (`a.in`).
  const Expr *Root = Array->IgnoreParenImpCasts();
  for (const auto *Member = dyn_cast<MemberExpr>(Root); Member && !Member->isArrow();
       Member = dyn_cast<MemberExpr>(Root))
    Root = Member->getBase()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Root);
  const auto *Pointer = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  const bool Whole = Root != Array->IgnoreParenImpCasts();
  std::optional<TextRange> Site = R.Edits.rangeOf(Access->getSourceRange());
  std::optional<TextRange> ArrayText = R.Edits.rangeOf(Array->getSourceRange());
  if (!Loop || !Pointer || !Site || !ArrayText || !R.pragmasOf(Loop) ||
      (Whole ? !isa<ParmVarDecl>(Pointer) || !U->isUniformVar(Pointer)
             : !onlyRead(Pointer, Loop, R.Ctx)) ||
      !R.Ctx.getSourceManager().isBeforeInTranslationUnit(Pointer->getLocation(),
                                                          Loop->getBeginLoc()))
    return {};
  std::optional<std::string> Sum = Invariant ? textOf(Varying, " + ") : Moving;
  if (!Sum)
    return {};
  // Where the counter alone moves the index and its range is known, the iterations' runs
  // keep full's bytes apart (lim::coalesced_runs); else each starts from the warp's lowest.
  std::string Call = "lim::coalesced_shift(" + *Sum + ")", At;
  std::optional<CountedLoop> Counted =
      Invariant ? counterAdded(Loop, Uniform, R.Ctx) : std::nullopt;
  if (Counted) {
    const Expr *Counter = *std::find_if(Uniform.begin(), Uniform.end(), [&](const Expr *T) {
      return refersTo(T, Counted->Counter);
    });
    std::optional<std::string> Range = textOf({Counted->First, Counted->End}, ", ");
    std::optional<std::string> Now = textOf({Counter}, "");
    if (Range && Now) {
      Call = "lim::coalesced_runs(" + *Sum + ", " + *Range + (Counted->Inclusive ? " + 1)" : ")");
      At = ".at(" + *Now + ")";
    }
  }
  auto It = Names.try_emplace({Loop, Call}, "lim_shift_" + std::to_string(R.siteOf(*Site))).first;
  return {It->second + At, "const auto " + It->second + " = " + Call + "; ", Loop, !At.empty()};
}

std::pair<std::vector<const Expr *>, std::vector<const Expr *>>
CoalescedShifts::split(const std::vector<const Expr *> &Terms) const {
  std::vector<const Expr *> All, Varying, Uniform;
  for (const Expr *T : Terms)
    additiveTerms(T, All);
  for (const Expr *T : All)
    (U->isUniform(T) ? Uniform : Varying).push_back(T);
  return {Varying, Uniform};
}

std::optional<std::string> CoalescedShifts::textOf(const std::vector<const Expr *> &Parts,
                                                   const std::string &Between) const {
  std::string Out;
  for (const Expr *Part : Parts) {
    std::optional<TextRange> Range = R.Edits.rangeOf(Part->getSourceRange());
    if (!Range)
      return std::nullopt;
    Out += (Out.empty() ? "(" : Between + "(") + R.Edits.original(*Range) + ")";
  }
  std::replace(Out.begin(), Out.end(), '\n', ' ');
  return Out;
}

} // namespace limiter
