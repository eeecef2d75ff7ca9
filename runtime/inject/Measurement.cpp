// One measured launch inside the program: see Measurement.h.

#include "inject/Measurement.h"
#include "inject/LaunchVariants.h"
#include "inject/RangeCounts.h"

#include "FlushKernelPtx.h"
#include "measure/FlushShape.h"

#include <cupti_checkpoint.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <limits>
#include <optional>
#include <unistd.h>
#include <vector>

namespace limiter {

using NV::Cupti::Checkpoint::CUpti_Checkpoint;

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

namespace {

/// Everything one measured launch needs, released at the end.
class Measurement {
public:
  Measurement(const ProfilePlan &Plan, ModuleCache &Modules, const Launch &L,
              const ProfileTarget &T, ProfiledLaunch &Out, const InFlightHook &InFlight)
      : Plan(Plan), Modules(Modules), L(L), T(T), Out(Out), InFlight(InFlight) {}
  ~Measurement() {
    for (CUevent E : Events)
      cuEventDestroy(E);
    if (Stream)
      cuStreamDestroy(Stream);
    if (Flush)
      cuMemFree(Flush);
    if (FlushModule)
      cuModuleUnload(FlushModule);
    if (Saved)
      NV::Cupti::Checkpoint::cuptiCheckpointFree(&Checkpoint);
  }

  void run() {
    if (L.Extra && !L.Params) {
      Out.ProblemKind = "unsupported";
      return fail("the launch passes its arguments through `extra`, which limiter does not "
                  "replay");
    }
    CUcontext Context = nullptr;
    cuCtxGetCurrent(&Context);
    if (CUresult R = cuCtxSynchronize(); R != CUDA_SUCCESS)
      return fail("the program's work before the launch failed: " + errorText(R));
    std::map<std::string, CUmodule> Used; // the modules of this launch's variants, by cubin
    auto ModuleOf = [&](const std::string &Name) -> CUmodule {
      const std::string &Cubin = Plan.cubinOf(Name);
      CUmodule Module = moduleFor(Context, Cubin, Cubin == Plan.Cubin);
      if (Module)
        Used[Cubin] = Module;
      return Module;
    };
    if (!loadVariants(Plan, L, T, ModuleOf, Out, Functions))
      return;
    auto ModuleAt = [&](const std::string &Cubin) -> CUmodule {
      CUmodule Module = moduleFor(Context, Cubin, false);
      if (Module)
        Used[Cubin] = Module;
      return Module;
    };
    addMadeVariants(Plan, L, ModuleAt, Out, Functions);
    for (const auto &[Cubin, Module] : Used)
      if (!copyGlobals(Cubin, L, Module, Out.Problem))
        return;
    if (!save(Context))
      return;
    if (!setUpTiming())
      return;
    if (Plan.Probe) {
      probe();
    } else {
      sample();
      if (Plan.Counts && !Broken)
        count();
    }
    // The program's memory as it was, for the real launch.
    if (CUptiResult R = NV::Cupti::Checkpoint::cuptiCheckpointRestore(&Checkpoint);
        R != CUPTI_SUCCESS)
      Out.Problem = "cannot restore the device memory after measuring: " + cuptiText(R);
    cuCtxSynchronize();
  }

private:
  const ProfilePlan &Plan;
  ModuleCache &Modules;
  const Launch &L;
  const ProfileTarget &T;
  ProfiledLaunch &Out;
  const InFlightHook &InFlight;
  CUpti_Checkpoint Checkpoint{};
  bool Saved = false;
  std::vector<CUfunction> Functions;
  std::vector<CUevent> Events;
  CUstream Stream = nullptr;
  CUdeviceptr Flush = 0;
  std::size_t FlushBytes = 0;
  CUmodule FlushModule = nullptr;
  CUfunction FlushRead = nullptr;
  unsigned FlushBlocks = 0;
  int Flag = 0;
  /// Warm-up launches of each variant before its samples, as `limiter run` makes.
  static constexpr int WarmUps = 3;

  void fail(const std::string &Why) { Out.Problem = Why; }

  /// The flush buffer's size: twice the L2.
  std::size_t flushBytes() const {
    CUdevice Device = 0;
    cuCtxGetDevice(&Device);
    int L2 = 0;
    cuDeviceGetAttribute(&L2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, Device);
    return static_cast<std::size_t>(L2) * 2;
  }

