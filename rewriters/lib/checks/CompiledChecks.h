// The checks of a compiled bundle: the fidelity checks on the counted instantiation's PTX, the
// variants a failed check makes conservative, and the repairable checks and their repairs.

#ifndef LIMITER_REWRITERS_COMPILEDCHECKS_H
#define LIMITER_REWRITERS_COMPILEDCHECKS_H

#include "limiter/rewriters/Variants.h"
#include "limiter/support/Diagnostic.h"
#include "limiter/support/Manifest.h"
#include "limiter/support/PtxStats.h"
#include "variants/ParsedKernel.h"

#include <map>
#include <set>
#include <string>

namespace limiter {

/// The name of the check that mem-only makes full's global accesses.
inline constexpr const char *MemAccessesCheck = "mem-global-accesses-equal-full";
/// The name of the check that store-only makes full's global stores and atomics.
inline constexpr const char *StoreWritesCheck = "store-only-global-stores-equal-full";

/// Whether the check named Name passed (a check not in Checks did not fail).
bool checkPassed(const std::vector<ManifestCheck> &Checks, const std::string &Name);

/// The fidelity checks of a compiled bundle (its PTX), with the counts of each variant of the
/// counted instantiation (the config's TemplateArgs, else the first), whole and by line, and
/// the check that every entry is in the module. Repairs: those the build was made with.
std::vector<ManifestCheck> checkCompiled(const Parsed &P,
                                         const std::vector<std::string> &TemplateArgs,
                                         const RepairsByVariant &Repairs, const std::string &Ptx,
                                         std::map<VariantKind, InstructionCounts> &Counts,
                                         std::map<VariantKind, LineCounts> &Lines);

/// The entry in InModule (a compiled module's entries) of variant Kind of the instantiation
/// the counts are taken from (the config's, else the first); nullopt when it is not there.
std::optional<std::string> countedEntry(const Parsed &P,
                                        const std::vector<std::string> &TemplateArgs,
                                        VariantKind Kind, const std::vector<std::string> &InModule);

/// A variant whose compiled code still fails a check about it (after its second build)
/// is conservative: LIM112 says which check, and the check's detail what it found and where.

void holdVariantsToTheirChecks(Parsed &P, const std::vector<ManifestCheck> &Checks,
                               DiagnosticList &Diags);

/// The checks a second build can make pass, by the variant it repairs (mem-only, store-only).
const std::map<VariantKind, std::string> &repairableChecks();

/// The variants whose repairable check failed in Checks.
std::set<VariantKind> failedRepairable(const std::vector<ManifestCheck> &Checks);

/// The places a second build's variants changed (of those asked for), by variant.
RepairsByVariant repairedIn(const Parsed &P);

/// The manifest's record of the repairs, by variant ("mem", "store").
std::map<std::string, ManifestRepairs> repairsOf(const RepairsByVariant &Repairs);

} // namespace limiter

#endif
