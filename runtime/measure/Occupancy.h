// The occupancy of a run's variants: each at the full kernel's blocks per multiprocessor
// (shared-memory padding, then a register-capped module where padding cannot take a variant
// there), and the occupancy what-if (full under the register cap that fits the most blocks).

#ifndef LIMITER_RUNTIME_MEASURE_OCCUPANCY_H
#define LIMITER_RUNTIME_MEASURE_OCCUPANCY_H

#include "measure/Session.h"

namespace limiter {

/// F's registers, static shared and local bytes, with its dynamic shared memory opened up to
/// what the device allows beside the static.
struct FunctionAttributes {
  int Registers = 0, StaticShared = 0, Local = 0;
};
FunctionAttributes attributesOpened(CUfunction F, const cudaDeviceProp &Prop);

/// Each loaded variant padded with dynamic shared memory to the full kernel's blocks per
/// multiprocessor, where it can be; its row says what it reached. A what-if that runs unpadded
/// (the shared-occupancy one) is launched at the blocks its own resources allow instead, or is
/// not applicable where that is no more than full's.
void padToFull(std::vector<Variant> &Variants, const LaunchPlan &Plan,
               const cudaDeviceProp &Prop);

/// The variants that need more registers than full's blocks per multiprocessor allow, taken
/// from a module compiled under -maxrregcount.
void capRegisters(const RunContext &Run, Session &S);

/// A variant made here from full (a what-if of its launch or build, or a curve's point): full's
/// function, launch and row, named Name and removing the cost of the what-if WhatIf, a point
/// of its curve where Name is not WhatIf itself, with none of full's counts, reasons or note
/// (they are not its own).
Variant fromFull(const Variant &Full, const std::string &Name, const std::string &WhatIf);

/// The full kernel of S where it is loaded and still active, else null.
const Variant *activeFull(const Session &S);

/// The what-if WhatIf made from full, not applicable for the reason Why: not launched.
Variant notApplicableFrom(const Variant &Full, const std::string &WhatIf, const std::string &Why);

/// The occupancy what-if, appended to the session's variants where --what-if selects it.
void addOccupancyWhatIf(const RunContext &Run, Session &S);

/// The points of the occupancy curve, appended where --what-if selects the occupancy what-if:
/// full at the blocks per multiprocessor occupancyCurveTargets gives between one and the
/// what-if's (its own where there is no what-if), padded with dynamic shared memory below its
/// own and compiled under a register cap above. A count no padding or cap reaches exactly is
/// left out.
void addOccupancyCurve(const RunContext &Run, Session &S);

/// The elements-per-thread what-if, where --what-if selects it: a grid-stride kernel (the
/// manifest's grid_stride) launched with one resident wave of blocks in its loop's dimension
/// (the multiprocessors times full's blocks per multiprocessor), each thread looping over more
/// elements; and its curve's points, the grid halved, quartered... down to that wave. Not
/// applicable, and said why, for a kernel that is no grid-stride loop or whose grid fits one
/// wave already (PerThread.cpp).
void addPerThreadWhatIf(const RunContext &Run, Session &S);

/// The block-size what-if, where --what-if selects it: a kernel whose work does not depend on
/// its block size (the manifest's block_split) launched with larger blocks along x and
/// proportionally fewer of them, at the factor that keeps the most threads resident
/// (blockSizeAim). Not applicable, and said why, for a kernel tied to its block size, or whose
/// blocks are not what holds its occupancy (BlockSize.cpp).
void addBlockSizeWhatIf(const RunContext &Run, Session &S);

} // namespace limiter

#endif
