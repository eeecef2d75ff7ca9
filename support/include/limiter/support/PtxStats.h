// Static counts of a PTX module's instructions by class, per entry and per source line, and
// of its unguarded global stores.

#ifndef LIMITER_SUPPORT_PTXSTATS_H
#define LIMITER_SUPPORT_PTXSTATS_H

#include "limiter/support/PtxCounts.h"

#include <map>
#include <set>
#include <string>
#include <string_view>

namespace limiter {

/// Counts per `.entry` of a PTX module; the bodies of `.func`s an entry calls are added to
/// it, once per call site.
/// ProjectVariables: the names of the project's own `__device__` variables (a load from one
/// of them is the kernel's); without them, no load is told apart as a table load.
std::map<std::string, InstructionCounts>
countPtxEntries(std::string_view Ptx, const std::set<std::string> *ProjectVariables = nullptr);

/// Counts of one entry by the source line its instructions come from: "FILE:LINE" of the last
/// `.loc` before them (PTX compiled with -lineinfo; "" before any); inlined code at its
/// outermost call site. An unrolled loop's copies
/// fall on its lines, so two kernels unrolled differently differ in counts per line but not in
/// which lines hold which kinds of instructions. Code whose own location is in a file named
/// NoLineFile (the bundle's variants.cu, where the variant support lives) counts on line 0, no
/// line of its own: the compiler moves loads into the inlined lim::fold it feeds (LineCounts).
/// With ProjectFiles (the project's files by absolute path), code counts instead at its
/// innermost location in one of them: a helper's code on the helper's own lines, where the
/// static analysis places its accesses; code with no such location on line 0.
std::map<std::string, LineCounts>
countPtxEntryLines(std::string_view Ptx, std::string_view NoLineFile = {},
                   const std::set<std::string> *ProjectVariables = nullptr,
                   const std::set<std::string> *ProjectFiles = nullptr);

/// The module's source files by their `.file` index ("1" -> "/src/main.cu"), to name the
/// "FILE:LINE" locations of countPtxEntryLines.
std::map<std::string, std::string> ptxFiles(std::string_view Ptx);

/// The global stores and atomics of an entry that may run when its last parameter (the
/// run-time flag of math-only, which always holds 0) is 0: with the flag 0, the values the
/// flag alone decides are known (the flag, its products, compares of those with constants,
/// logic and selects on such predicates; lim::never's `word(v) * flag == 1` is false), a branch
/// on such a predicate goes its one way and an instruction under one runs or not; a store is
/// counted where a run may still reach it and its predicate may hold. A store behind a bounds
/// check or a test of loaded data, or after the join of a guarded one, counts; statements of
/// one-line blocks are read one by one. Generic stores and atomics count where their address
/// comes from a pointer parameter and from no shared, local or constant address (the toolkit's
/// atomics on halves are generic; a library's synchronization on shared memory is not counted).
/// (Within the entry's own body; called functions are inlined in practice.) Returns the count, or
/// -1 when Entry is absent.
int countUnguardedGlobalStores(std::string_view Ptx, std::string_view Entry);

/// Instructions per `.entry` by their whole opcode, modifiers included ("div.rn.f32",
/// "ld.global.nc.v4.f32"), called `.func` bodies added once per call site: what tells two
/// compilations of one source apart where the classes of countPtxEntries agree.
std::map<std::string, std::map<std::string, unsigned>> countPtxOpcodes(std::string_view Ptx);

/// The bytes of static shared memory each `.entry` declares in its body and the bodies of the
/// functions it calls (its `__shared__` arrays; not the module's own `.shared` variables, nor
/// dynamic shared memory).
std::map<std::string, unsigned long long> countStaticSharedBytes(std::string_view Ptx);

/// The sum of the counts whose key starts with Prefix ("ld.global." for all global loads).
unsigned sumWithPrefix(const InstructionCounts &Counts, std::string_view Prefix);

} // namespace limiter

#endif
