// Where a declaration taken once before a loop goes (the coalesced what-if's shifts and runs,
// HoistPlace.cpp): as far up the loop's block as the statements it passes leave it the same.

#ifndef LIMITER_REWRITERS_VARIANTS_HOISTPLACE_H
#define LIMITER_REWRITERS_VARIANTS_HOISTPLACE_H

#include "variants/RuleContext.h"

#include "clang/AST/Stmt.h"

#include <optional>

namespace limiter {

/// The place, earlier in Loop's block than the loop itself, where a declaration that reads
/// only integer variables (plain arithmetic, no memory) that Loop reads and never writes can be
/// taken instead: in front of the statements just before the loop that write none of those
/// variables, declare none of them, call nothing and have no way out (declarations, stores,
/// arithmetic). A store before the loop (`out[i] = 0`, the accumulator full then keeps in a
/// register through the loop) then comes after the declaration's warp instructions, which
/// nvcc takes to touch memory, rather than before them. None where no statement can be passed,
/// or where the place is not blank text of the loop's file (a macro's expansion, a statement
/// that begins right after the last one), or the loop's function is a template's with
/// several instantiations (each could place it differently in their one text).
std::optional<unsigned> earlierPlaceBefore(const clang::ForStmt *Loop, const RuleContext &R);

} // namespace limiter

#endif
