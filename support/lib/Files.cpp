#include "limiter/support/Files.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace limiter {

std::optional<std::string> readFile(const std::string &Path, std::string &Error) {
  std::error_code Ec;
  if (std::filesystem::is_directory(Path, Ec)) {
    Error = "is a directory";
    return std::nullopt;
  }
  std::ifstream In(Path, std::ios::binary);
  if (!In) {
    Error = std::strerror(errno);
    return std::nullopt;
  }
  std::ostringstream Buffer;
  Buffer << In.rdbuf();
  if (In.bad()) {
    Error = std::strerror(errno);
    return std::nullopt;
  }
  return Buffer.str();
}

bool writeFileAtomically(const std::string &Path, std::string_view Contents, std::string &Error) {
  std::filesystem::path Target(Path);
  std::filesystem::path Dir = Target.has_parent_path() ? Target.parent_path() : ".";
  std::string Template = (Dir / ("." + Target.filename().string() + ".XXXXXX")).string();
  int Fd = ::mkstemp(Template.data());
  if (Fd < 0) {
    Error = "cannot create a temporary file in " + Dir.string() + ": " + std::strerror(errno);
    return false;
  }
  const char *Data = Contents.data();
  std::size_t Left = Contents.size();
  while (Left > 0) {
    ssize_t N = ::write(Fd, Data, Left);
    if (N < 0 && errno == EINTR)
      continue;
    if (N < 0) {
      Error = std::string("cannot write: ") + std::strerror(errno);
      ::close(Fd);
      ::unlink(Template.c_str());
      return false;
    }
    Data += N;
    Left -= static_cast<std::size_t>(N);
  }
  if (::fsync(Fd) != 0 || ::close(Fd) != 0) {
    Error = std::string("cannot flush: ") + std::strerror(errno);
    ::unlink(Template.c_str());
    return false;
  }
  ::chmod(Template.c_str(), 0644);
  if (::rename(Template.c_str(), Path.c_str()) != 0) {
    Error = "cannot rename into place: " + std::string(std::strerror(errno));
    ::unlink(Template.c_str());
    return false;
  }
  return true;
}

std::string contentHash(std::string_view Contents) {
  std::uint64_t Hash = 0xcbf29ce484222325ull;
  for (unsigned char C : Contents) {
    Hash ^= C;
    Hash *= 0x100000001b3ull;
  }
  static const char Hex[] = "0123456789abcdef";
  std::string Out(16, '0');
  for (int I = 15; I >= 0; --I, Hash >>= 4)
    Out[I] = Hex[Hash & 15];
  return Out;
}

} // namespace limiter
