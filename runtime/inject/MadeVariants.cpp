// The what-ifs made at a launch from full's function: see addMadeVariants in LaunchVariants.h.
// They follow `limiter run`'s (measure/Occupancy.cu, measure/PerThread.cpp) on the launch the
// program made: its block, its shared memory, its grid.

#include "inject/LaunchVariants.h"

#include "limiter/runtime/Padding.h"

#include <algorithm>

namespace limiter {
namespace {

int attribute(CUdevice Device, CUdevice_attribute What) {
  int Value = 0;
  cuDeviceGetAttribute(&Value, What, Device);
  return Value;
}

int functionAttribute(CUfunction F, CUfunction_attribute What) {
  int Value = 0;
  cuFuncGetAttribute(&Value, What, F);
  return Value;
}

/// What the launch's device and full's function give the occupancy what-if.
struct LaunchShape {
  int Threads = 0;
  int Multiprocessors = 0;
  int Most = 0; ///< blocks per multiprocessor that threads and shared memory allow
  RegisterFile File;
  std::size_t OptIn = 0; ///< shared memory a block may opt in to
};

LaunchShape shapeOf(const Launch &L, CUfunction Full) {
  CUdevice Device = 0;
  cuCtxGetDevice(&Device);
  LaunchShape S;
  S.Threads = static_cast<int>(L.Block[0] * L.Block[1] * L.Block[2]);
  S.Multiprocessors = attribute(Device, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
  S.File.PerMultiprocessor =
      attribute(Device, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR);
  S.File.PerBlock = attribute(Device, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK);
  S.File.WarpSize = attribute(Device, CU_DEVICE_ATTRIBUTE_WARP_SIZE);
  S.OptIn = static_cast<std::size_t>(
      attribute(Device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN));
  const std::size_t SharedPerBlock =
      static_cast<std::size_t>(functionAttribute(Full, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)) +
      L.Shared +
      static_cast<std::size_t>(
          attribute(Device, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK));
  S.Most = mostBlocksPerSm(
      S.Threads, SharedPerBlock,
      MultiprocessorLimits{attribute(Device, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR),
                           attribute(Device, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR),
                           static_cast<std::size_t>(attribute(
                               Device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR))});
  return S;
}

/// Whether the launch is cooperative: cuLaunchCooperativeKernel, or cuLaunchKernelEx with the
/// cooperative attribute.
bool cooperative(const Launch &L) {
  if (L.Cooperative)
    return true;
  if (L.Config)
    for (unsigned I = 0; I < L.Config->numAttrs; ++I)
      if (L.Config->attrs[I].id == CU_LAUNCH_ATTRIBUTE_COOPERATIVE &&
          L.Config->attrs[I].value.cooperative)
        return true;
  return false;
}

/// Whether the launch runs in thread-block clusters (a launch attribute, or the kernel's own
/// __cluster_dims__), whose grid must be whole clusters and whose occupancy the per-block
/// query does not tell.
bool clustered(const Launch &L, CUfunction Full) {
  if (L.Config)
    for (unsigned I = 0; I < L.Config->numAttrs; ++I)
      if (L.Config->attrs[I].id == CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) {
        const auto &D = L.Config->attrs[I].value.clusterDim;
        if (D.x * D.y * D.z > 1)
          return true;
      }
  int Width = 0;
  cuFuncGetAttribute(&Width, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, Full);
  return Width > 0;
}

/// Blocks per multiprocessor of F at the launch's block with Shared bytes of dynamic memory.
int blocksAt(const Launch &L, CUfunction F, std::size_t Shared) {
  int Blocks = 0;
  cuOccupancyMaxActiveBlocksPerMultiprocessor(
      &Blocks, F, static_cast<int>(L.Block[0] * L.Block[1] * L.Block[2]), Shared);
  return Blocks;
}

/// Builds the rows and functions of the variants made from full at one launch.
class Maker {
public:
  Maker(const ProfilePlan &Plan, const Launch &L, const ModuleOfCubin &ModuleAt,
        ProfiledLaunch &Out, std::vector<CUfunction> &Functions, std::size_t FullIndex)
      : Plan(Plan), L(L), ModuleAt(ModuleAt), Out(Out), Functions(Functions),
        Full(Out.Variants[FullIndex]), FullF(Functions[FullIndex]), Shape(shapeOf(L, FullF)),
        FullLocal(functionAttribute(FullF, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)) {}

  void occupancy() {
    const int Own = Full.BlocksPerSm;
    int Top = Own;
    if (std::string Why = occupancyWhatIf(Top); !Why.empty())
      add(made("occupancy", Why.starts_with("not ") ? "not-run" : "absent",
               Why.starts_with("not ") ? Why : "not applicable: " + Why),
          nullptr);
    if (!Plan.Curves)
      return;
    for (int Blocks : occupancyCurveTargets(Own, Top))
      if (Blocks < Own)
        padded(Blocks);
      else
        capped(Blocks, "occupancy@" + std::to_string(Blocks));
  }

  void perThread() {
    const int D = Plan.GridStrideDimension;
    if (D < 0 || D > 2) {
      add(made("perthread", "absent",
               "not applicable: " +
                   (Plan.GridStrideWhyNot.empty()
                        ? std::string("the kernel is no grid-stride loop")
                        : "the kernel is no grid-stride loop: " + Plan.GridStrideWhyNot)),
          nullptr);
      return;
    }
    const unsigned long long Others =
        static_cast<unsigned long long>(L.Grid[0]) * L.Grid[1] * L.Grid[2] / L.Grid[D];
    const unsigned long long Wave =
        static_cast<unsigned long long>(Shape.Multiprocessors) * Full.BlocksPerSm;
    const auto Grids =
        perThreadGrids(L.Grid[D], oneWaveBlocks(Wave, Others), waveBlocksAtMost(Wave, Others));
    const char *Dimension = D == 0 ? "x" : D == 1 ? "y" : "z";
    if (Grids.empty()) {
      add(made("perthread", "absent",
               "not applicable: the launch's " + std::to_string(L.Grid[D]) + " blocks in " +
                   Dimension + " make one resident wave already (" +
                   std::to_string(Shape.Multiprocessors) + " multiprocessors x " +
                   std::to_string(Full.BlocksPerSm) + " blocks)"),
          nullptr);
      return;
    }
    for (const auto &[Name, Blocks] : Grids) {
      if (!Plan.Curves && Name != "perthread")
        break; // the curve's points: asked for with --what-if all or by name
      ProfiledVariant V = made(Name, "ok", perThreadHow(L.Grid[D], Blocks, Dimension));
      V.Grid = L.Grid;
      (*V.Grid)[D] = Blocks;
      add(std::move(V), FullF);
    }
  }

  /// The block-size what-if: full launched with larger blocks along x and fewer of them, at
  /// the factor that keeps the most threads resident (blockSizeAim, as `run` does).
  void blockSize() {
    // The bundle's copy where full reads its block's index: full's blocks as rows.
    for (std::size_t I = 0; I < Out.Variants.size(); ++I)
      if (Out.Variants[I].Name == "blocksize")
        return mergeBlocks(Out.Variants[I], Functions[I]);
    if (!Plan.BlockSplitFree && Plan.BlockRows) { // full's own kernel, as rows
      ProfiledVariant V = made("blocksize", "ok", "");
      CUfunction F = FullF;
      mergeBlocks(V, F);
      return add(std::move(V), F);
    }
    if (!Plan.BlockSplitFree) {
      add(made("blocksize", "absent",
               "not applicable: its work depends on its block size: " + Plan.BlockSplitWhyNot),
          nullptr);
      return;
    }
    CUdevice Device = 0;
    cuCtxGetDevice(&Device);
    const unsigned Threads = static_cast<unsigned>(Shape.Threads);
    const BlockSizeAim Aim = aimOf(FullF, Device, Threads);
    if (Aim.Factor == 0) {
      add(made("blocksize", "absent", "not applicable: " + Aim.WhyNot), nullptr);
      return;
    }
    ProfiledVariant V =
        made("blocksize", "ok", blockSizeHow(Threads, L.Grid[0], Aim, Full.BlocksPerSm));
    V.Block = L.Block;
    (*V.Block)[0] *= Aim.Factor;
    V.Grid = L.Grid;
    (*V.Grid)[0] /= Aim.Factor;
    V.BlocksPerSm = Aim.BlocksPerSm;
    add(std::move(V), FullF);
  }

private:
  /// The block-size aim for F at this launch, within the device's blocks and F's own
  /// __launch_bounds__ (measure/BlockSize.cpp's, as `run` takes it).
  BlockSizeAim aimOf(CUfunction F, CUdevice Device, unsigned Threads) {
    int KernelMost = 0;
    cuFuncGetAttribute(&KernelMost, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, F);
    return blockSizeAimWithin(
        Threads, L.Grid[0], Full.BlocksPerSm,
        attribute(Device, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK), KernelMost, [&](unsigned T) {
          int Blocks = 0;
          cuOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, F, static_cast<int>(T), L.Shared);
          return Blocks;
        });
  }

  /// The block-size what-if's copy (BlockSizeRule.cpp) at this launch: launched unpadded with
  /// full's blocks as the rows of larger ones, at the factor that keeps the most threads
  /// resident, as `run` does (measure/BlockSize.cpp).
  void mergeBlocks(ProfiledVariant &V, CUfunction &F) {
    if (!F || V.Status != "ok")
      return;
    auto NotApplicable = [&](const std::string &Why) {
      V.Status = "absent";
      V.Note = "not applicable: " + Why;
      F = nullptr;
    };
    if (std::string Why = mergedBlocksWhyNot(L.Block); !Why.empty())
      return NotApplicable(Why);
    CUdevice Device = 0;
    cuCtxGetDevice(&Device);
    const unsigned Threads = static_cast<unsigned>(Shape.Threads);
    const BlockSizeAim Aim = aimOf(F, Device, Threads);
    if (Aim.Factor == 0)
      return NotApplicable(Aim.WhyNot);
    V.Block = std::array<unsigned, 3>{L.Block[0], Aim.Factor, 1};
    V.Grid = L.Grid;
    (*V.Grid)[0] /= Aim.Factor;
    V.DynamicShared = L.Shared; // unpadded: its occupancy is what it measures
    V.PaddingSharedBytes = 0;
    V.BlocksPerSm = Aim.BlocksPerSm;
    V.OccupancyMatched = true;
    V.Note = mergedBlockSizeHow(Threads, L.Grid[0], Aim, Full.BlocksPerSm);
  }

  const ProfilePlan &Plan;
  const Launch &L;
  const ModuleOfCubin &ModuleAt;
  ProfiledLaunch &Out;
  std::vector<CUfunction> &Functions;
  const ProfiledVariant Full; // a copy: Out.Variants grows
  CUfunction FullF;
  LaunchShape Shape;
  int FullLocal;

  /// A row made from full's, named Name.
  ProfiledVariant made(const std::string &Name, const std::string &Status,
                       const std::string &Note) const {
    ProfiledVariant V;
    V.Name = Name;
    V.Entry = Full.Entry;
    V.Status = Status;
    V.Note = Note;
    V.Registers = Full.Registers;
    V.StaticSharedBytes = Full.StaticSharedBytes;
    V.BlocksPerSm = Full.BlocksPerSm;
    V.OccupancyMatched = true; // its occupancy or grid differs on purpose
    return V;
  }

  /// Appends V, launched as F; one that faulted in the probe run is not launched again.
  void add(ProfiledVariant V, CUfunction F) {
    if (F && std::find(Plan.Skip.begin(), Plan.Skip.end(), V.Name) != Plan.Skip.end()) {
      V.Status = "skipped";
      F = nullptr;
    }
    Out.Variants.push_back(std::move(V));
    Functions.push_back(F);
  }

  /// Full's function in the module compiled under Cap, or null: said in Why, and the cap
  /// asked for (Out.WantedCaps) where the plan has no module for it.
  CUfunction cappedFunction(int Cap, std::string &Why) {
    auto It = Plan.CapCubins.find(Cap);
    if (It == Plan.CapCubins.end()) {
      if (std::find(Out.WantedCaps.begin(), Out.WantedCaps.end(), Cap) == Out.WantedCaps.end())
        Out.WantedCaps.push_back(Cap);
      Why = "not measured: full under -maxrregcount=" + std::to_string(Cap) +
            (Plan.Probe ? " is built after this probe run"
                        : " was not built (the probe run asks for it, and --no-isolate leaves "
                          "that run out; a build that fails is said)");
      return nullptr;
    }
    CUfunction F = nullptr;
    CUmodule Module = ModuleAt(It->second);
    if (!Module || cuModuleGetFunction(&F, Module, Full.Entry.c_str()) != CUDA_SUCCESS) {
      Why = "not measured: full is not in the module compiled with -maxrregcount=" +
            std::to_string(Cap);
      return nullptr;
    }
    cuFuncSetAttribute(F, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                       static_cast<int>(Shape.OptIn) -
                           functionAttribute(F, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES));
    return F;
  }

  /// The occupancy what-if: full under the register cap that fits the most blocks; Top
  /// becomes the blocks it reaches. Empty when made, else why not ("not ..." where it could
  /// not be measured here, otherwise why it does not apply).
  std::string occupancyWhatIf(int &Top) {
    const int Own = Full.BlocksPerSm;
    const OccupancyAim Aim =
        occupancyAim(Own, Shape.Most, Full.Registers, Shape.Threads, Shape.File);
    if (!Aim.WhyNot.empty())
      return Aim.WhyNot;
    const int Target = Aim.Blocks, Cap = Aim.Cap;
    // The curve runs up to the count aimed at even where this cap's module is still to be
    // built (the probe run), so that the probe asks for the caps of all its points.
    Top = Target;
    std::string Why;
    CUfunction F = cappedFunction(Cap, Why);
    if (!F)
      return Why;
    const int Registers = functionAttribute(F, CU_FUNC_ATTRIBUTE_NUM_REGS);
    const int Reached = blocksAt(L, F, L.Shared);
    Top = Own; // set again where the what-if is made
    if (Registers > Cap)
      return "compiled with -maxrregcount=" + std::to_string(Cap) + " full still takes " +
             std::to_string(Registers) + " registers (its __launch_bounds__ decide them)";
    if (Reached <= Own)
      return "capped at " + std::to_string(Cap) + " registers full still fits " +
             std::to_string(Reached) + " blocks per multiprocessor: its shared memory holds it";
    ProfiledVariant V = cappedRow("occupancy", F, Cap, Reached, 0);
    Top = Reached;
    add(std::move(V), F);
    return "";
  }

  ProfiledVariant cappedRow(const std::string &Name, CUfunction F, int Cap, int Blocks,
                            unsigned Padding) const {
    const int Registers = functionAttribute(F, CU_FUNC_ATTRIBUTE_NUM_REGS);
    const int Spilled =
        std::max(0, functionAttribute(F, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES) - FullLocal);
    ProfiledVariant V =
        made(Name, "ok",
             "full with registers capped at " + std::to_string(Cap) + " (-maxrregcount; " +
                 std::to_string(Full.Registers) + " as built): " + std::to_string(Blocks) +
                 " blocks per multiprocessor" +
                 (Padding ? ", padded with " + std::to_string(Padding) + " bytes of shared memory"
                          : "") +
                 (Spilled ? "; it spills " + std::to_string(Spilled) + " bytes per thread" : ""));
    V.Registers = Registers;
    V.BlocksPerSm = Blocks;
    V.PaddingSharedBytes = Padding;
    V.RegisterCap = Cap;
    V.SpillBytes = static_cast<unsigned>(Spilled);
    return V;
  }

  /// A point below full's blocks: full padded with dynamic shared memory. Not for a
  /// cooperative launch whose grid would no longer be resident all at once (the launch fails).
  void padded(int Blocks) {
    const unsigned long long Grid =
        static_cast<unsigned long long>(L.Grid[0]) * L.Grid[1] * L.Grid[2];
    if (cooperative(L) && Grid > static_cast<unsigned long long>(Shape.Multiprocessors) * Blocks)
      return;
    PaddingResult P = findPadding(Blocks, L.Shared, Shape.OptIn - Full.StaticSharedBytes, 128,
                                  [&](std::size_t Shared) { return blocksAt(L, FullF, Shared); });
    if (!P.Matched)
      return;
    ProfiledVariant V = made("occupancy@" + std::to_string(Blocks), "ok",
                             "full padded with " + std::to_string(P.DynamicSharedBytes - L.Shared) +
                                 " bytes of dynamic shared memory");
    V.BlocksPerSm = Blocks;
    V.PaddingSharedBytes = static_cast<unsigned>(P.DynamicSharedBytes - L.Shared);
    add(std::move(V), FullF);
  }

  /// A point above full's blocks: full under the highest cap that fits them, padded down
  /// where the cap lets more fit. A count no cap reaches exactly is left out.
  void capped(int Blocks, const std::string &Name) {
    const int Cap = registerCapForBlocks(Blocks, Shape.Threads, 16, Shape.File);
    if (Cap == 0 || Cap >= Full.Registers)
      return;
    std::string Why;
    CUfunction F = cappedFunction(Cap, Why);
    if (!F || functionAttribute(F, CU_FUNC_ATTRIBUTE_NUM_REGS) > Cap)
      return;
    const std::size_t Static =
        static_cast<std::size_t>(functionAttribute(F, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES));
    PaddingResult P = findPadding(Blocks, L.Shared, Shape.OptIn - Static, 128,
                                  [&](std::size_t Shared) { return blocksAt(L, F, Shared); });
    if (!P.Matched)
      return;
    add(cappedRow(Name, F, Cap, Blocks, static_cast<unsigned>(P.DynamicSharedBytes - L.Shared)), F);
  }
};

} // namespace

void addMadeVariants(const ProfilePlan &Plan, const Launch &L, const ModuleOfCubin &ModuleAt,
                     ProfiledLaunch &Out, std::vector<CUfunction> &Functions) {
  if (!Plan.Occupancy && !Plan.PerThread && !Plan.BlockSize)
    return;
  auto It = std::find_if(Out.Variants.begin(), Out.Variants.end(),
                         [](const ProfiledVariant &V) { return V.Name == "full"; });
  const std::size_t Index = static_cast<std::size_t>(It - Out.Variants.begin());
  if (It == Out.Variants.end() || !Functions[Index] || It->Status != "ok")
    return;
  if (clustered(L, Functions[Index])) {
    const std::string Entry = It->Entry; // Out.Variants grows below
    for (const char *Name : {"occupancy", "perthread", "blocksize"})
      if (Name == std::string("occupancy")   ? Plan.Occupancy
          : Name == std::string("perthread") ? Plan.PerThread
                                             : Plan.BlockSize) {
        auto Copy = std::find_if(Out.Variants.begin(), Out.Variants.end(),
                                 [&](const ProfiledVariant &V) { return V.Name == Name; });
        if (Copy != Out.Variants.end()) { // the block-size what-if's copy, in the bundle
          Copy->Status = "not-run";
          Copy->Note = "not measured: the launch runs in thread-block clusters, whose grid "
                       "and occupancy this what-if does not follow";
          Functions[static_cast<std::size_t>(Copy - Out.Variants.begin())] = nullptr;
          continue;
        }
        ProfiledVariant V;
        V.Name = Name;
        V.Entry = Entry;
        V.Status = "not-run";
        V.Note = "not measured: the launch runs in thread-block clusters, whose grid and "
                 "occupancy this what-if does not follow";
        Out.Variants.push_back(std::move(V));
        Functions.push_back(nullptr);
      }
    return;
  }
  Maker Make(Plan, L, ModuleAt, Out, Functions, Index);
  if (Plan.Occupancy)
    Make.occupancy();
  if (Plan.PerThread)
    Make.perThread();
  if (Plan.BlockSize)
    Make.blockSize();
}

} // namespace limiter
