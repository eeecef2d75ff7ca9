// Parses with the real CUDA toolkit and clang's CUDA headers: the start-up checks, flags after
// `--`, compilation databases (nvcc commands included) and the errors of each.

#include "ast/Memory.h"
#include "limiter/rewriters/CompilerArgs.h"
#include "limiter/rewriters/CudaEnvironment.h"
#include "limiter/rewriters/CudaParser.h"
#include "limiter/rewriters/KernelDiscovery.h"
#include "limiter/support/Files.h"
#include "model/KernelModel.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

class CudaParserTest : public ::testing::Test {
protected:
  fs::path Dir;

  void SetUp() override {
    Dir = fs::temp_directory_path() /
          ("limiter-parser-" + std::to_string(::getpid()) + "-" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(Dir);
  }
  void TearDown() override { fs::remove_all(Dir); }

  std::string write(const std::string &Name, const std::string &Text) {
    fs::path P = Dir / Name;
    fs::create_directories(P.parent_path());
    std::string Error;
    EXPECT_TRUE(writeFileAtomically(P.string(), Text, Error)) << Error;
    return P.string();
  }

  ParseOptions options(const std::string &File) {
    ParseOptions O;
    O.File = File;
    O.AutoDetectCompilationDatabase = false;
    O.ShowCompilerDiagnostics = false;
    return O;
  }

  static bool hasError(const DiagnosticList &Diags, DiagId Id) {
    for (const Diagnostic &D : Diags.items())
      if (D.Id == Id && D.Level == Severity::Error)
        return true;
    return false;
  }
};

constexpr const char *RealHeaderKernel = R"(
#include <cuda_fp16.h>
#include <cuda_runtime.h>
__global__ void halve(__half *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __float2half(in[i] * 0.5f);
}
)";

TEST_F(CudaParserTest, FindsTheCudaInstallation) {
  DiagnosticList Diags;
  std::optional<CudaEnvironment> Env = findCudaEnvironment("", "", Diags);
  ASSERT_TRUE(Env) << (Diags.items().empty() ? "" : Diags.items()[0].Message);
  EXPECT_TRUE(fs::exists(fs::path(Env->CudaPath) / "include/cuda_runtime.h"));
  EXPECT_TRUE(fs::exists(fs::path(Env->ResourceDir) / "include/__clang_cuda_runtime_wrapper.h"));
}

TEST_F(CudaParserTest, ParsesTheRealCudaRuntimeHeader) {
  DiagnosticList Diags;
  auto Kernels = discoverKernels(options(write("real.cu", RealHeaderKernel)), "", Diags);
  ASSERT_TRUE(Kernels) << Diags.items().front().Message;
  ASSERT_EQ(Kernels->size(), 1u);
  EXPECT_EQ((*Kernels)[0].Params[0].Type, "__half *");
  EXPECT_EQ((*Kernels)[0].Params[0].Access, MemoryAccess::Write);
  EXPECT_EQ((*Kernels)[0].Params[1].Access, MemoryAccess::Read);
}

TEST_F(CudaParserTest, ParsesCubAndCooperativeGroupsFromCccl) {
  std::string File = write("cub.cu", R"(
#include <cooperative_groups.h>
#include <cub/block/block_reduce.cuh>
namespace cg = cooperative_groups;
template <int Threads>
__global__ void blockSum(const int *in, int *out) {
  using Reduce = cub::BlockReduce<int, Threads>;
  __shared__ typename Reduce::TempStorage storage;
  auto block = cg::this_thread_block();
  int v = in[block.thread_rank() + blockIdx.x * Threads];
  int total = Reduce(storage).Sum(v);
  if (block.thread_rank() == 0) atomicAdd(out, total);
}
template __global__ void blockSum<128>(const int *, int *);
)");
  DiagnosticList Diags;
  auto Kernels = discoverKernels(options(File), "", Diags);
  ASSERT_TRUE(Kernels) << "CUDA 13 keeps CUB in include/cccl, which nvcc adds implicitly";
  ASSERT_EQ(Kernels->size(), 1u);
  EXPECT_EQ((*Kernels)[0].Instantiations, std::vector<std::string>{"<128>"});
  EXPECT_EQ((*Kernels)[0].Params[0].Access, MemoryAccess::Read);
  EXPECT_EQ((*Kernels)[0].Params[1].Access, MemoryAccess::ReadWrite);
}

