// `limiter batch --slurm` where no cluster is needed: the scripts of a dry run, the coded errors
// of a missing sbatch and of a bad submission file, and `--status` from the files alone.
// tests/slurm/array-test.sh runs the rest on a real one-node Slurm.

#include "CliHelpers.h"
#include "limiter/support/ExitCode.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

class SlurmCli : public ::testing::Test {
protected:
  fs::path Dir, Exps, Out;
  void SetUp() override {
    Dir = fs::temp_directory_path() /
          ("limiter-slurm-cli-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    Exps = Dir / "exps";
    Out = Dir / "out";
    writeSaxpyExperiments(Exps, 3);
  }
  void TearDown() override { fs::remove_all(Dir); }

  std::vector<std::string> slurm(std::vector<std::string> More) const {
    std::vector<std::string> Args = {"batch", Exps.string(), "-o", Out.string(), "--slurm"};
    Args.insert(Args.end(), More.begin(), More.end());
    return Args;
  }
  void writeSubmission(const std::string &Text) const {
    fs::create_directories(Out / "slurm");
    std::ofstream(Out / "slurm" / "submission-1.json") << Text;
  }
};

TEST_F(SlurmCli, DryRunPrintsTheScriptsAndWritesNothing) {
  SubprocessResult R =
      limiter(slurm({"--dry-run", "--per-task", "2", "--partition", "gpu", "--time", "01:00:00",
                     "--account", "lab", "--qos", "short", "--constraint", "h200", "--max-running",
                     "4", "--sbatch-arg=--mem=8G", "--generate-in-job", "--budget", "5"}));
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  for (const char *Line :
       {"#SBATCH --array=0-1%4\n", "#SBATCH --gpus-per-task=1\n", "#SBATCH --partition=gpu\n",
        "#SBATCH --time=01:00:00\n", "#SBATCH --account=lab\n", "#SBATCH --qos=short\n",
        "#SBATCH --constraint=h200\n", "#SBATCH --mem=8G\n", "#SBATCH --cpus-per-task=4\n",
        "batch --array-task '", "--generate-only -j 4\n", "#   0: e0 e1\n", "#   1: e2\n"})
    EXPECT_NE(R.Stdout.find(Line), std::string::npos) << Line << " in\n" << R.Stdout;
  // The generation job is a CPU job: no GPU and no constraint on it.
  std::string Generate = R.Stdout.substr(0, R.Stdout.find("array.sbatch"));
  EXPECT_EQ(Generate.find("gpus-per-task"), std::string::npos) << Generate;
  EXPECT_EQ(Generate.find("constraint"), std::string::npos) << Generate;
  EXPECT_FALSE(fs::exists(Out)) << "a dry run writes nothing";
}

TEST_F(SlurmCli, NoGpuRequestAndBadSbatchArguments) {
  SubprocessResult R = limiter(slurm({"--dry-run", "--gpus-per-task", "0"}));
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_EQ(R.Stdout.find("gpus-per-task"), std::string::npos);
  EXPECT_NE(R.Stdout.find("#SBATCH --array=0-2\n"), std::string::npos);
  SubprocessResult Bad = limiter(slurm({"--dry-run", "--sbatch-arg", "mem=8G"}));
  EXPECT_EQ(Bad.ExitStatus, toInt(ExitCode::Environment));
  EXPECT_NE(Bad.Stderr.find("[LIM018]"), std::string::npos) << Bad.Stderr;
}

TEST_F(SlurmCli, WithoutSbatchItIsLim018AndNothingIsSubmitted) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF";
  std::vector<std::string> Args = slurm({});
  Args.insert(Args.begin(), LIMITER_BINARY);
  SubprocessOptions Options;
  Options.ExtraEnvironment = {"PATH=" + (Dir / "empty").string()};
  SubprocessResult R = runSubprocess(Args, Options);
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::Environment)) << R.Stdout << R.Stderr;
  EXPECT_NE(R.Stderr.find("[LIM018]"), std::string::npos) << R.Stderr;
  EXPECT_NE(R.Stderr.find("sbatch is not on PATH"), std::string::npos) << R.Stderr;
  EXPECT_FALSE(fs::exists(Out / "slurm"));
}

TEST_F(SlurmCli, ABadSubmissionFileOrTaskIsLim019) {
  auto task = [&](const std::string &Index) {
    return limiter({"batch", "--array-task", (Out / "slurm" / "submission-1.json").string(),
                    "--task-index", Index});
  };
  SubprocessResult Missing = task("0");
  EXPECT_EQ(Missing.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(Missing.Stderr.find("[LIM019]"), std::string::npos) << Missing.Stderr;
  for (const std::string &Text :
       {std::string("{"), std::string("{\"schema\": \"limiter/batch\"}"),
        std::string(R"({"schema": "limiter/slurm-submission", "version": 1, "number": 1,
            "output": "/tmp/x", "run_args": [], "experiments": [{"name": "a", "config": "a.toml"}],
            "tasks": [["b"]]})"),
        std::string(R"({"schema": "limiter/slurm-submission", "version": 1, "number": "1"})")}) {
    writeSubmission(Text);
    SubprocessResult R = task("0");
    EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput)) << Text;
    EXPECT_NE(R.Stderr.find("[LIM019]"), std::string::npos) << Text << "\n" << R.Stderr;
  }
  writeSubmission(R"({"schema": "limiter/slurm-submission", "version": 1, "number": 1,
      "output": ")" +
                  Out.string() + R"(", "run_args": [],
      "experiments": [{"name": "a", "config": "a.toml"}], "tasks": [["a"]]})");
  SubprocessResult Outside = task("3");
  EXPECT_EQ(Outside.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(Outside.Stderr.find("task 3 is not one of its 1 tasks"), std::string::npos)
      << Outside.Stderr;
}

TEST_F(SlurmCli, StatusFromTheFilesAlone) {
  // An experiment that ran (its record, as a task leaves it) and two that did not.
  writeSubmission(R"({"schema": "limiter/slurm-submission", "version": 1, "number": 1,
      "job": "", "output": ")" +
                  Out.string() + R"(", "title": "t", "intro": "", "run_args": [],
      "experiments": [{"name": "e0", "config": ")" +
                  (Exps / "e0.toml").string() + R"("},
                      {"name": "e1", "config": ")" +
                  (Exps / "e1.toml").string() + R"("}],
      "tasks": [["e0"], ["e1"]]})");
  SubprocessResult R = limiter({"batch", Out.string(), "--status"});
  EXPECT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("e0          not run"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("0 of 2 experiments have results"), std::string::npos) << R.Stdout;
  EXPECT_TRUE(fs::exists(Out / "batch.json"));
  EXPECT_TRUE(fs::exists(Out / "report.html"));
}

TEST_F(SlurmCli, StatusOfABatchThatRanHere) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF";
  SubprocessResult Batch = limiter({"batch", Exps.string(), "-o", Out.string(), "--no-run"});
  ASSERT_EQ(Batch.ExitStatus, 0) << Batch.Stderr;
  // The experiments come from its batch.json, not from the configs copied into its bundles.
  SubprocessResult R = limiter({"batch", Out.string(), "--status"});
  EXPECT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("0 of 3 experiments have results"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("e2          not run"), std::string::npos) << R.Stdout;
}

} // namespace
} // namespace limiter
