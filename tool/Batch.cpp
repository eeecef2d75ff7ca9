// The batch engine: bundles generated in parallel by `limiter generate` children, runs spread
// over the GPUs by `limiter run` children, attempts recorded beside their results, and the
// batch's summary, batch.json and HTML report.

#include "Batch.h"

#include "Children.h"
#include "GenerateCommand.h"
#include "limiter/runtime/Report.h"
#include "limiter/support/BundleInputs.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"
#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fmt/format.h>
#include <iostream>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>
#include <unistd.h>

#ifdef LIMITER_HAVE_CUDA
#include "limiter/runtime/Devices.h"
#endif

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// Progress for people: on a terminal one status line kept at the bottom and rewritten, with
/// each finished step printed above it; elsewhere (CI logs, pipes) plain lines only.
class Progress {
public:
  explicit Progress(std::size_t Total) : Total(Total), Live(::isatty(STDOUT_FILENO)) {}

  void event(const std::string &Line) {
    std::lock_guard<std::mutex> Lock(M);
    if (Live)
      std::cout << "\r\x1b[K";
    std::cout << Line << '\n';
    drawStatus();
    std::cout.flush();
  }
  void counts(std::size_t Generated, std::size_t Ran, const std::string &Running) {
    std::lock_guard<std::mutex> Lock(M);
    this->Generated = Generated;
    this->Ran = Ran;
    this->Running = Running;
    if (Live) {
      std::cout << "\r\x1b[K";
      drawStatus();
      std::cout.flush();
    }
  }
  void done() {
    std::lock_guard<std::mutex> Lock(M);
    if (Live)
      std::cout << "\r\x1b[K" << std::flush;
  }

private:
  std::mutex M;
  std::size_t Total, Generated = 0, Ran = 0;
  std::string Running;
  bool Live;

  void drawStatus() {
    if (!Live)
      return;
    std::cout << fmt::format("[bundles {}/{}  runs {}/{}]{}", Generated, Total, Ran, Total,
                             Running.empty() ? "" : "  running: " + Running);
  }
};

std::vector<int> visibleDevices() {
  std::vector<int> Out;
#ifdef LIMITER_HAVE_CUDA
  DeviceQuery Q = queryDevices();
  for (const DeviceInfo &D : Q.Devices)
    Out.push_back(D.Index);
#endif
  return Out;
}

/// The record a finished run leaves beside its results, so that a later batch knows they
/// came from the current bundle.
fs::path entryFile(const BatchOutcome &O) { return fs::path(O.ResultsDir) / "batch-entry.json"; }

std::optional<RunResults> readResults(const fs::path &Dir) {
  std::string Error;
  std::optional<std::string> Text = readFile((Dir / "results.json").string(), Error, MaxInputBytes);
  return Text ? resultsFromJson(*Text, Error) : std::nullopt;
}

/// Whether a child was stopped from outside (this batch cancelled, or the signal a scheduler
/// or a person ends work with reached it first), not ended by its own failure: its attempt is
/// not finished and is not recorded.
bool stopped(const SubprocessResult &R, const std::atomic<bool> &Cancel) {
  return R.Cancelled || Cancel || R.Signal == SIGTERM || R.Signal == SIGINT || R.Signal == SIGKILL;
}

/// Records a finished attempt beside its results (key, status, device, exit, time, reason), so
/// that a later batch or `--status` knows what became of it; an interrupted one leaves none.
void recordAttempt(const BatchOutcome &O) {
  if (O.Status == "interrupted")
    return;
  nlohmann::ordered_json Entry = {{"key", O.Key},   {"status", O.Status},   {"device", O.Device},
                                  {"exit", O.Exit}, {"seconds", O.Seconds}, {"reason", O.Reason}};
  std::error_code Ec;
  fs::create_directories(O.ResultsDir, Ec);
  std::string Error;
  writeFileAtomically(entryFile(O).string(), Entry.dump(2) + "\n", Error);
}

/// One batch as it goes: the outcomes, and the progress shown with its counts, which the
/// generation and run workers share.
class BatchRun {
public:
  BatchRun(const BatchOptions &Options, const std::atomic<bool> &Cancel)
      : Options(Options), Cancel(Cancel), Out(Options.OutputDir),
        Outcomes(batchOutcomes(Options.Items, Options.OutputDir)), Show(Outcomes.size()) {}

