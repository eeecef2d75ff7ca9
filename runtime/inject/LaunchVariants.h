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

/// A module loaded from a cubin (with the program's variables copied), or nullptr.
using ModuleOfCubin = std::function<CUmodule(const std::string &Cubin)>;

/// The what-ifs made at the launch from full's function, appended to Out.Variants and
/// Functions where the plan selects them (ProfilePlan::Occupancy, PerThread): the occupancy
/// what-if (full from the module under the register cap that fits the most blocks) and its
/// curve (full padded below its own blocks per multiprocessor, capped above), and the
/// elements-per-thread what-if and its curve (full with fewer blocks in a grid-stride loop's
/// dimension, down to one resident wave). A cap whose module the plan lacks is asked for in
/// Out.WantedCaps; a what-if that does not apply says why in a row of status "absent".
void addMadeVariants(const ProfilePlan &Plan, const Launch &L, const ModuleOfCubin &ModuleAt,
                     ProfiledLaunch &Out, std::vector<CUfunction> &Functions);

/// The program's variables copied into Module (built from Cubin): every variable of the
/// module that the program's module (or library) has by the same name and size; false with
/// Problem.
bool copyGlobals(const std::string &Cubin, const Launch &L, CUmodule Module, std::string &Problem);

} // namespace limiter

#endif
