// The names of the variants and of their statuses (limiter/rewriters/Variants.h).

#include "limiter/rewriters/Variants.h"

#include "limiter/support/WhatIfs.h"

namespace limiter {

std::string_view toString(VariantKind Kind) {
  switch (Kind) {
  case VariantKind::Full:
    return "full";
  case VariantKind::Mem:
    return "mem";
  case VariantKind::Store:
    return "store";
  case VariantKind::Math:
    return "math";
  case VariantKind::Skeleton:
    return "skeleton";
  case VariantKind::NoBarrier:
    return "nobarrier";
  case VariantKind::NoBankConflict:
    return "nobankconflict";
  case VariantKind::NoDivergence:
    return "nodivergence";
  case VariantKind::Coalesced:
    return "coalesced";
  case VariantKind::ReadOnly:
    return "readonly";
  case VariantKind::Streaming:
    return "streaming";
  case VariantKind::Wider:
    return "wider";
  case VariantKind::SharedOccupancy:
    return "sharedoccupancy";
  case VariantKind::FloatLiterals:
    return "floatliterals";
  case VariantKind::BlockSize:
    return "blocksize";
  case VariantKind::FastMath:
    return "fastmath";
  case VariantKind::Intrinsics:
    return "intrinsics";
  case VariantKind::Ftz:
    return "ftz";
  case VariantKind::ApproxDiv:
    return "approxdiv";
  case VariantKind::ApproxSqrt:
    return "approxsqrt";
  }
  return "full";
}

bool isWhatIf(VariantKind Kind) { return whatIfInfo(std::string(toString(Kind))) != nullptr; }

std::string nothingToRemove(VariantKind Kind) {
  if (Kind == VariantKind::NoBankConflict)
    return "the kernel has no shared array it can lay out anew (a tile with rows of an even "
           "number of bank words to pad, a one-dimensional array of more than one row of "
           "banks to skew, or dynamic shared memory, used only by subscript: its `extern` "
           "array, or a pointer that starts where it starts) whose accesses meet in a bank "
           "(each access whose lanes lie one element, or an odd number of bank words, apart "
           "meets the banks apart already, as does one whose lanes' indices, evaluated, fall "
           "in distinct banks: a swizzle)";
  if (Kind == VariantKind::NoDivergence)
    return "the kernel has no branch that picks its threads by a stride of the thread index "
           "(`t % m == r`, `(t + c) % m == r` with c a constant, `(t & (m - 1)) == 0`, "
           "`t % 2 != 0`, t threadIdx.x, the block's linear thread id or "
           "`block.thread_rank()`, or a local holding one; not threadIdx.y alone; a warp "
           "tile's `warp.thread_rank()` where m divides the tile's size; or on a local set "
           "once to such a remainder, `odd = t & 1` then `if (odd)`) whose work it could give "
           "to whole warps";
  if (Kind == VariantKind::Coalesced)
    return "the kernel has no global access written `p[i]` that it could re-index, other than "
           "ones coalesced already (lanes one element apart, `p[base + threadIdx.x]` or a "
           "grid-stride loop's `p[i]`, or one element a warp, `p[warp]`, or the whole block "
           "shares)";
  if (Kind == VariantKind::Wider)
    return "the kernel has no neighbouring narrow global accesses of a lane to merge (two or "
           "four reads, or plain stores, `p[e + c]` of one pointer parameter, or of a row "
           "pointer that starts at one, `row = p + e`, in one block, or `p[e + i]` in each "
           "iteration of a loop of two or four over i; e a provable multiple of the vector's "
           "width)";
  if (Kind == VariantKind::SharedOccupancy)
    return "the kernel has no static shared array of more than 8 KiB, nor dynamic shared "
           "memory, used only by subscript, to fold onto a smaller one";
  if (Kind == VariantKind::FloatLiterals)
    return "the kernel has no unsuffixed floating literal that turns single-precision "
           "arithmetic into double (`x * 0.5` with x a float, its value going back to a "
           "float), nor a double local that holds float data (`double s = 0; s += x[i];`, "
           "its value going back to a float), nor `pow(x, 2)` of a float and an integer, "
           "which nvcc computes in double";
  if (Kind == VariantKind::ReadOnly)
    return "the kernel has no global load that the read-only path could take: none of data "
           "it does not write through the same pointer, of a type with cache hints";
  if (Kind == VariantKind::Streaming)
    return "the kernel has no global access that a cache hint could take";
  return "the kernel has no " + whatIfCost(Kind) + " to remove";
}

bool isFlagWhatIf(VariantKind Kind) { return !whatIfGuard(Kind).empty(); }

std::string whatIfGuard(VariantKind Kind) {
  const WhatIfInfo *Info = whatIfInfo(std::string(toString(Kind)));
  return Info ? Info->Guard : "";
}

std::string variantTitle(VariantKind Kind) {
  switch (Kind) {
  case VariantKind::Full:
    return "full variant";
  case VariantKind::Skeleton:
    return "skeleton variant";
  case VariantKind::NoBarrier:
    return "no-barriers what-if";
  case VariantKind::NoBankConflict:
    return "no-bank-conflicts what-if";
  case VariantKind::NoDivergence:
    return "no-divergence what-if";
  case VariantKind::Coalesced:
    return "coalesced what-if";
  case VariantKind::ReadOnly:
    return "read-only-loads what-if";
  case VariantKind::Streaming:
    return "streaming what-if";
  case VariantKind::Wider:
    return "wider-accesses what-if";
  case VariantKind::SharedOccupancy:
    return "shared-occupancy what-if";
  case VariantKind::FloatLiterals:
    return "single-precision-literals what-if";
  case VariantKind::BlockSize:
    return "block-size what-if";
  case VariantKind::FastMath:
    return "fast-math what-if";
  case VariantKind::Intrinsics:
    return "fast-math-functions what-if";
  case VariantKind::Ftz:
    return "flush-to-zero what-if";
  case VariantKind::ApproxDiv:
    return "approximate-division what-if";
  case VariantKind::ApproxSqrt:
    return "approximate-square-root what-if";
  default:
    return std::string(toString(Kind)) + "-only variant";
  }
}

std::string whatIfCost(VariantKind Kind) {
  const WhatIfInfo *Info = whatIfInfo(std::string(toString(Kind)));
  return Info ? Info->Cost : "";
}

bool takesFlag(VariantKind Kind) {
  return Kind == VariantKind::Math || Kind == VariantKind::Store || Kind == VariantKind::Skeleton;
}

std::string_view toString(VariantStatus Status) {
  switch (Status) {
  case VariantStatus::Ok:
    return "ok";
  case VariantStatus::Conservative:
    return "conservative";
  case VariantStatus::Absent:
    return "absent";
  }
  return "ok";
}

} // namespace limiter
