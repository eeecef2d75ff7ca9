// What limiter profile decides without a GPU: the program's names for the bundle's kernel,
// the plan and the report it exchanges with the injection library, the results of a launch,
// and the variables of a compiled module.

#include "limiter/runtime/Profile.h"
#include "limiter/runtime/ModuleGlobals.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace limiter {
namespace {

TEST(Profile, ProgramEntryFromTheFullVariantsEntry) {
  EXPECT_EQ(programEntryOf("_Z11relax__fullPfPKffi", "relax"), "_Z5relaxPfPKffi");
  // Namespaces and template arguments stay; the substitutions do not move.
  EXPECT_EQ(programEntryOf("_ZN7stencil10step__fullIfLi4EEEvPT_S2_", "step"),
            "_ZN7stencil4stepIfLi4EEEvPT_S2_");
  EXPECT_EQ(programEntryOf("scale__full", "scale"), "scale"); // extern "C"
  EXPECT_EQ(programEntryOf("_Z10other__fullPf", "relax"), "");
}

TEST(Profile, TargetsOfEachInstantiation) {
  std::string Manifest = R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "relax",
    "qualified_name": "relax", "parameters": [], "instantiations": [
      {"parameters": [{}, {}, {}, {}], "entries": {"full": "_Z11relax__fullPfPKffi",
       "mem": "_Z10relax__memPfPKffi", "math": "_Z11relax__mathPfPKffii"}}]},
    "variants": [{"variant": "full", "status": "ok", "extra_parameters": []},
                 {"variant": "mem", "status": "ok", "extra_parameters": []},
                 {"variant": "math", "status": "conservative", "extra_parameters": ["int lim_flag"]},
                 {"variant": "store", "status": "absent", "extra_parameters": []}]})";
  std::string Error;
  std::vector<ProfileTarget> T = profileTargets(Manifest, Error);
  ASSERT_EQ(T.size(), 1u) << Error;
  EXPECT_EQ(T[0].ProgramEntry, "_Z5relaxPfPKffi");
  EXPECT_EQ(T[0].Parameters, 4u);
  EXPECT_EQ(T[0].Entries.size(), 3u);
  EXPECT_TRUE(T[0].TakesFlag.at("math"));
  EXPECT_FALSE(T[0].TakesFlag.at("mem"));
  EXPECT_EQ(T[0].NamePrefix, "_Z5relax");
  EXPECT_TRUE(profileTargets("{}", Error).empty());
  EXPECT_FALSE(Error.empty());
}

TEST(Profile, AKernelOfTheSameNameFromAnotherVersionOfTheSource) {
  ProfileTarget Plain{"_Z5relaxPfPKffi", {}, {}, 4, "_Z5relax"};
  EXPECT_TRUE(sameNameOtherEntry(Plain, "_Z5relaxPdPKddi")) << "double instead of float";
  EXPECT_TRUE(sameNameOtherEntry(Plain, "_Z5relaxPfPKffii")) << "one more parameter";
  EXPECT_FALSE(sameNameOtherEntry(Plain, "_Z5relaxPfPKffi")) << "the target itself";
  EXPECT_FALSE(sameNameOtherEntry(Plain, "_Z7relaxedPf")) << "another name";
  EXPECT_FALSE(sameNameOtherEntry(Plain, "_Z5relax")) << "not a kernel's mangling";
  ProfileTarget Nested{"_ZN7stencil4stepIfLi4EEEvPT_S2_", {}, {}, 2, "_ZN7stencil4step"};
  EXPECT_TRUE(sameNameOtherEntry(Nested, "_ZN7stencil4stepIdLi4EEEvPT_S2_"))
      << "another instantiation";
  EXPECT_TRUE(sameNameOtherEntry(Nested, "_ZN7stencil4stepEPf")) << "no longer a template";
  EXPECT_FALSE(sameNameOtherEntry(Nested, "_ZN7stencil4step5innerEPf"))
      << "a kernel in a namespace of that name";
  ProfileTarget C{"relax", {}, {}, 4, ""};
  EXPECT_FALSE(sameNameOtherEntry(C, "_Z5relaxPf")) << "extern \"C\": no mangling to compare";
  // The prefix as profileTargets computes it from the program's entry.
  std::string Manifest = R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "step",
    "qualified_name": "stencil::step", "parameters": [], "instantiations": [
      {"parameters": [{}, {}], "entries": {"full": "_ZN7stencil10step__fullIfLi4EEEvPT_S2_"}}]},
    "variants": [{"variant": "full", "status": "ok", "extra_parameters": []}]})";
  std::string Error;
  std::vector<ProfileTarget> T = profileTargets(Manifest, Error);
  ASSERT_EQ(T.size(), 1u) << Error;
  EXPECT_EQ(T[0].NamePrefix, "_ZN7stencil4step");
}

