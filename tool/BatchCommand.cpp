#include "BatchCommand.h"

#include "Batch.h"
#include "DiagnosticPrinter.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/ExperimentConfig.h"

#include <CLI/CLI.hpp>
#include <atomic>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <toml++/toml.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

std::atomic<bool> Interrupted{false};

extern "C" void onInterrupt(int) { Interrupted = true; }

/// Ctrl-C (or SIGTERM) stops the batch between steps: running children are killed, finished
/// results are kept, and the next batch goes on from there.
void catchInterrupts() {
  struct sigaction Action {};
  Action.sa_handler = onInterrupt;
  sigemptyset(&Action.sa_mask);
  sigaction(SIGINT, &Action, nullptr);
  sigaction(SIGTERM, &Action, nullptr);
}

std::vector<std::string> runArguments(const RunCommandOptions &R) {
  std::vector<std::string> Args = {"--budget",
                                   std::to_string(R.BudgetSeconds),
                                   "--rsd",
                                   std::to_string(R.TargetPercent),
                                   "--min-samples",
                                   std::to_string(R.MinSamples),
                                   "--kernel-timeout",
                                   std::to_string(R.KernelTimeoutSeconds)};
  if (R.Hot)
    Args.push_back("--hot");
  if (!R.Isolate)
    Args.push_back("--no-isolate");
  if (R.Recalibrate)
    Args.push_back("--recalibrate");
  if (!R.Counts)
    Args.push_back("--no-counts");
  if (!R.CapRegisters)
    Args.push_back("--no-register-cap");
  for (const std::string &T : R.Thresholds)
    Args.insert(Args.end(), {"--threshold", T});
  return Args;
}

void addCommonOptions(CLI::App &Cmd, BatchCommandOptions &Options) {
  Cmd.add_option("-o,--output", Options.OutputDir, "Output directory (bundles, results, report)")
      ->capture_default_str();
  Cmd.add_option("-j,--jobs", Options.Jobs, "Bundles generated at once (default: one per core)");
  Cmd.add_option("--devices", Options.Devices, "GPU indices to use (default: every visible one)")
      ->delimiter(',');
  Cmd.add_flag("--force", Options.Force, "Generate and run everything again");
  Cmd.add_flag("--no-run", Options.NoRun,
               "Only generate the bundles (to carry them to a GPU machine)");
  addRunOptions(Cmd, Options.Run);
}

int finish(const BatchCommandOptions &Options, const std::vector<BatchItem> &Items,
           const std::string &Title, const std::string &Intro) {
  BatchOptions B;
  B.Items = Items;
  B.OutputDir = Options.OutputDir;
  B.Jobs = Options.Jobs;
  B.Force = Options.Force;
  B.NoRun = Options.NoRun;
  B.Devices = Options.Devices;
  B.RunArgs = runArguments(Options.Run);
  std::error_code Ec;
  B.Self = fs::read_symlink("/proc/self/exe", Ec).string();
  catchInterrupts();
  std::vector<BatchOutcome> Outcomes = runBatch(B, Interrupted);
  std::cout << '\n' << batchSummary(Outcomes);
  std::string Error;
  if (!writeBatchOutputs(Options.OutputDir, Title, Intro, Outcomes, Error)) {
    std::cerr << "limiter: cannot write the batch's outputs in " << Options.OutputDir << ": "
              << Error << '\n';
    return toInt(ExitCode::BadInput);
  }
  std::cout << "results in " << Options.OutputDir << " (batch.json, summary.md, report.html)\n";
  if (Interrupted)
    std::cout << "interrupted: run the same command again to go on where it stopped\n";
  return batchExitCode(Outcomes);
}

} // namespace

void addBatchCommand(CLI::App &App, BatchCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "batch", "Run every experiment config under a directory: bundles generated in parallel "
               "and cached by content, experiments spread over every GPU, a summary and an "
               "HTML report; an interrupted batch goes on where it stopped.");
  Cmd->add_option("DIR", Options.Dir, "Directory of experiment configs (*.toml, recursively)")
      ->required();
  Options.OutputDir = "limiter-batch";
  addCommonOptions(*Cmd, Options);
}

