#include "limiter/runtime/Devices.h"

#include <gtest/gtest.h>

namespace limiter {
namespace {

TEST(Devices, QueryDescribesEveryVisibleGpu) {
  DeviceQuery Query = queryDevices();
  if (!Query.Error.empty() || Query.Devices.empty())
    GTEST_SKIP() << "no GPU visible (" << Query.Error << "); run scripts/gpu-check.sh on a GPU "
                 << "machine for this test";
  for (const DeviceInfo &D : Query.Devices) {
    EXPECT_FALSE(D.Name.empty());
    EXPECT_GE(D.ComputeMajor, 3);
    EXPECT_GT(D.MultiprocessorCount, 0);
    EXPECT_GT(D.L2CacheBytes, 0);
    EXPECT_GT(D.SharedMemoryPerMultiprocessor, 0u);
    EXPECT_GT(D.MaxBlocksPerMultiprocessor, 0);
  }
}

} // namespace
} // namespace limiter
