#include "limiter/runtime/Verdict.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

VariantTimes times(double Full, double Mem, double Math, std::optional<double> Store = {},
                   std::optional<double> Skeleton = {}) {
  VariantTimes T;
  T.Full = Full;
  T.Mem = Mem;
  T.Math = Math;
  T.Store = Store;
  T.Skeleton = Skeleton;
  return T;
}

Throughput bandwidth(double Bytes, double CopyBandwidth) {
  Throughput R;
  R.BytesMoved = Bytes;
  R.CopyBandwidth = CopyBandwidth;
  return R;
}

TEST(Verdict, SeedCaseStudyIsMemoryBoundWithGoodOverlap) {
  // Seed 001, "Case Study: Limiter Analysis": full 35.39, mem-only 33.27, math-only 16.25 ms.
  Verdict V = judge(times(35.39, 33.27, 16.25));
  EXPECT_EQ(V.Kind, Limiter::MemoryBound);
  EXPECT_NEAR(V.Overlap, 0.87, 0.005);
  EXPECT_NEAR(V.UnhiddenMs, 2.12, 0.01);
  EXPECT_NE(V.Sentence.find("memory-bound"), std::string::npos) << V.Sentence;
  EXPECT_NE(V.Sentence.find("overlap 87%"), std::string::npos) << V.Sentence;
  EXPECT_FALSE(V.Advice.empty());
}

TEST(Verdict, MathBoundBalancedAndLatencyBound) {
  EXPECT_EQ(judge(times(10, 3, 9.5)).Kind, Limiter::MathBound);
  Verdict Balanced = judge(times(10, 9.5, 9.2));
  EXPECT_EQ(Balanced.Kind, Limiter::Balanced);
  EXPECT_NEAR(Balanced.Overlap, (9.5 + 9.2 - 10) / 9.2, 1e-9);
  Verdict Latency = judge(times(10, 6, 3));
  EXPECT_EQ(Latency.Kind, Limiter::LatencyBound);
  EXPECT_EQ(Latency.Dominant, "memory");
  EXPECT_EQ(Latency.Overlap, 0) << "mem + math < full: nothing overlaps";
  EXPECT_NEAR(Latency.UnhiddenMs, 3, 1e-9);
}

TEST(Verdict, NeitherSideNearTheFullTimeIsLatency) {
  // 20% over max(mem, math) is the margin; 15% over is not poor overlap, but neither side is
  // within 10% of the full time either.
  EXPECT_EQ(judge(times(10, 8.7, 5)).Kind, Limiter::LatencyBound);
}

TEST(Verdict, FloorOfTheSkeleton) {
  Verdict V = judge(times(0.94, 0.92, 0.66, 0.7, 0.64));
  EXPECT_TRUE(V.MathAtFloor);
  EXPECT_TRUE(V.StoreAtFloor) << "0.70 ms is within 10% of the skeleton's 0.64 ms";
  EXPECT_NE(V.Sentence.find("skeleton"), std::string::npos) << V.Sentence;
  EXPECT_FALSE(judge(times(0.94, 0.92, 0.8, std::nullopt, 0.64)).MathAtFloor);
}

TEST(Verdict, MemoryBoundAtLowBandwidthIsALatencyProblem) {
  Throughput Low = bandwidth(400e6, 4e12); // 400 MB in 0.25 ms = 1.6 TB/s
  Verdict V = judge(times(0.25, 0.24, 0.05), Low);
  EXPECT_EQ(V.Kind, Limiter::MemoryBound);
  ASSERT_TRUE(V.BandwidthFraction);
  EXPECT_NEAR(*V.BandwidthFraction, 0.4, 1e-9);
  EXPECT_TRUE(V.LowThroughput);
  EXPECT_NE(V.Sentence.find("40% of the copy bandwidth"), std::string::npos) << V.Sentence;
  Throughput High = bandwidth(900e6, 4e12);
  EXPECT_FALSE(judge(times(0.25, 0.24, 0.05), High).LowThroughput);
}

