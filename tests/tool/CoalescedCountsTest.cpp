// What the coalesced what-if compiles to (VariantCountsTest.cpp says how it is counted): every
// global access keeps its width and count, re-indexed through a warp's run; loops, blocks,
// row pointers, wide views, structs' members and cache-hinted accesses.

#include "VariantCounts.h"

namespace limiter {
namespace {

// The coalesced what-if compiles to full's global accesses, each re-indexed through a few warp
// instructions (a shuffle, a vote, two warp-wide reductions); the no-bank-conflicts what-if
// to full's accesses on a padded tile. Each says what it changed, and its checks pass.
TEST_F(VariantCounts, CoalescedAndNoBankConflictsKeepFullsAccesses) {
  nlohmann::json M = manifest("kernels/transpose/transpose.cu", "transpose::transposeNaive");
  nlohmann::json C = variantOf(M, "coalesced");
  ASSERT_TRUE(C.is_object());
  EXPECT_EQ(C["status"], "ok");
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 1u) << "the store";
  EXPECT_EQ(C["edits"]["global_accesses_consecutive_kept"], 1u)
      << "the load, its lanes one element apart already";
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(C);
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
  EXPECT_EQ(sum(Mine, "st.global"), sum(Full, "st.global"));
  EXPECT_GT(sum(Mine, "warp"), sum(Full, "warp")) << "the re-indexing's warp instructions";
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  EXPECT_EQ(variantOf(M, "nobankconflict")["status"], "absent") << "no shared tile";

