// Batches as Slurm job arrays: submission records, job scripts, and sbatch and squeue calls.

#include "Slurm.h"

#include "limiter/support/Files.h"
#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <sstream>

namespace fs = std::filesystem;

namespace limiter {
namespace {

using Json = nlohmann::json;

/// A word for a shell script, in single quotes.
std::string quoted(const std::string &Word) {
  std::string Out = "'";
  for (char C : Word)
    Out += C == '\'' ? std::string("'\\''") : std::string(1, C);
  return Out + "'";
}

/// The `#SBATCH` lines both scripts share: where, how long, on whose account.
std::string commonDirectives(const SlurmOptions &O) {
  std::string Text;
  auto line = [&](const std::string &Option, const std::string &Value) {
    if (!Value.empty())
      Text += "#SBATCH --" + Option + "=" + Value + "\n";
  };
  line("partition", O.Partition);
  line("time", O.Time);
  line("account", O.Account);
  line("qos", O.Qos);
  return Text;
}

std::string freeDirectives(const SlurmOptions &O) {
  std::string Text;
  for (const std::string &A : O.SbatchArgs)
    Text += "#SBATCH " + A + "\n";
  return Text;
}

bool readStrings(const Json &J, std::vector<std::string> &Out) {
  if (!J.is_array())
    return false;
  for (const Json &E : J) {
    if (!E.is_string())
      return false;
    Out.push_back(E.get<std::string>());
  }
  return true;
}

std::string text(const Json &J, const char *Key) {
  auto It = J.find(Key);
  return It != J.end() && It->is_string() ? It->get<std::string>() : "";
}

} // namespace

std::string submissionFile(const std::string &OutputDir, int Number) {
  return (fs::path(OutputDir) / "slurm" / fmt::format("submission-{}.json", Number)).string();
}

std::string scriptFile(const std::string &OutputDir, int Number, const std::string &Kind) {
  return (fs::path(OutputDir) / "slurm" / fmt::format("submission-{}.{}.sbatch", Number, Kind))
      .string();
}

std::string logDirectory(const std::string &OutputDir) {
  return (fs::path(OutputDir) / "slurm" / "logs").string();
}

std::string submissionToJson(const Submission &S) {
  Json Items = Json::array();
  for (const BatchItem &I : S.Items)
    Items.push_back({{"name", I.Name},
                     {"config", I.Config},
                     {"lesson", I.Lesson},
                     {"section", I.Section},
                     {"section_intro", I.SectionIntro}});
  nlohmann::ordered_json J = {{"schema", "limiter/slurm-submission"},
                              {"version", 1},
                              {"number", S.Number},
                              {"job", S.Job},
                              {"generate_job", S.GenerateJob},
                              {"output", S.OutputDir},
                              {"title", S.Title},
                              {"intro", S.Intro},
                              {"force", S.Force},
                              {"run_args", S.RunArgs},
                              {"experiments", Items},
                              {"tasks", S.Tasks}};
  return J.dump(2) + "\n";
}

std::optional<Submission> readSubmission(const std::string &Path, std::string &Error) {
  std::optional<std::string> Contents = readFile(Path, Error, MaxInputBytes);
  if (!Contents)
    return std::nullopt;
  Json J = Json::parse(*Contents, nullptr, false);
  auto fail = [&](const std::string &Why) {
    Error = Why;
    return std::nullopt;
  };
  if (!J.is_object() || text(J, "schema") != "limiter/slurm-submission")
    return fail("not a limiter submission (schema limiter/slurm-submission)");
  if (J.value("version", Json()) != 1)
    return fail("version is not 1");
  Submission S;
  if (!J.contains("number") || !J["number"].is_number_integer())
    return fail("'number' is not an integer");
  S.Number = J["number"].get<int>();
  S.Job = text(J, "job");
  S.GenerateJob = text(J, "generate_job");
  S.OutputDir = text(J, "output");
  S.Title = text(J, "title");
  S.Intro = text(J, "intro");
  if (S.OutputDir.empty())
    return fail("'output' is missing");
  if (!J.value("force", Json(false)).is_boolean())
    return fail("'force' is not true or false");
  S.Force = J.value("force", false);
  if (!readStrings(J.value("run_args", Json()), S.RunArgs))
    return fail("'run_args' is not a list of strings");
  const Json Items = J.value("experiments", Json());
  if (!Items.is_array())
    return fail("'experiments' is not a list");
  for (const Json &E : Items) {
    if (!E.is_object() || text(E, "name").empty() || text(E, "config").empty())
      return fail("an experiment without a name or a config");
    S.Items.push_back({text(E, "name"), text(E, "config"), text(E, "lesson"), text(E, "section"),
                       text(E, "section_intro")});
  }
  const Json Tasks = J.value("tasks", Json());
  if (!Tasks.is_array())
    return fail("'tasks' is not a list");
  for (const Json &T : Tasks) {
    S.Tasks.emplace_back();
    if (!readStrings(T, S.Tasks.back()))
      return fail("a task is not a list of experiment names");
    for (const std::string &Name : S.Tasks.back())
      if (std::none_of(S.Items.begin(), S.Items.end(),
                       [&](const BatchItem &I) { return I.Name == Name; }))
        return fail("task experiment '" + Name + "' is not one of the experiments");
  }
  return S;
}

std::vector<Submission> readSubmissions(const std::string &OutputDir) {
  std::vector<Submission> Out;
  std::error_code Ec;
  for (const auto &E : fs::directory_iterator(fs::path(OutputDir) / "slurm", Ec)) {
    std::string Name = E.path().filename().string();
    if (!Name.starts_with("submission-") || E.path().extension() != ".json")
      continue;
    std::string Error;
    if (std::optional<Submission> S = readSubmission(E.path().string(), Error))
      Out.push_back(std::move(*S));
  }
  std::sort(Out.begin(), Out.end(),
            [](const Submission &A, const Submission &B) { return A.Number < B.Number; });
  return Out;
}

std::vector<std::vector<std::string>> chunkTasks(const std::vector<std::string> &Names,
                                                 unsigned PerTask) {
  std::vector<std::vector<std::string>> Tasks;
  for (std::size_t I = 0; I < Names.size(); ++I) {
    if (I % std::max(1u, PerTask) == 0)
      Tasks.emplace_back();
    Tasks.back().push_back(Names[I]);
  }
  return Tasks;
}

std::string arrayScript(const Submission &S, const SlurmOptions &O, const std::string &Self) {
  std::size_t Experiments = 0;
  for (const auto &T : S.Tasks)
    Experiments += T.size();
  std::string Array = fmt::format("0-{}", S.Tasks.size() - 1);
  if (O.MaxRunning)
    Array += fmt::format("%{}", O.MaxRunning);
  std::string Text = "#!/bin/bash\n";
  Text += fmt::format("#SBATCH --job-name=limiter-{}\n", S.Number);
  Text += "#SBATCH --array=" + Array + "\n";
  Text += "#SBATCH --ntasks=1\n";
  if (O.GpusPerTask)
    Text += fmt::format("#SBATCH --gpus-per-task={}\n", O.GpusPerTask);
  Text += commonDirectives(O);
  if (!O.Constraint.empty())
    Text += "#SBATCH --constraint=" + O.Constraint + "\n";
  Text += "#SBATCH --output=" + logDirectory(S.OutputDir) +
          fmt::format("/submission-{}-task-%a.out\n", S.Number);
  Text += freeDirectives(O);
  Text +=
      fmt::format("#\n# limiter batch, submission {}: {} experiment(s) in {} task(s) of up to {}.\n"
                  "# Each task runs its experiments (listed in the file below) on the GPUs "
                  "Slurm gives it\n# and writes their results under {}/results/.\n",
                  S.Number, Experiments, S.Tasks.size(), std::max(1u, O.PerTask), S.OutputDir);
  Text += "exec " + quoted(Self) + " batch --array-task " +
          quoted(submissionFile(S.OutputDir, S.Number)) + "\n";
  return Text;
}

std::string generateScript(const Submission &S, const SlurmOptions &O, const std::string &Self) {
  std::string Text = "#!/bin/bash\n";
  Text += fmt::format("#SBATCH --job-name=limiter-{}-generate\n", S.Number);
  Text += fmt::format("#SBATCH --ntasks=1\n#SBATCH --cpus-per-task={}\n", O.GenerateCpus);
  Text += commonDirectives(O);
  Text += "#SBATCH --output=" + logDirectory(S.OutputDir) +
          fmt::format("/submission-{}-generate.out\n", S.Number);
  Text += freeDirectives(O);
  Text += fmt::format("#\n# limiter batch, submission {}: generates the bundles its array "
                      "runs (the array waits for this job).\n",
                      S.Number);
  Text += "exec " + quoted(Self) + " batch --array-task " +
          quoted(submissionFile(S.OutputDir, S.Number)) +
          fmt::format(" --generate-only -j {}\n", O.GenerateCpus);
  return Text;
}

std::optional<std::string> submitScript(const std::string &Script, const std::string &After,
                                        std::string &Error) {
  std::vector<std::string> Argv = {"sbatch", "--parsable"};
  if (!After.empty())
    Argv.push_back("--dependency=afterany:" + After);
  Argv.push_back(Script);
  SubprocessOptions Options;
  Options.Timeout = std::chrono::seconds(120);
  SubprocessResult R = runSubprocess(Argv, Options);
  if (!R.StartError.empty()) {
    Error = R.StartError;
    return std::nullopt;
  }
  if (!R.succeeded()) {
    std::string Message = R.Stderr.empty() ? R.Stdout : R.Stderr;
    while (!Message.empty() && Message.back() == '\n')
      Message.pop_back();
    Error = "sbatch refused " + Script + ": " +
            (Message.empty() ? "exit " + std::to_string(R.ExitStatus) : Message);
    return std::nullopt;
  }
  // "JOBID" or "JOBID;CLUSTER".
  std::string Id = R.Stdout.substr(0, R.Stdout.find_first_of(";\n"));
  if (Id.empty() || Id.find_first_not_of("0123456789") != std::string::npos) {
    Error = "sbatch answered '" + R.Stdout + "', not a job id";
    return std::nullopt;
  }
  return Id;
}

std::map<std::string, std::string> queuedExperiments(const std::vector<Submission> &Submissions) {
  std::map<std::string, std::string> State;
  std::string Jobs;
  for (const Submission &S : Submissions)
    if (!S.Job.empty())
      Jobs += (Jobs.empty() ? "" : ",") + S.Job;
  if (Jobs.empty() || findOnPath("squeue").empty())
    return State;
  // One line per array task ("123_4|PENDING"), finished ones too while Slurm remembers them.
  SubprocessOptions Options;
  Options.Timeout = std::chrono::seconds(60);
  SubprocessResult R =
      runSubprocess({"squeue", "-h", "-r", "--states=all", "-j", Jobs, "-o", "%i|%T"}, Options);
  if (!R.succeeded())
    return State;
  // The newest submission that has an experiment in a task speaks for it.
  std::map<std::string, int> From;
  std::istringstream Lines(R.Stdout);
  for (std::string Line; std::getline(Lines, Line);) {
    std::size_t Underscore = Line.find('_'), Bar = Line.find('|');
    if (Underscore == std::string::npos || Bar == std::string::npos || Bar < Underscore)
      continue;
    std::string Job = Line.substr(0, Underscore);
    std::size_t Index = 0;
    auto [End, Ec] = std::from_chars(Line.data() + Underscore + 1, Line.data() + Bar, Index);
    if (Ec != std::errc() || End != Line.data() + Bar)
      continue; // "123_[4-7]": a range squeue did not expand
    for (const Submission &S : Submissions)
      if (S.Job == Job && Index < S.Tasks.size())
        for (const std::string &Name : S.Tasks[Index])
          if (auto It = From.find(Name); It == From.end() || It->second <= S.Number) {
            From[Name] = S.Number;
            State[Name] = Line.substr(Bar + 1);
          }
  }
  return State;
}

} // namespace limiter
