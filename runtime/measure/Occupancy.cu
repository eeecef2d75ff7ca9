// The occupancy of a run's variants and the occupancy what-if: see Occupancy.h.

#include "measure/Occupancy.h"

#include "limiter/runtime/ModuleBuild.h"
#include "limiter/runtime/Padding.h"
#include "limiter/support/WhatIfs.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace limiter {
namespace {

/// Blocks per multiprocessor of F at the plan's block size with Dynamic shared bytes.
std::function<int(std::size_t)> occupancyOf(CUfunction F, const LaunchPlan &Plan) {
  return [F, &Plan](std::size_t Dynamic) {
    int Blocks = 0;
    LIM_CUDA(Driver::get().Occupancy(&Blocks, F, static_cast<int>(Plan.threadsPerBlock()),
                                     Dynamic));
    return Blocks;
  };
}

/// The note of a variant run from the capped module.
std::string cappedNote(int Cap, int Before, int Full, int Spilled) {
  return "registers capped at " + std::to_string(Cap) + " (from " + std::to_string(Before) +
         ", -maxrregcount; full has " + std::to_string(Full) +
         "): the most that keeps the full kernel's blocks per multiprocessor" +
         (Spilled > 0 ? "; it spills " + std::to_string(Spilled) +
                            " bytes per thread to local memory"
                      : "; no spills");
}

/// The register file of the device, as the occupancy calculator sees it.
RegisterFile registerFileOf(const cudaDeviceProp &Prop) {
  RegisterFile File;
  File.PerMultiprocessor = Prop.regsPerMultiprocessor;
  File.PerBlock = Prop.regsPerBlock;
  File.WarpSize = Prop.warpSize;
  return File;
}

/// The register cap of the capped module: the most registers a thread may have with the full
/// kernel's blocks per multiprocessor still fitting (a variant capped there spills as little
/// as the occupancy allows), else the full kernel's own count.
int registerCapFor(const Variant &Full, const LaunchPlan &Plan, const cudaDeviceProp &Prop) {
  const RegisterFile File = registerFileOf(Prop);
  const int Threads = static_cast<int>(Plan.Block[0] * Plan.Block[1] * Plan.Block[2]);
  int Cap = highestRegisterCap(Full.Row.BlocksPerSm, Threads, Full.Row.Registers, File);
  return Cap ? Cap : Full.Row.Registers;
}

/// The most blocks per multiprocessor that full's threads, its shared memory and the device
/// allow, registers aside.
int mostBlocksOf(const RunContext &Run, const cudaDeviceProp &Prop, const Variant &Full) {
  const std::size_t SharedPerBlock = Full.Row.StaticSharedBytes + Run.Plan.DynamicSharedBytes +
                                     Prop.reservedSharedMemPerBlock;
  return mostBlocksPerSm(static_cast<int>(Run.Plan.threadsPerBlock()), SharedPerBlock,
                         MultiprocessorLimits{Prop.maxThreadsPerMultiProcessor,
                                              Prop.maxBlocksPerMultiProcessor,
                                              Prop.sharedMemPerMultiprocessor});
}

/// The module of the occupancy what-if and of its curve's points above full's blocks: full
/// under the register cap Cap, with its __launch_bounds__ set aside (the prelude's
/// LIMITER_UNBOUNDED), so that the cap decides its registers as a fix that changed the bounds
/// would; a module of its own ("variants.sm_90.maxreg32.unbounded.cubin").
ModuleFlavour unboundedFlavour(int Cap) { return {Cap, "unbounded", {"-DLIMITER_UNBOUNDED"}}; }

/// The occupancy what-if (made here, not by the rewriter): full compiled under the register
/// cap (-maxrregcount) at which the most blocks per multiprocessor that its threads and the
/// device allow fit by registers, launched without padding, where that is more blocks than
/// full's own; its time says what more resident warps would gain. Not applicable, and said
/// why, where full's occupancy is held by something other than its registers (its threads,
/// the device's blocks, its shared memory) or no cap of 16 registers or more reaches it.
Variant occupancyWhatIf(const RunContext &Run, Session &S, const Variant &Full) {
  Variant W = fromFull(Full, "occupancy", "occupancy");
  auto NotApplicable = [&](const std::string &Why) {
    return notApplicableFrom(Full, "occupancy", Why);
  };
  const int Threads = static_cast<int>(Run.Plan.threadsPerBlock());
  const int Blocks = Full.Row.BlocksPerSm;
  const int Most = mostBlocksOf(Run, S.Prop, Full);
  const OccupancyAim Aim =
      occupancyAim(Blocks, Most, Full.Row.Registers, Threads, registerFileOf(S.Prop));
  if (!Aim.WhyNot.empty())
    return NotApplicable(Aim.WhyNot);
  const int Cap = Aim.Cap;
  const ModuleFlavour Capped = unboundedFlavour(Cap);
  CUfunction F = nullptr;
  if (!buildModule(Run, S.Prop, Capped))
    return NotApplicable("the module compiled with -maxrregcount=" + std::to_string(Cap) +
                         " does not build");
  if (!S.OccupancyModule.get())
    S.OccupancyModule.load(
        bundleCubinPath(Run.Options.BundleDir, S.Prop.major, S.Prop.minor, Capped));
  if (functionOf(&F, S.OccupancyModule.get(), W.Entry) != CUDA_SUCCESS)
    return NotApplicable("full is not in the module compiled with -maxrregcount=" +
                         std::to_string(Cap));
  FunctionAttributes A = attributesOpened(F, S.Prop);
  const int Reached = occupancyOf(F, Run.Plan)(Run.Plan.DynamicSharedBytes);
  if (A.Registers > Cap)
    return NotApplicable("compiled with -maxrregcount=" + std::to_string(Cap) +
                         " and its launch bounds set aside, full still takes " +
                         std::to_string(A.Registers) + " registers");
  if (Reached <= Blocks)
    return NotApplicable("capped at " + std::to_string(Cap) + " registers full still fits " +
                         std::to_string(Reached) +
                         " blocks per multiprocessor: its shared memory holds it there");
  W.Function = F;
  W.DynamicShared = Run.Plan.DynamicSharedBytes;
  W.Row.BlocksPerSm = Reached;
  W.Row.OccupancyMatched = true; // its occupancy differs on purpose: that is the what-if
  W.Row.PaddingSharedBytes = 0;
  W.Row.RegisterCap = Cap;
  W.Row.Registers = A.Registers;
  int FullLocal = 0;
  LIM_CUDA(Driver::get().FuncGetAttribute(&FullLocal, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                                          Full.Function));
  W.Row.SpillBytes = static_cast<unsigned>(std::max(0, A.Local - FullLocal));
  W.Row.Note = "full with registers capped at " + std::to_string(Cap) + " (-maxrregcount; " +
               std::to_string(Full.Row.Registers) + " as built): " + std::to_string(Reached) +
               " blocks per multiprocessor instead of " + std::to_string(Blocks) +
               (W.Row.SpillBytes > 0 ? "; it spills " + std::to_string(W.Row.SpillBytes) +
                                           " bytes per thread, which its time includes"
                                     : "; no spills");
  return W;
}

} // namespace

