// The timed phases of a run: launching a variant (buffers restored and the L2 flushed outside
// the timed region), waiting with a deadline, the warm-up, the interleaved sampling, and the
// probe child's single launches.

#include "measure/CacheFlush.h"
#include "measure/Session.h"

#include "limiter/support/ExitCode.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace limiter {
namespace {

std::string dims(const std::array<unsigned, 3> &D) {
  return std::to_string(D[0]) + " x " + std::to_string(D[1]) + " x " + std::to_string(D[2]);
}

/// Launches V once and waits for it: how it ended, and why when it did not finish.
Outcome launchAndWait(const RunContext &Run, Session &S, Variant &V, std::string &Why) {
  CUresult Launched = launch(Run, S, V, nullptr, nullptr);
  if (Launched != CUDA_SUCCESS) {
    Why = launchFailure(Launched, Run.Plan, V);
    return Outcome::Faulted;
  }
  return waitFor(S.Stream, Run.Options.KernelTimeoutSeconds, Why);
}

/// One round of sampling: a sample of each active variant. False after a hang; Converged when
/// every variant met the target spread with the minimum samples.
bool sampleRound(const RunContext &Run, Session &S, std::vector<Event> &Starts,
                 std::vector<Event> &Stops, bool &Converged) {
  unsigned Launched = 0;
  for (std::size_t I = 0; I < S.Variants.size(); ++I) {
    Variant &V = S.Variants[I];
    if (!V.Active)
      continue;
    if (CUresult Status = launch(Run, S, V, &Starts[I], &Stops[I]); Status != CUDA_SUCCESS)
      markFailed(V, Outcome::Faulted, launchFailure(Status, Run.Plan, V) + " (while sampling)");
    else
      ++Launched;
  }
  Converged = true;
  if (!Launched)
    return true;
  std::string Why;
  Outcome O = waitFor(S.Stream, Run.Options.KernelTimeoutSeconds * (Launched + 1), Why);
  if (O != Outcome::Finished) {
    for (Variant &V : S.Variants)
      if (V.Active)
        markFailed(V, O, Why + " (while sampling)");
    return O != Outcome::TimedOut;
  }
  for (std::size_t I = 0; I < S.Variants.size(); ++I) {
    Variant &V = S.Variants[I];
    if (!V.Active)
      continue;
    float Ms = 0;
    LIM_CUDA(cudaEventElapsedTime(&Ms, Starts[I].get(), Stops[I].get()));
    V.Samples.push_back(Ms);
    SampleStats Stats = summarize(V.Samples);
    Converged &= Stats.Samples >= Run.Options.MinSamples &&
                 Stats.RelStdDev <= Run.Options.TargetRelStdDev;
  }
  return true;
}

} // namespace

