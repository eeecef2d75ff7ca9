// Lab courses (`limiter lab COURSE`): sections of experiments.
#include "FuzzScratch.h"

#include "limiter/support/Course.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  DiagnosticList Diags;
  readCourse(fuzz::writeScratch("course.toml", fuzz::textOf(Data, Size)), Diags);
  return 0;
}
