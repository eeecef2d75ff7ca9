// The calibration cache (a GPU's measured copy bandwidth and FMA throughput).
#include "FuzzScratch.h"

#include "limiter/runtime/Calibration.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  std::string Error;
  std::optional<Calibration> C = calibrationFromJson(std::string(fuzz::textOf(Data, Size)), Error);
  if (C)
    toJson(*C);
  return 0;
}
