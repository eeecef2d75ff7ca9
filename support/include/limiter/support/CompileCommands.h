// The CUDA files a compilation database (compile_commands.json) names.

#ifndef LIMITER_SUPPORT_COMPILECOMMANDS_H
#define LIMITER_SUPPORT_COMPILECOMMANDS_H

#include <string>
#include <vector>

namespace limiter {

/// The CUDA translation units (.cu files) of the compile_commands.json in BuildDir, in the
/// database's order, each once, made whole against its entry's directory. Entries that are not
/// objects with a string "file" are skipped. Empty with Error when the file cannot be read, is
/// not a JSON array, or names no .cu file.
std::vector<std::string> cudaFilesOfDatabase(const std::string &BuildDir, std::string &Error);

} // namespace limiter

#endif
