#ifndef LIMITER_RUNTIME_PROFILE_H
#define LIMITER_RUNTIME_PROFILE_H

// In-situ profiling (`limiter profile -- ./app`): what limiter tells the injection library
// loaded into the program (the plan), and what the library writes back (the launches it
// measured). Both are JSON files; the types here are shared by the two sides.

#include "limiter/runtime/Results.h"
#include "limiter/support/Manifest.h"
#include "limiter/support/Diagnostic.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// One instantiation of the kernel the program may launch: the program's own entry (mangled
/// as nvcc names it in the program), and the bundle's entry of each variant.
struct ProfileTarget {
  std::string ProgramEntry;
  std::map<std::string, std::string> Entries; ///< Variant -> entry in the bundle's module.
  std::map<std::string, bool> TakesFlag;      ///< Variant -> whether it takes lim_flag.
  unsigned Parameters = 0;                    ///< The kernel's own parameters.
  /// The program entry's mangling up to the kernel's name: another entry that starts so is a
  /// kernel of the same name with other parameters or template arguments (the program was
  /// built from another version of the source). Empty for an extern "C" kernel.
  std::string NamePrefix;
  /// Variant -> the rewriter's edits that change its launch (`dynamic_accesses_folded`:
  /// sharedOccupancyDynamicBytes; `dynamic_accesses_swizzled`: dynamicSharedFloor); absent
  /// where none do.
  std::map<std::string, std::map<std::string, unsigned>> LaunchEdits;
};

/// Whether Entry is a kernel of T's name that is not T's entry (see NamePrefix).
bool sameNameOtherEntry(const ProfileTarget &T, const std::string &Entry);

/// What the injection library does in the program.
struct ProfilePlan {
  std::string Kernel; ///< Qualified name, for messages.
  std::string Cubin;  ///< The bundle's module, built for the program's GPU.
  /// The compile-flag what-ifs' own modules, by what-if, built for the program's GPU.
  std::map<std::string, std::string> WhatIfCubins;
  /// The module variant Name's function is in: its own, or the bundle's.
  const std::string &cubinOf(const std::string &Name) const {
    auto It = WhatIfCubins.find(Name);
    return It == WhatIfCubins.end() ? Cubin : It->second;
  }
  std::vector<ProfileTarget> Targets;
  unsigned LaunchSkip = 0;  ///< Matching launches let through before the first measured one.
  unsigned LaunchCount = 1; ///< Matching launches measured.
  std::string Output;       ///< Where the library writes the launches it measured.
  bool Hot = false;
  double TargetRelStdDev = 0.005;
  double BudgetSeconds = 20;
  unsigned MinSamples = 10;
  unsigned MaxSamples = 2000;
  /// The probe run (isolation): each variant launched once at each chosen launch, the one in
  /// flight said in the report first; the program ends after the last chosen launch.
  bool Probe = false;
  std::vector<std::string> Skip; ///< Variants not launched (they faulted in a probe run).
  /// Keep the checkpoint of device memory in device memory only (fast restores); without it,
  /// what does not fit there goes to host memory.
  bool CheckpointDeviceOnly = false;
  /// Count what each variant executes (CUPTI's range profiler, after the timing): the
  /// executed checks and the executed shares of the verdict, as `limiter run`'s ncu counts.
  bool Counts = true;
  /// The what-ifs made at the launch from full's function (inject/MadeVariants.cpp), where
  /// --what-if selects them: full at other blocks per multiprocessor (the occupancy what-if
  /// and its curve) and, for a grid-stride kernel, with fewer blocks in its loop's dimension
  /// (the elements-per-thread what-if and its curve).
  bool Occupancy = false;
  bool PerThread = false;
  /// The block-size what-if: full with larger blocks and fewer of them, where the kernel's
  /// work does not depend on its block size (BlockSplitFree; else BlockSplitWhyNot says why).
  bool BlockSize = false;
  bool BlockSplitFree = false;
  std::string BlockSplitWhyNot;
  /// Where not free, full's own kernel runs its blocks as the rows of larger ones (the
  /// manifest's block_split.rows); a kernel that reads its block's index has a copy instead.
  bool BlockRows = false;
  /// Their curves too (--what-if all or a list, not auto): full at each count and grid.
  bool Curves = false;
  /// The bundle's module under each register cap (-maxrregcount), for the occupancy what-if
  /// and its curve above full's blocks: built after the probe run, for the caps the launch
  /// asked for there (ProfiledLaunch::WantedCaps).
  std::map<int, std::string> CapCubins;
  /// The manifest's grid-stride finding: the loop's dimension (0, 1, 2), or -1 and why not.
  int GridStrideDimension = -1;
  std::string GridStrideWhyNot;
};

/// The what-if a variant made at the launch belongs to ("occupancy" for "occupancy@4",
/// "perthread"), or "" for a variant of the bundle.
std::string madeWhatIfOf(const std::string &Variant);

std::string toJson(const ProfilePlan &P);
std::optional<ProfilePlan> profilePlanFromJson(const std::string &Text, std::string &Error);

/// The program's entry of a kernel from the bundle's entry of its full variant: the variant's
/// name component ("10stream__full", "stream__full" for extern "C") becomes the kernel's
/// ("6stream"); the rest of the mangling (namespaces, template arguments, parameters) is the
/// same. Empty when FullEntry does not hold Name's full variant.
std::string programEntryOf(const std::string &FullEntry, const std::string &Name);

