// File helpers: size-limited reads, atomic writes, advisory locks and a content fingerprint.

#ifndef LIMITER_SUPPORT_FILES_H
#define LIMITER_SUPPORT_FILES_H

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace limiter {

/// The most an input file limiter reads may hold: configs and courses name things, manifests,
/// results and batch summaries describe them; none holds data.
inline constexpr std::size_t MaxInputBytes = 16u << 20;

/// The whole file, or nullopt with Error set to the system's reason, or to "it is larger than
/// N MiB" when it holds more than MaxBytes.
std::optional<std::string> readFile(const std::string &Path, std::string &Error,
                                    std::size_t MaxBytes = SIZE_MAX);

/// Writes Contents to Path atomically: a temporary file in the same directory, flushed, then
/// renamed over Path, so that readers see the old file or the new one and never a part.
bool writeFileAtomically(const std::string &Path, std::string_view Contents, std::string &Error);

/// An exclusive lock (flock) on a lock file, held while the object lives. The system releases
/// it when the process ends in any way, kill -9 included, so a lock is never left behind.
class FileLock {
public:
  /// Locks Dir (DIR/.limiter.lock, which holds the owner's process id), creating Dir when
  /// needed, without waiting; on failure, Error says why and Holder is the process that holds
  /// it: its id, -1 when it has not written it yet, 0 when no other process holds it (the
  /// lock file cannot be made).
  static std::optional<FileLock> tryLockDirectory(const std::string &Dir, long &Holder,
                                                  std::string &Error);
  /// Locks Path, an existing file or directory, waiting while another process holds it.
  static std::optional<FileLock> lock(const std::string &Path, std::string &Error);

  FileLock(FileLock &&Other) noexcept : Fd(Other.Fd) { Other.Fd = -1; }
  FileLock &operator=(FileLock &&) = delete;
  ~FileLock();

private:
  explicit FileLock(int Fd) : Fd(Fd) {}
  int Fd = -1;
};

/// FNV-1a, 64 bits, as 16 hex digits: a fingerprint to notice that a file changed (not a
/// cryptographic hash).
std::string contentHash(std::string_view Contents);

} // namespace limiter

#endif
