// Where the coalesced what-if's warp run of an index can be taken once, before a loop nest,
// although the index moves in it (LoopStart.cpp): every lane's index must move by the same
// amount from one iteration to the next, so that the warp's run keeps its shape.

#ifndef LIMITER_REWRITERS_VARIANTS_LOOPSTART_H
#define LIMITER_REWRITERS_VARIANTS_LOOPSTART_H

#include "variants/RuleContext.h"

#include "ast/ThreadUniformity.h"

#include "clang/AST/Stmt.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// Whether every lane that reaches Loop runs it alike: its condition and step the same in
/// every lane, its body left only at its end, never left by some lanes alone.
bool runsAlike(const clang::ForStmt *Loop, const Uniformity &U);

/// Whether a declaration can go before Loop: a statement of a block, not in a switch (whose
/// later cases would jump past it), its pragmas known.
bool placeable(const clang::ForStmt *Loop, const RuleContext &R);

/// The loop before which an index's run is taken, and the sum of the index's terms there.
struct HoistedIndex {
  const clang::ForStmt *Loop = nullptr;
  std::string Index; ///< `(t1) + (t2)`, the terms as they are when Loop starts
};

/// The outermost of Inner and the loops around it, each an unconditional statement of the
/// next one's body, before which the sum of Terms can be taken: every loop from Inner out to
/// it uniform (its condition and step the same in every lane, its body left only at its end,
/// alike by every lane), and each term, through the constant locals it reads (declared in the
/// nest, each standing for its initialiser), either keeping its value through that loop or
/// moving with the nest's counters alike in every lane (`4 * (p + j)`, `(row + k) * n`,
/// `((y + dy) * w + x + dx) << 2`: A + B * j, B the same in every lane). The counters are
/// the loops' own (declared alone in the init, of a built-in integer type, started alike in
/// every lane without side effects, stepped alike, only read in the body); their references
/// become their starts, converted to their types, and the locals' their initialisers. Fixed
/// must keep its value through that loop as written (a run's range). Every variable read
/// must be free of aliases in Body, the function's (never its address taken, bound to a
/// reference or captured by one). Conversions must keep the lanes' differences (none
/// narrower). None where even Inner does not qualify, where Body jumps (a goto could pass
/// the declaration), or where a reference to be replaced lies in a macro's expansion or the
/// text holds a line comment. Inner itself must already be a loop the access may be shifted
/// before (loopToShiftBefore). Terms should be the index's lane-dependent ones: a term the
/// same in every lane moves the warp's run and each lane's place in it alike, and is none
/// of the run's business. The text moved must not name an enumerator or a type the nest
/// declares, nor hold a preprocessor line. Accept, where given, must hold of the loop chosen
/// (the caller's own conditions, such as an array the declaration names declared before it).
std::optional<HoistedIndex>
hoistIndex(const clang::ForStmt *Inner, const std::vector<const clang::Expr *> &Terms,
           const std::vector<const clang::Expr *> &Fixed, const clang::Stmt *Body,
           const Uniformity &U, const RuleContext &R,
           const std::function<bool(const clang::ForStmt *)> &Accept = {});

} // namespace limiter

#endif
