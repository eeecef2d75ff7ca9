// The elements-per-thread what-if and its curve: see addPerThreadWhatIf in Occupancy.h.

#include "measure/Occupancy.h"

#include "limiter/runtime/Padding.h"

#include "limiter/support/WhatIfs.h"

#include <algorithm>

namespace limiter {
namespace {

const char *dimensionName(int D) { return D == 0 ? "x" : D == 1 ? "y" : "z"; }

/// Full launched with Blocks in dimension D of its grid, as the variant Name.
Variant withGrid(const Variant &Full, const std::string &Name, const LaunchPlan &Plan, int D,
                 unsigned Blocks) {
  Variant W = fromFull(Full, Name, "perthread");
  W.Grid = Plan.Grid;
  (*W.Grid)[D] = Blocks;
  W.Row.Note = perThreadHow(Plan.Grid[D], Blocks, dimensionName(D));
  return W;
}

Variant notApplicable(const Variant &Full, const std::string &Why) {
  return notApplicableFrom(Full, "perthread", Why);
}

} // namespace

void addPerThreadWhatIf(const RunContext &Run, Session &S) {
  if (!selects(Run.Options.WhatIfs, "perthread"))
    return;
  const Variant *Found = activeFull(S);
  if (!Found)
    return;
  const Variant Full = *Found; // a copy: S.Variants grows
  const std::optional<ManifestGridStride> &G = Run.Manifest.Kernel.GridStride;
  if (!G || G->Dimension < 0) {
    S.Variants.push_back(
        notApplicable(Full, G ? "the kernel is no grid-stride loop: " + G->WhyNot
                              : "the bundle predates the grid-stride finding (generate it again)"));
    return;
  }
  const int D = G->Dimension;
  const std::array<unsigned, 3> &Grid = Run.Plan.Grid;
  const unsigned long long Others =
      static_cast<unsigned long long>(Grid[0]) * Grid[1] * Grid[2] / Grid[D];
  const unsigned long long Wave =
      static_cast<unsigned long long>(S.Prop.multiProcessorCount) * Full.Row.BlocksPerSm;
  const std::vector<std::pair<std::string, unsigned>> Grids =
      perThreadGrids(Grid[D], oneWaveBlocks(Wave, Others), waveBlocksAtMost(Wave, Others));
  if (Grids.empty()) {
    S.Variants.push_back(notApplicable(
        Full, "the grid's " + std::to_string(Grid[D]) + " blocks in " + dimensionName(D) +
                  " make one resident wave already (" + std::to_string(S.Prop.multiProcessorCount) +
                  " multiprocessors x " + std::to_string(Full.Row.BlocksPerSm) + " blocks)"));
    return;
  }
  for (const auto &[Name, Blocks] : Grids) {
    Variant W = withGrid(Full, Name, Run.Plan, D, Blocks);
    if (Name == "perthread")
      W.Row.Note += " (one resident wave: " + std::to_string(S.Prop.multiProcessorCount) +
                    " multiprocessors x " + std::to_string(Full.Row.BlocksPerSm) + " blocks)";
    S.Variants.push_back(std::move(W));
  }
}

} // namespace limiter
