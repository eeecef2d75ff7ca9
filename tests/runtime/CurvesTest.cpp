// The curves: the blocks per multiprocessor the occupancy curve is drawn at, what its points say
// (the knee, more warps that help, more than the kernel needs), why it is not drawn; the
// elements-per-thread curve of a grid-stride kernel; their place in results.json and the
// reports.

#include "limiter/runtime/Padding.h"
#include "limiter/runtime/Report.h"
#include "limiter/runtime/Results.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

/// A row timed at Ms (ten samples spread 1% around it) at Blocks per multiprocessor.
VariantRow at(const std::string &Variant, int Blocks, double Ms) {
  VariantRow R;
  R.Variant = Variant;
  R.Function = "k__full";
  R.Status = "ok";
  R.BlocksPerSm = Blocks;
  R.Time = summarize({Ms, Ms * 1.01, Ms * 0.99, Ms, Ms, Ms * 1.005, Ms * 0.995, Ms, Ms, Ms});
  if (Variant.starts_with("occupancy")) {
    R.WhatIf = "too few resident warps";
    R.OnCurve = Variant != "occupancy";
    R.Note = R.OnCurve ? "full padded with 1024 bytes of dynamic shared memory"
                       : "full with registers capped at 32";
  }
  return R;
}

TEST(OccupancyCurve, EveryCountUpToTwelveThenSpreadOut) {
  EXPECT_EQ(occupancyCurveTargets(8, 8), (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
  EXPECT_EQ(occupancyCurveTargets(3, 8), (std::vector<int>{1, 2, 4, 5, 6, 7}));
  EXPECT_EQ(occupancyCurveTargets(4, 32), (std::vector<int>{1, 2, 3, 6, 8, 12, 16, 24}));
  EXPECT_EQ(occupancyCurveTargets(5, 32), (std::vector<int>{1, 2, 3, 4, 6, 8, 12, 16, 24}))
      << "full's own count need not be on the spread";
  EXPECT_TRUE(occupancyCurveTargets(1, 1).empty());
  EXPECT_EQ(occupancyCurveTargets(2, 2), (std::vector<int>{1}));
}

// A latency-bound kernel held at two blocks by its registers: one block is slower, three and
// the what-if's four are faster beyond the noise. The curve says more warps help and where it
// flattens; the curve's points are not ranked among the what-ifs, the occupancy what-if is.
TEST(OccupancyCurve, MoreResidentWarpsThatHelpAreSaid) {
  RunResults R;
  R.Kernel = "chase";
  R.Variants = {at("full", 2, 1.0),       at("mem", 2, 0.4),         at("math", 2, 0.5),
                at("occupancy", 4, 0.62), at("occupancy@1", 1, 1.9), at("occupancy@3", 3, 0.64)};
  addVerdict(R);
  ASSERT_EQ(R.Occupancy.Points.size(), 4u);
  EXPECT_EQ(R.Occupancy.FullX, 2);
  std::vector<int> Blocks;
  for (const CurvePoint &P : R.Occupancy.Points)
    Blocks.push_back(P.X);
  EXPECT_EQ(Blocks, (std::vector<int>{1, 2, 3, 4}));
  EXPECT_NE(R.Occupancy.Reading.find("more resident warps help, 4 blocks take 38.0% less time"),
            std::string::npos)
      << R.Occupancy.Reading;
  EXPECT_NE(
      R.Occupancy.Reading.find("3 blocks per multiprocessor come within 5% of full's least time"),
      std::string::npos)
      << R.Occupancy.Reading;
  ASSERT_EQ(R.WhatIfs.size(), 1u) << "the curve's points are not what-ifs";
  EXPECT_EQ(R.WhatIfs[0].Name, "occupancy");
  EXPECT_EQ(R.WhatIfs[0].Rank, 1u);
}

// Full at eight blocks whose time is flat from four on: its occupancy is more than it needs.
TEST(OccupancyCurve, MoreBlocksThanTheKernelNeedsAreSaid) {
  RunResults R;
  R.Variants = {at("full", 8, 1.0),        at("occupancy@1", 1, 3.0),  at("occupancy@2", 2, 1.5),
                at("occupancy@3", 3, 1.1), at("occupancy@4", 4, 1.03), at("occupancy@6", 6, 1.0)};
  addVerdict(R);
  EXPECT_NE(
      R.Occupancy.Reading.find("4 blocks per multiprocessor come within 5% of full's least time"),
      std::string::npos)
      << R.Occupancy.Reading;
  EXPECT_NE(R.Occupancy.Reading.find("full's 8 are more than it needs"), std::string::npos)
      << R.Occupancy.Reading;
  std::vector<std::string> Lines = curveLines(R.Occupancy);
  ASSERT_EQ(Lines.size(), 7u);
  EXPECT_EQ(Lines[0], "1 block per multiprocessor: 3.0000 ms (3.00x full's time; full padded "
                      "with 1024 bytes of dynamic shared memory)");
  EXPECT_EQ(Lines[5], "8 blocks per multiprocessor: 1.0000 ms (full as it is)");
}

// Full at its most blocks, flat below: it needs them all, and no more fit.
TEST(OccupancyCurve, AKernelThatNeedsAllItsBlocks) {
  RunResults R;
  R.Variants = {at("full", 4, 1.0), at("occupancy@1", 1, 3.0), at("occupancy@2", 2, 1.6),
                at("occupancy@3", 3, 1.2)};
  addVerdict(R);
  EXPECT_NE(R.Occupancy.Reading.find("full's 4 are what it needs, and no more fit"),
            std::string::npos)
      << R.Occupancy.Reading;
}

// More blocks past the best that cost time again are said, and the knee is the fewest blocks
// near the least time, not the most.
TEST(OccupancyCurve, ATimeThatRisesPastTheBestIsSaid) {
  RunResults R;
  R.Variants = {at("full", 4, 1.0),        at("occupancy@1", 1, 2.0), at("occupancy@2", 2, 1.2),
                at("occupancy@3", 3, 1.1), at("occupancy@6", 6, 1.3), at("occupancy", 8, 1.5)};
  addVerdict(R);
  EXPECT_EQ(R.Occupancy.Reading,
            "4 blocks per multiprocessor come within 5% of full's least time (1.0000 ms at 4 "
            "blocks): full's 4 are what it needs; past 4 blocks the time rises again (1.5000 ms "
            "at 8 blocks)");
}

// Under `--what-if auto` the curve is drawn for a latency-bound kernel or an uncertain verdict;
// its points' note then says why it is not, and no point is drawn.
TEST(OccupancyCurve, NotDrawnSaysWhy) {
  Verdict Memory;
  Memory.Kind = Limiter::MemoryBound;
  const std::string Why = curveNotRelevant(Memory);
  EXPECT_NE(Why.find("memory-bound"), std::string::npos) << Why;
  Verdict Latency;
  Latency.Kind = Limiter::LatencyBound;
  EXPECT_EQ(curveNotRelevant(Latency), "");
  Memory.Doubts = {"math-only is conservative"};
  EXPECT_EQ(curveNotRelevant(Memory), "") << "an uncertain class rules out nothing";

  RunResults R;
  VariantRow Point = at("occupancy@1", 1, 2.0);
  Point.Time.reset();
  Point.Status = "not-relevant";
  Point.Note = Why;
  R.Variants = {at("full", 2, 1.0), Point};
  addVerdict(R);
  EXPECT_TRUE(R.Occupancy.Points.empty());
  EXPECT_EQ(R.Occupancy.Reading, Why);
  EXPECT_EQ(curveLines(R.Occupancy), std::vector<std::string>{R.Occupancy.Reading});

  // Under auto the what-if itself is timed for every class: with full it makes two timed
  // rows, no curve; the points' reason is the reading.
  RunResults WhatIfOnly;
  WhatIfOnly.Variants = {at("full", 2, 1.0), at("occupancy", 4, 0.7), Point};
  addVerdict(WhatIfOnly);
  EXPECT_TRUE(WhatIfOnly.Occupancy.Points.empty());
  EXPECT_EQ(WhatIfOnly.Occupancy.Reading, Why);

  RunResults Without;
  Without.Variants = {at("full", 2, 1.0), at("occupancy", 4, 0.7)};
  addVerdict(Without);
  EXPECT_TRUE(Without.Occupancy.Points.empty()) << "no curve points, no curve";
  EXPECT_TRUE(Without.Occupancy.Reading.empty());
}

// The points keep their mark through results.json; the curve is written for readers and
// rebuilt from the rows; each printer shows it and the HTML page draws one dot per point.
TEST(OccupancyCurve, ResultsJsonAndTheReportsCarryIt) {
  RunResults R;
  R.Kernel = "chase";
  R.Variants = {at("full", 2, 1.0), at("mem", 2, 0.4), at("math", 2, 0.5),
                at("occupancy@1", 1, 1.9), at("occupancy", 4, 0.62)};
  addVerdict(R);
  const std::string Json = toJson(R);
  EXPECT_NE(Json.find("\"occupancy_curve\""), std::string::npos);
  EXPECT_NE(Json.find("\"curve_point\": true"), std::string::npos);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(Json, Error);
  ASSERT_TRUE(Back) << Error;
  ASSERT_EQ(Back->Occupancy.Points.size(), 3u);
  EXPECT_EQ(Back->Occupancy.Reading, R.Occupancy.Reading);
  ASSERT_NE(Back->row("occupancy@1"), nullptr);
  EXPECT_TRUE(Back->row("occupancy@1")->OnCurve);
  const std::string Text = toTerminalTable(R);
  EXPECT_NE(Text.find("occupancy curve (full's time by blocks per multiprocessor):"),
            std::string::npos)
      << Text;
  EXPECT_EQ(Text.find("  occupancy@1 "), std::string::npos) << "not a row of the twins' table";
  EXPECT_NE(toMarkdown(R).find("**occupancy curve (full's time by blocks per multiprocessor)**"),
            std::string::npos);
  const std::string Chart = curveChart(R, R.Occupancy);
  EXPECT_NE(Chart.find("<svg class=\"curve\""), std::string::npos);
  std::size_t Dots = 0;
  for (std::size_t At = Chart.find("<circle"); At != std::string::npos;
       At = Chart.find("<circle", At + 1))
    ++Dots;
  EXPECT_EQ(Dots, 3u);
  std::string Page = htmlReport("t", "", {{"s", "", {{"chase", "", R, ""}}}});
  EXPECT_NE(Page.find("<svg class=\"curve\""), std::string::npos);
  EXPECT_NE(Page.find("Occupancy curve (full"), std::string::npos);
}

/// A row of the elements-per-thread curve: full launched with Grid blocks, timed at Ms.
VariantRow grid(const std::string &Variant, unsigned Grid, double Ms) {
  VariantRow R = at(Variant, 8, Ms);
  R.GridBlocks = Grid;
  if (Variant.starts_with("perthread")) {
    R.WhatIf = "a grid other than one resident wave";
    R.OnCurve = Variant != "perthread";
    R.Note = "full launched with " + std::to_string(Grid) + " blocks in x instead of 8192";
  }
  return R;
}

// A grid-stride kernel: one wave of 1056 blocks (the what-if) is faster beyond the noise than
// full's 8192; the points between are drawn by the grid's blocks, and the occupancy curve is
// not made of them.
TEST(PerThreadCurve, MoreElementsPerThreadThatHelpAreSaid) {
  RunResults R;
  R.Variants = {grid("full", 8192, 1.0),         grid("mem", 8192, 0.9),
                grid("math", 8192, 0.3),         grid("perthread", 1056, 0.8),
                grid("perthread@2", 4096, 0.93), grid("perthread@4", 2048, 0.86)};
  addVerdict(R);
  ASSERT_EQ(R.PerThread.Points.size(), 4u);
  EXPECT_EQ(R.PerThread.FullX, 8192);
  EXPECT_EQ(R.PerThread.Points.front().X, 1056);
  EXPECT_NE(R.PerThread.Reading.find("more elements per thread help: with a grid of 1056 blocks "
                                     "(each thread about 7.76 times full's elements) full "
                                     "takes 20.0% less time than with its own 8192"),
            std::string::npos)
      << R.PerThread.Reading;
  EXPECT_TRUE(R.Occupancy.Points.empty());
  EXPECT_TRUE(R.Occupancy.Reading.empty());
  ASSERT_EQ(R.WhatIfs.size(), 1u);
  EXPECT_EQ(R.WhatIfs[0].Name, "perthread");
  std::vector<std::string> Lines = curveLines(R.PerThread);
  ASSERT_EQ(Lines.size(), 5u);
  EXPECT_EQ(Lines[3], "a grid of 8192 blocks: 1.0000 ms (full as it is)");
  EXPECT_NE(toTerminalTable(R).find("elements per thread (full's time by the blocks of its grid):"),
            std::string::npos);
  std::string Error;
  std::optional<RunResults> Back = resultsFromJson(toJson(R), Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(Back->PerThread.Reading, R.PerThread.Reading);
  ASSERT_NE(Back->row("perthread@2"), nullptr);
  EXPECT_EQ(Back->row("perthread@2")->GridBlocks, 4096u);
  EXPECT_NE(curveChart(R, R.PerThread).find("blocks in the grid"), std::string::npos);
}

// Fewer blocks that cost time, and fewer that change nothing, are said as such.
TEST(PerThreadCurve, FewerBlocksThatCostOrChangeNothing) {
  RunResults Slower;
  Slower.Variants = {grid("full", 8192, 1.0), grid("perthread", 1056, 1.4),
                     grid("perthread@2", 4096, 1.1)};
  addVerdict(Slower);
  EXPECT_NE(Slower.PerThread.Reading.find("fewer blocks cost time: with a grid of 1056 blocks"),
            std::string::npos)
      << Slower.PerThread.Reading;
  RunResults Same;
  Same.Variants = {grid("full", 8192, 1.0), grid("perthread", 1056, 1.0),
                   grid("perthread@2", 4096, 1.0)};
  addVerdict(Same);
  EXPECT_EQ(Same.PerThread.Reading.find("more elements per thread gain nothing measurable"), 0u)
      << Same.PerThread.Reading;
}

} // namespace
} // namespace limiter
