// The bundle's static fidelity checks, decided on whole-kernel counts or, where the variants
// were unrolled differently, on the counts per source line.

#include "checks/FidelityChecks.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

using Checks = std::vector<ManifestCheck>;

const ManifestCheck *find(const Checks &All, const std::string &Name) {
  for (const ManifestCheck &C : All)
    if (C.Name == Name)
      return &C;
  return nullptr;
}

/// Full loads twice on line 10 and stores once on line 12, with 4 fp32 on line 11.
std::map<VariantKind, LineCounts> fullLines() {
  return {{VariantKind::Full,
           {{"1:10", {{"ld.global.32", 2}}},
            {"1:11", {{"fp32", 4}}},
            {"1:12", {{"st.global.32", 1}}}}}};
}

InstructionCounts total(const LineCounts &Lines) {
  InstructionCounts Out;
  for (const auto &[Line, Counts] : Lines)
    for (const auto &[Key, N] : Counts)
      Out[Key] += N;
  return Out;
}

Checks checksOf(std::map<VariantKind, LineCounts> Lines, StructuralLoads Structural = {}) {
  std::map<VariantKind, InstructionCounts> Counts;
  for (const auto &[Kind, L] : Lines)
    Counts[Kind] = total(L);
  return fidelityChecks(Counts, Lines, Structural, 0);
}

