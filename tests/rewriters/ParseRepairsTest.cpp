// The repairs of what nvcc accepts and clang's CUDA mode rejects, on texts: each finds its
// spelling at the place clang's error names, keeps the length, and refuses other text.

#include "parse/ParseRepairs.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

unsigned offsetOf(std::string_view Text, std::string_view Needle) {
  return static_cast<unsigned>(Text.find(Needle));
}

TEST(ParseRepairs, SharedObjectBecomesAnAnnotatedLocalOfTheSameLength) {
  std::string Text = "void f() {\n  __shared__ Pipeline<4> stages; }";
  auto R = repairFor(RepairableError::SharedVariableInit, Text, offsetOf(Text, "stages"));
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Offset, offsetOf(Text, "__shared__"));
  EXPECT_EQ(R->Original, "__shared__");
  EXPECT_EQ(R->Replacement.size(), R->Original.size());
  EXPECT_EQ(R->Replacement, std::string(RepairedSharedMacro));
}

TEST(ParseRepairs, SharedKeywordMustBelongToTheSameDeclaration) {
  std::string Text = "__shared__ int a; Obj b;";
  EXPECT_FALSE(repairFor(RepairableError::SharedVariableInit, Text, offsetOf(Text, "b;")));
  std::string Spelled = "MY_SHARED Obj c;"; // Behind a macro: not repaired.
  EXPECT_FALSE(repairFor(RepairableError::SharedVariableInit, Spelled, offsetOf(Spelled, "c;")));
  std::string Longer = "my__shared__x Obj d;";
  EXPECT_FALSE(repairFor(RepairableError::SharedVariableInit, Longer, offsetOf(Longer, "d;")));
}

TEST(ParseRepairs, PercentInAsmStringBecomesABlank) {
  std::string Text = "asm volatile(\"mov.u32 %0, %laneid;\" : \"=r\"(x));";
  unsigned Percent = offsetOf(Text, "%laneid");
  for (unsigned At : {Percent, Percent + 1, Percent + 2}) { // clang points past the `%`
    auto R = repairFor(RepairableError::AsmPercentEscape, Text, At);
    ASSERT_TRUE(R) << At;
    EXPECT_EQ(R->Offset, Percent);
    EXPECT_EQ(R->Original, "%");
    EXPECT_EQ(R->Replacement, " ");
  }
  std::string NotAsm = "printf(\"%q\", 1);";
  EXPECT_FALSE(repairFor(RepairableError::AsmPercentEscape, NotAsm, offsetOf(NotAsm, "q")));
}

TEST(ParseRepairs, MissingCommaBetweenAsmOperands) {
  std::string Text = "asm volatile(\"st.u8 [%1], %0; // ;)\" ::\"r\"(v) \"l\"(p) : \"memory\");";
  unsigned Operand = offsetOf(Text, "\"l\"");
  auto R = repairFor(RepairableError::AsmMissingComma, Text, Operand);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Offset, Operand - 1);
  EXPECT_EQ(R->Replacement, ",");
  // No blank to turn into a comma, or no asm around it: not repaired.
  std::string Tight = "asm(\"x\" ::\"r\"(v)\"l\"(p));";
  EXPECT_FALSE(repairFor(RepairableError::AsmMissingComma, Tight, offsetOf(Tight, "\"l\"")));
  std::string Call = "f(g(v) \"l\");";
  EXPECT_FALSE(repairFor(RepairableError::AsmMissingComma, Call, offsetOf(Call, "\"l\"")));
  std::string Closed = "asm(\"x\"); f(g(v) \"l\");";
  EXPECT_FALSE(repairFor(RepairableError::AsmMissingComma, Closed, offsetOf(Closed, "\"l\"")));
}

TEST(ParseRepairs, OffsetsOutsideTheTextAreRefused) {
  EXPECT_FALSE(repairFor(RepairableError::AsmPercentEscape, "asm(\"%\")", 99));
  EXPECT_FALSE(repairFor(RepairableError::SharedVariableInit, "", 0));
}

} // namespace
} // namespace limiter
