// results.json, as `limiter report` and `limiter batch` read it, and everything made from
// what was read: the terminal table, CSV, Markdown, the doubts and the HTML report.
#include "FuzzScratch.h"

#include "limiter/runtime/Report.h"
#include "limiter/runtime/Results.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  std::string Error;
  std::optional<RunResults> R = resultsFromJson(std::string(fuzz::textOf(Data, Size)), Error);
  if (!R)
    return 0;
  toJson(*R);
  toTerminalTable(*R);
  toCsv(*R);
  toMarkdown(*R);
  verdictDoubts(*R);
  htmlReport("fuzz", "", {{"", "", {{"entry", "", R, ""}}}});
  return 0;
}
