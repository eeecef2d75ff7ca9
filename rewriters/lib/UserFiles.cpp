#include "limiter/rewriters/UserFiles.h"

#include <filesystem>

using namespace clang;

namespace limiter {

bool isInUserFile(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  SourceLocation At = SM.getExpansionLoc(Loc);
  FileID File = SM.getFileID(At);
  if (File.isInvalid() || SM.isInSystemHeader(At))
    return false;
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  return Entry.has_value();
}

std::string userFilePath(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return {};
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(Loc)));
  if (!Entry)
    return {};
  std::error_code Ec;
  std::filesystem::path Path = std::filesystem::absolute(std::string(Entry->getName()), Ec);
  return Ec ? std::string(Entry->getName()) : Path.lexically_normal().string();
}

} // namespace limiter
