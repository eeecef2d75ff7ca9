// What the phases of a run share: the run's inputs (options, config, launch plan, manifest),
// the variants as loaded, and the session they are launched in. Runner.cu calls the phases in
// order: load (Load.cu), isolate (Isolation.cpp), count (Counts.cpp), warm up and sample
// (Sample.cu), then assembles the results.

#ifndef LIMITER_RUNTIME_MEASURE_SESSION_H
#define LIMITER_RUNTIME_MEASURE_SESSION_H

#include "measure/Driver.h"

#include "limiter/runtime/Calibration.h"
#include "limiter/runtime/LaunchPlan.h"
#include "limiter/runtime/ModuleBuild.h"
#include "limiter/runtime/Results.h"
#include "limiter/runtime/RunOptions.h"
#include "limiter/support/Diagnostic.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Manifest.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace limiter {

/// One run of a bundle as every phase reads it.
struct RunContext {
  const RunOptions &Options;
  DiagnosticList &Diags;
  const ExperimentConfig &Config;
  const LaunchPlan &Plan;
  const limiter::Manifest &Manifest;
};

/// What a launch came to.
enum class Outcome { Finished, Faulted, TimedOut };

/// The variants that failed in a probe child, with how and why.
using Failures = std::map<std::string, std::pair<Outcome, std::string>>;

struct Variant {
  std::string Name;
  std::string Entry;
  std::string Status;
  CUfunction Function = nullptr;
  bool TakesFlag = false;
  /// A compile-flag what-if's own module flags (the manifest's module_flags); empty for a
  /// variant of the bundle's module.
  std::vector<std::string> ModuleFlags;
  unsigned DynamicShared = 0;
  /// The rewriter's edits (the manifest's): what it changed, by kind.
  std::map<std::string, unsigned> Edits;
  /// The grid it is launched with where that is not the plan's (the elements-per-thread
  /// what-if and its points).
  std::optional<std::array<unsigned, 3>> Grid;
  /// The block it is launched with where that is not the plan's (the block-size what-if).
  std::optional<std::array<unsigned, 3>> Block;
  VariantRow Row;
  std::vector<double> Samples;
  bool Active = true;
};

/// Everything set up for launching the variants: the modules, the buffers, the stream.
struct Session {
  cudaDeviceProp Prop{};
  LoadedModule Module;
  LoadedModule CappedModule; ///< variants.cu under -maxrregcount, when a variant needs it.
  /// variants.cu under the occupancy what-if's register cap, when it is made.
  LoadedModule OccupancyModule;
  /// variants.cu under the register caps of the occupancy curve's points above full's blocks,
  /// by cap.
  std::map<int, LoadedModule> CurveModules;
  /// The compile-flag what-ifs' modules, by what-if.
  std::map<std::string, LoadedModule> WhatIfModules;
  std::vector<Variant> Variants;
  std::vector<DeviceBuffer> Work, Pristine;
  std::vector<CUdeviceptr> Pointers;
  DeviceBuffer Flush;
  cudaStream_t Stream = nullptr;
  int Flag = 0;
  std::optional<Calibration> Ceilings;
};

// Load.cu

/// Prop of the options' device; LIM009 and false when there is none.
bool selectDevice(const RunContext &Run, cudaDeviceProp &Prop);
/// The bundle's module of Flavour for Prop's architecture (the plain one, one under
/// -maxrregcount, a what-if's), built into the bundle when missing; false when it does not
/// build (LIM013 for the plain one, a warning for the others).
bool buildModule(const RunContext &Run, const cudaDeviceProp &Prop,
                 const ModuleFlavour &Flavour = {});
/// Loads the module and the variants (at the full kernel's occupancy, capping registers where
/// the options allow), fills the buffers and symbols, and makes the flush buffer and stream.
void setUp(const RunContext &Run, Session &S);

// Sample.cu

/// Waits for the stream, polling, at most Seconds: a hung kernel cannot be interrupted, but it
/// need not hang limiter.
Outcome waitFor(cudaStream_t Stream, double Seconds, std::string &Why);
/// Restores the written buffers, flushes the L2 (unless hot) and launches V, between the events
/// when given.
CUresult launch(const RunContext &Run, Session &S, Variant &V, Event *Start, Event *Stop);
/// "the launch failed: CUDA_ERROR_INVALID_VALUE: invalid argument (grid 1 x 1 x 1, block
/// 2048 x 1 x 1)", with the driver's words and the grid V was launched with.
std::string launchFailure(CUresult Status, const LaunchPlan &Plan, const Variant &V);
void markFailed(Variant &V, Outcome O, const std::string &Why);
/// Each active variant launched WarmupLaunches times; a variant that faults is marked and,
/// when the error is not sticky, the others go on. False after a hang.
bool warmUp(const RunContext &Run, Session &S);
/// Interleaved rounds, one sample of every active variant per round, so that drift falls on
/// all alike, until every variant meets the spread target or the budget ends. False after a
/// hang.
bool sample(const RunContext &Run, Session &S);
/// The child's side of the isolation: each variant but the skipped ones once, its outcome on
/// stdout; exits at the first failure.
int probeVariants(const RunContext &Run, Session &S);

// Balance.cpp

/// The value of the config's balance parameter P on the device of Prop: from Start (its first
/// guess, balanceStart), up to three pilots of memory-only and math-only (a session of their
/// own, a second each) solved for equal times (balanceFromPilots).
BalanceChoice chooseBalance(const RunContext &Run, const ParamSpec &P, BalanceChoice Start,
                            const cudaDeviceProp &Prop);

// Isolation.cpp

/// Launches the variants in child processes (the options' probe command) until each has run
/// once or failed there; the failures, by variant. A child that could not set up ends it.
Failures probeInChildren(const RunOptions &Options);

// Counts.cpp

/// Each healthy variant's executed counts, from a probe child run under ncu, kept in the bundle
/// (executed-counts.json) under a hash of what they depend on and reused; CountSeconds is the
/// ncu child's wall time when it ran. LIM014 (a warning) when ncu is missing or fails.
std::map<std::string, std::map<std::string, double>>
cachedExecutedCounts(const RunContext &Run, const Failures &Failed, const std::string &DeviceName,
                     double &CountSeconds);

} // namespace limiter

#endif