  /// Generates, then runs what is not current; hands the outcomes over, so it is called once.
  std::vector<BatchOutcome> run() {
    generateAll();
    if (Options.NoRun) {
      for (BatchOutcome &O : Outcomes)
        if (O.Status == "not run")
          O.Status = "generated";
      Show.done();
      return std::move(Outcomes);
    }
    std::deque<std::size_t> Queue = queueRuns();
    std::vector<int> Devices = Options.Devices.empty() ? visibleDevices() : Options.Devices;
    if (Devices.empty()) {
      failWithoutGpu(Queue);
      Show.done();
      return std::move(Outcomes);
    }
    runOnDevices(Queue, Devices);
    for (BatchOutcome &O : Outcomes)
      if (Cancel && O.Status == "not run")
        O.Status = "interrupted";
    Show.done();
    return std::move(Outcomes);
  }

private:
  const BatchOptions &Options;
  const std::atomic<bool> &Cancel;
  fs::path Out;
  std::vector<BatchOutcome> Outcomes;
  Progress Show;
  std::atomic<std::size_t> Generated{0}, Ran{0};

  /// Bundles: one generation per core, each a `limiter generate` child (the rewriter's state
  /// is per process), skipped when the cached bundle is current.
  void generateAll() {
    unsigned Jobs = Options.Jobs ? Options.Jobs : std::max(1u, std::thread::hardware_concurrency());
    parallelFor(Outcomes.size(), Jobs, [&](std::size_t I) {
      BatchOutcome &O = Outcomes[I];
      if (Cancel) {
        O.Status = "interrupted";
        return;
      }
      makeBundle(O);
      Show.counts(++Generated, Ran, "");
    });
  }

  void makeBundle(BatchOutcome &O) {
    std::string Why;
    if (O.Key.empty()) {
      O.Status = "failed";
      O.Reason = "cannot read the config or its source";
      O.Exit = toInt(ExitCode::BadInput);
    } else if (!Options.Force && bundleIsCurrent(O.Bundle, O.Key, Why)) {
      Show.event("bundle   " + O.Item.Name + " (cached)");
    } else {
      auto Start = std::chrono::steady_clock::now();
      SubprocessResult R =
          runSubprocess({Options.Self, "generate", "--config", O.Item.Config, "-o", O.Bundle},
                        childOptions(&Cancel));
      double Seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
      if (R.succeeded()) {
        Show.event(fmt::format("bundle   {} ({:.1f} s)", O.Item.Name, Seconds));
      } else if (stopped(R, Cancel)) {
        O.Status = "interrupted";
        Show.event("stopped  " + O.Item.Name + " while generating (it goes on next time)");
      } else {
        O.Status = "failed";
        O.Reason = firstProblem(R);
        O.Exit = R.ExitStatus > 0 ? R.ExitStatus : toInt(ExitCode::InternalError);
        Show.event("FAILED   " + O.Item.Name + ": " + O.Reason);
        recordAttempt(O);
      }
    }
  }

  /// Runs: what is not current, in order; results of an earlier batch on the current bundle
  /// are taken as they are.
  std::deque<std::size_t> queueRuns() {
    std::deque<std::size_t> Queue;
    for (std::size_t I = 0; I < Outcomes.size(); ++I) {
      BatchOutcome &O = Outcomes[I];
      if (O.Status != "not run")
        continue;
      BatchOutcome Earlier = O;
      if (!Options.Force && !Options.Rerun && recordedAttempt(Earlier) == "ok") {
        O = std::move(Earlier);
        O.Status = "ok (earlier)";
        Show.event("earlier  " + O.Item.Name);
        Show.counts(Generated, ++Ran, "");
        continue;
      }
      Queue.push_back(I);
    }
    return Queue;
  }

  void failWithoutGpu(const std::deque<std::size_t> &Queue) {
    for (std::size_t I : Queue) {
      Outcomes[I].Status = "failed";
      Outcomes[I].Reason = "LIM009: no CUDA-capable GPU is visible";
      Outcomes[I].Exit = toInt(ExitCode::NoGpu);
      recordAttempt(Outcomes[I]);
    }
    if (!Queue.empty())
      Show.event(fmt::format("no GPU: {} experiments not run (their bundles are in {})",
                             Queue.size(), (Out / "bundles").string()));
  }

