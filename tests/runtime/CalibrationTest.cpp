#include "limiter/runtime/Calibration.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

Calibration h200() {
  Calibration C;
  C.Device = "NVIDIA H200";
  C.Uuid = "GPU-8f3c2b1a-0000-1111-2222-333344445555";
  C.DriverVersion = 13000;
  C.CopyBandwidth = 4.1e12;
  C.CopyRelStdDev = 0.001;
  C.FmaThroughput = 6.0e13;
  C.FmaRelStdDev = 0.002;
  C.Samples = 20;
  C.MeasuredAt = "2026-11-22T06:00:00Z";
  return C;
}

TEST(Calibration, UuidAsNvidiaSmiPrintsIt) {
  const char Bytes[16] = {'\x8f', '\x3c', '\x2b', '\x1a', 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  EXPECT_EQ(formatGpuUuid(Bytes), "GPU-8f3c2b1a-0001-0203-0405-060708090a0b");
}

TEST(Calibration, JsonRoundTripAndErrors) {
  std::string Text = toJson(h200());
  std::string Error;
  std::optional<Calibration> Back = calibrationFromJson(Text, Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(toJson(*Back), Text);
  EXPECT_FALSE(calibrationFromJson("{}", Error));
  EXPECT_NE(Error.find("not a limiter/calibration"), std::string::npos) << Error;
  std::string Zero = Text;
  Zero.replace(Zero.find("4100000000000.0"), 15, "0");
  EXPECT_FALSE(calibrationFromJson(Zero, Error)) << Zero;
  EXPECT_EQ(Error, "the ceilings must be positive");
}

TEST(Calibration, CachedPerDeviceAndDriver) {
  fs::path Dir = fs::temp_directory_path() / ("limiter-cal-" + std::to_string(::getpid()));
  std::string Error;
  ASSERT_TRUE(storeCalibration((Dir / "deeper").string(), h200(), Error)) << Error;
  std::optional<Calibration> Found = loadCalibration((Dir / "deeper").string(), h200().Uuid, 13000);
  ASSERT_TRUE(Found);
  EXPECT_EQ(Found->CopyBandwidth, 4.1e12);
  EXPECT_FALSE(loadCalibration((Dir / "deeper").string(), h200().Uuid, 13010))
      << "another driver may clock the GPU differently: measure again";
  EXPECT_FALSE(loadCalibration((Dir / "deeper").string(), "GPU-other", 13000));
  EXPECT_FALSE(loadCalibration("", h200().Uuid, 13000));
  std::ofstream(Dir / "deeper" / "calibration-GPU-broken.json") << "{ not json";
  EXPECT_FALSE(loadCalibration((Dir / "deeper").string(), "GPU-broken", 13000));
  fs::remove_all(Dir);
}

TEST(Calibration, CacheDirectoryFromTheEnvironment) {
  const char *Home = std::getenv("HOME");
  std::string SavedHome = Home ? Home : "";
  ::setenv("LIMITER_CACHE_DIR", "/tmp/lc", 1);
  EXPECT_EQ(calibrationCacheDir(), "/tmp/lc");
  ::unsetenv("LIMITER_CACHE_DIR");
  ::setenv("XDG_CACHE_HOME", "/tmp/xdg", 1);
  EXPECT_EQ(calibrationCacheDir(), "/tmp/xdg/limiter");
  ::unsetenv("XDG_CACHE_HOME");
  ::setenv("HOME", "/home/u", 1);
  EXPECT_EQ(calibrationCacheDir(), "/home/u/.cache/limiter");
  ::setenv("HOME", SavedHome.c_str(), 1);
}

} // namespace
} // namespace limiter
