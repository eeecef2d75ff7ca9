#include "limiter/runtime/Padding.h"

#include <algorithm>
#include <gtest/gtest.h>
#include <string>
#include <utility>
#include <vector>

namespace limiter {
namespace {

/// An H100-like multiprocessor: 228 KiB shared memory with 1 KiB reserved per block, 32
/// blocks at most, 64K registers, 2048 threads.
BlocksPerSmQuery model(std::size_t StaticShared, int Registers, int Threads) {
  return [=](std::size_t Dynamic) {
    int BySmem = static_cast<int>((228 * 1024) / (StaticShared + Dynamic + 1024));
    int ByRegs = 65536 / (Registers * Threads);
    int ByThreads = 2048 / Threads;
    return std::min({32, BySmem, ByRegs, ByThreads});
  };
}

TEST(Padding, AlreadyEqualNeedsNoPadding) {
  // 32 registers x 256 threads: 8 blocks, as the full kernel.
  PaddingResult R = findPadding(8, 0, 227 * 1024, 256, model(4096, 32, 256));
  EXPECT_TRUE(R.Matched);
  EXPECT_EQ(R.DynamicSharedBytes, 0u);
}

TEST(Padding, FindsTheSmallestPaddingThatMatches) {
  // The full kernel uses 64 registers (4 blocks of 256 threads); math-only needs 24 and would
  // fit 8 blocks. Padding shared memory must bring it down to 4.
  BlocksPerSmQuery Variant = model(4096, 24, 256);
  PaddingResult R = findPadding(4, 0, 227 * 1024, 256, Variant);
  ASSERT_TRUE(R.Matched) << R.Reason;
  EXPECT_EQ(R.BlocksPerSm, 4);
  // Brute force agrees: no smaller multiple of 256 gives 4 or fewer.
  for (std::size_t Bytes = 0; Bytes < R.DynamicSharedBytes; Bytes += 256)
    EXPECT_GT(Variant(Bytes), 4) << Bytes;
}

TEST(Padding, StartsFromTheLaunchsOwnDynamicSharedMemory) {
  PaddingResult R = findPadding(2, 8192, 227 * 1024, 128, model(0, 16, 128));
  ASSERT_TRUE(R.Matched) << R.Reason;
  EXPECT_GE(R.DynamicSharedBytes, 8192u);
  EXPECT_EQ((R.DynamicSharedBytes - 8192) % 128, 0u);
}

TEST(Padding, AVariantThatFitsFewerBlocksIsFlagged) {
  PaddingResult R = findPadding(8, 0, 227 * 1024, 256, model(4096, 64, 256));
  EXPECT_FALSE(R.Matched);
  EXPECT_EQ(R.BlocksPerSm, 4);
  EXPECT_NE(R.Reason.find("fewer than the full kernel's 8"), std::string::npos) << R.Reason;
}

TEST(Padding, OccupancyThatJumpsPastTheTargetIsFlagged) {
  // 7 -> 5 blocks when one more step of shared memory is added: 6 cannot be reached.
  BlocksPerSmQuery Jumpy = [](std::size_t Dynamic) { return Dynamic < 1024 ? 7 : 5; };
  PaddingResult R = findPadding(6, 0, 64 * 1024, 1024, Jumpy);
  EXPECT_FALSE(R.Matched);
  EXPECT_EQ(R.BlocksPerSm, 5);
  EXPECT_NE(R.Reason.find("no amount"), std::string::npos) << R.Reason;
}

TEST(Padding, NotEnoughSharedMemoryToPadIsFlagged) {
  PaddingResult R = findPadding(1, 0, 4096, 256, model(0, 16, 64));
  EXPECT_FALSE(R.Matched);
  EXPECT_NE(R.Reason.find("still fits"), std::string::npos) << R.Reason;
}

} // namespace
} // namespace limiter