Variant fromFull(const Variant &Full, const std::string &Name, const std::string &WhatIf) {
  Variant W = Full;
  W.Name = W.Row.Variant = Name;
  W.Status = W.Row.Status = "ok";
  W.Samples.clear();
  W.Row.WhatIf = whatIfInfo(WhatIf)->Cost;
  W.Row.OnCurve = Name != WhatIf;
  W.Row.Note.clear();
  W.Row.Counts.clear();
  W.Row.Executed.clear();
  W.Row.Reasons.clear();
  return W;
}

const Variant *activeFull(const Session &S) {
  for (const Variant &V : S.Variants)
    if (V.Name == "full" && V.Function && V.Active)
      return &V;
  return nullptr;
}

Variant notApplicableFrom(const Variant &Full, const std::string &WhatIf, const std::string &Why) {
  Variant W = fromFull(Full, WhatIf, WhatIf);
  W.Active = false;
  W.Function = nullptr;
  W.Status = W.Row.Status = "absent";
  W.Row.Reasons = {"not applicable: " + Why};
  return W;
}

/// The padding search for one variant against the full kernel's Target blocks per SM.
/// Base: the least dynamic shared memory the variant takes (dynamicSharedFloor).
PaddingResult padTo(int Target, CUfunction F, unsigned StaticShared, unsigned Base,
                    const LaunchPlan &Plan, const cudaDeviceProp &Prop) {
  std::size_t Max = Prop.sharedMemPerBlockOptin - StaticShared;
  return findPadding(Target, Base, Max, 128, occupancyOf(F, Plan));
}

