// The block-size what-if: see addBlockSizeWhatIf in Occupancy.h.

#include "measure/Occupancy.h"

#include "limiter/runtime/Padding.h"

#include "limiter/support/WhatIfs.h"

namespace limiter {

void addBlockSizeWhatIf(const RunContext &Run, Session &S) {
  if (!selects(Run.Options.WhatIfs, "blocksize"))
    return;
  const Variant *Found = activeFull(S);
  if (!Found)
    return;
  const Variant Full = *Found; // a copy: S.Variants grows
  const std::optional<ManifestBlockSplit> &Split = Run.Manifest.Kernel.BlockSplit;
  if (!Split || !Split->Free) {
    S.Variants.push_back(notApplicableFrom(
        Full, "blocksize",
        Split ? "its work depends on its block size: " + Split->WhyNot
              : "the bundle predates the block-size finding (generate it again)"));
    return;
  }
  const LaunchPlan &Plan = Run.Plan;
  const unsigned Threads = static_cast<unsigned>(Plan.threadsPerBlock());
  BlockSizeAim Aim = blockSizeAim(
      Threads, Plan.Grid[0], Full.Row.BlocksPerSm, S.Prop.maxThreadsPerBlock, [&](unsigned T) {
        int Blocks = 0;
        LIM_CUDA(Driver::get().Occupancy(&Blocks, Full.Function, static_cast<int>(T),
                                         Full.DynamicShared));
        return Blocks;
      });
  if (Aim.Factor == 0) {
    S.Variants.push_back(notApplicableFrom(Full, "blocksize", Aim.WhyNot));
    return;
  }
  Variant W = fromFull(Full, "blocksize", "blocksize");
  W.Block = Plan.Block;
  (*W.Block)[0] *= Aim.Factor;
  W.Grid = Plan.Grid;
  (*W.Grid)[0] /= Aim.Factor;
  W.Row.BlocksPerSm = Aim.BlocksPerSm;
  W.Row.OccupancyMatched = true; // its occupancy differs on purpose: that is the what-if
  W.Row.Note = blockSizeHow(Threads, Plan.Grid[0], Aim, Full.Row.BlocksPerSm);
  S.Variants.push_back(std::move(W));
}

} // namespace limiter
