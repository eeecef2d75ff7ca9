// The what-ifs by name and their selection: see WhatIfs.h.

#include "limiter/support/WhatIfs.h"

#include <algorithm>
#include <sstream>

namespace limiter {

const std::vector<WhatIfInfo> &whatIfs() {
  static const std::vector<WhatIfInfo> All = {
      {"nobarrier",
       "block barriers",
       "the block barriers cost this much: synchronize less often (a warp-level exchange with "
       "__shfl_sync or __syncwarp where a barrier guards one warp's data, two buffers so that "
       "one barrier serves two stages, fewer stages per tile)",
       {},
       ""},
      {"nobankconflict",
       "shared-memory bank conflicts",
       "the bank conflicts of the shared tiles cost this much (each row padded by one bank "
       "word, a one-dimensional array skewed, a tree reduction's strided pairs made "
       "sequential): pad the rows (`tile[R][C + 1]`) or swizzle the column index so that a "
       "warp reading down a column hits 32 different banks, and hand a reduction's pairs to "
       "consecutive threads (thread t adds t + d) rather than to every 2d-th one",
       {},
       ""},
      {"nodivergence",
       "lanes picked by a stride of the thread index",
       "divergent warps cost this much (the work of each branch on a stride of the thread "
       "index given to whole warps, their shared accesses laid out in different banks): let whole "
       "warps take a branch: hand a step's work to "
       "the first threads (a tree reduction's sequential addressing: thread t adds t + d for "
       "t < d) rather than to every m-th thread, or pick an if/else's arm by the warp "
       "(`(threadIdx.x / 32) % 2`) rather than by the lane",
       {},
       ""},
      {"coalesced",
       "scattered global accesses",
       "scattered global accesses cost this much (each warp's accesses made one contiguous "
       "run): let consecutive threads touch consecutive elements (stage a tile in shared "
       "memory and write it out transposed, or reorder the loops so that the thread index "
       "moves fastest)",
       {},
       "",
       false,
       "memory"},
      {"readonly",
       "the coherent load path",
       "the coherent load path costs this much (every plain global load through __ldg): "
       "declare the data the kernel only reads `const T *__restrict__`, or load it with "
       "__ldg",
       {},
       "",
       false,
       "memory"},
      {"streaming",
       "the default caching of data touched once",
       "the default caching costs this much (loads through __ldcs, stores through __stcs: "
       "evict first): use __ldcs and __stcs, or cuda::memory access properties, for data "
       "each thread touches once",
       {},
       "",
       false,
       "memory"},
      {"wider",
       "narrow global accesses",
       "narrow accesses cost this much (a lane's neighbouring 32- or 64-bit accesses merged "
       "into one 64- or 128-bit access): load and store float2/float4 (int4, double2) through "
       "a vector pointer where the data are aligned, or let each thread handle neighbouring "
       "elements with one vector access",
       {},
       "",
       false,
       "memory"},
      {"sharedoccupancy",
       "shared memory that holds the blocks per multiprocessor",
       "the shared memory that holds the blocks per multiprocessor costs this much (its large "
       "static arrays folded onto 8 KiB each, so that more blocks fit): a smaller tile or "
       "buffer, fewer stages in shared memory, or smaller types, where full's blocks per "
       "multiprocessor are held by its shared memory",
       {},
       "",
       false,
       "",
       true},
      {"floatliterals",
       "double arithmetic from unsuffixed literals",
       "unsuffixed literals cost this much (`x * 0.5` with x a float is a double multiply; the "
       "what-if writes 0.5f where the value goes back to a float): write single-precision "
       "literals (0.5f, 3.14159f) and call the float math functions (expf, sqrtf) in "
       "single-precision code",
       {},
       "",
       false,
       "math"},
      {"occupancy",
       "too few resident warps",
       "more resident warps would save this much (full compiled to fit the most blocks per "
       "multiprocessor under a register cap): __launch_bounds__(threads, blocks) or "
       "-maxrregcount, or fewer live values per thread",
       {},
       "",
       true},
      {"blocksize",
       "blocks too small to fill a multiprocessor",
       "small blocks cost this much (full launched with k times the threads per block and 1/k "
       "the blocks, each thread doing the work it did: its global index kept, or its old "
       "block's index read from its row of the new block): launch 128 to 256 threads "
       "per block where registers and shared memory allow, since a multiprocessor holds only "
       "so many blocks at once (32 on Hopper) and small ones leave its thread slots empty",
       {},
       "",
       true},
      {"perthread",
       "a grid other than one resident wave",
       "the grid's size costs this much (the grid-stride loop launched with one wave of "
       "blocks, the multiprocessors times the blocks each holds: each thread looping over "
       "more elements where the grid was larger, fewer where it left block slots empty): "
       "launch that many blocks, so that each thread's setup is paid once, no block waits "
       "for a slot and no multiprocessor waits for work",
       {},
       "",
       true},
      {"fastmath",
       "precise math",
       "precise floating point costs this much (the same source under -use_fast_math): "
       "compile with -use_fast_math, or call the intrinsics (__expf, __sinf, __fdividef, "
       "rsqrtf) where their accuracy is enough. The intrinsics what-if measures them alone; "
       "the rest is flushing denormals (-ftz=true, which also spares __expf and __logf the "
       "scaling of denormal operands) and approximate division and square root",
       {"-use_fast_math"},
       "LIMITER_WHATIF_FASTMATH",
       false,
       "math"},
      {"intrinsics",
       "precise math functions",
       "the precise math functions cost this much (the same source under -use_fast_math with "
       "denormals, division and square root kept as the project compiles them, by default "
       "-ftz=false -prec-div=true -prec-sqrt=true; expf computed as __expf, sinf as __sinf, "
       "logf as __logf): call the "
       "intrinsics where their accuracy is enough. Fast math's potential beyond this one is "
       "its flushing of denormals and its approximate division and square root",
       {"-use_fast_math", "-ftz=false", "-prec-div=true", "-prec-sqrt=true"},
       "LIMITER_WHATIF_INTRINSICS",
       false,
       "math"},
      {"ftz",
       "denormal handling",
       "single-precision denormals cost this much (the same source under -ftz=true): compile "
       "with -ftz=true where the values never need them",
       {"-ftz=true"},
       "LIMITER_WHATIF_FTZ",
       false,
       "math"},
      {"approxdiv",
       "precise division",
       "IEEE-rounded single-precision division costs this much (the same source under "
       "-prec-div=false): __fdividef, or a reciprocal computed once and multiplied, where its "
       "accuracy is enough",
       {"-prec-div=false"},
       "LIMITER_WHATIF_APPROXDIV",
       false,
       "math"},
      {"approxsqrt",
       "precise square root",
       "IEEE-rounded single-precision square root costs this much (the same source under "
       "-prec-sqrt=false): rsqrtf, or -prec-sqrt=false, where its accuracy is enough",
       {"-prec-sqrt=false"},
       "LIMITER_WHATIF_APPROXSQRT",
       false,
       "math"}};
  return All;
}

const WhatIfInfo *whatIfInfo(const std::string &Name) {
  for (const WhatIfInfo &W : whatIfs())
    if (W.Name == Name)
      return &W;
  return nullptr;
}

unsigned dynamicSharedFloor(const std::string &Name, const std::map<std::string, unsigned> &Edits,
                            unsigned Bytes) {
  constexpr unsigned Row = 128; // 32 banks of 4 bytes
  auto Swizzled = Edits.find("dynamic_accesses_swizzled");
  // The what-ifs that lay shared memory out by banks (BankLayout.h): no bank conflicts, and
  // no divergence where its roles reach dynamic shared memory.
  const bool Lays = Name == "nobankconflict" || Name == "nodivergence";
  const bool Rows = Lays && Swizzled != Edits.end() && Swizzled->second > 0;
  return Rows && Bytes % Row != 0 ? (Bytes / Row + 1) * Row : Bytes;
}

unsigned sharedOccupancyDynamicBytes(const std::map<std::string, unsigned> &Edits,
                                     unsigned Bytes) {
  auto Folded = Edits.find("dynamic_accesses_folded");
  return Folded != Edits.end() && Folded->second > 0 ? std::min(Bytes, SharedFoldedBytes) : Bytes;
}

bool runsUnpadded(const std::string &Name) {
  const WhatIfInfo *W = whatIfInfo(Name);
  return W && W->RunsUnpadded;
}

std::string unpaddedNotApplicable(const std::string &Name, int Blocks, int FullBlocks) {
  const WhatIfInfo *W = whatIfInfo(Name);
  return "not applicable: made, it fits " + std::to_string(Blocks) +
         " blocks per multiprocessor, no more than full's " + std::to_string(FullBlocks) +
         ": what it removes (" + (W ? W->Cost : Name) +
         ") is not what holds full's blocks; its threads, registers or the device do";
}

std::string unpaddedHow(int Blocks, int FullBlocks) {
  return "launched unpadded: " + std::to_string(Blocks) +
         " blocks per multiprocessor instead of "
         "full's " +
         std::to_string(FullBlocks);
}

const std::vector<std::string> &whatIfNames() {
  static const std::vector<std::string> Names = [] {
    std::vector<std::string> Out;
    for (const WhatIfInfo &W : whatIfs())
      Out.push_back(W.Name);
    return Out;
  }();
  return Names;
}

std::optional<WhatIfSelection> parseWhatIfSelection(const std::string &Text, std::string &Error) {
  if (Text == "all" || Text == "auto")
    return WhatIfSelection();
  std::set<std::string> Chosen;
  if (Text == "none")
    return WhatIfSelection(Chosen);
  std::istringstream In(Text);
  for (std::string Name; std::getline(In, Name, ',');) {
    if (std::find(whatIfNames().begin(), whatIfNames().end(), Name) == whatIfNames().end()) {
      std::string Known;
      for (const std::string &K : whatIfNames())
        Known += (Known.empty() ? "" : ", ") + K;
      Error = "unknown what-if '" + Name + "' (known: " + Known + "; or auto, all, none)";
      return std::nullopt;
    }
    Chosen.insert(Name);
  }
  if (Chosen.empty()) {
    Error = "no what-if named (give all, none or a list such as nobarrier)";
    return std::nullopt;
  }
  return WhatIfSelection(Chosen);
}

std::string whatIfSelectionText(const WhatIfSelection &S) {
  if (!S)
    return "all";
  if (S->empty())
    return "none";
  std::string Out;
  for (const std::string &N : *S)
    Out += (Out.empty() ? "" : ",") + N;
  return Out;
}

} // namespace limiter