TEST(Profile, ACheckpointThatCannotFitIsRefusedBeforeItIsTried) {
  // 10 GB held, 50 free on the GPU: it fits there.
  EXPECT_EQ(checkpointWontFit(10000, 50000, 356, 0, 2048, true), "");
  // 80 GB held, 60 free: the GPU alone cannot, the host's 100 GB can.
  std::string Why = checkpointWontFit(80000, 60000, 356, 0, 2048, true);
  EXPECT_NE(Why.find("80000 MB"), std::string::npos) << Why;
  EXPECT_NE(Why.find("59644 MB free on the GPU"), std::string::npos) << Why;
  EXPECT_EQ(checkpointWontFit(80000, 60000, 356, 100000, 2048, false), "");
  // Nor with a host that has only its reserve left.
  Why = checkpointWontFit(80000, 60000, 356, 2000, 2048, false);
  EXPECT_NE(Why.find("0 MB of the host's memory"), std::string::npos) << Why;
  // The GPU's free memory below the timing's own: nothing there.
  EXPECT_NE(checkpointWontFit(1, 300, 356, 0, 2048, true), "");
}

TEST(Profile, PlanAndReportRoundTrip) {
  ProfilePlan P;
  P.Kernel = "relax";
  P.Cubin = "/b/variants.sm_90.cubin";
  P.Targets.push_back(
      {"_Z5relaxPfPKffi", {{"full", "_Z11relax__fullPfPKffi"}}, {{"full", false}}, 4, "_Z5relax"});
  P.CheckpointDeviceOnly = true;
  P.LaunchSkip = 2;
  P.Output = "/o/profile-report.json";
  std::string Error;
  std::optional<ProfilePlan> Q = profilePlanFromJson(toJson(P), Error);
  ASSERT_TRUE(Q) << Error;
  EXPECT_EQ(Q->Targets[0].Entries.at("full"), "_Z11relax__fullPfPKffi");
  EXPECT_EQ(Q->LaunchSkip, 2u);
  EXPECT_EQ(Q->Targets[0].NamePrefix, "_Z5relax");
  EXPECT_TRUE(Q->CheckpointDeviceOnly);
  EXPECT_FALSE(Q->Occupancy);
  EXPECT_EQ(Q->GridStrideDimension, -1);
  EXPECT_TRUE(Q->Targets[0].LaunchEdits.empty());
  P.Targets[0].LaunchEdits["sharedoccupancy"] = {{"dynamic_accesses_folded", 2}};
  P.Occupancy = P.PerThread = P.Curves = true;
  P.CapCubins = {{32, "/b/variants.sm_90.maxrreg32.cubin"}};
  P.GridStrideDimension = 1;
  P.BlockSize = P.BlockSplitFree = true;
  P.BlockSplitWhyNot = "-";
  P.BlockRows = true;
  Q = profilePlanFromJson(toJson(P), Error);
  ASSERT_TRUE(Q) << Error;
  EXPECT_TRUE(Q->Occupancy && Q->PerThread && Q->Curves && Q->BlockSize && Q->BlockSplitFree);
  EXPECT_EQ(Q->BlockSplitWhyNot, "-");
  EXPECT_TRUE(Q->BlockRows) << "full's own kernel run as rows reaches the program's process";
  EXPECT_EQ(Q->CapCubins, P.CapCubins);
  EXPECT_EQ(Q->GridStrideDimension, 1);
  EXPECT_EQ(Q->Targets[0].LaunchEdits, P.Targets[0].LaunchEdits);
  EXPECT_FALSE(profilePlanFromJson(R"({"schema": "limiter/profile-plan"})", Error));

  ProfileReport R;
  R.Device = "NVIDIA H200";
  R.LaunchesSeen = 3;
  ProfiledLaunch L;
  L.Index = 2;
  L.Grid = {64, 1, 1};
  L.Block = {256, 1, 1};
  L.Variants.push_back({"full", "e", "ok", "", 10, 0, 8, true, 0, {0.5, 0.6}, {}});
  L.Variants[0].Executed = {{"global_ld", 4096}, {"fp32", 1.5e9}};
  L.CountProblem = "CUPTI's range profiler cannot start a pass: insufficient privileges";
  L.CountsMissing = {"sfu"};
  L.CountSeconds = 0.25;
  L.DeviceOrdinal = 1;
  L.Context = 1;
  L.ProblemKind = "checkpoint";
  L.WantedCaps = {40, 32};
  L.Variants.push_back({"perthread", "e", "ok", "", 10, 0, 8, true, 0, {0.2}, {}});
  L.Variants.back().Grid = std::array<unsigned, 3>{17, 1, 1};
  L.Variants.push_back({"occupancy", "e", "ok", "", 32, 0, 8, true, 0, {0.2}, {}});
  L.Variants.back().RegisterCap = 32;
  L.Variants.back().SpillBytes = 24;
  L.Variants.push_back({"blocksize", "e", "ok", "", 10, 0, 16, true, 0, {0.3}, {}});
  L.Variants.back().Grid = std::array<unsigned, 3>{32, 1, 1};
  L.Variants.back().Block = std::array<unsigned, 3>{512, 1, 1};
  L.Variants.push_back({"sharedoccupancy", "e", "ok", "", 10, 0, 16, true, 0, {0.3}, {}});
  L.Variants.back().DynamicShared = 8192u;
  R.Launches.push_back(L);
  R.Contexts = 2;
  R.Devices = {0, 1};
  R.OtherEntries["_Z5relaxPdPKddi"] = 4;
  std::optional<ProfileReport> S = profileReportFromJson(toJson(R), Error);
  ASSERT_TRUE(S) << Error;
  EXPECT_EQ(S->Launches[0].Variants[0].SamplesMs.size(), 2u);
  EXPECT_EQ(S->Launches[0].Grid[0], 64u);
  EXPECT_EQ(S->Launches[0].DeviceOrdinal, 1);
  EXPECT_EQ(S->Launches[0].Context, 1u);
  EXPECT_EQ(S->Launches[0].ProblemKind, "checkpoint");
  EXPECT_EQ(S->Launches[0].Variants[0].Executed, L.Variants[0].Executed);
  EXPECT_FALSE(S->Launches[0].Variants[0].Grid);
  EXPECT_EQ(S->Launches[0].Variants[1].Grid, L.Variants[1].Grid);
  EXPECT_EQ(S->Launches[0].Variants[2].RegisterCap, 32);
  EXPECT_EQ(S->Launches[0].Variants[2].SpillBytes, 24u);
  EXPECT_FALSE(S->Launches[0].Variants[2].Block);
  EXPECT_EQ(S->Launches[0].Variants[3].Block, L.Variants[3].Block);
  EXPECT_FALSE(S->Launches[0].Variants[3].DynamicShared);
  EXPECT_EQ(S->Launches[0].Variants[4].DynamicShared, std::optional<unsigned>(8192u));
  EXPECT_EQ(S->Launches[0].Variants[3].Grid, L.Variants[3].Grid);
  EXPECT_EQ(S->Launches[0].WantedCaps, (std::vector<int>{40, 32}));
  EXPECT_EQ(S->Launches[0].CountProblem, L.CountProblem);
  EXPECT_EQ(S->Launches[0].CountsMissing, std::vector<std::string>{"sfu"});
  EXPECT_DOUBLE_EQ(S->Launches[0].CountSeconds, 0.25);
  EXPECT_EQ(S->Contexts, 2u);
  EXPECT_EQ(S->Devices, (std::vector<int>{0, 1}));
  EXPECT_EQ(S->OtherEntries.at("_Z5relaxPdPKddi"), 4u);
  // Numbers that are not whole numbers in range are an error, not a conversion.
  std::string Bad = toJson(R);
  const std::string Seen = "\"launches_seen\": 3";
  Bad.replace(Bad.find(Seen), Seen.size(), "\"launches_seen\": 1e300");
  EXPECT_FALSE(profileReportFromJson(Bad, Error));
  EXPECT_NE(Error.find("launches_seen"), std::string::npos) << Error;
}

