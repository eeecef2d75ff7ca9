// Where a branch on a stride of the thread index is, as text the no-divergence what-if
// rewrites (its Site), and the split's edits (BranchSites.cpp): a branch's arm handed to the
// block's first threads, an else-if chain's or a switch's arms to runs of them. The roles'
// edits and the rule itself are NoDivergenceRule.cpp's.

#ifndef LIMITER_REWRITERS_VARIANTS_BRANCHSITES_H
#define LIMITER_REWRITERS_VARIANTS_BRANCHSITES_H

#include "variants/RuleContext.h"
#include "variants/StridedBranches.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// The branch's test and where its pieces are in the source.
struct Site {
  const clang::IfStmt *If; ///< null for a switch
  const StrideTest &Test;
  TextRange Cond, Then, Tested;
  std::string Index, Threads, StrideArgs;
  bool ReadsRows; ///< the kernel reads threadIdx or blockDim's y or z: its blocks have rows
  /// The stride's argument (`(m)`, `lim::mask_stride(k)`), and the residue an offset's text
  /// (`(r)`, a case label) picks under the test's shift or grid index.
  std::string StrideArg, Residue;
  std::function<std::string(const std::string &)> ResidueOf;
  /// For a test on the grid's index, whether the block starts at zero or past it (`(long
  /// long)(i) - (long long)(t) >= 0`), the residues then each a stride's; else empty.
  std::string GridStart;
};

/// The text a branch's rewrite writes: its condition, body and test, the thread index and the
/// block's threads the roles or the split count, and the stride's arguments (its residue
/// shifted for `(t + c) % m` and for the grid's index). None where a part is not text the
/// what-if can rewrite, or a grid index's thread index is named again where the branch is.
std::optional<Site> siteOf(RuleContext &R, const clang::Stmt *Branch, const StrideTest &Test,
                           const Uniformity &U, const BodyNodes &Body, bool ReadsRows);

/// The split: as many threads as the stride picks, the block's first (its last for a negated
/// test), take the arm, each with its own index and values; the others take the else. Where
/// the stride is no stride at run time, the branch is asked as it was.
bool applySplit(RuleContext &R, const Site &S);

/// Splits an else-if chain whose first link's site is First, each arm's threads a run of the
/// block's first (lim::stride_run), or keeps it and says why where its links name the thread
/// index otherwise.
void splitChain(RuleContext &R, const Site &First,
                const std::vector<std::pair<const clang::IfStmt *, StrideTest>> &Chain,
                const Uniformity &U, const BodyNodes &Body, bool ReadsRows);

/// The split of a switch on a remainder of the thread index (see BranchSites.cpp); false, and
/// nothing edited, where a label is too large to leave a value past it.
bool applySwitch(RuleContext &R, const clang::SwitchStmt *Switch, const Site &S);

} // namespace limiter

#endif