  /// The checkpoint of the context's memory, leaving device memory for the timing's own
  /// (the flush buffer, the stream) and host memory for the program; refused before it is
  /// tried when it cannot fit.
  bool save(CUcontext Context) {
    constexpr std::size_t MB = 1 << 20;
    constexpr std::size_t HostReserveMB = 2048;
    FlushBytes = flushBytes();
    std::size_t DeviceReserveMB = (Plan.Hot ? 0 : FlushBytes / MB) + 256;
    std::size_t Free = 0, Total = 0;
    cuMemGetInfo(&Free, &Total);
    Out.ProblemKind = "checkpoint";
    if (std::string Why =
            checkpointWontFit((Total - Free) / MB, Free / MB, DeviceReserveMB, hostAvailableMB(),
                              HostReserveMB, Plan.CheckpointDeviceOnly);
        !Why.empty()) {
      fail("not enough memory to save the program's device memory before the launch: " + Why);
      return false;
    }
    Checkpoint.structSize = CUpti_Checkpoint_STRUCT_SIZE;
    Checkpoint.ctx = Context;
    Checkpoint.reserveDeviceMB = DeviceReserveMB;
    Checkpoint.reserveHostMB = HostReserveMB;
    if (CUptiResult R = NV::Cupti::Checkpoint::cuptiCheckpointSave(&Checkpoint);
        R != CUPTI_SUCCESS) {
      fail("cannot save the program's device memory before the launch: " + cuptiText(R));
      return false;
    }
    Out.ProblemKind.clear();
    return Saved = true;
  }

  /// The host's available memory in MB (MemAvailable), all of it when it cannot be read.
  static std::size_t hostAvailableMB() {
    std::ifstream In("/proc/meminfo");
    std::string Key;
    std::size_t KB = 0;
    while (In >> Key >> KB) {
      if (Key == "MemAvailable:")
        return KB / 1024;
      In.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
    }
    return static_cast<std::size_t>(sysconf(_SC_PHYS_PAGES)) *
           static_cast<std::size_t>(sysconf(_SC_PAGESIZE)) / (1 << 20);
  }

  /// The module of Cubin in Context, loaded once; nullptr when it cannot be (a failure of the
  /// launch's measurement where Required: the bundle's own module).
  CUmodule moduleFor(CUcontext Context, const std::string &Cubin, bool Required) {
    auto It = Modules.find({Context, Cubin});
    if (It != Modules.end())
      return It->second;
    CUmodule Module = nullptr;
    if (CUresult R = cuModuleLoad(&Module, Cubin.c_str()); R != CUDA_SUCCESS) {
      if (Required)
        fail("cannot load the bundle's module " + Cubin + ": " + errorText(R));
      return nullptr;
    }
    Modules[{Context, Cubin}] = Module;
    return Module;
  }

  bool setUpTiming() {
    if (CUresult R = cuStreamCreate(&Stream, CU_STREAM_NON_BLOCKING); R != CUDA_SUCCESS) {
      fail("cannot create the timing stream: " + errorText(R));
      return false;
    }
    if (!Plan.Hot && !setUpFlush())
      return false;
    Events.resize(2 * Functions.size());
    for (CUevent &E : Events)
      if (cuEventCreate(&E, CU_EVENT_DEFAULT) != CUDA_SUCCESS) {
        fail("cannot create the timing events");
        return false;
      }
    return true;
  }

  /// The L2 flush of `limiter run`: a buffer twice the L2, zeroed once, read by the embedded
  /// kernel before every sample (a memset would leave the L2 full of dirty lines, written back
  /// inside the timed kernel).
  bool setUpFlush() {
    CUdevice Device = 0;
    int Sms = 0;
    CUresult R = cuMemAlloc(&Flush, FlushBytes);
    if (R == CUDA_SUCCESS) // on the timing stream, so that the first flush reads zeros
      R = cuMemsetD8Async(Flush, 0, FlushBytes, Stream);
    if (R == CUDA_SUCCESS)
      R = cuModuleLoadData(&FlushModule, FlushKernelPtx);
    if (R == CUDA_ERROR_UNSUPPORTED_PTX_VERSION) {
      fail("cannot set up the L2 flush: the driver cannot compile limiter's flush kernel (PTX "
           "of the CUDA toolkit limiter was built with): update the driver, or measure with "
           "--hot");
      return false;
    }
    if (R == CUDA_SUCCESS)
      R = cuModuleGetFunction(&FlushRead, FlushModule, "limiterFlushRead");
    if (R == CUDA_SUCCESS)
      R = cuCtxGetDevice(&Device);
    if (R == CUDA_SUCCESS)
      R = cuDeviceGetAttribute(&Sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, Device);
    if (R != CUDA_SUCCESS) {
      fail("cannot set up the L2 flush: " + errorText(R));
      return false;
    }
    FlushBlocks = static_cast<unsigned>(Sms * LimiterFlushBlocksPerSm);
    return true;
  }

