// `limiter batch DIR` and `limiter lab [COURSE]`: the experiments to run, one writer per output
// directory, and the batch run here or handed to Slurm (SlurmCommand.cpp).

#include "BatchCommand.h"

#include "Batch.h"
#include "Children.h"
#include "DiagnosticPrinter.h"
#include "SlurmCommand.h"
#include "limiter/support/Course.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Files.h"

#include <CLI/CLI.hpp>
#include <atomic>
#include <filesystem>
#include <iostream>

namespace fs = std::filesystem;

namespace limiter {
namespace {

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
  addSlurmOptions(Cmd, Options);
}

int finish(const BatchCommandOptions &Options, const std::vector<BatchItem> &Items,
           const std::string &Title, const std::string &Intro) {
  if (Options.Slurm && Options.DryRun) // writes nothing: no lock wanted
    return submitToSlurm(Options, Items, Title, Intro);
  // One writer per output directory: two batches into the same one would generate, run and
  // summarise over each other.
  long Holder = 0;
  std::string LockError;
  std::optional<FileLock> Lock = FileLock::tryLockDirectory(Options.OutputDir, Holder, LockError);
  if (!Lock) {
    DiagnosticList Diags;
    Diags.error(Holder ? DiagId::OutputBusy : DiagId::OutputUnwritable, {Options.OutputDir},
                Holder ? "another limiter batch" +
                             (Holder > 0 ? " (process " + std::to_string(Holder) + ")" : "") +
                             " is writing into " + Options.OutputDir
                       : LockError,
                Holder ? "wait for it to finish, or give this batch another output directory (-o)"
                       : "choose a writable output directory with -o");
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  if (Options.Slurm)
    return submitToSlurm(Options, Items, Title, Intro);
  if (Options.Status)
    return showStatus(Options, Items, Title, Intro);
  BatchOptions B;
  B.Items = Items;
  B.OutputDir = Options.OutputDir;
  B.Jobs = Options.Jobs;
  B.Force = Options.Force;
  B.NoRun = Options.NoRun;
  B.Devices = Options.Devices;
  B.RunArgs = runArguments(Options.Run.Measure, Options.Run.Thresholds);
  std::error_code Ec;
  B.Self = fs::read_symlink("/proc/self/exe", Ec).string();
  const std::atomic<bool> &Interrupted = catchInterrupts();
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
  Cmd->add_option("DIR", Options.Dir,
                  "Directory of experiment configs (*.toml, recursively); with --status alone, "
                  "the batch's output directory will do");
  Options.OutputDir = "limiter-batch";
  addCommonOptions(*Cmd, Options);
}

int runBatchCommand(const BatchCommandOptions &Options) {
  if (!Options.ArrayTask.empty())
    return runArrayTask(Options);
  if (Options.Dir.empty()) {
    std::cerr << "limiter batch: DIR is required (a directory of experiment configs)\n";
    return toInt(ExitCode::Usage);
  }
  if (Options.Status && !Options.Slurm) { // `limiter batch OUT --status`
    std::vector<BatchItem> Items;
    std::string Title, Intro;
    if (itemsOfLatestSubmission(Options.Dir, Items, Title, Intro)) {
      BatchCommandOptions AtOut = Options;
      AtOut.OutputDir = Options.Dir;
      return finish(AtOut, Items, Title, Intro);
    }
  }
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
  std::optional<Course> C = readCourse(Options.Dir, Diags);
  if (!C) {
    printDiagnostics(std::cerr, Diags);
    return toInt(Diags.exitCode());
  }
  std::vector<BatchItem> Items;
  for (const CourseExperiment &E : C->Experiments)
    Items.push_back({E.Name, E.Config, E.Lesson, E.Section, E.SectionIntro});
  return finish(Options, Items, C->Title, C->Intro);
}

} // namespace limiter
