// The calibration cache: its directory, a file per device UUID, and the JSON of a calibration
// both ways.

#include "limiter/runtime/Calibration.h"

#include "limiter/support/Files.h"

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace fs = std::filesystem;

namespace limiter {
namespace {

fs::path cacheFile(const std::string &Dir, const std::string &Uuid) {
  std::string Safe;
  for (char C : Uuid)
    Safe += std::isalnum(static_cast<unsigned char>(C)) || C == '-' ? C : '_';
  return fs::path(Dir) / ("calibration-" + Safe + ".json");
}

} // namespace

std::string formatGpuUuid(const char Bytes[16]) {
  static const char Hex[] = "0123456789abcdef";
  std::string Out = "GPU-";
  for (int I = 0; I < 16; ++I) {
    auto Byte = static_cast<unsigned char>(Bytes[I]);
    Out += Hex[Byte >> 4];
    Out += Hex[Byte & 15];
    if (I == 3 || I == 5 || I == 7 || I == 9)
      Out += '-';
  }
  return Out;
}

std::string calibrationCacheDir() {
  if (const char *Dir = std::getenv("LIMITER_CACHE_DIR"); Dir && *Dir)
    return Dir;
  if (const char *Xdg = std::getenv("XDG_CACHE_HOME"); Xdg && *Xdg)
    return (fs::path(Xdg) / "limiter").string();
  if (const char *Home = std::getenv("HOME"); Home && *Home)
    return (fs::path(Home) / ".cache" / "limiter").string();
  return {};
}

std::string toJson(const Calibration &C) {
  nlohmann::ordered_json J = {{"schema", "limiter/calibration"},
                              {"version", Calibration::SchemaVersion},
                              {"device", C.Device},
                              {"uuid", C.Uuid},
                              {"driver_version", C.DriverVersion},
                              {"copy_bandwidth_bytes_per_s", C.CopyBandwidth},
                              {"copy_rel_std_dev", C.CopyRelStdDev},
                              {"fma_flop_per_s", C.FmaThroughput},
                              {"fma_rel_std_dev", C.FmaRelStdDev},
                              {"samples", C.Samples},
                              {"measured_at", C.MeasuredAt}};
  return J.dump(2) + "\n";
}

std::optional<Calibration> calibrationFromJson(const std::string &Text, std::string &Error) {
  nlohmann::json J = nlohmann::json::parse(Text, nullptr, false);
  if (J.is_discarded() || !J.is_object()) {
    Error = "not JSON";
    return std::nullopt;
  }
  if (J.find("schema") == J.end() || *J.find("schema") != "limiter/calibration" ||
      J.find("version") == J.end() || *J.find("version") != Calibration::SchemaVersion) {
    Error =
        "not a limiter/calibration version " + std::to_string(Calibration::SchemaVersion) + " file";
    return std::nullopt;
  }
  try {
    Calibration C;
    C.Device = J.at("device").get<std::string>();
    C.Uuid = J.at("uuid").get<std::string>();
    // get<int>() of a float is an unchecked conversion: integers must be integers.
    for (const char *Key : {"driver_version", "samples"})
      if (!J.at(Key).is_number_integer() || J.at(Key).get<std::int64_t>() < 0 ||
          J.at(Key).get<std::int64_t>() > std::numeric_limits<int>::max())
        throw std::invalid_argument(std::string(Key) + " is not a count");
    C.DriverVersion = J.at("driver_version").get<int>();
    C.CopyBandwidth = J.at("copy_bandwidth_bytes_per_s").get<double>();
    C.CopyRelStdDev = J.at("copy_rel_std_dev").get<double>();
    C.FmaThroughput = J.at("fma_flop_per_s").get<double>();
    C.FmaRelStdDev = J.at("fma_rel_std_dev").get<double>();
    C.Samples = J.at("samples").get<unsigned>();
    C.MeasuredAt = J.at("measured_at").get<std::string>();
    if (!(C.CopyBandwidth > 0) || !(C.FmaThroughput > 0)) {
      Error = "the ceilings must be positive";
      return std::nullopt;
    }
    return C;
  } catch (const std::exception &E) { // A field missing or of another type.
    Error = E.what();
    return std::nullopt;
  }
}

std::optional<Calibration> loadCalibration(const std::string &Dir, const std::string &Uuid,
                                           int DriverVersion) {
  if (Dir.empty())
    return std::nullopt;
  std::string Error;
  std::optional<std::string> Text = readFile(cacheFile(Dir, Uuid).string(), Error, MaxInputBytes);
  if (!Text)
    return std::nullopt;
  std::optional<Calibration> C = calibrationFromJson(*Text, Error);
  if (!C || C->Uuid != Uuid || C->DriverVersion != DriverVersion)
    return std::nullopt;
  return C;
}

bool storeCalibration(const std::string &Dir, const Calibration &C, std::string &Error) {
  if (Dir.empty()) {
    Error = "no cache directory (set LIMITER_CACHE_DIR or HOME)";
    return false;
  }
  std::error_code Ec;
  fs::create_directories(Dir, Ec);
  if (Ec) {
    Error = Ec.message();
    return false;
  }
  return writeFileAtomically(cacheFile(Dir, C.Uuid).string(), toJson(C), Error);
}

} // namespace limiter
