#include "limiter/runtime/Results.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <numeric>
#include <sstream>

using Json = nlohmann::ordered_json;

namespace limiter {

SampleStats summarize(std::vector<double> Samples) {
  SampleStats S;
  S.Samples = static_cast<unsigned>(Samples.size());
  if (Samples.empty())
    return S;
  std::sort(Samples.begin(), Samples.end());
  std::size_t N = Samples.size();
  S.MedianMs = N % 2 ? Samples[N / 2] : (Samples[N / 2 - 1] + Samples[N / 2]) / 2;
  S.MinMs = Samples.front();
  S.MaxMs = Samples.back();
  S.MeanMs = std::accumulate(Samples.begin(), Samples.end(), 0.0) / static_cast<double>(N);
  if (N > 1 && S.MeanMs > 0) {
    double Squares = 0;
    for (double X : Samples)
      Squares += (X - S.MeanMs) * (X - S.MeanMs);
    S.RelStdDev = std::sqrt(Squares / static_cast<double>(N - 1)) / S.MeanMs;
  }
  return S;
}

const VariantRow *RunResults::row(const std::string &Variant) const {
  for (const VariantRow &R : Variants)
    if (R.Variant == Variant)
      return &R;
  return nullptr;
}

namespace {

template <class T> void optionalField(Json &J, const char *Key, const std::optional<T> &V) {
  J[Key] = V ? Json(*V) : Json(nullptr);
}

Json statsJson(const SampleStats &S) {
  return {{"samples", S.Samples}, {"median_ms", S.MedianMs}, {"min_ms", S.MinMs},
          {"max_ms", S.MaxMs},    {"mean_ms", S.MeanMs},     {"rel_std_dev", S.RelStdDev}};
}

Json verdictJson(const Verdict &V) {
  Json J = {{"limiter", toString(V.Kind)},
            {"overlap", V.Overlap},
            {"unhidden_ms", V.UnhiddenMs},
            {"dominant", V.Dominant},
            {"math_at_floor", V.MathAtFloor},
            {"store_at_floor", V.StoreAtFloor},
            {"low_throughput", V.LowThroughput},
            {"uncertain", V.uncertain()},
            {"doubts", V.Doubts},
            {"label", verdictLabel(V)},
            {"sentence", V.Sentence},
            {"advice", V.Advice}};
  optionalField(J, "bandwidth_fraction", V.BandwidthFraction);
  optionalField(J, "arithmetic_fraction", V.ArithmeticFraction);
  return J;
}

/// Reads a required field, recording the first problem.
/// Whether J holds a T exactly: integers in T's range (nlohmann's get<int>() of 1e14 or of
/// 2.5 is an undefined conversion), strings as strings, containers element by element.
template <class T> bool holds(const Json &J);
template <class T> struct Holds {
  static bool check(const Json &J) {
    if constexpr (std::is_same_v<T, bool>)
      return J.is_boolean();
    else if constexpr (std::is_integral_v<T>)
      return J.is_number_integer() &&
             (J.is_number_unsigned()
                  ? J.get<std::uint64_t>() <=
                        static_cast<std::uint64_t>(std::numeric_limits<T>::max())
                  : J.get<std::int64_t>() >=
                            static_cast<std::int64_t>(std::numeric_limits<T>::min()) &&
                        J.get<std::int64_t>() <=
                            static_cast<std::int64_t>(std::numeric_limits<T>::max()) &&
                        (std::is_signed_v<T> || J.get<std::int64_t>() >= 0));
    else if constexpr (std::is_floating_point_v<T>)
      return J.is_number();
    else if constexpr (std::is_same_v<T, std::string>)
      return J.is_string();
    else
      return true; // Json itself.
  }
};
template <class V> struct Holds<std::map<std::string, V>> {
  static bool check(const Json &J) {
    return J.is_object() &&
           std::all_of(J.begin(), J.end(), [](const Json &E) { return holds<V>(E); });
  }
};
template <class V> struct Holds<std::vector<V>> {
  static bool check(const Json &J) {
    return J.is_array() &&
           std::all_of(J.begin(), J.end(), [](const Json &E) { return holds<V>(E); });
  }
};
template <class T> bool holds(const Json &J) { return Holds<T>::check(J); }

/// Reads fields, keeping the first problem in Error; never throws, whatever the text holds.
class Reader {
public:
  std::string Error;
  template <class T> T get(const Json &J, const char *Key, const std::string &Where) {
    if (!Error.empty())
      return T{};
    auto It = J.is_object() ? J.find(Key) : J.end();
    if (It == J.end()) {
      Error = Where + ": missing field '" + Key + "'";
      return T{};
    }
    if (!holds<T>(*It)) {
      Error = Where + ": field '" + Key + "' has the wrong type";
      return T{};
    }
    return It->template get<T>();
  }
  /// An optional field: nullopt when absent or null; the wrong type is an error.
  template <class T> std::optional<T> optional(const Json &J, const char *Key) {
    auto It = J.is_object() ? J.find(Key) : J.end();
    if (It == J.end() || It->is_null())
      return std::nullopt;
    if (!holds<T>(*It)) {
      if (Error.empty())
        Error = std::string("field '") + Key + "' has the wrong type";
      return std::nullopt;
    }
    return It->template get<T>();
  }
  template <class T> T optional(const Json &J, const char *Key, T Fallback) {
    return optional<T>(J, Key).value_or(Fallback);
  }
};

Limiter limiterNamed(const std::string &Name) {
  for (Limiter L :
       {Limiter::MemoryBound, Limiter::MathBound, Limiter::Balanced, Limiter::LatencyBound})
    if (toString(L) == Name)
      return L;
  return Limiter::Balanced;
}

std::string format(const char *Fmt, double V) {
  char Buffer[64];
  std::snprintf(Buffer, sizeof(Buffer), Fmt, V);
  return Buffer;
}

std::string timeCell(const VariantRow &R) {
  return R.Time ? format("%.4f", R.Time->MedianMs) : "-";
}
std::string spreadCell(const VariantRow &R) {
  return R.Time ? format("%.2f%%", R.Time->RelStdDev * 100) +
                      " (n=" + std::to_string(R.Time->Samples) + ")"
                : "-";
}
std::string occupancyCell(const VariantRow &R) {
  std::string Cell = std::to_string(R.BlocksPerSm);
  if (R.PaddingSharedBytes)
    Cell += " (+" + std::to_string(R.PaddingSharedBytes) + " B)";
  if (R.RegisterCap)
    Cell += " (regs <= " + std::to_string(R.RegisterCap) + ")";
  return R.OccupancyMatched ? Cell : Cell + " NOT MATCHED";
}
std::string countsCell(const VariantRow &R) {
  std::string Cell;
  for (const char *Key : {"ld.global", "st.global", "fp"}) {
    unsigned Sum = 0;
    for (const auto &[K, N] : R.Counts)
      if (K.rfind(Key, 0) == 0)
        Sum += N;
    Cell += (Cell.empty() ? "" : "/") + std::to_string(Sum);
  }
  return Cell;
}

std::string executedCell(const VariantRow &R) {
  if (R.Executed.empty())
    return "-";
  auto Get = [&](const char *Key) {
    auto It = R.Executed.find(Key);
    return It == R.Executed.end() ? 0.0 : It->second;
  };
  auto Short = [](double V) {
    const char *Suffix[] = {"", "K", "M", "G", "T"};
    int I = 0;
    while (V >= 1000 && I < 4) {
      V /= 1000;
      ++I;
    }
    return format(V < 10 && I ? "%.2f" : "%.3g", V) + Suffix[I];
  };
  return Short(Get("global_ld")) + "/" + Short(Get("global_st")) + "/" + Short(Get("fp32"));
}

struct Column {
  const char *Title;
  std::string (*Cell)(const VariantRow &);
};
const Column Columns[] = {
    {"variant", [](const VariantRow &R) { return R.Variant; }},
    {"status", [](const VariantRow &R) { return R.Status; }},
    {"median ms", timeCell},
    {"spread", spreadCell},
    {"blocks/SM", occupancyCell},
    {"regs", [](const VariantRow &R) { return std::to_string(R.Registers); }},
    {"ld/st/fp", countsCell},
    {"executed ld/st/fp", executedCell},
};

/// The columns a run shows: the executed counts only when they were measured.
std::vector<const Column *> columnsOf(const RunResults &R) {
  bool Executed = std::any_of(R.Variants.begin(), R.Variants.end(),
                              [](const VariantRow &V) { return !V.Executed.empty(); });
  std::vector<const Column *> Out;
  for (const Column &C : Columns)
    if (Executed || C.Cell != executedCell)
      Out.push_back(&C);
  return Out;
}

} // namespace

std::string toJson(const RunResults &R) {
  Json Rows = Json::array();
  for (const VariantRow &V : R.Variants) {
    Json Row = {{"variant", V.Variant},
                {"function", V.Function},
                {"status", V.Status},
                {"note", V.Note},
                {"time", V.Time ? statsJson(*V.Time) : Json(nullptr)},
                {"blocks_per_sm", V.BlocksPerSm},
                {"occupancy_matched", V.OccupancyMatched},
                {"registers", V.Registers},
                {"static_shared_bytes", V.StaticSharedBytes},
                {"padding_shared_bytes", V.PaddingSharedBytes},
                {"register_cap", V.RegisterCap},
                {"counts", Json(V.Counts)}};
    if (!V.Executed.empty())
      Row["executed"] = Json(V.Executed);
    Rows.push_back(Row);
  }
  Json J = {{"schema", "limiter/results"},
            {"version", RunResults::SchemaVersion},
            {"kernel", R.Kernel},
            {"experiment", R.Experiment},
            {"description", R.Description},
            {"device", R.Device},
            {"limiter_version", R.LimiterVersion},
            {"hot", R.Hot},
            {"target_rel_std_dev", R.TargetRelStdDev},
            {"thresholds",
             {{"close", R.Thresholds.Close},
              {"latency_margin", R.Thresholds.LatencyMargin},
              {"floor", R.Thresholds.Floor},
              {"low_throughput", R.Thresholds.LowThroughput}}},
            {"variants", Rows}};
  optionalField(J, "copy_bandwidth", R.CopyBandwidth);
  optionalField(J, "fma_throughput", R.FmaThroughput);
  optionalField(J, "bytes_moved", R.BytesMoved);
  J["bytes_from_config"] = R.BytesFromConfig;
  optionalField(J, "flop_count", R.FlopCount);
  optionalField(J, "count_seconds", R.CountSeconds);
  Json Static = Json::array();
  for (const CountCheck &C : R.StaticChecks)
    Static.push_back(
        {{"check", C.Name}, {"passed", C.Passed}, {"detail", C.Detail}, {"method", C.Method}});
  J["static_checks"] = Static;
  if (!R.Checks.empty()) {
    Json Checks = Json::array();
    for (const CountCheck &C : R.Checks)
      Checks.push_back({{"check", C.Name}, {"passed", C.Passed}, {"detail", C.Detail}});
    J["executed_checks"] = Checks;
  }
  J["verdict"] = R.Judgement ? verdictJson(*R.Judgement) : Json(nullptr);
  J["mode"] = R.InSitu ? "in-situ" : "bundle";
  if (R.InSitu)
    J["launch"] = {{"program", R.InSitu->Program},
                   {"arguments", R.InSitu->Arguments},
                   {"index", R.InSitu->LaunchIndex},
                   {"grid", R.InSitu->Grid},
                   {"block", R.InSitu->Block},
                   {"dynamic_shared_bytes", R.InSitu->DynamicSharedBytes},
                   {"device_ordinal", R.InSitu->DeviceOrdinal},
                   {"context", R.InSitu->Context}};
  return J.dump(2) + "\n";
}

void addVerdict(RunResults &R) {
  std::map<std::string, double> Median;
  for (const VariantRow &V : R.Variants)
    if (V.Time)
      Median[V.Variant] = V.Time->MedianMs;
  if (!Median.count("full") || !Median.count("mem") || !Median.count("math"))
    return;
  VariantTimes T;
  T.Full = Median["full"];
  T.Mem = Median["mem"];
  T.Math = Median["math"];
  if (Median.count("store"))
    T.Store = Median["store"];
  if (Median.count("skeleton"))
    T.Skeleton = Median["skeleton"];
  Throughput Rates;
  Rates.BytesMoved = R.BytesMoved;
  Rates.FlopCount = R.FlopCount;
  Rates.CopyBandwidth = R.CopyBandwidth;
  Rates.FmaThroughput = R.FmaThroughput;
  R.Judgement = judge(T, Rates, R.Thresholds, verdictDoubts(R));
}

std::optional<RunResults> resultsFromJson(const std::string &Text, std::string &Error) {
  Json J = Json::parse(Text, nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.is_object()) {
    Error = "not a JSON object";
    return std::nullopt;
  }
  Reader Rd;
  if (Rd.get<std::string>(J, "schema", "results") != "limiter/results" && Rd.Error.empty())
    Rd.Error = "results: not a limiter results file (schema is not limiter/results)";
  int Version = Rd.get<int>(J, "version", "results");
  if (Rd.Error.empty() && Version > RunResults::SchemaVersion)
    Rd.Error = "results: schema version " + std::to_string(Version) +
               " is newer than this limiter reads (" + std::to_string(RunResults::SchemaVersion) +
               "); update limiter";
  RunResults R;
  R.Kernel = Rd.get<std::string>(J, "kernel", "results");
  R.Experiment = Rd.get<std::string>(J, "experiment", "results");
  R.Description = Rd.optional<std::string>(J, "description", "");
  R.Device = Rd.get<std::string>(J, "device", "results");
  R.LimiterVersion = Rd.get<std::string>(J, "limiter_version", "results");
  R.Hot = Rd.get<bool>(J, "hot", "results");
  R.TargetRelStdDev = Rd.get<double>(J, "target_rel_std_dev", "results");
  R.CopyBandwidth = Rd.optional<double>(J, "copy_bandwidth");
  R.FmaThroughput = Rd.optional<double>(J, "fma_throughput");
  R.BytesMoved = Rd.optional<double>(J, "bytes_moved");
  R.BytesFromConfig = Rd.optional<bool>(J, "bytes_from_config", false);
  R.FlopCount = Rd.optional<double>(J, "flop_count");
  R.CountSeconds = Rd.optional<double>(J, "count_seconds");
  if (J.contains("thresholds")) {
    const Json &T = J["thresholds"];
    R.Thresholds.Close = Rd.get<double>(T, "close", "thresholds");
    R.Thresholds.LatencyMargin = Rd.get<double>(T, "latency_margin", "thresholds");
    R.Thresholds.Floor = Rd.get<double>(T, "floor", "thresholds");
    R.Thresholds.LowThroughput = Rd.get<double>(T, "low_throughput", "thresholds");
  }
  if (J.contains("launch") && Rd.optional<std::string>(J, "mode", "bundle") == "in-situ") {
    const Json &L = J["launch"];
    InSituLaunch In;
    In.Program = Rd.get<std::string>(L, "program", "launch");
    In.Arguments = Rd.get<std::vector<std::string>>(L, "arguments", "launch");
    In.LaunchIndex = Rd.get<unsigned>(L, "index", "launch");
    In.Grid = Rd.get<std::array<unsigned, 3>>(L, "grid", "launch");
    In.Block = Rd.get<std::array<unsigned, 3>>(L, "block", "launch");
    In.DynamicSharedBytes = Rd.get<unsigned>(L, "dynamic_shared_bytes", "launch");
    In.DeviceOrdinal = Rd.optional<int>(L, "device_ordinal", 0);
    In.Context = Rd.optional<unsigned>(L, "context", 0u);
    R.InSitu = In;
  }
  for (const Json &Row : Rd.get<Json>(J, "variants", "results")) {
    VariantRow V;
    std::string Where = "variant";
    V.Variant = Rd.get<std::string>(Row, "variant", Where);
    V.Function = Rd.get<std::string>(Row, "function", Where);
    V.Status = Rd.get<std::string>(Row, "status", Where);
    V.Note = Rd.get<std::string>(Row, "note", Where);
    if (Row.contains("time") && !Row["time"].is_null()) {
      const Json &T = Row["time"];
      SampleStats S;
      S.Samples = Rd.get<unsigned>(T, "samples", "time");
      S.MedianMs = Rd.get<double>(T, "median_ms", "time");
      S.MinMs = Rd.get<double>(T, "min_ms", "time");
      S.MaxMs = Rd.get<double>(T, "max_ms", "time");
      S.MeanMs = Rd.get<double>(T, "mean_ms", "time");
      S.RelStdDev = Rd.get<double>(T, "rel_std_dev", "time");
      V.Time = S;
    }
    V.BlocksPerSm = Rd.get<int>(Row, "blocks_per_sm", Where);
    V.OccupancyMatched = Rd.get<bool>(Row, "occupancy_matched", Where);
    V.Registers = Rd.get<int>(Row, "registers", Where);
    V.StaticSharedBytes = Rd.get<unsigned>(Row, "static_shared_bytes", Where);
    V.PaddingSharedBytes = Rd.get<unsigned>(Row, "padding_shared_bytes", Where);
    V.RegisterCap = Rd.optional<int>(Row, "register_cap", 0);
    V.Counts = Rd.get<std::map<std::string, unsigned>>(Row, "counts", Where);
    if (Row.contains("executed"))
      V.Executed = Rd.get<std::map<std::string, double>>(Row, "executed", Where);
    R.Variants.push_back(std::move(V));
  }
  if (J.contains("executed_checks"))
    for (const Json &C : J["executed_checks"])
      R.Checks.push_back({Rd.get<std::string>(C, "check", "executed_checks"),
                          Rd.get<bool>(C, "passed", "executed_checks"),
                          Rd.get<std::string>(C, "detail", "executed_checks")});
  if (J.contains("static_checks"))
    for (const Json &C : J["static_checks"])
      R.StaticChecks.push_back({Rd.get<std::string>(C, "check", "static_checks"),
                                Rd.get<bool>(C, "passed", "static_checks"),
                                Rd.get<std::string>(C, "detail", "static_checks"),
                                Rd.optional<std::string>(C, "method", "")});
  if (J.contains("verdict") && !J["verdict"].is_null()) {
    const Json &V = J["verdict"];
    Verdict Out;
    Out.Kind = limiterNamed(Rd.get<std::string>(V, "limiter", "verdict"));
    Out.Overlap = Rd.get<double>(V, "overlap", "verdict");
    Out.UnhiddenMs = Rd.get<double>(V, "unhidden_ms", "verdict");
    Out.Dominant = Rd.get<std::string>(V, "dominant", "verdict");
    Out.MathAtFloor = Rd.get<bool>(V, "math_at_floor", "verdict");
    Out.StoreAtFloor = Rd.get<bool>(V, "store_at_floor", "verdict");
    Out.LowThroughput = Rd.get<bool>(V, "low_throughput", "verdict");
    Out.Sentence = Rd.get<std::string>(V, "sentence", "verdict");
    Out.Advice = Rd.get<std::vector<std::string>>(V, "advice", "verdict");
    if (V.contains("doubts")) // schema version 2
      Out.Doubts = Rd.get<std::vector<std::string>>(V, "doubts", "verdict");
    Out.BandwidthFraction = Rd.optional<double>(V, "bandwidth_fraction");
    Out.ArithmeticFraction = Rd.optional<double>(V, "arithmetic_fraction");
    R.Judgement = Out;
  }
  if (!Rd.Error.empty()) {
    Error = Rd.Error;
    return std::nullopt;
  }
  return R;
}

std::vector<CountCheck> executedCountChecks(const std::vector<VariantRow> &Rows,
                                            bool AllowStructuralLoads) {
  auto Find = [&](const char *Variant) -> const VariantRow * {
    for (const VariantRow &R : Rows)
      if (R.Variant == Variant && !R.Executed.empty())
        return &R;
    return nullptr;
  };
  auto Count = [](const VariantRow *R, const char *Key) {
    auto It = R->Executed.find(Key);
    return It == R->Executed.end() ? 0.0 : It->second;
  };
  auto Text = [](double V) { return format("%.0f", V); };
  std::vector<CountCheck> Out;
  const VariantRow *Full = Find("full");
  if (!Full)
    return Out;
  double FullLd = Count(Full, "global_ld"), FullSt = Count(Full, "global_st");
  if (const VariantRow *Mem = Find("mem")) {
    double Ld = Count(Mem, "global_ld"), St = Count(Mem, "global_st");
    double Sectors = Count(Mem, "ld_sectors") + Count(Mem, "st_sectors");
    double FullSectors = Count(Full, "ld_sectors") + Count(Full, "st_sectors");
    Out.push_back({"mem-executes-full-global-accesses",
                   Ld == FullLd && St == FullSt && Sectors == FullSectors,
                   "global load/store requests (sectors): mem " + Text(Ld) + "/" + Text(St) + " (" +
                       Text(Sectors) + "), full " + Text(FullLd) + "/" + Text(FullSt) + " (" +
                       Text(FullSectors) + ")"});
  }
  for (const char *Name : {"math", "store", "skeleton"})
    if (const VariantRow *V = Find(Name)) {
      double Ld = Count(V, "global_ld");
      bool Ok = AllowStructuralLoads ? Ld <= FullLd : Ld == 0;
      Out.push_back(
          {std::string(Name) + "-executes-no-global-loads", Ok,
           std::string(Name) + " makes " + Text(Ld) + " global load requests" +
               (AllowStructuralLoads ? " (structural ones allowed, full " + Text(FullLd) + ")"
                                     : "")});
    }
  if (const VariantRow *Store = Find("store")) {
    double St = Count(Store, "global_st");
    Out.push_back({"store-executes-full-global-stores", St == FullSt,
                   "global store requests: store " + Text(St) + ", full " + Text(FullSt)});
  }
  if (const VariantRow *Math = Find("math")) {
    double St = Count(Math, "global_st") + Count(Math, "global_atom");
    Out.push_back(
        {"math-executes-no-global-stores", St == 0,
         "math makes " + Text(St) + " global store and atomic requests (its guards never pass)"});
    double Fp = Count(Math, "fp32"), FullFp = Count(Full, "fp32");
    bool Close = FullFp == 0 ? Fp == 0 : std::abs(Fp - FullFp) <= 0.1 * FullFp;
    Out.push_back({"math-executes-full-fp32-within-10pct", Close,
                   "fp32 thread instructions: math " + Text(Fp) + ", full " + Text(FullFp)});
  }
  return Out;
}

std::vector<std::string> variantColumnTitles(const RunResults &R) {
  std::vector<std::string> Out;
  for (const Column *C : columnsOf(R))
    Out.push_back(C->Title);
  return Out;
}

std::vector<std::string> variantCells(const RunResults &R, const VariantRow &Row) {
  std::vector<std::string> Out;
  for (const Column *C : columnsOf(R))
    Out.push_back(C->Cell(Row));
  return Out;
}

std::string ratesLine(const RunResults &R) {
  const VariantRow *Full = R.row("full");
  if (!Full || !Full->Time || Full->Time->MedianMs <= 0)
    return {};
  double Seconds = Full->Time->MedianMs / 1000;
  auto Scaled = [](double PerSecond, const char *Unit) {
    const char *Prefixes[] = {"", "K", "M", "G", "T", "P"};
    int I = 0;
    while (PerSecond >= 1000 && I < 5) {
      PerSecond /= 1000;
      ++I;
    }
    return format("%.3g ", PerSecond) + Prefixes[I] + Unit;
  };
  std::vector<std::string> Parts;
  if (R.BytesMoved) {
    double Rate = *R.BytesMoved / Seconds;
    std::string Part = Scaled(Rate, "B/s");
    if (R.CopyBandwidth)
      Part += " (" + format("%.0f", 100 * Rate / *R.CopyBandwidth) + "% of the " +
              Scaled(*R.CopyBandwidth, "B/s") + " copy ceiling)";
    Part += R.BytesFromConfig ? " from work.bytes"
                              : " counting each buffer once per direction (a lower bound)";
    // Past the ceiling the count is too high: a buffer counted in a direction it does not
    // move (read and written where limiter could not tell), or the same bytes served from L2.
    if (R.CopyBandwidth && Rate > 1.05 * *R.CopyBandwidth)
      Part += ", above the ceiling, so the count is too high (a buffer whose direction is not "
              "known counted both ways, or data served again from L2): give work.bytes";
    Parts.push_back(Part);
  }
  if (R.FlopCount) {
    double Rate = *R.FlopCount / Seconds;
    std::string Part = Scaled(Rate, "FLOP/s");
    if (R.FmaThroughput)
      Part += " (" + format("%.0f", 100 * Rate / *R.FmaThroughput) + "% of the " +
              Scaled(*R.FmaThroughput, "FLOP/s") + " fp32 FMA ceiling)";
    Parts.push_back(Part);
  }
  std::string Line;
  for (const std::string &P : Parts)
    Line += (Line.empty() ? "achieved " : "; ") + P;
  return Line;
}

std::string toTerminalTable(const RunResults &R) {
  std::vector<const Column *> Shown = columnsOf(R);
  std::vector<std::size_t> Widths;
  for (const Column *C : Shown) {
    std::size_t W = std::string(C->Title).size();
    for (const VariantRow &V : R.Variants)
      W = std::max(W, C->Cell(V).size());
    Widths.push_back(W);
  }
  std::ostringstream OS;
  OS << R.Kernel << (R.Experiment.empty() ? "" : "  (" + R.Experiment + ")") << "  on " << R.Device
     << (R.Hot ? ", hot L2" : ", cold L2") << '\n';
  auto Line = [&](auto CellOf) {
    for (std::size_t I = 0; I < Shown.size(); ++I) {
      std::string Cell = CellOf(I);
      OS << (I ? "  " : "  ") << Cell << std::string(Widths[I] - Cell.size(), ' ');
    }
    OS << '\n';
  };
  Line([&](std::size_t I) { return std::string(Shown[I]->Title); });
  for (const VariantRow &V : R.Variants)
    Line([&](std::size_t I) { return Shown[I]->Cell(V); });
  for (const VariantRow &V : R.Variants)
    if (!V.Note.empty())
      OS << "  ! " << V.Variant << ": " << V.Note << '\n';
  for (const CountCheck &C : R.StaticChecks)
    if (!C.Passed)
      OS << "  FAIL  " << C.Name << " (static): " << C.Detail << '\n';
  for (const CountCheck &C : R.Checks)
    OS << "  " << (C.Passed ? "pass" : "FAIL") << "  " << C.Name << ": " << C.Detail << '\n';
  if (std::string Rates = ratesLine(R); !Rates.empty())
    OS << Rates << '\n';
  if (!R.Judgement && !R.Variants.empty()) {
    std::string Why;
    for (const std::string &D : verdictDoubts(R))
      Why += (Why.empty() ? "" : "; ") + D;
    OS << "verdict: none (" << (Why.empty() ? "full, mem and math did not all run" : Why) << ")\n";
  }
  if (R.Judgement) {
    OS << "verdict: " << R.Judgement->Sentence << '\n';
    for (const std::string &A : R.Judgement->Advice)
      OS << "  - " << A << '\n';
  }
  return OS.str();
}

std::string toCsv(const RunResults &R) {
  auto Quote = [](const std::string &S) {
    std::string Out = "\"";
    for (char C : S)
      Out += C == '"' ? std::string("\"\"") : std::string(1, C);
    return Out + "\"";
  };
  std::ostringstream OS;
  OS << "kernel,variant,status,samples,median_ms,min_ms,max_ms,rel_std_dev,blocks_per_sm,"
        "occupancy_matched,registers,padding_shared_bytes\n";
  for (const VariantRow &V : R.Variants) {
    OS << Quote(R.Kernel) << ',' << V.Variant << ',' << V.Status << ',';
    if (V.Time)
      OS << V.Time->Samples << ',' << format("%.6f", V.Time->MedianMs) << ','
         << format("%.6f", V.Time->MinMs) << ',' << format("%.6f", V.Time->MaxMs) << ','
         << format("%.6f", V.Time->RelStdDev);
    else
      OS << ",,,,";
    OS << ',' << V.BlocksPerSm << ',' << (V.OccupancyMatched ? "true" : "false") << ','
       << V.Registers << ',' << V.PaddingSharedBytes << '\n';
  }
  return OS.str();
}

std::string toMarkdown(const RunResults &R) {
  std::ostringstream OS;
  OS << "### " << R.Kernel << "\n\n"
     << "Device: " << R.Device << (R.Hot ? " (hot L2)" : " (cold L2)") << "\n\n|";
  std::vector<const Column *> Shown = columnsOf(R);
  for (const Column *C : Shown)
    OS << ' ' << C->Title << " |";
  OS << "\n|";
  for (std::size_t I = 0; I < Shown.size(); ++I)
    OS << "---|";
  OS << '\n';
  for (const VariantRow &V : R.Variants) {
    OS << '|';
    for (const Column *C : Shown)
      OS << ' ' << C->Cell(V) << " |";
    OS << '\n';
  }
  if (!R.Checks.empty() || !R.StaticChecks.empty())
    OS << '\n';
  for (const CountCheck &C : R.StaticChecks)
    if (!C.Passed)
      OS << "- **FAIL** " << C.Name << " (static): " << C.Detail << '\n';
  for (const CountCheck &C : R.Checks)
    OS << "- " << (C.Passed ? "pass" : "**FAIL**") << " " << C.Name << ": " << C.Detail << '\n';
  if (std::string Rates = ratesLine(R); !Rates.empty())
    OS << "\n" << Rates << "\n";
  if (R.Judgement) {
    OS << "\n**Verdict:** " << R.Judgement->Sentence << "\n\n";
    for (const std::string &A : R.Judgement->Advice)
      OS << "- " << A << '\n';
  }
  return OS.str();
}

} // namespace limiter
