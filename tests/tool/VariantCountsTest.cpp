// What the variants compile to, counted in the PTX nvcc makes of a generated bundle: each
// variant rule's effect checked at the instruction level, not only in its text.

#include "CliHelpers.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

class VariantCounts : public ::testing::Test {
protected:
  fs::path Dir;
  void SetUp() override {
    if (!LIMITER_TEST_HAVE_CLANG)
      GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: `limiter generate` is not there";
    Dir = fs::temp_directory_path() /
          ("limiter-counts-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(Dir);
  }
  void TearDown() override { fs::remove_all(Dir); }

  nlohmann::json Checks; ///< The manifest's fidelity checks of the last bundle.

  bool passed(const std::string &Check) const {
    for (const auto &C : Checks)
      if (C["check"] == Check)
        return C["passed"].get<bool>();
    return false;
  }

  /// The manifest of a bundle of Kernel in Path (under the source tree), generated here.
  /// The manifest of Kernel's bundle, with the what-ifs written by the rewriter and those of
  /// the launch (WhatIfs); the compile-flag and occupancy modules, each a compilation of the
  /// whole file again, only where a test asks for them ("all").
  nlohmann::json manifest(const std::string &Path, const std::string &Kernel,
                          const std::string &WhatIfs = "nobarrier,nobankconflict,nodivergence,"
                                                       "coalesced,readonly,streaming,wider,"
                                                       "sharedoccupancy,floatliterals,blocksize,"
                                                       "perthread") {
    fs::path Out = Dir / "bundle";
    SubprocessResult R = limiter({"generate", LIMITER_SOURCE_DIR "/" + Path, "--kernel", Kernel,
                                  "--what-if", WhatIfs, "-o", Out.string()});
    EXPECT_EQ(R.ExitStatus, 0) << R.Stderr;
    std::ifstream In(Out / "manifest.json");
    nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
    Checks = M["checks"];
    return M;
  }

  /// Static PTX counts by variant of a shipped kernel's bundle.
  std::map<std::string, std::map<std::string, unsigned>> counts(const std::string &File,
                                                                const std::string &Kernel) {
    nlohmann::json M = manifest("kernels/" + File, Kernel);
    std::map<std::string, std::map<std::string, unsigned>> Out2;
    for (const auto &V : M["variants"])
      if (V.contains("ptx_counts")) // an absent variant (a what-if not applicable) has none
        Out2[V["variant"]] = V["ptx_counts"].get<std::map<std::string, unsigned>>();
    return Out2;
  }
};

/// How many times What occurs in Text (an instruction's name in an entry's PTX).
unsigned occurrences(const std::string &Text, const std::string &What) {
  unsigned N = 0;
  for (std::size_t At = Text.find(What); At != std::string::npos; At = Text.find(What, At + 1))
    ++N;
  return N;
}

unsigned sum(const std::map<std::string, unsigned> &Counts, const std::string &Prefix) {
  unsigned N = 0;
  for (const auto &[Key, Count] : Counts)
    if (Key.rfind(Prefix, 0) == 0)
      N += Count;
  return N;
}

/// Every variant `ok`; math-only does full's fp32 work, mem-only none.
void expectFullsArithmeticInMathOnlyAndNoneInMemOnly(const nlohmann::json &M) {
  std::map<std::string, std::map<std::string, unsigned>> C;
  for (const auto &V : M["variants"]) {
    if (isWhatIf(V))
      continue;
    EXPECT_EQ(V["status"], "ok") << V["variant"];
    C[V["variant"]] = V["ptx_counts"].get<std::map<std::string, unsigned>>();
  }
  EXPECT_GT(sum(C["full"], "fp32"), 0u);
  EXPECT_EQ(sum(C["math"], "fp32"), sum(C["full"], "fp32"));
  EXPECT_EQ(sum(C["mem"], "fp32"), 0u);
}

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

/// The manifest entry of variant Name, or null.
nlohmann::json variantOf(const nlohmann::json &M, const std::string &Name) {
  for (const auto &V : M["variants"])
    if (V["variant"] == Name)
      return V;
  return nullptr;
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
  EXPECT_NE(variantOf(Saxpy, "fastmath")["reasons"][0].get<std::string>().find(
                "only flushes denormals"),
            std::string::npos);
  nlohmann::json Integer = manifest("kernels/lab/histogram.cu", "histogram256", "all");
  for (const char *Name : {"fastmath", "ftz", "approxdiv", "approxsqrt"}) {
    EXPECT_EQ(variantOf(Integer, Name)["status"], "absent") << Name;
    EXPECT_NE(variantOf(Integer, Name)["reasons"][0].get<std::string>().find("not applicable"),
              std::string::npos);
  }
}

// The coalesced what-if compiles to full's global accesses, each re-indexed through a few warp
// instructions (a shuffle, a vote, two warp-wide reductions); the no-bank-conflicts what-if
// to full's accesses on a padded tile. Each says what it changed, and its checks pass.
TEST_F(VariantCounts, CoalescedAndNoBankConflictsKeepFullsAccesses) {
  nlohmann::json M = manifest("kernels/transpose/transpose.cu", "transpose::transposeNaive");
  nlohmann::json C = variantOf(M, "coalesced");
  ASSERT_TRUE(C.is_object());
  EXPECT_EQ(C["status"], "ok");
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 2u) << "the load and the store";
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  std::map<std::string, unsigned> Full = Counts(variantOf(M, "full")), Mine = Counts(C);
  EXPECT_EQ(sum(Mine, "ld.global"), sum(Full, "ld.global"));
  EXPECT_EQ(sum(Mine, "st.global"), sum(Full, "st.global"));
  EXPECT_GT(sum(Mine, "warp"), sum(Full, "warp")) << "the re-indexing's warp instructions";
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  EXPECT_EQ(variantOf(M, "nobankconflict")["status"], "absent") << "no shared tile";

