// The evidence beyond the times: the shares that make a verdict inseparable, the imprecision
// of times that missed their targets, and the median's confidence interval.

#include "limiter/runtime/Results.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

VariantRow row(const std::string &Variant, double Ms, std::map<std::string, unsigned> Counts = {},
               std::map<std::string, double> Executed = {}) {
  VariantRow R;
  R.Variant = Variant;
  R.Function = "hist__" + Variant;
  R.Status = "ok";
  R.Time = summarize(std::vector<double>(12, Ms));
  R.Counts = std::move(Counts);
  R.Executed = std::move(Executed);
  return R;
}

/// A 256-bin histogram of ours as its bundle describes it: four loads per thread whose bytes
/// decide the shared atomics' bins, and math-only keeping all of them (structural).
RunResults histogram() {
  RunResults R;
  R.Kernel = "lab::histogram256";
  R.Variants = {
      row("full", 0.575, {{"ld.global.32", 4}, {"atom.shared", 16}, {"atom.global", 1}}),
      row("mem", 0.575, {{"ld.global.32", 4}, {"atom.shared", 16}, {"atom.global", 1}}),
      row("math", 0.575, {{"ld.global.32", 4}, {"int", 40}, {"atom.global", 1}}),
      row("skeleton", 0.01)};
  R.StructuralLoads = {{"/src/kernels/lab/histogram.cu", 21, {"addresses"}},
                       {"/src/kernels/lab/histogram.cu", 22, {"addresses", "branches"}}};
  return R;
}

TEST(Evidence, StaticSharesOfAHistogram) {
  Separation S = separationOf(histogram());
  EXPECT_FALSE(S.Executed);
  ASSERT_TRUE(S.TrafficKeptByMath);
  // Four loads of full's five global accesses (the guarded global atomic never runs in math).
  EXPECT_DOUBLE_EQ(*S.TrafficKeptByMath, 4.0 / 5);
  ASSERT_TRUE(S.BytesKeptByMath);
  EXPECT_DOUBLE_EQ(*S.BytesKeptByMath, 1.0) << "the atomic is counted by instruction, not bytes";
  EXPECT_FALSE(S.ArithmeticKeptByMem) << "full has no floating-point arithmetic";
  EXPECT_EQ(S.SharedAtomics, 16u);
  EXPECT_EQ(S.GlobalAtomics, 1u);
  EXPECT_EQ(S.Causes, (std::vector<std::string>{"addresses (histogram.cu:21, histogram.cu:22)",
                                                "branches (histogram.cu:22)"}));
}

TEST(Evidence, ExecutedSharesWinOverStaticOnes) {
  RunResults R = histogram();
  R.Variants[0].Executed = {{"global_ld", 2.1e6}, {"global_atom", 8192}, {"ld_sectors", 8.4e6},
                            {"fp32", 0}};
  R.Variants[1].Executed = {{"global_ld", 2.1e6}, {"global_atom", 8192}, {"ld_sectors", 8.4e6}};
  R.Variants[2].Executed = {{"global_ld", 2.1e6}, {"ld_sectors", 8.4e6}};
  Separation S = separationOf(R);
  EXPECT_TRUE(S.Executed);
  EXPECT_NEAR(*S.TrafficKeptByMath, 2.1e6 / (2.1e6 + 8192), 1e-12);
  EXPECT_DOUBLE_EQ(*S.BytesKeptByMath, 1.0);
  addVerdict(R);
  ASSERT_TRUE(R.Judgement);
  EXPECT_EQ(R.Judgement->Kind, Limiter::Inseparable);
  EXPECT_NE(R.Judgement->Sentence.find("(executed requests): its loads decide addresses"),
            std::string::npos)
      << R.Judgement->Sentence;
}

TEST(Evidence, SeparableKernelKeepsItsClass) {
  // A stencil: math-only keeps no global load, memory-only none of the 28 FMAs.
  RunResults R;
  R.Variants = {row("full", 1.0, {{"ld.global.32", 15}, {"st.global.32", 1}, {"fp32", 28}}),
                row("mem", 0.95, {{"ld.global.32", 15}, {"st.global.32", 1}}),
                row("math", 0.5, {{"st.global.32", 1}, {"fp32", 28}})};
  Separation S = separationOf(R);
  EXPECT_DOUBLE_EQ(*S.TrafficKeptByMath, 0);
  EXPECT_DOUBLE_EQ(*S.ArithmeticKeptByMem, 0);
  addVerdict(R);
  EXPECT_EQ(R.Judgement->Kind, Limiter::MemoryBound);
}

