// The occupancy match: the dynamic shared memory that brings a variant to the full kernel's
// blocks per multiprocessor.

#ifndef LIMITER_RUNTIME_PADDING_H
#define LIMITER_RUNTIME_PADDING_H

#include <array>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace limiter {

/// Blocks per multiprocessor of a kernel at a given dynamic shared-memory size. On the GPU:
/// cudaOccupancyMaxActiveBlocksPerMultiprocessor; in tests: a model.
using BlocksPerSmQuery = std::function<int(std::size_t DynamicSharedBytes)>;

struct PaddingResult {
  std::size_t DynamicSharedBytes = 0; ///< What to launch the variant with.
  int BlocksPerSm = 0;                ///< What the variant then reaches.
  bool Matched = false;               ///< BlocksPerSm equals the target.
  std::string Reason;                 ///< Why not, when not matched.
};

/// The smallest dynamic shared memory, from the launch's own Base upward in steps of
/// Granularity up to Max, at which a variant reaches the full kernel's blocks per
/// multiprocessor (seed 001, "Source Modification and Occupancy"). A variant that already fits
/// fewer blocks than the target, or whose occupancy jumps past it, is not matched and says so.
/// Occupancy never rises with more shared memory, so the search is a bisection.
PaddingResult findPadding(int TargetBlocksPerSm, std::size_t Base, std::size_t Max,
                          std::size_t Granularity, const BlocksPerSmQuery &BlocksPerSm);

/// The register file of a multiprocessor, as the occupancy calculator sees it.
struct RegisterFile {
  int PerMultiprocessor = 65536;
  int PerBlock = 65536;
  int MaxPerThread = 255;
  int WarpSize = 32;
  int AllocationUnit = 256; ///< Registers are given to warps in units of this many.
  int SubPartitions = 4;    ///< Each holds a quarter of the file and of the warps.
};

/// Blocks of Threads threads that fit a multiprocessor by their registers, at Registers each.
int blocksByRegisters(int Registers, int Threads, const RegisterFile &File);

/// The highest register count per thread (-maxrregcount) at which blocks of Threads threads
/// still fit TargetBlocksPerSm per multiprocessor by their registers: a variant that needs more
/// registers than the full kernel is capped there, not at the full kernel's own count, so that
/// it spills as little as the occupancy allows. Never below FullRegisters; 0 when even that
/// does not fit the target.
int highestRegisterCap(int TargetBlocksPerSm, int Threads, int FullRegisters,
                       const RegisterFile &File);

/// The highest register count per thread at which blocks of Threads threads fit
/// TargetBlocksPerSm per multiprocessor by their registers (the occupancy what-if's cap, below
/// the kernel's own count); 0 when none of at least MinRegisters does.
int registerCapForBlocks(int TargetBlocksPerSm, int Threads, int MinRegisters,
                         const RegisterFile &File);

/// The blocks per multiprocessor the occupancy curve is drawn at besides full's own (FullBlocks)
/// and the most (Most, the occupancy what-if's): every one from 1 to Most where that is at most
/// twelve, else 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, ... (each about half again the last), so that
/// a kernel of small blocks does not time thirty points. Ascending, without FullBlocks and Most.
std::vector<int> occupancyCurveTargets(int FullBlocks, int Most);

/// What a multiprocessor holds besides registers.
struct MultiprocessorLimits {
  int MaxThreads = 2048;
  int MaxBlocks = 32;
  std::size_t SharedBytes = 228 * 1024;
};

/// The most blocks per multiprocessor that blocks of Threads threads using SharedPerBlock bytes
/// of shared memory (static, dynamic and the device's reserve per block) may reach, registers
/// aside: what the occupancy what-if aims at.
int mostBlocksPerSm(int Threads, std::size_t SharedPerBlock, const MultiprocessorLimits &Limits);

/// The blocks in a grid-stride loop's dimension that make one resident wave of Wave blocks
/// (multiprocessors times blocks per multiprocessor) where the grid's other dimensions hold
/// Others blocks: at least one.
unsigned oneWaveBlocks(unsigned long long Wave, unsigned long long Others);

/// What the occupancy what-if aims at: the most blocks per multiprocessor (up to Most) that a
/// register cap of at least 16 fits, and that cap; or, in WhyNot, why it does not apply (full
/// at Own blocks fits the most already, or its shared memory and not its registers holds it
/// there, or no cap fits another block). Shared by `run` and `profile`.
struct OccupancyAim {
  int Blocks = 0;
  int Cap = 0;
  std::string WhyNot;
};
OccupancyAim occupancyAim(int Own, int Most, int Registers, int Threads, const RegisterFile &File);

