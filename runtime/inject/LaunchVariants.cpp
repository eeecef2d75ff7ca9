// The variants of one measured launch: see LaunchVariants.h.

#include "inject/LaunchVariants.h"

#include "inject/Measurement.h"

#include "limiter/runtime/ModuleGlobals.h"
#include "limiter/runtime/Padding.h"
#include "limiter/support/WhatIfs.h"

#include <algorithm>

namespace limiter {
namespace {

/// Blocks per multiprocessor of F at the launch's block and Shared bytes of dynamic shared memory.
int blocksPerSm(const Launch &L, CUfunction F, std::size_t Shared) {
  int Blocks = 0;
  cuOccupancyMaxActiveBlocksPerMultiprocessor(
      &Blocks, F, static_cast<int>(L.Block[0] * L.Block[1] * L.Block[2]), Shared);
  return Blocks;
}

} // namespace

bool loadVariants(const ProfilePlan &Plan, const Launch &L, const ProfileTarget &T,
                  const ModuleOfVariant &ModuleOf, ProfiledLaunch &Out,
                  std::vector<CUfunction> &Functions) {
  auto fail = [&](const std::string &Why) { Out.Problem = Why; };
  CUdevice Device = 0;
  cuCtxGetDevice(&Device);
  int OptIn = 0;
  cuDeviceGetAttribute(&OptIn, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, Device);
  int Target = 0;
  for (const auto &[Name, Entry] : T.Entries) {
    ProfiledVariant V;
    V.Name = Name;
    V.Entry = Entry;
    if (std::find(Plan.Skip.begin(), Plan.Skip.end(), Name) != Plan.Skip.end()) {
      V.Status = "skipped"; // it faulted in a probe run of the program
      Out.Variants.push_back(V);
      Functions.push_back(nullptr);
      if (Name == "full") {
        fail("the full kernel's variant faulted in the probe run of the program");
        return false;
      }
      continue;
    }
    CUfunction F = nullptr;
    CUmodule Module = ModuleOf(Name);
    if (!Module) {
      if (Name == "full")
        return false; // Out.Problem says why
      V.Status = "not-run";
      V.Note = "its module (" + Plan.cubinOf(Name) + ") cannot be loaded";
      Out.Variants.push_back(V);
      Functions.push_back(nullptr);
      continue;
    }
    if (CUresult R = cuModuleGetFunction(&F, Module, Entry.c_str()); R != CUDA_SUCCESS) {
      V.Status = "not-run";
      V.Note = "not in its module (" + Plan.cubinOf(Name) + "): " + errorText(R);
      Out.Variants.push_back(V);
      Functions.push_back(nullptr);
      continue;
    }
    int Static = 0;
    cuFuncGetAttribute(&V.Registers, CU_FUNC_ATTRIBUTE_NUM_REGS, F);
    cuFuncGetAttribute(&Static, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, F);
    V.StaticSharedBytes = static_cast<unsigned>(Static);
    cuFuncSetAttribute(F, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, OptIn - Static);
    if (Name == "full")
      Target = blocksPerSm(L, F, L.Shared);
    Out.Variants.push_back(V);
    Functions.push_back(F);
  }
  if (!Target) {
    fail("the full kernel of the bundle cannot run with this launch's block and shared "
         "memory");
    return false;
  }
  for (std::size_t I = 0; I < Functions.size(); ++I) {
    ProfiledVariant &V = Out.Variants[I];
    if (!Functions[I])
      continue;
    // A what-if that runs unpadded (the shared-occupancy one) is launched at the blocks its
    // own resources allow: that occupancy is what it measures.
    const bool Unpadded = runsUnpadded(V.Name);
    // Its own dynamic shared memory where it folded the launch's (at most 8 KiB).
    const auto Found = T.LaunchEdits.find(V.Name);
    const std::map<std::string, unsigned> Edits =
        Found != T.LaunchEdits.end() ? Found->second : std::map<std::string, unsigned>();
    const unsigned Own = Unpadded ? sharedOccupancyDynamicBytes(Edits, L.Shared) : L.Shared;
    PaddingResult P = V.Name == "full" || Unpadded
                          ? PaddingResult{Own, Unpadded ? blocksPerSm(L, Functions[I], Own)
                                                        : Target,
                                          true, ""}
                          : findPadding(Target, dynamicSharedFloor(V.Name, Edits, L.Shared),
                                        OptIn - V.StaticSharedBytes, 128,
                                        [&, F = Functions[I]](std::size_t Shared) {
                                          return blocksPerSm(L, F, Shared);
                                        });
    if (Unpadded && P.BlocksPerSm <= Target) {
      V.Status = "absent";
      V.Note = unpaddedNotApplicable(V.Name, P.BlocksPerSm, Target);
      Functions[I] = nullptr;
      continue;
    }
    if (Unpadded && Own != L.Shared)
      V.DynamicShared = Own;
    if (Unpadded)
      V.Note = unpaddedHow(P.BlocksPerSm, Target) + " (" + std::to_string(V.StaticSharedBytes) +
               " static shared bytes a block" +
               (Own != L.Shared ? "; " + std::to_string(Own) + " dynamic, the launch " +
                                      std::to_string(L.Shared)
                                : std::string()) +
               ")";
    V.BlocksPerSm = P.BlocksPerSm;
    V.OccupancyMatched = P.Matched;
    V.PaddingSharedBytes =
        P.DynamicSharedBytes > L.Shared ? static_cast<unsigned>(P.DynamicSharedBytes - L.Shared) : 0;
    if (!P.Matched)
      V.Note = P.Reason;
  }
  return true;
}

/// The program's __constant__ and __device__ variables, copied into the bundle's module:
/// every variable of the module that the program's module has by the same name and size.
bool copyGlobals(const std::string &Cubin, const Launch &L, CUmodule Module, std::string &Problem) {
  auto fail = [&](const std::string &Why) { Problem = Why; };
  // The runtime launches a CUkernel of a CUlibrary (context-independent loading) where the
  // driver API launches a CUfunction of a CUmodule: the program's variables are the
  // library's or the module's.
  CUmodule Program = nullptr;
  CUlibrary Library = nullptr;
  CUresult R = cuKernelGetLibrary(&Library, reinterpret_cast<CUkernel>(L.Function));
  if (R != CUDA_SUCCESS)
    R = cuFuncGetModule(&Program, L.Function);
  if (R != CUDA_SUCCESS) {
    fail("cannot find the program's module of the kernel (" + errorText(R) +
         "), so its __constant__ and __device__ variables cannot be copied");
    return false;
  }
  auto ProgramGlobal = [&](const std::string &Name, CUdeviceptr *At, std::size_t *Bytes) {
    return Library ? cuLibraryGetGlobal(At, Bytes, Library, Name.c_str())
                   : cuModuleGetGlobal(At, Bytes, Program, Name.c_str());
  };
  std::string Error;
  std::vector<ModuleGlobal> Globals = moduleGlobals(Cubin, Error);
  if (!Error.empty()) {
    fail("cannot read the variables of the bundle's module: " + Error);
    return false;
  }
  for (const ModuleGlobal &G : Globals) {
    CUdeviceptr From = 0, To = 0;
    std::size_t FromBytes = 0, ToBytes = 0;
    if (cuModuleGetGlobal(&To, &ToBytes, Module, G.Name.c_str()) != CUDA_SUCCESS)
      continue;
    if (ProgramGlobal(G.Name, &From, &FromBytes) != CUDA_SUCCESS || FromBytes != ToBytes)
      continue; // the bundle's own (the variant support's) or a library's
    if (R = cuMemcpyDtoD(To, From, ToBytes); R != CUDA_SUCCESS) {
      fail("cannot copy the program's variable " + G.Name + ": " + errorText(R));
      return false;
    }
  }
  return true;
}

} // namespace limiter