TEST_F(CudaParserTest, KernelLaunchesInHostCodeParse) {
  // Instantiations come from launches; the device-side parse must accept `<<<...>>>`.
  std::string File =
      write("launch.cu", "#include <cuda_runtime.h>\n"
                         "template <int N> __global__ void k(float *p) { p[N] = 1; }\n"
                         "void host(float *p, cudaStream_t s) {\n"
                         "  k<16><<<1, 32, 0, s>>>(p);\n  k<32><<<1, 32>>>(p);\n}\n");
  DiagnosticList Diags;
  auto Kernels = discoverKernels(options(File), "", Diags);
  ASSERT_TRUE(Kernels) << (Diags.items().empty() ? "" : Diags.items()[0].Message);
  std::vector<std::string> Expected = {"<16>", "<32>"};
  EXPECT_EQ((*Kernels)[0].Instantiations, Expected);
}

TEST_F(CudaParserTest, IncludeAndDefineFlagsAfterDoubleDash) {
  write("include/tile.h", "#pragma once\nconstexpr int Tile = TILE;\n");
  std::string File = write("k.cu", "#include \"tile.h\"\n__global__ void k(float *p) { "
                                   "p[threadIdx.x % Tile] = 0; }\n");
  DiagnosticList Without;
  EXPECT_FALSE(discoverKernels(options(File), "", Without));
  EXPECT_TRUE(hasError(Without, DiagId::SourceDoesNotCompile));

  ParseOptions O = options(File);
  O.CompilerArgs = {"-I" + (Dir / "include").string(), "-DTILE=32", "-std=c++17"};
  DiagnosticList Diags;
  auto Kernels = discoverKernels(O, "", Diags);
  ASSERT_TRUE(Kernels);
  EXPECT_EQ((*Kernels)[0].Name, "k");
}

TEST_F(CudaParserTest, CompilationDatabaseWithNvccCommand) {
  write("include/tile.h", "#pragma once\nconstexpr int Tile = TILE;\n");
  std::string File = write("src/k.cu", "#include <cuda_runtime.h>\n#include \"tile.h\"\n"
                                       "__global__ void k(float *p) { p[Tile] = 1; }\n");
  std::string Command = "/usr/local/cuda/bin/nvcc -forward-unknown-to-host-compiler -DTILE=8 -I" +
                        (Dir / "include").string() +
                        " -O3 --generate-code=arch=compute_90,code=[compute_90,sm_90] "
                        "-Xcompiler=-fPIC --expt-relaxed-constexpr -std=c++17 -x cu -c " +
                        File + " -o k.o";
  write("build/compile_commands.json", "[{\"directory\": \"" + (Dir / "build").string() +
                                           "\", \"command\": \"" + Command + "\", \"file\": \"" +
                                           File + "\"}]");
  ParseOptions O = options(File);
  O.CompileCommandsDir = (Dir / "build").string();
  DiagnosticList Diags;
  auto Kernels = discoverKernels(O, "", Diags);
  ASSERT_TRUE(Kernels) << (Diags.items().empty() ? "" : Diags.items().back().Message);
  EXPECT_EQ((*Kernels)[0].Params[0].Access, MemoryAccess::Write);
  for (const Diagnostic &D : Diags.items())
    ADD_FAILURE() << "unexpected diagnostic: " << D.Message;
}

