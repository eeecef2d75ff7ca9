// `limiter batch --slurm`, `--status` and `--array-task`: submitting what is missing, following
// what finished, and running one task of a job array.

#include "SlurmCommand.h"

#include "Children.h"
#include "DiagnosticPrinter.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"
#include "limiter/support/JsonFields.h"
#include "limiter/support/Subprocess.h"

#include <CLI/CLI.hpp>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// squeue states of a task that has not ended: its experiments are not submitted again.
bool stillQueued(const std::string &State) {
  static const std::set<std::string> Active = {
      "PENDING",       "RUNNING",   "CONFIGURING",  "COMPLETING",  "SUSPENDED",
      "REQUEUED",      "RESIZING",  "REQUEUE_HOLD", "REQUEUE_FED", "SIGNALING",
      "RESV_DEL_HOLD", "STAGE_OUT", "SPECIAL_EXIT"};
  return Active.count(State) > 0;
}

/// Each experiment as the files and the scheduler have it: "ok", "failed" (a recorded
/// attempt on its current bundle), "queued" or "running" (a task squeue lists), another
/// ended task's state in lower case ("cancelled", "timeout": nothing recorded), else "not run".
std::vector<BatchOutcome> currentOutcomes(const std::vector<BatchItem> &Items,
                                          const std::string &OutputDir,
                                          const std::map<std::string, std::string> &Queued) {
  std::vector<BatchOutcome> Outcomes = batchOutcomes(Items, OutputDir);
  for (BatchOutcome &O : Outcomes) {
    std::string Recorded = recordedAttempt(O);
    auto It = Queued.find(O.Item.Name);
    std::string State = It == Queued.end() ? "" : It->second;
    if (stillQueued(State)) {
      O.Status = State == "RUNNING" ? "running" : "queued";
      O.Results.reset();
      O.Reason.clear();
      O.Exit = 0;
    } else if (!Recorded.empty()) {
      O.Status = Recorded;
    } else if (!State.empty() && State != "COMPLETED") {
      O.Status = State;
      for (char &C : O.Status)
        C = static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
      O.Reason = "the task ended (" + State + ") before this experiment finished";
    }
  }
  return Outcomes;
}

int reportError(DiagId Id, const std::string &File, const std::string &Message,
                const std::string &Hint) {
  DiagnosticList Diags;
  Diags.error(Id, {File}, Message, Hint);
  printDiagnostics(std::cerr, Diags);
  return toInt(Diags.exitCode());
}

bool rebuildOutputs(const BatchCommandOptions &Options, const std::string &Title,
                    const std::string &Intro, const std::vector<BatchOutcome> &Outcomes) {
  std::string Error;
  if (writeBatchOutputs(Options.OutputDir, Title, Intro, Outcomes, Error))
    return true;
  std::cerr << "limiter: cannot write the batch's outputs in " << Options.OutputDir << ": " << Error
            << '\n';
  return false;
}

/// The experiments to submit: not in a queued task, and without a finished attempt on their
/// current bundle (a failed one only with --retry-failed; every one with --force).
std::vector<BatchItem> toSubmit(const BatchCommandOptions &Options,
                                const std::vector<BatchOutcome> &Outcomes) {
  std::vector<BatchItem> Out;
  for (const BatchOutcome &O : Outcomes) {
    if (O.Status == "queued" || O.Status == "running")
      continue;
    if (!Options.Force && (O.Status == "ok" || (O.Status == "failed" && !Options.RetryFailed)))
      continue;
    Out.push_back(O.Item);
  }
  return Out;
}

/// "1 task", "3 tasks".
std::string counted(std::size_t N, const std::string &Noun) {
  return std::to_string(N) + " " + Noun + (N == 1 ? "" : "s");
}

std::string selfExecutable() {
  std::error_code Ec;
  return fs::read_symlink("/proc/self/exe", Ec).string();
}

/// Writes the submission's record and scripts; false with Error.
bool writeSubmission(const Submission &S, const std::string &ArrayText,
                     const std::string &GenerateText, std::string &Error) {
  std::error_code Ec;
  fs::create_directories(logDirectory(S.OutputDir), Ec);
  return (GenerateText.empty() || writeFileAtomically(scriptFile(S.OutputDir, S.Number, "generate"),
                                                      GenerateText, Error)) &&
         writeFileAtomically(scriptFile(S.OutputDir, S.Number, "array"), ArrayText, Error) &&
         writeFileAtomically(submissionFile(S.OutputDir, S.Number), submissionToJson(S), Error);
}

