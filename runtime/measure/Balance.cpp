// Choosing a `{ balance = [min, max] }` parameter on the GPU at hand: the ceilings' first
// guess, then pilots of the memory-only and math-only twins in a session of their own (short:
// a second budget each), solved for equal times. The run is then measured at that value.

#include "measure/Session.h"

#include "limiter/runtime/Balance.h"

#include <cmath>

namespace limiter {
namespace {

/// The pilots' sampling: short, at a loose spread; the real run follows.
RunOptions pilotOptions(const RunOptions &Options) {
  RunOptions Pilot = Options;
  Pilot.BudgetSeconds = 1;
  Pilot.MinSamples = 5;
  Pilot.TargetRelStdDev = 0.02;
  Pilot.WarmupLaunches = 2;
  return Pilot;
}

/// The config and launch with P at Value, for one pilot.
struct PilotInputs {
  ExperimentConfig Config;
  LaunchPlan Plan;
};

std::optional<PilotInputs> pilotInputs(const RunContext &Run, const ParamSpec &P, long long Value) {
  DiagnosticList Quiet; // The run's own planning reports any problem of the config.
  std::optional<ExperimentConfig> Config = Run.Config.withValues({{P.Name, Value}}, Quiet);
  if (!Config)
    return std::nullopt;
  std::optional<LaunchPlan> Plan =
      planLaunch(Run.Manifest, Run.Options.BundleDir + "/manifest.json", *Config, Quiet);
  if (!Plan)
    return std::nullopt;
  return PilotInputs{std::move(*Config), std::move(*Plan)};
}

/// Whether B launches as A did: the same grid, block, shared memory and buffers (the session
/// was set up, and its variants padded, for A).
bool sameLaunch(const LaunchPlan &A, const LaunchPlan &B) {
  if (A.Buffers.size() != B.Buffers.size() || A.Grid != B.Grid || A.Block != B.Block ||
      A.DynamicSharedBytes != B.DynamicSharedBytes)
    return false;
  for (std::size_t I = 0; I < A.Buffers.size(); ++I)
    if (A.Buffers[I].Bytes != B.Buffers[I].Bytes)
      return false;
  return true;
}

/// Times memory-only and math-only at In's value in S (set up on the first call); false with
/// Why when either did not run or the buffers would change.
bool pilot(const RunContext &Run, const PilotInputs &In, Session &S, const LaunchPlan *&SetUpWith,
           BalanceChoice::Pilot &Out, std::string &Why) {
  RunOptions Options = pilotOptions(Run.Options);
  RunContext At{Options, Run.Diags, In.Config, In.Plan, Run.Manifest};
  if (!SetUpWith) {
    setUp(At, S);
    SetUpWith = &In.Plan;
  } else if (!sameLaunch(*SetUpWith, In.Plan)) {
    Why = "the launch or the buffers change with the parameter; no further pilot";
    return false;
  }
  for (Variant &V : S.Variants) {
    V.Samples.clear();
    V.Active = (V.Name == "mem" || V.Name == "math") && V.Row.Status != "faulted" &&
               V.Row.Status != "timed-out";
  }
  if (!warmUp(At, S) || !sample(At, S)) {
    Why = "a pilot hung";
    return false;
  }
  for (const Variant &V : S.Variants)
    if ((V.Name == "mem" || V.Name == "math") && V.Samples.empty()) {
      Why = V.Name + " did not run in the pilot: " + V.Row.Note;
      return false;
    }
  for (const Variant &V : S.Variants) {
    if (V.Name == "mem")
      Out.MemMs = summarize(V.Samples).MedianMs;
    else if (V.Name == "math")
      Out.MathMs = summarize(V.Samples).MedianMs;
  }
  return true;
}

} // namespace

BalanceChoice chooseBalance(const RunContext &Run, const ParamSpec &P, BalanceChoice C,
                            const cudaDeviceProp &Prop) {
  long long Next = C.Value, Planned = Next;
  Session S;
  S.Prop = Prop;
  const LaunchPlan *SetUpWith = nullptr;
  std::vector<PilotInputs> Inputs; // Kept alive: S's variants were set up with the first.
  Inputs.reserve(3);
  for (int Round = 0; Round < 3; ++Round) {
    std::optional<PilotInputs> In = pilotInputs(Run, P, Next);
    if (!In) {
      C.Note = "the config does not plan at " + P.Name + " = " + std::to_string(Next);
      break;
    }
    Inputs.push_back(std::move(*In));
    Planned = Next;
    BalanceChoice::Pilot Measured{Next, 0, 0};
    if (!pilot(Run, Inputs.back(), S, SetUpWith, Measured, C.Note))
      break;
    C.Pilots.push_back(Measured);
    std::string Note;
    long long Solved = balanceFromPilots(C, Note);
    C.Note = Note;
    // Close enough: within 2% of the last pilot, or no better value to try.
    if (std::llabs(Solved - Next) <= std::max(1LL, Next / 50) || !Note.empty()) {
      Next = Solved;
      break;
    }
    Next = Solved;
  }
  // The last value that planned when the next one did not.
  C.Value = C.Pilots.empty() ? C.Value : pilotInputs(Run, P, Next) ? Next : Planned;
  if (S.Stream)
    cudaStreamDestroy(S.Stream);
  return C;
}

} // namespace limiter