// A schema field of another type is not the file, said as such (the fuzzer found these
// throwing out of the readers).
TEST(Profile, ASchemaThatIsNotAStringIsNotAPlanOrReport) {
  std::string Error;
  EXPECT_FALSE(profilePlanFromJson(R"({"schema": {"a": 1}})", Error));
  EXPECT_EQ(Error, "not a limiter profile plan");
  EXPECT_FALSE(profileReportFromJson(R"({"schema": [1]})", Error));
  EXPECT_EQ(Error, "not a limiter profile report");
}

TEST(Profile, ResultsOfALaunchKeepTheBundlesStatusesAndSayWhere) {
  std::string Manifest = R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "relax",
    "qualified_name": "relax", "instantiations": [], "parameters": []},
    "variants": [{"variant": "full", "function": "relax", "status": "ok"},
                 {"variant": "mem", "function": "relax__mem", "status": "ok"},
                 {"variant": "math", "function": "relax__math", "status": "conservative"}],
    "checks": [{"check": "mem-global-accesses-equal-full", "passed": true, "detail": "",
                "method": "counts"}]})";
  ProfiledLaunch L;
  L.Index = 1;
  L.Grid = {8, 1, 1};
  for (auto [Name, Ms] : {std::pair{"full", 1.0}, std::pair{"mem", 0.95}, std::pair{"math", 0.3}})
    L.Variants.push_back(
        {Name, "", "ok", "", 10, 0, 8, true, 0, std::vector<double>(12, Ms), {}});
  RunResults R = resultsOfLaunch(L, Manifest, "NVIDIA H200", {}, 0.005, 10, false);
  ASSERT_TRUE(R.InSitu);
  EXPECT_EQ(R.InSitu->LaunchIndex, 1u);
  EXPECT_EQ(R.Device, "NVIDIA H200") << "the report's, when the launch does not name its own";
  EXPECT_EQ(R.row("math")->Status, "conservative"); // the verdict is uncertain, said first
  ASSERT_TRUE(R.Judgement);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  ASSERT_TRUE(Back->InSitu);
  EXPECT_EQ(Back->InSitu->Grid[0], 8u);
}

