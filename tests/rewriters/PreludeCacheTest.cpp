// The precompiled CUDA prelude: which command line builds it, the name it is kept under, and
// parses that read it finding what parses without it find, a prelude clang cannot read
// included.

#include "parse/PreludeCache.h"

#include "limiter/rewriters/CudaParser.h"
#include "limiter/rewriters/KernelDiscovery.h"
#include "limiter/support/Files.h"

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

TEST(PreludeCommandLine, LeavesOutTheIncludesAndReadsThePreludeForTheSource) {
  std::vector<std::string> Args = {
      "clang++", "-x",    "cuda", "-include", "/a.h",         "-includeb.h", "-imacros",     "m.h",
      "-DX=1",   "-Iinc", "-c",   "src/k.cu", "-include-pch", "/old.pch",    "-fsyntax-only"};
  std::vector<std::string> Expected = {
      "clang++", "-x", "cuda", "-DX=1", "-Iinc", "-c", PreludeSourcePath, "-fsyntax-only"};
  EXPECT_EQ(preludeCommandLine(Args, "/p/src/k.cu", "/p"), Expected);
  Args[11] = "/p/src/../src/k.cu";
  EXPECT_EQ(preludeCommandLine(Args, "/p/src/k.cu", "/p"), Expected) << "the source as written";
}

TEST(PreludeCommandLine, NoneWhereTheSourceIsMissingOrTheFrontEndIncludes) {
  EXPECT_TRUE(preludeCommandLine({"clang++", "-c", "other.cu"}, "/p/k.cu", "/p").empty());
  EXPECT_TRUE(preludeCommandLine({"clang++", "-Xclang", "-include", "-Xclang", "x.h", "/p/k.cu"},
                                 "/p/k.cu", "/p")
                  .empty());
}

TEST(PreludeName, FollowsTheCommandLineAndTheDirectory) {
  std::vector<std::string> A = {"clang++", "-DX=1", PreludeSourcePath};
  std::vector<std::string> B = {"clang++", "-DX=2", PreludeSourcePath};
  EXPECT_EQ(preludeName(A, "/p"), preludeName(A, "/p"));
  EXPECT_NE(preludeName(A, "/p"), preludeName(B, "/p"));
  EXPECT_NE(preludeName(A, "/p"), preludeName(A, "/q")) << "relative paths read from there";
  EXPECT_TRUE(preludeName(A, "/p").ends_with(".pch"));
}

class PreludeCacheTest : public ::testing::Test {
protected:
  fs::path Dir, Cache;

  void SetUp() override {
    Dir = fs::temp_directory_path() /
          ("limiter-prelude-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(Dir);
    Cache = Dir / "cache";
    ::setenv("LIMITER_CACHE_DIR", Cache.c_str(), 1);
    ::unsetenv("LIMITER_PRELUDE_CACHE");
  }
  void TearDown() override {
    ::unsetenv("LIMITER_CACHE_DIR");
    ::unsetenv("LIMITER_PRELUDE_CACHE");
    fs::remove_all(Dir);
  }

  std::string write(const std::string &Name, const std::string &Text) {
    std::string Error;
    std::string Path = (Dir / Name).string();
    EXPECT_TRUE(writeFileAtomically(Path, Text, Error)) << Error;
    return Path;
  }

  std::vector<fs::path> preludes() const {
    std::vector<fs::path> Out;
    if (fs::exists(Cache / "preludes"))
      for (const auto &E : fs::directory_iterator(Cache / "preludes"))
        Out.push_back(E.path());
    return Out;
  }

  /// The kernels of File with their parameters' types and accesses, one line each.
  std::string kernels(const std::string &File, std::vector<std::string> Args = {}) {
    ParseOptions O;
    O.File = File;
    O.AutoDetectCompilationDatabase = false;
    O.ShowCompilerDiagnostics = false;
    O.CompilerArgs = std::move(Args);
    DiagnosticList Diags;
    auto Kernels = discoverKernels(O, "", Diags);
    if (!Kernels)
      return "no parse: " + (Diags.items().empty() ? "" : Diags.items().front().Message);
    std::string Out;
    for (const KernelInfo &K : *Kernels) {
      Out += K.QualifiedName + ":" + std::to_string(K.Where.Line);
      for (const auto &P : K.Params)
        Out += " " + P.Type + "/" + std::to_string(static_cast<int>(P.Access)) + "/" +
               std::to_string(P.Uncertainties.size());
      Out += "\n";
    }
    return Out;
  }
};

constexpr const char *HalfKernel = R"(
#include <cuda_fp16.h>
#include <cuda_runtime.h>
template <typename T> __device__ T twice(T v) { return v + v; }
__global__ void halve(__half *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __float2half(twice(in[i]) * 0.25f + __shfl_sync(~0u, in[i], 0));
}
__global__ void tally(const int *in, unsigned *bins) { atomicAdd(&bins[in[threadIdx.x]], 1u); }
)";

