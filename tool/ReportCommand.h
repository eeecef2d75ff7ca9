// `limiter report`: one HTML page from runs' results and batches.
#ifndef LIMITER_TOOL_REPORTCOMMAND_H
#define LIMITER_TOOL_REPORTCOMMAND_H

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace limiter {

struct ReportCommandOptions {
  std::vector<std::string> Inputs; ///< results.json files, run directories, batch directories.
  std::string Output = "report.html";
  std::string Title = "limiter report";
};

/// `limiter report RESULTS... -o report.html`: one self-contained HTML page with the overlap
/// diagrams, tables, verdicts and advice.
void addReportCommand(CLI::App &App, ReportCommandOptions &Options);
int runReportCommand(const ReportCommandOptions &Options);

} // namespace limiter

#endif
