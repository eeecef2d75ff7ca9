// What the analysis takes from a bundle's manifest (ManifestFacts.h).

#include "analysis/ManifestFacts.h"

namespace limiter {

VariantRow variantRowOf(const ManifestVariant &V) {
  VariantRow Row;
  Row.Variant = V.Name;
  Row.Function = V.Function;
  Row.Status = V.Status;
  Row.Counts = V.PtxCounts.value_or(std::map<std::string, unsigned>());
  Row.WhatIf = V.WhatIf;
  Row.Reasons = V.Reasons;
  return Row;
}

std::vector<StructuralLoad> structuralLoadsOf(const Manifest &M) {
  std::vector<StructuralLoad> Out;
  for (const ManifestStructuralLoad &L : M.StructuralLoads)
    Out.push_back({L.File, L.Line, L.Decides});
  return Out;
}

std::vector<CountCheck> staticChecksOf(const Manifest &M) {
  std::vector<CountCheck> Out;
  for (const ManifestCheck &C : M.Checks)
    Out.push_back({C.Name, C.Passed, C.Detail, C.Method});
  return Out;
}

} // namespace limiter
