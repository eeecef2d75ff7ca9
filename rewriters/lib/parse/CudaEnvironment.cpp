// Finding the CUDA installation, clang's resource directory and the host compiler's headers,
// and checking that a device-side parse has the headers it needs.

#include "limiter/rewriters/CudaEnvironment.h"

#include "LimiterClangConfig.h"
#include "limiter/support/Subprocess.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

namespace fs = std::filesystem;

namespace limiter {
namespace {

constexpr const char *CudaProbeHeader = "include/cuda_runtime.h";
constexpr const char *WrapperProbeHeader = "include/__clang_cuda_runtime_wrapper.h";

bool hasFile(const std::string &Dir, const char *Relative) {
  std::error_code Ec;
  return !Dir.empty() && fs::is_regular_file(fs::path(Dir) / Relative, Ec);
}

std::string environmentValue(const char *Name) {
  const char *Value = std::getenv(Name);
  return Value ? Value : "";
}

/// /usr/local/cuda-13.0/bin/nvcc -> /usr/local/cuda-13.0
std::string installationOfNvcc() {
  std::string Nvcc = findOnPath("nvcc");
  if (Nvcc.empty())
    return {};
  std::error_code Ec;
  fs::path Real = fs::canonical(Nvcc, Ec);
  return Ec ? std::string() : Real.parent_path().parent_path().string();
}

/// "13.0" from `#define CUDA_VERSION 13000` in include/cuda.h.
std::string toolkitVersion(const std::string &CudaPath) {
  std::ifstream In(fs::path(CudaPath) / "include/cuda.h");
  std::string Line;
  while (std::getline(In, Line)) {
    std::istringstream Words(Line);
    std::string Hash, Name;
    long Number = 0;
    if (Words >> Hash >> Name >> Number && Hash == "#define" && Name == "CUDA_VERSION")
      return std::to_string(Number / 1000) + "." + std::to_string((Number % 1000) / 10);
  }
  return {};
}

/// The directory of headers that come with the host compiler nvcc runs (g++ on PATH), where
/// GCC keeps omp.h; empty when there is none.
std::string hostCompilerIncludeDir() {
  static const std::string Dir = [] {
    if (findOnPath("g++").empty())
      return std::string();
    SubprocessResult R =
        runSubprocess({"g++", "-print-file-name=include"}, {std::chrono::seconds(20), "", {}});
    std::string Out = R.Stdout.substr(0, R.Stdout.find_first_of("\r\n"));
    std::error_code Ec;
    return R.succeeded() && fs::path(Out).is_absolute() && fs::is_directory(Out, Ec)
               ? Out
               : std::string();
  }();
  return Dir;
}

struct Candidate {
  std::string Path;
  std::string Origin;
  bool Explicit;
};

} // namespace

std::string defaultResourceDir() { return LIMITER_CLANG_RESOURCE_DIR; }

std::optional<CudaEnvironment> findCudaEnvironment(const std::string &ExplicitCudaPath,
                                                   const std::string &ExplicitResourceDir,
                                                   DiagnosticList &Diags) {
  CudaEnvironment Env;
  std::vector<Candidate> Candidates = {
      {ExplicitCudaPath, "--cuda-path", true},
      {environmentValue("CUDA_PATH"), "CUDA_PATH", true},
      {environmentValue("CUDA_HOME"), "CUDA_HOME", false},
      {LIMITER_DEFAULT_CUDA_PATH, "the toolkit found at configure time", false},
      {"/usr/local/cuda", "/usr/local/cuda", false},
      {installationOfNvcc(), "nvcc on PATH", false},
  };
  for (const Candidate &C : Candidates) {
    if (C.Path.empty())
      continue;
    if (hasFile(C.Path, CudaProbeHeader)) {
      Env.CudaPath = C.Path;
      Env.CudaPathOrigin = C.Origin;
      break;
    }
    if (C.Explicit) {
      Diags.error(DiagId::CudaInstallationMissing, {},
                  "the CUDA installation given by " + C.Origin + " (" + C.Path + ") has no " +
                      CudaProbeHeader,
                  "point " + C.Origin +
                      " at the toolkit's root, the directory holding "
                      "bin/nvcc and include/cuda_runtime.h");
      return std::nullopt;
    }
  }
  if (Env.CudaPath.empty()) {
    Diags.error(DiagId::CudaInstallationMissing, {},
                "no CUDA installation was found (looked at CUDA_PATH, CUDA_HOME, "
                "/usr/local/cuda and nvcc on PATH)",
                "install the CUDA toolkit (https://developer.nvidia.com/cuda-downloads) or set "
                "CUDA_PATH to its root");
    return std::nullopt;
  }

  if (std::error_code Ec; fs::is_directory(fs::path(Env.CudaPath) / "include/cccl", Ec))
    Env.SystemIncludeDirs.push_back((fs::path(Env.CudaPath) / "include/cccl").string());

  Env.Version = toolkitVersion(Env.CudaPath);
  Env.HostCompilerIncludeDir = hostCompilerIncludeDir();

  Env.ResourceDir = ExplicitResourceDir.empty() ? defaultResourceDir() : ExplicitResourceDir;
  if (!hasFile(Env.ResourceDir, WrapperProbeHeader)) {
    std::string Package = "libclang-common-" + std::to_string(LIMITER_LLVM_MAJOR) + "-dev";
    Diags.error(DiagId::ClangCudaHeadersMissing, {},
                "clang's CUDA wrapper headers are missing: " + Env.ResourceDir + "/" +
                    WrapperProbeHeader + " does not exist",
                ExplicitResourceDir.empty()
                    ? "install them with `apt-get install " + Package +
                          "`, or pass --resource-dir with the output of `clang-" +
                          std::to_string(LIMITER_LLVM_MAJOR) + " -print-resource-dir`"
                    : "pass --resource-dir with the output of `clang-" +
                          std::to_string(LIMITER_LLVM_MAJOR) + " -print-resource-dir`");
    return std::nullopt;
  }
  return Env;
}

} // namespace limiter