  CUresult flush() {
    std::size_t Count = FlushBytes / 16;
    unsigned Never = 1;
    void *Sink = reinterpret_cast<void *>(Flush);
    void *Args[] = {&Flush, &Count, &Never, &Sink};
    return cuLaunchKernel(FlushRead, FlushBlocks, 1, 1, LimiterFlushBlock, 1, 1, 0, Stream, Args,
                          nullptr);
  }

  /// One variant launched as the program launched the kernel: its arguments (plus the
  /// flag), the same configuration with the variant's padding, on our stream.
  CUresult launchVariant(std::size_t I) {
    std::vector<void *> Params(L.Params, L.Params + T.Parameters);
    if (T.TakesFlag.count(Out.Variants[I].Name) && T.TakesFlag.at(Out.Variants[I].Name))
      Params.push_back(&Flag);
    // The launch's dynamic shared memory and the variant's padding, or its own (smaller).
    const unsigned Shared = Out.Variants[I].DynamicShared
                                ? *Out.Variants[I].DynamicShared
                                : L.Shared + Out.Variants[I].PaddingSharedBytes;
    // The launch's grid, or the variant's own (the elements-per-thread what-if's).
    const std::array<unsigned, 3> &Grid = Out.Variants[I].Grid ? *Out.Variants[I].Grid : L.Grid;
    // The launch's block, or the variant's own (the block-size what-if's).
    const std::array<unsigned, 3> &Block = Out.Variants[I].Block ? *Out.Variants[I].Block : L.Block;
    if (L.Cooperative)
      return cuLaunchCooperativeKernel(Functions[I], Grid[0], Grid[1], Grid[2], Block[0], Block[1],
                                       Block[2], Shared, Stream, Params.data());
    if (L.Config) {
      CUlaunchConfig C = *L.Config;
      C.hStream = Stream;
      C.sharedMemBytes = Shared;
      C.gridDimX = Grid[0];
      C.gridDimY = Grid[1];
      C.gridDimZ = Grid[2];
      C.blockDimX = Block[0];
      C.blockDimY = Block[1];
      C.blockDimZ = Block[2];
      return cuLaunchKernelEx(&C, Functions[I], Params.data(), nullptr);
    }
    return cuLaunchKernel(Functions[I], Grid[0], Grid[1], Grid[2], Block[0], Block[1], Block[2],
                          Shared, Stream, Params.data(), nullptr);
  }

  /// Restores the memory, flushes the L2 and launches variant I, between its events. Every
  /// call is checked: a flush or an event that fails ends the measurement (Broken), a launch
  /// that fails is the variant's fault.
  bool sampleOnce(std::size_t I, bool Timed) {
    if (NV::Cupti::Checkpoint::cuptiCheckpointRestore(&Checkpoint) != CUPTI_SUCCESS) {
      fail("cannot restore the device memory between samples");
      Broken = true;
      return false;
    }
    auto Timing = [&](CUresult R, const char *What) {
      if (R != CUDA_SUCCESS && !Broken) {
        fail(std::string("cannot ") + What + " while sampling " + Out.Variants[I].Name + ": " +
             errorText(R));
        Broken = true;
      }
      return R == CUDA_SUCCESS;
    };
    if (Flush && !Timing(flush(), "flush the L2"))
      return false;
    if (Timed && !Timing(cuEventRecord(Events[2 * I], Stream), "record the start event"))
      return false;
    CUresult R = launchVariant(I);
    if (R == CUDA_SUCCESS && Timed &&
        !Timing(cuEventRecord(Events[2 * I + 1], Stream), "record the stop event"))
      return false;
    if (R == CUDA_SUCCESS)
      R = cuStreamSynchronize(Stream);
    if (R != CUDA_SUCCESS) {
      Out.Variants[I].Status = "faulted";
      Out.Variants[I].Note = errorText(R);
      return false;
    }
    return true;
  }

  /// The sample's time, or nullopt (and the measurement ends) when the events cannot say:
  /// never a sample of 0 ms.
  std::optional<double> elapsed(std::size_t I) {
    float Ms = 0;
    if (CUresult R = cuEventElapsedTime(&Ms, Events[2 * I], Events[2 * I + 1]); R != CUDA_SUCCESS) {
      fail("cannot read the time of " + Out.Variants[I].Name + ": " + errorText(R));
      Broken = true;
      return std::nullopt;
    }
    return Ms;
  }

  bool Broken = false; ///< The timing itself failed: no further samples are taken.

