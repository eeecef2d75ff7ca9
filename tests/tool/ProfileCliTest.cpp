// `limiter profile` as a user runs it: its usage errors and missing inputs everywhere; on a GPU,
// the program's own output unchanged and one result of its launch (else LIM009, said first).

#include "CliHelpers.h"
#include "limiter/support/ExitCode.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace limiter {
namespace {

namespace fs = std::filesystem;

TEST(ProfileCli, WithoutAProgramOrKernelItSaysWhatToGive) {
  SubprocessResult R = limiter({"profile", "--bundle", "somewhere"});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::Usage));
  EXPECT_NE(R.Stderr.find("the program after `--`"), std::string::npos) << R.Stderr;
  R = limiter({"profile", "--", "/bin/true"});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::Usage));
  R = limiter({"profile", "--bundle", "a", "--source", "b.cu", "--", "/bin/true"});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::Usage)) << "--bundle and --source exclude each other";
}

#if LIMITER_TEST_HAVE_CLANG
TEST(ProfileCli, ASourceIsGeneratedIntoTheOutputFirst) {
  fs::path Out = fs::temp_directory_path() / "limiter-profile-source";
  fs::remove_all(Out);
  SubprocessResult R =
      limiter({"profile", "--source", LIMITER_SOURCE_DIR "/tests/profile/inplace.cu", "--kernel",
               "relax", "-o", Out.string(), "--", "/bin/true"});
  EXPECT_TRUE(fs::exists(Out / "bundle" / "manifest.json")) << R.Stdout << R.Stderr;
  // No GPU: said before the program runs. A GPU: /bin/true never launches the kernel.
  EXPECT_TRUE(R.Stderr.find("LIM009") != std::string::npos ||
              R.Stderr.find("LIM021") != std::string::npos ||
              R.Stderr.find("LIM020") != std::string::npos)
      << R.Stderr;
  fs::remove_all(Out);
}
#endif

TEST(ProfileCli, AMissingBundleIsBadInputAndTheProgramDoesNotRun) {
  fs::path Out = fs::temp_directory_path() / "limiter-profile-missing";
  fs::remove_all(Out);
  fs::path Marker = Out / "ran";
  SubprocessResult R = limiter({"profile", "--bundle", (Out / "no-bundle").string(), "-o",
                                Out.string(), "--", "/usr/bin/touch", Marker.string()});
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::BadInput)) << R.Stderr;
  EXPECT_NE(R.Stderr.find("LIM001"), std::string::npos) << R.Stderr;
  EXPECT_FALSE(fs::exists(Marker));
  fs::remove_all(Out);
}

#ifdef LIMITER_PROFILE_PROGRAMS
/// The bundle of tests/profile/NAME.cu's Kernel: the one carried in .profile/ (a GPU machine
/// has no rewriter), else generated into Dir; empty when neither can be had.
std::string bundleOf(const std::string &Name, const std::string &Kernel, const fs::path &Dir) {
  fs::path Carried = fs::path(LIMITER_SOURCE_DIR) / ".profile" / Name;
  if (fs::exists(Carried / "manifest.json"))
    return Carried.string();
  if (!LIMITER_TEST_HAVE_CLANG)
    return {};
  SubprocessResult G = limiter({"generate", LIMITER_SOURCE_DIR "/tests/profile/" + Name + ".cu",
                                "--kernel", Kernel, "-o", (Dir / Name).string()});
  return G.ExitStatus == 0 ? (Dir / Name).string() : std::string();
}

