// The checks of a compiled bundle's variants, the variants held to them (LIM112), and the
// repairs a failed check asks of a second build.

#include "checks/CompiledChecks.h"

#include "checks/FidelityChecks.h"
#include "checks/WhatIfChecks.h"
#include "limiter/support/EntryNames.h"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>

namespace fs = std::filesystem;

namespace limiter {

using CheckList = std::vector<ManifestCheck>;

namespace {

/// The instantiation the config asks for, else the first.
const InstantiationInfo *countedInstantiation(const Parsed &P,
                                              const std::vector<std::string> &TemplateArgs) {
  const std::vector<InstantiationInfo> &List = P.Variants.Instantiations;
  if (List.empty())
    return nullptr;
  if (!TemplateArgs.empty()) {
    const std::string Args = templateArgsText(TemplateArgs);
    for (const InstantiationInfo &I : List)
      if (I.Args == Args)
        return &I;
  }
  return &List.front();
}

/// "FILE:LINE, ..." of places, by file name.
std::string placesText(const std::set<VariantRepairs::Place> &Places) {
  std::string Out;
  for (const auto &[File, Line] : Places)
    Out +=
        (Out.empty() ? "" : ", ") + fs::path(File).filename().string() + ":" + std::to_string(Line);
  return Out;
}

/// What the second build of variant V did, for its check's detail.
std::string repairNote(const std::string &V, const VariantRepairs &R) {
  std::string Out = "; " + V + "-only built a second time, held to full's compiled code:";
  if (!R.KeptStores.empty())
    Out += " the stores on " + placesText(R.KeptStores) + " kept (volatile; full's compiler kept " +
           "them where " + V + "-only's deleted them as dead)";
  if (!R.RolledLoops.empty())
    Out += std::string(R.KeptStores.empty() ? "" : ";") + " the loops around " +
           placesText(R.RolledLoops) + " kept rolled (" + V + "-only's compiler unrolled them)";
  return Out;
}

} // namespace

bool checkPassed(const CheckList &All, const std::string &Name) {
  for (const ManifestCheck &C : All)
    if (C.Name == Name)
      return C.Passed;
  return true;
}

const std::map<VariantKind, std::string> &repairableChecks() {
  static const std::map<VariantKind, std::string> Checks = {{VariantKind::Mem, MemAccessesCheck},
                                                            {VariantKind::Store, StoreWritesCheck}};
  return Checks;
}

std::set<VariantKind> failedRepairable(const CheckList &Checks) {
  std::set<VariantKind> Out;
  for (const auto &[Kind, Name] : repairableChecks())
    if (!checkPassed(Checks, Name))
      Out.insert(Kind);
  return Out;
}

RepairsByVariant repairedIn(const Parsed &P) {
  RepairsByVariant Out;
  for (const VariantResult &V : P.Variants.Variants)
    if (!V.Repaired.empty())
      Out[V.Kind] = V.Repaired;
  return Out;
}

std::map<std::string, ManifestRepairs> repairsOf(const RepairsByVariant &Repairs) {
  auto List = [](const std::set<VariantRepairs::Place> &Places) {
    std::vector<ManifestPlace> Out;
    for (const auto &[File, Line] : Places)
      Out.push_back({File, Line});
    return Out;
  };
  std::map<std::string, ManifestRepairs> Out;
  for (const auto &[Kind, R] : Repairs)
    Out[std::string(toString(Kind))] = {List(R.KeptStores), List(R.RolledLoops)};
  return Out;
}

std::optional<std::string> countedEntry(const Parsed &P,
                                        const std::vector<std::string> &TemplateArgs,
                                        VariantKind Kind, const std::vector<std::string> &InModule) {
  const InstantiationInfo *Counted = countedInstantiation(P, TemplateArgs);
  if (!Counted || !Counted->Entries.count(std::string(toString(Kind))))
    return std::nullopt;
  return resolveEntry(Counted->Entries.at(std::string(toString(Kind))), InModule);
}

/// The fidelity checks of a compiled bundle (its PTX), with the counts of each variant of the
/// counted instantiation, whole and by line, and the check that every entry is in the module.
CheckList checkCompiled(const Parsed &P, const std::vector<std::string> &TemplateArgs,
                        const RepairsByVariant &Repairs, const std::string &Ptx,
                        std::map<VariantKind, InstructionCounts> &Counts,
                        std::map<VariantKind, LineCounts> &Lines) {
  std::map<std::string, InstructionCounts> Entries = countPtxEntries(Ptx, &P.ProjectVariables);
  std::map<std::string, LineCounts> EntryLines =
      countPtxEntryLines(Ptx, "variants.cu", &P.ProjectVariables, &P.InputFiles);
  StructuralLoads Structural;
  for (const AccessRecord &A : P.Variants.Accesses)
    if (A.Structural && A.Reads && (A.Space == "global" || A.Space == "generic")) {
      ++Structural.Sites;
      Structural.Lines.insert(A.Line);
      Structural.LoopLines.insert(A.LoopLines.begin(), A.LoopLines.end());
    }
  for (const auto &[Index, Path] : ptxFiles(Ptx)) {
    for (const auto &[File, Line] : P.Variants.StructuralFloatLines)
      if (File == Path)
        Structural.FloatLocations.insert(Index + ":" + std::to_string(Line));
    for (const VariantSet::Span &S : P.Variants.Spans)
      if (S.File == Path)
        Structural.Spans[Index].push_back({S.First, S.Last, S.Exact});
  }
  // The counts are those of the config's instantiation, else the first one. Every entry the
  // manifest names must be in the compiled module: the runtime launches them by name.
  int UnguardedMathStores = 0;
  std::vector<std::string> Missing, InModule;
  for (const auto &[Name, Counted] : Entries)
    InModule.push_back(Name);
  const InstantiationInfo *Counted = countedInstantiation(P, TemplateArgs);
  for (const InstantiationInfo &I : P.Variants.Instantiations)
    for (const auto &[Variant, Entry] : I.Entries) {
      // A compile-flag what-if's kernel is in its own module, not this one.
      bool Absent = std::any_of(
          P.Variants.Variants.begin(), P.Variants.Variants.end(), [&](const VariantResult &V) {
            return toString(V.Kind) == Variant &&
                   (V.Status == VariantStatus::Absent || isFlagWhatIf(V.Kind));
          });
      if (!Absent && !resolveEntry(Entry, InModule))
        Missing.push_back(Entry);
    }
  for (const VariantResult &V : P.Variants.Variants) {
    if (!Counted || !Counted->Entries.count(std::string(toString(V.Kind))))
      continue;
    std::optional<std::string> Entry =
        resolveEntry(Counted->Entries.at(std::string(toString(V.Kind))), InModule);
    if (!Entry)
      continue;
    Counts[V.Kind] = Entries[*Entry];
    Lines[V.Kind] = EntryLines[*Entry];
    if (V.Kind == VariantKind::Math)
      UnguardedMathStores = countUnguardedGlobalStores(Ptx, *Entry);
  }
  CheckList All = fidelityChecks(Counts, Lines, Structural, UnguardedMathStores, ptxFiles(Ptx));
  for (ManifestCheck &C : whatIfChecks(Counts, Lines, Structural.Spans))
    All.push_back(std::move(C));
  RepairsByVariant Repaired = repairedIn(P);
  for (const auto &[Kind, Name] : repairableChecks())
    if (Repairs.count(Kind))
      for (ManifestCheck &C : All)
        if (C.Name == Name)
          C.Detail += repairNote(std::string(toString(Kind)), Repaired[Kind]);
  ManifestCheck EntriesCheck{"entries-in-module", Missing.empty(),
                             Missing.empty() ? "every variant entry named in the manifest is in "
                                               "the compiled module"
                                             : "missing: " + Missing.front(),
                             "counts"};
  All.insert(All.begin(), EntriesCheck);
  return All;
}

/// A variant whose compiled code still fails a check about it (after its second build)
/// is conservative: LIM112 says which check, and the check's detail what it found and where.
void holdVariantsToTheirChecks(Parsed &P, const CheckList &All, DiagnosticList &Diags) {
  struct About {
    VariantKind Kind;
    const char *What;
    const char *Time;
  };
  static const std::map<std::string, About> Abouts = {
      {MemAccessesCheck,
       {VariantKind::Mem, "does not make full's global accesses", "the memory traffic's"}},
      {StoreWritesCheck, {VariantKind::Store, "does not make full's global stores", "the stores'"}},
      {MemFloatingPointCheck,
       {VariantKind::Mem, "keeps floating-point work of full's that the rules did not fold",
        "the memory traffic's"}},
      {"math-only-structural-global-loads",
       {VariantKind::Math, "loads from global memory beyond the kernel's structural loads",
        "the arithmetic's"}},
      {"store-only-structural-global-loads",
       {VariantKind::Store, "loads from global memory beyond the kernel's structural loads",
        "the stores'"}},
      {"math-floating-point-within-10pct-of-full",
       {VariantKind::Math, "does not do full's floating-point work (within a tenth)",
        "the arithmetic's"}}};
  for (const ManifestCheck &C : All) {
    auto It = Abouts.find(C.Name);
    if (C.Passed || It == Abouts.end())
      continue;
    for (VariantResult &V : P.Variants.Variants) {
      if (V.Kind != It->second.Kind || V.Status == VariantStatus::Absent)
        continue;
      std::string Message = std::string("its compiled code ") + It->second.What + " (" +
                            C.Name + ": " + C.Detail + ")";
      V.Status = VariantStatus::Conservative;
      V.Reasons.push_back("compiled code: " + Message);
      Diagnostic D{DiagId::CompiledCodeDiffers,
                   Severity::Warning,
                   {P.KernelFile.empty() ? P.SourcePath : P.KernelFile, P.Kernel.Where.Line, 0},
                   variantTitle(V.Kind) + ": " + Message,
                   std::string("its time is not ") + It->second.Time +
                       " alone, so the verdict is uncertain; the lines named are where nvcc "
                       "compiled the variant otherwise than full",
                   {}};
      P.Variants.Diagnostics.push_back(D);
      Diags.add(D);
    }
  }
}

} // namespace limiter
