// Executed counts inside the program, from CUPTI's range profiler: see RangeCounts.h.

#include "inject/RangeCounts.h"

#include "inject/Measurement.h"

#include "limiter/runtime/ExecutedCounts.h"

#include <cupti_profiler_host.h>
#include <cupti_profiler_target.h>
#include <cupti_range_profiler.h>
#include <cupti_target.h>

#include <cmath>
#include <cstdint>
#include <set>

namespace limiter {
namespace {

/// A CUPTI parameter block: zeroed, its size set.
template <typename Params> Params cuptiParams(std::size_t StructSize) {
  Params Out{};
  Out.structSize = StructSize;
  return Out;
}
#define LIM_CUPTI_PARAMS(Type) cuptiParams<Type>(Type##_STRUCT_SIZE)

} // namespace

/// The host side of the profiler: the metrics the GPU has, and the configuration built from
/// them once.
struct RangeCounter::Host {
  CUcontext Context = nullptr;
  CUpti_Profiler_Host_Object *Object = nullptr;
  std::vector<const char *> Metrics; ///< Those of executedCountMetrics() the GPU has.
  std::set<std::string> MissingKeys;
  std::vector<std::uint8_t> Config;

  bool Initialized = false; ///< cuptiProfilerInitialize succeeded.

  ~Host() {
    if (Object) {
      auto P = LIM_CUPTI_PARAMS(CUpti_Profiler_Host_Deinitialize_Params);
      P.pHostObject = Object;
      cuptiProfilerHostDeinitialize(&P);
    }
    if (Initialized) {
      auto P = LIM_CUPTI_PARAMS(CUpti_Profiler_DeInitialize_Params);
      cuptiProfilerDeInitialize(&P);
    }
  }
};

namespace {

/// Whether the GPU's profiler knows Metric.
bool hasMetric(CUpti_Profiler_Host_Object *Object, const char *Metric) {
  auto P = LIM_CUPTI_PARAMS(CUpti_Profiler_Host_GetMetricProperties_Params);
  P.pHostObject = Object;
  P.pMetricName = Metric;
  return cuptiProfilerHostGetMetricProperties(&P) == CUPTI_SUCCESS;
}

/// The range profiler enabled on a context for one counted launch, disabled at the end.
class Session {
public:
  explicit Session(CUcontext Context) {
    auto P = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_Enable_Params);
    P.ctx = Context;
    Result = cuptiRangeProfilerEnable(&P);
    Object = P.pRangeProfilerObject;
  }
  ~Session() {
    if (Result != CUPTI_SUCCESS)
      return;
    auto P = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_Disable_Params);
    P.pRangeProfilerObject = Object;
    cuptiRangeProfilerDisable(&P);
  }
  CUptiResult Result;
  CUpti_RangeProfiler_Object *Object = nullptr;
};

} // namespace

