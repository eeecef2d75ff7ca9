// Where generate writes a bundle: a temporary directory beside it, moved into place whole
// (BundleDirectory.h).

#include "bundle/BundleDirectory.h"

#include "limiter/support/Files.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// Removes what a generate of Final that was killed left beside it: its temporary directory
/// (".NAME.tmp-PID") and a bundle it had moved aside ("NAME.old-PID"), where process PID is
/// gone. Neither is ever taken for a bundle; this only keeps the directory clean.
void removeLeftovers(const fs::path &Final) {
  std::error_code Ec;
  fs::path Parent = fs::absolute(Final).parent_path();
  std::string Name = Final.filename().string();
  for (const fs::directory_entry &E : fs::directory_iterator(Parent, Ec)) {
    std::string Entry = E.path().filename().string();
    std::string Pid;
    for (const std::string &Prefix :
         {"." + Name + ".tmp-", "." + Name + ".repair-", Name + ".old-"})
      if (Entry.size() > Prefix.size() && Entry.compare(0, Prefix.size(), Prefix) == 0)
        Pid = Entry.substr(Prefix.size());
    if (Pid.empty() || Pid.find_first_not_of("0123456789") != std::string::npos)
      continue;
    long Owner = std::strtol(Pid.c_str(), nullptr, 10);
    if (Owner > 0 && ::kill(static_cast<pid_t>(Owner), 0) != 0 && errno == ESRCH)
      fs::remove_all(E.path(), Ec);
  }
}

} // namespace

bool placeDirectory(const fs::path &Temp, const fs::path &Final, std::string &Error) {
  std::optional<FileLock> Lock = FileLock::lock(Temp.parent_path().string(), Error);
  if (!Lock)
    return false;
  std::error_code Ec;
  fs::path Old;
  if (fs::exists(Final, Ec)) {
    if (!fs::exists(Final / "manifest.json", Ec)) {
      Error = Final.string() + " exists and is not a limiter bundle; not replacing it";
      return false;
    }
    Old = Final.string() + ".old-" + std::to_string(::getpid());
    fs::rename(Final, Old, Ec);
    if (Ec) {
      Error = "cannot move the old bundle aside: " + Ec.message();
      return false;
    }
  }
  fs::rename(Temp, Final, Ec);
  if (Ec) {
    Error = "cannot move the bundle into place: " + Ec.message();
    if (!Old.empty())
      fs::rename(Old, Final, Ec);
    return false;
  }
  if (!Old.empty())
    fs::remove_all(Old, Ec);
  return true;
}

std::optional<fs::path> makeTempDirectory(const fs::path &Final, DiagnosticList &Diags) {
  std::error_code Ec;
  fs::path Parent = fs::absolute(Final).parent_path();
  fs::create_directories(Parent, Ec);
  fs::path Temp = Parent / ("." + Final.filename().string() + ".tmp-" + std::to_string(::getpid()));
  removeLeftovers(Final);
  fs::remove_all(Temp, Ec);
  if (!fs::create_directory(Temp, Ec)) {
    Diags.error(DiagId::OutputUnwritable, {Final.string()},
                "cannot create " + Temp.string() + ": " + Ec.message(),
                "choose a writable output directory with -o");
    return std::nullopt;
  }
  return Temp;
}

bool writeSources(const BundleSources &Copies, const fs::path &Temp, std::string &Error) {
  std::error_code Ec;
  for (const auto &[Relative, Text] : Copies.Files) {
    fs::create_directories((Temp / Relative).parent_path(), Ec);
    if (!writeFileAtomically((Temp / Relative).string(), Text, Error))
      return false;
  }
  return writeFileAtomically((Temp / "variants.cu").string(), Copies.VariantsCu, Error);
}

} // namespace limiter
