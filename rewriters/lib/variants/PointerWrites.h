// Whether a kernel's data behind a pointer variable may change while it runs: the stores
// through it and the ways it is handed on (PointerWrites.cpp). For the cache-hint what-ifs,
// whose hinted loads are for data that do not change, and read once where nvcc reads once.

#ifndef LIMITER_REWRITERS_VARIANTS_POINTERWRITES_H
#define LIMITER_REWRITERS_VARIANTS_POINTERWRITES_H

#include "model/KernelModel.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace limiter {

/// The pointer variable an access goes through: `p[e]`, `*(p + e)`, `p->x`, `(p + e)->x`, a
/// member of one of those (`p[e].x`), p seen through parentheses, casts and added offsets;
/// null for another form.
const clang::VarDecl *pointerRoot(const clang::Expr *Access);

/// Whether P is a `__restrict__` pointer parameter of a `__global__` function.
bool isKernelRestrictPointer(const clang::VarDecl *P);

/// Whether every use of P under S reads an element through it by value (`P[e]`, `*(P + e)`,
/// `P->x` read, as a number, through a `.` member, copied, by a const method or bound to a
/// `const &`), is the target of a store, or hands P on as a pointer to const: P reaches no
/// other pointer, call or reference that could store through it, so that the function's own
/// accesses are all that change its data.
bool onlyAccessed(const clang::VarDecl *P, const clang::Stmt *S, clang::ASTContext &Ctx);

/// Whether one of M's accesses stores through P (an atomic or other intrinsic handed `&P[e]`
/// or P too).
bool storesThrough(const clang::VarDecl *P, const FunctionModel &M);

/// Whether the data Load reads may change while M runs: M stores through the pointer
/// variable Load goes through (`v[k]` read, `v[j] = x`, `*(v + j) = x`, an atomic on
/// `&v[j]` elsewhere in M), or hands it on where M cannot follow (a copy, a call, a
/// reference, a method). False where Load's pointer is not a variable.
bool writesThroughPointerOf(const clang::Expr *Load, const FunctionModel &M,
                            clang::ASTContext &Ctx);

} // namespace limiter

#endif
