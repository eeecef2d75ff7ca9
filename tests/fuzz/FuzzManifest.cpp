// Bundle manifests, as `limiter run` and the bundle cache read them, and their round trip
// through the Manifest type: the launch plan for a
// fixed config of the shipped memory-bound experiment (kernel lab::intensity), and the
// freshness check of a bundle directory holding the manifest.
#include "FuzzScratch.h"

#include "limiter/runtime/LaunchPlan.h"
#include "limiter/support/BundleInputs.h"
#include "limiter/support/ExperimentConfig.h"
#include "limiter/support/Manifest.h"

#include <cstdlib>

using namespace limiter;

namespace {

const char *Config = R"(name = "fuzz"
source = "intensity.cu"
kernel = "lab::intensity"
[launch]
grid = "(n + 255) / 256"
block = 256
[params]
n = 1048576
rounds = 4
in = { elements = "n", fill = { random = [-1.0, 1.0] } }
out = { elements = "n" }
)";

const ExperimentConfig &config() {
  static const ExperimentConfig C = [] {
    DiagnosticList Diags;
    std::optional<ExperimentConfig> Loaded =
        loadExperiment(fuzz::writeScratch("experiment.toml", Config), Diags);
    if (!Loaded)
      std::abort();
    return *Loaded;
  }();
  return C;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  std::string Text(fuzz::textOf(Data, Size));
  std::string Path = fuzz::writeScratch("manifest.json", Text);
  DiagnosticList Diags;
  planLaunch(Text, Path, config(), Diags);
  // What reads writes back the same, and what it writes reads again.
  std::string Error;
  if (std::optional<Manifest> M = manifestFromJson(Text, Error)) {
    const std::string Written = toJson(*M);
    std::optional<Manifest> Again = manifestFromJson(Written, Error);
    if (!Again || toJson(*Again) != Written)
      std::abort();
  }
  std::string Why;
  bundleIsCurrent(fuzz::scratchDir(), "0123456789abcdef", Why);
  return 0;
}