Outcome waitFor(cudaStream_t Stream, double Seconds, std::string &Why) {
  auto End = std::chrono::steady_clock::now() + std::chrono::duration<double>(Seconds);
  while (true) {
    cudaError_t Status = cudaStreamQuery(Stream);
    if (Status == cudaSuccess)
      return Outcome::Finished;
    if (Status != cudaErrorNotReady) {
      Why = std::string(cudaGetErrorName(Status)) + ": " + cudaGetErrorString(Status);
      cudaGetLastError();
      return Outcome::Faulted;
    }
    if (std::chrono::steady_clock::now() > End) {
      Why = "still running after " + std::to_string(static_cast<int>(Seconds)) +
            " s (--kernel-timeout)";
      return Outcome::TimedOut;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
}

CUresult launch(const RunContext &Run, Session &S, Variant &V, Event *Start, Event *Stop) {
  const LaunchPlan &Plan = Run.Plan;
  for (std::size_t I = 0; I < Plan.Buffers.size(); ++I)
    if (Plan.Buffers[I].Written)
      LIM_CUDA(cudaMemcpyAsync(S.Work[I].get(), S.Pristine[I].get(), Plan.Buffers[I].Bytes,
                               cudaMemcpyDeviceToDevice, S.Stream));
  if (!Run.Options.Hot)
    LIM_CUDA(
        enqueueCacheFlush(S.Flush.get(), S.Flush.size(), S.Prop.multiProcessorCount, S.Stream));
  std::vector<void *> Params;
  // A struct's pointer members take its buffers' device addresses in a copy of its bytes.
  std::vector<std::vector<std::uint8_t>> Structs;
  Structs.reserve(Plan.Arguments.size());
  for (const ArgumentPlan &A : Plan.Arguments) {
    if (A.Buffer) {
      Params.push_back(&S.Pointers[*A.Buffer]);
    } else if (!A.Pointers.empty()) {
      std::vector<std::uint8_t> &Bytes = Structs.emplace_back(A.Bytes);
      for (const auto &[Offset, Buffer] : A.Pointers)
        std::memcpy(Bytes.data() + Offset, &S.Pointers[Buffer], sizeof(CUdeviceptr));
      Params.push_back(Bytes.data());
    } else {
      Params.push_back(const_cast<std::uint8_t *>(A.Bytes.data()));
    }
  }
  if (V.TakesFlag)
    Params.push_back(&S.Flag);
  if (Start)
    LIM_CUDA(cudaEventRecord(Start->get(), S.Stream));
  const std::array<unsigned, 3> &Grid = V.Grid ? *V.Grid : Plan.Grid;
  const std::array<unsigned, 3> &Block = V.Block ? *V.Block : Plan.Block;
  CUresult Status = Driver::get().LaunchKernel(
      V.Function, Grid[0], Grid[1], Grid[2], Block[0], Block[1], Block[2], V.DynamicShared,
      reinterpret_cast<CUstream>(S.Stream), Params.data(), nullptr);
  if (Stop)
    LIM_CUDA(cudaEventRecord(Stop->get(), S.Stream));
  return Status;
}

std::string launchFailure(CUresult Status, const LaunchPlan &Plan, const Variant &V) {
  return "the launch failed: " + driverErrorText(Status) + " (grid " +
         dims(V.Grid ? *V.Grid : Plan.Grid) + ", block " + dims(V.Block ? *V.Block : Plan.Block) +
         ")";
}

void markFailed(Variant &V, Outcome O, const std::string &Why) {
  V.Active = false;
  V.Row.Status = O == Outcome::TimedOut ? "timed-out" : "faulted";
  V.Row.Note = Why;
}

bool warmUp(const RunContext &Run, Session &S) {
  for (Variant &V : S.Variants)
    for (unsigned I = 0; I < Run.Options.WarmupLaunches && V.Active; ++I) {
      std::string Why;
      Outcome O = launchAndWait(Run, S, V, Why);
      if (O != Outcome::Finished)
        markFailed(V, O, Why);
      if (O == Outcome::TimedOut)
        return false;
    }
  return true;
}

bool sample(const RunContext &Run, Session &S) {
  auto Begin = std::chrono::steady_clock::now();
  std::vector<Event> Starts(S.Variants.size()), Stops(S.Variants.size());
  for (unsigned Round = 0; Round < Run.Options.MaxSamples; ++Round) {
    bool Converged = false;
    if (!sampleRound(Run, S, Starts, Stops, Converged))
      return false;
    double Elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Begin).count();
    if (Converged || Elapsed > Run.Options.BudgetSeconds)
      return true;
  }
  return true;
}

int probeVariants(const RunContext &Run, Session &S) {
  const std::vector<std::string> &Skip = Run.Options.SkipVariants;
  // A name skips its variant; a name ending in '@' every point of its curve ("occupancy@":
  // "occupancy@2"), which ncu skips and a probe child must not (each point is probed).
  auto Skipped = [&](const std::string &Name) {
    return std::any_of(Skip.begin(), Skip.end(), [&](const std::string &K) {
      return Name == K || (!K.empty() && K.back() == '@' && Name.rfind(K, 0) == 0);
    });
  };
  for (Variant &V : S.Variants) {
    if (!V.Active || Skipped(V.Name))
      continue;
    std::printf("begin %s\n", V.Name.c_str());
    std::fflush(stdout);
    std::string Why;
    Outcome O = launchAndWait(Run, S, V, Why);
    if (O == Outcome::Finished) {
      std::printf("ok %s\n", V.Name.c_str());
      std::fflush(stdout);
      continue;
    }
    std::printf("%s %s: %s\n", O == Outcome::TimedOut ? "timed-out" : "faulted", V.Name.c_str(),
                Why.c_str());
    std::fflush(stdout);
    // The context is spoiled (or busy forever): leave without tearing it down.
    std::_Exit(toInt(ExitCode::VariantFault));
  }
  cudaStreamDestroy(S.Stream);
  return 0;
}

} // namespace limiter