TEST_F(PreludeCacheTest, AParseReadsThePreludeItBuiltAndFindsWhatAPlainParseFinds) {
  std::string File = write("half.cu", HalfKernel);
  ::setenv("LIMITER_PRELUDE_CACHE", "off", 1);
  std::string Plain = kernels(File);
  EXPECT_TRUE(preludes().empty()) << "off keeps none";
  ::unsetenv("LIMITER_PRELUDE_CACHE");
  ASSERT_NE(Plain.find("halve:5 __half */"), std::string::npos) << Plain;
  ASSERT_NE(Plain.find("tally:9 "), std::string::npos) << Plain;
  EXPECT_EQ(kernels(File), Plain) << "the parse that builds it";
  ASSERT_EQ(preludes().size(), 1u);
  auto Built = fs::last_write_time(preludes().front());
  EXPECT_EQ(kernels(File), Plain) << "the parse that reads it";
  EXPECT_EQ(preludes().size(), 1u) << "read, not built again";
  EXPECT_GE(fs::last_write_time(preludes().front()), Built);
  EXPECT_EQ(kernels(File, {"-DANOTHER=1"}), Plain);
  EXPECT_EQ(preludes().size(), 2u) << "one a command line";
}

TEST_F(PreludeCacheTest, APreludeClangCannotReadIsDiscardedAndTheParseSucceedsWithout) {
  std::string File = write("half.cu", HalfKernel);
  std::string Plain = kernels(File);
  ASSERT_EQ(preludes().size(), 1u);
  fs::path Prelude = preludes().front();
  { // What a prelude built by another clang, or cut short, reads as.
    std::ofstream Out(Prelude, std::ios::binary | std::ios::trunc);
    Out << "CPCH this is not a precompiled header";
  }
  EXPECT_EQ(kernels(File), Plain);
  EXPECT_FALSE(fs::exists(Prelude)) << "discarded, for the next parse to build again";
  EXPECT_EQ(kernels(File), Plain);
  EXPECT_TRUE(fs::exists(Prelude));
  EXPECT_GT(fs::file_size(Prelude), 1u << 20);
}

TEST_F(PreludeCacheTest, AFileThatDoesNotCompileFailsAsItDoesWithout) {
  std::string File = write("bad.cu", "__global__ void k(float *p) { p[0] = undeclared; }\n");
  std::string WithPrelude = kernels(File);
  ::setenv("LIMITER_PRELUDE_CACHE", "off", 1);
  EXPECT_EQ(kernels(File), WithPrelude);
  EXPECT_NE(WithPrelude.find("does not compile"), std::string::npos) << WithPrelude;
}

TEST_F(PreludeCacheTest, ACacheThatCannotBeWrittenIsNotUsed) {
  std::string File = write("half.cu", HalfKernel);
  ::setenv("LIMITER_PRELUDE_CACHE", "off", 1);
  std::string Plain = kernels(File);
  ::unsetenv("LIMITER_PRELUDE_CACHE");
  std::ofstream(Cache) << "a file where the cache's directory would be";
  EXPECT_EQ(kernels(File), Plain);
  EXPECT_TRUE(fs::is_regular_file(Cache));
}

TEST_F(PreludeCacheTest, TheCacheKeepsTheMostRecentlyUsedPreludes) {
  fs::create_directories(Cache / "preludes");
  auto Old = fs::file_time_type::clock::now() - std::chrono::hours(1);
  for (int I = 0; I < 30; ++I) {
    fs::path P = Cache / "preludes" / ("prelude-old" + std::to_string(I) + ".pch");
    std::ofstream(P) << "old";
    fs::last_write_time(P, Old + std::chrono::seconds(I));
  }
  kernels(write("half.cu", HalfKernel));
  std::vector<fs::path> Kept = preludes();
  EXPECT_EQ(Kept.size(), 24u);
  for (int I = 0; I < 7; ++I)
    EXPECT_FALSE(fs::exists(Cache / "preludes" / ("prelude-old" + std::to_string(I) + ".pch")));
  EXPECT_TRUE(fs::exists(Cache / "preludes" / "prelude-old29.pch"));
}

} // namespace
} // namespace limiter
