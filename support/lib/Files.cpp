// Size-limited file reads, atomic writes, flock-based locks and the FNV-1a content hash.

#include "limiter/support/Files.h"

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace limiter {

std::optional<std::string> readFile(const std::string &Path, std::string &Error,
                                    std::size_t MaxBytes) {
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
  auto tooLarge = [&] {
    Error = "it is larger than " + std::to_string(MaxBytes >> 20) + " MiB, more than such a " +
            "file holds";
    return std::nullopt;
  };
  if (std::uintmax_t Size = std::filesystem::file_size(Path, Ec); !Ec && Size > MaxBytes)
    return tooLarge();
  // Read in pieces, so that a file that is not regular (a pipe, /dev/zero) stops at the limit too.
  std::string Text;
  char Piece[1 << 16];
  while (In.read(Piece, sizeof Piece) || In.gcount() > 0) {
    Text.append(Piece, static_cast<std::size_t>(In.gcount()));
    if (Text.size() > MaxBytes)
      return tooLarge();
  }
  if (In.bad()) {
    Error = std::strerror(errno);
    return std::nullopt;
  }
  return Text;
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

std::optional<FileLock> FileLock::tryLockDirectory(const std::string &Dir, long &Holder,
                                                   std::string &Error) {
  Holder = 0;
  std::error_code Ec;
  std::filesystem::create_directories(Dir, Ec);
  std::string Path = (std::filesystem::path(Dir) / ".limiter.lock").string();
  int Fd = ::open(Path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (Fd < 0) {
    Error = "cannot create " + Path + ": " + std::strerror(errno);
    return std::nullopt;
  }
  if (::flock(Fd, LOCK_EX | LOCK_NB) != 0) {
    int Why = errno;
    char Text[32] = {};
    ssize_t Got = ::pread(Fd, Text, sizeof Text - 1, 0);
    long Pid = Got > 0 ? std::strtol(Text, nullptr, 10) : 0;
    if (Why == EWOULDBLOCK)
      Holder = Pid > 0 ? Pid : -1;
    Error = Why == EWOULDBLOCK ? "another process holds " + Path
                               : "cannot lock " + Path + ": " + std::strerror(Why);
    ::close(Fd);
    return std::nullopt;
  }
  std::string Pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(Fd, 0) != 0 || ::pwrite(Fd, Pid.data(), Pid.size(), 0) < 0) {
    // The lock holds without the note of who holds it.
  }
  return FileLock(Fd);
}

std::optional<FileLock> FileLock::lock(const std::string &Path, std::string &Error) {
  int Fd = ::open(Path.c_str(), O_RDONLY | O_CLOEXEC);
  if (Fd < 0) {
    Error = "cannot open " + Path + ": " + std::strerror(errno);
    return std::nullopt;
  }
  int Result;
  while ((Result = ::flock(Fd, LOCK_EX)) != 0 && errno == EINTR) {
  }
  if (Result != 0) {
    Error = "cannot lock " + Path + ": " + std::strerror(errno);
    ::close(Fd);
    return std::nullopt;
  }
  return FileLock(Fd);
}

FileLock::~FileLock() {
  if (Fd >= 0)
    ::close(Fd);
}

} // namespace limiter
