// results.json both ways: RunResults as stable, versioned JSON, and read back with every
// missing or mistyped field reported.

#include "limiter/runtime/Results.h"
#include "limiter/support/JsonFields.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>

using Json = nlohmann::ordered_json;

namespace limiter {
namespace {

template <class T> void optionalField(Json &J, const char *Key, const std::optional<T> &V) {
  J[Key] = V ? Json(*V) : Json(nullptr);
}

Json statsJson(const SampleStats &S) {
  return {{"samples", S.Samples},
          {"median_ms", S.MedianMs},
          {"min_ms", S.MinMs},
          {"max_ms", S.MaxMs},
          {"mean_ms", S.MeanMs},
          {"rel_std_dev", S.RelStdDev},
          {"median_low_ms", S.MedianLowMs},
          {"median_high_ms", S.MedianHighMs}};
}

Json sharesJson(const Separation &S) {
  Json J;
  optionalField(J, "traffic_kept_by_math", S.TrafficKeptByMath);
  optionalField(J, "bytes_kept_by_math", S.BytesKeptByMath);
  optionalField(J, "arithmetic_kept_by_mem", S.ArithmeticKeptByMem);
  J["executed"] = S.Executed;
  J["causes"] = S.Causes;
  J["shared_atomics"] = S.SharedAtomics;
  J["global_atomics"] = S.GlobalAtomics;
  return J;
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
            {"imprecise", V.imprecise()},
            {"imprecision", V.Imprecision},
            {"shares", sharesJson(V.Shares)},
            {"label", verdictLabel(V)},
            {"sentence", V.Sentence},
            {"advice", V.Advice}};
  optionalField(J, "bandwidth_fraction", V.BandwidthFraction);
  optionalField(J, "arithmetic_fraction", V.ArithmeticFraction);
  return J;
}

using Reader = JsonFieldReader;

/// results.json's "structural_loads" (as the manifest's: file, line, decides). Malformed
/// entries are skipped, and "decides" is absent in results written before the reasons were.
std::vector<StructuralLoad> structuralLoadsOf(const Json &J) {
  std::vector<StructuralLoad> Out;
  auto It = J.find("structural_loads");
  if (It == J.end() || !It->is_array())
    return Out;
  for (const Json &E : *It) {
    if (!E.is_object() || !jsonHolds<std::string>(E.value("file", Json())) ||
        !jsonHolds<unsigned>(E.value("line", Json())))
      continue;
    StructuralLoad L{E["file"].get<std::string>(), E["line"].get<unsigned>(), {}};
    if (auto D = E.find("decides"); D != E.end() && D->is_array())
      for (const Json &Kind : *D)
        if (Kind.is_string())
          L.Decides.push_back(Kind.get<std::string>());
    Out.push_back(std::move(L));
  }
  return Out;
}

/// The header of results.json: the schema and its version, the run's fields and the
/// thresholds.
void readHeader(Reader &Rd, const Json &J, RunResults &R) {
  if (Rd.get<std::string>(J, "schema", "results") != "limiter/results" && Rd.Error.empty())
    Rd.Error = "results: not a limiter results file (schema is not limiter/results)";
  int Version = Rd.get<int>(J, "version", "results");
  if (Rd.Error.empty() && Version > RunResults::SchemaVersion)
    Rd.Error = "results: schema version " + std::to_string(Version) +
               " is newer than this limiter reads (" + std::to_string(RunResults::SchemaVersion) +
               "); update limiter";
  R.Kernel = Rd.get<std::string>(J, "kernel", "results");
  R.Experiment = Rd.get<std::string>(J, "experiment", "results");
  R.Description = Rd.orDefault<std::string>(J, "description", "");
  R.Device = Rd.get<std::string>(J, "device", "results");
  R.LimiterVersion = Rd.get<std::string>(J, "limiter_version", "results");
  R.Hot = Rd.get<bool>(J, "hot", "results");
  R.WhatIfSelection = Rd.orDefault<std::string>(J, "what_if_selection", "");
  R.TargetRelStdDev = Rd.get<double>(J, "target_rel_std_dev", "results");
  R.MinSamples = Rd.orDefault<unsigned>(J, "min_samples", 10u);
  R.CopyBandwidth = Rd.optional<double>(J, "copy_bandwidth");
  R.FmaThroughput = Rd.optional<double>(J, "fma_throughput");
  R.BytesMoved = Rd.optional<double>(J, "bytes_moved");
  R.BytesFromConfig = Rd.orDefault<bool>(J, "bytes_from_config", false);
  R.FlopCount = Rd.optional<double>(J, "flop_count");
  R.CountSeconds = Rd.optional<double>(J, "count_seconds");
  if (J.contains("thresholds")) {
    const Json &T = J["thresholds"];
    R.Thresholds.Close = Rd.get<double>(T, "close", "thresholds");
    R.Thresholds.LatencyMargin = Rd.get<double>(T, "latency_margin", "thresholds");
    R.Thresholds.Floor = Rd.get<double>(T, "floor", "thresholds");
    R.Thresholds.LowThroughput = Rd.get<double>(T, "low_throughput", "thresholds");
    R.Thresholds.Inseparable = Rd.orDefault<double>(T, "inseparable", R.Thresholds.Inseparable);
  }
}

/// results.json's "launch" of an in-situ result.
InSituLaunch inSituLaunchOf(Reader &Rd, const Json &L) {
  InSituLaunch In;
  In.Program = Rd.get<std::string>(L, "program", "launch");
  In.Arguments = Rd.get<std::vector<std::string>>(L, "arguments", "launch");
  In.LaunchIndex = Rd.get<unsigned>(L, "index", "launch");
  In.Grid = Rd.get<std::array<unsigned, 3>>(L, "grid", "launch");
  In.Block = Rd.get<std::array<unsigned, 3>>(L, "block", "launch");
  In.DynamicSharedBytes = Rd.get<unsigned>(L, "dynamic_shared_bytes", "launch");
  In.DeviceOrdinal = Rd.orDefault<int>(L, "device_ordinal", 0);
  In.Context = Rd.orDefault<unsigned>(L, "context", 0u);
  return In;
}

/// results.json's "balance": how the balance parameter was chosen.
BalanceChoice balanceOf(Reader &Rd, const Json &B) {
  BalanceChoice C;
  C.Param = Rd.get<std::string>(B, "param", "balance");
  C.Value = Rd.get<long long>(B, "value", "balance");
  C.Min = Rd.get<long long>(B, "min", "balance");
  C.Max = Rd.get<long long>(B, "max", "balance");
  C.FromCeilings = Rd.optional<long long>(B, "from_ceilings");
  C.DeviceFlopPerByte = Rd.optional<double>(B, "device_flop_per_byte");
  C.Note = Rd.orDefault<std::string>(B, "note", "");
  if (auto It = B.find("pilots"); It != B.end() && It->is_array())
    for (const Json &P : *It)
      C.Pilots.push_back({Rd.get<long long>(P, "value", "balance pilot"),
                          Rd.get<double>(P, "mem_ms", "balance pilot"),
                          Rd.get<double>(P, "math_ms", "balance pilot")});
  return C;
}

Json balanceJson(const BalanceChoice &C) {
  Json B = {{"param", C.Param}, {"value", C.Value}, {"min", C.Min}, {"max", C.Max}};
  optionalField(B, "from_ceilings", C.FromCeilings);
  optionalField(B, "device_flop_per_byte", C.DeviceFlopPerByte);
  Json Pilots = Json::array();
  for (const BalanceChoice::Pilot &P : C.Pilots)
    Pilots.push_back({{"value", P.Value}, {"mem_ms", P.MemMs}, {"math_ms", P.MathMs}});
  B["pilots"] = Pilots;
  B["note"] = C.Note;
  return B;
}

/// A variant's "time".
SampleStats sampleStatsOf(Reader &Rd, const Json &T) {
  SampleStats S;
  S.Samples = Rd.get<unsigned>(T, "samples", "time");
  S.MedianMs = Rd.get<double>(T, "median_ms", "time");
  S.MinMs = Rd.get<double>(T, "min_ms", "time");
  S.MaxMs = Rd.get<double>(T, "max_ms", "time");
  S.MeanMs = Rd.get<double>(T, "mean_ms", "time");
  S.RelStdDev = Rd.get<double>(T, "rel_std_dev", "time");
  S.MedianLowMs = Rd.orDefault<double>(T, "median_low_ms", 0.0); // version 3
  S.MedianHighMs = Rd.orDefault<double>(T, "median_high_ms", 0.0);
  return S;
}

/// One row of results.json's "variants".
VariantRow variantOf(Reader &Rd, const Json &Row) {
  VariantRow V;
  std::string Where = "variant";
  V.Variant = Rd.get<std::string>(Row, "variant", Where);
  V.Function = Rd.get<std::string>(Row, "function", Where);
  V.Status = Rd.get<std::string>(Row, "status", Where);
  V.Note = Rd.get<std::string>(Row, "note", Where);
  if (Row.contains("time") && !Row["time"].is_null())
    V.Time = sampleStatsOf(Rd, Row["time"]);
  V.BlocksPerSm = Rd.get<int>(Row, "blocks_per_sm", Where);
  V.OccupancyMatched = Rd.get<bool>(Row, "occupancy_matched", Where);
  V.Registers = Rd.get<int>(Row, "registers", Where);
  V.StaticSharedBytes = Rd.get<unsigned>(Row, "static_shared_bytes", Where);
  V.PaddingSharedBytes = Rd.get<unsigned>(Row, "padding_shared_bytes", Where);
  V.RegisterCap = Rd.orDefault<int>(Row, "register_cap", 0);
  V.SpillBytes = Rd.orDefault<unsigned>(Row, "spill_bytes", 0u);
  V.Counts = Rd.get<std::map<std::string, unsigned>>(Row, "counts", Where);
  if (Row.contains("executed"))
    V.Executed = Rd.get<std::map<std::string, double>>(Row, "executed", Where);
  V.WhatIf = Rd.orDefault<std::string>(Row, "what_if", "");
  V.Reasons = Rd.orDefault<std::vector<std::string>>(Row, "reasons", {});
  V.OnCurve = Rd.orDefault<bool>(Row, "curve_point", false);
  V.GridBlocks = Rd.orDefault<unsigned long long>(Row, "grid_blocks", 0ull);
  return V;
}

/// The executed checks, the structural loads and the static checks, in that order.
void readChecks(Reader &Rd, const Json &J, RunResults &R) {
  if (J.contains("executed_checks"))
    for (const Json &C : J["executed_checks"])
      R.Checks.push_back({Rd.get<std::string>(C, "check", "executed_checks"),
                          Rd.get<bool>(C, "passed", "executed_checks"),
                          Rd.get<std::string>(C, "detail", "executed_checks"),
                          /*Method=*/"", Rd.orDefault<bool>(C, "more_work", false)});
  R.StructuralLoads = structuralLoadsOf(J);
  if (J.contains("static_checks"))
    for (const Json &C : J["static_checks"])
      R.StaticChecks.push_back({Rd.get<std::string>(C, "check", "static_checks"),
                                Rd.get<bool>(C, "passed", "static_checks"),
                                Rd.get<std::string>(C, "detail", "static_checks"),
                                Rd.orDefault<std::string>(C, "method", "")});
}

/// The verdict's "shares" (schema version 3).
void readShares(Reader &Rd, const Json &S, Separation &Shares) {
  Shares.TrafficKeptByMath = Rd.optional<double>(S, "traffic_kept_by_math");
  Shares.BytesKeptByMath = Rd.optional<double>(S, "bytes_kept_by_math");
  Shares.ArithmeticKeptByMem = Rd.optional<double>(S, "arithmetic_kept_by_mem");
  Shares.Executed = Rd.orDefault<bool>(S, "executed", false);
  Shares.Causes = Rd.orDefault<std::vector<std::string>>(S, "causes", {});
  Shares.SharedAtomics = Rd.orDefault<unsigned>(S, "shared_atomics", 0u);
  Shares.GlobalAtomics = Rd.orDefault<unsigned>(S, "global_atomics", 0u);
}

/// results.json's "verdict" when not null.
Verdict verdictOf(Reader &Rd, const Json &V) {
  Verdict Out;
  std::string Kind = Rd.get<std::string>(V, "limiter", "verdict");
  if (std::optional<Limiter> L = limiterNamed(Kind))
    Out.Kind = *L;
  else if (Rd.Error.empty())
    Rd.Error = "verdict: unknown limiter '" + Kind + "'";
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
  if (V.contains("imprecision")) // schema version 3
    Out.Imprecision = Rd.get<std::vector<std::string>>(V, "imprecision", "verdict");
  if (V.contains("shares") && V["shares"].is_object())
    readShares(Rd, V["shares"], Out.Shares);
  Out.BandwidthFraction = Rd.optional<double>(V, "bandwidth_fraction");
  Out.ArithmeticFraction = Rd.optional<double>(V, "arithmetic_fraction");
  return Out;
}

} // namespace

