#include "limiter/runtime/ModuleBuild.h"
#include "limiter/runtime/Runner.h"

#include "CacheFlush.h"
#include "ManifestFacts.h"

#include "limiter/runtime/Calibrate.h"
#include "limiter/runtime/ExecutedCounts.h"
#include "limiter/runtime/LaunchPlan.h"
#include "limiter/runtime/Padding.h"
#include "limiter/support/EntryNames.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Files.h"
#include "limiter/support/Subprocess.h"

#include <cuda.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// A failed CUDA call, with the call and its place.
struct CudaError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The driver API functions the runner uses, fetched from the runtime at run time
/// (cudaGetDriverEntryPointByVersion) rather than linked: a limiter linked against libcuda
/// would not even start on a machine without the GPU driver, where it must still generate
/// bundles and say "no GPU".
struct Driver {
  decltype(&::cuGetErrorName) GetErrorName = nullptr;
  decltype(&::cuGetErrorString) GetErrorString = nullptr;
  decltype(&::cuModuleLoad) ModuleLoad = nullptr;
  decltype(&::cuModuleUnload) ModuleUnload = nullptr;
  decltype(&::cuModuleGetFunction) ModuleGetFunction = nullptr;
  decltype(&::cuModuleGetGlobal) ModuleGetGlobal = nullptr;
  decltype(&::cuFuncGetAttribute) FuncGetAttribute = nullptr;
  decltype(&::cuFuncSetAttribute) FuncSetAttribute = nullptr;
  decltype(&::cuOccupancyMaxActiveBlocksPerMultiprocessor) Occupancy = nullptr;
  decltype(&::cuMemcpyHtoD) MemcpyHtoD = nullptr;
  decltype(&::cuLaunchKernel) LaunchKernel = nullptr;
  // CUDA 12.4 on; null before: listing a module's functions, to find a kernel in an anonymous
  // namespace, whose entry nvcc names after the path it compiled.
  decltype(&::cuModuleGetFunctionCount) ModuleGetFunctionCount = nullptr;
  decltype(&::cuModuleEnumerateFunctions) ModuleEnumerateFunctions = nullptr;
  decltype(&::cuFuncGetName) FuncGetName = nullptr;

  static const Driver &get() {
    static const Driver Instance = load();
    return Instance;
  }

private:
  template <class F> static void fetch(F &Out, const char *Name) {
    void *Pointer = nullptr;
    cudaDriverEntryPointQueryResult Found{};
    if (cudaGetDriverEntryPointByVersion(Name, &Pointer, 12000, cudaEnableDefault, &Found) !=
            cudaSuccess ||
        Found != cudaDriverEntryPointSuccess || !Pointer)
      throw CudaError(std::string("the CUDA driver does not provide ") + Name);
    Out = reinterpret_cast<F>(Pointer);
  }
  template <class F> static void fetchIfThere(F &Out, const char *Name) {
    void *Pointer = nullptr;
    cudaDriverEntryPointQueryResult Found{};
    if (cudaGetDriverEntryPointByVersion(Name, &Pointer, 12040, cudaEnableDefault, &Found) ==
            cudaSuccess &&
        Found == cudaDriverEntryPointSuccess)
      Out = reinterpret_cast<F>(Pointer);
  }
  static Driver load() {
    Driver D;
    fetch(D.GetErrorName, "cuGetErrorName");
    fetch(D.GetErrorString, "cuGetErrorString");
    fetch(D.ModuleLoad, "cuModuleLoad");
    fetch(D.ModuleUnload, "cuModuleUnload");
    fetch(D.ModuleGetFunction, "cuModuleGetFunction");
    fetch(D.ModuleGetGlobal, "cuModuleGetGlobal");
    fetch(D.FuncGetAttribute, "cuFuncGetAttribute");
    fetch(D.FuncSetAttribute, "cuFuncSetAttribute");
    fetch(D.Occupancy, "cuOccupancyMaxActiveBlocksPerMultiprocessor");
    fetch(D.MemcpyHtoD, "cuMemcpyHtoD");
    fetch(D.LaunchKernel, "cuLaunchKernel");
    fetchIfThere(D.ModuleGetFunctionCount, "cuModuleGetFunctionCount");
    fetchIfThere(D.ModuleEnumerateFunctions, "cuModuleEnumerateFunctions");
    fetchIfThere(D.FuncGetName, "cuFuncGetName");
    return D;
  }
};

void check(cudaError_t Status, const char *Call, int Line) {
  if (Status != cudaSuccess)
    throw CudaError(std::string(Call) + " (line " + std::to_string(Line) +
                    "): " + cudaGetErrorName(Status) + ": " + cudaGetErrorString(Status));
}
void check(CUresult Status, const char *Call, int Line) {
  if (Status == CUDA_SUCCESS)
    return;
  const char *Name = nullptr, *Text = nullptr;
  Driver::get().GetErrorName(Status, &Name);
  Driver::get().GetErrorString(Status, &Text);
  throw CudaError(std::string(Call) + " (line " + std::to_string(Line) +
                  "): " + (Name ? Name : "?") + ": " + (Text ? Text : "?"));
}
#define LIM_CUDA(Call) check((Call), #Call, __LINE__)

