// Generating an experiment bundle (variants.cu, variants.ptx, manifest.json): its options, the
// check of an experiment config against its kernel, and the nvcc flags taken from a parse.

#ifndef LIMITER_REWRITERS_GENERATE_H
#define LIMITER_REWRITERS_GENERATE_H

#include "limiter/rewriters/KernelInfo.h"
#include "limiter/rewriters/ParseOptions.h"
#include "limiter/rewriters/Variants.h"
#include "limiter/support/Diagnostic.h"
#include "limiter/support/ExperimentConfig.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

struct GenerateOptions {
  ParseOptions Parse;
  std::string Kernel;    ///< Empty: the file's only kernel.
  std::string OutputDir; ///< Empty: "<file stem>.<kernel>.limiter" beside the current directory.
  /// Compile the bundle with nvcc (-ptx) before it is kept, and count its instructions.
  bool CompileCheck = true;
  std::string Nvcc = "nvcc";
  std::string GpuArch = "sm_90";
  /// The experiment config, checked against the kernel and copied into the bundle.
  std::optional<ExperimentConfig> Config;
  /// Called on the finished bundle's manifest.json (its path, in the staging directory) before
  /// the bundle takes its place: false, with its diagnostics, and nothing is written (`limiter
  /// generate` plans the config's launch on it as `limiter run` will).
  std::function<bool(const std::string &ManifestPath, DiagnosticList &Diags)> CheckBundle;
  /// The request's fingerprint (requestKey), recorded in the manifest with the hashes of the
  /// files the parse read, so that `limiter analyze` can reuse a bundle that is still current.
  std::string InputsKey;
  /// Where the variants are held to full's code. Empty: a first build, which, when a compiled
  /// mem-only or store-only fails its check, asks for a second with the repairs its lines call
  /// for (kept where the second fails fewer checks).
  RepairsByVariant Repairs;
};

/// Checks a config against the kernel it names: every parameter given, none unknown, buffers
/// for pointers and numbers for values, template arguments that the source instantiates.
/// Errors LIM303, LIM306, LIM307, LIM308 at the config's lines.
bool checkConfigAgainstKernel(const ExperimentConfig &Config, const KernelInfo &Kernel,
                              DiagnosticList &Diags);

struct GeneratedBundle {
  std::string Directory;
  std::string KernelName;
  std::vector<std::string> VariantLines; ///< One per variant: "mem  ok  K__mem".
};

/// Writes an experiment bundle: variants.cu (the source with the five variants of the kernel
/// and their helpers), variants.ptx when compiled, and manifest.json. The bundle appears whole
/// or not at all: it is built in a temporary directory and renamed into place.
std::optional<GeneratedBundle> generateBundle(const GenerateOptions &Options,
                                              DiagnosticList &Diags);

/// The compile flags of a parse that nvcc needs too: -I, -isystem, -D, -U, -include, -std=
/// (relative include paths made absolute).
std::vector<std::string> nvccFlagsFrom(const std::vector<std::string> &ClangCommandLine);

} // namespace limiter

#endif
