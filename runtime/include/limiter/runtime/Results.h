// The results of a run (results.json's schema): the variants' timings and counts, the checks
// on static and executed counts, and the verdict.

#ifndef LIMITER_RUNTIME_RESULTS_H
#define LIMITER_RUNTIME_RESULTS_H

#include "limiter/runtime/Verdict.h"

#include <array>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// Summary of one variant's timing samples (milliseconds).
struct SampleStats {
  unsigned Samples = 0;
  double MedianMs = 0;
  double MinMs = 0;
  double MaxMs = 0;
  double MeanMs = 0;
  double RelStdDev = 0; ///< Sample standard deviation over the mean.
  /// A 95% confidence interval of the median, from the order statistics (distribution-free):
  /// two medians whose intervals do not meet differ beyond their noise.
  double MedianLowMs = 0, MedianHighMs = 0;
};

/// Median, extremes, mean, relative standard deviation and the median's 95% confidence
/// interval; empty input gives zeros.
SampleStats summarize(std::vector<double> SamplesMs);

/// One row of the results: a variant as it ran.
struct VariantRow {
  std::string Variant;  ///< "full", "mem", ...
  std::string Function; ///< "K__mem".
  std::string Status;   ///< "ok", "conservative", "absent", "faulted", "timed-out".
  std::string Note;     ///< Why, when not ok.
  std::optional<SampleStats> Time;
  int BlocksPerSm = 0;
  bool OccupancyMatched = true;
  int Registers = 0;
  unsigned StaticSharedBytes = 0;
  unsigned PaddingSharedBytes = 0;        ///< Dynamic shared memory added to match occupancy.
  std::map<std::string, unsigned> Counts; ///< Static PTX counts of the manifest.
  /// Executed counts from Nsight Compute (`limiter run --counts`): "global_ld", "global_st",
  /// "global_atom" (requests to the memory system: warp accesses with at least one active
  /// thread), "ld_sectors", "st_sectors" (32-byte sectors they touch), "fp32" (thread
  /// instructions: FADD, FMUL, FFMA), "inst" (warp instructions), "shared_ld", "shared_st"
  /// (shared-memory load and store warp instructions), "dram_read_bytes" (read from DRAM;
  /// caches are flushed before it). Empty when not measured.
  std::map<std::string, double> Executed;
  int RegisterCap = 0; ///< -maxrregcount it was compiled with to match occupancy; 0: none.
  /// Bytes per thread the register cap spilled to local memory (beyond the uncapped build's).
  unsigned SpillBytes = 0;
  /// For a what-if (a copy of full with one cost removed), that cost ("block barriers");
  /// empty for the five twins. Its row is not in the twins' table but in the what-ifs.
  std::string WhatIf;
  /// The reasons the bundle gives for its status (why absent or conservative).
  std::vector<std::string> Reasons;
  /// A point of a curve (curveOf): full at other blocks per multiprocessor than its own (the
  /// occupancy curve: padded with dynamic shared memory below them, compiled under a register
  /// cap above), or with fewer blocks in its grid (the elements-per-thread curve of a
  /// grid-stride kernel). Its WhatIf is its curve's what-if's cost, so that it stays out of the
  /// twins' table; it is not ranked among the what-ifs.
  bool OnCurve = false;
  /// The blocks of the grid it was launched with (0 in results older than it).
  unsigned long long GridBlocks = 0;

  /// Whether Executed holds every one of Keys: a profiler that lacks a metric leaves its key
  /// out, and what reads it is then not judged (rather than judged on zeros).
  bool counted(std::initializer_list<const char *> Keys) const {
    for (const char *K : Keys)
      if (!Executed.count(K))
        return false;
    return true;
  }
};

