#include "limiter/support/Diagnostic.h"
#include "limiter/support/Files.h"
#include "limiter/support/NearestNames.h"
#include "limiter/support/Subprocess.h"
#include "limiter/support/WhatIfs.h"

#include <filesystem>
#include <gtest/gtest.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

TEST(Diagnostic, IdsAreStable) {
  EXPECT_EQ(formatId(DiagId::InputUnreadable), "LIM001");
  EXPECT_EQ(formatId(DiagId::KernelNotFound), "LIM004");
  EXPECT_EQ(nameOf(DiagId::SourceDoesNotCompile), "source-does-not-compile");
  EXPECT_EQ(exitCodeFor(DiagId::SourceDoesNotCompile), ExitCode::SourceError);
  EXPECT_EQ(exitCodeFor(DiagId::NoGpu), ExitCode::NoGpu);
}

TEST(Diagnostic, ExitCodeOfFirstError) {
  DiagnosticList Diags;
  Diags.warning(DiagId::NvccFlagIgnored, {}, "w");
  EXPECT_FALSE(Diags.hasErrors());
  EXPECT_EQ(Diags.exitCode(), ExitCode::Ok);
  Diags.error(DiagId::CudaInstallationMissing, {}, "e1");
  Diags.error(DiagId::KernelNotFound, {}, "e2");
  EXPECT_EQ(Diags.exitCode(), ExitCode::Environment);
}

TEST(NearestNames, FindsTyposAndSubstrings) {
  std::vector<std::string> Names = {"fwd_3D", "reduce_interleaved", "reduce_sequential",
                                    "transpose_naive"};
  EXPECT_EQ(nearestNames("fwd3d", Names), std::vector<std::string>{"fwd_3D"});
  std::vector<std::string> Reduce = nearestNames("reduce", Names);
  EXPECT_EQ(Reduce.size(), 2u);
  EXPECT_TRUE(nearestNames("saxpy", Names).empty());
  EXPECT_EQ(editDistance("kitten", "sitting"), 3u);
  EXPECT_EQ(editDistance("ABC", "abc"), 0u);
}

TEST(Files, AtomicWriteReplacesWholeFile) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-files-" + std::to_string(::getpid()));
  fs::create_directories(Dir);
  std::string Path = (Dir / "out.json").string();
  std::string Error;
  ASSERT_TRUE(writeFileAtomically(Path, "first", Error)) << Error;
  ASSERT_TRUE(writeFileAtomically(Path, "second", Error)) << Error;
  EXPECT_EQ(readFile(Path, Error).value_or(""), "second");
  // No temporary files are left behind.
  EXPECT_EQ(std::distance(fs::directory_iterator(Dir), fs::directory_iterator()), 1);
  EXPECT_FALSE(writeFileAtomically((Dir / "no/such/dir/x").string(), "x", Error));
  EXPECT_FALSE(Error.empty());
  EXPECT_FALSE(readFile((Dir / "missing").string(), Error));
  fs::remove_all(Dir);
}

TEST(Subprocess, CapturesOutputAndStatus) {
  SubprocessResult R = runSubprocess({"sh", "-c", "echo out; echo err >&2; exit 3"});
  EXPECT_EQ(R.ExitStatus, 3);
  EXPECT_EQ(R.Stdout, "out\n");
  EXPECT_EQ(R.Stderr, "err\n");
}

TEST(Subprocess, ArgumentsAreNotReinterpretedByAShell) {
  SubprocessResult R = runSubprocess({"printf", "%s|", "a b", "$HOME", "*;"});
  EXPECT_TRUE(R.succeeded());
  EXPECT_EQ(R.Stdout, "a b|$HOME|*;|");
}

TEST(Subprocess, ExtraEnvironmentReplacesTheInheritedValue) {
  ::setenv("LIMITER_TEST_VARIABLE", "inherited", 1);
  SubprocessOptions Options;
  Options.ExtraEnvironment = {"LIMITER_TEST_VARIABLE=given", "LIMITER_TEST_OTHER=new"};
  SubprocessResult R = runSubprocess({"env"}, Options);
  ::unsetenv("LIMITER_TEST_VARIABLE");
  ASSERT_TRUE(R.succeeded());
  EXPECT_NE(R.Stdout.find("LIMITER_TEST_VARIABLE=given\n"), std::string::npos);
  EXPECT_EQ(R.Stdout.find("LIMITER_TEST_VARIABLE=inherited"), std::string::npos);
  EXPECT_NE(R.Stdout.find("LIMITER_TEST_OTHER=new\n"), std::string::npos);
}

TEST(Subprocess, MissingProgram) {
  SubprocessResult R = runSubprocess({"limiter-no-such-program"});
  EXPECT_FALSE(R.succeeded());
  EXPECT_NE(R.StartError.find("not found"), std::string::npos);
}

TEST(Subprocess, TimeoutKillsTheProcess) {
  SubprocessOptions Options;
  Options.Timeout = std::chrono::milliseconds(200);
  auto Start = std::chrono::steady_clock::now();
  SubprocessResult R = runSubprocess({"sleep", "10"}, Options);
  EXPECT_TRUE(R.TimedOut);
  EXPECT_LT(std::chrono::steady_clock::now() - Start, std::chrono::seconds(5));
}

} // namespace
} // namespace limiter