  nlohmann::json T = manifest("kernels/transpose/transpose.cu", "transpose::transposeCoalesced");
  nlohmann::json B = variantOf(T, "nobankconflict");
  EXPECT_EQ(B["status"], "ok");
  EXPECT_EQ(B["edits"]["shared_rows_padded"], 1u);
  EXPECT_EQ(sum(ptxCounts(B), "ld.shared"), sum(ptxCounts(variantOf(T, "full")), "ld.shared"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
  // The padded tile of the fix is odd already: nothing to pad.
  nlohmann::json P =
      manifest("kernels/transpose/transpose.cu", "transpose::transposeNoBankConflicts");
  EXPECT_EQ(variantOf(P, "nobankconflict")["status"], "absent");
}

/// The coalesced what-if through the same row pointers (rowStartOf, shared with wider): a
/// chain's loop (`quad = in + 4 * n + 4 * i`) takes one shift before it, a row's four reads a
/// block's run, all from the array the rows point into; every access keeps its width and count,
/// and only the pointer changed in the kernel (`walk += 4`) and the one reassigned (`other`)
/// are still checked for lanes of different arrays. Those two are a lane's own rows, which
/// the run leaves where they differ: the what-if says so and is conservative, a lower bound.
TEST_F(VariantCounts, CoalescedReindexesChainedRowPointers) {
  nlohmann::json S =
      manifest("tests/rewriters/golden/wider-row-pointer/input.cu", "rowQuads", "coalesced");
  nlohmann::json C = variantOf(S, "coalesced");
  ASSERT_EQ(C["status"], "conservative");
  ASSERT_EQ(C["reasons"].size(), 3u) << C["reasons"];
  for (const auto &Reason : C["reasons"])
    EXPECT_NE(Reason.get<std::string>().find("may differ between the lanes"), std::string::npos)
        << Reason;
  EXPECT_EQ(globalAccesses(S, "full"), globalAccesses(S, "coalesced"));
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Mine = entryText(Dir / "bundle", "rowQuads__coalesced");
  ASSERT_FALSE(Mine.empty());
  // One vote a check that the lanes' arrays agree: walk's two reads and other's store (before,
  // quad's four unrolled reads, back's two and pair's two as well); and one a general run
  // (ten, the loop's unrolled accesses among them), that asks whether its lanes lie a stride
  // apart in lane order, executed only where the span allows it (warp_run::start).
  EXPECT_EQ(occurrences(Mine, "vote.sync.all"), 13u) << Mine;
}

/// The coalesced what-if's run of a 64-bit index (`(size_t)r * ld + c`, through a helper) asks
/// first, in one vote, whether every lane's index is an int, and then takes the 32-bit
/// minimum and maximum; only where one is not does it shuffle the first lane's index and
/// reduce the distances. Before, every such run shuffled and voted first: on the H200 a
/// transpose of 16 x 16 blocks read 42.5% and its tiled fix gained 118% of it; after, 53.3%
/// and 95%.
TEST_F(VariantCounts, CoalescedRunsOfWideIndicesThatFitAnIntTakeIntReductions) {
  nlohmann::json M = manifest("tests/references/spellings/kernels/p37_heldout_styles.cu",
                              "transposeRectHelperNaive", "coalesced");
  ASSERT_EQ(variantOf(M, "coalesced")["status"], "ok");
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Mine = entryText(Dir / "bundle", "transposeRectHelperNaive__coalesced");
  ASSERT_FALSE(Mine.empty());
  // Per access (the load and the store): the int test's vote and the far case's, the vote
  // that asks whether the lanes lie a stride apart (a transposed access's run start), and the
  // minimum and maximum of each case.
  EXPECT_EQ(occurrences(Mine, "vote.sync.all"), 6u) << Mine;
  EXPECT_EQ(occurrences(Mine, "redux.sync.min.s32"), 4u);
  EXPECT_EQ(occurrences(Mine, "redux.sync.max.s32"), 4u);
  // The int test comes first: the first reduction after the first vote, before any shuffle.
  const std::size_t Vote = Mine.find("vote.sync.all"), Min = Mine.find("redux.sync.min.s32"),
                    Shuffle = Mine.find("shfl.sync.idx");
  ASSERT_NE(Vote, std::string::npos);
  EXPECT_LT(Vote, Min);
  EXPECT_LT(Min, Shuffle);
}

/// A row per thread (a matrix-vector product, M[row * n + k] in a loop over k): the coalesced
/// what-if takes the warp's shift of `row * n` once, before the loop, so that its re-indexing
/// costs two warp-wide reductions for the loop and two for the store after it, however far
/// nvcc unrolls the loop; v[k], the same element in every lane, is left as it is. Full's
/// accesses by width, and its floating-point work.
TEST_F(VariantCounts, CoalescedTakesALoopsShiftOnceAndLeavesBroadcastsAlone) {
  nlohmann::json M =
      manifest("tests/references/spellings/kernels/p02_gemv.cu", "gemvRowThread", "coalesced");
  nlohmann::json C = variantOf(M, "coalesced");
  ASSERT_TRUE(C.is_object());
  EXPECT_EQ(C["status"], "ok");
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 1u) << "M's load";
  EXPECT_EQ(C["edits"]["global_accesses_same_in_every_lane_kept"], 1u) << "v[k]";
  EXPECT_EQ(C["edits"]["global_accesses_consecutive_kept"], 1u) << "y[row], coalesced already";
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("coalesced-keeps-full-floating-point"));
  const std::string Entry = entryText(Dir / "bundle", "gemvRowThread__coalesced");
  ASSERT_FALSE(Entry.empty());
  EXPECT_EQ(occurrences(Entry, "redux.sync.min"), 1u) << Entry;
  EXPECT_EQ(occurrences(Entry, "redux.sync.max"), 1u);
  EXPECT_GE(occurrences(Entry, "ld.global.nc.f32"), 4u)
      << "the loop unrolled, each load on its own";
}

/// A sum kept in memory (`out[r] = 0` before the loop, `out[r] += a[r * n + k] * v[k]` in it,
/// as PolyBench writes its matrix-vector products): full keeps the stored element in a
/// register through the loop. The loop's shift goes in front of that store, so that its warp
/// instructions (a volatile asm, which nvcc takes to touch memory) do not make nvcc load the
/// element again: full's loads, every one, in each of the three loops. Before, four more.
TEST_F(VariantCounts, CoalescedTakesALoopsShiftBeforeTheStoresBeforeIt) {
  nlohmann::json M = manifest("tests/rewriters/golden/coalesced-store-before-loop/input.cu",
                              "rowDots", "coalesced");
  nlohmann::json C = variantOf(M, "coalesced");
  ASSERT_TRUE(C.is_object());
  EXPECT_EQ(C["status"], "ok");
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 3u) << "a's three loads";
  EXPECT_EQ(globalAccesses(M, "full"), globalAccesses(M, "coalesced"));
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(M, "full")), Mine = ptxCounts(C);
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
}

