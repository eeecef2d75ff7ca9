// A stand-in for the toolkit's cooperative_groups/reduce.h (see ../cooperative_groups.h).
#pragma once
#include "../cooperative_groups.h"

namespace cooperative_groups {
template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct greater {
  __device__ T operator()(T a, T b) const { return a > b ? a : b; }
};
template <class G, class T, class Op>
__device__ auto reduce(const G &group, T &&value, Op &&op) -> decltype(op(value, value)) {
  return op(value, value);
}
} // namespace cooperative_groups
