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

} // namespace
} // namespace limiter
