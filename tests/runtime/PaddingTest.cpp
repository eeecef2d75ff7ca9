#include "limiter/runtime/Padding.h"

#include <algorithm>
#include <gtest/gtest.h>

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
