// `limiter run`: the timing of every variant of a bundle on the GPU, and the probe child that
// launches the variants in isolation.

#ifndef LIMITER_RUNTIME_RUNNER_H
#define LIMITER_RUNTIME_RUNNER_H

#include "limiter/runtime/Results.h"
#include "limiter/runtime/RunOptions.h"
#include "limiter/support/Diagnostic.h"

#include <optional>

namespace limiter {

/// Times every variant of a bundle on the GPU: compiles variants.cu to a module for the
/// device, fills the buffers of the bundle's experiment.toml, pads each variant's dynamic
/// shared memory to the full kernel's blocks per multiprocessor, and samples the variants
/// interleaved, with the L2 flushed and the written buffers restored before each sample,
/// outside the timed region. Errors: LIM009 (no GPU), LIM013 (the module does not build),
/// LIM3xx (config), LIM010 (a CUDA call failed outside a variant).
std::optional<RunResults> runBundle(const RunOptions &Options, DiagnosticList &Diags);

/// The child's side of the isolation: sets the bundle up as runBundle does, then launches each
/// variant not in SkipVariants once and prints "begin V", then "ok V", "faulted V: why" or
/// "timed-out V" on standard output. It stops at the first failure (its context is spoiled)
/// and exits there, without cleaning up after a hang. Returns the exit code: 0 when every
/// variant ran, 8 after a failure, else that of the diagnostics.
int probeBundle(const RunOptions &Options, DiagnosticList &Diags);

} // namespace limiter

#endif
