// The floating-point modes of a bundle and its compile-flag what-ifs' flags (DeviceMathFlags.h).

#include "bundle/DeviceMathFlags.h"

#include "limiter/support/WhatIfs.h"

#include <optional>
#include <string_view>

namespace limiter {
namespace {

/// "true"/"false" of a flag spelled "-name=value" or "--name=value" with Name "name"; nullopt
/// for another flag. nvcc's values are true and false (any other is an error to it).
std::optional<bool> valueOf(std::string_view Flag, std::string_view Name) {
  while (Flag.starts_with('-'))
    Flag.remove_prefix(1);
  if (!Flag.starts_with(Name) || Flag.size() <= Name.size() || Flag[Name.size()] != '=')
    return std::nullopt;
  return Flag.substr(Name.size() + 1) == "true";
}

bool isFastMath(std::string_view Flag) {
  return Flag == "-use_fast_math" || Flag == "--use_fast_math";
}

/// Whether Flag sets one of the floating-point modes.
bool setsMode(std::string_view Flag) {
  return isFastMath(Flag) || valueOf(Flag, "ftz") || valueOf(Flag, "prec-div") ||
         valueOf(Flag, "prec-sqrt") || valueOf(Flag, "fmad");
}

std::string spelled(std::string_view Name, bool Value) {
  return "-" + std::string(Name) + "=" + (Value ? "true" : "false");
}

} // namespace

DeviceMath deviceMathOf(const std::vector<std::string> &Flags) {
  DeviceMath M;
  std::optional<bool> Ftz, PrecDiv, PrecSqrt, Fmad;
  for (const std::string &F : Flags) {
    if (isFastMath(F)) {
      M.FastFunctions = M.Given = true;
    } else if (auto V = valueOf(F, "ftz")) {
      Ftz = V;
    } else if (auto V = valueOf(F, "prec-div")) {
      PrecDiv = V;
    } else if (auto V = valueOf(F, "prec-sqrt")) {
      PrecSqrt = V;
    } else if (auto V = valueOf(F, "fmad")) {
      Fmad = V;
    } else {
      continue;
    }
    M.Given = true;
  }
  M.Ftz = Ftz.value_or(M.FastFunctions);
  M.PrecDiv = PrecDiv.value_or(!M.FastFunctions);
  M.PrecSqrt = PrecSqrt.value_or(!M.FastFunctions);
  M.Fmad = Fmad.value_or(true);
  return M;
}

std::vector<std::string> whatIfModuleFlags(VariantKind Kind,
                                           const std::vector<std::string> &NvccFlags) {
  const WhatIfInfo *Info = whatIfInfo(std::string(toString(Kind)));
  if (!Info || Info->ModuleFlags.empty())
    return {};
  const DeviceMath M = deviceMathOf(NvccFlags);
  if (!M.Given)
    return Info->ModuleFlags;
  switch (Kind) {
  case VariantKind::FastMath: // Every mode fast, as -use_fast_math alone makes them.
    return {"-use_fast_math", "-ftz=true", "-prec-div=false", "-prec-sqrt=false", "-fmad=true"};
  case VariantKind::Intrinsics: // The functions fast, the project's other modes kept.
    return {"-use_fast_math", spelled("ftz", M.Ftz), spelled("prec-div", M.PrecDiv),
            spelled("prec-sqrt", M.PrecSqrt), spelled("fmad", M.Fmad)};
  default: // One explicit mode, which wins over the project's -use_fast_math as it is last.
    return Info->ModuleFlags;
  }
}

std::string costRemovedByProjectFlags(VariantKind Kind, const std::vector<std::string> &NvccFlags) {
  const DeviceMath M = deviceMathOf(NvccFlags);
  std::string Given;
  for (const std::string &F : NvccFlags)
    if (setsMode(F))
      Given += (Given.empty() ? "" : " ") + F;
  auto Already = [&](const std::string &What) {
    return "the project compiles the kernel with " + What + " already (" + Given + ")";
  };
  switch (Kind) {
  case VariantKind::FastMath:
    return M.FastFunctions && M.Ftz && !M.PrecDiv && !M.PrecSqrt && M.Fmad
               ? Already("every fast mode of -use_fast_math")
               : "";
  case VariantKind::Intrinsics:
    return M.FastFunctions ? Already("the intrinsics for the math functions") : "";
  case VariantKind::Ftz:
    return M.Ftz ? Already("denormals flushed") : "";
  case VariantKind::ApproxDiv:
    return !M.PrecDiv ? Already("approximate division") : "";
  case VariantKind::ApproxSqrt:
    return !M.PrecSqrt ? Already("approximate square root") : "";
  default:
    return "";
  }
}

} // namespace limiter
