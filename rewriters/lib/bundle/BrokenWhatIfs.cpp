// A what-if whose copy nvcc rejects is left out of the bundle (BrokenWhatIfs.h).

#include "bundle/BrokenWhatIfs.h"

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

namespace {

/// The source lines nvcc quotes under its errors (the line after each `file(N): error:`),
/// trimmed; not its carets, nor the instantiation's context.
std::vector<std::string> quotedLines(const std::string &Errors) {
  std::istringstream In(Errors);
  std::string Line;
  std::vector<std::string> Quoted;
  bool AfterError = false;
  while (std::getline(In, Line)) {
    const bool Error = Line.find(": error") != std::string::npos;
    const std::size_t First = Line.find_first_not_of(" \t");
    const std::size_t Last = Line.find_last_not_of(" \t\r");
    if (AfterError && !Error && First != std::string::npos &&
        Line.find("detected during") == std::string::npos && Line[First] != '^')
      Quoted.push_back(Line.substr(First, Last - First + 1));
    AfterError = Error;
  }
  return Quoted;
}

/// Whether one of V's functions holds one of the Quoted lines.
bool holdsQuoted(const VariantResult &V, const std::vector<std::string> &Quoted) {
  for (const FunctionText &F : V.Functions)
    for (const std::string &Q : Quoted)
      if (F.Text.find(Q) != std::string::npos)
        return true;
  return false;
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
  // source line nvcc quotes is then looked for in the copies' text. Where only what-ifs hold
  // it, they alone are left out; where a twin holds it too, the error may be the twins', and
  // every what-if goes as before.
  if (Blamed.empty()) {
    const std::vector<std::string> Quoted = quotedLines(Errors);
    bool InTwin = false;
    for (const VariantResult &V : Variants.Variants)
      InTwin |= !isWhatIf(V.Kind) && holdsQuoted(V, Quoted);
    for (VariantResult *V : Made)
      if (!InTwin && holdsQuoted(*V, Quoted))
        Blamed.push_back(V);
  }
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
