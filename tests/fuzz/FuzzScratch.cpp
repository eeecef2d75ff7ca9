#include "FuzzScratch.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace limiter::fuzz {
namespace {

/// The directory, removed with the process's other statics when it exits.
struct Scratch {
  std::string Dir;
  Scratch() : Dir((fs::temp_directory_path() / "limiter-fuzz-XXXXXX").string()) {
    if (!::mkdtemp(Dir.data()))
      std::abort();
  }
  ~Scratch() {
    std::error_code Ec;
    fs::remove_all(Dir, Ec);
  }
};

} // namespace

const std::string &scratchDir() {
  static const Scratch S;
  return S.Dir;
}

std::string writeScratch(const std::string &Name, std::string_view Data) {
  std::string Path = (fs::path(scratchDir()) / Name).string();
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  Out.write(Data.data(), static_cast<std::streamsize>(Data.size()));
  return Path;
}

} // namespace limiter::fuzz
