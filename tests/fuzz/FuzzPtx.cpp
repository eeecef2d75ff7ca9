// The PTX counters behind every static check: counts per entry, per source line, and the
// global stores that run unconditionally (the control-flow graph of an entry).
#include "FuzzScratch.h"

#include "limiter/support/PtxStats.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  std::string_view Ptx = fuzz::textOf(Data, Size);
  static const std::set<std::string> Variables = {"table", "lim_flag"};
  static const std::set<std::string> Files = {"/src/kernel.cu"};
  auto Entries = countPtxEntries(Ptx, &Variables);
  countPtxEntryLines(Ptx, "variants.cu", &Variables, &Files);
  countUnguardedGlobalStores(Ptx, Entries.empty() ? "k" : Entries.begin()->first);
  for (const auto &[Entry, Counts] : Entries)
    sumWithPrefix(Counts, "ld.global.");
  return 0;
}
