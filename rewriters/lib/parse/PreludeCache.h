// The CUDA headers clang reads before every file (its runtime wrapper and what that includes),
// precompiled once per command line and kept on disk, so that each parse reads them from a
// precompiled header instead of parsing a few hundred thousand lines again.

#ifndef LIMITER_REWRITERS_PRELUDECACHE_H
#define LIMITER_REWRITERS_PRELUDECACHE_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"

#include <string>
#include <vector>

namespace limiter {

/// The empty source a prelude is precompiled from: mapped in memory, never on disk, and mapped
/// again for every parse that reads the prelude (clang checks the files a precompiled header
/// was built from).
constexpr const char *PreludeSourcePath = "/__limiter__/limiter_prelude.cu";

/// Where preludes are kept: $LIMITER_CACHE_DIR/preludes, else $XDG_CACHE_HOME/limiter/preludes,
/// else $HOME/.cache/limiter/preludes. Empty (parses read the headers as text) when
/// LIMITER_PRELUDE_CACHE is `off` or none of those is set.
std::string preludeCacheDirectory();

/// The command line that precompiles the prelude of a parse whose adjusted command line is
/// CommandLine, in Directory, of Source: Source replaced by PreludeSourcePath and every
/// `-include`, `-imacros` and `-include-pch` left out. Those are read after the prelude as
/// they are without one, in their order (the wrapper is the driver's first include).
/// Empty when Source is not on the command line.
std::vector<std::string> preludeCommandLine(const std::vector<std::string> &CommandLine,
                                            const std::string &Source,
                                            const std::string &Directory);

/// The name the prelude of that command line is kept under: a digest of it, of Directory and
/// of the clang that reads it.
std::string preludeName(const std::vector<std::string> &PreludeCommandLine,
                        const std::string &Directory);

/// The precompiled prelude of parsing File with DB's one command for it, adjusted by Adjust:
/// its path, built first when the cache has none. Empty when there is no cache directory, DB
/// has more or fewer than one command for File, or the prelude does not compile by itself.
/// A parse that fails with it must be tried again without it (discardPrelude when that
/// succeeds): clang refuses a precompiled header whose headers changed since.
std::string precompiledPrelude(clang::tooling::CompilationDatabase &DB, const std::string &File,
                               const clang::tooling::ArgumentsAdjuster &Adjust);

/// Removes a prelude a parse could not read, so that the next parse builds it again.
void discardPrelude(const std::string &Path);

} // namespace limiter

#endif
