// No bank conflicts (a what-if): a copy of full whose shared arrays are laid out so that a
// warp's strided accesses land in different banks, and nothing else: rows of two-dimensional
// tiles padded, one-dimensional arrays skewed, dynamic shared memory swizzled by whole rows
// (BankLayout.cpp says how, and what keeps its layout).
// Every access stays on the same element of the same array, each element in a place of its
// own, only the layout changes, but for a one-dimensional array's index whose lanes lie a
// stride apart, which loses the stride instead (`s[2 * d * t + d]` reads `s[t + d]`, in bounds
// where it was: CompactIndex.h), as sequential addressing does, where a skew would add its
// own arithmetic to every access: there the elements differ, the accesses and their count do
// not. Its time is what the conflicts cost.
// An array whose every access puts a warp's neighbouring lanes one element, or an odd number
// of bank words, apart (`tile[threadIdx.y][threadIdx.x]`, `s[tid + d]`: BankStrides.h) keeps
// its layout: it has no conflict to remove, and a padded row would add arithmetic, and, where
// a warp spans two rows of a 16-wide block, a conflict of its own. The lanes' stride is read
// as for a warp in one row of its block: a 16-wide block over a 32-word row (two rows a warp,
// one bank) is taken for conflict-free.
// A pointer set once to a fixed offset into an array and only subscripted (`float *row =
// &strip[r * 64]`, `float *b = smem + 1024`) is laid out with it (OffsetViews.h). An array
// used other than by subscript (passed on whole, offset by what may change, an element's
// address taken other than for an atomic and for no view) keeps its layout, and the what-if
// says so.

#include "variants/BankLayout.h"
#include "variants/RuleContext.h"

namespace limiter {

void applyNoBankConflictRule(RuleContext &R, const FunctionModel &M) {
  layOutBanks(R, M, {[](const clang::VarDecl *) { return true; }, true, {}, true, true});
}

} // namespace limiter
