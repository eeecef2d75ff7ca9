// The precompiled CUDA prelude: its command line, its name in the cache, building it once and
// keeping the cache to a bounded number of preludes.

#include "parse/PreludeCache.h"

#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <system_error>
#include <unistd.h>

namespace fs = std::filesystem;

namespace limiter {
namespace {

/// The most preludes kept: one a distinct command line (a project whose files share their
/// flags needs one), each about 10 MB.
constexpr size_t PreludesKept = 24;

/// Bumped when what goes into a prelude, or how it is read, changes.
constexpr const char *PreludeFormat = "limiter-prelude-1";

std::string environment(const char *Name) {
  const char *Value = std::getenv(Name);
  return Value ? Value : "";
}

bool namesSource(const std::string &Arg, const std::string &Source, const std::string &Directory) {
  if (Arg == Source)
    return true;
  if (Arg.empty() || Arg.front() == '-')
    return false;
  llvm::SmallString<256> Joined(Arg);
  if (!llvm::sys::path::is_absolute(Arg)) {
    Joined = Directory;
    llvm::sys::path::append(Joined, Arg);
  }
  llvm::sys::path::remove_dots(Joined, /*remove_dot_dot=*/true);
  llvm::SmallString<256> Own(Source);
  llvm::sys::path::remove_dots(Own, /*remove_dot_dot=*/true);
  return Joined == Own;
}

/// Writes the precompiled header of the prelude to OutputFile instead of beside the source.
class PreludeAction : public clang::GeneratePCHAction {
public:
  explicit PreludeAction(std::string Output) : Output(std::move(Output)) {}

protected:
  bool BeginInvocation(clang::CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    return clang::GeneratePCHAction::BeginInvocation(CI);
  }

private:
  std::string Output;
};

class PreludeActionFactory : public clang::tooling::FrontendActionFactory {
public:
  explicit PreludeActionFactory(std::string Output) : Output(std::move(Output)) {}
  std::unique_ptr<clang::FrontendAction> create() override {
    return std::make_unique<PreludeAction>(Output);
  }

private:
  std::string Output;
};

/// Removes all but the PreludesKept most recently used preludes of Directory.
void trimPreludes(const fs::path &Directory) {
  std::error_code Error;
  std::vector<std::pair<fs::file_time_type, fs::path>> Preludes;
  for (const fs::directory_entry &E : fs::directory_iterator(Directory, Error))
    if (E.path().extension() == ".pch")
      Preludes.emplace_back(E.last_write_time(Error), E.path());
  if (Preludes.size() <= PreludesKept)
    return;
  std::sort(Preludes.begin(), Preludes.end(), std::greater<>());
  for (size_t I = PreludesKept; I < Preludes.size(); ++I)
    fs::remove(Preludes[I].second, Error);
}

/// Builds the prelude of PreludeArgs, run in Directory, into Path (through a file of its own,
/// renamed into place, so that a parse beside it reads a whole prelude or none); whether it did.
bool buildPrelude(const std::vector<std::string> &PreludeArgs, const std::string &Directory,
                  const fs::path &Path) {
  std::error_code Error;
  std::random_device Random;
  fs::path Partial = Path;
  Partial += "." + llvm::utohexstr(Random()) + ".partial";
  // As ClangTool maps a file: in memory, modified at time 0; the parses that read the prelude
  // map it the same way, and clang finds it unchanged.
  // A file system of its own, in Directory: the shared real one moves the process there.
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::createPhysicalFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Overlay->pushOverlay(Memory);
  Memory->addFile(PreludeSourcePath, 0, llvm::MemoryBuffer::getMemBuffer(""));
  if (Overlay->setCurrentWorkingDirectory(Directory))
    return false;
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(clang::FileSystemOptions(), Overlay);
  clang::tooling::ToolInvocation Invocation(
      PreludeArgs, std::make_unique<PreludeAction>(Partial.string()), Files.get());
  clang::IgnoringDiagConsumer Quiet; // A prelude that does not compile is only not used.
  Invocation.setDiagnosticConsumer(&Quiet);
  bool Built = Invocation.run() && fs::exists(Partial, Error);
  if (Built)
    fs::rename(Partial, Path, Error);
  if (!Built || Error) {
    fs::remove(Partial, Error);
    return false;
  }
  trimPreludes(Path.parent_path());
  return true;
}

} // namespace

std::string preludeCacheDirectory() {
  if (environment("LIMITER_PRELUDE_CACHE") == "off")
    return "";
  fs::path Base;
  if (std::string Own = environment("LIMITER_CACHE_DIR"); !Own.empty())
    Base = Own;
  else if (std::string Xdg = environment("XDG_CACHE_HOME"); !Xdg.empty())
    Base = fs::path(Xdg) / "limiter";
  else if (std::string Home = environment("HOME"); !Home.empty())
    Base = fs::path(Home) / ".cache" / "limiter";
  else
    return "";
  return (Base / "preludes").string();
}

std::vector<std::string> preludeCommandLine(const std::vector<std::string> &CommandLine,
                                            const std::string &Source,
                                            const std::string &Directory) {
  std::vector<std::string> Out;
  bool Found = false;
  for (size_t I = 0; I < CommandLine.size(); ++I) {
    const std::string &Arg = CommandLine[I];
    if (I > 0 && namesSource(Arg, Source, Directory)) {
      Out.push_back(PreludeSourcePath);
      Found = true;
      continue;
    }
    if (Arg == "-include" || Arg == "-imacros" || Arg == "-include-pch") {
      ++I; // And its file.
      continue;
    }
    if (Arg.starts_with("-include") || Arg.starts_with("-imacros"))
      continue;
    // An include given to the front end directly is read in another place than the driver's:
    // the prelude would not be what precedes the source.
    if (Arg == "-Xclang" && I + 1 < CommandLine.size() &&
        (CommandLine[I + 1].starts_with("-include") || CommandLine[I + 1].starts_with("-imacros")))
      return {};
    Out.push_back(Arg);
  }
  return Found ? Out : std::vector<std::string>{};
}

std::string preludeName(const std::vector<std::string> &PreludeCommandLine,
                        const std::string &Directory) {
  std::string Text =
      std::string(PreludeFormat) + '\0' + clang::getClangFullVersion() + '\0' + Directory + '\0';
  for (const std::string &Arg : PreludeCommandLine)
    Text += Arg + '\0';
  return "prelude-" + llvm::utohexstr(llvm::xxh3_64bits(Text), /*LowerCase=*/true, /*Width=*/16) +
         ".pch";
}

std::string precompiledPrelude(clang::tooling::CompilationDatabase &DB, const std::string &File,
                               const clang::tooling::ArgumentsAdjuster &Adjust) {
  std::string Cache = preludeCacheDirectory();
  if (Cache.empty())
    return "";
  std::vector<clang::tooling::CompileCommand> Commands = DB.getCompileCommands(File);
  if (Commands.size() != 1)
    return "";
  const clang::tooling::CompileCommand &Command = Commands.front();
  std::vector<std::string> Args =
      preludeCommandLine(Adjust(Command.CommandLine, Command.Filename), File, Command.Directory);
  if (Args.empty())
    return "";
  fs::path Path = fs::path(Cache) / preludeName(Args, Command.Directory);
  std::error_code Error;
  if (fs::exists(Path, Error)) {
    // Used now: the last to go when the cache is trimmed.
    fs::last_write_time(Path, fs::file_time_type::clock::now(), Error);
    return Path.string();
  }
  // A cache that cannot be written (a read-only home) would cost every parse a build it
  // cannot keep: the headers are read as text instead.
  fs::create_directories(Path.parent_path(), Error);
  if (::access(Path.parent_path().c_str(), W_OK) != 0)
    return "";
  return buildPrelude(Args, Command.Directory, Path) ? Path.string() : "";
}

void discardPrelude(const std::string &Path) {
  std::error_code Error;
  fs::remove(Path, Error);
}

} // namespace limiter
