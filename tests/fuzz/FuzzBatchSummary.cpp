// batch.json of a `limiter batch` output directory, as `limiter report DIR` reads it, with a
// valid results.json beside it for the entries that name one, then the report made from it.
#include "FuzzScratch.h"

#include "limiter/runtime/ReportInputs.h"


using namespace limiter;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  // A results file for the entries to name ("results": "results.json").
  RunResults R;
  R.Kernel = "scale";
  R.Experiment = "fuzz";
  for (const char *Variant : {"full", "mem", "math", "store", "skeleton"}) {
    VariantRow Row;
    Row.Variant = Variant;
    Row.Function = std::string("scale__") + Variant;
    Row.Status = "ok";
    Row.Time = summarize({1.0, 1.1, 0.9});
    R.Variants.push_back(Row);
  }
  fuzz::writeScratch("results.json", toJson(R));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  fuzz::writeScratch("batch.json", fuzz::textOf(Data, Size));
  DiagnosticList Diags;
  std::vector<ReportSection> Sections;
  std::string Title = "fuzz", Intro;
  if (readBatchSummary(fuzz::scratchDir(), Sections, Title, Intro, Diags))
    htmlReport(Title, Intro, Sections);
  return 0;
}