/// What one what-if says: the time full would save without the cost it removes, measured.
struct WhatIfResult {
  std::string Name; ///< "nobarrier"
  std::string Cost; ///< "block barriers"
  /// "measured", "not-applicable" (the rewriter found nothing to remove: Why says so),
  /// "not-relevant" (`--what-if auto` did not time it: the twins' class rules its cost out,
  /// Why says how), or "failed" (it did not run, or not at full's occupancy: Why says so).
  std::string Status;
  std::string Why;
  /// (T_full - T_whatif) / T_full from the medians, and its range from the medians' 95%
  /// intervals; negative when the what-if runs slower.
  std::optional<double> Potential, PotentialLow, PotentialHigh;
  double MedianMs = 0;
  /// Checks of what it changed and kept (static or executed) that failed: its time may hold
  /// more (or less) than the cost it names. Such a what-if ranks after the unquestioned ones.
  std::vector<std::string> Doubts;
  /// Why its potential is a lower bound, not in doubt: it kept some of the cost as written
  /// (conservative), or a check found it doing more than full (an access loaded twice, a skew
  /// that stops the compiler forwarding a store). It ranks by its potential all the same: the
  /// cost is at least that large.
  std::vector<std::string> LowerBounds;
  unsigned Rank = 0; ///< 1 = the largest potential among the measured ones; 0: not ranked.
  /// How a measured what-if was made, where its row says (the occupancy what-if's register
  /// cap and the blocks per multiprocessor it reached).
  std::string How;
  /// Its executed warp instructions over full's, less one, where both were counted: what it
  /// adds of its own to remove the cost (a skew's arithmetic, a role's test, a spill). Where
  /// issuing instructions sets the pace, a potential beside a positive one is a lower bound.
  std::optional<double> ExtraInstructions;
};

/// A global load the rewriter found structural (math-only keeps it), and what its value
/// decides: "addresses", "branches", "trip counts" (empty in bundles older than the reasons).
struct StructuralLoad {
  std::string File;
  unsigned Line = 0;
  std::vector<std::string> Decides;
};

/// One check of the variants against the full kernel, on static or executed counts.
struct CountCheck {
  std::string Name;
  bool Passed = false;
  std::string Detail;
  /// Static checks: what decided, "counts" (whole-kernel counts agree) or "lines" (they
  /// differ, but every source line holds the same kinds of instructions in both: the
  /// variants were unrolled differently). Empty for executed checks.
  std::string Method;
  /// A failed executed check of a what-if whose counts exceed full's (more requests, more
  /// shared accesses, more arithmetic than full): the what-if does work of its own besides
  /// removing the cost, so its potential is a lower bound rather than in doubt.
  bool MoreWork = false;
};

/// One point of a curve: full's time at X (blocks per multiprocessor, or the grid's blocks).
struct CurvePoint {
  long long X = 0;
  std::string Variant; ///< "full", the what-if ("occupancy") or a point ("occupancy@2").
  std::string How;     ///< How it was made ("full padded with 24576 bytes of ...").
  SampleStats Time;
};

/// Full's time as one launch resource varies, measured. "occupancy": X is the blocks per
/// multiprocessor, from one to the most its threads, shared memory and a register cap allow
/// (whether more resident warps would help a latency-bound kernel, and how many it needs).
/// "perthread": X is the blocks of a grid-stride kernel's grid, from full's down to one
/// resident wave, each thread handling more elements.
struct Curve {
  std::string Name;
  std::vector<CurvePoint> Points; ///< By X; full's among them. Empty: not drawn.
  long long FullX = 0;
  /// What the curve says, one sentence; where it is not drawn, why (or empty: not made).
  std::string Reading;
};

/// Everything one `limiter run` measured: the schema of results.json.
/// Where an in-situ result (`limiter profile`) was measured: the program, its arguments, and
/// the launch of the target it made, with the configuration the variants were launched with.
struct InSituLaunch {
  std::string Program;
  std::vector<std::string> Arguments;
  unsigned LaunchIndex = 0; ///< Among the program's launches of the kernel, from 0.
  std::array<unsigned, 3> Grid{1, 1, 1}, Block{1, 1, 1};
  unsigned DynamicSharedBytes = 0;
  int DeviceOrdinal = 0;
  unsigned Context = 0; ///< Among the contexts the program launched the kernel in, from 0.
};

/// How a `{ balance = [min, max] }` parameter was chosen on the GPU the run is on: a first
/// guess from the device's calibrated FLOP per byte and the config's [work], then pilot
/// timings of the memory-only and math-only twins, each taken as affine in the value, solved
/// for equal times.
struct BalanceChoice {
  struct Pilot {
    long long Value = 0;
    double MemMs = 0, MathMs = 0;
  };
  std::string Param;
  long long Value = 0; ///< What the run was measured with.
  long long Min = 0, Max = 0;
  std::optional<long long> FromCeilings; ///< The first guess; none without the ceilings.
  std::optional<double> DeviceFlopPerByte;
  std::vector<Pilot> Pilots;
  std::string Note; ///< Why the pilots did not decide, or the range bound the value met.
};

