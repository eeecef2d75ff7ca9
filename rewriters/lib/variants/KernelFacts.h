// What the checks need to know of the kernel's code, beside its variants.

#ifndef LIMITER_REWRITERS_VARIANTS_KERNELFACTS_H
#define LIMITER_REWRITERS_VARIANTS_KERNELFACTS_H

#include "limiter/rewriters/Variants.h"
#include "model/KernelModel.h"

#include "clang/AST/ASTContext.h"

#include <vector>

namespace limiter {

/// Records into Out, from the models of the kernel's instantiations: every access site once,
/// with the loops around it (Accesses); every function's body and loop by presumed lines
/// (Spans); and the lines whose floating-point arithmetic all decides memory accesses
/// (StructuralFloatLines), which mem-only keeps by rule.
void recordKernelFacts(clang::ASTContext &Ctx, const std::vector<KernelModel> &Models,
                       VariantSet &Out);

} // namespace limiter

#endif
