#ifndef LIMITER_RUNTIME_INJECT_MEASUREMENT_H
#define LIMITER_RUNTIME_INJECT_MEASUREMENT_H

// One measured launch inside the program (liblimiter_inject.so): the variants of the bundle's
// module run with the launch's arguments, device memory restored from a CUPTI checkpoint.

#include "limiter/runtime/Profile.h"

#include <cuda.h>
#include <cupti.h>

#include <array>
#include <functional>
#include <map>
#include <string>

namespace limiter {

/// A launch as the program made it.
struct Launch {
  CUfunction Function = nullptr;
  const CUlaunchConfig *Config = nullptr; ///< cuLaunchKernelEx's; null for cuLaunchKernel.
  std::array<unsigned, 3> Grid{1, 1, 1}, Block{1, 1, 1};
  unsigned Shared = 0;
  CUstream Stream = nullptr;
  void **Params = nullptr;
  void **Extra = nullptr;
  bool Cooperative = false; ///< cuLaunchCooperativeKernel's: the variants launch so too.
};

/// The bundle's modules (its own, the compile-flag what-ifs'), each loaded once per context,
/// by context and cubin.
using ModuleCache = std::map<std::pair<CUcontext, std::string>, CUmodule>;

/// Measures the variants of Target at launch L (it synchronizes the context, loads the bundle's
/// module into Modules, copies the program's variables, saves and restores device memory)
/// into Out; Out.Problem says why it could not. In the
/// plan's probe run each variant is launched once instead, InFlight told which.
/// Told the variant about to be launched in a probe run, and "" once it finished.
using InFlightHook = std::function<void(const std::string &Variant)>;

void measureLaunch(const ProfilePlan &Plan, ModuleCache &Modules, const Launch &L,
                   const ProfileTarget &Target, ProfiledLaunch &Out, const InFlightHook &InFlight);

/// The driver's and CUPTI's names of an error.
std::string errorText(CUresult R);
std::string cuptiText(CUptiResult R);

} // namespace limiter

#endif
