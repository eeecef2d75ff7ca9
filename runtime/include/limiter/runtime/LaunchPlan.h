// The launch plan of a bundle: the buffers to allocate and fill, the arguments, the grid and
// the entries of the variants, built from the manifest and the experiment config.

#ifndef LIMITER_RUNTIME_LAUNCHPLAN_H
#define LIMITER_RUNTIME_LAUNCHPLAN_H

#include "limiter/support/Diagnostic.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Manifest.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace limiter {

/// A device buffer the runtime allocates, fills and, when the kernel writes it, restores
/// before every sample.
struct BufferPlan {
  std::string Param;
  std::uint64_t Elements = 0;
  unsigned ElementSize = 0;
  std::uint64_t Bytes = 0;
  FillSpec Fill;
  /// "float", "double", "half", "bfloat16" (their pairs too), "int", "uint" or "bytes"
  /// (unknown pointee).
  std::string ElementKind;
  bool Written = true;     ///< Restored before each sample.
  bool Read = true;
  /// The size of one filled value: a CUDA vector element (float2, int4, double3) is filled
  /// component by component; 0 for ElementSize.
  unsigned ComponentSize = 0;
};

/// The components of a CUDA vector type (float2 -> 2, uchar4 -> 4, double3 -> 3); 1 for any
/// other type.
unsigned vectorLanes(const std::string &Type);

/// One kernel argument: a buffer (its index) or the bytes of a scalar or a struct.
struct ArgumentPlan {
  std::string Param;
  std::optional<std::size_t> Buffer;
  std::vector<std::uint8_t> Bytes;
  /// A struct's pointer members: where in Bytes each buffer's device address goes.
  std::vector<std::pair<std::size_t, std::size_t>> Pointers; ///< (offset, buffer)
};

/// Everything needed to launch every variant of a bundle with the config's arguments.
struct LaunchPlan {
  std::string TemplateArgs;                   ///< The instantiation, "" for plain kernels.
  std::map<std::string, std::string> Entries; ///< Variant -> mangled entry.
  std::array<unsigned, 3> Grid{1, 1, 1};
  std::array<unsigned, 3> Block{1, 1, 1};
  unsigned DynamicSharedBytes = 0;
  std::vector<BufferPlan> Buffers;
  std::vector<ArgumentPlan> Arguments; ///< In parameter order; flagged variants add an int 0.
  /// DRAM bytes of one launch: the config's work.bytes, else every buffer counted once for
  /// reading and once for writing as the kernel uses it (the compulsory traffic).
  double BytesMoved = 0;
  bool BytesFromConfig = false;
  std::optional<double> FlopCount; ///< The config's work.flops.
  unsigned threadsPerBlock() const { return Block[0] * Block[1] * Block[2]; }
};

/// Builds the plan from a bundle's manifest.json text (read from ManifestPath) and its
/// experiment config. A manifest that is not one is LIM016 at ManifestPath; the other errors (a
/// config that does not fit the manifest, a launch dimension out of range, a parameter kind the
/// runtime cannot pass) are LIM3xx with the config's place.
std::optional<LaunchPlan> planLaunch(const std::string &ManifestJson,
                                     const std::string &ManifestPath,
                                     const ExperimentConfig &Config, DiagnosticList &Diags);
std::optional<LaunchPlan> planLaunch(const Manifest &M, const std::string &ManifestPath,
                                     const ExperimentConfig &Config, DiagnosticList &Diags);

/// The manifest in ManifestJson (read from ManifestPath), or LIM016 at ManifestPath saying
/// what is wrong with it.
std::optional<Manifest> readManifest(const std::string &ManifestJson,
                                     const std::string &ManifestPath, DiagnosticList &Diags);

} // namespace limiter

#endif
