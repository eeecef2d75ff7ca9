// Config expressions ("(n + 255) / 256"), parsed and evaluated with names bound, as the launch
// plan evaluates them: overflow, division by zero and nesting must be coded errors.
#include "FuzzScratch.h"

#include "limiter/support/Expression.h"

#include <climits>

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  std::string Error;
  std::optional<Expression> E = Expression::parse(std::string(fuzz::textOf(Data, Size)), Error);
  if (!E)
    return 0;
  static const std::map<std::string, long long> Names = {
      {"n", 268435456}, {"m", -3}, {"zero", 0}, {"big", LLONG_MAX}, {"small", LLONG_MIN}};
  E->names();
  E->evaluate(Names, Error);
  return 0;
}
