// compile_commands.json, as `limiter survey -p` lists its CUDA files and as the parse takes a
// file's command from it (options files expanded, include paths made whole, nvcc's arguments
// translated into clang's).
#include "FuzzScratch.h"

#include "limiter/rewriters/CompilerArgs.h"
#include "limiter/support/CompileCommands.h"
#include "parse/CompilationDatabases.h"

using namespace limiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *Data, std::size_t Size) {
  fuzz::writeScratch("compile_commands.json", fuzz::textOf(Data, Size));
  std::string Error;
  std::vector<std::string> Files = cudaFilesOfDatabase(fuzz::scratchDir(), Error);
  if (Files.size() > 4)
    Files.resize(4);
  Files.push_back(fuzz::scratchDir() + "/kernel.cu");
  for (const std::string &File : Files) {
    ParseOptions Options;
    Options.File = File;
    Options.CompileCommandsDir = fuzz::scratchDir();
    DiagnosticList Diags;
    bool FromDatabase = false;
    auto Database = compilationDatabaseFor(Options, File, Diags, FromDatabase);
    if (!Database)
      continue;
    for (const clang::tooling::CompileCommand &Command : Database->getCompileCommands(File)) {
      if (Command.CommandLine.empty())
        continue;
      std::vector<std::string> Args(Command.CommandLine.begin() + 1, Command.CommandLine.end());
      translateCompilerArgs(Args, isNvcc(Command.CommandLine.front()));
    }
  }
  return 0;
}
