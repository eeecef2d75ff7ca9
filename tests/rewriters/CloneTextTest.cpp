#include "variants/CloneText.h"

#include <gtest/gtest.h>

using limiter::balanceConditionals;

TEST(CloneText, BalancedTextIsUnchanged) {
  const char *Text = "__device__ int f(int x) {\n#if A\n  return x;\n#else\n  return 0;\n#endif\n}";
  EXPECT_EQ(balanceConditionals(Text), Text);
}

TEST(CloneText, UnmatchedEndifIsDropped) {
  EXPECT_EQ(balanceConditionals("__host__ __device__\n#endif\n    inline float f() { return 1; }"),
            "__host__ __device__\n    inline float f() { return 1; }");
}

TEST(CloneText, OtherBranchesOfTheEnclosingConditionalAreDropped) {
  EXPECT_EQ(balanceConditionals("__device__\n#elif B\nstatic\n#if C\nx\n#endif\n#else\ninline\n"
                                "  #  endif\nfloat g() { return 2; }"),
            "__device__\nfloat g() { return 2; }");
}

TEST(CloneText, ConditionalOpenedAndNotClosedIsClosed) {
  EXPECT_EQ(balanceConditionals("__device__ void h() {\n#if A\n  work();\n}"),
            "__device__ void h() {\n#if A\n  work();\n}\n#endif\n");
}

TEST(CloneText, OtherDirectivesAreKept) {
  const char *Text = "__device__ void k() {\n#pragma unroll\n  for (;;) {}\n}";
  EXPECT_EQ(balanceConditionals(Text), Text);
}