FunctionAttributes attributesOpened(CUfunction F, const cudaDeviceProp &Prop) {
  const Driver &D = Driver::get();
  FunctionAttributes A;
  LIM_CUDA(D.FuncGetAttribute(&A.Registers, CU_FUNC_ATTRIBUTE_NUM_REGS, F));
  LIM_CUDA(D.FuncGetAttribute(&A.StaticShared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, F));
  LIM_CUDA(D.FuncGetAttribute(&A.Local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, F));
  LIM_CUDA(D.FuncSetAttribute(F, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                              static_cast<int>(Prop.sharedMemPerBlockOptin) - A.StaticShared));
  return A;
}

namespace {

/// A what-if that runs unpadded (WhatIfInfo::RunsUnpadded) launched at the blocks per
/// multiprocessor its own resources allow, or not applicable where that is no more than
/// full's (Full).
void launchUnpadded(Variant &V, const Variant &Full, const LaunchPlan &Plan) {
  // Its own dynamic shared memory: the launch's, or at most the 8 KiB it folded that onto.
  const unsigned Dynamic = sharedOccupancyDynamicBytes(V.Edits, Plan.DynamicSharedBytes);
  const int Blocks = occupancyOf(V.Function, Plan)(Dynamic);
  const int Own = Full.Row.BlocksPerSm;
  if (Blocks <= Own) {
    V.Active = false;
    V.Function = nullptr;
    V.Status = V.Row.Status = "absent";
    V.Row.Reasons = {unpaddedNotApplicable(V.Name, Blocks, Own)};
    return;
  }
  V.DynamicShared = Dynamic;
  V.Row.BlocksPerSm = Blocks;
  V.Row.OccupancyMatched = true; // its occupancy differs on purpose: that is the what-if
  V.Row.PaddingSharedBytes = 0;
  V.Row.Note = unpaddedHow(Blocks, Own) + " (" + std::to_string(V.Row.StaticSharedBytes) +
               " static shared bytes a block, full " + std::to_string(Full.Row.StaticSharedBytes) +
               (Dynamic != Plan.DynamicSharedBytes
                    ? "; " + std::to_string(Dynamic) + " dynamic, the launch " +
                          std::to_string(Plan.DynamicSharedBytes)
                    : std::string()) +
               ")";
}

} // namespace

void padToFull(std::vector<Variant> &Variants, const LaunchPlan &Plan,
               const cudaDeviceProp &Prop) {
  Variant *Full = nullptr;
  for (Variant &V : Variants)
    if (V.Name == "full" && V.Function)
      Full = &V;
  if (!Full)
    return;
  const int Target = occupancyOf(Full->Function, Plan)(Plan.DynamicSharedBytes);
  Full->DynamicShared = static_cast<unsigned>(Plan.DynamicSharedBytes);
  Full->Row.BlocksPerSm = Target;
  Full->Row.OccupancyMatched = true;
  Full->Row.PaddingSharedBytes = 0;
  for (Variant &V : Variants) {
    if (!V.Function || &V == Full)
      continue;
    if (runsUnpadded(V.Name)) {
      launchUnpadded(V, *Full, Plan);
      continue;
    }
    PaddingResult P = padTo(Target, V.Function, V.Row.StaticSharedBytes,
                            dynamicSharedFloor(V.Name, V.Edits, Plan.DynamicSharedBytes), Plan, Prop);
    V.DynamicShared = static_cast<unsigned>(P.DynamicSharedBytes);
    V.Row.BlocksPerSm = P.BlocksPerSm;
    V.Row.OccupancyMatched = P.Matched;
    V.Row.PaddingSharedBytes = V.DynamicShared - Plan.DynamicSharedBytes;
    if (!P.Matched)
      V.Row.Note = P.Reason;
  }
}

