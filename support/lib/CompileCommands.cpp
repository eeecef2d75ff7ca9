// The .cu files of a compilation database, read with nlohmann::json.

#include "limiter/support/CompileCommands.h"

#include "limiter/support/Files.h"

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace limiter {

std::vector<std::string> cudaFilesOfDatabase(const std::string &BuildDir, std::string &Error) {
  fs::path Database = fs::path(BuildDir) / "compile_commands.json";
  // Databases of large projects run to tens of megabytes; a gigabyte is not one.
  std::optional<std::string> Text = readFile(Database.string(), Error, 1u << 30);
  if (!Text) {
    Error = Database.string() + ": " + Error;
    return {};
  }
  nlohmann::json J = nlohmann::json::parse(*Text, nullptr, false);
  if (J.is_discarded() || !J.is_array()) {
    Error = Database.string() + " is not a JSON array of compile commands";
    return {};
  }
  std::vector<std::string> Out;
  for (const nlohmann::json &Entry : J) {
    if (!Entry.is_object())
      continue;
    auto FileIt = Entry.find("file"), DirIt = Entry.find("directory");
    if (FileIt == Entry.end() || !FileIt->is_string())
      continue;
    fs::path File = FileIt->get<std::string>();
    if (File.is_relative() && DirIt != Entry.end() && DirIt->is_string())
      File = fs::path(DirIt->get<std::string>()) / File;
    File = File.lexically_normal();
    if (File.extension() == ".cu" && std::find(Out.begin(), Out.end(), File.string()) == Out.end())
      Out.push_back(File.string());
  }
  if (Out.empty())
    Error = Database.string() + " names no .cu file";
  return Out;
}

} // namespace limiter
