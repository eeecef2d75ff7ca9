// The CSV that `ncu --csv --print-units base` prints for the variants' launches, read into
// executed counts per variant.
#include "FuzzScratch.h"

#include "limiter/runtime/ExecutedCounts.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  parseNcuCounts(std::string(fuzz::textOf(Data, Size)));
  return 0;
}