  /// One worker per GPU, each taking the next queued experiment until none is left.
  void runOnDevices(std::deque<std::size_t> &Queue, const std::vector<int> &Devices) {
    std::mutex QueueLock;
    std::vector<std::string> Running(Devices.size());
    auto RunningText = [&] {
      std::string Text;
      for (std::size_t D = 0; D < Devices.size(); ++D)
        if (!Running[D].empty())
          Text +=
              (Text.empty() ? "" : ", ") + Running[D] + " (GPU " + std::to_string(Devices[D]) + ")";
      return Text;
    };
    parallelFor(Devices.size(), static_cast<unsigned>(Devices.size()), [&](std::size_t Worker) {
      while (true) {
        std::size_t I;
        {
          std::lock_guard<std::mutex> Lock(QueueLock);
          if (Queue.empty() || Cancel)
            return;
          I = Queue.front();
          Queue.pop_front();
          Running[Worker] = Outcomes[I].Item.Name;
        }
        Show.counts(Generated, Ran, RunningText());
        BatchOutcome &O = Outcomes[I];
        O.Device = Devices[Worker];
        runOne(O);
        showRun(O);
        {
          std::lock_guard<std::mutex> Lock(QueueLock);
          Running[Worker].clear();
        }
        Show.counts(Generated, ++Ran, RunningText());
      }
    });
  }

  /// One `limiter run` child on O's device; its attempt is recorded beside its results.
  void runOne(BatchOutcome &O) {
    std::error_code Ec;
    fs::create_directories(O.ResultsDir, Ec);
    fs::remove(entryFile(O), Ec);
    std::vector<std::string> Argv = {
        Options.Self, "run", O.Bundle, "-o", O.ResultsDir, "--device", std::to_string(O.Device)};
    Argv.insert(Argv.end(), Options.RunArgs.begin(), Options.RunArgs.end());
    auto Start = std::chrono::steady_clock::now();
    SubprocessResult R = runSubprocess(Argv, childOptions(&Cancel));
    O.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    O.Results = readResults(O.ResultsDir);
    if (stopped(R, Cancel)) {
      O.Status = "interrupted";
    } else if (R.succeeded() && O.Results) {
      O.Status = "ok";
    } else {
      O.Status = "failed";
      O.Exit = R.ExitStatus > 0 ? R.ExitStatus : toInt(ExitCode::InternalError);
      O.Reason = firstProblem(R);
      if (O.Results) // A variant faulted: the others' results are kept.
        for (const VariantRow &Row : O.Results->Variants)
          if ((Row.Status == "faulted" || Row.Status == "timed-out") && Row.WhatIf.empty()) {
            O.Reason = Row.Variant + " " + Row.Status + ": " + Row.Note;
            break;
          }
    }
    recordAttempt(O);
  }

  void showRun(const BatchOutcome &O) {
    std::string Verdict =
        O.Results && O.Results->Judgement ? verdictLabel(*O.Results->Judgement) : "";
    if (O.Status == "ok")
      Show.event(fmt::format("ran      {} on GPU {}: {} ({:.1f} s)", O.Item.Name, O.Device, Verdict,
                             O.Seconds));
    else if (O.Status == "interrupted")
      Show.event(
          fmt::format("stopped  {} on GPU {} (it runs again next time)", O.Item.Name, O.Device));
    else
      Show.event(fmt::format("FAILED   {} on GPU {}: {}", O.Item.Name, O.Device, O.Reason));
  }
};

} // namespace

std::vector<BatchOutcome> batchOutcomes(const std::vector<BatchItem> &Items,
                                        const std::string &OutputDir) {
  fs::path Out = OutputDir;
  std::vector<BatchOutcome> Outcomes;
  for (const BatchItem &Item : Items) {
    BatchOutcome O;
    O.Item = Item;
    GenerateCommandOptions G;
    G.Config = Item.Config;
    DiagnosticList Ignored; // A config that does not load fails its own generation, said there.
    std::optional<ExperimentConfig> Config = loadExperiment(Item.Config, Ignored);
    O.Key = Config ? requestKey(bundleRequestFor(G, &*Config)) : "";
    O.Bundle = (Out / "bundles" / (O.Key.empty() ? "unreadable" : O.Key)).string();
    O.ResultsDir = (Out / "results" / Item.Name).string();
    Outcomes.push_back(std::move(O));
  }
  return Outcomes;
}

std::string recordedAttempt(BatchOutcome &O) {
  std::string Error;
  std::optional<std::string> Text = readFile(entryFile(O).string(), Error, MaxInputBytes);
  if (!Text || O.Key.empty())
    return "";
  nlohmann::json J = nlohmann::json::parse(*Text, nullptr, false);
  auto field = [&](const char *Key) {
    auto It = J.is_object() ? J.find(Key) : J.end();
    return It == J.end() ? nlohmann::json() : *It;
  };
  // Only the record of an attempt on the current bundle counts.
  if (field("key") != O.Key || !field("status").is_string())
    return "";
  std::string Status = field("status").get<std::string>();
  O.Device = field("device").is_number_integer() ? field("device").get<int>() : -1;
  O.Results = readResults(O.ResultsDir);
  if (Status == "ok")
    return O.Results ? "ok" : "";
  if (Status != "failed")
    return "";
  O.Reason = field("reason").is_string() ? field("reason").get<std::string>() : "";
  O.Exit = field("exit").is_number_integer() ? field("exit").get<int>() : 0;
  return "failed";
}

