// What the analysis takes from a bundle's manifest: each variant's row as generated, the
// structural loads, and the static checks, for `limiter run` and `limiter profile` alike.

#ifndef LIMITER_RUNTIME_MANIFESTFACTS_H
#define LIMITER_RUNTIME_MANIFESTFACTS_H

#include "limiter/runtime/Results.h"
#include "limiter/support/Manifest.h"

#include <vector>

namespace limiter {

/// A variant's row before it runs: its name, function, status and static PTX counts.
VariantRow variantRowOf(const ManifestVariant &V);

/// Each global load math-only keeps, with what its value decides.
std::vector<StructuralLoad> structuralLoadsOf(const Manifest &M);

/// The static fidelity checks on the compiled variants.
std::vector<CountCheck> staticChecksOf(const Manifest &M);

} // namespace limiter

#endif
