// The floating-point modes of a bundle, read from its nvcc flags as nvcc reads them, and the
// flags of the compile-flag what-ifs' modules that follow from them.

#include "bundle/DeviceMathFlags.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

using Flags = std::vector<std::string>;

TEST(DeviceMath, NvccDefaultsArePrecise) {
  DeviceMath M = deviceMathOf({"-Isrc/", "-rdc=true"});
  EXPECT_FALSE(M.Given);
  EXPECT_FALSE(M.FastFunctions);
  EXPECT_FALSE(M.Ftz);
  EXPECT_TRUE(M.PrecDiv);
  EXPECT_TRUE(M.PrecSqrt);
  EXPECT_TRUE(M.Fmad);
}

// -use_fast_math implies the fast modes; an explicit mode wins over it in either order (nvcc
// 13.0 compiles `-ftz=false -use_fast_math` to `ex2.approx.f32`), the last explicit one wins.
TEST(DeviceMath, ExplicitModesWinOverFastMathInEitherOrder) {
  DeviceMath Fast = deviceMathOf({"-use_fast_math"});
  EXPECT_TRUE(Fast.Given && Fast.FastFunctions && Fast.Ftz && Fast.Fmad);
  EXPECT_FALSE(Fast.PrecDiv || Fast.PrecSqrt);
  DeviceMath Before = deviceMathOf({"-ftz=false", "--use_fast_math"});
  EXPECT_TRUE(Before.FastFunctions);
  EXPECT_FALSE(Before.Ftz);
  EXPECT_FALSE(Before.PrecDiv);
  EXPECT_TRUE(deviceMathOf({"-ftz=false", "-ftz=true"}).Ftz);
  EXPECT_FALSE(deviceMathOf({"-fmad=false"}).Fmad);
  EXPECT_FALSE(deviceMathOf({"--prec-div=false"}).PrecDiv);
}

// Without the project's own modes, each what-if keeps its fixed flags; with them, fast math
// makes every mode fast and the intrinsics keep the project's other modes.
TEST(DeviceMath, WhatIfModulesFollowTheProjectsModes) {
  EXPECT_EQ(whatIfModuleFlags(VariantKind::FastMath, {"-Isrc/"}), Flags{"-use_fast_math"});
  EXPECT_EQ(whatIfModuleFlags(VariantKind::Intrinsics, {}),
            (Flags{"-use_fast_math", "-ftz=false", "-prec-div=true", "-prec-sqrt=true"}));
  EXPECT_EQ(
      whatIfModuleFlags(VariantKind::FastMath, {"-ftz=true"}),
      (Flags{"-use_fast_math", "-ftz=true", "-prec-div=false", "-prec-sqrt=false", "-fmad=true"}));
  EXPECT_EQ(
      whatIfModuleFlags(VariantKind::Intrinsics, {"-ftz=true", "-fmad=false"}),
      (Flags{"-use_fast_math", "-ftz=true", "-prec-div=true", "-prec-sqrt=true", "-fmad=false"}));
  EXPECT_EQ(whatIfModuleFlags(VariantKind::ApproxDiv, {"-ftz=true"}), Flags{"-prec-div=false"});
  EXPECT_TRUE(whatIfModuleFlags(VariantKind::NoBarrier, {"-ftz=true"}).empty());
}

TEST(DeviceMath, WhatIfsTheProjectsFlagsMadeAlreadySaySo) {
  const Flags Fast = {"-Isrc/", "-use_fast_math"};
  for (VariantKind K : {VariantKind::FastMath, VariantKind::Intrinsics, VariantKind::Ftz,
                        VariantKind::ApproxDiv, VariantKind::ApproxSqrt}) {
    std::string Why = costRemovedByProjectFlags(K, Fast);
    EXPECT_NE(Why.find("already (-use_fast_math)"), std::string::npos) << Why;
  }
  // Fast math with precise division is not all of fast math: its what-if stays.
  const Flags PreciseDivision = {"-use_fast_math", "-prec-div=true"};
  EXPECT_EQ(costRemovedByProjectFlags(VariantKind::FastMath, PreciseDivision), "");
  EXPECT_EQ(costRemovedByProjectFlags(VariantKind::ApproxDiv, PreciseDivision), "");
  EXPECT_NE(costRemovedByProjectFlags(VariantKind::Intrinsics, PreciseDivision), "");
  EXPECT_EQ(costRemovedByProjectFlags(VariantKind::Ftz, {"-ftz=false"}), "");
  // Fast math with denormals kept: the flush is still there to remove, after the project's.
  const Flags KeptDenormals = {"-use_fast_math", "-ftz=false"};
  EXPECT_EQ(costRemovedByProjectFlags(VariantKind::Ftz, KeptDenormals), "");
  EXPECT_EQ(whatIfModuleFlags(VariantKind::Ftz, KeptDenormals), Flags{"-ftz=true"});
  EXPECT_EQ(costRemovedByProjectFlags(VariantKind::FastMath, KeptDenormals), "");
  // A macro that names fast math is not the flag.
  EXPECT_EQ(costRemovedByProjectFlags(VariantKind::Intrinsics, {"-DUSE_FAST_MATH=1"}), "");
  EXPECT_EQ(costRemovedByProjectFlags(VariantKind::NoBarrier, Fast), "");
}

} // namespace
} // namespace limiter
