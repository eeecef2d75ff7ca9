// What the analysis reads of a bundle's manifest beyond the variants' rows.

#ifndef LIMITER_RUNTIME_MANIFESTFACTS_H
#define LIMITER_RUNTIME_MANIFESTFACTS_H

#include "limiter/runtime/Results.h"

#include <nlohmann/json.hpp>

namespace limiter {

/// The manifest's "structural_loads": each global load math-only keeps, with what its value
/// decides ("decides": absent in bundles written before the reasons were recorded).
/// Malformed entries are skipped.
template <class JsonT> std::vector<StructuralLoad> structuralLoadsOf(const JsonT &Manifest) {
  std::vector<StructuralLoad> Out;
  auto It = Manifest.find("structural_loads");
  if (It == Manifest.end() || !It->is_array())
    return Out;
  for (const auto &E : *It) {
    if (!E.is_object() || !E.contains("file") || !E["file"].is_string() || !E.contains("line") ||
        !E["line"].is_number_unsigned())
      continue;
    StructuralLoad L{E["file"].template get<std::string>(),
                     E["line"].template get<unsigned>(), {}};
    if (auto D = E.find("decides"); D != E.end() && D->is_array())
      for (const auto &Kind : *D)
        if (Kind.is_string())
          L.Decides.push_back(Kind.template get<std::string>());
    Out.push_back(std::move(L));
  }
  return Out;
}

} // namespace limiter

#endif
