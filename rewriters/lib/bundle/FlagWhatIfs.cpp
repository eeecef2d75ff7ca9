// The compile-flag what-ifs of a bundle: see FlagWhatIfs.h.

#include "bundle/FlagWhatIfs.h"

#include "bundle/DeviceMathFlags.h"

#include "checks/CompiledChecks.h"
#include "checks/WhatIfChecks.h"
#include "limiter/support/Files.h"
#include "limiter/support/PtxStats.h"
#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <chrono>

namespace fs = std::filesystem;

namespace limiter {
namespace {

using Opcodes = std::map<std::string, unsigned>;

/// The opcodes whose counts differ between Full and WhatIf, the largest changes first, as
/// "sin.approx.f32 0 -> 1, div.rn.f32 1 -> 0" (the first four), and how many instructions
/// differ in all.
std::string opcodeChanges(const Opcodes &Full, const Opcodes &WhatIf, unsigned &Changed) {
  struct Change {
    std::string Opcode;
    unsigned Before, After;
    unsigned size() const { return Before > After ? Before - After : After - Before; }
  };
  std::map<std::string, Change> ByOpcode;
  for (const auto &[Key, N] : Full)
    ByOpcode[Key] = {Key, N, 0};
  for (const auto &[Key, N] : WhatIf)
    ByOpcode.try_emplace(Key, Change{Key, 0, 0}).first->second.After = N;
  std::vector<Change> Changes;
  Changed = 0;
  for (const auto &[Key, C] : ByOpcode)
    if (C.size() > 0) {
      Changes.push_back(C);
      Changed += C.size();
    }
  std::stable_sort(Changes.begin(), Changes.end(),
                   [](const Change &A, const Change &B) { return A.size() > B.size(); });
  std::string Out;
  for (std::size_t I = 0; I < Changes.size() && I < 4; ++I)
    Out += (Out.empty() ? "" : ", ") + Changes[I].Opcode + " " +
           std::to_string(Changes[I].Before) + " -> " + std::to_string(Changes[I].After);
  return Changes.size() > 4 ? Out + ", ..." : Out;
}

std::string flagsText(const std::vector<std::string> &Flags) {
  std::string Out;
  for (const std::string &F : Flags)
    Out += (Out.empty() ? "" : " ") + F;
  return Out;
}

void notApplicable(VariantResult &V, const std::string &Why) {
  V.Status = VariantStatus::Absent;
  V.Reasons = {"not applicable: " + Why};
  V.Functions.clear();
}

/// Opcodes without their flush-to-zero modifier where it costs nothing: `fma.rn.ftz.f32` runs
/// as fast as `fma.rn.f32`, so flags that only add the modifier to additions, multiplications,
/// comparisons and conversions leave the kernel's cost as it was. On a division, a square root,
/// a reciprocal or a special-function approximation the modifier stays: there ptxas expands
/// the denormal-handling form into more machine instructions than the flushing one.
Opcodes withoutFtz(const Opcodes &M) {
  Opcodes Out;
  for (const auto &[Key, N] : M) {
    std::string Plain = Key;
    const bool Expanded = std::string_view(Key).starts_with("div.") ||
                          std::string_view(Key).starts_with("sqrt.") ||
                          std::string_view(Key).starts_with("rcp.") ||
                          std::string_view(Key).starts_with("rsqrt.") ||
                          std::string_view(Key).starts_with("ex2.") ||
                          std::string_view(Key).starts_with("lg2.") ||
                          std::string_view(Key).starts_with("sin.") ||
                          std::string_view(Key).starts_with("cos.") ||
                          std::string_view(Key).starts_with("tanh.");
    if (std::size_t At = Plain.find(".ftz"); At != std::string::npos && !Expanded)
      Plain.erase(At, 4);
    Out[Plain] += N;
  }
  return Out;
}

/// The entries of a PTX module by name.
std::vector<std::string> entriesOf(const std::map<std::string, Opcodes> &Module) {
  std::vector<std::string> Out;
  for (const auto &[Name, Counted] : Module)
    Out.push_back(Name);
  return Out;
}

} // namespace

std::optional<std::string> compileBundleToPtx(const GenerateOptions &Options, const fs::path &Dir,
                                              const std::vector<std::string> &Flags,
                                              const std::string &PtxName, std::string &Output) {
  std::vector<std::string> Argv = {Options.Nvcc, "-arch=" + Options.GpuArch, "-ptx", "-O3",
                                   "-lineinfo"};
  if (std::none_of(Flags.begin(), Flags.end(),
                   [](const std::string &F) { return F.starts_with("-std="); }))
    Argv.push_back("-std=c++17");
  Argv.insert(Argv.end(), Flags.begin(), Flags.end());
  Argv.insert(Argv.end(), {"variants.cu", "-o", PtxName});
  SubprocessResult R = runSubprocess(Argv, {std::chrono::minutes(10), Dir.string(), {}});
  if (!R.succeeded()) {
    Output = R.StartError.empty() ? R.Stderr : R.StartError;
    return std::nullopt;
  }
  // nvcc said it succeeded: a module it did not write reads as empty (no entries).
  std::optional<std::string> Ptx = readFile((Dir / PtxName).string(), Output);
  return Ptx ? Ptx : std::optional<std::string>("");
}

namespace {

/// A rewrite what-if of P whose compiled code is full's, opcode for opcode (Module, the
/// bundle's: nvcc already reads through the read-only path, say), over the same bytes of
/// static shared memory (SharedBytes, by entry), becomes absent, "not
/// applicable", with its counts and checks dropped: timing it would measure nothing.
void dropUnchangedWhatIfs(const std::vector<std::string> &TemplateArgs,
                          std::map<std::string, Opcodes> &Module,
                          const std::map<std::string, unsigned long long> &SharedBytes, Parsed &P,
                          std::map<VariantKind, InstructionCounts> &Counts,
                          std::vector<ManifestCheck> &Checks) {
  const std::vector<std::string> Entries = entriesOf(Module);
  std::optional<std::string> FullEntry = countedEntry(P, TemplateArgs, VariantKind::Full, Entries);
  if (!FullEntry)
    return;
  for (VariantResult &V : P.Variants.Variants) {
    if (!isWhatIf(V.Kind) || isFlagWhatIf(V.Kind) || V.Status == VariantStatus::Absent)
      continue;
    std::optional<std::string> Entry = countedEntry(P, TemplateArgs, V.Kind, Entries);
    // The same instructions over another layout of shared memory (an array folded onto its
    // rows in use, whose index compiled away) differ still: in occupancy.
    auto Shared = [&](const std::string &E) {
      auto It = SharedBytes.find(E);
      return It == SharedBytes.end() ? 0ull : It->second;
    };
    if (!Entry || Module[*Entry] != Module[*FullEntry] || Shared(*Entry) != Shared(*FullEntry))
      continue;
    notApplicable(V, "its compiled code is full's, instruction for instruction (nvcc made "
                     "full so already, or the instantiation timed holds none of what the rule "
                     "changes in the kernel's other instantiations)");
    Counts.erase(V.Kind);
    const std::string Prefix = std::string(toString(V.Kind)) + "-";
    std::erase_if(Checks, [&](const ManifestCheck &C) { return C.Name.starts_with(Prefix); });
  }
}

/// Decides each compile-flag what-if of P that is not absent against full's compiled code
/// (FullModule): see decideWhatIfsOnCompiledCode.
void decideFlagWhatIfs(const GenerateOptions &Options, const fs::path &Dir,
                       const std::vector<std::string> &NvccFlags,
                       const std::vector<std::string> &TemplateArgs, const std::string &FullPtx,
                       std::map<std::string, Opcodes> &FullModule, Parsed &P,
                       std::map<VariantKind, InstructionCounts> &Counts,
                       std::vector<ManifestCheck> &Checks) {
  std::optional<std::string> FullEntry =
      countedEntry(P, TemplateArgs, VariantKind::Full, entriesOf(FullModule));
  // Full's counts by line and the source's loops and helpers, keyed by path (the per-line
  // method of the flag what-ifs' checks).
  const LineCounts FullLines =
      FullEntry ? linesByPath(countPtxEntryLines(FullPtx, "variants.cu", &P.ProjectVariables,
                                                 &P.InputFiles)[*FullEntry],
                              ptxFiles(FullPtx))
                : LineCounts();
  UnrollSpans Spans;
  for (const VariantSet::Span &S : P.Variants.Spans)
    Spans[S.File].push_back({S.First, S.Last, S.Exact});
  // Where -use_fast_math (which holds the other three flags and the fast math functions)
  // changes nothing, none of them can: they are not compiled again.
  bool FastMathChangesNothing = false;
  for (VariantResult &V : P.Variants.Variants) {
    if (!isFlagWhatIf(V.Kind) || V.Status == VariantStatus::Absent)
      continue;
    const std::vector<std::string> Own = whatIfModuleFlags(V.Kind, NvccFlags);
    if (!FullEntry || !Counts.count(VariantKind::Full)) {
      notApplicable(V, "full's compiled code is not in the module");
      continue;
    }
    if (FastMathChangesNothing) {
      notApplicable(V, V.Kind == VariantKind::Intrinsics
                           ? "-use_fast_math, whose fast math functions these are, changes no "
                             "instruction of the kernel that could cost time"
                           : "-use_fast_math, which holds " + flagsText(Own) +
                                 ", changes no instruction of the kernel that could cost time");
      continue;
    }
    std::vector<std::string> Flags = NvccFlags;
    Flags.push_back("-D" + whatIfGuard(V.Kind));
    Flags.insert(Flags.end(), Own.begin(), Own.end());
    const std::string PtxName = "variants." + std::string(toString(V.Kind)) + ".ptx";
    std::string Output;
    std::optional<std::string> Ptx = compileBundleToPtx(Options, Dir, Flags, PtxName, Output);
    std::error_code Ec;
    fs::remove(Dir / PtxName, Ec);
    if (!Ptx) {
      notApplicable(V, "nvcc does not compile the kernel under " + flagsText(Own) + ": " +
                           Output.substr(0, 300));
      continue;
    }
    std::map<std::string, Opcodes> Module = countPtxOpcodes(*Ptx);
    std::optional<std::string> Entry = countedEntry(P, TemplateArgs, V.Kind, entriesOf(Module));
    if (!Entry) {
      notApplicable(V, "its kernel is not in the module compiled under " + flagsText(Own));
      continue;
    }
    unsigned Changed = 0, Costly = 0;
    std::string Changes = opcodeChanges(FullModule[*FullEntry], Module[*Entry], Changed);
    std::string CostlyChanges = opcodeChanges(withoutFtz(FullModule[*FullEntry]),
                                              withoutFtz(Module[*Entry]), Costly);
    if (Costly == 0) {
      FastMathChangesNothing = V.Kind == VariantKind::FastMath;
      notApplicable(V, Changed == 0
                           ? flagsText(Own) + " changes no instruction of the kernel"
                           : flagsText(Own) + " only flushes denormals in instructions as fast "
                                              "either way (" + Changes + ")");
      continue;
    }
    V.Counts["instructions_changed"] = Costly;
    V.Note = "under " + flagsText(Own) + ": " + CostlyChanges;
    InstructionCounts Mine = countPtxEntries(*Ptx, &P.ProjectVariables)[*Entry];
    Counts[V.Kind] = Mine;
    // By line, keyed by path: the two modules may number their files otherwise.
    const LineCounts MyLines = linesByPath(
        countPtxEntryLines(*Ptx, "variants.cu", &P.ProjectVariables, &P.InputFiles)[*Entry],
        ptxFiles(*Ptx));
    const KeptLines Lines{MyLines, FullLines, Spans};
    for (ManifestCheck &C : flagWhatIfChecks(V.Kind, Mine, Counts.at(VariantKind::Full), &Lines))
      Checks.push_back(std::move(C));
  }
}

} // namespace

void dropWhatIfsTheProjectFlagsMade(Parsed &P, const std::vector<std::string> &NvccFlags) {
  for (VariantResult &V : P.Variants.Variants)
    if (isFlagWhatIf(V.Kind) && V.Status != VariantStatus::Absent)
      if (std::string Made = costRemovedByProjectFlags(V.Kind, NvccFlags); !Made.empty())
        notApplicable(V, Made);
}

void decideWhatIfsOnCompiledCode(const GenerateOptions &Options, const fs::path &Dir,
                                 const std::vector<std::string> &NvccFlags,
                                 const std::string &FullPtx, Parsed &P,
                                 std::map<VariantKind, InstructionCounts> &Counts,
                                 std::vector<ManifestCheck> &Checks) {
  const std::vector<std::string> NoArgs;
  const std::vector<std::string> &TemplateArgs =
      Options.Config ? Options.Config->TemplateArgs : NoArgs;
  std::map<std::string, Opcodes> FullModule = countPtxOpcodes(FullPtx);
  dropUnchangedWhatIfs(TemplateArgs, FullModule, countStaticSharedBytes(FullPtx), P, Counts,
                       Checks);
  decideFlagWhatIfs(Options, Dir, NvccFlags, TemplateArgs, FullPtx, FullModule, P, Counts, Checks);
}

} // namespace limiter
