// The search for the dynamic shared memory that matches a variant's occupancy to the full
// kernel's, by bisection.

#include "limiter/runtime/Padding.h"

#include <algorithm>
#include <cmath>

namespace limiter {

PaddingResult findPadding(int Target, std::size_t Base, std::size_t Max, std::size_t Granularity,
                          const BlocksPerSmQuery &BlocksPerSm) {
  PaddingResult R;
  R.DynamicSharedBytes = Base;
  R.BlocksPerSm = BlocksPerSm(Base);
  if (R.BlocksPerSm == Target) {
    R.Matched = true;
    return R;
  }
  if (R.BlocksPerSm < Target) {
    R.Reason = "fits " + std::to_string(R.BlocksPerSm) +
               " blocks per multiprocessor, fewer "
               "than the full kernel's " +
               std::to_string(Target) +
               " (it uses more registers or shared memory); padding cannot add blocks";
    return R;
  }
  if (Granularity == 0)
    Granularity = 1;
  // Invariant: at Low the variant fits more than Target blocks; find the first step at which
  // it fits Target or fewer.
  std::size_t Low = 0, High = (Max > Base ? (Max - Base) / Granularity : 0);
  if (BlocksPerSm(Base + High * Granularity) > Target) {
    R.DynamicSharedBytes = Base + High * Granularity;
    R.BlocksPerSm = BlocksPerSm(R.DynamicSharedBytes);
    R.Reason = "still fits " + std::to_string(R.BlocksPerSm) + " blocks per multiprocessor with " +
               std::to_string(R.DynamicSharedBytes) +
               " bytes of dynamic shared memory, more "
               "than the full kernel's " +
               std::to_string(Target);
    return R;
  }
  while (High - Low > 1) {
    std::size_t Mid = Low + (High - Low) / 2;
    if (BlocksPerSm(Base + Mid * Granularity) > Target)
      Low = Mid;
    else
      High = Mid;
  }
  R.DynamicSharedBytes = Base + High * Granularity;
  R.BlocksPerSm = BlocksPerSm(R.DynamicSharedBytes);
  R.Matched = R.BlocksPerSm == Target;
  if (!R.Matched)
    R.Reason = "occupancy steps from more than " + std::to_string(Target) + " to " +
               std::to_string(R.BlocksPerSm) +
               " blocks per multiprocessor; no amount of "
               "dynamic shared memory gives exactly " +
               std::to_string(Target);
  return R;
}

int blocksByRegisters(int Registers, int Threads, const RegisterFile &File) {
  if (Registers <= 0 || Threads <= 0 || Registers > File.MaxPerThread)
    return 0;
  auto RoundUp = [](int X, int Unit) { return (X + Unit - 1) / Unit * Unit; };
  const int Warps = (Threads + File.WarpSize - 1) / File.WarpSize;
  const int PerWarp = RoundUp(Registers * File.WarpSize, File.AllocationUnit);
  // The hardware checks a block's registers as if its warps filled every sub-partition.
  if (PerWarp * RoundUp(Warps, File.SubPartitions) > File.PerBlock ||
      PerWarp * Warps > File.PerBlock)
    return 0;
  const int WarpsPerPartition = File.PerMultiprocessor / File.SubPartitions / PerWarp;
  return WarpsPerPartition * File.SubPartitions / Warps;
}

int registerCapForBlocks(int TargetBlocksPerSm, int Threads, int MinRegisters,
                         const RegisterFile &File) {
  for (int Cap = File.MaxPerThread; Cap >= MinRegisters && Cap > 0; --Cap)
    if (blocksByRegisters(Cap, Threads, File) >= TargetBlocksPerSm)
      return Cap;
  return 0;
}

int highestRegisterCap(int TargetBlocksPerSm, int Threads, int FullRegisters,
                       const RegisterFile &File) {
  if (blocksByRegisters(FullRegisters, Threads, File) < TargetBlocksPerSm)
    return 0;
  int Cap = FullRegisters;
  while (Cap < File.MaxPerThread &&
         blocksByRegisters(Cap + 1, Threads, File) >= TargetBlocksPerSm)
    ++Cap;
  return Cap;
}

std::vector<int> occupancyCurveTargets(int FullBlocks, int Most) {
  std::vector<int> Out;
  for (int B = 1; B < Most;) {
    if (B != FullBlocks)
      Out.push_back(B);
    // Every count up to twelve; past it, steps of about half again (12, 16, 24, 32, 48, 64).
    B = Most <= 12 || B < 4 ? B + 1 : B % 3 == 0 ? B / 3 * 4 : B / 2 * 3;
  }
  return Out;
}

OccupancyAim occupancyAim(int Own, int Most, int Registers, int Threads, const RegisterFile &File) {
  OccupancyAim Aim;
  if (Own >= Most)
    Aim.WhyNot = "full already fits the most blocks per multiprocessor its " +
                 std::to_string(Threads) + " threads and shared memory allow (" +
                 std::to_string(Most) + ")";
  else if (blocksByRegisters(Registers, Threads, File) > Own)
    Aim.WhyNot = "full's " + std::to_string(Own) +
                 " blocks per multiprocessor are held by its shared memory, not its registers";
  if (!Aim.WhyNot.empty())
    return Aim;
  for (Aim.Blocks = Most; Aim.Blocks > Own; --Aim.Blocks)
    if ((Aim.Cap = registerCapForBlocks(Aim.Blocks, Threads, 16, File)))
      return Aim;
  Aim.WhyNot = "no register cap of 16 or more fits another block";
  return Aim;
}

int mostBlocksPerSm(int Threads, std::size_t SharedPerBlock, const MultiprocessorLimits &Limits) {
  return std::min({Limits.MaxThreads / std::max(Threads, 1), Limits.MaxBlocks,
                   static_cast<int>(Limits.SharedBytes / std::max<std::size_t>(SharedPerBlock, 1))});
}

unsigned oneWaveBlocks(unsigned long long Wave, unsigned long long Others) {
  Others = std::max<unsigned long long>(Others, 1);
  return static_cast<unsigned>(std::max<unsigned long long>(1, (Wave + Others - 1) / Others));
}

BlockSizeAim blockSizeAim(unsigned Threads, unsigned GridX, int Own, int MaxThreadsPerBlock,
                          const std::function<int(unsigned Threads)> &BlocksAt) {
  BlockSizeAim Aim;
  const unsigned long long Resident = static_cast<unsigned long long>(Own) * Threads;
  unsigned long long Best = Resident;
  bool AnyFactor = false;
  for (unsigned K = 2; static_cast<unsigned long long>(Threads) * K <=
                       static_cast<unsigned long long>(MaxThreadsPerBlock);
       K *= 2) {
    if (GridX % K != 0)
      continue;
    AnyFactor = true;
    const int Blocks = BlocksAt(Threads * K);
    const unsigned long long Reached = static_cast<unsigned long long>(Blocks) * Threads * K;
    // Among equals, the block nearest the advice's 256 threads: fewer blocks to schedule
    // where a one-warp block's launch is the cost, not only more resident threads.
    const bool Nearer = Reached == Best && Aim.Factor != 0 &&
                        std::abs(std::log2(Threads * K / 256.0)) <
                            std::abs(std::log2(Threads * Aim.Factor / 256.0));
    if (Reached > Best || Nearer) {
      Best = Reached;
      Aim.Factor = K;
      Aim.BlocksPerSm = Blocks;
    }
  }
  if (Aim.Factor == 0)
    Aim.WhyNot = !AnyFactor
                     ? "no block of 2, 4, 8... times full's " + std::to_string(Threads) +
                           " threads fits the device's " + std::to_string(MaxThreadsPerBlock) +
                           " and divides the grid's " + std::to_string(GridX) + " blocks along x"
                     : "full's " + std::to_string(Threads) + "-thread blocks already keep the " +
                           "most threads resident that larger ones would (" + std::to_string(Own) +
                           " blocks, " + std::to_string(Resident) +
                           " threads per multiprocessor): its registers, shared memory or the "
                           "device hold it there, not its block size";
  return Aim;
}

BlockSizeAim blockSizeAimWithin(unsigned Threads, unsigned GridX, int Own, int DeviceMost,
                                int KernelMost,
                                const std::function<int(unsigned Threads)> &BlocksAt) {
  const int Most = KernelMost > 0 ? std::min(KernelMost, DeviceMost) : DeviceMost;
  BlockSizeAim Aim = blockSizeAim(Threads, GridX, Own, Most, BlocksAt);
  if (Aim.Factor == 0 && Most < DeviceMost &&
      blockSizeAim(Threads, GridX, Own, DeviceMost, BlocksAt).Factor > 0) {
    Aim.HeldByBounds = true;
    Aim.WhyNot = "its __launch_bounds__ allow at most " + std::to_string(Most) +
                 " threads a block: a larger block needs them changed as well, which this "
                 "what-if does not do (the occupancy what-if sets them aside)";
  }
  return Aim;
}

std::string blockSizeHow(unsigned Threads, unsigned GridX, const BlockSizeAim &Aim, int Own) {
  const unsigned Wider = Threads * Aim.Factor;
  return "full launched with " + std::to_string(Wider) + " threads per block and " +
         std::to_string(GridX / Aim.Factor) + " blocks along x instead of " +
         std::to_string(Threads) + " and " + std::to_string(GridX) + ": " +
         std::to_string(Aim.BlocksPerSm) + " blocks (" +
         std::to_string(static_cast<unsigned long long>(Aim.BlocksPerSm) * Wider) +
         " threads) per multiprocessor instead of " + std::to_string(Own) + " (" +
         std::to_string(static_cast<unsigned long long>(Own) * Threads) + ")";
}

std::string mergedBlocksWhyNot(const std::array<unsigned, 3> &Block) {
  if (Block[1] != 1 || Block[2] != 1)
    return "full's blocks (" + std::to_string(Block[0]) + " x " + std::to_string(Block[1]) + " x " +
           std::to_string(Block[2]) +
           ") have more than one dimension, and its copy runs each as a row of a larger one";
  if (Block[0] % 32 != 0)
    return "full's blocks of " + std::to_string(Block[0]) +
           " threads are not whole warps: as rows of a larger block, warps would take lanes "
           "of two of them";
  return "";
}

std::string mergedBlockSizeHow(unsigned Threads, unsigned GridX, const BlockSizeAim &Aim, int Own) {
  const unsigned Wider = Threads * Aim.Factor;
  return "full's " + std::to_string(Threads) + "-thread blocks run as the rows of " +
         std::to_string(Threads) + " x " + std::to_string(Aim.Factor) + " blocks, " +
         std::to_string(GridX / Aim.Factor) + " of them along x instead of " +
         std::to_string(GridX) + ": " + std::to_string(Aim.BlocksPerSm) + " blocks (" +
         std::to_string(static_cast<unsigned long long>(Aim.BlocksPerSm) * Wider) +
         " threads) per multiprocessor instead of " + std::to_string(Own) + " (" +
         std::to_string(static_cast<unsigned long long>(Own) * Threads) + ")";
}

unsigned waveBlocksAtMost(unsigned long long Wave, unsigned long long Others) {
  Others = std::max<unsigned long long>(Others, 1);
  return static_cast<unsigned>(std::max<unsigned long long>(1, Wave / Others));
}

std::vector<std::pair<std::string, unsigned>> perThreadGrids(unsigned Blocks, unsigned Fewest,
                                                             unsigned Most) {
  std::vector<std::pair<std::string, unsigned>> Out;
  if (Fewest == 0)
    return Out;
  if (Blocks <= Fewest) { // the wave or less: where it leaves slots empty, the most it holds
    if (Most > Blocks)
      Out.push_back({"perthread", Most});
    return Out;
  }
  Out.push_back({"perthread", Fewest});
  // The grid halved, quartered... down to the wave, the factor growing faster where the grid
  // is thousands of waves.
  const unsigned long long Ratio = Blocks / Fewest;
  const unsigned long long Step = Ratio <= 256 ? 2 : Ratio <= 65536 ? 4 : 16;
  for (unsigned long long K = Step; (Blocks + K - 1) / K > Fewest; K *= Step)
    Out.push_back({"perthread@" + std::to_string(K), static_cast<unsigned>((Blocks + K - 1) / K)});
  return Out;
}

std::string perThreadHow(unsigned From, unsigned To, const char *Dimension) {
  const std::string Launch = "full launched with " + std::to_string(To) + " blocks in " +
                             Dimension + " instead of " + std::to_string(From) + ": ";
  if (To > From)
    return Launch + "each thread loops over about " +
           std::to_string((200ULL * From + To) / (2ULL * To)) +
           "% of the elements, the grid filling every multiprocessor's block slots";
  return Launch + "each thread loops over about " + std::to_string((From + To - 1) / To) +
         " times the elements";
}

} // namespace limiter
