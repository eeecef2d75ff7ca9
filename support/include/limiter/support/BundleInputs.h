// What a bundle is generated from, and whether a bundle on disk is still current for it.

#ifndef LIMITER_SUPPORT_BUNDLEINPUTS_H
#define LIMITER_SUPPORT_BUNDLEINPUTS_H

#include <string>
#include <vector>

namespace limiter {

/// What a bundle is generated from. Two requests with the same key give the same bundle as
/// long as the files the parse read are unchanged (the manifest lists them with their hashes).
struct BundleRequest {
  std::string File;
  std::string Kernel;
  std::string ConfigText; ///< The config as read (ExperimentConfig::Text); empty: none.
  std::string GpuArch;
  std::string CompileCommandsDir;
  std::vector<std::string> CompilerArgs;
  std::string LimiterVersion;
};

/// The request's fingerprint; empty when the file cannot be read. The file counts by its
/// contents, not its path.
std::string requestKey(const BundleRequest &Request);

/// True when BundleDir holds a bundle whose manifest records Key and whose input files all
/// still have the recorded hashes; else false with Why ("no bundle", "kernels/x.cuh changed").
bool bundleIsCurrent(const std::string &BundleDir, const std::string &Key, std::string &Why);

} // namespace limiter

#endif
