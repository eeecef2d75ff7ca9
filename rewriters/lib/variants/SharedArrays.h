// The shared arrays a kernel's body uses and how: by subscript only, or otherwise (passed on,
// an element's address taken). The no-bank-conflicts and shared-occupancy what-ifs lay such
// arrays out anew, which only an array used by subscript allows (SharedArrays.cpp).

#ifndef LIMITER_REWRITERS_VARIANTS_SHAREDARRAYS_H
#define LIMITER_REWRITERS_VARIANTS_SHAREDARRAYS_H

#include "ast/BodyNodes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// Whether the element a subscript names (through the subscripts of its further dimensions)
/// is used by address, other than as an atomic's operand, or a row of it decays to a pointer
/// or is used whole (bound to a reference, measured by sizeof).
bool addressTaken(const clang::ArraySubscriptExpr *Subscript, clang::ASTContext &Ctx);

/// The subscript Ref (a use of an array or pointer) is the base of, through implicit casts,
/// where its element's address is not taken (addressTaken); null otherwise.
const clang::ArraySubscriptExpr *plainSubscript(const clang::DeclRefExpr *Ref,
                                                clang::ASTContext &Ctx);

/// The subscripts of V in Body (`tile[y][x]` gives `tile[y]`), or nullopt where V is used
/// other than by subscript.
std::optional<std::vector<const clang::ArraySubscriptExpr *>>
subscriptsOf(const clang::VarDecl *V, const BodyNodes &Body, clang::ASTContext &Ctx);

/// The static shared memory the function's own `__shared__` variables take, in bytes.
uint64_t staticSharedBytes(const BodyNodes &Body, clang::ASTContext &Ctx);

/// The declaration statement of V in Body, or null.
const clang::Stmt *declarationOf(const clang::VarDecl *V, const BodyNodes &Body);

/// The shared arrays Body uses: its own `__shared__` variables, and the `extern __shared__`
/// arrays of the file it reads by name.
std::vector<const clang::VarDecl *> sharedArraysOf(const BodyNodes &Body, clang::ASTContext &Ctx);

/// The first expression of Body that names V, or null.
const clang::Stmt *firstUse(const clang::VarDecl *V, const BodyNodes &Body);

class RuleContext;

/// What a what-if that lays shared arrays out anew says where it keeps V as it is: counted
/// (`shared_arrays_kept`) and, at At, conservative: "keeps the What of shared array 'V' (used
/// other than by subscript: ...; or Else)", with "subscript the array where it is declared for
/// the what-if to Verb it".
void keepSharedArray(RuleContext &R, const clang::VarDecl *V, const clang::Stmt *At,
                     const std::string &What, const std::string &Else, const std::string &Verb);

} // namespace limiter

#endif