  nlohmann::json T = manifest("kernels/transpose/transpose.cu", "transpose::transposeCoalesced");
  nlohmann::json B = variantOf(T, "nobankconflict");
  EXPECT_EQ(B["status"], "ok");
  EXPECT_EQ(B["edits"]["shared_rows_padded"], 1u);
  EXPECT_EQ(sum(Counts(B), "ld.shared"), sum(Counts(variantOf(T, "full")), "ld.shared"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));
  // The padded tile of the fix is odd already: nothing to pad.
  nlohmann::json P =
      manifest("kernels/transpose/transpose.cu", "transpose::transposeNoBankConflicts");
  EXPECT_EQ(variantOf(P, "nobankconflict")["status"], "absent");
}

/// The PTX text of the entry whose name holds Name in the last bundle's module ("" if none).
std::string entryText(const fs::path &Bundle, const std::string &Name) {
  std::ifstream In(Bundle / "variants.ptx");
  std::string Ptx((std::istreambuf_iterator<char>(In)), std::istreambuf_iterator<char>());
  for (std::size_t At = Ptx.find(".entry "); At != std::string::npos;) {
    std::size_t Next = Ptx.find(".entry ", At + 1);
    std::string Entry = Ptx.substr(At, Next == std::string::npos ? Next : Next - At);
    if (Entry.substr(0, Entry.find('(')).find(Name) != std::string::npos)
      return Entry;
    At = Next;
  }
  return "";
}

