// Kernels in the project's own included files, and bundles that carry those files: a
// translation unit whose kernel is in a header beside it and whose helper comes from a header
// found through -I is listed, generated, and its bundle compiled by nvcc with the project gone.

#include "CliHelpers.h"

#include "limiter/support/Files.h"
#include "limiter/support/WhatIfs.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

class ProjectFiles : public ::testing::Test {
protected:
  fs::path Dir;
  void SetUp() override {
    if (!LIMITER_TEST_HAVE_CLANG)
      GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: the rewriter is not there";
    Dir = fs::temp_directory_path() /
          ("limiter-project-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(Dir);
    write("project/common/affine.h", "#pragma once\n#define THREADS 128\n"
                                     "__device__ inline float affine(float x, float s) {\n"
                                     "  return x * s + 1.0f;\n}\n");
    write("project/app/kernels/scale.cuh",
          "#pragma once\n#include <affine.h>\n\n"
          "__global__ void scaleAll(const float *in, float *out, float s, int n) {\n"
          "  int i = blockIdx.x * THREADS + threadIdx.x;\n"
          "  if (i < n)\n    out[i] = affine(in[i], s);\n}\n");
    write("project/app/main.cu", "#include \"kernels/scale.cuh\"\n\n"
                                 "int main() { return 0; }\n");
  }
  void TearDown() override { fs::remove_all(Dir); }

  void write(const std::string &Relative, const std::string &Text) {
    fs::create_directories((Dir / Relative).parent_path());
    std::ofstream(Dir / Relative) << Text;
  }
  std::string main() const { return (Dir / "project/app/main.cu").string(); }
  std::string includeFlag() const { return "-I" + (Dir / "project/common").string(); }
};

TEST_F(ProjectFiles, KernelsListsAKernelInAnIncludedHeaderWithItsFile) {
  SubprocessResult R = limiter({"kernels", main(), "--", includeFlag()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("scaleAll"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("kernels/scale.cuh:4"), std::string::npos) << R.Stdout;
}

TEST_F(ProjectFiles, AKernelInASystemHeaderIsNotTheProjects) {
  // A header reached through -isystem is a library's, not the project's.
  write("project/sys/libkernel.h", "__global__ void library(float *p) { p[0] = 1.0f; }\n");
  write("project/app/withlib.cu", "#include <libkernel.h>\n"
                                  "__global__ void own(float *p) { p[0] = 2.0f; }\n");
  SubprocessResult R = limiter({"kernels", (Dir / "project/app/withlib.cu").string(), "--",
                                "-isystem", (Dir / "project/sys").string()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_NE(R.Stdout.find("own"), std::string::npos) << R.Stdout;
  EXPECT_EQ(R.Stdout.find("library"), std::string::npos) << R.Stdout;
}

TEST_F(ProjectFiles, TheBundleBuildsWithTheProjectGone) {
  fs::path Bundle = Dir / "bundle";
  SubprocessResult R = limiter(
      {"generate", main(), "--kernel", "scaleAll", "-o", Bundle.string(), "--", includeFlag()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  std::ifstream In(Bundle / "manifest.json");
  nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
  ASSERT_FALSE(M.is_discarded());
  EXPECT_EQ(M["sources"]["kernel_file"], "src/app/kernels/scale.cuh");
  EXPECT_EQ(M["kernel"]["file"], (Dir / "project/app/kernels/scale.cuh").string());
  for (const char *Copy : {"src/app/main.cu", "src/app/kernels/scale.cuh", "src/common/affine.h"})
    EXPECT_TRUE(fs::exists(Bundle / Copy)) << Copy;
  // The clones sit in the header's copy, after the original.
  std::ifstream Header(Bundle / "src/app/kernels/scale.cuh");
  std::string Text((std::istreambuf_iterator<char>(Header)), std::istreambuf_iterator<char>());
  EXPECT_NE(Text.find("scaleAll__math("), std::string::npos);
  EXPECT_NE(Text.find("affine__math(lim_flag, "), std::string::npos);

  // Moved elsewhere, with the project gone, the bundle still compiles as the runtime compiles
  // it: nvcc in the bundle's directory with the manifest's flags.
  fs::path Moved = Dir / "elsewhere" / "b";
  fs::create_directories(Moved.parent_path());
  fs::rename(Bundle, Moved);
  fs::remove_all(Dir / "project");
  std::vector<std::string> Argv = {"nvcc", "-arch=sm_90", "-std=c++17", "-cubin"};
  for (const auto &F : M["compile"]["nvcc_flags"])
    Argv.push_back(F.get<std::string>());
  Argv.insert(Argv.end(), {"variants.cu", "-o", "variants.cubin"});
  SubprocessOptions Options;
  Options.WorkingDirectory = Moved.string();
  Options.Timeout = std::chrono::minutes(5);
  SubprocessResult Build = runSubprocess(Argv, Options);
  EXPECT_TRUE(Build.succeeded()) << Build.StartError << Build.Stderr;
}

/// Macro calls in the way of a rule are expanded in the variants' sources, wherever the macro
/// is defined: arithmetic on loaded data inside a call (SQ, from a header found through -I), a
/// helper called in a macro's body, and a statement macro whose call spans two lines. Every
/// variant is made, the compiled variants pass the static checks, each macro gets a LIM111
/// note, and the lines after an expanded call keep their numbers.
TEST_F(ProjectFiles, MacroCallsInTheWayAreExpandedInTheVariants) {
  write("project/common/sq.h", "#pragma once\n#define SQ(x) ((x) * (x))\n");
  write("project/app/macros.cu",
        "#include <sq.h>\n"
        "__device__ float gain(float v) { return 1.5f * v + 0.25f; }\n"
        "#define ACCUMULATE(acc, v) \\\n"
        "  do { acc += gain(v); } while (0)\n"
        "__global__ void energy(const float *in, float *out, float *sums, int n) {\n"
        "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "  if (i + 1 >= n)\n"
        "    return;\n"
        "  out[i] = SQ(in[i]) - SQ(in[i + 1]);\n"
        "  float sum = 0.0f;\n"
        "  ACCUMULATE(sum,\n"
        "             in[i + 1]);\n"
        "  sums[i] = sum;\n"
        "}\n");
  fs::path Bundle = Dir / "bundle-macros";
  SubprocessResult R = limiter({"generate", (Dir / "project/app/macros.cu").string(), "-o",
                                Bundle.string(), "--", includeFlag()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  // The twins pass; a what-if's failed check is a doubt about its own potential only (the
  // coalesced what-if loads `in[i]` twice where full's compiler loaded it once).
  std::istringstream Lines(R.Stdout);
  for (std::string Line; std::getline(Lines, Line);)
    if (Line.find("FAIL") != std::string::npos)
      EXPECT_TRUE(isWhatIfCheck(nlohmann::json{{"check", Line.substr(Line.find("FAIL") + 6)}}))
          << Line;
  EXPECT_EQ(R.Stderr.find("LIM103"), std::string::npos) << R.Stderr;
  EXPECT_NE(R.Stderr.find("macros.cu:9:1: note: the variants expand 2 calls of the macro 'SQ'"),
            std::string::npos)
      << R.Stderr;
  EXPECT_NE(R.Stderr.find("macros.cu:11:1: note: the variants expand a call of the macro "
                          "'ACCUMULATE'"),
            std::string::npos)
      << R.Stderr;
  std::ifstream In(Bundle / "manifest.json");
  nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
  ASSERT_FALSE(M.is_discarded());
  for (const nlohmann::json &V : M["variants"])
    if (!isWhatIf(V))
      EXPECT_EQ(V["status"], "ok") << V.dump();
  for (const nlohmann::json &Check : M["checks"])
    if (!isWhatIfCheck(Check))
      EXPECT_TRUE(Check["passed"].get<bool>()) << Check.dump();
  bool Noted = false;
  for (const nlohmann::json &D : M["diagnostics"])
    Noted = Noted || D.dump().find("LIM111") != std::string::npos;
  EXPECT_TRUE(Noted) << M["diagnostics"].dump();
  // The copy spells the expansions, and `sums[i] = sum;` is still 8 lines after the kernel's
  // first (5 and 13 in the file; the clones of gain come between the copy's line 1 and 5).
  std::string Error;
  std::string Copy = readFile((Bundle / "src/app/macros.cu").string(), Error).value_or("");
  EXPECT_NE(Copy.find("((in[i]) * (in[i]))"), std::string::npos) << Copy;
  std::size_t Kernel = Copy.find("__global__ void energy(");
  std::size_t Store = Copy.find("  sums[i] = sum;", Kernel);
  ASSERT_NE(Store, std::string::npos) << Copy;
  EXPECT_EQ(std::count(Copy.begin() + Kernel, Copy.begin() + Store, '\n'), 8) << Copy;
}

/// A project built relocatable (-rdc=true): the bundle is relocatable only where it must be.
/// A kernel that launches kernels, or one in the same file as such a launch, gets -rdc=true;
/// a static kernel in a file without launches does not (its entry would take a file-specific
/// name there, and the module would not have the entries the manifest names).
TEST_F(ProjectFiles, RelocatableOnlyWhereTheFileNeedsIt) {
  write("project/app/launch.cu", "__global__ void child(float *p) { p[threadIdx.x] *= 2.0f; }\n"
                                 "__global__ void parent(float *p) {\n"
                                 "  if (threadIdx.x == 0)\n    child<<<1, 32>>>(p);\n}\n");
  write("project/app/plain.cu",
        "static __global__ void half(float *p) { p[threadIdx.x] *= 0.5f; }\n");
  auto FlagsOf = [&](const std::string &File, const std::string &Kernel) {
    fs::path Out = Dir / ("bundle-" + Kernel);
    SubprocessResult R = limiter({"generate", (Dir / "project/app" / File).string(), "--kernel",
                                  Kernel, "-o", Out.string(), "--", "-rdc=true"});
    EXPECT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
    EXPECT_EQ(R.Stdout.find("FAIL"), std::string::npos) << R.Stdout;
    std::ifstream In(Out / "manifest.json");
    nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
    return M.is_discarded() ? nlohmann::json() : M["compile"]["nvcc_flags"];
  };
  auto HasRdc = [](const nlohmann::json &Flags) {
    return std::find(Flags.begin(), Flags.end(), "-rdc=true") != Flags.end();
  };
  EXPECT_TRUE(HasRdc(FlagsOf("launch.cu", "parent")));
  EXPECT_TRUE(HasRdc(FlagsOf("launch.cu", "child"))); // the file's other kernel launches
  EXPECT_FALSE(HasRdc(FlagsOf("plain.cu", "half")));
}

// nvcc flags that clang's parse does without but nvcc needs to accept the source (a constexpr
// host function called in a kernel) reach the bundle's nvcc: the bundle compiles, as the
// project does, where it failed with LIM013 before.
TEST_F(ProjectFiles, TheBundleCompilesWithTheNvccFlagsTheProjectNeeds) {
  write("project/app/clamp.cu", "#include <algorithm>\n"
                                "__global__ void clampAll(const float *in, float *out, int n) {\n"
                                "  const int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                "  if (i < n)\n"
                                "    out[i] = std::min(std::max(in[i], 0.0f), 1.0f);\n}\n");
  const std::string File = (Dir / "project/app/clamp.cu").string();
  fs::path Out = Dir / "bundle-clamp";
  SubprocessResult R = limiter({"generate", File, "--what-if", "none", "-o", Out.string(), "--",
                                "--expt-relaxed-constexpr"});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  std::ifstream In(Out / "manifest.json");
  nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
  ASSERT_FALSE(M.is_discarded());
  const nlohmann::json &Flags = M["compile"]["nvcc_flags"];
  EXPECT_NE(std::find(Flags.begin(), Flags.end(), "-expt-relaxed-constexpr"), Flags.end()) << Flags;
  // Without it nvcc refuses the kernel, as it refuses the project's own build.
  SubprocessResult Without =
      limiter({"generate", File, "--what-if", "none", "-o", (Dir / "bundle-without").string()});
  EXPECT_NE(Without.ExitStatus, 0);
  EXPECT_NE(Without.Stderr.find("expt-relaxed-constexpr"), std::string::npos) << Without.Stderr;
}

// A flag what-if the project's flags already made is not applicable without nvcc too
// (`--no-compile`), where it would otherwise be timed as a copy of full.
TEST_F(ProjectFiles, WhatIfsTheProjectsFlagsMadeAreNotApplicableUncompiled) {
  fs::path Out = Dir / "bundle-fast";
  SubprocessResult R =
      limiter({"generate", LIMITER_SOURCE_DIR "/tests/tool/Inputs/math_functions.cu", "--kernel",
               "weightsPrecise", "--no-compile", "-o", Out.string(), "--", "--use_fast_math"});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  std::ifstream In(Out / "manifest.json");
  nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
  ASSERT_FALSE(M.is_discarded());
  unsigned Said = 0;
  for (const auto &V : M["variants"]) {
    const std::string Name = V["variant"];
    if (Name != "fastmath" && Name != "intrinsics" && Name != "ftz" && Name != "approxdiv" &&
        Name != "approxsqrt")
      continue;
    EXPECT_EQ(V["status"], "absent") << Name;
    EXPECT_NE(V["reasons"][0].get<std::string>().find("already (-use_fast_math)"),
              std::string::npos)
        << V["reasons"][0];
    ++Said;
  }
  EXPECT_EQ(Said, 5u);
}

TEST_F(ProjectFiles, SurveyReportsEveryKernelOfEveryFileWithTotals) {
  write("project/app/broken.cu", "__global__ void broken(float *p) { p[0] = undeclared; }\n");
  write("project/app/host.cu", "int hostOnly(int x) { return x + 1; }\n");
  write("project/app/two.cu", "__global__ void first(float *p) { p[threadIdx.x] = 1.0f; }\n"
                              "__global__ void second(const float *a, float *b) {\n"
                              "  b[threadIdx.x] = a[threadIdx.x] * 2.0f;\n}\n");
  fs::path Json = Dir / "survey.json";
  SubprocessResult R =
      limiter({"survey", main(), (Dir / "project/app/two.cu").string(),
               (Dir / "project/app/broken.cu").string(), (Dir / "project/app/host.cu").string(),
               "-j", "2", "--json", Json.string(), "--", includeFlag()});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  EXPECT_NE(R.Stdout.find("scaleAll  verified"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("second  verified"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("broken.cu  not listed: LIM002"), std::string::npos) << R.Stdout;
  // The first error is in the summary, so that the causes group by it.
  EXPECT_NE(R.Stdout.find("the first: use of undeclared identifier 'undeclared'"),
            std::string::npos)
      << R.Stdout;
  EXPECT_NE(R.Stdout.find("host.cu  no kernels"), std::string::npos) << R.Stdout;
  EXPECT_NE(R.Stdout.find("4 files (2 listed, 1 without kernels, 1 not parsed), 3 kernels: 3 "
                          "verified (100%: 3 by counts, 0 by lines"),
            std::string::npos)
      << R.Stdout;
  std::ifstream In(Json);
  nlohmann::json J = nlohmann::json::parse(In, nullptr, false);
  ASSERT_FALSE(J.is_discarded());
  EXPECT_EQ(J["schema"], "limiter/survey");
  EXPECT_EQ(J["totals"]["kernels"], 3);
  EXPECT_EQ(J["files"].size(), 4u);
  EXPECT_EQ(J["totals"]["files_without_kernels"], 1);
  EXPECT_EQ(J["files"][0]["kernels"][0]["file"], (Dir / "project/app/kernels/scale.cuh").string());
  EXPECT_EQ(J["files"][0]["kernels"][0]["variants"]["math"], "ok");
  EXPECT_EQ(J["totals"]["what_ifs_in_doubt"], 0);
  EXPECT_TRUE(J["files"][0]["kernels"][0]["what_ifs_in_doubt"].empty());
}

/// A what-if whose compiled code fails a static check does not decide the kernel's status (the
/// twins do), but the survey says which, beside it, and counts such kernels: their potential is
/// in doubt until executed counts settle it. Fast math unrolls a loop of powf that full keeps
/// rolled, so its static count of shared loads is not full's.
TEST(SurveyWhatIfs, AWhatIfWhoseStaticCheckFailedIsSaidBesideTheKernel) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: the rewriter is not there";
  fs::path Json = fs::temp_directory_path() / ("limiter-doubt-" + std::to_string(::getpid()));
  SubprocessResult R = limiter({"survey", LIMITER_SOURCE_DIR "/tests/tool/Inputs/whatif_doubt.cu",
                                "-j", "1", "--what-if=fastmath", "--json", Json.string()},
                               std::chrono::seconds(240));
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  EXPECT_NE(R.Stdout.find("softForces  verified; what-ifs whose static checks failed, for "
                          "executed counts to settle: fastmath "
                          "(fastmath-keeps-full-shared-accesses)"),
            std::string::npos)
      << R.Stdout;
  EXPECT_NE(R.Stdout.find("0 failed; 1 with a what-if whose static checks failed"),
            std::string::npos)
      << R.Stdout;
  std::ifstream In(Json);
  nlohmann::json J = nlohmann::json::parse(In, nullptr, false);
  fs::remove(Json);
  ASSERT_FALSE(J.is_discarded());
  EXPECT_EQ(J["totals"]["what_ifs_in_doubt"], 1);
  EXPECT_EQ(J["files"][0]["kernels"][0]["what_ifs_in_doubt"]["fastmath"],
            "fastmath-keeps-full-shared-accesses");
}

/// Mem-only's hold on shared memory leaves nvcc's proof that pointers loaded from global memory
/// point there intact: with an empty asm on the shared array's address, every access through
/// such a pointer turned generic and the check saw mem 2/0 global loads/stores against 3/1.
TEST(GoldenInputs, MemOnlyKeepsGlobalAccessesThroughLoadedPointers) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: the rewriter is not there";
  fs::path Out = fs::temp_directory_path() / ("limiter-golden-" + std::to_string(::getpid()));
  SubprocessResult R = limiter(
      {"generate", LIMITER_SOURCE_DIR "/tests/rewriters/golden/mem-shared-loaded-pointers/input.cu",
       "-o", Out.string()},
      std::chrono::seconds(120));
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  std::ifstream In(Out / "manifest.json");
  nlohmann::json J = nlohmann::json::parse(In, nullptr, false);
  fs::remove_all(Out);
  ASSERT_FALSE(J.is_discarded());
  bool Seen = false;
  for (const nlohmann::json &Check : J["checks"])
    if (Check["check"] == "mem-global-accesses-equal-full") {
      Seen = true;
      EXPECT_TRUE(Check["passed"].get<bool>()) << Check.dump();
    }
  EXPECT_TRUE(Seen) << R.Stdout;
}

/// The golden inputs (tests/rewriters/golden/*/input.cu) in surveys of a score of cases
/// each, the cases of one survey sharing their clang flags (the case's `args` file, one per
/// line); in the order of the cases' names.
struct GoldenSurvey {
  std::string Flags;
  std::vector<std::string> Inputs;
};

std::vector<GoldenSurvey> goldenSurveys() {
  std::vector<fs::path> Cases;
  for (const auto &Case : fs::directory_iterator(LIMITER_SOURCE_DIR "/tests/rewriters/golden"))
    Cases.push_back(Case.path());
  std::sort(Cases.begin(), Cases.end());
  std::map<std::string, std::vector<std::string>> InputsByFlags;
  for (const fs::path &Case : Cases) {
    std::string Error;
    std::string Flags = readFile((Case / "args").string(), Error).value_or("");
    InputsByFlags[Flags].push_back((Case / "input.cu").string());
  }
  constexpr size_t Chunk = 20;
  std::vector<GoldenSurvey> Surveys;
  for (const auto &[Flags, Inputs] : InputsByFlags)
    for (size_t First = 0; First < Inputs.size(); First += Chunk)
      Surveys.push_back({Flags, std::vector<std::string>(
                                    Inputs.begin() + First,
                                    Inputs.begin() + std::min(First + Chunk, Inputs.size()))});
  return Surveys;
}

/// Every rewrite rule's golden input, generated by the real nvcc through `limiter survey`: no
/// bundle fails to compile, every variant entry is in the module, and no static check of the
/// compiled variants fails, whatever the rules did to it. Cases with an `args` file are
/// surveyed together with those flags, after `--`. Every what-if a rule writes is made; the
/// compile-flag what-ifs (fast math), the same source compiled again under other flags and no
/// rule's output, are left to the shipped kernels' test and
/// VariantCounts.FastMathWhatIfsChangeOnlyTheMathTheirFlagsName: they would double the nvcc time
/// of most cases here. One test a survey of a score of cases, each with its own time limit:
/// ctest spreads them over the cores, and a slow or busy machine (the sanitizers, a shared CI
/// host, a build beside it) does not turn the growing set of cases into one timeout.
class GoldenInputSurveys : public ::testing::TestWithParam<size_t> {};

TEST_P(GoldenInputSurveys, EveryOneGeneratesAndCompilesWithNvcc) {
  if (!LIMITER_TEST_HAVE_CLANG)
    GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: the rewriter is not there";
  std::vector<GoldenSurvey> Surveys = goldenSurveys();
  ASSERT_LT(GetParam(), Surveys.size());
  const GoldenSurvey &Survey = Surveys[GetParam()];
  std::string Rewrites;
  for (const WhatIfInfo &W : whatIfs())
    if (W.ModuleFlags.empty())
      Rewrites += (Rewrites.empty() ? "--what-if=" : ",") + W.Name;
  std::vector<std::string> Args = {"survey", "-j", "2", Rewrites};
  Args.insert(Args.end(), Survey.Inputs.begin(), Survey.Inputs.end());
  fs::path Json = fs::temp_directory_path() / ("limiter-golden-" + std::to_string(::getpid()) +
                                               "-" + std::to_string(GetParam()));
  Args.insert(Args.end(), {"--json", Json.string()});
  if (!Survey.Flags.empty()) {
    Args.push_back("--");
    std::istringstream Lines(Survey.Flags);
    for (std::string Flag; std::getline(Lines, Flag);)
      if (!Flag.empty())
        Args.push_back(Flag);
  }
  // A few seconds of nvcc per case, several under the sanitizers; the machine may be shared.
  SubprocessResult R = limiter(Args, std::chrono::seconds(600));
  ASSERT_EQ(R.ExitStatus, 0) << R.Stdout << R.Stderr;
  std::ifstream In(Json);
  nlohmann::json J = nlohmann::json::parse(In, nullptr, false);
  fs::remove(Json);
  ASSERT_FALSE(J.is_discarded()) << R.Stdout;
  EXPECT_EQ(J["totals"]["failed"], 0) << R.Stdout;
  // Every variant the rules make passes the static checks of the compiled PTX (instruction
  // counts: global accesses of mem against full, math's floating point, structural loads).
  EXPECT_EQ(J["totals"]["checks-failed"], 0) << R.Stdout;
  EXPECT_EQ(J["totals"]["files_listed"], J["totals"]["files"]) << R.Stdout;
  EXPECT_EQ(R.Stdout.find("entries-in-module"), std::string::npos) << R.Stdout;
}

/// Each survey's name: its first case's ("bank_conflicts_free"), which stays put while cases
/// are added after it.
std::string goldenSurveyName(const ::testing::TestParamInfo<size_t> &Info) {
  std::vector<GoldenSurvey> Surveys = goldenSurveys();
  if (Info.param >= Surveys.size())
    return "missing_" + std::to_string(Info.param);
  std::string Name = fs::path(Surveys[Info.param].Inputs.front()).parent_path().filename();
  std::replace_if(
      Name.begin(), Name.end(), [](char C) { return !std::isalnum(C); }, '_');
  return Name;
}

INSTANTIATE_TEST_SUITE_P(Surveys, GoldenInputSurveys,
                         ::testing::Range<size_t>(0, goldenSurveys().size()), goldenSurveyName);

} // namespace
} // namespace limiter
