// The nvcc command that builds a bundle's module: the project's register cap is kept, and the
// cap limiter sets to match occupancy is read over it.

#include "limiter/runtime/ModuleBuild.h"
#include "limiter/support/Subprocess.h"

#include <filesystem>
#include <fstream>
#include <regex>
#include <unistd.h>

#include <gtest/gtest.h>

namespace limiter {
namespace {

namespace fs = std::filesystem;
using Args = std::vector<std::string>;

TEST(ModuleBuild, TheCapComesAfterTheProjectsFlagsAndTheWhatIfsAfterIt) {
  ModuleFlavour Capped{24, "", {}};
  EXPECT_EQ(moduleBuildCommand({"-Isrc/", "-maxrregcount=64"}, "nvcc", 9, 0, Capped, "o.cubin"),
            (Args{"nvcc", "-cubin", "-O3", "-std=c++17", "-arch=sm_90", "-Isrc/",
                  "-maxrregcount=64", "-maxrregcount=24", "variants.cu", "-o", "o.cubin"}));
  ModuleFlavour FastMath{0, "fastmath", {"-DLIMITER_WHATIF_FASTMATH", "-use_fast_math"}};
  EXPECT_EQ(moduleBuildCommand({"-ftz=false"}, "nvcc", 9, 0, FastMath, "f.cubin"),
            (Args{"nvcc", "-cubin", "-O3", "-std=c++17", "-arch=sm_90", "-ftz=false",
                  "-DLIMITER_WHATIF_FASTMATH", "-use_fast_math", "variants.cu", "-o", "f.cubin"}));
}

/// The registers ptxas gives `wide` under Command with --resource-usage; -1 where nvcc failed.
int registersOf(Args Command, const fs::path &Dir) {
  Command.insert(Command.end() - 3, "--resource-usage");
  SubprocessResult R = runSubprocess(Command, {std::chrono::minutes(5), Dir.string(), {}});
  std::smatch M;
  const std::string Out = R.Stdout + R.Stderr;
  if (!R.succeeded() || !std::regex_search(Out, M, std::regex("Used ([0-9]+) registers")))
    return -1;
  return std::stoi(M[1]);
}

// With the real nvcc (no GPU needed): a kernel of 32 independent sums takes more than 32
// registers alone (40 under nvcc 13.0), 32 at most under the project's -maxrregcount=32
// (given to nvcc or to ptxas), and 24 under limiter's cap of 24 (the least sm_90 takes) given
// after it.
TEST(ModuleBuild, NvccReadsTheLastCapSoTheProjectsHoldsUnlessLimiterSetsOne) {
  const char *Nvcc = LIMITER_NVCC;
  if (!fs::exists(Nvcc))
    GTEST_SKIP() << "no nvcc at " << Nvcc;
  fs::path Dir = fs::temp_directory_path() / ("limiter-modulebuild-" + std::to_string(getpid()));
  fs::create_directories(Dir);
  std::ofstream(Dir / "variants.cu") << R"(
__global__ void wide(const float *in, float *out, int n) {
  float acc[32];
#pragma unroll
  for (int k = 0; k < 32; ++k)
    acc[k] = in[threadIdx.x + k * n];
  for (int s = 0; s < n; ++s)
#pragma unroll
    for (int k = 0; k < 32; ++k)
      acc[k] = acc[k] * acc[(k + 1) % 32] + 1.0f;
  float sum = 0.0f;
#pragma unroll
  for (int k = 0; k < 32; ++k)
    sum += acc[k];
  out[threadIdx.x] = sum;
}
)";
  const std::string Out = (Dir / "m.cubin").string();
  const int Free = registersOf(moduleBuildCommand({}, Nvcc, 9, 0, {}, Out), Dir);
  const int Project =
      registersOf(moduleBuildCommand({"-maxrregcount=32"}, Nvcc, 9, 0, {}, Out), Dir);
  const int Limiter =
      registersOf(moduleBuildCommand({"-maxrregcount=32"}, Nvcc, 9, 0, {24, "", {}}, Out), Dir);
  // The project's cap given to ptxas itself (-Xptxas -maxrregcount=32, as the parse carries
  // it) holds alone and yields to limiter's too: nvcc passes its own cap to ptxas last.
  const int PtxasProject =
      registersOf(moduleBuildCommand({"-Xptxas=-maxrregcount=32"}, Nvcc, 9, 0, {}, Out), Dir);
  const int PtxasLimiter = registersOf(
      moduleBuildCommand({"-Xptxas=-maxrregcount=32"}, Nvcc, 9, 0, {24, "", {}}, Out), Dir);
  fs::remove_all(Dir);
  EXPECT_LE(PtxasProject, 32);
  EXPECT_GT(PtxasProject, 24);
  EXPECT_LE(PtxasLimiter, 24);
  EXPECT_GT(PtxasLimiter, 0);
  ASSERT_GT(Free, 32);
  EXPECT_LE(Project, 32);
  EXPECT_GT(Project, 24);
  EXPECT_LE(Limiter, 24);
  EXPECT_GT(Limiter, 0);
}

} // namespace
} // namespace limiter
