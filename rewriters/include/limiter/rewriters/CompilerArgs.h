// The translation of compiler arguments (nvcc's or clang's) into those of a clang device-side
// parse, and the choice of the one GPU architecture the parse compiles for.

#ifndef LIMITER_REWRITERS_COMPILERARGS_H
#define LIMITER_REWRITERS_COMPILERARGS_H

#include <string>
#include <string_view>
#include <vector>

namespace limiter {

struct TranslatedArgs {
  std::vector<std::string> Args;    ///< For clang, without the compiler itself.
  std::vector<std::string> Ignored; ///< nvcc flags with no meaning for a parse, dropped.
  std::vector<std::string> Unknown; ///< nvcc flags limiter does not know, dropped.
  /// nvcc flags that mean nothing to a parse but change the device code nvcc makes (its
  /// floating-point modes: -use_fast_math, -ftz=, -prec-div=, -prec-sqrt=, -fmad=; its
  /// register cap, -maxrregcount=; -restrict, -extra-device-vectorization; ptxas's options
  /// that change its code, -Xptxas=) or the source it accepts (-expt-relaxed-constexpr,
  /// -extended-lambda: clang's parse accepts both without), in nvcc's short spelling with a
  /// joined value ("-ftz=true"), in order: the bundle is compiled with them, so that every
  /// variant compiles, and is timed, as the project builds its kernel.
  std::vector<std::string> DeviceCode;
  /// nvcc flags that change the device code but that the bundle leaves out on purpose, as
  /// spelled: -G and ptxas's -g (device code for debugging; limiter times the optimised code a
  /// release build runs). The parse warns of each (LIM008).
  std::vector<std::string> LeftOut;
};

/// True for a compiler path naming nvcc ("/usr/local/cuda/bin/nvcc", "nvcc.exe").
bool isNvcc(std::string_view Compiler);

/// Translates compiler arguments (without the compiler) into clang's. With FromNvcc, every
/// argument is read as nvcc reads it and flags limiter does not know are dropped; otherwise the
/// arguments are clang's and only nvcc-only spellings (-arch=sm_90, -gencode, -Xcompiler, ...)
/// are translated or dropped, so that a user may pass either after `--`.
TranslatedArgs translateCompilerArgs(const std::vector<std::string> &Args, bool FromNvcc);

/// Keeps exactly one GPU architecture (DefaultArch where it is among those given, else the
/// first, else DefaultArch): a device-side parse is one compilation, and several
/// architectures would make several.
std::vector<std::string> keepOneGpuArch(const std::vector<std::string> &Args,
                                        std::string_view DefaultArch = "sm_90");

} // namespace limiter

#endif
