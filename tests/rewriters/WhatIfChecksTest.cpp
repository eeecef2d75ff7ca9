// The what-ifs' static checks: full's global accesses kept, decided on whole-kernel counts or,
// where nvcc unrolled a loop otherwise (a fast-math what-if's cheaper loop body), by lines.

#include "checks/WhatIfChecks.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

const ManifestCheck *find(const std::vector<ManifestCheck> &All, const std::string &Name) {
  for (const ManifestCheck &C : All)
    if (C.Name == Name)
      return &C;
  return nullptr;
}

InstructionCounts total(const LineCounts &Lines) {
  InstructionCounts Out;
  for (const auto &[Line, Counts] : Lines)
    for (const auto &[Key, N] : Counts)
      Out[Key] += N;
  return Out;
}

// A loop of lines 4-6 loading once a trip, read before it (line 3) and stored after (line 8).
const UnrollSpans Spans = {{"/src/waves.cu", {{1, 9, true}, {4, 6, false}}}};
const LineCounts FullLines = {{"/src/waves.cu:3", {{"ld.global.32", 1}}},
                              {"/src/waves.cu:5", {{"ld.global.32", 1}, {"sfu", 2}}},
                              {"/src/waves.cu:8", {{"st.global.32", 1}}}};

TEST(WhatIfChecks, AFlagWhatIfUnrolledOtherwiseKeepsFullsAccessesByLines) {
  // Under -use_fast_math the loop's body is cheaper and nvcc unrolls it four times.
  LineCounts Fast = FullLines;
  Fast["/src/waves.cu:5"] = {{"ld.global.32", 4}, {"sfu", 8}};
  const KeptLines Lines{Fast, FullLines, Spans};
  std::vector<ManifestCheck> Checks =
      flagWhatIfChecks(VariantKind::FastMath, total(Fast), total(FullLines), &Lines);
  const ManifestCheck *C = find(Checks, "fastmath-keeps-full-global-accesses");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Method, "lines");
  EXPECT_NE(C->Detail.find("nvcc unrolled a loop otherwise"), std::string::npos) << C->Detail;
  // Without lines, the counts alone decide: a failure.
  Checks = flagWhatIfChecks(VariantKind::FastMath, total(Fast), total(FullLines));
  C = find(Checks, "fastmath-keeps-full-global-accesses");
  EXPECT_FALSE(C->Passed);
  EXPECT_EQ(C->Method, "counts");
}

TEST(WhatIfChecks, AnAccessLostOrGainedOutsideLoopsFailsByLinesToo) {
  // The store after the loop doubled: no unrolling explains a line that runs once a thread.
  LineCounts Extra = FullLines;
  Extra["/src/waves.cu:8"] = {{"st.global.32", 2}};
  KeptLines Lines{Extra, FullLines, Spans};
  const ManifestCheck *C = nullptr;
  std::vector<ManifestCheck> Checks =
      flagWhatIfChecks(VariantKind::Intrinsics, total(Extra), total(FullLines), &Lines);
  C = find(Checks, "intrinsics-keeps-full-global-accesses");
  EXPECT_FALSE(C->Passed);
  EXPECT_NE(C->Detail.find("which unrolling does not explain"), std::string::npos) << C->Detail;
  // A load of another width in the loop: the kinds on the line differ.
  LineCounts Wide = FullLines;
  Wide["/src/waves.cu:5"] = {{"ld.global.128", 1}, {"sfu", 2}};
  KeptLines WideLines{Wide, FullLines, Spans};
  Checks = flagWhatIfChecks(VariantKind::FastMath, total(Wide), total(FullLines), &WideLines);
  C = find(Checks, "fastmath-keeps-full-global-accesses");
  EXPECT_FALSE(C->Passed) << C->Detail;
}

TEST(WhatIfChecks, RewrittenWhatIfsInFullsModuleWeighTheirLinesAlike) {
  std::map<VariantKind, LineCounts> Lines = {{VariantKind::Full, FullLines}};
  Lines[VariantKind::Streaming] = FullLines;
  Lines[VariantKind::Streaming]["/src/waves.cu:5"] = {{"ld.global.32", 2}, {"sfu", 4}};
  std::map<VariantKind, InstructionCounts> Counts;
  for (const auto &[Kind, L] : Lines)
    Counts[Kind] = total(L);
  const std::vector<ManifestCheck> ByLines = whatIfChecks(Counts, Lines, Spans);
  const ManifestCheck *C = find(ByLines, "streaming-keeps-full-global-accesses");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Method, "lines");
  const std::vector<ManifestCheck> ByCounts = whatIfChecks(Counts);
  C = find(ByCounts, "streaming-keeps-full-global-accesses");
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Passed) << "without lines, counts alone";
}

TEST(WhatIfChecks, FloatingPointUnrolledOtherwiseIsWeighedByLines) {
  // A transpose's scaled copy in a loop of four rows: nvcc unrolled full's loop (four
  // multiplies on line 5) and kept the what-if's rolled (one).
  std::map<VariantKind, LineCounts> Lines = {{VariantKind::Full, FullLines}};
  Lines[VariantKind::Full]["/src/waves.cu:5"] = {{"ld.global.32", 4}, {"fp32", 4}};
  Lines[VariantKind::Coalesced] = FullLines;
  Lines[VariantKind::Coalesced]["/src/waves.cu:5"] = {{"ld.global.32", 1}, {"fp32", 1}};
  std::map<VariantKind, InstructionCounts> Counts;
  for (const auto &[Kind, L] : Lines)
    Counts[Kind] = total(L);
  const std::vector<ManifestCheck> Checks = whatIfChecks(Counts, Lines, Spans);
  const ManifestCheck *C = find(Checks, "coalesced-keeps-full-floating-point");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Method, "lines");
  // Arithmetic lost outside the loop is lost work, however the loop is unrolled.
  Lines[VariantKind::Full]["/src/waves.cu:8"] = {{"st.global.32", 1}, {"fp32", 2}};
  Lines[VariantKind::Coalesced]["/src/waves.cu:8"] = {{"st.global.32", 1}, {"fp32", 1}};
  for (const auto &[Kind, L] : Lines)
    Counts[Kind] = total(L);
  const std::vector<ManifestCheck> Lost = whatIfChecks(Counts, Lines, Spans);
  C = find(Lost, "coalesced-keeps-full-floating-point");
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Passed) << C->Detail;
}

TEST(WhatIfChecks, LinesOfTwoModulesAreComparedByPath) {
  // The flag what-if's module numbers the same file 2 where full's numbers it 1.
  const LineCounts Own = {{"2:5", {{"ld.global.32", 1}}}, {"2:0", {{"fp32", 3}}}};
  const LineCounts ByPath = linesByPath(Own, {{"2", "/src/waves.cu"}});
  EXPECT_EQ(ByPath.count("/src/waves.cu:5"), 1u);
  EXPECT_EQ(ByPath.count("2:0"), 1u) << "line 0 is no line of a file";
}

} // namespace
} // namespace limiter
