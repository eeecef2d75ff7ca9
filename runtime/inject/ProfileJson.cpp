// The plan limiter gives the injection library and the report it writes back, as JSON.

#include "limiter/runtime/Profile.h"

#include "limiter/support/JsonFields.h"

#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace limiter {

using Json = nlohmann::json;

namespace {

/// Field Key of J as a whole number of T's range: a fraction, a negative number or one too
/// large is not one (a float converted to an integer out of range is undefined).
template <class T> T wholeValue(const Json &V, const std::string &What) {
  if (V.is_number_unsigned() &&
      V.get<std::uint64_t>() <= std::uint64_t(std::numeric_limits<T>::max()))
    return static_cast<T>(V.get<std::uint64_t>());
  if (V.is_number_integer() &&
      V.get<std::int64_t>() >= std::int64_t(std::numeric_limits<T>::min()) &&
      V.get<std::int64_t>() <= std::int64_t(std::numeric_limits<T>::max()))
    return static_cast<T>(V.get<std::int64_t>());
  throw std::invalid_argument(What + " is not a whole number in range");
}

template <class T> T whole(const Json &J, const char *Key) { return wholeValue<T>(J.at(Key), Key); }

/// A [x, y, z] launch dimension.
std::array<unsigned, 3> dimensions(const Json &J, const char *Key) {
  const Json &V = J.at(Key);
  if (!V.is_array() || V.size() != 3)
    throw std::invalid_argument(std::string(Key) + " is not [x, y, z]");
  return {wholeValue<unsigned>(V[0], Key), wholeValue<unsigned>(V[1], Key),
          wholeValue<unsigned>(V[2], Key)};
}

/// The register caps' modules, by cap (JSON keys are strings).
Json capCubinsJson(const std::map<int, std::string> &Cubins) {
  Json Out = Json::object();
  for (const auto &[Cap, Cubin] : Cubins)
    Out[std::to_string(Cap)] = Cubin;
  return Out;
}

} // namespace

std::string toJson(const ProfilePlan &P) {
  Json Targets = Json::array();
  for (const ProfileTarget &T : P.Targets)
    Targets.push_back({{"program_entry", T.ProgramEntry},
                       {"entries", T.Entries},
                       {"takes_flag", T.TakesFlag},
                       {"launch_edits", T.LaunchEdits},
                       {"parameters", T.Parameters},
                       {"name_prefix", T.NamePrefix}});
  return Json{{"schema", "limiter/profile-plan"},
              {"version", 1},
              {"kernel", P.Kernel},
              {"cubin", P.Cubin},
              {"what_if_cubins", P.WhatIfCubins},
              {"targets", Targets},
              {"launch_skip", P.LaunchSkip},
              {"launch_count", P.LaunchCount},
              {"output", P.Output},
              {"hot", P.Hot},
              {"target_rel_std_dev", P.TargetRelStdDev},
              {"budget_seconds", P.BudgetSeconds},
              {"min_samples", P.MinSamples},
              {"max_samples", P.MaxSamples},
              {"probe", P.Probe},
              {"skip", P.Skip},
              {"checkpoint_device_only", P.CheckpointDeviceOnly},
              {"counts", P.Counts},
              {"occupancy", P.Occupancy},
              {"perthread", P.PerThread},
              {"blocksize", P.BlockSize},
              {"block_split_free", P.BlockSplitFree},
              {"block_split_why_not", P.BlockSplitWhyNot},
              {"block_rows", P.BlockRows},
              {"curves", P.Curves},
              {"cap_cubins", capCubinsJson(P.CapCubins)},
              {"grid_stride_dimension", P.GridStrideDimension},
              {"grid_stride_why_not", P.GridStrideWhyNot}}
             .dump(2) +
         "\n";
}