void removeSubmission(const Submission &S) {
  std::error_code Ec;
  fs::remove(submissionFile(S.OutputDir, S.Number), Ec);
  fs::remove(scriptFile(S.OutputDir, S.Number, "array"), Ec);
  fs::remove(scriptFile(S.OutputDir, S.Number, "generate"), Ec);
}

/// Generates the bundles of Items here; the items whose bundle could not be made are
/// dropped (their failure is recorded beside their results and shown).
std::vector<BatchItem> generateHere(const BatchCommandOptions &Options,
                                    const std::vector<BatchItem> &Items,
                                    std::vector<BatchOutcome> &Failed) {
  BatchOptions B;
  B.Items = Items;
  B.OutputDir = Options.OutputDir;
  B.Jobs = Options.Jobs;
  B.Force = Options.Force;
  B.NoRun = true;
  B.Self = selfExecutable();
  std::atomic<bool> Never{false};
  std::vector<BatchItem> Ready;
  for (BatchOutcome &O : runBatch(B, Never))
    if (O.Status == "failed")
      Failed.push_back(std::move(O));
    else
      Ready.push_back(O.Item);
  return Ready;
}

/// The --sbatch-arg options are each one sbatch option, and sbatch is here (unless this is a
/// dry run); 0, else the exit code of the diagnostic printed.
int checkSbatch(const BatchCommandOptions &Options, const std::string &Out) {
  for (const std::string &A : Options.Cluster.SbatchArgs)
    if (A.find('\n') != std::string::npos || !A.starts_with("-"))
      return reportError(DiagId::SchedulerUnavailable, Out,
                         "--sbatch-arg '" + A + "' is not one sbatch option",
                         "give each option as one word starting with '-', e.g. "
                         "--sbatch-arg=--mem=16G");
  if (!Options.DryRun && findOnPath("sbatch").empty())
    return reportError(DiagId::SchedulerUnavailable, Out, "sbatch is not on PATH",
                       "run `limiter batch --slurm` on a node that submits Slurm jobs, or "
                       "without --slurm to run on this machine's GPUs");
  return 0;
}

/// The next submission of OUT (after the earlier ones and any file in the way), with every
/// item of the batch; its tasks are the caller's to fill.
Submission newSubmission(const BatchCommandOptions &Options, const std::vector<BatchItem> &Items,
                         const std::vector<Submission> &Earlier, const std::string &Out,
                         const std::string &Title, const std::string &Intro) {
  Submission S;
  S.Number = Earlier.empty() ? 1 : Earlier.back().Number + 1;
  while (fs::exists(submissionFile(Out, S.Number)))
    ++S.Number;
  S.OutputDir = Out;
  S.Title = Title;
  S.Intro = Intro;
  S.Force = Options.Force;
  S.RunArgs = runArguments(Options.Run.Measure, Options.Run.Thresholds);
  for (BatchItem I : Items) {
    I.Config = fs::absolute(I.Config).lexically_normal().string();
    S.Items.push_back(std::move(I));
  }
  return S;
}

/// --dry-run: the job scripts and the tasks, nothing written or submitted.
int printDryRun(const Submission &S, const std::string &ArrayText,
                const std::string &GenerateText) {
  const std::string &Out = S.OutputDir;
  if (!GenerateText.empty())
    std::cout << "# " << scriptFile(Out, S.Number, "generate") << '\n' << GenerateText << '\n';
  std::cout << "# " << scriptFile(Out, S.Number, "array") << '\n' << ArrayText << "\n# tasks:\n";
  for (std::size_t T = 0; T < S.Tasks.size(); ++T) {
    std::string List;
    for (const std::string &N : S.Tasks[T])
      List += (List.empty() ? "" : " ") + N;
    std::cout << "#   " << T << ": " << List << '\n';
  }
  std::cout << "# dry run: nothing was generated, written or submitted\n";
  return 0;
}

