// The names of the variants and of their statuses (limiter/rewriters/Variants.h).

#include "limiter/rewriters/Variants.h"

namespace limiter {

std::string_view toString(VariantKind Kind) {
  switch (Kind) {
  case VariantKind::Full:
    return "full";
  case VariantKind::Mem:
    return "mem";
  case VariantKind::Store:
    return "store";
  case VariantKind::Math:
    return "math";
  case VariantKind::Skeleton:
    return "skeleton";
  case VariantKind::NoBarrier:
    return "nobarrier";
  }
  return "full";
}

bool isWhatIf(VariantKind Kind) { return Kind == VariantKind::NoBarrier; }

std::string variantTitle(VariantKind Kind) {
  switch (Kind) {
  case VariantKind::Full:
    return "full variant";
  case VariantKind::Skeleton:
    return "skeleton variant";
  case VariantKind::NoBarrier:
    return "no-barriers what-if";
  default:
    return std::string(toString(Kind)) + "-only variant";
  }
}

std::string whatIfCost(VariantKind Kind) {
  return Kind == VariantKind::NoBarrier ? "block barriers" : "";
}

bool takesFlag(VariantKind Kind) {
  return Kind == VariantKind::Math || Kind == VariantKind::Store || Kind == VariantKind::Skeleton;
}

std::string_view toString(VariantStatus Status) {
  switch (Status) {
  case VariantStatus::Ok:
    return "ok";
  case VariantStatus::Conservative:
    return "conservative";
  case VariantStatus::Absent:
    return "absent";
  }
  return "ok";
}

} // namespace limiter
