// Inputs that once crashed limiter or that nvcc accepts and clang's CUDA mode did not (issue
// 29): each ends in a verified bundle or a coded error, never in a signal.

#include "CliHelpers.h"
#include "limiter/support/ExitCode.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <regex>

namespace fs = std::filesystem;

namespace limiter {
namespace {

class HostileInputTest : public ::testing::Test {
protected:
  fs::path Dir;
  void SetUp() override {
    if (!LIMITER_TEST_HAVE_CLANG)
      GTEST_SKIP() << "built with LIMITER_WITH_CLANG=OFF: there is no rewriter to test";
    Dir = fs::temp_directory_path() /
          ("limiter-hostile-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(Dir);
  }
  void TearDown() override { fs::remove_all(Dir); }
  std::string write(const std::string &Name, const std::string &Text) {
    fs::path P = Dir / Name;
    std::ofstream(P) << Text;
    return P.string();
  }
  /// Generates File's kernel K and expects every variant ok and every check passed.
  void expectVerified(const std::string &File, const std::string &Kernel) {
    fs::path Out = Dir / ("bundle-" + Kernel);
    SubprocessResult R = limiter({"generate", File, "--kernel", Kernel, "-o", Out.string()},
                                 std::chrono::seconds(300));
    ASSERT_EQ(R.Signal, 0) << "limiter crashed on " << Kernel << "\n" << R.Stderr;
    ASSERT_EQ(R.ExitStatus, 0) << Kernel << "\n" << R.Stderr;
    std::ifstream In(Out / "manifest.json");
    nlohmann::json M = nlohmann::json::parse(In);
    for (const auto &V : M["variants"])
      if (!isWhatIf(V))
        EXPECT_EQ(V["status"], "ok") << Kernel << " " << V["variant"] << ": " << V["reasons"];
    for (const auto &C : M["checks"])
      if (!isWhatIfCheck(C))
        EXPECT_TRUE(C["passed"].get<bool>()) << Kernel << " " << C["check"] << ": " << C["detail"];
  }
};

TEST_F(HostileInputTest, StaticAssertAndBlockScopeDeclarationsGenerateVerifiedBundles) {
  // static_assert's message is an unevaluated string, an expression without a type: the
  // kernel model dereferenced that type and crashed (exit 139).
  std::string File = write("asserted.cu", R"(
__global__ void asserted(float *out, const float *in, int n) {
  constexpr int U = 4;
  static_assert(U <= 32, "too large");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * 2.0f;
}
namespace detail { __device__ inline float twice(float x) { return 2.0f * x; } }
__global__ void scoped(float *out, const float *in, int n) {
  namespace d = detail;
  using Real = float;
  typedef int Index;
  static constexpr Real Scale = 0.5f;
  static_assert(sizeof(Real) == 4);
  Index i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = d::twice(in[i]) * Scale;
}
)");
  expectVerified(File, "asserted");
  expectVerified(File, "scoped");
}

TEST_F(HostileInputTest, WhatNvccAcceptsAndClangRejectsByRuleIsParsed) {
  // The spellings of held-out projects that nvcc compiles with a warning at most: `register`,
  // narrowing in braces, isfinite and clock() in host code without their headers (nvcc's
  // implicit cuda_runtime.h brings them), cache-hinted stores of vector types.
  std::string File = write("lenient.cu", R"(
template <class T> bool allFinite(const T *v, int n) {
  for (int i = 0; i < n; ++i)
    if (!isfinite(v[i])) return false;
  return clock() >= 0;
}
__global__ void lenient(int4 *out, const int4 *in, float *f, int n) {
  register int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned short s = i;
  unsigned char bytes[2] = {s, s};
  double d = i;
  int whole[1] = {d * 2.0};
  if (i < n) {
    __stcs(out + i, in[i]);
    __stcg(f + i, f[i] + bytes[0] + whole[0]);
  }
}
bool check(const float *v) { return allFinite(v, 4); }
)");
  SubprocessResult R = limiter({"kernels", File});
  ASSERT_EQ(R.ExitStatus, 0) << R.Stderr;
  EXPECT_TRUE(std::regex_search(R.Stdout, std::regex(R"(out +write)"))) << R.Stdout;
  expectVerified(File, "lenient");
}

TEST_F(HostileInputTest, ADeeplyNestedExpressionIsACodedError) {
  // 30,000 parentheses: clang's recursive parser overflowed the stack (exit 139). The parse
  // now runs on a large stack, under crash recovery, and clang's bracket limit answers.
  std::string Deep = std::string(30000, '(') + "a[0]" + std::string(30000, ')');
  std::string File =
      write("deep.cu", "__global__ void deep(float *o, const float *a) { o[0] = " + Deep + "; }\n");
  const std::vector<std::vector<std::string>> Commands = {
      {"kernels", File}, {"generate", File, "-o", (Dir / "b").string()}};
  for (const std::vector<std::string> &Args : Commands) {
    const std::string &Command = Args.front();
    SubprocessResult R = limiter(Args);
    EXPECT_EQ(R.Signal, 0) << Command << " crashed\n" << R.Stderr.substr(0, 2000);
    EXPECT_NE(R.ExitStatus, 0) << Command;
    EXPECT_TRUE(std::regex_search(R.Stderr, std::regex(R"(\[LIM0(02|26)\])")))
        << Command << "\n" << R.Stderr.substr(R.Stderr.size() > 2000 ? R.Stderr.size() - 2000 : 0);
    EXPECT_NE(R.Stderr.find("deep.cu"), std::string::npos) << Command;
  }
  EXPECT_FALSE(fs::exists(Dir / "b"));
}

} // namespace
} // namespace limiter