TEST(ProfileCli, TheProgramsOutputIsItsOwnAndItsLaunchIsMeasured) {
  fs::path Out = fs::temp_directory_path() / "limiter-profile-inplace";
  fs::remove_all(Out);
  std::string Bundle = bundleOf("inplace", "relax", Out / "bundles");
  std::string Other = bundleOf("escape", "escapeTime", Out / "bundles");
  if (Bundle.empty() || Other.empty())
    GTEST_SKIP() << "no bundles: carry .profile (limiter generate tests/profile/*.cu) or build "
                    "with the rewriter";
  std::string Program = LIMITER_PROFILE_PROGRAMS "/profile_inplace";
  SubprocessResult Plain = runSubprocess({Program, "65536", "3"});
  SubprocessResult R = limiter({"profile", "--bundle", Bundle, "-o", Out.string(), "--budget", "1",
                                "--", Program, "65536", "3"});
  if (R.ExitStatus == toInt(ExitCode::NoGpu) || Plain.ExitStatus != 0) {
    EXPECT_NE(R.Stderr.find("LIM009"), std::string::npos) << R.Stderr;
    GTEST_SKIP() << "no GPU here: limiter profile said LIM009 before running the program";
  }
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  EXPECT_NE(R.Stdout.find(Plain.Stdout), std::string::npos) << "the program's output changed";
  EXPECT_NE(R.Stdout.find("verdict"), std::string::npos) << R.Stdout;
  std::ifstream In(Out / "results.json");
  nlohmann::json J = nlohmann::json::parse(In, nullptr, false);
  ASSERT_TRUE(J.is_object());
  EXPECT_EQ(J["mode"], "in-situ");
  EXPECT_EQ(J["launch"]["index"], 0);
  EXPECT_EQ(J["launch"]["grid"][0], 256);
  // Executed counts in the program (CUPTI's range profiler), checked as `limiter run` checks
  // ncu's: a streaming kernel's variants pass every check. Where the counters are closed to
  // this user, LIM014 says so; the GPU round (LIMITER_REQUIRE_NCU) requires them.
  if (J.contains("executed_checks")) {
    for (const auto &C : J["executed_checks"])
      EXPECT_TRUE(C["passed"].get<bool>()) << C.dump();
    for (const auto &V : J["variants"])
      if (V["variant"] == "full")
        EXPECT_GT(V.value("executed", nlohmann::json::object()).value("global_ld", 0.0), 0)
            << V.dump();
  } else {
    EXPECT_NE(R.Stderr.find("LIM014"), std::string::npos) << R.Stderr;
    EXPECT_EQ(std::getenv("LIMITER_REQUIRE_NCU"), nullptr) << "no counts in situ: " << R.Stderr;
  }
  // A kernel the program never launches (the other program's bundle): LIM021, its exit kept.
  SubprocessResult None = limiter(
      {"profile", "--bundle", Other, "-o", (Out / "none").string(), "--", Program, "65536", "3"});
  EXPECT_EQ(None.ExitStatus, toInt(ExitCode::BadInput)) << None.Stderr;
  EXPECT_NE(None.Stderr.find("LIM021"), std::string::npos) << None.Stderr;
  EXPECT_NE(None.Stdout.find(Plain.Stdout), std::string::npos);
  // Launches past --launch-skip: the third of three is measured, a fourth never comes.
  SubprocessResult Third =
      limiter({"profile", "--bundle", Bundle, "-o", (Out / "third").string(), "--budget", "1",
               "--launch-skip", "2", "--", Program, "65536", "3"});
  EXPECT_EQ(Third.ExitStatus, 0) << Third.Stderr;
  EXPECT_NE(Third.Stdout.find("launch 2 "), std::string::npos) << Third.Stdout;
  SubprocessResult Fourth = limiter({"profile", "--bundle", Bundle, "-o", (Out / "fourth").string(),
                                     "--launch-skip", "3", "--", Program, "65536", "3"});
  EXPECT_NE(Fourth.Stderr.find("LIM021"), std::string::npos) << Fourth.Stderr;
  // The kernel launched only through a CUDA graph: not replayed, and said so.
  std::string Graph = LIMITER_PROFILE_PROGRAMS "/profile_graph";
  SubprocessResult GraphPlain = runSubprocess({Graph, "65536"});
  SubprocessResult Graphed = limiter(
      {"profile", "--bundle", Bundle, "-o", (Out / "graph").string(), "--", Graph, "65536"});
  EXPECT_EQ(Graphed.ExitStatus, toInt(ExitCode::Environment)) << Graphed.Stderr;
  EXPECT_NE(Graphed.Stderr.find("LIM024"), std::string::npos) << Graphed.Stderr;
  EXPECT_NE(Graphed.Stderr.find("CUDA graph"), std::string::npos) << Graphed.Stderr;
  EXPECT_NE(Graphed.Stdout.find(GraphPlain.Stdout), std::string::npos);
  fs::remove_all(Out);
}

/// The program run plain and under `limiter profile Options... -- Program Arguments...`.
struct Profiled {
  SubprocessResult Plain, Profile;
  bool noGpu() const {
    return Profile.ExitStatus == toInt(ExitCode::NoGpu) || Plain.ExitStatus == -1 ||
           Plain.Stdout.find("checksum") == std::string::npos;
  }
  bool outputKept() const { return Profile.Stdout.find(Plain.Stdout) != std::string::npos; }
};

Profiled profiled(std::vector<std::string> Options, const std::string &Program,
                  const std::vector<std::string> &Arguments) {
  std::vector<std::string> Command = {LIMITER_PROFILE_PROGRAMS "/" + Program};
  Command.insert(Command.end(), Arguments.begin(), Arguments.end());
  Profiled P;
  P.Plain = runSubprocess(Command);
  Options.insert(Options.begin(), "profile");
  Options.push_back("--");
  Options.insert(Options.end(), Command.begin(), Command.end());
  P.Profile = limiter(Options);
  return P;
}