/// The function Entry names in Module: by name, else (a kernel in an anonymous namespace) the
/// one function of the module that is the same entry (sameEntry).
CUresult functionOf(CUfunction *Out, CUmodule Module, const std::string &Entry) {
  const Driver &D = Driver::get();
  CUresult Status = D.ModuleGetFunction(Out, Module, Entry.c_str());
  if (Status != CUDA_ERROR_NOT_FOUND || !D.ModuleGetFunctionCount || !D.ModuleEnumerateFunctions ||
      !D.FuncGetName)
    return Status;
  unsigned Count = 0;
  if (D.ModuleGetFunctionCount(&Count, Module) != CUDA_SUCCESS)
    return Status;
  std::vector<CUfunction> All(Count);
  if (D.ModuleEnumerateFunctions(All.data(), Count, Module) != CUDA_SUCCESS)
    return Status;
  std::vector<std::string> Names;
  for (CUfunction F : All) {
    const char *Name = nullptr;
    if (D.FuncGetName(&Name, F) == CUDA_SUCCESS && Name)
      Names.push_back(Name);
  }
  std::optional<std::string> Found = resolveEntry(Entry, Names);
  return Found ? D.ModuleGetFunction(Out, Module, Found->c_str()) : Status;
}

/// Device memory owned by one object; copying is deleted.
class DeviceBuffer {
public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(std::size_t Bytes) : Bytes(Bytes) {
    LIM_CUDA(cudaMalloc(&Pointer, Bytes ? Bytes : 1));
  }
  DeviceBuffer(DeviceBuffer &&O) noexcept : Pointer(O.Pointer), Bytes(O.Bytes) {
    O.Pointer = nullptr;
  }
  DeviceBuffer &operator=(DeviceBuffer &&O) noexcept {
    std::swap(Pointer, O.Pointer);
    std::swap(Bytes, O.Bytes);
    return *this;
  }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer() {
    if (Pointer)
      cudaFree(Pointer); // No throw in a destructor.
  }
  void *get() const { return Pointer; }
  /// Gives the memory up without freeing it (after a hang, cudaFree would wait forever).
  void release() { Pointer = nullptr; }
  std::size_t size() const { return Bytes; }

private:
  void *Pointer = nullptr;
  std::size_t Bytes = 0;
};

class Event {
public:
  Event() { LIM_CUDA(cudaEventCreate(&E)); }
  Event(const Event &) = delete;
  Event &operator=(const Event &) = delete;
  ~Event() { cudaEventDestroy(E); }
  cudaEvent_t get() const { return E; }

private:
  cudaEvent_t E = nullptr;
};

/// SplitMix64 of one counter: a random 64-bit value for element Index of stream Seed. Each
/// element depends only on (Seed, Index), so buffers are filled in parallel and the same
/// config gives the same contents on every run and in every process.
std::uint64_t mixed(std::uint64_t Seed, std::uint64_t Index) {
  std::uint64_t Z = Seed * 0x9e3779b97f4a7c15ull + Index + 1;
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
  return Z ^ (Z >> 31);
}

/// The value of element Index of a fill.
double fillValue(const FillSpec &F, std::uint64_t Seed, std::uint64_t Index) {
  switch (F.FillKind) {
  case FillSpec::Kind::Zero:
    return 0;
  case FillSpec::Kind::Constant:
    return F.First;
  case FillSpec::Kind::Iota:
    return F.First + F.Second * static_cast<double>(Index);
  case FillSpec::Kind::Random: {
    double Unit = static_cast<double>(mixed(Seed, Index) >> 11) * 0x1.0p-53; // [0, 1)
    return F.First + (F.Second - F.First) * Unit;
  }
  case FillSpec::Kind::RandomInt: {
    auto Low = static_cast<long long>(F.First);
    auto Span = static_cast<std::uint64_t>(static_cast<long long>(F.Second) - Low) + 1;
    return static_cast<double>(Low + static_cast<long long>(mixed(Seed, Index) % Span));
  }
  }
  return 0;
}

/// The size of one filled value of B: an element, or a component of a vector element.
unsigned valueSize(const BufferPlan &B) {
  return B.ComponentSize ? B.ComponentSize : B.ElementSize;
}

void store(std::uint8_t *At, const BufferPlan &B, double V) {
  unsigned Size = valueSize(B);
  if (B.ElementKind == "float" && Size == 4) {
    float X = static_cast<float>(V);
    std::memcpy(At, &X, 4);
  } else if (B.ElementKind == "double" && Size == 8) {
    std::memcpy(At, &V, 8);
  } else if (Size == 8) {
    auto X = static_cast<long long>(V);
    std::memcpy(At, &X, 8);
  } else if (Size == 4) {
    auto X = static_cast<int>(V);
    std::memcpy(At, &X, 4);
  } else if (Size == 2) {
    auto X = static_cast<short>(V);
    std::memcpy(At, &X, 2);
  } else {
    *At = static_cast<std::uint8_t>(static_cast<long long>(V));
  }
}

/// Host-side contents of a buffer, per its fill, computed on every core.
std::vector<std::uint8_t> filled(const BufferPlan &B, std::uint64_t Seed) {
  std::vector<std::uint8_t> Out(B.Bytes, 0);
  if (B.Fill.FillKind == FillSpec::Kind::Zero)
    return Out;
  unsigned Step = valueSize(B) ? valueSize(B) : 1;
  std::uint64_t Count = B.Bytes / Step;
  unsigned Threads = std::clamp(std::thread::hardware_concurrency(), 1u, 32u);
  if (Count < (1u << 20))
    Threads = 1;
  std::vector<std::thread> Workers;
  for (unsigned T = 0; T < Threads; ++T)
    Workers.emplace_back([&, T] {
      for (std::uint64_t I = Count * T / Threads; I < Count * (T + 1) / Threads; ++I)
        store(Out.data() + I * Step, B, fillValue(B.Fill, Seed, I));
    });
  for (std::thread &W : Workers)
    W.join();
  return Out;
}

