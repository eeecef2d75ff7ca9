// The results model: sample summaries, the executed-count checks and the verdict of a run.

#include "limiter/runtime/Results.h"
#include "analysis/Numbers.h"
#include "limiter/support/WhatIfs.h"

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
  R.WhatIfs = whatIfsOf(R);
  R.Occupancy = curveOf(R, "occupancy");
  R.PerThread = curveOf(R, "perthread");
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
  R.Judgement = judge(T, Rates, R.Thresholds, verdictDoubts(R), separationOf(R), imprecisionOf(R));
}

namespace {

/// The row of Variant, when it has executed counts.
const VariantRow *executedRow(const std::vector<VariantRow> &Rows, const char *Variant) {
  for (const VariantRow &R : Rows)
    if (R.Variant == Variant && !R.Executed.empty())
      return &R;
  return nullptr;
}

/// R's executed count of Key, 0 when not measured.
double executedCount(const VariantRow *R, const char *Key) {
  auto It = R->Executed.find(Key);
  return It == R->Executed.end() ? 0.0 : It->second;
}

/// A count as a whole number.
std::string countText(double V) { return printed("%.0f", V); }

/// A check on executed counts: those have no method (see CountCheck::Method).
CountCheck executedCheck(std::string Name, bool Passed, std::string Detail) {
  return {std::move(Name), Passed, std::move(Detail), /*Method=*/""};
}

/// C, failed with counts above full's where More: the what-if does work of its own.
CountCheck moreWorkIf(CountCheck C, bool More) {
  C.MoreWork = !C.Passed && More;
  if (C.MoreWork)
    C.Detail += " (more than full's)";
  return C;
}

/// Math-only's checks on the kinds besides fp32 where full's compiled code holds some (its
/// static PTX counts).
void addMathOtherKindChecks(std::vector<CountCheck> &Out, const VariantRow *Full,
                            const VariantRow *Math) {
  // The machine code has instructions of these kinds that are no arithmetic of the source
  // (ptxas moves constants into registers with HFMA2, and the XU pipe also converts), so a
  // kernel without them in its PTX is not checked on them. Math-only must not lose more than a
  // tenth of any; on the XU pipe, where its made-up values add conversions, only losing counts.
  auto Static = [&](const char *Kind) {
    auto It = Full->Counts.find(Kind);
    return It != Full->Counts.end() && It->second > 0;
  };
  for (const auto &[Kind, What] :
       {std::pair{"fp64", "fp64 thread instructions"},
        std::pair{"fp16", "fp16 and bf16 thread instructions"},
        std::pair{"sfu", "XU-pipe (special function) warp instructions"}}) {
    double M = executedCount(Math, Kind), F = executedCount(Full, Kind);
    bool OneSided = std::string(Kind) == "sfu";
    if (F > 0 && Static(Kind))
      Out.push_back(executedCheck(std::string("math-executes-full-") + Kind + "-within-10pct",
                                  M >= 0.9 * F && (OneSided || M <= 1.1 * F),
                                  std::string(What) + ": math " + countText(M) + ", full " +
                                      countText(F) +
                                      (OneSided ? " (at least 90% of full's)" : "")));
  }
}

/// Math-only keeps the integer work full does on data.
void addMathIntegerCheck(std::vector<CountCheck> &Out, const std::vector<VariantRow> &Rows,
                         const VariantRow *Full, const VariantRow *Math) {
  // Integer work on data is full's less what is not data: memory-only keeps the addresses and
  // the branches around the accesses it keeps, the skeleton every branch and loop of full's
  // control, and neither keeps arithmetic on data; where memory-only drops a branch whose
  // accesses only fed arithmetic (a reduction tree's `if (at < n)`), the skeleton still holds
  // its condition. The larger of the two is full's work that is not data. Math-only keeps the
  // data's work on top of what the skeleton executes. A lower bound: the values math-only
  // makes up cost integer instructions of their own, which can hide a loss but not make one.
  const VariantRow *Mem = executedRow(Rows, "mem"), *Skeleton = executedRow(Rows, "skeleton");
  if (Mem && Skeleton && Full->Executed.count("int")) {
    double Skeletal = executedCount(Skeleton, "int");
    double NotData = std::max(executedCount(Mem, "int"), Skeletal);
    double Data = executedCount(Full, "int") - NotData;
    double Kept = executedCount(Math, "int") - Skeletal;
    // Only where the data's integer work is a tenth of full's or more: the machine code's
    // register moves (IMAD.MOV, IADD3) and loop overhead move by a few percent anyway.
    if (Data >= 0.1 * executedCount(Full, "int"))
      Out.push_back(executedCheck(
          "math-executes-full-data-integer-work", Kept >= 0.9 * Data,
          "integer thread instructions on data (full less the larger of mem and skeleton): "
          "full " +
              countText(Data) + ", math keeps (math less skeleton) " + countText(Kept)));
  }
}

/// Math-only's checks: no global store or atomic request, full's fp32 within 10%, the other
/// kinds and the integer work on data.
void addMathChecks(std::vector<CountCheck> &Out, const std::vector<VariantRow> &Rows,
                   const VariantRow *Full, const VariantRow *Math) {
  double St = executedCount(Math, "global_st") + executedCount(Math, "global_atom");
  if (Full->counted({"global_st", "global_atom"}))
    Out.push_back(executedCheck("math-executes-no-global-stores", St == 0,
                                "math makes " + countText(St) +
                                    " global store and atomic requests (its guards never pass)"));
  double Fp = executedCount(Math, "fp32"), FullFp = executedCount(Full, "fp32");
  bool Close = FullFp == 0 ? Fp == 0 : std::abs(Fp - FullFp) <= 0.1 * FullFp;
  if (Full->counted({"fp32"}))
    Out.push_back(executedCheck("math-executes-full-fp32-within-10pct", Close,
                                "fp32 thread instructions: math " + countText(Fp) + ", full " +
                                    countText(FullFp)));
  addMathOtherKindChecks(Out, Full, Math);
  addMathIntegerCheck(Out, Rows, Full, Math);
}

/// A what-if keeps full's global requests and fp32 work: its time lacks only the cost it
/// names. A compile-flag what-if (fast math) changes its floating-point work on purpose: only
/// its requests are held to full's.
void addWhatIfChecks(std::vector<CountCheck> &Out, const VariantRow *Full, const VariantRow *W,
                     const std::vector<CountCheck> &StaticChecks) {
  const std::string &Name = W->Variant;
  const bool Wider = Name == "wider"; // fewer requests on purpose: its own check
  if (Wider && Full->counted({"global_ld", "global_st", "ld_sectors", "st_sectors"}) &&
      W->counted({"global_ld", "global_st", "ld_sectors", "st_sectors"})) {
    // Fewer, wider requests, touching no sector more often than full's (a narrow request
    // touches again the sectors its neighbours touch), and DRAM reading the same bytes.
    double Requests = executedCount(W, "global_ld") + executedCount(W, "global_st");
    double FullRequests = executedCount(Full, "global_ld") + executedCount(Full, "global_st");
    double Sectors = executedCount(W, "ld_sectors") + executedCount(W, "st_sectors");
    double FullSectors = executedCount(Full, "ld_sectors") + executedCount(Full, "st_sectors");
    bool Dram = Full->counted({"dram_read_bytes"}) && W->counted({"dram_read_bytes"});
    double Bytes = Dram ? executedCount(W, "dram_read_bytes") : 0;
    double FullBytes = Dram ? executedCount(Full, "dram_read_bytes") : 0;
    Out.push_back(executedCheck(
        "wider-executes-fewer-global-requests-for-full-bytes",
        Requests < FullRequests && Sectors <= FullSectors &&
            (!Dram || std::abs(Bytes - FullBytes) <= 0.05 * FullBytes + 65536),
        "global requests (sectors): wider " + countText(Requests) + " (" + countText(Sectors) +
            "), full " + countText(FullRequests) + " (" + countText(FullSectors) + ")" +
            (Dram ? "; DRAM bytes read: wider " + countText(Bytes) + ", full " +
                        countText(FullBytes) + " (within 5% and 64 KiB)"
                  : "")));
  } else if (Name == "nodivergence" && Full->counted({"global_ld", "global_st"}) &&
             W->counted({"global_ld", "global_st"})) {
    // Whole warps take each arm: a branch's accesses issue from fewer warps, never from more.
    double Ld = executedCount(W, "global_ld"), St = executedCount(W, "global_st");
    double FullLd = executedCount(Full, "global_ld"), FullSt = executedCount(Full, "global_st");
    Out.push_back(executedCheck(
        "nodivergence-executes-at-most-full-global-requests", Ld <= FullLd && St <= FullSt,
        "global load/store requests: nodivergence " + countText(Ld) + "/" + countText(St) +
            ", full " + countText(FullLd) + "/" + countText(FullSt) +
            " (fewer where a branch's accesses go to whole warps)"));
  } else if (!Wider && Full->counted({"global_ld", "global_st"}) &&
             W->counted({"global_ld", "global_st"})) {
    double Ld = executedCount(W, "global_ld"), St = executedCount(W, "global_st");
    double FullLd = executedCount(Full, "global_ld"), FullSt = executedCount(Full, "global_st");
    Out.push_back(moreWorkIf(
        executedCheck(Name + "-executes-full-global-requests", Ld == FullLd && St == FullSt,
                      "global load/store requests: " + Name + " " + countText(Ld) + "/" +
                          countText(St) + ", full " + countText(FullLd) + "/" + countText(FullSt)),
        Ld >= FullLd && St >= FullSt));
  }
  // Not of the no-divergence what-if: handing the roles to whole warps makes fewer warps run
  // the branch's accesses, so its warp instructions fall on purpose (the H200 counted 6.6M
  // shared loads in a compacted reduction against full's 24.9M, the same loads by thread).
  // Nor where the compiled code's shared accesses are full's: a branch where the other build
  // predicates changes the warp count with the same work (on the H200, the completely unrolled
  // reduction's no-barriers what-if ran 22.0M shared loads against full's 26.2M, with 26
  // static ones each).
  const bool FewerWarps = Name == "nodivergence";
  const bool StaticAgrees =
      std::any_of(StaticChecks.begin(), StaticChecks.end(), [&](const CountCheck &C) {
        return C.Name == Name + "-keeps-full-shared-accesses" && C.Passed;
      });
  if (!FewerWarps && !StaticAgrees && Full->counted({"shared_ld", "shared_st"}) &&
      W->counted({"shared_ld", "shared_st"})) {
    // Warp instructions as the code has them, not their replays: the no-bank-conflicts
    // what-if keeps full's count too.
    double Ld = executedCount(W, "shared_ld"), St = executedCount(W, "shared_st");
    double FullLd = executedCount(Full, "shared_ld"), FullSt = executedCount(Full, "shared_st");
    Out.push_back(moreWorkIf(
        executedCheck(Name + "-executes-full-shared-accesses", Ld == FullLd && St == FullSt,
                      "shared load/store warp instructions: " + Name + " " + countText(Ld) + "/" +
                          countText(St) + ", full " + countText(FullLd) + "/" + countText(FullSt)),
        Ld >= FullLd && St >= FullSt));
  }
  // The compile-flag what-ifs change the math on purpose, and so does a rewrite on the math's
  // side (single-precision literals: double instructions become float's).
  const WhatIfInfo *Info = whatIfInfo(Name);
  const bool ChangesMath = Info && (!Info->ModuleFlags.empty() || Info->Side == "math");
  if (ChangesMath && Info->ModuleFlags.empty() && Full->counted({"fp64"}) && W->counted({"fp64"})) {
    double Fp = executedCount(W, "fp64"), FullFp = executedCount(Full, "fp64");
    Out.push_back(executedCheck(Name + "-executes-fewer-fp64", Fp < FullFp,
                                "fp64 thread instructions: " + Name + " " + countText(Fp) +
                                    ", full " + countText(FullFp)));
  }
  if (!ChangesMath && Full->counted({"fp32"}) && W->counted({"fp32"})) {
    double Fp = executedCount(W, "fp32"), FullFp = executedCount(Full, "fp32");
    Out.push_back(moreWorkIf(
        executedCheck(Name + "-executes-full-fp32-within-10pct",
                      std::abs(Fp - FullFp) <= 0.1 * FullFp,
                      "fp32 thread instructions: " + Name + " " + countText(Fp) + ", full " +
                          countText(FullFp)),
        Fp > FullFp));
  }
}

} // namespace

