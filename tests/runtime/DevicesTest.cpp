#include "limiter/runtime/Devices.h"
#include "limiter/runtime/Calibrate.h"

#include <filesystem>
#include <unistd.h>

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
    EXPECT_EQ(D.Uuid.rfind("GPU-", 0), 0u) << D.Uuid;
  }
}

/// The ceilings are measured once, cached, and plausible for any GPU of the last decade: a
/// copy faster than 100 GB/s and fp32 FMA above 1 TFLOP/s, each with a small spread.
TEST(Calibrate, MeasuresOnceThenReadsTheCache) {
  DeviceQuery Query = queryDevices();
  if (!Query.Error.empty() || Query.Devices.empty())
    GTEST_SKIP() << "no GPU visible; run scripts/gpu-check.sh on a GPU machine for this test";
  std::string Dir =
      (std::filesystem::temp_directory_path() / ("limiter-calibrate-" + std::to_string(::getpid())))
          .string();
  CalibrateOptions Options;
  Options.CacheDir = Dir;
  std::string Error;
  bool Measured = false;
  std::optional<Calibration> First = calibrateDevice(Options, Error, &Measured);
  ASSERT_TRUE(First) << Error;
  EXPECT_TRUE(Measured);
  EXPECT_GT(First->CopyBandwidth, 100e9);
  EXPECT_GT(First->FmaThroughput, 1e12);
  EXPECT_LT(First->CopyRelStdDev, 0.05);
  EXPECT_LT(First->FmaRelStdDev, 0.05);
  std::optional<Calibration> Second = calibrateDevice(Options, Error, &Measured);
  ASSERT_TRUE(Second) << Error;
  EXPECT_FALSE(Measured) << "the second call reads the cache";
  EXPECT_EQ(Second->CopyBandwidth, First->CopyBandwidth);
  std::printf("calibration: copy %.0f GB/s (spread %.2f%%), fp32 FMA %.1f TFLOP/s (spread "
              "%.2f%%)\n",
              First->CopyBandwidth / 1e9, First->CopyRelStdDev * 100, First->FmaThroughput / 1e12,
              First->FmaRelStdDev * 100);
  std::filesystem::remove_all(Dir);
}

} // namespace
} // namespace limiter