/// Writes the submission and its scripts, submits the generation job (--generate-in-job) and
/// the array after it, and records their job ids in S; 0, else the exit code of the
/// diagnostic printed (a submission that sbatch refused is removed).
int submitJobs(const BatchCommandOptions &Options, Submission &S, const std::string &ArrayText,
               const std::string &GenerateText) {
  const std::string &Out = S.OutputDir;
  std::string Error;
  if (!writeSubmission(S, ArrayText, GenerateText, Error))
    return reportError(DiagId::OutputUnwritable, Out, Error,
                       "choose a writable output directory with -o");
  if (Options.Cluster.GenerateInJob) {
    std::optional<std::string> Job = submitScript(scriptFile(Out, S.Number, "generate"), "", Error);
    if (!Job) {
      removeSubmission(S);
      return reportError(DiagId::SchedulerUnavailable, Out, Error,
                         "fix the sbatch options the message names, or try --dry-run");
    }
    S.GenerateJob = *Job;
  }
  std::optional<std::string> Job =
      submitScript(scriptFile(Out, S.Number, "array"), S.GenerateJob, Error);
  if (!Job) {
    removeSubmission(S);
    return reportError(DiagId::SchedulerUnavailable, Out, Error,
                       "fix the sbatch options the message names, or try --dry-run");
  }
  S.Job = *Job;
  if (!writeFileAtomically(submissionFile(Out, S.Number), submissionToJson(S), Error))
    std::cerr << "limiter: job " << S.Job
              << " was submitted but its record was not updated: " << Error << '\n';
  return 0;
}

/// What was just submitted is queued (squeue may not list a job this young yet); what could
/// not be generated has its failure.
void markSubmitted(std::vector<BatchOutcome> &Outcomes, const std::vector<std::string> &Ready,
                   const std::vector<BatchOutcome> &Failed) {
  std::set<std::string> Submitted(Ready.begin(), Ready.end());
  for (BatchOutcome &O : Outcomes) {
    if (Submitted.count(O.Item.Name)) {
      O.Status = "queued";
      O.Reason.clear();
      O.Exit = 0;
      O.Results.reset();
    }
    for (const BatchOutcome &F : Failed)
      if (F.Item.Name == O.Item.Name)
        O = F;
  }
}

void printSubmitted(const Submission &S, std::size_t Experiments) {
  const std::string &Out = S.OutputDir;
  std::cout << fmt::format(
      "submitted job array {} (submission {}: {} in {}{})\n"
      "  follow it:  squeue -j {}\n  task logs:  {}\n"
      "  then:       the same command again, or `limiter batch {} --status`: it collects what\n"
      "              finished and, with --slurm, submits what is missing\n",
      S.Job, S.Number, counted(Experiments, "experiment"), counted(S.Tasks.size(), "task"),
      S.GenerateJob.empty() ? "" : ", after generation job " + S.GenerateJob, S.Job,
      logDirectory(Out), Out);
}

/// The experiments of a batch that ran here, from its OUT/batch.json; false when there is
/// none or it is not one.
bool itemsOfBatchSummary(const std::string &OutputDir, std::vector<BatchItem> &Items,
                         std::string &Title, std::string &Intro) {
  std::string Error;
  std::optional<std::string> Text =
      readFile((fs::path(OutputDir) / "batch.json").string(), Error, MaxInputBytes);
  nlohmann::json J = Text ? nlohmann::json::parse(*Text, nullptr, false) : nlohmann::json();
  if (!JsonFieldReader::isString(J, "schema", "limiter/batch") || !J.contains("experiments") ||
      !J["experiments"].is_array())
    return false;
  auto text = [](const nlohmann::json &O, const char *Key) {
    auto It = O.find(Key);
    return It != O.end() && It->is_string() ? It->get<std::string>() : std::string();
  };
  std::vector<BatchItem> Read;
  for (const nlohmann::json &E : J["experiments"]) {
    if (!E.is_object() || text(E, "name").empty() || text(E, "config").empty())
      return false;
    Read.push_back({text(E, "name"), text(E, "config"), text(E, "lesson"), text(E, "section"), ""});
  }
  Items = std::move(Read);
  Title = text(J, "title");
  Intro = text(J, "intro");
  return true;
}

} // namespace