RangeCounter::RangeCounter() : H(std::make_unique<Host>()) {
  auto Failed = [&](CUptiResult R, const char *What) {
    if (R != CUPTI_SUCCESS)
      Problem = std::string("CUPTI's profiler cannot ") + What + ": " + cuptiText(R);
    return R != CUPTI_SUCCESS;
  };
  auto Init = LIM_CUPTI_PARAMS(CUpti_Profiler_Initialize_Params);
  if (Failed(cuptiProfilerInitialize(&Init), "start"))
    return;
  H->Initialized = true;
  CUdevice Device = 0;
  cuCtxGetCurrent(&H->Context);
  cuCtxGetDevice(&Device);
  auto Chip = LIM_CUPTI_PARAMS(CUpti_Device_GetChipName_Params);
  Chip.deviceIndex = static_cast<std::size_t>(Device);
  if (Failed(cuptiDeviceGetChipName(&Chip), "name the GPU's chip"))
    return;
  auto Available = LIM_CUPTI_PARAMS(CUpti_Profiler_GetCounterAvailability_Params);
  Available.ctx = H->Context;
  if (Failed(cuptiProfilerGetCounterAvailability(&Available), "list the GPU's counters"))
    return;
  std::vector<std::uint8_t> Image(Available.counterAvailabilityImageSize);
  Available.pCounterAvailabilityImage = Image.data();
  if (Failed(cuptiProfilerGetCounterAvailability(&Available), "list the GPU's counters"))
    return;
  auto HostInit = LIM_CUPTI_PARAMS(CUpti_Profiler_Host_Initialize_Params);
  HostInit.profilerType = CUPTI_PROFILER_TYPE_RANGE_PROFILER;
  HostInit.pChipName = Chip.pChipName;
  HostInit.pCounterAvailabilityImage = Image.data();
  if (Failed(cuptiProfilerHostInitialize(&HostInit), "start its host side"))
    return;
  H->Object = HostInit.pHostObject;
  // A key is counted only when every metric adding to it is (a sum of some would be wrong).
  for (const auto &[Metric, Key] : executedCountMetrics())
    if (!hasMetric(H->Object, Metric))
      H->MissingKeys.insert(Key);
  for (const auto &[Metric, Key] : executedCountMetrics())
    if (!H->MissingKeys.count(Key))
      H->Metrics.push_back(Metric);
  Missing.assign(H->MissingKeys.begin(), H->MissingKeys.end());
  if (H->Metrics.empty()) {
    Problem = "the GPU's profiler knows none of the counted metrics";
    return;
  }
  auto Add = LIM_CUPTI_PARAMS(CUpti_Profiler_Host_ConfigAddMetrics_Params);
  Add.pHostObject = H->Object;
  Add.ppMetricNames = H->Metrics.data();
  Add.numMetrics = H->Metrics.size();
  if (Failed(cuptiProfilerHostConfigAddMetrics(&Add), "configure the metrics"))
    return;
  auto Size = LIM_CUPTI_PARAMS(CUpti_Profiler_Host_GetConfigImageSize_Params);
  Size.pHostObject = H->Object;
  if (Failed(cuptiProfilerHostGetConfigImageSize(&Size), "size its configuration"))
    return;
  H->Config.resize(Size.configImageSize);
  auto Config = LIM_CUPTI_PARAMS(CUpti_Profiler_Host_GetConfigImage_Params);
  Config.pHostObject = H->Object;
  Config.configImageSize = H->Config.size();
  Config.pConfigImage = H->Config.data();
  Failed(cuptiProfilerHostGetConfigImage(&Config), "build its configuration");
}

RangeCounter::~RangeCounter() = default;

bool RangeCounter::failed(CUptiResult R, const char *What) {
  if (R != CUPTI_SUCCESS)
    Problem = std::string("CUPTI's range profiler cannot ") + What + ": " + cuptiText(R);
  return R != CUPTI_SUCCESS;
}

bool RangeCounter::configure(CUpti_RangeProfiler_Object *Object, std::vector<std::uint8_t> &Data) {
  auto Size = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_GetCounterDataSize_Params);
  Size.pRangeProfilerObject = Object;
  Size.pMetricNames = H->Metrics.data();
  Size.numMetrics = H->Metrics.size();
  Size.maxNumOfRanges = 1;
  Size.maxNumRangeTreeNodes = 1;
  if (failed(cuptiRangeProfilerGetCounterDataSize(&Size), "size its counter data"))
    return false;
  Data.resize(Size.counterDataSize);
  auto Init = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_CounterDataImage_Initialize_Params);
  Init.pRangeProfilerObject = Object;
  Init.counterDataSize = Data.size();
  Init.pCounterData = Data.data();
  if (failed(cuptiRangeProfilerCounterDataImageInitialize(&Init), "set up its counter data"))
    return false;
  auto Config = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_SetConfig_Params);
  Config.pRangeProfilerObject = Object;
  Config.configSize = H->Config.size();
  Config.pConfig = H->Config.data();
  Config.counterDataImageSize = Data.size();
  Config.pCounterDataImage = Data.data();
  Config.range = CUPTI_UserRange;
  Config.replayMode = CUPTI_UserReplay;
  Config.maxRangesPerPass = 1;
  Config.numNestingLevels = 1;
  Config.minNestingLevel = 1;
  Config.passIndex = 0;
  Config.targetNestingLevel = 1;
  return !failed(cuptiRangeProfilerSetConfig(&Config), "take the configuration");
}