namespace limiter {
namespace {

// The register file of sm_90 (and of every architecture since Volta): 64K registers in four
// sub-partitions, given to warps 256 at a time.
TEST(RegisterCap, BlocksByRegistersFollowTheOccupancyCalculator) {
  RegisterFile File;
  EXPECT_EQ(blocksByRegisters(32, 256, File), 8);
  EXPECT_EQ(blocksByRegisters(40, 256, File), 6);
  EXPECT_EQ(blocksByRegisters(41, 256, File), 5); // 1312 registers a warp round up to 1536
  EXPECT_EQ(blocksByRegisters(64, 1024, File), 1);
  EXPECT_EQ(blocksByRegisters(65, 1024, File), 0); // over the block's 64K
  EXPECT_EQ(blocksByRegisters(256, 32, File), 0);  // over 255 a thread
}

// A variant needing more registers than full is capped at the most the target allows, not at
// full's own count: at 256 threads and 4 blocks per SM a full kernel of 50 registers leaves
// room for 64 (where a cap at 50 would make a 60-register variant spill).
TEST(RegisterCap, TheCapIsTheHighestCountThatKeepsTheTarget) {
  RegisterFile File;
  EXPECT_EQ(highestRegisterCap(4, 256, 50, File), 64);
  EXPECT_EQ(highestRegisterCap(6, 256, 40, File), 40); // no room above full's count
  EXPECT_EQ(highestRegisterCap(1, 128, 100, File), 255);
  EXPECT_EQ(highestRegisterCap(2, 1024, 32, File), 32);
  // A target the full kernel's own registers do not reach: no cap can match it.
  EXPECT_EQ(highestRegisterCap(8, 256, 40, File), 0);
  // Other limits (shared memory) may hold full below what its registers allow: the cap
  // follows the target, not the registers' own limit.
  EXPECT_EQ(highestRegisterCap(2, 256, 32, File), 128);
}

// The occupancy what-if's cap: the most registers at which one more block fits, below the
// kernel's own count, and none where no count of at least the minimum does.
TEST(RegisterCap, TheOccupancyCapFitsTheNextBlock) {
  RegisterFile File;
  EXPECT_EQ(registerCapForBlocks(6, 256, 16, File), 40); // a 48-register kernel fits 5
  EXPECT_EQ(registerCapForBlocks(5, 256, 16, File), 48);
  EXPECT_EQ(registerCapForBlocks(8, 256, 16, File), 32);
  EXPECT_EQ(registerCapForBlocks(2, 1024, 16, File), 32);
  EXPECT_EQ(registerCapForBlocks(9, 256, 16, File), 24); // by registers (threads aside)
  EXPECT_EQ(registerCapForBlocks(4, 1024, 16, File), 16);
  EXPECT_EQ(registerCapForBlocks(5, 1024, 16, File), 0); // not even at 16 registers
}

// The occupancy what-if aims at what threads, blocks and shared memory allow, registers aside.
TEST(RegisterCap, TheMostBlocksAreThoseThreadsBlocksAndSharedMemoryAllow) {
  const MultiprocessorLimits H100{2048, 32, 228 * 1024};
  EXPECT_EQ(mostBlocksPerSm(256, 1024, H100), 8);         // threads
  EXPECT_EQ(mostBlocksPerSm(32, 1024, H100), 32);         // the device's blocks
  EXPECT_EQ(mostBlocksPerSm(128, 48 * 1024, H100), 4);    // shared memory
  EXPECT_EQ(mostBlocksPerSm(1024, 0, H100), 2);           // no shared memory at all
}

// The occupancy what-if's aim, as run and profile both take it: the most blocks a cap of at
// least 16 registers fits, or why it does not apply.
TEST(RegisterCap, TheOccupancyAimIsTheMostBlocksACapFitsOrWhyNot) {
  RegisterFile File;
  OccupancyAim Chase = occupancyAim(2, 8, 96, 256, File); // 96 registers: 2 blocks of 256
  EXPECT_TRUE(Chase.WhyNot.empty()) << Chase.WhyNot;
  EXPECT_EQ(Chase.Blocks, 8);
  EXPECT_EQ(Chase.Cap, 32);
  EXPECT_NE(occupancyAim(8, 8, 32, 256, File).WhyNot.find("fits the most"), std::string::npos);
  EXPECT_NE(occupancyAim(2, 8, 32, 256, File).WhyNot.find("shared memory"), std::string::npos)
      << "32 registers fit 8 blocks: something else holds full at 2";
  OccupancyAim Large = occupancyAim(1, 2, 64, 1024, File); // 2 blocks of 1024 need 32 or fewer
  EXPECT_EQ(Large.Blocks, 2);
  EXPECT_EQ(Large.Cap, 32);
  RegisterFile Small;
  Small.PerMultiprocessor = Small.PerBlock = 16384;
  EXPECT_NE(occupancyAim(1, 2, 64, 1024, Small).WhyNot.find("no register cap"), std::string::npos)
      << "a file of 16K registers holds one block of 1024 threads even at 16 each";
}

// One resident wave in the loop's dimension, and the grids of the elements-per-thread what-if:
// the wave first, then the grid halved, quartered... down to it, with a larger step where the
// grid is many waves (about eight points at most), and none where the grid is one wave.
TEST(PerThreadGrids, TheWaveThenTheGridDividedDownToIt) {
  EXPECT_EQ(oneWaveBlocks(132 * 8, 1), 1056u);
  EXPECT_EQ(oneWaveBlocks(1056, 64), 17u) << "the other dimensions' blocks share the wave";
  EXPECT_EQ(oneWaveBlocks(8, 64), 1u);
  using Grids = std::vector<std::pair<std::string, unsigned>>;
  EXPECT_EQ(perThreadGrids(8192, 1056, 1056),
            (Grids{{"perthread", 1056}, {"perthread@2", 4096}, {"perthread@4", 2048}}));
  Grids Many = perThreadGrids(262144, 1056, 1056);
  ASSERT_FALSE(Many.empty());
  EXPECT_EQ(Many.front(), (std::pair<std::string, unsigned>{"perthread", 1056}));
  EXPECT_EQ(Many[1], (std::pair<std::string, unsigned>{"perthread@2", 131072}));
  EXPECT_LE(Many.size(), 9u);
  for (std::size_t I = 1; I < Many.size(); ++I)
    EXPECT_GT(Many[I].second, 1056u);
  EXPECT_EQ(perThreadGrids(1024 * 1024 * 64, 1056, 1056)[1].first, "perthread@4");
  EXPECT_EQ(perThreadGrids(1u << 30, 1056, 1056)[1].first, "perthread@16");
  EXPECT_TRUE(perThreadGrids(1056, 1056, 1056).empty());
  EXPECT_EQ(perThreadGrids(132, 1056, 1056), (Grids{{"perthread", 1056}}))
      << "too few blocks to fill the wave: the wave, no curve";
  EXPECT_EQ(perThreadHow(132, 1056, "x"),
            "full launched with 1056 blocks in x instead of 132: each thread loops over about "
            "13% of the elements, the grid filling every multiprocessor's block slots");
  // Other dimensions sharing the wave: the most that fit, never a second wave's tail (2112
  // blocks a wave over 500 rows: 4 columns, not 5); a grid of that many has nothing to gain.
  EXPECT_EQ(waveBlocksAtMost(2112, 500), 4u);
  EXPECT_EQ(oneWaveBlocks(2112, 500), 5u);
  EXPECT_EQ(perThreadGrids(2, 5, 4), (Grids{{"perthread", 4}}));
  EXPECT_TRUE(perThreadGrids(4, 5, 4).empty());
  EXPECT_TRUE(perThreadGrids(5, 5, 4).empty());
  EXPECT_EQ(perThreadHow(8192, 1056, "y"),
            "full launched with 1056 blocks in y instead of 8192: each thread loops over about "
            "8 times the elements");
}

// A kernel whose __launch_bounds__ hold its blocks to 32 threads: no larger block within
// them, and the bounds named as why (on the device's 1024, a factor of 8 would fit); without
// bounds, or bounds as large as the device's, the aim is blockSizeAim's.
TEST(BlockSizeAim, TheKernelsLaunchBoundsHoldItsBlocks) {
  auto Blocks = [](unsigned Threads) { return static_cast<int>(std::min(32u, 1536u / Threads)); };
  BlockSizeAim Bounded = blockSizeAimWithin(32, 4096, 32, 1024, 32, Blocks);
  EXPECT_EQ(Bounded.Factor, 0u);
  EXPECT_TRUE(Bounded.HeldByBounds);
  EXPECT_FALSE(blockSizeAimWithin(256, 4096, 6, 1024, 256, Blocks).HeldByBounds)
      << "held by its registers: no larger block would fit more threads without the bounds";
  EXPECT_NE(Bounded.WhyNot.find("its __launch_bounds__ allow at most 32 threads a block"),
            std::string::npos)
      << Bounded.WhyNot;
  EXPECT_EQ(blockSizeAimWithin(32, 4096, 32, 1024, 0, Blocks).Factor, 8u);
  EXPECT_EQ(blockSizeAimWithin(32, 4096, 32, 1024, 1024, Blocks).Factor, 8u);
  // Bounds of 128 threads: the best factor within them, 4.
  EXPECT_EQ(blockSizeAimWithin(32, 4096, 32, 1024, 128, Blocks).Factor, 4u);
}

// The block-size what-if's factor: the one that keeps the most threads resident, among
// equals the one whose block is nearest 256 threads, among those that divide the grid and fit
// the device's block; none, with why, where no larger block holds more threads.
TEST(BlockSizeAim, TheFactorThatKeepsTheMostThreadsResident) {
  // A Hopper multiprocessor: 32 blocks, 2048 threads; registers allow 1536 threads here.
  auto Blocks = [](unsigned Threads) { return static_cast<int>(std::min(32u, 1536u / Threads)); };
  BlockSizeAim Aim = blockSizeAim(32, 4096, 32, 1024, Blocks);
  EXPECT_EQ(Aim.Factor, 8u) << "64- to 512-thread blocks keep 1536 threads against 32 x 32 = "
                               "1024 (1024-thread ones 1024): of those, 256 threads";
  EXPECT_EQ(Aim.BlocksPerSm, 6);
  EXPECT_EQ(blockSizeHow(32, 4096, Aim, 32),
            "full launched with 256 threads per block and 512 blocks along x instead of 32 and "
            "4096: 6 blocks (1536 threads) per multiprocessor instead of 32 (1024)");
  EXPECT_EQ(mergedBlockSizeHow(32, 4096, Aim, 32),
            "full's 32-thread blocks run as the rows of 32 x 8 blocks, 512 of them along x "
            "instead of 4096: 6 blocks (1536 threads) per multiprocessor instead of 32 (1024)");
  // Registers that hold 64-thread blocks to 1024 threads: the least factor that reaches the
  // most, 128 threads, against 256 that reach fewer.
  auto Tight = [](unsigned Threads) {
    return Threads <= 128 ? static_cast<int>(1536 / Threads) : static_cast<int>(1024 / Threads);
  };
  EXPECT_EQ(blockSizeAim(32, 4096, 32, 1024, Tight).Factor, 4u);
  // Only factors that divide the grid: 4095 blocks divide by none.
  EXPECT_NE(blockSizeAim(32, 4095, 32, 1024, Blocks).WhyNot.find("divides the grid's 4095"),
            std::string::npos);
  // Blocks of 256 threads already keep 1536 resident.
  BlockSizeAim Full = blockSizeAim(256, 4096, 6, 1024, Blocks);
  EXPECT_EQ(Full.Factor, 0u);
  EXPECT_NE(Full.WhyNot.find("not its block size"), std::string::npos) << Full.WhyNot;
  // Sixteen-thread blocks: 32 of them hold 512 threads; 32-thread ones 1024, 64-thread ones
  // 1536, 128-thread ones no more.
  Aim = blockSizeAim(16, 1 << 16, 32, 1024, Blocks);
  EXPECT_EQ(Aim.Factor, 16u) << "64 to 512 threads reach 1536: 256 threads, 6 blocks";
}

// The merged copy's launch: full's blocks must be one-dimensional and whole warps.
TEST(BlockSizeAim, MergedRowsNeedOneDimensionalBlocksOfWholeWarps) {
  EXPECT_EQ(mergedBlocksWhyNot({64, 1, 1}), "");
  EXPECT_NE(mergedBlocksWhyNot({32, 2, 1}).find("more than one dimension"), std::string::npos);
  EXPECT_NE(mergedBlocksWhyNot({48, 1, 1}).find("not whole warps"), std::string::npos);
}

} // namespace
} // namespace limiter