// The no-bank-conflicts what-if lays out only the tiles some warp's access meets in one bank:
// of a product that keeps A's tile transposed, A's (padded, its loads and stores full's) and
// not B's, whose rows the lanes read along (padding it would add arithmetic, and a conflict
// where a 16-wide block's warp spans two rows); a kernel whose every shared access puts its
// lanes an element apart has nothing to lay out, and says so.
TEST_F(VariantCounts, NoBankConflictsLaysOutOnlyConflictingTiles) {
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json M = manifest("tests/tool/Inputs/bank_tiles.cu", "productTransposed");
  nlohmann::json B = variantOf(M, "nobankconflict");
  ASSERT_TRUE(B.is_object());
  EXPECT_EQ(B["status"], "ok");
  EXPECT_EQ(B["edits"]["shared_rows_padded"], 1u) << "A's tile";
  EXPECT_EQ(B["edits"]["shared_arrays_conflict_free_kept"], 1u) << "B's tile";
  std::map<std::string, unsigned> Full = Counts(variantOf(M, "full")), Mine = Counts(B);
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

/// The shift counts of `shr.u32` in a PTX entry (a division by a power-of-two row).
std::vector<int> rowShifts(const std::string &Entry) {
  std::vector<int> Out;
  static const std::regex Shift(R"(shr\.u32\s+%r\d+, %r\d+, (\d+);)");
  for (auto It = std::sregex_iterator(Entry.begin(), Entry.end(), Shift);
       It != std::sregex_iterator(); ++It)
    Out.push_back(std::stoi((*It)[1]));
  return Out;
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
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  std::map<std::string, unsigned> Full = Counts(variantOf(M, "full")), Mine = Counts(B);
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
  EXPECT_EQ(sum(Counts(O), "ld.shared"), sum(Full, "ld.shared"));
  EXPECT_EQ(sum(Counts(O), "st.shared"), sum(Full, "st.shared"));
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

// The cache-hint what-ifs compile to full's accesses with their hints: saxpy's two loads
// through the non-coherent path (ld.global.nc; full's compiler takes it for `const float
// *__restrict__ x` only), or both loads and the store with the streaming hint (.cs).
TEST_F(VariantCounts, CacheHintWhatIfsCompileToHintedAccesses) {
  nlohmann::json M = manifest("kernels/streaming/saxpy.cu", "saxpy");
  EXPECT_EQ(variantOf(M, "readonly")["edits"]["global_loads_read_only"], 2u);
  EXPECT_EQ(variantOf(M, "streaming")["edits"]["global_loads_streaming"], 2u);
  EXPECT_EQ(variantOf(M, "streaming")["edits"]["global_stores_streaming"], 1u);
  auto Count = [](const std::string &Text, const std::string &What) {
    unsigned N = 0;
    for (std::size_t At = Text.find(What); At != std::string::npos; At = Text.find(What, At + 1))
      ++N;
    return N;
  };
  const std::string Full = entryText(Dir / "bundle", "saxpy__full");
  const std::string ReadOnly = entryText(Dir / "bundle", "saxpy__readonly");
  const std::string Streaming = entryText(Dir / "bundle", "saxpy__streaming");
  ASSERT_FALSE(Full.empty() || ReadOnly.empty() || Streaming.empty());
  EXPECT_EQ(Count(Full, "ld.global.nc."), 1u);
  EXPECT_EQ(Count(Full, ".cs."), 0u);
  EXPECT_EQ(Count(ReadOnly, "ld.global.nc."), 2u);
  EXPECT_EQ(Count(Streaming, "ld.global.cs."), 2u);
  EXPECT_EQ(Count(Streaming, "st.global.cs."), 1u);
  EXPECT_TRUE(passed("readonly-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("streaming-keeps-full-global-accesses"));

  // A bfloat16 read through its conversion to float and stored from a float: cuda_bf16.h's
  // hinted 16-bit load and store.
  nlohmann::json H = manifest("tests/tool/Inputs/hints_half.cu", "geluBf16");
  EXPECT_EQ(variantOf(H, "readonly")["status"], "ok");
  EXPECT_EQ(variantOf(H, "streaming")["status"], "ok");
  const std::string HalfReadOnly = entryText(Dir / "bundle", "geluBf16__readonly");
  const std::string HalfStreaming = entryText(Dir / "bundle", "geluBf16__streaming");
  ASSERT_FALSE(HalfReadOnly.empty() || HalfStreaming.empty());
  EXPECT_EQ(Count(HalfReadOnly, "ld.global.nc.b16"), 1u) << HalfReadOnly;
  EXPECT_EQ(Count(HalfStreaming, "ld.global.cs.b16"), 1u) << HalfStreaming;
  EXPECT_EQ(Count(HalfStreaming, "st.global.cs.b16"), 1u) << HalfStreaming;
  EXPECT_TRUE(passed("readonly-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("streaming-keeps-full-global-accesses"));
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

/// The global accesses of a variant by width ("ld.global.32": 2).
std::map<std::string, unsigned> globalAccesses(const nlohmann::json &Manifest,
                                               const std::string &Variant) {
  std::map<std::string, unsigned> Out;
  for (const auto &V : Manifest["variants"])
    if (V["variant"] == Variant)
      for (const auto &[Key, N] : V["ptx_counts"].items())
        if (Key.rfind("ld.global", 0) == 0 || Key.rfind("st.global", 0) == 0)
          Out[Key] = N.get<unsigned>();
  return Out;
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

unsigned edits(const nlohmann::json &Manifest, const std::string &Variant,
               const std::string &Edit) {
  for (const auto &V : Manifest["variants"])
    if (V["variant"] == Variant && V["edits"].contains(Edit))
      return V["edits"][Edit].get<unsigned>();
  return 0;
}

/// The global stores of a variant by width ("st.global.32": 2).
std::map<std::string, unsigned> globalStores(const nlohmann::json &Manifest,
                                             const std::string &Variant) {
  std::map<std::string, unsigned> Out = globalAccesses(Manifest, Variant);
  std::erase_if(Out, [](const auto &KeyN) { return KeyN.first.rfind("ld.global", 0) == 0; });
  return Out;
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

/// Per variant, its static PTX counts.
std::map<std::string, std::map<std::string, unsigned>> countsOf(const nlohmann::json &M) {
  std::map<std::string, std::map<std::string, unsigned>> C;
  for (const auto &V : M["variants"]) {
    if (isWhatIf(V))
      continue;
    EXPECT_EQ(V["status"], "ok") << V["variant"];
    C[V["variant"]] = V["ptx_counts"].get<std::map<std::string, unsigned>>();
  }
  return C;
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

} // namespace
// The no-divergence what-if compiles to full's shared and global accesses, in a branch on the
// role's range (the interleaved reduction's work given to the first threads), the shared
// indices the threads' own (sequential addressing: whole warps on the roles' stride would meet
// in one bank); the reduction whose work is already with the first threads has nothing to
// move. The no-bank-conflicts what-if takes the stride out of the strided reduction's pair
// (`partial[index]`, `index = 2 * s * tid`, reads `partial[tid]`) and skews its other
// accesses: the same shared accesses.
TEST_F(VariantCounts, NoDivergenceAndSkewKeepFullsAccesses) {
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json I = manifest("kernels/reduction/series.cu", "reduction::reduceInterleaved");
  nlohmann::json D = variantOf(I, "nodivergence");
  ASSERT_TRUE(D.is_object());
  EXPECT_EQ(D["status"], "ok");
  EXPECT_EQ(D["edits"]["strided_branches_compacted"], 1u);
  EXPECT_EQ(D["edits"]["shared_accesses_compacted"], 2u) << "the pair's two";
  EXPECT_FALSE(D["edits"].contains("shared_accesses_skewed"));
  std::map<std::string, unsigned> Full = Counts(variantOf(I, "full")), Mine = Counts(D);
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
  std::map<std::string, unsigned> Fix = Counts(variantOf(S, "full"));
  EXPECT_EQ(sum(Mine, "setp"), sum(Fix, "setp"));
  EXPECT_EQ(sum(Mine, "branch"), sum(Fix, "branch"));
  EXPECT_LE(sum(Mine, "int"), sum(Fix, "int") + 1);

  // The strided reduction's no-bank-conflicts what-if against the same fix: its guard's
  // multiply (`2 * s * tid`) and nothing else; no skew anywhere (the store and the result
  // meet the banks apart already, the pair loses its stride).
  nlohmann::json T = manifest("kernels/reduction/series.cu", "reduction::reduceStrided");
  EXPECT_LE(sum(Counts(variantOf(T, "nobankconflict")), "int"), sum(Fix, "int") + 2);

  nlohmann::json B = variantOf(T, "nobankconflict");
  EXPECT_EQ(B["status"], "ok");
  EXPECT_EQ(B["edits"]["shared_accesses_compacted"], 2u) << "the pair's two";
  EXPECT_FALSE(B["edits"].contains("shared_accesses_skewed")) << "the store, the result";
  EXPECT_EQ(sum(Counts(B), "ld.shared"), sum(Counts(variantOf(T, "full")), "ld.shared"));
  EXPECT_EQ(sum(Counts(B), "st.shared"), sum(Counts(variantOf(T, "full")), "st.shared"));
  EXPECT_TRUE(passed("nobankconflict-keeps-full-shared-accesses"));

  // The mask form on a signed index, its stride `2 * s` proven a power of two (s doubles from
  // one): a known stride, so the role asks nothing at run time: the fix's branches and integer
  // work, and two compares more than the fix (the 64-bit minimum of a sign-extended stride in
  // stride_place), where the mask's run-time test cost 66 instructions against the fix's 48.
  nlohmann::json K = manifest("tests/tool/Inputs/reduce_spellings.cu", "maskInterleaved");
  nlohmann::json KD = variantOf(K, "nodivergence");
  ASSERT_TRUE(KD.is_object());
  EXPECT_EQ(KD["status"], "ok");
  std::map<std::string, unsigned> Masked = Counts(KD);
  EXPECT_EQ(sum(Masked, "ld.shared"), sum(Counts(variantOf(K, "full")), "ld.shared"));
  std::map<std::string, unsigned> MaskFix = Counts(variantOf(
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
  EXPECT_EQ(sum(Counts(LD), "ld.shared"), sum(Counts(variantOf(L, "full")), "ld.shared"));
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
  EXPECT_EQ(Split("scaleFree"), (nlohmann::json{{"free", true}, {"why_not", ""}}));
  nlohmann::json Whole = Split("readsThreadIdxWhole");
  EXPECT_EQ(Whole["free"], false);
  EXPECT_EQ(Whole["why_not"], "it reads threadIdx whole (line 15)");
  nlohmann::json Shuffle = Split("shufflesLanes");
  EXPECT_EQ(Shuffle["free"], false);
  EXPECT_NE(Shuffle["why_not"].get<std::string>().find("__shfl_down_sync"), std::string::npos)
      << Shuffle;
}

/// The wider-accesses what-if merges a lane's four neighbouring float reads (in a loop's body)
/// and four stores into one float4 each: the same bytes in a quarter of the instructions,
/// full's arithmetic; the fix (already float4) has nothing to merge.
TEST_F(VariantCounts, WiderMergesNeighbouringAccessesOfALane) {
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json S = manifest("kernels/whatif/blur.cu", "blurScalar");
  nlohmann::json W = variantOf(S, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 4u);
  EXPECT_EQ(W["edits"]["global_stores_widened"], 4u);
  std::map<std::string, unsigned> Full = Counts(variantOf(S, "full")), Mine = Counts(W);
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

/// The coalesced what-if through the same row pointers (rowStartOf, shared with wider): a
/// chain's loop (`quad = in + 4 * n + 4 * i`) takes one shift before it, a row's four reads a
/// block's run, all from the array the rows point into; every access keeps its width and count,
/// and only the pointer changed in the kernel (`walk += 4`) and the one reassigned (`other`)
/// are still checked for lanes of different arrays.
TEST_F(VariantCounts, CoalescedReindexesChainedRowPointers) {
  nlohmann::json S =
      manifest("tests/rewriters/golden/wider-row-pointer/input.cu", "rowQuads", "coalesced");
  ASSERT_EQ(variantOf(S, "coalesced")["status"], "ok");
  EXPECT_EQ(globalAccesses(S, "full"), globalAccesses(S, "coalesced"));
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Mine = entryText(Dir / "bundle", "rowQuads__coalesced");
  ASSERT_FALSE(Mine.empty());
  // One vote a check that the lanes' arrays agree: walk's two reads and other's store (before,
  // quad's four unrolled reads, back's two and pair's two as well).
  EXPECT_EQ(occurrences(Mine, "vote.sync.all"), 3u) << Mine;
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
  // Per access (the load and the store): the int test's vote and the far case's, and the
  // minimum and maximum of each case.
  EXPECT_EQ(occurrences(Mine, "vote.sync.all"), 4u) << Mine;
  EXPECT_EQ(occurrences(Mine, "redux.sync.min.s32"), 4u);
  EXPECT_EQ(occurrences(Mine, "redux.sync.max.s32"), 4u);
  // The int test comes first: the first reduction after the first vote, before any shuffle.
  const std::size_t Vote = Mine.find("vote.sync.all"), Min = Mine.find("redux.sync.min.s32"),
                    Shuffle = Mine.find("shfl.sync.idx");
  ASSERT_NE(Vote, std::string::npos);
  EXPECT_LT(Vote, Min);
  EXPECT_LT(Min, Shuffle);
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
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 2u) << "M's load and y's store";
  EXPECT_EQ(C["edits"]["global_accesses_same_in_every_lane"], 1u) << "v[k]";
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("coalesced-keeps-full-floating-point"));
  const std::string Entry = entryText(Dir / "bundle", "gemvRowThread__coalesced");
  ASSERT_FALSE(Entry.empty());
  EXPECT_EQ(occurrences(Entry, "redux.sync.min"), 2u) << Entry;
  EXPECT_EQ(occurrences(Entry, "redux.sync.max"), 2u);
  EXPECT_GE(occurrences(Entry, "ld.global.nc.f32"), 4u)
      << "the loop unrolled, each load on its own";
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
  EXPECT_EQ(C["edits"]["global_accesses_coalesced"], 2u);
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
  // iterations; the store's own index once more. Full's 36 read-only loads are kept.
  nlohmann::json L = manifest("tests/tool/Inputs/coalesced_runs.cu", "blurNeighbours", "coalesced");
  ASSERT_EQ(variantOf(L, "coalesced")["edits"]["global_accesses_coalesced"], 5u);
  const std::string FullLoop = entryText(Dir / "bundle", "blurNeighbours__full");
  const std::string MineLoop = entryText(Dir / "bundle", "blurNeighbours__coalesced");
  ASSERT_FALSE(MineLoop.empty());
  EXPECT_EQ(occurrences(MineLoop, "redux.sync.min"), 2u) << MineLoop;
  EXPECT_EQ(occurrences(FullLoop, "ld.global.nc.f32"), 36u) << FullLoop;
  EXPECT_EQ(occurrences(MineLoop, "ld.global.nc.f32"), 36u) << MineLoop;

  // The same through a nest of three loops, the index a local of the nest: one run before
  // the outermost loop, where it was taken before each of the nine channel loops.
  nlohmann::json N = manifest("tests/tool/Inputs/coalesced_runs.cu", "boxNest", "coalesced");
  ASSERT_EQ(variantOf(N, "coalesced")["status"], "ok");
  const std::string FullNest = entryText(Dir / "bundle", "boxNest__full");
  const std::string MineNest = entryText(Dir / "bundle", "boxNest__coalesced");
  ASSERT_FALSE(MineNest.empty());
  EXPECT_EQ(occurrences(MineNest, "redux.sync.min"), 2u) << MineNest;
  EXPECT_EQ(occurrences(FullNest, "ld.global.nc.f32"), 36u) << FullNest;
  EXPECT_EQ(occurrences(MineNest, "ld.global.nc.f32"), 36u) << MineNest;
}

// Wider views of a lane's own element, through real nvcc (golden coalesced-wide-views): each
// view keeps its width (full's 128- and 64-bit loads and stores, the read-only one among them)
// while the element whose address it takes is re-indexed in the array's floats: a general run
// (two warp-wide reductions, one redux.sync.min) for each of the five views whose lanes' stride
// is not known, and for the three of a known stride (two views and the array of float4) only
// in the fallback of a warp not whole (warp_run_linear): eight in the code.
TEST_F(VariantCounts, CoalescedReindexesWideViewsInTheArraysElements) {
  nlohmann::json M =
      manifest("tests/rewriters/golden/coalesced-wide-views/input.cu", "gatherViews", "coalesced");
  ASSERT_EQ(variantOf(M, "coalesced")["status"], "ok");
  EXPECT_EQ(variantOf(M, "coalesced")["edits"]["global_accesses_coalesced"], 8u);
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Full = entryText(Dir / "bundle", "gatherViews__full");
  const std::string Mine = entryText(Dir / "bundle", "gatherViews__coalesced");
  ASSERT_FALSE(Mine.empty());
  EXPECT_EQ(occurrences(Mine, "redux.sync.min"), 8u) << Mine;
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
  EXPECT_EQ(variantOf(M, "coalesced")["edits"]["global_accesses_coalesced"], 5u);
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  const std::string Full = entryText(Dir / "bundle", "transposeStreamed__full");
  const std::string Mine = entryText(Dir / "bundle", "transposeStreamed__coalesced");
  ASSERT_FALSE(Mine.empty());
  for (const char *Store : {"st.global.cs.f32", "st.global.cg.f32", "st.global.wt.v4.f32"}) {
    EXPECT_EQ(occurrences(Full, Store), 1u) << Store << "\n" << Full;
    EXPECT_EQ(occurrences(Mine, Store), 1u) << Store << "\n" << Mine;
  }
}

// A template kernel of three instantiations, through real nvcc: the read's warp shift and the
// store's runs, the same text in each (the store's step written as the template's argument,
// 8 in two and 4 in the third), are taken once before the loop (two reduxes a thread), where
// before any second instantiation each access took its own in every unrolled iteration (8 or
// 16); the loop whose lane stride differs (ROWS) takes one per access (two), the last store
// one: five in each.
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
    EXPECT_EQ(occurrences(Mine, "redux.sync.min"), 5u) << Instantiation << Mine;
    EXPECT_EQ(occurrences(Mine, "ld.global"), occurrences(Full, "ld.global")) << Instantiation;
    EXPECT_EQ(occurrences(Mine, "st.global"), occurrences(Full, "st.global")) << Instantiation;
  }
}

/// Narrow and templated elements, through real nvcc: an RGBA8 pixel's four byte reads and four
/// byte stores become one 32-bit access each; a template over its element type reads its four
/// neighbours as two pairs in each instantiation (float2 and double2, one text for both).
TEST_F(VariantCounts, WiderMergesBytesAndATemplatesElements) {
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json P = manifest("tests/tool/Inputs/wider_narrow.cu", "halveRgba", "wider");
  nlohmann::json W = variantOf(P, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  std::map<std::string, unsigned> Full = Counts(variantOf(P, "full")), Mine = Counts(W);
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
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json P = manifest("tests/tool/Inputs/wider_loops.cu", "shadeChannels", "wider");
  nlohmann::json W = variantOf(P, "wider");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_loads_widened"], 4u);
  EXPECT_EQ(W["edits"]["global_stores_widened"], 4u);
  EXPECT_TRUE(passed("wider-keeps-full-global-bytes"));
  EXPECT_TRUE(passed("wider-merges-global-accesses"));
  std::map<std::string, unsigned> Full = Counts(variantOf(P, "full")), Mine = Counts(W);
  EXPECT_EQ(Full["ld.global.32"], 5u);
  EXPECT_EQ(Full["st.global.32"], 4u);
  const std::string Wider = entryText(Dir / "bundle", "shadeChannels__wider");
  ASSERT_FALSE(Wider.empty());
  EXPECT_EQ(occurrences(Wider, ".local"), 0u) << Wider;
  nlohmann::json F = manifest("tests/tool/Inputs/wider_loops.cu", "shadeFloat4", "none");
  std::map<std::string, unsigned> Fix = Counts(variantOf(F, "full"));
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
  Full = Counts(variantOf(B, "full"));
  Mine = Counts(W);
  EXPECT_EQ(Full["ld.global.16"], 8u);
  EXPECT_EQ(Full["st.global.16"], 8u);
  EXPECT_EQ(Mine["ld.global.128"], 1u);
  EXPECT_EQ(Mine["st.global.128"], 1u);
  EXPECT_EQ(sum(Mine, "ld.global") + sum(Mine, "st.global"), 2u);
  EXPECT_EQ(occurrences(entryText(Dir / "bundle", "scaleBf16__wider"), ".local"), 0u);
  nlohmann::json H = manifest("tests/tool/Inputs/wider_loops.cu", "sumHalves", "wider");
  Mine = Counts(variantOf(H, "wider"));
  EXPECT_EQ(Mine["ld.global.32"], 1u);
  EXPECT_EQ(Mine["ld.global.16"], 0u);
}

// A particle step over an array of 32-byte structs: the coalesced what-if gives each member
// access its own address coalesced, as the structure-of-arrays fix lays the fields out (the
// warp's work once for the struct's members), and keeps every access global, of its width and
// count (the pointer moved from the lane's own, not rebuilt from an integer, which would make
// it generic).
TEST_F(VariantCounts, CoalescedTakesAStructsMembersAsItsOwnArray) {
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json A =
      manifest("tests/references/spellings/kernels/p20_aos.cu", "advanceAoS", "coalesced");
  nlohmann::json W = variantOf(A, "coalesced");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["global_members_coalesced"], 6u);
  EXPECT_TRUE(passed("coalesced-keeps-full-global-accesses"));
  std::map<std::string, unsigned> Mine = Counts(W);
  const std::string Text = entryText(Dir / "bundle", "advanceAoS__coalesced");
  EXPECT_EQ(occurrences(Text, "redux.sync.min"), 1u)
      << "one warp run for the struct's six members (lim::coalesced_structs)" << Text;
  nlohmann::json F =
      manifest("tests/references/spellings/kernels/p20_aos.cu", "advanceSoA", "none");
  std::map<std::string, unsigned> Fix = Counts(variantOf(F, "full"));
  EXPECT_EQ(Mine["ld.global.32"], Fix["ld.global.32"]);
  EXPECT_EQ(Mine["st.global.32"], Fix["st.global.32"]);
}

/// The single-precision-literals what-if writes the relaxation's 0.96, 1.0 and 7.0 with `f`:
/// its double arithmetic (and the double division's sequence) becomes float's, as in the fix,
/// its memory accesses full's; the fix, already single precision, has nothing to suffix. In the
/// golden case, a literal whose value is stored as a double is kept, and the what-if says so.
// The split of an if/else on the thread's parity (kernels/whatif/parity.cu) against the fix
// that picks the arm by the warp's parity: the same arithmetic, compares and branches, and
// the what-if's own test a conversion or two dearer (the block's half in 64 bits). The
// kernel reads no threadIdx.y: its block is one row, and the rows are not counted.
TEST_F(VariantCounts, NoDivergenceSplitsAnIfElseAsTheWarpParityFixDoes) {
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json S = manifest("kernels/whatif/parity.cu", "lanesAlternate");
  nlohmann::json W = variantOf(S, "nodivergence");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["strided_branches_split"], 1u);
  EXPECT_TRUE(passed("nodivergence-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("nodivergence-keeps-full-floating-point"));
  std::map<std::string, unsigned> Mine = Counts(W),
                                  Fix = Counts(variantOf(
                                      manifest("kernels/whatif/parity.cu", "warpsAlternate"), "full"));
  EXPECT_EQ(Mine["fp32"], Fix["fp32"]);
  EXPECT_EQ(Mine["setp"], Fix["setp"]);
  EXPECT_EQ(Mine["branch"], Fix["branch"]);
  EXPECT_LE(Mine["int"] + Mine["cvt"], Fix["int"] + Fix["cvt"] + 3);
}

TEST_F(VariantCounts, FloatLiteralsTurnWidenedArithmeticIntoFloats) {
  auto Counts = [](const nlohmann::json &V) {
    return V["ptx_counts"].get<std::map<std::string, unsigned>>();
  };
  nlohmann::json S = manifest("kernels/whatif/literals.cu", "relaxUnsuffixed");
  nlohmann::json W = variantOf(S, "floatliterals");
  ASSERT_TRUE(W.is_object());
  EXPECT_EQ(W["status"], "ok");
  EXPECT_EQ(W["edits"]["double_literals_suffixed"], 3u);
  std::map<std::string, unsigned> Full = Counts(variantOf(S, "full")), Mine = Counts(W);
  EXPECT_GT(Full["fp64"], 0u);
  EXPECT_EQ(Mine["fp64"], 0u);
  EXPECT_GT(Mine["fp32"], 0u);
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));
  EXPECT_TRUE(passed("floatliterals-keeps-full-global-accesses"));
  EXPECT_TRUE(passed("floatliterals-keeps-full-shared-accesses"));
  nlohmann::json Fix = manifest("kernels/whatif/literals.cu", "relaxSuffixed");
  EXPECT_EQ(Counts(variantOf(Fix, "full")), Counts(W)) << "the what-if compiles to the fix";
  EXPECT_EQ(variantOf(Fix, "floatliterals")["status"], "absent");
  nlohmann::json G = manifest("tests/rewriters/golden/float-literals/input.cu", "damp");
  nlohmann::json Kept = variantOf(G, "floatliterals");
  EXPECT_EQ(Kept["status"], "conservative");
  EXPECT_EQ(Kept["edits"]["double_literals_kept"], 2u) << "the two whose values are stored";

  // Through math functions that CUDA's headers overload for floats: with the literals
  // suffixed, the float exp and log, and no double instruction left.
  nlohmann::json Soft = manifest("tests/tool/Inputs/math_literals.cu", "softplusHalf");
  nlohmann::json SoftW = variantOf(Soft, "floatliterals");
  ASSERT_TRUE(SoftW.is_object());
  EXPECT_EQ(SoftW["status"], "ok");
  EXPECT_EQ(SoftW["edits"]["double_literals_suffixed"], 2u);
  EXPECT_GT(Counts(variantOf(Soft, "full"))["fp64"], 0u);
  EXPECT_EQ(Counts(SoftW)["fp64"], 0u);
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));

  // Through the headers' template that promotes `pow(float, double)` to the double pow, and
  // integers converted to double beside a literal: suffixed, the float pow, no double left.
  nlohmann::json Pow = manifest("tests/tool/Inputs/math_literals.cu", "powerWeights");
  nlohmann::json PowW = variantOf(Pow, "floatliterals");
  ASSERT_TRUE(PowW.is_object());
  EXPECT_EQ(PowW["status"], "ok") << PowW.dump();
  EXPECT_EQ(PowW["edits"]["double_literals_suffixed"], 3u);
  EXPECT_GT(Counts(variantOf(Pow, "full"))["fp64"], 0u);
  EXPECT_EQ(Counts(PowW)["fp64"], 0u);
  EXPECT_TRUE(passed("floatliterals-removes-double-arithmetic"));
}

} // namespace limiter

namespace limiter {
namespace {

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
