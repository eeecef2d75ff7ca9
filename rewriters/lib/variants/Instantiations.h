// The instantiations of a kernel as a bundle records them: template arguments, parameter types
// and layouts, and each variant's device-side entry.

#ifndef LIMITER_REWRITERS_VARIANTS_INSTANTIATIONS_H
#define LIMITER_REWRITERS_VARIANTS_INSTANTIATIONS_H

#include "limiter/rewriters/Variants.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace limiter {

/// Records in Out the kernel's qualified name and its instantiations (one, without template
/// arguments, for a plain kernel): each one's arguments as written for an explicit
/// instantiation, its parameters' types and layouts, and its variants' device-side entries.
void recordInstantiations(clang::ASTContext &Ctx, const clang::FunctionDecl *Kernel,
                          VariantSet &Out);

} // namespace limiter

#endif
