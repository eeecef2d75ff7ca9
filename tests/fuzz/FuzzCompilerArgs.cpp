// The translation of nvcc's (or clang's) arguments into clang's for the parse. The input is
// one argument per line; an odd first byte reads them as nvcc's.
#include "FuzzScratch.h"

#include "limiter/rewriters/CompilerArgs.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  if (Size == 0)
    return 0;
  bool FromNvcc = Data[0] & 1;
  std::string_view Text = fuzz::textOf(Data + 1, Size - 1);
  std::vector<std::string> Args;
  for (std::size_t Start = 0; Start <= Text.size();) {
    std::size_t End = Text.find('\n', Start);
    if (End == std::string_view::npos)
      End = Text.size();
    Args.emplace_back(Text.substr(Start, End - Start));
    Start = End + 1;
  }
  isNvcc(Args.front());
  TranslatedArgs T = translateCompilerArgs(Args, FromNvcc);
  keepOneGpuArch(T.Args);
  return 0;
}
