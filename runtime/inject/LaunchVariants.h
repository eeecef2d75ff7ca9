#ifndef LIMITER_RUNTIME_INJECT_LAUNCHVARIANTS_H
#define LIMITER_RUNTIME_INJECT_LAUNCHVARIANTS_H

// The variants of one measured launch in the program: their functions in the bundle's module,
// padded to the full kernel's blocks per multiprocessor at the launch's block and shared
// memory, and the program's __constant__ and __device__ variables copied into that module.

#include "inject/Measurement.h"

#include <functional>
#include <string>
#include <vector>

namespace limiter {

/// The module a variant's function is in, loaded (with the program's variables copied), by
/// the variant's name; nullptr when it cannot be.
using ModuleOfVariant = std::function<CUmodule(const std::string &Variant)>;

/// One row of Out.Variants and one of Functions per variant of T (a null function where the
/// variant is skipped or not in its module), each with its registers and the padding that
/// brings it to the full kernel's blocks per SM; false with Out.Problem when the full kernel
/// cannot run this launch.
bool loadVariants(const ProfilePlan &Plan, const Launch &L, const ProfileTarget &T,
                  const ModuleOfVariant &ModuleOf, ProfiledLaunch &Out,
                  std::vector<CUfunction> &Functions);

/// The program's variables copied into Module (built from Cubin): every variable of the
/// module that the program's module (or library) has by the same name and size; false with
/// Problem.
bool copyGlobals(const std::string &Cubin, const Launch &L, CUmodule Module, std::string &Problem);

} // namespace limiter

#endif