TEST(Evidence, ImpreciseExactlyWhereATargetIsMissed) {
  RunResults R = histogram();
  EXPECT_TRUE(imprecisionOf(R).empty()) << "12 equal samples meet both targets";
  R.Variants[0].Time = summarize({1.0, 1.0, 1.0});
  R.Variants[2].Time = summarize(std::vector<double>{1.0, 1.03, 0.97, 1.0, 1.02, 0.98, 1.0,
                                                     1.01, 0.99, 1.0, 1.0, 1.0});
  std::vector<std::string> Why = imprecisionOf(R);
  ASSERT_EQ(Why.size(), 2u);
  EXPECT_EQ(Why[0], "full has 3 samples, under the minimum 10");
  EXPECT_EQ(Why[1].rfind("math-only's spread 1.6", 0), 0u) << Why[1];
  EXPECT_NE(Why[1].find("over the 0.5% target (n=12)"), std::string::npos) << Why[1];
  R.Variants.push_back(row("store", 0.1));
  R.Variants.back().Time = summarize({1.0, 1.5, 2.0});
  EXPECT_EQ(imprecisionOf(R).size(), 2u) << "store-only's time decides nothing";
  // The histogram's skeleton, 3.7 us under a 129 us kernel, decides no floor: its 2.9% spread
  // makes nothing imprecise. At the full kernel's time it would.
  R.Variants.pop_back();
  R.Variants[3].Time = summarize({0.01, 0.0103, 0.0097, 0.01, 0.01, 0.0102, 0.0098, 0.01, 0.01,
                                  0.0101, 0.0099, 0.01});
  EXPECT_EQ(imprecisionOf(R).size(), 2u);
  R.Variants[3].Time->MedianMs = 0.95;
  EXPECT_EQ(imprecisionOf(R).size(), 3u);
  R.TargetRelStdDev = 0.02;
  R.MinSamples = 3;
  EXPECT_TRUE(imprecisionOf(R).empty());
}

TEST(Evidence, MedianConfidenceInterval) {
  std::vector<double> Ranks;
  for (int I = 1; I <= 100; ++I)
    Ranks.push_back(I);
  SampleStats S = summarize(Ranks);
  // Ranks 50 -+ 1.96 * sqrt(100) / 2 = 9.8: the 40th and the 61st value.
  EXPECT_DOUBLE_EQ(S.MedianLowMs, 40);
  EXPECT_DOUBLE_EQ(S.MedianHighMs, 61);
  // Ten samples: the 2nd and the 9th (97.9%), not the extremes, so one outlier hides nothing.
  SampleStats Ten = summarize({5, 1, 9, 3, 7, 2, 8, 4, 10, 6});
  EXPECT_DOUBLE_EQ(Ten.MedianLowMs, 2);
  EXPECT_DOUBLE_EQ(Ten.MedianHighMs, 9);
  SampleStats Few = summarize({3.0, 1.0, 2.0});
  EXPECT_DOUBLE_EQ(Few.MedianLowMs, 1.0) << "few samples: the extremes";
  EXPECT_DOUBLE_EQ(Few.MedianHighMs, 3.0);
}

TEST(Evidence, OnlyATrustedSkeletonMakesAFloor) {
  // Full at the skeleton's time: floor-bound, unless the skeleton is not what it claims.
  RunResults R;
  R.Variants = {row("full", 0.019), row("mem", 0.0185), row("math", 0.018),
                row("skeleton", 0.018)};
  addVerdict(R);
  EXPECT_EQ(R.Judgement->Kind, Limiter::FloorBound);
  R.Variants[3].Status = "conservative"; // kept as written: about full's time
  addVerdict(R);
  EXPECT_NE(R.Judgement->Kind, Limiter::FloorBound);
  R.Variants[3].Status = "ok";
  R.Checks = {{"skeleton-executes-no-global-loads", false, "skeleton makes 4096 ...", ""}};
  addVerdict(R);
  EXPECT_NE(R.Judgement->Kind, Limiter::FloorBound);
  R.Checks.clear();
  R.Variants[3].Time = summarize(std::vector<double>(12, 0.025)); // slower than full
  addVerdict(R);
  EXPECT_NE(R.Judgement->Kind, Limiter::FloorBound);
}

TEST(Evidence, SurvivesResultsJson) {
  RunResults R = histogram();
  R.Variants[0].Time = summarize({1.0, 1.0, 1.0});
  addVerdict(R);
  ASSERT_TRUE(R.Judgement);
  EXPECT_EQ(verdictLabel(*R.Judgement), "inseparable, imprecise");
  std::string Text = toJson(R), Error;
  std::optional<RunResults> Back = resultsFromJson(Text, Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(toJson(*Back), Text);
  EXPECT_EQ(Back->StructuralLoads.size(), 2u);
  EXPECT_EQ(Back->StructuralLoads[1].Decides, (std::vector<std::string>{"addresses", "branches"}));
  EXPECT_EQ(Back->Judgement->Kind, Limiter::Inseparable);
  EXPECT_EQ(Back->Judgement->Shares.SharedAtomics, 16u);
  EXPECT_EQ(Back->Judgement->Imprecision, R.Judgement->Imprecision);
  EXPECT_NE(toTerminalTable(*Back).find("verdict: imprecise (full has 3 samples"),
            std::string::npos)
      << toTerminalTable(*Back);
}

} // namespace
} // namespace limiter
