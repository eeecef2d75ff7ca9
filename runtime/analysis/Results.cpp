// The results model: sample summaries, the executed-count checks and the verdict of a run.

#include "limiter/runtime/Results.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace limiter {

SampleStats summarize(std::vector<double> Samples) {
  SampleStats S;
  S.Samples = static_cast<unsigned>(Samples.size());
  if (Samples.empty())
    return S;
  std::sort(Samples.begin(), Samples.end());
  std::size_t N = Samples.size();
  S.MedianMs = N % 2 ? Samples[N / 2] : (Samples[N / 2 - 1] + Samples[N / 2]) / 2;
  S.MinMs = Samples.front();
  S.MaxMs = Samples.back();
  S.MeanMs = std::accumulate(Samples.begin(), Samples.end(), 0.0) / static_cast<double>(N);
  if (N > 1 && S.MeanMs > 0) {
    double Squares = 0;
    for (double X : Samples)
      Squares += (X - S.MeanMs) * (X - S.MeanMs);
    S.RelStdDev = std::sqrt(Squares / static_cast<double>(N - 1)) / S.MeanMs;
  }
  // The ranks that hold the median with at least 95% probability whatever the distribution:
  // the lower one is the largest j with P(Binomial(n, 1/2) < j) <= 2.5%, the upper n + 1 - j
  // (10 samples: the 2nd and the 9th, 97.9%; under 6 samples no such j: the extremes). Exact
  // up to 64 samples, by the normal approximation beyond; cheap either way, since the runner
  // summarizes after every sample.
  std::size_t Low = 1;
  if (N <= 64) {
    double P = std::ldexp(1.0, -static_cast<int>(N)), Tail = 0; // P(X = 0), P(X <= J)
    for (std::size_t J = 0; J < N; ++J) {
      Tail += P;
      if (Tail > 0.025)
        break;
      Low = J + 1; // P(X <= J) <= 2.5%: the (J + 1)-th value lies under the median
      P *= static_cast<double>(N - J) / static_cast<double>(J + 1);
    }
  } else {
    Low = static_cast<std::size_t>(
        std::floor(static_cast<double>(N) / 2 - 1.96 * std::sqrt(static_cast<double>(N)) / 2));
  }
  Low = std::min(Low, (N + 1) / 2);
  S.MedianLowMs = Samples[Low - 1];
  S.MedianHighMs = Samples[N - Low];
  return S;
}

const VariantRow *RunResults::row(const std::string &Variant) const {
  for (const VariantRow &R : Variants)
    if (R.Variant == Variant)
      return &R;
  return nullptr;
}
namespace {

std::string format(const char *Fmt, double V) {
  char Buffer[64];
  std::snprintf(Buffer, sizeof(Buffer), Fmt, V);
  return Buffer;
}

} // namespace

namespace {

bool trustedSkeleton(const RunResults &R) {
  const VariantRow *Skeleton = R.row("skeleton"), *Full = R.row("full");
  if (!Skeleton || !Full || !Skeleton->Time || !Full->Time || Skeleton->Status != "ok" ||
      !Skeleton->OccupancyMatched || Skeleton->SpillBytes ||
      Skeleton->Time->MedianMs > 1.01 * Full->Time->MedianMs)
    return false;
  for (const auto *Checks : {&R.StaticChecks, &R.Checks})
    for (const CountCheck &C : *Checks)
      if (!C.Passed && C.Name.starts_with("skeleton"))
        return false;
  return true;
}

} // namespace

