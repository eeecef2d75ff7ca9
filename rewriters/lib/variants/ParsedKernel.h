// The parse half of `limiter generate`: what the parse hands over before its AST goes away, and
// parseKernel, which makes it.

#ifndef LIMITER_REWRITERS_PARSEDKERNEL_H
#define LIMITER_REWRITERS_PARSEDKERNEL_H

#include "ast/InlinedAccessors.h"
#include "limiter/rewriters/KernelInfo.h"
#include "limiter/rewriters/ParseOptions.h"
#include "limiter/rewriters/Variants.h"
#include "limiter/support/Diagnostic.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace limiter {

/// What the parse hands over before its AST goes away.
struct Parsed {
  KernelInfo Kernel;
  VariantSet Variants;
  std::string SourcePath; ///< The translation unit, absolute.
  std::string KernelFile; ///< The file that defines the kernel, absolute.
  /// The text the parse saw of the main file and of every file that gets clones, by path.
  std::map<std::string, std::string> Texts;
  /// The user files the parse read (the main file and its non-system headers), absolute.
  std::set<std::string> InputFiles;
  /// The names of the variables with static storage the project's files define: loads from
  /// other module-scope symbols are the libraries' tables (PtxStats).
  std::set<std::string> ProjectVariables = {};
  /// The compile command's nvcc flags that change the device code and not the parse
  /// (-use_fast_math, -ftz=true, ...): the bundle is compiled with them.
  std::vector<std::string> NvccDeviceFlags;
  /// The calls of accessors' operators the next parse writes out (InlinedAccessors.h).
  std::vector<AccessorCall> AccessorCalls = {};
};

/// Parses Parse's translation unit and builds the variants of Kernel (the only one, when it
/// is empty) with Repairs, again on the texts with the macro calls expanded that kept a rule
/// from applying (MacroTexts.h). Parse gets those texts; CommandLine the clang command line of
/// the last parse. Errors (the file does not compile, no or no such kernel) go to Diags.
std::optional<Parsed> parseKernel(ParseOptions &Parse, const std::string &Kernel,
                                  const RepairsByVariant &Repairs, DiagnosticList &Diags,
                                  std::vector<std::string> &CommandLine);

} // namespace limiter

#endif
