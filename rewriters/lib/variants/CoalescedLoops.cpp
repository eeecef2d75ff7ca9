// The coalesced what-if's loop shift: where an access `p[e + u]` runs in every iteration of a
// loop, e the lane's own and unchanged by the loop, u the same in every lane (the loop's
// counter), lim::coalesced(p, e + u) is e + u + lim::coalesced_shift(p, e): the shift, a few
// warp instructions, is taken once before the loop. The what-if's time then lacks the cost of
// re-indexing each access, which in a tight loop (a row per thread, two loads an FMA) was
// more than the scattered accesses' own (the H200: a matrix-vector product's what-if ran at
// twice full's time). Where the loop's counter alone moves the index (`p[e + j]`, j from a
// start to an end the loop does not change), lim::coalesced_loop also keeps the iterations'
// runs as far apart as full's bytes need: a row a lane, or a few neighbouring elements each,
// would otherwise read over the same elements again in every iteration (fewer bytes than full).

#include "variants/CoalescedLoops.h"

#include "ast/IndexArithmetic.h"
#include "ast/StatementPlace.h"

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

} // namespace limiter
