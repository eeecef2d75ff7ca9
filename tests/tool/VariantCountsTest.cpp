// What the variants compile to, counted in the PTX nvcc makes of a generated bundle: each
// variant rule's effect checked at the instruction level, not only in its text.

#include "CliHelpers.h"

#include <filesystem>
#include <fstream>
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

  /// Static PTX counts by variant of a shipped kernel's bundle.
  std::map<std::string, std::map<std::string, unsigned>> counts(const std::string &File,
                                                                const std::string &Kernel) {
    fs::path Out = Dir / "bundle";
    SubprocessResult R = limiter({"generate", LIMITER_SOURCE_DIR "/kernels/" + File, "--kernel",
                                  Kernel, "-o", Out.string()});
    EXPECT_EQ(R.ExitStatus, 0) << R.Stderr;
    std::ifstream In(Out / "manifest.json");
    nlohmann::json M = nlohmann::json::parse(In, nullptr, false);
    Checks = M["checks"];
    std::map<std::string, std::map<std::string, unsigned>> Out2;
    for (const auto &V : M["variants"])
      Out2[V["variant"]] = V["ptx_counts"].get<std::map<std::string, unsigned>>();
    return Out2;
  }
};

unsigned sum(const std::map<std::string, unsigned> &Counts, const std::string &Prefix) {
  unsigned N = 0;
  for (const auto &[Key, Count] : Counts)
    if (Key.rfind(Prefix, 0) == 0)
      N += Count;
  return N;
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

} // namespace
} // namespace limiter