TEST(FidelityChecks, EqualCountsPassOnCounts) {
  auto Lines = fullLines();
  Lines[VariantKind::Mem] = {{"1:10", {{"ld.global.32", 2}}}, {"1:12", {{"st.global.32", 1}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "counts");
}

TEST(FidelityChecks, EqualCountsOnOtherLinesPassOnCounts) {
  // The compiler put one of mem's two loads on line 0 (code of no one line), the other on
  // the line of its address: the same accesses by width.
  auto Lines = fullLines();
  Lines[VariantKind::Mem] = {{"1:0", {{"ld.global.32", 1}}},
                             {"1:9", {{"ld.global.32", 1}}},
                             {"1:12", {{"st.global.32", 1}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "counts");
}

TEST(FidelityChecks, LineZeroIsNoLineOfItsOwn) {
  // Unrolled differently, and some of full's loads on line 0: the lines that have a number
  // decide.
  auto Lines = fullLines();
  Lines[VariantKind::Full]["1:0"] = {{"ld.global.32", 1}};
  Lines[VariantKind::Mem] = {{"1:10", {{"ld.global.32", 4}}}, {"1:12", {{"st.global.32", 1}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "lines");
}

TEST(FidelityChecks, UnrolledDifferentlyPassesOnLines) {
  // Mem's emptier loop was unrolled four times, full's twice: the counts differ, the lines
  // holding global loads and stores do not.
  auto Lines = fullLines();
  Lines[VariantKind::Mem] = {{"1:10", {{"ld.global.32", 4}}}, {"1:12", {{"st.global.32", 1}}}};
  Lines[VariantKind::Math] = {{"1:11", {{"fp32", 8}}}, {"1:12", {{"int", 2}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *Mem = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(Mem);
  EXPECT_TRUE(Mem->Passed) << Mem->Detail;
  EXPECT_EQ(Mem->Method, "lines");
  EXPECT_NE(Mem->Detail.find("unrolling"), std::string::npos);
  const ManifestCheck *Fp = find(Checks, "math-floating-point-within-10pct-of-full");
  ASSERT_TRUE(Fp);
  EXPECT_TRUE(Fp->Passed);
  EXPECT_EQ(Fp->Method, "lines");
}

TEST(FidelityChecks, LineZeroStandsForWhatALineLacksWhereItHasMore) {
  // Unrolled differently, and mem's loads of line 10 moved into the inlined fold they feed
  // (code of no line of its own): line 0 holds more of the kind line 10 lacks than full's line
  // 0 does. A kind that neither line 10 nor line 0 of mem holds still fails.
  auto Lines = fullLines();
  Lines[VariantKind::Mem] = {{"1:0", {{"ld.global.32", 3}}}, {"1:12", {{"st.global.32", 1}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Method, "lines");
  Lines[VariantKind::Mem] = {{"1:0", {{"ld.global.64", 3}}}, {"1:12", {{"st.global.32", 1}}}};
  Checks = checksOf(Lines);
  C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Passed);
  // The other way: a load full hoisted out of its loop to line 0 is on a line of mem's (the
  // function's first), unrolled differently.
  Lines = fullLines();
  Lines[VariantKind::Full]["1:0"] = {{"ld.global.64", 1}};
  Lines[VariantKind::Mem] = {{"1:3", {{"ld.global.64", 1}}},
                             {"1:10", {{"ld.global.32", 4}}},
                             {"1:12", {{"st.global.32", 1}}}};
  Checks = checksOf(Lines);
  C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed) << C->Detail;
  // Only more of a kind on line 0 than full has there stands in: a store both have on line 0
  // does not excuse mem's store missing from line 12 (a dead store the compiler deleted).
  Lines = fullLines();
  Lines[VariantKind::Full]["1:0"] = {{"st.global.32", 2}};
  Lines[VariantKind::Mem] = {{"1:0", {{"st.global.32", 2}}}, {"1:10", {{"ld.global.32", 4}}}};
  Checks = checksOf(Lines);
  C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Passed);
}

TEST(FidelityChecks, VectorizedDifferentlyPassesOnBytes) {
  // Full's two neighbouring loads merged into one 64-bit load; mem's stayed two 32-bit loads,
  // one filed on another line: the same bytes, which the check says.
  auto Lines = fullLines();
  Lines[VariantKind::Full]["1:10"] = {{"ld.global.64", 1}};
  Lines[VariantKind::Mem] = {{"1:10", {{"ld.global.32", 1}}},
                             {"1:14", {{"ld.global.32", 1}}},
                             {"1:12", {{"st.global.32", 1}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "bytes");
  EXPECT_NE(C->Detail.find("vectorized differently"), std::string::npos);
  // A load turned into a store moves as many bytes, but not in the same direction.
  Lines[VariantKind::Mem] = {{"1:10", {{"ld.global.32", 1}}}, {"1:12", {{"st.global.32", 2}}}};
  Checks = checksOf(Lines);
  C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Passed);
}

TEST(FidelityChecks, AMissingOrExtraAccessFailsBothWays) {
  auto Lines = fullLines();
  Lines[VariantKind::Mem] = {{"1:10", {{"ld.global.32", 1}}},
                             {"1:12", {{"st.global.32", 1}}},
                             {"1:13", {{"ld.global.64", 1}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "mem-global-accesses-equal-full");
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Passed);
  // Math's arithmetic lost on a line.
  Lines = fullLines();
  Lines[VariantKind::Math] = {{"1:12", {{"int", 2}}}};
  Checks = checksOf(Lines);
  const ManifestCheck *Fp = find(Checks, "math-floating-point-within-10pct-of-full");
  ASSERT_TRUE(Fp);
  EXPECT_FALSE(Fp->Passed);
}

TEST(FidelityChecks, StructuralLoadsByLine) {
  auto Lines = fullLines();
  // Two unrolled copies of the one structural load on line 10.
  Lines[VariantKind::Math] = {{"1:10", {{"ld.global.32", 2}}}, {"1:11", {{"fp32", 4}}}};
  StructuralLoads One{1, {10}, {}};
  Checks Checks = checksOf(Lines, One);
  const ManifestCheck *C = find(Checks, "math-only-structural-global-loads");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "lines");
  // A load on a line with no structural load is a load math-only should not make.
  StructuralLoads Elsewhere{1, {9}, {}};
  Checks = checksOf(Lines, Elsewhere);
  C = find(Checks, "math-only-structural-global-loads");
  EXPECT_FALSE(C->Passed);
}

TEST(FidelityChecks, FloatingPointOnFullsLinesButForATenth) {
  // Full: 4 on line 11 and one division the compiler hoisted out of the loop (line 0). Math,
  // unrolled 4 times: 16 on line 11, and the division left on its line 20 (1 of 17).
  std::map<VariantKind, LineCounts> Lines = {
      {VariantKind::Full, {{"1:11", {{"fp32", 4}}}, {"1:0", {{"fp32", 1}}}}},
      {VariantKind::Math, {{"1:11", {{"fp32", 16}}}, {"1:20", {{"fp32", 1}}}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "math-floating-point-within-10pct-of-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "lines");
  // More than a tenth of math's work on a line full has none on: arithmetic math added.
  Lines[VariantKind::Math]["1:20"] = {{"fp32", 3}};
  Checks = checksOf(Lines);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_FALSE(C->Passed);
  // And more than a tenth of full's on a line math lacks: arithmetic math lost.
  Lines[VariantKind::Math] = {{"1:11", {{"fp32", 16}}}};
  Lines[VariantKind::Full]["1:30"] = {{"fp32", 1}};
  Checks = checksOf(Lines);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_FALSE(C->Passed);
}

TEST(FidelityChecks, EveryArithmeticKindOnItsOwn) {
  // Math-only trades full's four fp64 instructions for four more fp32 ones: the total is
  // full's, the double-precision work is gone.
  std::map<VariantKind, LineCounts> Lines = {
      {VariantKind::Full, {{"1:11", {{"fp32", 10}, {"fp64", 4}}}, {"1:12", {{"fp16", 2}}}}},
      {VariantKind::Math, {{"1:11", {{"fp32", 14}}}, {"1:12", {{"fp16", 2}}}}},
      {VariantKind::Mem, {{"1:11", {{"fp64", 2}}}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "math-floating-point-within-10pct-of-full");
  ASSERT_TRUE(C);
  EXPECT_FALSE(C->Passed) << C->Detail;
  EXPECT_NE(C->Detail.find("lost beyond a tenth; fp64: math 0 of full's 4"),
            std::string::npos)
      << C->Detail;
  // Mem-only keeping half of full's fp64 is flagged in its check's detail (2 of 16 in all
  // passes the check itself).
  C = find(Checks, "mem-floating-point-at-most-half-of-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_NE(C->Detail.find("more than a tenth kept; fp64: mem 2 of full's 4"),
            std::string::npos)
      << C->Detail;
  // Every kind kept: passes on counts.
  Lines[VariantKind::Math] = Lines[VariantKind::Full];
  Checks = checksOf(Lines);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "counts");
}

TEST(FidelityChecks, ByLinesTheCountsDifferOnlyAsUnrollingMakesThem) {
  // Issue 30's two-line distance kernel: math-only has 7 floating-point instructions against
  // full's 5, 4/3 and 3/2 on its two lines, outside any loop. The kinds per line agree; the
  // counts do not, and no unrolling explains them.
  std::map<VariantKind, LineCounts> Lines = {
      {VariantKind::Full, {{"1:5", {{"fp32", 3}}}, {"1:6", {{"fp32", 2}}}}},
      {VariantKind::Math, {{"1:5", {{"fp32", 4}}}, {"1:6", {{"fp32", 3}}}}}};
  StructuralLoads Known;
  Known.Spans = {{"1", {{1, 8, true}}}};
  const ManifestCheck *C = nullptr;
  Checks Checks = checksOf(Lines);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_TRUE(C->Passed) << "without the source's spans, kinds alone decide";
  Checks = checksOf(Lines, Known);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_FALSE(C->Passed);
  EXPECT_NE(C->Detail.find(
                "by lines: the kernel's lines outside loops (line 5, ...) hold 7 fp32 against "
                "full's 5, which unrolling does not explain"),
            std::string::npos)
      << C->Detail;
  // What the compiler filed under no line makes up a shortfall, kind by kind, the other way
  // round only: full's two more under no line stand for math's two more on its lines; math's
  // two more there would be more work still.
  Lines[VariantKind::Full]["1:0"] = {{"fp32", 2}};
  Checks = checksOf(Lines, Known);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_TRUE(C->Passed) << C->Detail;
  Lines[VariantKind::Full].erase("1:0");
  Lines[VariantKind::Math]["1:0"] = {{"fp32", 2}};
  Checks = checksOf(Lines, Known);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_FALSE(C->Passed) << C->Detail;
  Lines[VariantKind::Math].erase("1:0");
  // In a loop (lines 4-7), unrolled otherwise in math, with a copy moved between its lines: a
  // pass by lines, where executed counts decide.
  Lines[VariantKind::Full].erase("1:0");
  Known.Spans = {{"1", {{1, 8, true}, {4, 7, false}}}};
  Lines[VariantKind::Math] = {{"1:5", {{"fp32", 7}}}, {"1:6", {{"fp32", 3}}}};
  Checks = checksOf(Lines, Known);
  C = find(Checks, "math-floating-point-within-10pct-of-full");
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Method, "lines");
  // Mem-only with an extra store on a line outside the loop: fails; inside it: by lines.
  Lines = {{VariantKind::Full, {{"1:5", {{"ld.global.32", 8}}}, {"1:8", {{"st.global.32", 1}}}}},
           {VariantKind::Mem, {{"1:5", {{"ld.global.32", 12}}}, {"1:8", {{"st.global.32", 2}}}}}};
  Checks = checksOf(Lines, Known);
  C = find(Checks, "mem-global-accesses-equal-full");
  EXPECT_FALSE(C->Passed) << C->Detail;
  EXPECT_NE(C->Detail.find("by lines: the kernel's lines outside loops "
                                                   "(line 8, ...) hold 2 st.global.32"),
            std::string::npos)
      << C->Detail;
  Lines[VariantKind::Mem]["1:8"] = {{"st.global.32", 1}};
  Checks = checksOf(Lines, Known);
  C = find(Checks, "mem-global-accesses-equal-full");
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Method, "lines");
}

TEST(FidelityChecks, StructuralLoadOnItsLoopsHeaderLine) {
  auto Lines = fullLines();
  // The structural load of line 12, in the body of the loop of line 10, filed under the
  // loop's line after the compiler rotated the loop; twice, as unrolled.
  Lines[VariantKind::Math] = {{"1:10", {{"ld.global.32", 2}}}, {"1:11", {{"fp32", 4}}}};
  StructuralLoads InLoop{1, {12}, {10}};
  Checks Checks = checksOf(Lines, InLoop);
  const ManifestCheck *C = find(Checks, "math-only-structural-global-loads");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed);
  EXPECT_EQ(C->Method, "lines");
  // The header of a loop with no structural load in it excuses nothing.
  StructuralLoads OtherLoop{1, {12}, {8}};
  Checks = checksOf(Lines, OtherLoop);
  C = find(Checks, "math-only-structural-global-loads");
  EXPECT_FALSE(C->Passed);
}

TEST(FidelityChecks, StoreOnlyMakesFullsStoresAndAtomics) {
  // Store-only has no loads and no arithmetic: the same stores (and atomics) as full pass.
  auto Lines = fullLines();
  Lines[VariantKind::Full]["1:13"] = {{"atom.global.add.f32", 1}};
  Lines[VariantKind::Store] = {{"1:12", {{"st.global.32", 1}}},
                               {"1:13", {{"atom.global.add.f32", 1}}}};
  Checks Checks = checksOf(Lines);
  const ManifestCheck *C = find(Checks, "store-only-global-stores-equal-full");
  ASSERT_TRUE(C);
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Detail, "global stores/atomics: store 1/1, full 1/1");

  // A store its compiler deleted as dead (full keeps two on line 12 and 14, store one) fails,
  // naming the line; so does a missing atomic.
  Lines[VariantKind::Full]["1:14"] = {{"st.global.32", 1}};
  Checks = checksOf(Lines);
  C = find(Checks, "store-only-global-stores-equal-full");
  EXPECT_FALSE(C->Passed);
  EXPECT_NE(C->Detail.find("only full has st.global.32 on line 14"),
            std::string::npos)
      << C->Detail;
  Lines[VariantKind::Store]["1:14"] = {{"st.global.32", 1}};
  Lines[VariantKind::Store].erase("1:13");
  Checks = checksOf(Lines);
  C = find(Checks, "store-only-global-stores-equal-full");
  EXPECT_FALSE(C->Passed);

  // Unrolled differently (two stores on line 12 where full has one), the same kinds on the
  // same lines: passes on lines.
  Lines[VariantKind::Store]["1:13"] = {{"atom.global.add.f32", 1}};
  Lines[VariantKind::Store]["1:12"] = {{"st.global.32", 2}};
  Checks = checksOf(Lines);
  C = find(Checks, "store-only-global-stores-equal-full");
  EXPECT_TRUE(C->Passed) << C->Detail;
  EXPECT_EQ(C->Method, "lines");
}

} // namespace
} // namespace limiter

namespace limiter {
namespace {

TEST(VariantRepairs, StoresOnlyFullHasAreKeptAndLinesOnlyMemHasKeepTheirLoopsRolled) {
  const std::map<std::string, std::string> Files = {{"1", "/src/k.cu"}};
  LineCounts Full = {{"1:10", {{"ld.global.32", 2}}},
                     {"1:12", {{"st.global.32", 1}}},
                     {"1:14", {{"st.global.32", 1}, {"fp32", 3}}},
                     {"1:0", {{"st.global.64", 1}}}};
  // Mem lacks line 12's store; repeats line 10's load on line 11 (its unrolled remainder);
  // has full's store on line 14; line 0 names no place.
  LineCounts Mem = {{"1:10", {{"ld.global.32", 2}}},
                    {"1:11", {{"ld.global.32", 1}, {"int", 2}}},
                    {"1:14", {{"st.global.32", 1}}},
                    {"1:0", {{"st.global.32", 1}}}};
  VariantRepairs R = repairsFor(Mem, Full, Files);
  EXPECT_EQ(R.KeptStores, (std::set<VariantRepairs::Place>{{"/src/k.cu", 12}}));
  EXPECT_EQ(R.RolledLoops, (std::set<VariantRepairs::Place>{{"/src/k.cu", 11}}));

  // Lines the same: nothing to repair; a line of an unnamed file names no place.
  EXPECT_TRUE(repairsFor(Full, Full, Files).empty());
  EXPECT_TRUE(repairsFor({{"2:11", {{"ld.global.32", 1}}}}, {}, Files).empty());
}

} // namespace
} // namespace limiter
