// A stand-in for the toolkit's cooperative_groups/scan.h (see ../cooperative_groups.h).
#pragma once
#include "../cooperative_groups.h"

namespace cooperative_groups {
template <class G, class T> __device__ T inclusive_scan(const G &group, T &&value);
template <class G, class T, class Op>
__device__ auto inclusive_scan(const G &group, T &&value, Op &&op) -> decltype(op(value, value)) {
  return op(value, value);
}
template <class G, class T> __device__ T exclusive_scan(const G &group, T &&value);
template <class G, class T, class Op>
__device__ auto exclusive_scan(const G &group, T &&value, Op &&op) -> decltype(op(value, value)) {
  return op(value, value);
}
} // namespace cooperative_groups
