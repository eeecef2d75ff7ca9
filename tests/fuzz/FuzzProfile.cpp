// The files `limiter profile` and its injection library exchange: the plan (read in the
// program), the report (read by limiter), and the results of each launch made from a report
// and a manifest (the input read as either).
#include "FuzzScratch.h"

#include "limiter/runtime/Profile.h"
#include "limiter/runtime/Report.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  std::string Text(fuzz::textOf(Data, Size));
  std::string Error;
  if (std::optional<ProfilePlan> P = profilePlanFromJson(Text, Error))
    toJson(*P);
  std::vector<ProfileTarget> Targets = profileTargets(Text, Error);
  for (const ProfileTarget &T : Targets)
    programEntryOf(T.Entries.count("full") ? T.Entries.at("full") : "", "k");
  if (std::optional<ProfileReport> R = profileReportFromJson(Text, Error)) {
    toJson(*R);
    for (const ProfiledLaunch &L : R->Launches)
      toTerminalTable(resultsOfLaunch(L, "{}", R->Device, {}, 0.005, 10, false));
  }
  ProfiledLaunch One;
  One.Variants.push_back({"full", "", "ok", "", 0, 0, 0, true, 0, {1.0}, {}});
  toJson(resultsOfLaunch(One, Text, "", {}, 0.005, 10, false));
  return 0;
}