  /// Seconds the counting may take: the sampling's budget, at least a minute.
  double countLimit() const { return std::max(Plan.BudgetSeconds, 60.0); }

  /// A what-if made at the launch from full's own kernel (occupancy, elements per thread, block
  /// size); not the bundle's block-size copy, an entry of its own.
  bool madeHere(const ProfiledVariant &V) const {
    if (madeWhatIfOf(V.Name).empty())
      return false;
    auto Full = std::find_if(Out.Variants.begin(), Out.Variants.end(),
                             [](const ProfiledVariant &F) { return F.Name == "full"; });
    return V.Name != "blocksize" || Full == Out.Variants.end() || V.Entry == Full->Entry;
  }

  /// What each variant that ran executes, from CUPTI's range profiler: every pass of a
  /// variant starts from the launch's memory with the L2 flushed, as its samples do. The
  /// counting has a limit of its own (restoring a large checkpoint before each of some twenty
  /// passes per variant can take long): past it, no counts, and the report says why.
  void count() {
    auto Begin = std::chrono::steady_clock::now();
    auto Since = [](std::chrono::steady_clock::time_point T) {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - T).count();
    };
    bool OverBudget = false;
    RangeCounter Counter; // its set-up (about a second, once) is not held to the budget
    auto Counting = std::chrono::steady_clock::now();
    auto Seconds = [&] { return Since(Counting); };
    for (std::size_t I = 0; I < Functions.size() && Counter.problem().empty() && !OverBudget; ++I) {
      if (!Functions[I] || Out.Variants[I].Status != "ok" || madeHere(Out.Variants[I]))
        continue; // made here: not counted (each count replays the launch some twenty times)
      auto Prepare = [&] {
        if ((OverBudget = Seconds() > countLimit()))
          return false;
        if (NV::Cupti::Checkpoint::cuptiCheckpointRestore(&Checkpoint) != CUPTI_SUCCESS)
          return false;
        return (!Flush || flush() == CUDA_SUCCESS) && cuStreamSynchronize(Stream) == CUDA_SUCCESS;
      };
      auto Launch = [&] {
        CUresult R = launchVariant(I);
        return R == CUDA_SUCCESS ? cuStreamSynchronize(Stream) : R;
      };
      if (auto Counts = Counter.count(Prepare, Launch))
        Out.Variants[I].Executed = std::move(*Counts);
    }
    char Budget[32];
    std::snprintf(Budget, sizeof Budget, "%g", countLimit());
    Out.CountProblem = OverBudget ? std::string("the counting took longer than its limit (") +
                                        Budget + " s: --budget, at least 60 s)"
                                  : Counter.problem();
    Out.CountsMissing = Counter.missingKeys();
    if (!Out.CountProblem.empty()) // counts of some variants only would mislead the checks
      for (ProfiledVariant &V : Out.Variants)
        V.Executed.clear();
    Out.CountSeconds = Since(Begin);
  }

  /// The probe run: each variant launched once, the one in flight said first; it stops at the
  /// first that fails (the context is spoiled).
  void probe() {
    for (std::size_t I = 0; I < Functions.size(); ++I) {
      if (!Functions[I])
        continue;
      InFlight(Out.Variants[I].Name);
      bool Finished = sampleOnce(I, false);
      InFlight("");
      if (!Finished)
        return;
    }
  }

  /// Three warm-up launches of each variant (as `limiter run` makes), then interleaved rounds
  /// until every variant meets the spread target or the budget ends.
  void sample() {
    const ProfilePlan &P = Plan;
    for (int Warm = 0; Warm < WarmUps; ++Warm)
      for (std::size_t I = 0; I < Functions.size(); ++I)
        if (Functions[I] && !sampleOnce(I, false))
          Functions[I] = nullptr;
    auto Begin = std::chrono::steady_clock::now();
    for (unsigned Round = 0; Round < P.MaxSamples && !Broken; ++Round) {
      bool Converged = true, Any = false;
      for (std::size_t I = 0; I < Functions.size() && !Broken; ++I) {
        if (!Functions[I])
          continue;
        if (!sampleOnce(I, true)) {
          Functions[I] = nullptr;
          continue;
        }
        std::optional<double> Ms = elapsed(I);
        if (!Ms)
          break;
        Any = true;
        std::vector<double> &S = Out.Variants[I].SamplesMs;
        S.push_back(*Ms);
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

} // namespace

void measureLaunch(const ProfilePlan &Plan, ModuleCache &Modules, const Launch &L,
                   const ProfileTarget &Target, ProfiledLaunch &Out, const InFlightHook &InFlight) {
  Measurement(Plan, Modules, L, Target, Out, InFlight).run();
}

} // namespace limiter