// A strided read of a `const __restrict__` parameter: the coalesced what-if re-indexes it
// without taking the array's address as a number (coalesced_index), so that nvcc keeps full's
// read-only path; lim::coalesced(p, e), which compares the lanes' arrays, made it a plain load.
TEST_F(VariantCounts, CoalescedKeepsFullsReadOnlyLoads) {
  nlohmann::json M =
      manifest("tests/tool/Inputs/coalesced_readonly.cu", "gatherScaled", "coalesced");
  nlohmann::json C = variantOf(M, "coalesced");
  ASSERT_TRUE(C.is_object());
  EXPECT_EQ(C["status"], "ok");
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 1u) << "in[i * stride]; out[i] is kept";
  const std::string Full = entryText(Dir / "bundle", "gatherScaled__full");
  const std::string Mine = entryText(Dir / "bundle", "gatherScaled__coalesced");
  ASSERT_FALSE(Mine.empty());
  EXPECT_EQ(occurrences(Full, "ld.global.nc.f32"), 1u) << Full;
  EXPECT_EQ(occurrences(Mine, "ld.global.nc.f32"), 1u) << Mine;

  // The same of a struct's members (lim::coalesced_member): both of full's .nc loads kept.
  nlohmann::json S =
      manifest("tests/tool/Inputs/coalesced_readonly.cu", "weighBodies", "coalesced");
  ASSERT_EQ(variantOf(S, "coalesced")["edits"]["global_members_coalesced"], 2u);
  const std::string FullMembers = entryText(Dir / "bundle", "weighBodies__full");
  const std::string MineMembers = entryText(Dir / "bundle", "weighBodies__coalesced");
  EXPECT_EQ(occurrences(FullMembers, "ld.global.nc.f32"), 2u) << FullMembers;
  EXPECT_EQ(occurrences(MineMembers, "ld.global.nc.f32"), 2u) << MineMembers;
}

