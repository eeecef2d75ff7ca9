// The load phase of a run: the device, the bundle's modules (its own, the compile-flag
// what-ifs'), the variants brought to the full kernel's occupancy (Occupancy.cu), and the
// buffers and symbols filled from the config.

#include "measure/Fill.h"
#include "measure/Occupancy.h"
#include "measure/Session.h"

#include "analysis/ManifestFacts.h"

#include "limiter/runtime/ModuleBuild.h"
#include "limiter/runtime/Padding.h"

#include <functional>

namespace limiter {
namespace {

std::vector<Variant> readVariants(const RunContext &Run, const cudaDeviceProp &Prop) {
  std::vector<Variant> Out;
  for (const ManifestVariant &V : Run.Manifest.Variants) {
    if (!V.WhatIf.empty() && !selects(Run.Options.WhatIfs, V.Name))
      continue; // --what-if leaves it out
    Variant X;
    X.Name = V.Name;
    X.Status = V.Status;
    X.TakesFlag = V.takesFlag();
    X.ModuleFlags = V.ModuleFlags;
    X.Edits = V.Edits;
    X.Row = variantRowOf(V);
    if (V.absent() || !Run.Plan.Entries.count(X.Name)) {
      X.Active = false;
      X.Row.Note = "not generated";
    } else if (X.Name == "coalesced" && Prop.major < 8) {
      // lim::coalesced needs the warp-wide minimum of sm_80; before it each lane keeps its own
      // index and the what-if would time full again.
      X.Active = false;
      X.Row.Status = "absent";
      X.Row.Reasons = {"not applicable: re-indexing needs compute capability 8.0 (this GPU: " +
                       std::to_string(Prop.major) + "." + std::to_string(Prop.minor) + ")"};
    } else {
      X.Entry = Run.Plan.Entries.at(X.Name);
    }
    Out.push_back(std::move(X));
  }
  return Out;
}

/// The module V's function is in: the bundle's, or a compile-flag what-if's own (built and
/// loaded here); nullptr, with V inactive and a note, when the what-if's does not build.
CUmodule moduleOf(const RunContext &Run, Session &S, Variant &V) {
  if (V.ModuleFlags.empty())
    return S.Module.get();
  auto [It, New] = S.WhatIfModules.try_emplace(V.Name);
  if (New) {
    ModuleFlavour Flavour{0, V.Name, V.ModuleFlags};
    if (!buildModule(Run, S.Prop, Flavour)) {
      V.Active = false;
      V.Row.Note = "its module (variants.cu under its flags) does not compile";
      return nullptr;
    }
    It->second.load(
        bundleCubinPath(Run.Options.BundleDir, S.Prop.major, S.Prop.minor, Flavour));
  }
  return It->second.get();
}

void loadVariants(const RunContext &Run, Session &S) {
  S.Variants = readVariants(Run, S.Prop);
  for (Variant &V : S.Variants) {
    if (!V.Active)
      continue;
    CUmodule Module = moduleOf(Run, S, V);
    if (!Module)
      continue;
    LIM_CUDA(functionOf(&V.Function, Module, V.Entry));
    FunctionAttributes A = attributesOpened(V.Function, S.Prop);
    V.Row.Registers = A.Registers;
    V.Row.StaticSharedBytes = static_cast<unsigned>(A.StaticShared);
  }
  padToFull(S.Variants, Run.Plan, S.Prop);
}

/// The config's symbols filled in every loaded module (the bundle's, the capped one, the
/// what-ifs'), each module with the same values.
void fillSymbols(const RunContext &Run, Session &S) {
  std::vector<CUmodule> Modules = {S.Module.get()};
  for (const LoadedModule *M : {&S.CappedModule, &S.OccupancyModule})
    if (M->get())
      Modules.push_back(M->get());
  for (const auto &[Cap, Module] : S.CurveModules)
    if (Module.get())
      Modules.push_back(Module.get());
  for (const auto &[Name, Module] : S.WhatIfModules)
    if (Module.get())
      Modules.push_back(Module.get());
  std::uint64_t Stream = 1000;
  for (const SymbolSpec &Symbol : Run.Config.Symbols) {
    ++Stream;
    std::string Name = mangledVariable(Symbol.Name);
    for (std::size_t K = 0; K < Modules.size(); ++K) {
      CUdeviceptr Address = 0;
      std::size_t Bytes = 0;
      if (Driver::get().ModuleGetGlobal(&Address, &Bytes, Modules[K], Name.c_str()) !=
          CUDA_SUCCESS) {
        if (K == 0)
          Run.Diags.warning(DiagId::ConfigUnknownParameter, Symbol.Where,
                            "symbol '" + Symbol.Name + "' is not in the module; not filled", "");
        if (K == 0)
          break;
        continue;
      }
      BufferPlan B{Symbol.Name, Bytes / 4, 4, Bytes, Symbol.Fill, "float", false};
      std::vector<std::uint8_t> Host = filled(B, mixed(Run.Config.Seed, Stream));
      LIM_CUDA(Driver::get().MemcpyHtoD(Address, Host.data(), Bytes));
    }
  }
}

void fillBuffers(const RunContext &Run, Session &S) {
  for (const BufferPlan &B : Run.Plan.Buffers) {
    std::vector<std::uint8_t> Host = filled(B, mixed(Run.Config.Seed, S.Pointers.size()));
    S.Work.emplace_back(B.Bytes);
    LIM_CUDA(cudaMemcpy(S.Work.back().get(), Host.data(), B.Bytes, cudaMemcpyHostToDevice));
    S.Pristine.emplace_back(B.Written ? B.Bytes : 0);
    if (B.Written)
      LIM_CUDA(cudaMemcpy(S.Pristine.back().get(), S.Work.back().get(), B.Bytes,
                          cudaMemcpyDeviceToDevice));
    S.Pointers.push_back(reinterpret_cast<CUdeviceptr>(S.Work.back().get()));
  }
}

} // namespace

bool selectDevice(const RunContext &Run, cudaDeviceProp &Prop) {
  int Count = 0;
  if (cudaGetDeviceCount(&Count) != cudaSuccess || Count <= Run.Options.Device) {
    cudaGetLastError();
    Run.Diags.error(DiagId::NoGpu, {},
                    "no CUDA-capable GPU " + std::to_string(Run.Options.Device) + " is visible",
                    "run `limiter run` on the GPU machine; generate bundles anywhere");
    return false;
  }
  LIM_CUDA(cudaGetDeviceProperties(&Prop, Run.Options.Device));
  return true;
}

bool buildModule(const RunContext &Run, const cudaDeviceProp &Prop, const ModuleFlavour &Flavour) {
  return buildBundleModule(Run.Options.BundleDir, Run.Manifest.Compile.NvccFlags,
                           Run.Options.Nvcc, Prop.major, Prop.minor, Flavour, Run.Diags);
}

void setUp(const RunContext &Run, Session &S) {
  LIM_CUDA(cudaSetDevice(Run.Options.Device));
  LIM_CUDA(cudaFree(nullptr)); // Creates the primary context the driver calls use.
  S.Module.load(bundleCubinPath(Run.Options.BundleDir, S.Prop.major, S.Prop.minor));
  loadVariants(Run, S);
  if (Run.Options.CapRegisters)
    capRegisters(Run, S);
  addOccupancyWhatIf(Run, S);
  addOccupancyCurve(Run, S);
  addPerThreadWhatIf(Run, S);
  addBlockSizeWhatIf(Run, S);
  for (Variant &V : S.Variants) {
    const std::array<unsigned, 3> &Grid = V.Grid ? *V.Grid : Run.Plan.Grid;
    V.Row.GridBlocks = static_cast<unsigned long long>(Grid[0]) * Grid[1] * Grid[2];
  }
  fillBuffers(Run, S);
  fillSymbols(Run, S);
  S.Flush = DeviceBuffer(static_cast<std::size_t>(S.Prop.l2CacheSize) * 2);
  LIM_CUDA(cudaMemset(S.Flush.get(), 0, S.Flush.size()));
  LIM_CUDA(cudaStreamCreateWithFlags(&S.Stream, cudaStreamNonBlocking));
}

} // namespace limiter
