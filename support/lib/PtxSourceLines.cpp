// Counts by source line: the `.file` table of a PTX module and the `.loc` location each
// instruction counts at, inlined code's resolved to a call site or a project file's line.

#include "PtxScan.h"

#include <iomanip>
#include <map>
#include <set>
#include <sstream>
#include <string>

namespace limiter {
namespace {

/// "FILE:LINE" of a `.loc` directive ("\t.loc\t1 27 3") and of its `inlined_at F L C` part,
/// if any.
std::pair<std::string, std::string> locationsOf(const std::string &Text) {
  auto Read = [](std::istringstream &In) {
    std::string File, Line;
    In >> File >> Line;
    if (!Line.empty() && Line.back() == ',')
      Line.pop_back();
    return File + ":" + Line;
  };
  std::istringstream In(Text.substr(4));
  std::string Own = Read(In), Caller;
  if (std::size_t At = Text.find("inlined_at"); At != std::string::npos) {
    std::istringstream Rest(Text.substr(At + 10));
    Caller = Read(Rest);
  }
  return {Own, Caller};
}

} // namespace

std::map<std::string, std::string> ptxFiles(std::string_view Ptx) {
  std::map<std::string, std::string> Out;
  for (std::size_t At = Ptx.find(".file"); At != std::string_view::npos;
       At = Ptx.find(".file", At + 5)) {
    std::istringstream File(std::string(Ptx.substr(At + 5, Ptx.find('\n', At) - At - 5)));
    std::string Index, Path;
    if (File >> Index >> std::quoted(Path))
      Out[Index] = Path;
  }
  return Out;
}

ptx::LocationTracker::LocationTracker(std::string_view Ptx, std::string_view NoLineFile,
                                      const std::set<std::string> *ProjectFiles)
    : UseProjectFiles(ProjectFiles != nullptr) {
  // The `.file N "PATH"` indices of NoLineFile and of the project's files (nvcc lists the
  // files after the functions).
  for (const auto &[Index, Path] : ptxFiles(Ptx)) {
    if (!NoLineFile.empty() &&
        (Path == NoLineFile || Path.ends_with("/" + std::string(NoLineFile))))
      NoLineIndices.insert(Index);
    if (ProjectFiles && ProjectFiles->count(Path))
      ProjectIndices.insert(Index);
  }
}

void ptx::LocationTracker::see(const std::string &Directive) {
  auto [Own, Caller] = locationsOf(Directive);
  if (!Caller.empty())
    Parent[Own] = Caller;
  if (UseProjectFiles) {
    // At the innermost location in a project file: a helper's code on the helper's lines,
    // the toolkit's and the variant support's at the project line that called them.
    Location = fileOf(Own) + ":0";
    std::set<std::string> Seen;
    for (std::string L = Own; !L.empty() && Seen.insert(L).second;) {
      if (ProjectIndices.count(fileOf(L)) && !NoLineIndices.count(fileOf(L))) {
        Location = L;
        return;
      }
      auto Up = Parent.find(L);
      L = Up == Parent.end() ? std::string() : Up->second;
    }
  } else if (NoLineIndices.count(fileOf(Own))) {
    Location = fileOf(Own) + ":0";
  } else if (Caller.empty()) {
    Location = Own;
  } else {
    // Inlined code counts at its outermost call site: a load the compiler moved into an
    // inlined helper (the variants' lim::fold) stays on the kernel's line, and the call
    // sites of a chain of inlined helpers resolve through the ones seen before.
    auto Outer = CallSite.find(Caller);
    Location = Outer == CallSite.end() ? Caller : Outer->second;
    CallSite[Own] = Location;
  }
}

std::map<std::string, LineCounts> countPtxEntryLines(std::string_view Ptx,
                                                     std::string_view NoLineFile,
                                                     const std::set<std::string> *ProjectVariables,
                                                     const std::set<std::string> *ProjectFiles) {
  ptx::Module M = ptx::parseModule(Ptx, NoLineFile, ProjectVariables, ProjectFiles);
  std::map<std::string, LineCounts> Out;
  for (const std::string &Entry : M.Entries) {
    LineCounts &Lines = Out[Entry];
    ptx::forEachReached(M, Entry, [&](const ptx::Function &F) {
      for (const auto &[Location, Counts] : F.Lines)
        for (const auto &[Key, N] : Counts)
          Lines[Location][Key] += N;
    });
  }
  return Out;
}

} // namespace limiter
