// What the wider-accesses what-if needs to know of an index: its start and constant offset,
// whether the start is a multiple of a vector's width for every thread, and whether it can be
// evaluated once more, earlier (IndexArithmetic.cpp).

#ifndef LIMITER_REWRITERS_INDEXARITHMETIC_H
#define LIMITER_REWRITERS_INDEXARITHMETIC_H

#include "clang/AST/ASTContext.h"

#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace limiter {

/// `e + c`, `c + e`, `e - c` or `c`: the start (null for a constant) and the constant offset of
/// an index, seen through parentheses and implicit integer conversions.
std::pair<const clang::Expr *, long long> splitIndex(const clang::Expr *Index,
                                                     clang::ASTContext &Ctx);

/// Whether V, not a reference, is only ever read, assigned or stepped in Body (`v = e`,
/// `v += e`, `++v`): never its address taken nor bound to a reference, through which a write
/// would not name it. A lambda's capture is neither where it is a copy, or a reference the
/// lambda's body only reads through (a body that writes V may run in any loop that calls it).
bool neverAliased(const clang::VarDecl *V, const clang::Stmt *Body, clang::ASTContext &Ctx);

/// Whether E is V, through parentheses and implicit conversions.
bool refersTo(const clang::Expr *E, const clang::VarDecl *V);

/// Whether every use of V in Body only reads its value (an lvalue-to-rvalue conversion):
/// no assignment, increment, address, reference, by-reference argument or asm output (a
/// lambda's capture counts as none where it is a copy, or a reference its body only reads).
bool onlyRead(const clang::VarDecl *V, const clang::Stmt *Body, clang::ASTContext &Ctx);

/// Whether E is a multiple of Width for every thread: integer constants, products with such a
/// factor, shifts by enough bits, sums and differences of such terms, integer conversions of
/// integers, and locals initialised to one and only read in Body.
bool alignedTo(const clang::Expr *E, long long Width, clang::ASTContext &Ctx,
               const clang::Stmt *Body, int Depth = 0);

/// Whether E is a power of two (1, 2, 4, ...) for every thread, wherever it is evaluated: a
/// positive constant one, a product of such, a left shift of one by any count, a const local
/// initialised to one, the index of a `for` loop that declares it, starts at one and only
/// doubles in its step (`s *= 2`, `s <<= 1`, `s = s * 2`, `s += s`), its body only reading it,
/// or a local that starts at one and that its function only reads and doubles (`int i = 1;
/// while (i < n) { ...; i *= 2; }`). (A reduction's `2 * s` and `2 * s - 1`'s stride.) A
/// doubling past the type's width is taken not to happen: a signed one is undefined, and an
/// unsigned one that wraps to 0 would have ended the reduction's loop long before.
bool powerOfTwo(const clang::Expr *E, clang::ASTContext &Ctx, int Depth = 0);

/// Where a pointer starts, as a local row pointer's initialiser writes it: `p + a`, `a + p`,
/// `p + a + b`, `&p[a]`, `&p[a] + b` or `p` itself. Root is p (a variable named, seen through
/// parentheses and implicit conversions), Terms the integers added to it, in order (none for `p`).
struct RowStart {
  const clang::VarDecl *Root = nullptr;
  const clang::Expr *RootExpr = nullptr; ///< Where Init names Root.
  std::vector<const clang::Expr *> Terms;
};
std::optional<RowStart> rowStartOf(const clang::Expr *Init);

/// Whether E reads only integer variables, constants (literals, sizeof of a type, a
/// template's value argument) and the built-in indices, by arithmetic
/// without side effects: it can be evaluated once more, earlier, at no cost in memory. Vars
/// gets the variables it reads.
bool plainArithmetic(const clang::Expr *E, std::set<const clang::ValueDecl *> &Vars);

/// The integer constant E is (of at most 62 bits), if any; none for a null or dependent E.
std::optional<long long> integerConstant(const clang::Expr *E, clang::ASTContext &Ctx);

} // namespace limiter

#endif
