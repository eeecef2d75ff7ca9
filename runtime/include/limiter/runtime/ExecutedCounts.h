// Executed counts from Nsight Compute: the metrics asked for, the reading of ncu's CSV by
// variant, and where ncu is.

#ifndef LIMITER_RUNTIME_EXECUTEDCOUNTS_H
#define LIMITER_RUNTIME_EXECUTEDCOUNTS_H

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// Nsight Compute metrics and the executed count each adds to ("global_ld", "fp32", ...; see
/// VariantRow::Executed).
const std::vector<std::pair<const char *, const char *>> &executedCountMetrics();

/// The metrics as ncu's --metrics list.
std::string executedCountMetricList();

/// Counts by variant ("full", "mem", ...) from the CSV that `ncu --csv --print-units base`
/// prints for the variants' launches; rows of other kernels and malformed rows are skipped.
std::map<std::string, std::map<std::string, double>> parseNcuCounts(const std::string &Csv);

/// ncu: Explicit when given, else on PATH, else in the usual installation directories; empty
/// when none is found.
std::string findNcu(const std::string &Explicit);

} // namespace limiter

#endif
