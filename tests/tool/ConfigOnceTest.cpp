// Each command opens its experiment config once and hands it down: `limiter analyze` reads the
// config for the kernel's name, the bundle's freshness key, the bundle's copy and the run's
// launch from one read, and does not read the bundle's copy back. Counted with inotify, which
// reports every open of a watched file, by whichever process.
#include "CliHelpers.h"

#include "limiter/support/ExitCode.h"

#include <gtest/gtest.h>

#include <sys/inotify.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// The opens of one file while it is watched.
class OpenCounter {
public:
  explicit OpenCounter(const fs::path &File) {
    Fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    // Closes are watched too: inotify merges an event into an identical one still queued, and
    // open, close, open, close alternate where open, open would be one.
    Watch = Fd >= 0 ? inotify_add_watch(Fd, File.c_str(), IN_OPEN | IN_CLOSE) : -1;
  }
  OpenCounter(const OpenCounter &) = delete;
  OpenCounter &operator=(const OpenCounter &) = delete;
  ~OpenCounter() {
    if (Fd >= 0)
      close(Fd);
  }
  bool watching() const { return Watch >= 0; }
  /// The opens since the last call (the events queued so far).
  int opens() {
    int Count = 0;
    alignas(inotify_event) char Buffer[4096];
    while (true) {
      ssize_t Got = read(Fd, Buffer, sizeof Buffer);
      if (Got <= 0)
        return Count;
      for (char *At = Buffer; At < Buffer + Got;) {
        auto *E = reinterpret_cast<inotify_event *>(At);
        Count += (E->mask & IN_OPEN) != 0;
        At += sizeof(inotify_event) + E->len;
      }
    }
  }

private:
  int Fd = -1;
  int Watch = -1;
};

class ConfigOnceTest : public ::testing::Test {
protected:
  void SetUp() override {
    Dir = fs::temp_directory_path() /
          ("limiter-config-once-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(Dir);
    fs::create_directories(Dir);
    Config = Dir / "saxpy.toml";
    std::ofstream(Config) << "source = \"" LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu\"\n"
                          << "kernel = \"saxpy\"\n[launch]\ngrid = 4\nblock = 256\n[params]\n"
                          << "n = 1024\na = 2.0\nx = { elements = \"n\" }\n"
                          << "y = { elements = \"n\" }\n";
  }
  void TearDown() override { fs::remove_all(Dir); }

  fs::path Dir, Config;
};

TEST_F(ConfigOnceTest, AnalyzeOpensItsConfigOnceAndNotTheBundlesCopy) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built without the rewriter: `limiter analyze` cannot generate here";
  OpenCounter Opens(Config);
  ASSERT_TRUE(Opens.watching()) << "inotify is not available";
  std::vector<std::string> Analyze = {"analyze",
                                      LIMITER_SOURCE_DIR "/kernels/streaming/saxpy.cu",
                                      "--config",
                                      Config.string(),
                                      "-o",
                                      (Dir / "b").string(),
                                      "--budget",
                                      "1",
                                      "--no-counts"};
  SubprocessResult First = limiter(Analyze);
  ASSERT_TRUE(First.ExitStatus == 0 || First.ExitStatus == toInt(ExitCode::NoGpu))
      << First.Stderr;
  EXPECT_EQ(Opens.opens(), 1) << "generating and running: the config read once";

  // The bundle is current now: reused, with its copy of the config left unread.
  OpenCounter CopyOpens(Dir / "b" / "experiment.toml");
  ASSERT_TRUE(CopyOpens.watching());
  SubprocessResult Second = limiter(Analyze);
  ASSERT_NE(Second.Stdout.find("is current"), std::string::npos) << Second.Stdout;
  EXPECT_EQ(Opens.opens(), 1) << "reusing the bundle: the config read once";
  EXPECT_EQ(CopyOpens.opens(), 0) << "the bundle's copy is the config already read";
}

TEST_F(ConfigOnceTest, GenerateAndRunEachOpenTheirConfigOnce) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built without the rewriter: `limiter generate` is not here";
  OpenCounter Opens(Config);
  ASSERT_TRUE(Opens.watching()) << "inotify is not available";
  SubprocessResult Generated = limiter({"generate", "--config", Config.string(), "-o",
                                        (Dir / "b").string(), "--no-compile"});
  ASSERT_EQ(Generated.ExitStatus, 0) << Generated.Stderr;
  EXPECT_EQ(Opens.opens(), 1);
  // `limiter run` has only the bundle: its copy, read once (then no GPU, or the run).
  OpenCounter CopyOpens(Dir / "b" / "experiment.toml");
  SubprocessResult Run =
      limiter({"run", (Dir / "b").string(), "--budget", "1", "--no-counts", "--no-isolate"});
  EXPECT_EQ(CopyOpens.opens(), 1) << Run.Stderr;
  EXPECT_EQ(Opens.opens(), 0);
}

} // namespace
} // namespace limiter
