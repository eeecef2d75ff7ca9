// liblimiter_inject.so: loaded into a CUDA program through CUDA_INJECTION64_PATH by
// `limiter profile`. CUPTI calls back on the driver's kernel launches; at the launches of the
// target the plan picks, every variant of the bundle's module runs with that launch's own
// arguments, grid, block and dynamic shared memory (padded to the full kernel's occupancy),
// device memory restored from a CUPTI checkpoint before each sample and a last time after,
// and the real launch then goes on. What was measured goes to the plan's output file.

#include "limiter/runtime/ModuleGlobals.h"
#include "limiter/runtime/Padding.h"
#include "limiter/runtime/Profile.h"

#include <cuda.h>
#include <cupti.h>
#include <cupti_checkpoint.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

namespace limiter {
namespace {

using NV::Cupti::Checkpoint::CUpti_Checkpoint;

/// A launch as the program made it.
struct Launch {
  CUfunction Function = nullptr;
  const CUlaunchConfig *Config = nullptr; ///< cuLaunchKernelEx's; null for cuLaunchKernel.
  std::array<unsigned, 3> Grid{1, 1, 1}, Block{1, 1, 1};
  unsigned Shared = 0;
  CUstream Stream = nullptr;
  void **Params = nullptr;
  void **Extra = nullptr;
};

struct Injection {
  ProfilePlan Plan;
  ProfileReport Report;
  std::map<std::string, const ProfileTarget *> ByEntry;
  std::map<CUcontext, CUmodule> Modules; ///< The bundle's module, per context.
  std::mutex Lock;                       ///< The program may launch from several threads.
};

Injection *State = nullptr;

std::string errorText(CUresult R) {
  const char *Name = nullptr;
  cuGetErrorName(R, &Name);
  return Name ? Name : "CUDA error " + std::to_string(static_cast<int>(R));
}

std::string cuptiText(CUptiResult R) {
  const char *Text = nullptr;
  cuptiGetResultString(R, &Text);
  return Text ? Text : "CUPTI error " + std::to_string(static_cast<int>(R));
}

/// The report, written whole (a temporary renamed over the output).
void writeReport() {
  std::string Temp = State->Plan.Output + ".tmp";
  {
    std::ofstream Out(Temp, std::ios::trunc);
    Out << toJson(State->Report);
    if (!Out)
      return;
  }
  std::rename(Temp.c_str(), State->Plan.Output.c_str());
}

/// Everything one measured launch needs, released at the end.
class Measurement {
public:
  Measurement(const Launch &L, const ProfileTarget &T, ProfiledLaunch &Out)
      : L(L), T(T), Out(Out) {}
  ~Measurement() {
    for (CUevent E : Events)
      cuEventDestroy(E);
    if (Stream)
      cuStreamDestroy(Stream);
    if (Flush)
      cuMemFree(Flush);
    if (Saved)
      NV::Cupti::Checkpoint::cuptiCheckpointFree(&Checkpoint);
  }

  void run() {
    if (L.Extra && !L.Params)
      return fail("the launch passes its arguments through `extra`; not supported");
    CUcontext Context = nullptr;
    cuCtxGetCurrent(&Context);
    if (State->Report.Device.empty()) {
      CUdevice Device = 0;
      char Name[256] = {};
      if (cuCtxGetDevice(&Device) == CUDA_SUCCESS &&
          cuDeviceGetName(Name, sizeof Name, Device) == CUDA_SUCCESS)
        State->Report.Device = Name;
    }
    if (CUresult R = cuCtxSynchronize(); R != CUDA_SUCCESS)
      return fail("the program's work before the launch failed: " + errorText(R));
    CUmodule Module = moduleFor(Context);
    if (!Module)
      return;
    if (!loadVariants(Module) || !copyGlobals(Module))
      return;
    Checkpoint.structSize = CUpti_Checkpoint_STRUCT_SIZE;
    Checkpoint.ctx = Context;
    if (CUptiResult R = NV::Cupti::Checkpoint::cuptiCheckpointSave(&Checkpoint); R != CUPTI_SUCCESS)
      return fail("cannot save the device memory before the launch (" + cuptiText(R) +
                  "): not enough memory for the checkpoint?");
    Saved = true;
    if (!setUpTiming())
      return;
    sample();
    // The program's memory as it was, for the real launch.
    if (CUptiResult R = NV::Cupti::Checkpoint::cuptiCheckpointRestore(&Checkpoint);
        R != CUPTI_SUCCESS)
      Out.Problem = "cannot restore the device memory after measuring: " + cuptiText(R);
    cuCtxSynchronize();
  }

private:
  const Launch &L;
  const ProfileTarget &T;
  ProfiledLaunch &Out;
  CUpti_Checkpoint Checkpoint{};
  bool Saved = false;
  std::vector<CUfunction> Functions;
  std::vector<CUevent> Events;
  CUstream Stream = nullptr;
  CUdeviceptr Flush = 0;
  std::size_t FlushBytes = 0;
  int Flag = 0;

