// Clone names and the edits that make a variant call its clones: definitions renamed and given
// the flag parameter, calls redirected.

#ifndef LIMITER_REWRITERS_VARIANTS_REDIRECT_H
#define LIMITER_REWRITERS_VARIANTS_REDIRECT_H

#include "variants/RuleContext.h"
#include "variants/Variant.h"

#include "variants/EditSet.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <string>
#include <vector>

namespace limiter {

/// The written definition of a function: its template's when it is an instantiation or a
/// template, so that the clone carries its `template <...>` header.
const clang::FunctionDecl *patternOf(const clang::FunctionDecl *F);

/// The source range of F's written definition, its `template <...>` header included.
clang::SourceRange definitionRange(const clang::FunctionDecl *F);

/// The name of F's clone in a variant: `f__mem`; an operator's is a word
/// (`lim_operator_caret_equal__math`, `lim_operator_call__store`), a conversion's names its
/// type (`lim_operator_to_float__mem`).
std::string cloneName(const clang::FunctionDecl *F, VariantKind Kind);

/// Renames a definition (or a declaration) to its clone's name and gives it the flag
/// parameter: last for the kernel (the harness passes it last), first for helpers (so that
/// default arguments keep their places). A conversion's clone gets its type as the return
/// type, and loses `explicit`.
void renameDefinition(EditSet &Edits, const clang::FunctionDecl *F, VariantKind Kind,
                      bool IsKernel);

/// Makes a call of a cloneable helper call its clone: `f(...)`, `object.f(...)`, an
/// operator (`a ^= b`), a functor's call (`op(x)`) or a conversion (`static_cast<float>(q)`).
/// Where the text cannot be edited so (a call spelled in a macro's body), the call keeps the
/// original and the variant says so.
/// A call through a function-pointer template parameter (`template <float (*op)(float)> ...
/// op(x)`) calls `lim::clone_for<op, &::f, &::f__mem, ...>()`: the clone of the function each
/// instantiation passes, Targets (every instantiation's, the call's own included).
void redirectCall(EditSet &Edits, RuleContext &R, const clang::CallExpr *Call, VariantKind Kind,
                  const std::vector<const clang::FunctionDecl *> &Targets = {});


} // namespace limiter

#endif