std::optional<ProfilePlan> profilePlanFromJson(const std::string &Text, std::string &Error) {
  Json J = Json::parse(Text, nullptr, false);
  if (J.is_discarded() || !J.is_object() ||
      !JsonFieldReader::isString(J, "schema", "limiter/profile-plan")) {
    Error = "not a limiter profile plan";
    return std::nullopt;
  }
  try {
    ProfilePlan P;
    P.Kernel = J.at("kernel").get<std::string>();
    P.Cubin = J.at("cubin").get<std::string>();
    P.WhatIfCubins = J.value("what_if_cubins", std::map<std::string, std::string>());
    for (const Json &T : J.at("targets")) {
      ProfileTarget X;
      X.ProgramEntry = T.at("program_entry").get<std::string>();
      X.Entries = T.at("entries").get<std::map<std::string, std::string>>();
      X.TakesFlag = T.at("takes_flag").get<std::map<std::string, bool>>();
      X.LaunchEdits = T.value("launch_edits", std::map<std::string, std::map<std::string, unsigned>>());
      X.Parameters = whole<unsigned>(T, "parameters");
      X.NamePrefix = T.value("name_prefix", "");
      P.Targets.push_back(std::move(X));
    }
    P.LaunchSkip = whole<unsigned>(J, "launch_skip");
    P.LaunchCount = whole<unsigned>(J, "launch_count");
    P.Output = J.at("output").get<std::string>();
    P.Hot = J.at("hot").get<bool>();
    P.TargetRelStdDev = J.at("target_rel_std_dev").get<double>();
    P.BudgetSeconds = J.at("budget_seconds").get<double>();
    P.MinSamples = whole<unsigned>(J, "min_samples");
    P.MaxSamples = whole<unsigned>(J, "max_samples");
    P.Probe = J.value("probe", false);
    P.Skip = J.value("skip", std::vector<std::string>());
    P.CheckpointDeviceOnly = J.value("checkpoint_device_only", false);
    P.Counts = J.value("counts", true);
    P.Occupancy = J.value("occupancy", false);
    P.PerThread = J.value("perthread", false);
    P.BlockSize = J.value("blocksize", false);
    P.BlockSplitFree = J.value("block_split_free", false);
    P.BlockSplitWhyNot = J.value("block_split_why_not", "");
    P.BlockRows = J.value("block_rows", false);
    P.Curves = J.value("curves", false);
    const Json Caps = J.value("cap_cubins", Json::object());
    for (const auto &[Cap, Cubin] : Caps.items())
      P.CapCubins[wholeValue<int>(Json::parse(Cap), "cap_cubins")] = Cubin.get<std::string>();
    P.GridStrideDimension =
        J.contains("grid_stride_dimension") ? whole<int>(J, "grid_stride_dimension") : -1;
    P.GridStrideWhyNot = J.value("grid_stride_why_not", "");
    return P;
  } catch (const std::exception &E) { // Json::exception, or a number out of range
    Error = std::string("profile plan: ") + E.what();
    return std::nullopt;
  }
}
std::string toJson(const ProfileReport &R) {
  Json Launches = Json::array();
  for (const ProfiledLaunch &L : R.Launches) {
    Json Variants = Json::array();
    for (const ProfiledVariant &V : L.Variants) {
      Variants.push_back({{"variant", V.Name},
                          {"entry", V.Entry},
                          {"status", V.Status},
                          {"note", V.Note},
                          {"registers", V.Registers},
                          {"static_shared_bytes", V.StaticSharedBytes},
                          {"blocks_per_sm", V.BlocksPerSm},
                          {"occupancy_matched", V.OccupancyMatched},
                          {"padding_shared_bytes", V.PaddingSharedBytes},
                          {"samples_ms", V.SamplesMs},
                          {"executed", V.Executed},
                          {"register_cap", V.RegisterCap},
                          {"spill_bytes", V.SpillBytes}});
      if (V.Grid)
        Variants.back()["grid"] = *V.Grid;
      if (V.Block)
        Variants.back()["block"] = *V.Block;
      if (V.DynamicShared)
        Variants.back()["dynamic_shared_bytes"] = *V.DynamicShared;
    }
    Launches.push_back({{"index", L.Index},
                        {"entry", L.Entry},
                        {"grid", L.Grid},
                        {"block", L.Block},
                        {"dynamic_shared_bytes", L.DynamicSharedBytes},
                        {"problem", L.Problem},
                        {"problem_kind", L.ProblemKind},
                        {"device_ordinal", L.DeviceOrdinal},
                        {"device", L.Device},
                        {"context", L.Context},
                        {"count_problem", L.CountProblem},
                        {"counts_missing", L.CountsMissing},
                        {"count_seconds", L.CountSeconds},
                        {"wanted_caps", L.WantedCaps},
                        {"variants", Variants}});
  }
  return Json{{"schema", "limiter/profile-report"},
              {"version", 1},
              {"device", R.Device},
              {"launches_seen", R.LaunchesSeen},
              {"graph_launches", R.GraphLaunches},
              {"captured_launches", R.CapturedLaunches},
              {"contexts", R.Contexts},
              {"devices", R.Devices},
              {"other_entries", R.OtherEntries},
              {"launches", Launches},
              {"problems", R.Problems},
              {"in_flight", R.InFlight}}
             .dump(2) +
         "\n";
}

