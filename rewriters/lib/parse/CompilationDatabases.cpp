// Where a file's flags come from: a compilation database (-p, or one found beside the file),
// its nvcc options files expanded and its relative include paths made absolute, or the user's
// flags after `--`.

#include "parse/CompilationDatabases.h"

#include "limiter/support/Files.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

using namespace clang;
using llvm::SmallString;
using llvm::StringRef;

namespace limiter {

std::string absolutePath(const std::string &Path) {
  SmallString<256> Abs(Path);
  if (llvm::sys::fs::make_absolute(Abs))
    return Path; // No working directory: let clang report the path as given.
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

namespace {

/// Args with the relative paths of -I, -isystem and -include made absolute against Directory:
/// the flags are passed on to nvcc, which runs elsewhere.
std::vector<std::string> absoluteIncludePaths(const std::vector<std::string> &Args,
                                              StringRef Directory) {
  auto Absolute = [&](std::string Path) {
    llvm::SmallString<256> Full(Path);
    if (!Path.empty() && !llvm::sys::path::is_absolute(Full))
      llvm::sys::path::make_absolute(Directory, Full);
    return std::string(Full);
  };
  std::vector<std::string> Out;
  for (std::size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    bool Separate = (A == "-I" || A == "-isystem" || A == "-include" || A == "--include-path" ||
                     A == "--system-include" || A == "--pre-include") &&
                    I + 1 < Args.size();
    if (Separate) {
      Out.insert(Out.end(), {A, Absolute(Args[++I])});
    } else if (A.starts_with("-I") && A.size() > 2) {
      Out.push_back("-I" + Absolute(A.substr(A[2] == '=' ? 3 : 2)));
    } else if (A.starts_with("-isystem=")) {
      Out.push_back("-isystem=" + Absolute(A.substr(9)));
    } else {
      Out.push_back(A);
    }
  }
  return Out;
}

/// A compilation database whose commands have nvcc's `--options-file F` (`-optf F`, as CMake
/// writes include paths for CUDA) replaced by the options in F, read relative to the command's
/// directory, and relative include paths made absolute.
class OptionsFileExpander : public tooling::CompilationDatabase {
public:
  explicit OptionsFileExpander(std::unique_ptr<tooling::CompilationDatabase> Inner)
      : Inner(std::move(Inner)) {}
  std::vector<tooling::CompileCommand> getCompileCommands(StringRef File) const override {
    return expanded(Inner->getCompileCommands(File));
  }
  std::vector<std::string> getAllFiles() const override { return Inner->getAllFiles(); }
  std::vector<tooling::CompileCommand> getAllCompileCommands() const override {
    return expanded(Inner->getAllCompileCommands());
  }

private:
  std::unique_ptr<tooling::CompilationDatabase> Inner;

  static std::vector<tooling::CompileCommand>
  expanded(std::vector<tooling::CompileCommand> Commands) {
    for (tooling::CompileCommand &C : Commands) {
      std::vector<std::string> Out;
      for (std::size_t I = 0; I < C.CommandLine.size(); ++I) {
        const std::string &A = C.CommandLine[I];
        std::optional<std::string> Path;
        for (std::string_view Name : {"--options-file", "-optf"}) {
          if (A == Name && I + 1 < C.CommandLine.size())
            Path = C.CommandLine[++I];
          else if (A.starts_with(std::string(Name) + "="))
            Path = A.substr(Name.size() + 1);
        }
        if (!Path) {
          Out.push_back(A);
          continue;
        }
        // (Its paths are made absolute below, with the command's own.)
        llvm::SmallString<256> Full(*Path);
        if (!llvm::sys::path::is_absolute(Full))
          llvm::sys::path::make_absolute(C.Directory, Full);
        std::string Error;
        std::optional<std::string> Text = readFile(std::string(Full), Error);
        if (!Text) { // Left as it is: the parse's error will name it.
          Out.insert(Out.end(), {"--options-file", std::string(Full)});
          continue;
        }
        llvm::BumpPtrAllocator Alloc;
        llvm::StringSaver Saver(Alloc);
        llvm::SmallVector<const char *, 16> Tokens;
        llvm::cl::TokenizeGNUCommandLine(*Text, Saver, Tokens);
        Out.insert(Out.end(), Tokens.begin(), Tokens.end());
      }
      C.CommandLine = absoluteIncludePaths(Out, C.Directory);
    }
    return Commands;
  }
};

} // namespace

/// The compilation database for the file: from -p, or found beside it when no flags were
/// given, or else the user's flags after `--`. Null with an error in Diags.
std::unique_ptr<tooling::CompilationDatabase> compilationDatabaseFor(const ParseOptions &Options,
                                                                     const std::string &File,
                                                                     DiagnosticList &Diags,
                                                                     bool &FromDatabase) {
  std::string Error;
  FromDatabase = false;
  if (Options.CompileCommandsDir) {
    auto DB = tooling::CompilationDatabase::loadFromDirectory(*Options.CompileCommandsDir, Error);
    if (!DB) {
      Diags.error(DiagId::CompilationDatabase, {*Options.CompileCommandsDir},
                  "cannot load a compilation database from " + *Options.CompileCommandsDir + ": " +
                      Error,
                  "give -p the build directory that holds compile_commands.json (CMake writes "
                  "it with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)");
      return nullptr;
    }
    std::vector<tooling::CompileCommand> Commands = DB->getCompileCommands(File);
    if (Commands.empty()) {
      Diags.error(DiagId::CompilationDatabase, {*Options.CompileCommandsDir},
                  "the compilation database in " + *Options.CompileCommandsDir +
                      " has no entry for " + File,
                  "rebuild the database after adding the file to the build, or drop -p and "
                  "pass its flags after `--`");
      return nullptr;
    }
    // Clang's JSON database borrows the flags of the most similar entry for a file it lacks.
    if (!Commands.front().Heuristic.empty())
      Diags.warning(DiagId::CompilationDatabase, {*Options.CompileCommandsDir},
                    "the compilation database has no entry for " + File + "; using flags " +
                        Commands.front().Heuristic,
                    "add the file to the build and regenerate compile_commands.json if these "
                    "flags are wrong");
    FromDatabase = true;
    return std::make_unique<OptionsFileExpander>(std::move(DB));
  }
  if (Options.CompilerArgs.empty() && Options.AutoDetectCompilationDatabase) {
    auto DB = tooling::CompilationDatabase::autoDetectFromSource(File, Error);
    if (DB && !DB->getCompileCommands(File).empty()) {
      FromDatabase = true;
      return std::make_unique<OptionsFileExpander>(std::move(DB));
    }
  }
  return std::make_unique<tooling::FixedCompilationDatabase>(".", Options.CompilerArgs);
}

} // namespace limiter
