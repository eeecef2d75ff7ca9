// The sources a bundle carries so that it builds without the project: copies of the project's
// files with the variant clones, variants.cu, and nvcc flags that point into the copies.

#ifndef LIMITER_REWRITERS_BUNDLESOURCES_H
#define LIMITER_REWRITERS_BUNDLESOURCES_H

#include "limiter/rewriters/Variants.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace limiter {

/// What a bundle carries so that it builds where the project's files are not (a GPU node with
/// no copy of the sources): a copy of every project file the parse read, under src/ at its
/// place relative to the files' common directory (so that every relative #include still finds
/// its file), each starting with `#line 1 "ORIGINAL PATH"` so that diagnostics and the compiled
/// code's line table name the original files. The files that define the kernel and its helpers
/// get the variant clones after each original. variants.cu holds the support prelude and
/// includes the translation unit's copy; the include paths under the common directory point
/// into src/, relative to the bundle (nvcc runs in the bundle's directory).
struct BundleSources {
  std::string Root;                         ///< The files' common directory (absolute).
  std::map<std::string, std::string> Files; ///< Bundle-relative path ("src/...") -> text.
  std::string VariantsCu;                   ///< The text of variants.cu.
  std::string KernelFile;                   ///< Bundle-relative copy of the kernel's file.
  std::vector<std::string> NvccFlags;       ///< -I paths into src/ where they were under Root.
};

struct BundleSourcesInput {
  std::string MainFile;   ///< The translation unit (absolute).
  std::string KernelFile; ///< The file that defines the kernel (absolute).
  std::string KernelName; ///< Unqualified.
  std::string KernelQualifiedName;
  std::set<std::string> ProjectFiles; ///< Every non-system file the parse read (absolute).
  /// The text the parse saw of the main file and of each file that gets clones (the main
  /// file's may carry an appended explicit instantiation).
  std::map<std::string, std::string> ParsedTexts;
  const VariantSet *Variants = nullptr;
  std::vector<std::string> NvccFlags; ///< nvccFlagsFrom the parse: absolute include paths.
};

/// The bundle's sources; Error says which project file could not be read.
std::optional<BundleSources> composeBundleSources(const BundleSourcesInput &In, std::string &Error);

} // namespace limiter

#endif