std::optional<ProfileReport> profileReportFromJson(const std::string &Text, std::string &Error) {
  Json J = Json::parse(Text, nullptr, false);
  if (J.is_discarded() || !J.is_object() ||
      !JsonFieldReader::isString(J, "schema", "limiter/profile-report")) {
    Error = "not a limiter profile report";
    return std::nullopt;
  }
  try {
    ProfileReport R;
    R.Device = J.at("device").get<std::string>();
    R.LaunchesSeen = whole<unsigned>(J, "launches_seen");
    R.GraphLaunches = J.contains("graph_launches") ? whole<unsigned>(J, "graph_launches") : 0;
    R.CapturedLaunches =
        J.contains("captured_launches") ? whole<unsigned>(J, "captured_launches") : 0;
    R.Contexts = J.contains("contexts") ? whole<unsigned>(J, "contexts") : 0;
    for (const Json &D : J.value("devices", Json::array()))
      R.Devices.push_back(wholeValue<int>(D, "devices"));
    const Json Others = J.value("other_entries", Json::object());
    for (const auto &[Entry, Count] : Others.items())
      R.OtherEntries[Entry] = wholeValue<unsigned>(Count, "other_entries");
    R.Problems = J.at("problems").get<std::vector<std::string>>();
    R.InFlight = J.value("in_flight", "");
    for (const Json &L : J.at("launches")) {
      ProfiledLaunch X;
      X.Index = whole<unsigned>(L, "index");
      X.Entry = L.at("entry").get<std::string>();
      X.Grid = dimensions(L, "grid");
      X.Block = dimensions(L, "block");
      X.DynamicSharedBytes = whole<unsigned>(L, "dynamic_shared_bytes");
      X.Problem = L.at("problem").get<std::string>();
      X.ProblemKind = L.value("problem_kind", "");
      X.DeviceOrdinal = L.contains("device_ordinal") ? whole<int>(L, "device_ordinal") : 0;
      X.Device = L.value("device", "");
      X.Context = L.contains("context") ? whole<unsigned>(L, "context") : 0;
      X.CountProblem = L.value("count_problem", "");
      X.CountsMissing = L.value("counts_missing", std::vector<std::string>());
      X.CountSeconds = L.value("count_seconds", 0.0);
      for (const Json &Cap : L.value("wanted_caps", Json::array()))
        X.WantedCaps.push_back(wholeValue<int>(Cap, "wanted_caps"));
      for (const Json &V : L.at("variants")) {
        ProfiledVariant Y;
        Y.Name = V.at("variant").get<std::string>();
        Y.Entry = V.at("entry").get<std::string>();
        Y.Status = V.at("status").get<std::string>();
        Y.Note = V.at("note").get<std::string>();
        Y.Registers = whole<int>(V, "registers");
        Y.StaticSharedBytes = whole<unsigned>(V, "static_shared_bytes");
        Y.BlocksPerSm = whole<int>(V, "blocks_per_sm");
        Y.OccupancyMatched = V.at("occupancy_matched").get<bool>();
        Y.PaddingSharedBytes = whole<unsigned>(V, "padding_shared_bytes");
        Y.SamplesMs = V.at("samples_ms").get<std::vector<double>>();
        Y.Executed = V.value("executed", std::map<std::string, double>());
        if (V.contains("grid"))
          Y.Grid = dimensions(V, "grid");
        if (V.contains("block"))
          Y.Block = dimensions(V, "block");
        if (V.contains("dynamic_shared_bytes"))
          Y.DynamicShared = whole<unsigned>(V, "dynamic_shared_bytes");
        Y.RegisterCap = V.contains("register_cap") ? whole<int>(V, "register_cap") : 0;
        Y.SpillBytes = V.contains("spill_bytes") ? whole<unsigned>(V, "spill_bytes") : 0;
        X.Variants.push_back(std::move(Y));
      }
      R.Launches.push_back(std::move(X));
    }
    return R;
  } catch (const std::exception &E) { // Json::exception, or a number out of range
    Error = std::string("profile report: ") + E.what();
    return std::nullopt;
  }
}

} // namespace limiter
