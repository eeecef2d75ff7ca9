// AccessSummary's access kind and merge (PointerAccess.h); the walk itself is in RootWalk.cpp.

#include "model/PointerAccess.h"

using namespace clang;

namespace limiter {

MemoryAccess AccessSummary::access() const {
  switch (Bits & (AccessRead | AccessWrite)) {
  case AccessRead:
    return MemoryAccess::Read;
  case AccessWrite:
    return MemoryAccess::Write;
  case AccessRead | AccessWrite:
    return MemoryAccess::ReadWrite;
  default:
    return MemoryAccess::None;
  }
}

void AccessSummary::merge(const AccessSummary &Other, const std::string &Via) {
  Bits |= Other.Bits;
  for (const std::string &U : Other.Uncertainties)
    Uncertainties.push_back(Via.empty() ? U : Via + ": " + U);
}

} // namespace limiter
