// The bundle's module (variants.cu compiled by nvcc into a cubin for the device), plain or
// built with -maxrregcount, and where it is kept.

#ifndef LIMITER_RUNTIME_MODULEBUILD_H
#define LIMITER_RUNTIME_MODULEBUILD_H

#include "limiter/support/Diagnostic.h"

#include <string>
#include <vector>

namespace limiter {

/// The bundle's module for a GPU of compute capability Major.Minor; with MaxRegisters > 0, the
/// one built with -maxrregcount.
std::string bundleCubinPath(const std::string &BundleDir, int Major, int Minor,
                            int MaxRegisters = 0);

/// Compiles the bundle's variants.cu with nvcc (NvccFlags, the manifest's; relocatable code
/// linked with the device runtime) into bundleCubinPath once; the cubin stays in the bundle.
/// The plain module's failure is LIM013; the capped one's only a warning.
bool buildBundleModule(const std::string &BundleDir, const std::vector<std::string> &NvccFlags,
                       const std::string &Nvcc, int Major, int Minor, int MaxRegisters,
                       DiagnosticList &Diags);

} // namespace limiter

#endif
