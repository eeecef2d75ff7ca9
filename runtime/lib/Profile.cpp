// The plan limiter gives the injection library, the report it writes back, and the results
// of a launch measured in the program.

#include "limiter/runtime/Profile.h"

#include "limiter/runtime/Verdict.h"

#include <nlohmann/json.hpp>

namespace limiter {

using Json = nlohmann::json;

std::string toJson(const ProfilePlan &P) {
  Json Targets = Json::array();
  for (const ProfileTarget &T : P.Targets)
    Targets.push_back({{"program_entry", T.ProgramEntry},
                       {"entries", T.Entries},
                       {"takes_flag", T.TakesFlag},
                       {"parameters", T.Parameters}});
  return Json{{"schema", "limiter/profile-plan"},
              {"version", 1},
              {"kernel", P.Kernel},
              {"cubin", P.Cubin},
              {"targets", Targets},
              {"launch_skip", P.LaunchSkip},
              {"launch_count", P.LaunchCount},
              {"output", P.Output},
              {"hot", P.Hot},
              {"target_rel_std_dev", P.TargetRelStdDev},
              {"budget_seconds", P.BudgetSeconds},
              {"min_samples", P.MinSamples},
              {"max_samples", P.MaxSamples}}
             .dump(2) +
         "\n";
}

std::optional<ProfilePlan> profilePlanFromJson(const std::string &Text, std::string &Error) {
  Json J = Json::parse(Text, nullptr, false);
  if (J.is_discarded() || !J.is_object() || J.value("schema", "") != "limiter/profile-plan") {
    Error = "not a limiter profile plan";
    return std::nullopt;
  }
  try {
    ProfilePlan P;
    P.Kernel = J.at("kernel").get<std::string>();
    P.Cubin = J.at("cubin").get<std::string>();
    for (const Json &T : J.at("targets")) {
      ProfileTarget X;
      X.ProgramEntry = T.at("program_entry").get<std::string>();
      X.Entries = T.at("entries").get<std::map<std::string, std::string>>();
      X.TakesFlag = T.at("takes_flag").get<std::map<std::string, bool>>();
      X.Parameters = T.at("parameters").get<unsigned>();
      P.Targets.push_back(std::move(X));
    }
    P.LaunchSkip = J.at("launch_skip").get<unsigned>();
    P.LaunchCount = J.at("launch_count").get<unsigned>();
    P.Output = J.at("output").get<std::string>();
    P.Hot = J.at("hot").get<bool>();
    P.TargetRelStdDev = J.at("target_rel_std_dev").get<double>();
    P.BudgetSeconds = J.at("budget_seconds").get<double>();
    P.MinSamples = J.at("min_samples").get<unsigned>();
    P.MaxSamples = J.at("max_samples").get<unsigned>();
    return P;
  } catch (const Json::exception &E) {
    Error = std::string("profile plan: ") + E.what();
    return std::nullopt;
  }
}

std::string programEntryOf(const std::string &FullEntry, const std::string &Name) {
  const std::string Variant = Name + "__full";
  if (FullEntry == Variant) // extern "C": not mangled
    return Name;
  const std::string Mangled = std::to_string(Variant.size()) + Variant;
  std::size_t At = FullEntry.find(Mangled);
  if (!FullEntry.starts_with("_Z") || At == std::string::npos)
    return {};
  return FullEntry.substr(0, At) + std::to_string(Name.size()) + Name +
         FullEntry.substr(At + Mangled.size());
}

std::vector<ProfileTarget> profileTargets(const std::string &ManifestJson, std::string &Error) {
  std::vector<ProfileTarget> Out;
  Json M = Json::parse(ManifestJson, nullptr, false);
  try {
    const std::string Name = M.at("kernel").at("name").get<std::string>();
    std::map<std::string, bool> TakesFlag;
    for (const Json &V : M.at("variants"))
      if (V.at("status").get<std::string>() != "absent")
        TakesFlag[V.at("variant").get<std::string>()] = !V.at("extra_parameters").empty();
    for (const Json &I : M.at("kernel").at("instantiations")) {
      ProfileTarget T;
      for (const auto &[Variant, Entry] : I.at("entries").items())
        if (TakesFlag.count(Variant))
          T.Entries[Variant] = Entry.get<std::string>();
      if (!T.Entries.count("full"))
        continue;
      T.ProgramEntry = programEntryOf(T.Entries["full"], Name);
      T.TakesFlag = TakesFlag;
      T.Parameters = static_cast<unsigned>(I.at("parameters").size());
      if (!T.ProgramEntry.empty())
        Out.push_back(std::move(T));
    }
  } catch (const Json::exception &E) {
    Error = std::string("the manifest has no kernel instantiations: ") + E.what();
    return {};
  }
  if (Out.empty())
    Error = "the manifest names no entry of the full kernel";
  return Out;
}

std::string toJson(const ProfileReport &R) {
  Json Launches = Json::array();
  for (const ProfiledLaunch &L : R.Launches) {
    Json Variants = Json::array();
    for (const ProfiledVariant &V : L.Variants)
      Variants.push_back({{"variant", V.Name},
                          {"entry", V.Entry},
                          {"status", V.Status},
                          {"note", V.Note},
                          {"registers", V.Registers},
                          {"static_shared_bytes", V.StaticSharedBytes},
                          {"blocks_per_sm", V.BlocksPerSm},
                          {"occupancy_matched", V.OccupancyMatched},
                          {"padding_shared_bytes", V.PaddingSharedBytes},
                          {"samples_ms", V.SamplesMs}});
    Launches.push_back({{"index", L.Index},
                        {"entry", L.Entry},
                        {"grid", L.Grid},
                        {"block", L.Block},
                        {"dynamic_shared_bytes", L.DynamicSharedBytes},
                        {"problem", L.Problem},
                        {"variants", Variants}});
  }
  return Json{
             {"schema", "limiter/profile-report"}, {"version", 1},         {"device", R.Device},
             {"launches_seen", R.LaunchesSeen},    {"launches", Launches}, {"problems", R.Problems}}
             .dump(2) +
         "\n";
}

std::optional<ProfileReport> profileReportFromJson(const std::string &Text, std::string &Error) {
  Json J = Json::parse(Text, nullptr, false);
  if (J.is_discarded() || !J.is_object() || J.value("schema", "") != "limiter/profile-report") {
    Error = "not a limiter profile report";
    return std::nullopt;
  }
  try {
    ProfileReport R;
    R.Device = J.at("device").get<std::string>();
    R.LaunchesSeen = J.at("launches_seen").get<unsigned>();
    R.Problems = J.at("problems").get<std::vector<std::string>>();
    for (const Json &L : J.at("launches")) {
      ProfiledLaunch X;
      X.Index = L.at("index").get<unsigned>();
      X.Entry = L.at("entry").get<std::string>();
      X.Grid = L.at("grid").get<std::array<unsigned, 3>>();
      X.Block = L.at("block").get<std::array<unsigned, 3>>();
      X.DynamicSharedBytes = L.at("dynamic_shared_bytes").get<unsigned>();
      X.Problem = L.at("problem").get<std::string>();
      for (const Json &V : L.at("variants")) {
        ProfiledVariant Y;
        Y.Name = V.at("variant").get<std::string>();
        Y.Entry = V.at("entry").get<std::string>();
        Y.Status = V.at("status").get<std::string>();
        Y.Note = V.at("note").get<std::string>();
        Y.Registers = V.at("registers").get<int>();
        Y.StaticSharedBytes = V.at("static_shared_bytes").get<unsigned>();
        Y.BlocksPerSm = V.at("blocks_per_sm").get<int>();
        Y.OccupancyMatched = V.at("occupancy_matched").get<bool>();
        Y.PaddingSharedBytes = V.at("padding_shared_bytes").get<unsigned>();
        Y.SamplesMs = V.at("samples_ms").get<std::vector<double>>();
        X.Variants.push_back(std::move(Y));
      }
      R.Launches.push_back(std::move(X));
    }
    return R;
  } catch (const Json::exception &E) {
    Error = std::string("profile report: ") + E.what();
    return std::nullopt;
  }
}

RunResults resultsOfLaunch(const ProfiledLaunch &Launch, const std::string &ManifestJson,
                           const std::string &Device, const VerdictThresholds &Thresholds,
                           double TargetRelStdDev, bool Hot) {
  Json M = Json::parse(ManifestJson, nullptr, false);
  RunResults R;
  R.Kernel = M.is_object() ? M["kernel"].value("qualified_name", "") : "";
  R.Experiment = "in-situ";
  R.Device = Device;
  R.Hot = Hot;
  R.TargetRelStdDev = TargetRelStdDev;
  R.Thresholds = Thresholds;
  InSituLaunch In;
  In.LaunchIndex = Launch.Index;
  In.Grid = Launch.Grid;
  In.Block = Launch.Block;
  In.DynamicSharedBytes = Launch.DynamicSharedBytes;
  R.InSitu = In;
  std::map<std::string, const Json *> Manifested;
  if (M.is_object() && M.contains("variants"))
    for (const Json &V : M["variants"])
      Manifested[V.value("variant", "")] = &V;
  for (const ProfiledVariant &V : Launch.Variants) {
    VariantRow Row;
    Row.Variant = V.Name;
    Row.Status = V.Status;
    Row.Note = V.Note;
    if (auto It = Manifested.find(V.Name); It != Manifested.end()) {
      Row.Function = It->second->value("function", "");
      if (V.Status == "ok")
        Row.Status = It->second->value("status", "ok"); // conservative stays said
      if (It->second->contains("ptx_counts"))
        Row.Counts = (*It->second)["ptx_counts"].get<std::map<std::string, unsigned>>();
    }
    if (!V.SamplesMs.empty())
      Row.Time = summarize(V.SamplesMs);
    Row.Registers = V.Registers;
    Row.StaticSharedBytes = V.StaticSharedBytes;
    Row.BlocksPerSm = V.BlocksPerSm;
    Row.OccupancyMatched = V.OccupancyMatched;
    Row.PaddingSharedBytes = V.PaddingSharedBytes;
    R.Variants.push_back(std::move(Row));
  }
  if (M.is_object())
    for (const Json &C : M.value("checks", Json::array()))
      R.StaticChecks.push_back({C.value("check", ""), C.value("passed", false),
                                C.value("detail", ""), C.value("method", "counts")});
  addVerdict(R);
  return R;
}

} // namespace limiter
