// The checks of the what-ifs on their compiled code: see WhatIfChecks.h.

#include "checks/WhatIfChecks.h"

#include "limiter/support/PtxStats.h"

#include <cstdlib>

namespace limiter {
namespace {

/// Global loads, stores and atomics by width, as "ld.global.32 2, st.global.128 1".
std::string globalAccesses(const InstructionCounts &C) {
  std::string Out;
  for (const auto &[Key, N] : C)
    if (Key.starts_with("ld.global.") || Key.starts_with("st.global.") ||
        Key.starts_with("atom.global"))
      Out += (Out.empty() ? "" : ", ") + Key + " " + std::to_string(N);
  return Out.empty() ? "none" : Out;
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

/// What-if Name kept full's shared accesses, (KeepsWidths) its global accesses by width, and
/// (KeepsMath) its floating-point work.
void addKeptChecks(std::vector<ManifestCheck> &Out, const std::string &Name,
                   const InstructionCounts &WhatIf, const InstructionCounts &Full, bool KeepsMath,
                   bool KeepsWidths = true) {
  std::string Mine = globalAccesses(WhatIf), Theirs = globalAccesses(Full);
  if (KeepsWidths)
    Out.push_back({Name + "-keeps-full-global-accesses", Mine == Theirs,
                   "global accesses by width: " + Name + " " + Mine + "; full " + Theirs,
                   "counts"});
  Out.push_back(sharedKept(Name, WhatIf, Full));
  if (!KeepsMath)
    return;
  unsigned Fp = floatingPoint(WhatIf), FullFp = floatingPoint(Full);
  bool Close = std::abs(static_cast<double>(Fp) - FullFp) <= 0.1 * FullFp;
  Out.push_back({Name + "-keeps-full-floating-point", Close,
                 "floating-point and special-function instructions: " + Name + " " +
                     std::to_string(Fp) + ", full " + std::to_string(FullFp) +
                     (Close ? " (within a tenth)" : " (off by more than a tenth)"),
                 "counts"});
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

std::vector<ManifestCheck> whatIfChecks(const std::map<VariantKind, InstructionCounts> &Counts) {
  std::vector<ManifestCheck> Out;
  auto Full = Counts.find(VariantKind::Full);
  if (Full == Counts.end())
    return Out;
  if (auto It = Counts.find(VariantKind::NoBarrier); It != Counts.end()) {
    unsigned Left = count(It->second, "barrier"), Had = count(Full->second, "barrier");
    Out.push_back(
        {"nobarrier-removes-block-barriers", Left == 0,
         "block barriers: nobarrier " + std::to_string(Left) + ", full " + std::to_string(Had),
         "counts"});
    addKeptChecks(Out, "nobarrier", It->second, Full->second, true);
  }
  if (auto It = Counts.find(VariantKind::NoBankConflict); It != Counts.end())
    addKeptChecks(Out, "nobankconflict", It->second, Full->second, true);
  if (auto It = Counts.find(VariantKind::Wider); It != Counts.end())
    addWiderChecks(Out, It->second, Full->second);
  // Double arithmetic becomes float's: fewer double instructions, the memory accesses kept.
  if (auto It = Counts.find(VariantKind::FloatLiterals); It != Counts.end()) {
    unsigned Left = count(It->second, "fp64"), Had = count(Full->second, "fp64");
    Out.push_back({"floatliterals-removes-double-arithmetic", Left < Had,
                   "double-precision instructions: floatliterals " + std::to_string(Left) +
                       ", full " + std::to_string(Had),
                   "counts"});
    addKeptChecks(Out, "floatliterals", It->second, Full->second, /*KeepsMath=*/false);
  }
  for (VariantKind Kind :
       {VariantKind::NoDivergence, VariantKind::Coalesced, VariantKind::ReadOnly,
        VariantKind::Streaming, VariantKind::SharedOccupancy, VariantKind::BlockSize})
    if (auto It = Counts.find(Kind); It != Counts.end())
      addKeptChecks(Out, std::string(toString(Kind)), It->second, Full->second, true);
  return Out;
}

std::vector<ManifestCheck> flagWhatIfChecks(VariantKind Kind, const InstructionCounts &WhatIf,
                                            const InstructionCounts &Full) {
  std::vector<ManifestCheck> Out;
  addKeptChecks(Out, std::string(toString(Kind)), WhatIf, Full, false);
  return Out;
}

} // namespace limiter