TEST(Verdict, ThresholdsAreSettable) {
  VerdictThresholds Th;
  std::string Error;
  // With close = 0.3, math-only at 75% of the full time counts as close too: balanced.
  EXPECT_EQ(judge(times(10, 9.5, 7.5), {}, Th).Kind, Limiter::MemoryBound);
  ASSERT_TRUE(setThreshold(Th, "close=0.3", Error)) << Error;
  EXPECT_EQ(judge(times(10, 9.5, 7.5), {}, Th).Kind, Limiter::Balanced);
  EXPECT_FALSE(setThreshold(Th, "closeness=0.3", Error));
  EXPECT_NE(Error.find("unknown threshold"), std::string::npos);
  EXPECT_FALSE(setThreshold(Th, "floor=1.5", Error));
  EXPECT_FALSE(setThreshold(Th, "floor", Error));
  EXPECT_FALSE(setThreshold(Th, "floor=abc", Error));
}

bool advises(const Verdict &V, const std::string &Text) {
  for (const std::string &A : V.Advice)
    if (A.find(Text) != std::string::npos)
      return true;
  return false;
}

TEST(Verdict, FullAtTheSkeletonsTimeIsFloorBound) {
  // Issue 30's packed activation kernel in 32-thread blocks: every variant at 0.018-0.019 ms.
  Verdict V = judge(times(0.019, 0.0185, 0.018, 0.018, 0.018));
  EXPECT_EQ(V.Kind, Limiter::FloorBound);
  EXPECT_EQ(verdictLabel(V), "floor-bound");
  EXPECT_EQ(V.Sentence.rfind("floor-bound: the full kernel takes 0.019 ms, 106% of the "
                             "skeleton's 0.018 ms",
                             0),
            0u)
      << V.Sentence;
  EXPECT_TRUE(advises(V, "more work")) << V.Advice[0];
  EXPECT_FALSE(advises(V, "coalesced"));
  // Above the floor by more than its threshold the bound classes apply again.
  EXPECT_EQ(judge(times(0.94, 0.92, 0.66, 0.7, 0.64)).Kind, Limiter::MemoryBound);
}

Separation histogramShares() {
  Separation S;
  S.TrafficKeptByMath = 1.0;
  S.BytesKeptByMath = 1.0;
  S.ArithmeticKeptByMem = 0;
  S.Executed = true;
  S.Causes = {"addresses (hist.cu:21)"};
  S.SharedAtomics = 4;
  S.GlobalAtomics = 1;
  return S;
}

TEST(Verdict, MathKeepingFullsTrafficIsInseparable) {
  // Issue 30's 256-bin histogram: full, mem, store and math all 0.575 ms; math-only keeps every
  // load, whose bytes decide the shared atomics' addresses.
  Verdict V = judge(times(0.575, 0.575, 0.575, 0.575, 0.01), {}, {}, {}, histogramShares());
  EXPECT_EQ(V.Kind, Limiter::Inseparable);
  EXPECT_EQ(verdictLabel(V), "inseparable");
  EXPECT_EQ(V.Sentence.rfind("inseparable: math-only keeps 100% of full's global traffic "
                             "(executed requests): its loads decide addresses (hist.cu:21)",
                             0),
            0u)
      << V.Sentence;
  EXPECT_EQ(V.Sentence.find("overlap"), std::string::npos) << "no overlap is claimed";
  EXPECT_TRUE(advises(V, "5 atomic instructions (4 shared, 1 global)"));
  EXPECT_TRUE(advises(V, "ncu --section SpeedOfLight"));
  EXPECT_FALSE(advises(V, "fast intrinsics")) << "no generic list";
  // Under the threshold the class stands; the threshold is settable.
  Separation Some = histogramShares();
  Some.TrafficKeptByMath = Some.BytesKeptByMath = 0.3;
  EXPECT_EQ(judge(times(10, 9.5, 4), {}, {}, {}, Some).Kind, Limiter::MemoryBound);
  VerdictThresholds Th;
  std::string Error;
  ASSERT_TRUE(setThreshold(Th, "inseparable=0.25", Error)) << Error;
  EXPECT_EQ(judge(times(10, 9.5, 4), {}, Th, {}, Some).Kind, Limiter::Inseparable);
  // The bytes share counts too: few requests of wide loads.
  Some.BytesKeptByMath = 0.8;
  EXPECT_EQ(judge(times(10, 9.5, 4), {}, {}, {}, Some).Kind, Limiter::Inseparable);
}