/// The elements-per-thread what-if and its curve in the loop's dimension of Blocks blocks, Wave
/// the fewest blocks there that fill one resident wave (oneWaveBlocks) and Most the most that
/// fit in it (waveBlocksAtMost): ("perthread", Wave), then ("perthread@K", Blocks / K rounded
/// up) for K = s, s^2, ... while that is above Wave, the step s 2, 4 or 16 as Blocks is up to
/// 256, 65536 or more waves (about eight points at most). A grid of fewer blocks than Most,
/// which leaves block slots empty, has ("perthread", Most) alone: each thread then loops over
/// fewer elements, and no block waits for a second wave. Empty where the grid is the wave.
std::vector<std::pair<std::string, unsigned>> perThreadGrids(unsigned Blocks, unsigned Wave,
                                                             unsigned Most);

/// The most blocks in a grid-stride loop's dimension that one resident wave of Wave blocks
/// holds where the grid's other dimensions hold Others blocks: at least one.
unsigned waveBlocksAtMost(unsigned long long Wave, unsigned long long Others);

/// What the elements-per-thread what-if launched: full's From blocks in dimension Dimension
/// ("x") made To, each thread looping over about From / To times the elements (where To is
/// more, that share of them in percent).
std::string perThreadHow(unsigned From, unsigned To, const char *Dimension);

/// The block-size what-if's launch: full's blocks along x made Factor times wider (Factor a
/// power of two) and its grid along x Factor times narrower, so that each global index is run
/// by one thread as before. Of the factors that divide the grid's width and keep a block within
/// MaxThreadsPerBlock, the one whose resident threads per multiprocessor (BlocksAt(threads per
/// block) times those threads) are the most, among equals the one whose block is nearest 256
/// threads (the advice's 128 to 256: fewer blocks to schedule), the least factor among
/// those; or, in WhyNot, why
/// none applies (no such factor, or none that fits more resident threads than full's Own blocks
/// of Threads). Shared by `run` and `profile`.
struct BlockSizeAim {
  unsigned Factor = 0;
  int BlocksPerSm = 0;
  std::string WhyNot;
  /// No factor for the kernel's own __launch_bounds__ alone (blockSizeAimWithin): without
  /// them, one would apply.
  bool HeldByBounds = false;
};
BlockSizeAim blockSizeAim(unsigned Threads, unsigned GridX, int Own, int MaxThreadsPerBlock,
                          const std::function<int(unsigned Threads)> &BlocksAt);
/// blockSizeAim within the threads a block may have: the device's DeviceMost, and the kernel's
/// own KernelMost (its __launch_bounds__; 0 where it has none). Where the kernel's bounds alone
/// leave no larger block, WhyNot names them: a fix that widens the blocks changes the bounds
/// too, which this what-if does not (the occupancy what-if sets them aside). Shared by `run`
/// and `profile`.
BlockSizeAim blockSizeAimWithin(unsigned Threads, unsigned GridX, int Own, int DeviceMost,
                                int KernelMost,
                                const std::function<int(unsigned Threads)> &BlocksAt);

/// How the block-size what-if ran, the same words in run and profile: "full launched with 64
/// threads per block and 65536 blocks along x instead of 32 and 131072: 32 blocks (2048
/// threads) per multiprocessor instead of 32 (1024)".
std::string blockSizeHow(unsigned Threads, unsigned GridX, const BlockSizeAim &Aim, int Own);

/// Why full's blocks, Block, cannot run as the rows of larger ones (the block-size what-if's
/// copy for a kernel that reads its block's index, BlockSizeRule.cpp), or "": they must be
/// one-dimensional (each becomes a row along y) and whole warps (a warp of the larger block
/// is then a warp of one row, its lanes full's).
std::string mergedBlocksWhyNot(const std::array<unsigned, 3> &Block);

/// How the merged block-size what-if ran, the same words in run and profile: "full's 32-thread
/// blocks run as the rows of 32 x 4 blocks, 65536 of them along x instead of 262144: 16
/// blocks (2048 threads) per multiprocessor instead of 32 (1024)".
std::string mergedBlockSizeHow(unsigned Threads, unsigned GridX, const BlockSizeAim &Aim, int Own);

} // namespace limiter

#endif
