// The host-side fills of `limiter run`'s buffers: the same seed gives the same contents in
// every process, fills land in the element's own type, and symbols are found by their
// mangled names.
#include "measure/Fill.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace limiter;

TEST(Fill, TheSameSeedAndIndexGiveTheSameValueAndAnotherSeedAnother) {
  EXPECT_EQ(mixed(7, 3), mixed(7, 3));
  EXPECT_NE(mixed(7, 3), mixed(8, 3));
  EXPECT_NE(mixed(7, 3), mixed(7, 4));
}

TEST(Fill, IotaAndRandomRangesOfTheirSpec) {
  FillSpec Iota;
  Iota.FillKind = FillSpec::Kind::Iota;
  Iota.First = 2;
  Iota.Second = 0.5;
  EXPECT_DOUBLE_EQ(fillValue(Iota, 1, 4), 4.0);
  FillSpec Random;
  Random.FillKind = FillSpec::Kind::Random;
  Random.First = -1;
  Random.Second = 1;
  for (std::uint64_t I = 0; I < 1000; ++I) {
    double V = fillValue(Random, 5, I);
    EXPECT_GE(V, -1.0);
    EXPECT_LT(V, 1.0);
  }
  FillSpec Ints;
  Ints.FillKind = FillSpec::Kind::RandomInt;
  Ints.First = 3;
  Ints.Second = 5;
  for (std::uint64_t I = 0; I < 1000; ++I) {
    double V = fillValue(Ints, 5, I);
    EXPECT_TRUE(V == 3 || V == 4 || V == 5) << V;
  }
}

TEST(Fill, ValuesAreStoredInTheElementsOwnTypeComponentByComponent) {
  BufferPlan Floats{"x", 4, 4, 16, {}, "float", true};
  Floats.Fill.FillKind = FillSpec::Kind::Iota;
  Floats.Fill.First = 1;
  Floats.Fill.Second = 1;
  std::vector<std::uint8_t> Bytes = filled(Floats, 0);
  float F[4];
  std::memcpy(F, Bytes.data(), 16);
  EXPECT_EQ(F[3], 4.0f);
  // A double2 element: two doubles, each a value of its own.
  BufferPlan Pairs{"p", 2, 16, 32, {}, "double", true};
  Pairs.ComponentSize = 8;
  Pairs.Fill = Floats.Fill;
  Bytes = filled(Pairs, 0);
  double D[4];
  std::memcpy(D, Bytes.data(), 32);
  EXPECT_EQ(D[1], 2.0);
  EXPECT_EQ(D[3], 4.0);
  // Filled in parallel above a million values, the same as in one thread.
  BufferPlan Big{"b", 1u << 21, 4, 4u << 21, {}, "int", true};
  Big.Fill.FillKind = FillSpec::Kind::RandomInt;
  Big.Fill.First = 0;
  Big.Fill.Second = 1000;
  Bytes = filled(Big, 9);
  int Last = 0;
  std::memcpy(&Last, Bytes.data() + Bytes.size() - 4, 4);
  EXPECT_EQ(Last, static_cast<int>(fillValue(Big.Fill, 9, (1u << 21) - 1)));
}

TEST(Fill, SymbolsByTheirMangledNames) {
  EXPECT_EQ(mangledVariable("Coeff"), "Coeff");
  EXPECT_EQ(mangledVariable("stencil::Coeff"), "_ZN7stencil5CoeffE");
  EXPECT_EQ(mangledVariable("a::bc::d"), "_ZN1a2bc1dE");
}