std::vector<CountCheck> executedCountChecks(const std::vector<VariantRow> &Rows,
                                            bool AllowStructuralLoads,
                                            const std::vector<CountCheck> &StaticChecks) {
  std::vector<CountCheck> Out;
  const VariantRow *Full = executedRow(Rows, "full");
  if (!Full)
    return Out;
  double FullLd = executedCount(Full, "global_ld"), FullSt = executedCount(Full, "global_st");
  const bool Traffic = Full->counted({"global_ld", "global_st", "ld_sectors", "st_sectors"});
  if (const VariantRow *Mem = executedRow(Rows, "mem"); Mem && Traffic) {
    double Ld = executedCount(Mem, "global_ld"), St = executedCount(Mem, "global_st");
    double Sectors = executedCount(Mem, "ld_sectors") + executedCount(Mem, "st_sectors");
    double FullSectors = executedCount(Full, "ld_sectors") + executedCount(Full, "st_sectors");
    Out.push_back(executedCheck(
        "mem-executes-full-global-accesses", Ld == FullLd && St == FullSt && Sectors == FullSectors,
        "global load/store requests (sectors): mem " + countText(Ld) + "/" + countText(St) + " (" +
            countText(Sectors) + "), full " + countText(FullLd) + "/" + countText(FullSt) + " (" +
            countText(FullSectors) + ")"));
  }
  for (const char *Name : {"math", "store", "skeleton"})
    if (const VariantRow *V = executedRow(Rows, Name); V && Full->counted({"global_ld"})) {
      double Ld = executedCount(V, "global_ld");
      bool Ok = AllowStructuralLoads ? Ld <= FullLd : Ld == 0;
      Out.push_back(executedCheck(
          std::string(Name) + "-executes-no-global-loads", Ok,
          std::string(Name) + " makes " + countText(Ld) + " global load requests" +
              (AllowStructuralLoads ? " (structural ones allowed, full " + countText(FullLd) + ")"
                                    : "")));
    }
  if (const VariantRow *Store = executedRow(Rows, "store"); Store && Full->counted({"global_st"})) {
    double St = executedCount(Store, "global_st");
    Out.push_back(executedCheck("store-executes-full-global-stores", St == FullSt,
                                "global store requests: store " + countText(St) + ", full " +
                                    countText(FullSt)));
  }
  if (const VariantRow *Math = executedRow(Rows, "math"))
    addMathChecks(Out, Rows, Full, Math);
  for (const VariantRow &Row : Rows)
    if (!Row.WhatIf.empty() && !Row.Executed.empty())
      addWhatIfChecks(Out, Full, &Row, StaticChecks);
  return Out;
}
} // namespace limiter
