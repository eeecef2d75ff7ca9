// Where generate writes a bundle: into a temporary directory beside its place, moved into
// place whole once it is complete, so that no reader ever sees half a bundle.

#ifndef LIMITER_REWRITERS_BUNDLE_BUNDLEDIRECTORY_H
#define LIMITER_REWRITERS_BUNDLE_BUNDLEDIRECTORY_H

#include "bundle/BundleSources.h"
#include "limiter/support/Diagnostic.h"

#include <filesystem>
#include <optional>
#include <string>

namespace limiter {

/// The bundle's temporary directory beside Final (".NAME.tmp-PID"), empty, once what a killed
/// generate of Final left is gone; nullopt (LIM error in Diags) when it cannot be made.
std::optional<std::filesystem::path> makeTempDirectory(const std::filesystem::path &Final,
                                                       DiagnosticList &Diags);

/// Writes the copies of the project's files and variants.cu into Temp; false with Error.
bool writeSources(const BundleSources &Copies, const std::filesystem::path &Temp,
                  std::string &Error);

/// Moves Temp into place as Final, replacing an older bundle only once the new one is whole.
/// Two generates of one bundle (two commands at once, say) each swap theirs in whole under a
/// lock on the directory that holds it; the last one stays.
bool placeDirectory(const std::filesystem::path &Temp, const std::filesystem::path &Final,
                    std::string &Error);

} // namespace limiter

#endif
