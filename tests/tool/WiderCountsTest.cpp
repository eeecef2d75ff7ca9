// What the wider-accesses what-if compiles to (VariantCountsTest.cpp says how it is counted):
// a lane's neighbouring narrow accesses merged into vectors, in blocks, loops, through row
// pointers, of bytes and of a template's elements.

#include "VariantCounts.h"

namespace limiter {
namespace {

/// The wider-accesses what-if merges a lane's four neighbouring float reads (in a loop's body)
/// and four stores into one float4 each: the same bytes in a quarter of the instructions,
/// full's arithmetic; the fix (already float4) has nothing to merge.
TEST_F(VariantCounts, WiderMergesNeighbouringAccessesOfALane) {
  nlohmann::json S = manifest("kernels/whatif/blur.cu", "blurScalar");
  nlohmann::json W = variantOf(S, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 4u);
  EXPECT_EQ(W["edits"]["global_stores_widened"], 4u);
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(S, "full")), Mine = ptxCounts(W);
  EXPECT_EQ(Full["ld.global.32"], 36u) << "nine neighbours of four channels";
  EXPECT_EQ(Full["st.global.32"], 4u);
  EXPECT_EQ(sum(Mine, "ld.global"), 9u);
  EXPECT_EQ(Mine["ld.global.128"], 9u);
  EXPECT_EQ(Mine["st.global.128"], 1u);
  EXPECT_EQ(sum(Mine, "fp"), sum(Full, "fp"));
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  EXPECT_TRUE(passed("wider-merges-global-accesses"));
  EXPECT_TRUE(passed("wider-keeps-full-floating-point"));
  nlohmann::json V = manifest("kernels/whatif/blur.cu", "blurVector");
  EXPECT_EQ(variantOf(V, "wider")["status"], "absent");
}

/// Through a local row pointer that starts at a parameter (`row = in + 4 * i`, `dst =
/// &out[4 * i]`, a loop over `quad[k]`): each run one 128-bit access, through real nvcc; the
/// pointer moved, the one of an unaligned start, the runs with a store between through its
/// parameter or through a pointer assigned after its start, and the loop over a pointer
/// declared inside it keep their 32-bit accesses.
TEST_F(VariantCounts, WiderMergesThroughARowPointer) {
  nlohmann::json S =
      manifest("tests/rewriters/golden/wider-row-pointer/input.cu", "rowQuads", "wider");
  nlohmann::json W = variantOf(S, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  std::map<std::string, unsigned> Full = globalAccesses(S, "full"),
                                  Mine = globalAccesses(S, "wider");
  EXPECT_EQ(Full["ld.global.32"], 18u);
  EXPECT_EQ(Full["st.global.32"], 7u);
  EXPECT_EQ(Mine["ld.global.128"], 2u) << "row's four reads and the loop's";
  EXPECT_EQ(Mine["st.global.128"], 1u) << "dst's four stores";
  EXPECT_EQ(Mine["ld.global.32"], 10u) << "skew's, walk's, cell's, back's and pair's stay";
  EXPECT_EQ(Mine["st.global.32"], 3u);
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  EXPECT_TRUE(passed("wider-merges-global-accesses"));
  EXPECT_TRUE(passed("wider-keeps-full-floating-point"));
}

/// Narrow and templated elements, through real nvcc: an RGBA8 pixel's four byte reads and four
/// byte stores become one 32-bit access each; a template over its element type reads its four
/// neighbours as two pairs in each instantiation (float2 and double2, one text for both).
/// Neighbouring reads through `__ldg(&p[e + c])` (golden wider-ldg): x's four in a statement
/// and w's four in a loop become one 128-bit read-only load each (`ld.global.nc.v4`), as the
/// fix's `__ldg(reinterpret_cast<const float4 *>(...))` compiles; y's, half through `__ldg`
/// and half not, stay four loads. The same bytes and arithmetic as full's.
TEST_F(VariantCounts, WiderMergesReadOnlyLoadsThroughLdg) {
  nlohmann::json S =
      manifest("tests/rewriters/golden/wider-ldg/input.cu", "quadsThroughLdg", "wider");
  nlohmann::json W = variantOf(S, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 8u);
  std::map<std::string, unsigned> Full = globalAccesses(S, "full"),
                                  Mine = globalAccesses(S, "wider");
  EXPECT_EQ(Full["ld.global.32"], 12u);
  EXPECT_EQ(Mine["ld.global.128"], 2u) << "x's four and the loop's four";
  EXPECT_EQ(Mine["ld.global.32"], 4u) << "y's, read two ways, stay";
  const std::string Entry = entryText(Dir / "bundle", "quadsThroughLdg__wider");
  ASSERT_FALSE(Entry.empty());
  EXPECT_EQ(occurrences(Entry, "ld.global.nc.v4.f32"), 2u) << Entry;
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  EXPECT_TRUE(passed("wider-merges-global-accesses"));
  EXPECT_TRUE(passed("wider-keeps-full-floating-point"));
}

TEST_F(VariantCounts, WiderMergesBytesAndATemplatesElements) {
  nlohmann::json P = manifest("tests/tool/Inputs/wider_narrow.cu", "halveRgba", "wider");
  nlohmann::json W = variantOf(P, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(P, "full")), Mine = ptxCounts(W);
  EXPECT_EQ(Full["ld.global.8"], 4u);
  EXPECT_EQ(Full["st.global.8"], 4u);
  EXPECT_EQ(sum(Mine, "ld.global"), 1u);
  EXPECT_EQ(Mine["ld.global.32"], 1u);
  EXPECT_EQ(Mine["st.global.32"], 1u);
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  EXPECT_TRUE(passed("wider-merges-global-accesses"));

  nlohmann::json T = manifest("tests/tool/Inputs/wider_narrow.cu", "quadProduct", "wider");
  W = variantOf(T, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 4u) << "counted once for the text";
  EXPECT_TRUE(passed("wider-merges-global-accesses"));
  const std::string Floats = entryText(Dir / "bundle", "quadProduct__widerIf");
  const std::string Doubles = entryText(Dir / "bundle", "quadProduct__widerId");
  ASSERT_FALSE(Floats.empty());
  ASSERT_FALSE(Doubles.empty());
  EXPECT_EQ(occurrences(Floats, "ld.global.nc.v2.f32"), 2u) << Floats;
  EXPECT_EQ(occurrences(Doubles, "ld.global.nc.v2.f64"), 2u) << Doubles;
  EXPECT_EQ(occurrences(Floats, "ld.global.nc.f32"), 0u);
  EXPECT_EQ(occurrences(Doubles, "ld.global.nc.f64"), 0u);
}

// A loop over a lane's four channels, read and written one float an iteration: the wider
// what-if reads and writes each pixel as one float4, as the fix written with float4 does, and
// keeps the vector in registers (no local memory). A template's loop over two elements takes
// float2 for floats and double2 for doubles; bf16 and half take lim::packed.
TEST_F(VariantCounts, WiderTakesALoopsElementsAsOneVector) {
  nlohmann::json P = manifest("tests/tool/Inputs/wider_loops.cu", "shadeChannels", "wider");
  nlohmann::json W = variantOf(P, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 4u);
  EXPECT_EQ(W["edits"]["global_stores_widened"], 4u);
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  EXPECT_TRUE(passed("wider-merges-global-accesses"));
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(P, "full")), Mine = ptxCounts(W);
  EXPECT_EQ(Full["ld.global.32"], 5u);
  EXPECT_EQ(Full["st.global.32"], 4u);
  const std::string Wider = entryText(Dir / "bundle", "shadeChannels__wider");
  ASSERT_FALSE(Wider.empty());
  EXPECT_EQ(occurrences(Wider, ".local"), 0u) << Wider;
  nlohmann::json F = manifest("tests/tool/Inputs/wider_loops.cu", "shadeFloat4", "none");
  std::map<std::string, unsigned> Fix = ptxCounts(variantOf(F, "full"));
  for (const char *Op : {"ld.global.32", "ld.global.128", "st.global.32", "st.global.128"})
    EXPECT_EQ(Mine[Op], Fix[Op]) << Op;

  nlohmann::json T = manifest("tests/tool/Inputs/wider_loops.cu", "pairSums", "wider");
  W = variantOf(T, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 2u) << "the two reads of each element, once";
  EXPECT_TRUE(passed("wider-merges-global-accesses"));
  const std::string Floats = entryText(Dir / "bundle", "pairSums__widerIf");
  const std::string Doubles = entryText(Dir / "bundle", "pairSums__widerId");
  ASSERT_FALSE(Floats.empty());
  ASSERT_FALSE(Doubles.empty());
  EXPECT_EQ(occurrences(Floats, "ld.global.nc.v2.f32"), 1u) << Floats;
  EXPECT_EQ(occurrences(Doubles, "ld.global.nc.v2.f64"), 1u) << Doubles;
  EXPECT_EQ(occurrences(Floats, "ld.global.nc.f32"), 0u);
  EXPECT_EQ(occurrences(Doubles, "ld.global.nc.f64"), 0u);

  // 16-bit floating point, which has no vectors of four or eight: eight bf16 values a thread
  // move as one 128-bit access each way, two halves as one 32-bit load.
  nlohmann::json B = manifest("tests/tool/Inputs/wider_loops.cu", "scaleBf16", "wider");
  W = variantOf(B, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 8u);
  EXPECT_EQ(W["edits"]["global_stores_widened"], 8u);
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  Full = ptxCounts(variantOf(B, "full"));
  Mine = ptxCounts(W);
  EXPECT_EQ(Full["ld.global.16"], 8u);
  EXPECT_EQ(Full["st.global.16"], 8u);
  EXPECT_EQ(Mine["ld.global.128"], 1u);
  EXPECT_EQ(Mine["st.global.128"], 1u);
  EXPECT_EQ(sum(Mine, "ld.global") + sum(Mine, "st.global"), 2u);
  EXPECT_EQ(occurrences(entryText(Dir / "bundle", "scaleBf16__wider"), ".local"), 0u);
  nlohmann::json H = manifest("tests/tool/Inputs/wider_loops.cu", "sumHalves", "wider");
  Mine = ptxCounts(variantOf(H, "wider"));
  EXPECT_EQ(Mine["ld.global.32"], 1u);
  EXPECT_EQ(Mine["ld.global.16"], 0u);
}

} // namespace
} // namespace limiter
