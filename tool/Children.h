#ifndef LIMITER_TOOL_CHILDREN_H
#define LIMITER_TOOL_CHILDREN_H
// What the commands that hand work to child `limiter` processes (batch, survey) share.

#include "limiter/support/Subprocess.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <string>
#include <thread>
#include <vector>

namespace limiter {

/// "LIM013: nvcc cannot build ..." from a child's stderr: its first error diagnostic, else
/// its first line (or how it ended).
std::string firstProblem(const SubprocessResult &R);

/// Options for a child `limiter`: it is told this process's id, so that it ends when this
/// process does, even by kill -9 (a batch's children do not outlive the batch and go on
/// writing into its output or holding its GPU).
SubprocessOptions childOptions(const std::atomic<bool> *Cancel);

/// Ctrl-C and SIGTERM (a person's, or a scheduler's: scancel, a time limit, preemption) set
/// the flag this returns, which runBatch checks: running children are killed, finished work is
/// kept, and nothing unfinished is recorded. The handlers are installed on the first call.
const std::atomic<bool> &catchInterrupts();

/// In a child `limiter` started with childOptions: asks the kernel for a signal when the parent
/// ends, on which the child kills the process groups of the subprocesses it runs (nvcc and what
/// nvcc started) and ends; ends now if the parent has already. Does nothing in a `limiter` run
/// by a person.
void endWithParent();

/// Runs Work(I) for every I in [0, Count) on Threads threads.
template <class F> void parallelFor(std::size_t Count, unsigned Threads, F Work) {
  std::atomic<std::size_t> Next{0};
  std::vector<std::thread> Pool;
  for (unsigned T = 0; T < std::max(1u, Threads); ++T)
    Pool.emplace_back([&] {
      for (std::size_t I; (I = Next++) < Count;)
        Work(I);
    });
  for (std::thread &T : Pool)
    T.join();
}

} // namespace limiter

#endif