TEST_F(CudaParserTest, UnknownNvccFlagIsDroppedWithAWarning) {
  std::string File = write("k.cu", "__global__ void k(float *p) { p[0] = 1; }\n");
  write("build/compile_commands.json",
        "[{\"directory\": \"/\", \"command\": \"nvcc --future-flag=3 -c " + File +
            "\", \"file\": \"" + File + "\"}]");
  ParseOptions O = options(File);
  O.CompileCommandsDir = (Dir / "build").string();
  DiagnosticList Diags;
  ASSERT_TRUE(discoverKernels(O, "", Diags));
  ASSERT_EQ(Diags.items().size(), 1u);
  EXPECT_EQ(Diags.items()[0].Id, DiagId::NvccFlagIgnored);
  EXPECT_EQ(Diags.items()[0].Level, Severity::Warning);
  EXPECT_NE(Diags.items()[0].Message.find("--future-flag=3"), std::string::npos);
  EXPECT_EQ(Diags.exitCode(), ExitCode::Ok);
}

TEST_F(CudaParserTest, DeviceDebugFlagIsSaidToBeLeftOut) {
  std::string File = write("k.cu", "__global__ void k(float *p) { p[0] = 1; }\n");
  write("build/compile_commands.json",
        "[{\"directory\": \"/\", \"command\": \"nvcc -G -Xptxas -dlcm=ca -c " + File +
            "\", \"file\": \"" + File + "\"}]");
  ParseOptions O = options(File);
  O.CompileCommandsDir = (Dir / "build").string();
  DiagnosticList Diags;
  std::vector<std::string> DeviceFlags;
  ASSERT_TRUE(parseCudaFile(
      O, [](clang::ASTContext &) {}, Diags, nullptr, nullptr, &DeviceFlags));
  EXPECT_EQ(DeviceFlags, std::vector<std::string>{"-Xptxas=-dlcm=ca"});
  ASSERT_EQ(Diags.items().size(), 1u);
  EXPECT_EQ(Diags.items()[0].Id, DiagId::NvccFlagIgnored);
  EXPECT_EQ(Diags.items()[0].Level, Severity::Warning);
  EXPECT_NE(Diags.items()[0].Message.find("for debugging ('-G')"), std::string::npos)
      << Diags.items()[0].Message;
  EXPECT_EQ(Diags.exitCode(), ExitCode::Ok);
}

TEST_F(CudaParserTest, CompilationDatabaseMissing) {
  ParseOptions O = options(write("k.cu", "__global__ void k() {}\n"));
  O.CompileCommandsDir = (Dir / "nowhere").string();
  DiagnosticList Diags;
  EXPECT_FALSE(discoverKernels(O, "", Diags));
  EXPECT_TRUE(hasError(Diags, DiagId::CompilationDatabase));
  EXPECT_EQ(Diags.exitCode(), ExitCode::BadInput);
}

TEST_F(CudaParserTest, CompilationDatabaseWithoutTheFileBorrowsFlagsAndSaysSo) {
  std::string File = write("src/k.cu", "__global__ void k(float *p) { p[BORROWED_INDEX] = 0; }\n");
  std::string Other = (Dir / "src/other.cu").string();
  write("build/compile_commands.json",
        "[{\"directory\": \"/\", \"command\": \"clang++ -DBORROWED_INDEX=3 -c " + Other +
            "\", \"file\": \"" + Other + "\"}]");
  ParseOptions O = options(File);
  O.CompileCommandsDir = (Dir / "build").string();
  DiagnosticList Diags;
  auto Kernels = discoverKernels(O, "", Diags);
  ASSERT_TRUE(Kernels) << "the borrowed -DBORROWED_INDEX=3 makes it compile";
  ASSERT_EQ(Diags.items().size(), 1u);
  EXPECT_EQ(Diags.items()[0].Id, DiagId::CompilationDatabase);
  EXPECT_EQ(Diags.items()[0].Level, Severity::Warning);
  EXPECT_NE(Diags.items()[0].Message.find("other.cu"), std::string::npos)
      << Diags.items()[0].Message;
}