nlohmann::json jsonAt(const fs::path &Path) {
  std::ifstream In(Path);
  return nlohmann::json::parse(In, nullptr, false);
}

TEST(ProfileCli, WhatGoesWrongInTheProgramIsSaidWithItsCode) {
  fs::path Out = fs::temp_directory_path() / "limiter-profile-failures";
  fs::remove_all(Out);
  std::string Bundle = bundleOf("inplace", "relax", Out / "bundles");
  if (Bundle.empty())
    GTEST_SKIP() << "no bundle: carry .profile or build with the rewriter";
  // A program that fails on its own after the launch: its results, and its exit status.
  Profiled Failing =
      profiled({"--bundle", Bundle, "-o", (Out / "failing").string(), "--budget", "1"},
               "profile_inplace", {"65536", "2", "--exit", "3"});
  if (Failing.noGpu())
    GTEST_SKIP() << "no GPU here";
  EXPECT_EQ(Failing.Plain.ExitStatus, 3);
  EXPECT_EQ(Failing.Profile.ExitStatus, 3) << Failing.Profile.Stderr;
  EXPECT_TRUE(Failing.outputKept());
  EXPECT_EQ(jsonAt(Out / "failing" / "results.json")["mode"], "in-situ");
  // The program built from another version of the source (double for float): LIM025, which
  // names both manglings.
  Profiled Other = profiled({"--bundle", Bundle, "-o", (Out / "other").string()},
                            "profile_inplace_double", {"65536", "2"});
  EXPECT_EQ(Other.Profile.ExitStatus, toInt(ExitCode::BadInput)) << Other.Profile.Stderr;
  EXPECT_NE(Other.Profile.Stderr.find("LIM025"), std::string::npos) << Other.Profile.Stderr;
  EXPECT_NE(Other.Profile.Stderr.find("relax(double*, double const*, double, int)"),
            std::string::npos)
      << Other.Profile.Stderr;
  EXPECT_TRUE(Other.outputKept());
  // The checkpoint kept on the GPU, where it fits: measured as without the option.
  Profiled Device = profiled({"--bundle", Bundle, "-o", (Out / "device").string(), "--budget", "1",
                              "--checkpoint-device-only", "--no-isolate"},
                             "profile_inplace", {"65536", "2"});
  EXPECT_EQ(Device.Profile.ExitStatus, 0) << Device.Profile.Stderr;
  EXPECT_TRUE(Device.outputKept());
  EXPECT_EQ(jsonAt(Out / "device" / "results.json")["mode"], "in-situ");
  // Device memory that cannot be saved beside the program's on the GPU (it holds 60% of the
  // free memory, and the checkpoint may not use the host's): LIM023, before any variant ran.
  Profiled Full = profiled({"--bundle", Bundle, "-o", (Out / "full").string(),
                            "--checkpoint-device-only", "--no-isolate"},
                           "profile_inplace", {"65536", "2", "--hold", "0.6"});
  EXPECT_EQ(Full.Profile.ExitStatus, toInt(ExitCode::Environment)) << Full.Profile.Stderr;
  EXPECT_NE(Full.Profile.Stderr.find("LIM023"), std::string::npos) << Full.Profile.Stderr;
  EXPECT_NE(Full.Profile.Stderr.find("--checkpoint-device-only keeps it off the host"),
            std::string::npos)
      << Full.Profile.Stderr;
  EXPECT_TRUE(Full.outputKept());
  nlohmann::json Report = jsonAt(Out / "full" / "profile-report.json");
  ASSERT_TRUE(Report.is_object());
  for (const auto &V : Report["launches"][0]["variants"])
    EXPECT_TRUE(V["samples_ms"].empty()) << V.dump();
  fs::remove_all(Out);
}

