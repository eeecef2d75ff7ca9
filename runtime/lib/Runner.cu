#include "limiter/runtime/Runner.h"

#include "limiter/runtime/LaunchPlan.h"
#include "limiter/runtime/Padding.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Files.h"
#include "limiter/support/Subprocess.h"

#include <cuda.h>
#include <cuda_runtime.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>
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
  throw CudaError(std::string(Call) + " (line " + std::to_string(Line) + "): " +
                  (Name ? Name : "?") + ": " + (Text ? Text : "?"));
}
#define LIM_CUDA(Call) check((Call), #Call, __LINE__)

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
  DeviceBuffer &operator=(DeviceBuffer &&) = delete;
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer() {
    if (Pointer)
      cudaFree(Pointer); // No throw in a destructor.
  }
  void *get() const { return Pointer; }
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

/// Host-side contents of a buffer, per its fill.
std::vector<std::uint8_t> filled(const BufferPlan &B, std::mt19937_64 &Random) {
  std::vector<std::uint8_t> Out(B.Bytes, 0);
  const FillSpec &F = B.Fill;
  if (F.FillKind == FillSpec::Kind::Zero)
    return Out;
  std::uint64_t Count = B.ElementSize ? B.Bytes / B.ElementSize : B.Bytes;
  std::uniform_real_distribution<double> Real(F.First, F.Second);
  std::uniform_int_distribution<long long> Integer(static_cast<long long>(F.First),
                                                   static_cast<long long>(F.Second));
  for (std::uint64_t I = 0; I < Count; ++I) {
    double V = 0;
    switch (F.FillKind) {
    case FillSpec::Kind::Constant:
      V = F.First;
      break;
    case FillSpec::Kind::Iota:
      V = F.First + F.Second * static_cast<double>(I);
      break;
    case FillSpec::Kind::Random:
      V = Real(Random);
      break;
    case FillSpec::Kind::RandomInt:
      V = static_cast<double>(Integer(Random));
      break;
    case FillSpec::Kind::Zero:
      break;
    }
    std::uint8_t *At = Out.data() + I * (B.ElementSize ? B.ElementSize : 1);
    if (B.ElementKind == "float" && B.ElementSize == 4) {
      float X = static_cast<float>(V);
      std::memcpy(At, &X, 4);
    } else if (B.ElementKind == "double" && B.ElementSize == 8) {
      std::memcpy(At, &V, 8);
    } else if (B.ElementSize == 8) {
      auto X = static_cast<long long>(V);
      std::memcpy(At, &X, 8);
    } else if (B.ElementSize == 4) {
      auto X = static_cast<int>(V);
      std::memcpy(At, &X, 4);
    } else if (B.ElementSize == 2) {
      auto X = static_cast<short>(V);
      std::memcpy(At, &X, 2);
    } else {
      *At = static_cast<std::uint8_t>(static_cast<long long>(V));
    }
  }
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
    if (Module)
      Driver::get().ModuleUnload(Module); // No throw: the status is not checked here.
  }

  std::optional<RunResults> run() {
    fs::path Dir = Options.BundleDir;
    std::string Error;
    std::optional<std::string> Manifest = readFile((Dir / "manifest.json").string(), Error);
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
    std::optional<LaunchPlan> Plan = planLaunch(*Manifest, *Config, Diags);
    if (!Plan)
      return std::nullopt;
    M = nlohmann::json::parse(*Manifest);
    try {
      return measure(*Config, *Plan);
    } catch (const CudaError &E) {
      Diags.error(DiagId::CudaRuntimeError, {Dir.string()}, E.what(),
                  "check the device with `limiter devices`; report it if it persists");
      return std::nullopt;
    }
  }

