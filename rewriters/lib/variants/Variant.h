// What the variant code shares: the name of the flag parameter and the variant kinds.

#ifndef LIMITER_REWRITERS_VARIANTS_VARIANT_H
#define LIMITER_REWRITERS_VARIANTS_VARIANT_H

#include "limiter/rewriters/Variants.h"

#include <array>
#include <string_view>

namespace limiter {

/// The name of the parameter the math-only, store-only and skeleton variants add; it is 0 at
/// run time and the compiler cannot know it.
inline constexpr std::string_view FlagParam = "lim_flag";

inline constexpr std::array<VariantKind, 5> AllVariants = {VariantKind::Full, VariantKind::Mem,
                                                           VariantKind::Store, VariantKind::Math,
                                                           VariantKind::Skeleton};

/// The what-ifs the rewriter writes (one rule each), built after the twins.
inline constexpr std::array<VariantKind, 15> WhatIfVariants = {
    VariantKind::NoBarrier, VariantKind::NoBankConflict,  VariantKind::NoDivergence,
    VariantKind::Coalesced, VariantKind::ReadOnly,        VariantKind::Streaming,
    VariantKind::Wider,     VariantKind::SharedOccupancy, VariantKind::FloatLiterals,
    VariantKind::BlockSize, VariantKind::FastMath,        VariantKind::Intrinsics,
    VariantKind::Ftz,       VariantKind::ApproxDiv,       VariantKind::ApproxSqrt};

/// Every variant a bundle can hold: the twins, then the what-ifs.
inline constexpr std::array<VariantKind, 20> EveryVariant = {VariantKind::Full,
                                                             VariantKind::Mem,
                                                             VariantKind::Store,
                                                             VariantKind::Math,
                                                             VariantKind::Skeleton,
                                                             VariantKind::NoBarrier,
                                                             VariantKind::NoBankConflict,
                                                             VariantKind::NoDivergence,
                                                             VariantKind::Coalesced,
                                                             VariantKind::ReadOnly,
                                                             VariantKind::Streaming,
                                                             VariantKind::Wider,
                                                             VariantKind::SharedOccupancy,
                                                             VariantKind::FloatLiterals,
                                                             VariantKind::BlockSize,
                                                             VariantKind::FastMath,
                                                             VariantKind::Intrinsics,
                                                             VariantKind::Ftz,
                                                             VariantKind::ApproxDiv,
                                                             VariantKind::ApproxSqrt};

} // namespace limiter

#endif