// The what-ifs made at the launch are rows as `limiter run` makes them: the occupancy what-if
// and its curve's points by blocks per multiprocessor, the elements-per-thread what-if by the
// blocks of its own grid, one that does not apply with its reason; the curves are drawn from
// them.
TEST(Profile, WhatIfsMadeAtTheLaunchAreRowsAndCurves) {
  std::string Manifest = R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "chase",
    "qualified_name": "chase", "instantiations": [], "parameters": []},
    "variants": [{"variant": "full", "function": "chase", "status": "ok"},
                 {"variant": "mem", "function": "chase__mem", "status": "ok"},
                 {"variant": "math", "function": "chase__math", "status": "ok"}]})";
  ProfiledLaunch L;
  L.Grid = {4096, 1, 1};
  auto Row = [&](const char *Name, double Ms, int Blocks) {
    L.Variants.push_back(
        {Name, "", "ok", "", 64, 0, Blocks, true, 0, std::vector<double>(12, Ms), {}});
  };
  Row("full", 1.0, 2);
  Row("mem", 0.9, 2);
  Row("math", 0.5, 2);
  Row("occupancy@1", 2.0, 1);
  Row("occupancy", 0.3, 8);
  L.Variants.back().RegisterCap = 32;
  Row("occupancy@4", 0.5, 4);
  Row("perthread", 0.8, 2);
  L.Variants.back().Grid = std::array<unsigned, 3>{264, 1, 1};
  Row("perthread@2", 0.9, 2);
  L.Variants.back().Grid = std::array<unsigned, 3>{2048, 1, 1};
  RunResults R = resultsOfLaunch(L, Manifest, "NVIDIA H200", {}, 0.005, 10, false);
  ASSERT_TRUE(R.row("occupancy@1"));
  EXPECT_TRUE(R.row("occupancy@1")->OnCurve);
  EXPECT_FALSE(R.row("occupancy")->OnCurve);
  EXPECT_EQ(R.row("occupancy")->RegisterCap, 32);
  EXPECT_EQ(R.row("perthread")->GridBlocks, 264u);
  EXPECT_EQ(R.row("full")->GridBlocks, 4096u);
  ASSERT_GE(R.WhatIfs.size(), 2u);
  EXPECT_EQ(R.WhatIfs[0].Name, "occupancy");
  EXPECT_NEAR(*R.WhatIfs[0].Potential, 0.7, 1e-9);
  EXPECT_EQ(R.Occupancy.Points.size(), 4u) << "1, full's 2, 4 and the what-if's 8";
  EXPECT_EQ(R.PerThread.Points.size(), 3u);
  EXPECT_NE(R.Occupancy.Reading.find("more resident warps help"), std::string::npos)
      << R.Occupancy.Reading;

  // Not applicable: said as the what-if's reason.
  L.Variants.resize(3);
  L.Variants.push_back({"perthread", "", "absent",
                        "not applicable: the kernel is no grid-stride loop: blockIdx.x is read "
                        "outside a grid-stride loop's start and step (line 4)",
                        64, 0, 2, true, 0, {}, {}});
  R = resultsOfLaunch(L, Manifest, "NVIDIA H200", {}, 0.005, 10, false);
  ASSERT_EQ(R.WhatIfs.size(), 1u);
  EXPECT_EQ(R.WhatIfs[0].Status, "not-applicable");
  EXPECT_NE(R.WhatIfs[0].Why.find("no grid-stride loop"), std::string::npos);
}

