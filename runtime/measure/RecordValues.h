// A struct passed by value, from the config: which of the config's values each of the struct's
// fields takes (RecordValues.cpp), and the bytes a scalar value has as its type holds it.
#ifndef LIMITER_RUNTIME_MEASURE_RECORDVALUES_H
#define LIMITER_RUNTIME_MEASURE_RECORDVALUES_H

#include "limiter/support/Diagnostic.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Manifest.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// A scalar's bytes as a parameter or field of Kind ("float", "int", "half"...) and Size holds
/// it; none where the kind cannot hold a config's number or the value lies outside its range.
std::optional<std::vector<std::uint8_t>> scalarBytes(const std::string &Kind, unsigned Size,
                                                     double Value);

/// The bits of V in a binary floating-point format of ExpBits exponent and MantBits fraction
/// bits (binary16: 5, 10; bfloat16: 8, 7), rounded to nearest even from the double itself
/// (through a float first, a value would round twice).
std::uint16_t narrowFloatBits(double V, int ExpBits, int MantBits);

/// One field of a struct and the config's value for it.
struct FieldValue {
  const ManifestField *Field = nullptr;
  const ParamSpec *Given = nullptr;
};

/// Each of Layout's fields with the value Given (the parameter's table or array) gives it:
/// members by name (nested structs by nested tables, arrays by arrays) or in declaration
/// order. A member the config does not name, a name the struct does not have or an array of
/// the wrong length is LIM3xx at the config's place. Layout's members are each a member path
/// and none opaque (the launch plan's recordGivable says so first).
std::optional<std::vector<FieldValue>> matchFields(const ManifestParamLayout &Layout,
                                                   const ParamSpec &Given, DiagnosticList &Diags);

} // namespace limiter

#endif
