// The checks of the what-ifs on their compiled code: see WhatIfChecks.h.

#include "checks/WhatIfChecks.h"

#include "limiter/support/PtxStats.h"

#include <cstdlib>
#include <optional>

namespace limiter {
namespace {

bool isGlobalAccessKey(const std::string &Key) {
  return Key.starts_with("ld.global.") || Key.starts_with("st.global.") ||
         Key.starts_with("atom.global");
}

bool isMathKey(const std::string &Key) { return Key.starts_with("fp") || Key == "sfu"; }

/// Global loads, stores and atomics by width, as "ld.global.32 2, st.global.128 1".
std::string globalAccesses(const InstructionCounts &C) {
  std::string Out;
  for (const auto &[Key, N] : C)
    if (isGlobalAccessKey(Key))
      Out += (Out.empty() ? "" : ", ") + Key + " " + std::to_string(N);
  return Out.empty() ? "none" : Out;
}

/// The per-line method on the kinds Wanted selects, where the whole counts differ: the same
/// kinds on the same lines and full's counts on the kernel's lines outside loops (nvcc
/// unrolled a loop otherwise). What it found is added to Detail.
bool keptByLines(const KeptLines &Lines, bool (*Wanted)(const std::string &), std::string &Detail) {
  std::string Why;
  const bool Kept = sameKindsOnLines(Lines.WhatIf, Lines.Full, Wanted) &&
                    unrolledAlike(Lines.WhatIf, Lines.Full, Wanted, Lines.Spans, &Why);
  Detail +=
      Kept ? "; by lines: the same kinds on the same lines, and full's counts outside "
             "loops (nvcc unrolled a loop otherwise)"
           : (Why.empty() ? "; by lines: the kinds on the lines differ too" : "; by lines: " + Why);
  return Kept;
}

unsigned floatingPoint(const InstructionCounts &C) {
  return sumWithPrefix(C, "fp") + sumWithPrefix(C, "sfu");
}

unsigned count(const InstructionCounts &C, const char *Key) {
  auto It = C.find(Key);
  return It == C.end() ? 0 : It->second;
}

/// Bytes a lane moves by the instructions whose names start with Prefix ("ld.global.",
/// "st.shared."), from their widths in bits; and how many instructions those are.
std::pair<unsigned long long, unsigned> accessBytes(const InstructionCounts &C,
                                                    const std::string &Prefix) {
  unsigned long long Bytes = 0;
  unsigned Instructions = 0;
  for (const auto &[Key, N] : C)
    if (Key.starts_with(Prefix)) {
      Bytes += std::strtoull(Key.c_str() + Prefix.size(), nullptr, 10) / 8 * N;
      Instructions += N;
    }
  return {Bytes, Instructions};
}

/// What-if Name kept full's shared loads and stores: as many instructions, or, by the weaker
/// method "bytes", for a what-if that lays shared memory out anew (nobankconflict,
/// sharedoccupancy, nodivergence's roles), the same bytes loaded and the same stored in other
/// widths (a layout that splits a lane's neighbouring elements apart keeps the compiler from
/// merging them into one 128-bit access, as a padded row does in a fix).
ManifestCheck sharedKept(const std::string &Name, const InstructionCounts &WhatIf,
                         const InstructionCounts &Full) {
  unsigned Shared = sumWithPrefix(WhatIf, "ld.shared") + sumWithPrefix(WhatIf, "st.shared");
  unsigned FullShared = sumWithPrefix(Full, "ld.shared") + sumWithPrefix(Full, "st.shared");
  std::string Detail = "shared loads and stores: " + Name + " " + std::to_string(Shared) +
                       ", full " + std::to_string(FullShared);
  if (Shared == FullShared)
    return {Name + "-keeps-full-shared-accesses", true, Detail, "counts"};
  const auto Loaded = accessBytes(WhatIf, "ld.shared.").first;
  const auto Stored = accessBytes(WhatIf, "st.shared.").first;
  const bool NewLayout =
      Name == "nobankconflict" || Name == "sharedoccupancy" || Name == "nodivergence";
  const bool SameBytes = NewLayout && Loaded == accessBytes(Full, "ld.shared.").first &&
                         Stored == accessBytes(Full, "st.shared.").first;
  if (SameBytes)
    Detail += "; the same bytes each way in other widths (" + std::to_string(Loaded) + " loaded, " +
              std::to_string(Stored) + " stored a thread)";
  return {Name + "-keeps-full-shared-accesses", SameBytes, Detail, SameBytes ? "bytes" : "counts"};
}

/// What-if Name kept full's global accesses by width: as many of each, or, by the weaker
/// per-line method where Lines are given, the same kinds on the same lines and full's counts
/// on the kernel's lines outside loops (nvcc unrolled a loop otherwise).
ManifestCheck globalKept(const std::string &Name, const InstructionCounts &WhatIf,
                         const InstructionCounts &Full, const KeptLines *Lines) {
  const std::string Mine = globalAccesses(WhatIf), Theirs = globalAccesses(Full);
  std::string Detail = "global accesses by width: " + Name + " " + Mine + "; full " + Theirs;
  if (Mine == Theirs || !Lines || Lines->Spans.empty())
    return {Name + "-keeps-full-global-accesses", Mine == Theirs, Detail, "counts"};
  const bool ByLines = keptByLines(*Lines, isGlobalAccessKey, Detail);
  return {Name + "-keeps-full-global-accesses", ByLines, Detail, ByLines ? "lines" : "counts"};
}

/// What-if Name kept full's shared accesses, (KeepsWidths) its global accesses by width, and
/// (KeepsMath) its floating-point work.
void addKeptChecks(std::vector<ManifestCheck> &Out, const std::string &Name,
                   const InstructionCounts &WhatIf, const InstructionCounts &Full, bool KeepsMath,
                   bool KeepsWidths = true, const KeptLines *Lines = nullptr) {
  if (KeepsWidths)
    Out.push_back(globalKept(Name, WhatIf, Full, Lines));
  Out.push_back(sharedKept(Name, WhatIf, Full));
  if (!KeepsMath)
    return;
  unsigned Fp = floatingPoint(WhatIf), FullFp = floatingPoint(Full);
  bool Close = std::abs(static_cast<double>(Fp) - FullFp) <= 0.1 * FullFp;
  std::string Detail = "floating-point and special-function instructions: " + Name + " " +
                       std::to_string(Fp) + ", full " + std::to_string(FullFp) +
                       (Close ? " (within a tenth)" : " (off by more than a tenth)");
  // Unrolled otherwise (a loop nvcc unrolled in full and not in the what-if): by lines, as the
  // global accesses are.
  const bool ByLines =
      !Close && Lines && !Lines->Spans.empty() && keptByLines(*Lines, isMathKey, Detail);
  Out.push_back({Name + "-keeps-full-floating-point", Close || ByLines, Detail,
                 ByLines ? "lines" : "counts"});
}

/// The wider-accesses what-if moves full's bytes in fewer global instructions, and keeps its
/// shared accesses and floating-point work.
void addWiderChecks(std::vector<ManifestCheck> &Out, const InstructionCounts &Wider,
                    const InstructionCounts &Full) {
  unsigned Fewer = 0;
  bool Kept = true;
  std::string Detail;
  for (const char *Prefix : {"ld.global.", "st.global."}) {
    auto [Bytes, Count] = accessBytes(Wider, Prefix);
    auto [FullBytes, FullCount] = accessBytes(Full, Prefix);
    Kept &= Bytes == FullBytes;
    Fewer += FullCount > Count ? FullCount - Count : 0;
    Detail += std::string(Detail.empty() ? "" : "; ") + (Prefix[0] == 'l' ? "loads " : "stores ") +
              std::to_string(Count) + " moving " + std::to_string(Bytes) + " B, full " +
              std::to_string(FullCount) + " moving " + std::to_string(FullBytes) + " B";
  }
  Out.push_back({"wider-keeps-full-global-bytes", Kept,
                 "global bytes a lane moves (static): " + Detail, "counts"});
  Out.push_back({"wider-merges-global-accesses", Fewer > 0,
                 "global access instructions: " + std::to_string(Fewer) + " fewer than full's (" +
                     globalAccesses(Wider) + "; full " + globalAccesses(Full) + ")",
                 "counts"});
  addKeptChecks(Out, "wider", Wider, Full, /*KeepsMath=*/true, /*KeepsWidths=*/false);
}

} // namespace

std::vector<ManifestCheck> whatIfChecks(const std::map<VariantKind, InstructionCounts> &Counts,
                                        const std::map<VariantKind, LineCounts> &Lines,
                                        const UnrollSpans &Spans) {
  std::vector<ManifestCheck> Out;
  auto Full = Counts.find(VariantKind::Full);
  if (Full == Counts.end())
    return Out;
  // The what-if's and full's lines, where both are known.
  auto LinesOf = [&](VariantKind Kind) {
    auto Mine = Lines.find(Kind), Theirs = Lines.find(VariantKind::Full);
    return Mine == Lines.end() || Theirs == Lines.end()
               ? std::optional<KeptLines>()
               : std::optional<KeptLines>(KeptLines{Mine->second, Theirs->second, Spans});
  };
  if (auto It = Counts.find(VariantKind::NoBarrier); It != Counts.end()) {
    unsigned Left = count(It->second, "barrier"), Had = count(Full->second, "barrier");
    Out.push_back(
        {"nobarrier-removes-block-barriers", Left == 0,
         "block barriers: nobarrier " + std::to_string(Left) + ", full " + std::to_string(Had),
         "counts"});
    std::optional<KeptLines> L = LinesOf(VariantKind::NoBarrier);
    addKeptChecks(Out, "nobarrier", It->second, Full->second, true, true, L ? &*L : nullptr);
  }
  if (auto It = Counts.find(VariantKind::NoBankConflict); It != Counts.end()) {
    std::optional<KeptLines> L = LinesOf(VariantKind::NoBankConflict);
    addKeptChecks(Out, "nobankconflict", It->second, Full->second, true, true, L ? &*L : nullptr);
  }
  if (auto It = Counts.find(VariantKind::Wider); It != Counts.end())
    addWiderChecks(Out, It->second, Full->second);
  // Double arithmetic becomes float's: fewer double instructions, the memory accesses kept.
  if (auto It = Counts.find(VariantKind::FloatLiterals); It != Counts.end()) {
    unsigned Left = count(It->second, "fp64"), Had = count(Full->second, "fp64");
    Out.push_back({"floatliterals-removes-double-arithmetic", Left < Had,
                   "double-precision instructions: floatliterals " + std::to_string(Left) +
                       ", full " + std::to_string(Had),
                   "counts"});
    std::optional<KeptLines> L = LinesOf(VariantKind::FloatLiterals);
    addKeptChecks(Out, "floatliterals", It->second, Full->second, /*KeepsMath=*/false, true,
                  L ? &*L : nullptr);
  }
  for (VariantKind Kind :
       {VariantKind::NoDivergence, VariantKind::Coalesced, VariantKind::ReadOnly,
        VariantKind::Streaming, VariantKind::SharedOccupancy, VariantKind::BlockSize})
    if (auto It = Counts.find(Kind); It != Counts.end()) {
      std::optional<KeptLines> L = LinesOf(Kind);
      addKeptChecks(Out, std::string(toString(Kind)), It->second, Full->second, true, true,
                    L ? &*L : nullptr);
    }
  return Out;
}

std::vector<ManifestCheck> flagWhatIfChecks(VariantKind Kind, const InstructionCounts &WhatIf,
                                            const InstructionCounts &Full, const KeptLines *Lines) {
  std::vector<ManifestCheck> Out;
  addKeptChecks(Out, std::string(toString(Kind)), WhatIf, Full, false, true, Lines);
  return Out;
}

} // namespace limiter
