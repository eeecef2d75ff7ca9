// What `limiter report` reads: results.json files, and a batch's batch.json with the results
// it lists.

#include "limiter/runtime/ReportInputs.h"

#include "limiter/support/Files.h"

#include <filesystem>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// E[Key] when it is a string, else Fallback: a batch.json edited by hand or cut short must
/// not stop the report.
std::string textOf(const nlohmann::json &E, const char *Key, const std::string &Fallback) {
  auto It = E.find(Key);
  return It != E.end() && It->is_string() ? It->get<std::string>() : Fallback;
}

} // namespace

std::optional<RunResults> readResultsFile(const std::string &Path, DiagnosticList &Diags) {
  std::string Error;
  std::optional<std::string> Text = readFile(Path, Error, MaxInputBytes);
  std::optional<RunResults> R = Text ? resultsFromJson(*Text, Error) : std::nullopt;
  if (!R)
    Diags.error(DiagId::InputUnreadable, {Path}, "cannot read results: " + Error,
                "give `limiter report` results.json files or the directories holding them");
  return R;
}

bool readBatchSummary(const std::string &Dir, std::vector<ReportSection> &Sections,
                      std::string &Title, std::string &Intro, DiagnosticList &Diags) {
  std::string Path = (fs::path(Dir) / "batch.json").string(), Error;
  std::optional<std::string> Text = readFile(Path, Error, MaxInputBytes);
  nlohmann::json J = Text ? nlohmann::json::parse(*Text, nullptr, false) : nlohmann::json();
  auto Experiments = J.is_object() ? J.find("experiments") : J.end();
  if (!J.is_object() || textOf(J, "schema", "") != "limiter/batch" || Experiments == J.end() ||
      !Experiments->is_array()) {
    Diags.error(DiagId::InputUnreadable, {Path},
                Text ? "not a limiter batch summary" : "cannot read the batch summary: " + Error,
                "give the output directory of `limiter batch`");
    return false;
  }
  Title = textOf(J, "title", Title);
  Intro = textOf(J, "intro", "");
  for (const nlohmann::json &E : *Experiments) {
    if (!E.is_object())
      continue;
    std::string Section = textOf(E, "section", "");
    if (Sections.empty() || Sections.back().Title != Section)
      Sections.push_back({Section, "", {}});
    ReportEntry Entry{textOf(E, "name", ""), textOf(E, "lesson", ""), std::nullopt,
                      textOf(E, "reason", "")};
    if (std::string Results = textOf(E, "results", ""); !Results.empty())
      Entry.Results = readResultsFile((fs::path(Dir) / Results).string(), Diags);
    if (!Entry.Results && Entry.Failure.empty())
      Entry.Failure = textOf(E, "status", "no results");
    Sections.back().Entries.push_back(std::move(Entry));
  }
  return true;
}

} // namespace limiter