void addVerdict(RunResults &R) {
  std::map<std::string, double> Median;
  for (const VariantRow &V : R.Variants)
    if (V.Time)
      Median[V.Variant] = V.Time->MedianMs;
  if (!Median.count("full") || !Median.count("mem") || !Median.count("math"))
    return;
  VariantTimes T;
  T.Full = Median["full"];
  T.Mem = Median["mem"];
  T.Math = Median["math"];
  if (Median.count("store"))
    T.Store = Median["store"];
  // The skeleton decides the floor, and a floor-bound class: only one that is what it claims
  // (ok, at full's occupancy, no failed check, not slower than full) is read.
  if (Median.count("skeleton") && trustedSkeleton(R))
    T.Skeleton = Median["skeleton"];
  Throughput Rates;
  Rates.BytesMoved = R.BytesMoved;
  Rates.FlopCount = R.FlopCount;
  Rates.CopyBandwidth = R.CopyBandwidth;
  Rates.FmaThroughput = R.FmaThroughput;
  R.Judgement =
      judge(T, Rates, R.Thresholds, verdictDoubts(R), separationOf(R), imprecisionOf(R));
}
std::vector<CountCheck> executedCountChecks(const std::vector<VariantRow> &Rows,
                                            bool AllowStructuralLoads) {
  auto Find = [&](const char *Variant) -> const VariantRow * {
    for (const VariantRow &R : Rows)
      if (R.Variant == Variant && !R.Executed.empty())
        return &R;
    return nullptr;
  };
  auto Count = [](const VariantRow *R, const char *Key) {
    auto It = R->Executed.find(Key);
    return It == R->Executed.end() ? 0.0 : It->second;
  };
  auto Text = [](double V) { return format("%.0f", V); };
  std::vector<CountCheck> Out;
  const VariantRow *Full = Find("full");
  if (!Full)
    return Out;
  double FullLd = Count(Full, "global_ld"), FullSt = Count(Full, "global_st");
  if (const VariantRow *Mem = Find("mem")) {
    double Ld = Count(Mem, "global_ld"), St = Count(Mem, "global_st");
    double Sectors = Count(Mem, "ld_sectors") + Count(Mem, "st_sectors");
    double FullSectors = Count(Full, "ld_sectors") + Count(Full, "st_sectors");
    Out.push_back({"mem-executes-full-global-accesses",
                   Ld == FullLd && St == FullSt && Sectors == FullSectors,
                   "global load/store requests (sectors): mem " + Text(Ld) + "/" + Text(St) + " (" +
                       Text(Sectors) + "), full " + Text(FullLd) + "/" + Text(FullSt) + " (" +
                       Text(FullSectors) + ")"});
  }
  for (const char *Name : {"math", "store", "skeleton"})
    if (const VariantRow *V = Find(Name)) {
      double Ld = Count(V, "global_ld");
      bool Ok = AllowStructuralLoads ? Ld <= FullLd : Ld == 0;
      Out.push_back(
          {std::string(Name) + "-executes-no-global-loads", Ok,
           std::string(Name) + " makes " + Text(Ld) + " global load requests" +
               (AllowStructuralLoads ? " (structural ones allowed, full " + Text(FullLd) + ")"
                                     : "")});
    }
  if (const VariantRow *Store = Find("store")) {
    double St = Count(Store, "global_st");
    Out.push_back({"store-executes-full-global-stores", St == FullSt,
                   "global store requests: store " + Text(St) + ", full " + Text(FullSt)});
  }
  if (const VariantRow *Math = Find("math")) {
    double St = Count(Math, "global_st") + Count(Math, "global_atom");
    Out.push_back(
        {"math-executes-no-global-stores", St == 0,
         "math makes " + Text(St) + " global store and atomic requests (its guards never pass)"});
    double Fp = Count(Math, "fp32"), FullFp = Count(Full, "fp32");
    bool Close = FullFp == 0 ? Fp == 0 : std::abs(Fp - FullFp) <= 0.1 * FullFp;
    Out.push_back({"math-executes-full-fp32-within-10pct", Close,
                   "fp32 thread instructions: math " + Text(Fp) + ", full " + Text(FullFp)});
    // The other kinds, where full's compiled code holds some (its static PTX counts): the
    // machine code has instructions of these kinds that are no arithmetic of the source
    // (ptxas moves constants into registers with HFMA2, and the XU pipe also converts), so a
    // kernel without them in its PTX is not checked on them. Math-only must not lose more
    // than a tenth of any; on the XU pipe, where its made-up values add conversions, only
    // losing counts.
    auto Static = [&](const char *Kind) {
      auto It = Full->Counts.find(Kind);
      return It != Full->Counts.end() && It->second > 0;
    };
    for (const auto &[Kind, What] :
         {std::pair{"fp64", "fp64 thread instructions"},
          std::pair{"fp16", "fp16 and bf16 thread instructions"},
          std::pair{"sfu", "XU-pipe (special function) warp instructions"}}) {
      double M = Count(Math, Kind), F = Count(Full, Kind);
      bool OneSided = std::string(Kind) == "sfu";
      if (F > 0 && Static(Kind))
        Out.push_back({std::string("math-executes-full-") + Kind + "-within-10pct",
                       M >= 0.9 * F && (OneSided || M <= 1.1 * F),
                       std::string(What) + ": math " + Text(M) + ", full " + Text(F) +
                           (OneSided ? " (at least 90% of full's)" : "")});
    }
    // Integer work on data is full's less what memory-only keeps (memory-only keeps every
    // address and branch, and drops the data's arithmetic); math-only keeps it on top of what
    // the skeleton executes (indexing and control). A lower bound: the values math-only makes
    // up cost integer instructions of their own, which can hide a loss but not make one.
    const VariantRow *Mem = Find("mem"), *Skeleton = Find("skeleton");
    if (Mem && Skeleton && Full->Executed.count("int")) {
      double Data = Count(Full, "int") - Count(Mem, "int");
      double Kept = Count(Math, "int") - Count(Skeleton, "int");
      // Only where the data's integer work is a tenth of full's or more: the machine code's
      // register moves (IMAD.MOV, IADD3) and loop overhead move by a few percent anyway.
      if (Data >= 0.1 * Count(Full, "int"))
        Out.push_back({"math-executes-full-data-integer-work", Kept >= 0.9 * Data,
                       "integer thread instructions on data (full less mem): full " + Text(Data) +
                           ", math keeps (math less skeleton) " + Text(Kept)});
    }
  }
  return Out;
}
} // namespace limiter
