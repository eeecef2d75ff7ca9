// liblimiter_inject.so: loaded into a CUDA program through CUDA_INJECTION64_PATH by
// `limiter profile`. CUPTI calls back on the driver's kernel launches; at the launches of the
// target the plan picks, every variant of the bundle's module runs with that launch's own
// arguments, grid, block and dynamic shared memory (padded to the full kernel's occupancy),
// device memory restored from a CUPTI checkpoint before each sample and a last time after,
// and the real launch then goes on. What was measured goes to the plan's output file.

#include "inject/Measurement.h"
#include "limiter/runtime/Profile.h"

#include <cuda.h>
#include <cupti.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

namespace limiter {
namespace {

struct Injection {
  ProfilePlan Plan;
  ProfileReport Report;
  std::map<std::string, const ProfileTarget *> ByEntry;
  std::map<std::uint32_t, unsigned> Contexts; ///< CUPTI's context id -> its index, from 0.
  ModuleCache Modules;
  std::mutex Lock; ///< The program may launch from several threads.
};

Injection *State = nullptr;

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
  case CUPTI_DRIVER_TRACE_CBID_cuLaunchCooperativeKernel:
  case CUPTI_DRIVER_TRACE_CBID_cuLaunchCooperativeKernel_ptsz: {
    const auto *P = static_cast<const cuLaunchCooperativeKernel_params *>(Params);
    L.Function = P->f;
    L.Grid = {P->gridDimX, P->gridDimY, P->gridDimZ};
    L.Block = {P->blockDimX, P->blockDimY, P->blockDimZ};
    L.Shared = P->sharedMemBytes;
    L.Stream = P->hStream;
    L.Params = P->kernelParams;
    L.Cooperative = true;
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

/// A launch of a kernel the plan does not target: counted when it has the target's name
/// (the program was built from another version of the source than the bundle).
void noteOtherEntry(const char *Entry) {
  for (const ProfileTarget &T : State->Plan.Targets)
    if (sameNameOtherEntry(T, Entry)) {
      ++State->Report.OtherEntries[Entry];
      return;
    }
}

/// The context (and its device) of a launch of the target, numbered in the order first seen.
void noteContext(std::uint32_t ContextId, ProfiledLaunch &Out) {
  ProfileReport &R = State->Report;
  auto [It, New] = State->Contexts.emplace(ContextId, R.Contexts);
  if (New)
    ++R.Contexts;
  Out.Context = It->second;
  CUdevice Device = 0;
  char Name[256] = {};
  if (cuCtxGetDevice(&Device) == CUDA_SUCCESS) {
    Out.DeviceOrdinal = static_cast<int>(Device);
    if (cuDeviceGetName(Name, sizeof Name, Device) == CUDA_SUCCESS)
      Out.Device = Name;
    if (std::find(R.Devices.begin(), R.Devices.end(), Out.DeviceOrdinal) == R.Devices.end())
      R.Devices.push_back(Out.DeviceOrdinal);
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
  if (Target == State->ByEntry.end()) {
    noteOtherEntry(D->symbolName);
    return;
  }
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
  ProfiledLaunch Out;
  noteContext(D->contextUid, Out);
  const ProfilePlan &P = State->Plan;
  if (Index < P.LaunchSkip || Index - P.LaunchSkip >= P.LaunchCount)
    return;
  Out.Index = Index;
  Out.Entry = D->symbolName;
  if (!L) {
    Out.Problem =
        std::string("launched through ") + D->functionName + ", which limiter does not replay";
    Out.ProblemKind = "unsupported";
  } else {
    Out.Grid = L->Grid;
    Out.Block = L->Block;
    Out.DynamicSharedBytes = L->Shared;
    if (State->Report.Device.empty())
      State->Report.Device = Out.Device;
    Measuring = true;
    measureLaunch(State->Plan, State->Modules, *L, *Target->second, Out,
                  [](const std::string &Variant) {
                    State->Report.InFlight = Variant;
                    writeReport(); // said before the launch that may end the program
                  });
    Measuring = false;
  }
  bool Faulted = false;
  for (const ProfiledVariant &V : Out.Variants)
    Faulted |= V.Status == "faulted";
  State->Report.Launches.push_back(std::move(Out));
  writeReport();
  // A probe run ends at a fault (the context is spoiled) or after the last launch it probes:
  // its program's output is not the user's.
  if (P.Probe && (Faulted || Index - P.LaunchSkip + 1 >= P.LaunchCount))
    std::_Exit(Faulted ? 86 : 0);
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