struct RunResults {
  /// 2: static_checks, and the verdict's doubts (an uncertain verdict). 3: the median's
  /// confidence interval, min_samples, spill_bytes, structural_loads, the verdict's shares,
  /// imprecision and the classes inseparable and floor-bound.
  static constexpr int SchemaVersion = 3;
  std::string Kernel;
  std::string Experiment;
  std::string Description; ///< The config's description.
  std::string Device;
  std::string LimiterVersion;
  bool Hot = false;
  double TargetRelStdDev = 0.005;
  unsigned MinSamples = 10; ///< Below this many samples a time is imprecise.
  std::optional<double> CopyBandwidth; ///< Calibrated, bytes per second.
  std::optional<double> FmaThroughput; ///< Calibrated, FLOP per second.
  std::optional<double> BytesMoved;    ///< DRAM bytes of one launch of the full kernel.
  bool BytesFromConfig = false;        ///< work.bytes; else the buffers' compulsory traffic.
  std::optional<double> FlopCount;     ///< work.flops.
  /// Wall time of the Nsight Compute child that measured the executed counts, in seconds.
  std::optional<double> CountSeconds;
  std::vector<VariantRow> Variants;
  std::vector<CountCheck> Checks;       ///< On executed counts; empty when not measured.
  std::vector<CountCheck> StaticChecks; ///< The bundle's checks on compiled (PTX) counts.
  std::vector<StructuralLoad> StructuralLoads; ///< From the bundle's manifest.
  std::optional<Verdict> Judgement;
  VerdictThresholds Thresholds;
  /// Measured in the program at one of its launches (results.json "mode": "in-situ", with
  /// "launch"); else from a bundle's experiment ("mode": "bundle").
  std::optional<InSituLaunch> InSitu;
  /// The what-ifs, ranked by measured potential (whatIfsOf); empty when the bundle has none.
  std::vector<WhatIfResult> WhatIfs;
  /// The `--what-if` choice they were timed under ("auto", "all", "none", "a,b"); empty where
  /// not said (in situ, or results older than it).
  std::string WhatIfSelection;
  /// Set when the config's balance parameter was chosen for this run.
  std::optional<BalanceChoice> Balance;
  /// From the rows (curveOf); no points where the run drew none.
  Curve Occupancy, PerThread;

  const VariantRow *row(const std::string &Variant) const;
};

/// The verdict from the rows' median times (full, mem and math timed; store and skeleton
/// when timed), the rates and the doubts; none when a needed time is missing.
void addVerdict(RunResults &R);

/// results.json text (schema "limiter/results", version RunResults::SchemaVersion) and back.
/// Reading reports a missing or wrong field, or a newer schema version, in Error.
std::string toJson(const RunResults &R);
std::optional<RunResults> resultsFromJson(const std::string &Text, std::string &Error);

/// The what-ifs of the rows (those with WhatIf), with their potential against full's median,
/// their doubts (failed checks whose names begin with theirs), ranked: measured ones without
/// doubts by potential, then those with doubts, then the rest.
std::vector<WhatIfResult> whatIfsOf(const RunResults &R);

/// The curve Name ("occupancy" or "perthread") of the rows: full, the what-if of that name and
/// its points (rows "Name@..."), those timed, by X, with its reading; where fewer than two
/// were timed, no points and the reason (the points' note) as its reading.
Curve curveOf(const RunResults &R, const std::string &Name);

/// A curve as report lines: "1 block per multiprocessor: 2.4100 ms (2.41x full's time; how)",
/// ..., then its reading; empty where it was not made.
std::vector<std::string> curveLines(const Curve &C);

/// The title a report gives a curve ("occupancy curve (full's time by blocks per
/// multiprocessor)").
std::string curveTitle(const Curve &C);