bool RangeCounter::replay(CUpti_RangeProfiler_Object *Object, const std::function<bool()> &Prepare,
                          const std::function<CUresult()> &Launch) {
  // Each pass counts some of the metrics; the launch is replayed until all are. A pass once
  // started is always stopped, whatever fails inside it.
  constexpr int MaxPasses = 128;
  for (int Pass = 0; Pass < MaxPasses; ++Pass) {
    if (!Prepare()) {
      if (Problem.empty())
        Problem = "the memory could not be restored between the profiler's passes";
      return false;
    }
    auto Start = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_Start_Params);
    Start.pRangeProfilerObject = Object;
    if (failed(cuptiRangeProfilerStart(&Start), "start a pass"))
      return false;
    auto Push = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_PushRange_Params);
    Push.pRangeProfilerObject = Object;
    Push.pRangeName = "variant";
    bool Pushed = !failed(cuptiRangeProfilerPushRange(&Push), "open the range");
    CUresult Launched = Pushed ? Launch() : CUDA_SUCCESS;
    auto Pop = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_PopRange_Params);
    Pop.pRangeProfilerObject = Object;
    bool Popped = Pushed && !failed(cuptiRangeProfilerPopRange(&Pop), "close the range");
    auto Stop = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_Stop_Params);
    Stop.pRangeProfilerObject = Object;
    bool Stopped = !failed(cuptiRangeProfilerStop(&Stop), "end a pass");
    if (Launched != CUDA_SUCCESS)
      Problem = "the launch failed while counting: " + errorText(Launched);
    if (!Pushed || !Popped || !Stopped || Launched != CUDA_SUCCESS)
      return false;
    if (Stop.isAllPassSubmitted)
      return true;
  }
  Problem = "the metrics need more than " + std::to_string(MaxPasses) + " passes";
  return false;
}

std::optional<std::map<std::string, double>>
RangeCounter::evaluate(CUpti_RangeProfiler_Object *Object, std::vector<std::uint8_t> &Data) {
  auto Decode = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_DecodeData_Params);
  Decode.pRangeProfilerObject = Object;
  if (failed(cuptiRangeProfilerDecodeData(&Decode), "decode the counters"))
    return std::nullopt;
  auto Info = LIM_CUPTI_PARAMS(CUpti_RangeProfiler_GetCounterDataInfo_Params);
  Info.pCounterDataImage = Data.data();
  Info.counterDataImageSize = Data.size();
  if (failed(cuptiRangeProfilerGetCounterDataInfo(&Info), "read the counter data"))
    return std::nullopt;
  if (Decode.numOfRangeDropped > 0 || Info.numTotalRanges < 1) {
    Problem = "CUPTI's range profiler dropped the launch's range";
    return std::nullopt;
  }
  std::vector<double> Values(H->Metrics.size());
  auto Evaluate = LIM_CUPTI_PARAMS(CUpti_Profiler_Host_EvaluateToGpuValues_Params);
  Evaluate.pHostObject = H->Object;
  Evaluate.pCounterDataImage = Data.data();
  Evaluate.counterDataImageSize = Data.size();
  Evaluate.rangeIndex = 0;
  Evaluate.ppMetricNames = H->Metrics.data();
  Evaluate.numMetrics = H->Metrics.size();
  Evaluate.pMetricValues = Values.data();
  if (failed(cuptiProfilerHostEvaluateToGpuValues(&Evaluate), "evaluate the metrics"))
    return std::nullopt;
  std::map<std::string, double> Out;
  for (std::size_t I = 0; I < H->Metrics.size(); ++I) {
    if (!std::isfinite(Values[I]) || Values[I] < 0) {
      Problem = std::string("CUPTI's range profiler gave no count of ") + H->Metrics[I];
      return std::nullopt;
    }
    for (const auto &[Metric, Key] : executedCountMetrics())
      if (std::string(Metric) == H->Metrics[I])
        Out[Key] += Values[I];
  }
  return Out;
}

std::optional<std::map<std::string, double>>
RangeCounter::count(const std::function<bool()> &Prepare, const std::function<CUresult()> &Launch) {
  if (!Problem.empty())
    return std::nullopt;
  // The counter data outlives the profiler's session, which holds on to it until disabled.
  std::vector<std::uint8_t> Data;
  Session S(H->Context);
  if (failed(S.Result, "be enabled in the program's context") || !configure(S.Object, Data) ||
      !replay(S.Object, Prepare, Launch))
    return std::nullopt;
  return evaluate(S.Object, Data);
}

} // namespace limiter
