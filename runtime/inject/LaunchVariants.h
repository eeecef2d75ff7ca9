#ifndef LIMITER_RUNTIME_INJECT_LAUNCHVARIANTS_H
#define LIMITER_RUNTIME_INJECT_LAUNCHVARIANTS_H

// The variants of one measured launch in the program: their functions in the bundle's module,
// padded to the full kernel's blocks per multiprocessor at the launch's block and shared
// memory, and the program's __constant__ and __device__ variables copied into that module.

#include "inject/Measurement.h"

#include <string>
#include <vector>

namespace limiter {

/// One row of Out.Variants and one of Functions per variant of T (a null function where the
/// variant is skipped or not in the module), each with its registers and the padding that
/// brings it to the full kernel's blocks per SM; false with Out.Problem when the full kernel
/// cannot run this launch.
bool loadVariants(const ProfilePlan &Plan, const Launch &L, const ProfileTarget &T, CUmodule Module,
                  ProfiledLaunch &Out, std::vector<CUfunction> &Functions);

/// The program's variables copied into Module: every variable of the bundle's module that the
/// program's module (or library) has by the same name and size; false with Problem.
bool copyGlobals(const ProfilePlan &Plan, const Launch &L, CUmodule Module, std::string &Problem);

} // namespace limiter

#endif