// A block's accesses around one lane-dependent index (a pixel's four channels): the coalesced
// what-if takes the warp's work once for the four reads and once for the four stores
// (lim::coalesced_runs), where re-indexing each on its own took it eight times, and keeps
// full's accesses and their read-only path. Their runs keep full's bytes: that is timed on
// the GPU, not seen here.
TEST_F(VariantCounts, CoalescedTakesABlocksAccessesAsOneRun) {
  nlohmann::json M = manifest("tests/tool/Inputs/coalesced_runs.cu", "scaleChannels", "coalesced");
  nlohmann::json C = variantOf(M, "coalesced");
  ASSERT_TRUE(C.is_object());
  EXPECT_EQ(C["status"], "ok");
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 8u);
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Full = entryText(Dir / "bundle", "scaleChannels__full");
  const std::string Mine = entryText(Dir / "bundle", "scaleChannels__coalesced");
  ASSERT_FALSE(Mine.empty());
  EXPECT_EQ(occurrences(Mine, "redux.sync.min"), 2u) << Mine;
  EXPECT_EQ(occurrences(Full, "ld.global.nc.f32"), 4u) << Full;
  EXPECT_EQ(occurrences(Mine, "ld.global.nc.f32"), 4u) << Mine;

  // In a loop whose counter moves the lanes' index alike (a pixel's nine neighbours): the
  // run is taken once, before the loop, where it was taken in each of the nine unrolled
  // iterations; the store (`out[p]`, coalesced already) is kept as written. Full's 36
  // read-only loads are kept.
  nlohmann::json L = manifest("tests/tool/Inputs/coalesced_runs.cu", "blurNeighbours", "coalesced");
  ASSERT_EQ(variantOf(L, "coalesced")["edits"]["global_accesses_coalesced"], 4u);
  const std::string FullLoop = entryText(Dir / "bundle", "blurNeighbours__full");
  const std::string MineLoop = entryText(Dir / "bundle", "blurNeighbours__coalesced");
  ASSERT_FALSE(MineLoop.empty());
  EXPECT_EQ(occurrences(MineLoop, "redux.sync.min"), 1u) << MineLoop;
  EXPECT_EQ(occurrences(FullLoop, "ld.global.nc.f32"), 36u) << FullLoop;
  EXPECT_EQ(occurrences(MineLoop, "ld.global.nc.f32"), 36u) << MineLoop;

  // The same through a nest of three loops, the index a local of the nest: one run before
  // the outermost loop, where it was taken before each of the nine channel loops (the
  // store, coalesced already, kept).
  nlohmann::json N = manifest("tests/tool/Inputs/coalesced_runs.cu", "boxNest", "coalesced");
  ASSERT_EQ(variantOf(N, "coalesced")["status"], "ok");
  const std::string FullNest = entryText(Dir / "bundle", "boxNest__full");
  const std::string MineNest = entryText(Dir / "bundle", "boxNest__coalesced");
  ASSERT_FALSE(MineNest.empty());
  EXPECT_EQ(occurrences(MineNest, "redux.sync.min"), 1u) << MineNest;
  EXPECT_EQ(occurrences(FullNest, "ld.global.nc.f32"), 36u) << FullNest;
  EXPECT_EQ(occurrences(MineNest, "ld.global.nc.f32"), 36u) << MineNest;
}

// Wider views of a lane's own element, through real nvcc (golden coalesced-wide-views): each
// view keeps its width (full's 128- and 64-bit loads and stores, the read-only one among them)
// while the element whose address it takes is re-indexed in the array's floats: a general run
// (two warp-wide reductions, one redux.sync.min) for each of the five views whose lanes' stride
// is not known, and for the two views of a known stride only in the fallback of a warp not
// whole (warp_run_linear): seven in the code. The array of float4 subscripted by the lane is
// coalesced already and kept as written.
TEST_F(VariantCounts, CoalescedReindexesWideViewsInTheArraysElements) {
  nlohmann::json M =
      manifest("tests/rewriters/golden/coalesced-wide-views/input.cu", "gatherViews", "coalesced");
  ASSERT_EQ(variantOf(M, "coalesced")["status"], "ok");
  EXPECT_EQ(variantOf(M, "coalesced")["edits"]["global_accesses_coalesced"], 7u);
  EXPECT_EQ(variantOf(M, "coalesced")["edits"]["global_accesses_consecutive_kept"], 1u);
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Full = entryText(Dir / "bundle", "gatherViews__full");
  const std::string Mine = entryText(Dir / "bundle", "gatherViews__coalesced");
  ASSERT_FALSE(Mine.empty());
  EXPECT_EQ(occurrences(Mine, "redux.sync.min"), 7u) << Mine;
  for (const char *Access : {"ld.global.v4.f32", "ld.global.nc.v4.f32", "ld.global.v2.f32",
                             "st.global.v4.f32", "st.global.v2.f32"})
    EXPECT_EQ(occurrences(Mine, Access), occurrences(Full, Access)) << Access << "\n" << Mine;
  EXPECT_GE(occurrences(Full, "ld.global.v4.f32") + occurrences(Full, "ld.global.nc.v4.f32"), 4u)
      << Full;
}