/// A variant that fits fewer blocks than the full kernel because it needs more registers
/// (padding can only take blocks away) is taken from a second module compiled with
/// -maxrregcount at the highest count that keeps the full kernel's blocks per multiprocessor
/// (registerCapFor), when that matches it; what it spills is said.
void capRegisters(const RunContext &Run, Session &S) {
  const Variant *Full = nullptr;
  for (const Variant &V : S.Variants)
    if (V.Name == "full" && V.Function)
      Full = &V;
  if (!Full)
    return;
  const int Cap = registerCapFor(*Full, Run.Plan, S.Prop);
  const int Target = Full->Row.BlocksPerSm;
  bool Needed = false;
  for (const Variant &V : S.Variants)
    Needed |= V.Function && V.ModuleFlags.empty() && !V.Row.OccupancyMatched &&
              V.Row.Registers > Cap;
  const ModuleFlavour Capped{Cap, "", {}};
  if (!Needed || !buildModule(Run, S.Prop, Capped))
    return;
  S.CappedModule.load(
      bundleCubinPath(Run.Options.BundleDir, S.Prop.major, S.Prop.minor, Capped));
  for (Variant &V : S.Variants) {
    CUfunction F = nullptr;
    // A what-if of its own module is not capped: the capped module is the bundle's.
    if (!V.Function || !V.ModuleFlags.empty() || V.Row.OccupancyMatched ||
        V.Row.Registers <= Cap ||
        functionOf(&F, S.CappedModule.get(), V.Entry) != CUDA_SUCCESS)
      continue;
    FunctionAttributes A = attributesOpened(F, S.Prop);
    int LocalBefore = 0;
    LIM_CUDA(Driver::get().FuncGetAttribute(&LocalBefore, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                                            V.Function));
    PaddingResult P = padTo(Target, F, static_cast<unsigned>(A.StaticShared),
                            dynamicSharedFloor(V.Name, V.Edits, Run.Plan.DynamicSharedBytes), Run.Plan,
                            S.Prop);
    if (!P.Matched) {
      // Said, not silent: ptxas may keep more registers than the cap asks.
      V.Row.Note += "; compiled with -maxrregcount=" + std::to_string(Cap) + " it takes " +
                    std::to_string(A.Registers) + " registers and fits " +
                    std::to_string(P.BlocksPerSm) + " blocks per multiprocessor, still not " +
                    std::to_string(Target);
      continue;
    }
    const int Spilled = A.Local > LocalBefore ? A.Local - LocalBefore : 0;
    V.Function = F;
    V.DynamicShared = static_cast<unsigned>(P.DynamicSharedBytes);
    V.Row.BlocksPerSm = P.BlocksPerSm;
    V.Row.OccupancyMatched = true;
    V.Row.PaddingSharedBytes = V.DynamicShared - Run.Plan.DynamicSharedBytes;
    V.Row.RegisterCap = Cap;
    V.Row.SpillBytes = static_cast<unsigned>(Spilled);
    V.Row.Note = cappedNote(Cap, V.Row.Registers, Full->Row.Registers, Spilled);
    V.Row.Registers = A.Registers;
  }
}