namespace limiter {
namespace {

// `--what-if`: auto and all select every what-if (auto's choice by class is run's), none
// selects none, a list its names; an unknown name is refused with the known ones listed.
TEST(WhatIfSelection, AutoAllNoneAndLists) {
  std::string Error;
  std::optional<WhatIfSelection> Auto = parseWhatIfSelection("auto", Error);
  ASSERT_TRUE(Auto);
  EXPECT_FALSE(Auto->has_value()) << "auto makes them all";
  EXPECT_TRUE(selects(*Auto, "nodivergence"));
  std::optional<WhatIfSelection> None = parseWhatIfSelection("none", Error);
  ASSERT_TRUE(None);
  EXPECT_FALSE(selects(*None, "nobarrier"));
  std::optional<WhatIfSelection> Two = parseWhatIfSelection("nodivergence,nobankconflict", Error);
  ASSERT_TRUE(Two);
  EXPECT_EQ(whatIfSelectionText(*Two), "nobankconflict,nodivergence");
  EXPECT_FALSE(parseWhatIfSelection("nodivergance", Error));
  EXPECT_NE(Error.find("auto, all, none"), std::string::npos) << Error;
  // The sides `auto` rules out by class.
  EXPECT_EQ(whatIfInfo("coalesced")->Side, "memory");
  EXPECT_EQ(whatIfInfo("fastmath")->Side, "math");
  EXPECT_EQ(whatIfInfo("nodivergence")->Side, "");
}

// Only the shared-occupancy what-if runs unpadded; run and profile give the same reason where
// it fits no more blocks than full, with both counts.
TEST(WhatIfSelection, OnlySharedOccupancyRunsUnpadded) {
  for (const std::string &Name : whatIfNames())
    EXPECT_EQ(runsUnpadded(Name), Name == "sharedoccupancy") << Name;
  EXPECT_FALSE(runsUnpadded("full"));
  const std::string Why = unpaddedNotApplicable("sharedoccupancy", 2, 2);
  EXPECT_TRUE(Why.starts_with("not applicable: made, it fits 2 blocks")) << Why;
  EXPECT_NE(Why.find("no more than full's 2"), std::string::npos) << Why;
  EXPECT_NE(Why.find(whatIfInfo("sharedoccupancy")->Cost), std::string::npos) << Why;
  EXPECT_EQ(unpaddedHow(16, 4),
            "launched unpadded: 16 blocks per multiprocessor instead of full's 4");
}

// The no-bank-conflicts what-if permutes dynamic shared memory by whole rows of 32 banks, and
// so does the no-divergence what-if where its roles reach it: their launch's dynamic shared
// memory is rounded up to 128 bytes, no other variant's.
TEST(WhatIfSelection, OnlyTheBankLayoutsRoundTheirDynamicSharedMemoryToWholeRows) {
  const std::map<std::string, unsigned> Swizzled{{"dynamic_accesses_swizzled", 4}};
  EXPECT_EQ(dynamicSharedFloor("nobankconflict", Swizzled, 0), 0u);
  EXPECT_EQ(dynamicSharedFloor("nobankconflict", Swizzled, 1024), 1024u);
  EXPECT_EQ(dynamicSharedFloor("nobankconflict", Swizzled, 1028), 1152u);
  EXPECT_EQ(dynamicSharedFloor("nobankconflict", Swizzled, 1), 128u);
  // Where it swizzled no dynamic shared memory (its static arrays only), the launch's.
  EXPECT_EQ(dynamicSharedFloor("nobankconflict", {{"shared_accesses_skewed", 4}}, 1028), 1028u);
  EXPECT_EQ(dynamicSharedFloor("nodivergence", Swizzled, 1028), 1152u);
  EXPECT_EQ(dynamicSharedFloor("nodivergence", {{"strided_branches_compacted", 1}}, 1028), 1028u);
  for (const char *Other : {"full", "mem", "math", "nobarrier", "sharedoccupancy", "coalesced"})
    EXPECT_EQ(dynamicSharedFloor(Other, Swizzled, 1028), 1028u) << Other;
}

// The shared-occupancy what-if is launched with at most the 8 KiB it folded dynamic shared
// memory onto, and with the launch's where it folded none (its static arrays only).
TEST(WhatIfSelection, SharedOccupancyLaunchesWithTheDynamicMemoryItFolded) {
  const std::map<std::string, unsigned> Folded{{"dynamic_accesses_folded", 3}};
  const std::map<std::string, unsigned> Static{{"shared_arrays_folded", 1}};
  EXPECT_EQ(sharedOccupancyDynamicBytes(Folded, 98304), 8192u);
  EXPECT_EQ(sharedOccupancyDynamicBytes(Folded, 4096), 4096u);
  EXPECT_EQ(sharedOccupancyDynamicBytes(Static, 98304), 98304u);
  EXPECT_EQ(sharedOccupancyDynamicBytes({}, 98304), 98304u);
}

} // namespace
} // namespace limiter
