// The what-ifs of a run: potential against full from the medians and their intervals, the
// ranking (measured and unquestioned first), what is not applicable or failed and why, their
// place in results.json and in the printed report.

#include "limiter/runtime/Report.h"
#include "limiter/runtime/Results.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <optional>

namespace limiter {
namespace {

VariantRow timed(const std::string &Variant, std::vector<double> Samples,
                 const std::string &WhatIf = "") {
  VariantRow R;
  R.Variant = Variant;
  R.Function = "k__" + Variant;
  R.Status = "ok";
  R.Time = summarize(std::move(Samples));
  R.WhatIf = WhatIf;
  return R;
}

/// A barrier-heavy kernel's run: full 1 ms, its no-barriers what-if 0.7 ms; a second (made-up)
/// what-if at full's time; one not applicable.
RunResults barrierHeavy() {
  RunResults R;
  R.Kernel = "stages";
  R.Variants = {
      timed("full", {1.00, 1.01, 0.99, 1.00, 1.00, 1.02, 0.98, 1.00, 1.00, 1.01}),
      timed("mem", std::vector<double>(10, 0.5)), timed("math", std::vector<double>(10, 0.6)),
      timed("nobarrier", {0.70, 0.71, 0.69, 0.70, 0.70, 0.72, 0.68, 0.70, 0.70, 0.71},
            "block barriers"),
      timed("other", {1.00, 1.01, 0.99, 1.00, 1.00, 1.01, 0.99, 1.00, 1.00, 1.00}, "something")};
  VariantRow NotApplicable;
  NotApplicable.Variant = "third";
  NotApplicable.Status = "absent";
  NotApplicable.WhatIf = "a third cost";
  NotApplicable.Reasons = {"not applicable: the kernel has no a third cost to remove"};
  R.Variants.push_back(NotApplicable);
  return R;
}

TEST(WhatIfs, PotentialIsTheShareOfFullsTimeSavedAndRanked) {
  RunResults R = barrierHeavy();
  addVerdict(R);
  ASSERT_EQ(R.WhatIfs.size(), 3u);
  const WhatIfResult &Top = R.WhatIfs[0];
  EXPECT_EQ(Top.Name, "nobarrier");
  EXPECT_EQ(Top.Rank, 1u);
  ASSERT_TRUE(Top.Potential);
  EXPECT_NEAR(*Top.Potential, 0.30, 1e-9);
  EXPECT_LT(*Top.PotentialLow, *Top.Potential);
  EXPECT_GT(*Top.PotentialHigh, *Top.Potential);
  EXPECT_EQ(R.WhatIfs[1].Name, "other");
  EXPECT_NEAR(*R.WhatIfs[1].Potential, 0.0, 1e-9);
  EXPECT_LE(*R.WhatIfs[1].PotentialLow, 0.0) << "within the noise";
  EXPECT_EQ(R.WhatIfs[2].Status, "not-applicable");
  EXPECT_EQ(R.WhatIfs[2].Rank, 0u);
  EXPECT_NE(R.WhatIfs[2].Why.find("not applicable"), std::string::npos);
  ASSERT_TRUE(R.Judgement);
  EXPECT_EQ(R.Judgement->Doubts.size(), 0u) << "what-ifs never make the verdict uncertain";
}

// A what-if slower than full says the cost it removes is not what limits the kernel, unless
// it executes more instructions than full: its own work may then be what it measured, and it
// says it is inconclusive (the coalesced what-if's warp reductions on a kernel of many loads).
TEST(WhatIfs, SlowerThanFullWithWorkOfItsOwnIsInconclusive) {
  RunResults R = barrierHeavy();
  R.Variants[4] =
      timed("other", {1.50, 1.51, 1.49, 1.50, 1.50, 1.52, 1.48, 1.50, 1.50, 1.51}, "something");
  addVerdict(R);
  auto LineOf = [](const std::vector<std::string> &Lines) {
    auto It = std::find_if(Lines.begin(), Lines.end(), [](const std::string &L) {
      return L.find("(removes something)") != std::string::npos;
    });
    return It == Lines.end() ? std::string() : *It;
  };
  EXPECT_NE(LineOf(whatIfLines(R)).find("not what limits the kernel"), std::string::npos);
  R.Variants[0].Executed["inst"] = 1000;
  R.Variants[4].Executed["inst"] = 3000;
  addVerdict(R);
  const std::string Line = LineOf(whatIfLines(R));
  EXPECT_NE(Line.find("inconclusive"), std::string::npos) << Line;
  EXPECT_EQ(Line.find("not what limits the kernel"), std::string::npos) << Line;
}

// A measured what-if's row note says how it was made (the occupancy what-if's cap), and the
// report prints it under the what-if's line.
TEST(WhatIfs, HowAMeasuredWhatIfWasMadeIsSaid) {
  RunResults R = barrierHeavy();
  R.Variants[3].Note = "full with registers capped at 32: 8 blocks per multiprocessor";
  addVerdict(R);
  ASSERT_FALSE(R.WhatIfs.empty());
  EXPECT_EQ(R.WhatIfs[0].How, R.Variants[3].Note);
  EXPECT_TRUE(R.WhatIfs[1].How.empty());
  std::vector<std::string> Lines = whatIfLines(R);
  ASSERT_GE(Lines.size(), 2u);
  EXPECT_EQ(Lines[1], "     how: " + R.Variants[3].Note);
}

// A what-if that executes more instructions than full (a skew's arithmetic) says so, and that
// its potential is then a lower bound; one that executes as many, or fewer, says nothing.
TEST(WhatIfs, WorkAWhatIfAddsOfItsOwnIsSaid) {
  RunResults R = barrierHeavy();
  R.Variants[0].Executed["inst"] = 1000;
  R.Variants[3].Executed["inst"] = 1150;
  R.Variants[4].Executed["inst"] = 1005;
  addVerdict(R);
  ASSERT_TRUE(R.WhatIfs[0].ExtraInstructions);
  EXPECT_NEAR(*R.WhatIfs[0].ExtraInstructions, 0.15, 1e-9);
  std::vector<std::string> Lines = whatIfLines(R);
  ASSERT_GE(Lines.size(), 3u);
  EXPECT_EQ(Lines[1].rfind("     own work: it executes 15.0% more warp instructions than full", 0),
            0u)
      << Lines[1];
  EXPECT_NE(Lines[1].find("lower bound"), std::string::npos);
  EXPECT_EQ(
      std::count_if(Lines.begin(), Lines.end(),
                    [](const std::string &L) { return L.find("own work") != std::string::npos; }),
      1)
      << "0.5% more (the second what-if) is within 1%";
  nlohmann::json J = nlohmann::json::parse(toJson(R));
  EXPECT_NEAR(J["what_ifs"][0]["extra_instructions"].get<double>(), 0.15, 1e-9);
  EXPECT_FALSE(J["what_ifs"][1].contains("extra_instructions") &&
               J["what_ifs"][1]["extra_instructions"].get<double>() > 0.01);
  R.Variants[3].Executed.clear();
  addVerdict(R);
  EXPECT_FALSE(R.WhatIfs[0].ExtraInstructions) << "not counted: nothing said";
}

// A failed check of what a what-if changed or kept (static or executed) is a doubt: it ranks
// after the unquestioned ones whatever its potential; a what-if not at full's occupancy is
// not measured.
TEST(WhatIfs, DoubtfulOnesRankLastAndMismatchedOnesAreNotMeasured) {
  RunResults R = barrierHeavy();
  R.StaticChecks.push_back(
      {"nobarrier-removes-block-barriers", false, "block barriers: 2", "counts"});
  R.Variants[4].OccupancyMatched = false;
  R.Variants[4].Note = "fits 4 blocks per SM, full 8";
  addVerdict(R);
  EXPECT_EQ(R.WhatIfs[0].Name, "nobarrier");
  EXPECT_EQ(R.WhatIfs[0].Doubts.size(), 1u);
  EXPECT_EQ(R.WhatIfs[0].Rank, 1u) << "the only one measured";
  EXPECT_EQ(R.WhatIfs[1].Name, "other");
  EXPECT_EQ(R.WhatIfs[1].Status, "failed");
  EXPECT_NE(R.WhatIfs[1].Why.find("blocks per multiprocessor"), std::string::npos);
}

// A failed static check of what a what-if kept is no doubt where its executed twin passed: the
// blur's coalesced what-if, whose loop nvcc did not unroll, has 4 static loads against full's
// 36 and executes the same requests. A static check without an executed twin (the shared
// accesses, where they were not counted) stays a doubt; one whose twin failed is said once,
// by the twin.
TEST(WhatIfs, AStaticDifferenceTheExecutedCountsSeeThroughIsNoDoubt) {
  RunResults R = barrierHeavy();
  R.StaticChecks = {
      {"nobarrier-keeps-full-global-accesses", false, "ld.global.32 4; full 36", "counts"},
      {"nobarrier-keeps-full-floating-point", false, "8; full 40", "counts"}};
  R.Checks = {{"nobarrier-executes-full-global-requests", true, "37748736, full 37748736", ""},
              {"nobarrier-executes-full-fp32-within-10pct", true, "", ""}};
  addVerdict(R);
  EXPECT_TRUE(R.WhatIfs[0].Doubts.empty());
  R.Checks[1].Passed = false;
  R.StaticChecks.push_back({"nobarrier-keeps-full-shared-accesses", false, "2; full 4", "counts"});
  addVerdict(R);
  auto Barrier = std::find_if(R.WhatIfs.begin(), R.WhatIfs.end(),
                              [](const WhatIfResult &W) { return W.Name == "nobarrier"; });
  ASSERT_NE(Barrier, R.WhatIfs.end());
  ASSERT_EQ(Barrier->Doubts.size(), 2u) << "floating point (by its executed twin), shared";
  EXPECT_NE(Barrier->Doubts[0].find("nobarrier-keeps-full-shared-accesses"), std::string::npos);
  EXPECT_NE(Barrier->Doubts[1].find("nobarrier-executes-full-fp32"), std::string::npos);
  // Counted, the shared accesses are judged by their executed twin: a barrier-heavy loop
  // that nvcc unrolled more once its barriers were gone (50 static shared accesses against
  // 30) executes full's.
  R.Checks.push_back({"nobarrier-executes-full-shared-accesses", true, "4096/2048", ""});
  R.Checks[1].Passed = true;
  addVerdict(R);
  Barrier = std::find_if(R.WhatIfs.begin(), R.WhatIfs.end(),
                         [](const WhatIfResult &W) { return W.Name == "nobarrier"; });
  EXPECT_TRUE(Barrier->Doubts.empty()) << Barrier->Doubts.front();
  // Where the compiled code's shared accesses agree, the executed warp instructions are not
  // counted at all (executedCountChecks): a branch one build predicates runs fewer of them for
  // the same work.
  VariantRow Full, Barrier2;
  Full.Variant = "full";
  Barrier2.Variant = "nobarrier";
  Barrier2.WhatIf = "block barriers";
  Full.Executed = {{"shared_ld", 26214400}, {"shared_st", 4096}};
  Barrier2.Executed = {{"shared_ld", 22020096}, {"shared_st", 4096}};
  auto SharedCheck = [&](const std::vector<CountCheck> &Static) -> std::optional<bool> {
    for (const CountCheck &C : executedCountChecks({Full, Barrier2}, false, Static))
      if (C.Name == "nobarrier-executes-full-shared-accesses")
        return C.Passed;
    return std::nullopt;
  };
  EXPECT_EQ(SharedCheck({{"nobarrier-keeps-full-shared-accesses", true, "4; full 4", "counts"}}),
            std::nullopt);
  EXPECT_EQ(SharedCheck({{"nobarrier-keeps-full-shared-accesses", false, "2; full 4", "counts"}}),
            std::optional<bool>(false))
      << "both counts differ: fewer shared accesses, a doubt";
  EXPECT_EQ(SharedCheck({}), std::optional<bool>(false)) << "no static count: the executed judges";
  R = barrierHeavy();
  R.Variants[3].Variant = "wider";
  R.StaticChecks = {{"wider-merges-global-accesses", false, "0 fewer", "counts"}};
  R.Checks = {{"wider-executes-fewer-global-requests-for-full-bytes", true, "", ""}};
  addVerdict(R);
  EXPECT_TRUE(R.WhatIfs[0].Doubts.empty());
}

// A what-if that kept some of its cost as written (conservative), or that the executed counts
// find doing more than full (a skew that stops nvcc forwarding stores to loads executes more
// shared loads), removed less than the cost: its potential is a lower bound, said as such, and
// it ranks by that potential among the unquestioned ones. One that does less than full (fewer
// shared accesses: it removed more than its cost) stays in doubt and ranks after them.
TEST(WhatIfs, ALowerBoundRanksByItsPotentialAndADoubtAfter) {
  RunResults R = barrierHeavy();
  R.Variants[3].Status = "conservative";
  R.Variants[3].Reasons = {"keeps a barrier it cannot tell from a warp's"};
  R.Variants[4].Variant = "nobankconflict";
  R.Variants[4].Time = summarize({0.90, 0.91, 0.89, 0.90, 0.90, 0.91, 0.89, 0.90, 0.90, 0.90});
  R.Checks = {{"nobankconflict-executes-full-shared-accesses", false, "5120/2048, full 4096/2048",
               "", /*MoreWork=*/true}};
  addVerdict(R);
  ASSERT_EQ(R.WhatIfs[0].Name, "nobarrier") << "30% at least, before 10% at least";
  EXPECT_EQ(R.WhatIfs[0].Rank, 1u);
  EXPECT_TRUE(R.WhatIfs[0].Doubts.empty());
  ASSERT_EQ(R.WhatIfs[0].LowerBounds.size(), 1u);
  EXPECT_EQ(R.WhatIfs[0].LowerBounds[0].rfind("conservative: keeps a barrier", 0), 0u);
  EXPECT_EQ(R.WhatIfs[1].Name, "nobankconflict");
  EXPECT_TRUE(R.WhatIfs[1].Doubts.empty());
  ASSERT_EQ(R.WhatIfs[1].LowerBounds.size(), 1u);
  std::vector<std::string> Lines = whatIfLines(R);
  EXPECT_NE(std::find_if(Lines.begin(), Lines.end(),
                         [](const std::string &L) {
                           return L.rfind("     lower bound: conservative", 0) == 0;
                         }),
            Lines.end());
  nlohmann::json J = nlohmann::json::parse(toJson(R));
  EXPECT_EQ(J["what_ifs"][1]["lower_bounds"].size(), 1u);
  EXPECT_TRUE(J["executed_checks"][0]["more_work"].get<bool>());
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  ASSERT_EQ(Back->Checks.size(), 1u);
  EXPECT_TRUE(Back->Checks[0].MoreWork) << "read back from results.json";
  // Fewer shared accesses than full's: it removed more than its cost, a doubt.
  R.Checks[0].MoreWork = false;
  addVerdict(R);
  EXPECT_EQ(R.WhatIfs[0].Name, "nobarrier");
  EXPECT_EQ(R.WhatIfs[1].Name, "nobankconflict");
  EXPECT_EQ(R.WhatIfs[1].Doubts.size(), 1u);
  R.Variants[4].Time = summarize(std::vector<double>(10, 0.5));
  addVerdict(R);
  EXPECT_EQ(R.WhatIfs[0].Name, "nobarrier") << "a doubtful 50% ranks after 30% at least";
}

// A what-if's noise is its own: it never marks the verdict imprecise.
TEST(WhatIfs, ANoisyWhatIfLeavesTheVerdictPrecise) {
  RunResults R = barrierHeavy();
  R.Variants[0] = timed("full", std::vector<double>(10, 1.0)); // the twins precise
  R.Variants[3] =
      timed("nobarrier", {0.5, 0.9, 0.6, 0.8, 0.7, 0.5, 0.9, 0.6, 0.8, 0.7}, "block barriers");
  addVerdict(R);
  ASSERT_TRUE(R.Judgement);
  EXPECT_FALSE(R.Judgement->imprecise()) << verdictLabel(*R.Judgement);
  R.Variants[0] = timed("full", {0.5, 0.9, 0.6, 0.8, 0.7, 0.5, 0.9, 0.6, 0.8, 0.7});
  addVerdict(R);
  EXPECT_TRUE(R.Judgement->imprecise()) << "a noisy full still does";
}

TEST(WhatIfs, ResultsJsonAndTheReportCarryThem) {
  RunResults R = barrierHeavy();
  addVerdict(R);
  std::string Text = toJson(R);
  EXPECT_NE(Text.find("\"what_ifs\""), std::string::npos);
  EXPECT_NE(Text.find("\"potential\""), std::string::npos);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(Text, Error);
  ASSERT_TRUE(Back) << Error;
  ASSERT_EQ(Back->WhatIfs.size(), 3u);
  EXPECT_EQ(Back->WhatIfs[0].Name, "nobarrier");
  EXPECT_EQ(Back->row("nobarrier")->WhatIf, "block barriers");
  std::string Table = toTerminalTable(R);
  EXPECT_NE(Table.find("1. nobarrier (removes block barriers): potential 30.0%"), std::string::npos)
      << Table;
  EXPECT_NE(Table.find("within the noise"), std::string::npos) << Table;
  EXPECT_NE(Table.find("not applicable"), std::string::npos) << Table;
  // The twins' table holds the twins only.
  EXPECT_EQ(Table.find("  nobarrier "), std::string::npos) << Table;
  EXPECT_NE(toMarkdown(R).find("**What if**"), std::string::npos);
  // The HTML page draws a bar per measured what-if (two here), none for the one not applicable.
  std::string Bars = whatIfBars(R);
  EXPECT_NE(Bars.find("<svg class=\"what-ifs\""), std::string::npos);
  EXPECT_EQ(Bars.find("third"), std::string::npos);
  EXPECT_NE(Bars.find("nobarrier"), std::string::npos);
}

// `--what-if auto` leaves out, after the twins, the what-ifs whose cost the class rules out:
// the precision of the arithmetic for a memory-bound kernel, the pattern of the global
// accesses for a math-bound one; an uncertain verdict, a latency-bound or balanced kernel, and
// the what-ifs of either side are timed. A row left out says why, unranked, in results.json
// and the report.
TEST(WhatIfs, AutoTimesOnlyTheOnesTheClassMakesRelevant) {
  Verdict Memory;
  Memory.Kind = Limiter::MemoryBound;
  EXPECT_NE(whatIfNotRelevant("fastmath", Memory).find("memory-bound"), std::string::npos);
  EXPECT_NE(whatIfNotRelevant("approxsqrt", Memory), "");
  for (const char *Timed :
       {"coalesced", "readonly", "nobarrier", "nodivergence", "occupancy", "nobankconflict"})
    EXPECT_EQ(whatIfNotRelevant(Timed, Memory), "") << Timed;
  Verdict Math;
  Math.Kind = Limiter::MathBound;
  EXPECT_NE(whatIfNotRelevant("coalesced", Math).find("math-bound"), std::string::npos);
  EXPECT_NE(whatIfNotRelevant("streaming", Math), "");
  EXPECT_EQ(whatIfNotRelevant("fastmath", Math), "");
  EXPECT_EQ(whatIfNotRelevant("nobankconflict", Math), "");
  Verdict Latency;
  Latency.Kind = Limiter::LatencyBound;
  EXPECT_EQ(whatIfNotRelevant("fastmath", Latency), "");
  EXPECT_EQ(whatIfNotRelevant("coalesced", Latency), "");
  Memory.Doubts = {"mem-only is conservative"};
  EXPECT_EQ(whatIfNotRelevant("fastmath", Memory), "") << "an uncertain class rules out nothing";

  RunResults R = barrierHeavy();
  VariantRow Left;
  Left.Variant = "fastmath";
  Left.WhatIf = "precise math";
  Left.Status = "not-relevant";
  Left.Note = whatIfNotRelevant("fastmath", [] {
    Verdict V;
    V.Kind = Limiter::MemoryBound;
    return V;
  }());
  R.Variants.push_back(Left);
  R.WhatIfSelection = "auto";
  addVerdict(R);
  const WhatIfResult *W = nullptr;
  for (const WhatIfResult &Each : R.WhatIfs)
    if (Each.Name == "fastmath")
      W = &Each;
  ASSERT_NE(W, nullptr);
  EXPECT_EQ(W->Status, "not-relevant");
  EXPECT_EQ(W->Rank, 0u);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(Back->WhatIfSelection, "auto");
  std::string Text = toTerminalTable(R);
  EXPECT_NE(Text.find("fastmath (removes precise math): not timed: a memory-bound kernel"),
            std::string::npos)
      << Text;
}

} // namespace
} // namespace limiter