/// Why `--what-if auto` does not time the what-if Name for a kernel judged V: a memory-bound
/// kernel's time is its memory's, which the arithmetic's precision does not set, and a
/// math-bound kernel's is its arithmetic's, which the global accesses' pattern does not set.
/// Empty where it is timed (an uncertain verdict, another class, a what-if of either side).
std::string whatIfNotRelevant(const std::string &Name, const Verdict &V);

/// Why `--what-if auto` does not draw a curve's points for a kernel judged V: they are drawn
/// for a latency-bound kernel (or an uncertain verdict), whose time more resident warps or
/// more work per thread may hide; empty where they are drawn. The what-ifs themselves are
/// timed for every class.
std::string curveNotRelevant(const Verdict &V);

/// The checks of executed counts (the same rules as the bundle's static checks): mem makes
/// full's global load and store requests over the same sectors; math and store make no global
/// load request (none but the structural ones when AllowStructuralLoads) and store makes
/// full's store requests; math makes no global store or atomic request (its guards never pass)
/// and executes full's fp32 within 10%; skeleton makes no global load request. Variants
/// without counts are left out. A what-if's shared accesses are counted only where its static
/// twin (X-keeps-full-shared-accesses, in StaticChecks) did not pass: shared accesses are
/// counted by warp instruction, and a branch one build predicates runs fewer for the same work.
std::vector<CountCheck> executedCountChecks(const std::vector<VariantRow> &Rows,
                                            bool AllowStructuralLoads,
                                            const std::vector<CountCheck> &StaticChecks = {});

/// Why the verdict cannot be trusted, one sentence each; empty when it can. The verdict rests
/// on full, mem and math: each must have run, be `ok` (not conservative), run at the full
/// kernel's occupancy without spilling under a register cap, pass its static checks (unless the
/// executed check of the same rule passed: executed counts see what unrolling hides) and its
/// executed checks; mem and math must not be slower than full: their medians' 95% confidence
/// intervals apart, by more than 1%.
std::vector<std::string> verdictDoubts(const RunResults &R);

/// The executed check that decides the same rule as a static one ("mem-global-accesses-equal-
/// full": "mem-executes-full-global-accesses"; a what-if's "X-keeps-full-floating-point":
/// "X-executes-full-fp32-within-10pct"), or empty. Executed counts see through unrolling and
/// predication: where the twin passed, the failed static count is no doubt.
std::string executedTwinOf(const std::string &StaticCheck);

/// Whether the executed counts pass where they decide StaticCheck: its twin, or for math-only's
/// floating-point check every kind's twin; none where no twin ran.
std::optional<bool> executedTwinsPass(const RunResults &R, const std::string &StaticCheck);

/// How much of full's global traffic math-only keeps and of full's arithmetic memory-only
/// keeps, from executed counts where full, mem and math have them, else from static counts;
/// with the causes the structural loads give and full's atomics.
Separation separationOf(const RunResults &R);

/// One sentence per time the verdict reads (full, mem, math; the skeleton where full or math
/// lies within twice the floor threshold of it) that is less precise
/// than the run asked: above the spread target (the sampling ended on its budget or its
/// sample limit) or under the minimum samples.
std::vector<std::string> imprecisionOf(const RunResults &R);

/// The per-variant table every printer shows: its titles, and one row's cells (the executed
/// counts only when measured).
std::vector<std::string> variantColumnTitles(const RunResults &R);
std::vector<std::string> variantCells(const RunResults &R, const VariantRow &Row);

/// "achieved 1.22 TB/s (31% of the 3.95 TB/s copy ceiling) ...", empty when nothing is known.
std::string ratesLine(const RunResults &R);

/// Without executed counts: the static checks that passed only by lines (the kinds of
/// instruction per source line agree, the counts do not), which executed counts would decide;
/// empty when there are none or executed counts were measured.
std::string weakStaticChecks(const RunResults &R);

/// The what-ifs as lines for a report, ranked: "1. nobarrier (removes block barriers):
/// potential 23.1% (21.8 to 24.3%), 0.0512 ms" and what it means, or why it was not measured.
std::vector<std::string> whatIfLines(const RunResults &R);

/// The printers: they read RunResults and nothing else.
std::string toTerminalTable(const RunResults &R);
std::string toCsv(const RunResults &R);
std::string toMarkdown(const RunResults &R);

} // namespace limiter

#endif