private:
  const RunOptions &Options;
  DiagnosticList &Diags;
  nlohmann::json M;
  CUmodule Module = nullptr;

  bool buildModule(const fs::path &Cubin, int Major, int Minor) {
    if (fs::exists(Cubin))
      return true;
    fs::path Dir = Options.BundleDir;
    std::string Temp = Cubin.string() + ".tmp-" + std::to_string(::getpid());
    std::vector<std::string> Argv = {Options.Nvcc, "-cubin", "-O3", "-std=c++17",
                                     "-arch=sm_" + std::to_string(Major) + std::to_string(Minor)};
    for (const auto &F : M["compile"]["nvcc_flags"])
      Argv.push_back(F.get<std::string>());
    Argv.insert(Argv.end(), {(Dir / "variants.cu").string(), "-o", Temp});
    SubprocessResult R = runSubprocess(Argv, {std::chrono::minutes(10), {}, {}});
    if (!R.succeeded()) {
      Diagnostic &D = Diags.error(DiagId::BundleDoesNotCompile, {(Dir / "variants.cu").string()},
                                  "nvcc cannot build the bundle's module for this GPU",
                                  "check that nvcc matches the driver (`nvcc --version`)");
      D.Notes.push_back((R.StartError.empty() ? R.Stderr : R.StartError).substr(0, 3000));
      fs::remove(Temp);
      return false;
    }
    fs::rename(Temp, Cubin);
    return true;
  }

  std::optional<RunResults> measure(const ExperimentConfig &Config, const LaunchPlan &Plan) {
    int Count = 0;
    if (cudaGetDeviceCount(&Count) != cudaSuccess || Count <= Options.Device) {
      cudaGetLastError();
      Diags.error(DiagId::NoGpu, {}, "no CUDA-capable GPU " + std::to_string(Options.Device) +
                                         " is visible",
                  "run `limiter run` on the GPU machine; generate bundles anywhere");
      return std::nullopt;
    }
    LIM_CUDA(cudaSetDevice(Options.Device));
    LIM_CUDA(cudaFree(nullptr)); // Creates the primary context the driver calls use.
    cudaDeviceProp Prop{};
    LIM_CUDA(cudaGetDeviceProperties(&Prop, Options.Device));
    fs::path Cubin = fs::path(Options.BundleDir) /
                     ("variants.sm_" + std::to_string(Prop.major) + std::to_string(Prop.minor) +
                      ".cubin");
    if (!buildModule(Cubin, Prop.major, Prop.minor))
      return std::nullopt;
    LIM_CUDA(Driver::get().ModuleLoad(&Module, Cubin.c_str()));

    std::vector<Variant> Variants = loadVariants(Plan, Prop);
    std::mt19937_64 Random(Config.Seed);
    std::vector<DeviceBuffer> Work, Pristine;
    std::vector<CUdeviceptr> Pointers;
    for (const BufferPlan &B : Plan.Buffers) {
      std::vector<std::uint8_t> Host = filled(B, Random);
      Work.emplace_back(B.Bytes);
      LIM_CUDA(cudaMemcpy(Work.back().get(), Host.data(), B.Bytes, cudaMemcpyHostToDevice));
      Pristine.emplace_back(B.Written ? B.Bytes : 0);
      if (B.Written)
        LIM_CUDA(cudaMemcpy(Pristine.back().get(), Work.back().get(), B.Bytes,
                            cudaMemcpyDeviceToDevice));
      Pointers.push_back(reinterpret_cast<CUdeviceptr>(Work.back().get()));
    }
    fillSymbols(Config, Random);
    DeviceBuffer Flush(static_cast<std::size_t>(Prop.l2CacheSize) * 2);

    cudaStream_t Stream = nullptr;
    LIM_CUDA(cudaStreamCreateWithFlags(&Stream, cudaStreamNonBlocking));
    int Flag = 0;
    auto Launch = [&](Variant &V, Event *Start, Event *Stop) {
      for (std::size_t I = 0; I < Plan.Buffers.size(); ++I)
        if (Plan.Buffers[I].Written)
          LIM_CUDA(cudaMemcpyAsync(Work[I].get(), Pristine[I].get(), Plan.Buffers[I].Bytes,
                                   cudaMemcpyDeviceToDevice, Stream));
      if (!Options.Hot)
        LIM_CUDA(cudaMemsetAsync(Flush.get(), 0x5a, Flush.size(), Stream));
      std::vector<void *> Params;
      for (const ArgumentPlan &A : Plan.Arguments)
        Params.push_back(A.Buffer ? static_cast<void *>(&Pointers[*A.Buffer])
                                  : const_cast<std::uint8_t *>(A.Bytes.data()));
      if (V.TakesFlag)
        Params.push_back(&Flag);
      if (Start)
        LIM_CUDA(cudaEventRecord(Start->get(), Stream));
      CUresult Status = Driver::get().LaunchKernel(V.Function, Plan.Grid[0], Plan.Grid[1], Plan.Grid[2],
                                       Plan.Block[0], Plan.Block[1], Plan.Block[2],
                                       V.DynamicShared, reinterpret_cast<CUstream>(Stream),
                                       Params.data(), nullptr);
      if (Stop)
        LIM_CUDA(cudaEventRecord(Stop->get(), Stream));
      return Status;
    };

    // Warm-up; a variant that faults is reported and the others still run. A sticky error
    // ends the run of everything after it (fresh-process isolation is the next step).
    for (Variant &V : Variants) {
      for (unsigned I = 0; I < Options.WarmupLaunches && V.Active; ++I) {
        CUresult Launched = Launch(V, nullptr, nullptr);
        cudaError_t Done = cudaStreamSynchronize(Stream);
        if (Launched != CUDA_SUCCESS || Done != cudaSuccess) {
          V.Active = false;
          V.Row.Status = "faulted";
          V.Row.Note = Done != cudaSuccess ? cudaGetErrorString(Done) : "launch failed";
          cudaGetLastError();
        }
      }
    }
    sample(Variants, Launch, Stream);
    cudaStreamDestroy(Stream);
    return results(Config, Prop, Variants);
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
      LIM_CUDA(Driver::get().ModuleGetFunction(&X.Function, Module, X.Entry.c_str()));
      int Regs = 0, Static = 0;
      LIM_CUDA(Driver::get().FuncGetAttribute(&Regs, CU_FUNC_ATTRIBUTE_NUM_REGS, X.Function));
      LIM_CUDA(Driver::get().FuncGetAttribute(&Static, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, X.Function));
      X.Row.Registers = Regs;
      X.Row.StaticSharedBytes = static_cast<unsigned>(Static);
      int MaxDynamic = static_cast<int>(Prop.sharedMemPerBlockOptin) - Static;
      LIM_CUDA(Driver::get().FuncSetAttribute(X.Function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                  MaxDynamic));
      Out.push_back(std::move(X));
    }
    matchOccupancy(Out, Plan, Prop);
    return Out;
  }

  void matchOccupancy(std::vector<Variant> &Variants, const LaunchPlan &Plan,
                      const cudaDeviceProp &Prop) {
    auto Query = [&](CUfunction F) {
      return [F, &Plan](std::size_t Dynamic) {
        int Blocks = 0;
        check(Driver::get().Occupancy(
                  &Blocks, F, static_cast<int>(Plan.threadsPerBlock()), Dynamic),
              "cuOccupancyMaxActiveBlocksPerMultiprocessor", __LINE__);
        return Blocks;
      };
    };
    int Target = 0;
    for (Variant &V : Variants)
      if (V.Name == "full" && V.Function)
        Target = Query(V.Function)(Plan.DynamicSharedBytes);
    for (Variant &V : Variants) {
      if (!V.Function)
        continue;
      std::size_t Max = Prop.sharedMemPerBlockOptin - V.Row.StaticSharedBytes;
      PaddingResult P = V.Name == "full"
                            ? PaddingResult{Plan.DynamicSharedBytes, Target, true, ""}
                            : findPadding(Target, Plan.DynamicSharedBytes, Max, 128,
                                          Query(V.Function));
      V.DynamicShared = static_cast<unsigned>(P.DynamicSharedBytes);
      V.Row.BlocksPerSm = P.BlocksPerSm;
      V.Row.OccupancyMatched = P.Matched;
      V.Row.PaddingSharedBytes = V.DynamicShared - Plan.DynamicSharedBytes;
      if (!P.Matched)
        V.Row.Note = P.Reason;
    }
  }

  void fillSymbols(const ExperimentConfig &Config, std::mt19937_64 &Random) {
    for (const SymbolSpec &S : Config.Symbols) {
      CUdeviceptr Address = 0;
      std::size_t Bytes = 0;
      std::string Name = mangledVariable(S.Name);
      if (Driver::get().ModuleGetGlobal(&Address, &Bytes, Module, Name.c_str()) != CUDA_SUCCESS) {
        Diags.warning(DiagId::ConfigUnknownParameter, S.Where,
                      "symbol '" + S.Name + "' is not in the module; not filled", "");
        continue;
      }
      BufferPlan B{S.Name, Bytes / 4, 4, Bytes, S.Fill, "float", false};
      std::vector<std::uint8_t> Host = filled(B, Random);
      LIM_CUDA(Driver::get().MemcpyHtoD(Address, Host.data(), Bytes));
    }
  }

  template <class LaunchFn>
  void sample(std::vector<Variant> &Variants, LaunchFn &Launch, cudaStream_t Stream) {
    auto Begin = std::chrono::steady_clock::now();
    std::vector<Event> Starts(Variants.size()), Stops(Variants.size());
    for (unsigned Round = 0; Round < Options.MaxSamples; ++Round) {
      // One sample of every variant per round, in turn, so that drift falls on all alike.
      for (std::size_t I = 0; I < Variants.size(); ++I)
        if (Variants[I].Active && Launch(Variants[I], &Starts[I], &Stops[I]) != CUDA_SUCCESS) {
          Variants[I].Active = false;
          Variants[I].Row.Status = "faulted";
          Variants[I].Row.Note = "launch failed while sampling";
        }
      if (cudaStreamSynchronize(Stream) != cudaSuccess) {
        for (Variant &V : Variants)
          if (V.Active) {
            V.Active = false;
            V.Row.Status = "faulted";
            V.Row.Note = cudaGetErrorString(cudaGetLastError());
          }
        return;
      }
      bool Converged = true;
      for (std::size_t I = 0; I < Variants.size(); ++I) {
        if (!Variants[I].Active)
          continue;
        float Ms = 0;
        LIM_CUDA(cudaEventElapsedTime(&Ms, Starts[I].get(), Stops[I].get()));
        Variants[I].Samples.push_back(Ms);
        SampleStats S = summarize(Variants[I].Samples);
        Converged &= S.Samples >= Options.MinSamples && S.RelStdDev <= Options.TargetRelStdDev;
      }
      double Elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - Begin)
                           .count();
      if (Converged || Elapsed > Options.BudgetSeconds)
        return;
    }
  }

  RunResults results(const ExperimentConfig &Config, const cudaDeviceProp &Prop,
                     std::vector<Variant> &Variants) {
    RunResults R;
    R.Kernel = M["kernel"]["qualified_name"].get<std::string>();
    R.Experiment = Config.Name;
    R.Device = Prop.name;
    R.Hot = Options.Hot;
    R.TargetRelStdDev = Options.TargetRelStdDev;
    R.Thresholds = Options.Thresholds;
    std::map<std::string, double> Median;
    for (Variant &V : Variants) {
      if (!V.Samples.empty()) {
        V.Row.Time = summarize(V.Samples);
        Median[V.Name] = V.Row.Time->MedianMs;
      }
      R.Variants.push_back(V.Row);
    }
    if (Median.count("full") && Median.count("mem") && Median.count("math")) {
      VariantTimes T;
      T.Full = Median["full"];
      T.Mem = Median["mem"];
      T.Math = Median["math"];
      if (Median.count("store"))
        T.Store = Median["store"];
      if (Median.count("skeleton"))
        T.Skeleton = Median["skeleton"];
      R.Judgement = judge(T, {}, Options.Thresholds);
    }
    return R;
  }
};

} // namespace

std::optional<RunResults> runBundle(const RunOptions &Options, DiagnosticList &Diags) {
  return Runner(Options, Diags).run();
}

} // namespace limiter
