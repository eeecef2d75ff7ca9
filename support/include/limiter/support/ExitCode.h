// The process exit codes of the `limiter` command.

#ifndef LIMITER_SUPPORT_EXITCODE_H
#define LIMITER_SUPPORT_EXITCODE_H

namespace limiter {

/// Process exit codes of the `limiter` command, documented in docs/diagnostics.md.
enum class ExitCode : int {
  Ok = 0,
  InternalError = 1, ///< A bug in limiter; please report it.
  Usage = 2,         ///< The command line itself is wrong.
  BadInput = 3,      ///< Missing file, no kernel, unknown kernel, bad configuration.
  SourceError = 4,   ///< The input source does not compile.
  BuildFailure = 5,  ///< nvcc failed on a generated experiment bundle.
  Environment = 6,   ///< The CUDA toolkit or clang's CUDA headers are missing.
  NoGpu = 7,         ///< The stage needs a GPU and none is visible.
  VariantFault = 8,  ///< A variant faulted or timed out on the GPU.
};

constexpr int toInt(ExitCode Code) { return static_cast<int>(Code); }

} // namespace limiter

#endif
