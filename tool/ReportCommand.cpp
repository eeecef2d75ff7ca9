#include "ReportCommand.h"

#include "DiagnosticPrinter.h"
#include "limiter/runtime/Report.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// The results of one file, or LIM001 with the reader's reason.
std::optional<RunResults> readResultsFile(const fs::path &Path, DiagnosticList &Diags) {
  std::string Error;
  std::optional<std::string> Text = readFile(Path.string(), Error);
  std::optional<RunResults> R = Text ? resultsFromJson(*Text, Error) : std::nullopt;
  if (!R)
    Diags.error(DiagId::InputUnreadable, {Path.string()}, "cannot read results: " + Error,
                "give `limiter report` results.json files or the directories holding them");
  return R;
}

/// A batch directory's experiments, in its order and sections.
bool readBatch(const fs::path &Dir, std::vector<ReportSection> &Sections, std::string &Title,
               std::string &Intro, DiagnosticList &Diags) {
  std::string Error;
  std::optional<std::string> Text = readFile((Dir / "batch.json").string(), Error);
  nlohmann::json J = Text ? nlohmann::json::parse(*Text, nullptr, false) : nlohmann::json();
  if (!Text || J.is_discarded() || J.value("schema", "") != "limiter/batch") {
    Diags.error(DiagId::InputUnreadable, {(Dir / "batch.json").string()},
                "not a limiter batch summary", "give the output directory of `limiter batch`");
    return false;
  }
  Title = J.value("title", Title);
  Intro = J.value("intro", "");
  for (const auto &E : J["experiments"]) {
    std::string Section = E.value("section", "");
    if (Sections.empty() || Sections.back().Title != Section)
      Sections.push_back({Section, "", {}});
    ReportEntry Entry{E.value("name", ""), E.value("lesson", ""), std::nullopt,
                      E.value("reason", "")};
    if (std::string Results = E.value("results", ""); !Results.empty())
      Entry.Results = readResultsFile(Dir / Results, Diags);
    if (!Entry.Results && Entry.Failure.empty())
      Entry.Failure = E.value("status", "no results");
    Sections.back().Entries.push_back(std::move(Entry));
  }
  return true;
}

} // namespace

void addReportCommand(CLI::App &App, ReportCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "report", "Write one self-contained HTML page (no network) with the overlap diagrams, "
                "tables, verdicts and advice of runs or whole batches.");
  Cmd->add_option("RESULTS", Options.Inputs,
                  "results.json files, directories holding one, or `limiter batch` output "
                  "directories")
      ->required();
  Cmd->add_option("-o,--output", Options.Output, "The HTML file")->capture_default_str();
  Cmd->add_option("--title", Options.Title, "The page's title")->capture_default_str();
}

int runReportCommand(const ReportCommandOptions &Options) {
  DiagnosticList Diags;
  std::vector<ReportSection> Sections;
  std::string Title = Options.Title, Intro;
  for (const std::string &Input : Options.Inputs) {
    fs::path Path = Input;
    std::error_code Ec;
    if (fs::is_directory(Path, Ec) && fs::exists(Path / "batch.json", Ec)) {
      readBatch(Path, Sections, Title, Intro, Diags);
      continue;
    }
    if (fs::is_directory(Path, Ec))
      Path /= "results.json";
    std::optional<RunResults> R = readResultsFile(Path, Diags);
    if (!R)
      continue;
    if (Sections.empty() || !Sections.back().Title.empty())
      Sections.push_back({"", "", {}});
    std::string Name = R->Experiment.empty() ? R->Kernel : R->Experiment;
    Sections.back().Entries.push_back({Name, "", std::move(R), ""});
  }
  if (Options.Title != "limiter report")
    Title = Options.Title;
  printDiagnostics(std::cerr, Diags);
  if (Diags.hasErrors())
    return toInt(Diags.exitCode());
  std::string Error;
  if (!writeFileAtomically(Options.Output, htmlReport(Title, Intro, Sections), Error)) {
    std::cerr << "limiter report: cannot write " << Options.Output << ": " << Error << '\n';
    return toInt(ExitCode::BadInput);
  }
  std::size_t Count = 0;
  for (const ReportSection &S : Sections)
    Count += S.Entries.size();
  std::cout << "wrote " << Options.Output << " (" << Count << " experiments)\n";
  return 0;
}

} // namespace limiter