// Cache-hinted stores, through real nvcc (golden coalesced-hinted-stores): __stcs, __stcg and
// __stwt of a float4 view keep their hints and widths while their elements are re-indexed.
TEST_F(VariantCounts, CoalescedReindexesCacheHintedStores) {
  nlohmann::json M = manifest("tests/rewriters/golden/coalesced-hinted-stores/input.cu",
                              "transposeStreamed", "coalesced");
  ASSERT_EQ(variantOf(M, "coalesced")["status"], "ok");
  EXPECT_EQ(variantOf(M, "coalesced")["edits"]["global_accesses_coalesced"], 3u)
      << "the three stores; the two loads of consecutive elements are kept";
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Full = entryText(Dir / "bundle", "transposeStreamed__full");
  const std::string Mine = entryText(Dir / "bundle", "transposeStreamed__coalesced");
  ASSERT_FALSE(Mine.empty());
  for (const char *Store : {"st.global.cs.f32", "st.global.cg.f32", "st.global.wt.v4.f32"}) {
    EXPECT_EQ(occurrences(Full, Store), 1u) << Store << "\n" << Full;
    EXPECT_EQ(occurrences(Mine, Store), 1u) << Store << "\n" << Mine;
  }
}

// A template kernel of three instantiations, through real nvcc: the store's runs, the same
// text in each (the store's step written as the template's argument, 8 in two and 4 in the
// third), are taken once before the loop (one redux a thread), where before any second
// instantiation each access took its own in every unrolled iteration (8 or 16); the loop
// whose lane stride differs (ROWS) takes one per access (two): three in each. The read and the
// last store, lanes one element apart in every instantiation, are kept as written (before,
// a kernel of several instantiations re-indexed them: a shift and a run more).
TEST_F(VariantCounts, CoalescedShiftsAgreedByEveryInstantiation) {
  nlohmann::json M = manifest("tests/rewriters/golden/coalesced-template-instantiations/input.cu",
                              "transposeRowsT", "coalesced");
  ASSERT_EQ(variantOf(M, "coalesced")["status"], "ok");
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  for (const char *Instantiation : {"IfLi32ELi8E", "IdLi32ELi8E", "IfLi32ELi4E"}) {
    const std::string Full =
        entryText(Dir / "bundle", std::string("transposeRowsT__full") + Instantiation);
    const std::string Mine =
        entryText(Dir / "bundle", std::string("transposeRowsT__coalesced") + Instantiation);
    ASSERT_FALSE(Mine.empty()) << Instantiation;
    EXPECT_EQ(occurrences(Mine, "redux.sync.min"), 3u) << Instantiation << Mine;
    EXPECT_EQ(occurrences(Mine, "ld.global"), occurrences(Full, "ld.global")) << Instantiation;
    EXPECT_EQ(occurrences(Mine, "st.global"), occurrences(Full, "st.global")) << Instantiation;
  }
}

// A particle step over an array of 32-byte structs: the coalesced what-if gives each member
// access its own address coalesced, as the structure-of-arrays fix lays the fields out (the
// warp's work once for the struct's members), and keeps every access global, of its width and
// count (the pointer moved from the lane's own, not rebuilt from an integer, which would make
// it generic).
TEST_F(VariantCounts, CoalescedTakesAStructsMembersAsItsOwnArray) {
  nlohmann::json A =
      manifest("tests/references/spellings/kernels/p20_aos.cu", "advanceAoS", "coalesced");
  nlohmann::json W = variantOf(A, "coalesced");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_members_coalesced"], 6u);
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  std::map<std::string, unsigned> Mine = ptxCounts(W);
  const std::string Text = entryText(Dir / "bundle", "advanceAoS__coalesced");
  EXPECT_EQ(occurrences(Text, "redux.sync.min"), 1u)
      << "one warp run for the struct's six members (lim::coalesced_structs)" << Text;
  nlohmann::json F =
      manifest("tests/references/spellings/kernels/p20_aos.cu", "advanceSoA", "none");
  std::map<std::string, unsigned> Fix = ptxCounts(variantOf(F, "full"));
  EXPECT_EQ(Mine["ld.global.32"], Fix["ld.global.32"]);
  EXPECT_EQ(Mine["st.global.32"], Fix["st.global.32"]);
}

} // namespace
} // namespace limiter