/// results.json's "what_ifs": each what-if's measured potential, rank and doubts (written for
/// readers of the file; limiter itself rebuilds them from the rows and checks).
static Json whatIfsJson(const std::vector<WhatIfResult> &WhatIfs) {
  Json Out = Json::array();
  for (const WhatIfResult &W : WhatIfs) {
    Json X = {{"what_if", W.Name}, {"removes", W.Cost}, {"status", W.Status},
              {"why", W.Why},      {"rank", W.Rank},    {"doubts", W.Doubts}};
    if (!W.LowerBounds.empty())
      X["lower_bounds"] = W.LowerBounds;
    if (!W.How.empty())
      X["how"] = W.How;
    if (W.ExtraInstructions)
      X["extra_instructions"] = *W.ExtraInstructions;
    if (W.Potential) {
      X["median_ms"] = W.MedianMs;
      X["potential"] = *W.Potential;
      X["potential_low"] = *W.PotentialLow;
      X["potential_high"] = *W.PotentialHigh;
    }
    Out.push_back(X);
  }
  return Out;
}

/// results.json's "occupancy_curve" and "perthread_curve" (written for readers; rebuilt from
/// the rows on reading).
static Json curveJson(const Curve &C) {
  Json Points = Json::array();
  for (const CurvePoint &P : C.Points)
    Points.push_back({{"x", P.X},
                      {"variant", P.Variant},
                      {"how", P.How},
                      {"median_ms", P.Time.MedianMs},
                      {"median_low_ms", P.Time.MedianLowMs},
                      {"median_high_ms", P.Time.MedianHighMs}});
  return {{"x", C.Name == "occupancy" ? "blocks_per_sm" : "grid_blocks"},
          {"full_x", C.FullX},
          {"points", Points},
          {"reading", C.Reading}};
}