TEST_F(CudaParserTest, UnreadableFile) {
  DiagnosticList Diags;
  EXPECT_FALSE(discoverKernels(options((Dir / "missing.cu").string()), "", Diags));
  EXPECT_TRUE(hasError(Diags, DiagId::InputUnreadable));
  EXPECT_EQ(Diags.exitCode(), ExitCode::BadInput);
}

TEST_F(CudaParserTest, DirectoryIsUnreadable) {
  DiagnosticList Diags;
  EXPECT_FALSE(discoverKernels(options(Dir.string()), "", Diags));
  EXPECT_TRUE(hasError(Diags, DiagId::InputUnreadable));
}

TEST_F(CudaParserTest, SourceThatDoesNotCompile) {
  DiagnosticList Diags;
  bool Called = false;
  EXPECT_FALSE(parseCudaFile(
      options(write("bad.cu", "__global__ void k() { nope(); }\n")),
      [&](clang::ASTContext &) { Called = true; }, Diags));
  EXPECT_FALSE(Called);
  EXPECT_TRUE(hasError(Diags, DiagId::SourceDoesNotCompile));
  EXPECT_EQ(Diags.exitCode(), ExitCode::SourceError);
}

// What nvcc accepts and clang's CUDA mode rejects: each repaired for the parse, with a
// LIM015 warning at its line, and the source the rules read is the user's text again.
constexpr const char *NvccOnlySpellings = R"(struct Counter {
  int n;
  __device__ Counter() : n(0) {}
};
__device__ unsigned long long stamp() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
  return t;
}
__device__ void publish(unsigned *p, unsigned v) {
  asm volatile("st.relaxed.gpu.global.u32 [%1], %0;" ::"r"(v) "l"(p) : "memory");
}
__global__ void k(unsigned *out) {
  __shared__ Counter counter;
  counter.n = (int)stamp();
  publish(out, counter.n);
}
)";

TEST_F(CudaParserTest, RepairsWhatNvccAcceptsAndKeepsTheSourceText) {
  std::string File = write("nvcc_only.cu", NvccOnlySpellings);
  DiagnosticList Diags;
  std::string Seen;
  bool Shared = false;
  ASSERT_TRUE(parseCudaFile(
      options(File),
      [&](clang::ASTContext &Ctx) {
        const clang::SourceManager &SM = Ctx.getSourceManager();
        Seen = SM.getBufferData(SM.getMainFileID()).str();
        for (const clang::Decl *D : Ctx.getTranslationUnitDecl()->decls())
          if (const auto *F = llvm::dyn_cast<clang::FunctionDecl>(D);
              F && F->getName() == "k" && F->hasBody())
            for (const clang::Stmt *S : llvm::cast<clang::CompoundStmt>(F->getBody())->body())
              if (const auto *DS = llvm::dyn_cast<clang::DeclStmt>(S))
                if (const auto *V = llvm::dyn_cast<clang::VarDecl>(DS->getSingleDecl()))
                  Shared = isSharedVariable(V);
      },
      Diags));
  EXPECT_EQ(Seen, NvccOnlySpellings);
  EXPECT_TRUE(Shared) << "the repaired declaration is still shared memory to the model";
  std::vector<unsigned> Lines;
  for (const Diagnostic &D : Diags.items())
    if (D.Id == DiagId::ParseRepaired) {
      EXPECT_EQ(D.Level, Severity::Warning);
      EXPECT_EQ(D.Where.File, File);
      Lines.push_back(D.Where.Line);
    }
  std::sort(Lines.begin(), Lines.end());
  EXPECT_EQ(Lines, (std::vector<unsigned>{7, 11, 14}));
}

