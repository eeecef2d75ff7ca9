// Finding the `__global__` kernels of a file's project files and describing each (KernelInfo),
// with LIM003 and LIM004 for a file without kernels or a kernel it does not define.

#ifndef LIMITER_REWRITERS_KERNELDISCOVERY_H
#define LIMITER_REWRITERS_KERNELDISCOVERY_H

#include "limiter/rewriters/KernelInfo.h"
#include "limiter/rewriters/ParseOptions.h"
#include "limiter/support/Diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace limiter {

/// Every `__global__` function defined in the project's files of Ctx (the main file and the
/// non-system files it includes), in translation-unit order, with its
/// template parameters, parameters and, for pointers, how the kernel uses their memory.
std::vector<KernelInfo> collectKernels(clang::ASTContext &Ctx);

/// The `__global__` definitions of the project's files, in order, with their descriptions.
std::vector<std::pair<const clang::FunctionDecl *, KernelInfo>>
collectKernelDecls(clang::ASTContext &Ctx);

/// Path as the user would write it: Given itself when Path is that file, else relative to the
/// working directory when under it, else absolute.
std::string displayPath(const std::string &Path, const std::string &Given);

/// LIM004 with the nearest names, for a kernel name the file does not define.
void reportKernelNotFound(const std::string &Name, const std::string &File,
                          const std::vector<KernelInfo> &Kernels, DiagnosticList &Diags);

/// Parses the file and lists its kernels. With OnlyKernel set, keeps that kernel (by name or
/// qualified name) and reports LIM004 with the nearest names when it is not there. A file
/// without kernels is LIM003.
std::optional<std::vector<KernelInfo>>
discoverKernels(const ParseOptions &Options, const std::string &OnlyKernel, DiagnosticList &Diags);

} // namespace limiter

#endif