std::vector<BatchOutcome> runBatch(const BatchOptions &Options, const std::atomic<bool> &Cancel) {
  BatchRun Batch(Options, Cancel);
  return Batch.run();
}

std::string batchSummary(const std::vector<BatchOutcome> &Outcomes) {
  std::size_t NameWidth = 10, VerdictWidth = 14;
  auto VerdictOf = [](const BatchOutcome &O) {
    return O.Results && O.Results->Judgement ? verdictLabel(*O.Results->Judgement)
                                             : std::string("-");
  };
  for (const BatchOutcome &O : Outcomes) {
    NameWidth = std::max(NameWidth, O.Item.Name.size());
    VerdictWidth = std::max(VerdictWidth, VerdictOf(O).size());
  }
  std::string Text =
      fmt::format("{:<{}}  {:<13} {:<{}} {:>9} {:>7}  {:>3}  {}\n", "experiment", NameWidth,
                  "status", "verdict", VerdictWidth, "full ms", "spread", "GPU", "note");
  std::size_t Ok = 0;
  for (const BatchOutcome &O : Outcomes) {
    const VariantRow *Full = O.Results ? O.Results->row("full") : nullptr;
    bool Timed = Full && Full->Time;
    Ok += O.Status.rfind("ok", 0) == 0;
    Text += fmt::format("{:<{}}  {:<13} {:<{}} {:>9} {:>7}  {:>3}  {}\n", O.Item.Name, NameWidth,
                        O.Status, VerdictOf(O), VerdictWidth,
                        Timed ? fmt::format("{:.4f}", Full->Time->MedianMs) : "-",
                        Timed ? fmt::format("{:.2f}%", Full->Time->RelStdDev * 100) : "-",
                        O.Device >= 0 ? std::to_string(O.Device) : "-", O.Reason);
  }
  Text += fmt::format("{} of {} experiments have results\n", Ok, Outcomes.size());
  return Text;
}

int batchExitCode(const std::vector<BatchOutcome> &Outcomes) {
  for (const BatchOutcome &O : Outcomes)
    if (O.Status == "interrupted")
      return 130;
  for (const BatchOutcome &O : Outcomes)
    if (O.Status == "failed")
      return O.Exit ? O.Exit : toInt(ExitCode::InternalError);
  return 0;
}

bool writeBatchOutputs(const std::string &OutputDir, const std::string &Title,
                       const std::string &Intro, const std::vector<BatchOutcome> &Outcomes,
                       std::string &Error) {
  fs::path Out = OutputDir;
  nlohmann::ordered_json List = nlohmann::ordered_json::array();
  std::vector<ReportSection> Sections;
  for (const BatchOutcome &O : Outcomes) {
    std::string Results;
    if (O.Results)
      Results = (fs::path(O.ResultsDir) / "results.json").lexically_relative(Out).string();
    List.push_back({{"name", O.Item.Name},
                    {"config", fs::absolute(O.Item.Config).lexically_normal().string()},
                    {"section", O.Item.Section},
                    {"lesson", O.Item.Lesson},
                    {"status", O.Status},
                    {"reason", O.Reason},
                    {"exit", O.Exit},
                    {"device", O.Device},
                    {"bundle", fs::path(O.Bundle).lexically_relative(Out).string()},
                    {"results", Results}});
    if (Sections.empty() || Sections.back().Title != O.Item.Section)
      Sections.push_back({O.Item.Section, O.Item.SectionIntro, {}});
    Sections.back().Entries.push_back({O.Item.Name, O.Item.Lesson, O.Results,
                                       O.Results ? "" : (O.Reason.empty() ? O.Status : O.Reason)});
  }
  nlohmann::ordered_json Batch = {{"schema", "limiter/batch"},
                                  {"version", 1},
                                  {"title", Title},
                                  {"intro", Intro},
                                  {"experiments", List}};
  std::string Markdown = "# " + Title + "\n\n```\n" + batchSummary(Outcomes) + "```\n";
  for (const BatchOutcome &O : Outcomes)
    if (O.Results)
      Markdown += "\n" + toMarkdown(*O.Results);
  std::error_code Ec;
  fs::create_directories(Out, Ec);
  return writeFileAtomically((Out / "batch.json").string(), Batch.dump(2) + "\n", Error) &&
         writeFileAtomically((Out / "summary.md").string(), Markdown, Error) &&
         writeFileAtomically((Out / "report.html").string(), htmlReport(Title, Intro, Sections),
                             Error);
}

} // namespace limiter
