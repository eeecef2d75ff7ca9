// Whether a location is in the project's own files, and its file's absolute path (UserFiles.h).

#include "parse/UserFiles.h"

#include "clang/Basic/FileManager.h"
#include "llvm/ADT/SmallString.h"

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
  // Relative to the parse's working directory (a compile command's own), not the process's.
  llvm::SmallString<256> Path(Entry->getName());
  SM.getFileManager().makeAbsolutePath(Path);
  return std::filesystem::path(std::string(Path)).lexically_normal().string();
}

} // namespace limiter
