// Read-only loads (a what-if): a copy of full whose global loads go through the non-coherent
// read-only path (`__ldg(&(p[i]))`), and nothing else. A load of data the kernel does not
// write returns the same value either way: its results are full's unless the kernel reads
// what it writes; its time is what the coherent path costs. nvcc already takes the read-only
// path where it can prove the data are not written (a `const T *__restrict__` parameter of
// the kernel): such loads are kept as written, since a hinted load (an `asm volatile`) is
// never merged with another read of the same element, nor hoisted from a loop, as nvcc's own
// are; where every load is such, the what-if compiles to full's and is not applicable.

#include "variants/CacheHints.h"

namespace limiter {

void applyReadOnlyRule(RuleContext &R, const FunctionModel &M) {
  hintLoads(R, M, "__ldg", "global_loads_read_only", /*SkipReadOnly=*/true);
}

} // namespace limiter
