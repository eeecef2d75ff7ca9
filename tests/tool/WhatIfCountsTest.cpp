// What the what-ifs compile to (VariantCountsTest.cpp says how it is counted): barriers, launch
// bounds, divergence, block splits, fast math and single-precision literals. The coalesced,
// wider, cache-hint and shared-layout what-ifs have files of their own.

#include "VariantCounts.h"

namespace limiter {
namespace {

// The no-barriers what-if compiles to full without its block barriers: the stencil's tile
// barriers are gone, its global accesses and arithmetic stay, and its checks say so.
TEST_F(VariantCounts, NoBarriersRemovesTheStencilsBarriersAndKeepsTheRest) {
  auto C = counts("stencil/fd3d.cu", "stencil::fwd_3D");
  ASSERT_TRUE(C.count("nobarrier"));
  EXPECT_GT(sum(C["full"], "barrier"), 0u);
  EXPECT_EQ(sum(C["nobarrier"], "barrier"), 0u);
  EXPECT_EQ(sum(C["nobarrier"], "ld.global"), sum(C["full"], "ld.global"));
  EXPECT_EQ(sum(C["nobarrier"], "st.global"), sum(C["full"], "st.global"));
  EXPECT_TRUE(passed("nobarrier-removes-block-barriers"));
  EXPECT_TRUE(passed("nobarrier-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("nobarrier-keeps-full-floating-point"));
  // The barriers' place stays a fence to the compiler: the tile's reads are not merged.
  EXPECT_EQ(sum(C["nobarrier"], "ld.shared"), sum(C["full"], "ld.shared"));
  EXPECT_TRUE(passed("nobarrier-keeps-full-shared-accesses"));
  // A kernel without a barrier has no such what-if, and says why.
  nlohmann::json M = manifest("kernels/streaming/saxpy.cu", "saxpy");
  bool Found = false;
  for (const auto &V : M["variants"])
    if (V["variant"] == "nobarrier") {
      Found = true;
      EXPECT_EQ(V["status"], "absent");
      EXPECT_EQ(V["what_if"], "block barriers");
      EXPECT_NE(V["reasons"][0].get<std::string>().find("not applicable"), std::string::npos);
    }
  EXPECT_TRUE(Found) << "the manifest lists the what-if, not applicable";
}

// The compile-flag what-ifs are full compiled in a module of its own: applicable where the
// flags change full's instructions (the precise kernel's expf, sinf and division), each with
// the module flags the runtime builds it with, its memory accesses full's; not applicable where
// they change nothing (an integer kernel, a kernel without a square root) or only flush
// denormals in instructions as fast either way (saxpy's `fma.rn.ftz.f32`), saying so.
TEST_F(VariantCounts, FastMathWhatIfsChangeOnlyTheMathTheirFlagsName) {
  nlohmann::json M = manifest("kernels/whatif/preciseMath.cu", "attenuatePrecise", "all");
  auto Counts = [&](const std::string &Name) {
    return variantOf(M, Name)["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  for (const char *Name : {"fastmath", "ftz", "approxdiv"}) {
    nlohmann::json V = variantOf(M, Name);
    ASSERT_TRUE(V.is_object()) << Name;
    EXPECT_EQ(V["status"], "ok") << Name;
    EXPECT_GT(V["edits"]["instructions_changed"].get<unsigned>(), 0u) << Name;
    EXPECT_EQ(V["function"], "attenuatePrecise__" + std::string(Name));
    ASSERT_EQ(V["module_flags"].size(), 2u) << Name;
    EXPECT_EQ(V["module_flags"][0].get<std::string>().rfind("-DLIMITER_WHATIF_", 0), 0u);
    EXPECT_EQ(sum(Counts(Name), "ld.global"), sum(Counts("full"), "ld.global")) << Name;
    EXPECT_EQ(sum(Counts(Name), "st.global"), sum(Counts("full"), "st.global")) << Name;
    EXPECT_TRUE(passed(std::string(Name) + "-keeps-full-global-accesses")) << Name;
    EXPECT_TRUE(passed(std::string(Name) + "-keeps-full-shared-accesses")) << Name;
  }
  EXPECT_EQ(variantOf(M, "fastmath")["module_flags"][1], "-use_fast_math");
  // Fast math replaces the precise sine's and exponential's sequences by the special-function
  // unit's approximations: fewer instructions, more of them in the SFU.
  EXPECT_GT(sum(Counts("fastmath"), "sfu"), sum(Counts("full"), "sfu"));
  nlohmann::json Sqrt = variantOf(M, "approxsqrt");
  EXPECT_EQ(Sqrt["status"], "absent");
  EXPECT_NE(Sqrt["reasons"][0].get<std::string>().find("changes no instruction"),
            std::string::npos);
  // The bundle's own module does not hold the what-ifs' copies: they are guarded.
  std::ifstream Ptx(Dir / "bundle" / "variants.ptx");
  std::string Text((std::istreambuf_iterator<char>(Ptx)), std::istreambuf_iterator<char>());
  EXPECT_EQ(Text.find("attenuatePrecise__fastmath"), std::string::npos);
  EXPECT_NE(Text.find("attenuatePrecise__full"), std::string::npos);

  // -ftz=true changes the division's denormal handling (`div.rn.ftz.f32`), which ptxas
  // expands into fewer instructions: applicable. On saxpy's one FMA the flag only adds `.ftz`
  // to an instruction as fast either way: not applicable, said.
  nlohmann::json Saxpy = manifest("kernels/streaming/saxpy.cu", "saxpy", "all");
  EXPECT_EQ(variantOf(Saxpy, "fastmath")["status"], "absent");
  EXPECT_NE(
      variantOf(Saxpy, "fastmath")["reasons"][0].get<std::string>().find("only flushes denormals"),
      std::string::npos);
  nlohmann::json Integer = manifest("kernels/lab/histogram.cu", "histogram256", "all");
  for (const char *Name : {"fastmath", "ftz", "approxdiv", "approxsqrt"}) {
    EXPECT_EQ(variantOf(Integer, Name)["status"], "absent") << Name;
    EXPECT_NE(variantOf(Integer, Name)["reasons"][0].get<std::string>().find("not applicable"),
              std::string::npos);
  }
}

// Full's launch bounds hold in the bundle's module, and the occupancy what-if's module
// (-DLIMITER_UNBOUNDED, the prelude's) sets them aside: there -maxrregcount decides full's
// registers, as a fix that changes the bounds would (on the H200, a chase bounded to two
// blocks of 256 reached eight under a cap of 32 registers, 73% less time, its fix the same).
TEST_F(VariantCounts, TheOccupancyModuleSetsLaunchBoundsAside) {
  nlohmann::json M = manifest("tests/tool/Inputs/bounded.cu", "boundedScale", "all");
  const fs::path Bundle = Dir / "bundle";
  std::string Full = entryText(Bundle, "boundedScale__full");
  ASSERT_FALSE(Full.empty());
  EXPECT_NE(Full.find(".minnctapersm 2"), std::string::npos) << Full.substr(0, 400);
  SubprocessOptions Options;
  Options.Timeout = std::chrono::seconds(120);
  Options.WorkingDirectory = Bundle.string();
  std::vector<std::string> Argv = {"nvcc", "-arch=sm_90", "-std=c++17", "-ptx",
                                   "-DLIMITER_UNBOUNDED"};
  for (const auto &F : M["compile"]["nvcc_flags"])
    Argv.push_back(F.get<std::string>());
  Argv.insert(Argv.end(), {"variants.cu", "-o", "unbounded.ptx"});
  SubprocessResult R = runSubprocess(Argv, Options);
  ASSERT_TRUE(R.succeeded()) << R.Stderr;
  std::ifstream In(Bundle / "unbounded.ptx");
  std::string Ptx((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  ASSERT_NE(Ptx.find("boundedScale__full"), std::string::npos);
  EXPECT_EQ(Ptx.find(".minnctapersm"), std::string::npos);
  EXPECT_EQ(Ptx.find(".maxntid"), std::string::npos);
}

// The no-divergence what-if compiles to full's shared and global accesses, in a branch on the
// role's range (the interleaved reduction's work given to the first threads), the shared
// indices the threads' own (sequential addressing: whole warps on the roles' stride would meet
// in one bank); the reduction whose work is already with the first threads has nothing to
// move. The no-bank-conflicts what-if takes the stride out of the strided reduction's pair
// (`partial[index]`, `index = 2 * s * tid`, reads `partial[tid]`) and skews its other
// accesses: the same shared accesses.
TEST_F(VariantCounts, NoDivergenceAndSkewKeepFullsAccesses) {
  nlohmann::json I = manifest("kernels/reduction/series.cu", "reduction::reduceInterleaved");
  nlohmann::json D = variantOf(I, "nodivergence");
  ASSERT_TRUE(D.is_object());
  EXPECT_EQ(D["status"], "ok");
  EXPECT_EQ(D["edits"]["strided_branches_compacted"], 1u);
  EXPECT_EQ(D["edits"]["shared_accesses_compacted"], 2u) << "the pair's two";
  EXPECT_FALSE(D["edits"].contains("shared_accesses_skewed"));
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(I, "full")), Mine = ptxCounts(D);
  EXPECT_EQ(sum(Mine, "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Mine, "st.shared"), sum(Full, "st.shared"));
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
  EXPECT_TRUE(passed("nodivergence-keeps-full-shared-accesses"));
  EXPECT_TRUE(passed("nodivergence-keeps-full-floating-point"));
  nlohmann::json S = manifest("kernels/reduction/series.cu", "reduction::reduceSequential");
  EXPECT_EQ(variantOf(S, "nodivergence")["status"], "absent");

  // What the what-if's own test costs: against the fix (sequential addressing, whose
  // `tid < s` hands the same number of pairs to the first threads), the same compares and
  // branches and one integer instruction more (the minimum that keeps a role in 32 bits).
  std::map<std::string, unsigned> Fix = ptxCounts(variantOf(S, "full"));
  EXPECT_EQ(sum(Mine, "setp"), sum(Fix, "setp"));
  EXPECT_EQ(sum(Mine, "branch"), sum(Fix, "branch"));
  EXPECT_LE(sum(Mine, "int"), sum(Fix, "int") + 1);

  // The strided reduction's no-bank-conflicts what-if against the same fix: its guard's
  // multiply (`2 * s * tid`) and nothing else; no skew anywhere (the store and the result
  // meet the banks apart already, the pair loses its stride).
  nlohmann::json T = manifest("kernels/reduction/series.cu", "reduction::reduceStrided");
  EXPECT_LE(sum(ptxCounts(variantOf(T, "nobankconflict")), "int"), sum(Fix, "int") + 2);

  nlohmann::json B = variantOf(T, "nobankconflict");
  EXPECT_EQ(B["status"], "ok");
  EXPECT_EQ(B["edits"]["shared_accesses_compacted"], 2u) << "the pair's two";
  EXPECT_FALSE(B["edits"].contains("shared_accesses_skewed")) << "the store, the result";
  EXPECT_EQ(sum(ptxCounts(B), "ld.shared"), sum(ptxCounts(variantOf(T, "full")), "ld.shared"));
  EXPECT_EQ(sum(ptxCounts(B), "st.shared"), sum(ptxCounts(variantOf(T, "full")), "st.shared"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));

  // The mask form on a signed index, its stride `2 * s` proven a power of two (s doubles from
  // one): a known stride, so the role asks nothing at run time: the fix's branches and integer
  // work, and two compares more than the fix (the 64-bit minimum of a sign-extended stride in
  // stride_place), where the mask's run-time test cost 66 instructions against the fix's 48.
  nlohmann::json K = manifest("tests/tool/Inputs/reduce_spellings.cu", "maskInterleaved");
  nlohmann::json KD = variantOf(K, "nodivergence");
  ASSERT_TRUE(KD.is_object());
  EXPECT_EQ(KD["status"], "ok");
  std::map<std::string, unsigned> Masked = ptxCounts(KD);
  EXPECT_EQ(sum(Masked, "ld.shared"), sum(ptxCounts(variantOf(K, "full")), "ld.shared"));
  std::map<std::string, unsigned> MaskFix = ptxCounts(variantOf(
      manifest("tests/tool/Inputs/reduce_spellings.cu", "maskStrided"), "nobankconflict"));
  EXPECT_LE(sum(Masked, "setp"), sum(MaskFix, "setp") + 2);
  EXPECT_EQ(sum(Masked, "branch"), sum(MaskFix, "branch"));
  EXPECT_LE(sum(Masked, "int"), sum(MaskFix, "int") + 1);

  // A 2D block's linear thread id is a thread index too: its roles span the whole block.
  nlohmann::json L = manifest("tests/tool/Inputs/reduce_spellings.cu", "tileInterleaved");
  nlohmann::json LD = variantOf(L, "nodivergence");
  ASSERT_TRUE(LD.is_object());
  EXPECT_EQ(LD["status"], "ok");
  EXPECT_EQ(LD["edits"]["strided_branches_compacted"], 1u);
  EXPECT_EQ(sum(ptxCounts(LD), "ld.shared"), sum(ptxCounts(variantOf(L, "full")), "ld.shared"));

  // A test on the thread index plus a constant (a scan's `(t + 1) % (2 * d) == 0`): the roles
  // take the residue 2d - 1 (folded where the loop unrolls), full's shared accesses and adds.
  // Against the fix that computes the place (`(t + 1) * 2d - 1 < n`), laid out as the what-if
  // lays out the roles' row (the fix's places are 2d apart too, and meet in its banks): no
  // more branches, and the role's minimums cost a compare or two (nvcc 13.0: 105 integer
  // instructions against 104, 10 compares against 8, 9 branches against 14).
  nlohmann::json H = manifest("tests/tool/Inputs/reduce_spellings.cu", "upSweepShifted");
  nlohmann::json HD = variantOf(H, "nodivergence");
  ASSERT_TRUE(HD.is_object());
  EXPECT_EQ(HD["status"], "ok");
  EXPECT_EQ(HD["edits"]["strided_branches_compacted"], 1u);
  std::map<std::string, unsigned> Shifted = ptxCounts(HD),
                                  ShiftedFull = ptxCounts(variantOf(H, "full"));
  EXPECT_EQ(sum(Shifted, "ld.shared"), sum(ShiftedFull, "ld.shared"));
  EXPECT_EQ(sum(Shifted, "st.shared"), sum(ShiftedFull, "st.shared"));
  EXPECT_EQ(Shifted["fp32"], ShiftedFull["fp32"]);
  std::map<std::string, unsigned> Placed = ptxCounts(variantOf(
      manifest("tests/tool/Inputs/reduce_spellings.cu", "upSweepPlaced"), "nobankconflict"));
  EXPECT_LE(sum(Shifted, "setp"), sum(Placed, "setp") + 2);
  EXPECT_LE(sum(Shifted, "branch"), sum(Placed, "branch"));
  EXPECT_LE(sum(Shifted, "int"), sum(Placed, "int") + 1);

  // The tree in a __device__ helper given the shared row and the thread index by the kernel:
  // the parameter is the thread index there, the row the kernel's, so the helper's pairs go to
  // the first threads by their own index, and the what-if compiles to the helper fix's
  // accesses and branches.
  nlohmann::json Tree = manifest("tests/tool/Inputs/reduce_spellings.cu", "helperInterleaved");
  nlohmann::json TD = variantOf(Tree, "nodivergence");
  ASSERT_TRUE(TD.is_object());
  EXPECT_EQ(TD["status"], "ok") << TD.dump();
  EXPECT_EQ(TD["edits"]["strided_branches_compacted"], 1u);
  EXPECT_EQ(TD["edits"]["shared_accesses_compacted"], 2u) << "the pair's two";
  std::map<std::string, unsigned> Helped = ptxCounts(TD),
                                  HelperFix = ptxCounts(
                                      variantOf(manifest("tests/tool/Inputs/reduce_spellings.cu",
                                                         "helperSequential"),
                                                "full"));
  EXPECT_EQ(sum(Helped, "ld.shared"), sum(ptxCounts(variantOf(Tree, "full")), "ld.shared"));
  EXPECT_EQ(sum(Helped, "ld.shared"), sum(HelperFix, "ld.shared"));
  EXPECT_EQ(sum(Helped, "branch"), sum(HelperFix, "branch"));
  // The role's test is a multiply and a minimum a level dearer than sequential's `me < gap`
  // (eight levels; nvcc 13.0: 24 integer instructions against 8, 9 compares against 8).
  EXPECT_LE(sum(Helped, "setp"), sum(HelperFix, "setp") + 1);
  EXPECT_LE(sum(Helped, "int"), sum(HelperFix, "int") + 2 * 8);
}

/// The block-size what-if's finding against the real CUDA headers, whose built-ins are
/// properties with conversions to uint3 and dim3: a global index alone is free of the block
/// size; a built-in read whole, or a warp shuffle, ties the kernel to it.
TEST_F(VariantCounts, TheBlockSplitFindingReadsTheRealBuiltIns) {
  auto Split = [&](const std::string &Kernel) {
    fs::path Out = Dir / ("split-" + Kernel);
    SubprocessResult R =
        limiter({"generate", LIMITER_SOURCE_DIR "/tests/tool/Inputs/block_split.cu", "--kernel",
                 Kernel, "--what-if", "none", "-o", Out.string()});
    EXPECT_EQ(R.ExitStatus, 0) << R.Stderr;
    std::ifstream In(Out / "manifest.json");
    nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
    return M.is_discarded() ? nlohmann::json() : M["kernel"]["block_split"];
  };
  EXPECT_EQ(Split("scaleFree"), (nlohmann::json{{"free", true}, {"why_not", ""}, {"rows", false}}));
  nlohmann::json Whole = Split("readsThreadIdxWhole");
  EXPECT_EQ(Whole["free"], false);
  EXPECT_EQ(
      Whole["why_not"],
      "it reads threadIdx whole (line 15), nor can its blocks run as the rows of larger ones");
  nlohmann::json Shuffle = Split("shufflesLanes");
  EXPECT_EQ(Shuffle["free"], false);
  EXPECT_NE(Shuffle["why_not"].get<std::string>().find("__shfl_down_sync"), std::string::npos)
      << Shuffle;
}

// The split of an if/else on the thread's parity (kernels/whatif/parity.cu) against the fix
// that picks the arm by the warp's parity: the same arithmetic, compares and branches, and
// the what-if's own test a conversion or two dearer (the block's half in 64 bits). The
// kernel reads no threadIdx.y: its block is one row, and the rows are not counted.
TEST_F(VariantCounts, NoDivergenceSplitsAnIfElseAsTheWarpParityFixDoes) {
  nlohmann::json S = manifest("kernels/whatif/parity.cu", "lanesAlternate");
  nlohmann::json W = variantOf(S, "nodivergence");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["strided_branches_split"], 1u);
  EXPECT_TRUE(passed("nodivergence-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("nodivergence-keeps-full-floating-point"));
  std::map<std::string, unsigned> Mine = ptxCounts(W),
                                  Fix = ptxCounts(variantOf(
                                      manifest("kernels/whatif/parity.cu", "warpsAlternate"),
                                      "full"));
  EXPECT_EQ(Mine["fp32"], Fix["fp32"]);
  EXPECT_EQ(Mine["setp"], Fix["setp"]);
  EXPECT_EQ(Mine["branch"], Fix["branch"]);
  EXPECT_LE(Mine["int"] + Mine["cvt"], Fix["int"] + Fix["cvt"] + 3);
}

// The split of an if/else on a range of the lanes (`threadIdx.x % 32 < 16`, a warp's halves)
// against the fix that gives each arm whole warps: the same arithmetic, compares and
// branches; the what-if's test counts the picked threads (lim::range_count, in 64 bits) where
// the fix shifts and masks, a few integer instructions dearer.
TEST_F(VariantCounts, NoDivergenceSplitsARangeOfLanesAsTheWarpHalvesFixDoes) {
  nlohmann::json S = manifest("tests/tool/Inputs/half_warps.cu", "halfWarpsLanes");
  nlohmann::json W = variantOf(S, "nodivergence");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok") << W.dump();
  EXPECT_EQ(W["edits"]["strided_branches_split"], 1u);
  EXPECT_TRUE(passed("nodivergence-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("nodivergence-keeps-full-floating-point"));
  std::map<std::string, unsigned> Mine = ptxCounts(W),
                                  Fix = ptxCounts(variantOf(
                                      manifest("tests/tool/Inputs/half_warps.cu", "halfWarpsWarps"),
                                      "full"));
  EXPECT_EQ(Mine["fp32"], Fix["fp32"]);
  EXPECT_EQ(Mine["setp"], Fix["setp"]);
  EXPECT_EQ(Mine["branch"], Fix["branch"]);
  EXPECT_LE(Mine["int"] + Mine["cvt"], Fix["int"] + Fix["cvt"] + 8);
}

// The same split where a warp tile's rank picks the arm (`warp.thread_rank() & 1`, cooperative
// groups), read as the block's rank whose remainder it is: the same arithmetic, compares,
// branches and accesses as the fix that picks the arm by the tile's place in the block
// (`warp.meta_group_rank() & 1`); the what-if's test writes the block's rank out, a few
// integer instructions dearer.
TEST_F(VariantCounts, NoDivergenceSplitsATilesLaneParityAsTheTileParityFixDoes) {
  nlohmann::json S = manifest("tests/tool/Inputs/tile_parity.cu", "tileLaneParity");
  nlohmann::json W = variantOf(S, "nodivergence");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok") << W.dump();
  EXPECT_EQ(W["edits"]["strided_branches_split"], 1u) << W["edits"];
  EXPECT_TRUE(passed("nodivergence-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("nodivergence-keeps-full-floating-point"));
  std::map<std::string, unsigned> Mine = ptxCounts(W),
                                  Fix = ptxCounts(
                                      variantOf(manifest("tests/tool/Inputs/tile_parity.cu",
                                                         "tileWarpParity"),
                                                "full"));
  EXPECT_EQ(Mine["fp32"], Fix["fp32"]);
  EXPECT_EQ(Mine["setp"], Fix["setp"]);
  EXPECT_EQ(Mine["branch"], Fix["branch"]);
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Fix, "ld.global"));
  EXPECT_EQ(sum(Mine, "st.global"), sum(Fix, "st.global"));
  EXPECT_LE(Mine["int"] + Mine["cvt"], Fix["int"] + Fix["cvt"] + 8);
}

// The split of an else-if chain and of a switch whose arms each pick one residue modulo 4
// (`t % 4 == 0`, `== 1`, `== 2`, else; `switch (t & 3)`), against the fix that picks the arm
// by the warp (`switch ((t / 32) % 4)`): the same arithmetic and the same memory accesses; the
// what-if's arm is counted from the residues' runs (lim::stride_run), a few integer
// instructions dearer than the fix's shift and mask.
TEST_F(VariantCounts, NoDivergenceSplitsResidueChainsAndSwitchesAsTheWarpFixDoes) {
  std::map<std::string, unsigned> Fix =
      ptxCounts(variantOf(manifest("tests/tool/Inputs/residue_arms.cu", "residueWarps"), "full"));
  for (const char *Kernel : {"residueChain", "residueSwitch"}) {
    nlohmann::json S = manifest("tests/tool/Inputs/residue_arms.cu", Kernel);
    nlohmann::json W = variantOf(S, "nodivergence");
    ASSERT_TRUE(W.is_object()) << Kernel;
    EXPECT_EQ(W["status"], "ok") << W.dump();
    EXPECT_EQ(W["edits"][std::string(Kernel) == "residueChain" ? "strided_chains_split"
                                                               : "strided_switches_split"],
              1u)
        << W["edits"];
    EXPECT_TRUE(passed("nodivergence-keeps-full-global-accesses")) << Kernel;
    EXPECT_TRUE(passed("nodivergence-keeps-full-floating-point")) << Kernel;
    std::map<std::string, unsigned> Mine = ptxCounts(W), Full = ptxCounts(variantOf(S, "full"));
    EXPECT_EQ(Mine["fp32"], Full["fp32"]) << Kernel;
    EXPECT_EQ(Mine["fp32"], Fix["fp32"]) << Kernel;
    EXPECT_EQ(sum(Mine, "ld.global"), sum(Fix, "ld.global")) << Kernel;
    EXPECT_EQ(sum(Mine, "st.global"), sum(Fix, "st.global")) << Kernel;
    EXPECT_LE(Mine["int"] + Mine["cvt"], Fix["int"] + Fix["cvt"] + 10) << Kernel;
    EXPECT_LE(Mine["setp"], Fix["setp"] + 16) << Kernel;
  }
}

// Named barriers under the toolkit's own headers, where `blockDim.x` is a property getter's
// call: no barriers removes all three (an operand that reads the built-ins changes nothing),
// and none is left in the compiled code.
TEST_F(VariantCounts, NoBarriersRemovesNamedBarriersUnderTheToolkitsHeaders) {
  nlohmann::json M = manifest("tests/tool/Inputs/named_barriers.cu", "relaySteps", "nobarrier");
  nlohmann::json W = variantOf(M, "nobarrier");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok") << W.dump();
  EXPECT_EQ(W["edits"]["barriers_removed"], 3u) << W["edits"];
  EXPECT_TRUE(passed("nobarrier-removes-block-barriers"));
  EXPECT_TRUE(passed("nobarrier-keeps-full-global-accesses"));
}

// The fast-math what-ifs compile the kernel's own text under other flags, and nvcc unrolls
// the cheaper loop of sines four times where full's stays rolled: their global loads differ
// by count, not by line. The per-line method decides, as for the twins (same kinds on the
// same lines, full's counts outside the loop), and says so; executed counts decide on the
// GPU. Before, the check failed and put the fix's own what-if in doubt, ranked after the
// unquestioned ones.
TEST_F(VariantCounts, FastMathUnrolledOtherwiseKeepsFullsAccessesByLines) {
  nlohmann::json M =
      manifest("tests/tool/Inputs/fast_unrolled.cu", "waveSum", "fastmath,intrinsics");
  for (const char *Name : {"fastmath", "intrinsics"}) {
    nlohmann::json W = variantOf(M, Name);
    ASSERT_TRUE(W.is_object()) << Name;
    EXPECT_EQ(W["status"], "ok") << W.dump();
    const std::string Check = std::string(Name) + "-keeps-full-global-accesses";
    EXPECT_TRUE(passed(Check)) << Name;
    EXPECT_EQ(checkMethod(Check), "lines") << Name << ": the counts themselves differ";
  }
}

/// The single-precision-literals what-if writes the relaxation's 0.96, 1.0 and 7.0 with `f`:
/// its double arithmetic (and the double division's sequence) becomes float's, as in the fix,
/// its memory accesses full's; the fix, already single precision, has nothing to suffix. In the
/// golden case, a literal whose value is stored as a double is kept, and the what-if says so.
TEST_F(VariantCounts, FloatLiteralsTurnWidenedArithmeticIntoFloats) {
  nlohmann::json S = manifest("kernels/whatif/literals.cu", "relaxUnsuffixed");
  nlohmann::json W = variantOf(S, "floatliterals");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["double_literals_suffixed"], 3u);
  std::map<std::string, unsigned> Full = ptxCounts(variantOf(S, "full")), Mine = ptxCounts(W);
  EXPECT_GT(Full["fp64"], 0u);
  EXPECT_EQ(Mine["fp64"], 0u);
  EXPECT_GT(Mine["fp32"], 0u);
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));
  EXPECT_TRUE(passed("floatliterals-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("floatliterals-keeps-full-shared-accesses"));
  nlohmann::json Fix = manifest("kernels/whatif/literals.cu", "relaxSuffixed");
  EXPECT_EQ(ptxCounts(variantOf(Fix, "full")), ptxCounts(W)) << "the what-if compiles to the fix";
  EXPECT_EQ(variantOf(Fix, "floatliterals")["status"], "absent");
  nlohmann::json G = manifest("tests/rewriters/golden/float-literals/input.cu", "damp");
  nlohmann::json Kept = variantOf(G, "floatliterals");
  EXPECT_EQ(Kept["status"], "conservative");
  EXPECT_EQ(Kept["edits"]["double_literals_kept"], 2u) << "the two whose values are stored";

  // Integers and a literal whose value is a float's (`float u = (2.0 * px - w) / h`): the
  // double divisions go, the double that is stored as one stays.
  nlohmann::json Ray =
      manifest("tests/rewriters/golden/float-literals-integers/input.cu", "rayDirections");
  nlohmann::json RayW = variantOf(Ray, "floatliterals");
  ASSERT_TRUE(RayW.is_object());
  EXPECT_EQ(RayW["status"], "ok") << RayW.dump();
  EXPECT_EQ(RayW["edits"]["double_literals_suffixed"], 2u);
  EXPECT_NE(entryText(Dir / "bundle", "rayDirections__full").find("div.rn.f64"), std::string::npos);
  EXPECT_EQ(entryText(Dir / "bundle", "rayDirections__floatliterals").find("div.rn.f64"),
            std::string::npos);
  EXPECT_LT(ptxCounts(RayW)["fp64"], ptxCounts(variantOf(Ray, "full"))["fp64"]);
  EXPECT_GT(ptxCounts(RayW)["fp64"], 0u) << "the double d and the int's half stay double";

  // Double locals that hold float data (`double v = x[i]`, `double acc`): declared float,
  // their Horner loop's double multiplies and adds go; the local stored to a double array and
  // the one that bounds a loop stay double.
  nlohmann::json Horner =
      manifest("tests/rewriters/golden/float-literals-double-locals/input.cu", "horner");
  nlohmann::json HornerW = variantOf(Horner, "floatliterals");
  ASSERT_TRUE(HornerW.is_object());
  EXPECT_EQ(HornerW["status"], "conservative") << HornerW.dump();
  EXPECT_EQ(HornerW["edits"]["double_locals_made_float"], 2u) << HornerW["edits"];
  EXPECT_LE(ptxCounts(HornerW)["fp64"] + 16, ptxCounts(variantOf(Horner, "full"))["fp64"])
      << "16 double multiply-adds of the Horner loop become float";
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));
  EXPECT_TRUE(passed("floatliterals-keeps-full-global-accesses"));

  // Through math functions that CUDA's headers overload for floats: with the literals
  // suffixed, the float exp and log, and no double instruction left.
  nlohmann::json Soft = manifest("tests/tool/Inputs/math_literals.cu", "softplusHalf");
  nlohmann::json SoftW = variantOf(Soft, "floatliterals");
  ASSERT_TRUE(SoftW.is_object());
  EXPECT_EQ(SoftW["status"], "ok");
  EXPECT_EQ(SoftW["edits"]["double_literals_suffixed"], 2u);
  EXPECT_GT(ptxCounts(variantOf(Soft, "full"))["fp64"], 0u);
  EXPECT_EQ(ptxCounts(SoftW)["fp64"], 0u);
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));

  // Through the headers' template that promotes `pow(float, double)` to the double pow, and
  // integers converted to double beside a literal: suffixed, the float pow, no double left.
  nlohmann::json Pow = manifest("tests/tool/Inputs/math_literals.cu", "powerWeights");
  nlohmann::json PowW = variantOf(Pow, "floatliterals");
  ASSERT_TRUE(PowW.is_object());
  EXPECT_EQ(PowW["status"], "ok") << PowW.dump();
  EXPECT_EQ(PowW["edits"]["double_literals_suffixed"], 3u);
  EXPECT_GT(ptxCounts(variantOf(Pow, "full"))["fp64"], 0u);
  EXPECT_EQ(ptxCounts(PowW)["fp64"], 0u);
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));

  // `pow(x, 2)` of a float x, which nvcc computes in double: the exponent made a float, the
  // float pow, no double left.
  nlohmann::json Int = manifest("tests/tool/Inputs/math_literals.cu", "gaussIntegerPower");
  nlohmann::json IntW = variantOf(Int, "floatliterals");
  ASSERT_TRUE(IntW.is_object());
  EXPECT_EQ(IntW["status"], "ok") << IntW.dump();
  EXPECT_EQ(IntW["edits"]["integer_exponents_made_float"], 1u) << IntW["edits"];
  EXPECT_GT(ptxCounts(variantOf(Int, "full"))["fp64"], 0u) << "the double pow";
  EXPECT_EQ(ptxCounts(IntW)["fp64"], 0u);
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));

  // Literals that are macros' whole expansions (`#define GAIN 0.75`): each use cast to float
  // (a suffix would have made another name, GAINf, and the copy failed to compile), and the
  // what-if compiles to the fix whose macros carry `f`.
  nlohmann::json Macros = manifest("tests/tool/Inputs/math_literals.cu", "gainMacros");
  nlohmann::json MacrosW = variantOf(Macros, "floatliterals");
  ASSERT_TRUE(MacrosW.is_object());
  EXPECT_EQ(MacrosW["status"], "ok") << MacrosW.dump();
  EXPECT_EQ(MacrosW["edits"]["double_literals_suffixed"], 2u);
  EXPECT_GT(ptxCounts(variantOf(Macros, "full"))["fp64"], 0u);
  EXPECT_EQ(ptxCounts(MacrosW),
            ptxCounts(variantOf(
                manifest("tests/tool/Inputs/math_literals.cu", "gainMacrosSuffixed"), "full")));
}

/// The block-size what-if of a kernel that reads its block's index (p47: a token a 32-thread
/// block, blockIdx.x the token): the rule's copy runs full's blocks as the rows of larger
/// ones, blockIdx.x read as `blockIdx.x * blockDim.y + threadIdx.y`. It compiles to the fix
/// that puts several tokens in a block by threadIdx.y: the same global accesses, shuffles,
/// compares, branches and arithmetic, the integer work within a conversion (nvcc 13.0: 13
/// integer and 7 conversion instructions against the fix's 14 and 7). A kernel whose blocks
/// share shared memory has no copy, and its finding says why.
TEST_F(VariantCounts, BlockSizeRunsABlockATokenAsTheRowsOfTheFix) {
  const std::string File = "tests/references/spellings/kernels/p47_moe_gate_warp_block.cu";
  nlohmann::json S = manifest(File, "moeTop1GateWarpBlock");
  nlohmann::json W = variantOf(S, "blocksize");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["block_reads_merged"], 1u);
  EXPECT_TRUE(passed("blocksize-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("blocksize-keeps-full-floating-point"));
  std::map<std::string, unsigned> Mine = ptxCounts(W),
                                  Fix = ptxCounts(
                                      variantOf(manifest(File, "moeTop1GateWarps"), "full"));
  for (const char *Kind : {"ld.global.32", "st.global.32", "warp", "fp32", "sfu", "setp", "branch"})
    EXPECT_EQ(Mine[Kind], Fix[Kind]) << Kind;
  EXPECT_LE(Mine["int"] + Mine["cvt"], Fix["int"] + Fix["cvt"] + 1);

  // Against the real headers, whose shuffles are their own functions: a shuffle of a block's
  // lanes is a warp's, kept in a row of whole warps.
  nlohmann::json Lanes =
      variantOf(manifest("tests/tool/Inputs/block_split.cu", "shufflesLanes"), "blocksize");
  ASSERT_TRUE(Lanes.is_object());
  EXPECT_EQ(Lanes["status"], "ok");
  EXPECT_EQ(Lanes["edits"]["block_reads_merged"], 1u);

  nlohmann::json Tile = manifest("kernels/transpose/transpose.cu", "transposeCoalesced");
  EXPECT_FALSE(variantOf(Tile, "blocksize").is_object());
  const std::string Why = Tile["kernel"]["block_split"]["why_not"];
  EXPECT_EQ(Why, "it uses shared memory ('tile', line 31): a block's threads share it, nor can "
                 "its blocks run as the rows of larger ones")
      << Why;
}

// The fast-math-functions what-if compiles the precise functions to the intrinsics a fix
// calls, and nothing more: a sum of exponentials under it (its expf and logf) is its fix's
// (__expf and __logf), category for category. Fast math's own copy flushes denormals too.
TEST_F(VariantCounts, IntrinsicsCompileThePreciseFunctionsToTheFixsIntrinsics) {
  const std::string File = "tests/tool/Inputs/math_functions.cu";
  nlohmann::json Fix = variantOf(manifest(File, "weightsIntrinsic", "none"), "full");
  nlohmann::json S = manifest(File, "weightsPrecise", "fastmath,intrinsics");
  nlohmann::json W = variantOf(S, "intrinsics");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["module_flags"][1], "-use_fast_math");
  EXPECT_EQ(W["module_flags"][2], "-ftz=false");
  EXPECT_TRUE(passed("intrinsics-keeps-full-global-accesses"));
  EXPECT_EQ(ptxCounts(W), ptxCounts(Fix));
  EXPECT_NE(ptxCounts(variantOf(S, "full")), ptxCounts(Fix));
  EXPECT_EQ(variantOf(S, "fastmath")["status"], "ok");

  // An integer kernel has no math function to make fast: not applicable, as fast math.
  nlohmann::json Tally = manifest("tests/profile/tally.cu", "tallyBytes", "intrinsics");
  EXPECT_EQ(variantOf(Tally, "intrinsics")["status"], "absent");
}

// The project's own floating-point flags are the bundle's: every variant is compiled (and
// timed) as the project builds the kernel, and a flag what-if removes only what they leave.
// Under -use_fast_math full is the fast kernel and no flag what-if has anything to remove;
// under -ftz=true the fix's intrinsics flush denormals, fast math adds only its approximate
// reciprocal, and the what-ifs' modules keep -ftz=true.
TEST_F(VariantCounts, TheProjectsFloatingPointFlagsAreTheBundlesAndTheWhatIfsStartFromThem) {
  const std::string File = "tests/tool/Inputs/math_functions.cu";
  const std::string Flags = "fastmath,intrinsics,ftz,approxdiv,approxsqrt";
  nlohmann::json Fast = manifest(File, "weightsPrecise", Flags, {"--use_fast_math"});
  const auto NvccFlags = Fast["compile"]["nvcc_flags"].get<std::vector<std::string>>();
  EXPECT_NE(std::find(NvccFlags.begin(), NvccFlags.end(), "-use_fast_math"), NvccFlags.end());
  for (const char *Name : {"fastmath", "intrinsics", "ftz", "approxdiv", "approxsqrt"}) {
    nlohmann::json V = variantOf(Fast, Name);
    EXPECT_EQ(V["status"], "absent") << Name;
    EXPECT_NE(V["reasons"][0].get<std::string>().find("the project compiles the kernel with"),
              std::string::npos)
        << V["reasons"][0];
  }
  // Full compiled under -use_fast_math is the precise kernel's fast-math module: its
  // exponentials are the intrinsic's, flushed (`ex2.approx.ftz.f32`), as the precise
  // kernel's own fast-math what-if's are.
  nlohmann::json Plain = manifest(File, "weightsPrecise", "fastmath");
  EXPECT_EQ(ptxCounts(variantOf(Fast, "full")), ptxCounts(variantOf(Plain, "fastmath")));

  nlohmann::json Ftz = manifest(File, "weightsIntrinsic", Flags, {"-ftz=true"});
  EXPECT_EQ(variantOf(Ftz, "ftz")["status"], "absent");
  EXPECT_EQ(variantOf(Ftz, "intrinsics")["status"], "absent"); // It calls them already.
  nlohmann::json FastMath = variantOf(Ftz, "fastmath");
  EXPECT_EQ(FastMath["status"], "ok");
  EXPECT_EQ(FastMath["module_flags"],
            (nlohmann::json{"-DLIMITER_WHATIF_FASTMATH", "-use_fast_math", "-ftz=true",
                            "-prec-div=false", "-prec-sqrt=false", "-fmad=true"}));
  EXPECT_GT(FastMath["edits"]["instructions_changed"].get<unsigned>(), 0u);
  EXPECT_EQ(variantOf(Ftz, "approxdiv")["status"], "ok"); // 1.0f / energy[i]
}

} // namespace
} // namespace limiter