/// One variant's row of results.json.
static Json rowJson(const VariantRow &V) {
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
              {"spill_bytes", V.SpillBytes},
              {"counts", Json(V.Counts)}};
  if (!V.Executed.empty())
    Row["executed"] = Json(V.Executed);
  if (!V.WhatIf.empty())
    Row["what_if"] = V.WhatIf;
  if (!V.Reasons.empty())
    Row["reasons"] = V.Reasons;
  if (V.OnCurve)
    Row["curve_point"] = true;
  if (V.GridBlocks)
    Row["grid_blocks"] = V.GridBlocks;
  return Row;
}

std::string toJson(const RunResults &R) {
  Json Rows = Json::array();
  for (const VariantRow &V : R.Variants)
    Rows.push_back(rowJson(V));
  Json J = {{"schema", "limiter/results"},
            {"version", RunResults::SchemaVersion},
            {"kernel", R.Kernel},
            {"experiment", R.Experiment},
            {"description", R.Description},
            {"device", R.Device},
            {"limiter_version", R.LimiterVersion},
            {"hot", R.Hot},
            {"target_rel_std_dev", R.TargetRelStdDev},
            {"min_samples", R.MinSamples},
            {"thresholds",
             {{"close", R.Thresholds.Close},
              {"latency_margin", R.Thresholds.LatencyMargin},
              {"floor", R.Thresholds.Floor},
              {"low_throughput", R.Thresholds.LowThroughput},
              {"inseparable", R.Thresholds.Inseparable}}},
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
  Json Structural = Json::array();
  for (const StructuralLoad &L : R.StructuralLoads)
    Structural.push_back({{"file", L.File}, {"line", L.Line}, {"decides", L.Decides}});
  J["structural_loads"] = Structural;
  if (!R.Checks.empty()) {
    Json Checks = Json::array();
    for (const CountCheck &C : R.Checks) {
      Json Check = {{"check", C.Name}, {"passed", C.Passed}, {"detail", C.Detail}};
      if (C.MoreWork)
        Check["more_work"] = true;
      Checks.push_back(Check);
    }
    J["executed_checks"] = Checks;
  }
  J["verdict"] = R.Judgement ? verdictJson(*R.Judgement) : Json(nullptr);
  if (!R.WhatIfs.empty())
    J["what_ifs"] = whatIfsJson(R.WhatIfs);
  if (!R.WhatIfSelection.empty())
    J["what_if_selection"] = R.WhatIfSelection;
  for (const Curve *C : {&R.Occupancy, &R.PerThread})
    if (!C->Points.empty() || !C->Reading.empty())
      J[C->Name + "_curve"] = curveJson(*C);
  if (R.Balance)
    J["balance"] = balanceJson(*R.Balance);
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
std::optional<RunResults> resultsFromJson(const std::string &Text, std::string &Error) {
  Json J = Json::parse(Text, nullptr, /*allow_exceptions=*/false);
  if (J.is_discarded() || !J.is_object()) {
    Error = "not a JSON object";
    return std::nullopt;
  }
  Reader Rd;
  RunResults R;
  readHeader(Rd, J, R);
  if (J.contains("launch") && Rd.orDefault<std::string>(J, "mode", "bundle") == "in-situ")
    R.InSitu = inSituLaunchOf(Rd, J["launch"]);
  if (const Json *Rows = Rd.section(J, "variants", "results", true, /*Array=*/true))
    for (const Json &Row : *Rows)
      R.Variants.push_back(variantOf(Rd, Row));
  readChecks(Rd, J, R);
  if (J.contains("verdict") && !J["verdict"].is_null())
    R.Judgement = verdictOf(Rd, J["verdict"]);
  if (J.contains("balance") && J["balance"].is_object())
    R.Balance = balanceOf(Rd, J["balance"]);
  R.WhatIfs = whatIfsOf(R); // from the rows and checks, as they were made
  R.Occupancy = curveOf(R, "occupancy");
  R.PerThread = curveOf(R, "perthread");
  if (!Rd.Error.empty()) {
    Error = Rd.Error;
    return std::nullopt;
  }
  return R;
}
} // namespace limiter
