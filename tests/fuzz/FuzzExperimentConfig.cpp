// Experiment configs, as `limiter run`/`analyze`/`batch` read them: the TOML, its keys and
// expressions, then the launch plan made from it against a fixed bundle manifest (a kernel
// `scale(float *out, const float *in, int n)`), which evaluates every expression.
#include "FuzzScratch.h"

#include "limiter/runtime/LaunchPlan.h"
#include "limiter/support/ExperimentConfig.h"

using namespace limiter;

namespace {

const char *ManifestText = R"({"schema": "limiter/bundle", "version": 1,
  "kernel": {"name": "scale", "qualified_name": "scale", "template_header": "",
    "instantiations": [{"template_args": "",
      "parameters": [{"type": "float *", "kind": "pointer", "size": 8, "element_size": 4},
                     {"type": "const float *", "kind": "pointer", "size": 8, "element_size": 4},
                     {"type": "int", "kind": "int", "size": 4, "element_size": 0}],
      "entries": {"full": "_Z5scalePfPKfi", "mem": "_Z10scale__memPfPKfi"}}],
    "parameters": [{"name": "out", "type": "float *", "pointer": true, "access": "write"},
                   {"name": "in", "type": "const float *", "pointer": true, "access": "read"},
                   {"name": "n", "type": "int", "pointer": false, "access": "none"}]}})";

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  std::string Path = fuzz::writeScratch("experiment.toml", fuzz::textOf(Data, Size));
  DiagnosticList Diags;
  std::optional<ExperimentConfig> Config = loadExperiment(Path, Diags);
  if (Config)
    planLaunch(ManifestText, fuzz::scratchDir() + "/manifest.json", *Config, Diags);
  return 0;
}
