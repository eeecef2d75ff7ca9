// The device-side parse of one CUDA file with clang, and the command line it runs with.

#ifndef LIMITER_REWRITERS_CUDAPARSER_H
#define LIMITER_REWRITERS_CUDAPARSER_H

#include "limiter/rewriters/ParseOptions.h"
#include "limiter/support/Diagnostic.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace limiter {

struct CudaEnvironment;
struct MacroText;
using MacroTexts = std::map<std::pair<std::string, unsigned>, MacroText>;

/// Parses Options.File device-side (one GPU architecture, clang's CUDA headers, the user's
/// flags) and calls OnAST with the translation unit when it compiles without errors.
/// Errors (unreadable file, missing CUDA, a file that does not compile: clang's own messages
/// go to stderr) are added to Diags and OnAST is not called. Returns whether OnAST ran.
/// With UsedCommandLine, also returns the clang command line the parse used; with Macros, the
/// expansion of every macro call in the project's files (MacroTexts.h), filled by the time
/// OnAST runs; with NvccDeviceFlags, the nvcc flags of the compile command that change the
/// device code and not the parse (TranslatedArgs::DeviceCode), for the bundle's nvcc.
bool parseCudaFile(const ParseOptions &Options,
                   const std::function<void(clang::ASTContext &)> &OnAST, DiagnosticList &Diags,
                   std::vector<std::string> *UsedCommandLine = nullptr,
                   MacroTexts *Macros = nullptr,
                   std::vector<std::string> *NvccDeviceFlags = nullptr);

/// The clang command line for one compile command: translated from nvcc if need be, the
/// user's extra arguments appended, one GPU architecture, and the device-side parse flags.
/// DroppedNvccFlags gets the nvcc flags limiter does not know; NvccDeviceFlags those that
/// change only the device code (the compile command's, then the extra arguments');
/// LeftOutNvccFlags those that change it but that the bundle leaves out (-G, from either).
/// Exposed for tests.
std::vector<std::string> adjustCommandLine(const std::vector<std::string> &CommandLine,
                                           const std::vector<std::string> &ExtraArgs,
                                           const CudaEnvironment &Env,
                                           std::vector<std::string> *DroppedNvccFlags = nullptr,
                                           std::vector<std::string> *NvccDeviceFlags = nullptr,
                                           std::vector<std::string> *LeftOutNvccFlags = nullptr);

} // namespace limiter

#endif