void addSlurmOptions(CLI::App &Cmd, BatchCommandOptions &Options) {
  const char *Group = "Slurm cluster";
  Cmd.add_flag("--slurm", Options.Slurm,
               "Submit the runs to Slurm as a job array (again: collect what finished and submit "
               "what is missing)")
      ->group(Group);
  Cmd.add_flag("--status", Options.Status,
               "Show what finished, failed or is queued, and rebuild batch.json, summary.md "
               "and report.html from the results on disk")
      ->group(Group);
  Cmd.add_flag("--dry-run", Options.DryRun, "With --slurm: print the job scripts, submit nothing")
      ->group(Group);
  Cmd.add_flag("--retry-failed", Options.RetryFailed,
               "With --slurm: submit the experiments whose last attempt failed too")
      ->group(Group);
  Cmd.add_option("--per-task", Options.Cluster.PerTask, "Experiments per array task")
      ->capture_default_str()
      ->check(CLI::Range(1u, 100000u))
      ->group(Group);
  Cmd.add_option("--gpus-per-task", Options.Cluster.GpusPerTask,
                 "GPUs each task asks for (0: no request)")
      ->capture_default_str()
      ->group(Group);
  Cmd.add_option("--max-running", Options.Cluster.MaxRunning,
                 "Array tasks running at once (0: as many as Slurm allows)")
      ->group(Group);
  Cmd.add_option("--partition", Options.Cluster.Partition, "sbatch --partition")->group(Group);
  Cmd.add_option("--time", Options.Cluster.Time, "sbatch --time, per task")->group(Group);
  Cmd.add_option("--account", Options.Cluster.Account, "sbatch --account")->group(Group);
  Cmd.add_option("--qos", Options.Cluster.Qos, "sbatch --qos")->group(Group);
  Cmd.add_option("--constraint", Options.Cluster.Constraint, "sbatch --constraint (array only)")
      ->group(Group);
  Cmd.add_option("--sbatch-arg", Options.Cluster.SbatchArgs,
                 "Another sbatch option for both jobs, as one word: --sbatch-arg=--mem=16G")
      ->group(Group);
  Cmd.add_flag("--generate-in-job", Options.Cluster.GenerateInJob,
               "Generate the bundles in a CPU job that the array waits for, not here")
      ->group(Group);
  Cmd.add_option("--generate-cpus", Options.Cluster.GenerateCpus,
                 "With --generate-in-job: that job's CPUs (bundles generated at once)")
      ->capture_default_str()
      ->check(CLI::Range(1u, 4096u))
      ->group(Group);
  // The array tasks' entry point; not for users.
  Cmd.add_option("--array-task", Options.ArrayTask)->group("");
  Cmd.add_option("--task-index", Options.TaskIndex)->group("");
  Cmd.add_flag("--generate-only", Options.GenerateOnly)->group("");
}

bool itemsOfLatestSubmission(const std::string &OutputDir, std::vector<BatchItem> &Items,
                             std::string &Title, std::string &Intro) {
  std::vector<Submission> All = readSubmissions(OutputDir);
  if (All.empty())
    return itemsOfBatchSummary(OutputDir, Items, Title, Intro);
  Items = All.back().Items;
  Title = All.back().Title;
  Intro = All.back().Intro;
  return true;
}

int showStatus(const BatchCommandOptions &Options, const std::vector<BatchItem> &Items,
               const std::string &Title, const std::string &Intro) {
  std::vector<Submission> Submissions = readSubmissions(Options.OutputDir);
  std::vector<BatchOutcome> Outcomes =
      currentOutcomes(Items, Options.OutputDir, queuedExperiments(Submissions));
  std::cout << batchSummary(Outcomes);
  if (!Submissions.empty() && findOnPath("squeue").empty())
    std::cout << "squeue is not here: queued and running tasks show as \"not run\"\n";
  if (!rebuildOutputs(Options, Title, Intro, Outcomes))
    return toInt(ExitCode::BadInput);
  std::cout << "rebuilt " << Options.OutputDir << " (batch.json, summary.md, report.html)\n";
  return batchExitCode(Outcomes);
}