/// "stencil::Coeff" -> "_ZN7stencil5CoeffE"; "Coeff" -> "Coeff".
std::string mangledVariable(const std::string &Qualified) {
  if (Qualified.find("::") == std::string::npos)
    return Qualified;
  std::string Out = "_ZN";
  std::size_t Start = 0;
  while (true) {
    std::size_t End = Qualified.find("::", Start);
    std::string Part = Qualified.substr(Start, End - Start);
    Out += std::to_string(Part.size()) + Part;
    if (End == std::string::npos)
      break;
    Start = End + 2;
  }
  return Out + "E";
}

struct Variant {
  std::string Name;
  std::string Entry;
  std::string Status;
  CUfunction Function = nullptr;
  bool TakesFlag = false;
  unsigned DynamicShared = 0;
  VariantRow Row;
  std::vector<double> Samples;
  bool Active = true;
};

class Runner {
public:
  Runner(const RunOptions &Options, DiagnosticList &Diags) : Options(Options), Diags(Diags) {}
  Runner(const Runner &) = delete;
  Runner &operator=(const Runner &) = delete;
  ~Runner() {
    if (Module) // No throw: the status is not checked here.
      Driver::get().ModuleUnload(Module);
    if (CappedModule)
      Driver::get().ModuleUnload(CappedModule);
  }

  /// Reads the bundle, then measures (or, in the child, probes).
  std::optional<RunResults> run(int *ProbeExit = nullptr) {
    fs::path Dir = Options.BundleDir;
    std::string Error;
    std::optional<std::string> Manifest =
        readFile((Dir / "manifest.json").string(), Error, MaxInputBytes);
    if (!Manifest) {
      Diags.error(DiagId::InputUnreadable, {(Dir / "manifest.json").string()},
                  "cannot read the bundle's manifest: " + Error,
                  "give `limiter run` a directory written by `limiter generate`");
      return std::nullopt;
    }
    if (!fs::exists(Dir / "experiment.toml")) {
      Diags.error(DiagId::ConfigUnreadable, {Dir.string()},
                  "the bundle has no experiment.toml: it does not say how to launch the kernel",
                  "generate it with `limiter generate --config experiments/....toml`");
      return std::nullopt;
    }
    std::optional<ExperimentConfig> Config =
        loadExperiment((Dir / "experiment.toml").string(), Diags);
    if (!Config)
      return std::nullopt;
    std::optional<LaunchPlan> Plan =
        planLaunch(*Manifest, (Dir / "manifest.json").string(), *Config, Diags);
    if (!Plan)
      return std::nullopt;
    M = nlohmann::json::parse(*Manifest);
    try {
      if (ProbeExit) {
        *ProbeExit = probe(*Config, *Plan);
        return std::nullopt;
      }
      return measure(*Config, *Plan);
    } catch (const CudaError &E) {
      Diags.error(DiagId::CudaRuntimeError, {Dir.string()}, E.what(),
                  "check the device with `limiter devices`; report it if it persists");
      return std::nullopt;
    } catch (const nlohmann::json::exception &E) {
      // The manifest's launch fields were read by the plan; the rest (variants, checks,
      // counts) is read here, and a manifest edited or cut short is said to be one.
      Diags.error(DiagId::ManifestInvalid, {(Dir / "manifest.json").string()},
                  (Dir / "manifest.json").string() +
                      " does not have the fields of a limiter bundle manifest (" + E.what() + ")",
                  "regenerate the bundle with `limiter generate`");
      return std::nullopt;
    }
  }

private:
  const RunOptions &Options;
  DiagnosticList &Diags;
  nlohmann::json M;
  double CountSeconds = 0; ///< Wall time of the ncu child, when it ran.
  CUmodule Module = nullptr;
  CUmodule CappedModule = nullptr; ///< variants.cu under -maxrregcount, when a variant needs it.

  fs::path cubinPath(int Major, int Minor, int MaxRegisters = 0) const {
    return bundleCubinPath(Options.BundleDir, Major, Minor, MaxRegisters);
  }

  bool buildModule(int Major, int Minor, int MaxRegisters = 0) {
    return buildBundleModule(Options.BundleDir, M, Options.Nvcc, Major, Minor, MaxRegisters, Diags);
  }

  /// What a launch came to.
  enum class Outcome { Finished, Faulted, TimedOut };

