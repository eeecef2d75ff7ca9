// Where a node runs within its function's blocks: the statement of a block that holds it,
// whether it runs unconditionally there, whether it is inside a switch, and whether the
// function jumps (StatementPlace.cpp). For rewrites that put a declaration before a statement.

#ifndef LIMITER_REWRITERS_STATEMENTPLACE_H
#define LIMITER_REWRITERS_STATEMENTPLACE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"

#include <optional>
#include <string>

namespace limiter {

/// The statement of Block that holds N, by its index; none when N is not inside Block.
std::optional<unsigned> positionIn(const clang::Stmt *N, const clang::CompoundStmt *Block,
                                   clang::ASTContext &Ctx);

/// Whether N lies in the body of a switch (at any depth within its function).
bool insideSwitch(const clang::Stmt *N, clang::ASTContext &Ctx);

/// The full statement that runs an access unconditionally (walking up from it, nothing but
/// expressions and declarations, no `?:` arm or right side of `&&`/`||`), and what holds it:
/// a block, or an if, else or loop whose body it is, unbraced. None where the access is in a
/// condition or a statement of another kind (a switch's condition; a return, but where
/// ThroughReturn: a return's value runs before it returns, so what is put before the return
/// statement runs before the access).
struct FullStatement {
  const clang::Stmt *Statement = nullptr;
  const clang::Stmt *Holder = nullptr;
};
std::optional<FullStatement> fullStatementOf(const clang::Expr *Access, clang::ASTContext &Ctx,
                                             bool ThroughReturn = false);

/// The block and statement an access runs in unconditionally: walking up from it, nothing but
/// expressions and declarations before a compound statement (not a switch's, nor inside one),
/// and no `?:` branch or right side of `&&`/`||` on the way. False where it is under control of
/// its own statement.
bool placeOf(const clang::Expr *Access, clang::ASTContext &Ctx, const clang::CompoundStmt *&Block,
             unsigned &Position);

/// Whether S holds a goto (its labels are then jump targets).
bool hasGoto(const clang::Stmt *S);

/// Whether the source range of S stops short of the `;` that ends it (an expression, a do
/// loop, a return, or a loop or if whose last statement does): text put in S's place must then
/// be a statement that this `;` completes (`do { ... } while (0)`), not a block, which would
/// leave an empty statement behind it (and `if (c) for (...) x; else` would lose its else).
bool semicolonFollows(const clang::Stmt *S);

/// Text that replaces the statement S by Block (`{ ... }`), completed by S's own `;` where one
/// follows its range.
std::string statementInPlaceOf(const clang::Stmt *S, const std::string &Block);

/// Whether S, the body of a loop, holds a way out of an iteration other than its end: a
/// return, goto, label or inline assembly anywhere, a break not of a loop or switch inside it,
/// a continue not of a loop inside it (a switch's continue is its loop's).
bool leavesEarly(const clang::Stmt *S, bool InnerLoop = false, bool InnerSwitch = false);

/// The innermost `for` whose body Node runs in unconditionally (only expressions, declarations
/// and blocks between, no `?:` arm or right side of `&&`/`||`), or null.
const clang::ForStmt *loopAround(const clang::Expr *Node, clang::ASTContext &Ctx);

/// A call under S whose effect on memory is not among the caller's accesses: through a
/// pointer, or to a function of the project's own given anything but numbers (a pointer, a
/// reference, an object, a lambda's captures). Null where there is none.
const clang::CallExpr *opaqueCall(const clang::Stmt *S);

/// Whether E keeps its value through Loop: plain arithmetic of variables declared before it
/// and not written in it.
bool invariantIn(const clang::Expr *E, const clang::Stmt *Loop, clang::ASTContext &Ctx);

/// The `for` loop whose init declares V (`for (int j = ...; ...)`), or null.
const clang::ForStmt *loopDeclaring(const clang::VarDecl *V, clang::ASTContext &Ctx);

/// Loop's own counter: an integer local declared alone in its init, with an initialiser, read
/// (not written) by the body, the loop having a condition and a step; null otherwise.
const clang::VarDecl *ownCounter(const clang::ForStmt *Loop, clang::ASTContext &Ctx);

/// A loop that steps a counter of its own up: `for (T i = First; i < End; ++i)` (`<=`,
/// `!=`, `End > i`, `End >= i`, `i++`, `i += 1` too), i an integer local that the loop
/// declares and its body only reads. Inclusive where End is in the range (`<=`, `>=`). Step:
/// a constant step of more than one (`i += ROWS`, a tile's rows a pass), under `<`, `<=`, `>`
/// or `>=` only; countedLoop gives loops of step one alone unless asked for others.
struct CountedLoop {
  const clang::VarDecl *Counter = nullptr;
  const clang::Expr *First = nullptr, *End = nullptr;
  bool Inclusive = false;
  long long Step = 1;
  const clang::Expr *StepText = nullptr; ///< A longer step's expression (`j += ROWS`).
};
std::optional<CountedLoop> countedLoop(const clang::ForStmt *Loop, clang::ASTContext &Ctx,
                                       bool AnyStep = false);

} // namespace limiter

#endif