TEST_F(CudaParserTest, AnErrorNoRepairFixesIsStillAnError) {
  // An `expected ')'` outside asm operands, next to a repairable one: nothing is repaired.
  std::string File = write("mixed.cu", std::string(NvccOnlySpellings) +
                                           "__global__ void broken(int *p) { p[0] = (1; }\n");
  DiagnosticList Diags;
  bool Called = false;
  EXPECT_FALSE(parseCudaFile(
      options(File), [&](clang::ASTContext &) { Called = true; }, Diags));
  EXPECT_FALSE(Called);
  EXPECT_TRUE(hasError(Diags, DiagId::SourceDoesNotCompile));
  for (const Diagnostic &D : Diags.items())
    EXPECT_NE(D.Id, DiagId::ParseRepaired);
}

TEST_F(CudaParserTest, AProjectThatNeedsNvccDefinedIsParsedWithIt) {
  // Without __NVCC__ this header defines __device__ away, and the kernel calls a host
  // function: nvcc never sees that. The parse defines it on a second try, and says so with the
  // first error of the parse without it.
  std::string File =
      write("nvcc_guard.cu", "#if !defined(__NVCC__)\n#define __device__\n#define __host__\n"
                             "#endif\n"
                             "__host__ __device__ float twice(float x);\n"
                             "__global__ void k(float *p) { p[0] = twice(p[0]); }\n"
                             "__host__ __device__ float twice(float x) { return 2.0f * x; }\n");
  DiagnosticList Diags;
  bool Called = false;
  ASSERT_TRUE(parseCudaFile(
      options(File), [&](clang::ASTContext &) { Called = true; }, Diags));
  EXPECT_TRUE(Called);
  ASSERT_EQ(Diags.items().size(), 1u);
  EXPECT_EQ(Diags.items()[0].Id, DiagId::ParseRepaired);
  EXPECT_NE(Diags.items()[0].Message.find("only with __NVCC__ defined"), std::string::npos);
  EXPECT_NE(Diags.items()[0].Message.find("twice"), std::string::npos) << Diags.items()[0].Message;
}

TEST_F(CudaParserTest, NvccsGenericAtomicsAreTheirLoadsStoresAndUpdates) {
  DiagnosticList Diags;
  auto Kernels = discoverKernels(
      options(write("nv_atomics.cu",
                    "__global__ void k(const unsigned *in, unsigned *out, unsigned *total) {\n"
                    "  unsigned v = __nv_atomic_load_n(in, __NV_ATOMIC_RELAXED);\n"
                    "  __nv_atomic_store_n(out, v, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);\n"
                    "  __nv_atomic_fetch_add(total, v, __NV_ATOMIC_RELAXED);\n"
                    "}\n")),
      "", Diags);
  ASSERT_TRUE(Kernels) << (Diags.items().empty() ? "" : Diags.items()[0].Message);
  ASSERT_EQ(Kernels->size(), 1u);
  EXPECT_EQ((*Kernels)[0].Params[0].Access, MemoryAccess::Read);
  EXPECT_EQ((*Kernels)[0].Params[1].Access, MemoryAccess::Write);
  EXPECT_EQ((*Kernels)[0].Params[2].Access, MemoryAccess::ReadWrite);
}

TEST_F(CudaParserTest, NoKernel) {
  DiagnosticList Diags;
  EXPECT_FALSE(
      discoverKernels(options(write("none.cu", "__device__ int f() { return 1; }\n")), "", Diags));
  EXPECT_TRUE(hasError(Diags, DiagId::NoKernelInFile));
}

TEST_F(CudaParserTest, KernelNotFoundSuggestsNearestNames) {
  std::string File = write("two.cu", "__global__ void fwd_3D() {}\n__global__ void bwd_3D() {}\n"
                                     "__global__ void unrelated_reduce() {}\n");
  DiagnosticList Diags;
  EXPECT_FALSE(discoverKernels(options(File), "fwd3d", Diags));
  ASSERT_TRUE(hasError(Diags, DiagId::KernelNotFound));
  const std::string &Hint = Diags.items().back().Hint;
  EXPECT_NE(Hint.find("'fwd_3D'"), std::string::npos) << Hint;
  EXPECT_EQ(Hint.find("unrelated_reduce"), std::string::npos) << Hint;
}

