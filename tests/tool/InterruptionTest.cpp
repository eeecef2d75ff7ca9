// Concurrency and interruption (issue 12): one batch per output directory, and `kill -9` at
// any moment leaves nothing a later command takes for finished work.

#include "CliHelpers.h"
#include "limiter/runtime/Results.h"
#include "limiter/support/ExitCode.h"
#include "limiter/support/Files.h"

#include <atomic>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

namespace fs = std::filesystem;

namespace limiter {
namespace {

const std::string Saxpy = LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu";

class InterruptionTest : public ::testing::Test {
protected:
  fs::path Dir;
  void SetUp() override {
    if (!LIMITER_TEST_HAVE_CLANG)
      GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: nothing to generate";
    Dir = fs::temp_directory_path() /
          ("limiter-kill-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(Dir);
  }
  void TearDown() override { fs::remove_all(Dir); }

  /// Three configs of saxpy, so that a batch has several bundles to be killed among.
  fs::path writeExperiments() {
    writeSaxpyExperiments(Dir / "exps", 3);
    return Dir / "exps";
  }
};

/// Runs `limiter Args` and kills its whole process group with SIGKILL after Delay.
SubprocessResult killedAfter(std::vector<std::string> Args, std::chrono::milliseconds Delay) {
  std::atomic<bool> Kill{false};
  std::thread Timer([&] {
    std::this_thread::sleep_for(Delay);
    Kill = true;
  });
  Args.insert(Args.begin(), LIMITER_BINARY);
  SubprocessOptions Options;
  Options.Cancel = &Kill;
  Options.Timeout = std::chrono::seconds(120);
  SubprocessResult R = runSubprocess(Args, Options);
  Timer.join();
  return R;
}

/// A bundle directory is whole: a manifest that is one, and the variants it was built from.
void expectWholeBundle(const fs::path &Bundle) {
  std::string Error;
  std::optional<std::string> Text = readFile((Bundle / "manifest.json").string(), Error);
  ASSERT_TRUE(Text) << Bundle << " is there without its manifest: " << Error;
  nlohmann::json M = nlohmann::json::parse(*Text, nullptr, false);
  EXPECT_TRUE(M.is_object() && M.value("schema", "") == "limiter/bundle") << Bundle;
  EXPECT_TRUE(fs::exists(Bundle / "variants.cu")) << Bundle;
}

/// Every bundle of a batch's cache (OUT/bundles/KEY; hidden entries are temporaries) is whole.
void expectWholeBundlesIn(const fs::path &Cache) {
  std::error_code Ec;
  for (const auto &E : fs::directory_iterator(Cache, Ec))
    if (E.path().filename().string()[0] != '.')
      expectWholeBundle(E.path());
}

/// Entries of Dir left by processes that were killed (temporary and moved-aside bundles).
std::vector<std::string> leftovers(const fs::path &Dir) {
  std::vector<std::string> Out;
  std::error_code Ec;
  for (const auto &E : fs::directory_iterator(Dir, Ec)) {
    std::string Name = E.path().filename().string();
    if (Name.find(".tmp-") != std::string::npos || Name.find(".old-") != std::string::npos)
      Out.push_back(Name);
  }
  return Out;
}

/// Whether no process has an argument under Dir any more (read from /proc), waiting up to
/// Patience for them to end.
bool noProcessWorksIn(const fs::path &Dir, std::chrono::milliseconds Patience) {
  auto Deadline = std::chrono::steady_clock::now() + Patience;
  std::string Prefix = Dir.string();
  for (;;) {
    bool Busy = false;
    std::error_code Ec;
    for (const auto &E : fs::directory_iterator("/proc", Ec)) {
      std::ifstream In(E.path() / "cmdline");
      for (std::string Argument; std::getline(In, Argument, '\0');)
        Busy |= Argument.starts_with(Prefix);
    }
    if (!Busy)
      return true;
    if (std::chrono::steady_clock::now() > Deadline)
      return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

TEST_F(InterruptionTest, ASecondBatchIntoTheSameDirectoryIsRefused) {
  fs::path Exps = writeExperiments(), Out = Dir / "out";
  long Holder = 0;
  std::string Error;
  // This process stands for the first batch: it takes the lock as `limiter batch` does.
  std::optional<FileLock> First = FileLock::tryLockDirectory(Out.string(), Holder, Error);
  ASSERT_TRUE(First) << Error;
  SubprocessResult Second = limiter({"batch", Exps.string(), "-o", Out.string(), "--no-run"});
  EXPECT_EQ(Second.ExitStatus, toInt(ExitCode::BadInput));
  EXPECT_NE(Second.Stderr.find("[LIM017]"), std::string::npos) << Second.Stderr;
  EXPECT_NE(Second.Stderr.find("(process " + std::to_string(::getpid()) + ")"), std::string::npos)
      << Second.Stderr;
  EXPECT_FALSE(fs::exists(Out / "batch.json")) << "the refused batch wrote nothing";
  EXPECT_FALSE(fs::exists(Out / "bundles"));
  First.reset();
  SubprocessResult After = limiter({"batch", Exps.string(), "-o", Out.string(), "--no-run"});
  EXPECT_EQ(After.ExitStatus, 0) << After.Stdout << After.Stderr;
}

TEST_F(InterruptionTest, GenerateKilledAnywhereLeavesAWholeBundleOrNone) {
  fs::path Bundle = Dir / "saxpy.limiter";
  std::vector<std::string> Args = {"generate", Saxpy, "-o", Bundle.string()};
  auto Start = std::chrono::steady_clock::now();
  ASSERT_EQ(limiter(Args).ExitStatus, 0);
  auto Whole = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - Start);
  fs::remove_all(Bundle);
  // Kill points spread over a whole generate (parse, rewrite, nvcc, checks, the move into
  // place), each a little past the last; every other round an older bundle is in place.
  std::mt19937 Random(12);
  for (int Round = 0; Round < 6; ++Round) {
    auto Delay = std::chrono::milliseconds(
        std::uniform_int_distribution<long>(0, Whole.count() * 11 / 10)(Random));
    SubprocessResult R = killedAfter(Args, Delay);
    SCOPED_TRACE("killed after " + std::to_string(Delay.count()) + " ms of about " +
                 std::to_string(Whole.count()));
    if (fs::exists(Bundle))
      expectWholeBundle(Bundle);
    if (Round % 2 == 1) {
      ASSERT_EQ(limiter(Args).ExitStatus, 0);
    }
  }
  SubprocessResult Last = limiter(Args);
  EXPECT_EQ(Last.ExitStatus, 0) << Last.Stderr;
  expectWholeBundle(Bundle);
  EXPECT_EQ(leftovers(Dir), std::vector<std::string>{})
      << "a later generate removes what the killed ones left";
}

TEST_F(InterruptionTest, BatchKilledAnywhereGoesOnWithoutTakingPartsForWork) {
  fs::path Exps = writeExperiments(), Out = Dir / "out";
  std::vector<std::string> Args = {"batch",      Exps.string(), "-o",
                                   Out.string(), "--no-run",    "--force"};
  auto Start = std::chrono::steady_clock::now();
  ASSERT_EQ(limiter(Args).ExitStatus, 0);
  auto Whole = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - Start);
  fs::remove_all(Out);
  std::mt19937 Random(7);
  for (int Round = 0; Round < 4; ++Round) {
    auto Delay =
        std::chrono::milliseconds(std::uniform_int_distribution<long>(0, Whole.count())(Random));
    killedAfter(Args, Delay);
    SCOPED_TRACE("killed after " + std::to_string(Delay.count()) + " ms");
    EXPECT_TRUE(noProcessWorksIn(Out, std::chrono::milliseconds(500)))
        << "a child of the killed batch is still running";
    expectWholeBundlesIn(Out / "bundles");
    if (fs::exists(Out / "batch.json")) {
      std::string Error;
      std::optional<std::string> Text = readFile((Out / "batch.json").string(), Error);
      ASSERT_TRUE(Text);
      EXPECT_FALSE(nlohmann::json::parse(*Text, nullptr, false).is_discarded());
    }
  }
  // Without --force the batch takes up what was finished and makes the rest.
  Args.pop_back();
  SubprocessResult Done = limiter(Args);
  EXPECT_EQ(Done.ExitStatus, 0) << Done.Stdout << Done.Stderr;
  EXPECT_EQ(Done.Stdout.find("FAILED"), std::string::npos) << Done.Stdout;
  ASSERT_TRUE(fs::is_directory(Out / "bundles"));
  expectWholeBundlesIn(Out / "bundles");
}

/// Generates of one bundle at once (two commands, or a later one while an earlier one ends)
/// each put a whole bundle in place; none fails on the other's.
TEST_F(InterruptionTest, GeneratesOfOneBundleAtOnceAllSucceed) {
  fs::path Bundle = Dir / "saxpy.limiter";
  std::vector<std::string> Args = {LIMITER_BINARY, "generate", Saxpy, "-o", Bundle.string()};
  ASSERT_EQ(limiter({Args.begin() + 1, Args.end()}).ExitStatus, 0); // an older one in place
  std::vector<SubprocessResult> Results(3);
  std::vector<std::thread> Threads;
  for (SubprocessResult &R : Results)
    Threads.emplace_back([&] { R = runSubprocess(Args); });
  for (std::thread &T : Threads)
    T.join();
  for (const SubprocessResult &R : Results)
    EXPECT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  expectWholeBundle(Bundle);
  EXPECT_EQ(leftovers(Dir), std::vector<std::string>{});
}

/// On a GPU: `limiter run` killed at any moment (building the module, probing, sampling,
/// writing) leaves results that are whole, from a run that finished, or none; the next run
/// completes. Skips without a GPU; gpu-check.sh runs it on one.
TEST(RunInterruption, KilledAnywhereLeavesWholeResultsOrNone) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-kill-run-" + std::to_string(::getpid()));
  fs::remove_all(Dir);
  fs::copy(LIMITER_SOURCE_DIR "/tests/runtime/Inputs/saxpy", Dir);
  std::vector<std::string> Args = {"run", Dir.string(), "--budget", "1"};
  auto Start = std::chrono::steady_clock::now();
  SubprocessResult First = limiter(Args);
  if (First.ExitStatus == toInt(ExitCode::NoGpu)) {
    fs::remove_all(Dir);
    GTEST_SKIP() << "no GPU here: run scripts/gpu-check.sh on a GPU machine for this test";
  }
  ASSERT_EQ(First.ExitStatus, 0) << First.Stderr;
  auto Whole = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - Start);
  auto expectWholeOrNone = [&] {
    if (!fs::exists(Dir / "results.json"))
      return;
    std::string Error;
    std::optional<std::string> Text = readFile((Dir / "results.json").string(), Error);
    ASSERT_TRUE(Text) << Error;
    EXPECT_TRUE(resultsFromJson(*Text, Error)) << "half-written results: " << Error;
  };
  std::mt19937 Random(3);
  for (int Round = 0; Round < 5; ++Round) {
    fs::remove(Dir / "results.json");
    for (const auto &E : fs::directory_iterator(Dir)) // a fresh module build every other round
      if (Round % 2 == 0 && E.path().extension() == ".cubin")
        fs::remove(E.path());
    auto Delay =
        std::chrono::milliseconds(std::uniform_int_distribution<long>(0, Whole.count())(Random));
    SCOPED_TRACE("killed after " + std::to_string(Delay.count()) + " ms of about " +
                 std::to_string(Whole.count()));
    killedAfter(Args, Delay);
    expectWholeOrNone();
  }
  SubprocessResult Last = limiter(Args);
  EXPECT_EQ(Last.ExitStatus, 0) << Last.Stderr;
  expectWholeOrNone();
  EXPECT_TRUE(fs::exists(Dir / "results.json"));
  fs::remove_all(Dir);
}

} // namespace
} // namespace limiter
