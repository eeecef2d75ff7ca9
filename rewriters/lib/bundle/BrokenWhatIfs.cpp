// A what-if whose copy nvcc rejects is left out of the bundle (BrokenWhatIfs.h).

#include "bundle/BrokenWhatIfs.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <vector>

namespace limiter {

std::string nvccErrors(const std::string &Output, std::size_t Limit) {
  std::istringstream In(Output);
  std::string Line, Out;
  bool InError = false;
  while (std::getline(In, Line) && Out.size() < Limit) {
    const bool Message =
        Line.find(": error") != std::string::npos || Line.find(": warning") != std::string::npos ||
        Line.find(": remark") != std::string::npos || Line.find(": note") != std::string::npos;
    if (Message)
      InError = Line.find(": error") != std::string::npos;
    if (InError || Line.find("detected during") != std::string::npos)
      Out += Line + "\n";
  }
  if (Out.empty())
    return Output.substr(0, Limit);
  return Out.size() > Limit ? Out.substr(0, Limit) : Out;
}

std::vector<std::string> quotedLines(const std::string &Errors) {
  std::istringstream In(Errors);
  std::string Line, Previous;
  std::vector<std::string> Quoted;
  while (std::getline(In, Line)) {
    const std::size_t First = Line.find_first_not_of(" \t");
    if (First != std::string::npos && Line[First] == '^' && !Previous.empty()) {
      const std::size_t From = Previous.find_first_not_of(" \t");
      const std::size_t To = Previous.find_last_not_of(" \t\r");
      std::string Text = Previous.substr(From, To - From + 1);
      if (std::count_if(Text.begin(), Text.end(), [](char C) { return C != ' '; }) >= 6)
        Quoted.push_back(std::move(Text));
    }
    const bool Message = Line.find(": error") != std::string::npos ||
                         Line.find("detected during") != std::string::npos;
    Previous = Message || First == std::string::npos ? "" : Line;
  }
  return Quoted;
}

namespace {

/// Whether Text holds Line.
bool holds(const std::string &Text, const std::string &Line) {
  return Text.find(Line) != std::string::npos;
}

/// Whether one of V's functions holds Line.
bool holdsLine(const VariantResult &V, const std::string &Line) {
  return std::any_of(V.Functions.begin(), V.Functions.end(),
                     [&](const FunctionText &F) { return holds(F.Text, Line); });
}

/// The what-ifs among Made whose copies alone hold the lines nvcc quotes: every quoted line in
/// some what-if's text, and none in a twin's, nor in the project's own files (a line the
/// rewriter wrote is in neither; one in the source may be the source's fault, or a helper's
/// left as written). Empty where that does not hold.
std::vector<VariantResult *> blamedByText(VariantSet &Variants,
                                          const std::vector<VariantResult *> &Made,
                                          const std::string &Errors) {
  const std::vector<std::string> Quoted = quotedLines(Errors);
  std::set<std::string> Files;
  for (const VariantResult &V : Variants.Variants)
    for (const FunctionText &F : V.Functions)
      if (!F.File.empty())
        Files.insert(F.File);
  std::vector<std::string> Originals;
  for (const std::string &File : Files) {
    std::ifstream In(File);
    Originals.emplace_back(std::istreambuf_iterator<char>(In), std::istreambuf_iterator<char>());
  }
  std::set<VariantResult *> Blamed;
  for (const std::string &Line : Quoted) {
    for (const VariantResult &V : Variants.Variants)
      if (!isWhatIf(V.Kind) && holdsLine(V, Line))
        return {};
    for (const std::string &Text : Originals)
      if (holds(Text, Line))
        return {};
    bool Someone = false;
    for (VariantResult *V : Made)
      if (holdsLine(*V, Line)) {
        Blamed.insert(V);
        Someone = true;
      }
    if (!Someone)
      return {};
  }
  std::vector<VariantResult *> Out;
  for (VariantResult *V : Made)
    if (Blamed.count(V))
      Out.push_back(V);
  return Out;
}

} // namespace

bool dropBrokenWhatIfs(VariantSet &Variants, const std::string &Output, const std::string &Bundle,
                       DiagnosticList &Diags) {
  // Blamed by nvcc's errors only (a warning may name a what-if that compiles); where they
  // name a twin, the twins are what fails, and leaving what-ifs out would not help.
  const std::string Errors = nvccErrors(Output);
  auto Named = [&](const VariantResult &V) {
    return !V.KernelName.empty() && Errors.find(V.KernelName) != std::string::npos;
  };
  std::vector<VariantResult *> Made, Blamed;
  for (VariantResult &V : Variants.Variants) {
    if (!isWhatIf(V.Kind)) {
      if (Named(V))
        return false;
      continue;
    }
    if (V.Status == VariantStatus::Absent)
      continue;
    Made.push_back(&V);
    if (Named(V))
      Blamed.push_back(&V);
  }
  if (Made.empty())
    return false;
  // An error in a helper's clone names no kernel (its line is the original's, by #line): the
  // source lines nvcc quotes are then looked for in the copies' text. Where only what-ifs hold
  // them, they alone are left out; else every what-if goes as before.
  if (Blamed.empty())
    Blamed = blamedByText(Variants, Made, Errors);
  std::vector<VariantResult *> &Dropped = Blamed.empty() ? Made : Blamed;
  const std::string First = Errors.substr(0, Errors.find('\n'));
  std::string Names;
  for (VariantResult *V : Dropped) {
    V->Status = VariantStatus::Absent;
    V->Reasons = {"not made: its copy does not compile with nvcc (a bug in limiter's rewriter; "
                  "please report it with the file): " +
                  First};
    V->Functions.clear();
    Names += (Names.empty() ? "" : ", ") + std::string(toString(V->Kind));
  }
  Diagnostic &D = Diags.warning(
      DiagId::BundleDoesNotCompile, {Bundle},
      (Blamed.empty() ? "the generated variants do not compile with nvcc, and nvcc names no "
                        "variant: every what-if is left out (" +
                            Names + ") and the twins are built without them"
                      : "the " + Names +
                            (Dropped.size() > 1 ? " what-ifs' copies do" : " what-if's copy does") +
                            " not compile with nvcc: left out, the rest built") +
          "; the twins' verdict stands",
      "a bug in limiter's rewriter: please report it with the file");
  D.Notes.push_back(Errors);
  return true;
}

} // namespace limiter
