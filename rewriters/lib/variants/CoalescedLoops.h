// The coalesced what-if's cheaper forms (CoalescedLoops.cpp): an access whose index is the same
// in every lane needs no re-indexing, and one in a loop whose lane-dependent part does not
// change in the loop, or moves with its counter alike in every lane, takes the warp's shift
// once, before the loop, instead of once per access.

#ifndef LIMITER_REWRITERS_VARIANTS_COALESCEDLOOPS_H
#define LIMITER_REWRITERS_VARIANTS_COALESCEDLOOPS_H

#include "variants/RuleContext.h"

#include "ast/StatementPlace.h"
#include "ast/ThreadUniformity.h"

#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// E's additive terms, through parentheses and sums of integers: `row * n + k` gives `row * n`
/// and `k`.
void additiveTerms(const clang::Expr *E, std::vector<const clang::Expr *> &Out);

/// The loop before which an access's warp shift can be computed once, or null: the innermost
/// `for` loop around the access, a statement of a block with its pragmas known (placeable,
/// LoopStart.h), whose condition and step are the same in every thread of the block (U) and
/// whose body the access runs in unconditionally, with no way out of an iteration but its end
/// (no break, continue, return or goto; runsAlike): every lane that enters the loop then
/// reaches the access in every iteration, with the mask it entered with.
/// Each of Varying (the index's terms that are not uniform) must keep its value in the loop:
/// plain arithmetic of variables declared before it and not written in it.
const clang::ForStmt *loopToShiftBefore(const clang::Expr *Access,
                                        const std::vector<const clang::Expr *> &Varying,
                                        const Uniformity &U, const RuleContext &R);

/// Loop's counted form (StatementPlace.h) where the only term of an access's index that Loop
/// changes, of its Uniform terms (those the same in every lane), is Loop's counter, added
/// once (`p[e + j]`), and the counter's start has no side effects and its end keeps its value
/// through the loop: the lanes' indices then move through `end - start` elements alike.
std::optional<CountedLoop> counterAdded(const clang::ForStmt *Loop,
                                        const std::vector<const clang::Expr *> &Uniform,
                                        clang::ASTContext &Ctx);

/// What the coalesced what-if knows of one function's lanes (in a kernel, whose parameters are
/// the same in every thread; a helper's may not be): which arrays every lane shares, which
/// accesses read the same element in every lane, and where an access's warp shift can be
/// taken once, before its loop. One text of a template's serves instantiations that may
/// disagree on what is uniform: the first two are told for a kernel of one instantiation
/// only; a loop's shift in any kernel, the caller holding it to the one every other
/// instantiation takes (oneText()).
class CoalescedShifts {
public:
  CoalescedShifts(RuleContext &R, const FunctionModel &M);

  /// Whether every lane of the block indexes the same Array (a kernel's pointer parameter).
  bool sameArray(const clang::Expr *Array) const { return U && U->isUniform(Array); }
  /// What is the same in every lane, in a kernel of one instantiation; null elsewhere.
  const Uniformity *uniformity() const { return U; }
  /// What is the same in every lane of this instantiation, in a kernel; null elsewhere.
  const Uniformity *own() const { return Own.get(); }
  /// Whether this is a kernel whose text serves one instantiation (or none: no template).
  bool oneText() const { return U != nullptr; }
  /// Whether an access of Array (the same in every lane) at the sum of Terms reads the same
  /// element in every lane: it is coalesced as it is (one broadcast), and coalesced() would
  /// give it back unchanged.
  bool sameInEveryLane(const clang::Expr *Array,
                       const std::vector<const clang::Expr *> &Terms) const {
    return U && U->isUniform(Array) && split(Terms).first.empty();
  }

  /// The shift to add to an access's index (Use), to declare (Declaration) before its loop
  /// (and its pragmas) once the access is rewritten; none where there is none to take (the
  /// access is then re-indexed on its own). Where the loop's counter alone moves the index
  /// and its range is known, `lim_shift_N.at(counter)` (lim::coalesced_runs); else
  /// `lim_shift_N` (lim::coalesced_shift).
  struct Shift {
    std::string Use, Declaration;
    const clang::ForStmt *Loop = nullptr;
    bool Runs = false; ///< lim::coalesced_runs: the loop's iterations kept apart
  };
  /// In a kernel of several instantiations, the shift of this one's access: the caller
  /// takes it only where every instantiation's is the same text.
  Shift shiftOf(const clang::Expr *Access, const clang::Expr *Array,
                const std::vector<const clang::Expr *> &Terms);
  /// How far apart the warp's lanes' indices of the sum of Terms lie (LaneStride.h); none
  /// where that is not known, or outside a kernel of one instantiation.
  std::optional<long long> strideOf(const std::vector<const clang::Expr *> &Terms) const;

private:
  RuleContext &R;
  const clang::Stmt *Body;
  std::unique_ptr<Uniformity> Own; ///< This instantiation's, in a kernel.
  const Uniformity *U = nullptr;   ///< Own, where the kernel's text serves it alone.
  std::map<std::pair<const clang::ForStmt *, std::string>, std::string> Names;

  /// Terms' additive terms, those that are not the same in every lane and those that are.
  std::pair<std::vector<const clang::Expr *>, std::vector<const clang::Expr *>>
  split(const std::vector<const clang::Expr *> &Terms) const;
  /// Each of Parts' original text, parenthesised, joined by Between (on one line); none where
  /// one has no text of its own.
  std::optional<std::string> textOf(const std::vector<const clang::Expr *> &Parts,
                                    const std::string &Between) const;
};

} // namespace limiter

#endif
