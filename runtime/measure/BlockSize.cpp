// The block-size what-if: see addBlockSizeWhatIf in Occupancy.h.

#include "measure/Occupancy.h"

#include "limiter/runtime/Padding.h"

#include "limiter/support/WhatIfs.h"

#include <algorithm>

namespace limiter {
namespace {

/// The blocks per multiprocessor F fits with blocks of Threads threads.
int blocksOf(CUfunction F, unsigned Threads, unsigned DynamicShared) {
  int Blocks = 0;
  LIM_CUDA(Driver::get().Occupancy(&Blocks, F, static_cast<int>(Threads), DynamicShared));
  return Blocks;
}

/// The block-size aim for F, within the device's blocks and its own __launch_bounds__.
BlockSizeAim aimOf(CUfunction F, unsigned Threads, unsigned GridX, int Own,
                   const cudaDeviceProp &Prop, unsigned DynamicShared) {
  int KernelMost = 0;
  LIM_CUDA(Driver::get().FuncGetAttribute(&KernelMost, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, F));
  return blockSizeAimWithin(Threads, GridX, Own, Prop.maxThreadsPerBlock, KernelMost,
                            [&](unsigned T) { return blocksOf(F, T, DynamicShared); });
}

/// Full compiled with its __launch_bounds__ set aside (the prelude's LIMITER_UNBOUNDED, no
/// register cap), loaded into the session; null where that module does not build or lacks full.
CUfunction unboundedFull(const RunContext &Run, Session &S, const Variant &Full) {
  const ModuleFlavour Unbounded{0, "unbounded", {"-DLIMITER_UNBOUNDED"}};
  if (!buildModule(Run, S.Prop, Unbounded))
    return nullptr;
  LoadedModule &Module = S.WhatIfModules["blocksize"];
  if (!Module.get())
    Module.load(bundleCubinPath(Run.Options.BundleDir, S.Prop.major, S.Prop.minor, Unbounded));
  CUfunction F = nullptr;
  return functionOf(&F, Module.get(), Full.Entry) == CUDA_SUCCESS ? F : nullptr;
}

/// W (the rule's copy of a kernel that reads its block's index, the bundle's "blocksize"
/// variant, or full's own kernel where it reads none of what the copy rewrites): full's blocks
/// as the rows of larger ones, launched unpadded at the factor that keeps the most threads
/// resident.
void mergeBlocks(const RunContext &Run, Session &S, Variant &W, const Variant &Full) {
  const LaunchPlan &Plan = Run.Plan;
  auto NotApplicable = [&](const std::string &Why) {
    W.Active = false;
    W.Function = nullptr;
    W.Status = W.Row.Status = "absent";
    W.Row.Reasons = {"not applicable: " + Why};
    W.Row.Note.clear();
  };
  if (std::string Why = mergedBlocksWhyNot(Plan.Block); !Why.empty())
    return NotApplicable(Why);
  const unsigned Threads = static_cast<unsigned>(Plan.threadsPerBlock());
  const BlockSizeAim Aim =
      aimOf(W.Function, Threads, Plan.Grid[0], Full.Row.BlocksPerSm, S.Prop, Full.DynamicShared);
  if (Aim.Factor == 0)
    return NotApplicable(Aim.WhyNot);
  W.Block = std::array<unsigned, 3>{Plan.Block[0], Aim.Factor, 1};
  W.Grid = Plan.Grid;
  (*W.Grid)[0] /= Aim.Factor;
  W.DynamicShared = Full.DynamicShared; // unpadded: its occupancy is what it measures
  W.Row.PaddingSharedBytes = 0;
  W.Row.BlocksPerSm = Aim.BlocksPerSm;
  W.Row.OccupancyMatched = true;
  W.Row.Note = mergedBlockSizeHow(Threads, Plan.Grid[0], Aim, Full.Row.BlocksPerSm);
}

} // namespace

void addBlockSizeWhatIf(const RunContext &Run, Session &S) {
  if (!selects(Run.Options.WhatIfs, "blocksize"))
    return;
  const Variant *Found = activeFull(S);
  if (!Found)
    return;
  const Variant Full = *Found; // a copy: S.Variants grows
  // The bundle holds the rule's copy where full reads its block's index.
  auto Merged = std::find_if(S.Variants.begin(), S.Variants.end(),
                             [](const Variant &V) { return V.Name == "blocksize"; });
  if (Merged != S.Variants.end()) {
    if (Merged->Active && Merged->Function)
      mergeBlocks(Run, S, *Merged, Full);
    return;
  }
  const std::optional<ManifestBlockSplit> &Split = Run.Manifest.Kernel.BlockSplit;
  if (Split && !Split->Free && Split->Rows) {
    Variant W = fromFull(Full, "blocksize", "blocksize");
    mergeBlocks(Run, S, W, Full);
    S.Variants.push_back(std::move(W));
    return;
  }
  if (!Split || !Split->Free) {
    S.Variants.push_back(notApplicableFrom(
        Full, "blocksize",
        Split ? "its work depends on its block size: " + Split->WhyNot
              : "the bundle predates the block-size finding (generate it again)"));
    return;
  }
  const LaunchPlan &Plan = Run.Plan;
  const unsigned Threads = static_cast<unsigned>(Plan.threadsPerBlock());
  BlockSizeAim Aim =
      aimOf(Full.Function, Threads, Plan.Grid[0], Full.Row.BlocksPerSm, S.Prop, Full.DynamicShared);
  // Held by its own __launch_bounds__: full compiled without them, as a fix that widens the
  // blocks changes them too.
  CUfunction F = Full.Function;
  std::string Bounds;
  if (Aim.HeldByBounds)
    if (CUfunction G = unboundedFull(Run, S, Full)) {
      BlockSizeAim Free =
          aimOf(G, Threads, Plan.Grid[0], Full.Row.BlocksPerSm, S.Prop, Full.DynamicShared);
      if (Free.Factor > 0) {
        Aim = Free;
        F = G;
        Bounds = "; its __launch_bounds__ set aside (compiled without them), as the fix that "
                 "widens its blocks changes them";
      }
    }
  if (Aim.Factor == 0) {
    S.Variants.push_back(notApplicableFrom(Full, "blocksize", Aim.WhyNot));
    return;
  }
  Variant W = fromFull(Full, "blocksize", "blocksize");
  W.Function = F;
  W.Block = Plan.Block;
  (*W.Block)[0] *= Aim.Factor;
  W.Grid = Plan.Grid;
  (*W.Grid)[0] /= Aim.Factor;
  W.Row.BlocksPerSm = Aim.BlocksPerSm;
  W.Row.OccupancyMatched = true; // its occupancy differs on purpose: that is the what-if
  W.Row.Note = blockSizeHow(Threads, Plan.Grid[0], Aim, Full.Row.BlocksPerSm) + Bounds;
  S.Variants.push_back(std::move(W));
}

} // namespace limiter
