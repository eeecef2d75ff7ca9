// The manifest of a generated bundle, from what the parse and the rewrite made: the kernel and
// its instantiations, each variant with its edits and compiled counts, the structural loads,
// every access, the checks and the diagnostics (support's Manifest type, written by toJson).

#ifndef LIMITER_REWRITERS_BUNDLE_BUNDLEMANIFEST_H
#define LIMITER_REWRITERS_BUNDLE_BUNDLEMANIFEST_H

#include "limiter/support/Manifest.h"
#include "limiter/support/PtxStats.h"
#include "variants/ParsedKernel.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace limiter {

/// The manifest but for its repairs, sources, experiment and inputs.
Manifest manifestOf(const Parsed &P, const std::vector<std::string> &NvccFlags,
                    const std::map<VariantKind, InstructionCounts> &Counts,
                    const std::vector<ManifestCheck> &Checks, const std::string &GpuArch);

/// The manifest's record of the files the parse read, for the bundle's freshness check: each
/// file's path relative to the bundle (Final) and its content's hash, under the inputs' Key.
ManifestInputs inputsOf(const Parsed &P, const std::filesystem::path &Final,
                        const std::string &Key);

} // namespace limiter

#endif
