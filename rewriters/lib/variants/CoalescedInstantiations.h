// What the coalesced what-if asks of a template kernel's other instantiations
// (CoalescedInstantiations.cpp): one text serves them all, so a loop's shift or a wider view
// is taken only where every instantiation takes the same. And the terms of an access's index
// in the array it reaches, which both ask.

#ifndef LIMITER_REWRITERS_VARIANTS_COALESCEDINSTANTIATIONS_H
#define LIMITER_REWRITERS_VARIANTS_COALESCEDINSTANTIATIONS_H

#include "variants/CoalescedAccesses.h"
#include "variants/CoalescedLoops.h"
#include "variants/RuleContext.h"

#include <memory>
#include <optional>
#include <vector>

namespace limiter {

/// The terms of Access's index in the array it reaches: its own, and where it goes through a
/// lane's row pointer (Root), the row's offset.
std::vector<const clang::Expr *> termsInArray(const IndexedAccess &Access,
                                              const std::optional<RowRoot> &Root);

/// Another instantiation of a template kernel, and its loops' shifts.
struct OtherInstantiation {
  const FunctionModel *Model = nullptr;
  std::unique_ptr<CoalescedShifts> Shifts;
};

/// The indexed access of Model at the place of A (an instantiation's copy of the same text),
/// or none; not a structural load.
std::optional<IndexedAccess> counterpartAccess(const FunctionModel &Model, const AccessSite &A);

/// Whether every other instantiation takes the same shift for its copy of access A, Mine,
/// written as the same text (its lane stride and its loop's step are numbers of the
/// instantiation's): one text then serves them all. Through a reference binding, not asked.
bool everyInstantiationAgrees(const CoalescedShifts::Shift &Mine, const AccessSite &A,
                              const clang::Expr *Binding, std::vector<OtherInstantiation> &Others,
                              clang::ASTContext &Ctx);

/// Whether every other instantiation (none known: no) sees its copy of access A as a wider
/// view Scale elements wide.
bool everyInstantiationViews(const AccessSite &A, long long Scale,
                             const std::vector<OtherInstantiation> &Others, clang::ASTContext &Ctx);

} // namespace limiter

#endif
