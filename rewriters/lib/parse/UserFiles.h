// Which source locations are in the project's own files (not system headers or made-up
// buffers), and the absolute path of a location's file.

#ifndef LIMITER_REWRITERS_USERFILES_H
#define LIMITER_REWRITERS_USERFILES_H

#include "clang/Basic/SourceManager.h"

#include <string>

namespace limiter {

/// Whether Loc (after macro expansion) is in one of the project's own files: the file given or
/// any file it includes that is not a system header (found under -isystem, the toolkit or the
/// compiler) and not a buffer the parse made up. Kernels and helpers are reached, analysed and
/// rewritten in these files only.
bool isInUserFile(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// The absolute, normalized path of the file Loc (after macro expansion) is in; empty for a
/// buffer with no file.
std::string userFilePath(const clang::SourceManager &SM, clang::SourceLocation Loc);

} // namespace limiter

#endif
