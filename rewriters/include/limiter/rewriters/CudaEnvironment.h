// Where the CUDA headers, clang's CUDA wrapper headers and the host compiler's headers are, as
// found and checked for a device-side parse.

#ifndef LIMITER_REWRITERS_CUDAENVIRONMENT_H
#define LIMITER_REWRITERS_CUDAENVIRONMENT_H

#include "limiter/support/Diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// Where the CUDA headers and clang's CUDA wrapper headers are.
struct CudaEnvironment {
  std::string CudaPath;       ///< Holds include/cuda_runtime.h.
  std::string ResourceDir;    ///< Holds include/__clang_cuda_runtime_wrapper.h.
  std::string CudaPathOrigin; ///< How CudaPath was found, for messages ("CUDA_PATH", ...).
  /// Include directories nvcc adds on its own that clang does not: CUDA 13 keeps CUB, Thrust
  /// and libcu++ in include/cccl.
  std::vector<std::string> SystemIncludeDirs;
  /// The host compiler's own header directory (`g++ -print-file-name=include`), searched last:
  /// nvcc finds headers that only GCC ships there (omp.h, quadmath.h), clang does not.
  std::string HostCompilerIncludeDir;
  /// "13.0", from CUDA_VERSION in include/cuda.h; empty when it cannot be read.
  std::string Version;
};

/// Finds the CUDA installation and clang's resource directory and checks that the headers a
/// device-side parse needs are there. An explicit path (argument or CUDA_PATH) that lacks
/// the headers is an error rather than silently replaced by another installation.
/// Search order for CUDA: ExplicitCudaPath, $CUDA_PATH, $CUDA_HOME, the toolkit found when
/// limiter was configured, /usr/local/cuda, the installation holding `nvcc` on PATH.
std::optional<CudaEnvironment> findCudaEnvironment(const std::string &ExplicitCudaPath,
                                                   const std::string &ExplicitResourceDir,
                                                   DiagnosticList &Diags);

/// The resource directory compiled in at configure time.
std::string defaultResourceDir();

} // namespace limiter

#endif
