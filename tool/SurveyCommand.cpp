// `limiter survey`: every kernel of a project listed, generated and checked by child `limiter`
// processes in parallel, one line per kernel, totals and the most frequent causes.

#include "SurveyCommand.h"

#include "Children.h"
#include "CommonOptions.h"
#include "limiter/support/CompileCommands.h"
#include "limiter/support/Diagnostic.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"
#include "limiter/support/Manifest.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <iostream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <regex>
#include <unistd.h>

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace limiter {

void addSurveyCommand(CLI::App &App, SurveyCommandOptions &Options) {
  CLI::App *Cmd = App.add_subcommand(
      "survey", "What limiter can do on a whole project: every kernel of every translation unit "
                "generated and checked (no GPU needed), one line per kernel and totals.");
  Cmd->add_option("FILES", Options.Files,
                  "Translation units (default with -p: every .cu file of compile_commands.json)");
  Cmd->add_option("-p", Options.CompileCommandsDir,
                  "Build directory holding compile_commands.json");
  Cmd->add_option("-j,--jobs", Options.Jobs, "Files and kernels at once (default: every core)");
  Cmd->add_option("--json", Options.JsonOut, "Also write the survey as JSON (limiter/survey)");
  Cmd->add_option("-o,--output", Options.OutputDir,
                  "Keep the bundles in this directory (default: made in a temporary one and "
                  "removed)");
  addClangLocationOptions(*Cmd, Options.CudaPath, Options.ResourceDir);
  Cmd->add_option("--gpu-arch", Options.GpuArch, "GPU architecture the bundles are checked for")
      ->capture_default_str();
  Cmd->add_option("--timeout", Options.TimeoutSeconds,
                  "Seconds one file's listing or one kernel's bundle may take")
      ->capture_default_str();
  addWhatIfOption(*Cmd, Options.WhatIfs);
  Cmd->footer("Compiler arguments go after `--` and apply to every file, as for `limiter "
              "kernels`.");
}

namespace {

/// One kernel's outcome: verified (five variants ok, every static check passed on the whole
/// kernel's counts), verified-by-lines (some check passed only per source line: the counts
/// differ, and only executed counts can tell unrolling from lost work),
/// conservative or absent (a variant kept as written or not made, with the rule's reason),
/// checks-failed, or failed (no bundle: the generator's diagnostic).
struct KernelOutcome {
  std::string Unit; ///< The translation unit it is reached through.
  std::string Name, QualifiedName, File;
  unsigned Line = 0;
  std::string Status = "failed";
  std::string Reason;
  Json Variants = Json::object();
  /// The what-ifs one of whose static checks failed (a failed check's name each): their
  /// potential is in doubt until executed counts settle it (`limiter run --counts`).
  std::map<std::string, std::string> WhatIfDoubts;
};

struct FileOutcome {
  std::string File;
  std::string Problem; ///< Why it could not be listed; empty when it was.
  std::vector<KernelOutcome> Kernels;
};

/// The translation units: the files given, else every CUDA file of compile_commands.json.
std::vector<std::string> translationUnits(const SurveyCommandOptions &O, std::string &Error) {
  if (!O.Files.empty() || !O.CompileCommandsDir)
    return O.Files;
  return cudaFilesOfDatabase(*O.CompileCommandsDir, Error);
}

class Survey {
public:
  explicit Survey(const SurveyCommandOptions &O) : O(O), Live(::isatty(STDERR_FILENO)) {}

  std::vector<FileOutcome> run(const std::vector<std::string> &Files, const fs::path &Bundles) {
    std::vector<FileOutcome> Out(Files.size());
    unsigned Jobs = O.Jobs ? O.Jobs : std::max(1u, std::thread::hardware_concurrency());
    Total = Files.size();
    parallelFor(Files.size(), Jobs, [&](std::size_t I) { Out[I] = list(Files[I]); });
    std::vector<KernelOutcome *> Work;
    for (FileOutcome &F : Out)
      for (KernelOutcome &K : F.Kernels)
        Work.push_back(&K);
    Done = 0;
    Total = Work.size();
    parallelFor(Work.size(), Jobs, [&](std::size_t I) {
      generate(*Work[I], Bundles / fmt::format("{:04}-{}", I, Work[I]->Name));
    });
    if (Live)
      std::cerr << "\r\x1b[K" << std::flush;
    return Out;
  }

private:
  const SurveyCommandOptions &O;
  bool Live;
  std::mutex M;
  std::size_t Done = 0, Total = 0;

  void progress(const std::string &What) {
    std::lock_guard<std::mutex> Lock(M);
    ++Done;
    if (Live)
      std::cerr << "\r\x1b[K" << fmt::format("[{}/{}] {}", Done, Total, What) << std::flush;
  }

  std::vector<std::string> sharedArgs() const {
    std::vector<std::string> Args;
    if (O.CompileCommandsDir)
      Args.insert(Args.end(), {"-p", *O.CompileCommandsDir});
    if (!O.CudaPath.empty())
      Args.insert(Args.end(), {"--cuda-path", O.CudaPath});
    if (!O.ResourceDir.empty())
      Args.insert(Args.end(), {"--resource-dir", O.ResourceDir});
    return Args;
  }

  SubprocessResult child(std::vector<std::string> Args) const {
    Args.insert(Args.begin(), O.Self);
    if (!O.CompilerArgs.empty()) {
      Args.push_back("--");
      Args.insert(Args.end(), O.CompilerArgs.begin(), O.CompilerArgs.end());
    }
    SubprocessOptions Sub = childOptions(nullptr);
    Sub.Timeout = std::chrono::milliseconds(static_cast<long>(O.TimeoutSeconds * 1000));
    return runSubprocess(Args, Sub);
  }

  FileOutcome list(const std::string &File) {
    FileOutcome Out{File, {}, {}};
    std::vector<std::string> Args = {"kernels", File, "--json"};
    std::vector<std::string> Shared = sharedArgs();
    Args.insert(Args.end(), Shared.begin(), Shared.end());
    SubprocessResult R = child(Args);
    Json J = Json::parse(R.Stdout, nullptr, false);
    if (!R.succeeded() || J.is_discarded()) {
      Out.Problem = firstProblem(R);
      progress(File);
      return Out;
    }
    for (const Json &K : J.value("kernels", Json::array()))
      Out.Kernels.push_back({File,
                             K.value("name", ""),
                             K.value("qualified_name", ""),
                             K.value("file", File),
                             K.value("line", 0u),
                             "failed",
                             "",
                             {}});
    progress(File);
    return Out;
  }

  void generate(KernelOutcome &K, const fs::path &Bundle) {
    std::vector<std::string> Args = {"generate", K.Unit,          "--kernel",   K.QualifiedName,
                                     "-o",       Bundle.string(), "--gpu-arch", O.GpuArch};
    std::vector<std::string> Shared = sharedArgs();
    Args.insert(Args.end(), Shared.begin(), Shared.end());
    if (O.WhatIfs)
      Args.push_back("--what-if=" + whatIfSelectionText(O.WhatIfs));
    SubprocessResult R = child(Args);
    progress(K.QualifiedName);
    if (!R.succeeded()) {
      K.Reason = firstProblem(R);
      return;
    }
    std::string Error;
    std::optional<std::string> Text = readFile((Bundle / "manifest.json").string(), Error);
    std::optional<Manifest> M = Text ? manifestFromJson(*Text, Error) : std::nullopt;
    if (!M) {
      K.Reason = "the bundle has no readable manifest.json: " + Error;
      return;
    }
    classify(K, *M);
  }

  static void classify(KernelOutcome &K, const Manifest &M) {
    std::string Absent, Conservative, Check;
    // The five twins and their checks decide; the what-ifs say what a cost would gain.
    for (const ManifestVariant &V : M.Variants) {
      if (M.isWhatIf(V.Name))
        continue;
      K.Variants[V.Name] = V.Status;
      std::string Why = V.Name + ": " + (V.Reasons.empty() ? V.Status : V.Reasons.front());
      if (V.Status == "absent" && Absent.empty())
        Absent = Why;
      else if (V.Status == "conservative" && Conservative.empty())
        Conservative = Why;
    }
    std::string ByLines;
    for (const ManifestCheck &C : M.Checks) {
      if (M.isWhatIf(C.Name)) {
        // Not the class's: said beside it, the what-if named by the check's prefix.
        for (const ManifestVariant &V : M.Variants)
          if (!C.Passed && C.Name.starts_with(V.Name + "-") && !K.WhatIfDoubts.count(V.Name))
            K.WhatIfDoubts[V.Name] = C.Name;
        continue;
      }
      if (!C.Passed && Check.empty())
        Check = C.Name + ": " + C.Detail;
      if (C.Passed && C.Method == "lines")
        ByLines += (ByLines.empty() ? "" : ", ") + C.Name;
    }
    K.Status = !Absent.empty()         ? "absent"
               : !Conservative.empty() ? "conservative"
               : !Check.empty()        ? "checks-failed"
               : !ByLines.empty()      ? "verified-by-lines"
                                       : "verified";
    K.Reason = !Absent.empty()         ? Absent
               : !Conservative.empty() ? Conservative
               : !Check.empty()        ? Check
               : !ByLines.empty()      ? "executed counts decide: " + ByLines
                                       : "";
  }
};

/// A reason with its particulars (names in quotes, numbers, paths) taken out, so that the
/// same cause on different kernels counts once.
std::string causeOf(const std::string &Reason) {
  static const std::regex Quoted("'[^']*'"), Number("\\b[0-9]+\\b"),
      Path("(^|[\\s(])/[^\\s:,)'\"]+");
  // A failed check's lines ("; only full has st.global.32 on main.cu:31", "; by line,
  // math/full: main.cu:76 1/0") are particulars.
  std::string Out = std::regex_replace(
      Reason.substr(0, std::min(Reason.find("; only "), Reason.find("; by line"))), Path, "$1PATH");
  Out = std::regex_replace(Out, Quoted, "'...'");
  Out = std::regex_replace(Out, Number, "N");
  return Out.substr(0, 160);
}

/// A path as the survey's lines show it: relative to the working directory where it lies under
/// it, else absolute (the translation units come absolute from compile_commands.json, the
/// kernels of included files relative).
std::string shown(const std::string &Path) {
  std::error_code Ec;
  fs::path Absolute = fs::absolute(Path, Ec).lexically_normal();
  fs::path Relative = Absolute.lexically_relative(fs::current_path(Ec));
  return Relative.empty() || *Relative.begin() == ".." ? Absolute.string() : Relative.string();
}

/// Absolute, for the JSON file.
std::string absolutePath(const std::string &Path) {
  std::error_code Ec;
  return fs::absolute(Path, Ec).lexically_normal().string();
}

Json toJson(const std::vector<FileOutcome> &Files, const std::map<std::string, unsigned> &Totals) {
  Json J = {{"schema", "limiter/survey"}, {"version", 1}, {"files", Json::array()}};
  for (const FileOutcome &F : Files) {
    Json Kernels = Json::array();
    for (const KernelOutcome &K : F.Kernels)
      Kernels.push_back({{"name", K.QualifiedName},
                         {"file", absolutePath(K.File)},
                         {"line", K.Line},
                         {"status", K.Status},
                         {"reason", K.Reason},
                         {"variants", K.Variants},
                         {"what_ifs_in_doubt", K.WhatIfDoubts}});
    J["files"].push_back({{"file", absolutePath(F.File)},
                          {"listed", F.Problem.empty()},
                          {"problem", F.Problem},
                          {"kernels", Kernels}});
  }
  J["totals"] = Totals;
  return J;
}

/// One line per file without kernels or not listed and per kernel, counted into Totals; the
/// cause of each one not verified counted into Causes.
void printOutcomes(const std::vector<FileOutcome> &Outcomes,
                   std::map<std::string, unsigned> &Totals,
                   std::map<std::string, unsigned> &Causes) {
  for (const FileOutcome &F : Outcomes) {
    // A file that defines no kernel (host code, Thrust, library callbacks) is not a failure.
    if (F.Problem.starts_with(formatId(DiagId::NoKernelInFile))) {
      std::cout << fmt::format("{}  no kernels\n", shown(F.File));
      ++Totals["files_without_kernels"];
      continue;
    }
    if (!F.Problem.empty()) {
      std::cout << fmt::format("{}  not listed: {}\n", shown(F.File), F.Problem);
      ++Causes["not listed: " + causeOf(F.Problem)];
      continue;
    }
    ++Totals["files_listed"];
    for (const KernelOutcome &K : F.Kernels) {
      ++Totals["kernels"];
      ++Totals[K.Status];
      std::string Doubts;
      for (const auto &[WhatIf, Check] : K.WhatIfDoubts)
        Doubts += (Doubts.empty() ? "" : ", ") + WhatIf + " (" + Check + ")";
      if (!Doubts.empty())
        ++Totals["what_ifs_in_doubt"];
      std::cout << fmt::format("{}:{}  {}  {}{}{}\n", shown(K.File), K.Line, K.QualifiedName,
                               K.Status, K.Reason.empty() ? "" : " (" + K.Reason + ")",
                               Doubts.empty() ? ""
                                              : "; what-ifs whose static checks failed, for "
                                                "executed counts to settle: " +
                                                    Doubts);
      if (!K.Status.starts_with("verified"))
        ++Causes[K.Status + ": " + causeOf(K.Reason)];
    }
  }
}

void printTotals(std::map<std::string, unsigned> &Totals) {
  unsigned Kernels = Totals["kernels"];
  // Two strengths of verified: by the whole kernel's counts, or only by the kinds of
  // instructions per line (the counts differ; executed counts decide, limiter run --counts).
  unsigned Verified = Totals["verified"] + Totals["verified-by-lines"];
  std::cout << fmt::format(
      "\n{} files ({} listed, {} without kernels, {} not parsed), {} "
      "kernels: {} verified ({:.0f}%: {} by counts, {} by lines, where executed counts decide), "
      "{} conservative, {} absent, {} with failed checks, {} failed; {} with a what-if whose "
      "static checks failed\n",
      Totals["files"], Totals["files_listed"], Totals["files_without_kernels"],
      Totals["files"] - Totals["files_listed"] - Totals["files_without_kernels"], Kernels, Verified,
      Kernels ? 100.0 * Verified / Kernels : 0.0, Totals["verified"], Totals["verified-by-lines"],
      Totals["conservative"], Totals["absent"], Totals["checks-failed"], Totals["failed"],
      Totals["what_ifs_in_doubt"]);
}

/// The causes, most frequent first (ties in the order of their text).
void printCauses(const std::map<std::string, unsigned> &Causes) {
  std::vector<std::pair<unsigned, std::string>> Ranked;
  for (const auto &[Cause, N] : Causes)
    Ranked.emplace_back(N, Cause);
  std::stable_sort(Ranked.begin(), Ranked.end(),
                   [](const auto &A, const auto &B) { return A.first > B.first; });
  if (!Ranked.empty())
    std::cout << "causes, most frequent first:\n";
  for (const auto &[N, Cause] : Ranked)
    std::cout << fmt::format("  {:4}  {}\n", N, Cause);
}

} // namespace

int runSurveyCommand(SurveyCommandOptions O) {
  std::string Error;
  std::vector<std::string> Files = translationUnits(O, Error);
  if (Files.empty()) {
    std::cerr << "limiter survey: "
              << (Error.empty() ? "give files, or -p BUILD_DIR with compile_commands.json" : Error)
              << '\n';
    return toInt(Error.empty() ? ExitCode::Usage : ExitCode::BadInput);
  }
  std::error_code Ec;
  bool Keep = !O.OutputDir.empty();
  fs::path Bundles =
      Keep ? fs::path(O.OutputDir)
           : fs::temp_directory_path() / ("limiter-survey-" + std::to_string(::getpid()));
  fs::create_directories(Bundles, Ec);
  if (Ec) {
    std::cerr << "limiter survey: cannot create " << Bundles.string() << ": " << Ec.message()
              << '\n';
    return toInt(ExitCode::BadInput);
  }
  std::vector<FileOutcome> Outcomes = Survey(O).run(Files, Bundles);
  if (!Keep)
    fs::remove_all(Bundles, Ec);

  std::map<std::string, unsigned> Totals = {
      {"files", Files.size()}, {"files_listed", 0},     {"files_without_kernels", 0},
      {"kernels", 0},          {"verified", 0},         {"verified-by-lines", 0},
      {"conservative", 0},     {"absent", 0},           {"checks-failed", 0},
      {"failed", 0},           {"what_ifs_in_doubt", 0}};
  std::map<std::string, unsigned> Causes;
  printOutcomes(Outcomes, Totals, Causes);
  printTotals(Totals);
  printCauses(Causes);
  if (!O.JsonOut.empty() &&
      !writeFileAtomically(O.JsonOut, toJson(Outcomes, Totals).dump(2) + "\n", Error)) {
    std::cerr << "limiter survey: " << Error << '\n';
    return toInt(ExitCode::BadInput);
  }
  return 0;
}

} // namespace limiter