TEST(Verdict, KeptTrafficThatCostsLittleLeavesTheClass) {
  // The escape-time kernel on an H200: math-only keeps the points' loads, 67% of full's
  // requests, but all of memory-only's time (0.0163 ms) is 3% of math-only's (0.624 ms).
  Separation S;
  S.TrafficKeptByMath = 0.67;
  S.Executed = true;
  S.Causes = {"trip counts (escape.cu:30)"};
  Verdict V = judge(times(0.6246, 0.0163, 0.6243, 0.0134, 0.0128), {}, {}, {}, S);
  EXPECT_EQ(V.Kind, Limiter::MathBound) << V.Sentence;
  // Where the memory-only time is a fair part of math-only's, the same share blurs it.
  EXPECT_EQ(judge(times(1.0, 0.5, 0.9), {}, {}, {}, S).Kind, Limiter::Inseparable);
}

TEST(Verdict, MemKeepingFullsArithmeticIsInseparableWhereTheArithmeticCosts) {
  Separation S;
  S.ArithmeticKeptByMem = 0.9;
  S.TrafficKeptByMath = 0;
  Verdict V = judge(times(10, 9.8, 6, std::nullopt, 1), {}, {}, {}, S);
  EXPECT_EQ(V.Kind, Limiter::Inseparable);
  EXPECT_NE(V.Sentence.find("memory-only keeps 90% of full's floating-point arithmetic"),
            std::string::npos)
      << V.Sentence;
  // A copy kernel's float index: math-only at the skeleton, the kept arithmetic costs nothing.
  EXPECT_EQ(judge(times(10, 9.8, 1.05, std::nullopt, 1), {}, {}, {}, S).Kind,
            Limiter::MemoryBound);
}

TEST(Verdict, ImpreciseIsMarkedAndTheClassStands) {
  Verdict V = judge(times(35.39, 33.27, 16.25), {}, {}, {}, {},
                    {"full's spread 1.55% over the 0.5% target (n=412)"});
  EXPECT_EQ(V.Kind, Limiter::MemoryBound);
  EXPECT_TRUE(V.imprecise());
  EXPECT_EQ(verdictLabel(V), "memory-bound, imprecise");
  EXPECT_EQ(V.Sentence.rfind("imprecise (full's spread 1.55%", 0), 0u) << V.Sentence;
  Verdict Both = judge(times(35.39, 33.27, 16.25), {}, {}, {"mem-only is conservative"}, {},
                       {"full has 3 samples, under the minimum 10"});
  EXPECT_EQ(verdictLabel(Both), "uncertain (tentatively memory-bound), imprecise");
  EXPECT_EQ(Both.Sentence.rfind("uncertain (mem-only is conservative); imprecise (full has 3 "
                                "samples, under the minimum 10): tentatively memory-bound",
                                0),
            0u)
      << Both.Sentence;
}

TEST(Verdict, EveryClassHasAName) {
  for (Limiter L : {Limiter::MemoryBound, Limiter::MathBound, Limiter::Balanced,
                    Limiter::LatencyBound, Limiter::Inseparable, Limiter::FloorBound})
    EXPECT_EQ(limiterNamed(toString(L)), L);
  EXPECT_FALSE(limiterNamed("bandwidth-bound"));
}

} // namespace
} // namespace limiter
