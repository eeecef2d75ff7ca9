// What the what-ifs that lay shared memory out anew compile to (VariantCountsTest.cpp says how
// it is counted): the no-bank-conflicts what-if's padded, skewed and swizzled layouts, and the
// shared-occupancy what-if's folds, each keeping full's shared and global accesses.

#include "VariantCounts.h"

#include <algorithm>

namespace limiter {
namespace {

// The no-bank-conflicts what-if lays out only the tiles some warp's access meets in one bank:
// of a product that keeps A's tile transposed, A's (padded, its loads and stores full's) and
// not B's, whose rows the lanes read along (padding it would add arithmetic, and a conflict
// where a 16-wide block's warp spans two rows); a kernel whose every shared access puts its
// lanes an element apart has nothing to lay out, and says so.
TEST_F(VariantCounts, NoBankConflictsLaysOutOnlyConflictingTiles) {
  nlohmann::json M = manifest("tests/tool/Inputs/bank_tiles.cu", "productTransposed");
  nlohmann::json B = variantOf(M, "nobankconflict");
  ASSERT_TRUE(B.is_object());
  EXPECT_EQ(B["status"], "ok");
  EXPECT_EQ(B["edits"]["shared_rows_padded"], 1u) << "A's tile";
  EXPECT_EQ(B["edits"]["shared_arrays_conflict_free_kept"], 1u) << "B's tile";
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(B);
  EXPECT_EQ(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "st.shared"), sum(Full, "st.shared"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-global-accesses"));
  const std::string Padded = entryText(Dir / "bundle", "productTransposed__nobankconflict");
  EXPECT_NE(Padded.find("[1088]"), std::string::npos) << "A's tile, 16 rows of 17 floats";
  EXPECT_NE(Padded.find("[1024]"), std::string::npos) << "B's tile as it was";

  nlohmann::json R = manifest("tests/tool/Inputs/bank_tiles.cu", "rowsOnly");
  nlohmann::json N = variantOf(R, "nobankconflict");
  EXPECT_EQ(N["status"], "absent");
  EXPECT_NE(N["reasons"][0].get<std::string>().find("meets the banks apart already"),
            std::string::npos)
      << N["reasons"][0];
}

// An XOR-swizzled tile meets the banks apart as written: no stride describes its index, and
// the lanes' indices, evaluated, fall in 32 banks. The what-if leaves it, where its own
// swizzle would have undone the programmer's and brought a 32-way conflict back; the same
// transpose reading its tile down the columns is swizzled, its shared accesses full's.
TEST_F(VariantCounts, NoBankConflictsLeavesASwizzledTileAsWritten) {
  nlohmann::json S = manifest("tests/tool/Inputs/bank_tiles.cu", "swizzledTiles", "nobankconflict");
  nlohmann::json N = variantOf(S, "nobankconflict");
  ASSERT_TRUE(N.is_object());
  EXPECT_EQ(N["status"], "absent");
  EXPECT_NE(N["reasons"][0].get<std::string>().find("a swizzle"), std::string::npos)
      << N["reasons"][0];

  nlohmann::json C = manifest("tests/tool/Inputs/bank_tiles.cu", "stridedTiles", "nobankconflict");
  nlohmann::json B = variantOf(C, "nobankconflict");
  ASSERT_TRUE(B.is_object());
  EXPECT_EQ(B["status"], "ok");
  EXPECT_GE(B["edits"]["dynamic_accesses_swizzled"].get<unsigned>(), 2u) << B["edits"];
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(C, "full")), Mine = ptxCounts(B);
  EXPECT_EQ(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "st.shared"), sum(Full, "st.shared"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
}

// A strided tree reduction through a pointer to its array (`volatile float *p = part;`, the
// same in every lane) loses its stride as the array's own accesses do: no access skewed, and
// the what-if compiles to the direct form's what-if, instruction class for class. Before, any
// pointer into the array skewed every access (a shift, an add and a multiply an access more
// than the fix, whose gain then passed the bound).
TEST_F(VariantCounts, NoBankConflictsCompactsAStrideReadThroughAPointerToTheArray) {
  nlohmann::json A = manifest("tests/tool/Inputs/bank_views.cu", "stridedAlias", "nobankconflict");
  nlohmann::json B = variantOf(A, "nobankconflict");
  ASSERT_TRUE(B.is_object());
  EXPECT_EQ(B["status"], "ok") << B.dump();
  EXPECT_EQ(B["edits"]["shared_accesses_compacted"], 2u) << B["edits"];
  EXPECT_FALSE(B["edits"].contains("shared_view_accesses_skewed")) << B["edits"];
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
  std::map<std::string, unsigned> Alias = ptxCounts(B);
  nlohmann::json D = manifest("tests/tool/Inputs/bank_views.cu", "stridedOwn", "nobankconflict");
  std::map<std::string, unsigned> Own = ptxCounts(variantOf(D, "nobankconflict"));
  for (const char *Class : {"int", "fp32", "setp", "branch"})
    EXPECT_EQ(Alias[Class], Own[Class]) << Class;
  EXPECT_EQ(sum(Alias, "ld.shared"), sum(Own, "ld.shared"));
  EXPECT_EQ(sum(Alias, "st.shared"), sum(Own, "st.shared"));
}

// A radius-8 convolution's 40 KiB tile folded onto 8 KiB: the taps' offsets stay beside the
// folded base (one fold a row, nvcc's immediate offsets for the unrolled taps), where folding
// every index whole added an AND and an address a tap (110 integer instructions to full's
// 50); the shared and global accesses stay full's.
TEST_F(VariantCounts, SharedOccupancyFoldsTheBaseAndKeepsTheTapsOffsets) {
  nlohmann::json M =
      manifest("tests/tool/Inputs/shared_stencil.cu", "convolveRows", "sharedoccupancy");
  nlohmann::json S = variantOf(M, "sharedoccupancy");
  ASSERT_TRUE(S.is_object());
  EXPECT_EQ(S["status"], "ok");
  EXPECT_GE(S["edits"]["shared_accesses_folded_at_base"].get<unsigned>(), 1u) << S["edits"];
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(S);
  EXPECT_EQ(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "st.shared"), sum(Full, "st.shared"));
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
  EXPECT_LE(sum(Mine, "int"), sum(Full, "int") + 16) << "full " << sum(Full, "int");
  EXPECT_TRUE(passed("sharedoccupancy-keeps-full-shared-accesses"));
  std::ifstream Source(Dir / "bundle" / "src" / "shared_stencil.cu");
  const std::string Text((std::istreambuf_iterator<char>(Source)), {});
  EXPECT_NE(Text.find("row[lim::shared_folded<2048>(i) + Radius + k]"), std::string::npos) << Text;
}

// A 32 KiB shared array handed whole to a helper that only subscripts it (golden
// shared-occupancy-helper), through real nvcc: the helper's clone folds its reads as the
// kernel folds its stores, so the array compiles to 2048 floats and the taps' slack of 4, and
// the variant keeps full's shared loads and stores.
TEST_F(VariantCounts, SharedOccupancyFoldsAnArrayAHelperSubscripts) {
  nlohmann::json M = manifest("tests/rewriters/golden/shared-occupancy-helper/input.cu",
                              "smoothRows", "sharedoccupancy");
  nlohmann::json S = variantOf(M, "sharedoccupancy");
  ASSERT_TRUE(S.is_object());
  EXPECT_EQ(S["status"], "ok") << S.dump();
  EXPECT_EQ(S["edits"]["shared_arrays_folded"], 1) << S["edits"];
  EXPECT_EQ(S["edits"]["shared_accesses_folded"], 2) << S["edits"];
  EXPECT_EQ(S["edits"]["shared_accesses_folded_at_base"], 1) << S["edits"]; // s[j + 4]
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(S);
  EXPECT_EQ(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "st.shared"), sum(Full, "st.shared"));
  const std::string Folded = entryText(Dir / "bundle", "smoothRows__sharedoccupancy");
  EXPECT_NE(Folded.find("[8208]"), std::string::npos) << Folded;
  EXPECT_EQ(Folded.find("[32768]"), std::string::npos) << Folded;
  EXPECT_TRUE(passed("sharedoccupancy-keeps-full-shared-accesses"));
}

// Dynamic shared memory carved into arrays by pointers at fixed offsets (a warp's tile at
// `pool + warp * 1024`, the sums after every tile, a view of that view), through real nvcc:
// the no-bank-conflicts what-if swizzles every access through the views, the offset read
// again at each and taken off, and keeps full's shared and global accesses; the
// shared-occupancy what-if folds them onto 8 KiB alike.
TEST_F(VariantCounts, DynamicSharedMemoryCarvedByOffsetsIsLaidOutThroughItsViews) {
  nlohmann::json M = manifest("tests/rewriters/golden/bank-conflicts-views-offset/input.cu",
                              "carvedColumns", "nobankconflict,sharedoccupancy");
  nlohmann::json B = variantOf(M, "nobankconflict");
  ASSERT_TRUE(B.is_object());
  EXPECT_EQ(B["status"], "ok") << B.dump();
  EXPECT_EQ(B["edits"]["dynamic_accesses_swizzled"], 4u) << B["edits"];
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(B);
  // Full's column loop reads its tile's row four floats at a time (ld.shared.128); the
  // swizzled elements lie apart, one float a load, as a padded tile's would: the same bytes.
  auto Bytes = [](const std::map<std::string, unsigned> &C, const std::string &Prefix) {
    unsigned long long Out = 0;
    for (const auto &[Key, N] : C)
      if (Key.starts_with(Prefix))
        Out += std::stoull(Key.substr(Prefix.size())) / 8 * N;
    return Out;
  };
  EXPECT_EQ(Bytes(Mine, "ld.shared."), Bytes(Full, "ld.shared."));
  EXPECT_EQ(Bytes(Mine, "st.shared."), Bytes(Full, "st.shared."));
  EXPECT_GT(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
  EXPECT_EQ(checkMethod("nobankconflict-keeps-full-shared-accesses"), "bytes");
  EXPECT_TRUE(passed("nobankconflict-keeps-full-global-accesses"));
  nlohmann::json O = variantOf(M, "sharedoccupancy");
  ASSERT_TRUE(O.is_object());
  EXPECT_EQ(O["status"], "ok") << O.dump();
  EXPECT_EQ(O["edits"]["dynamic_accesses_folded"], 4u) << O["edits"];
  EXPECT_TRUE(passed("sharedoccupancy-keeps-full-shared-accesses"));
}

// A static shared array of which only the first row is used: folded, its compiled code is
// full's instruction for instruction (the folded index is a constant), over a third of the
// memory; the what-if is made, not dropped as one that changes nothing.
TEST_F(VariantCounts, SharedOccupancyOverFullsInstructionsIsStillMade) {
  nlohmann::json M =
      manifest("tests/tool/Inputs/shared_rows.cu", "firstRowOnly", "sharedoccupancy");
  nlohmann::json O = variantOf(M, "sharedoccupancy");
  ASSERT_TRUE(O.is_object());
  EXPECT_EQ(O["status"], "ok") << O.dump();
  EXPECT_EQ(O["ptx_counts"], variantOf(M, "full")["ptx_counts"]);
  const std::string Folded = entryText(Dir / "bundle", "firstRowOnly__sharedoccupancy");
  const std::string Full = entryText(Dir / "bundle", "firstRowOnly__full");
  EXPECT_NE(Full.find("[49152]"), std::string::npos);
  EXPECT_EQ(Folded.find("[49152]"), std::string::npos);
  // 16 rows of 512 bytes span whole rows of the banks: 8 KiB, as a fix of that size takes
  // (32 rows, 16 KiB, had kept the what-if's blocks per multiprocessor under the fix's).
  EXPECT_NE(Folded.find("[8192]"), std::string::npos) << Folded;
  EXPECT_TRUE(passed("sharedoccupancy-keeps-full-shared-accesses"));
}

// Dynamic shared memory a struct hands out as a typed pointer (`T *part = ScratchOf<T>()`, as
// templated reductions write it), through real nvcc: the no-bank-conflicts what-if swizzles the
// accesses through the pointer, each instantiation by rows of its own element (32 floats, 16
// doubles: the division by the row a shift of 5 or 4) in 32-bit arithmetic, but the strided
// pair, whose stride it takes out; full's shared and global accesses.
TEST_F(VariantCounts, DynamicSharedMemoryThroughAPointerIsSwizzledAndFolded) {
  nlohmann::json M =
      manifest("tests/tool/Inputs/dynamic_views.cu", "pairedSum", "nobankconflict,sharedoccupancy");
  nlohmann::json B = variantOf(M, "nobankconflict");
  ASSERT_TRUE(B.is_object());
  EXPECT_EQ(B["status"], "ok");
  EXPECT_EQ(B["edits"]["dynamic_accesses_swizzled"], 2u) << "the store, the result";
  EXPECT_EQ(B["edits"]["shared_accesses_compacted"], 2u) << "the pair's two, their stride out";
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(B);
  EXPECT_EQ(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "st.shared"), sum(Full, "st.shared"));
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-global-accesses"));
  const std::string Floats = entryText(Dir / "bundle", "pairedSum__nobankconflictIf");
  const std::string Doubles = entryText(Dir / "bundle", "pairedSum__nobankconflictId");
  ASSERT_FALSE(Floats.empty());
  ASSERT_FALSE(Doubles.empty());
  EXPECT_NE(Floats.find("xor.b32"), std::string::npos) << "the row's bank bits";
  EXPECT_NE(Doubles.find("xor.b32"), std::string::npos);
  const std::vector<int> FloatRows = rowShifts(Floats), DoubleRows = rowShifts(Doubles);
  EXPECT_NE(std::find(FloatRows.begin(), FloatRows.end(), 5), FloatRows.end());
  EXPECT_EQ(std::find(FloatRows.begin(), FloatRows.end(), 4), FloatRows.end());
  EXPECT_NE(std::find(DoubleRows.begin(), DoubleRows.end(), 4), DoubleRows.end());
  EXPECT_EQ(std::find(DoubleRows.begin(), DoubleRows.end(), 5), DoubleRows.end());
  EXPECT_TRUE(rowShifts(entryText(Dir / "bundle", "pairedSum__fullIf")).empty());

  // The shared-occupancy what-if folds the same accesses onto the elements 8 KiB hold, by the
  // instantiation's own element: 2048 floats, 1024 doubles. nvcc folds the AND into the byte
  // offset: 8188 (2047 floats of 4 bytes) and 8184 (1023 doubles of 8), every mask below 8 KiB.
  nlohmann::json O = variantOf(M, "sharedoccupancy");
  ASSERT_TRUE(O.is_object());
  EXPECT_EQ(O["status"], "ok");
  EXPECT_EQ(O["edits"]["dynamic_accesses_folded"], 4u);
  EXPECT_EQ(sum(ptxCounts(O), "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(ptxCounts(O), "st.shared"), sum(Full, "st.shared"));
  auto Masks = [](const std::string &Entry) {
    std::vector<long> Out;
    static const std::regex And(R"(and\.b32\s+%r\d+, %r\d+, (\d+);)");
    for (auto It = std::sregex_iterator(Entry.begin(), Entry.end(), And);
         It != std::sregex_iterator(); ++It)
      Out.push_back(std::stol((*It)[1]));
    return Out;
  };
  const std::vector<long> FloatMasks =
      Masks(entryText(Dir / "bundle", "pairedSum__sharedoccupancyIf"));
  const std::vector<long> DoubleMasks =
      Masks(entryText(Dir / "bundle", "pairedSum__sharedoccupancyId"));
  ASSERT_FALSE(FloatMasks.empty());
  ASSERT_FALSE(DoubleMasks.empty());
  EXPECT_NE(std::find(FloatMasks.begin(), FloatMasks.end(), 8188), FloatMasks.end());
  EXPECT_NE(std::find(DoubleMasks.begin(), DoubleMasks.end(), 8184), DoubleMasks.end());
  EXPECT_EQ(std::find(DoubleMasks.begin(), DoubleMasks.end(), 8188), DoubleMasks.end());
  for (long Mask : FloatMasks)
    EXPECT_LT(Mask, 8192);
  for (long Mask : DoubleMasks)
    EXPECT_LT(Mask, 8192);
  EXPECT_TRUE(Masks(entryText(Dir / "bundle", "pairedSum__fullIf")).empty());
}

// A two-dimensional tile read through row pointers (`const float *mine = tile[threadIdx.x]`,
// each lane walking its own row, 32 lanes in one bank), through real nvcc: the no-bank-
// conflicts what-if pads both tiles' rows, leaves the row pointers' accesses as written (C++
// keeps them inside their rows) and keeps full's shared and global accesses, counted
// instruction by instruction. A pointer that walks across the rows (`&tile[0][0]`) keeps the
// layout, and the what-if says why.
TEST_F(VariantCounts, NoBankConflictsPadsATileReadThroughItsRowPointers) {
  nlohmann::json M = manifest("tests/rewriters/golden/bank-conflicts-tile-row-view/input.cu",
                              "rowNorms", "nobankconflict");
  nlohmann::json B = variantOf(M, "nobankconflict");
  ASSERT_TRUE(B.is_object());
  EXPECT_EQ(B["status"], "ok") << B.dump();
  EXPECT_EQ(B["edits"]["shared_rows_padded"], 2u) << B["edits"];
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(B);
  EXPECT_EQ(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "st.shared"), sum(Full, "st.shared"));
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
  EXPECT_NE(checkMethod("nobankconflict-keeps-full-shared-accesses"), "bytes");
  // Each tile grows from 32 x 32 floats to 32 x 33.
  const std::string Padded = entryText(Dir / "bundle", "rowNorms__nobankconflict");
  EXPECT_NE(Padded.find("[4224]"), std::string::npos) << Padded;
  EXPECT_NE(entryText(Dir / "bundle", "rowNorms__full").find("[4096]"), std::string::npos);

  nlohmann::json K = manifest("tests/rewriters/golden/bank-conflicts-tile-row-view-kept/input.cu",
                              "flatWalk", "nobankconflict");
  nlohmann::json Kept = variantOf(K, "nobankconflict");
  ASSERT_TRUE(Kept.is_object());
  EXPECT_EQ(Kept["status"], "absent") << Kept.dump();
  EXPECT_NE(Kept["reasons"][0].get<std::string>().find("keeps the layout of shared array 'tile'"),
            std::string::npos)
      << Kept["reasons"];
}

} // namespace
} // namespace limiter