namespace {

/// A point of the occupancy curve: full at Blocks per multiprocessor, launched as F with
/// Dynamic bytes of dynamic shared memory; How says how it was made.
Variant curvePoint(const Variant &Full, int Blocks, CUfunction F, std::size_t Dynamic,
                   const LaunchPlan &Plan, const std::string &How) {
  Variant P = fromFull(Full, "occupancy@" + std::to_string(Blocks), "occupancy");
  P.Function = F;
  P.DynamicShared = static_cast<unsigned>(Dynamic);
  P.Row.Note = How;
  P.Row.BlocksPerSm = Blocks;
  P.Row.OccupancyMatched = true; // its occupancy differs on purpose: that is the curve
  P.Row.PaddingSharedBytes = P.DynamicShared - Plan.DynamicSharedBytes;
  return P;
}

/// Full at Blocks per multiprocessor, fewer than its own: padded with dynamic shared memory.
std::optional<Variant> paddedPoint(const RunContext &Run, Session &S, const Variant &Full,
                                   int Blocks) {
  PaddingResult P = padTo(Blocks, Full.Function, Full.Row.StaticSharedBytes,
                          Run.Plan.DynamicSharedBytes, Run.Plan, S.Prop);
  if (!P.Matched)
    return std::nullopt;
  return curvePoint(Full, Blocks, Full.Function, P.DynamicSharedBytes, Run.Plan,
                    "full padded with " +
                        std::to_string(P.DynamicSharedBytes - Run.Plan.DynamicSharedBytes) +
                        " bytes of dynamic shared memory");
}

/// Full at Blocks per multiprocessor, more than its own: compiled under the highest register
/// cap at which that many fit, padded down where the cap lets more fit.
std::optional<Variant> cappedPoint(const RunContext &Run, Session &S, const Variant &Full,
                                   int Blocks) {
  const int Threads = static_cast<int>(Run.Plan.threadsPerBlock());
  const int Cap = registerCapForBlocks(Blocks, Threads, 16, registerFileOf(S.Prop));
  if (Cap == 0 || Cap >= Full.Row.Registers)
    return std::nullopt;
  auto [It, New] = S.CurveModules.try_emplace(Cap);
  const ModuleFlavour Capped = unboundedFlavour(Cap);
  if (New && buildModule(Run, S.Prop, Capped))
    It->second.load(bundleCubinPath(Run.Options.BundleDir, S.Prop.major, S.Prop.minor, Capped));
  CUfunction F = nullptr;
  if (!It->second.get() || functionOf(&F, It->second.get(), Full.Entry) != CUDA_SUCCESS)
    return std::nullopt;
  FunctionAttributes A = attributesOpened(F, S.Prop);
  PaddingResult P = padTo(Blocks, F, static_cast<unsigned>(A.StaticShared),
                          Run.Plan.DynamicSharedBytes, Run.Plan, S.Prop);
  if (A.Registers > Cap || !P.Matched)
    return std::nullopt;
  int FullLocal = 0;
  LIM_CUDA(Driver::get().FuncGetAttribute(&FullLocal, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                                          Full.Function));
  const unsigned Spilled = static_cast<unsigned>(std::max(0, A.Local - FullLocal));
  const std::size_t Padding = P.DynamicSharedBytes - Run.Plan.DynamicSharedBytes;
  Variant V = curvePoint(
      Full, Blocks, F, P.DynamicSharedBytes, Run.Plan,
      "full with registers capped at " + std::to_string(Cap) + " (-maxrregcount; " +
          std::to_string(Full.Row.Registers) + " as built)" +
          (Padding ? ", padded with " + std::to_string(Padding) + " bytes of shared memory" : "") +
          (Spilled ? "; it spills " + std::to_string(Spilled) + " bytes per thread" : ""));
  V.Row.RegisterCap = Cap;
  V.Row.Registers = A.Registers;
  V.Row.SpillBytes = Spilled;
  return V;
}

} // namespace

void addOccupancyCurve(const RunContext &Run, Session &S) {
  if (!selects(Run.Options.WhatIfs, "occupancy"))
    return;
  std::optional<Variant> Full;
  int Top = 0;
  for (const Variant &V : S.Variants) {
    if (V.Name == "full" && V.Function && V.Active)
      Full = V;
    if (V.Name == "occupancy" && V.Function && V.Active)
      Top = V.Row.BlocksPerSm;
  }
  if (!Full)
    return;
  const int Own = Full->Row.BlocksPerSm;
  for (int Blocks : occupancyCurveTargets(Own, std::max(Top, Own))) {
    std::optional<Variant> P =
        Blocks < Own ? paddedPoint(Run, S, *Full, Blocks) : cappedPoint(Run, S, *Full, Blocks);
    if (P)
      S.Variants.push_back(std::move(*P));
  }
}

/// The occupancy what-if after the bundle's variants, where --what-if selects it and full runs.
void addOccupancyWhatIf(const RunContext &Run, Session &S) {
  if (!selects(Run.Options.WhatIfs, "occupancy"))
    return;
  for (const Variant &V : S.Variants)
    if (V.Name == "full" && V.Function && V.Active) {
      Variant W = occupancyWhatIf(Run, S, V);
      S.Variants.push_back(std::move(W));
      return;
    }
}

} // namespace limiter