TEST_F(CudaParserTest, SelectsOneKernel) {
  std::string File = write("two.cu", "namespace n { __global__ void a() {} }\n"
                                     "__global__ void b() {}\n");
  DiagnosticList Diags;
  auto ByName = discoverKernels(options(File), "a", Diags);
  ASSERT_TRUE(ByName);
  ASSERT_EQ(ByName->size(), 1u);
  EXPECT_EQ((*ByName)[0].QualifiedName, "n::a");
  auto ByQualified = discoverKernels(options(File), "n::a", Diags);
  ASSERT_TRUE(ByQualified);
  EXPECT_EQ(ByQualified->size(), 1u);
}

TEST_F(CudaParserTest, ExplicitCudaPathWithoutHeaders) {
  ParseOptions O = options(write("k.cu", "__global__ void k() {}\n"));
  O.CudaPath = Dir.string();
  DiagnosticList Diags;
  EXPECT_FALSE(discoverKernels(O, "", Diags));
  EXPECT_TRUE(hasError(Diags, DiagId::CudaInstallationMissing));
  EXPECT_EQ(Diags.exitCode(), ExitCode::Environment);
}

TEST_F(CudaParserTest, ResourceDirWithoutWrapperHeaders) {
  ParseOptions O = options(write("k.cu", "__global__ void k() {}\n"));
  O.ResourceDir = Dir.string();
  DiagnosticList Diags;
  EXPECT_FALSE(discoverKernels(O, "", Diags));
  EXPECT_TRUE(hasError(Diags, DiagId::ClangCudaHeadersMissing));
  EXPECT_EQ(Diags.exitCode(), ExitCode::Environment);
}

TEST_F(CudaParserTest, CommandLineIsDeviceSideWithOneArchitecture) {
  CudaEnvironment Env{"/cuda", "/res", "test"};
  std::vector<std::string> Out = adjustCommandLine(
      {"nvcc", "-arch=sm_80", "-gencode", "arch=compute_86,code=sm_86", "-c", "k.cu"}, {"-DX=1"},
      Env);
  auto Has = [&](const std::string &A) {
    return std::find(Out.begin(), Out.end(), A) != Out.end();
  };
  EXPECT_TRUE(Has("--cuda-device-only"));
  EXPECT_TRUE(Has("-Wno-unknown-cuda-version"));
  EXPECT_TRUE(Has("--cuda-path=/cuda"));
  EXPECT_TRUE(Has("--cuda-gpu-arch=sm_80"));
  EXPECT_FALSE(Has("--cuda-gpu-arch=sm_86"));
  EXPECT_TRUE(Has("-DX=1"));
  EXPECT_EQ(Out.front(), "clang++");
}

// The nvcc flags that change only the device code leave the parse's command line and come back
// for the bundle's nvcc: the compile command's first, then the user's extra arguments, which
// nvcc reads last and so over the command's.
TEST_F(CudaParserTest, DeviceCodeFlagsLeaveTheParseForTheBundlesNvcc) {
  CudaEnvironment Env{"/cuda", "/res", "test"};
  std::vector<std::string> Dropped, Device;
  std::vector<std::string> Out =
      adjustCommandLine({"nvcc", "--use_fast_math", "-maxrregcount", "64", "-c", "k.cu"},
                        {"-ftz=false", "-I."}, Env, &Dropped, &Device);
  EXPECT_EQ(Device, (std::vector<std::string>{"-use_fast_math", "-maxrregcount=64", "-ftz=false"}));
  for (const std::string &A : Out)
    EXPECT_TRUE(A.find("fast_math") == std::string::npos && A.find("ftz") == std::string::npos &&
                A.find("maxrregcount") == std::string::npos)
        << A;
  EXPECT_TRUE(Dropped.empty());
}

} // namespace
} // namespace limiter