int runBatchCommand(const BatchCommandOptions &Options) {
  std::error_code Ec;
  if (!fs::is_directory(Options.Dir, Ec)) {
    DiagnosticList Diags;
    Diags.error(DiagId::InputUnreadable, {Options.Dir}, "no directory " + Options.Dir,
                "give `limiter batch` a directory of experiment configs");
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  std::vector<BatchItem> Items;
  for (const std::string &Path : findExperiments(Options.Dir)) {
    fs::path Relative = fs::path(Path).lexically_relative(Options.Dir);
    Items.push_back({Relative.replace_extension().string(), Path, "", "", ""});
  }
  if (Items.empty()) {
    std::cerr << "limiter batch: no experiment configs (*.toml) under " << Options.Dir << '\n';
    return toInt(ExitCode::BadInput);
  }
  return finish(Options, Items, "limiter batch: " + Options.Dir,
                std::to_string(Items.size()) + " experiments from " + Options.Dir + ".");
}

void addLabCommand(CLI::App &App, BatchCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "lab", "Run the course set (experiments/lab/course.toml: the seed's four scenarios, the "
             "transpose and the reduction progressions) and write the report for the class.");
  Cmd->add_option("COURSE", Options.Dir, "Course file")->capture_default_str();
  Options.Dir = "experiments/lab/course.toml";
  Options.OutputDir = "limiter-lab";
  addCommonOptions(*Cmd, Options);
}

int runLabCommand(const BatchCommandOptions &Options) {
  DiagnosticList Diags;
  toml::table Course;
  try {
    Course = toml::parse_file(Options.Dir);
  } catch (const toml::parse_error &E) {
    Diags.error(DiagId::ConfigUnreadable,
                {Options.Dir, static_cast<unsigned>(E.source().begin.line),
                 static_cast<unsigned>(E.source().begin.column)},
                E.source().path ? "not a valid TOML file: " + std::string(E.description())
                                : "cannot read the course " + Options.Dir,
                "the course format is in README.md (\"limiter lab\")");
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  fs::path Base = fs::path(Options.Dir).parent_path();
  std::vector<BatchItem> Items;
  const toml::array *Sections = Course["section"].as_array();
  if (!Sections || Sections->empty()) {
    Diags.error(DiagId::ConfigMissingKey, {Options.Dir, 1, 1}, "the course has no [[section]]",
                "add [[section]] tables with [[section.experiment]] entries");
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  for (const toml::node &S : *Sections) {
    const toml::table *Section = S.as_table();
    const toml::array *Experiments = Section ? (*Section)["experiment"].as_array() : nullptr;
    if (!Experiments) {
      Diags.error(DiagId::ConfigMissingKey,
                  {Options.Dir, static_cast<unsigned>(S.source().begin.line), 1},
                  "a [[section]] without [[section.experiment]] entries", "");
      continue;
    }
    std::string Title = (*Section)["title"].value_or(std::string());
    std::string Intro = (*Section)["intro"].value_or(std::string());
    for (const toml::node &E : *Experiments) {
      const toml::table *Entry = E.as_table();
      std::optional<std::string> Config =
          Entry ? (*Entry)["config"].value<std::string>() : std::nullopt;
      if (!Config) {
        Diags.error(DiagId::ConfigMissingKey,
                    {Options.Dir, static_cast<unsigned>(E.source().begin.line), 1},
                    "an experiment of the course has no config", "add config = \"....toml\"");
        continue;
      }
      fs::path Path = (Base / *Config).lexically_normal();
      std::string Name = (*Entry)["name"].value_or(Path.stem().string());
      Items.push_back(
          {Name, Path.string(), (*Entry)["lesson"].value_or(std::string()), Title, Intro});
    }
  }
  if (Diags.hasErrors()) {
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  return finish(Options, Items, Course["title"].value_or(std::string("limiter lab")),
                Course["intro"].value_or(std::string()));
}

} // namespace limiter
