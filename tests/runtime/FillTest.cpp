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

TEST(Fill, HalvesAndBfloat16sAreFilledAsTheirOwnFloats) {
  // A config's random [-4, 4] in 16-bit floats, each value rounded once from the double: a
  // bfloat16 holds 8 bits of exponent and 7 of fraction (1.5 is 0x3fc0, -4 is 0xc080), a half
  // 5 and 10 (1.5 is 0x3e00). Before, these buffers took the integer bit patterns of the
  // values (denormals and NaNs as floats).
  BufferPlan Bf{"b", 4, 2, 8, {}, "bfloat16", true};
  Bf.Fill.FillKind = FillSpec::Kind::Iota;
  Bf.Fill.First = 1.5;
  Bf.Fill.Second = -5.5;
  std::vector<std::uint8_t> Bytes = filled(Bf, 0);
  std::uint16_t B[4];
  std::memcpy(B, Bytes.data(), 8);
  EXPECT_EQ(B[0], 0x3fc0u);
  EXPECT_EQ(B[1], 0xc080u);
  BufferPlan Half2{"h", 2, 4, 8, {}, "half", true};
  Half2.ComponentSize = 2;
  Half2.Fill = Bf.Fill;
  Bytes = filled(Half2, 0);
  std::memcpy(B, Bytes.data(), 8);
  EXPECT_EQ(B[0], 0x3e00u);
  EXPECT_EQ(B[1], 0xc400u) << "-4 as a half";
  BufferPlan Random{"r", 1000, 2, 2000, {}, "bfloat16", true};
  Random.Fill.FillKind = FillSpec::Kind::Random;
  Random.Fill.First = -4;
  Random.Fill.Second = 4;
  Bytes = filled(Random, 3);
  for (std::size_t I = 0; I < 1000; ++I) {
    std::uint16_t X;
    std::memcpy(&X, Bytes.data() + 2 * I, 2);
    std::uint32_t Wide = static_cast<std::uint32_t>(X) << 16;
    float F;
    std::memcpy(&F, &Wide, 4);
    EXPECT_TRUE(F >= -4.0f && F <= 4.0f) << I << ": " << F;
  }
}

TEST(Fill, SymbolsByTheirMangledNames) {
  EXPECT_EQ(mangledVariable("Coeff"), "Coeff");
  EXPECT_EQ(mangledVariable("stencil::Coeff"), "_ZN7stencil5CoeffE");
  EXPECT_EQ(mangledVariable("a::bc::d"), "_ZN1a2bc1dE");
}
