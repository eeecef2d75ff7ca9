// The fingerprint of a bundle request, and the check of a bundle's manifest against its inputs.

#include "limiter/support/BundleInputs.h"

#include "limiter/support/Files.h"
#include "limiter/support/Manifest.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace limiter {

std::string requestKey(const BundleRequest &R) {
  std::string Error;
  std::optional<std::string> Source = readFile(R.File, Error);
  if (!Source)
    return {};
  // Fields separated by a byte that none of them holds. The file goes in by its contents, not
  // its path, so that a bundle carried to another machine with the sources stays current.
  std::string All = R.Kernel + '\0' + R.ConfigText + '\0' + R.GpuArch + '\0' +
                    R.CompileCommandsDir + '\0' + R.LimiterVersion + '\0' + contentHash(*Source);
  for (const std::string &A : R.CompilerArgs)
    All += '\0' + A;
  return contentHash(All);
}

bool bundleIsCurrent(const std::string &BundleDir, const std::string &Key, std::string &Why) {
  std::string Error;
  std::optional<std::string> Text =
      readFile((fs::path(BundleDir) / "manifest.json").string(), Error, MaxInputBytes);
  if (!Text) {
    Why = "no bundle in " + BundleDir;
    return false;
  }
  std::optional<Manifest> M = manifestFromJson(*Text, Error);
  if (!M) {
    Why = "the manifest of " + BundleDir + " " + Error;
    return false;
  }
  if (!M->Inputs || Key.empty() || M->Inputs->Key != Key) {
    Why = "the bundle in " + BundleDir + " was generated from other inputs or options";
    return false;
  }
  for (const ManifestInputFile &F : M->Inputs->Files) {
    // Paths are relative to the bundle, so that the sources and bundles can move together.
    std::string Path = (fs::path(BundleDir) / F.Path).lexically_normal().string();
    std::optional<std::string> Now = readFile(Path, Error);
    if (!Now || contentHash(*Now) != F.Hash) {
      Why = Path + " changed since the bundle was generated";
      return false;
    }
  }
  return true;
}

} // namespace limiter
