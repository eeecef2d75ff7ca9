// Internal to the PTX counts: the scan of a module into its functions' counts, the source
// location each instruction counts at, and the class an instruction counts under.

#ifndef LIMITER_SUPPORT_LIB_PTXSCAN_H
#define LIMITER_SUPPORT_LIB_PTXSCAN_H

#include "limiter/support/PtxCounts.h"

#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace limiter::ptx {

/// The bits of a PTX type's name ("f32" -> 32, "b8" -> 8, "u64" -> 64), or 0 for anything else.
unsigned typeBits(std::string_view T);

/// S cut at every Sep: "ld.global.f32" -> {"ld", "global", "f32"}.
std::vector<std::string> split(std::string_view S, char Sep);

/// Adds an instruction to Counts under its class (see InstructionCounts). Table: a global load
/// from a library's table.
void countInstruction(const std::string &Opcode, InstructionCounts &Counts, bool Table = false);

struct Function {
  InstructionCounts Counts;
  std::map<std::string, unsigned> Opcodes; ///< By whole opcode ("div.rn.f32").
  std::map<std::string, InstructionCounts> Lines; ///< By "file:line" of the last `.loc`.
  std::vector<std::string> Calls;
  /// Bytes of the `.shared` variables declared in the body (a kernel's static `__shared__`
  /// arrays).
  unsigned long long SharedBytes = 0;
};

struct Module {
  std::map<std::string, Function> Functions;
  std::vector<std::string> Entries;
};

/// The functions of a module with their counts, whole and by source line, and its entries.
Module parseModule(std::string_view Ptx, std::string_view NoLineFile = {},
                   const std::set<std::string> *ProjectVariables = nullptr,
                   const std::set<std::string> *ProjectFiles = nullptr);

/// Visits Entry and, depth first, every function it calls (once per call site; a recursive
/// call once).
void forEachReached(const Module &M, const std::string &Entry,
                    const std::function<void(const Function &)> &Visit);

/// The source location each instruction of a function counts at, from its `.loc` directives.
class LocationTracker {
public:
  LocationTracker(std::string_view Ptx, std::string_view NoLineFile,
                  const std::set<std::string> *ProjectFiles);

  void startFunction() {
    Location.clear();
    CallSite.clear();
    Parent.clear();
  }

  const std::string &current() const { return Location; }

  /// Takes a `.loc` directive into account.
  void see(const std::string &Directive);

private:
  static std::string fileOf(const std::string &L) { return L.substr(0, L.find(':')); }

  bool UseProjectFiles;
  std::set<std::string> NoLineIndices, ProjectIndices;
  std::string Location;
  std::map<std::string, std::string> CallSite; // inlined location -> outermost call site
  std::map<std::string, std::string> Parent;   // inlined location -> its immediate call site
};

} // namespace limiter::ptx

#endif