int submitToSlurm(const BatchCommandOptions &Options, const std::vector<BatchItem> &Items,
                  const std::string &Title, const std::string &Intro) {
  std::string Out = fs::absolute(Options.OutputDir).lexically_normal().string();
  if (int Exit = checkSbatch(Options, Out))
    return Exit;
  std::vector<Submission> Earlier = readSubmissions(Out);
  std::vector<BatchOutcome> Outcomes = currentOutcomes(Items, Out, queuedExperiments(Earlier));
  std::vector<BatchItem> Wanted = toSubmit(Options, Outcomes);
  if (Wanted.empty()) {
    std::cout << batchSummary(Outcomes)
              << "nothing to submit: every experiment has finished or is queued"
              << (Options.RetryFailed ? "" : " (--retry-failed submits the failed ones again)")
              << '\n';
    return Options.DryRun || rebuildOutputs(Options, Title, Intro, Outcomes)
               ? 0
               : toInt(ExitCode::BadInput);
  }
  std::vector<BatchOutcome> Failed;
  if (!Options.DryRun && !Options.Cluster.GenerateInJob)
    Wanted = generateHere(Options, Wanted, Failed);

  Submission S = newSubmission(Options, Items, Earlier, Out, Title, Intro);
  std::vector<std::string> Ready;
  for (const BatchItem &I : Wanted)
    Ready.push_back(I.Name);
  S.Tasks = chunkTasks(Ready, Options.Cluster.PerTask);
  if (S.Tasks.empty()) {
    std::cout << batchSummary(Failed) << "nothing to submit: no bundle could be generated\n";
    return batchExitCode(Failed);
  }
  std::string Self = selfExecutable();
  std::string ArrayText = arrayScript(S, Options.Cluster, Self);
  std::string GenerateText =
      Options.Cluster.GenerateInJob ? generateScript(S, Options.Cluster, Self) : "";
  if (Options.DryRun)
    return printDryRun(S, ArrayText, GenerateText);
  if (int Exit = submitJobs(Options, S, ArrayText, GenerateText))
    return Exit;
  markSubmitted(Outcomes, Ready, Failed);
  std::cout << batchSummary(Outcomes);
  rebuildOutputs(Options, Title, Intro, Outcomes);
  printSubmitted(S, Ready.size());
  return Failed.empty() ? 0 : batchExitCode(Failed);
}

int runArrayTask(const BatchCommandOptions &Options) {
  std::string Error;
  std::optional<Submission> S = readSubmission(Options.ArrayTask, Error);
  if (!S)
    return reportError(DiagId::TaskListInvalid, Options.ArrayTask, Error,
                       "submit again with `limiter batch DIR --slurm`");
  int Index = Options.TaskIndex;
  if (Index < 0 && !Options.GenerateOnly) {
    const char *Env = std::getenv("SLURM_ARRAY_TASK_ID");
    Index = Env ? std::atoi(Env) : -1;
  }
  std::set<std::string> Names;
  for (std::size_t T = 0; T < S->Tasks.size(); ++T)
    if (Options.GenerateOnly || static_cast<int>(T) == Index)
      Names.insert(S->Tasks[T].begin(), S->Tasks[T].end());
  if (Names.empty())
    return reportError(DiagId::TaskListInvalid, Options.ArrayTask,
                       fmt::format("task {} is not one of its {} tasks", Index, S->Tasks.size()),
                       "run it as a task of the job array (SLURM_ARRAY_TASK_ID) or give "
                       "--task-index");
  BatchOptions B;
  for (const BatchItem &I : S->Items)
    if (Names.count(I.Name))
      B.Items.push_back(I);
  B.OutputDir = S->OutputDir;
  B.Jobs = Options.Jobs;
  B.NoRun = Options.GenerateOnly;
  B.Force = Options.GenerateOnly && S->Force; // the array's tasks find them current then
  B.Rerun = S->Force;
  B.Devices = Options.Devices;
  B.RunArgs = S->RunArgs;
  B.Self = selfExecutable();
  // Slurm ends a task with SIGTERM (scancel, time limit, preemption): stop, record nothing.
  const std::atomic<bool> &Interrupted = catchInterrupts();
  std::cout << fmt::format("limiter batch: submission {}, {} of {} ({})\n", S->Number,
                           Options.GenerateOnly ? "generation" : "task " + std::to_string(Index),
                           Options.ArrayTask, counted(B.Items.size(), "experiment"));
  std::vector<BatchOutcome> Outcomes = runBatch(B, Interrupted);
  std::cout << '\n' << batchSummary(Outcomes);
  return batchExitCode(Outcomes);
}

} // namespace limiter
