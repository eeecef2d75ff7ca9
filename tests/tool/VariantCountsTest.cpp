// What the variants compile to, counted in the PTX nvcc makes of a generated bundle: each
// variant rule's effect checked at the instruction level, not only in its text. The twins
// (mem-only, store-only, math-only, skeleton) and the cloning of helpers here; the what-ifs
// in WhatIfCountsTest.cpp, CoalescedCountsTest.cpp and WiderCountsTest.cpp.

#include "VariantCounts.h"

namespace limiter {
namespace {

TEST_F(VariantCounts, StencilMemOnlyDropsTheTileReadsAndTheArithmetic) {
  auto C = counts("stencil/fd3d.cu", "stencil::fwd_3D");
  const auto &Full = C["full"], &Mem = C["mem"];
  // Full reads the tile 4 x 6 times a step (as compiled) and computes in fp32.
  EXPECT_GT(sum(Full, "ld.shared"), 0u);
  EXPECT_GT(sum(Full, "fp32"), 20u);
  // Mem-only keeps every global access (on full's lines: the compiler may unroll its lighter
  // loop further, so the totals may differ) and the tile's stores, and no tile read: its one
  // shared load is lim::keep_shared's byte, which never runs.
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_GT(sum(Mem, "ld.global"), 0u);
  EXPECT_GT(sum(Mem, "st.shared"), 0u);
  EXPECT_EQ(sum(Mem, "ld.shared"), sum(Mem, "ld.shared.8"));
  EXPECT_LE(sum(Mem, "ld.shared.8"), 1u);
  EXPECT_EQ(sum(Mem, "fp32"), 0u);
}

TEST_F(VariantCounts, AccessesThroughLocalReferencesAreMemory) {
  // `Body &b = bodies[i]; b.vx += ...`: before, every variant took b's members for registers
  // (mem-only deleted the updates, math-only kept their loads and stores).
  nlohmann::json M = manifest("tests/tool/Inputs/references.cu", "kick");
  std::map<std::string, std::map<std::string, unsigned>> C;
  for (const auto &V : M["variants"]) {
    if (!isWhatIf(V))
      EXPECT_EQ(V["status"], "ok") << V["variant"];
    if (V.contains("ptx_counts"))
      C[V["variant"]] = V["ptx_counts"].get<std::map<std::string, unsigned>>();
  }
  EXPECT_GE(sum(C["full"], "ld.global"), 5u);
  EXPECT_EQ(sum(C["full"], "st.global"), 5u);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  EXPECT_EQ(sum(C["math"], "ld.global"), 0u);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_TRUE(passed("math-only-global-stores-guarded"));
  EXPECT_EQ(sum(C["store"], "ld.global"), 0u);
  EXPECT_EQ(sum(C["store"], "st.global"), sum(C["full"], "st.global"));

  // The coalesced what-if takes a particle's members through its reference as the members of
  // `p[i].x`: one warp run for the six (lim::coalesced_structs), full's accesses kept.
  nlohmann::json A =
      manifest("tests/references/spellings/kernels/p20_aos.cu", "advanceAoSRef", "coalesced");
  nlohmann::json W = variantOf(A, "coalesced");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_members_coalesced"], 6u);
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Text = entryText(Dir / "bundle", "advanceAoSRef__coalesced");
  EXPECT_EQ(occurrences(Text, "redux.sync.min"), 1u) << Text;
}

TEST_F(VariantCounts, EscapeTimeMemOnlyDropsTheLoopAndMathOnlyKeepsItsLoads) {
  auto C = counts("escape/escape.cu", "escape::escapeTime");
  // The loop's arithmetic: in full and math-only, not in mem-only.
  EXPECT_GT(sum(C["full"], "fp32"), 4u);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  // The points decide the trip count: math-only keeps both loads.
  EXPECT_EQ(sum(C["math"], "ld.global"), 2u);
  EXPECT_EQ(sum(C["mem"], "ld.global"), 2u);
  EXPECT_EQ(sum(C["mem"], "st.global"), 1u);
}

TEST_F(VariantCounts, ReductionTreeLeavesMemOnlyWithBarriersAndNoAdds) {
  auto C = counts("reduction/series.cu", "reduction::reduceSequential");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  EXPECT_EQ(sum(C["mem"], "barrier"), sum(C["full"], "barrier"));
  EXPECT_LT(sum(C["mem"], "ld.shared"), sum(C["full"], "ld.shared"));
}

TEST_F(VariantCounts, PairsOfHalvesAreStoredAndWidenedAsBits) {
  // `__half2` and `__nv_bfloat162` copy through constructors the toolkit writes out: before,
  // each store was a library call with memory (every variant conservative), and the pairs
  // were never widened. Four neighbouring `__half2` now move as one 128-bit access, a loop of
  // two `__nv_bfloat162` as one 64-bit access.
  nlohmann::json M =
      manifest("tests/rewriters/golden/wider-half-pairs/input.cu", "scalePairs", "wider");
  for (const char *Name : {"full", "mem", "store", "math", "skeleton", "wider"})
    EXPECT_EQ(variantOf(M, Name)["status"], "ok") << Name;
  std::map<std::string, unsigned> Wide = globalAccesses(M, "wider"),
                                  Full = globalAccesses(M, "full");
  EXPECT_EQ(Full["ld.global.32"], 6u);
  EXPECT_EQ(Full["st.global.32"], 6u);
  EXPECT_EQ(Wide["ld.global.128"], 1u);
  EXPECT_EQ(Wide["st.global.128"], 1u);
  EXPECT_EQ(Wide["ld.global.64"], 1u);
  EXPECT_EQ(Wide["st.global.64"], 1u);
  EXPECT_EQ(Wide.count("ld.global.32"), 0u);
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_TRUE(passed("math-only-global-stores-guarded"));
}

TEST_F(VariantCounts, AStoreFullsCompilerKeptIsKeptInMemOnlyAndStoreOnly) {
  // Full keeps the reset of x (line 7) that the move overwrites: the cosine's slow path lies
  // between them. Mem-only's and store-only's compilers, the cosine gone, delete it: the
  // second build keeps it in both.
  nlohmann::json M = manifest("tests/tool/Inputs/repairs/deadstore.cu", "scatter");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_EQ(globalAccesses(M, "mem"), globalAccesses(M, "full"));
  EXPECT_EQ(globalAccesses(M, "mem")["st.global.32"], 3u);
  ASSERT_TRUE(M.contains("repairs"));
  ASSERT_EQ(M["repairs"]["mem"]["kept_stores"].size(), 1u);
  EXPECT_EQ(M["repairs"]["mem"]["kept_stores"][0]["line"], 7);
  EXPECT_TRUE(M["repairs"]["mem"]["rolled_loops"].empty());
  EXPECT_EQ(edits(M, "mem", "stores_kept_volatile"), 1u);
  EXPECT_EQ(edits(M, "mem", "loops_kept_rolled"), 0u);
  EXPECT_TRUE(passed("store-only-global-stores-equal-full"));
  EXPECT_EQ(globalStores(M, "store"), globalStores(M, "full"));
  ASSERT_EQ(M["repairs"]["store"]["kept_stores"].size(), 1u);
  EXPECT_EQ(M["repairs"]["store"]["kept_stores"][0]["line"], 7);
  EXPECT_EQ(edits(M, "store", "stores_kept_volatile"), 1u);
}

TEST_F(VariantCounts, ALoopMemOnlysCompilerUnrolledIsKeptRolled) {
  // Full keeps m[j], v[j] and p[j] in registers over the steps. Mem-only's compiler unrolls
  // the lighter loop and reloads and restores m[j] and v[j] in its remainder (line 9, 10):
  // the second build keeps the loop rolled, and the accesses are full's, width by width.
  nlohmann::json M = manifest("tests/tool/Inputs/repairs/rolled.cu", "moments");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_EQ(globalAccesses(M, "mem"), globalAccesses(M, "full"));
  ASSERT_TRUE(M.contains("repairs"));
  EXPECT_FALSE(M["repairs"]["mem"]["rolled_loops"].empty());
  EXPECT_TRUE(M["repairs"]["mem"]["kept_stores"].empty());
  EXPECT_EQ(edits(M, "mem", "loops_kept_rolled"), 1u);
}

TEST_F(VariantCounts, CountsUnderATestOfLoadedDataKeepTheTestAndItsLoad) {
  // `if (w[...] > threshold) count++;`: mem-only folds the count, so the test and its load
  // stay; the first build passes.
  nlohmann::json M = manifest("tests/rewriters/golden/control-dependence/input.cu", "above");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_FALSE(M.contains("repairs"));
  EXPECT_EQ(globalAccesses(M, "mem"), globalAccesses(M, "full"));
  EXPECT_GE(globalAccesses(M, "mem")["ld.global.32"], 2u);
  EXPECT_EQ(edits(M, "mem", "values_folded"), 1u);
}

TEST_F(VariantCounts, AnAtomicWhoseResultIsStoredStaysInStoreOnly) {
  // `offsets[i] = atomicAdd(&tail[1], sizes[i]) + base`: store-only stores an opaque value and
  // keeps the atomic; both atomics are full's.
  nlohmann::json M = manifest("tests/rewriters/golden/atomic-in-stored-value/input.cu", "reserve");
  EXPECT_TRUE(passed("store-only-global-stores-equal-full"));
  auto Atomics = [&](const std::string &Variant) {
    unsigned N = 0;
    for (const auto &V : M["variants"])
      if (V["variant"] == Variant)
        for (const auto &[Key, Count] : V["ptx_counts"].items())
          if (Key.rfind("atom.global", 0) == 0)
            N += Count.get<unsigned>();
    return N;
  };
  EXPECT_EQ(Atomics("full"), 2u);
  EXPECT_EQ(Atomics("store"), 2u);
  EXPECT_EQ(globalStores(M, "store"), globalStores(M, "full"));
}

TEST_F(VariantCounts, FunctorsAndConversionsAreClonedPerVariant) {
  // `out[i] = s(float(q))`, `whole[i] = q`: the call operator's and the conversions' clones do
  // full's floating-point work in math-only and none in mem-only, which keeps full's accesses.
  nlohmann::json M = manifest("tests/rewriters/golden/conversion-clone/input.cu", "convert");
  expectFullsArithmeticInMathOnlyAndNoneInMemOnly(M);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_TRUE(passed("math-floating-point-within-10pct-of-full"));
}

TEST_F(VariantCounts, MethodsUpdatingARegisterObjectAreCloned) {
  // A generator's state stepped by its call operator: math-only does full's floating-point
  // work, mem-only none, and keeps full's global accesses.
  nlohmann::json M = manifest("tests/rewriters/golden/stateful-method/input.cu", "jitter");
  expectFullsArithmeticInMathOnlyAndNoneInMemOnly(M);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

TEST_F(VariantCounts, MemoryBoundToHelperReferencesIsAccessedInTheClones) {
  // Helpers writing a shared slot and updating a global element through non-const references:
  // every variant is made; math-only does full's floating-point work and keeps full's shared
  // writes, mem-only keeps full's global accesses and does no floating-point work, and
  // store-only makes full's global stores.
  nlohmann::json M = manifest("tests/rewriters/golden/memory-by-reference/input.cu", "contour");
  expectFullsArithmeticInMathOnlyAndNoneInMemOnly(M);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_TRUE(passed("store-only-global-stores-equal-full"));
  EXPECT_TRUE(passed("math-only-global-stores-guarded"));
  std::map<std::string, unsigned> SharedStores;
  for (const auto &V : M["variants"])
    if (V.contains("ptx_counts"))
      SharedStores[V["variant"]] = sum(V["ptx_counts"].get<std::map<std::string, unsigned>>(),
                                       "st.shared");
  EXPECT_GT(SharedStores["full"], 0u);
  EXPECT_EQ(SharedStores["math"], SharedStores["full"]);
}

TEST_F(VariantCounts, MethodsOfARegisterObjectBehindAReferenceAreCloned) {
  // A generator the kernel holds, sampled by a helper through a non-const reference: math-only
  // does full's floating-point work, mem-only none, and keeps full's global accesses.
  nlohmann::json M = manifest("tests/rewriters/golden/method-on-referenced-register-object/input.cu",
                              "scatterDisk");
  expectFullsArithmeticInMathOnlyAndNoneInMemOnly(M);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

TEST_F(VariantCounts, PackedLanesMovedAs128BitWordsAreFoldedInMemOnly) {
  // bf16 lanes of an alignas(16) struct, loaded and stored as one int4, bits copied by memcpy,
  // lanes through operator[] and the bf16 conversions: every variant is made, mem-only does
  // none of full's floating-point work and keeps its one 128-bit load and store, math-only
  // does all of it.
  nlohmann::json M = manifest("tests/rewriters/golden/packed-128-bit/input.cu", "softsign");
  expectFullsArithmeticInMathOnlyAndNoneInMemOnly(M);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  for (const auto &V : M["variants"]) {
    if (isWhatIf(V))
      continue;
    auto Counts = V["ptx_counts"].get<std::map<std::string, unsigned>>();
    if (V["variant"] == "full" || V["variant"] == "mem") {
      EXPECT_EQ(Counts["ld.global.128"], 1u) << V["variant"];
      EXPECT_EQ(Counts["st.global.128"], 1u) << V["variant"];
    }
    // The lanes' loop runs to `x.Count`, a static member named through the loaded object,
    // which reads nothing of it: math-only and the skeleton load nothing (before, the bound
    // made the load decide a trip count, and both kept full's 128-bit load).
    if (V["variant"] == "math" || V["variant"] == "skeleton")
      EXPECT_EQ(sum(Counts, "ld.global"), 0u) << V["variant"];
  }
  EXPECT_TRUE(passed("math-only-structural-global-loads"));
}

TEST_F(VariantCounts, NarrowFloatCastsAreFoldedInMemOnly) {
  // bf16 values made by C-style and functional casts from float arithmetic: mem-only does none
  // of full's floating-point work (its own check passes), math-only all of it.
  nlohmann::json M = manifest("tests/rewriters/golden/narrow-float-casts/input.cu", "swish");
  expectFullsArithmeticInMathOnlyAndNoneInMemOnly(M);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
}

TEST_F(VariantCounts, GroupReductionsKeepTheirShufflesAndFoldTheirOperators) {
  // cg::reduce and the scans by lim::fold_op: every shuffle of full's (and the integer redux)
  // stays in mem-only, none of its floating-point work.
  auto C = countsOf(manifest("tests/rewriters/golden/group-reductions/input.cu", "tileStats"));
  EXPECT_GE(sum(C["full"], "warp"), 4u * 5u);
  EXPECT_EQ(sum(C["mem"], "warp"), sum(C["full"], "warp"));
  EXPECT_GT(sum(C["full"], "fp32"), 10u);
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

TEST_F(VariantCounts, CubCollectivesKeepTheirTempStorageAndFoldTheirSums) {
  // BlockReduce, WarpReduce and BlockScan by lim::fold_op: their shared temp storage traffic,
  // barriers and shuffles as in full, no floating-point work.
  auto C = countsOf(manifest("tests/rewriters/golden/cub-collectives/input.cu", "blockStats"));
  EXPECT_GT(sum(C["full"], "ld.shared"), 0u);
  EXPECT_EQ(sum(C["mem"], "ld.shared.32"), sum(C["full"], "ld.shared.32"));
  EXPECT_EQ(sum(C["mem"], "st.shared"), sum(C["full"], "st.shared"));
  EXPECT_EQ(sum(C["mem"], "barrier"), sum(C["full"], "barrier"));
  EXPECT_EQ(sum(C["mem"], "warp"), sum(C["full"], "warp"));
  EXPECT_GT(sum(C["full"], "fp32"), 10u);
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

TEST_F(VariantCounts, CallsThroughFunctionPointerTemplateParametersReachTheClones) {
  // blockCombine<combine> calls warpSum through its template parameter: mem-only keeps the
  // shuffles of warpSum's clone and none of its adds, math-only all of them.
  auto C = countsOf(
      manifest("tests/rewriters/golden/helper-template-argument/input.cu", "rows::rowCombine"));
  EXPECT_GE(sum(C["full"], "warp"), 10u);
  EXPECT_EQ(sum(C["mem"], "warp"), sum(C["full"], "warp"));
  EXPECT_GT(sum(C["full"], "fp32"), 10u);
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
}

TEST_F(VariantCounts, AHelperBelowTheKernelTemplateIsDeclaredAboveAndItsCloneCalled) {
  // staged<scaleEach> calls a helper defined below it: each variant calls its own clone (the
  // original's load would stay in math-only and store-only, its arithmetic in mem-only).
  auto C = countsOf(
      manifest("tests/rewriters/golden/helper-below-kernel-template/input.cu", "staged"));
  EXPECT_EQ(sum(C["full"], "ld.global"), 1u);
  EXPECT_EQ(sum(C["mem"], "ld.global"), 1u);
  EXPECT_EQ(sum(C["math"], "ld.global"), 0u);
  EXPECT_EQ(sum(C["store"], "ld.global"), 0u);
  EXPECT_GT(sum(C["full"], "fp32"), 0u);
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_TRUE(passed("math-only-structural-global-loads"));
}

TEST_F(VariantCounts, StepsDefinedBelowTheHeaderThatCallsThemAreDeclaredInItsCopy) {
  // block_reduce.h's template calls warpMax and warpSum, which the including file defines
  // after it: their clones are declared in the header's copy, and mem-only keeps their
  // shuffles, none of their arithmetic.
  auto C = countsOf(manifest("tests/tool/Inputs/headers/softmax_rows.cu", "softmaxRows"));
  EXPECT_EQ(sum(C["full"], "warp"), 20u);
  EXPECT_EQ(sum(C["mem"], "warp"), 20u);
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

TEST_F(VariantCounts, AHelperThatOnlyComputesIsOneFoldInMemOnly) {
  // escapeSteps' loop and horner's polynomial compute in registers and decide no access:
  // mem-only folds each whole. bucketOf's result picks the atomic's address: its multiply
  // and conversion stay.
  nlohmann::json M = manifest("tests/rewriters/golden/helper-only-computes/input.cu", "shade");
  auto C = countsOf(M);
  EXPECT_GT(sum(C["full"], "fp32"), 8u);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_LE(sum(C["mem"], "fp32"), 1u) << "bucketOf's v * buckets";
  EXPECT_EQ(edits(M, "mem", "helpers_folded"), 2u);
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

TEST_F(VariantCounts, TextureCoordinateArithmeticIsLeftOutOfMemOnlysFloatingPointCheck) {
  // All of rotate's floating-point work but the gain computes coordinates: mem-only keeps it,
  // and the check counts only the rest (the gain's multiply, folded in mem-only).
  nlohmann::json M = manifest("tests/rewriters/golden/texture-rotated/input.cu", "rotate");
  auto C = countsOf(M);
  EXPECT_GT(sum(C["mem"], "fp32"), 8u) << "the coordinates are mem-only's too";
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
  std::string Detail;
  for (const auto &Check : Checks)
    if (Check["check"] == "mem-floating-point-at-most-half-of-full")
      Detail = Check["detail"];
  EXPECT_NE(Detail.find("on lines where it decides accesses, left out"), std::string::npos)
      << Detail;
}

TEST_F(VariantCounts, CoordinatesInAStructsFieldsAreLeftOutAndItsDataFieldIsNot) {
  // p.u and p.v are coordinates: their lines are left out in both variants (three
  // instructions each). p.gain is data, though the model marks it with p: its multiply is
  // counted in both, and the product at the store in full only.
  manifest("tests/rewriters/golden/texture-coordinates-in-fields/input.cu", "advect");
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
  std::string Detail;
  for (const auto &Check : Checks)
    if (Check["check"] == "mem-floating-point-at-most-half-of-full")
      Detail = Check["detail"];
  EXPECT_NE(Detail.find("mem 1, full 2 "), std::string::npos) << Detail;
  EXPECT_NE(Detail.find("left out: mem 6, full 6"), std::string::npos) << Detail;
}

TEST_F(VariantCounts, PackedHalfOperatorsAreFoldedInMemOnly) {
  // __half2's operators in the toolkit's header: full and math-only multiply and add in
  // packed half precision, mem-only does none of it.
  auto C = countsOf(manifest("tests/tool/Inputs/half2_dot.cu", "dotHalf2"));
  EXPECT_GT(sum(C["full"], "fp16"), 0u);
  EXPECT_EQ(sum(C["math"], "fp16"), sum(C["full"], "fp16"));
  EXPECT_EQ(sum(C["mem"], "fp16"), 0u);
  EXPECT_TRUE(passed("mem-floating-point-at-most-half-of-full"));
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

TEST_F(VariantCounts, VariantsThatPassAreBuiltOnce) {
  nlohmann::json M = manifest("kernels/reduction/series.cu", "reduction::reduceSequential");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  EXPECT_TRUE(passed("store-only-global-stores-equal-full"));
  EXPECT_FALSE(M.contains("repairs"));
}

/// Mem-only folds a uchar4's channels into their sums in 32-bit operations: through 64-bit
/// values (masks, moves and adds) the folds of a byte filter made mem-only 30% slower than
/// full on the H200 (box3Uchar4), where after this its time is 95% of full's.
TEST_F(VariantCounts, MemOnlyFoldsBytesIn32Bits) {
  nlohmann::json M = manifest("tests/tool/Inputs/byte_sums.cu", "sumNeighbours", "none");
  EXPECT_EQ(variantOf(M, "mem")["status"], "ok");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  const std::string Mem = entryText(Dir / "bundle", "sumNeighbours__mem");
  const std::string Full = entryText(Dir / "bundle", "sumNeighbours__full");
  ASSERT_FALSE(Mem.empty());
  EXPECT_EQ(occurrences(Mem, "and.b64"), 0u) << Mem;
  EXPECT_EQ(occurrences(Mem, "mov.b64"), 0u);
  EXPECT_LE(occurrences(Mem, "add.s64"), occurrences(Full, "add.s64"));
  // A float folded into a byte keeps its 32-bit load (with only the byte the result holds,
  // nvcc loaded one byte of the float); a 6-byte struct of shorts folds and compiles.
  M = manifest("tests/tool/Inputs/byte_sums.cu", "quantize", "none");
  EXPECT_EQ(variantOf(M, "mem")["status"], "ok");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
  const std::string Quantize = entryText(Dir / "bundle", "quantize__mem");
  EXPECT_EQ(occurrences(Quantize, "ld.global.u32") + occurrences(Quantize, "ld.global.f32"), 1u)
      << Quantize;
  EXPECT_EQ(occurrences(Quantize, "ld.global.u8"), 0u);
  M = manifest("tests/tool/Inputs/byte_sums.cu", "spreads", "none");
  EXPECT_EQ(variantOf(M, "mem")["status"], "ok");
  EXPECT_TRUE(passed("mem-global-accesses-equal-full"));
}

/// Math-only of a kernel that reads CUDA's vectors of integers (a char4 of int8 weights) keeps
/// full's float arithmetic: each byte of the opaque value from the seed (a half's pattern had
/// made two channels one constant, and nvcc shared their multiply: 3 against full's 4).
TEST_F(VariantCounts, MathOnlyKeepsEveryChannelOfAnIntegerVector) {
  nlohmann::json M = manifest("tests/tool/Inputs/byte_sums.cu", "dequantChar4", "none");
  EXPECT_EQ(variantOf(M, "math")["status"], "ok");
  EXPECT_TRUE(passed("math-floating-point-within-10pct-of-full"));
  std::map<std::string, std::map<std::string, unsigned>> C = countsOf(M);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_GE(sum(C["full"], "fp32"), 4u) << "the four channels' products";
}

// A loop of precise expf and sinf whose values only reach the store: nvcc does not delete it
// from store-only and skeleton by itself (sinf's reduction of a large argument spills to local
// memory), so they empty it: no floating point, no local memory, no table loads remain, and
// the skeleton is the floor again, while math-only keeps full's arithmetic.
TEST_F(VariantCounts, ALoopThatOnlyComputesLeavesStoreOnlyAndSkeleton) {
  nlohmann::json M = manifest("kernels/whatif/preciseMath.cu", "attenuatePrecise");
  auto Counts = [&](const char *Name) {
    return variantOf(M, Name)["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  std::map<std::string, unsigned> Full = Counts("full");
  ASSERT_GT(sum(Full, "fp32"), 0u);
  ASSERT_GT(sum(Full, "ld.local"), 0u) << "the precise sinf's reduction in local memory";
  for (const char *Name : {"store", "skeleton"}) {
    std::map<std::string, unsigned> Mine = Counts(Name);
    EXPECT_EQ(variantOf(M, Name)["edits"]["loops_emptied"], 1u) << Name;
    EXPECT_EQ(sum(Mine, "fp32") + sum(Mine, "sfu"), 0u) << Name;
    EXPECT_EQ(sum(Mine, "ld.local") + sum(Mine, "st.local") + sum(Mine, "ld.table"), 0u) << Name;
    EXPECT_EQ(sum(Mine, "st.global"), sum(Full, "st.global")) << Name;
  }
  EXPECT_EQ(sum(Counts("math"), "fp32"), sum(Full, "fp32"));
}

} // namespace
} // namespace limiter
