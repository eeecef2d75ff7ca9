#ifndef LIMITER_REWRITERS_COMPILEDCHECKS_H
#define LIMITER_REWRITERS_COMPILEDCHECKS_H

#include "ParsedKernel.h"
#include "limiter/rewriters/Generate.h"
#include "limiter/rewriters/Variants.h"
#include "limiter/support/Diagnostic.h"
#include "limiter/support/PtxStats.h"

#include <map>
#include <nlohmann/json.hpp>
#include <string>

namespace limiter {

/// The name of the check that mem-only makes full's global accesses.
inline constexpr const char *MemAccessesCheck = "mem-global-accesses-equal-full";

/// Whether the check named Name passed (a check not in Checks did not fail).
bool checkPassed(const nlohmann::ordered_json &Checks, const std::string &Name);

/// The fidelity checks of a compiled bundle (its PTX), with the counts of each variant of the
/// counted instantiation, whole and by line, and the check that every entry is in the module.
nlohmann::ordered_json checkCompiled(const Parsed &P, const GenerateOptions &Options,
                                     const std::string &Ptx,
                                     std::map<VariantKind, InstructionCounts> &Counts,
                                     std::map<VariantKind, LineCounts> &Lines);

/// A variant whose compiled code still fails a check about it (after mem-only's second build)
/// is conservative: LIM112 says which check, and the check's detail what it found and where.
void holdVariantsToTheirChecks(Parsed &P, const nlohmann::ordered_json &Checks,
                               DiagnosticList &Diags);

/// The places the second build's mem-only changed (of those asked for).
MemOnlyRepairs repairedIn(const Parsed &P);

/// The manifest's record of mem-only's repairs: {kept_stores, rolled_loops} of {file, line}.
nlohmann::ordered_json repairsJson(const MemOnlyRepairs &R);

} // namespace limiter

#endif
