// `limiter report`: results of runs and batches gathered into one self-contained HTML page.

#include "ReportCommand.h"

#include "DiagnosticPrinter.h"
#include "limiter/runtime/Report.h"
#include "limiter/runtime/ReportInputs.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>

namespace fs = std::filesystem;

namespace limiter {

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
      readBatchSummary(Path.string(), Sections, Title, Intro, Diags);
      continue;
    }
    if (fs::is_directory(Path, Ec))
      Path /= "results.json";
    std::optional<RunResults> R = readResultsFile(Path.string(), Diags);
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
