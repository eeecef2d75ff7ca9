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
#include "variants/CompactIndex.h"
#include "variants/LaneStride.h"
#include "variants/LoopStart.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

#include "clang/AST/Attr.h"

#include <algorithm>
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
                                 const Uniformity &U, const RuleContext &R) {
  const ForStmt *Loop = loopAround(Access, U.context());
  if (!Loop || !runsAlike(Loop, U) || !placeable(Loop, R))
    return nullptr;
  for (const Expr *Term : Varying)
    if (!invariantIn(Term, Loop, U.context()))
      return nullptr;
  return Loop;
}

std::optional<CountedLoop> counterAdded(const ForStmt *Loop,
                                        const std::vector<const Expr *> &Uniform, ASTContext &Ctx) {
  // A step of more than one (`r += ROWS`: a tile's rows, a pass a few rows apart) keeps its
  // runs apart too: they are spread over the counter's whole range, as if every value of it
  // were met, so that the iterations' runs never overlap where full's elements do not.
  std::optional<CountedLoop> Counted = countedLoop(Loop, Ctx, /*AnyStep=*/true);
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

CoalescedShifts::CoalescedShifts(RuleContext &R, const FunctionModel &M)
    : R(R), Body(M.Function->getBody()) {
  if (!M.Function->hasAttr<CUDAGlobalAttr>())
    return;
  Own = std::make_unique<Uniformity>(M.Function, R.Ctx);
  const FunctionDecl *Pattern = M.Function->getTemplateInstantiationPattern();
  if (!Pattern || kernelInstantiations(R.Models, Pattern).size() <= 1)
    U = Own.get();
}

CoalescedShifts::Shift CoalescedShifts::shiftOf(const Expr *Access, const Expr *Array,
                                                const std::vector<const Expr *> &Terms) {
  if (!Own || !Own->isUniform(Array))
    return {};
  // A goto could jump past the declaration before the loop.
  if (hasGoto(Body))
    return {};
  auto [Varying, Uniform] = split(Terms);
  // The innermost loop's, or, where the lane-dependent terms move alike in every lane with
  // the counters of the loops around the access, the outermost such loop's (LoopStart.h).
  const ForStmt *Inner = loopToShiftBefore(Access, {}, *Own, R);
  if (!Inner)
    return {};
  const bool Invariant = std::all_of(Varying.begin(), Varying.end(),
                                     [&](const Expr *T) { return invariantIn(T, Inner, R.Ctx); });
  // Where the counter alone moves the index and its range is known, the iterations' runs
  // keep full's bytes apart (lim::coalesced_runs); else each starts from the warp's lowest.
  std::optional<CountedLoop> Counted =
      Invariant ? counterAdded(Inner, Uniform, R.Ctx) : std::nullopt;
  std::vector<const Expr *> Range;
  if (Counted)
    Range = {Counted->First, Counted->End};
  // The array a pointer variable, or a member of a struct parameter only read (`a.in`): the
  // same array in every iteration of the loop the shift goes before.
  const Expr *Root = Array->IgnoreParenImpCasts();
  for (const auto *Member = dyn_cast<MemberExpr>(Root); Member && !Member->isArrow();
       Member = dyn_cast<MemberExpr>(Root))
    Root = Member->getBase()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Root);
  const auto *Pointer = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  const bool Whole = Root != Array->IgnoreParenImpCasts();
  std::optional<TextRange> Site = R.Edits.rangeOf(Access->getSourceRange());
  std::optional<TextRange> ArrayText = R.Edits.rangeOf(Array->getSourceRange());
  if (!Pointer || !Site || !ArrayText)
    return {};
  auto SameArray = [&](const ForStmt *Loop) {
    return R.pragmasOf(Loop) &&
           (Whole ? isa<ParmVarDecl>(Pointer) && Own->isUniformVar(Pointer)
                  : onlyRead(Pointer, Loop, R.Ctx)) &&
           R.Ctx.getSourceManager().isBeforeInTranslationUnit(Pointer->getLocation(),
                                                              Loop->getBeginLoc());
  };
  std::optional<HoistedIndex> Hoisted = hoistIndex(Inner, Varying, Range, Body, *Own, R, SameArray);
  // Else the innermost loop's, where the lane-dependent terms keep their values as written
  // and no alias could change them unseen.
  auto Unaliased = [&](const Expr *E) {
    std::set<const ValueDecl *> Vars;
    if (!plainArithmetic(E, Vars))
      return false;
    return std::all_of(Vars.begin(), Vars.end(), [&](const ValueDecl *D) {
      const auto *V = dyn_cast<VarDecl>(D);
      return V && neverAliased(V, Body, R.Ctx);
    });
  };
  if (!Hoisted && Invariant && SameArray(Inner) &&
      std::all_of(Varying.begin(), Varying.end(), Unaliased) &&
      std::all_of(Range.begin(), Range.end(), Unaliased))
    if (std::optional<std::string> Sum = textOf(Varying, " + "))
      Hoisted = HoistedIndex{Inner, *Sum};
  if (!Hoisted)
    return {};
  const ForStmt *Loop = Hoisted->Loop;
  // Its lanes a known stride apart: the run from the stride (lim::warp_run_linear).
  const std::optional<long long> Stride = laneStride(Varying, *Own, Body);
  const std::string Linear = Stride ? "_linear" : "";
  const std::string K = Stride ? ", " + std::to_string(*Stride) : "";
  std::string Call = "lim::coalesced_shift" + Linear + "(" + Hoisted->Index + K + ")", At;
  if (Counted) {
    const Expr *Counter = *std::find_if(Uniform.begin(), Uniform.end(), [&](const Expr *T) {
      return refersTo(T, Counted->Counter);
    });
    std::optional<std::string> First = textOf({Counted->First}, ""),
                               End = textOf({Counted->End}, ""), Now = textOf({Counter}, "");
    if (First && End && Now) {
      std::string Past = Counted->Inclusive ? *End + " + 1" : *End;
      // A longer step's runs end past its last value, not its bound: none reaches further
      // than full's highest element.
      if (Counted->Step > 1) {
        // A step a template's argument gives is written as it is, so that instantiations of
        // other steps take the same text (each its own step: every one's is checked).
        std::optional<std::string> StepText =
            Counted->StepText && dependsOnTemplate(Counted->StepText)
                ? textOf({Counted->StepText}, "")
                : std::nullopt;
        const std::string S = StepText ? *StepText : std::to_string(Counted->Step);
        Past = *First + " + ((" + Past + ") - " + *First + " - 1) / " + S + " * " + S + " + 1";
      }
      Call = "lim::coalesced_runs" + Linear + "(" + Hoisted->Index + K + ", " + *First + ", " +
             Past + ")";
      At = ".at(" + *Now + ")";
    }
  }
  auto It = Names.try_emplace({Loop, Call}, "lim_shift_" + std::to_string(R.siteOf(*Site))).first;
  return {It->second + At, "const auto " + It->second + " = " + Call + "; ", Loop, !At.empty()};
}

std::optional<long long> CoalescedShifts::strideOf(const std::vector<const Expr *> &Terms) const {
  return U ? laneStride(Terms, *U, Body) : std::nullopt;
}

std::pair<std::vector<const Expr *>, std::vector<const Expr *>>
CoalescedShifts::split(const std::vector<const Expr *> &Terms) const {
  std::vector<const Expr *> All, Varying, Uniform;
  for (const Expr *T : Terms)
    additiveTerms(T, All);
  for (const Expr *T : All)
    (Own->isUniform(T) ? Uniform : Varying).push_back(T);
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
  // Put on one line before the loop: a line comment would swallow the rest of it, and a
  // preprocessor line would no longer begin its line.
  if (Out.find("//") != std::string::npos || Out.find('#') != std::string::npos)
    return std::nullopt;
  std::replace(Out.begin(), Out.end(), '\n', ' ');
  return Out;
}

} // namespace limiter
