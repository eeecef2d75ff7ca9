// The compile-flag what-ifs of a bundle (fast math, flush-to-zero, approximate division and
// square root): each is full's text under a guard of its own, compiled in a module of its own
// with other nvcc flags. Generate compiles each once to decide whether the flags change any
// of full's instructions (not applicable where they do not) and to check what it kept.

#ifndef LIMITER_REWRITERS_BUNDLE_FLAGWHATIFS_H
#define LIMITER_REWRITERS_BUNDLE_FLAGWHATIFS_H

#include "limiter/rewriters/Generate.h"
#include "limiter/support/Manifest.h"
#include "limiter/support/PtxCounts.h"
#include "variants/ParsedKernel.h"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// variants.cu in Dir compiled to PTX by nvcc (in Dir: its include paths are relative to it)
/// with Flags, into PtxName there; its text, or nullopt with nvcc's output in Output.
std::optional<std::string> compileBundleToPtx(const GenerateOptions &Options,
                                              const std::filesystem::path &Dir,
                                              const std::vector<std::string> &Flags,
                                              const std::string &PtxName, std::string &Output);

/// The compile-flag what-ifs of P whose mode the project's own nvcc flags (NvccFlags) set
/// already become absent, "not applicable", saying so (costRemovedByProjectFlags): there is
/// nothing for them to remove, whether the bundle is compiled here or not.
void dropWhatIfsTheProjectFlagsMade(Parsed &P, const std::vector<std::string> &NvccFlags);

/// The what-ifs of P decided on the bundle's compiled code (FullPtx) once it is built:
/// - a rewrite what-if whose code is full's, opcode for opcode (nvcc already reads through the
///   read-only path, say), becomes absent, "not applicable", with its counts and checks
///   dropped: timing it would measure nothing;
/// - each compile-flag what-if is compiled from variants.cu in Dir under its flags (NvccFlags,
///   the guard's -D, the what-if's own) and is absent, "not applicable", where full's
///   instructions come out the same (or differ only by flushes that cost nothing); else its
///   counts go into Counts and the checks of what it kept into Checks. Its module's PTX is not
///   kept (the runtime compiles the module for the GPU at hand).
void decideWhatIfsOnCompiledCode(const GenerateOptions &Options,
                                 const std::filesystem::path &Dir,
                                 const std::vector<std::string> &NvccFlags,
                                 const std::string &FullPtx, Parsed &P,
                                 std::map<VariantKind, InstructionCounts> &Counts,
                                 std::vector<ManifestCheck> &Checks);

} // namespace limiter

#endif
