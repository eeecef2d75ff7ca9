// A macro call that keeps a rule from applying: the file that spells it and its offset.

#ifndef LIMITER_REWRITERS_MACROCALLSITE_H
#define LIMITER_REWRITERS_MACROCALLSITE_H

#include <string>

namespace limiter {

/// A macro call in the way of a rule: the file that spells it (absolute) and the offset of its
/// first character. Expanded in place, it lets the rule apply (Generate.cpp).
struct MacroCallSite {
  std::string File;
  unsigned Offset = 0;
  bool operator<(const MacroCallSite &O) const {
    return File < O.File || (File == O.File && Offset < O.Offset);
  }
};

} // namespace limiter

#endif
