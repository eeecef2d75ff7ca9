// What a helper's calls tell of its parameters, for the no-divergence what-if: a block's tree
// in a `__device__` helper that takes the thread's index and the kernel's shared row
// (`treeSum(buf, tid)`) has its strided branches where the kernel hands them over.

#ifndef LIMITER_REWRITERS_HELPERPARAMS_H
#define LIMITER_REWRITERS_HELPERPARAMS_H

#include "clang/AST/Decl.h"

#include <set>

namespace limiter {

struct FunctionModel;
class RuleContext;

/// The parameters of a helper (not a kernel) that every call of it gives alike, over every
/// instantiation of its template (they share one text). Only calls made by a kernel itself
/// count, each one made by every thread of the block alike (under no condition of the
/// thread's own, in a kernel that never leaves early on one): a role then runs only where its
/// thread came too. A helper any other function calls, or none, has no thread index or row.
struct HelperParams {
  /// Given threadIdx.x, or a local holding it, by every call.
  std::set<const clang::ParmVarDecl *> ThreadIndex;
  /// Given a static one-dimensional `__shared__` array of the caller, whole (its first
  /// element), by every call, where the caller decides no work by its values.
  std::set<const clang::ParmVarDecl *> SharedRows;
  /// Every other parameter of a helper, unless every call gives it a value the same in the
  /// whole block: a helper reached otherwise, or not at all, has all of them here.
  std::set<const clang::ParmVarDecl *> Varying;
  /// Whether a calling kernel reads threadIdx or blockDim's y or z: its blocks have rows.
  bool CallersReadRows = false;
  /// Whether every thread of the block reaches the function alike: a kernel, or a helper every
  /// call of which the kernel makes outside conditions of the thread's own (no exit on one
  /// before it either).
  bool CalledUniformly = false;
};

HelperParams helperParams(const FunctionModel &Helper, const RuleContext &R);

} // namespace limiter

#endif
