// The global accesses the coalesced what-if plans (CoalescedSites.cpp): each access of a
// function's model, and those used through a local reference bound to an element (`Particle &q
// = p[i]; q.x`), each member on its own or the binding once in their place.

#ifndef LIMITER_REWRITERS_VARIANTS_COALESCEDSITES_H
#define LIMITER_REWRITERS_VARIANTS_COALESCEDSITES_H

#include "variants/RuleContext.h"

#include <vector>

namespace limiter {

/// An access to plan, and where it is a member used through a local reference (`q.x` after
/// `Particle &q = p[i]`), the reference's binding, whose array and index it takes.
struct ToPlan {
  AccessSite Site;
  const clang::Expr *Binding = nullptr;
};

/// The accesses to plan. Those through a local reference: where each is a member the what-if
/// narrows (narrowMember) and the binding's text can be written again at each, every member
/// on its own, from the binding's array and index, as if written `p[i].x`; else the binding
/// once in their place (its initialiser re-indexed, every use with it), read and written as
/// they are together, and kept where any of them decides the work.
std::vector<ToPlan> sitesToPlan(const FunctionModel &M, RuleContext &R, bool OwnText);

} // namespace limiter

#endif
