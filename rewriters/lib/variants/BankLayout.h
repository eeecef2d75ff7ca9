// How a what-if lays shared memory out anew so that the lanes of a warp that meet in one bank
// meet in different banks, each element keeping a place of its own (BankLayout.cpp). The
// no-bank-conflicts what-if lays out every shared array so; the no-divergence what-if those
// its roles reach, where whole warps take the strided steps full's few lanes took.

#ifndef LIMITER_REWRITERS_VARIANTS_BANKLAYOUT_H
#define LIMITER_REWRITERS_VARIANTS_BANKLAYOUT_H

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <functional>
#include <set>
#include <vector>

namespace limiter {

class RuleContext;
struct FunctionModel;

/// The shared memory a what-if lays out: the function's static arrays Static picks, and its
/// dynamic shared memory where Dynamic.
struct BankScope {
  std::function<bool(const clang::VarDecl *)> Static;
  bool Dynamic = true;
  /// Accesses left as they are (the no-divergence what-if's own indices, on consecutive words
  /// already: a skew would split their run across two rows of banks).
  std::set<const clang::ArraySubscriptExpr *> Leaves = {};
  /// Only the memory some access of a warp meets in one bank as written: an array whose every
  /// access is known to meet the banks apart (conflictFreeAsWritten) keeps its layout.
  bool OnlyConflicting = false;
  /// Whether a static one-dimensional array's views at a fixed offset (`float *row =
  /// &s[r * 64]`, only subscripted: OffsetViews.h) are laid out with it, where otherwise the
  /// array keeps its layout.
  bool Views = false;
};

/// Whether a read of shared memory through one of Names decides an address, a branch or a
/// trip count in M's function (AccessSite::Structural): an index that moves it to another
/// element would change the kernel's work, not only its banks.
bool sharedValuesDecideWork(const FunctionModel &M,
                            const std::vector<const clang::VarDecl *> &Names);

/// Lays out the shared memory of M's function that Scope names: an array of two or more
/// dimensions has its rows padded, a static one-dimensional array is skewed, dynamic shared
/// memory is swizzled by whole rows; what cannot be laid out is kept, and said.
void layOutBanks(RuleContext &R, const FunctionModel &M, const BankScope &Scope);

} // namespace limiter

#endif
