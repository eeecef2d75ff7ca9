// Finding experiment configs: every config under a directory, and the one config whose source
// and kernel are the ones a command names.

#include "limiter/support/ExperimentConfig.h"

#include "limiter/support/Files.h"

#include <algorithm>
#include <filesystem>
#include <toml++/toml.h>

namespace fs = std::filesystem;

namespace limiter {

std::vector<std::string> findExperiments(const std::string &Dir) {
  std::vector<std::string> Out;
  std::error_code Ec;
  for (auto It = fs::recursive_directory_iterator(Dir, Ec); !Ec && It != fs::end(It);
       It.increment(Ec))
    if (It->path().extension() == ".toml" && It->path().filename() != "course.toml")
      Out.push_back(It->path().string());
  std::sort(Out.begin(), Out.end());
  return Out;
}

namespace {

std::string_view lastComponent(std::string_view Name) {
  std::size_t Colons = Name.rfind("::");
  return Colons == std::string_view::npos ? Name : Name.substr(Colons + 2);
}

bool sameKernel(const std::string &Wanted, const std::string &Configured) {
  bool BothQualified =
      Wanted.find("::") != std::string::npos && Configured.find("::") != std::string::npos;
  return BothQualified ? Wanted == Configured : lastComponent(Wanted) == lastComponent(Configured);
}

} // namespace

std::optional<std::string> findExperimentFor(const std::string &File, const std::string &Kernel,
                                             const std::vector<std::string> &Dirs,
                                             DiagnosticList &Diags) {
  std::vector<std::string> Matches;
  std::error_code Ec;
  for (const std::string &Dir : Dirs)
    for (const std::string &Path : findExperiments(Dir)) {
      // Only `source` and `kernel` decide; the rest of a config is checked when it is used, so
      // that a config with a mistake is found and its mistake reported.
      std::string Error;
      std::optional<std::string> Text = readFile(Path, Error, MaxInputBytes);
      toml::table Parsed;
      try {
        if (!Text)
          continue;
        Parsed = toml::parse(*Text, Path);
      } catch (const toml::parse_error &) {
        continue;
      }
      std::optional<std::string> Source = Parsed["source"].value<std::string>();
      std::optional<std::string> Named = Parsed["kernel"].value<std::string>();
      if (!Source || !Named ||
          !fs::equivalent(fs::absolute(Path).parent_path() / *Source, File, Ec) ||
          (!Kernel.empty() && !sameKernel(Kernel, *Named)))
        continue;
      if (std::none_of(Matches.begin(), Matches.end(),
                       [&](const std::string &M) { return fs::equivalent(M, Path, Ec); }))
        Matches.push_back(Path);
    }
  std::string What = Kernel.empty() ? File : "kernel '" + Kernel + "' of " + File;
  if (Matches.size() == 1)
    return Matches.front();
  if (Matches.empty()) {
    Diagnostic &D = Diags.error(
        DiagId::ConfigNotFound, {File}, "no experiment config for " + What,
        "write one (README.md, \"Experiment configs\") and pass it with --config, or put it "
        "under an experiments/ directory");
    for (const std::string &Dir : Dirs)
      D.Notes.push_back("searched " + Dir);
    if (Dirs.empty())
      D.Notes.push_back("no experiments/ directory here or above the file");
    return std::nullopt;
  }
  Diagnostic &D = Diags.error(
      DiagId::ConfigAmbiguous, {File}, std::to_string(Matches.size()) + " configs match " + What,
      "pick one with --config" + std::string(Kernel.empty() ? " or name the kernel" : ""));
  for (const std::string &M : Matches)
    D.Notes.push_back(M);
  return std::nullopt;
}

std::vector<std::string> defaultExperimentDirs(const std::string &File) {
  std::vector<std::string> Out;
  std::error_code Ec;
  auto Add = [&](const fs::path &Dir) {
    if (!fs::is_directory(Dir, Ec))
      return;
    for (const std::string &Known : Out)
      if (fs::equivalent(Known, Dir, Ec))
        return;
    Out.push_back(Dir.lexically_normal().string());
  };
  Add(fs::path("experiments"));
  for (fs::path Dir = fs::absolute(File, Ec).parent_path(); !Dir.empty(); Dir = Dir.parent_path()) {
    Add(Dir / "experiments");
    if (Dir == Dir.root_path())
      break;
  }
  return Out;
}

} // namespace limiter
