// The floating-point modes a bundle is compiled in (the project's nvcc flags: -use_fast_math,
// -ftz=, -prec-div=, -prec-sqrt=, -fmad=) and, from them, the nvcc flags of each compile-flag
// what-if's module: the project's modes with the one the what-if removes made fast.

#ifndef LIMITER_REWRITERS_BUNDLE_DEVICEMATHFLAGS_H
#define LIMITER_REWRITERS_BUNDLE_DEVICEMATHFLAGS_H

#include "limiter/rewriters/Variants.h"

#include <string>
#include <vector>

namespace limiter {

/// The floating-point modes nvcc compiles device code in under Flags, as nvcc reads them:
/// -use_fast_math makes the math functions their intrinsics and implies -ftz=true
/// -prec-div=false -prec-sqrt=false -fmad=true; an explicit -ftz= (-prec-div=, ...) wins over
/// it in either order, and the last of two explicit ones wins.
struct DeviceMath {
  bool FastFunctions = false; ///< -use_fast_math: expf compiles as __expf
  bool Ftz = false;
  bool PrecDiv = true;
  bool PrecSqrt = true;
  bool Fmad = true;
  bool Given = false; ///< Whether Flags held any of the five.
};
DeviceMath deviceMathOf(const std::vector<std::string> &Flags);

/// The nvcc flags of the module of the compile-flag what-if Kind, after the bundle's own
/// (NvccFlags): where those set no floating-point mode, the what-if's fixed flags
/// (WhatIfInfo::ModuleFlags); else each mode spelled out, so that the project's other modes
/// stay as they are. Empty for any other variant.
std::vector<std::string> whatIfModuleFlags(VariantKind Kind,
                                           const std::vector<std::string> &NvccFlags);

/// Why the project's own flags (in NvccFlags) leave the compile-flag what-if Kind nothing to
/// remove ("the project compiles it with -use_fast_math already"); empty where they do not.
std::string costRemovedByProjectFlags(VariantKind Kind, const std::vector<std::string> &NvccFlags);

} // namespace limiter

#endif
