// The bundle's module (variants.cu compiled by nvcc into a cubin for the device), plain or
// built with -maxrregcount, and where it is kept.

#ifndef LIMITER_RUNTIME_MODULEBUILD_H
#define LIMITER_RUNTIME_MODULEBUILD_H

#include "limiter/support/Diagnostic.h"

#include <string>
#include <vector>

namespace limiter {

/// Which of a bundle's modules: the plain one, the one built with -maxrregcount MaxRegisters
/// (> 0), or a compile-flag what-if's (WhatIf, built with the manifest's flags and Flags).
struct ModuleFlavour {
  int MaxRegisters = 0;
  std::string WhatIf;
  std::vector<std::string> Flags;
};

/// The bundle's module of Flavour for a GPU of compute capability Major.Minor
/// ("variants.sm_90.cubin", "variants.sm_90.maxreg40.cubin", "variants.sm_90.fastmath.cubin").
std::string bundleCubinPath(const std::string &BundleDir, int Major, int Minor,
                            const ModuleFlavour &Flavour = {});

/// The nvcc command that compiles the bundle's variants.cu (in its directory) into Output: the
/// manifest's flags (NvccFlags, the project's own -maxrregcount among them), then Flavour's
/// register cap, which nvcc reads over the project's as the last, then Flavour's flags.
std::vector<std::string> moduleBuildCommand(const std::vector<std::string> &NvccFlags,
                                            const std::string &Nvcc, int Major, int Minor,
                                            const ModuleFlavour &Flavour,
                                            const std::string &Output);

/// Compiles the bundle's variants.cu with nvcc (NvccFlags, the manifest's, and Flavour's;
/// relocatable code linked with the device runtime) into bundleCubinPath once; the cubin
/// stays in the bundle. The plain module's failure is LIM013; a capped or what-if one's only
/// a warning.
bool buildBundleModule(const std::string &BundleDir, const std::vector<std::string> &NvccFlags,
                       const std::string &Nvcc, int Major, int Minor,
                       const ModuleFlavour &Flavour, DiagnosticList &Diags);

} // namespace limiter

#endif
