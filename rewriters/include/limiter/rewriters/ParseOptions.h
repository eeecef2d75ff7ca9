// The options of the parse of one CUDA source file: compiler flags, compilation database, CUDA
// paths, and the texts that extend or replace the files the parse reads.

#ifndef LIMITER_REWRITERS_PARSEOPTIONS_H
#define LIMITER_REWRITERS_PARSEOPTIONS_H

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace limiter {

/// How to parse one CUDA source file. Filled by the command line (tool/) or by a test.
struct ParseOptions {
  std::string File;
  /// Compiler arguments as clang tools take them after `--` (-I, -D, -std=, --cuda-gpu-arch=);
  /// nvcc spellings of the same flags are translated.
  std::vector<std::string> CompilerArgs;
  /// Directory holding compile_commands.json (`-p DIR`).
  std::optional<std::string> CompileCommandsDir;
  /// Look for compile_commands.json in the file's parent directories when neither
  /// CompileCommandsDir nor CompilerArgs is given, as clang tools do.
  bool AutoDetectCompilationDatabase = true;
  /// Overrides: empty means discovered (see docs/diagnostics.md, LIM005 and LIM006).
  std::string CudaPath;
  std::string ResourceDir;
  /// Text appended to the file for the parse only (offsets of the file itself are unchanged),
  /// e.g. a line that instantiates a template kernel for the config's template arguments.
  std::string AppendedSource;
  /// Texts the parse reads instead of files on disk, by absolute path (the variants' sources
  /// with macro calls expanded; see Generate.cpp). The main file's appended text still follows.
  std::map<std::string, std::string> TextOverrides;
  /// Forward clang's own diagnostics (errors and warnings in the user's code) to stderr.
  bool ShowCompilerDiagnostics = true;
  /// The kernel the parse is for, named by the error when the parse or the rules crash (LIM026);
  /// empty when it is for every kernel of the file.
  std::string Kernel;
  /// The what-ifs the variants include, by name ("nobarrier"); unset: every one (`--what-if`).
  std::optional<std::set<std::string>> WhatIfs;
};

} // namespace limiter

#endif
