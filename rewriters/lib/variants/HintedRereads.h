// Reads of one element that nvcc makes one load and a hinted load would make several: see
// HintedRereads.cpp.

#ifndef LIMITER_REWRITERS_VARIANTS_HINTEDREREADS_H
#define LIMITER_REWRITERS_VARIANTS_HINTEDREREADS_H

#include "variants/RuleContext.h"

#include <vector>

namespace limiter {

/// The loads of one element that one hinted load can serve: First runs unconditionally in
/// statement Position of Block, and each of Again lies in that statement or a later one of
/// Block, reading the same element.
struct HintedReread {
  const clang::Expr *First = nullptr;
  std::vector<const clang::Expr *> Again;
  const clang::CompoundStmt *Block = nullptr;
  unsigned Position = 0;
};

/// Of Loads (plain global reads of M, in the order M has them), the groups that read one
/// element of a kernel's `__restrict__` pointer parameter that the kernel only ever
/// subscripts and never writes through, at an index of integer variables that Block only
/// reads, declared before the first read's statement (`temp[i]` read at a kernel's top and
/// again after a loop). nvcc reads such an element once (the pointer's data cannot change
/// under it); a hinted load (`__ldcs`, `__ldg`: an `asm volatile`) is read as often as it is
/// written. None in a template's instantiation (whose text other instantiations share) or a
/// function with a goto (which could jump over the declaration that holds the value).
std::vector<HintedReread> hintedRereads(RuleContext &R, const FunctionModel &M,
                                        const std::vector<const clang::Expr *> &Loads);

} // namespace limiter

#endif
