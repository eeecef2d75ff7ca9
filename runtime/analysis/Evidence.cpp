// What the measurements say about themselves, beyond the times: how far the twins separate
// memory from arithmetic (the shares behind `inseparable`), and which times missed the
// precision the run asked for (`imprecise`).

#include "limiter/runtime/Results.h"

#include "analysis/Numbers.h"
#include "limiter/support/PtxStats.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>

namespace limiter {
namespace {

double executed(const VariantRow &R, const char *Key) {
  auto It = R.Executed.find(Key);
  return It == R.Executed.end() ? 0 : It->second;
}

/// The executed floating-point thread instructions; "fp32" alone in results measured before
/// the other kinds were counted. (The XU pipe's are warp instructions, and conversions too.)
double executedArithmetic(const VariantRow &R) {
  double Sum = 0;
  for (const char *Key : {"fp32", "fp64", "fp16"})
    Sum += executed(R, Key);
  return Sum;
}

unsigned staticArithmetic(const InstructionCounts &C) {
  return sumWithPrefix(C, "fp") + sumWithPrefix(C, "sfu");
}

/// Global bytes of a variant's static instructions: "ld.global.128" moves 16 bytes.
double staticBytes(const InstructionCounts &C, bool LoadsOnly) {
  double Bytes = 0;
  for (const auto &[Key, N] : C)
    for (const char *Prefix : {"ld.global.", "st.global."})
      if (Key.starts_with(Prefix) && (!LoadsOnly || Key.starts_with("ld.")))
        Bytes += N * std::atof(Key.c_str() + std::string_view(Prefix).size()) / 8;
  return Bytes;
}

std::optional<double> share(double Part, double Whole) {
  if (Whole <= 0)
    return std::nullopt;
  return Part / Whole;
}

/// "addresses (hist.cu:14, 15)" per kind of decision the structural loads make.
std::vector<std::string> causesOf(const std::vector<StructuralLoad> &Loads) {
  std::map<std::string, std::set<std::string>> Where;
  for (const StructuralLoad &L : Loads)
    for (const std::string &D : L.Decides)
      Where[D].insert(std::filesystem::path(L.File).filename().string() + ":" +
                      std::to_string(L.Line));
  std::vector<std::string> Out;
  for (const char *Kind : {"addresses", "branches", "trip counts"}) {
    auto It = Where.find(Kind);
    if (It == Where.end())
      continue;
    std::string Places;
    unsigned Shown = 0;
    for (const std::string &P : It->second)
      if (Shown++ < 3)
        Places += (Places.empty() ? "" : ", ") + P;
    if (It->second.size() > 3)
      Places += " and " + std::to_string(It->second.size() - 3) + " more";
    Out.push_back(std::string(Kind) + " (" + Places + ")");
  }
  return Out;
}

} // namespace

Separation separationOf(const RunResults &R) {
  Separation S;
  const VariantRow *Full = R.row("full"), *Mem = R.row("mem"), *Math = R.row("math");
  if (!Full)
    return S;
  S.SharedAtomics = sumWithPrefix(Full->Counts, "atom.shared");
  S.GlobalAtomics = sumWithPrefix(Full->Counts, "atom.global");
  S.Barriers = sumWithPrefix(Full->Counts, "barrier");
  S.Causes = causesOf(R.StructuralLoads);
  bool Executed = !Full->Executed.empty() && Math && !Math->Executed.empty() && Mem &&
                  !Mem->Executed.empty();
  // Each share from executed counts where full has the count it rests on (a profiler that
  // lacks a metric leaves its key out), else from the static instructions.
  auto Has = [&](std::initializer_list<const char *> Keys) {
    return Executed && Full->counted(Keys);
  };
  // Static: math-only's global stores and atomics stand behind guards that never pass, so its
  // traffic is its loads; full's is all its global accesses.
  if (Math && !Math->Counts.empty() && !Full->Counts.empty()) {
    unsigned FullAccesses = sumWithPrefix(Full->Counts, "ld.global.") +
                            sumWithPrefix(Full->Counts, "st.global.") + S.GlobalAtomics;
    S.TrafficKeptByMath = share(sumWithPrefix(Math->Counts, "ld.global."), FullAccesses);
    S.BytesKeptByMath = share(staticBytes(Math->Counts, true), staticBytes(Full->Counts, false));
  }
  if (Mem && !Mem->Counts.empty() && !Full->Counts.empty())
    S.ArithmeticKeptByMem =
        share(staticArithmetic(Mem->Counts), staticArithmetic(Full->Counts));
  if (Has({"global_ld"})) {
    auto Requests = [](const VariantRow &V) {
      return executed(V, "global_ld") + executed(V, "global_st") + executed(V, "global_atom");
    };
    auto Sectors = [](const VariantRow &V) {
      return executed(V, "ld_sectors") + executed(V, "st_sectors");
    };
    S.TrafficKeptByMath = share(Requests(*Math), Requests(*Full));
    if (Has({"ld_sectors"}))
      S.BytesKeptByMath = share(Sectors(*Math), Sectors(*Full));
  }
  if (Has({"fp32"}))
    S.ArithmeticKeptByMem = share(executedArithmetic(*Mem), executedArithmetic(*Full));
  S.Executed = Has({"global_ld"});
  return S;
}

/// Whether the skeleton's time decides something: full or math-only within twice the floor
/// threshold of it, where its noise could move them across the threshold. A skeleton far
/// under both (a few microseconds under a kernel of a millisecond) decides nothing.
bool skeletonDecides(const RunResults &R) {
  const VariantRow *Skeleton = R.row("skeleton");
  if (!Skeleton || !Skeleton->Time)
    return false;
  double Near = (1 + 2 * R.Thresholds.Floor) * Skeleton->Time->MedianMs;
  for (const char *Name : {"full", "math"})
    if (const VariantRow *V = R.row(Name); V && V->Time && V->Time->MedianMs <= Near)
      return true;
  return false;
}

std::vector<std::string> imprecisionOf(const RunResults &R) {
  std::vector<std::string> Out;
  bool Skeleton = skeletonDecides(R);
  for (const VariantRow &V : R.Variants) {
    // The times the verdict reads: full, mem and math, and the skeleton where it decides the
    // floor. Store-only's decides nothing.
    if (!V.Time || (V.Status != "ok" && V.Status != "conservative") || V.Variant == "store" ||
        !V.WhatIf.empty() || (V.Variant == "skeleton" && !Skeleton))
      continue;
    const SampleStats &T = *V.Time;
    std::string Who = V.Variant == "full" ? "full" : V.Variant + "-only";
    if (T.Samples < R.MinSamples)
      Out.push_back(Who + " has " + std::to_string(T.Samples) + " sample" +
                    (T.Samples == 1 ? "" : "s") + ", under the minimum " +
                    std::to_string(R.MinSamples));
    else if (T.RelStdDev > R.TargetRelStdDev)
      Out.push_back(Who + "'s spread " + percentText(T.RelStdDev, 2) + " over the " +
                    printed("%.2g%%", R.TargetRelStdDev * 100) +
                    " target (n=" + std::to_string(T.Samples) + ")");
  }
  return Out;
}

} // namespace limiter