  void fail(const std::string &Why) { Out.Problem = Why; }

  CUmodule moduleFor(CUcontext Context) {
    auto It = State->Modules.find(Context);
    if (It != State->Modules.end())
      return It->second;
    CUmodule Module = nullptr;
    if (CUresult R = cuModuleLoad(&Module, State->Plan.Cubin.c_str()); R != CUDA_SUCCESS) {
      fail("cannot load the bundle's module " + State->Plan.Cubin + ": " + errorText(R));
      return nullptr;
    }
    State->Modules[Context] = Module;
    return Module;
  }

  int blocksPerSm(CUfunction F, std::size_t Shared) const {
    int Blocks = 0;
    cuOccupancyMaxActiveBlocksPerMultiprocessor(
        &Blocks, F, static_cast<int>(L.Block[0] * L.Block[1] * L.Block[2]), Shared);
    return Blocks;
  }

  bool loadVariants(CUmodule Module) {
    CUdevice Device = 0;
    cuCtxGetDevice(&Device);
    int OptIn = 0;
    cuDeviceGetAttribute(&OptIn, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, Device);
    int Target = 0;
    for (const auto &[Name, Entry] : T.Entries) {
      ProfiledVariant V;
      V.Name = Name;
      V.Entry = Entry;
      CUfunction F = nullptr;
      if (CUresult R = cuModuleGetFunction(&F, Module, Entry.c_str()); R != CUDA_SUCCESS) {
        V.Status = "not-run";
        V.Note = "not in the bundle's module: " + errorText(R);
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
        Target = blocksPerSm(F, L.Shared);
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
      PaddingResult P = V.Name == "full"
                            ? PaddingResult{L.Shared, Target, true, ""}
                            : findPadding(Target, L.Shared, OptIn - V.StaticSharedBytes, 128,
                                          [&, F = Functions[I]](std::size_t Shared) {
                                            return blocksPerSm(F, Shared);
                                          });
      V.BlocksPerSm = P.BlocksPerSm;
      V.OccupancyMatched = P.Matched;
      V.PaddingSharedBytes = static_cast<unsigned>(P.DynamicSharedBytes - L.Shared);
      if (!P.Matched)
        V.Note = P.Reason;
    }
    return true;
  }

  /// The program's __constant__ and __device__ variables, copied into the bundle's module:
  /// every variable of the module that the program's module has by the same name and size.
  bool copyGlobals(CUmodule Module) {
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
    std::vector<ModuleGlobal> Globals = moduleGlobals(State->Plan.Cubin, Error);
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

  bool setUpTiming() {
    CUdevice Device = 0;
    cuCtxGetDevice(&Device);
    int L2 = 0;
    cuDeviceGetAttribute(&L2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, Device);
    FlushBytes = static_cast<std::size_t>(L2) * 2;
    if (cuStreamCreate(&Stream, CU_STREAM_NON_BLOCKING) != CUDA_SUCCESS ||
        (!State->Plan.Hot && cuMemAlloc(&Flush, FlushBytes) != CUDA_SUCCESS)) {
      fail("cannot set up the timing (stream, L2 flush buffer)");
      return false;
    }
    Events.resize(2 * Functions.size());
    for (CUevent &E : Events)
      if (cuEventCreate(&E, CU_EVENT_DEFAULT) != CUDA_SUCCESS) {
        fail("cannot create the timing events");
        return false;
      }
    return true;
  }

  /// One variant launched as the program launched the kernel: its arguments (plus the
  /// flag), the same configuration with the variant's padding, on our stream.
  CUresult launchVariant(std::size_t I) {
    std::vector<void *> Params(L.Params, L.Params + T.Parameters);
    if (T.TakesFlag.count(Out.Variants[I].Name) && T.TakesFlag.at(Out.Variants[I].Name))
      Params.push_back(&Flag);
    unsigned Shared = L.Shared + Out.Variants[I].PaddingSharedBytes;
    if (L.Config) {
      CUlaunchConfig C = *L.Config;
      C.hStream = Stream;
      C.sharedMemBytes = Shared;
      return cuLaunchKernelEx(&C, Functions[I], Params.data(), nullptr);
    }
    return cuLaunchKernel(Functions[I], L.Grid[0], L.Grid[1], L.Grid[2], L.Block[0], L.Block[1],
                          L.Block[2], Shared, Stream, Params.data(), nullptr);
  }

  /// Restores the memory, flushes the L2 and launches variant I, between its events.
  bool sampleOnce(std::size_t I, bool Timed) {
    if (NV::Cupti::Checkpoint::cuptiCheckpointRestore(&Checkpoint) != CUPTI_SUCCESS) {
      fail("cannot restore the device memory between samples");
      return false;
    }
    if (Flush)
      cuMemsetD8Async(Flush, static_cast<unsigned char>(I), FlushBytes, Stream);
    if (Timed)
      cuEventRecord(Events[2 * I], Stream);
    CUresult R = launchVariant(I);
    if (Timed)
      cuEventRecord(Events[2 * I + 1], Stream);
    if (R == CUDA_SUCCESS)
      R = cuStreamSynchronize(Stream);
    if (R != CUDA_SUCCESS) {
      Out.Variants[I].Status = "faulted";
      Out.Variants[I].Note = errorText(R);
      return false;
    }
    return true;
  }

  /// One warm-up launch of each variant, then interleaved rounds until every variant meets
  /// the spread target or the budget ends.
  void sample() {
    const ProfilePlan &P = State->Plan;
    for (std::size_t I = 0; I < Functions.size(); ++I)
      if (Functions[I] && !sampleOnce(I, false))
        Functions[I] = nullptr;
    auto Begin = std::chrono::steady_clock::now();
    for (unsigned Round = 0; Round < P.MaxSamples; ++Round) {
      bool Converged = true, Any = false;
      for (std::size_t I = 0; I < Functions.size(); ++I) {
        if (!Functions[I])
          continue;
        if (!sampleOnce(I, true)) {
          Functions[I] = nullptr;
          continue;
        }
        Any = true;
        float Ms = 0;
        cuEventElapsedTime(&Ms, Events[2 * I], Events[2 * I + 1]);
        std::vector<double> &S = Out.Variants[I].SamplesMs;
        S.push_back(Ms);
        SampleStats Stats = summarize(S);
        Converged &= Stats.Samples >= P.MinSamples && Stats.RelStdDev <= P.TargetRelStdDev;
      }
      double Elapsed =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - Begin).count();
      if (!Any || Converged || Elapsed > P.BudgetSeconds)
        return;
    }
  }
};

std::optional<Launch> launchOf(CUpti_CallbackId Id, const void *Params) {
  Launch L;
  switch (Id) {
  case CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel:
  case CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel_ptsz: {
    const auto *P = static_cast<const cuLaunchKernel_params *>(Params);
    L.Function = P->f;
    L.Grid = {P->gridDimX, P->gridDimY, P->gridDimZ};
    L.Block = {P->blockDimX, P->blockDimY, P->blockDimZ};
    L.Shared = P->sharedMemBytes;
    L.Stream = P->hStream;
    L.Params = P->kernelParams;
    L.Extra = P->extra;
    return L;
  }
  case CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx:
  case CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx_ptsz: {
    const auto *P = static_cast<const cuLaunchKernelEx_params *>(Params);
    L.Function = P->f;
    L.Config = P->config;
    L.Grid = {P->config->gridDimX, P->config->gridDimY, P->config->gridDimZ};
    L.Block = {P->config->blockDimX, P->config->blockDimY, P->config->blockDimZ};
    L.Shared = P->config->sharedMemBytes;
    L.Stream = P->config->hStream;
    L.Params = P->kernelParams;
    L.Extra = P->extra;
    return L;
  }
  default:
    return std::nullopt;
  }
}

/// Set on the thread that measures: its own launches (the variants', the checkpoint's) call
/// back too, and must neither be measured nor wait for the lock it holds.
thread_local bool Measuring = false;

void CUPTIAPI onLaunch(void *, CUpti_CallbackDomain, CUpti_CallbackId Id, const void *Data) {
  const auto *D = static_cast<const CUpti_CallbackData *>(Data);
  if (Measuring || D->callbackSite != CUPTI_API_ENTER)
    return;
  if (Id == CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch ||
      Id == CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch_ptsz) {
    std::lock_guard<std::mutex> Guard(State->Lock);
    ++State->Report.GraphLaunches; // their kernels are not seen one by one
    return;
  }
  if (!D->symbolName)
    return;
  std::lock_guard<std::mutex> Guard(State->Lock);
  auto Target = State->ByEntry.find(D->symbolName);
  if (Target == State->ByEntry.end())
    return;
  std::optional<Launch> L = launchOf(Id, D->functionParams);
  // A launch captured into a CUDA graph runs later, as the graph's: touching the device now
  // (a synchronization) would break the program's capture.
  CUstreamCaptureStatus Capture = CU_STREAM_CAPTURE_STATUS_NONE;
  if (L && cuStreamIsCapturing(L->Stream, &Capture) == CUDA_SUCCESS &&
      Capture != CU_STREAM_CAPTURE_STATUS_NONE) {
    ++State->Report.CapturedLaunches;
    return;
  }
  unsigned Index = State->Report.LaunchesSeen++;
  const ProfilePlan &P = State->Plan;
  if (Index < P.LaunchSkip || Index - P.LaunchSkip >= P.LaunchCount)
    return;
  ProfiledLaunch Out;
  Out.Index = Index;
  Out.Entry = D->symbolName;
  if (!L) {
    Out.Problem = std::string("launched through ") + D->functionName +
                  ", which limiter does "
                  "not measure (cooperative launches are not supported)";
  } else {
    Out.Grid = L->Grid;
    Out.Block = L->Block;
    Out.DynamicSharedBytes = L->Shared;
    Measuring = true;
    Measurement(*L, *Target->second, Out).run();
    Measuring = false;
  }
  State->Report.Launches.push_back(std::move(Out));
  writeReport();
}

void atExit() {
  if (!State)
    return;
  std::lock_guard<std::mutex> Guard(State->Lock);
  writeReport();
}

bool readPlan(const char *Path, ProfilePlan &Plan, std::string &Error) {
  std::ifstream In(Path ? Path : "");
  if (!In) {
    Error = std::string("cannot read the plan ") + (Path ? Path : "(LIMITER_PROFILE_PLAN unset)");
    return false;
  }
  std::stringstream Text;
  Text << In.rdbuf();
  std::optional<ProfilePlan> P = profilePlanFromJson(Text.str(), Error);
  if (P)
    Plan = std::move(*P);
  return P.has_value();
}

} // namespace
} // namespace limiter

/// The entry point the CUDA driver calls in the library CUDA_INJECTION64_PATH names. It must
/// not fail the program: problems go to the report (or, without a plan, to stderr).
extern "C" __attribute__((visibility("default"))) int InitializeInjection(void) {
  using namespace limiter;
  if (State)
    return 1;
  State = new Injection;
  std::string Error;
  if (!readPlan(std::getenv("LIMITER_PROFILE_PLAN"), State->Plan, Error)) {
    std::fprintf(stderr, "limiter: the injection library has no plan: %s\n", Error.c_str());
    return 1;
  }
  for (const ProfileTarget &T : State->Plan.Targets)
    State->ByEntry[T.ProgramEntry] = &T;
  State->Report.Device = "";
  CUpti_SubscriberHandle Subscriber;
  CUptiResult R = cuptiSubscribe(&Subscriber, &onLaunch, nullptr);
  for (CUpti_CallbackId Id :
       {CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel, CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel_ptsz,
        CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx, CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx_ptsz,
        CUPTI_DRIVER_TRACE_CBID_cuLaunchCooperativeKernel,
        CUPTI_DRIVER_TRACE_CBID_cuLaunchCooperativeKernel_ptsz,
        CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch, CUPTI_DRIVER_TRACE_CBID_cuGraphLaunch_ptsz})
    if (R == CUPTI_SUCCESS)
      R = cuptiEnableCallback(1, Subscriber, CUPTI_CB_DOMAIN_DRIVER_API, Id);
  if (R != CUPTI_SUCCESS)
    State->Report.Problems.push_back("CUPTI cannot call back on kernel launches: " + cuptiText(R));
  writeReport(); // The report says from the start that the library was loaded.
  std::atexit(atExit);
  return 1;
}