/// The plan's targets from a bundle's manifest (one per instantiation); empty, with Error,
/// when the manifest does not have them.
std::vector<ProfileTarget> profileTargets(const std::string &ManifestJson, std::string &Error);
std::vector<ProfileTarget> profileTargets(const Manifest &M, std::string &Error);

/// Whether a checkpoint of the program's device memory can be saved, in MB: Held is what the
/// GPU holds (all of it the program's, at worst), DeviceFree and HostAvailable what is left,
/// DeviceReserve what the timing needs on the GPU beside it. It goes to the GPU, and what
/// does not fit there to the host, which keeps HostReserve for the program; DeviceOnly keeps
/// it off the host. Empty when it fits, else why not.
std::string checkpointWontFit(std::size_t Held, std::size_t DeviceFree, std::size_t DeviceReserve,
                              std::size_t HostAvailable, std::size_t HostReserve, bool DeviceOnly);

/// One variant as measured at one launch.
struct ProfiledVariant {
  std::string Name, Entry;
  /// "ok", "faulted", "not-run", "skipped" (it faulted in the probe run), or "absent" (a what-if
  /// made at the launch that does not apply: Note says why).
  std::string Status = "ok";
  std::string Note;
  int Registers = 0;
  unsigned StaticSharedBytes = 0;
  int BlocksPerSm = 0;
  bool OccupancyMatched = true;
  unsigned PaddingSharedBytes = 0;
  std::vector<double> SamplesMs;
  /// Executed counts by key (see VariantRow::Executed); empty when not counted.
  std::map<std::string, double> Executed;
  /// A variant made at the launch: its own grid (elements per thread), and the register cap
  /// of its module with the bytes per thread it spills beyond full's (occupancy).
  std::optional<std::array<unsigned, 3>> Grid;
  /// Its own block where not the launch's (the block-size what-if).
  std::optional<std::array<unsigned, 3>> Block;
  /// Its own dynamic shared memory where less than the launch's (the shared-occupancy
  /// what-if's, folded onto 8 KiB); padding adds to the launch's otherwise.
  std::optional<unsigned> DynamicShared;
  int RegisterCap = 0;
  unsigned SpillBytes = 0;
};

/// One launch of the target as the program made it, and what was measured there.
struct ProfiledLaunch {
  unsigned Index = 0; ///< Among the program's launches of the target, from 0.
  std::string Entry;
  std::array<unsigned, 3> Grid{1, 1, 1}, Block{1, 1, 1};
  unsigned DynamicSharedBytes = 0;
  std::string Problem; ///< Why it was not measured; empty when it was.
  /// What kind of problem: "checkpoint" (device memory could not be saved), "unsupported"
  /// (a launch limiter cannot replay), or "" (any other).
  std::string ProblemKind;
  int DeviceOrdinal = 0;
  std::string Device;   ///< The GPU's name.
  unsigned Context = 0; ///< Among the contexts the program launched the kernel in, from 0.
  std::vector<ProfiledVariant> Variants;
  /// Why the executed counts are missing (CUPTI's profiler refused or failed); empty when
  /// they were counted or not asked for.
  std::string CountProblem;
  /// Count keys the GPU's profiler cannot give (a metric of theirs is unknown to it).
  std::vector<std::string> CountsMissing;
  double CountSeconds = 0; ///< Wall time of the counting, all variants.
  /// Register caps whose modules the occupancy what-if and curve needed at this launch and the
  /// plan did not have (the probe run asks; limiter builds them for the real run).
  std::vector<int> WantedCaps;
};

/// What the library writes: the launches it measured, and how many matching ones it saw.
struct ProfileReport {
  std::string Device;
  unsigned LaunchesSeen = 0;
  unsigned GraphLaunches = 0;    ///< CUDA graphs launched: their kernels are not intercepted.
  unsigned CapturedLaunches = 0; ///< Launches of the kernel captured into a graph.
  unsigned Contexts = 0;         ///< Contexts the program launched the kernel in.
  std::vector<int> Devices;      ///< Their devices' ordinals, each once.
  /// Entries of kernels of the same name the bundle does not have (sameNameOtherEntry), with
  /// how many times the program launched each.
  std::map<std::string, unsigned> OtherEntries;
  std::vector<ProfiledLaunch> Launches;
  std::vector<std::string> Problems; ///< Said once for the whole program (no CUPTI, ...).
  std::string InFlight;              ///< Probe run: the variant launched and not yet finished.
};

std::string toJson(const ProfileReport &R);
std::optional<ProfileReport> profileReportFromJson(const std::string &Text, std::string &Error);

/// The results of one measured launch, judged as `limiter run` judges a bundle's: the table's
/// rows from the samples, the bundle's static checks, the verdict.
RunResults resultsOfLaunch(const ProfiledLaunch &Launch, const std::string &ManifestJson,
                           const std::string &Device, const VerdictThresholds &Thresholds,
                           double TargetRelStdDev, unsigned MinSamples, bool Hot);
RunResults resultsOfLaunch(const ProfiledLaunch &Launch, const Manifest &M,
                           const std::string &Device, const VerdictThresholds &Thresholds,
                           double TargetRelStdDev, unsigned MinSamples, bool Hot);

} // namespace limiter

#endif