// Counts taken in the program are judged as `limiter run` judges ncu's: the same executed
// checks, and a math-only that makes full's global loads fails its check.
TEST(Profile, ExecutedCountsInSituAreChecked) {
  std::string Manifest = R"({"schema": "limiter/bundle", "version": 1, "kernel": {"name": "relax",
    "qualified_name": "relax", "instantiations": [], "parameters": []},
    "variants": [{"variant": "full", "function": "relax", "status": "ok"},
                 {"variant": "mem", "function": "relax__mem", "status": "ok"},
                 {"variant": "math", "function": "relax__math", "status": "ok"}]})";
  ProfiledLaunch L;
  for (auto [Name, Ms] : {std::pair{"full", 1.0}, std::pair{"mem", 0.95}, std::pair{"math", 0.3}})
    L.Variants.push_back(
        {Name, "", "ok", "", 10, 0, 8, true, 0, std::vector<double>(12, Ms), {}});
  L.Variants[0].Executed = {{"global_ld", 1000}, {"global_st", 500}, {"ld_sectors", 4000},
                            {"st_sectors", 2000}, {"fp32", 90000}};
  L.Variants[1].Executed = {{"global_ld", 1000}, {"global_st", 500}, {"ld_sectors", 4000},
                            {"st_sectors", 2000}, {"fp32", 0}};
  L.Variants[2].Executed = {{"global_ld", 1000}, {"global_st", 0}, {"ld_sectors", 4000},
                            {"st_sectors", 0}, {"fp32", 90000}};
  L.CountSeconds = 0.5;
  RunResults R = resultsOfLaunch(L, Manifest, "NVIDIA H100", {}, 0.005, 10, false);
  EXPECT_EQ(R.row("math")->Executed.at("global_ld"), 1000);
  ASSERT_TRUE(R.CountSeconds);
  ASSERT_FALSE(R.Checks.empty()) << "executed checks are made in situ";
  bool MathLoadsFailed = false;
  for (const CountCheck &C : R.Checks)
    if (C.Name.find("math") != std::string::npos && C.Name.find("load") != std::string::npos)
      MathLoadsFailed |= !C.Passed;
  EXPECT_TRUE(MathLoadsFailed) << "math-only keeps every load of full and nothing is structural";
  ASSERT_TRUE(R.Judgement);
  EXPECT_TRUE(R.Judgement->uncertain()) << verdictLabel(*R.Judgement);
}

TEST(Profile, ModuleGlobalsOfARealCubin) {
  std::string Error;
  EXPECT_TRUE(moduleGlobalsOf("not an elf", Error).empty());
  EXPECT_FALSE(Error.empty());
  if (std::system("nvcc --version > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "nvcc is not on PATH";
  auto Dir = std::filesystem::temp_directory_path() / "limiter-module-globals";
  std::filesystem::create_directories(Dir);
  std::ofstream(Dir / "m.cu") << "__constant__ float table[16];\n__device__ int counter;\n"
                                 "__global__ void k(float *o) { o[0] = table[counter & 15]; }\n";
  std::string Command =
      "nvcc -cubin -arch=sm_90 -o " + (Dir / "m.cubin").string() + " " + (Dir / "m.cu").string();
  ASSERT_EQ(std::system(Command.c_str()), 0);
  Error.clear();
  std::vector<ModuleGlobal> Globals = moduleGlobals((Dir / "m.cubin").string(), Error);
  EXPECT_TRUE(Error.empty()) << Error;
  std::map<std::string, std::uint64_t> Sizes;
  for (const ModuleGlobal &G : Globals)
    Sizes[G.Name] = G.Bytes;
  EXPECT_EQ(Sizes["table"], 64u);
  EXPECT_EQ(Sizes["counter"], 4u);
  std::filesystem::remove_all(Dir);
}

} // namespace
} // namespace limiter