  /// Waits for the stream, polling, at most Seconds: a hung kernel cannot be interrupted, but
  /// it need not hang limiter.
  static Outcome waitFor(cudaStream_t Stream, double Seconds, std::string &Why) {
    auto End = std::chrono::steady_clock::now() + std::chrono::duration<double>(Seconds);
    while (true) {
      cudaError_t Status = cudaStreamQuery(Stream);
      if (Status == cudaSuccess)
        return Outcome::Finished;
      if (Status != cudaErrorNotReady) {
        Why = std::string(cudaGetErrorName(Status)) + ": " + cudaGetErrorString(Status);
        cudaGetLastError();
        return Outcome::Faulted;
      }
      if (std::chrono::steady_clock::now() > End) {
        Why = "still running after " + std::to_string(static_cast<int>(Seconds)) +
              " s (--kernel-timeout)";
        return Outcome::TimedOut;
      }
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

  /// Everything set up for launching the variants: the module, the buffers, the stream.
  struct Session {
    cudaDeviceProp Prop{};
    std::vector<Variant> Variants;
    std::vector<DeviceBuffer> Work, Pristine;
    std::vector<CUdeviceptr> Pointers;
    DeviceBuffer Flush;
    cudaStream_t Stream = nullptr;
    int Flag = 0;
    std::optional<Calibration> Ceilings;
  };

  /// No GPU: LIM009, false.
  bool selectDevice(cudaDeviceProp &Prop) {
    int Count = 0;
    if (cudaGetDeviceCount(&Count) != cudaSuccess || Count <= Options.Device) {
      cudaGetLastError();
      Diags.error(DiagId::NoGpu, {},
                  "no CUDA-capable GPU " + std::to_string(Options.Device) + " is visible",
                  "run `limiter run` on the GPU machine; generate bundles anywhere");
      return false;
    }
    LIM_CUDA(cudaGetDeviceProperties(&Prop, Options.Device));
    return true;
  }

  void setUp(Session &S, const ExperimentConfig &Config, const LaunchPlan &Plan) {
    LIM_CUDA(cudaSetDevice(Options.Device));
    LIM_CUDA(cudaFree(nullptr)); // Creates the primary context the driver calls use.
    fs::path Cubin = cubinPath(S.Prop.major, S.Prop.minor);
    LIM_CUDA(Driver::get().ModuleLoad(&Module, Cubin.c_str()));
    S.Variants = loadVariants(Plan, S.Prop);
    if (Options.CapRegisters)
      capRegisters(S, Plan);
    for (const BufferPlan &B : Plan.Buffers) {
      std::vector<std::uint8_t> Host = filled(B, mixed(Config.Seed, S.Pointers.size()));
      S.Work.emplace_back(B.Bytes);
      LIM_CUDA(cudaMemcpy(S.Work.back().get(), Host.data(), B.Bytes, cudaMemcpyHostToDevice));
      S.Pristine.emplace_back(B.Written ? B.Bytes : 0);
      if (B.Written)
        LIM_CUDA(cudaMemcpy(S.Pristine.back().get(), S.Work.back().get(), B.Bytes,
                            cudaMemcpyDeviceToDevice));
      S.Pointers.push_back(reinterpret_cast<CUdeviceptr>(S.Work.back().get()));
    }
    fillSymbols(Config);
    S.Flush = DeviceBuffer(static_cast<std::size_t>(S.Prop.l2CacheSize) * 2);
    LIM_CUDA(cudaMemset(S.Flush.get(), 0, S.Flush.size()));
    LIM_CUDA(cudaStreamCreateWithFlags(&S.Stream, cudaStreamNonBlocking));
  }

  /// Restores the written buffers, flushes the L2 (unless hot) and launches V, between the
  /// events when given.
  CUresult launch(Session &S, const LaunchPlan &Plan, Variant &V, Event *Start, Event *Stop) {
    for (std::size_t I = 0; I < Plan.Buffers.size(); ++I)
      if (Plan.Buffers[I].Written)
        LIM_CUDA(cudaMemcpyAsync(S.Work[I].get(), S.Pristine[I].get(), Plan.Buffers[I].Bytes,
                                 cudaMemcpyDeviceToDevice, S.Stream));
    if (!Options.Hot)
      LIM_CUDA(
          enqueueCacheFlush(S.Flush.get(), S.Flush.size(), S.Prop.multiProcessorCount, S.Stream));
    std::vector<void *> Params;
    for (const ArgumentPlan &A : Plan.Arguments)
      Params.push_back(A.Buffer ? static_cast<void *>(&S.Pointers[*A.Buffer])
                                : const_cast<std::uint8_t *>(A.Bytes.data()));
    if (V.TakesFlag)
      Params.push_back(&S.Flag);
    if (Start)
      LIM_CUDA(cudaEventRecord(Start->get(), S.Stream));
    CUresult Status =
        Driver::get().LaunchKernel(V.Function, Plan.Grid[0], Plan.Grid[1], Plan.Grid[2],
                                   Plan.Block[0], Plan.Block[1], Plan.Block[2], V.DynamicShared,
                                   reinterpret_cast<CUstream>(S.Stream), Params.data(), nullptr);
    if (Stop)
      LIM_CUDA(cudaEventRecord(Stop->get(), S.Stream));
    return Status;
  }

  /// "the launch failed: CUDA_ERROR_INVALID_VALUE: invalid argument (grid 1 x 1 x 1, block
  /// 2048 x 1 x 1)", with the driver's words.
  static std::string launchFailure(CUresult Status, const LaunchPlan &Plan) {
    const char *Name = nullptr, *Text = nullptr;
    Driver::get().GetErrorName(Status, &Name);
    Driver::get().GetErrorString(Status, &Text);
    return std::string("the launch failed: ") + (Name ? Name : "?") + ": " + (Text ? Text : "?") +
           " (grid " + dims(Plan.Grid) + ", block " + dims(Plan.Block) + ")";
  }
  static std::string dims(const std::array<unsigned, 3> &D) {
    return std::to_string(D[0]) + " x " + std::to_string(D[1]) + " x " + std::to_string(D[2]);
  }

  void markFailed(Variant &V, Outcome O, const std::string &Why) {
    V.Active = false;
    V.Row.Status = O == Outcome::TimedOut ? "timed-out" : "faulted";
    V.Row.Note = Why;
  }

public:
  /// The child's side: each variant once, its outcome on stdout; stops at the first failure.
  int probe(const ExperimentConfig &Config, const LaunchPlan &Plan) {
    Session S;
    if (!selectDevice(S.Prop) || !buildModule(S.Prop.major, S.Prop.minor))
      return toInt(Diags.exitCode());
    setUp(S, Config, Plan);
    for (Variant &V : S.Variants) {
      if (!V.Active || std::count(Options.SkipVariants.begin(), Options.SkipVariants.end(), V.Name))
        continue;
      std::printf("begin %s\n", V.Name.c_str());
      std::fflush(stdout);
      CUresult Launched = launch(S, Plan, V, nullptr, nullptr);
      std::string Why = Launched == CUDA_SUCCESS ? "" : launchFailure(Launched, Plan);
      Outcome O = Launched == CUDA_SUCCESS ? waitFor(S.Stream, Options.KernelTimeoutSeconds, Why)
                                           : Outcome::Faulted;
      if (O == Outcome::Finished) {
        std::printf("ok %s\n", V.Name.c_str());
        std::fflush(stdout);
        continue;
      }
      std::printf("%s %s: %s\n", O == Outcome::TimedOut ? "timed-out" : "faulted", V.Name.c_str(),
                  Why.c_str());
      std::fflush(stdout);
      // The context is spoiled (or busy forever): leave without tearing it down.
      std::_Exit(toInt(ExitCode::VariantFault));
    }
    cudaStreamDestroy(S.Stream);
    return 0;
  }

private:
  using Failures = std::map<std::string, std::pair<Outcome, std::string>>;

  /// `limiter run BUNDLE --probe ...`: the child that launches each variant but the Failed
  /// ones once, set up as this process is (device, L2, register cap).
  std::vector<std::string> probeCommand(const Failures &Failed, double KernelTimeout) const {
    std::vector<std::string> Argv = {Options.SelfExecutable,
                                     "run",
                                     Options.BundleDir,
                                     "--probe",
                                     "--device",
                                     std::to_string(Options.Device),
                                     "--kernel-timeout",
                                     std::to_string(KernelTimeout)};
    std::string Skip;
    for (const auto &[Name, Why] : Failed)
      Skip += (Skip.empty() ? "" : ",") + Name;
    if (!Skip.empty())
      Argv.insert(Argv.end(), {"--skip-variants", Skip});
    if (Options.Hot)
      Argv.push_back("--hot");
    if (!Options.CapRegisters)
      Argv.push_back("--no-register-cap");
    return Argv;
  }

  /// Launches the variants in child processes until each has run once or failed there; the
  /// failures, by variant. A child that could not set up (its diagnostics are the same as
  /// this process will meet) ends the probing.
  Failures probeInChildren() {
    Failures Failed;
    while (true) {
      std::vector<std::string> Argv = probeCommand(Failed, Options.KernelTimeoutSeconds);
      SubprocessOptions Sub;
      Sub.Timeout = std::chrono::seconds(600) +
                    std::chrono::seconds(static_cast<long>(6 * Options.KernelTimeoutSeconds));
      SubprocessResult R = runSubprocess(Argv, Sub);
      std::istringstream Lines(R.Stdout);
      std::string Line, InFlight;
      bool NewFailure = false;
      while (std::getline(Lines, Line)) {
        std::istringstream Words(Line);
        std::string Word, Name;
        Words >> Word >> Name;
        if (!Name.empty() && Name.back() == ':')
          Name.pop_back();
        std::string Why;
        std::getline(Words >> std::ws, Why);
        if (Word == "begin")
          InFlight = Name;
        else if (Word == "ok")
          InFlight.clear();
        else if (Word == "faulted" || Word == "timed-out") {
          Failed[Name] = {Word == "faulted" ? Outcome::Faulted : Outcome::TimedOut, Why};
          InFlight.clear();
          NewFailure = true;
        }
      }
      if (!InFlight.empty()) { // The child died or was killed during this variant.
        Failed[InFlight] = {R.TimedOut ? Outcome::TimedOut : Outcome::Faulted,
                            R.TimedOut ? "the probe process did not finish"
                                       : "the probe process died (signal " +
                                             std::to_string(R.Signal) + ")"};
        NewFailure = true;
      }
      if (R.ExitStatus == 0 || !NewFailure)
        return Failed;
    }
  }

  /// Each healthy variant launched once in a `limiter run --probe` child under ncu; its
  /// counts by variant. LIM014 (a warning) when ncu is missing or fails.
  std::map<std::string, std::map<std::string, double>> executedCounts(const Failures &Failed) {
    std::map<std::string, std::map<std::string, double>> Out;
    std::string Ncu = findNcu(Options.Ncu);
    auto Unavailable = [&](const std::string &Why) {
      Diags.warning(DiagId::CountsUnavailable, {Options.BundleDir}, "no executed counts: " + Why,
                    "put ncu on PATH and give this user access to the GPU's performance "
                    "counters, or pass --no-counts");
    };
    if (Ncu.empty() || Options.SelfExecutable.empty()) {
      Unavailable(Ncu.empty() ? "Nsight Compute (ncu) was not found"
                              : "the limiter executable is not known");
      return Out;
    }
    // Under ncu each launch is replayed once per pass: a longer deadline.
    std::vector<std::string> Argv = {Ncu,    "--csv",     "--print-units",
                                     "base", "--metrics", executedCountMetricList()};
    std::vector<std::string> Probe = probeCommand(Failed, Options.KernelTimeoutSeconds * 20);
    Argv.insert(Argv.end(), Probe.begin(), Probe.end());
    SubprocessOptions Sub;
    Sub.Timeout = std::chrono::seconds(1200);
    auto Begin = std::chrono::steady_clock::now();
    SubprocessResult R = runSubprocess(Argv, Sub);
    CountSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Begin).count();
    Out = parseNcuCounts(R.Stdout);
    if (Out.empty()) {
      std::string Why = R.StartError.empty() ? R.Stderr + R.Stdout : R.StartError;
      std::size_t Error = Why.find("==ERROR==");
      Unavailable("ncu gave no counts" +
                  (Error != std::string::npos
                       ? ": " + Why.substr(Error, Why.find('\n', Error) - Error)
                       : std::string()));
    }
    return Out;
  }

  /// Executed counts depend on the module, the config's launch and data, the device and the
  /// run options the probe child takes, not on timing: they are measured once and kept in
  /// the bundle (executed-counts.json) under a hash of those, then reused.
  std::map<std::string, std::map<std::string, double>>
  cachedExecutedCounts(const Failures &Failed, const cudaDeviceProp &Prop) {
    std::string Error;
    std::string Key =
        contentHash(readFile(Options.BundleDir + "/variants.cu", Error).value_or("") +
                    readFile(Options.BundleDir + "/experiment.toml", Error).value_or("") +
                    Prop.name + "|" + executedCountMetricList() + "|" +
                    (Options.Hot ? "hot" : "cold") + (Options.CapRegisters ? "|cap" : "|nocap"));
    std::string Cache = Options.BundleDir + "/executed-counts.json";
    if (std::optional<std::string> Text = readFile(Cache, Error); Text && Failed.empty()) {
      nlohmann::json J = nlohmann::json::parse(*Text, nullptr, false);
      try {
        if (J.is_object() && J.value("key", "") == Key && J["counts"].is_object())
          return J["counts"].get<std::map<std::string, std::map<std::string, double>>>();
      } catch (const nlohmann::json::exception &) {
        // Not the cache limiter writes: measured again and written over.
      }
    }
    std::map<std::string, std::map<std::string, double>> Counts = executedCounts(Failed);
    if (!Counts.empty() && Failed.empty())
      writeFileAtomically(Cache, nlohmann::json({{"key", Key}, {"counts", Counts}}).dump(2) + "\n",
                          Error); // A cache: failing to write it costs only time.
    return Counts;
  }

  std::optional<RunResults> measure(const ExperimentConfig &Config, const LaunchPlan &Plan) {
    Session S;
    if (!selectDevice(S.Prop) || !buildModule(S.Prop.major, S.Prop.minor))
      return std::nullopt;
    Failures Failed;
    if (!Options.SelfExecutable.empty())
      Failed = probeInChildren();
    std::map<std::string, std::map<std::string, double>> Executed;
    if (Options.ExecutedCounts)
      Executed = cachedExecutedCounts(Failed, S.Prop);
    setUp(S, Config, Plan);
    for (Variant &V : S.Variants)
      if (auto It = Executed.find(V.Name); It != Executed.end())
        V.Row.Executed = It->second;
    CalibrateOptions Calibrate;
    Calibrate.Device = Options.Device;
    Calibrate.Refresh = Options.Recalibrate;
    if (!Options.CalibrationCacheDir.empty())
      Calibrate.CacheDir = Options.CalibrationCacheDir;
    std::string CalibrationError;
    S.Ceilings = calibrateDevice(Calibrate, CalibrationError);
    if (!S.Ceilings)
      Diags.warning(DiagId::CudaRuntimeError, {},
                    "cannot calibrate the device: " + CalibrationError,
                    "the verdict is given without the bandwidth and FMA ceilings");
    for (Variant &V : S.Variants)
      if (auto It = Failed.find(V.Name); It != Failed.end())
        markFailed(V, It->second.first, It->second.second + " (in a separate process)");

    // Warm-up. Without the child processes, a variant that faults here is reported and, when
    // the error is not sticky, the others still run.
    for (Variant &V : S.Variants)
      for (unsigned I = 0; I < Options.WarmupLaunches && V.Active; ++I) {
        CUresult Launched = launch(S, Plan, V, nullptr, nullptr);
        std::string Why = Launched == CUDA_SUCCESS ? "" : launchFailure(Launched, Plan);
        Outcome O = Launched == CUDA_SUCCESS ? waitFor(S.Stream, Options.KernelTimeoutSeconds, Why)
                                             : Outcome::Faulted;
        if (O == Outcome::TimedOut) {
          markFailed(V, O, Why);
          return abandon(Config, Plan, S);
        }
        if (O == Outcome::Faulted)
          markFailed(V, O, Why);
      }
    if (!sample(S, Plan))
      return abandon(Config, Plan, S);
    cudaStreamDestroy(S.Stream);
    return results(Config, Plan, S);
  }

  /// After a hang the context can neither be used nor torn down: what was measured is
  /// reported and the device memory is left to the process's exit.
  RunResults abandon(const ExperimentConfig &Config, const LaunchPlan &Plan, Session &S) {
    for (Variant &V : S.Variants)
      if (V.Active)
        markFailed(V, Outcome::TimedOut, "not measured: another variant hung");
    for (DeviceBuffer &B : S.Work)
      B.release();
    for (DeviceBuffer &B : S.Pristine)
      B.release();
    S.Flush.release();
    Module = nullptr;
    CappedModule = nullptr;
    return results(Config, Plan, S);
  }

  std::vector<Variant> loadVariants(const LaunchPlan &Plan, const cudaDeviceProp &Prop) {
    std::vector<Variant> Out;
    for (const auto &V : M["variants"]) {
      Variant X;
      X.Name = V["variant"].get<std::string>();
      X.Status = V["status"].get<std::string>();
      X.TakesFlag = !V["extra_parameters"].empty();
      X.Row.Variant = X.Name;
      X.Row.Function = V["function"].get<std::string>();
      X.Row.Status = X.Status;
      if (V.contains("ptx_counts"))
        X.Row.Counts = V["ptx_counts"].get<std::map<std::string, unsigned>>();
      if (X.Status == "absent" || !Plan.Entries.count(X.Name)) {
        X.Active = false;
        X.Row.Note = "not generated";
        Out.push_back(std::move(X));
        continue;
      }
      X.Entry = Plan.Entries.at(X.Name);
      LIM_CUDA(functionOf(&X.Function, Module, X.Entry));
      int Regs = 0, Static = 0;
      LIM_CUDA(Driver::get().FuncGetAttribute(&Regs, CU_FUNC_ATTRIBUTE_NUM_REGS, X.Function));
      LIM_CUDA(
          Driver::get().FuncGetAttribute(&Static, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, X.Function));
      X.Row.Registers = Regs;
      X.Row.StaticSharedBytes = static_cast<unsigned>(Static);
      int MaxDynamic = static_cast<int>(Prop.sharedMemPerBlockOptin) - Static;
      LIM_CUDA(Driver::get().FuncSetAttribute(
          X.Function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, MaxDynamic));
      Out.push_back(std::move(X));
    }
    matchOccupancy(Out, Plan, Prop);
    return Out;
  }

  /// Blocks per multiprocessor of F at the plan's block size with Dynamic shared bytes.
  static std::function<int(std::size_t)> occupancyOf(CUfunction F, const LaunchPlan &Plan) {
    return [F, &Plan](std::size_t Dynamic) {
      int Blocks = 0;
      check(Driver::get().Occupancy(&Blocks, F, static_cast<int>(Plan.threadsPerBlock()), Dynamic),
            "cuOccupancyMaxActiveBlocksPerMultiprocessor", __LINE__);
      return Blocks;
    };
  }

  /// The padding search for one variant against the full kernel's Target blocks per SM.
  static PaddingResult padTo(int Target, CUfunction F, unsigned StaticShared,
                             const LaunchPlan &Plan, const cudaDeviceProp &Prop) {
    std::size_t Max = Prop.sharedMemPerBlockOptin - StaticShared;
    return findPadding(Target, Plan.DynamicSharedBytes, Max, 128, occupancyOf(F, Plan));
  }

  void matchOccupancy(std::vector<Variant> &Variants, const LaunchPlan &Plan,
                      const cudaDeviceProp &Prop) {
    int Target = 0;
    for (Variant &V : Variants)
      if (V.Name == "full" && V.Function)
        Target = occupancyOf(V.Function, Plan)(Plan.DynamicSharedBytes);
    for (Variant &V : Variants) {
      if (!V.Function)
        continue;
      PaddingResult P = V.Name == "full"
                            ? PaddingResult{Plan.DynamicSharedBytes, Target, true, ""}
                            : padTo(Target, V.Function, V.Row.StaticSharedBytes, Plan, Prop);
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
  /// -maxrregcount at the full kernel's count, when that matches it; what it spills is said.
  void capRegisters(Session &S, const LaunchPlan &Plan) {
    const Variant *Full = nullptr;
    for (const Variant &V : S.Variants)
      if (V.Name == "full" && V.Function)
        Full = &V;
    if (!Full)
      return;
    const int Cap = Full->Row.Registers;
    const int Target = Full->Row.BlocksPerSm;
    bool Needed = false;
    for (const Variant &V : S.Variants)
      Needed |= V.Function && !V.Row.OccupancyMatched && V.Row.Registers > Cap;
    if (!Needed)
      return;
    if (!buildModule(S.Prop.major, S.Prop.minor, Cap))
      return;
    LIM_CUDA(Driver::get().ModuleLoad(&CappedModule,
                                      cubinPath(S.Prop.major, S.Prop.minor, Cap).c_str()));
    for (Variant &V : S.Variants) {
      if (!V.Function || V.Row.OccupancyMatched || V.Row.Registers <= Cap)
        continue;
      CUfunction F = nullptr;
      if (functionOf(&F, CappedModule, V.Entry) != CUDA_SUCCESS)
        continue;
      int Regs = 0, Static = 0, Local = 0, LocalBefore = 0;
      LIM_CUDA(Driver::get().FuncGetAttribute(&Regs, CU_FUNC_ATTRIBUTE_NUM_REGS, F));
      LIM_CUDA(Driver::get().FuncGetAttribute(&Static, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, F));
      LIM_CUDA(Driver::get().FuncGetAttribute(&Local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, F));
      LIM_CUDA(Driver::get().FuncGetAttribute(&LocalBefore, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
                                              V.Function));
      LIM_CUDA(
          Driver::get().FuncSetAttribute(F, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                         static_cast<int>(S.Prop.sharedMemPerBlockOptin) - Static));
      PaddingResult P = padTo(Target, F, static_cast<unsigned>(Static), Plan, S.Prop);
      if (!P.Matched)
        continue;
      V.Function = F;
      V.DynamicShared = static_cast<unsigned>(P.DynamicSharedBytes);
      V.Row.BlocksPerSm = P.BlocksPerSm;
      V.Row.OccupancyMatched = true;
      V.Row.PaddingSharedBytes = V.DynamicShared - Plan.DynamicSharedBytes;
      V.Row.RegisterCap = Cap;
      V.Row.SpillBytes = Local > LocalBefore ? static_cast<unsigned>(Local - LocalBefore) : 0;
      V.Row.Note = "registers capped at " + std::to_string(Cap) + " (from " +
                   std::to_string(V.Row.Registers) +
                   ", -maxrregcount) to run at the full kernel's blocks per multiprocessor" +
                   (Local > LocalBefore ? "; it spills " + std::to_string(Local - LocalBefore) +
                                              " bytes per thread to local memory"
                                        : "; no spills");
      V.Row.Registers = Regs;
    }
  }

  void fillSymbols(const ExperimentConfig &Config) {
    std::uint64_t Stream = 1000;
    for (const SymbolSpec &S : Config.Symbols) {
      ++Stream;
      CUdeviceptr Address = 0;
      std::size_t Bytes = 0;
      std::string Name = mangledVariable(S.Name);
      if (Driver::get().ModuleGetGlobal(&Address, &Bytes, Module, Name.c_str()) != CUDA_SUCCESS) {
        Diags.warning(DiagId::ConfigUnknownParameter, S.Where,
                      "symbol '" + S.Name + "' is not in the module; not filled", "");
        continue;
      }
      BufferPlan B{S.Name, Bytes / 4, 4, Bytes, S.Fill, "float", false};
      std::vector<std::uint8_t> Host = filled(B, mixed(Config.Seed, Stream));
      LIM_CUDA(Driver::get().MemcpyHtoD(Address, Host.data(), Bytes));
    }
  }

  /// Interleaved rounds, one sample of every active variant per round, so that drift falls
  /// on all alike, until every variant meets the spread target or the budget ends. False
  /// after a hang.
  bool sample(Session &S, const LaunchPlan &Plan) {
    auto Begin = std::chrono::steady_clock::now();
    std::vector<Event> Starts(S.Variants.size()), Stops(S.Variants.size());
    for (unsigned Round = 0; Round < Options.MaxSamples; ++Round) {
      unsigned Launched = 0;
      for (std::size_t I = 0; I < S.Variants.size(); ++I) {
        Variant &V = S.Variants[I];
        if (!V.Active)
          continue;
        if (CUresult Status = launch(S, Plan, V, &Starts[I], &Stops[I]); Status != CUDA_SUCCESS)
          markFailed(V, Outcome::Faulted, launchFailure(Status, Plan) + " (while sampling)");
        else
          ++Launched;
      }
      if (!Launched)
        return true;
      std::string Why;
      Outcome O = waitFor(S.Stream, Options.KernelTimeoutSeconds * (Launched + 1), Why);
      if (O != Outcome::Finished) {
        for (Variant &V : S.Variants)
          if (V.Active)
            markFailed(V, O, Why + " (while sampling)");
        return O != Outcome::TimedOut;
      }
      bool Converged = true;
      for (std::size_t I = 0; I < S.Variants.size(); ++I) {
        Variant &V = S.Variants[I];
        if (!V.Active)
          continue;
        float Ms = 0;
        LIM_CUDA(cudaEventElapsedTime(&Ms, Starts[I].get(), Stops[I].get()));
        V.Samples.push_back(Ms);
        SampleStats Stats = summarize(V.Samples);
        Converged &=
            Stats.Samples >= Options.MinSamples && Stats.RelStdDev <= Options.TargetRelStdDev;
      }
      double Elapsed =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - Begin).count();
      if (Converged || Elapsed > Options.BudgetSeconds)
        return true;
    }
    return true;
  }

  RunResults results(const ExperimentConfig &Config, const LaunchPlan &Plan, Session &S) {
    RunResults R;
    R.Kernel = M["kernel"]["qualified_name"].get<std::string>();
    R.Experiment = Config.Name;
    R.Description = Config.Description;
    R.Device = S.Prop.name;
    R.Hot = Options.Hot;
    R.TargetRelStdDev = Options.TargetRelStdDev;
    R.MinSamples = Options.MinSamples;
    R.Thresholds = Options.Thresholds;
    R.BytesMoved = Plan.BytesMoved;
    R.BytesFromConfig = Plan.BytesFromConfig;
    R.FlopCount = Plan.FlopCount;
    if (Options.ExecutedCounts && CountSeconds > 0)
      R.CountSeconds = CountSeconds;
    if (S.Ceilings) {
      R.CopyBandwidth = S.Ceilings->CopyBandwidth;
      R.FmaThroughput = S.Ceilings->FmaThroughput;
    }
    for (Variant &V : S.Variants) {
      if (!V.Samples.empty())
        V.Row.Time = summarize(V.Samples);
      R.Variants.push_back(V.Row);
    }
    R.StructuralLoads = structuralLoadsOf(M);
    R.Checks = executedCountChecks(R.Variants, !R.StructuralLoads.empty());
    for (const auto &C : M.value("checks", nlohmann::json::array()))
      R.StaticChecks.push_back({C.value("check", ""), C.value("passed", false),
                                C.value("detail", ""), C.value("method", "counts")});
    addVerdict(R);
    return R;
  }
};

} // namespace

std::optional<RunResults> runBundle(const RunOptions &Options, DiagnosticList &Diags) {
  return Runner(Options, Diags).run();
}

int probeBundle(const RunOptions &Options, DiagnosticList &Diags) {
  int Exit = -1;
  Runner(Options, Diags).run(&Exit);
  return Exit >= 0 ? Exit : toInt(Diags.exitCode());
}

} // namespace limiter