TEST(ProfileCli, LaunchesInASecondContextAndCooperativeLaunchesAreMeasured) {
  fs::path Out = fs::temp_directory_path() / "limiter-profile-launches";
  fs::remove_all(Out);
  std::string Bundle = bundleOf("launches", "sweep", Out / "bundles");
  if (Bundle.empty())
    GTEST_SKIP() << "no bundle: carry .profile or build with the rewriter";
  // Two launches in the runtime's context, two in a second one: the 2nd and 3rd measured,
  // one in each, the bundle's module loaded into both.
  Profiled Contexts = profiled({"--bundle", Bundle, "-o", (Out / "contexts").string(), "--budget",
                                "1", "--launch-skip", "1", "--launch-count", "2"},
                               "profile_launches", {"contexts", "1048576"});
  if (Contexts.noGpu())
    GTEST_SKIP() << "no GPU here";
  EXPECT_EQ(Contexts.Profile.ExitStatus, 0) << Contexts.Profile.Stdout << Contexts.Profile.Stderr;
  EXPECT_TRUE(Contexts.outputKept());
  EXPECT_NE(Contexts.Profile.Stdout.find("context 1 of 2"), std::string::npos)
      << Contexts.Profile.Stdout;
  nlohmann::json First = jsonAt(Out / "contexts" / "launch-1" / "results.json");
  nlohmann::json Second = jsonAt(Out / "contexts" / "launch-2" / "results.json");
  ASSERT_TRUE(First.is_object() && Second.is_object());
  EXPECT_EQ(First["launch"]["context"], 0);
  EXPECT_EQ(Second["launch"]["context"], 1);
  // Every variant is timed but a what-if that does not apply (its row says why).
  auto Timed = [](const nlohmann::json &V) {
    return !V["time"].is_null() || V["status"] == "absent";
  };
  for (const auto &V : Second["variants"])
    EXPECT_TRUE(Timed(V)) << V.dump();
  // cudaLaunchCooperativeKernel: the variants launched cooperatively too.
  Profiled Cooperative = profiled({"--bundle", Bundle, "-o", (Out / "cooperative").string(),
                                   "--budget", "1", "--what-if", "all"},
                                  "profile_launches", {"cooperative", "1048576"});
  EXPECT_EQ(Cooperative.Profile.ExitStatus, 0) << Cooperative.Profile.Stderr;
  EXPECT_TRUE(Cooperative.outputKept());
  nlohmann::json C = jsonAt(Out / "cooperative" / "results.json");
  ASSERT_TRUE(C.is_object()) << Cooperative.Profile.Stderr;
  // The occupancy curve below full's blocks is left out where the cooperative grid would no
  // longer be resident at once (the launch would fail): nothing faults.
  for (const auto &V : C["variants"])
    EXPECT_TRUE(Timed(V)) << V.dump();
  fs::remove_all(Out);
}

TEST(ProfileCli, AVariantThatFaultsIsLeftOutAndTheProgramRunsOn) {
  fs::path Out = fs::temp_directory_path() / "limiter-profile-fault";
  fs::remove_all(Out);
  std::string Bundle = bundleOf("inplace", "relax", Out / "bundles");
  if (Bundle.empty())
    GTEST_SKIP() << "no bundle: carry .profile or build with the rewriter";
  // A copy whose mem-only variant writes where no GPU maps memory: a sticky fault.
  fs::create_directories(Out);
  fs::copy(Bundle, Out / "faulty", fs::copy_options::recursive);
  fs::remove(Out / "faulty" / "variants.sm_90.cubin"); // built again from the changed source
  fs::path Source = Out / "faulty" / "src" / "inplace.cu";
  std::ifstream In(Source);
  std::string Text((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  In.close();
  std::size_t At = Text.find("void relax__mem(");
  ASSERT_NE(At, std::string::npos);
  Text.insert(Text.find('\n', At) + 1,
              "  if (blockIdx.x == 3 && threadIdx.x == 0)\n    *reinterpret_cast<volatile float *>("
              "static_cast<unsigned long long>(n) << 40) = a;\n");
  std::ofstream(Source) << Text;
  std::string Program = LIMITER_PROFILE_PROGRAMS "/profile_inplace";
  SubprocessResult Plain = runSubprocess({Program, "65536", "2"});
  SubprocessResult R =
      limiter({"profile", "--bundle", (Out / "faulty").string(), "-o", (Out / "run").string(),
               "--budget", "1", "--", Program, "65536", "2"});
  if (R.ExitStatus == toInt(ExitCode::NoGpu) || Plain.ExitStatus != 0)
    GTEST_SKIP() << "no GPU here";
  EXPECT_EQ(R.ExitStatus, toInt(ExitCode::VariantFault)) << R.Stdout << R.Stderr;
  EXPECT_NE(R.Stdout.find(Plain.Stdout), std::string::npos) << "the program's output changed";
  std::ifstream Results(Out / "run" / "results.json");
  nlohmann::json J = nlohmann::json::parse(Results, nullptr, false);
  ASSERT_TRUE(J.is_object()) << R.Stdout << R.Stderr;
  for (const auto &V : J["variants"]) {
    if (V["variant"] == "mem") {
      EXPECT_EQ(V["status"], "faulted") << V.dump();
      EXPECT_NE(V["note"].get<std::string>().find("separate run"), std::string::npos);
    } else {
      // The others are timed, but a what-if that does not apply (its row says why).
      EXPECT_TRUE(!V["time"].is_null() || V["status"] == "absent") << V.dump();
    }
  }
  fs::remove_all(Out);
}
#endif

} // namespace
} // namespace limiter
